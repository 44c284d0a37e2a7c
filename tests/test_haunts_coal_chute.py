"""Down the Coal Chute (haunt 22), played out to a win for each side through the
engine's actions, and the rules it brings: the haunt's own step brings the Coal
Chute (and the Stairs from Basement, the way back up) into the house when nobody
found them (`down_the_coal_chute.bring_room`); a hero carrying a sack who enters
the chute feeds it to the furnace and slides on to the Basement Landing (an
`enter` trigger on the chute, R6.3); the traitor scatters lying sacks (R9.11)."""

from __future__ import annotations

from game.engine import EndTurn, HauntAct, Move
from game.engine.game import Game
from game.engine.rules import sides
from game.engine.rules.movement import room_exits
from tests.haunt_helpers import arranged, assert_won, goal, haunted, pass_until, passing_roll
from tests.helpers import dice, put

CHUTE = "down_the_coal_chute"


def chute_game() -> Game:
    g = haunted(CHUTE, revealer=0, before=arranged())
    assert "coal_chute" not in g.state.stack  # the haunt brought it in (R9.5)
    return g


def mouth(g: Game) -> str:
    """The room whose door opens onto the Coal Chute."""
    return next(iter(room_exits(g, "coal_chute", 0)))


def hero_to_move(g: Game) -> int:
    seat = g.prompt.seat
    assert g.prompt.kind == "turn" and sides.side_of(g, seat) == "heroes"
    return seat


def sack_at(g: Game, room: str) -> None:
    """One lying sack is carried off to `room` (a test's shortcut for a walk)."""
    sack = next(t for t in g.state.tokens if t.kind == "coal" and t.holder < 0)
    sack.room = room


def test_chute_the_chute_and_the_stairs_come_into_the_house_and_the_coal_lies_far():
    g = chute_game()
    st = g.state
    assert "coal_chute" in st.placements and "stairs_from_basement" in st.placements
    traitor = sides.traitor(g)
    sacks = [t.room for t in st.tokens if t.kind == "coal"]
    assert len(sacks) == 6 and g.figure(traitor).room not in sacks  # at 4 players
    clinkers = [m for m in st.monsters if m.kind == "clinker"]
    assert len(clinkers) == 2 and {m.room for m in clinkers} == {"basement_landing"}


def test_chute_a_carried_sack_is_fed_when_its_carrier_enters_the_chute():
    g = chute_game()
    seat = hero_to_move(g)
    put(g, seat, mouth(g))
    g.submit(Move("coal_chute"))  # empty-handed: it is only a slide (R6.3)
    assert "fed" not in g.state.haunt.counters
    assert g.figure(seat).room == "basement_landing"
    pass_until(g, seat)
    put(g, seat, mouth(g))
    sack_at(g, mouth(g))
    g.submit(HauntAct("shoulder"))
    sacks = sum(t.kind == "coal" for t in g.state.tokens)
    g.submit(Move("coal_chute"))
    assert g.state.haunt.counters["fed"] == 1
    assert sum(t.kind == "coal" for t in g.state.tokens) == sacks - 1  # down the chute
    assert g.figure(seat).room == "basement_landing"  # and the carrier slid on


def test_chute_the_heroes_win_when_enough_sacks_are_fed():
    g = chute_game()
    need = goal(g, "heroes", "counter", "fed")
    assert need == 4  # at 4 players (R9.10)
    g.state.haunt.counters["fed"] = need - 1
    seat = hero_to_move(g)
    put(g, seat, mouth(g))
    sack_at(g, mouth(g))
    g.submit(HauntAct("shoulder"))
    events = g.submit(Move("coal_chute"))
    assert_won(g, events, "heroes")


def test_chute_the_traitor_wins_by_scattering_the_coal():
    g = chute_game()
    traitor = sides.traitor(g)
    need = goal(g, "traitor", "counter", "scattered")
    pass_until(g, traitor)
    room = g.figure(traitor).room
    sack_at(g, room)
    sacks = sum(t.kind == "coal" for t in g.state.tokens)
    dice(g, passing_roll(g, "scatter"))
    g.submit(HauntAct("scatter"))
    assert g.state.haunt.counters["scattered"] == 1
    assert sum(t.kind == "coal" for t in g.state.tokens) == sacks - 1
    g.state.haunt.counters["scattered"] = need - 1
    g.submit(EndTurn())  # once a turn (R3.3): the next scatter on the next turn
    pass_until(g, traitor)
    sack_at(g, g.figure(traitor).room)
    dice(g, passing_roll(g, "scatter"))
    events = g.submit(HauntAct("scatter"))
    assert_won(g, events, "traitor")


def test_chute_a_carried_sack_cannot_be_scattered():
    g = chute_game()
    seat = hero_to_move(g)
    traitor = sides.traitor(g)
    room = g.figure(seat).room
    for sack in [t for t in g.state.tokens if t.kind == "coal"][1:]:
        sack.room = "basement_landing"
    sack_at(g, room)
    g.submit(HauntAct("shoulder"))
    pass_until(g, traitor)
    put(g, traitor, g.figure(seat).room)
    assert HauntAct("scatter") not in g.legal_actions(traitor)


def test_chute_the_step_leaves_a_room_already_in_the_house_where_it_is():
    g = chute_game()
    where = g.state.placements["coal_chute"]
    g.push({"do": "down_the_coal_chute.bring_room", "room": "coal_chute",
            "who": hero_to_move(g)})
    g._run()
    assert g.state.placements["coal_chute"] == where
