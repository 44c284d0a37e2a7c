"""The Red Thread (haunt 34): the heroes are tethered in pairs.

A thread is a token its hero carries; heroes carrying threads of one number
(the token's value, which the board shows on it) are one band, bound together.
A band is two heroes, or three when the heroes are odd in number. What the data
cannot say:

- the step `the_red_thread.bind` `{token}`: every living hero carrying no such
  token is bound, in seat order, two by two; one left over joins the last band
  made (a band of three), or stays loose when nobody else is loose;
- the step `the_red_thread.tie` `{token}`: you, carrying none, and the first
  other loose living hero in your room (by seat) are bound in a new band;
- the step `the_red_thread.cut` `{token}`: the band of the first hero in your
  room who carries such a token (by seat; never yours) is cut: every thread of
  the band leaves the house;
- the step `the_red_thread.fray` `{token}`: every band with fewer than two
  living heroes in the house left is cut, and threads lying loose (dropped by
  the dead) leave the house: run it from a `death` trigger;
- the conditions (you = a figure): `the_red_thread.strained` (`token`, `reach`):
  you carry such a token and no other hero of your band is within `reach`
  spaces (house distance); `the_red_thread.loose` (`token`): you carry none and
  another living hero carrying none stands in your room; `the_red_thread.bound_here`
  (`token`): a living hero carrying such a token, not you, stands in your room;
- the action where key `the_red_thread.with_band` (a token kind): in a room
  where another living hero of your band stands;
- the bot target `the_red_thread.band` (`knot`): how a band walks to the rooms
  where a `knot` token lies (the thread is the kind the haunt's `with_band`
  actions name): a bound hero heads for the rooms within
  1 space of the nearest other hero of its band that are nearest to the knot
  nearest that hero, so the pair moves in step; a loose hero, for the other
  loose heroes.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.engine.registry import ACTION_WHERE, BOT_TARGETS, CONDITIONS, effect
from game.engine.rules import sides
from game.engine.rules.numbers import amount
from game.engine.rules.placement import house_distances
from game.engine.state import Token

if TYPE_CHECKING:
    from game.engine.game import Game
    from game.engine.state import Effect

HAUNT = "the_red_thread"
FAR = 99
WITH_BAND = f"{HAUNT}.with_band"


def _thread(game: Game, fid: int, kind: str) -> Token | None:
    return next((t for t in game.state.tokens if t.kind == kind and t.holder == fid), None)


def _loose(game: Game, kind: str) -> list[int]:
    """Living heroes in the house carrying no thread, by seat."""
    return [s for s in sides.living_heroes(game) if _thread(game, s, kind) is None]


def band(game: Game, fid: int, kind: str) -> list[int]:
    """The other living heroes bound to this figure (none for a loose one)."""
    mine = _thread(game, fid, kind)
    if mine is None:
        return []
    return [s for s in sides.living_heroes(game) if s != fid
            and (t := _thread(game, s, kind)) is not None and t.value == mine.value]


def _bind(game: Game, seats: list[int], kind: str) -> None:
    """These heroes become one band: each carries a thread of a new number."""
    number = 1 + max((t.value for t in game.state.tokens if t.kind == kind), default=0)
    for seat in seats:
        room, side = sides.where(game, seat)
        t = Token(kind, room, side, holder=seat, value=number)
        game.state.tokens.append(t)
        game.emit("token_carried", who=seat, token=kind, room=room, value=number)


def _cut(game: Game, kind: str, number: int) -> None:
    for t in [t for t in game.state.tokens if t.kind == kind and t.value == number]:
        game.state.tokens.remove(t)
        room = sides.where(game, t.holder)[0] if t.holder >= 0 else t.room
        game.emit("token_removed", token=kind, room=room)


@effect(f"{HAUNT}.bind", card_step=("token",), outlives=True)
def _bind_all(game: Game, eff: Effect) -> None:
    """The loose heroes are bound two by two; an odd one joins the last band."""
    kind = eff["token"]
    loose = _loose(game, kind)
    if len(loose) < 2:
        return
    pairs = [loose[i:i + 2] for i in range(0, len(loose), 2)]
    if len(pairs[-1]) == 1:
        odd = pairs.pop()
        pairs[-1] += odd
    for seats in pairs:
        _bind(game, seats, kind)


@effect(f"{HAUNT}.tie", card_step=("token",))
def _tie(game: Game, eff: Effect) -> None:
    """You and the first other loose hero in your room are bound anew."""
    fid, kind = eff["who"], eff["token"]
    room = sides.where(game, fid)[0]
    other = next((s for s in _loose(game, kind) if s != fid and game.figure(s).room == room),
                 None)
    if other is not None and _thread(game, fid, kind) is None:
        _bind(game, sorted((fid, other)), kind)


@effect(f"{HAUNT}.cut", card_step=("token",), outlives=True)
def _cut_here(game: Game, eff: Effect) -> None:
    """The band of the first bound hero in your room (not you) is cut."""
    kind = eff["token"]
    t = next((t for s in _bound_here(game, eff["who"], kind)
              if (t := _thread(game, s, kind)) is not None), None)
    if t is not None:
        _cut(game, kind, t.value)


@effect(f"{HAUNT}.fray", card_step=("token",), outlives=True)
def _fray(game: Game, eff: Effect) -> None:
    """Bands with fewer than two living heroes are cut; lying threads go."""
    kind = eff["token"]
    for t in [t for t in game.state.tokens if t.kind == kind and t.holder < 0]:
        game.state.tokens.remove(t)
        game.emit("token_removed", token=kind, room=t.room)
    living = set(sides.living_heroes(game))
    numbers = sorted({t.value for t in game.state.tokens if t.kind == kind})
    for number in numbers:
        held = [t for t in game.state.tokens if t.kind == kind and t.value == number
                and t.holder in living]
        if len(held) < 2:
            _cut(game, kind, number)


def _bound_here(game: Game, fid: int, kind: str) -> list[int]:
    room = sides.where(game, fid)[0]
    return [s for s in sides.living_heroes(game) if s != fid
            and game.figure(s).room == room and _thread(game, s, kind) is not None]


def _nearest(game: Game, fid: int, kind: str) -> tuple[str | None, int]:
    """The room of the nearest other hero of your band, and how far it is."""
    here = house_distances(game, sides.where(game, fid)[0])
    rooms = [game.figure(s).room for s in band(game, fid, kind)]
    if not rooms:
        return None, FAR
    room = min(rooms, key=lambda r: (here.get(r, FAR), r))
    return room, here.get(room, FAR)


@CONDITIONS.word(f"{HAUNT}.strained", {"token": "token", "reach": "number"})
def _strained(game: Game, cond: dict[str, Any], who: int | None) -> bool:
    """You carry a thread and nobody of your band is within `reach` spaces."""
    if who is None or sides.is_monster(who) or _thread(game, who, cond["token"]) is None:
        return False
    return _nearest(game, who, cond["token"])[1] > amount(game, cond["reach"])


@CONDITIONS.word(f"{HAUNT}.loose", {"token": "token"})
def _loose_pair(game: Game, cond: dict[str, Any], who: int | None) -> bool:
    """You and another hero in your room both carry no thread."""
    if who is None or sides.is_monster(who):
        return False
    loose = _loose(game, cond["token"])
    room = game.figure(who).room
    return who in loose and any(s != who and game.figure(s).room == room for s in loose)


@CONDITIONS.word(f"{HAUNT}.bound_here", {"token": "token"},
                 rooms=lambda g, c, w: {g.figure(s).room for s in sides.living_heroes(g)
                                        if _thread(g, s, c["token"]) is not None})
def _bound_in_room(game: Game, cond: dict[str, Any], who: int | None) -> bool:
    """A bound hero other than you stands in your room."""
    return who is not None and bool(_bound_here(game, who, cond["token"]))


@ACTION_WHERE.word(WITH_BAND, {WITH_BAND: "token"})
def _with_band(game: Game, fid: int, value: Any) -> set[str]:
    """In a room where another living hero of your band stands."""
    if sides.is_monster(fid):
        return set()
    return {game.figure(s).room for s in band(game, fid, value)}


def _thread_kind(game: Game) -> str:
    """The thread token's kind: the one the haunt's `with_band` actions name."""
    h = sides.haunt_def(game)
    assert h is not None
    return next((a.where[WITH_BAND] for a in h.actions.values() if WITH_BAND in a.where), "")


@BOT_TARGETS.word(f"{HAUNT}.band", {"knot": "token"})
def _band_way(game: Game, fid: int, params: dict[str, Any]) -> set[str]:
    """Where a hero of a band walks next, in step with its band, toward the
    rooms where such a token lies; loose: the other loose heroes."""
    kind = _thread_kind(game)
    if sides.is_monster(fid) or sides.side_of(game, fid) != "heroes":
        return set()
    if _thread(game, fid, kind) is None:
        return {game.figure(s).room for s in _loose(game, kind) if s != fid}
    mate, _ = _nearest(game, fid, kind)
    knots = sorted({t.room for t in game.state.tokens
                    if t.kind == params["knot"] and t.holder < 0})
    if mate is None or not knots:
        return {mate} if mate else set()
    near_mate = house_distances(game, mate)
    goal = min(knots, key=lambda r: (near_mate.get(r, FAR), r))
    to_goal = house_distances(game, goal)
    steps = [r for r, d in near_mate.items() if d <= 1]
    best = min(to_goal.get(r, FAR) for r in steps)
    return {r for r in steps if to_goal.get(r, FAR) == best}
