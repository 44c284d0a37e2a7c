"""Why an action was refused, in words a player can act on."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.content.types import TRAITS
from game.engine.actions import (
    Action,
    AssignDamage,
    Choose,
    DropItem,
    Explore,
    GiveItem,
    Move,
    PickUpItem,
    PlaceTile,
    UseItem,
    UseRoom,
)
from game.engine.errors import IllegalAction
from game.engine.rules import movement
from game.engine.state import Prompt

if TYPE_CHECKING:
    from game.engine.game import Game


def why_illegal(game: Game, p: Prompt, action: Action) -> IllegalAction:
    if p.kind == "place":
        return IllegalAction("bad_placement", why=_placement_reason(p, action))
    if p.kind == "choose":
        return IllegalAction("bad_choice")
    if p.kind == "damage":
        hit = [t for i, t in enumerate(TRAITS) if any(split[i] for split in p.options)]
        return IllegalAction("bad_split", amount=p.context["amount"], traits=hit)
    if isinstance(action, Choose | PlaceTile | AssignDamage):
        return IllegalAction("not_now")
    seat = p.seat
    turn = game.state.turn
    if isinstance(action, Move | Explore):
        if turn.movement_over:
            return IllegalAction("movement_over")
        if movement.spaces_left(game, seat) <= 0:
            return IllegalAction("no_movement")
        if isinstance(action, Explore):
            f = game.figure(seat)
            if action.direction == "S" and f.room == "entrance_hall":
                return IllegalAction("front_door")
            if not movement.floor_open(game, game.state.placements[f.room].floor):
                return IllegalAction("floor_exhausted")
            return IllegalAction("no_door")
        return IllegalAction("not_connected")
    if isinstance(action, UseItem | GiveItem | DropItem):
        f = game.figure(seat)
        if action.card not in f.cards:
            return IllegalAction("not_holding")
        if action.card in turn.item_acts:
            return IllegalAction("item_used")
        if isinstance(action, GiveItem):
            other = game.state.figures[action.to] if 0 <= action.to < len(
                game.state.figures) else None
            if other is None or other.room != f.room or other.side != f.side:
                return IllegalAction("not_here")
            return IllegalAction("cannot_trade")
        if isinstance(action, DropItem):
            return IllegalAction("cannot_trade")
        return IllegalAction("no_use")
    if isinstance(action, PickUpItem):
        if action.card in turn.item_acts:
            return IllegalAction("item_used")
        return IllegalAction("no_pile")
    if isinstance(action, UseRoom):
        return IllegalAction("room_ability")
    return IllegalAction("not_now")


def _placement_reason(p: Prompt, action: Action) -> str:
    """Why a tile cannot go there, as a reason key (`reason.placement.<key>`)."""
    if not isinstance(action, PlaceTile):
        return "no_tile"
    spots = [o for o in p.options if o[:3] == [action.floor, action.x, action.y]]
    return "no_fit" if spots else "no_doorway"
