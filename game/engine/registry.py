"""Explicit registries: effect handlers by name, prompt answer handlers by kind.

Rule modules register with the decorators at import time; `game.engine`
imports every rule module by name (no folder scanning, so a PyInstaller
bundle finds them all).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
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
# Effects that still happen when the explorer they run for ("you") has died or left
# the house: those that end a turn, and those that change the house rather than
# "you" (a haunt's round goes on after its traitor falls).
OUTLIVES: set[str] = set()


def effect(name: str, *, card_step: tuple[str, ...] | None = None,
           outlives: bool = False) -> Callable[[Any], Any]:
    """Register an effect handler; `card_step` lists required args if cards may use
    it; `outlives`: it runs even when its explorer is dead or gone."""

    def register(fn: EffectHandler) -> EffectHandler:
        if name in EFFECTS:
            raise ValueError(f"effect {name!r} registered twice")
        EFFECTS[name] = fn
        if card_step is not None:
            VOCABULARY[name] = card_step
        if outlives:
            OUTLIVES.add(name)
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


# ---- the haunt language (docs/HAUNTS.md) ---------------------------------------------
# Every word a haunt file may use is registered once, with the parameters it takes;
# the engine runs it, the validator checks files against it, the bots ask it how
# close a goal is, and a test checks that docs/HAUNTS.md names every word.
# Parameter kinds are checked by game.content.checks (VALUE_CHECKS).


@dataclass(frozen=True)
class Word:
    """One registered word: its required and optional parameters (name -> kind),
    what it does (`run`), and any other answers it gives (`extra`)."""

    name: str
    params: dict[str, str]
    optional: dict[str, str]
    run: Callable[..., Any]
    extra: dict[str, Any] = field(default_factory=dict)


class Vocabulary:
    """Words of one kind (conditions, placements, triggers, ...) by name. A haunt's
    own module registers its words as `<haunt id>.<word>`."""

    def __init__(self, what: str, key: str = ""):
        self.what = what  # e.g. "condition", for messages
        self.key = key  # the field naming the word in a data object ("if", "on", ...)
        self.words: dict[str, Word] = {}

    def word(self, name: str, params: dict[str, str] | None = None,
             optional: dict[str, str] | None = None,
             **extra: Any) -> Callable[[Any], Any]:
        def register(fn: Callable[..., Any]) -> Callable[..., Any]:
            if name in self.words:
                raise ValueError(f"{self.what} {name!r} registered twice")
            self.words[name] = Word(name, params or {}, optional or {}, fn, extra)
            return fn

        return register

    def __contains__(self, name: object) -> bool:
        return name in self.words

    def __getitem__(self, name: str) -> Word:
        return self.words[name]

    def names(self) -> list[str]:
        return list(self.words)


CONDITIONS = Vocabulary("condition", "if")  # {"if": name, ...}: goals, `killable`, `if` steps
PLACES = Vocabulary("placement")  # where a spawn or a token goes: "here", {"farthest": 3}, ...
ACTION_WHERE = Vocabulary("action where key")  # where a haunt action may be taken
TRAITOR_RULES = Vocabulary("traitor rule", "rule")  # who turns (R9.2)
TRIGGERS = Vocabulary("trigger", "on")  # when a haunt's steps run by themselves
MODIFIERS = Vocabulary("modifier", "change")  # a rule changed while the haunt lasts
POWERS = Vocabulary("monster power")  # what a kind of monster can do beyond R9.8
BOT_TARGETS = Vocabulary("bot target")  # `bots.<side>.goto` hints
TOKEN_PROPS = Vocabulary("token property")  # what a kind of haunt token does
HOUSE_POLICIES = Vocabulary("house policy")  # how the house moves its monsters (no traitor)

# Special rooms (R6): a tile's `rule` word -> the one object that says what such a
# room does (game/engine/rules/room_rule.py, RoomRule). The engine, the validator,
# the bots and the board all ask it.
ROOM_RULES: dict[str, Any] = {}


def room_rule(*names: str) -> Callable[[type], type]:
    """Register a RoomRule class under tile `rule` words (one instance serves every game)."""

    def register(cls: type) -> type:
        for name in names:
            if name in ROOM_RULES:
                raise ValueError(f"room rule {name!r} registered twice")
            ROOM_RULES[name] = cls()
        return cls

    return register


# A haunt's own module (game/haunts/<id>.py) may intercept effects while its haunt
# is on: haunt id -> effect name -> handler(game, effect) -> True when it took the
# effect over (the engine's handler then does not run).
INTERCEPTS: dict[str, dict[str, Callable[[Game, Effect], bool]]] = {}


def intercept(haunt: str, effect_name: str) -> Callable[[Any], Any]:
    def register(fn: Callable[[Game, Effect], bool]) -> Callable[[Game, Effect], bool]:
        table = INTERCEPTS.setdefault(haunt, {})
        if effect_name in table:
            raise ValueError(f"haunt {haunt!r} intercepts {effect_name!r} twice")
        table[effect_name] = fn
        return fn

    return register
