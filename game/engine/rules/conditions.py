"""The haunt's conditions (docs/HAUNTS.md, Conditions): goals (R9.11), a
monster's `killable`, triggers' and modifiers' `if`, and the `if` step.

Each condition is one registered word answering three questions:
- does it hold (`holds`);
- how close is it, from 0 to 1 (`progress`), so a bot can weigh a goal it has
  never seen without code of its own;
- which rooms matter for it (`rooms`): where a figure should go to make it hold,
  or to stop it holding.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from game.engine.registry import CONDITIONS
from game.engine.rules import sides
from game.engine.rules.numbers import amount

if TYPE_CHECKING:
    from game.engine.game import Game

Cond = dict[str, Any]


def holds(game: Game, cond: Cond, who: int | None = None) -> bool:
    """Does the condition hold now? `who` is the figure it is asked for ("you")."""
    return bool(CONDITIONS[cond["if"]].run(game, cond, who))


def progress(game: Game, cond: Cond, who: int | None = None) -> float:
    """How close the condition is to holding: 1 when it holds, else 0 to 1."""
    if holds(game, cond, who):
        return 1.0
    measure = CONDITIONS[cond["if"]].extra.get("progress")
    return max(0.0, min(0.99, measure(game, cond, who))) if measure else 0.0


def rooms(game: Game, cond: Cond, who: int | None = None) -> set[str]:
    """The rooms that matter for making (or stopping) this condition."""
    find = CONDITIONS[cond["if"]].extra.get("rooms")
    return (find(game, cond, who) if find else set()) & set(game.state.placements)


def walk(conds: Any) -> Iterator[Cond]:
    """Every condition in these, nested ones included."""
    for c in conds if isinstance(conds, list | tuple) else [conds]:
        yield c
        inner = c.get("of")
        if inner is not None:
            yield from walk(inner)


def _compare(value: int, game: Game, cond: Cond) -> bool:
    if "at_least" in cond and value < amount(game, cond["at_least"]):
        return False
    return not ("at_most" in cond and value > amount(game, cond["at_most"]))


def _ratio(value: int, game: Game, cond: Cond) -> float:
    if "at_least" in cond:
        return value / max(1, amount(game, cond["at_least"]))
    return 0.0


COMPARE = {"at_least": "number", "at_most": "number"}


def winner(game: Game) -> str | None:
    """The side whose goals hold now (R9.11), or None. Heroes need a survivor;
    the traitor's side also wins when no hero is left in the house."""
    h = sides.haunt_def(game)
    if h is None or not game.state.haunt.ready:
        return None
    alive = any(game.figure(s).alive for s in sides.heroes(game))
    if alive and any(holds(game, c) for c in h.goals["heroes"]):
        return "heroes"
    if not sides.living_heroes(game) or any(holds(game, c) for c in h.goals["traitor"]):
        return "traitor"
    return None


# ---- the sides -----------------------------------------------------------------------
@CONDITIONS.word("heroes_dead", progress=lambda g, c, w: 1 - len(sides.living_heroes(g)) /
                 max(1, len(sides.heroes(g))),
                 rooms=lambda g, c, w: {g.figure(s).room for s in sides.living_heroes(g)})
def _heroes_dead(game: Game, cond: Cond, who: int | None) -> bool:
    return not sides.living_heroes(game)


def _traitor_room(game: Game, cond: Cond, who: int | None) -> set[str]:
    return {game.figure(s).room for s in _fallen(game, cond, public=True)
            if sides.present(game, s)}


def _fallen(game: Game, cond: Cond, *, public: bool = False) -> list[int]:
    """The seats `traitor_dead` asks about: the traitor, or with `all` the whole
    traitor's side (its allies too)."""
    seats = sides.traitor_side(game, public=public)
    return seats if cond.get("all") else seats[:1]


def _traitor_hurt(game: Game, cond: Cond, who: int | None) -> float:
    """How far the traitor's weakest trait has fallen from its start toward the skull
    (with `all`: the side's explorers on average, the dead fallen all the way)."""
    seats = _fallen(game, cond)
    if not seats:
        return 0.0
    hurt = 0.0
    for s in seats:
        f = game.figure(s)
        tracks = game.content.explorers[f.explorer].traits
        hurt += 1 - min(i / max(1, tracks[t].start) for t, i in f.traits.items()) \
            if f.alive else 1.0
    return hurt / len(seats)


@CONDITIONS.word("traitor_dead", optional={"all": "bool"}, progress=_traitor_hurt,
                 rooms=_traitor_room)
