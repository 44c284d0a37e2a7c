"""Explicit registries: effect handlers by name, prompt answer handlers by kind.

Rule modules register with the decorators at import time; `game.engine`
imports every rule module by name (no folder scanning, so a PyInstaller
bundle finds them all).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from game.engine.actions import Action
    from game.engine.game import Game
    from game.engine.state import Effect, Prompt

EffectHandler = Callable[["Game", "Effect"], None]
AnswerHandler = Callable[["Game", "Prompt", "Action"], None]
LegalLister = Callable[["Game", "Prompt"], list["Action"]]

EFFECTS: dict[str, EffectHandler] = {}
ANSWERS: dict[str, AnswerHandler] = {}
LEGAL: dict[str, LegalLister] = {}

# Card steps a content file may use (the effect vocabulary, docs/CONTENT.md),
# with the arguments each one requires.
VOCABULARY: dict[str, tuple[str, ...]] = {}


def effect(name: str, *, card_step: tuple[str, ...] | None = None) -> Callable[[Any], Any]:
    """Register an effect handler; `card_step` lists required args if cards may use it."""

    def register(fn: EffectHandler) -> EffectHandler:
        if name in EFFECTS:
            raise ValueError(f"effect {name!r} registered twice")
        EFFECTS[name] = fn
        if card_step is not None:
            VOCABULARY[name] = card_step
        return fn

    return register


def answer(kind: str, legal: LegalLister) -> Callable[[AnswerHandler], AnswerHandler]:
    """Register how a prompt kind lists its legal actions and applies the chosen one."""

    def register(fn: AnswerHandler) -> AnswerHandler:
        if kind in ANSWERS:
            raise ValueError(f"prompt kind {kind!r} registered twice")
        ANSWERS[kind] = fn
        LEGAL[kind] = legal
        return fn

    return register
