"""Errors the engine raises to its callers."""

from __future__ import annotations

from typing import Any

# English reasons; the UI may look the same key up in its text layer
# ("reason.<key>") to show another language.
REASONS: dict[str, str] = {
    "game_over": "The game is over.",
    "not_your_turn": "It is not {seat_name}'s decision now.",
    "no_movement": "You have no movement left this turn.",
    "movement_over": "Your movement has ended for this turn.",
    "not_connected": "There is no way from here to that room.",
    "no_door": "There is no unexplored door that way.",
    "floor_exhausted": "No rooms are left for this floor.",
    "front_door": "The front door is locked. Nobody leaves the house.",
    "item_used": "You have already done something with that card this turn.",
    "not_holding": "You are not holding that card.",
    "cannot_trade": "That card cannot be given away or dropped.",
    "not_here": "That explorer is not in your room.",
    "no_pile": "That card is not lying in this room.",
    "no_use": "That card cannot be used now.",
    "room_ability": "This room does not allow that now.",
    "bad_placement": "The tile cannot go there: {why}.",
    "bad_choice": "That is not one of the choices.",
    "bad_split": "The damage must be split as {amount} over {traits}.",
    "not_now": "That cannot be done now.",
}


class IllegalAction(ValueError):
    """An action the rules do not allow now; str() is a sentence for the player."""

    def __init__(self, key: str, **params: Any):
        self.key = key
        self.params = params
        super().__init__(REASONS[key].format(**params))