def _traitor_dead(game: Game, cond: Cond, who: int | None) -> bool:
    """The traitor is dead (`all`: every explorer on the traitor's side is)."""
    seats = _fallen(game, cond)
    return bool(seats) and not any(game.figure(s).alive for s in seats)


def _of_kind(game: Game, cond: Cond) -> list[Any]:
    return [m for m in game.state.monsters if m.kind == cond["monster"]]


@CONDITIONS.word("monsters_dead", {"monster": "monster"},
                 progress=lambda g, c, w: sum(not m.alive for m in _of_kind(g, c)) /
                 max(1, len(_of_kind(g, c))),
                 rooms=lambda g, c, w: {m.room for m in _of_kind(g, c) if m.alive})
def _monsters_dead(game: Game, cond: Cond, who: int | None) -> bool:
    ms = _of_kind(game, cond)
    return bool(ms) and not any(m.alive for m in ms)


@CONDITIONS.word("monsters", {"monster": "monster"}, COMPARE,
                 rooms=lambda g, c, w: {m.room for m in _of_kind(g, c) if m.alive})
def _monsters(game: Game, cond: Cond, who: int | None) -> bool:
    """How many monsters of a kind are in play (alive)."""
    return _compare(sum(m.alive for m in _of_kind(game, cond)), game, cond)


# ---- counts --------------------------------------------------------------------------
def _counter(game: Game, cond: Cond) -> int:
    return game.state.haunt.counters.get(cond["counter"], 0)


@CONDITIONS.word("counter", {"counter": "counter"}, COMPARE,
                 progress=lambda g, c, w: _ratio(_counter(g, c), g, c))
def _counter_holds(game: Game, cond: Cond, who: int | None) -> bool:
    return _compare(_counter(game, cond), game, cond)


@CONDITIONS.word("rounds", {"at_least": "number"},
                 progress=lambda g, c, w: _ratio(g.state.haunt.round, g, c))
def _rounds(game: Game, cond: Cond, who: int | None) -> bool:
    """`n` haunt rounds have ended (a round ends after the anchor's place, R9.6)."""
    return game.state.haunt.round >= amount(game, cond["at_least"])


def _tokens(game: Game, cond: Cond) -> list[Any]:
    return [t for t in game.state.tokens if t.kind == cond["token"]]


@CONDITIONS.word("tokens", {"token": "token"}, COMPARE,
                 rooms=lambda g, c, w: {t.room for t in _tokens(g, c)})
def _tokens_holds(game: Game, cond: Cond, who: int | None) -> bool:
    """How many tokens of a kind are in the house (lying or carried)."""
    return _compare(len(_tokens(game, cond)), game, cond)


# ---- where figures and tokens are ------------------------------------------------------
def figures_of(game: Game, who: str, you: int | None = None) -> list[int | None]:
    """The figures (ids) or tokens (None per token) a `who` names: `traitor`,
    `hero`, `monster`, `monster:<kind>`, `you`; `token:<kind>` gives rooms through
    `rooms_of` only."""
    st = game.state
    if who == "traitor":
        return [s for s in sides.traitor_side(game) if sides.present(game, s)]
    if who == "hero":
        return [s for s in sides.heroes(game) if sides.present(game, s)]
    if who == "you":
        return [you] if you is not None and sides.present(game, you) else []
    if who.startswith("monster"):
        kind = who.partition(":")[2]
        return [m.id for m in st.monsters if m.alive and kind in ("", m.kind)]
    return []


def rooms_of(game: Game, who: str, you: int | None = None) -> list[str]:
    if who.startswith("token:"):
        kind = who.removeprefix("token:")
        return [t.room for t in game.state.tokens if t.kind == kind]
    return [sides.where(game, f)[0] for f in figures_of(game, who, you) if f is not None]


def goal_rooms(game: Game, cond: Cond) -> set[str]:
    """The rooms an `in_room` condition names: by id, or those holding its token."""
    if "token" in cond:
        return {t.room for t in game.state.tokens if t.kind == cond["token"]}
    room = cond["room"]
    return {room} if isinstance(room, str) else set(room)


def _in_room_progress(game: Game, cond: Cond, who: int | None) -> float:
    from game.engine.rules.placement import house_distances

    goal = goal_rooms(game, cond)
    best = 99
    for room in rooms_of(game, cond["who"], who):
        dist = house_distances(game, room)
        best = min([best, *(dist[r] for r in goal if r in dist)])
    return 1 / (1 + best)


@CONDITIONS.word("in_room", {"who": "who"}, {"room": "rooms", "token": "token"},
                 progress=_in_room_progress, rooms=lambda g, c, w: goal_rooms(g, c))
