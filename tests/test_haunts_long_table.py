"""The Long Table (haunt 31), captives and rescue, played out to a win for each
side through the engine's actions, and each rule it brings: a hero beaten by the
traitor's side takes no damage but is dragged to the Larder and hung on a hook
(`the_long_table.taken`, `the_long_table.drag`; R8.5 as the haunt changes it); a
hero on a hook cannot leave and may struggle free; a free hero cuts a guest down
(`the_long_table.captive`, `the_long_table.free`); the traitor's side wins with
enough heroes on hooks at once, the heroes with enough guests cut down (R9.11).

The house is the row of rooms east of the Entrance Hall (tests/haunt_helpers.py):
everyone starts in the hall with the traitor, so the Larder is the hall itself.
"""

from __future__ import annotations

from game.ai.haunt_bot import targets
from game.engine import Attack, EndTurn, HauntAct, Move
from game.engine.rules.haunt_steps import places
from game.engine.state import MONSTER_BASE
from tests.haunt_helpers import (
    arranged,
    assert_won,
    goal,
    haunt_act,
    haunted,
    monsters_of,
    pass_until,
    play,
)
from tests.helpers import dice, markers, put, set_trait

TABLE = "the_long_table"
LARDER = "entrance_hall"  # where the traitor stands when the haunt begins
AWAY = "cold_hallway"  # three rooms east of it
TRAITOR = 1  # left of the revealer (R9.2)


def table():
    g = haunted(TABLE, revealer=0, before=arranged())
    assert g.state.haunt.traitor == TRAITOR
    return g


def hooked(g) -> set[int]:
    """The heroes hanging on hooks."""
    return {t.holder for t in g.state.tokens if t.kind == "hook" and t.holder >= 0}


def beat(g, seat: int, target: int) -> list:
    """`seat` attacks `target` on its turn and the attack goes to the stronger:
    the attacker wins when it is the traitor, loses when it is a hero (R8.5)."""
    won = seat == TRAITOR
    dice(g, *((6, 0) if won else (0, 6)))
    return g.submit(Attack(target))


def test_table_the_larder_is_the_traitors_room_and_the_footmen_start_there_stunned():
    g = table()
    assert [t.room for t in g.state.tokens if t.kind == "larder"] == [LARDER]
    footmen = [g.state.monsters[m - MONSTER_BASE] for m in monsters_of(g, "footman")]
    assert len(footmen) == 3  # 1/3/3/3 at 3/4/5/6 players (R9.10)
    assert {m.room for m in footmen} == {g.figure(TRAITOR).room}
    assert all(m.stunned for m in footmen)  # still laying the table: they miss round 1 (R8.9)


def test_table_from_the_end_of_round_3_a_footman_joins_the_host_every_round():
    g = table()
    counts = []
    while g.state.haunt.round < 5:
        g.submit(EndTurn())
        counts.append((g.state.haunt.round, len(monsters_of(g, "footman"))))
    assert dict(counts) == {0: 3, 1: 3, 2: 3, 3: 4, 4: 5, 5: 6}


def test_table_a_hero_beaten_by_the_traitors_side_is_dragged_to_the_larder_unhurt():
    g = table()
    pass_until(g, 2)
    put(g, 2, AWAY)
    put(g, TRAITOR, AWAY)
    before = markers(g, 2)
    beat(g, 2, TRAITOR)  # the hero began the fight and lost it: taken all the same
    assert markers(g, 2) == before  # no damage (R8.5 as the haunt changes it)
    assert g.figure(2).room == LARDER and hooked(g) == {2}
    assert g.figure(2).alive


def test_table_a_hero_on_a_hook_cannot_leave_nor_fight_and_may_struggle_free_on_an_8():
    g = table()
    pass_until(g, 2)
    beat(g, 2, TRAITOR)
    set_trait(g, 2, "might", 7)  # dice enough for an 8
    pass_until(g, 2)
    legal = g.legal_actions(2)
    assert not any(isinstance(a, Move) for a in legal)  # the hook holds (leave_cost)
    assert not any(isinstance(a, Attack) for a in legal)  # out of the fight (no_fight)
    assert HauntAct("struggle") in legal and HauntAct("cut_down") not in legal
    dice(g, 7)  # a Might roll of 7: still hanging
    g.submit(HauntAct("struggle"))
    assert hooked(g) == {2}
    assert HauntAct("struggle") not in g.legal_actions(2)  # once per turn (R3.3)
    g.state.turn.rolls.clear()
    g.refresh()
    dice(g, 8)
    g.submit(HauntAct("struggle"))
    assert hooked(g) == set()
    assert g.state.haunt.counters.get("freed", 0) == 0  # slipping off alone is no rescue
    assert any(isinstance(a, Move) for a in g.legal_actions(2))


