"""Boarded Till Dawn (haunt 13), a siege, played out to a win for each side through
the engine's actions, and each rule it brings: boards keep the traitor's side out
of the hearth room (R9.8 as the haunt changes it), the traitor's side tears them
off from the rooms beside it (`boarded_till_dawn.beside`, `boarded_till_dawn.tear`),
and the house is overrun when the traitor's side standing at the hearth outnumbers
the heroes there at a round's end (`boarded_till_dawn.overrun`, R9.6, R9.11).

The house is the row of rooms east of the Entrance Hall (tests/haunt_helpers.py):
everyone starts in the hall, so the Solarium, farthest from the traitor, holds the
hearth and the Drawing Room is the one room beside it.
"""

from __future__ import annotations

from game.engine import HauntAct, Move
from game.engine.rules import bot_targets
from game.engine.rules.conditions import holds
from game.engine.state import MONSTER_BASE
from tests.haunt_helpers import (
    arranged,
    assert_won,
    goal,
    haunt_act,
    haunted,
    monster_toward,
    monsters_of,
    pass_until,
    play,
    walk_toward,
)
from tests.helpers import dice, of, put

SIEGE = "boarded_till_dawn"
KEEP = "solarium"  # the room farthest from the traitor in the hall
WALL = "drawing_room"  # the one room beside it
OVERRUN = {"if": "boarded_till_dawn.overrun", "token": "hearth"}


def siege():
    g = haunted(SIEGE, revealer=0, before=arranged())
    assert g.state.haunt.traitor == 1  # R9.2: left of the revealer
    return g


def boards(g) -> int:
    return sum(t.kind == "board" and t.room == KEEP for t in g.state.tokens)


def lodger(g, mid: int):
    return g.state.monsters[mid - MONSTER_BASE]


def test_siege_the_hearth_is_boarded_farthest_from_the_traitor_and_the_lodgers_stand_with_him():
    g = siege()
    hearth = [t.room for t in g.state.tokens if t.kind == "hearth"]
    assert hearth == [KEEP] and boards(g) == 3
    lodgers = monsters_of(g, "lodger")
    assert len(lodgers) == 4  # one per hero and one more, at 4 players (R9.10)
    assert {lodger(g, m).room for m in lodgers} == {g.figure(1).room}


def hold(g, seat: int) -> list:
    """A hero's turn: walk to the hearth and nail a board there (roll scripted)."""
    events = walk_toward(g, seat, KEEP)
    return events + haunt_act(g, "nail")


def test_siege_heroes_win_by_holding_the_hearth_till_dawn():
    g = siege()
    for seat in (0, 2, 3):  # out of the hall, where the Lodgers would hold them back (R4.7)
        put(g, seat, "cold_hallway")
    events = play(g, lambda seat: [] if seat == 1 else hold(g, seat))
    dawn = goal(g, "heroes", "rounds")
    assert dawn == 7 and g.state.haunt.round == dawn
    assert boards(g) > 3 and "nail" in [e["action"] for e in of(events, "haunt_action")]
    assert_won(g, events, "heroes")  # R9.11


def batter(g, mid: int) -> list:
    """A Lodger's move: to the wall, tear a board off, and in once none is left."""
    events = monster_toward(g, mid, WALL) if lodger(g, mid).room != WALL else []
    events += haunt_act(g, "tear")
    if boards(g) == 0:
        events += monster_toward(g, mid, KEEP)
    return events


def test_siege_traitor_wins_when_the_lodgers_overrun_the_hearth():
    g = siege()
    events = play(g, lambda seat: [], lambda mid: batter(g, mid))
    assert boards(g) == 0 and len(of(events, "token_taken")) >= 3
    assert any(lodger(g, m).room == KEEP for m in monsters_of(g, "lodger"))
    assert g.state.haunt.counters == {"overrun": 1}
    assert_won(g, events, "traitor")  # R9.11


def test_siege_boards_keep_the_traitors_side_out_and_are_torn_off_from_beside():
    g = siege()
    pass_until(g, 1)
    put(g, 1, "greenhouse")  # two rooms from the hearth: not at the wall
    assert HauntAct("tear") not in g.legal_actions(1)
    assert bot_targets.rooms(g, 1, "boarded_till_dawn.beside:board") == {WALL}
    put(g, 1, WALL)
    assert Move(KEEP) not in g.legal_actions(1)  # a board blocks him
    g.submit(HauntAct("tear"))  # no roll: one board comes off
    assert boards(g) == 2
    assert HauntAct("tear") not in g.legal_actions(1)  # once per turn (R3.3)
    for _ in range(2):  # the rest torn off (as on later turns)
        g.state.turn.rolls.clear()
        g.refresh()
        g.submit(HauntAct("tear"))
    assert boards(g) == 0
    assert Move(KEEP) in g.legal_actions(1)  # the last board gone, the door is open


def test_siege_heroes_nail_one_board_on_a_3_and_two_on_a_6():
    g = siege()
    for seat, total, after in ((2, 3, 4), (3, 6, 6), (0, 2, 6)):
        pass_until(g, seat)
        put(g, seat, KEEP)
        dice(g, total)  # a Might roll
        g.submit(HauntAct("nail"))
        assert boards(g) == after
        assert HauntAct("nail") not in g.legal_actions(seat)  # once per turn (R3.3)


def test_siege_overrun_counts_the_traitors_side_standing_against_the_heroes_there():
    g = siege()
    first, second, *_ = monsters_of(g, "lodger")
    assert not holds(g, OVERRUN)  # nobody at the hearth
    lodger(g, first).room = KEEP
    assert holds(g, OVERRUN)  # one Lodger at an empty hearth
    put(g, 0, KEEP)
    assert not holds(g, OVERRUN)  # one against one: held
    lodger(g, second).room = KEEP
    assert holds(g, OVERRUN)  # two against one
    lodger(g, second).stunned = True
    assert not holds(g, OVERRUN)  # a stunned Lodger holds nothing (R8.9)
    put(g, 1, KEEP)
    assert holds(g, OVERRUN)  # the traitor counts for his side


def test_siege_the_house_is_overrun_only_at_a_rounds_end():
    g = siege()
    (first, *_) = monsters_of(g, "lodger")
    lodger(g, first).room = KEEP  # a Lodger at the empty hearth, mid-round
    assert g.state.haunt.counters == {} and not g.over
    events = play(g, lambda seat: [])  # the round ends (R9.6)
    assert g.state.haunt.round == 1 and g.state.haunt.counters == {"overrun": 1}
    assert goal(g, "traitor", "counter", "overrun") == 1
    assert_won(g, events, "traitor")


def test_siege_dawn_breaks_as_the_last_round_ends_before_any_count():
    g = siege()
    g.state.haunt.round = goal(g, "heroes", "rounds") - 1  # the last night round
    (first, *_) = monsters_of(g, "lodger")
    lodger(g, first).room = KEEP  # a Lodger at the empty hearth
    events = play(g, lambda seat: [])
    assert g.state.haunt.counters == {}  # the heroes' goal holds first (R9.11)
    assert_won(g, events, "heroes")


def test_siege_at_three_players_four_boards_hold_the_door():
    g = haunted(SIEGE, revealer=0, before=arranged(),
                explorers=("ingrid_solberg", "amara_nwosu", "rafael_duarte"))
    assert boards(g) == 4  # 4/3/3/3 at 3/4/5/6 players (R9.10)
    assert len(monsters_of(g, "lodger")) == 3  # one per hero and one more