def _in_room(game: Game, cond: Cond, who: int | None) -> bool:
    """A figure (or token) of a kind is in one of the rooms, or a room holding a token."""
    goal = goal_rooms(game, cond)
    return any(r in goal for r in rooms_of(game, cond["who"], who))


@CONDITIONS.word("carrying", {"token": "token"}, {"who": "who"},
                 rooms=lambda g, c, w: {t.room for t in g.state.tokens if t.kind == c["token"]})
def _carrying(game: Game, cond: Cond, who: int | None) -> bool:
    """A figure of a kind (default: you) carries a token of this kind."""
    carriers = set(figures_of(game, cond.get("who", "you"), who))
    return any(t.kind == cond["token"] and t.holder in carriers for t in game.state.tokens)


def _marked(game: Game, cond: Cond, who: int | None) -> set[str]:
    return {r for r, s in game.state.haunt.rooms.items() if cond["state"] in s}


@CONDITIONS.word("room_state", {"state": "room_state"}, {"who": "who", **COMPARE},
                 rooms=_marked)
def _room_state(game: Game, cond: Cond, who: int | None) -> bool:
    """With `who`: such a figure stands in a room in that state. Without: how many
    rooms are in it (`at_least`/`at_most`; default at least one)."""
    marked = _marked(game, cond, who)
    if "who" in cond:
        return any(r in marked for r in rooms_of(game, cond["who"], who))
    if "at_least" not in cond and "at_most" not in cond:
        return bool(marked)
    return _compare(len(marked), game, cond)


# ---- traits --------------------------------------------------------------------------
@CONDITIONS.word("trait", {"trait": "trait"}, {"who": "who", **COMPARE})
def _trait(game: Game, cond: Cond, who: int | None) -> bool:
    """Some figure of a kind (default: you) has a trait value in range."""
    from game.engine.rules.traits import trait_value

    return any(_compare(trait_value(game, f, cond["trait"]), game, cond)
               for f in figures_of(game, cond.get("who", "you"), who) if f is not None)


# ---- logic ---------------------------------------------------------------------------
def _all_progress(game: Game, cond: Cond, who: int | None) -> float:
    return min((progress(game, c, who) for c in cond["of"]), default=1.0)


def _any_progress(game: Game, cond: Cond, who: int | None) -> float:
    return max((progress(game, c, who) for c in cond["of"]), default=0.0)


def _union(game: Game, cond: Cond, who: int | None) -> set[str]:
    return set().union(*(rooms(game, c, who) for c in cond["of"]))


@CONDITIONS.word("all", {"of": "conditions"}, progress=_all_progress, rooms=_union)
def _all(game: Game, cond: Cond, who: int | None) -> bool:
    return all(holds(game, c, who) for c in cond["of"])


@CONDITIONS.word("any", {"of": "conditions"}, progress=_any_progress, rooms=_union)
def _any(game: Game, cond: Cond, who: int | None) -> bool:
    return any(holds(game, c, who) for c in cond["of"])


@CONDITIONS.word("not", {"of": "condition"},
                 progress=lambda g, c, w: 1 - progress(g, c["of"], w),
                 rooms=lambda g, c, w: rooms(g, c["of"], w))
def _not(game: Game, cond: Cond, who: int | None) -> bool:
    return not holds(game, cond["of"], who)


# ---- you (the card filters of docs/CONTENT.md) ---------------------------------------------
YOU_FILTERS = {"floor": "floor", "floor_not": "floor", "holds_item": "bool",
               "room_symbol": "str", "room": "rooms", "alone": "bool"}


@CONDITIONS.word("you", {}, YOU_FILTERS)
def _you(game: Game, cond: Cond, who: int | None) -> bool:
    """The card filters: where you are, what you hold, whether you are alone.
    Every filter given must hold."""
    if who is None or sides.is_monster(who):
        return False
    f = game.figure(who)
    floor = game.state.placements[f.room].floor
    held = any(game.content.cards[c].deck == "item" for c in f.cards)
    alone = all(g.room != f.room for g in game.state.figures if g.seat != who and g.in_house)
    checks = {"floor": lambda v: floor == v, "floor_not": lambda v: floor != v,
              "holds_item": lambda v: not v or held,
              "room_symbol": lambda v: game.rooms[f.room].symbol == v,
              "room": lambda v: f.room in v, "alone": lambda v: alone == v}
    return all(checks[k](v) for k, v in cond.items() if k != "if")


def as_condition(when: Cond) -> Cond:
    """A card's `when` filters (no `if`) read as the `you` condition."""
    return when if "if" in when else {"if": "you", **when}

