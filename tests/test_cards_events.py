"""One test per event card added after the first thirteen (tests/test_rules_cards.py
has those): each card is drawn by discovering the Ballroom east of the Entrance
Hall (ground floor), every roll is scripted with dice(), and every result tier of
every roll is shown.

The explorer in seat 0 (Ingrid Solberg) has every trait marker at index 5:
Might 6, Speed 5, Knowledge 5, Sanity 5; seat 1 (Amara Nwosu) at index 5 has
Might 4, Speed 5, Knowledge 6, Sanity 7.
"""

from __future__ import annotations

import pytest

from game import narrate
from game.engine.actions import AssignDamage, Choose, EndTurn, Move, UseItem
from game.text import t as text
from tests.helpers import (
    content,
    dice,
    discover,
    expect_turn,
    game_drawing,
    make_game,
    markers,
    of,
    place,
    prompt,
    put,
    rolls,
    set_trait,
)

TRAITS = ["might", "speed", "knowledge", "sanity"]
START = 5
HIT = {"physical": "might", "mental": "sanity", "general": "speed"}  # where damage goes
SAME_FLOOR = ["entrance_hall", "foyer", "grand_staircase"]  # from the Ballroom
OTHER_FLOOR = ["basement_landing", "upper_landing"]


# ---- helpers -------------------------------------------------------------------
def drawing(card: str, *totals: int, decks=None, here: bool = False, stack=()):
    """A game about to draw `card`; both explorers' markers at index 5; seat 1 in
    the Ballroom-to-be if `here`; the next rolls total `totals`."""
    g = game_drawing(card, decks=decks, stack=stack)
    for seat in (0, 1):
        for t in TRAITS:
            set_trait(g, seat, t, START)
    if here:
        put(g, 1, "ballroom")
    dice(g, *totals)
    return g


def expect_choice(g, topic: str, options=None, seat: int = 0):
    p = prompt(g)
    assert p.kind == "choose" and p.seat == seat, p
    assert p.context["topic"] == topic, p.context
    if options is not None:
        assert p.options == options, p.options
    return p


def take(g, kind: str, amount: int, seat: int = 0) -> dict[str, int]:
    """Answer a damage prompt of `kind` and `amount` (on HIT[kind]); return the change."""
    p = prompt(g)
    assert p.kind == "damage" and p.seat == seat, p
    assert (p.context["kind"], p.context["amount"]) == (kind, amount), p.context
    g.submit(AssignDamage(**{HIT[kind]: amount}))
    return {HIT[kind]: -amount}


def at(g, seat: int = 0, **change: int) -> None:
    assert markers(g, seat) == {t: START + change.get(t, 0) for t in TRAITS}, markers(g, seat)


def plus(*changes: dict[str, int]) -> dict[str, int]:
    out: dict[str, int] = {}
    for c in changes:
        for k, v in c.items():
            out[k] = out.get(k, 0) + v
    return out


def settle(g, outcome: dict, seat: int = 0) -> None:
    """Outcome: trait changes, plus "damage": (kind, n) taken last; then the turn."""
    change = {k: v for k, v in outcome.items() if k in TRAITS}
    if "damage" in outcome:
        change = plus(change, take(g, *outcome["damage"], seat=seat))
    expect_turn(g)
    at(g, seat, **change)


def discarded(g, card: str) -> None:
    assert card in g.state.card_discard["event"]
    assert card not in g.figure(0).cards and g.state.resolving == []


def one_roll(card: str, trait: str, totals: tuple[int, ...], outcome: dict,
             damage_dice: int | None = None, **kw) -> None:
    """Draw `card`, check its first roll is of `trait` (and, when a second roll
    follows, that it is `damage_dice` dice of damage), then the outcome."""
    g = drawing(card, *totals, **kw)
    events = discover(g)
    r = rolls(events)[0]
    assert (r["trait"], r["total"]) == (trait, totals[0])
    if damage_dice is not None and len(totals) > 1:
        assert len(rolls(events, "damage")[0]["faces"]) == damage_dice
    settle(g, outcome)
    discarded(g, card)


# =================================================================================
# Batch 1
# =================================================================================
@pytest.mark.parametrize("total, outcome", [
    (5, {"knowledge": 1, "sanity": 1}), (10, {"knowledge": 1, "sanity": 1}),
    (4, {}), (2, {}), (1, {"damage": ("mental", 1)}), (0, {"damage": ("mental", 1)}),
])
def test_card_clockwork_canary(total, outcome):
    # Knowledge roll: 5+ gain 1 Knowledge and 1 Sanity; 2-4 nothing; 0-1 1 mental damage.
    one_roll("clockwork_canary", "knowledge", (total,), outcome)


