"""A Door That Was Not There (haunt 8): there is only ever one door.

The haunt file puts the door into the house at the start and again at the end
of every round while no nail holds it, each time in the room farthest from the
traitor. What the data cannot say is that the door is one: putting it into the
house again moves the door that is there, so it is never where the traitor is
heading until the heroes nail it in place.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.registry import intercept
from game.engine.rules import tokens
from game.engine.rules.placement import where_rooms

if TYPE_CHECKING:
    from game.engine.game import Game
    from game.engine.state import Effect

HAUNT = "door_that_was_not_there"
DOOR = "door"  # the token kind there is only one of


@intercept(HAUNT, "haunt_token")
def _one_door(game: Game, eff: Effect) -> bool:
    """The door, put into the house while it lies there already, moves to the
    first room the step's `where` names; any other token is placed as usual."""
    door = next((t for t in game.state.tokens if t.kind == DOOR), None)
    if eff["token"] != DOOR or door is None:
        return False
    frm, door.room = door.room, where_rooms(game, eff["who"], eff.get("where", "here"))[0]
    if door.room != frm:
        game.emit("token_moved", token=DOOR, frm=frm, to=door.room, **tokens.shown(game, door))
    return True
