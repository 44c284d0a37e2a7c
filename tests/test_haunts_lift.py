"""The Liftman's Last Shift (haunt 15) played out through the engine's actions:
the Mystic Elevator brought into the house by the haunt's own step, brakes set
from inside it on each floor (R6.8: the elevator moves when you step in), a
brake wrenched loose, and a win for each side (R9.11).

Each game starts at the first haunt turn (tests/haunt_helpers.py) with a row of
rooms east of the Entrance Hall; nobody has found the elevator yet.
"""

from __future__ import annotations

from game.engine import Choose, EndTurn, HauntAct, Move, PlaceTile
from game.engine.invariants import problems
from game.engine.rules.numbers import amount
from game.engine.state import MONSTER_BASE
from tests.haunt_helpers import (
    arranged,
    assert_won,
    goal,
    haunt_act,
    haunted,
    lying,
    monster_toward,
    monsters_of,
    pass_until,
    pass_until_over,
    walk_toward,
)
from tests.helpers import dice, of, place

LIFT = "liftmans_last_shift"
ELEVATOR = "mystic_elevator"
LANDINGS = {"ground": "entrance_hall", "upper": "upper_landing", "basement": "basement_landing"}
FLOOR_ROLL = {"upper": 3, "ground": 2, "basement": 1}  # R6.8: two dice pick the floor


def lift(before=None):
    g = haunted(LIFT, revealer=0, before=before or arranged())
    return g, g.state.haunt.traitor


def a_hero(g, traitor: int) -> int:
    return next(s for s in range(len(g.state.figures)) if s != traitor)


def placed_where_asked(g) -> list:
    """The elevator goes to the first open doorway offered (R6.8)."""
    p = g.prompt
    assert p is not None and p.kind == "place" and p.context["tile"] == ELEVATOR
    o = p.options[0]
    return g.submit(PlaceTile(o[0], o[1], o[2], o[3]))


def ride(g, seat: int, floor: str) -> list:
    """The hero steps into the elevator (out of it and back in, if inside), the
    roll scripted to pick `floor`, and it joins an open doorway there."""
    events = []
    if g.figure(seat).room == ELEVATOR:
        out = next(a for a in g.legal_actions(seat) if isinstance(a, Move))
        events += g.submit(out)
    dice(g, FLOOR_ROLL[floor])
    if Move(ELEVATOR) in g.legal_actions(seat):
        events += g.submit(Move(ELEVATOR))
    else:
        events += walk_toward(g, seat, ELEVATOR)
    assert g.figure(seat).room == ELEVATOR
    events += placed_where_asked(g)
    assert g.state.placements[ELEVATOR].floor == floor
    return events


def clear_the_cage(g, seat: int) -> list:
    """Until `seat`'s next turn (the turn on now ends): every other turn passes,
    and the attendants walk out of the elevator to the far end of the house (so
    nobody is slowed leaving it, R4.7)."""
    events = []
    for step in range(80):
        p = g.prompt
        assert p is not None and not g.over
        if (p.kind, p.seat) == ("turn", seat) and step:
            return events
        if p.kind == "monster":
            events += monster_toward(g, p.context["monster"], "solarium")
            if g.prompt is p or (g.prompt and g.prompt.kind == "monster"
                                 and g.prompt.context["monster"] == p.context["monster"]):
                events += g.submit(EndTurn())
        else:
            events += g.submit(EndTurn())
    raise AssertionError("the turn never came")


# ---- the haunt's own step: the elevator comes into the house ------------------------------
def test_lift_the_elevator_comes_into_the_house_on_the_traitors_floor():
    g, traitor = lift()
    st = g.state
    assert ELEVATOR in st.placements  # brought in by liftmans_last_shift.bring_room
    assert ELEVATOR not in st.stack and ELEVATOR not in st.tile_discard
    here = st.placements[g.figure(traitor).room].floor
    assert st.placements[ELEVATOR].floor == here
    attendants = monsters_of(g, "attendant")
    assert len(attendants) == 2  # 1/2/2/2 at 3/4/5/6 players (R9.10)
    assert {g.state.monsters[m - MONSTER_BASE].room for m in attendants} == {ELEVATOR}
    assert problems(g) == []


