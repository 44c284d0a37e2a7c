"""Double or Nothing (haunt 24): wagers with the dice against a dead gambler's house.

A hero at the card table stakes what they have won so far and rolls against the
house: win and the stake doubles, lose and it is gone and paid for in Sanity and
Knowledge. What the data cannot say:

- the step `double_or_nothing.wager` `{token, trait, dice, raise, counter}`: you
  stake the value of the token of that kind you carry (1 if you carry none) and
  roll the trait against the house, which rolls `dice` dice plus one for each point
  of the counter `raise` (the house wins ties). You win: the token you carry is
  worth twice the stake (you pick one up, worth 2, if you carried none). You lose:
  the token you carried is gone, you take mental damage equal to the stake and the
  counter `counter` grows by the stake. Both rolls are told (events `dice`, the
  house's as rolled by the traitor, its dealer); the stake is the carried token's
  value, which everyone sees on the board.

- the step `double_or_nothing.cash` `{token, counter}`: the token of that kind you
  carry leaves the house and its value is added to the counter (banking winnings).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.registry import effect
from game.engine.rules import modifiers, sides
from game.engine.rules.haunt_steps import add_to_counter
from game.engine.rules.numbers import amount
from game.engine.rules.traits import value
from game.engine.state import Token

if TYPE_CHECKING:
    from game.engine.game import Game
    from game.engine.state import Effect

HAUNT = "double_or_nothing"


def carried(game: Game, seat: int, kind: str) -> Token | None:
    return next((t for t in game.state.tokens if t.kind == kind and t.holder == seat), None)


@effect(f"{HAUNT}.wager", card_step=("token", "trait", "dice", "raise", "counter"))
def _wager(game: Game, eff: Effect) -> None:
    """Stake the token you carry (1 without one) on your trait roll against the
    house's dice: double it, or lose it and take the stake as mental damage."""
    seat, kind = eff["who"], eff["token"]
    marker = carried(game, seat, kind)
    stake = marker.value if marker is not None else 1
    room = game.figure(seat).room
    mine = game.dice(value(game, seat, eff["trait"]) + modifiers.total(
        game, "dice", seat, room, trait=eff["trait"]))
    game.emit("dice", who=seat, purpose="wager", trait=eff["trait"], faces=mine,
              total=sum(mine), need=None)
    house_n = amount(game, eff["dice"]) + game.state.haunt.counters.get(eff["raise"], 0)
    house = game.dice(house_n)
    dealer = sides.true_traitor(game)
    game.emit("dice", who=dealer if dealer is not None else seat, purpose="house",
              faces=house, total=sum(house), need=None)
    if sum(mine) > sum(house):
        if marker is None:
            marker = Token(kind, room, game.figure(seat).side, holder=seat, value=1)
            game.state.tokens.append(marker)
        marker.value = stake * 2
        game.emit("token_carried", who=seat, token=kind, room=room, value=marker.value)
        return
    if marker is not None:
        game.state.tokens.remove(marker)
    add_to_counter(game, eff["counter"], stake)
    game.push({"do": "damage", "kind": "mental", "n": stake, "who": seat, "card": ""})


@effect(f"{HAUNT}.cash", card_step=("token", "counter"))
def _cash(game: Game, eff: Effect) -> None:
    """The token of that kind you carry leaves the house and its value is added to
    the counter."""
    seat = eff["who"]
    marker = carried(game, seat, eff["token"])
    if marker is None:
        return
    game.state.tokens.remove(marker)
    game.emit("token_taken", who=seat, token=marker.kind, room=game.figure(seat).room,
              value=marker.value)
    add_to_counter(game, eff["counter"], marker.value)
