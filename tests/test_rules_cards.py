"""Rule tests for cards, items and omens (R7.1-R7.7) and one test per card.

Cards are drawn the way the rules draw them: the card is put on top of its deck
and the explorer discovers a room with that deck's symbol (R5.6); or the card is
put in hand with give() and used (UseItem). Every roll is scripted with dice().
"""

from __future__ import annotations

from pathlib import Path

import pytest

from game.engine.actions import (
    AssignDamage,
    Choose,
    DropItem,
    EndTurn,
    GiveItem,
    Move,
    PickUpItem,
    UseItem,
    UseRoom,
)
from game.engine.errors import IllegalAction
from game.engine.state import Token
from tests.helpers import (
    DRAW_ROOM,
    content,
    dice,
    discover,
    expect_choice,
    expect_damage,
    expect_turn,
    game_drawing,
    give,
    make_game,
    markers,
    of,
    place,
    put,
    rolls,
    set_trait,
    turn_seat,
)

# A ground-floor room with each deck's symbol that fits east of the Entrance Hall.
TRAITS = ["might", "speed", "knowledge", "sanity"]
GROUND_START = ["entrance_hall", "foyer", "grand_staircase"]


# ---- helpers -------------------------------------------------------------------
def deck_of(card: str) -> str:
    return content().cards[card].deck


def idx(g, seat: int, trait: str) -> int:
    return g.figure(seat).traits[trait]


def start_index(g, seat: int, trait: str) -> int:
    return content().explorers[g.figure(seat).explorer].traits[trait].start


def illegal(g, action) -> IllegalAction:
    with pytest.raises(IllegalAction) as info:
        g.submit(action)
    return info.value


# =================================================================================
# R7.1-R7.7
# =================================================================================
def test_r7_1_event_resolves_then_goes_to_the_discard_pile():
    # R7.1: follow the event, then discard it; while it is being read it is nowhere else.
    g = game_drawing("guttering_candles")
    dice(g, 4)
    events = discover(g)
    assert of(events, "card_drawn") == [{"who": 0, "deck": "event", "card": "guttering_candles"}]
    expect_choice(g, "card", ["relight", "hurry_on"])
    assert g.state.resolving == ["guttering_candles"]  # still being resolved
    assert "guttering_candles" not in g.state.card_discard["event"]
    events = g.submit(Choose("relight"))
    kinds_seen = [e.kind for e in events]
    assert kinds_seen.index("dice") < kinds_seen.index("card_discarded")  # resolved first
    assert g.state.card_discard["event"] == ["guttering_candles"]
    assert g.state.resolving == []
    assert "guttering_candles" not in g.figure(0).cards
    assert "guttering_candles" not in g.state.decks["event"]
    expect_turn(g)


def test_r7_1_event_that_says_keep_is_not_discarded():
    # R7.1 "unless it says otherwise": It Is Meant To Be is kept.
    g = game_drawing("it_is_meant_to_be")
    dice(g, 3)
    discover(g)
    assert "it_is_meant_to_be" in g.figure(0).cards
    assert g.state.card_discard["event"] == []
    assert g.state.resolving == []


def test_r7_2_item_is_kept_and_usable_the_turn_drawn_and_once_each_later_turn():
    # R7.2: kept face up; used once immediately and once on each later turn.
    g = game_drawing("lucky_coin")
    dice(g, 2, 2, 2)  # three uses of the coin, each "nothing happens"
    discover(g)
    assert g.figure(0).cards == ["lucky_coin"]
    assert g.state.card_discard["item"] == []
    assert UseItem("lucky_coin") in g.legal_actions(0)  # the turn it is drawn
    g.submit(UseItem("lucky_coin"))
    assert UseItem("lucky_coin") not in g.legal_actions(0)
    assert illegal(g, UseItem("lucky_coin")).key == "item_used"
    assert g.figure(0).cards == ["lucky_coin"]  # still kept after use
    g.submit(EndTurn())
    g.submit(EndTurn())  # seat 1's turn
    assert turn_seat(g) == 0
    assert UseItem("lucky_coin") in g.legal_actions(0)  # a later turn
    events = g.submit(UseItem("lucky_coin"))
    assert len(rolls(events)) == 1
    assert illegal(g, UseItem("lucky_coin")).key == "item_used"
    g.submit(EndTurn())
    g.submit(EndTurn())
    g.submit(UseItem("lucky_coin"))  # and the turn after that
    assert g.figure(0).cards == ["lucky_coin"]


def test_r7_3_omen_is_kept_and_counted():
    # R7.3: an omen is kept face up; every omen drawn counts in omens_drawn.
    g = make_game(stack=["drawing_room", "trophy_room"], decks={"omen": ["girl", "madman"]})
    assert g.state.omens_drawn == 0
    dice(g, 12, 12)  # both haunt rolls fail to start the haunt
    events = discover(g)
    assert of(events, "card_gained") == [{"who": 0, "card": "girl"}]
    assert g.figure(0).cards == ["girl"]
    assert g.state.omens_drawn == 1
    g.submit(EndTurn())
    assert turn_seat(g) == 1
    discover(g, "W")  # seat 1 finds the Trophy Room west of the Entrance Hall
    assert g.figure(1).cards == ["madman"]
    assert g.figure(0).cards == ["girl"]  # still kept
    assert g.state.omens_drawn == 2
    assert g.state.card_discard["omen"] == []


def test_r7_4_after_using_an_item_it_cannot_be_given_or_dropped_that_turn():
    # R7.4: one of use / give / drop / pick up per item per turn.
    g = make_game()
    give(g, 0, "lucky_coin")
    dice(g, 2)
    g.submit(UseItem("lucky_coin"))
    acts = g.legal_actions(0)
    assert DropItem("lucky_coin") not in acts
    assert GiveItem("lucky_coin", 1) not in acts
    assert illegal(g, DropItem("lucky_coin")).key == "item_used"
    assert illegal(g, GiveItem("lucky_coin", 1)).key == "item_used"
    assert g.figure(0).cards == ["lucky_coin"]