def test_lift_an_elevator_already_in_the_house_stays_where_it_is():
    wing = arranged()

    def found(g) -> None:
        wing(g)
        place(g, ELEVATOR, "ground", 0, -1, 0)  # its door meets the Entrance Hall's
    g, _ = lift(found)
    assert g.state.placements[ELEVATOR].floor == "ground"
    assert (g.state.placements[ELEVATOR].x, g.state.placements[ELEVATOR].y) == (0, -1)


# ---- the brakes (R6.8: the floor the elevator is on) -------------------------------------
def test_lift_a_brake_goes_on_the_landing_of_the_floor_the_elevator_is_on_once():
    g, traitor = lift()
    hero = a_hero(g, traitor)
    clear_the_cage(g, hero)
    ride(g, hero, "ground")
    dice(g, 0)  # a Might roll under the mark sets nothing
    g.submit(HauntAct("set_brake"))
    assert not any(t.kind == "brake" for t in g.state.tokens)
    assert HauntAct("set_brake") not in g.legal_actions(hero)  # once per turn (R3.3)
    clear_the_cage(g, hero)
    out = next(a for a in g.legal_actions(hero) if isinstance(a, Move))
    g.submit(out)
    dice(g, FLOOR_ROLL["ground"])
    g.submit(Move(ELEVATOR))
    placed_where_asked(g)
    haunt_act(g, "set_brake")
    assert lying(g, "brake", "entrance_hall")
    clear_the_cage(g, hero)  # a floor already braked: nothing more to set there
    assert g.state.placements[ELEVATOR].floor == "ground"
    assert HauntAct("set_brake") not in g.legal_actions(hero)


# ---- a win for each side (R9.11) ----------------------------------------------------------
def test_lift_heroes_win_with_a_brake_on_every_landing():
    g, traitor = lift()
    hero = a_hero(g, traitor)
    events = []
    for floor in ("ground", "upper", "basement"):
        events += clear_the_cage(g, hero)
        events += ride(g, hero, floor)
        events += haunt_act(g, "set_brake")
        assert lying(g, "brake", LANDINGS[floor])
    assert g.state.haunt.round < goal(g, "traitor", "rounds")
    assert_won(g, events, "heroes")


def test_lift_traitor_wrenches_a_brake_loose_and_outlasts_the_shift():
    g, traitor = lift()
    hero = a_hero(g, traitor)
    clear_the_cage(g, hero)
    ride(g, hero, "ground")
    haunt_act(g, "set_brake")
    assert lying(g, "brake", "entrance_hall")
    clear_the_cage(g, hero)  # out of the cage on the next turn: no roll at its end
    g.submit(next(a for a in g.legal_actions(hero) if isinstance(a, Move)))
    clear_the_cage(g, traitor)
    walk_toward(g, traitor, "entrance_hall")
    events = haunt_act(g, "wrench_brake")  # a Might roll of 4+
    assert of(events, "token_taken") and not lying(g, "brake", "entrance_hall")
    assert g.state.haunt.counters == {"wrenched": 1}
    g.submit(EndTurn())
    events = pass_until_over(g)
    assert g.state.haunt.round == amount(g, goal(g, "traitor", "rounds"))
    assert_won(g, events, "traitor")  # R9.11: Halloran's shift is over


def test_lift_an_attendant_stepping_in_sends_the_elevator_where_the_traitor_picks():
    g, traitor = lift()
    pass_until(g, traitor)
    dice(g, 4, 4)  # the attendants' move rolls (R9.6)
    g.submit(EndTurn())
    p = g.prompt
    assert p is not None and p.kind == "monster"
    mid = p.context["monster"]
    out = next(a for a in g.legal_actions(p.seat) if isinstance(a, Move))
    g.submit(out)
    events = g.submit(Move(ELEVATOR))  # R6.8, R6.13: in again, without rolling
    assert not of(events, "dice")
    p = g.prompt
    assert p is not None and p.seat == traitor and p.context["topic"] == "elevator_floor"
    g.submit(Choose("upper"))
    placed_where_asked(g)
    assert g.state.placements[ELEVATOR].floor == "upper"
    assert g.state.monsters[mid - MONSTER_BASE].room == ELEVATOR
    assert problems(g) == []
