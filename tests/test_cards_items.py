"""One test per item card added in the second card batch (R7.2, R7.4, R7.5).

Items are handed over with give() (no on_gain) and used with UseItem, or drawn by
discovering a room with an item symbol (R5.6) when on_gain matters. Every roll
is scripted with dice(), and every result tier of every roll is exercised.
"""

from __future__ import annotations

import pytest

from game.engine.actions import AssignDamage, Choose, DropItem, Move, UseItem
from game.engine.errors import IllegalAction
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
)

TRAITS = ["might", "speed", "knowledge", "sanity"]
NEW_ITEMS = {
    "fireplace_poker", "pepperbox_pistol", "silver_letter_opener", "chained_censer",
    "dowsing_rod", "cracked_planchette", "tuning_fork", "rope_ladder",
    "laudanum_vial", "flash_powder", "hip_flask", "unsent_letter",
}
LEVEL = 4  # every trait of seat 0 at index 4: Might 6, Speed 4, Knowledge 4, Sanity 5


# ---- helpers -------------------------------------------------------------------
def ready(card: str, **decks):
    """A game where seat 0 holds `card`, every trait at index LEVEL."""
    g = make_game(decks=decks or None)
    give(g, 0, card)
    for t in TRAITS:
        set_trait(g, 0, t, LEVEL)
    return g


def want(**change: int) -> dict[str, int]:
    return {t: LEVEL + change.get(t, 0) for t in TRAITS}


def kept(g, card: str) -> None:
    assert card in g.figure(0).cards
    assert UseItem(card) not in g.legal_actions(0)  # once per turn (R7.4)


def spent(g, card: str) -> None:
    assert card not in g.figure(0).cards
    assert g.state.card_discard["item"] == [card]


# ---- weapons and haunt-value items -------------------------------------------------
@pytest.mark.parametrize("total, outcome", [(8, "link"), (5, "link"), (4, "nothing"),
                                            (2, "nothing"), (1, "hurt"), (0, "hurt")])
def test_card_fireplace_poker(total, outcome):
    # Fireplace Poker: Might roll 5+ Secret Passage here and in a room on your floor,
    # 2-4 nothing, 0-1 1 physical damage; a Might weapon (+1 die) after the haunt.
    g = ready("fireplace_poker")
    assert content().cards["fireplace_poker"].weapon == {"trait": "might", "bonus_dice": 1,
                                                          "hook": True}
    dice(g, total)
    events = g.submit(UseItem("fireplace_poker"))
    r = rolls(events)[0]
    assert (r["trait"], r["total"], len(r["faces"])) == ("might", total, 6)
    if outcome == "link":
        expect_choice(g, "link_to", ["foyer", "grand_staircase"])  # the ground floor only
        g.submit(Choose("grand_staircase"))
        assert sorted((t.kind, t.room) for t in g.state.tokens) == [
            ("secret_passage", "entrance_hall"), ("secret_passage", "grand_staircase")]
        assert markers(g, 0) == want()
    elif outcome == "hurt":
        expect_damage(g, "physical", 1)
        g.submit(AssignDamage(speed=1))
        assert markers(g, 0) == want(speed=-1)
        assert g.state.tokens == []
    else:
        expect_turn(g)
        assert markers(g, 0) == want() and g.state.tokens == []
    kept(g, "fireplace_poker")


def test_card_pepperbox_pistol():
    # Pepperbox Pistol: a Speed distance weapon with an extra die that must reload after
    # the haunt (tests/test_cards_own.py); before it, only kept, dropped and traded
    # (R7.5).
    g = game_drawing("pepperbox_pistol")
    before = markers(g, 0)
    events = discover(g)
    assert of(events, "card_gained") == [{"who": 0, "card": "pepperbox_pistol"}]
    assert content().cards["pepperbox_pistol"].weapon == {"trait": "speed", "distance": True,
                                                           "bonus_dice": 1, "reload": True}
    assert markers(g, 0) == before
    acts = g.legal_actions(0)
    assert UseItem("pepperbox_pistol") not in acts
    assert DropItem("pepperbox_pistol") in acts
    with pytest.raises(IllegalAction) as info:
        g.submit(UseItem("pepperbox_pistol"))
    assert info.value.key == "no_use"


