"""The House Is a Lock (haunt 26): the rooms turn in place, and some are tumblers.

The house is the mechanism of one great lock. Rooms turn in place, a quarter
turn clockwise at a time, so their doors lead elsewhere; a turn changes only a
placement's rotation, never a room's cell, so every figure and token stays in
its room and the engine's doors (game/engine/house.py) read the new facing at
once. What the data cannot say:

- which rooms can turn: an ordinary room, not a starting tile, not a special
  room whose rule depends on its walls (a barrier, a drop, a passage, the
  Elevator...: its rule says so, `WALLED`), nor one with locked doors;
- how far: a room turns a quarter turn clockwise to its next facing that leaves
  no room of the house without a door meeting a door that had one (R4.6; the
  engine's invariants ask every found room for one), so nobody is ever shut in;
  a turn never seals a floor that had a door to an empty cell (R5.4: the
  engine's invariants ask for one while tiles are left); a room with no such
  other facing stays as it is. A wing may be cut off from
  another for a while, but every room keeps a door, and the house turns again
  next round;
- the tumblers: the token property `house_is_a_lock.facings` (true): each
  token placed gets a true facing for its room (its value: a rotation, 0 to 3),
  one the room can turn to, never the one it has, dealt by the dice. A tumbler
  is set while its room faces its true facing: the module keeps the room state
  the haunt names in every set tumbler's room (the `state` of the steps);
- the placement `house_is_a_lock.tumblers` (`{"house_is_a_lock.tumblers": n}`):
  the n rooms farthest from you that can turn to another facing;
- the step `house_is_a_lock.turn` `{n, token, state}`: n rooms drawn by the dice
  among those that can turn each turn a quarter; a tumbler turned loses its set;
- the step `house_is_a_lock.turn_here` `{token, state}`: your room turns a quarter;
- the step `house_is_a_lock.set` `{token, state}`: your room turns a quarter
  toward its tumbler's true facing (clockwise, to the next facing it may take),
  if it may take the true facing now: a tumbler may need more than one pick;
- the condition `house_is_a_lock.open` (`token`): every tumbler lying in the
  house is set, and there is one (the lock opens), however many the house had
  rooms for; its rooms are the tumblers not set, its progress the share set;
- the action where key `house_is_a_lock.loose` (`token`): a room with a tumbler
  that is not set and can turn to its true facing now.

Every turned room is told (event `room_turned`, room, from, to) and marked with
the state `turned` until the house next turns, so the board shows what moved.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.engine.house import cell_toward, has_open_doorway, meets, world_doors
from game.engine.registry import ACTION_WHERE, CONDITIONS, PLACES, TOKEN_PROPS, effect
from game.engine.rules import sides
from game.engine.rules.haunt_steps import mark
from game.engine.rules.numbers import amount
from game.engine.rules.placement import by_distance
from game.engine.rules.room_rule import rule_of
from game.engine.state import Token

if TYPE_CHECKING:
    from game.engine.game import Game
    from game.engine.state import Effect

HAUNT = "house_is_a_lock"
TURNED = "turned"  # the room state of the rooms the last turning moved
# What a special room's rule says (rule_of) that ties it to its walls and cells: a
# room with any of these never turns.
WALLED = ("has_ways", "pick_side", "moves_you", "opens_ways", "slides_on")


def may_turn(game: Game, room: str) -> bool:
    """An ordinary room, or one whose rule does not depend on its walls (no ways
    of its own, no sides, it carries nobody off), not a starting tile and
    without locked doors."""
    r = game.rooms[room]
    rule = rule_of(game, room)
    return room in game.state.placements and not r.start and not r.locked_doors \
        and not r.params and not any(getattr(rule, flag) for flag in WALLED)


def _stays(game: Game, room: str) -> bool:
    """Does the room stay where it is? One that carries you off where no walk
    goes may leave its cell at any time (the Mystic Elevator, R6.8)."""
    rule = rule_of(game, room)
    return not (rule.moves_you and rule.opens_ways)


def _near(game: Game, room: str) -> list[str]:
    """The room and the rooms in the cells beside it: the only ones whose ways a
    turn of this room can change."""
    p = game.state.placements[room]
    cells = (cell_toward(p.floor, p.x, p.y, d) for d in range(4))
    return [room, *(r for r in map(game.grid.room_at, cells) if r is not None)]


def _open_rooms(game: Game, rooms: list[str]) -> set[str]:
    """Those of the rooms with a door that meets a door (R4.6) of a room that
    stays where it is: every found room must keep one (game/engine/invariants.py),
    whatever other ways it has, and the Mystic Elevator may leave at any time."""
    placements = game.state.placements

    def fixed(other: str | None) -> bool:
        return other is not None and _stays(game, other)

    return {r for r in rooms
            if any(fixed(meets(game.rooms, placements, game.grid, r, d))
                   for d in world_doors(game.rooms[r], placements[r].rotation))}


def facings(game: Game, room: str) -> list[int]:
    """The facings this room may take now: those that leave every room that has a
    door meeting a door with one (its own included); its present facing first."""
    now = game.state.placements[room].rotation
    return [now, *(f for f in ((now + k) % 4 for k in (1, 2, 3)) if may_face(game, room, f))]


def may_face(game: Game, room: str, facing: int) -> bool:
    """May this room turn to this facing now (see facings)?"""
    if not may_turn(game, room):
        return False
    p = game.state.placements[room]
    now = p.rotation
    if facing == now:
        return True
    near = _near(game, room)
    before = _open_rooms(game, near)
    unsealed = _unsealed(game, p.floor)
    try:  # the doors are read from the placements, so a facing is tried in place
        p.rotation = facing
        return before <= _open_rooms(game, near) and (not unsealed or _unsealed(game, p.floor))
    finally:
        p.rotation = now


def _unsealed(game: Game, floor: str) -> bool:
    """Has the floor a door to an empty cell, where exploring goes on (R5.4)?"""
    return has_open_doorway(game.rooms, game.state.placements, game.grid, floor)


def _tumbler(game: Game, room: str, kind: str) -> Token | None:
    return next((t for t in game.state.tokens
                 if t.kind == kind and t.room == room and t.holder < 0), None)


def _mark_set(game: Game, kind: str, state: str) -> None:
    """The state on exactly the rooms whose tumbler faces its true facing."""
    rooms = game.state.haunt.rooms
    for t in game.state.tokens:
        if t.kind != kind or t.holder >= 0:
            continue
        if is_set(game, t):
            mark(game, t.room, state)
        elif state in rooms.get(t.room, {}):
            _unmark(game, t.room, state)


def _unmark(game: Game, room: str, state: str) -> None:
    rooms = game.state.haunt.rooms
    del rooms[room][state]
    if not rooms[room]:
        del rooms[room]
    game.emit("room_changed", room=room, state=state, on=False)


def turn_to(game: Game, room: str, facing: int) -> None:
    """The room turns in place to a facing (its figures and tokens in it)."""
    p = game.state.placements[room]
    frm, p.rotation = p.rotation, facing
    game.refresh()
    game.emit("room_turned", room=room, frm=frm, to=facing)
    mark(game, room, TURNED)


def _clear_turned(game: Game) -> None:
    for room in sorted(r for r, marks in game.state.haunt.rooms.items() if TURNED in marks):
        _unmark(game, room, TURNED)


def quarter(game: Game, room: str) -> bool:
    """The room turns to its next facing clockwise that it may take; False when
    it has none."""
    options = facings(game, room)
    now = options[0]
    later = sorted(options[1:], key=lambda f: (f - now) % 4)
    if not later:
        return False
    turn_to(game, room, later[0])
    return True


def turnable(game: Game) -> list[str]:
    """The rooms that can turn to another facing now, in a fixed order."""
    return [r for r in sorted(game.state.placements) if len(facings(game, r)) > 1]


# ---- the words ------------------------------------------------------------------------
@TOKEN_PROPS.word(f"{HAUNT}.facings", {f"{HAUNT}.facings": "bool"}, on="placed")
def _facings(game: Game, tokens: list[Token], value: bool) -> None:
    """Each token gets a true facing for its room: one it may turn to now, never
    the facing it has, dealt by the dice (the one it has if it cannot turn)."""
    for t in tokens:
        options = facings(game, t.room)
        other = options[1:] or options
        game.shuffle(other)
        t.value = other[0]


@PLACES.word(f"{HAUNT}.tumblers", {f"{HAUNT}.tumblers": "number"})
def _tumblers(game: Game, here: str, spec: dict[str, Any]) -> list[str]:
    """The n rooms farthest from here that can turn to another facing."""
    can = set(turnable(game))
    n = amount(game, spec[f"{HAUNT}.tumblers"])
    return [r for r in by_distance(game, here) if r in can][:n]


@effect(f"{HAUNT}.turn", card_step=("n", "token", "state"), outlives=True)
def turn(game: Game, eff: Effect) -> None:
    """The house turns: the rooms the last turning marked lose the mark, then n
    rooms drawn by the dice among those that can turn each turn a quarter."""
    _clear_turned(game)
    pool = turnable(game)
    game.shuffle(pool)
    for room in pool[:amount(game, eff["n"])]:
        quarter(game, room)
    _mark_set(game, eff["token"], eff["state"])


@effect(f"{HAUNT}.turn_here", card_step=("token", "state"), outlives=True)
def turn_here(game: Game, eff: Effect) -> None:
    """Your room turns a quarter (if it can)."""
    quarter(game, sides.where(game, eff["who"])[0])
    _mark_set(game, eff["token"], eff["state"])


@effect(f"{HAUNT}.set", card_step=("token", "state"), outlives=True)
def set_tumbler(game: Game, eff: Effect) -> None:
    """Your room turns a quarter (clockwise, to its next facing it may take)
    toward its tumbler's true facing: the tumbler is set once it faces that way,
    so a room that must go round further takes more than one pick."""
    room = sides.where(game, eff["who"])[0]
    t = _tumbler(game, room, eff["token"])
    if t is not None and not is_set(game, t) and may_face(game, room, t.value):
        quarter(game, room)
    _mark_set(game, eff["token"], eff["state"])


@ACTION_WHERE.word(f"{HAUNT}.loose", {f"{HAUNT}.loose": "token"})
def _loose(game: Game, fid: int, value: Any) -> set[str]:
    """In a room with a tumbler that is not set and can turn to its true facing now."""
    return {t.room for t in game.state.tokens
            if t.kind == value and t.holder < 0 and not is_set(game, t)
            and may_face(game, t.room, t.value)}


def _tumblers_lying(game: Game, kind: str) -> list[Token]:
    return [t for t in game.state.tokens if t.kind == kind and t.holder < 0]


def is_set(game: Game, t: Token) -> bool:
    return game.state.placements[t.room].rotation == t.value


@CONDITIONS.word(f"{HAUNT}.open", {"token": "token"},
                 progress=lambda g, c, w: sum(is_set(g, t) for t in _tumblers_lying(g, c["token"]))
                 / max(1, len(_tumblers_lying(g, c["token"]))),
                 rooms=lambda g, c, w: {t.room for t in _tumblers_lying(g, c["token"])
                                        if not is_set(g, t)})
def _open(game: Game, cond: dict[str, Any], who: int | None) -> bool:
    """Every tumbler lying in the house is set, and there is at least one."""
    lying = _tumblers_lying(game, cond["token"])
    return bool(lying) and all(is_set(game, t) for t in lying)