@pytest.mark.parametrize("totals, outcome", [
    ((4,), {"might": 1}), ((12,), {"might": 1}),
    ((3, 2), {"damage": ("physical", 2)}), ((0, 1), {"damage": ("physical", 1)}),
    ((2, 0), {}),  # the die shows 0: no damage
])
def test_card_loose_banister(totals, outcome):
    # Might roll: 4+ gain 1 Might; 0-3 roll 1 die, take that much physical damage.
    one_roll("loose_banister", "might", totals, outcome, damage_dice=1)


@pytest.mark.parametrize("total", [4, 9, 3, 0])
def test_card_wet_footprints(total):
    # Sanity roll: 4+ gain 1 Knowledge; 0-3 go to a room you choose on this floor
    # (not movement) and lose 1 Sanity.
    g = drawing("wet_footprints", total)
    events = discover(g)
    assert rolls(events)[0]["trait"] == "sanity"
    if total >= 4:
        settle(g, {"knowledge": 1})
        assert g.figure(0).room == "ballroom"
    else:
        expect_choice(g, "move_to", SAME_FLOOR)
        moves = g.state.turn.moves
        g.submit(Choose("foyer"))
        assert g.figure(0).room == "foyer" and g.state.turn.moves == moves
        settle(g, {"sanity": -1})
    discarded(g, "wet_footprints")


@pytest.mark.parametrize("mine, theirs", [(4, 1), (3, 9), (2, 0), (1, 14), (0, 4)])
def test_card_unseen_choir(mine, theirs):
    # Each explorer in your room: Sanity roll 4+ gain 1 Sanity; 2-3 nothing;
    # 0-1 1 mental damage. Seat 1 (Sanity 7) is in the room too.
    def change(total):
        return {"sanity": 1} if total >= 4 else {} if total >= 2 else {"sanity": -1}

    g = drawing("unseen_choir", mine, theirs, here=True)
    events = discover(g)
    if mine <= 1:  # seat 0 assigns the damage before seat 1 rolls
        assert (prompt(g).kind, prompt(g).context["amount"]) == ("damage", 1)
        events += g.submit(AssignDamage(sanity=1))
    assert [(r["who"], r["trait"]) for r in rolls(events)] == [(0, "sanity"), (1, "sanity")]
    if theirs <= 1:
        take(g, "mental", 1, seat=1)
    expect_turn(g)
    at(g, 0, **change(mine))
    at(g, 1, **change(theirs))
    discarded(g, "unseen_choir")


def test_card_unseen_choir_spares_explorers_elsewhere():
    g = drawing("unseen_choir", 0)
    events = discover(g)
    assert [r["who"] for r in rolls(events)] == [0]
    take(g, "mental", 1)
    at(g, 1)


@pytest.mark.parametrize("case, total", [("ride", 3), ("ride", 12), ("ride", 2),
                                         ("ride", 0), ("leave", None)])
def test_card_rattling_dumbwaiter(case, total):
    # Ride: go to a room on another floor (not movement), Might roll 3+ nothing,
    # 0-2 2 physical damage; or leave it.
    g = drawing("rattling_dumbwaiter", *([] if total is None else [total]))
    discover(g)
    expect_choice(g, "card", ["ride", "leave"])
    events = g.submit(Choose(case))
    if case == "leave":
        assert rolls(events) == []
        settle(g, {})
        assert g.figure(0).room == "ballroom"
    else:
        expect_choice(g, "move_to", OTHER_FLOOR)
        moves = g.state.turn.moves
        events = g.submit(Choose("upper_landing"))
        assert g.figure(0).room == "upper_landing" and g.state.turn.moves == moves
        assert rolls(events)[0]["trait"] == "might"
        settle(g, {} if total >= 3 else {"damage": ("physical", 2)})
    discarded(g, "rattling_dumbwaiter")


def link_and_walk(g, token: str, offered: list[str], far_end: str, card: str) -> None:
    """Two linked tokens: here and the room chosen among `offered`; 1 space apart."""
    expect_choice(g, "link_to", offered)
    g.submit(Choose(far_end))
    assert sorted((t.kind, t.room) for t in g.state.tokens) == sorted([
        (token, g.figure(0).room), (token, far_end)])
    discarded(g, card)
    g.submit(EndTurn())
    g.submit(EndTurn())
    events = g.submit(Move(far_end))
    assert of(events, "moved")[0]["via"] == token
    assert g.figure(0).room == far_end and g.state.turn.moves == 1


@pytest.mark.parametrize("total", [5, 4, 3, 0])
def test_card_whistling_keyhole(total: int):
    # R7.1: a Sanity roll: 4+ a Secret Passage to a room you choose on this floor;
    # 0-3 no passage, lose 1 Sanity.
    g = drawing("whistling_keyhole", total)
    events = discover(g)
    assert rolls(events)[0]["trait"] == "sanity"
    if total >= 4:
        link_and_walk(g, "secret_passage", SAME_FLOOR, "grand_staircase", "whistling_keyhole")
    else:
        settle(g, {"sanity": -1})
        assert g.state.tokens == []
        discarded(g, "whistling_keyhole")