def test_table_a_free_hero_cuts_one_guest_down_and_a_captive_cannot():
    g = table()
    pass_until(g, 2)
    beat(g, 2, TRAITOR)
    pass_until(g, 3)
    beat(g, 3, TRAITOR)
    assert hooked(g) == {2, 3}
    assert places(g, 2, {"the_long_table.captive": "hook"}) == {LARDER}  # another hangs there
    pass_until(g, 2)
    assert HauntAct("cut_down") not in g.legal_actions(2)  # a captive cuts nobody down
    pass_until(g, 0)
    g.submit(HauntAct("cut_down"))  # no roll
    assert hooked(g) == {3}  # one guest, the first seat
    assert g.state.haunt.counters == {"freed": 1}
    assert HauntAct("cut_down") not in g.legal_actions(0)  # once per turn (R3.3)


def test_table_nobody_fights_a_hero_on_a_hook():
    g = table()
    pass_until(g, 2)
    beat(g, 2, TRAITOR)
    pass_until(g, TRAITOR)
    legal = g.legal_actions(TRAITOR)
    assert Attack(2) not in legal and Attack(0) in legal  # the free ones only (no_fight)


def test_table_the_traitor_wins_when_three_heroes_hang_as_a_round_ends_from_round_2():
    g = table()

    def fetch(seat: int) -> list:
        free = [s for s in (0, 2, 3) if s not in hooked(g)]
        return beat(g, TRAITOR, free[0]) if seat == TRAITOR and free else []

    def footman(mid: int) -> list:
        p = g.prompt
        free = [a for a in g.legal_actions(p.seat) if isinstance(a, Attack)]
        if not free:
            return []
        dice(g, 6, 0)
        return g.submit(free[0])

    events = play(g, fetch, footman)
    assert hooked(g) == {0, 2, 3} and all(g.figure(s).alive for s in (0, 2, 3))
    assert g.state.haunt.round == 2  # supper is served at a round's end, from round 2
    assert g.state.haunt.counters["served"] == goal(g, "traitor", "counter", "served") == 1
    assert_won(g, events, "traitor")  # R9.11


def test_table_three_on_hooks_is_no_supper_until_the_round_ends():
    g = table()
    pass_until(g, TRAITOR)
    g.state.haunt.round = 2
    for seat in (0, 2, 3):
        put(g, seat, AWAY)  # taken one after another (the first haunt turn: a fight each)
        put(g, TRAITOR, AWAY)
        dice(g, 6, 0)
        g.state.turn.attacked = False
        g.submit(Attack(seat))
    assert hooked(g) == {0, 2, 3} and not g.over  # 3/3/3 at 4/5/6 players, but mid-round
    assert g.state.haunt.counters.get("served", 0) == 0


def test_table_heroes_win_by_cutting_guests_down_six_times():
    g = table()

    def turn(seat: int) -> list:
        if seat == TRAITOR:  # the host takes a hero in the Larder every turn
            free = [s for s in (0, 2, 3) if s not in hooked(g)]
            return beat(g, TRAITOR, free[0])
        return [] if seat in hooked(g) else haunt_act(g, "cut_down")

    events = play(g, turn)
    assert g.state.haunt.counters["freed"] == goal(g, "heroes", "counter", "freed") == 6
    assert g.state.haunt.round < goal(g, "heroes", "rounds")
    assert_won(g, events, "heroes")  # R9.11


def test_table_heroes_win_when_supper_is_not_served_by_the_end_of_round_10():
    g = table()
    for seat in (0, 2, 3):
        put(g, seat, "solarium")  # out of reach: nobody is taken
    events = play(g, lambda seat: [])
    assert g.state.haunt.round == goal(g, "heroes", "rounds") == 10
    assert_won(g, events, "heroes")


def test_table_bots_head_for_captives_to_cut_down():
    g = table()
    pass_until(g, 2)
    beat(g, 2, TRAITOR)
    assert targets(g, 0)[0] == {LARDER}  # the heroes' action that advances their goal
