"""The Two-Bell Oath (haunt 20): two traitors, one oath.

The haunt chooses a second traitor at the reveal (`allies`); each of the pair
rings a bell of their own, so two ringers toll twice as fast as one. What the
data cannot say:
- `two_bell_oath.toll` (step, `token`, `counter`): adds to the counter one for
  each explorer of the traitor's side alive in the house who stands in a room
  holding such a token with no other of the side there (a bell of their own);
- `two_bell_oath.rung` (condition, `token`, `who`): at least one such ringer
  stands at a bell of their own now. Its rooms, for the bots, are the rooms
  holding the token that no other explorer of the traitor's side stands in, so
  the two ringers head for different bells; for a hero, every such room.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.engine.registry import CONDITIONS, effect
from game.engine.rules import sides
from game.engine.rules.haunt_steps import add_to_counter

if TYPE_CHECKING:
    from game.engine.game import Game
    from game.engine.state import Effect

HAUNT = "two_bell_oath"


def _bells(game: Game, kind: str) -> set[str]:
    return {t.room for t in game.state.tokens if t.kind == kind and t.holder < 0}


def _ringers(game: Game) -> list[int]:
    return [s for s in sides.traitor_side(game) if sides.present(game, s)]


def ringing(game: Game, kind: str) -> list[int]:
    """The traitor's side's explorers each at a bell of their own."""
    bells = _bells(game, kind)
    rooms = [game.figure(s).room for s in _ringers(game)]
    return [s for s, r in zip(_ringers(game), rooms, strict=True)
            if r in bells and rooms.count(r) == 1]


def _free_bells(game: Game, cond: dict[str, Any], who: int | None) -> set[str]:
    bells = _bells(game, cond["token"])
    if who is None or sides.side_of(game, who) != "traitor":
        return bells
    return bells - {game.figure(s).room for s in _ringers(game) if s != who}


def _progress(game: Game, cond: dict[str, Any], who: int | None) -> float:
    return len(ringing(game, cond["token"])) / max(1, len(_ringers(game)))


@CONDITIONS.word(f"{HAUNT}.rung", {"token": "token", "who": "who"}, progress=_progress,
                 rooms=_free_bells)
def _rung(game: Game, cond: dict[str, Any], who: int | None) -> bool:
    """One of the traitor's side or more stands at a bell of their own."""
    return bool(ringing(game, cond["token"]))


@effect(f"{HAUNT}.toll", card_step=("token", "counter"), outlives=True)
def _toll(game: Game, eff: Effect) -> None:
    """One toll for each ringer at a bell of their own."""
    n = len(ringing(game, eff["token"]))
    if n:
        add_to_counter(game, eff["counter"], n)