def test_card_silver_letter_opener():
    # Silver Letter Opener: gain 1 Knowledge on getting it, lose 1 on losing it;
    # a Might weapon (+1 die, +1 die defending) after the haunt.
    g = game_drawing("silver_letter_opener")
    for t in TRAITS:
        set_trait(g, 0, t, LEVEL)
    discover(g)
    assert "silver_letter_opener" in g.figure(0).cards
    assert markers(g, 0) == want(knowledge=1)
    assert UseItem("silver_letter_opener") not in g.legal_actions(0)
    assert content().cards["silver_letter_opener"].weapon == {"trait": "might",
                                                               "bonus_dice": 1, "guard": 1}
    g.submit(DropItem("silver_letter_opener"))
    assert g.state.piles == {DRAW_ROOM["item"]: ["silver_letter_opener"]}
    assert markers(g, 0) == want()


@pytest.mark.parametrize("total, cheered", [(10, True), (5, True), (4, False), (0, False)])
def test_card_chained_censer(total, cheered):
    # Chained Censer: Sanity roll 5+ you and everyone in your room gain 1 Sanity,
    # 0-4 nothing; a Sanity weapon (+1 die) after the haunt.
    g = ready("chained_censer")
    assert content().cards["chained_censer"].weapon == {"trait": "sanity", "bonus_dice": 1}
    set_trait(g, 1, "sanity", 2)  # seat 1 shares the Entrance Hall
    dice(g, total)
    events = g.submit(UseItem("chained_censer"))
    r = rolls(events)[0]
    assert (r["trait"], r["total"], len(r["faces"])) == ("sanity", total, 5)
    assert markers(g, 0) == want(sanity=int(cheered))
    assert g.figure(1).traits["sanity"] == 2 + int(cheered)
    expect_turn(g)
    kept(g, "chained_censer")


def test_card_chained_censer_passes_over_explorers_elsewhere():
    g = ready("chained_censer")
    put(g, 1, "foyer")
    set_trait(g, 1, "sanity", 2)
    dice(g, 6)
    g.submit(UseItem("chained_censer"))
    assert markers(g, 0) == want(sanity=1)
    assert g.figure(1).traits["sanity"] == 2


# ---- once-per-turn tools -----------------------------------------------------------
@pytest.mark.parametrize("total, outcome", [(6, "move"), (4, "move"), (3, "nothing"),
                                            (2, "nothing"), (1, "slow"), (0, "slow")])
def test_card_dowsing_rod(total, outcome):
    # Dowsing Rod: 3 dice, 4+ put yourself in any room with an item symbol (not
    # movement), 2-3 nothing, 0-1 lose 1 Speed.
    g = ready("dowsing_rod")
    place(g, "billiard_room", "ground", 1, 0)  # an item room
    place(g, "ballroom", "ground", -1, 0)  # an event room: never offered
    dice(g, total)
    events = g.submit(UseItem("dowsing_rod"))
    r = rolls(events)[0]
    assert (r["total"], len(r["faces"])) == (total, 3)
    if outcome == "move":
        expect_choice(g, "move_to", ["billiard_room"])
        g.submit(Choose("billiard_room"))
        assert g.figure(0).room == "billiard_room"
        assert g.state.turn.moves == 0 and not g.state.turn.movement_over
        assert markers(g, 0) == want()
    else:
        expect_turn(g)
        assert g.figure(0).room == "entrance_hall"
        assert markers(g, 0) == want(speed=-1 if outcome == "slow" else 0)
    kept(g, "dowsing_rod")


