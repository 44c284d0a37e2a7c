"""The Live Coal (haunt 50): a relay; a coal too hot to hold past one turn is
handed from hero to hero across the house to a cold hearth.

The coal is a token its carrier holds. What the data cannot say:

- the step `the_live_coal.pass` `{token, counter}`: the token of this kind you
  carry leaves your hand: to another explorer of your side in your room (the
  one whose turn comes next), else to one in a room one space away (any way,
  reached across the doorway; the next to play), or, with nobody to take it,
  it goes out: taken
  from the house, 1 added to the counter, and told as `token_taken`, so a
  `token_taken` trigger lights a new one (run it from a `turn_end` trigger with
  an `if` on `carrying`);
- the condition `the_live_coal.kindled` (`counter`, `at_least`, `token`, `to`,
  `who` optional): the counter has reached the number; its progress the share
  reached; its rooms, for a figure of the heroes (`who` `you` puts them first
  for every bot of the side), the relay's next places: a carrier heads for a
  room where a `to` token lies when it can reach one this turn, else for the
  teammate nearest that room it can reach, else for any teammate nearer it; a
  hero without it stands on the shortest way from the coal to the nearest such
  room, past the coal, and the hero nearest a coal lying on the floor goes to
  pick it up.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.engine.registry import CONDITIONS, effect
from game.engine.rules import sides
from game.engine.rules.haunt_steps import add_to_counter
from game.engine.rules.movement import reachable
from game.engine.rules.numbers import amount
from game.engine.rules.placement import house_distances, house_exits

if TYPE_CHECKING:
    from game.engine.game import Game
    from game.engine.state import Effect, Token

HAUNT = "the_live_coal"


def _teammates(game: Game, fid: int) -> list[int]:
    """The other explorers of this figure's side in the house, next to play first."""
    order = game.state.order
    i = order.index(fid) if fid in order else 0
    after = order[i + 1:] + order[:i]
    return [s for s in after if s != fid and sides.present(game, s)
            and sides.side_of(game, s) == sides.side_of(game, fid)]


@effect(f"{HAUNT}.pass", card_step=("token", "counter"))
def _pass(game: Game, eff: Effect) -> None:
    """Hand the token you carry to the next of your side in your room or one space
    away, or it goes out."""
    fid = eff["who"]
    t = next((t for t in game.state.tokens if t.kind == eff["token"] and t.holder == fid), None)
    if t is None:
        return
    room = sides.where(game, fid)[0]
    near = {room, *house_exits(game, room)}
    mates = _teammates(game, fid)
    taker = next((s for s in mates if sides.where(game, s)[0] == room), None)
    if taker is None:
        taker = next((s for s in mates if sides.where(game, s)[0] in near), None)
    if taker is not None:
        t.holder, t.room = taker, sides.where(game, taker)[0]
        game.emit("token_carried", who=taker, token=t.kind, room=t.room)
        return
    game.state.tokens.remove(t)
    game.emit("token_taken", who=fid, token=t.kind, room=room)
    add_to_counter(game, eff["counter"], 1)


def _coal(game: Game, kind: str) -> Token | None:
    return next((t for t in game.state.tokens if t.kind == kind), None)


def _where(game: Game, t: Token) -> str:
    return sides.where(game, t.holder)[0] if t.holder >= 0 else t.room


def _to_goal(game: Game, goals: set[str]) -> dict[str, int]:
    """House distance from every room to the nearest goal room."""
    out: dict[str, int] = {}
    for g in goals:
        for room, d in house_distances(game, g).items():
            out[room] = min(d, out.get(room, d))
    return out


def _way(game: Game, start: str, left: dict[str, int]) -> list[str]:
    """The rooms of a shortest way from `start` to the nearest goal, both ends in."""
    way = [start]
    while left.get(way[-1], 0) > 0:
        way.append(min((r for r in house_exits(game, way[-1]) if r in left),
                       key=lambda r: (left[r], r)))
    return way


def _relay_rooms(game: Game, cond: dict[str, Any], who: int | None) -> set[str]:
    goals = {t.room for t in game.state.tokens if t.kind == cond["to"] and t.holder < 0}
    coal = _coal(game, cond["token"])
    if who is None or coal is None or sides.side_of(game, who) != "heroes":
        return goals
    left = _to_goal(game, goals)
    here = sides.where(game, who)[0]
    if coal.holder != who:
        start = _where(game, coal)
        if coal.holder < 0 and who == _nearest(game, who, start):
            return {start}
        return set(_way(game, start, left)[1:]) or {start}
    ahead = {r for r in (sides.where(game, s)[0] for s in _teammates(game, who))
             if left.get(r, 99) < left.get(here, 99)}
    reach = set(reachable(game, who)) if game.state.turn.seat == who else set()
    if goals & reach:
        return goals & reach
    if ahead & reach:
        return {min(ahead & reach, key=lambda r: (left[r], r))}
    return goals | ahead


def _nearest(game: Game, who: int, room: str) -> int:
    """The explorer of this figure's side nearest the room (a tie: the first seat)."""
    dist = house_distances(game, room)
    side = [who, *_teammates(game, who)]
    return min(side, key=lambda s: (dist.get(sides.where(game, s)[0], 99), s))


def _progress(game: Game, cond: dict[str, Any], who: int | None) -> float:
    done = game.state.haunt.counters.get(cond["counter"], 0)
    return min(1.0, done / max(1, amount(game, cond["at_least"])))


@CONDITIONS.word(f"{HAUNT}.kindled", {"counter": "counter", "at_least": "number",
                                       "token": "token", "to": "token"}, {"who": "who"},
                 progress=_progress, rooms=_relay_rooms)
def _kindled(game: Game, cond: dict[str, Any], who: int | None) -> bool:
    """The counter has reached the number."""
    return game.state.haunt.counters.get(cond["counter"], 0) >= amount(game, cond["at_least"])
