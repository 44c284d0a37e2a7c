"""The Last Warm Thing (haunt 37): the heroes must keep a monster alive.

The Hob, the house's last warm thing, is a creature of the traitor's side that
the traitor wants scoured out; the heroes walk it home to the hearth while the
Sweeps hunt it. What the data cannot say:
- `last_warm_thing.follows` (monster power, `token`): nobody is asked to move
  the kind. If a living hero stands in its room as its move begins, it goes by
  itself, with the spaces its Speed roll gave, along the shortest monsters' way
  toward the nearest room where such a token lies (never into a room closed to
  it; heroes in its room do not slow it, R4.7); alone, it cowers and stays put.
  It never attacks (write the modifier `no_fight` for it: nobody attacks it);
- `last_warm_thing.far_walk` (placement, `{"last_warm_thing.far_walk": <room>}`):
  the room farthest from that room by the monsters' ways (R6.13), never one
  that carries its occupants off or slides them on (the Mystic Elevator, the
  Coal Chute), so a home placed there can be walked to; without the room in
  the house, or nothing reachable, your room;
- `last_warm_thing.guarded` (condition): a living hero stands in your room, you
  aside. Its rooms, for the bots, are the rooms of the kinds with `follows`, so
  the heroes know where their guard is wanted.
"""

from __future__ import annotations

from collections import deque
from typing import TYPE_CHECKING, Any

from game.engine.registry import CONDITIONS, PLACES, POWERS, intercept
from game.engine.rules import modifiers, sides
from game.engine.rules.monsters import _way_to, monster_exits, monster_hop
from game.engine.rules.room_rule import rule_of

if TYPE_CHECKING:
    from game.engine.game import Game
    from game.engine.state import Effect, Monster

HAUNT = "last_warm_thing"
FOLLOWS = f"{HAUNT}.follows"


@PLACES.word(f"{HAUNT}.far_walk", {f"{HAUNT}.far_walk": "room"})
def _far_walk(game: Game, here: str, spec: dict[str, Any]) -> list[str]:
    """The room farthest by the monsters' ways from the named room."""
    start = spec[f"{HAUNT}.far_walk"]
    if start not in game.state.placements:
        return []
    dist = {start: 0}
    todo = deque([start])
    while todo:
        room = todo.popleft()
        for other in monster_exits(game, room):
            if other not in dist:
                dist[other] = dist[room] + 1
                todo.append(other)
    fixed = [r for r in dist if r != start
             and not (rule_of(game, r).moves_you or rule_of(game, r).slides_on)]
    return sorted(fixed, key=lambda r: (-dist[r], r))[:1]


@POWERS.word(FOLLOWS, {"token": "token"})
def _follows(game: Game, m: Monster, p: dict[str, Any]) -> str:
    """The kind of token it walks home to."""
    return str(p["token"])


def guarded_room(game: Game, room: str, you: int | None = None) -> bool:
    """A living hero (you aside) stands in the room."""
    return any(game.figure(s).room == room for s in sides.living_heroes(game) if s != you)


def _cost(game: Game, m: Monster) -> int:
    """Leaving a room: heroes carry it along rather than hold it back (no R4.7)."""
    return 1 + modifiers.total(game, "leave_cost", m.id, m.room)


def _stop(game: Game, m: Monster) -> None:
    m.moves = 0
    game.push(*rule_of(game, m.room).monster_stops(game, m, m.room))


@intercept(HAUNT, "monster_act")
def _follow(game: Game, eff: Effect) -> bool:
    """A monster with `follows` walks home while a hero began its move with it."""
    m = sides.monster(game, eff["id"])
    power = sides.monster_def(game, m).powers.get(FOLLOWS) if m.alive else None
    if m.stunned or not isinstance(power, dict):
        return False  # the engine's own handler (a stunned one stands up)
    if eff.get("fresh") and not guarded_room(game, m.room):
        m.moves = 0  # alone, it cowers where it is
    home = {t.room for t in game.state.tokens if t.kind == power["token"] and t.holder < 0}
    hop = monster_hop(game, m.room, home.__contains__, m.id,
                      modifiers.closed_rooms(game, m.id))
    if hop is None or hop == m.room or m.moves < _cost(game, m):
        _stop(game, m)
        return True
    way = _way_to(game, m.room, hop)
    game.push({"do": "monster_step", "id": m.id, "to": hop, "cost": _cost(game, m),
               "via": way.how if way else "door", "owner": way.owner if way else ""},
              {"do": "monster_act", "id": m.id})
    return True


def _followers(game: Game) -> set[str]:
    return {m.room for m in game.state.monsters
            if m.alive and FOLLOWS in sides.monster_def(game, m).powers}


@CONDITIONS.word(f"{HAUNT}.guarded", rooms=lambda g, c, w: _followers(g))
def _guarded(game: Game, cond: dict[str, Any], who: int | None) -> bool:
    """A living hero stands in your room, you aside."""
    if who is None or not sides.present(game, who):
        return False
    return guarded_room(game, sides.where(game, who)[0], who)
