"""Nightlights (haunt 28): shut the monster in, do not kill it.

The Bugbear cannot step into a lit room (its lamps are a token kind that
`blocks` the traitor's side); the heroes light lamps in the rooms around the
room where it lurks until it has no dark way out, and it snuffs them from
beside. What the data cannot say:
- `nightlights.around` (action where key and bot target): in a room one way
  (as monsters walk, R6.13) from a room where such a figure stands or such a
  token lies, not in it: the far side of its doors;
- `nightlights.snuff` (step): a token of this kind lying in a room one way from
  yours is taken from the house;
- `nightlights.shut_in` (condition): a living monster of this kind stands in a
  room with a way out, and a token of this kind lies in every room one way
  from it, so it cannot leave.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.engine.registry import ACTION_WHERE, BOT_TARGETS, CONDITIONS, effect
from game.engine.rules import sides
from game.engine.rules.monsters import monster_exits

if TYPE_CHECKING:
    from game.engine.game import Game
    from game.engine.state import Effect

HAUNT = "nightlights"


def _lit(game: Game, kind: str) -> set[str]:
    return {t.room for t in game.state.tokens if t.kind == kind and t.holder < 0}


def _centres(game: Game, who: str) -> set[str]:
    """Where such a figure stands (`monster:<kind>`, ...) or such a token lies
    (`token:<kind>`)."""
    if who.startswith("token:"):
        return _lit(game, who.removeprefix("token:"))
    return {sides.where(game, f)[0] for f in sides.figures(game)
            if sides.is_kind(game, f, who) and sides.present(game, f)}


def around(game: Game, who: str) -> set[str]:
    """The rooms one way (as monsters walk) from those rooms, those left out."""
    centres = _centres(game, who)
    return {r for room in centres for r in monster_exits(game, room)} - centres


@ACTION_WHERE.word(f"{HAUNT}.around", {f"{HAUNT}.around": "who"})
def _around_where(game: Game, fid: int, value: Any) -> set[str]:
    """In a room one way from where such a figure stands or such a token lies."""
    return around(game, value)


@BOT_TARGETS.word(f"{HAUNT}.around", {"who": "who"}, act=True)
def _around_target(game: Game, fid: int, params: dict[str, Any]) -> set[str]:
    """The rooms one way from where such a figure stands or such a token lies."""
    return around(game, params["who"])


@effect(f"{HAUNT}.snuff", card_step=("token",))
def _snuff(game: Game, eff: Effect) -> None:
    """One such token lying in a room one way from yours is taken from the house."""
    near = monster_exits(game, sides.where(game, eff["who"])[0])
    lying = [t for t in game.state.tokens if t.kind == eff["token"] and t.holder < 0
             and t.room in near]
    if not lying:
        return
    t = min(lying, key=lambda t: near.index(t.room))
    game.state.tokens.remove(t)
    game.emit("token_taken", who=eff["who"], token=t.kind, room=t.room)


def _pens(game: Game, cond: dict[str, Any]) -> list[tuple[set[str], set[str]]]:
    """For each living monster of the kind: (the ways out of its room, those lit)."""
    lit = _lit(game, cond["token"])
    out = []
    for m in game.state.monsters:
        if m.alive and m.kind == cond["monster"]:
            ways = set(monster_exits(game, m.room, m.id))
            out.append((ways, ways & lit))
    return out


def _shut_progress(game: Game, cond: dict[str, Any], who: int | None) -> float:
    return max((len(lit) / len(ways) for ways, lit in _pens(game, cond) if ways), default=0.0)


def _dark_ways(game: Game, cond: dict[str, Any], who: int | None) -> set[str]:
    return set().union(*(ways - lit for ways, lit in _pens(game, cond)))


@CONDITIONS.word(f"{HAUNT}.shut_in", {"monster": "monster", "token": "token"},
                 progress=_shut_progress, rooms=_dark_ways)
def _shut_in(game: Game, cond: dict[str, Any], who: int | None) -> bool:
    """A monster of this kind stands in a room every way out of which is lit."""
    return any(ways and ways == lit for ways, lit in _pens(game, cond))
