"""Cards that were copies of another card's effect and now have one of their own
(the Iron Key, the Raven Skull, the Pepperbox Pistol, the Fireplace Poker's hook,
the Silver Letter Opener's guard). Each is driven through the engine's actions,
every roll scripted with dice(); each test cites the rule its card works within.
(The events among them — Whistling Keyhole, Servants' Back Stair, Pantry Hatch,
Dream of This Room — are in tests/test_cards_events.py.)"""

from __future__ import annotations

from typing import Any

import pytest

from game import narrate
from game.engine import AssignDamage, Attack, Choose, EndTurn, UseItem
from game.engine.state import MONSTER_BASE
from game.text import t
from tests.haunt_helpers import haunted, hound_hunt
from tests.helpers import (
    dice,
    expect_choice,
    expect_turn,
    give,
    make_game,
    markers,
    of,
    place,
    prompt,
    put,
    rolls,
    set_trait,
    trait_value,
)

HOUND = MONSTER_BASE


def haunt(**changes: Any) -> dict[str, Any]:
    """One hound in the Entrance Hall, which only a seal makes killable; nobody wins soon."""
    return hound_hunt(rounds=9, **changes)


def next_turn_of(g, seat: int) -> None:
    """End turns (and monster moves) until `seat`'s next turn."""
    g.submit(EndTurn())
    for _ in range(20):
        p = prompt(g)
        if p.kind == "turn" and p.seat == seat:
            return
        g.submit(EndTurn())
    raise AssertionError("never reached that seat's turn")


# ---- weapons (R8.5-R8.8) -------------------------------------------------------------
def test_r8_8_the_pepperbox_fires_at_a_distance_with_an_extra_die_then_reloads():
    # R8.8: a distance attack with Speed (+1 die); it cannot fire on its holder's next
    # turn (R9.6: one turn each a round), and fires again the turn after. The
    # Revolver beside it never reloads.
    g = haunted(haunt(), revealer=0)
    seat = prompt(g).seat
    give(g, seat, "pepperbox_pistol")
    give(g, seat, "revolver")
    put(g, seat, "foyer")  # in a straight line with the hound in the Entrance Hall
    assert Attack(HOUND, "pepperbox_pistol") in g.legal_actions(seat)
    before = dict(g.figure(seat).traits)
    dice(g, 0, 4)
    events = g.submit(Attack(HOUND, "pepperbox_pistol"))
    shot = of(events, "attack")[0]
    assert shot["distance"] and shot["trait"] == "speed"
    assert len(shot["faces"]) == min(trait_value(g, seat, "speed") + 1, 8)
    assert g.figure(seat).traits == before  # R8.8: a lost distance attack hurts no one

    next_turn_of(g, seat)
    g.state.monsters[0].room = "entrance_hall"
    put(g, seat, "foyer")
    acts = g.legal_actions(seat)
    assert Attack(HOUND, "pepperbox_pistol") not in acts  # reloading
    assert Attack(HOUND, "revolver") in acts

    next_turn_of(g, seat)
    g.state.monsters[0].room = "entrance_hall"
    put(g, seat, "foyer")
    assert Attack(HOUND, "pepperbox_pistol") in g.legal_actions(seat)


@pytest.mark.parametrize("held, extra", [("silver_letter_opener", 1), ("crowbar", 0)])
def test_r8_5_the_letter_opener_adds_a_die_to_its_holders_might_defence(held, extra):
    # R8.5: the defender rolls its Might; holding the Silver Letter Opener it rolls 1
    # die more (a Crowbar gives nothing when defending).
    g = haunted(haunt(traitor={"rule": "left_of_revealer"}), revealer=0)
    seat = prompt(g).seat
    traitor = g.state.haunt.traitor
    put(g, traitor, "entrance_hall")
    give(g, traitor, held)
    dice(g, 2, 2)
    events = g.submit(Attack(traitor))
    fight = of(events, "attack")[0]
    assert fight["trait"] == "might"
    assert len(fight["faces"]) == min(trait_value(g, seat, "might"), 8)
    assert len(fight["their_faces"]) == min(trait_value(g, traitor, "might") + extra, 8)