@pytest.mark.parametrize("floor, offered", [
    ("ground", ["upper_landing"]), ("upper", SAME_FLOOR), ("basement", None)])
def test_card_servants_back_stair(floor: str, offered: list[str] | None):
    # R7.1: Secret Stairs only between the ground and upper floors: from the ground
    # floor to a room upstairs, from upstairs to the ground floor (never the
    # basement, which Secret Stairs may reach); drawn in the basement, nothing.
    room, start = {"ground": ("ballroom", "entrance_hall"),
                   "upper": ("guest_bedroom", "upper_landing"),
                   "basement": ("smugglers_tunnel", "basement_landing")}[floor]
    g = drawing("servants_back_stair", stack=[room])
    g.state.stack.remove("ballroom")
    put(g, 0, start)
    events = discover(g)
    assert of(events, "card_drawn")[0]["card"] == "servants_back_stair"
    if offered is None:
        settle(g, {})
        assert g.state.tokens == []
        discarded(g, "servants_back_stair")
    else:
        link_and_walk(g, "secret_stairs", offered, offered[-1], "servants_back_stair")


@pytest.mark.parametrize("theirs, mine", [(6, 2), (8, 7), (3, 3), (0, 5)])
def test_card_painted_eyes(theirs, mine):
    # 4 dice against your Knowledge roll (5 dice); higher deals the difference as
    # mental damage.
    g = drawing("painted_eyes", theirs, mine)
    events = discover(g)
    c = of(events, "contest")[0]
    assert c["trait"] == "knowledge"
    assert len(c["their_faces"]) == 4 and len(c["faces"]) == 5
    assert (c["their_total"], c["total"]) == (theirs, mine)
    settle(g, {"damage": ("mental", theirs - mine)} if theirs > mine else {})
    discarded(g, "painted_eyes")


@pytest.mark.parametrize("case", ["crawl", "back_out"])
def test_card_narrow_crawlspace(case):
    # Crawl in: 1 physical damage, then draw an Item; or back out: nothing.
    g = drawing("narrow_crawlspace", decks={"item": ["crowbar"]})
    discover(g)
    expect_choice(g, "card", ["crawl", "back_out"])
    g.submit(Choose(case))
    if case == "crawl":
        settle(g, {"damage": ("physical", 1)})
        assert g.figure(0).cards == ["crowbar"]
    else:
        settle(g, {})
        assert g.figure(0).cards == []
    discarded(g, "narrow_crawlspace")


# =================================================================================
# Batch 2
# =================================================================================
@pytest.mark.parametrize("total, outcome", [(4, "item"), (10, "item"), (3, {}), (1, {}),
                                            (0, {"knowledge": -1})])
def test_card_soot_stained_letter(total, outcome):
    # Knowledge roll: 4+ draw an Item; 1-3 nothing; 0 lose 1 Knowledge.
    g = drawing("soot_stained_letter", total, decks={"item": ["crowbar"]})
    events = discover(g)
    assert rolls(events)[0]["trait"] == "knowledge"
    if outcome == "item":
        settle(g, {})
        assert g.figure(0).cards == ["crowbar"]
    else:
        settle(g, outcome)
        assert g.figure(0).cards == []
    discarded(g, "soot_stained_letter")


@pytest.mark.parametrize("mine, theirs", [(4, 3), (3, 10), (0, 0)])
def test_card_thirteen_chimes(mine, theirs):
    # Each explorer in your room: Speed roll 4+ gain 1 Speed; 0-3 lose 1 Sanity.
    def change(total):
        return {"speed": 1} if total >= 4 else {"sanity": -1}

    g = drawing("thirteen_chimes", mine, theirs, here=True)
    events = discover(g)
    assert [(r["who"], r["trait"]) for r in rolls(events)] == [(0, "speed"), (1, "speed")]
    expect_turn(g)
    at(g, 0, **change(mine))
    at(g, 1, **change(theirs))
    discarded(g, "thirteen_chimes")


