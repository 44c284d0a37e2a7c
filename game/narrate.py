"""Plain sentences for events and actions, through the text layer.

The terminal game prints these; the window's action log will show the same.
"""

from __future__ import annotations

from typing import Any

from game.content.types import PHYSICAL
from game.engine import (
    Action,
    AssignDamage,
    Attack,
    Choose,
    DropItem,
    EndTurn,
    Event,
    Explore,
    Game,
    GiveItem,
    HauntAct,
    IllegalAction,
    Move,
    PickUpItem,
    PlaceTile,
    Reveal,
    UseItem,
    UseRoom,
)
from game.engine.rules import combat, powers, sides
from game.text import has, join, t, tn

DIRECTION_KEYS = {"N": "dir.n", "E": "dir.e", "S": "dir.s", "W": "dir.w"}


# Reason parameters that are ids, and how to read them (the rest are shown as they are).
REASON_PARAMS = {"traits": lambda v: join(t(f"trait.{x}") for x in v),
                 "why": lambda v: t(f"reason.placement.{v}")}


def reason(exc: IllegalAction) -> str:
    """Why an action was refused, in the player's language (`reason.<key>`)."""
    params = {k: REASON_PARAMS[k](v) if k in REASON_PARAMS else v
              for k, v in exc.params.items()}
    return t(f"reason.{exc.key}", **params)


def explorer(game: Game, seat: int) -> str:
    return t(f"explorer.{game.figure(seat).explorer}.name")


def room(rid: str) -> str:
    return t(f"room.{rid}.name")


def card(cid: str) -> str:
    return t(f"card.{cid}.name")


# ---- the haunt's words (docs/HAUNTS.md: haunt.<id>.monster.<kind> and friends) --------
def haunt_word(game: Game, part: str, name: str) -> str:
    """A haunt's short name for a monster kind, token, action or counter (validate
    makes sure every haunt has them)."""
    return t(f"haunt.{game.state.haunt.id}.{part}.{name}")


def room_state(game: Game, state: str) -> str:
    """A room state's word, written as it reads within a sentence ("flooded"):
    the haunt's own (`haunt.<id>.room_state.<state>`, which validate asks every
    haunt for), else the game's word for a common state (ui_haunt.json)."""
    own = f"haunt.{game.state.haunt.id}.room_state.{state}"
    return t(own) if has(own) else t(f"haunt_ui.room_state.{state}")


def figure(game: Game, fid: int) -> str:
    """An explorer's name, or a monster's (numbered when its kind has several)."""
    if not sides.is_monster(fid):
        return explorer(game, fid)
    m = sides.monster(game, fid)
    name = haunt_word(game, "monster", m.kind)
    kin = [k.id for k in game.state.monsters if k.kind == m.kind]
    return t("monster.numbered", name=name, n=kin.index(fid) + 1) if len(kin) > 1 else name


def side(name: str) -> str:
    return t(f"side.{name}")


def _haunt_names(game: Game, data: dict[str, Any], out: dict[str, Any]) -> None:
    for key in ("target", "frm", "controller", "traitor"):
        if isinstance(data.get(key), int):
            out[key] = figure(game, data[key])
    if isinstance(data.get("id"), int) and sides.is_monster(data["id"]):
        out["monster"] = figure(game, data["id"])
    elif isinstance(data.get("monster"), str):
        out["monster"] = haunt_word(game, "monster", data["monster"])
    for key, part in (("token", "token"), ("action", "action"), ("counter", "counter")):
        if isinstance(data.get(key), str) and (
                part != "token" or has(f"haunt.{game.state.haunt.id}.token.{data[key]}")):
            out[key] = haunt_word(game, part, data[key])
    if isinstance(data.get("haunt"), str):
        out["haunt"] = t(f"haunt.{data['haunt']}.title")
    if isinstance(data.get("winner"), str):
        out["winner"] = side(data["winner"])
    if isinstance(data.get("weapon"), str) and data["weapon"] in game.content.cards:
        out["weapon"] = card(data["weapon"])


