"""Rules exactly as the seeds write them (issue 13): each test cites the rule and
quotes the seed sentence it holds the engine to."""

from __future__ import annotations

from game.engine.rules.discovery import doorway_options
from tests.helpers import make_game, place


# ---- R6.8: every open doorway of the floor is a place to connect ------------------
def test_r6_8_a_cell_touching_two_open_doorways_offers_both():
    # R6.8 "Move it to connect to an open doorway on that floor"; seed: "If you roll
    # the same floor, you may move it to a different door on the same floor."
    g = make_game()
    place(g, "library", "ground", 1, -2, 0)  # its south door faces the cell (1, -1)
    spots = [o[:4] for o in doorway_options(g, "mystic_elevator", "ground")]
    assert ["ground", 1, -1, 1] in spots  # door west, meeting the Foyer
    assert ["ground", 1, -1, 2] in spots  # door north, meeting the Library
    assert len(spots) == len({tuple(s) for s in spots})  # each spot once
