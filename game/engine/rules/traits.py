"""Traits, rolls and damage (R1.2-R1.3, R8.1-R8.3)."""

from __future__ import annotations

from itertools import product
from typing import TYPE_CHECKING, Any

from game.content.types import MENTAL, PHYSICAL, TRAITS
from game.engine.actions import Action, AssignDamage
from game.engine.registry import answer, effect
from game.engine.rules import modifiers, sides
from game.engine.rules.numbers import amount
from game.engine.rules.sides import known_traitor
from game.engine.state import Effect, Prompt

if TYPE_CHECKING:
    from game.engine.game import Game

DAMAGE_TRAITS = {"physical": PHYSICAL, "mental": MENTAL, "general": TRAITS}
TRAIT_CHOICES = {"choose_physical": PHYSICAL, "choose_mental": MENTAL, "choose_any": TRAITS}


def value(game: Game, seat: int, trait: str) -> int:
    f = game.figure(seat)
    return game.content.explorers[f.explorer].traits[trait].values[f.traits[trait]]


def trait_value(game: Game, fid: int, trait: str) -> int:
    """A figure's value in a trait, explorer or monster; 0 when a monster does not
    have it (R8.6)."""
    if sides.is_monster(fid):
        return sides.monster_def(game, sides.monster(game, fid)).traits.get(trait, 0)
    return value(game, fid, trait)


def top_index(game: Game, seat: int, trait: str) -> int:
    return len(game.content.explorers[game.figure(seat).explorer].traits[trait].values) - 1


def move_marker(game: Game, seat: int, trait: str, steps: int) -> None:
    """Move a trait marker by `steps` positions: never above the top (R1.3) and,
    before the haunt, never below the lowest value (R8.3); once the haunt is on,
    a marker pushed below the lowest value reaches the skull and the explorer
    dies (R8.4)."""
    f = game.figure(seat)
    old = f.traits[trait]
    if old + steps < 0 and game.state.phase == "haunt" and f.alive:
        game.emit("skull", who=seat, trait=trait)
        game.push({"do": "die", "who": seat})
    new = max(0, min(top_index(game, seat, trait), old + steps))
    if new != old:
        f.traits[trait] = new
        game.emit("trait", seat=None, who=seat, trait=trait, old=old, new=new,
                  value=value(game, seat, trait))


def _trait_step(game: Game, eff: Effect, sign: int) -> None:
    trait = eff["trait"]
    if trait in TRAIT_CHOICES:
        choices = TRAIT_CHOICES[trait]
        game.ask(eff["who"], "choose", list(choices), topic="gain" if sign > 0 else "lose",
                 n=amount(game, eff["n"]), then={t: [{**eff, "trait": t}] for t in choices})
        return
    move_marker(game, eff["who"], trait, sign * amount(game, eff["n"]))


@effect("gain", card_step=("trait", "n"))
def gain(game: Game, eff: Effect) -> None:
    _trait_step(game, eff, +1)


@effect("lose", card_step=("trait", "n"))
def lose(game: Game, eff: Effect) -> None:
    _trait_step(game, eff, -1)


@effect("restore", card_step=("trait",))
def restore(game: Game, eff: Effect) -> None:
    """Raise a trait back to its starting position if it is below it."""
    seat, trait = eff["who"], eff["trait"]
    start = game.content.explorers[game.figure(seat).explorer].traits[trait].start
    below = start - game.figure(seat).traits[trait]
    if below > 0:
        move_marker(game, seat, trait, below)


# ---- damage (R8.2) -------------------------------------------------------
def damage_splits(kind: str, amount: int) -> list[list[int]]:
    """Every way to spread `amount` over the traits a damage kind may hit."""
    names = DAMAGE_TRAITS[kind]
    splits = []
    for parts in product(range(amount + 1), repeat=len(names)):
        if sum(parts) == amount:
            split = dict(zip(names, parts, strict=True))
            splits.append([split.get(t, 0) for t in TRAITS])
    return splits


@effect("damage", card_step=("kind",))
def damage(game: Game, eff: Effect) -> None:
    """Take damage of a kind: a fixed `n`, or `dice` rolled now. A known traitor
    ignores the harm rooms do (R6.12)."""
    seat = eff["who"]
    if eff.get("room_harm") and known_traitor(game, seat):
        game.emit("harm_ignored", who=seat, room=game.figure(seat).room)
        return
    hurt = amount(game, eff.get("n", 0))
    if "dice" in eff:
        faces = game.dice(eff["dice"])
        hurt = sum(faces)
        game.emit("dice", who=seat, purpose="damage", faces=faces, total=hurt)
    if hurt <= 0:
        return
    game.emit("damage", who=seat, kind=eff["kind"], amount=hurt)
    game.ask(seat, "damage", damage_splits(eff["kind"], hurt), kind=eff["kind"],
             amount=hurt)


def _damage_legal(game: Game, p: Prompt) -> list[Action]:
    return [AssignDamage(*split) for split in p.options]


