"""Plain sentences for events and actions, through the text layer.

The terminal game prints these; the window's action log will show the same.
"""

from __future__ import annotations

from typing import Any

from game.engine import (
    Action,
    AssignDamage,
    Choose,
    DropItem,
    EndTurn,
    Event,
    Explore,
    Game,
    GiveItem,
    Move,
    PickUpItem,
    PlaceTile,
    UseItem,
    UseRoom,
)
from game.text import has, t

DIRECTION_KEYS = {"N": "dir.n", "E": "dir.e", "S": "dir.s", "W": "dir.w"}


def explorer(game: Game, seat: int) -> str:
    return t(f"explorer.{game.figure(seat).explorer}.name")


def room(rid: str) -> str:
    return t(f"room.{rid}.name")


def card(cid: str) -> str:
    return t(f"card.{cid}.name")


def _names(game: Game, data: dict[str, Any]) -> dict[str, Any]:
    """Turn ids in event data into the names a player reads."""
    out = dict(data)
    for key in ("who", "revealer", "giver"):
        if isinstance(data.get(key), int):
            out[key] = explorer(game, data[key])
    for key in ("room", "to", "frm"):
        if isinstance(data.get(key), str) and data[key] in game.rooms:
            out[key] = room(data[key])
    for key in ("card", "omen"):
        if isinstance(data.get(key), str) and data[key] in game.content.cards:
            out[key] = card(data[key])
    if isinstance(data.get("trait"), str):
        out["trait"] = t(f"trait.{data['trait']}")
    if isinstance(data.get("deck"), str):
        out["deck"] = t(f"deck.{data['deck']}")
    if isinstance(data.get("floor"), str):
        out["floor"] = t(f"floor.{data['floor']}")
    if isinstance(data.get("faces"), list):
        out["faces"] = " ".join(str(f) for f in data["faces"])
    if isinstance(data.get("rooms"), list):
        out["rooms"] = ", ".join(room(r) for r in data["rooms"])
    return out


def event(game: Game, e: Event) -> str:
    """One sentence for an event, or "" for events the log does not tell."""
    key = f"event.{e.kind}"
    if e.kind == "dice":
        key = f"event.dice.{e.data.get('purpose', 'card')}"
        if not has(key):
            key = "event.dice.card"
    elif e.kind == "trait":
        key = "event.trait.up" if e.data["new"] > e.data["old"] else "event.trait.down"
    elif e.kind == "tile_discarded" and "room" not in e.data:
        key = "event.tile_discarded.hidden"
    if not has(key):
        return ""
    return t(key, **_names(game, e.data))


def action(game: Game, a: Action) -> str:
    """What choosing this action would do, as a button label."""
    if isinstance(a, Move):
        return t("action.move", room=room(a.to))
    if isinstance(a, Explore):
        return t("action.explore", direction=t(DIRECTION_KEYS[a.direction]))
    if isinstance(a, PlaceTile):
        p = game.prompt
        conn = next((o[4] for o in p.options if o[:4] == [a.floor, a.x, a.y, a.rotation]), 0) \
            if p else 0
        return t("action.place", floor=t(f"floor.{a.floor}"), x=a.x, y=a.y,
                 turns=a.rotation, doors=conn)
    if isinstance(a, Choose):
        return option(game, a.option)
    if isinstance(a, AssignDamage):
        parts = [f"-{n} {t(f'trait.{tr}')}" for tr in ("might", "speed", "knowledge", "sanity")
                 if (n := getattr(a, tr))]
        return ", ".join(parts)
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
        return t("action.end_turn")
    return str(a)


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
        return t(key, who=who, **params)
    if p.kind == "damage":
        return t("prompt.damage", who=who, amount=p.context["amount"],
                 kind=t(f"damage.{p.context['kind']}"))
    if p.kind == "place":
        return t("prompt.place", who=who, room=room(p.context["tile"]))
    return t("prompt.turn", who=who)
