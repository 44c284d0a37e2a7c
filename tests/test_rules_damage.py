"""Rule tests for trait rolls and damage (R8.1-R8.3) and the haunt roll (R9.1, R3.2).

Rolls are made by drawing cards the rules way (a card on top of its deck, then a
room with that symbol is discovered) or by using items; every roll is scripted.
"""

from __future__ import annotations

import pytest

from game.content.types import TRAITS
from game.engine.actions import (
    AssignDamage,
    Choose,
    EndTurn,
    PlaceTile,
    UseItem,
    UseRoom,
)
from game.engine.errors import IllegalAction
from tests.helpers import (
    content,
    dice,
    discover,
    game_drawing,
    give,
    make_game,
    markers,
    of,
    place,
    prompt,
    rolls,
    set_trait,
    trait_value,
    turn_seat,
)

# ---- helpers -------------------------------------------------------------------


def track(g, seat: int, trait: str) -> tuple[int, ...]:
    return content().explorers[g.figure(seat).explorer].traits[trait].values


# =================================================================================
# R8.1 a trait roll uses as many dice as the trait's current value
# =================================================================================
ROLL_CARD = {"might": "bite", "speed": "cold_draft", "knowledge": "dusty_journal",
             "sanity": "whispers_in_the_walls"}


@pytest.mark.parametrize("trait", TRAITS)
@pytest.mark.parametrize("index", range(8))
def test_r8_1_trait_roll_uses_dice_equal_to_the_trait_value(trait, index):
    # R8.1: dice = the value at the marker (not the marker position).
    card = ROLL_CARD[trait]
    g = game_drawing(card)
    set_trait(g, 0, trait, index)
    want = trait_value(g, 0, trait)
    assert want <= 8
    dice(g, 0, 0)
    events = discover(g)
    if trait == "might":  # Bite: 4 dice against your Might roll
        contest = of(events, "contest")[0]
        assert len(contest["their_faces"]) == 4
        assert len(contest["faces"]) == want
    else:
        r = rolls(events)[0]
        assert r["trait"] == trait
        assert len(r["faces"]) == want


def test_r8_1_the_roll_follows_the_current_value_after_a_change():
    # R8.1: "current" value: an item roll after the trait changed uses the new value.
    g = make_game()
    give(g, 0, "crystal_ball")
    give(g, 0, "black_candle")
    set_trait(g, 0, "knowledge", 1)
    set_trait(g, 0, "sanity", 1)
    dice(g, 0, 3)  # Crystal Ball 0: lose 1 Sanity; then the Black Candle's Sanity roll
    events = g.submit(UseItem("crystal_ball"))
    assert len(rolls(events)[0]["faces"]) == track(g, 0, "knowledge")[1]
    assert g.figure(0).traits["sanity"] == 0
    events = g.submit(UseItem("black_candle"))
    assert len(rolls(events)[0]["faces"]) == track(g, 0, "sanity")[0]


# =================================================================================
# R8.2 damage splits
# =================================================================================
def physical_damage_2():
    """Falling Portrait: failed Speed roll, then 1 die for 2 physical damage."""
    g = game_drawing("falling_portrait")
    for t in TRAITS:
        set_trait(g, 0, t, 4)
    dice(g, 0, 2)
    discover(g)
    return g


def mental_damage_2():
    """Frayed Noose: failed Sanity roll, then 1 die for 2 mental damage."""
    g = game_drawing("frayed_noose")
    for t in TRAITS:
        set_trait(g, 0, t, 4)
    dice(g, 0, 2)
    discover(g)
    return g


def general_damage_1():
    """Guttering Candles, relit: failed Knowledge roll, 1 general damage."""
    g = game_drawing("guttering_candles")
    for t in TRAITS:
        set_trait(g, 0, t, 4)
    dice(g, 0)
    discover(g)
    g.submit(Choose("relight"))
    return g


def physical_damage_3():
    """Bite: 4 dice total 5 against a Might roll of 2: 3 physical damage."""
    g = game_drawing("bite")
    for t in TRAITS:
        set_trait(g, 0, t, 4)
    dice(g, 5, 2)
    discover(g)
    return g