@answer("damage", _damage_legal)
def _apply_damage(game: Game, p: Prompt, action: Action) -> None:
    assert isinstance(action, AssignDamage)
    for trait in TRAITS:
        steps = getattr(action, trait)
        if steps:
            move_marker(game, p.seat, trait, -steps)


# ---- rolls (R8.1, R3.3, R7.7) ---------------------------------------------
def pick_tier(game: Game, results: list[dict[str, Any]], total: int) -> list[Effect]:
    """The first result tier whose `at_least` (a number, R9.10) the total reaches."""
    for tier in results:
        if total >= amount(game, tier["at_least"]):
            return list(tier["then"])
    return []


@effect("roll", card_step=("results",))
def roll(game: Game, eff: Effect) -> None:
    """Roll a trait (dice = its value) or a fixed number of dice, then follow
    the first result tier whose `at_least` the total reaches."""
    seat = eff["who"]
    if eff.get("key"):
        game.state.turn.rolls.append(eff["key"])
    monster = sides.is_monster(seat)  # a haunt action its monsters may take rolls too
    if "trait" in eff and not monster and \
            offer_saved(game, eff, {"do": "use_saved_roll", "roll": eff}):
        return
    count = trait_value(game, seat, eff["trait"]) + modifiers.total(
        game, "dice", seat, sides.where(game, seat)[0], trait=eff["trait"]) \
        if "trait" in eff else eff["dice"]
    faces = game.dice(count)
    total = sum(faces)
    game.emit("dice", who=seat, purpose=eff.get("purpose", "card"), trait=eff.get("trait"),
              faces=faces, total=total, need=eff.get("need"))
    game.push_steps(pick_tier(game, eff["results"], total), seat, eff.get("card", ""))


def offer_saved(game: Game, eff: Effect, use: Effect) -> bool:
    """R7.7: before a trait roll its holder makes, a saved result may stand in.
    Asks (and returns True) when `eff`'s roller holds one and has not declined it;
    `use` is the effect that applies the saved total instead."""
    seat = eff["who"]
    saved = "" if eff.get("no_saved") else saved_result_card(game, seat)
    if not saved:
        return False
    game.ask(seat, "choose", ["use_saved", "roll"], topic="saved_roll", card=saved,
             total=game.state.card_state[saved]["saved"],
             then={"use_saved": [{**use, "who": seat, "card": saved}],
                   "roll": [{**eff, "no_saved": True}]})
    return True


def saved_result_card(game: Game, seat: int) -> str:
    """A held card that stores a roll result for its holder (R7.7)."""
    for cid in game.figure(seat).cards:
        if "saved" in game.state.card_state.get(cid, {}):
            return cid
    return ""


@effect("save_roll", card_step=("dice",))
def save_roll(game: Game, eff: Effect) -> None:
    """Roll now and keep the total on this card for a later trait roll."""
    faces = game.dice(eff["dice"])
    game.emit("dice", who=eff["who"], purpose="saved", faces=faces, total=sum(faces))
    game.state.card_state.setdefault(eff["card"], {})["saved"] = sum(faces)


@effect("use_saved_roll")
def use_saved_roll(game: Game, eff: Effect) -> None:
    card, seat, pending = eff["card"], eff["who"], eff["roll"]
    total = _spend_saved(game, seat, card)
    game.push_steps(pick_tier(game, pending["results"], total), seat, pending.get("card", ""))


def _spend_saved(game: Game, seat: int, card: str) -> int:
    """Take the saved result off its card, which is then discarded (R7.7)."""
    total = game.state.card_state[card].pop("saved")
    game.emit("saved_roll_used", who=seat, card=card, total=total)
    game.push({"do": "discard_card", "who": seat, "card": card})
    return total


@effect("contest", card_step=("dice", "trait", "kind"))
def contest(game: Game, eff: Effect) -> None:
    """Something rolls `dice` against your `trait` roll; if it rolls higher you
    take damage of `kind` equal to the difference. Your side is a trait roll you
    make, so a saved result may stand in for it (R7.7)."""
    seat = eff["who"]
    theirs = eff["their_faces"] if "their_faces" in eff else game.dice(eff["dice"])
    pending = {**eff, "their_faces": theirs}
    if offer_saved(game, pending, {"do": "contest_saved", "contest": pending}):
        return
    mine = game.dice(value(game, seat, eff["trait"]))
    _contest_result(game, eff, theirs, mine, sum(mine))


@effect("contest_saved")
def contest_saved(game: Game, eff: Effect) -> None:
    seat, card, pending = eff["who"], eff["card"], eff["contest"]
    total = _spend_saved(game, seat, card)
    _contest_result(game, pending, pending["their_faces"], [], total)


def _contest_result(game: Game, eff: Effect, theirs: list[int], mine: list[int],
                    total: int) -> None:
    seat = eff["who"]
    game.emit("contest", who=seat, trait=eff["trait"], their_faces=theirs, faces=mine,
              their_total=sum(theirs), total=total)
    diff = sum(theirs) - total
    if diff > 0:
        game.push({"do": "damage", "who": seat, "kind": eff["kind"], "n": diff})
