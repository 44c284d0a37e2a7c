"""Boarded Till Dawn (haunt 13): a siege of one room.

The haunt file puts the hearth (the keep) in one room and boards (a token that
`blocks` the traitor's side) across it; the heroes nail more, the traitor's side
tears them off from outside. What the data cannot say:
- `boarded_till_dawn.beside` (action where key): in a room one space from a
  room where a token of this kind lies, not in it: the walls of the keep;
- `boarded_till_dawn.tear` (step): a token of this kind lying one space away is
  torn off and taken from the house;
- `boarded_till_dawn.overrun` (condition): in a room holding this token, the
  traitor's side standing there (the traitor and monsters not stunned)
  outnumbers the heroes there, at least one of them standing;
- `boarded_till_dawn.beside` (bot target): the rooms at the walls, where the
  traitor's side goes to tear boards.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.engine.registry import ACTION_WHERE, BOT_TARGETS, CONDITIONS, effect
from game.engine.rules import sides
from game.engine.rules.placement import house_exits

if TYPE_CHECKING:
    from game.engine.game import Game
    from game.engine.state import Effect

HAUNT = "boarded_till_dawn"


def _lying_rooms(game: Game, kind: str) -> set[str]:
    return {t.room for t in game.state.tokens if t.kind == kind and t.holder < 0}


def beside(game: Game, kind: str) -> set[str]:
    """The rooms one space (by any way) from a room where such a token lies, those
    rooms themselves left out."""
    held = _lying_rooms(game, kind)
    return {r for room in held for r in house_exits(game, room)} - held


@ACTION_WHERE.word(f"{HAUNT}.beside", {f"{HAUNT}.beside": "token"})
def _at_the_walls(game: Game, fid: int, value: Any) -> set[str]:
    """In a room one space from a room where a token of this kind lies."""
    return beside(game, value)


@BOT_TARGETS.word(f"{HAUNT}.beside", {"token": "token"})
def _walls(game: Game, fid: int, params: dict[str, Any]) -> set[str]:
    """The rooms one space from where a token of this kind lies."""
    return beside(game, params["token"])


@effect(f"{HAUNT}.tear", card_step=("token",))
def _tear(game: Game, eff: Effect) -> None:
    """One such token lying in a room next to yours is torn off: taken from the house."""
    near = set(house_exits(game, sides.where(game, eff["who"])[0]))
    t = next((t for t in game.state.tokens if t.kind == eff["token"] and t.holder < 0
              and t.room in near), None)
    if t is None:
        return
    game.state.tokens.remove(t)
    game.emit("token_taken", who=eff["who"], token=t.kind, room=t.room)


def _standing(game: Game, room: str) -> tuple[int, int]:
    """(heroes, the traitor's side not stunned) in the room."""
    heroes = sum(game.figure(s).room == room for s in sides.living_heroes(game)
                 if sides.present(game, s))
    tt = sides.true_traitor(game)
    foes = int(tt is not None and sides.present(game, tt) and game.figure(tt).room == room)
    foes += sum(m.alive and not m.stunned and m.room == room for m in game.state.monsters)
    return heroes, foes


def _overrun_progress(game: Game, cond: dict[str, Any], who: int | None) -> float:
    counts = [_standing(game, r) for r in _lying_rooms(game, cond["token"])]
    return max((f / (f + h) for h, f in counts if f), default=0.0)


@CONDITIONS.word(f"{HAUNT}.overrun", {"token": "token"}, progress=_overrun_progress,
                 rooms=lambda g, c, w: _lying_rooms(g, c["token"]))
def _overrun(game: Game, cond: dict[str, Any], who: int | None) -> bool:
    """In a room holding this token the traitor's side (the traitor, monsters not
    stunned) outnumbers the heroes."""
    return any(f > h for h, f in (_standing(game, r) for r in _lying_rooms(game, cond["token"])))