def test_r7_4_giving_asks_the_receiver_and_uses_up_the_item_for_the_turn():
    # R7.4: give only to a willing explorer in the same room; then nothing else with it.
    g = make_game()
    give(g, 0, "crowbar")
    give(g, 0, "pocket_watch")
    assert GiveItem("crowbar", 1) in g.legal_actions(0)  # both start in the Entrance Hall
    g.submit(GiveItem("crowbar", 1))
    p = expect_choice(g, "offered", ["accept", "refuse"], seat=1)
    assert p.context["card"] == "crowbar" and p.context["giver"] == 0
    assert g.legal_actions(0) == []  # the receiver decides now
    g.submit(Choose("accept"))
    assert g.figure(1).cards == ["crowbar"]
    assert g.figure(0).cards == ["pocket_watch"]
    expect_turn(g, 0)
    # refused: the giver keeps it
    g.submit(GiveItem("pocket_watch", 1))
    g.submit(Choose("refuse"))
    assert g.figure(0).cards == ["pocket_watch"]
    assert g.figure(1).cards == ["crowbar"]
    # the receiver may act with it on a later turn (its own)
    g.submit(EndTurn())
    assert turn_seat(g) == 1
    assert GiveItem("crowbar", 0) in g.legal_actions(1)
    assert DropItem("crowbar") in g.legal_actions(1)


def test_r7_4_giving_needs_the_receiver_in_the_same_room():
    # R7.4: "another willing explorer in the same room".
    g = make_game()
    give(g, 0, "crowbar")
    put(g, 1, "foyer")
    assert GiveItem("crowbar", 1) not in g.legal_actions(0)
    assert illegal(g, GiveItem("crowbar", 1)).key == "not_here"


def test_r7_4_a_dropped_item_cannot_be_picked_up_the_same_turn():
    # R7.4: dropping is this turn's one act for that item.
    g = make_game()
    give(g, 0, "crowbar")
    g.submit(DropItem("crowbar"))
    assert g.state.piles == {"entrance_hall": ["crowbar"]}
    assert PickUpItem("crowbar") not in g.legal_actions(0)
    assert illegal(g, PickUpItem("crowbar")).key == "item_used"
    assert g.state.piles == {"entrance_hall": ["crowbar"]}


def test_r7_4_a_picked_up_item_cannot_be_dropped_or_given_the_same_turn():
    # R7.4: picking up is this turn's one act for that item.
    g = make_game()
    give(g, 1, "crowbar")
    g.submit(EndTurn())
    g.submit(DropItem("crowbar"))  # seat 1 drops it in the Entrance Hall
    g.submit(EndTurn())
    assert turn_seat(g) == 0
    g.submit(PickUpItem("crowbar"))
    assert g.figure(0).cards == ["crowbar"]
    acts = g.legal_actions(0)
    assert DropItem("crowbar") not in acts and GiveItem("crowbar", 1) not in acts
    assert illegal(g, DropItem("crowbar")).key == "item_used"


def test_r7_5_dropped_item_makes_a_pile_anyone_there_may_pick_up_later():
    # R7.5: dropped items form an Item Pile in the room.
    g = make_game()
    give(g, 0, "crowbar")
    give(g, 0, "revolver")
    events = g.submit(DropItem("crowbar"))
    assert of(events, "card_dropped") == [{"who": 0, "card": "crowbar", "room": "entrance_hall"}]
    g.submit(DropItem("revolver"))
    assert g.state.piles == {"entrance_hall": ["crowbar", "revolver"]}
    assert g.figure(0).cards == []
    g.submit(EndTurn())
    # seat 1, in the same room, on a later turn
    assert PickUpItem("crowbar") in g.legal_actions(1)
    assert PickUpItem("revolver") in g.legal_actions(1)
    events = g.submit(PickUpItem("crowbar"))
    assert of(events, "card_picked_up") == [{"who": 1, "card": "crowbar",
                                              "room": "entrance_hall"}]
    assert g.figure(1).cards == ["crowbar"]
    assert g.state.piles == {"entrance_hall": ["revolver"]}
    g.submit(PickUpItem("revolver"))
    assert g.state.piles == {}
    assert g.figure(1).cards == ["crowbar", "revolver"]


def test_r7_5_only_someone_in_the_pile_room_may_pick_it_up():
    # R7.5: the pile stays in its room.
    g = make_game()
    give(g, 0, "crowbar")
    g.submit(DropItem("crowbar"))
    g.submit(EndTurn())
    g.submit(Move("foyer"))  # seat 1 walks away
    assert PickUpItem("crowbar") not in g.legal_actions(1)
    assert illegal(g, PickUpItem("crowbar")).key == "no_pile"


@pytest.mark.parametrize("companion", ["dog", "girl", "madman"])
def test_r7_6_companions_cannot_be_dropped_or_given(companion):
    # R7.6: companions follow their custodian; no dropping, no trading.
    g = make_game()
    give(g, 0, companion)
    acts = g.legal_actions(0)
    assert DropItem(companion) not in acts
    assert GiveItem(companion, 1) not in acts
    for action in (DropItem(companion), GiveItem(companion, 1)):
        err = illegal(g, action)
        assert err.key == "cannot_trade" and str(err)
    assert g.figure(0).cards == [companion]
    assert g.state.piles == {}
    assert g.figure(1).cards == []


def test_r7_7_crystal_ball_searches_only_undrawn_item_or_event_cards_in_secret():
    # R7.7: Crystal Ball looks only through undrawn Item and Event cards; R10.2 secrecy.
    g = make_game()
    give(g, 0, "crystal_ball")
    give(g, 1, "revolver")  # drawn: in a hand
    st = g.state
    st.decks["item"].remove("crowbar")  # drawn and discarded
    st.card_discard["item"].append("crowbar")
    set_trait(g, 0, "knowledge", 4)
    dice(g, 4)
    g.submit(UseItem("crystal_ball"))
    expect_choice(g, "search_deck", ["item", "event"])  # never the Omen deck
    undrawn = sorted(st.decks["item"])
    events = g.submit(Choose("item"))
    searched = [e for e in events if e.kind == "deck_searched"]
    assert len(searched) == 1
    ev = searched[0]
    assert ev.data["cards"] == undrawn
    assert "revolver" not in undrawn and "crowbar" not in undrawn
    assert ev.seen_by(0).data["cards"] == undrawn
    assert "cards" not in ev.seen_by(1).data  # the other seat does not see the cards
    assert "cards" not in ev.seen_by(None).data  # nor the shared screen
    p = expect_choice(g, "search_pick", undrawn)
    assert "options" not in g.view(1)["prompt"]
    events = g.submit(Choose("surgeons_satchel"))
    assert "surgeons_satchel" in g.figure(0).cards
    assert "surgeons_satchel" not in st.decks["item"]
    assert "deck_reshuffled" in [e.kind for e in events]
    assert sorted(st.decks["item"]) == sorted(set(p.options) - {"surgeons_satchel"})


