"""The Hour Before the House (haunt 36) played out through the engine's actions:
the great clock counts the hours left down, one each round and one more when the
traitor winds it, and at set numbers the house grows younger and undoes things
(the haunt's own steps `unwind`, `undo` and `raise`,
game/haunts/hour_before_the_house.py).

The game starts at the first haunt turn (tests/haunt_helpers.py) with a row of
rooms east of the Entrance Hall.
"""

from __future__ import annotations

from game.engine import EndTurn, HauntAct
from game.engine.rules.numbers import amount
from tests.haunt_helpers import (
    arranged,
    assert_won,
    haunted,
    heroes,
    lying,
    monsters_of,
    pass_until,
    pass_until_over,
    prompt_of,
)
from tests.helpers import dice, markers, of, put, set_trait

HAUNT = "hour_before_the_house"


def clockwork():
    return haunted(HAUNT, revealer=0, before=arranged())


def clock(g):
    return next(t for t in g.state.tokens if t.kind == "clock")


def moments(g) -> list[str]:
    return [t.room for t in g.state.tokens if t.kind == "moment"]


def to_round_end(g) -> None:
    n = g.state.haunt.round
    while g.state.haunt.round == n and not g.over:
        p = prompt_of(g)
        g.submit(EndTurn() if p.kind in ("turn", "monster") else g.legal_actions(p.seat)[0])


def test_the_clock_stands_with_the_traitor_and_counts_down_each_round():
    """The Right Now steps (R9.5): the clock lies in the traitor's room showing 9,
    7 moments lie in the farthest rooms at 4 players, the Unbuilders stand at the
    clock; the round_end trigger (R9.6) turns one hour back: the counter of hours
    turned back rises and the clock shows one less (step `unwind`)."""
    g = clockwork()
    traitor = g.state.haunt.traitor
    assert clock(g).room == g.figure(traitor).room and clock(g).value == 9
    assert len(moments(g)) == 7
    assert len(monsters_of(g, "unbuilder")) == 2
    to_round_end(g)
    assert g.state.haunt.counters["unwound"] == 1 and clock(g).value == 8


def test_the_traitor_winds_the_clock_back_at_the_clock():
    """The traitor's `wind` (where: token clock): Knowledge 5+ turns one more hour
    back; a lower roll does nothing; away from the clock it is not offered."""
    g = clockwork()
    traitor = g.state.haunt.traitor
    pass_until(g, traitor)
    room = clock(g).room
    put(g, traitor, "solarium")
    assert HauntAct("wind") not in g.legal_actions(traitor)
    put(g, traitor, room)
    dice(g, 4)
    g.submit(HauntAct("wind"))
    assert g.state.haunt.counters.get("unwound", 0) == 0 and clock(g).value == 9
    g.submit(EndTurn())
    pass_until(g, traitor)
    put(g, traitor, room)
    dice(g, 5)
    g.submit(HauntAct("wind"))
    assert g.state.haunt.counters["unwound"] == 2 and clock(g).value == 7  # one round ended


def test_at_six_the_house_grows_younger_and_undoes_things():
    """The counter trigger at 3 hours turned back (the clock shows 6): the last
    moment fixed comes undone (step `undo`: one fewer fixed, a moment lies again in
    a room drawn by the dice), slain Unbuilders stand up where they fell (step
    `raise`) and heroes' traits below their start rise back (`restore`)."""
    g = clockwork()
    seat = heroes(g)[0]
    pass_until(g, seat)
    room = moments(g)[0]
    put(g, seat, room)
    dice(g, 5)
    g.submit(HauntAct("fix"))
    assert g.state.haunt.counters["fixed"] == 1 and not lying(g, "moment", room)
    start = dict(markers(g, seat))
    set_trait(g, seat, "might", 1)
    dead = g.state.monsters[0]
    dead.alive, dead.died = False, 0
    laid = len(moments(g))
    events = []
    while g.state.haunt.counters.get("unwound", 0) < 3:
        p = prompt_of(g)
        events += g.submit(EndTurn() if p.kind in ("turn", "monster")
                           else g.legal_actions(p.seat)[0])
    assert clock(g).value == 6
    assert g.state.haunt.counters["fixed"] == 0 and len(moments(g)) == laid + 1
    assert dead.alive and of(events, "monster_rose")
    assert markers(g, seat)["might"] >= start["might"]


def test_heroes_win_when_enough_moments_are_fixed():
    """The heroes' goal (R9.11): 4 moments fixed at 4 players, one a hero a turn
    with a Knowledge roll of 5+, before the clock reaches 0 and once round 2 has
    ended (an `all` with `rounds`): fixed in round 1, they win as round 2 ends."""
    g = clockwork()
    h = g.content.haunts[HAUNT]
    need = amount(g, h.goals["heroes"][0]["of"][0]["at_least"])
    events = []
    while not g.over:
        p = prompt_of(g)
        if p.kind == "turn" and p.seat in heroes(g) and moments(g):
            put(g, p.seat, moments(g)[0])
            dice(g, 5)
            events += g.submit(HauntAct("fix"))
            if g.over:
                break
        events += g.submit(EndTurn() if prompt_of(g).kind in ("turn", "monster")
                           else g.legal_actions(prompt_of(g).seat)[0])
    assert g.state.haunt.counters["fixed"] >= need == 4
    assert g.state.haunt.round == 2
    assert_won(g, events, "heroes")


def test_traitor_wins_when_the_clock_reaches_nought():
    """The traitor's goal (R9.11): 9 hours turned back, the clock at 0; with
    nobody acting, one hour goes each round, so the ninth round's end brings it
    (the rounds goal, 10, only backs it up)."""
    g = clockwork()
    events = pass_until_over(g)
    assert clock(g).value == 0 and g.state.haunt.round == 9
    assert_won(g, events, "traitor")