@pytest.mark.parametrize("where, total, outcome", [
    ("ground", 3, {}), ("ground", 10, {}), ("ground", 2, {"damage": ("physical", 1)}),
    ("ground", 0, {"damage": ("physical", 1)}),
    ("basement", None, {"damage": ("physical", 2)}),
])
def test_card_burst_pipe(where, total, outcome):
    # In the basement: 2 physical damage, no roll. Elsewhere: Speed roll 3+ nothing,
    # 0-2 1 physical damage.
    if where == "basement":
        g = make_game(stack=["smugglers_tunnel"], decks={"event": ["burst_pipe"]})
        for t in TRAITS:
            set_trait(g, 0, t, START)
        put(g, 0, "basement_landing")
        events = discover(g)
        assert g.figure(0).room == "smugglers_tunnel"
        assert rolls(events) == []
    else:
        g = drawing("burst_pipe", total)
        events = discover(g)
        assert rolls(events)[0]["trait"] == "speed"
    settle(g, outcome)
    discarded(g, "burst_pipe")


@pytest.mark.parametrize("case", ["answer", "ignore"])
def test_card_dinner_gong(case):
    # Answer: go to a room you choose on the ground floor (not movement), gain 1
    # Might; ignore: lose 1 Sanity.
    g = drawing("dinner_gong")
    place(g, "library", "upper", 4, 4)  # not on the ground floor: not offered
    discover(g)
    expect_choice(g, "card", ["answer", "ignore"])
    g.submit(Choose(case))
    if case == "answer":
        expect_choice(g, "move_to", SAME_FLOOR)
        moves = g.state.turn.moves
        g.submit(Choose("foyer"))
        assert g.figure(0).room == "foyer" and g.state.turn.moves == moves
        settle(g, {"might": 1})
    else:
        settle(g, {"sanity": -1})
        assert g.figure(0).room == "ballroom"
    discarded(g, "dinner_gong")


@pytest.mark.parametrize("theirs, mine", [(6, 1), (5, 4), (4, 4), (0, 12)])
def test_card_figure_in_the_ashes(theirs, mine):
    # 3 dice against your Might roll (6 dice); higher deals the difference as physical.
    g = drawing("figure_in_the_ashes", theirs, mine)
    events = discover(g)
    c = of(events, "contest")[0]
    assert c["trait"] == "might"
    assert len(c["their_faces"]) == 3 and len(c["faces"]) == 6
    settle(g, {"damage": ("physical", theirs - mine)} if theirs > mine else {})
    discarded(g, "figure_in_the_ashes")


@pytest.mark.parametrize("total, outcome", [
    (5, {}), (10, {}), (4, {"damage": ("physical", 1)}), (2, {"damage": ("physical", 1)}),
    (1, {"damage": ("physical", 2)}), (0, {"damage": ("physical", 2)}),
])
def test_card_cloud_of_moths(total, outcome):
    # Speed roll: 5+ nothing; 2-4 1 physical damage; 0-1 2 physical damage.
    one_roll("cloud_of_moths", "speed", (total,), outcome)


@pytest.mark.parametrize("case", ["sign", "burn"])
def test_card_unsigned_will(case):
    # Sign: lose 1 Sanity, draw an Item; burn: nothing.
    g = drawing("unsigned_will", decks={"item": ["crowbar"]})
    discover(g)
    expect_choice(g, "card", ["sign", "burn"])
    g.submit(Choose(case))
    if case == "sign":
        settle(g, {"sanity": -1})
        assert g.figure(0).cards == ["crowbar"]
    else:
        settle(g, {})
        assert g.figure(0).cards == []
    discarded(g, "unsigned_will")


@pytest.mark.parametrize("case", ["follow", "rub_out"])
def test_card_chalk_arrows(case):
    # Follow: go to a room you choose with an omen symbol (any floor), gain 1
    # Knowledge, lose 1 Sanity; rub out: nothing.
    g = drawing("chalk_arrows")
    place(g, "drawing_room", "ground", 0, 3)  # omen symbol
    place(g, "library", "upper", 4, 4)  # no omen symbol
    discover(g)
    expect_choice(g, "card", ["follow", "rub_out"])
    g.submit(Choose(case))
    if case == "follow":
        expect_choice(g, "move_to", ["drawing_room"])
        g.submit(Choose("drawing_room"))
        assert g.figure(0).room == "drawing_room"
        settle(g, {"knowledge": 1, "sanity": -1})
    else:
        settle(g, {})
        assert g.figure(0).room == "ballroom"
    discarded(g, "chalk_arrows")


# =================================================================================
# Batch 3
# =================================================================================
@pytest.mark.parametrize("total, outcome", [
    (6, {"knowledge": 2}), (10, {"knowledge": 2}), (5, {"knowledge": 1}), (3, {"knowledge": 1}),
    (2, {"sanity": -1}), (0, {"sanity": -1}),
])
def test_card_strangers_diary(total, outcome):
    # Knowledge roll: 6+ gain 2 Knowledge; 3-5 gain 1 Knowledge; 0-2 lose 1 Sanity.
    one_roll("strangers_diary", "knowledge", (total,), outcome)


