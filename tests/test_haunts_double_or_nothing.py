"""Double or Nothing (haunt 24), wagers with the dice, played out to a win for each
side through the engine's actions, and each rule it brings: a hero at the card
table stakes their marker on a Sanity roll against the house's dice
(`double_or_nothing.wager`): a win doubles it, a loss costs the stake in mental
damage and gives it to the house as souls; a marker is banked by cashing it in
(drop_token, take_token with the marker's value); the traitor's stacked deck adds
a die to the house.

The house is the row of rooms east of the Entrance Hall (tests/haunt_helpers.py).
"""

from __future__ import annotations

from game.engine import AssignDamage, EndTurn, HauntAct
from game.haunts.double_or_nothing import carried
from tests.haunt_helpers import arranged, assert_won, goal, haunted, pass_until, play
from tests.helpers import dice, put

HAUNT = "double_or_nothing"


def table_game(**kw):
    g = haunted(HAUNT, revealer=0, before=arranged(), **kw)
    assert g.state.haunt.traitor is not None
    return g


def table(g) -> str:
    return next(t.room for t in g.state.tokens if t.kind == "card_table")


def heroes(g) -> list[int]:
    return [s for s in range(4) if s != g.state.haunt.traitor]


def wager(g, seat: int, mine: int, house: int):
    """A wager with both rolls scripted: the hero's total, then the house's."""
    dice(g, mine, house)
    return g.submit(HauntAct("wager"))


def test_a_won_wager_doubles_the_marker_and_cashing_in_banks_it():
    """Stake 1 without a marker; a win gives a marker worth 2, the next win 4;
    cashing in banks its value (R9.11's counter) and the marker leaves the house."""
    g = table_game()
    seat = heroes(g)[0]
    pass_until(g, seat)
    put(g, seat, table(g))
    events = wager(g, seat, 3, 2)
    assert [e.data["purpose"] for e in events if e.kind == "dice"] == ["wager", "house"]
    assert carried(g, seat, "marker").value == 2
    g.submit(EndTurn())
    pass_until(g, seat)
    wager(g, seat, 3, 2)
    assert carried(g, seat, "marker").value == 4
    g.submit(HauntAct("cash_in"))
    assert carried(g, seat, "marker") is None
    assert g.state.haunt.counters["banked"] == 4


def test_a_lost_wager_costs_the_stake_and_pays_the_house():
    """The house wins ties: the marker (worth 2) is gone, the hero takes 2 mental
    damage, and the house gains 2 souls."""
    g = table_game()
    seat = heroes(g)[0]
    pass_until(g, seat)
    put(g, seat, table(g))
    wager(g, seat, 3, 2)
    g.submit(EndTurn())
    pass_until(g, seat)
    wager(g, seat, 2, 2)
    assert carried(g, seat, "marker") is None
    assert g.state.haunt.counters["souls"] == 2
    assert g.prompt.kind == "damage" and g.prompt.seat == seat  # 2 mental, to assign


def test_stacking_the_deck_gives_the_house_a_die():
    """The traitor's Knowledge 4+ at the table stacks the deck: 3 house dice become 4."""
    g = table_game()
    traitor = g.state.haunt.traitor
    pass_until(g, traitor)
    put(g, traitor, table(g))
    dice(g, 4)
    g.submit(HauntAct("stack_the_deck"))
    assert g.state.haunt.counters["stacked"] == 1
    seat = heroes(g)[0]
    pass_until(g, seat)
    put(g, seat, table(g))
    events = wager(g, seat, 3, 2)
    house = [e.data for e in events if e.kind == "dice" and e.data["purpose"] == "house"]
    assert len(house[0]["faces"]) == 4


def test_heroes_win_by_banking_their_winnings():
    """R9.11: win, win, cash in (4 each time) until 16 are banked at 4 players."""
    g = table_game()
    assert goal(g, "heroes", "counter", "banked") == 16
    traitor = g.state.haunt.traitor

    def turn(seat: int):
        if seat == traitor:
            return []
        put(g, seat, table(g))
        events = wager(g, seat, 4, 0)
        if carried(g, seat, "marker").value >= 4:
            events += g.submit(HauntAct("cash_in"))
        return events

    events = play(g, turn)
    assert_won(g, events, "heroes")
    assert g.state.haunt.counters["banked"] >= 16


def test_traitor_wins_when_the_house_holds_enough_souls():
    """R9.11: every hero loses every wager; at 8 souls (4 players) the house wins."""
    g = table_game()
    assert goal(g, "traitor", "counter", "souls") == 8
    traitor = g.state.haunt.traitor

    def turn(seat: int):
        if seat == traitor:
            return []
        put(g, seat, table(g))
        events = wager(g, seat, 0, 2)
        while g.prompt is not None and g.prompt.kind == "damage":
            events += g.submit(next(a for a in g.legal_actions(seat)
                                    if isinstance(a, AssignDamage)))
        return events

    events = play(g, turn)
    assert_won(g, events, "traitor")
    assert g.state.haunt.counters["souls"] >= 8
