"""Errors the engine raises to its callers."""

from __future__ import annotations

from typing import Any


class IllegalAction(ValueError):
    """An action the rules do not allow now. It carries a reason key and its
    parameters (data: ids, numbers, lists of ids); the window reads the sentence
    as `reason.<key>` in the player's language (game.narrate.reason)."""

    def __init__(self, key: str, **params: Any):
        self.key = key
        self.params = params
        super().__init__(f"{key} {params}" if params else key)
