"""Down the Coal Chute (haunt 22): the Coal Chute is the haunt's heart.

The heroes feed the furnace by carrying coal down the chute, so the haunt needs
the chute in the house. The step `down_the_coal_chute.bring_room` is haunt 15's
`liftmans_last_shift.bring_room` (a room still in the tile stack comes into the
house at an open doorway, placed by the game), registered under this haunt's id
because a haunt may use only its own words and the shared ones. The chute's own
rule (game/engine/rules/rooms_drops.py, R6.3, R6.13) then works as always:
whoever enters slides to the Basement Landing, and monsters climb up it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.registry import effect
from game.haunts.liftmans_last_shift import bring_room

if TYPE_CHECKING:
    from game.engine.game import Game
    from game.engine.state import Effect

HAUNT = "down_the_coal_chute"


@effect(f"{HAUNT}.bring_room", card_step=("room",), outlives=True)
def bring_chute(game: Game, eff: Effect) -> None:
    """The room comes into the house at an open doorway, nearest your floor."""
    bring_room(game, eff)