def test_r7_7_crystal_ball_with_an_empty_item_deck_offers_only_events():
    # R7.7: only undrawn cards; an empty deck has nothing to look through.
    g = make_game()
    give(g, 0, "crystal_ball")
    st = g.state
    st.card_discard["item"] += st.decks["item"]
    st.decks["item"] = []
    set_trait(g, 0, "knowledge", 4)
    dice(g, 4)
    g.submit(UseItem("crystal_ball"))
    expect_choice(g, "search_deck", ["event"])
    g.submit(Choose("event"))
    expect_choice(g, "search_pick", sorted(st.decks["event"]))


def _dog_game():
    g = make_game()
    give(g, 0, "dog")
    give(g, 0, "crowbar")
    return g


@pytest.mark.parametrize("where, reach", [
    ("foyer", True),  # 1 space
    ("upper_landing", True),  # 3 spaces
    ("cold_hallway", True),  # 4 spaces
    ("guest_bedroom", False),  # 5 spaces
])
def test_r7_7_dog_reaches_at_most_four_spaces(where, reach):
    # R7.7 / Dog text: carries an item to an explorer within 4 spaces.
    g = _dog_game()
    place(g, "cold_hallway", "upper", 1, 0)
    place(g, "guest_bedroom", "upper", 2, 0)
    put(g, 1, where)
    g.submit(UseItem("dog"))
    if reach:
        expect_choice(g, "dog_carry", ["crowbar>1"])
    else:
        expect_turn(g)  # nobody to carry to
        assert g.figure(0).cards == ["dog", "crowbar"]


@pytest.mark.parametrize("where, reach", [
    ("mystic_elevator", False),  # next door, but the Dog never enters the elevator
    ("basement_landing", False),  # only reachable by sliding down the coal chute
    ("billiard_room", True),  # control: an ordinary room next door
])
def test_r7_7_dog_never_uses_the_coal_chute_or_the_elevator(where, reach):
    # R7.7: the Dog cannot use one-way passages or the Mystic Elevator.
    g = _dog_game()
    place(g, "mystic_elevator", "ground", 1, 0, rotation=1)  # its door faces west
    place(g, "coal_chute", "ground", -1, 0, rotation=1)  # its door faces east
    place(g, "billiard_room", "ground", 1, -1, rotation=3)  # doors N,W,E -> W meets foyer E
    put(g, 1, where)
    g.submit(UseItem("dog"))
    if reach:
        expect_choice(g, "dog_carry", ["crowbar>1"])
    else:
        expect_turn(g)


def test_r7_7_image_in_the_mirror_never_takes_the_book():
    # R7.7: Image in the Mirror does not affect omens that are also items (the Book).
    g = game_drawing("image_in_the_mirror")
    give(g, 0, "book")
    discover(g)
    expect_choice(g, "card", ["refuse"])  # the Book is not an item for the mirror
    g2 = game_drawing("image_in_the_mirror")
    give(g2, 0, "book")
    give(g2, 0, "crowbar")
    discover(g2)
    g2.submit(Choose("give"))
    expect_choice(g2, "discard_item", ["crowbar"])
    g2.submit(Choose("crowbar"))
    assert "book" in g2.figure(0).cards


def test_r7_7_it_is_meant_to_be_saves_a_total_for_its_holders_own_trait_roll():
    # R7.7: the saved result is only for a roll its holder makes; then it is discarded.
    g = game_drawing("it_is_meant_to_be")
    give(g, 1, "crystal_ball")
    give(g, 0, "lucky_coin")
    give(g, 0, "black_candle")
    set_trait(g, 1, "knowledge", 3)
    set_trait(g, 0, "sanity", 1)
    set_trait(g, 0, "knowledge", 0)
    dice(g, 6,  # the saved total
         2,  # seat 0's lucky coin (2 dice): no saved result for a non-trait roll
         2)  # seat 1's crystal ball: seat 1 does not hold the card
    events = discover(g)
    assert rolls(events, "saved")[0]["total"] == 6
    assert "it_is_meant_to_be" in g.figure(0).cards
    events = g.submit(UseItem("lucky_coin"))
    assert len(rolls(events)) == 1
    expect_turn(g)
    g.submit(EndTurn())
    events = g.submit(UseItem("crystal_ball"))  # seat 1's trait roll
    assert rolls(events)[0]["trait"] == "knowledge"
    expect_turn(g, 1)
    g.submit(EndTurn())
    # seat 0's own trait roll: the saved 6 is offered instead of rolling
    events = g.submit(UseItem("black_candle"))
    p = expect_choice(g, "saved_roll", ["use_saved", "roll"])
    assert p.context["total"] == 6
    assert rolls(events) == []
    events = g.submit(Choose("use_saved"))
    assert rolls(events) == []  # no dice rolled: the saved total is used
    assert of(events, "saved_roll_used")[0]["total"] == 6
    assert idx(g, 0, "knowledge") == start_index(g, 0, "knowledge")  # 5+ restores
    assert idx(g, 0, "sanity") == start_index(g, 0, "sanity")
    assert "it_is_meant_to_be" not in g.figure(0).cards
    assert g.state.card_discard["event"] == ["it_is_meant_to_be"]


def test_r7_7_it_is_meant_to_be_covers_the_holders_roll_against_a_bite():
    # R7.7 / card text: "instead of rolling for a trait roll you make". Bite is "4 dice
    # against your Might roll": that Might roll is the holder's own trait roll.
    g = make_game(stack=["ballroom", "drawing_room"],
                  decks={"event": ["it_is_meant_to_be"], "omen": ["bite"]})
    set_trait(g, 0, "might", 3)  # Might 5
    dice(g, 8,  # the saved total
         3)  # the Bite's 4 dice
    discover(g)  # the Ballroom: It Is Meant To Be
    g.submit(EndTurn())
    g.submit(EndTurn())
    discover(g)  # east of the Ballroom: the Drawing Room, and the Bite
    p = expect_choice(g, "saved_roll", ["use_saved", "roll"])
    assert p.context["total"] == 8
    events = g.submit(Choose("use_saved"))
    contest = of(events, "contest")[0]
    assert (contest["their_total"], contest["total"]) == (3, 8)
    assert g.state.card_discard["event"] == ["it_is_meant_to_be"]
    expect_turn(g)  # 3 against 8: no damage


