"""The Choir in the Walls (haunt 21): a traitor who gains allies.

The traitor's side sings to the heroes standing with it, and a hero who fails the
Sanity roll joins the choir (the step `join`): from then on they play their own
seat for the traitor's side, and sing too. What the data cannot say:
- `choir_in_the_walls.facing` (condition, `side`): a figure of that side stands
  in your room, you aside: an explorer in the house, or a monster that is not
  stunned (a stunned chorister sings no one over). Its rooms, for the bots, are
  the rooms of those figures.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.engine.registry import CONDITIONS
from game.engine.rules import sides

if TYPE_CHECKING:
    from game.engine.game import Game

HAUNT = "choir_in_the_walls"


def _standing(game: Game, side: str, you: int | None) -> list[int]:
    """The figures of a side in play and on their feet, you aside."""
    return [f for f in sides.figures(game) if f != you and sides.side_of(game, f) == side
            and not (sides.is_monster(f) and sides.monster(game, f).stunned)]


@CONDITIONS.word(f"{HAUNT}.facing", {"side": "side"},
                 rooms=lambda g, c, w: {sides.where(g, f)[0]
                                        for f in _standing(g, c["side"], w)})
def _facing(game: Game, cond: dict[str, Any], who: int | None) -> bool:
    """A figure of that side (a monster only while not stunned) stands in your room."""
    if who is None or not sides.present(game, who):
        return False
    room = sides.where(game, who)[0]
    return any(sides.where(game, f)[0] == room for f in _standing(game, cond["side"], who))
