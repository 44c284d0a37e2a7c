"""The Tithe Stone (haunt 30): a bargain at an altar, paid by both sides with what
is their own, played out through the engine's actions: a win for each side, and
the rules it brings (its own module, game/haunts/the_tithe_stone.py).

Each game starts at the first haunt turn (tests/haunt_helpers.py) with a row of
rooms east of the Entrance Hall. The traitor is the explorer with the lowest
Sanity (R9.2, ties R9.3); the stone stands in the room farthest from them.
"""

from __future__ import annotations

from game.engine import Choose, EndTurn, HauntAct
from game.engine.rules.conditions import holds
from tests.haunt_helpers import (
    arranged,
    assert_won,
    goal,
    haunted,
    monsters_of,
    pass_until,
    play,
)
from tests.helpers import give, markers, of, put, set_trait

TITHE = "the_tithe_stone"
HERO_GIFTS = ("offer_omen", "offer_item", "offer_blood", "offer_wits")
TRAITOR_GIFTS = ("feed_item", "feed_blood", "feed_wits")
ITEMS = ("lucky_coin", "old_map", "crowbar", "rope_ladder", "tin_matchbox", "hip_flask",
         "tonic_bottle", "unsent_letter")


def tithe_game():
    g = haunted(TITHE, revealer=0, before=arranged())
    assert len(monsters_of(g, "hollow")) == 3  # 3 at 4 players
    return g


def stone(g) -> str:
    (room,) = [t.room for t in g.state.tokens if t.kind == "stone"]
    return room


def heroes(g) -> list[int]:
    return [s for s in range(4) if s != g.state.haunt.traitor]


def answer(g) -> list:
    """Answer the gift's choice (which card to give up) with its first option."""
    events: list = []
    while g.prompt is not None and g.prompt.kind == "choose":
        events += g.submit(g.legal_actions(g.prompt.seat)[0])
    return events


def gift(g, names) -> list:
    """The first of these gifts the explorer whose turn it is may make, made."""
    seat = g.prompt.seat
    for name in names:
        if HauntAct(name) in g.legal_actions(seat):
            return g.submit(HauntAct(name)) + answer(g)
    return []


def test_tithe_stone_stands_farthest_from_the_traitor_who_gains_might_and_sanity():
    """The setup (R9.5): the stone in the room farthest from the traitor, the
    Hollowed beside the traitor (1/3/4/4: 3 at 4 players)."""
    g = tithe_game()
    traitor = g.state.haunt.traitor
    assert stone(g) == "solarium"  # the far end of the row from the Entrance Hall
    assert {g.state.monsters[m - 100].room for m in monsters_of(g, "hollow")} == \
        {g.figure(traitor).room}


def test_tithe_one_gift_a_turn_and_each_gift_costs_the_giver():
    """the_tithe_stone.first_gift: the gifts are separate actions, but once one is
    made no other may be made that turn; a Might gift lowers Might a step and is
    offered only at Might 3 or more; an item gift discards the item (R7.5)."""
    g = tithe_game()
    seat = heroes(g)[0]
    pass_until(g, seat)
    put(g, seat, stone(g))
    give(g, seat, "lucky_coin")
    legal = g.legal_actions(seat)
    assert HauntAct("offer_item") in legal and HauntAct("offer_omen") not in legal
    step = markers(g, seat)["might"]
    g.submit(HauntAct("offer_blood"))
    assert markers(g, seat)["might"] == step - 1
    assert g.state.haunt.counters["seal"] == 1
    assert not any(HauntAct(n) in g.legal_actions(seat) for n in HERO_GIFTS)  # one a turn
    g.submit(EndTurn())
    pass_until(g, seat)
    put(g, seat, stone(g))
    gift(g, ["offer_item"])
    assert "lucky_coin" not in g.figure(seat).cards
    assert "lucky_coin" in g.state.card_discard["item"]
    assert g.state.haunt.counters["seal"] == 1 + 2