def test_r7_7_toy_monkey_attacks_at_most_once_per_turn():
    # R7.7: the Toy Monkey attacks whoever enters its room, at most once per turn.
    g = make_game()
    g.state.tokens.append(Token("toy_monkey", "foyer"))
    set_trait(g, 0, "speed", 7)  # 6 spaces
    dice(g, 0, 0, 0, 0)
    events = g.submit(Move("foyer"))
    assert len(of(events, "monkey_attacks")) == 1
    assert len(of(events, "contest")) == 1
    g.submit(Move("entrance_hall"))
    events = g.submit(Move("foyer"))  # enters again the same turn
    assert of(events, "monkey_attacks") == []
    assert of(events, "contest") == []
    g.submit(EndTurn())
    events = g.submit(Move("foyer"))  # a new turn: seat 1 enters
    assert of(events, "monkey_attacks") == [{"who": 1}]


# =================================================================================
# One test per card
# =================================================================================
# ---- omens ---------------------------------------------------------------------
@pytest.mark.parametrize("total, outcome", [(4, "search"), (3, "nothing"), (1, "nothing"),
                                            (0, "lose_sanity")])
def test_card_crystal_ball(total, outcome):
    # R7.2, R7.7: Knowledge roll 4+ search Item/Event deck, 1-3 nothing, 0 lose 1 Sanity.
    g = make_game()
    give(g, 0, "crystal_ball")
    set_trait(g, 0, "knowledge", 4)  # 4 dice
    before = markers(g, 0)
    dice(g, total)
    events = g.submit(UseItem("crystal_ball"))
    assert len(rolls(events)) == 1 and len(rolls(events)[0]["faces"]) == 4
    if outcome == "search":
        expect_choice(g, "search_deck", ["item", "event"])
        g.submit(Choose("item"))
        g.submit(Choose("crowbar"))
        assert "crowbar" in g.figure(0).cards and "crowbar" not in g.state.decks["item"]
        assert markers(g, 0) == before
    else:
        expect_turn(g)
        after = dict(before)
        if outcome == "lose_sanity":
            after["sanity"] -= 1
        assert markers(g, 0) == after
    assert "crystal_ball" in g.figure(0).cards  # kept


def test_card_dog():
    # Dog: on joining +1 Might +1 Sanity; carries an item to someone within reach.
    g = game_drawing("dog")
    give(g, 0, "crowbar")
    before = markers(g, 0)
    discover(g)
    assert g.figure(0).cards == ["crowbar", "dog"]
    assert idx(g, 0, "might") == before["might"] + 1
    assert idx(g, 0, "sanity") == before["sanity"] + 1
    assert idx(g, 0, "speed") == before["speed"]
    assert idx(g, 0, "knowledge") == before["knowledge"]
    # seat 1 is in the Entrance Hall, 1 space from the Drawing Room
    g.submit(UseItem("dog"))
    expect_choice(g, "dog_carry", ["crowbar>1"])
    g.submit(Choose("crowbar>1"))
    expect_choice(g, "offered", ["accept", "refuse"], seat=1)
    g.submit(Choose("accept"))
    assert g.figure(1).cards == ["crowbar"]
    assert g.figure(0).cards == ["dog"]
    assert UseItem("dog") not in g.legal_actions(0)  # once per turn


@pytest.mark.parametrize("card, gained, lost", [
    ("girl", {"sanity": 1, "knowledge": 1}, None),
    ("madman", {"might": 2, "sanity": -1}, None),
    ("book", {"knowledge": 2}, {"knowledge": -2}),
    ("wax_effigy", {"sanity": 1}, {"sanity": -2}),
    ("pocket_watch", {"speed": 1}, {"speed": -1}),
    ("kerosene_lamp", {"sanity": 1}, {"sanity": -1}),
    ("sword_cane", {"might": 1}, {"might": -1}),
])
def test_card_gain_and_lose(card, gained, lost):
    # on_gain on drawing it; on_lose on dropping it (companions can't be dropped, R7.6).
    g = game_drawing(card)
    for t in TRAITS:
        set_trait(g, 0, t, 3)
    discover(g)
    assert card in g.figure(0).cards
    after_gain = {t: 3 + gained.get(t, 0) for t in TRAITS}
    assert markers(g, 0) == after_gain
    if lost is None:
        return
    g.submit(DropItem(card))
    assert g.state.piles == {DRAW_ROOM[deck_of(card)]: [card]}
    assert markers(g, 0) == {t: after_gain[t] + lost.get(t, 0) for t in TRAITS}


def test_card_book_gain_and_lose_by_giving():
    # Book: the giver loses 2 Knowledge, the receiver gains 2 (R7.4 giving).
    g = make_game()
    give(g, 0, "book")
    set_trait(g, 0, "knowledge", 4)
    set_trait(g, 1, "knowledge", 2)
    g.submit(GiveItem("book", 1))
    g.submit(Choose("accept"))
    assert g.figure(1).cards == ["book"]
    assert idx(g, 0, "knowledge") == 2
    assert idx(g, 1, "knowledge") == 4


@pytest.mark.parametrize("theirs, mine", [(4, 2), (5, 1), (3, 3), (1, 3)])
def test_card_bite(theirs, mine):
    # Bite: 4 dice against your Might roll; higher deals physical damage of the difference.
    g = game_drawing("bite")
    set_trait(g, 0, "might", 0)  # Might 3: 3 dice
    set_trait(g, 0, "speed", 7)
    dice(g, theirs, mine)
    events = discover(g)
    contest = of(events, "contest")[0]
    assert len(contest["their_faces"]) == 4 and len(contest["faces"]) == 3
    assert (contest["their_total"], contest["total"]) == (theirs, mine)
    assert "bite" in g.figure(0).cards  # an omen is kept
    if theirs > mine:
        expect_damage(g, "physical", theirs - mine)
        g.submit(AssignDamage(speed=theirs - mine))
        assert idx(g, 0, "speed") == 7 - (theirs - mine)
    else:
        expect_turn(g)
        assert idx(g, 0, "speed") == 7


@pytest.mark.parametrize("total, change", [(5, {"knowledge": 1}), (4, {"knowledge": 1}),
                                           (3, {"sanity": -1}), (0, {"sanity": -1})])