def test_card_pressed_violet():
    # Kept; once, on your turn, discard it to restore Sanity and Knowledge.
    g = drawing("pressed_violet")
    discover(g)
    expect_turn(g)
    assert g.figure(0).cards == ["pressed_violet"]
    assert g.state.card_discard["event"] == []
    set_trait(g, 0, "sanity", 0)
    set_trait(g, 0, "knowledge", 1)
    g.submit(EndTurn())
    g.submit(EndTurn())
    assert UseItem("pressed_violet") in g.legal_actions(0)
    g.submit(UseItem("pressed_violet"))
    start = content().explorers[g.figure(0).explorer].traits
    assert g.figure(0).traits["sanity"] == start["sanity"].start == 2
    assert g.figure(0).traits["knowledge"] == start["knowledge"].start == 2
    assert g.figure(0).traits["might"] == START
    discarded(g, "pressed_violet")
    assert UseItem("pressed_violet") not in g.legal_actions(0)


@pytest.mark.parametrize("theirs, mine", [(8, 3), (6, 5), (2, 2), (1, 10)])
def test_card_gnawing_behind_the_plaster(theirs, mine):
    # 4 dice against your Sanity roll (5 dice); higher deals the difference as mental.
    g = drawing("gnawing_behind_the_plaster", theirs, mine)
    events = discover(g)
    c = of(events, "contest")[0]
    assert c["trait"] == "sanity"
    assert len(c["their_faces"]) == 4 and len(c["faces"]) == 5
    settle(g, {"damage": ("mental", theirs - mine)} if theirs > mine else {})
    discarded(g, "gnawing_behind_the_plaster")


@pytest.mark.parametrize("mine, theirs", [(3, 2), (2, 8), (0, 0), (12, 3)])
def test_card_breath_of_the_crypt(mine, theirs):
    # Each explorer in your room: Might roll 3+ nothing; 0-2 1 general damage.
    g = drawing("breath_of_the_crypt", mine, theirs, here=True)
    events = discover(g)
    if mine <= 2:
        p = prompt(g)
        assert (p.kind, p.seat, p.context["kind"], p.context["amount"]) == (
            "damage", 0, "general", 1)
        assert len(p.options) == 4  # any one trait
        events += g.submit(AssignDamage(knowledge=1))
    assert [(r["who"], r["trait"]) for r in rolls(events)] == [(0, "might"), (1, "might")]
    if theirs <= 2:
        take(g, "general", 1, seat=1)
    expect_turn(g)
    at(g, 0, **({"knowledge": -1} if mine <= 2 else {}))
    at(g, 1, **({"speed": -1} if theirs <= 2 else {}))
    discarded(g, "breath_of_the_crypt")


@pytest.mark.parametrize("case", ["trade", "refuse", "empty_handed"])
def test_card_pawnbrokers_ghost(case):
    # With an item: trade (discard one of your items, draw 2 Items) or refuse.
    # Without one, only refuse is offered.
    g = drawing("pawnbrokers_ghost", decks={"item": ["revolver", "lucky_coin"]})
    if case != "empty_handed":
        g.state.decks["item"].remove("crowbar")
        g.figure(0).cards.append("crowbar")
    discover(g)
    if case == "empty_handed":
        expect_choice(g, "card", ["refuse"])
        g.submit(Choose("refuse"))
        assert g.figure(0).cards == []
    else:
        expect_choice(g, "card", ["trade", "refuse"])
        g.submit(Choose(case))
        if case == "trade":
            expect_choice(g, "discard_item", ["crowbar"])
            g.submit(Choose("crowbar"))
            assert g.figure(0).cards == ["revolver", "lucky_coin"]
            assert "crowbar" in g.state.card_discard["item"]
        else:
            assert g.figure(0).cards == ["crowbar"]
    settle(g, {})
    discarded(g, "pawnbrokers_ghost")


@pytest.mark.parametrize("total", [4, 9, 3, 0])
def test_card_lullaby_through_the_floor(total):
    # Sanity roll: 4+ gain 1 Sanity; 0-3 go to a room you choose on another floor.
    g = drawing("lullaby_through_the_floor", total)
    events = discover(g)
    assert rolls(events)[0]["trait"] == "sanity"
    if total >= 4:
        settle(g, {"sanity": 1})
        assert g.figure(0).room == "ballroom"
    else:
        expect_choice(g, "move_to", OTHER_FLOOR)
        moves = g.state.turn.moves
        g.submit(Choose("basement_landing"))
        assert g.figure(0).room == "basement_landing" and g.state.turn.moves == moves
        settle(g, {})
    discarded(g, "lullaby_through_the_floor")


