"""The Last Inch (haunt 48): every hero carries a candle that burns down.

A candle is a token its hero carries, its value the turns of light left, which
the board shows on it. What the data cannot say:

- the step `the_last_inch.burn` `{token, n}`: the token of this kind you carry
  burns down by `n`; at 0 it goes out and is taken from the house (run it from a
  `turn_end` trigger: a candle per hero, burning as each turn ends);
- the step `the_last_inch.relight` `{token, n}`: you carry a token of this kind
  worth `n`: the one you carry is renewed, or a new one is put in your hand;
- the step `the_last_inch.snuff` `{token}`: the one an opponent of yours in your
  room carries (the longest left; a tie: the first seat) goes out, taken from
  the house;
- the action where key `the_last_inch.flame` (a token kind): in a room where an
  opponent of yours carries a token of this kind.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.engine.registry import ACTION_WHERE, effect
from game.engine.rules import sides, tokens
from game.engine.rules.numbers import amount
from game.engine.state import Token

if TYPE_CHECKING:
    from game.engine.game import Game
    from game.engine.state import Effect

HAUNT = "the_last_inch"


def _carried(game: Game, fid: int, kind: str) -> Token | None:
    return next((t for t in game.state.tokens if t.kind == kind and t.holder == fid), None)


def _out(game: Game, t: Token) -> None:
    """The flame dies: the token leaves the house."""
    game.state.tokens.remove(t)
    game.emit("token_removed", token=t.kind, room=sides.where(game, t.holder)[0])


def _foes_carrying(game: Game, fid: int, kind: str) -> list[Token]:
    """Tokens of this kind carried by opponents of this figure who are in the house."""
    return [t for t in game.state.tokens if t.kind == kind and t.holder >= 0
            and sides.opposed(game, fid, t.holder) and sides.present(game, t.holder)]


@effect(f"{HAUNT}.burn", card_step=("token",))
def _burn(game: Game, eff: Effect) -> None:
    """The token of this kind you carry loses `n` (default 1); at 0 it goes out."""
    t = _carried(game, eff["who"], eff["token"])
    if t is None:
        return
    t.value = max(0, t.value - amount(game, eff.get("n", 1)))
    if t.value == 0:
        _out(game, t)


@effect(f"{HAUNT}.relight", card_step=("token",))
def _relight(game: Game, eff: Effect) -> None:
    """You carry a token of this kind worth `n`: yours renewed, or a new one."""
    fid, kind = eff["who"], eff["token"]
    t = _carried(game, fid, kind)
    if t is None:
        room, side = sides.where(game, fid)
        t = Token(kind, room, side)
        tokens.placed(game, [t])
        t.holder = fid
        game.state.tokens.append(t)
    t.value = amount(game, eff["n"])
    game.emit("token_carried", who=fid, token=kind, room=t.room, **tokens.shown(game, t))


@effect(f"{HAUNT}.snuff", card_step=("token",))
def _snuff(game: Game, eff: Effect) -> None:
    """The longest such token an opponent in your room carries goes out."""
    room = sides.where(game, eff["who"])[0]
    here = [t for t in _foes_carrying(game, eff["who"], eff["token"])
            if sides.where(game, t.holder)[0] == room]
    if here:
        _out(game, max(here, key=lambda t: (t.value, -t.holder)))


@ACTION_WHERE.word(f"{HAUNT}.flame", {f"{HAUNT}.flame": "token"})
def _flame(game: Game, fid: int, value: Any) -> set[str]:
    """In a room where an opponent of yours carries a token of this kind."""
    return {sides.where(game, t.holder)[0] for t in _foes_carrying(game, fid, value)}
