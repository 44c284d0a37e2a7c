"""Keeping True Time (haunt 46): one card of the item deck is the key.

The one watch in the house that still keeps true time is an item card like any
other; the heroes dig for it through the item deck and carry it to the stopped
clock, the traitor buries it again. What the data cannot say:

- the step `keeping_true_time.bury` `{item, deep}`: the item card leaves wherever it
  is (a hand, an item pile, a monster's hands, the discard pile, the deck) and
  goes into the item deck at a place drawn by the dice among its `deep` bottom
  cards (all of them when the deck is smaller), so it is dug for again (event
  `deck_reshuffled`);
- the condition `keeping_true_time.home` `{card, token}`: a hero holding the card
  stands in a room where such a token lies (the heroes' goal: the moment the
  watch comes to the clock). How close, for the bots: 0 while nobody on the
  heroes' side holds it, one half while one does. Its rooms: for the heroes,
  the clock's rooms while one of them holds the card, else the rooms of the
  house whose symbol is an item's (where the heroes dig); for the traitor's
  side, the holder's room while a hero holds it, else the clock's rooms.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.engine.registry import CONDITIONS, effect
from game.engine.rng import below
from game.engine.rules import sides
from game.engine.rules.cards import lose
from game.engine.rules.numbers import amount

if TYPE_CHECKING:
    from game.engine.game import Game
    from game.engine.state import Effect

HAUNT = "keeping_true_time"


def _take_out(game: Game, card: str) -> None:
    """Take the card from wherever it is; a holder loses it as R7.5 says (its
    `on_lose` follows)."""
    st = game.state
    st.card_state.pop(card, None)
    seat = next((f.seat for f in st.figures if card in f.cards), None)
    if seat is not None:
        lose(game, seat, card)
        return
    places = [m.cards for m in st.monsters] + list(st.piles.values())
    places += list(st.card_discard.values()) + list(st.decks.values())
    for cards in places:
        if card in cards:
            cards.remove(card)
            return


@effect(f"{HAUNT}.bury", card_step=("item", "deep"), outlives=True)
def _bury(game: Game, eff: Effect) -> None:
    """The card goes back into the item deck among its `deep` bottom cards."""
    card = eff["item"]
    _take_out(game, card)
    deck = game.state.decks["item"]
    deep = max(1, min(amount(game, eff["deep"]), len(deck) + 1))
    game.state.rng, at = below(game.state.rng, deep)
    deck.insert(at, card)  # the deck's top is its last card
    game.refresh()
    game.emit("deck_reshuffled", deck="item")


def holder(game: Game, card: str) -> int | None:
    """The living hero in the house who holds the card, if one does."""
    return next((h for h in sides.living_heroes(game) if card in game.figure(h).cards), None)


def _clocks(game: Game, token: str) -> set[str]:
    return {t.room for t in game.state.tokens if t.kind == token}


def _progress(game: Game, cond: dict[str, Any], who: int | None) -> float:
    if _home(game, cond, who):
        return 1.0
    return 0.5 if holder(game, cond["card"]) is not None else 0.0


def _rooms(game: Game, cond: dict[str, Any], who: int | None) -> set[str]:
    held = holder(game, cond["card"])
    heroes = who is None or sides.side_of(game, who) == "heroes"
    if held is None:
        if heroes:
            return {r for r in game.state.placements if game.rooms[r].symbol == "item"}
        return _clocks(game, cond["token"])
    return _clocks(game, cond["token"]) if heroes else {game.figure(held).room}


@CONDITIONS.word(f"{HAUNT}.home", {"card": "card", "token": "token"},
                 progress=_progress, rooms=_rooms)
def _home(game: Game, cond: dict[str, Any], who: int | None) -> bool:
    """A hero holding the card stands where such a token lies."""
    held = holder(game, cond["card"])
    return held is not None and game.figure(held).room in _clocks(game, cond["token"])
