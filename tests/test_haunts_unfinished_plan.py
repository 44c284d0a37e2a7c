"""Haunt 19, The Unfinished Plan (no traitor: the house plays), played out to a
win for each side through the engine's actions, and the rule it brings: a room
counts as charted when the hero carrying the plan discovers it (trigger
`discover`); the house's Plasterers hunt the nearest hero (house policy
`hunt_nearest`, tests/test_haunts_house.py)."""

from __future__ import annotations

from game.engine import EndTurn, Explore, HauntAct, Move, PlaceTile
from game.engine.events import Event
from game.engine.game import Game
from game.engine.rules import sides
from tests.haunt_helpers import assert_won, goal, haunted, pass_until
from tests.helpers import kinds
from tests.test_haunts_house import answer_all

PLAN = "unfinished_plan"
# Rooms with an item symbol or none, and items that only go into a hand (R5.6).
ROOMS = ("laundry", "butlers_pantry", "music_room", "long_corridor", "cold_hallway",
         "greenhouse", "study", "billiard_room")
FINDS = ("tin_matchbox", "hip_flask", "rope_ladder", "tuning_fork", "crowbar", "old_map",
         "lucky_coin", "pocket_watch")


def answer_all_until_turn(g: Game, seat: int) -> None:
    """End the turn, then answer every other prompt until `seat`'s turn comes."""
    g.submit(EndTurn())
    for _ in range(200):
        p = g.prompt
        assert p is not None and not g.over
        if (p.kind, p.seat) == ("turn", seat):
            return
        g.submit(EndTurn() if p.kind == "turn" else g.legal_actions(p.seat)[0])
    raise AssertionError(f"seat {seat}'s turn never came")


def plan_game(revealer: int = 0) -> Game:
    g = haunted(PLAN, revealer=revealer)
    st = g.state
    for pile, ids in ((st.stack, ROOMS), (st.decks["item"], FINDS)):
        for cid in ids:  # drawn from the top, the end of the list
            if cid in pile:
                pile.remove(cid)
                pile.append(cid)
    return g


def explore(g: Game, seat: int) -> list[Event]:
    """The explorer discovers a room through the first door it may explore, first
    walking on through the house (the first way each time) to find one."""
    events: list[Event] = []
    for _ in range(3):
        way = next((a for a in g.legal_actions(seat) if isinstance(a, Explore)), None)
        if way is not None:
            break
        step = next((a for a in g.legal_actions(seat) if isinstance(a, Move)), None)
        if step is None:
            return events
        events += g.submit(step)
    else:
        return events
    events += g.submit(way)
    while g.prompt is not None and g.prompt.kind == "place":
        events += g.submit(next(a for a in g.legal_actions(seat) if isinstance(a, PlaceTile)))
    return events


def test_plan_nobody_turns_and_the_plan_lies_with_the_revealer():
    g = plan_game(revealer=1)
    assert g.state.haunt.traitor is None
    assert [t.room for t in g.state.tokens if t.kind == "plan"] == [g.figure(1).room]
    assert len(g.state.monsters) == 2  # R9.5: two Plasterers, the farthest rooms


def test_plan_a_room_is_charted_only_by_the_hero_carrying_the_plan():
    g = plan_game(revealer=0)
    assert g.prompt.seat == 1
    explore(g, 1)  # no plan in hand: it is only a room
    assert g.state.haunt.counters.get("charted", 0) == 0
    pass_until(g, 0)
    g.submit(HauntAct("take_plan"))
    events = explore(g, 0)
    assert "trigger" in kinds(events)
    assert g.state.haunt.counters["charted"] == 1


def test_plan_the_heroes_win_when_the_carrier_charts_enough_rooms():
    g = plan_game(revealer=0)
    need = goal(g, "heroes", "counter", "charted")
    assert need == 5  # at 4 players (R9.10)
    charted = []
    for _ in range(3):  # the plan's carrier charts a room on each of its turns
        if HauntAct("take_plan") in g.legal_actions(1):
            g.submit(HauntAct("take_plan"))
        explore(g, 1)
        charted.append(g.state.haunt.counters["charted"])
        answer_all_until_turn(g, 1)
    assert charted == [1, 2, 3]
    g.state.haunt.counters["charted"] = need - 1  # the house held them off a while
    events = explore(g, 1)
    assert_won(g, events, "heroes")


def test_plan_the_house_wins_when_the_rounds_run_out():
    g = plan_game(revealer=0)
    events = answer_all(g)
    assert_won(g, events, "traitor")
    assert g.state.haunt.round >= goal(g, "traitor", "rounds") or not sides.living_heroes(g)