def test_tithe_nobody_gives_their_last_strength():
    """A Might or Sanity gift waits for a marker above the trait's lowest number
    (an `if` where key on the condition the_tithe_stone.spare), so a gift alone
    never brings the giver to the skull (R8.4)."""
    g = tithe_game()
    seat = heroes(g)[0]
    pass_until(g, seat)
    put(g, seat, stone(g))
    set_trait(g, seat, "might", 1)
    g.refresh()
    assert HauntAct("offer_blood") in g.legal_actions(seat)
    g.submit(HauntAct("offer_blood"))
    assert markers(g, seat)["might"] == 0 and g.figure(seat).alive  # its lowest number
    g.submit(EndTurn())
    pass_until(g, seat)
    put(g, seat, stone(g))
    set_trait(g, seat, "sanity", 0)
    g.refresh()
    assert not any(HauntAct(n) in g.legal_actions(seat) for n in HERO_GIFTS)
    assert not holds(g, {"if": "the_tithe_stone.spare", "trait": "might"}, seat)


def test_tithe_an_omen_is_given_up_for_three():
    """the_tithe_stone.holds_omen and the step the_tithe_stone.give_omen: a hero
    holding an omen may give it (its choice names the omens held); it is
    discarded, and the seal closes by 3."""
    g = tithe_game()
    seat = heroes(g)[0]
    pass_until(g, seat)
    put(g, seat, stone(g))
    assert not holds(g, {"if": "the_tithe_stone.holds_omen"}, seat)
    give(g, seat, "iron_key")
    give(g, seat, "black_candle")
    assert holds(g, {"if": "the_tithe_stone.holds_omen"}, seat)
    g.submit(HauntAct("offer_omen"))
    assert g.prompt.kind == "choose" and g.prompt.context["topic"] == "give_omen"
    assert sorted(a.option for a in g.legal_actions(seat)) == ["black_candle", "iron_key"]
    g.submit(Choose("iron_key"))
    assert g.figure(seat).cards == ["black_candle"]
    assert g.state.haunt.counters["seal"] == 3


def test_tithe_a_hero_who_dies_feeds_the_stone_three():
    """A death trigger (who: hero): every hero's death adds 3 to the hunger."""
    g = tithe_game()
    seat = heroes(g)[0]
    prompt, g.state.prompt = g.state.prompt, None
    g.push({"do": "die", "who": seat})  # R8.4: as a marker at the skull would
    g._run()
    g.state.prompt = prompt
    assert not g.figure(seat).alive
    assert g.state.haunt.counters["hunger"] == 3


def test_tithe_heroes_win_by_giving_the_stone_enough():
    """R9.11: the seal reaches 17 at 4 players. The heroes walk to the stone and
    give what they hold, one gift a turn each; the traitor and the Hollowed stand
    still."""
    g = tithe_game()
    cards = iter(ITEMS)
    for seat in heroes(g):
        give(g, seat, next(cards))
        give(g, seat, next(cards))
    give(g, heroes(g)[0], "iron_key")

    def turn(seat: int):
        if seat == g.state.haunt.traitor:
            return []
        put(g, seat, stone(g))
        return gift(g, HERO_GIFTS)

    events = play(g, turn)
    assert g.state.haunt.counters["seal"] >= goal(g, "heroes", "counter", "seal")
    assert g.state.haunt.round < goal(g, "traitor", "rounds")
    assert_won(g, events, "heroes")


def test_tithe_traitor_wins_by_feeding_the_stone_its_hunger():
    """R9.11: the hunger reaches 12 at 4 players; the traitor feeds it items and
    Might and Sanity at the stone, one gift a turn; the heroes stand still."""
    g = tithe_game()
    traitor = g.state.haunt.traitor
    for card in ITEMS[:5]:
        give(g, traitor, card)

    def turn(seat: int):
        if seat != traitor:
            return []
        put(g, seat, stone(g))
        return gift(g, TRAITOR_GIFTS)

    events = play(g, turn)
    assert g.state.haunt.counters == {"hunger": goal(g, "traitor", "counter", "hunger")}
    assert [d["action"] for d in of(events, "haunt_action")][:5] == ["feed_item"] * 5
    assert_won(g, events, "traitor")