@pytest.mark.parametrize("weapon, hooks", [("fireplace_poker", True), ("crowbar", False)])
def test_r8_7_the_pokers_hook_may_steal_on_a_one_point_win(weapon, hooks):
    # R8.7: stealing instead of damage needs 2+ physical damage; the Fireplace Poker's
    # hook lets its attacker steal on a win by 1. The Crowbar follows R8.7 as written.
    g = haunted(haunt(traitor={"rule": "left_of_revealer"}), revealer=0)
    seat = prompt(g).seat
    traitor = g.state.haunt.traitor
    put(g, traitor, "entrance_hall")
    give(g, traitor, "lucky_coin")
    give(g, seat, weapon)
    dice(g, 3, 2)
    fight = of(g.submit(Attack(traitor, weapon)), "attack")[0]
    told = t("attack.damage_or_steal" if hooks else "attack.damage",
             kind=t("damage.physical"), winner=narrate.figure(g, seat),
             loser=narrate.figure(g, traitor), n=1)
    assert narrate.attack_outcome(g, fight) == told  # the log says what may happen
    p = prompt(g)
    if hooks:
        assert p.context["topic"] == "steal" and p.options == ["damage", "lucky_coin"]
        events = g.submit(Choose("lucky_coin"))
        assert of(events, "stolen") and "lucky_coin" in g.figure(seat).cards
    else:
        assert p.kind == "damage" and p.seat == traitor
        g.submit(AssignDamage(might=1))
        assert "lucky_coin" in g.figure(traitor).cards


# ---- moving by card (R7.3) ----------------------------------------------------------
@pytest.mark.parametrize("hit", [True, False])
def test_r7_3_the_iron_key_opens_the_way_to_an_unexplored_door(hit):
    # R7.3: an omen used as it says. Knowledge 4+: put yourself in any room, on any
    # floor, with a door still to explore (R5.5: not on a floor with no rooms left
    # to find); never the Coal Chute. 0-3 nothing. Not movement.
    g = make_game()
    give(g, 0, "iron_key")
    place(g, "coal_chute", "ground", -1, 0, rotation=1)
    set_trait(g, 0, "knowledge", 4)  # 4 dice
    g.state.closed_floors.append("basement")  # nothing more to find down there
    dice(g, 4 if hit else 3)
    events = g.submit(UseItem("iron_key"))
    assert rolls(events)[0]["trait"] == "knowledge"
    if not hit:
        expect_turn(g)
        assert g.figure(0).room == "entrance_hall"
        return
    # the Grand Staircase has no unexplored door; the Basement Landing's floor is closed
    expect_choice(g, "move_to", ["foyer", "upper_landing"])
    g.submit(Choose("upper_landing"))
    assert g.figure(0).room == "upper_landing"
    assert g.state.turn.moves == 0 and not g.state.turn.movement_over
    assert "iron_key" in g.figure(0).cards


@pytest.mark.parametrize("total", [4, 3, 2, 1, 0])
def test_r7_3_the_raven_skull_flies_you_to_an_omen_room(total):
    # R7.3: 2 dice. 3+ put yourself in any room with an omen symbol (not movement);
    # 1-2 nothing; 0 lose 1 Sanity.
    g = make_game()
    give(g, 0, "raven_skull")
    place(g, "drawing_room", "ground", 2, 0)
    place(g, "trophy_room", "upper", 2, 2)
    place(g, "billiard_room", "ground", -2, 0)  # an item room: never offered
    before = markers(g, 0)
    dice(g, total)
    events = g.submit(UseItem("raven_skull"))
    assert len(rolls(events)[0]["faces"]) == 2
    if total >= 3:
        expect_choice(g, "move_to", ["drawing_room", "trophy_room"])
        g.submit(Choose("trophy_room"))
        assert g.figure(0).room == "trophy_room" and g.state.turn.moves == 0
    else:
        expect_turn(g)
        assert g.figure(0).room == "entrance_hall"
    lost = 1 if total == 0 else 0
    assert markers(g, 0) == {**before, "sanity": before["sanity"] - lost}
    assert "raven_skull" in g.figure(0).cards