def test_card_cracked_locket(total, change):
    # Cracked Locket: Sanity roll 4+ gain 1 Knowledge, 0-3 lose 1 Sanity.
    g = game_drawing("cracked_locket")
    for t in TRAITS:
        set_trait(g, 0, t, 4)
    dice(g, total)
    events = discover(g)
    assert rolls(events)[0]["trait"] == "sanity"
    assert markers(g, 0) == {t: 4 + change.get(t, 0) for t in TRAITS}
    assert "cracked_locket" in g.figure(0).cards


@pytest.mark.parametrize("card, need", [("old_map", 5)])
@pytest.mark.parametrize("hit", [True, False])
def test_card_old_map(card, need, hit):
    # Old Map 5+: put yourself in any room on your floor (not movement). The Iron Key
    # has its own test (tests/test_cards_own.py).
    g = make_game()
    give(g, 0, card)
    place(g, "coal_chute", "ground", -1, 0, rotation=1)  # never a destination
    set_trait(g, 0, "knowledge", 4)  # 4 dice
    dice(g, need if hit else need - 1)
    events = g.submit(UseItem(card))
    assert rolls(events)[0]["trait"] == "knowledge"
    if not hit:
        expect_turn(g)
        assert g.figure(0).room == "entrance_hall"
        return
    expect_choice(g, "move_to", ["foyer", "grand_staircase"])
    g.submit(Choose("grand_staircase"))
    assert g.figure(0).room == "grand_staircase"
    assert g.state.turn.moves == 0 and not g.state.turn.movement_over
    assert card in g.figure(0).cards


@pytest.mark.parametrize("total, outcome", [(6, "restore"), (5, "restore"), (4, "nothing"),
                                            (2, "nothing"), (1, "damage"), (0, "damage")])
def test_card_black_candle(total, outcome):
    # Black Candle: Sanity roll 5+ restore Knowledge and Sanity, 2-4 nothing, 0-1 1 mental.
    g = make_game()
    give(g, 0, "black_candle")
    set_trait(g, 0, "knowledge", 0)
    set_trait(g, 0, "sanity", 1)  # Sanity 3: 3 dice; both below their start
    before = markers(g, 0)
    dice(g, total)
    events = g.submit(UseItem("black_candle"))
    assert rolls(events)[0]["trait"] == "sanity"
    if outcome == "restore":
        assert idx(g, 0, "knowledge") == start_index(g, 0, "knowledge")
        assert idx(g, 0, "sanity") == start_index(g, 0, "sanity")
    elif outcome == "nothing":
        assert markers(g, 0) == before
    else:
        p = expect_damage(g, "mental", 1)
        assert sorted(p.options) == [[0, 0, 0, 1], [0, 0, 1, 0]]
        g.submit(AssignDamage(sanity=1))
        assert idx(g, 0, "sanity") == 0
    assert "black_candle" in g.figure(0).cards


@pytest.mark.parametrize("totals, damage", [((4,), 0), ((3,), 0), ((2, 2), 2), ((0, 1), 1),
                                            ((1, 0), 0)])
def test_card_frayed_noose(totals, damage):
    # Frayed Noose: Sanity roll 3+ nothing; 0-2 roll 1 die, take that much mental damage.
    g = game_drawing("frayed_noose")
    set_trait(g, 0, "sanity", 4)  # Sanity 5
    set_trait(g, 0, "knowledge", 4)
    dice(g, *totals)
    events = discover(g)
    assert rolls(events)[0]["trait"] == "sanity"
    if len(totals) > 1:
        hurt = rolls(events, "damage")
        assert len(hurt) == 1 and len(hurt[0]["faces"]) == 1
    if damage:
        expect_damage(g, "mental", damage)
        g.submit(AssignDamage(knowledge=damage))
        assert idx(g, 0, "knowledge") == 4 - damage
    else:
        expect_turn(g)
        assert (idx(g, 0, "sanity"), idx(g, 0, "knowledge")) == (4, 4)
    assert "frayed_noose" in g.figure(0).cards
    assert UseItem("frayed_noose") not in g.legal_actions(0)  # a weapon only after the haunt


@pytest.mark.parametrize("card, gain_at, nothing", [
    ("lucky_coin", 4, (1, 3)),
])
@pytest.mark.parametrize("tier", ["gain", "nothing_low", "nothing_high", "lose"])
def test_card_lucky_coin(card, gain_at, nothing, tier):
    # Lucky Coin 4+: 2 dice; gain 1 in a trait; middle nothing; 0 lose 1. The Raven
    # Skull has its own test (tests/test_cards_own.py).
    g = make_game()
    give(g, 0, card)
    for t in TRAITS:
        set_trait(g, 0, t, 3)
    total = {"gain": gain_at, "nothing_low": nothing[0], "nothing_high": nothing[1],
             "lose": 0}[tier]
    dice(g, total)
    events = g.submit(UseItem(card))
    assert len(rolls(events)[0]["faces"]) == 2
    if tier == "gain":
        expect_choice(g, "gain", TRAITS)
        g.submit(Choose("speed"))
        assert markers(g, 0) == {"might": 3, "speed": 4, "knowledge": 3, "sanity": 3}
    elif tier == "lose":
        expect_choice(g, "lose", TRAITS)
        g.submit(Choose("knowledge"))
        assert markers(g, 0) == {"might": 3, "speed": 3, "knowledge": 2, "sanity": 3}
    else:
        expect_turn(g)
        assert markers(g, 0) == {t: 3 for t in TRAITS}
    assert card in g.figure(0).cards


@pytest.mark.parametrize("mine, theirs", [(3, 2), (2, 3), (2, 2), (4, 0)])
def test_card_tin_carousel(mine, theirs):
    # Tin Carousel: each explorer in your room makes a Sanity roll: 3+ nothing, 0-2 lose 1
    # Sanity. Later: discard it to gain 1 Sanity.
    g = game_drawing("tin_carousel")
    put(g, 1, "drawing_room")  # seat 1 stands where the Drawing Room will be found
    set_trait(g, 0, "sanity", 4)
    set_trait(g, 1, "sanity", 4)
    dice(g, mine, theirs)
    events = discover(g)
    sanity_rolls = rolls(events)
    assert [r["who"] for r in sanity_rolls] == [0, 1]  # you first
    assert all(r["trait"] == "sanity" for r in sanity_rolls)
    assert idx(g, 0, "sanity") == 4 - (mine <= 2)
    assert idx(g, 1, "sanity") == 4 - (theirs <= 2)
    assert "tin_carousel" in g.figure(0).cards
    before = idx(g, 0, "sanity")
    g.submit(UseItem("tin_carousel"))
    assert idx(g, 0, "sanity") == before + 1
    assert "tin_carousel" not in g.figure(0).cards
    assert g.state.card_discard["omen"] == ["tin_carousel"]


