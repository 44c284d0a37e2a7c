"""The Liftman's Last Shift (haunt 15): the Mystic Elevator is the haunt's heart.

The heroes set a brake on each floor from inside the elevator, so the haunt
needs the elevator in the house. What the data cannot say is "bring this room
in": the step `liftmans_last_shift.bring_room` takes a room still in the tile
stack (or the discards) and puts it into the house at an open doorway, as the
Mystic Elevator's own move would (R6.8): on your floor if the room may stand
there, else on the first of its floors with an open doorway; the game places
it (the first legal spot, turned to meet the doorway, never sealing a floor).
A room already in the house stays where it is; with no open doorway anywhere,
it stays out.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.registry import effect
from game.engine.rules import sides
from game.engine.rules.discovery import doorway_options

if TYPE_CHECKING:
    from game.engine.game import Game
    from game.engine.state import Effect

HAUNT = "liftmans_last_shift"


@effect(f"{HAUNT}.bring_room", card_step=("room",), outlives=True)
def bring_room(game: Game, eff: Effect) -> None:
    """The room comes into the house at an open doorway, nearest your floor."""
    rid = eff["room"]
    st = game.state
    if rid in st.placements:
        return
    here = st.placements[sides.where(game, eff["who"])[0]].floor
    for floor in sorted(game.rooms[rid].floors, key=lambda f: f != here):
        options = doorway_options(game, rid, floor)
        if options:
            spot = options[0]
            game.push({"do": "put_room", "room": rid, "floor": spot[0], "x": spot[1],
                       "y": spot[2], "rotation": spot[3]})
            return
