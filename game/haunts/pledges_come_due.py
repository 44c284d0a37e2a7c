"""The Pledges Come Due (haunt 45): the heroes' own cards turn against them.

Everything in the house was once pawned, and the broker writes a ticket on each
card a hero holds; a ticket is a token its hero carries, one for each of their
items and omens at most, that hurts them at the end of their turns until they
redeem it at the broker's till. What the data cannot say:

- the step `pledges_come_due.pledge` `{token, n, whom}`: tickets (tokens of this
  kind) are written on up to `n` (default 1) of your cards that carry none yet
  (a card is free while you, a hero in the house, hold more items and omens
  than such tokens you carry); each new token is placed in your room and
  carried by you at once (events `token_placed`, `token_carried`); with `whom`
  `hero`, the same for every other hero in your room (a monster may write them);
- the step `pledges_come_due.redeem` `{token, counter}`: one such token you carry
  is paid off: taken from the house (event `token_taken`), one added to the
  counter;
- the condition `pledges_come_due.unticketed` `{token, whom}`: you (`whom` `you`,
  the default), or another hero in your room (`whom` `hero`), hold a free card;
  its rooms, for the bots, are the rooms of heroes with one, so the traitor's
  side heads for them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.engine.registry import CONDITIONS, effect
from game.engine.rules import sides, tokens
from game.engine.rules.haunt_steps import add_to_counter
from game.engine.rules.numbers import amount
from game.engine.state import Token

if TYPE_CHECKING:
    from game.engine.game import Game
    from game.engine.state import Effect

HAUNT = "pledges_come_due"


def open_cards(game: Game, fid: int, kind: str) -> int:
    """Cards of a living hero in the house that carry no ticket of this kind yet."""
    if sides.is_monster(fid) or sides.side_of(game, fid) != "heroes":
        return 0
    f = game.figure(fid)
    if not f.in_house:
        return 0
    held = sum(1 for c in f.cards if game.content.cards[c].deck in ("item", "omen"))
    carried = sum(1 for t in game.state.tokens if t.kind == kind and t.holder == fid)
    return max(0, held - carried)


def _takers(game: Game, kind: str, who: int | None, whom: str) -> list[int]:
    """The heroes a step or condition asks about who could take a ticket: you
    (`whom` `you`), or every other hero in your room (`whom` `hero`)."""
    if whom == "you":
        return [who] if who is not None and open_cards(game, who, kind) else []
    room = sides.where(game, who)[0] if who is not None else None
    return [h for h in sides.living_heroes(game) if h != who and open_cards(game, h, kind)
            and (room is None or game.figure(h).room == room)]


@effect(f"{HAUNT}.pledge", card_step=("token",), outlives=True)
def _pledge(game: Game, eff: Effect) -> None:
    """Tickets on up to `n` (default 1) cards that carry none yet: yours, or with
    `who` `hero` those of every other hero in your room."""
    kind = eff["token"]
    for seat in _takers(game, kind, eff["who"], eff.get("whom", "you")):
        n = min(amount(game, eff.get("n", 1)), open_cards(game, seat, kind))
        room = sides.where(game, seat)[0]
        for _ in range(n):
            t = Token(kind, room)
            tokens.placed(game, [t])
            t.holder = seat
            game.state.tokens.append(t)
            game.emit("token_placed", token=kind, room=room, side=0, **tokens.shown(game, t))
            game.emit("token_carried", who=seat, token=kind, room=room, **tokens.shown(game, t))


@effect(f"{HAUNT}.redeem", card_step=("token", "counter"))
def _redeem(game: Game, eff: Effect) -> None:
    """One token of this kind you carry is paid off: taken from the house, one
    added to the counter."""
    who = eff["who"]
    t = next((t for t in game.state.tokens if t.kind == eff["token"] and t.holder == who), None)
    if t is None:
        return
    game.state.tokens.remove(t)
    game.emit("token_taken", who=who, token=t.kind, room=t.room, **tokens.shown(game, t))
    add_to_counter(game, eff["counter"], 1)


def _rooms(game: Game, cond: dict[str, Any], who: int | None) -> set[str]:
    kind = cond["token"]
    return {game.figure(h).room for h in sides.living_heroes(game)
            if h != who and open_cards(game, h, kind)}


@CONDITIONS.word(f"{HAUNT}.unticketed", {"token": "token"}, {"whom": "who"}, rooms=_rooms)
def _unticketed(game: Game, cond: dict[str, Any], who: int | None) -> bool:
    """You (or, with `whom` `hero`, another hero in your room) hold a card that
    carries no ticket yet."""
    return bool(_takers(game, cond["token"], who, cond.get("whom", "you")))