@pytest.mark.parametrize("case", ["rest", "step_over", "company"])
def test_card_salt_circle(case):
    # Alone: rest (Sanity back to its start if below, lose 1 Speed) or step over.
    # With company, only step over.
    g = drawing("salt_circle", here=case == "company")
    set_trait(g, 0, "sanity", 0)  # below Ingrid's start (2)
    discover(g)
    if case == "company":
        expect_choice(g, "card", ["step_over"])
    else:
        expect_choice(g, "card", ["rest", "step_over"])
    g.submit(Choose("step_over" if case == "company" else case))
    expect_turn(g)
    if case == "rest":
        at(g, 0, sanity=2 - START, speed=-1)
    else:
        at(g, 0, sanity=-START)
    discarded(g, "salt_circle")


# =================================================================================
# Batch 4
# =================================================================================
@pytest.mark.parametrize("case", ["open", "keep_shut"])
def test_card_scratching_at_the_door(case):
    # Open: draw an Omen (kept and counted); keep it shut: lose 1 Sanity.
    g = drawing("scratching_at_the_door", decks={"omen": ["wax_effigy"]})
    discover(g)
    expect_choice(g, "card", ["open", "keep_shut"])
    events = g.submit(Choose(case))
    if case == "open":
        assert of(events, "card_drawn")[0]["card"] == "wax_effigy"
        assert g.figure(0).cards == ["wax_effigy"]
        assert g.state.omens_drawn == 1
        settle(g, {"sanity": 1})  # the Wax Effigy's own gain
    else:
        assert g.state.omens_drawn == 0 and g.figure(0).cards == []
        settle(g, {"sanity": -1})
    discarded(g, "scratching_at_the_door")


@pytest.mark.parametrize("total, outcome", [(5, "item"), (12, "item"), (4, {}), (2, {}),
                                            (1, {"damage": ("physical", 2)}),
                                            (0, {"damage": ("physical", 2)})])
def test_card_toppling_wardrobe(total, outcome):
    # Might roll: 5+ draw an Item; 2-4 nothing; 0-1 2 physical damage.
    g = drawing("toppling_wardrobe", total, decks={"item": ["crowbar"]})
    events = discover(g)
    assert rolls(events)[0]["trait"] == "might"
    if outcome == "item":
        settle(g, {})
        assert g.figure(0).cards == ["crowbar"]
    else:
        settle(g, outcome)
        assert g.figure(0).cards == []
    discarded(g, "toppling_wardrobe")


@pytest.mark.parametrize("mine, theirs", [(4, 3), (3, 10), (0, 0)])
def test_card_every_clock_stops(mine, theirs):
    # Each explorer in your room: Speed roll 4+ nothing; 0-3 lose 1 Speed.
    g = drawing("every_clock_stops", mine, theirs, here=True)
    events = discover(g)
    assert [(r["who"], r["trait"]) for r in rolls(events)] == [(0, "speed"), (1, "speed")]
    expect_turn(g)
    at(g, 0, speed=-(mine < 4))
    at(g, 1, speed=-(theirs < 4))
    discarded(g, "every_clock_stops")


@pytest.mark.parametrize("theirs, mine", [(8, 4), (5, 4), (3, 3), (0, 10)])
def test_card_strings_from_the_rafters(theirs, mine):
    # 5 dice against your Speed roll (5 dice); higher deals the difference as physical.
    g = drawing("strings_from_the_rafters", theirs, mine)
    events = discover(g)
    c = of(events, "contest")[0]
    assert c["trait"] == "speed"
    assert len(c["their_faces"]) == 5 and len(c["faces"]) == 5
    settle(g, {"damage": ("physical", theirs - mine)} if theirs > mine else {})
    discarded(g, "strings_from_the_rafters")


@pytest.mark.parametrize("totals, outcome", [
    ((4,), {"knowledge": 1}), ((10,), {"knowledge": 1}),
    ((3, 2), {"damage": ("mental", 2)}), ((0, 1), {"damage": ("mental", 1)}),
    ((2, 0), {}),
])
def test_card_cherry_tobacco_scent(totals, outcome):
    # Sanity roll: 4+ gain 1 Knowledge; 0-3 roll 1 die, take that much mental damage.
    one_roll("cherry_tobacco_scent", "sanity", totals, outcome, damage_dice=1)


