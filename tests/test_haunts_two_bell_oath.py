"""The Two-Bell Oath (haunt 20), played out through the engine's actions: two
traitors chosen at the reveal (`allies`, R9.2 twice), each ringing a bell of
their own (game/haunts/two_bell_oath.py: the condition `rung` and the step
`toll`), the heroes muffling bells (the bell hangs again in a room on the ground
floor drawn by the dice) and winning when both traitors are dead
(`traitor_dead` with `all`) or at dawn.

Everyone starts in the Entrance Hall with the rooms in a row east of it
(tests/haunt_helpers.py), all on the ground floor where the bells hang.
"""

from __future__ import annotations

from game.engine import HauntAct
from game.engine.rules import sides
from game.engine.rules.conditions import holds, rooms
from game.engine.rules.numbers import amount
from game.engine.rules.traits import value
from tests.haunt_helpers import (
    arranged,
    assert_won,
    goal,
    haunted,
    pass_until,
    passing_roll,
    play,
    walk_toward,
)
from tests.helpers import dice, put

OATH = "two_bell_oath"
RUNG = {"if": "two_bell_oath.rung", "token": "bell", "who": "traitor"}


def oath():
    g = haunted(OATH, revealer=0, before=arranged())
    return g, sides.traitor_side(g)


def run(g, effect: dict) -> None:
    """Carry out one effect now, between prompts (as a trigger would), then ask on."""
    g.state.prompt = None
    g.push(effect)
    g._run()
    if not g.over:
        g.refresh()


def bells(g) -> list[str]:
    return sorted(t.room for t in g.state.tokens if t.kind == "bell")


def test_the_two_most_learned_turn_and_two_bells_hang_on_the_ground_floor():
    # R9.2 twice: the highest Knowledge, then the highest among those still heroes
    g, pair = oath()
    assert len(pair) == 2 and g.state.haunt.allies == pair[1:]
    learned = sorted(range(4), key=lambda s: value(g, s, "knowledge"), reverse=True)
    assert value(g, pair[0], "knowledge") == value(g, learned[0], "knowledge")
    assert value(g, pair[1], "knowledge") == max(value(g, s, "knowledge")
                                                 for s in range(4) if s != pair[0])
    assert sides.heroes(g) == [s for s in range(4) if s not in pair]
    assert len(bells(g)) == 2 and all(g.rooms[b] and g.state.placements[b].floor == "ground"
                                      for b in bells(g))
    assert "entrance_hall" not in bells(g)  # never the first traitor's own room


def test_two_ringers_toll_twice_a_round_one_once_and_two_at_one_bell_not_at_all():
    g, (first, second) = oath()
    a, b = bells(g)
    tolls = "tolls"
    put(g, first, a)
    put(g, second, b)
    assert holds(g, RUNG, None)
    run(g, {"do": "two_bell_oath.toll", "token": "bell", "counter": tolls, "who": first})
    assert g.state.haunt.counters[tolls] == 2
    put(g, second, a)  # both at one bell: neither has a bell of their own
    assert not holds(g, RUNG, None)
    put(g, second, "entrance_hall")  # one ringer at a bell: one toll
    run(g, {"do": "two_bell_oath.toll", "token": "bell", "counter": tolls, "who": first})
    assert g.state.haunt.counters[tolls] == 3


def test_each_ringer_heads_for_a_bell_the_other_does_not_hold():
    # the bots' rooms for the condition: a traitor is sent to the bell left free
    g, (first, second) = oath()
    a, b = bells(g)
    put(g, first, a)
    assert rooms(g, RUNG, second) == {b}
    assert rooms(g, RUNG, first) == {a, b}
    assert rooms(g, RUNG, sides.heroes(g)[0]) == {a, b}


def test_the_traitors_win_when_the_bell_has_tolled_enough():
    g, (first, second) = oath()
    a, b = bells(g)
    target = {first: a, second: b}

    def turn(seat: int):
        return walk_toward(g, seat, target[seat]) if seat in target else None

    events = play(g, turn)
    assert_won(g, events, "traitor")  # R9.11
    oath_kept = g.content.haunts[OATH].goals["traitor"][0]["of"][0]
    assert g.state.haunt.counters["tolls"] >= amount(g, oath_kept["at_least"])


def test_the_heroes_win_at_dawn_when_the_bell_never_tolls():
    g, _ = oath()
    events = play(g, lambda seat: None)
    assert_won(g, events, "heroes")
    assert g.state.haunt.round == goal(g, "heroes", "rounds")
    assert g.state.haunt.counters.get("tolls", 0) == 0


def test_the_heroes_win_when_both_traitors_are_dead_and_one_alone_still_tolls():
    # traitor_dead with all: the first death is not enough (docs/HAUNTS.md)
    g, (first, second) = oath()
    a, _ = bells(g)
    run(g, {"do": "die", "who": first})
    assert not g.over and holds(g, {"if": "traitor_dead"}, None)
    put(g, second, a)
    assert holds(g, RUNG, None)  # the survivor rings alone, once a round
    run(g, {"do": "die", "who": second})
    assert g.over and g.state.haunt.winner == "heroes"  # R9.11


def test_a_muffled_bell_hangs_again_in_another_ground_floor_room():
    g, _ = oath()
    hero = sides.heroes(g)[0]
    pass_until(g, hero)
    a, b = bells(g)
    put(g, hero, a)
    dice(g, passing_roll(g, "muffle"))
    events = g.submit(HauntAct("muffle"))
    assert g.state.haunt.counters["muffled"] == 1
    now = bells(g)
    assert len(now) == 2 and b in now
    new = next(r for r in now if r != b)
    assert new != a and g.state.placements[new].floor == "ground"
    assert [e.data["index"] for e in events if e.kind == "trigger"] == [1]
