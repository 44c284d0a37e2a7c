"""Ending a turn early asks first: with moves left, the T key or the End turn button
(or Done with a monster) puts a question whose focused answer keeps playing."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from game import narrate
from game.engine import Game, Move
from game.engine.rules import sides
from game.engine.rules.movement import spaces_left
from game.text import t, tn
from game.ui.dialog import Option
from game.ui.scene import push_scene

if TYPE_CHECKING:
    from game.app import App


# The question's title, sentence (counted) and "end" answer, by prompt kind.
WORDS = {"turn": ("end_turn.explorer.title", "end_turn.explorer.text", "end_turn.explorer.yes"),
         "monster": ("end_turn.monster.title", "end_turn.monster.text", "end_turn.monster.yes")}


def moves_left(game: Game) -> int:
    """The spaces the deciding figure could still walk (0 when no step is legal)."""
    p = game.prompt
    if p is None or not any(isinstance(a, Move) for a in game.legal_actions(p.seat)):
        return 0
    if p.kind == "monster":
        return sides.monster(game, p.context["monster"]).moves
    return max(spaces_left(game, p.seat), 0)


def end_turn(app: App, game: Game, end: Callable[[], None]) -> None:
    """End now when nothing is left to walk; else ask, "keep playing" focused."""
    n = moves_left(game)
    if not n:
        end()
        return
    p = game.prompt
    assert p is not None
    monster = p.kind == "monster"
    title, text, yes = WORDS["monster" if monster else "turn"]
    names = {"monster": narrate.figure(game, p.context["monster"])} if monster else {}
    push_scene(app, "choice", t(title), tn(text, n, **names),
               [Option(t("end_turn.keep"), lambda: None),
                Option(t(yes), end, risky=True)],
               cancel=lambda: None)
