"""What a haunt's kinds of token do (docs/HAUNTS.md, Tokens): a haunt file may give
each kind properties, `"tokens": {"<kind>": {<property>: value, ...}}`.

A property works at one of two moments (its word's `on`): as tokens of the kind
are put into the house (`placed`: face down, dealt values), or all the while they
lie there (`lying`: the modifiers they put in force, such as rooms they close).
A face-down token's value is hidden from every seat and the shared screen until
it is turned up (R10.2): `Game.view` nulls it and no event carries it.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from game.engine.registry import TOKEN_PROPS
from game.engine.rules import sides
from game.engine.state import Token

if TYPE_CHECKING:
    from game.engine.game import Game


def properties(game: Game, kind: str) -> dict[str, Any]:
    """The properties the haunt gives a kind of token ({} for none)."""
    h = sides.haunt_def(game)
    return h.tokens.get(kind, {}) if h is not None else {}


def placed(game: Game, tokens: list[Token]) -> None:
    """Give tokens of one kind, about to be put into the house by one step, what
    their kind's properties say (face down, a value each)."""
    if not tokens:
        return
    for name, value in properties(game, tokens[0].kind).items():
        word = TOKEN_PROPS[name]
        if word.extra["on"] == "placed":
            word.run(game, tokens, value)


def modifiers(game: Game) -> Iterator[dict[str, Any]]:
    """The modifiers that tokens lying in the house put in force (modifiers.py
    gathers them with the haunt's own)."""
    h = sides.haunt_def(game)
    if h is None:
        return
    for kind, props in h.tokens.items():
        for name, value in props.items():
            word = TOKEN_PROPS[name]
            if word.extra["on"] == "lying":
                yield from word.run(game, kind, value)


def shown(game: Game, t: Token) -> dict[str, Any]:
    """What an event about this token may tell everyone: that it lies face down,
    or its value when its kind has values and it is face up (R10.2)."""
    if t.face_down:
        return {"face_down": True}
    return {"value": t.value} if "values" in properties(game, t.kind) else {}


def worth(game: Game, t: Token) -> int:
    """What taking this token adds to a counter: its value when its kind has
    values, else 1."""
    return t.value if "values" in properties(game, t.kind) else 1


# ---- the words ------------------------------------------------------------------------
@TOKEN_PROPS.word("face_down", {"face_down": "bool"}, on="placed")
def _face_down(game: Game, tokens: list[Token], value: bool) -> None:
    """Tokens of this kind are placed face down: their value is hidden from every
    seat until a `flip_token` (or taking one) turns it up (R10.2)."""
    for t in tokens:
        t.face_down = bool(value)


@TOKEN_PROPS.word("values", {"values": "ints"}, on="placed")
def _values(game: Game, tokens: list[Token], value: list[int]) -> None:
    """Each token placed gets a value dealt at random from this list; when the
    list runs out it is shuffled again (0 is a decoy)."""
    deck: list[int] = []
    for t in tokens if value else ():
        if not deck:
            deck = list(value)
            game.shuffle(deck)
        t.value = deck.pop()


@TOKEN_PROPS.word("blocks", {"blocks": "side"}, on="lying")
def _blocks(game: Game, kind: str, value: str) -> list[dict[str, Any]]:
    """Figures of a side (`heroes`, `traitor`, or `all`) cannot enter a room where
    a token of this kind lies (not carried): the modifier `closed`, so walking,
    monsters and bots all keep out."""
    rooms = sorted({t.room for t in game.state.tokens if t.kind == kind and t.holder < 0})
    if not rooms:
        return []
    scope = {} if value == "all" else {"side": value}
    return [{"change": "closed", "room": rooms, **scope}]
