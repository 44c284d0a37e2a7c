"""The River Comes Home (haunt 25): the house floods floor by floor, played out
through the engine's actions: a win for each side, and the rules it brings.

Each game starts at the first haunt turn (tests/haunt_helpers.py) with a row of
rooms east of the Entrance Hall, and the Junk Room east of the Basement Landing.
Ingrid (seat 0) revealed the haunt and is the traitor (R9.2, rule revealer); the
River Hags stand beside her in the Entrance Hall. Four explorers: the heroes must
bail 6 times.
"""

from __future__ import annotations

from game.engine import AssignDamage, EndTurn, HauntAct, Move
from game.engine.rules import modifiers
from game.haunts.river_comes_home import ebb, rise
from tests.haunt_helpers import (
    WING,
    assert_won,
    goal,
    haunt_act,
    haunted,
    monsters_of,
    pass_until,
    play,
)
from tests.helpers import of, place, prompt, put

RIVER = "river_comes_home"
FLOORS = {"basement_landing": "basement", "entrance_hall": "ground", "upper_landing": "upper"}


def arranged(g) -> None:
    for x, rid in enumerate(WING, 1):
        place(g, rid, "ground", x, 0)
    place(g, "junk_room", "basement", 1, 0)


def river():
    g = haunted(RIVER, revealer=0, before=arranged)
    assert g.state.haunt.traitor == 0  # R9.2: the revealer turns
    assert len(monsters_of(g, "river_hag")) == 2  # 1/2/3/4 at 3/4/5/6 players
    return g


def level(g) -> int:
    return g.state.haunt.counters["water"]


def depths(g) -> dict[str, str]:
    """The water's state in each of the three starting floors' landings (or dry)."""
    rooms = g.state.haunt.rooms
    return {rid: next(iter(rooms.get(rid, {"dry": True}))) for rid in FLOORS}


def set_level(g, n: int) -> None:
    """The water rises (or falls) to level n through the haunt's own steps."""
    now = level(g)
    step = {"who": 0, "card": "", "counter": "water", "n": abs(n - now)}
    (rise if n >= now else ebb)(g, step)


def test_river_starts_knee_deep_in_the_basement():
    """R9.5: the Right Now steps set the level to 1: only the basement is wet."""
    g = river()
    assert level(g) == 1
    assert depths(g) == {"basement_landing": "flooded", "entrance_hall": "dry",
                         "upper_landing": "dry"}
    assert g.state.haunt.rooms["junk_room"] == {"flooded": True}


def test_river_depth_is_the_level_less_the_floors_height():
    """The haunt's own steps rise and ebb: each floor stands two levels above the one
    below, and a room is knee-deep, deep or sunk as the water stands over it; the
    water never falls below the basement floor."""
    g = river()
    seen = {}
    for n in range(7):
        set_level(g, n)
        seen[n] = tuple(depths(g).values())
    assert seen == {
        0: ("dry", "dry", "dry"),
        1: ("flooded", "dry", "dry"),
        2: ("deep_water", "dry", "dry"),
        3: ("sunk", "flooded", "dry"),
        4: ("sunk", "deep_water", "dry"),
        5: ("sunk", "sunk", "flooded"),
        6: ("sunk", "sunk", "deep_water"),
    }
    set_level(g, 1)
    assert tuple(depths(g).values()) == ("flooded", "dry", "dry")
    ebb(g, {"who": 0, "card": "", "counter": "water", "n": 3})
    assert level(g) == 0 and g.state.haunt.rooms == {}


def test_river_rises_at_each_rounds_end():
    """R9.6: a round_end trigger raises the water 1 level; the board hears each
    room that changes (room_changed)."""
    g = river()
    pass_until(g, 0)
    events = g.submit(EndTurn())  # the traitor's turn, then the monsters'
    events += pass_until(g, 1)  # the round ends before the next comes round
    assert level(g) == 2
    assert ("basement_landing", "deep_water", True) in {
        (e["room"], e["state"], e["on"]) for e in of(events, "room_changed")}


