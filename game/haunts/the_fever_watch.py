"""The Fever Watch (haunt 29): a patient who never moves, kept alive by the heroes.

The groundskeeper's girl lies in one room, a token nobody carries, and her
strength is a counter that the fever and the traitor's side wear down and the
heroes build up. What the data cannot say:

- the token property `the_fever_watch.shows` (a counter): every token of the kind
  carries that counter's value, so the board shows the patient's strength on her
  (keep `values` beside it: the board draws a value only for a kind with values);
- the steps `the_fever_watch.mend` `{counter, n, up_to}` (the counter goes up by
  `n`, never above `up_to`) and `the_fever_watch.ebb` `{counter, n}` (it goes
  down by `n`, never below 0): `count` only adds, and both write the new value
  on every token that shows the counter;
- the condition `the_fever_watch.spent` `{counter, full}`: the counter is down to
  0 (how close, for the bots: the share of `full`, the full strength, that is
  lost; its rooms: where the tokens that show it lie).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.engine.registry import CONDITIONS, TOKEN_PROPS, effect
from game.engine.rules import tokens
from game.engine.rules.haunt_steps import add_to_counter
from game.engine.rules.numbers import amount

if TYPE_CHECKING:
    from game.engine.game import Game
    from game.engine.state import Effect, Token

HAUNT = "the_fever_watch"
SHOWS = f"{HAUNT}.shows"


def _value(game: Game, counter: str) -> int:
    return game.state.haunt.counters.get(counter, 0)


def _showing(game: Game, counter: str) -> list[Token]:
    return [t for t in game.state.tokens
            if tokens.properties(game, t.kind).get(SHOWS) == counter]


def _change(game: Game, counter: str, n: int) -> None:
    """Add `n` (maybe less than 0) to the counter and write it on its tokens."""
    if n:
        add_to_counter(game, counter, n)
    for t in _showing(game, counter):
        t.value = _value(game, counter)


@TOKEN_PROPS.word(SHOWS, {SHOWS: "counter"}, on="placed")
def _shows(game: Game, placed: list[Token], value: str) -> None:
    """Tokens of this kind carry the counter's value from the moment they are
    placed (written after `values`, it writes over them)."""
    for t in placed:
        t.value = _value(game, value)


@effect(f"{HAUNT}.mend", card_step=("counter",), outlives=True)
def _mend(game: Game, eff: Effect) -> None:
    """The counter goes up by `n` (default 1), never above `up_to` (if given)."""
    now = _value(game, eff["counter"])
    n = amount(game, eff.get("n", 1))
    if "up_to" in eff:
        n = max(0, min(n, amount(game, eff["up_to"]) - now))
    _change(game, eff["counter"], n)


@effect(f"{HAUNT}.ebb", card_step=("counter",), outlives=True)
def _ebb(game: Game, eff: Effect) -> None:
    """The counter goes down by `n` (default 1), never below 0."""
    now = _value(game, eff["counter"])
    _change(game, eff["counter"], -min(now, amount(game, eff.get("n", 1))))


def _spent_progress(game: Game, cond: dict[str, Any], who: int | None) -> float:
    full = max(1, amount(game, cond["full"]))
    return max(0.0, min(1.0, 1 - _value(game, cond["counter"]) / full))


@CONDITIONS.word(f"{HAUNT}.spent", {"counter": "counter", "full": "number"},
                 progress=_spent_progress,
                 rooms=lambda g, c, w: {t.room for t in _showing(g, c["counter"])})
def _spent(game: Game, cond: dict[str, Any], who: int | None) -> bool:
    """The counter is down to 0."""
    return _value(game, cond["counter"]) <= 0
