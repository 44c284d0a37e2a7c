"""The Calf Comes Up (haunt 12): a chase in which the monster grows.

The haunt file counts the Calf's growth (the counter `growth`, one more at the
end of every haunt round, up to the haunt's cap). What the data cannot say is
what growing does: the Calf's Speed roll (R9.8) gets one more die for each size
it has grown, so it lumbers at first and then strides. Its other monsters, if a
haunt file gave it any, move as R9.8 says.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.registry import intercept
from game.engine.rules import sides

if TYPE_CHECKING:
    from game.engine.game import Game
    from game.engine.state import Effect

HAUNT = "the_calf_comes_up"
CALF = "calf"  # the monster kind that grows
GROWTH = "growth"  # the counter the haunt file adds to as the Calf grows


def stride(game: Game) -> int:
    """How many dice the Calf rolls to move now: its Speed and its growth (R1.1:
    at most 8, as every roll)."""
    h = sides.haunt_def(game)
    assert h is not None
    return min(8, h.monsters[CALF].traits["speed"] + game.state.haunt.counters.get(GROWTH, 0))


@intercept(HAUNT, "monster_group")
def _grown(game: Game, eff: Effect) -> bool:
    """The Calf's one Speed roll for its turn (R9.8), with a die more for each
    size it has grown; at least one space (R4.4)."""
    if eff["kind"] != CALF:
        return False
    faces = game.dice(stride(game))
    game.emit("dice", who=sides.true_traitor(game), purpose="monster_move",
              monster=CALF, faces=faces, total=sum(faces))
    for m in game.state.monsters:
        if m.kind == CALF and m.alive:
            m.moves = max(1, sum(faces))
            m.attacked = False
    return True