def test_river_water_costs_heroes_spaces_and_dice_but_not_the_traitors_side():
    """R4.7 as a modifier: knee-deep and deep water cost a hero 1 extra space to
    leave, a sunk room 2; deep water takes a die from heroes' rolls and gives the
    traitor's side one, as a sunk room does."""
    g = river()
    set_level(g, 4)  # the basement sunk, the ground floor deep
    hag = monsters_of(g, "river_hag")[0]
    assert modifiers.total(g, "leave_cost", 1, "entrance_hall") == 1
    assert modifiers.total(g, "leave_cost", 1, "basement_landing") == 2
    assert modifiers.total(g, "leave_cost", 0, "entrance_hall") == 0
    assert modifiers.total(g, "leave_cost", hag, "basement_landing") == 0
    assert modifiers.total(g, "dice", 1, "entrance_hall") == -1
    assert modifiers.total(g, "dice", 0, "entrance_hall") == 1
    assert modifiers.total(g, "dice", hag, "basement_landing") == 1
    set_level(g, 3)  # the ground floor only knee-deep: no dice change
    assert modifiers.total(g, "dice", 1, "entrance_hall") == 0
    assert modifiers.total(g, "leave_cost", 1, "entrance_hall") == 1


def test_river_a_sunk_room_shuts_heroes_out_and_drowns_those_inside():
    """A sunk room is closed to heroes (the traitor's side swims in), and a hero
    ending a turn inside takes 1 physical damage (end_turn)."""
    g = river()
    set_level(g, 3)  # the basement sunk
    assert {"basement_landing", "junk_room"} <= modifiers.closed_rooms(g, 1)
    assert modifiers.closed_rooms(g, 0) == set()
    put(g, 1, "junk_room")  # caught below when the water rose
    assert Move("basement_landing") not in g.legal_actions(1)
    g.submit(EndTurn())
    p = prompt(g)
    assert (p.kind, p.seat, p.context["amount"]) == ("damage", 1, 1)
    g.submit(AssignDamage(might=1))


def test_river_bailing_and_calling_happen_only_in_water():
    """The haunt's own where key in_water: a hero may bail (Might 4+: the level
    falls 1, one bailing counted) and the traitor may call the river (Knowledge
    4+: the level rises 1) only standing in water, once per turn (R3.3)."""
    g = river()
    assert HauntAct("bail") not in g.legal_actions(1)  # dry in the Entrance Hall
    put(g, 1, "basement_landing")
    assert HauntAct("bail") in g.legal_actions(1)
    assert HauntAct("call_the_river") not in g.legal_actions(1)
    haunt_act(g, "bail")
    assert (level(g), g.state.haunt.counters["bailed"]) == (0, 1)
    assert g.state.haunt.rooms == {}  # the basement drained
    put(g, 1, "basement_landing")
    assert HauntAct("bail") not in g.legal_actions(1)
    pass_until(g, 0)
    set_level(g, 3)  # the ground floor knee-deep
    assert HauntAct("call_the_river") in g.legal_actions(0)
    assert HauntAct("bail") not in g.legal_actions(0)
    haunt_act(g, "call_the_river")
    assert level(g) == 4 and depths(g)["entrance_hall"] == "deep_water"


def test_river_a_room_found_under_the_water_line_floods_when_entered():
    """The enter trigger fills the house again: a room placed since the last rise
    takes its depth as soon as a figure comes into it."""
    g = river()
    set_level(g, 3)
    put(g, 1, "solarium")
    place(g, "library", "ground", 8, 0)  # found just now, east of the Solarium
    g.state.haunt.rooms.pop("library", None)
    g.submit(Move("library"))
    assert g.state.haunt.rooms["library"] == {"flooded": True}


def test_river_heroes_win_by_bailing_again_and_again():
    """R9.11: the heroes win once they have bailed 6 times at 4 players; standing in
    the basement they bail the water out each round before it rises again."""
    g = river()
    for seat in (1, 2, 3):
        put(g, seat, "basement_landing")

    def turn(seat: int):
        return [] if seat == 0 else haunt_act(g, "bail")

    events = play(g, turn)
    assert_won(g, events, "heroes")
    assert g.state.haunt.counters["bailed"] == goal(g, "heroes", "counter", "bailed") == 6
    assert len(of(events, "haunt_action")) == 6


def test_river_traitor_wins_when_the_ground_floor_sinks():
    """R9.11: the traitor wins when the level reaches 5; the river rises each
    round, and the traitor calls it up from the flooded hall."""
    g = river()
    for seat in (1, 2, 3):
        put(g, seat, "upper_landing")

    def turn(seat: int):
        return haunt_act(g, "call_the_river") if seat == 0 else []

    events = play(g, turn)
    assert_won(g, events, "traitor")
    assert level(g) == 5 and depths(g)["entrance_hall"] == "sunk"
    assert g.state.haunt.counters.get("bailed", 0) == 0