@pytest.mark.parametrize("case, totals, outcome", [
    ("climb", (3,), "item"), ("climb", (4,), "item"),
    ("climb", (2, 2), {"damage": ("physical", 2)}), ("climb", (0, 1), {"damage": ("physical", 1)}),
    ("climb", (1, 0), {}), ("stay", (), {}), ("basement", (), {}),
])
def test_card_rope_into_the_dark(case, totals, outcome):
    # Not in the basement: climb down to a room on a lower floor (not movement), roll
    # 2 dice: 3+ draw an Item; 0-2 roll 1 die of physical damage. Or stay.
    if case == "basement":
        g = make_game(stack=["smugglers_tunnel"], decks={"event": ["rope_into_the_dark"]})
        put(g, 0, "basement_landing")
        discover(g)
        expect_choice(g, "card", ["stay"])
        g.submit(Choose("stay"))
        assert g.figure(0).room == "smugglers_tunnel"
        discarded(g, "rope_into_the_dark")
        return
    g = drawing("rope_into_the_dark", *totals, decks={"item": ["crowbar"]})
    discover(g)
    expect_choice(g, "card", ["climb", "stay"])
    g.submit(Choose(case))
    if case == "stay":
        settle(g, {})
        assert g.figure(0).room == "ballroom"
    else:
        expect_choice(g, "move_to", ["basement_landing"])
        moves = g.state.turn.moves
        events = g.submit(Choose("basement_landing"))
        assert g.figure(0).room == "basement_landing" and g.state.turn.moves == moves
        r = rolls(events)[0]
        assert r["trait"] is None and len(r["faces"]) == 2
        if outcome == "item":
            settle(g, {})
            assert g.figure(0).cards == ["crowbar"]
        else:
            settle(g, outcome)
            assert g.figure(0).cards == []
    discarded(g, "rope_into_the_dark")


def test_card_dream_of_this_room():
    # R7.1, R7.2: kept; it remembers the room it was drawn in. Once, now or later, it
    # may be discarded to put you back there (not movement).
    g = drawing("dream_of_this_room")
    events = discover(g)
    assert of(events, "room_remembered") == [{"who": 0, "card": "dream_of_this_room",
                                              "room": "ballroom"}]
    said = [narrate.event(g, e) for e in events]
    assert text("event.room_remembered", who=narrate.explorer(g, 0),
                room=text("room.ballroom.name")) in said
    assert "dream_of_this_room" in g.figure(0).cards
    assert g.state.card_discard["event"] == []
    g.submit(EndTurn())
    g.submit(EndTurn())
    g.submit(Move("entrance_hall"))
    g.submit(Move("foyer"))
    moves = g.state.turn.moves
    assert UseItem("dream_of_this_room") in g.legal_actions(0)
    events = g.submit(UseItem("dream_of_this_room"))
    assert of(events, "moved")[0]["via"] == "card"
    assert g.figure(0).room == "ballroom" and g.state.turn.moves == moves
    discarded(g, "dream_of_this_room")


@pytest.mark.parametrize("totals, outcome", [
    ((5,), {"speed": 1}), ((10,), {"speed": 1}), ((4,), {}), ((2,), {}),
    ((1, 3), {"damage": ("general", 3)}), ((0, 4), {"damage": ("general", 4)}),
    ((0, 0), {}),
])
def test_card_swaying_chandelier(totals, outcome):
    # Speed roll: 5+ gain 1 Speed; 2-4 nothing; 0-1 roll 2 dice of general damage.
    one_roll("swaying_chandelier", "speed", totals, outcome, damage_dice=2)


# =================================================================================
# Batch 5
# =================================================================================
@pytest.mark.parametrize("total", [4, 9, 3, 0])
def test_card_shown_to_the_door(total):
    # Sanity roll: 4+ nothing; 0-3 go to the Entrance Hall (not movement), lose 1 Sanity.
    g = drawing("shown_to_the_door", total)
    events = discover(g)
    assert rolls(events)[0]["trait"] == "sanity"
    if total >= 4:
        settle(g, {})
        assert g.figure(0).room == "ballroom"
    else:
        settle(g, {"sanity": -1})
        assert g.figure(0).room == "entrance_hall"
        assert of(events, "moved")[-1]["cost"] == 0
    discarded(g, "shown_to_the_door")


@pytest.mark.parametrize("case", ["listen", "leave"])
def test_card_midnight_tutor(case):
    # Listen: gain 1 in a mental trait you choose, lose 1 in a physical trait you choose.
    g = drawing("midnight_tutor")
    discover(g)
    expect_choice(g, "card", ["listen", "leave"])
    g.submit(Choose(case))
    if case == "listen":
        p = expect_choice(g, "gain")
        assert sorted(p.options) == ["knowledge", "sanity"]
        g.submit(Choose("sanity"))
        p = expect_choice(g, "lose")
        assert sorted(p.options) == ["might", "speed"]
        g.submit(Choose("speed"))
        settle(g, {"sanity": 1, "speed": -1})
    else:
        settle(g, {})
    discarded(g, "midnight_tutor")


@pytest.mark.parametrize("might, speed", [(0, 5), (5, 1), (1, 0), (6, 6)])
def test_card_smell_of_fresh_bread(might, speed):
    # Might and Speed back to their starting positions (Ingrid: 3 and 3) if below.
    g = drawing("smell_of_fresh_bread")
    set_trait(g, 0, "might", might)
    set_trait(g, 0, "speed", speed)
    discover(g)
    expect_turn(g)
    assert g.figure(0).traits["might"] == max(might, 3)
    assert g.figure(0).traits["speed"] == max(speed, 3)
    assert g.figure(0).traits["sanity"] == START
    discarded(g, "smell_of_fresh_bread")


