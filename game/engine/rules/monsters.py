"""Monsters (R9.8, R6.13, R8.9): their turn after the traitor's, moved group by
group by the traitor's player, one attack each a turn.

Monsters ignore barriers and harmful room text (R6.5, R6.10, R6.14); what the
special rooms do to them — the Coal Chute's slide, the Mystic Elevator, the
drops both ways, the Revolving Wall, a barrier room's side — each room's rule
says (room_rule.py: `ways`, `monster_entered`, `monster_stops`).
What a kind's powers add (flying, more attack traits, carrying, exploring, rising
again) is asked of rules/powers.py.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Collection
from typing import TYPE_CHECKING

from game.engine.actions import (
    Action,
    Attack,
    DropItem,
    EndTurn,
    Explore,
    HauntAct,
    Move,
    PickUpItem,
    UseRoom,
)
from game.engine.registry import HOUSE_POLICIES, answer, effect
from game.engine.rules import combat, haunt_steps, modifiers, powers, sides
from game.engine.rules.discovery import doorway_options
from game.engine.rules.movement import room_exits
from game.engine.rules.room_rule import Way, rule_of, ways_from
from game.engine.state import Effect, Monster, Prompt

if TYPE_CHECKING:
    from game.engine.game import Game


def monster_exits(game: Game, room: str, mid: int | None = None) -> list[str]:
    """Rooms one space from `room` for a monster: the doors of both sides of a
    barrier (monsters ignore it, R6.10), every way the special rooms open to
    monsters (R6.13: the drops both ways, the Revolving Wall, the first way down
    the Collapsed Room), and what monster `mid`'s powers add (flying); without
    `mid`, a monster with no powers."""
    out = dict.fromkeys([*room_exits(game, room, 0), *room_exits(game, room, 1)])
    for way in ways_from(game, room, monster=True):
        out.setdefault(way.to)
    if mid is not None:
        out.update(dict.fromkeys(powers.exits(game, mid, room)))
    out.pop(room, None)
    return list(out)


def monster_hop(game: Game, room: str, wanted: Callable[[str], bool],
                mid: int | None = None, closed: Collection[str] = ()) -> str | None:
    """A monster's next room on its shortest way to a wanted room (R9.8): `room`
    itself when it is wanted, None when no wanted room can be reached. Given the
    monster `mid`, its powers count (a flier passes walls); never through `closed`."""
    if wanted(room):
        return room
    came: dict[str, str] = {room: room}
    todo = deque([room])
    while todo:
        here = todo.popleft()
        for nxt in monster_exits(game, here, mid):
            if nxt in came or nxt in closed:
                continue
            came[nxt] = here
            if wanted(nxt):
                while came[nxt] != room:
                    nxt = came[nxt]
                return nxt
            todo.append(nxt)
    return None


def _way_to(game: Game, room: str, to: str) -> Way | None:
    """The special room's way a monster takes from `room` to `to`, when no door or
    passage leads there."""
    if to in room_exits(game, room, 0) or to in room_exits(game, room, 1):
        return None
    return next((w for w in ways_from(game, room, monster=True) if w.to == to), None)


def reach(game: Game, starts: list[str]) -> set[str]:
    """Every room monsters could walk to from these rooms, however far."""
    seen = set(starts)
    todo = deque(starts)
    while todo:
        for other in monster_exits(game, todo.popleft()):
            if other not in seen:
                seen.add(other)
                todo.append(other)
    return seen


def leave_cost(game: Game, m: Monster) -> int:
    """R4.7, and what the haunt adds (modifier `leave_cost`)."""
    return 1 + sides.slowing(game, m.id, m.room) + \
        modifiers.total(game, "leave_cost", m.id, m.room)


@effect("monster_turn")
def monster_turn(game: Game, eff: Effect) -> None:
    """The traitor's monsters move, kind by kind (R9.8); slain monsters whose
    time has come rise first (power `regenerates`)."""
    powers.rise(game)
    alive = [m for m in game.state.monsters if m.alive]
    if not alive:
        return
    game.emit("monster_turn", controller=sides.true_traitor(game))
    effects: list[Effect] = []
    for kind in dict.fromkeys(m.kind for m in alive):
        effects.append({"do": "monster_group", "kind": kind})
        effects += [{"do": "monster_act", "id": m.id, "fresh": True}
                    for m in alive if m.kind == kind]
    game.push(*effects)


@effect("monster_group")
def monster_group(game: Game, eff: Effect) -> None:
    """One Speed roll for every monster of a kind (R9.8); at least one space (R4.4)."""
    h = sides.haunt_def(game)
    assert h is not None
    mdef = h.monsters[eff["kind"]]
    faces = game.dice(mdef.traits["speed"])
    game.emit("dice", who=sides.true_traitor(game), purpose="monster_move",
              monster=eff["kind"], faces=faces, total=sum(faces))
    for m in game.state.monsters:
        if m.kind == eff["kind"] and m.alive:
            m.moves = max(1, sum(faces))
            m.attacked = False


@effect("monster_act")
def monster_act(game: Game, eff: Effect) -> None:
    """Ask the monsters' controller what this monster does next; with no traitor the
    house decides by its policy. A stunned monster misses this turn and stands up at
    its end (R8.9)."""
    m = sides.monster(game, eff["id"])
    if not m.alive:
        return
    if m.stunned:
        if eff.get("fresh"):
            m.stunned = False
            game.emit("monster_recovered", id=m.id, kind=m.kind, room=m.room)
        return
    policy = sides.house_policy(game)
    if policy is not None:  # no traitor: nobody is asked (rules/house_plays.py)
        p = Prompt(game.state.haunt.anchor, "monster", [], {"monster": m.id})
        _monster_action(game, p, HOUSE_POLICIES[policy].run(game, m, _monster_legal(game, p)))
        return
    controller = sides.true_traitor(game)
    assert controller is not None
    game.ask(controller, "monster", [], monster=m.id)


def _monster_legal(game: Game, p: Prompt) -> list[Action]:
    m = sides.monster(game, p.context["monster"])
    acts: list[Action] = []
    if m.moves >= leave_cost(game, m):
        closed = modifiers.closed_rooms(game, m.id)
        acts += [Move(r) for r in monster_exits(game, m.room, m.id) if r not in closed]
        acts += powers.explore_actions(game, m)
    if not m.attacked:
        mdef = sides.monster_def(game, m)
        for trait in powers.attack_traits(game, m):  # its own trait is Attack(target)
            acts += [Attack(t, trait="" if trait == mdef.attack else trait)
                     for t in combat.targets(game, m.id, trait, mdef.distance)
                     if not sides.is_monster(t)]
    acts += powers.item_actions(game, m)
    acts += [HauntAct(a) for a in haunt_steps.available(game, m.id)]
    acts.append(EndTurn())
    return acts


@answer("monster", _monster_legal)
def _monster_action(game: Game, p: Prompt, action: Action) -> None:
    m = sides.monster(game, p.context["monster"])
    again = {"do": "monster_act", "id": m.id}
    if isinstance(action, Move):
        way = _way_to(game, m.room, action.to)
        game.push({"do": "monster_step", "id": m.id, "to": action.to,
                   "cost": leave_cost(game, m), "via": way.how if way else "door",
                   "owner": way.owner if way else ""}, again)
    elif isinstance(action, Explore):  # needs the spaces to leave, is charged one (R4.7)
        game.push({"do": "monster_explore", "id": m.id, "direction": action.direction,
                   "cost": 1}, again)
    elif isinstance(action, Attack):
        m.attacked = True
        game.push(combat.attack_effect(game, m.id, action.target, trait=action.trait), again)
    elif isinstance(action, PickUpItem | DropItem):
        game.push(powers.item_effect(m, action), again)
    elif isinstance(action, HauntAct):
        game.push(*haunt_steps.action_steps(game, m.id, action.name), again)
    else:  # its move ends: what the room does to a monster that stops in it
        m.moves = 0
        game.push(*rule_of(game, m.room).monster_stops(game, m, m.room))


@effect("monster_step")
def monster_step(game: Game, eff: Effect) -> None:
    """A monster goes into a room next to its own for `cost` spaces (R9.8), by a
    door or a special room's way (`via`, made by room `owner`); then what the way
    and the room do to a monster (R6.3, R6.4, R6.8, R6.10)."""
    m = sides.monster(game, eff["id"])
    via = eff.get("via", "door")
    game.emit("monster_moved", id=m.id, kind=m.kind, frm=m.room, to=eff["to"],
              cost=eff["cost"], via=via)
    frm = m.room
    m.moves -= eff["cost"]
    m.room, m.side = eff["to"], 0
    effects: list[Effect] = []
    owner = eff.get("owner", "")
    taken = [w for w in (rule_of(game, owner).ways(game, owner) if owner else [])
             if w.frm == frm and w.to == m.room and w.how == via]
    for way in taken[:1]:
        effects += rule_of(game, owner).monster_took(game, m, way)
    effects += rule_of(game, m.room).monster_entered(game, m, m.room, via)
    game.push(*effects)


# ---- R9.9: the Stairs from Basement, found for monsters that cannot reach ------
STAIRS_TILE = "stairs_from_basement"


def stairs_legal(game: Game, seat: int) -> list[Action]:
    """On the traitor's turn, when no monster can reach any hero, the traitor may
    search the stack for the Stairs from Basement (R9.9)."""
    st = game.state
    h = sides.haunt_def(game)
    if st.phase != "haunt" or h is None or sides.traitor(game) != seat or \
            st.turn.seat != seat or "find_stairs" in st.turn.rolls:
        return []
    if STAIRS_TILE not in st.stack and STAIRS_TILE not in st.tile_discard:
        return []
    alive = [m.room for m in st.monsters if m.alive]
    if not alive:
        return []
    reachable = reach(game, alive)
    if any(game.figure(s).room in reachable for s in sides.living_heroes(game)):
        return []
    return [UseRoom("find_stairs")]


def stairs_act(game: Game, seat: int, action: Action) -> bool:
    if action != UseRoom("find_stairs"):
        return False
    game.state.turn.rolls.append("find_stairs")
    game.push({"do": "find_stairs", "who": seat})
    return True


@effect("find_stairs")
def find_stairs(game: Game, eff: Effect) -> None:
    st = game.state
    options = doorway_options(game, STAIRS_TILE, "basement")
    if not options:
        game.emit("stairs_not_found")
        return
    for pile in (st.stack, st.tile_discard):
        if STAIRS_TILE in pile:
            pile.remove(STAIRS_TILE)
    game.emit("tile_drawn", who=eff["who"], room=STAIRS_TILE, mode="rescue")
    game.ask(eff["who"], "place", options, tile=STAIRS_TILE, cost=0, mode="rescue",
             then=[{"do": "shuffle_stack"}])


@effect("shuffle_stack")
def shuffle_stack(game: Game, eff: Effect) -> None:
    game.shuffle(game.state.stack)
    game.emit("stack_reshuffled", size=len(game.state.stack))
