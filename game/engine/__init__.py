"""The rules engine: plain state, an effect queue, prompts and actions.

Never imports pygame. Rule modules are imported here by name so that every
effect is registered before a game starts (no folder scanning).
"""

from game.engine.actions import (
    Action,
    AssignDamage,
    Attack,
    Choose,
    DropItem,
    EndTurn,
    Explore,
    GiveItem,
    HauntAct,
    Move,
    PickUpItem,
    PlaceTile,
    Reveal,
    UseItem,
    UseRoom,
    action_from_json,
)
from game.engine.errors import IllegalAction
from game.engine.events import Event
from game.engine.game import Game, Setup
from game.engine.registry import ROOM_RULES
from game.engine.rules import (  # noqa: F401  (registration)
    bot_targets,
    cards,
    choices,
    combat,
    discovery,
    haunt,
    haunt_steps,
    house_plays,
    items,
    monsters,
    movement,
    powers,
    rooms,
    rooms_drops,
    rooms_elevator,
    rooms_trait,
    rooms_walls,
    setup,
    sides,
    tokens,
    traits,
    turns,
)
from game.engine.state import GameState, Prompt

__all__ = [
    "ROOM_RULES", "Action", "AssignDamage", "Attack", "Choose", "DropItem", "EndTurn", "Event",
    "Explore",
    "Game", "GameState", "GiveItem", "HauntAct", "IllegalAction", "Move", "PickUpItem",
    "PlaceTile", "Prompt", "Reveal", "Setup", "UseItem", "UseRoom", "action_from_json",
]