@pytest.mark.parametrize("ask, total, outcome", [
    ("living", 8, {"knowledge": 1}), ("living", 4, {"knowledge": 1}),
    ("living", 3, {}), ("living", 0, {}),
    ("dead", 10, "gain"), ("dead", 5, "gain"), ("dead", 4, {}), ("dead", 2, {}),
    ("dead", 1, "hurt"), ("dead", 0, "hurt"),
])
def test_card_cracked_planchette(ask, total, outcome):
    # Cracked Planchette: choose: ask the living (Knowledge roll 4+ gain 1 Knowledge,
    # 0-3 nothing) or ask the dead (Sanity roll 5+ gain 1 in any trait, 2-4 nothing,
    # 0-1 1 mental damage).
    g = ready("cracked_planchette")
    g.submit(UseItem("cracked_planchette"))
    expect_choice(g, "card", ["living", "dead"])
    dice(g, total)
    events = g.submit(Choose(ask))
    r = rolls(events)[0]
    assert (r["trait"], r["total"]) == ({"living": "knowledge", "dead": "sanity"}[ask], total)
    if outcome == "gain":
        expect_choice(g, "gain", TRAITS)
        g.submit(Choose("might"))
        assert markers(g, 0) == want(might=1)
    elif outcome == "hurt":
        p = expect_damage(g, "mental", 1)
        assert sorted(p.options) == [[0, 0, 0, 1], [0, 0, 1, 0]]
        g.submit(AssignDamage(knowledge=1))
        assert markers(g, 0) == want(knowledge=-1)
    else:
        expect_turn(g)
        assert markers(g, 0) == want(**outcome)
    kept(g, "cracked_planchette")


@pytest.mark.parametrize("total, outcome", [(4, "item"), (3, "nothing"), (1, "nothing"),
                                            (0, "hurt")])
def test_card_tuning_fork(total, outcome):
    # Tuning Fork: 2 dice, 4 draw an item card, 1-3 nothing, 0 1 mental damage.
    g = ready("tuning_fork", item=["crowbar"])
    dice(g, total)
    events = g.submit(UseItem("tuning_fork"))
    r = rolls(events)[0]
    assert (r["total"], len(r["faces"])) == (total, 2)
    if outcome == "item":
        assert of(events, "card_drawn") == [{"who": 0, "deck": "item", "card": "crowbar"}]
        assert g.figure(0).cards == ["tuning_fork", "crowbar"]
        assert g.state.turn.movement_over  # drawing ends movement (R4.2)
        assert markers(g, 0) == want()
    elif outcome == "hurt":
        expect_damage(g, "mental", 1)
        g.submit(AssignDamage(sanity=1))
        assert markers(g, 0) == want(sanity=-1)
    else:
        expect_turn(g)
        assert g.figure(0).cards == ["tuning_fork"]
        assert markers(g, 0) == want()
    kept(g, "tuning_fork")


@pytest.mark.parametrize("start, total, pick, offers", [
    ("entrance_hall", 8, "down", ["basement_landing"]),
    ("entrance_hall", 4, "up", ["upper_landing"]),
    ("basement_landing", 4, "up", ["entrance_hall", "foyer", "grand_staircase"]),
    ("upper_landing", 5, "down", ["basement_landing", "entrance_hall", "foyer",
                                  "grand_staircase"]),
    ("entrance_hall", 3, None, None),
    ("entrance_hall", 2, None, None),
    ("entrance_hall", 1, "hurt", None),
    ("entrance_hall", 0, "hurt", None),
])
def test_card_rope_ladder(start, total, pick, offers):
    # Rope Ladder: Speed roll 4+ put yourself in a room a floor down or up (not
    # movement), 2-3 nothing, 0-1 1 physical damage.
    g = ready("rope_ladder")
    put(g, 0, start)
    dice(g, total)
    events = g.submit(UseItem("rope_ladder"))
    r = rolls(events)[0]
    assert (r["trait"], r["total"]) == ("speed", total)
    if pick in ("up", "down"):
        floors = {"basement_landing": ["up"], "upper_landing": ["down"]}
        expect_choice(g, "card", floors.get(start, ["down", "up"]))
        g.submit(Choose(pick))
        expect_choice(g, "move_to", offers)
        g.submit(Choose(offers[-1]))
        assert g.figure(0).room == offers[-1]
        assert g.state.turn.moves == 0
        assert markers(g, 0) == want()
    elif pick == "hurt":
        expect_damage(g, "physical", 1)
        g.submit(AssignDamage(might=1))
        assert markers(g, 0) == want(might=-1)
        assert g.figure(0).room == start
    else:
        expect_turn(g)
        assert markers(g, 0) == want() and g.figure(0).room == start
    kept(g, "rope_ladder")