@pytest.mark.parametrize("make, kind, amount, splits", [
    (physical_damage_2, "physical", 2, [[2, 0, 0, 0], [1, 1, 0, 0], [0, 2, 0, 0]]),
    (physical_damage_3, "physical", 3,
     [[3, 0, 0, 0], [2, 1, 0, 0], [1, 2, 0, 0], [0, 3, 0, 0]]),
    (mental_damage_2, "mental", 2, [[0, 0, 2, 0], [0, 0, 1, 1], [0, 0, 0, 2]]),
    (general_damage_1, "general", 1, [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0],
                                      [0, 0, 0, 1]]),
])
def test_r8_2_damage_offers_exactly_the_splits_of_its_kind(make, kind, amount, splits):
    # R8.2: physical -> Might/Speed; mental -> Knowledge/Sanity; general -> all four.
    g = make()
    p = prompt(g)
    assert (p.kind, p.seat) == ("damage", 0)
    assert (p.context["kind"], p.context["amount"]) == (kind, amount)
    assert sorted(p.options) == sorted(splits)
    assert sorted(g.legal_actions(0), key=repr) == sorted(
        (AssignDamage(*s) for s in splits), key=repr)


@pytest.mark.parametrize("make, split", [
    (physical_damage_2, AssignDamage(might=2)),
    (physical_damage_2, AssignDamage(might=1, speed=1)),
    (physical_damage_2, AssignDamage(speed=2)),
    (physical_damage_3, AssignDamage(might=1, speed=2)),
    (mental_damage_2, AssignDamage(knowledge=2)),
    (mental_damage_2, AssignDamage(knowledge=1, sanity=1)),
    (mental_damage_2, AssignDamage(sanity=2)),
    (general_damage_1, AssignDamage(might=1)),
    (general_damage_1, AssignDamage(speed=1)),
    (general_damage_1, AssignDamage(knowledge=1)),
    (general_damage_1, AssignDamage(sanity=1)),
])
def test_r8_2_assigned_damage_lowers_markers_by_those_steps(make, split):
    # R8.2: N damage moves markers N positions in total, as the player split it.
    g = make()
    before = markers(g)
    events = g.submit(split)
    want = {t: before[t] - getattr(split, t) for t in TRAITS}
    assert markers(g) == want
    assert prompt(g).kind == "turn"
    moved = {d["trait"]: d["old"] - d["new"] for d in of(events, "trait")}
    assert moved == {t: getattr(split, t) for t in TRAITS if getattr(split, t)}


@pytest.mark.parametrize("make, split, words", [
    (physical_damage_2, AssignDamage(knowledge=2), ["2", "might", "speed"]),
    (physical_damage_2, AssignDamage(might=1, sanity=1), ["2", "might", "speed"]),
    (physical_damage_2, AssignDamage(might=1), ["2", "might", "speed"]),  # too little
    (physical_damage_2, AssignDamage(might=2, speed=1), ["2", "might", "speed"]),  # too much
    (physical_damage_2, AssignDamage(), ["2", "might", "speed"]),  # none at all
    (mental_damage_2, AssignDamage(might=2), ["2", "knowledge", "sanity"]),
    (mental_damage_2, AssignDamage(sanity=3), ["2", "knowledge", "sanity"]),
    (general_damage_1, AssignDamage(might=1, sanity=1), ["1"]),
])
def test_r8_2_an_illegal_split_is_refused_with_a_reason(make, split, words):
    # R8.2: only the traits of the damage's kind, exactly N steps in total.
    g = make()
    before = markers(g)
    p = prompt(g)
    with pytest.raises(IllegalAction) as info:
        g.submit(split)
    err = info.value
    assert err.key == "bad_split"
    text = str(err)
    for w in words:
        assert w in text, text
    if p.context["kind"] == "physical":
        assert "knowledge" not in text and "sanity" not in text
    if p.context["kind"] == "mental":
        assert "might" not in text and "speed" not in text
    assert markers(g) == before  # nothing changed
    assert prompt(g) is p  # still waiting for a legal split


# =================================================================================
# R8.3 before the haunt nobody goes below the lowest value, nobody dies
# =================================================================================
@pytest.mark.parametrize("split", [AssignDamage(might=2), AssignDamage(might=1, speed=1),
                                   AssignDamage(speed=2)])
def test_r8_3_damage_stops_at_the_lowest_value(split):
    # R8.3: a marker at the lowest position stays there; the explorer lives on.
    g = game_drawing("falling_portrait")
    set_trait(g, 0, "might", 0)
    set_trait(g, 0, "speed", 0)
    dice(g, 0, 2)
    discover(g)
    g.submit(split)
    assert g.figure(0).traits["might"] == 0 and g.figure(0).traits["speed"] == 0
    assert trait_value(g, 0, "might") == track(g, 0, "might")[0]
    assert trait_value(g, 0, "speed") == track(g, 0, "speed")[0]
    assert g.state.phase == "explore"
    p = prompt(g)
    assert (p.kind, p.seat) == ("turn", 0)  # still playing


