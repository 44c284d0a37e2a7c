"""A card that changes hands (R8.7 stealing, R7.4 giving) goes from one hand to
the other in one step: when losing it kills the giver and that ends the game, the
card is still in exactly one place (the invariant the simulator checks)."""

from __future__ import annotations

from game.engine import Attack, Choose
from game.engine.invariants import problems
from tests.haunt_helpers import arranged, assert_won, haunted
from tests.helpers import dice, give, of, prompt, put, set_trait


def test_r8_7_a_stolen_card_whose_loss_kills_the_traitor_is_the_thiefs():
    g = haunted("door_that_was_not_there", revealer=0, before=arranged())
    traitor, thief = 1, prompt(g).seat
    give(g, traitor, "silver_letter_opener")  # losing it costs 1 Knowledge
    set_trait(g, traitor, "knowledge", 0)  # its lowest value: one more loss is the skull (R8.4)
    put(g, traitor, "ballroom")
    put(g, thief, "ballroom")
    dice(g, 6, 0)  # R8.7: the attacker wins by 2 or more
    g.submit(Attack(traitor))
    assert prompt(g).context["topic"] == "steal"
    events = g.submit(Choose("silver_letter_opener"))
    assert of(events, "stolen") and of(events, "died")  # its on_lose killed her
    assert "silver_letter_opener" in g.figure(thief).cards
    assert problems(g) == []
    assert_won(g, events, "heroes")  # R9.11: the traitor is dead