# ---- one-shot consumables ----------------------------------------------------------
@pytest.mark.parametrize("pick, change", [("sip", {"sanity": 1}),
                                          ("gulp", {"sanity": 2, "speed": -1})])
def test_card_laudanum_vial(pick, change):
    # Laudanum Vial: discard; sip: gain 1 Sanity, or gulp: gain 2 Sanity, lose 1 Speed.
    g = ready("laudanum_vial")
    g.submit(UseItem("laudanum_vial"))
    expect_choice(g, "card", ["sip", "gulp"])
    g.submit(Choose(pick))
    assert markers(g, 0) == want(**change)
    spent(g, "laudanum_vial")
    expect_turn(g)


@pytest.mark.parametrize("total, outcome", [(6, "anywhere"), (4, "anywhere"),
                                            (3, "floor"), (2, "floor"), (1, "hurt"),
                                            (0, "hurt")])
def test_card_flash_powder(total, outcome):
    # Flash Powder: 3 dice, then discard: 4+ any room in the house, 2-3 any room on your
    # floor, 0-1 1 physical damage. Not movement.
    g = ready("flash_powder")
    dice(g, total)
    events = g.submit(UseItem("flash_powder"))
    r = rolls(events)[0]
    assert (r["total"], len(r["faces"])) == (total, 3)
    if outcome == "hurt":
        expect_damage(g, "physical", 1)
        g.submit(AssignDamage(speed=1))
        assert markers(g, 0) == want(speed=-1)
        assert g.figure(0).room == "entrance_hall"
    else:
        offers = {"anywhere": ["basement_landing", "foyer", "grand_staircase",
                               "upper_landing"],
                  "floor": ["foyer", "grand_staircase"]}[outcome]
        expect_choice(g, "move_to", offers)
        g.submit(Choose(offers[0]))
        assert g.figure(0).room == offers[0]
        assert g.state.turn.moves == 0
        assert markers(g, 0) == want()
    spent(g, "flash_powder")


def test_card_hip_flask():
    # Hip Flask: discard; you and every explorer in your room gain 1 Sanity.
    g = ready("hip_flask")  # seat 1 shares the Entrance Hall
    set_trait(g, 1, "sanity", 2)
    g.submit(UseItem("hip_flask"))
    assert markers(g, 0) == want(sanity=1)
    assert g.figure(1).traits["sanity"] == 3
    spent(g, "hip_flask")
    # elsewhere, only you drink
    g = ready("hip_flask")
    put(g, 1, "foyer")
    set_trait(g, 1, "sanity", 2)
    g.submit(UseItem("hip_flask"))
    assert markers(g, 0) == want(sanity=1)
    assert g.figure(1).traits["sanity"] == 2
    assert Move("foyer") in g.legal_actions(0)  # no card was drawn
    spent(g, "hip_flask")


@pytest.mark.parametrize("pick", ["read", "burn"])
def test_card_unsent_letter(pick):
    # Unsent Letter: discard; read: gain 1 Knowledge, then draw an event; burn: gain
    # 1 Sanity.
    g = ready("unsent_letter", event=["cold_draft"])
    g.submit(UseItem("unsent_letter"))
    expect_choice(g, "card", ["read", "burn"])
    dice(g, 4)  # Cold Draft's Speed roll: nothing happens
    events = g.submit(Choose(pick))
    if pick == "read":
        assert of(events, "card_drawn") == [{"who": 0, "deck": "event", "card": "cold_draft"}]
        assert markers(g, 0) == want(knowledge=1)
        assert g.state.card_discard["event"] == ["cold_draft"]
        assert g.state.turn.movement_over  # drawing ends movement (R4.2)
    else:
        assert of(events, "card_drawn") == []
        assert markers(g, 0) == want(sanity=1)
    spent(g, "unsent_letter")
    expect_turn(g)


def test_every_new_item_has_a_test():
    # Bookkeeping: the new items exist, are items, and each has its test above.
    cards = content().cards
    assert set(cards) >= NEW_ITEMS
    assert all(cards[c].deck == "item" for c in NEW_ITEMS)
    assert sum(c.deck == "item" for c in cards.values()) >= 22
    for cid in NEW_ITEMS:
        assert f"test_card_{cid}" in globals(), cid
