"""Out Before the Last Bell (haunt 2): keys that may be false.

The haunt file deals its keys face down, each a true key (value 1) or a false
one (value 0), so nobody knows which is which until a key is tried in the front
door. What the data cannot say is whether the key a hero carries is a true one:
the condition `out_before_the_last_bell.true_key`, which the door's action asks.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.engine.registry import CONDITIONS

if TYPE_CHECKING:
    from game.engine.game import Game

KEY = "key"  # the token kind the haunt file deals


@CONDITIONS.word("out_before_the_last_bell.true_key")
def _true_key(game: Game, cond: dict[str, Any], who: int | None) -> bool:
    """You carry a true key: one whose value is not 0 (face down or not)."""
    return any(t.kind == KEY and t.holder == who and t.value > 0 for t in game.state.tokens)