def test_r8_3_damage_beyond_the_lowest_stops_there():
    # R8.3: 3 damage to a trait one step above the lowest leaves it at the lowest.
    g = game_drawing("bite")
    set_trait(g, 0, "might", 0)
    set_trait(g, 0, "speed", 1)
    dice(g, 6, 3)
    discover(g)
    g.submit(AssignDamage(speed=3))
    assert g.figure(0).traits["speed"] == 0
    assert g.state.phase == "explore" and prompt(g).kind == "turn"


@pytest.mark.parametrize("card, totals, trait", [
    ("cracked_locket", (0,), "sanity"),  # lose 1 Sanity
    ("whispers_in_the_walls", (0,), "sanity"),  # lose 1 Sanity
    ("dusty_journal", (0,), "knowledge"),  # 1 mental damage (to Knowledge)
])
def test_r8_3_losses_at_the_lowest_value_change_nothing(card, totals, trait):
    # R8.3: "lose" steps and damage both stop at the lowest value.
    g = game_drawing(card)
    for t in TRAITS:
        set_trait(g, 0, t, 0)
    dice(g, *totals)
    events = discover(g)
    if prompt(g).kind == "damage":
        events += g.submit(AssignDamage(**{trait: 1}))
    assert markers(g) == {t: 0 for t in TRAITS}
    assert of(events, "trait") == []
    assert g.state.phase == "explore" and prompt(g).kind == "turn"
    assert all(f.room for f in g.state.figures)


def test_r8_3_mental_damage_on_a_lowest_trait_keeps_the_explorer_alive_all_game():
    # R8.3: repeated damage at the lowest values never ends the game before the haunt.
    g = make_game()
    give(g, 0, "black_candle")
    for t in TRAITS:
        set_trait(g, 0, t, 0)
    dice(g, 0, 0, 0)
    for _ in range(3):
        g.submit(UseItem("black_candle"))
        g.submit(AssignDamage(sanity=1))
        assert markers(g) == {t: 0 for t in TRAITS}
        g.submit(EndTurn())
        g.submit(EndTurn())
    assert g.state.phase == "explore" and not g.over


# =================================================================================
# R9.1 the haunt roll
# =================================================================================
@pytest.mark.parametrize("earlier, total, starts", [
    (0, 0, True),  # 1st omen: only 0 starts it
    (0, 1, False),
    (4, 4, True),  # 5th omen: 4 or less starts it
    (4, 3, True),
    (4, 5, False),
    (4, 12, False),
])
def test_r9_1_haunt_roll_at_the_end_of_a_turn_with_an_omen(earlier, total, starts):
    # R9.1: roll 6 dice; less than the number of omens drawn so far starts the haunt.
    g = game_drawing("girl")
    g.state.omens_drawn = earlier  # omens drawn on earlier turns
    discover(g)
    assert g.state.omens_drawn == earlier + 1
    dice(g, total)
    events = g.submit(EndTurn())
    haunt = rolls(events, "haunt")
    assert len(haunt) == 1
    assert len(haunt[0]["faces"]) == 6
    assert haunt[0]["total"] == total and haunt[0]["need"] == earlier + 1
    assert haunt[0]["omen"] == "girl" and haunt[0]["who"] == 0
    if starts:
        assert of(events, "haunt_begins") == [
            {"omen": "girl", "room": "drawing_room", "revealer": 0}]
        assert g.state.phase == "haunt"
        assert g.state.haunt.omen == "girl"
        assert g.state.haunt.room == "drawing_room"
        assert g.state.haunt.revealer == 0
        chosen = of(events, "haunt_chosen")  # R9.2: the chart picks the haunt
        assert chosen and chosen[0]["haunt"] == g.content.chart[("girl", "drawing_room")]
        assert not g.over and g.state.haunt.ready  # the haunt is played out (R9.6)
    else:
        assert of(events, "haunt_begins") == []
        assert g.state.phase == "explore"
        assert turn_seat(g) == 1 and prompt(g).kind == "turn"


def test_r9_1_the_revealer_is_whoever_made_the_roll():
    # R9.1: the roller (here seat 1) is the haunt revealer.
    g = game_drawing("madman")
    g.submit(EndTurn())
    assert turn_seat(g) == 1
    discover(g, "W")
    dice(g, 0)
    events = g.submit(EndTurn())
    assert of(events, "haunt_begins") == [
        {"omen": "madman", "room": "drawing_room", "revealer": 1}]
    assert g.state.phase == "haunt" and of(events, "haunt_chosen")[0]["revealer"] == 1