# ---- items ---------------------------------------------------------------------
@pytest.mark.parametrize("card", ["revolver", "crowbar"])
def test_card_weapon_has_no_effect_before_the_haunt(card):
    # Revolver / Crowbar: only for attacks after the haunt; before it, only kept and traded.
    g = game_drawing(card)
    before = markers(g, 0)
    events = discover(g)
    assert of(events, "card_gained") == [{"who": 0, "card": card}]
    assert markers(g, 0) == before
    acts = g.legal_actions(0)
    assert UseItem(card) not in acts
    assert DropItem(card) in acts
    assert illegal(g, UseItem(card)).key == "no_use"


@pytest.mark.parametrize("start_offset", [-2, -1, 0, 2])
def test_card_camphor_phial(start_offset):
    # Camphor Phial: discard to raise Sanity back to its start if below it.
    g = make_game()
    give(g, 0, "camphor_phial")
    start = start_index(g, 0, "sanity")
    set_trait(g, 0, "sanity", start + start_offset)
    g.submit(UseItem("camphor_phial"))
    assert idx(g, 0, "sanity") == max(start, start + start_offset)
    assert "camphor_phial" not in g.figure(0).cards
    assert g.state.card_discard["item"] == ["camphor_phial"]


@pytest.mark.parametrize("card, keys", [
    ("field_dressing", ["might", "speed"]),
    ("surgeons_satchel", TRAITS),
])
def test_card_field_dressing_and_surgeons_satchel(card, keys):
    # Field Dressing (Might or Speed) / Surgeon's Satchel (any trait): discard to restore one.
    for key in keys:
        g = make_game()
        give(g, 0, card)
        for t in TRAITS:
            set_trait(g, 0, t, 0)
        g.submit(UseItem(card))
        expect_choice(g, "card", keys)
        g.submit(Choose(key))
        want = {t: 0 for t in TRAITS}
        want[key] = start_index(g, 0, key)
        assert markers(g, 0) == want
        assert g.state.card_discard["item"] == [card]
        assert card not in g.figure(0).cards


@pytest.mark.parametrize("total, outcome", [(6, 2), (4, 2), (3, 1), (2, 1), (1, "hurt"),
                                            (0, "hurt")])
def test_card_tonic_bottle(total, outcome):
    # Tonic Bottle: 3 dice, 4+ gain 2 Might or Speed, 2-3 gain 1, 0-1 1 physical damage;
    # then discard.
    g = make_game()
    give(g, 0, "tonic_bottle")
    for t in TRAITS:
        set_trait(g, 0, t, 3)
    dice(g, total)
    events = g.submit(UseItem("tonic_bottle"))
    assert len(rolls(events)[0]["faces"]) == 3
    if outcome == "hurt":
        p = expect_damage(g, "physical", 1)
        assert sorted(p.options) == [[0, 1, 0, 0], [1, 0, 0, 0]]
        g.submit(AssignDamage(might=1))
        assert markers(g, 0) == {"might": 2, "speed": 3, "knowledge": 3, "sanity": 3}
    else:
        expect_choice(g, "gain", ["might", "speed"])
        g.submit(Choose("speed"))
        assert markers(g, 0) == {"might": 3, "speed": 3 + outcome, "knowledge": 3,
                                 "sanity": 3}
    assert "tonic_bottle" not in g.figure(0).cards
    assert g.state.card_discard["item"] == ["tonic_bottle"]


# ---- events ----------------------------------------------------------------------
@pytest.mark.parametrize("case", ["give", "refuse", "no_item"])
def test_card_image_in_the_mirror(case):
    # Image in the Mirror: give an Item (discard one, gain 2 Knowledge) or lose 1 Sanity.
    g = game_drawing("image_in_the_mirror")
    if case != "no_item":
        give(g, 0, "pocket_watch")  # its on_lose runs when discarded
    for t in TRAITS:
        set_trait(g, 0, t, 3)
    discover(g)
    if case == "no_item":
        expect_choice(g, "card", ["refuse"])
        g.submit(Choose("refuse"))
        assert markers(g, 0) == {"might": 3, "speed": 3, "knowledge": 3, "sanity": 2}
    elif case == "refuse":
        expect_choice(g, "card", ["give", "refuse"])
        g.submit(Choose("refuse"))
        assert markers(g, 0) == {"might": 3, "speed": 3, "knowledge": 3, "sanity": 2}
        assert g.figure(0).cards == ["pocket_watch"]
    else:
        expect_choice(g, "card", ["give", "refuse"])
        g.submit(Choose("give"))
        expect_choice(g, "discard_item", ["pocket_watch"])
        g.submit(Choose("pocket_watch"))
        assert markers(g, 0) == {"might": 3, "speed": 2, "knowledge": 5, "sanity": 3}
        assert g.figure(0).cards == []
        assert "pocket_watch" in g.state.card_discard["item"]
    assert g.state.card_discard["event"] == ["image_in_the_mirror"]


@pytest.mark.parametrize("answer", ["use_saved", "roll"])
def test_card_it_is_meant_to_be(answer):
    # It Is Meant To Be: roll 4 dice now and keep the total; later use it instead of a
    # trait roll you make, then discard the card.
    g = game_drawing("it_is_meant_to_be")
    give(g, 0, "crystal_ball")
    set_trait(g, 0, "knowledge", 4)
    dice(g, 1, 5)  # saved total 1; then a real Knowledge roll of 5 if asked
    events = discover(g)
    saved = rolls(events, "saved")
    assert len(saved) == 1 and len(saved[0]["faces"]) == 4 and saved[0]["total"] == 1
    assert g.figure(0).cards == ["crystal_ball", "it_is_meant_to_be"]
    assert g.state.card_state["it_is_meant_to_be"]["saved"] == 1
    g.submit(UseItem("crystal_ball"))
    expect_choice(g, "saved_roll", ["use_saved", "roll"])
    events = g.submit(Choose(answer))
    if answer == "use_saved":
        assert rolls(events) == []
        expect_turn(g)  # 1 is "nothing happens" for the Crystal Ball
        assert "it_is_meant_to_be" not in g.figure(0).cards
        assert g.state.card_discard["event"] == ["it_is_meant_to_be"]
    else:
        assert rolls(events)[0]["total"] == 5
        expect_choice(g, "search_deck")  # 5 is a 4+ result
        assert "it_is_meant_to_be" in g.figure(0).cards
        assert g.state.card_state["it_is_meant_to_be"]["saved"] == 1


