"""Rules exactly as the seeds write them (issue 13): each test cites the rule and
quotes the seed sentence it holds the engine to."""

from __future__ import annotations

from game.engine.actions import Move, PickUpItem
from game.engine.rules.discovery import doorway_options
from tests.helpers import give, make_game, place, put


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


# ---- R7.6, R8.10: a dead explorer's companion waits for the next one to enter ----
THREE = ("ingrid_solberg", "amara_nwosu", "rafael_duarte")


def test_r7_6_r8_10_a_dead_explorers_companion_goes_to_who_enters_not_who_picks_up():
    # R7.6 seed: "Some omens are companions that follow their custodian and cannot be
    # dropped, picked up or traded." R8.10 seed: "Any other explorer that enters the
    # room gains custody of the companion and may pick up the items."
    g = make_game(THREE)
    give(g, 2, "dog")
    put(g, 2, "foyer")
    put(g, 0, "foyer")  # already standing there when the dog's custodian dies
    g.push({"do": "die", "who": 2})
    g.state.prompt = None
    g._run()
    assert not g.figure(2).alive and "dog" in g.state.piles["foyer"]
    assert PickUpItem("dog") not in g.legal_actions(0)
    g.submit(Move("entrance_hall"))
    assert "dog" not in g.figure(0).cards
    g.submit(Move("foyer"))  # entering the room is what gains custody
    assert "dog" in g.figure(0).cards
    assert "dog" not in g.state.piles.get("foyer", [])
