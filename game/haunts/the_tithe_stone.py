"""The Tithe Stone (haunt 30): a bargain at an altar, paid with what is yours.

Both sides give the stone things of their own — an omen, an item, a step of a
trait — and each gift weakens the giver: the heroes' gifts close the seal, the
traitor's feed the stone's hunger. What the data cannot say:

- the where key `the_tithe_stone.first_gift` (true): anywhere, while you have
  taken no action with this key this turn, so the gifts, each an action of its
  own, are one gift a turn between them;
- the condition `the_tithe_stone.holds_omen`: you hold an omen card;
- the condition `the_tithe_stone.spare` (`trait`): your marker in the trait is
  above its lowest number, so giving a step of it never kills you (R8.4: the
  step below the lowest number is the skull; a value alone cannot say this, as
  tracks start at different numbers);
- the step `the_tithe_stone.give_omen`: you choose one of your omens and give it
  up (discarded, as `discard_item` gives up an item; R7.7 keeps omens from being
  discarded otherwise; its loss follows, R7.5).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.engine.registry import ACTION_WHERE, CONDITIONS, effect
from game.engine.rules import sides
from game.engine.rules.haunt_steps import _key

if TYPE_CHECKING:
    from game.engine.game import Game
    from game.engine.state import Effect

HAUNT = "the_tithe_stone"


def _omens(game: Game, fid: int) -> list[str]:
    if sides.is_monster(fid):
        return []
    return [c for c in game.figure(fid).cards if game.content.cards[c].deck == "omen"]


FIRST = f"{HAUNT}.first_gift"


@ACTION_WHERE.word(FIRST, {FIRST: "bool"})
def _first_gift(game: Game, fid: int, value: Any) -> set[str]:
    """Anywhere, while you have taken no action with this key this turn."""
    h = sides.haunt_def(game)
    gifts = [name for name, a in h.actions.items() if a.where.get(FIRST)] if h else []
    made = game.state.turn.rolls
    if value and any(_key(fid, name) in made for name in gifts):
        return set()
    return set(game.state.placements)


@CONDITIONS.word(f"{HAUNT}.holds_omen", {})
def _holds_omen(game: Game, cond: dict[str, Any], who: int | None) -> bool:
    """You hold an omen card."""
    return who is not None and bool(_omens(game, who))


@CONDITIONS.word(f"{HAUNT}.spare", {"trait": "trait"})
def _spare(game: Game, cond: dict[str, Any], who: int | None) -> bool:
    """Your marker in the trait is above its lowest number (a step to give)."""
    if who is None or sides.is_monster(who):
        return False
    return game.figure(who).traits[cond["trait"]] > 0


@effect(f"{HAUNT}.give_omen", card_step=())
def _give_omen(game: Game, eff: Effect) -> None:
    """Choose one of your omens and give it up (discarded)."""
    seat = eff["who"]
    omens = _omens(game, seat)
    if omens:
        game.ask(seat, "choose", omens, topic="give_omen", card=eff.get("card", ""),
                 then={c: [{"do": "discard_card", "who": seat, "card": c}] for c in omens})