@pytest.mark.parametrize("card, options, pick", [
    ("secret_stairs", ["basement_landing", "upper_landing"], "basement_landing"),
    ("secret_passage", ["basement_landing", "entrance_hall", "foyer", "grand_staircase",
                        "upper_landing"], "foyer"),
])
def test_card_secret_stairs_and_passage(card, options, pick):
    # Secret Stairs (another floor) / Secret Passage (any room): two linked tokens;
    # moving between them costs 1 space, either way.
    g = game_drawing(card)
    discover(g)
    expect_choice(g, "link_to", options)
    g.submit(Choose(pick))
    assert sorted((t.kind, t.room) for t in g.state.tokens) == sorted(
        [(card, "ballroom"), (card, pick)])
    assert g.state.card_discard["event"] == [card]
    g.submit(EndTurn())
    g.submit(EndTurn())
    assert Move(pick) in g.legal_actions(0)
    events = g.submit(Move(pick))
    assert of(events, "moved")[0]["via"] == card
    assert g.figure(0).room == pick and g.state.turn.moves == 1
    events = g.submit(Move("ballroom"))  # and back
    assert of(events, "moved")[0]["via"] == card
    assert g.state.turn.moves == 2


@pytest.mark.parametrize("case, total", [("slide", 3), ("slide", 6), ("slide", 2),
                                         ("slide", 0), ("stay", None), ("basement", None)])
def test_card_mystic_slide(case, total):
    # Mystic Slide: if not in the basement, slide to a room on a lower floor (not
    # movement), then Speed roll 3+ nothing, 0-2 1 physical damage; or stay.
    if case == "basement":
        g = make_game(stack=["smugglers_tunnel"], decks={"event": ["mystic_slide"]})
        put(g, 0, "basement_landing")
        discover(g, "E")
        expect_choice(g, "card", ["stay"])
        g.submit(Choose("stay"))
        assert g.figure(0).room == "smugglers_tunnel"
        return
    g = game_drawing("mystic_slide")
    set_trait(g, 0, "speed", 3)  # Speed 4
    set_trait(g, 0, "might", 3)
    if total is not None:
        dice(g, total)
    discover(g)
    expect_choice(g, "card", ["slide", "stay"])
    if case == "stay":
        g.submit(Choose("stay"))
        assert g.figure(0).room == "ballroom"
        return
    g.submit(Choose("slide"))
    expect_choice(g, "move_to", ["basement_landing"])
    moves = g.state.turn.moves
    events = g.submit(Choose("basement_landing"))
    assert g.figure(0).room == "basement_landing"
    assert g.state.turn.moves == moves  # not movement
    assert rolls(events)[0]["trait"] == "speed"
    if total <= 2:
        expect_damage(g, "physical", 1)
        g.submit(AssignDamage(might=1))
        assert idx(g, 0, "might") == 2
    else:
        expect_turn(g)
        assert idx(g, 0, "might") == 3
    assert g.state.card_discard["event"] == ["mystic_slide"]


@pytest.mark.parametrize("theirs, mine, smash", [(4, 2, 4), (5, 4, 6), (2, 2, 3), (1, 3, 0)])
def test_card_toy_monkey(theirs, mine, smash):
    # Toy Monkey: left in your room; 3 dice against your Sanity roll, higher deals mental
    # damage of the difference; a Might roll of 4+ smashes it (once per turn).
    g = game_drawing("toy_monkey")
    set_trait(g, 0, "sanity", 4)  # Sanity 5
    set_trait(g, 0, "knowledge", 4)
    set_trait(g, 0, "might", 3)  # Might 5
    dice(g, theirs, mine, smash)
    events = discover(g)
    contest = of(events, "contest")[0]
    assert len(contest["their_faces"]) == 3 and len(contest["faces"]) == 5
    assert [(t.kind, t.room) for t in g.state.tokens] == [("toy_monkey", "ballroom")]
    if theirs > mine:
        expect_damage(g, "mental", theirs - mine)
        g.submit(AssignDamage(knowledge=theirs - mine))
        assert idx(g, 0, "knowledge") == 4 - (theirs - mine)
    else:
        expect_turn(g)
        assert idx(g, 0, "knowledge") == 4
    assert g.state.card_discard["event"] == ["toy_monkey"]
    events = g.submit(UseRoom("smash_monkey"))
    assert rolls(events)[0]["trait"] == "might"
    if smash >= 4:
        assert g.state.tokens == []
    else:
        assert [(t.kind, t.room) for t in g.state.tokens] == [("toy_monkey", "ballroom")]
    assert UseRoom("smash_monkey") not in g.legal_actions(0)  # once per turn


@pytest.mark.parametrize("card, trait, tiers", [
    # (total, expected change or ("damage", kind, amount))
    ("cold_draft", "speed", [(3, {}), (8, {}), (2, ("damage", "physical", 1)),
                             (0, ("damage", "physical", 1))]),
    ("whispers_in_the_walls", "sanity", [(5, {"knowledge": 1}), (4, {}), (2, {}),
                                         (1, {"sanity": -1}), (0, {"sanity": -1})]),
    ("dusty_journal", "knowledge", [(4, {"knowledge": 1}), (3, ("damage", "mental", 1)),
                                    (0, ("damage", "mental", 1))]),
    ("hidden_cache", "knowledge", [(4, "item"), (3, {}), (0, {})]),
])
def test_card_simple_roll_events(card, trait, tiers):
    # Cold Draft, Whispers in the Walls, Dusty Journal, Hidden Cache: one trait roll,
    # every result tier.
    for total, outcome in tiers:
        g = game_drawing(card, decks={"item": ["crowbar"]})
        for t in TRAITS:
            set_trait(g, 0, t, 5)
        dice(g, total)
        events = discover(g)
        r = rolls(events)[0]
        assert r["trait"] == trait and r["total"] == total, (card, total)
        if isinstance(outcome, tuple):
            _, kind, amount = outcome
            p = expect_damage(g, kind, amount)
            first = next(i for i, n in enumerate(p.options[0]) if n)
            g.submit(AssignDamage(**{TRAITS[first]: amount}))
            want = {t: 5 for t in TRAITS}
            want[TRAITS[first]] -= amount
            assert markers(g, 0) == want, (card, total)
        elif outcome == "item":
            assert g.figure(0).cards == ["crowbar"]
            assert markers(g, 0) == {t: 5 for t in TRAITS}
        else:
            expect_turn(g)
            assert markers(g, 0) == {t: 5 + outcome.get(t, 0) for t in TRAITS}, (card, total)
            assert g.figure(0).cards == []
        assert g.state.card_discard["event"] == [card]


