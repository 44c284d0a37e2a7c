"""What a dice overlay says about a roll: before the dice tumble, what is rolled and
what it needs ("Sanity roll: 3+ needed"); once they land, that and the outcome
("Sanity roll: 3+ needed — rolled 4: success"). A card's roll is told by the tier
of the card's own text that the total reaches. R9.5: once the haunt is on, no
roll's target number is told (whether it succeeded still is)."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from game import narrate
from game.engine import Game
from game.engine.rules import sides
from game.text import t

Data = dict[str, Any]
# A tier line of a card's text, in every language: "3+ …", "0-2 …", "4 …".
TIER = re.compile(r"^(\d+)(\+|[-–](\d+))?\s+(.+)$")


def _trait_roll(game: Game, d: Data, card: str) -> str:
    """A trait roll (or a number of dice), named by what it is for."""
    trait = t(f"trait.{d['trait']}") if d.get("trait") else ""
    purpose = d.get("purpose", "card")
    h = sides.haunt_def(game)
    if h is not None and purpose in h.actions and game.state.phase != "explore":
        return t("roll.action", trait=trait or t("roll.dice"),
                 action=narrate.haunt_word(game, "action", purpose))
    if d.get("need") is not None and game.state.phase == "explore":
        return t("roll.need", trait=trait or t("roll.dice"), need=d["need"])
    if card and purpose == "card":
        return t("roll.card", card=narrate.card(card), trait=trait) if trait else \
            narrate.card(card)
    return t("roll.trait", trait=trait) if trait else t("roll.dice")


# Rolls that are not a trait's, by purpose: how each is named.
NAMED: dict[str, Callable[[Game, Data], str]] = {
    "haunt": lambda game, d: t("roll.haunt", need=d["need"]),
    "damage": lambda game, d: t("roll.damage"),
    "elevator": lambda game, d: t("roll.elevator"),
    "saved": lambda game, d: t("roll.saved"),
    "monster_move": lambda game, d: t("roll.monster_move", monster=narrate.haunt_word(
        game, "monster", d["monster"])),
}


def target(game: Game, d: Data, card: str = "") -> str:
    """What a `dice` event rolls for, and what it needs where that may be told;
    `card` is the card whose roll it is, if any."""
    named = NAMED.get(d.get("purpose", "card"))
    return named(game, d) if named is not None else _trait_roll(game, d, card)


def tier(text: str, total: int) -> str:
    """The words of a card text's tier line that `total` reaches ("" if none does)."""
    for line in text.split("\n"):
        m = TIER.match(line.strip())
        if m is None:
            continue
        low = int(m.group(1))
        high = low if m.group(2) is None else 99 if m.group(2) == "+" else int(m.group(3))
        if low <= total <= high:
            return m.group(4)
    return ""


def verdict(game: Game, d: Data, card: str = "") -> str:
    """The outcome of a `dice` event in words ("" when the events after it tell it)."""
    total = d["total"]
    if d.get("purpose") == "haunt":
        return t("roll.haunt.begins") if total < d["need"] else t("roll.haunt.not_yet")
    if d.get("need") is not None:
        return t("roll.success") if total >= d["need"] else t("roll.failure")
    if card and d.get("purpose", "card") == "card":
        return tier(t(f"card.{card}.text"), total)
    return ""


def result(game: Game, d: Data, card: str = "") -> str:
    """The caption once the dice have landed: what was rolled, the total, the outcome."""
    said = verdict(game, d, card)
    params = {"target": target(game, d, card), "total": d["total"]}
    return t("roll.result", verdict=said, **params) if said else \
        t("roll.result.plain", **params)


def contest_result(game: Game, d: Data) -> str:
    """A contest (R8.1 against something's dice): the two totals and who held."""
    who = narrate.explorer(game, d["who"])
    line = t("roll.contest", trait=t(f"trait.{d['trait']}"), total=d["total"],
             theirs=d["their_total"])
    diff = d["their_total"] - d["total"]
    outcome = t("roll.contest.lost", who=who, n=diff) if diff > 0 else \
        t("roll.contest.held", who=who)
    return t("roll.result.contest", line=line, outcome=outcome)