def test_r9_1_the_room_is_where_the_omen_was_drawn():
    # R9.1/R9.2: the haunt uses the room the revealer was in when drawing the omen,
    # not the room where the turn ends.
    g = game_drawing("girl")
    give(g, 0, "iron_key")
    set_trait(g, 0, "knowledge", 4)
    dice(g, 4, 0)  # Iron Key succeeds; then the haunt roll
    discover(g)
    g.submit(UseItem("iron_key"))
    g.submit(Choose("foyer"))
    assert g.figure(0).room == "foyer"
    events = g.submit(EndTurn())
    assert of(events, "haunt_begins") == [
        {"omen": "girl", "room": "drawing_room", "revealer": 0}]


# =================================================================================
# R3.2 one haunt roll per omen drawn this turn
# =================================================================================
def two_omens_in_one_turn():
    """Seat 0 draws the Girl in the Drawing Room, uses the Iron Key to reach the
    Collapsed Room (not movement), falls through it into a new Dry Well and draws the
    Madman there: two omens in one turn."""
    g = make_game(stack=["drawing_room", "dry_well"], decks={"omen": ["girl", "madman"]})
    place(g, "collapsed_room", "ground", -1, 0)
    give(g, 0, "iron_key")
    set_trait(g, 0, "knowledge", 4)
    dice(g, 4, 0)  # Iron Key 4+; the fall's 1 die of damage is 0
    discover(g)
    g.submit(UseItem("iron_key"))
    g.submit(Choose("collapsed_room"))
    g.submit(UseRoom("jump"))
    p = prompt(g)
    assert p.kind == "place" and p.context["tile"] == "dry_well"
    g.submit(PlaceTile(*p.options[0][:4]))
    assert g.figure(0).room == "dry_well"
    assert g.figure(0).cards == ["iron_key", "girl", "madman"]
    assert g.state.omens_drawn == 2
    assert prompt(g).kind == "turn"
    return g


@pytest.mark.parametrize("totals, haunt_rolls, begins", [
    ((2, 2), ["girl", "madman"], None),  # neither below 2
    ((2, 1), ["girl", "madman"], ("madman", "dry_well")),  # the second one starts it
    ((1, 0), ["girl"], ("girl", "drawing_room")),  # the first starts it; no second roll
])
def test_r3_2_one_haunt_roll_per_omen_in_order(totals, haunt_rolls, begins):
    # R3.2: one roll per omen drawn, in order, each with its own omen and all omens
    # counted; rolling stops as soon as the haunt starts.
    g = two_omens_in_one_turn()
    dice(g, *totals)
    events = g.submit(EndTurn())
    haunt = rolls(events, "haunt")
    assert [r["omen"] for r in haunt] == haunt_rolls
    assert all(r["need"] == 2 and len(r["faces"]) == 6 for r in haunt)
    if begins is None:
        assert of(events, "haunt_begins") == []
        assert g.state.phase == "explore" and turn_seat(g) == 1
    else:
        omen, room = begins
        assert of(events, "haunt_begins") == [{"omen": omen, "room": room, "revealer": 0}]
        assert g.state.phase == "haunt" and len(rolls(events, "haunt")) == len(haunt)


def test_r3_2_no_haunt_roll_in_a_turn_without_an_omen():
    # R3.2: only a turn in which an omen was drawn ends with haunt rolls, even when
    # omens were drawn on earlier turns.
    g = game_drawing("girl", stack=["ballroom"], decks={"event": ["dusty_journal"]})
    for t in TRAITS:
        set_trait(g, 0, t, 4)
    discover(g)
    dice(g, 12)
    events = g.submit(EndTurn())
    assert len(rolls(events, "haunt")) == 1
    events = g.submit(EndTurn())  # seat 1: no card drawn
    assert rolls(events, "haunt") == []
    assert turn_seat(g) == 0
    events = g.submit(EndTurn())  # seat 0: no card drawn
    assert rolls(events, "haunt") == []
    g.submit(EndTurn())  # seat 1 again
    # seat 0 draws an event, not an omen
    dice(g, 4)
    events = discover(g, "E")  # east of the Drawing Room
    assert of(events, "card_drawn")[0]["card"] == "dusty_journal"
    events = g.submit(EndTurn())
    assert rolls(events, "haunt") == []
    assert g.state.omens_drawn == 1 and g.state.phase == "explore"
