"""The generic choice prompt: options by key, each with the effects it leads to."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.actions import Action, Choose
from game.engine.registry import answer
from game.engine.state import Prompt

if TYPE_CHECKING:
    from game.engine.game import Game


def _legal(game: Game, p: Prompt) -> list[Action]:
    return [Choose(str(o)) for o in p.options]


@answer("choose", _legal)
def _chosen(game: Game, p: Prompt, action: Action) -> None:
    assert isinstance(action, Choose)
    then = p.context.get("then", {})
    secret = ("option",) if p.private else ()  # a private choice stays its seat's (R10.1)
    game.emit("chose", seat=p.seat if p.private else None, secret=secret, who=p.seat,
              topic=p.context.get("topic", ""), option=action.option)
    game.push(*then.get(action.option, []))