def _names(game: Game, data: dict[str, Any]) -> dict[str, Any]:
    """Turn ids in event data into the names a player reads."""
    out = dict(data)
    for key in ("who", "revealer", "giver"):
        if isinstance(data.get(key), int):
            out[key] = figure(game, data[key])
    if game.state.phase != "explore":
        _haunt_names(game, data, out)
    for key in ("room", "to", "frm"):
        if isinstance(data.get(key), str) and data[key] in game.rooms:
            out[key] = room(data[key])
    for key in ("card", "omen"):
        if isinstance(data.get(key), str) and data[key] in game.content.cards:
            out[key] = card(data[key])
    if isinstance(data.get("trait"), str):
        out["trait"] = t(f"trait.{data['trait']}")
    if isinstance(data.get("kind"), str) and has(f"damage.{data['kind']}"):
        out["kind"] = t(f"damage.{data['kind']}")
    if isinstance(data.get("deck"), str):
        out["deck"] = t(f"deck.{data['deck']}")
    if isinstance(data.get("floor"), str):
        out["floor"] = t(f"floor.{data['floor']}")
    if isinstance(data.get("faces"), list):
        out["faces"] = " ".join(str(f) for f in data["faces"])
    if isinstance(data.get("rooms"), list):
        out["rooms"] = join(room(r) for r in data["rooms"])
    return out


def event(game: Game, e: Event) -> str:
    """One sentence for an event, or "" for events the log does not tell."""
    key = f"event.{e.kind}"
    data = e.data
    if e.kind == "dice":
        purpose = data.get("purpose", "card")
        key = f"event.dice.{purpose}"
        if not has(key) and game.state.phase != "explore" and purpose in _haunt_actions(game):
            # R9.5: the purpose is told, never the number the roll needs
            key, data = "event.dice.haunt_action", {**data, "action": purpose}
        elif not has(key):
            key = "event.dice.card"
        if game.state.phase != "explore" and has(f"{key}.haunt"):
            key += ".haunt"  # R9.5: once the haunt is on, no roll's target is told
    elif e.kind == "attack":  # what it did is told by the events that follow, if any
        line = attack_line(game, data)
        return line if harmful(game, data) else f"{line} {attack_outcome(game, data)}"
    elif e.kind == "haunt_chosen" and sides.house_policy(game) is not None:
        key = "event.haunt_chosen.house"  # nobody turns: the house plays
    elif e.kind == "haunt_chosen" and data.get("traitor") is None:
        key = "event.haunt_chosen.hidden"
    elif e.kind == "haunt_chosen" and data.get("allies"):  # more than one traitor
        key = "event.haunt_chosen.allies"
        data = {**data, "allies": join(figure(game, s) for s in data["allies"])}
    elif e.kind == "token_placed" and game.state.phase != "explore" and \
            has(f"haunt.{game.state.haunt.id}.token.{data.get('token')}"):
        key = "event.token_placed.haunt"  # the haunt's own token (not a secret passage's)
    elif e.kind == "game_over" and data["winner"] == "traitor" and \
            sides.house_policy(game) is not None:
        key = "event.game_over.house"
    elif e.kind == "game_over":
        key = f"event.game_over.{data['winner']}"
    elif e.kind == "trait":
        key = "event.trait.up" if e.data["new"] > e.data["old"] else "event.trait.down"
    elif e.kind == "tile_discarded" and "room" not in e.data:
        key = "event.tile_discarded.hidden"
    elif e.kind in HAUNT_CHANGES:
        key, data = HAUNT_CHANGES[e.kind](game, data)
    if key in COUNTED:  # a sentence with a count has a form per number (text.tn)
        return tn(key, data[COUNTED[key]], **_names(game, data))
    if not has(key):
        return ""
    return t(key, **_names(game, data))


# Event sentences written with a count (`.one` / `.other`), and the field counted.
COUNTED = {"event.lingers": "turns", "event.dice.monster_move": "total"}


