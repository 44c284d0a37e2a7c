"""Rules a haunt changes while it lasts (docs/HAUNTS.md, Modifiers and Rooms
that change), through one layer instead of edits to the rule handlers.

A modifier is `{"change": word, ...its parameters, ...scope}`. It is in force
when it is listed in the haunt file's `modifiers`, added by an `add_modifier`
step, put in force by tokens lying in the house (rules/tokens.py, `blocks`), or
belongs to a room state (`room_states`) of a room that is in that state
(flooded, burning, ...). The scope says for whom and where it holds:
`side` (heroes/traitor), `who` (hero, traitor, monster, monster:<kind>),
`room` (room ids), `room_state`, `if` (a condition, you = the figure).
The rule handlers ask `total`, `any_in_force` or `in_force` at their one place.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from game.engine.registry import MODIFIERS, effect
from game.engine.rules import sides, tokens
from game.engine.rules.conditions import holds
from game.engine.state import Effect

if TYPE_CHECKING:
    from game.engine.game import Game

Mod = dict[str, Any]
SCOPE = {"side": "side", "who": "who", "room": "rooms", "room_state": "room_state",
         "if": "condition", "id": "str"}


def _all(game: Game) -> Iterator[Mod]:
    h = sides.haunt_def(game)
    if h is None or game.state.phase != "haunt":
        return
    yield from h.modifiers
    yield from game.state.haunt.modifiers
    yield from tokens.modifiers(game)
    if h.room_states:
        marked = {s for marks in game.state.haunt.rooms.values() for s in marks}
        for state in marked & set(h.room_states):
            for mod in h.room_states[state]:
                yield {**mod, "room_state": state}


def _applies(game: Game, mod: Mod, fid: int | None, room: str | None) -> bool:
    if "room" in mod and room not in mod["room"]:
        return False
    if "room_state" in mod and mod["room_state"] not in game.state.haunt.rooms.get(room or "", {}):
        return False
    if fid is None:
        return "side" not in mod and "who" not in mod and "if" not in mod
    # A rule changed for a side must not unmask a hidden traitor (R9.12): until the
    # reveal it holds for them as for any hero.
    if "side" in mod and sides.side_of(game, fid, public=True) != mod["side"]:
        return False
    if "who" in mod and not sides.is_kind(game, fid, mod["who"], public=True):
        return False
    return "if" not in mod or holds(game, mod["if"], fid)


def in_force(game: Game, change: str, fid: int | None, room: str | None) -> list[Mod]:
    """The modifiers of one word that hold for this figure in this room."""
    return [m for m in _all(game) if m["change"] == change and _applies(game, m, fid, room)]


def total(game: Game, change: str, fid: int | None, room: str | None, **ctx: Any) -> int:
    """What the modifiers of one word in force add up to for this figure here."""
    if game.state.phase != "haunt":
        return 0
    run = MODIFIERS[change].run
    return sum(run(m, **ctx) for m in in_force(game, change, fid, room))


def gathered(game: Game, change: str, fid: int | None, room: str | None,
             **ctx: Any) -> list[Any]:
    """What each modifier of one word in force gives (traits, steps), in order."""
    if game.state.phase != "haunt":
        return []
    run = MODIFIERS[change].run
    return [run(m, **ctx) for m in in_force(game, change, fid, room)]


def closed_rooms(game: Game, fid: int) -> set[str]:
    """Rooms this figure may not enter now (modifier `closed`)."""
    if game.state.phase != "haunt":
        return set()
    out = set()
    for mod in _all(game):
        if mod["change"] != "closed":
            continue
        rooms = set(mod["room"]) if "room" in mod else {
            r for r, marks in game.state.haunt.rooms.items() if mod.get("room_state") in marks}
        if _applies(game, {k: v for k, v in mod.items() if k not in ("room", "room_state")},
                    fid, None):
            out |= rooms
    return out


def room_changes(game: Game) -> dict[str, set[str]]:
    """The rooms that modifiers in force name (by `room` or `room_state`), each
    with the words changed there: what the board marks on a room. Modifiers
    that hold everywhere name no room."""
    out: dict[str, set[str]] = {}
    if game.state.phase != "haunt":
        return out
    for mod in _all(game):
        rooms = mod["room"] if "room" in mod else [
            r for r, marks in game.state.haunt.rooms.items() if mod.get("room_state") in marks]
        for room in rooms:
            out.setdefault(room, set()).add(mod["change"])
    return out


# ---- the words: each gives what one modifier in force adds ----------------------------
@MODIFIERS.word("dice", {"n": "int"}, {"trait": "trait", **SCOPE})
def _dice(mod: Mod, trait: str = "") -> int:
    """`n` more (or fewer) dice on rolls of a trait (any trait if none), attacks
    included, for figures in scope."""
    return mod["n"] if mod.get("trait") in (None, trait) else 0


@MODIFIERS.word("attack_with", {"trait": "trait"}, SCOPE)
def _attack_with(mod: Mod) -> str:
    """Figures in scope may also attack with this trait (R8.5, R8.6)."""
    return str(mod["trait"])


@MODIFIERS.word("leave_cost", {"n": "int"}, SCOPE)
def _leave_cost(mod: Mod) -> int:
    """Leaving a room in scope costs `n` more spaces (like R4.7)."""
    return int(mod["n"])


@MODIFIERS.word("closed", {}, SCOPE)
def _closed(mod: Mod) -> bool:
    """Rooms in scope cannot be entered by figures in scope (a destroyed room,
    a door locked against one side). Those inside may still leave."""
    return True


@MODIFIERS.word("no_fight", {}, SCOPE)
def _no_fight(mod: Mod) -> bool:
    """Figures in scope are out of the fight: they neither attack nor are attacked
    (R8.5 as the haunt changes it: a captive, a guest of the house)."""
    return True


@MODIFIERS.word("end_turn", {"steps": "steps"}, SCOPE)
def _end_turn(mod: Mod) -> list[Effect]:
    """An explorer ending a turn in scope follows the steps (fire, cold water)."""
    return list(mod["steps"])


@MODIFIERS.word("weapon", {"card": "card", "steps": "steps"}, SCOPE)
def _weapon(mod: Mod, card: str = "") -> list[Effect]:
    """After its holder wins an attack with this card, the steps follow (you =
    the attacker)."""
    return list(mod["steps"]) if mod["card"] == card else []


# ---- the steps that change rules and rooms ----------------------------------------------
@effect("add_modifier", card_step=("modifier",), outlives=True)
def add_modifier(game: Game, eff: Effect) -> None:
    game.state.haunt.modifiers.append(dict(eff["modifier"]))
    game.emit("modifier", change=eff["modifier"]["change"], on=True)


@effect("remove_modifier", card_step=("id",), outlives=True)
def remove_modifier(game: Game, eff: Effect) -> None:
    mods = game.state.haunt.modifiers
    mods[:] = [m for m in mods if m.get("id") != eff["id"]]
    game.emit("modifier", id=eff["id"], on=False)
