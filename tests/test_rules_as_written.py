"""Rules exactly as the seeds write them (issue 13): each test cites the rule and
quotes the seed sentence it holds the engine to."""

from __future__ import annotations

import pytest

from game.engine.actions import Choose, EndTurn, Move, PickUpItem, PlaceTile, UseRoom
from game.engine.rules.discovery import doorway_options
from game.engine.state import Placement
from tests.haunt_helpers import haunted
from tests.helpers import (
    dice,
    discover,
    game_drawing,
    give,
    make_game,
    of,
    place,
    prompt,
    put,
    set_trait,
)
from tests.test_rules_haunt import end_turns_until, haunt


# ---- R6.8: every open doorway of the floor is a place to connect ------------------
def test_r6_8_a_same_floor_roll_may_leave_the_elevator_where_it_is():
    # R6.8 seed: "If you roll the same floor, you may move it to a different door on
    # the same floor."
    g = make_game()
    place(g, "mystic_elevator", "ground", 1, -1, 1)  # its door meets the Foyer
    put(g, 0, "foyer")
    dice(g, 2)  # 2: the ground floor, the floor it is on
    g.submit(Move("mystic_elevator"))
    p = prompt(g)
    assert p.kind == "place" and p.context["tile"] == "mystic_elevator"
    spots = [o[:4] for o in p.options]
    assert ["ground", 1, -1, 1] in spots and len(spots) > 1  # stay, or another door
    g.submit(PlaceTile("ground", 1, -1, 1))
    assert g.state.placements["mystic_elevator"] == Placement("ground", 1, -1, 1)
    assert g.figure(0).room == "mystic_elevator"


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


# ---- R6.10: a passage token in a barrier room lies on the side its placer chose ---
@pytest.mark.parametrize("side", [0, 1])
def test_r6_10_a_passage_into_the_chasm_opens_on_the_chosen_side(side):
    # R6.10 "A token placed in a barrier room stays on the side chosen."
    g = game_drawing("secret_passage")
    place(g, "chasm", "basement", 1, 0, 0)  # west door meets the Basement Landing
    discover(g)  # the Ballroom: draws the Secret Passage
    p = prompt(g)
    assert p.context["topic"] == "link_to" and "chasm" in p.options
    g.submit(Choose("chasm"))
    p = prompt(g)
    assert p.kind == "choose" and p.context["topic"] == "passage_side"
    g.submit(Choose(str(side)))
    (there,) = [t for t in g.state.tokens if t.kind == "secret_passage" and t.room == "chasm"]
    assert there.side == side
    for _ in range(2):
        g.submit(EndTurn())
    g.submit(Move("chasm"))  # through the passage: no free pick of a side
    assert g.figure(0).room == "chasm" and g.figure(0).side == side
    assert prompt(g).kind == "turn"


# ---- R9.7: the traitor may ignore an event whoever drew it --------------------------
def test_r9_7_the_traitor_may_ignore_an_event_a_hero_drew():
    # R9.7 seed: "The Traitor can choose not to be affected by an Event card or Omens
    # such as Bite."
    g = haunted(haunt(), revealer=0)  # seat 0 is the traitor, known to all
    hero = 1
    end_turns_until(g, hero)
    put(g, 0, "foyer")
    put(g, hero, "foyer")
    dice(g, 4)  # the hero's Sanity roll
    g.push({"do": "take_from_deck", "who": hero, "deck": "event", "card": "footsteps_above"})
    g.state.prompt = None
    g._run()
    p = prompt(g)
    assert (p.seat, p.context["topic"]) == (0, "traitor_ignore")
    events = g.submit(Choose("ignore"))
    assert not [d for d in of(events, "dice") if d.get("who") == 0]
    assert prompt(g).seat == hero


# ---- the Revolving Wall turns both ways --------------------------------------------
def test_the_revolving_wall_turns_back_from_the_room_beyond():
    # R7.7 seed: "any passage like the Revolving Wall that requires a roll": a
    # passage, so it leads back too (docs/DECISIONS.md).
    g = make_game()
    place(g, "revolving_wall", "ground", 1, 0, 0)  # its turning wall faces the Entrance Hall
    put(g, 0, "entrance_hall")
    set_trait(g, 0, "knowledge", 2)  # Knowledge 3
    assert UseRoom("revolve") in g.legal_actions(0)
    dice(g, 3)
    g.submit(UseRoom("revolve"))
    assert g.figure(0).room == "revolving_wall" and g.state.turn.moves == 1
    assert UseRoom("revolve") not in g.legal_actions(0)  # once per turn, either way