def _room_changed(game: Game, data: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    key = "event.room_changed.on" if data["on"] else "event.room_changed.off"
    return key, {**data, "state": room_state(game, data["state"])}


def _trigger(game: Game, data: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    """A story beat, told only when the haunt wrote one for this trigger."""
    return f"haunt.{data['haunt']}.trigger.{data['index']}", {}


def _modifier(game: Game, data: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    """A rule changed (told by its word when the game has a line for it) or lifted."""
    if not data["on"]:
        return "event.modifier.off", data
    key = f"event.modifier.{data['change']}"
    return (key if has(key) else "event.modifier.on"), data


def _token_flipped(game: Game, data: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    return "event.token_flipped", {**data, "values": join(map(str, data["values"]))}


# What the haunt changes in the house: event kind -> (text key, its data).
HAUNT_CHANGES = {"room_changed": _room_changed, "trigger": _trigger, "modifier": _modifier,
                 "token_flipped": _token_flipped}


def _haunt_actions(game: Game) -> set[str]:
    h = sides.haunt_def(game)
    return set(h.actions) if h is not None else set()


def attack_line(game: Game, data: dict[str, Any]) -> str:
    """Who attacked whom, how, and the two totals (R8.5)."""
    key = "event.attack.distance" if data.get("distance") else \
        "event.attack.weapon" if data.get("weapon") else "event.attack"
    return t(key, **_names(game, data))


def harmful(game: Game, data: dict[str, Any]) -> bool:
    """Did an attack hurt anyone: not a draw, not a distance attack lost (R8.8),
    not won by a stunned monster (R8.9)?"""
    diff = data["total"] - data["their_total"]
    if diff == 0 or (diff < 0 and data.get("distance")):
        return False
    win = data["who"] if diff > 0 else data["target"]
    return not (sides.is_monster(win) and sides.monster(game, win).stunned)


def attack_outcome(game: Game, data: dict[str, Any]) -> str:
    """What an attack did (R8.5-R8.9), told from the attack event and the state
    after it: nothing, a stunned or slain monster, or damage to an explorer."""
    diff = data["total"] - data["their_total"]
    if diff == 0:
        return t("attack.tie")
    if diff < 0 and data.get("distance"):
        return t("attack.missed", target=figure(game, data["target"]))
    win, lose = (data["who"], data["target"]) if diff > 0 else (data["target"], data["who"])
    names = {"winner": figure(game, win), "loser": figure(game, lose), "n": abs(diff)}
    if not harmful(game, data):
        return t("attack.stunned_winner", **names)
    if powers.shrugs_off(game, lose, data["trait"], data.get("weapon", "")):
        return t("attack.immune", **names)
    if sides.is_monster(lose):
        slain = not sides.monster(game, lose).alive
        return t("attack.slain" if slain else "attack.stunned", **names)
    kind = "physical" if data["trait"] in PHYSICAL else "mental"
    steal = win == data["who"] and not sides.is_monster(win) and kind == "physical" and \
        abs(diff) >= combat.steal_at(game, data.get("weapon", "")) and \
        not data.get("distance") and combat.stealable(game, lose)
    return t("attack.damage_or_steal" if steal else "attack.damage", kind=t(f"damage.{kind}"),
             **names)


def action(game: Game, a: Action) -> str:
    """What choosing this action would do, as a button label."""
    p = game.prompt
    monster_prompt = p is not None and p.kind == "monster"
    if monster_prompt and isinstance(a, Move | Explore | PickUpItem | DropItem):
        return _monster_action(game, p.context["monster"], a)
    if isinstance(a, Move):
        return t("action.move", room=room(a.to))
    if isinstance(a, Attack):
        return attack_label(game, a)
    if isinstance(a, HauntAct):
        return haunt_word(game, "action", a.name)
    if isinstance(a, Reveal):
        return t("action.reveal")
    if isinstance(a, Explore):
        return t("action.explore", direction=t(DIRECTION_KEYS[a.direction]))
    if isinstance(a, PlaceTile):
        conn = next((o[4] for o in p.options if o[:4] == [a.floor, a.x, a.y, a.rotation]), 0) \
            if p else 0
        return t("action.place", floor=t(f"floor.{a.floor}"), x=a.x, y=a.y,
                 turned=tn("action.place.turns", a.rotation),
                 meeting=tn("action.place.doors", conn))
    if isinstance(a, Choose):
        return option(game, a.option)
    if isinstance(a, AssignDamage):
        return join(t("action.damage_part", n=n, trait=t(f"trait.{tr}"))
                    for tr in ("might", "speed", "knowledge", "sanity") if (n := getattr(a, tr)))
    if isinstance(a, UseItem):
        return t("action.use", card=card(a.card))
    if isinstance(a, GiveItem):
        return t("action.give", card=card(a.card), who=explorer(game, a.to))
    if isinstance(a, DropItem):
        return t("action.drop", card=card(a.card))
    if isinstance(a, PickUpItem):
        return t("action.pick_up", card=card(a.card))
    if isinstance(a, UseRoom):
        return t(f"action.room.{a.ability}")
    if isinstance(a, EndTurn):
        return t("action.monster_done" if monster_prompt else "action.end_turn")
    return str(a)


def _monster_action(game: Game, mid: int, a: Move | Explore | PickUpItem | DropItem) -> str:
    """A monster's step, its way into the unknown, an item it takes or leaves."""
    monster = figure(game, mid)
    if isinstance(a, Move):
        return t("action.monster_move", monster=monster, room=room(a.to))
    if isinstance(a, Explore):
        return t("action.monster_explore", monster=monster,
                 direction=t(DIRECTION_KEYS[a.direction]))
    key = "action.monster_pick_up" if isinstance(a, PickUpItem) else "action.monster_drop"
    return t(key, monster=monster, card=card(a.card))


def attack_trait(game: Game, a: Attack) -> str:
    """The trait an attack uses: the one it names (a monster's other trait, a
    haunt's), a monster's own, a weapon's, or Might (R8.5)."""
    if a.trait:
        return a.trait
    p = game.prompt
    if p is not None and p.kind == "monster":
        return sides.monster_def(game, sides.monster(game, p.context["monster"])).attack
    weapon = game.content.cards[a.weapon].weapon or {} if a.weapon else {}
    return str(weapon.get("trait", "might"))


def attack_how(game: Game, a: Attack) -> str:
    """An attack named by its means only (the target is known): for a choice of weapons."""
    trait = t(f"trait.{attack_trait(game, a)}")
    if a.weapon:
        return t("action.attack.how.weapon", card=card(a.weapon), trait=trait)
    return t("action.attack.how.trait" if a.trait else "action.attack.how", trait=trait)


def attack_label(game: Game, a: Attack) -> str:
    names = {"target": figure(game, a.target), "trait": t(f"trait.{attack_trait(game, a)}")}
    if a.weapon:
        return t("action.attack.weapon", card=card(a.weapon), **names)
    return t("action.attack", **names)


def option(game: Game, key: str) -> str:
    """A choice option's label: a room, a card, a trait, a floor or a named option."""
    p = game.prompt
    topic = p.context.get("topic", "") if p else ""
    cid = p.context.get("card", "") if p else ""
    if key in game.rooms:
        return room(key)
    if key in game.content.cards:
        return card(key)
    if has(f"trait.{key}") and topic != "card":
        return t(f"trait.{key}")
    if has(f"floor.{key}"):
        return t(f"floor.{key}")
    if cid and has(f"card.{cid}.opt.{key}"):
        return t(f"card.{cid}.opt.{key}")
    if ">" in key:  # the Dog: card>seat
        c, seat = key.split(">")
        return t("action.give", card=card(c), who=explorer(game, int(seat)))
    if has(f"option.{topic}.{key}"):
        return t(f"option.{topic}.{key}")
    return t(f"option.{key}") if has(f"option.{key}") else key


def prompt(game: Game) -> str:
    """What the deciding player is asked."""
    p = game.prompt
    if p is None:
        return ""
    who = explorer(game, p.seat)
    if p.kind == "choose":
        topic = p.context.get("topic", "")
        key = f"prompt.choose.{topic}" if has(f"prompt.choose.{topic}") else "prompt.choose"
        params = {"card": card(p.context["card"])} if p.context.get("card") in \
            game.content.cards else {"card": ""}
        for name in ("target", "monster"):
            if isinstance(p.context.get(name), int):
                params[name] = figure(game, p.context[name])
        if p.context.get("room") in game.rooms:
            params["room"] = room(p.context["room"])
        return t(key, who=who, **params)
    if p.kind == "monster":
        m = sides.monster(game, p.context["monster"])
        return tn("prompt.monster", m.moves, who=who, monster=figure(game, m.id))
    if p.kind == "damage":
        return t("prompt.damage", who=who, amount=p.context["amount"],
                 kind=t(f"damage.{p.context['kind']}"))
    if p.kind == "place":
        key = "prompt.place.rescue" if p.context.get("mode") == "rescue" else "prompt.place"
        return t(key, who=who, room=room(p.context["tile"]))
    return t("prompt.turn", who=who)
