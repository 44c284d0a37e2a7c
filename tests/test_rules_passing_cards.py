"""A card that changes hands (R8.7 stealing, R7.4 giving) goes from one hand to
the other in one step: when losing it kills the giver and that ends the game, the
card is still in exactly one place (the invariant the simulator checks)."""

from __future__ import annotations

import pytest

from game.engine import Attack, Choose, DropItem, GiveItem, IllegalAction, UseItem
from game.engine.invariants import problems
from game.sim import Report, play_one
from tests.haunt_helpers import arranged, assert_won, haunted
from tests.helpers import content, dice, give, of, prompt, put, set_trait
from tests.test_rules_haunt import end_turns_until


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


def test_r7_4_a_stolen_item_has_had_its_action_this_turn():
    g = haunted("door_that_was_not_there", revealer=0, before=arranged())
    traitor, thief = 1, prompt(g).seat
    give(g, traitor, "silver_letter_opener")
    put(g, traitor, "ballroom")
    put(g, thief, "ballroom")
    dice(g, 6, 0)  # R8.7: the attacker wins by 2 or more
    g.submit(Attack(traitor))
    g.submit(Choose("silver_letter_opener"))
    assert "silver_letter_opener" in g.figure(thief).cards
    assert prompt(g).seat == thief
    acts = [a for a in g.legal_actions(thief) if isinstance(a, (UseItem, GiveItem, DropItem))]
    assert all(a.card != "silver_letter_opener" for a in acts)  # R7.4: stealing was its action
    with pytest.raises(IllegalAction):
        g.submit(DropItem("silver_letter_opener"))


def test_r7_5_a_dropped_card_whose_loss_kills_is_in_the_pile():
    g = haunted("door_that_was_not_there", revealer=0, before=arranged())
    traitor = 1
    end_turns_until(g, traitor)
    give(g, traitor, "silver_letter_opener")  # losing it costs 1 Knowledge
    set_trait(g, traitor, "knowledge", 0)  # one more loss is the skull (R8.4)
    events = g.submit(DropItem("silver_letter_opener"))
    assert of(events, "died")
    assert "silver_letter_opener" in g.state.piles[g.figure(traitor).room]
    assert problems(g) == []
    assert_won(g, events, "heroes")  # R9.11


@pytest.mark.parametrize(("seed", "players", "bot"), [
    (213, 5, "explorer"),  # the Silver Letter Opener stolen from the dying traitor
    (49, 4, "random"),  # the Wax Effigy
])
def test_r9_11_the_game_ends_only_between_whole_card_moves(seed: int, players: int,
                                                           bot: str) -> None:
    report = Report()
    recording = play_one(content(), seed, players, bot, report)
    assert report.failures == []  # every card in exactly one place (R7.x)
    assert recording.game.over