@pytest.mark.parametrize("total, outcome", [
    (4, {}), (10, {}), (3, {"damage": ("general", 1)}), (1, {"damage": ("general", 1)}),
    (0, {"damage": ("general", 2)}),
])
def test_card_stair_that_wasnt(total, outcome):
    # Speed roll: 4+ nothing; 1-3 1 general damage; 0 2 general damage.
    one_roll("stair_that_wasnt", "speed", (total,), outcome)


@pytest.mark.parametrize("mine, theirs", [(3, 2), (2, 8), (0, 0), (12, 3)])
def test_card_lurching_floor(mine, theirs):
    # Each explorer in your room: Might roll 3+ nothing; 0-2 they go to a room they
    # choose on this floor (not movement).
    g = drawing("lurching_floor", mine, theirs, here=True)
    events = discover(g)
    moves = g.state.turn.moves
    if mine <= 2:
        expect_choice(g, "move_to", SAME_FLOOR, seat=0)
        events += g.submit(Choose("foyer"))
    if theirs <= 2:
        expect_choice(g, "move_to", SAME_FLOOR, seat=1)
        events += g.submit(Choose("grand_staircase"))
    assert [(r["who"], r["trait"]) for r in rolls(events)] == [(0, "might"), (1, "might")]
    expect_turn(g)
    assert g.figure(0).room == ("foyer" if mine <= 2 else "ballroom")
    assert g.figure(1).room == ("grand_staircase" if theirs <= 2 else "ballroom")
    assert g.state.turn.moves == moves
    at(g, 0)
    at(g, 1)
    discarded(g, "lurching_floor")


@pytest.mark.parametrize("theirs, mine", [(6, 3), (4, 3), (2, 2), (0, 9)])
def test_card_quarrelsome_echo(theirs, mine):
    # 3 dice against your Knowledge roll (5 dice); higher deals the difference as
    # general damage.
    g = drawing("quarrelsome_echo", theirs, mine)
    events = discover(g)
    c = of(events, "contest")[0]
    assert c["trait"] == "knowledge"
    assert len(c["their_faces"]) == 3 and len(c["faces"]) == 5
    settle(g, {"damage": ("general", theirs - mine)} if theirs > mine else {})
    discarded(g, "quarrelsome_echo")


@pytest.mark.parametrize("found, go", [(True, "go"), (True, "stay"), (False, None)])
def test_card_pantry_hatch(found, go):
    # R7.1: two linked Secret Passage tokens: here and a room you choose with an item
    # symbol (any floor); then you may crawl through at once (not movement). With no
    # such room, nothing happens.
    g = drawing("pantry_hatch")
    if found:
        place(g, "billiard_room", "ground", 0, 4)
        place(g, "music_room", "upper", 4, 4)
    place(g, "drawing_room", "ground", 0, 3)  # an omen room: never offered
    discover(g)
    if not found:
        settle(g, {})
        assert g.state.tokens == []
    else:
        expect_choice(g, "link_to", ["billiard_room", "music_room"])
        g.submit(Choose("music_room"))
        assert sorted((t.kind, t.room) for t in g.state.tokens) == [
            ("secret_passage", "ballroom"), ("secret_passage", "music_room")]
        expect_choice(g, "card", ["go", "stay"])
        assert narrate.option(g, "go") == text("card.pantry_hatch.opt.go")  # its own words
        moves = g.state.turn.moves
        g.submit(Choose(go))
        settle(g, {})
        where = {"go": "music_room", "stay": "ballroom"}[go]
        assert g.figure(0).room == where and g.state.turn.moves == moves
    discarded(g, "pantry_hatch")


@pytest.mark.parametrize("case", ["keep", "throw_away"])
def test_card_pocketful_of_teeth(case):
    # Keep them: lose 2 Sanity, then draw an Omen; throw them away: gain 1 Sanity.
    g = drawing("pocketful_of_teeth", decks={"omen": ["wax_effigy"]})
    discover(g)
    expect_choice(g, "card", ["keep", "throw_away"])
    g.submit(Choose(case))
    if case == "keep":
        assert g.figure(0).cards == ["wax_effigy"] and g.state.omens_drawn == 1
        settle(g, {"sanity": -2 + 1})  # the Wax Effigy gives 1 back
    else:
        assert g.figure(0).cards == [] and g.state.omens_drawn == 0
        settle(g, {"sanity": 1})
    discarded(g, "pocketful_of_teeth")