@pytest.mark.parametrize("totals, damage", [((4,), 0), ((8,), 0), ((3, 2), 2), ((3, 1), 1),
                                            ((0, 0), 0)])
def test_card_falling_portrait(totals, damage):
    # Falling Portrait: Speed roll 4+ nothing; 0-3 roll 1 die, take that much physical.
    g = game_drawing("falling_portrait")
    for t in TRAITS:
        set_trait(g, 0, t, 5)
    dice(g, *totals)
    events = discover(g)
    assert rolls(events)[0]["trait"] == "speed"
    if len(totals) > 1:
        assert len(rolls(events, "damage")[0]["faces"]) == 1
    if damage:
        expect_damage(g, "physical", damage)
        g.submit(AssignDamage(might=damage))
        assert idx(g, 0, "might") == 5 - damage
    else:
        expect_turn(g)
        assert markers(g, 0) == {t: 5 for t in TRAITS}
    assert g.state.card_discard["event"] == ["falling_portrait"]


@pytest.mark.parametrize("mine, theirs", [(4, 3), (3, 4), (0, 8)])
def test_card_footsteps_above(mine, theirs):
    # Footsteps Above: each explorer in your room, Sanity roll 4+ nothing, 0-3 lose 1.
    g = game_drawing("footsteps_above")
    put(g, 1, "ballroom")  # seat 1 stands where the Ballroom will be found
    set_trait(g, 0, "sanity", 4)
    set_trait(g, 1, "sanity", 4)
    dice(g, mine, theirs)
    events = discover(g)
    assert [(r["who"], r["trait"]) for r in rolls(events)] == [(0, "sanity"), (1, "sanity")]
    assert idx(g, 0, "sanity") == 4 - (mine < 4)
    assert idx(g, 1, "sanity") == 4 - (theirs < 4)
    assert g.state.card_discard["event"] == ["footsteps_above"]


def test_card_footsteps_above_spares_explorers_elsewhere():
    # Footsteps Above: only explorers in your room roll.
    g = game_drawing("footsteps_above")
    set_trait(g, 0, "sanity", 4)
    dice(g, 0)
    events = discover(g)
    assert [r["who"] for r in rolls(events)] == [0]
    assert idx(g, 1, "sanity") == 3


@pytest.mark.parametrize("choice, total, outcome", [
    ("relight", 3, {"sanity": 1}), ("relight", 7, {"sanity": 1}),
    ("relight", 2, "damage"), ("relight", 0, "damage"),
    ("hurry_on", None, {"sanity": -1}),
])
def test_card_guttering_candles(choice, total, outcome):
    # Guttering Candles: relight (Knowledge 3+ gain 1 Sanity, 0-2 1 general damage) or
    # hurry on (lose 1 Sanity).
    g = game_drawing("guttering_candles")
    for t in TRAITS:
        set_trait(g, 0, t, 4)
    if total is not None:
        dice(g, total)
    discover(g)
    expect_choice(g, "card", ["relight", "hurry_on"])
    events = g.submit(Choose(choice))
    if choice == "relight":
        assert rolls(events)[0]["trait"] == "knowledge"
    else:
        assert rolls(events) == []
    if outcome == "damage":
        p = expect_damage(g, "general", 1)
        assert sorted(p.options) == sorted([[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0],
                                            [0, 0, 0, 1]])
        g.submit(AssignDamage(speed=1))
        assert markers(g, 0) == {"might": 4, "speed": 3, "knowledge": 4, "sanity": 4}
    else:
        assert markers(g, 0) == {t: 4 + outcome.get(t, 0) for t in TRAITS}
    assert g.state.card_discard["event"] == ["guttering_candles"]


def test_every_card_has_a_test():
    # Bookkeeping: the 37 cards above are all the cards there are.
    tested = {
        "crystal_ball", "dog", "girl", "madman", "book", "bite", "cracked_locket",
        "wax_effigy", "iron_key", "black_candle", "frayed_noose", "raven_skull", "tin_carousel",
        "revolver", "camphor_phial", "field_dressing", "pocket_watch", "lucky_coin",
        "old_map", "crowbar", "kerosene_lamp", "tonic_bottle", "sword_cane", "surgeons_satchel",
        "image_in_the_mirror", "it_is_meant_to_be", "secret_stairs", "secret_passage",
        "mystic_slide", "toy_monkey", "cold_draft", "whispers_in_the_walls",
        "falling_portrait", "dusty_journal", "footsteps_above", "hidden_cache",
        "guttering_candles",
    }
    # Cards added later are tested in tests/test_cards_*.py, each named there.
    later = "".join(f.read_text(encoding="utf-8")
                    for f in Path(__file__).parent.glob("test_cards_*.py"))
    elsewhere = {c for c in content().cards if c not in tested and f'"{c}"' in later}
    assert set(content().cards) == tested | elsewhere
    assert len(tested) == 37


def test_r7_1_a_card_its_own_use_gave_up_is_not_discarded_twice() -> None:
    # R7.1/R7.2: the Unsent Letter's reading draws an event; if that event (Image in
    # the Mirror) takes the letter itself, the letter's own discard finds it gone.
    from game.engine.invariants import problems

    g = make_game(decks={"event": ["image_in_the_mirror"]})
    give(g, 0, "unsent_letter")
    g.submit(UseItem("unsent_letter"))
    assert g.prompt.kind == "choose"
    g.submit(Choose("read"))
    while g.prompt.kind != "turn":
        p = g.prompt
        if p.context.get("topic") == "discard_item":
            g.submit(Choose("unsent_letter"))
        elif "give" in p.options:
            g.submit(Choose("give"))
        else:
            g.submit(g.legal_actions(p.seat)[0])
    assert g.state.card_discard["item"].count("unsent_letter") == 1
    assert "unsent_letter" not in g.figure(0).cards
    assert problems(g) == []
