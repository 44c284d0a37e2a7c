"""Monsters and the special rooms (R6.3, R6.4, R6.8, R6.10, R6.13), through the
engine's actions. Seed 004: "A monster still slides to the Basement Landing
when it moves onto the Coal Chute. It can pass through the Revolving Wall
without rolling. Monsters can freely move up or down from the Coal Chute and
Collapsed Room, and they can climb up to the Gallery." Seed 000: "Traitors and
Monsters can use the Elevator without rolling, but only once per Traitor/Monster
set of turns"; "If the first to go down from the Collapsed Room is a monster ...
choose an explored basement room"; "Monsters ignore barriers."
"""

from __future__ import annotations

from typing import Any

import pytest

from game import narrate
from game.ai import haunt_bot
from game.engine import Attack, Choose, EndTurn, Game, Move, PlaceTile, UseRoom
from game.engine.invariants import problems
from game.engine.rules.room_rule import rule_of, ways_from
from game.engine.state import MONSTER_BASE, Monster, Prompt
from game.text import table
from tests.haunt_helpers import haunted
from tests.helpers import dice, kinds, of, place, prompt, put

GHOUL = MONSTER_BASE
TRAITOR = 0  # the revealer turns (the first haunt turn is seat 1's)


@pytest.fixture(autouse=True)
def words(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(table(), "haunt.test_rooms.monster.ghoul", "Ghoul")


def game(before: Any = None) -> Game:
    """A ghoul in the Entrance Hall, with the explorers; nobody wins soon."""
    data: dict[str, Any] = {
        "id": "test_rooms", "number": 1, "chart": [["book", "gallery"]],
        "traitor": {"rule": "revealer"},
        "monsters": {"ghoul": {"might": 4, "speed": 4, "sanity": 3, "attack": "might"}},
        "setup": [{"do": "spawn", "monster": "ghoul", "n": 1, "where": "here"}],
        "actions": {"salt": {"side": "heroes", "steps": [{"do": "count", "counter": "salt"}]}},
        "goals": {"heroes": [{"if": "counter", "counter": "salt", "at_least": 9}],
                  "traitor": [{"if": "rounds", "at_least": 9}]},
    }
    return haunted(data, revealer=TRAITOR, before=before)


def ghoul(g: Game) -> Monster:
    return g.state.monsters[GHOUL - MONSTER_BASE]


def to_monster(g: Game, room: str, moves: int = 4) -> Prompt:
    """End turns until the ghoul's move (its Speed roll scripted), standing in `room`."""
    for _ in range(20):
        p = prompt(g)
        if p.kind == "monster":
            return p
        if p.kind == "turn" and p.seat == TRAITOR:
            ghoul(g).room = room
            dice(g, moves)
        g.submit(EndTurn())
    raise AssertionError("the monster's move never came")


def legal(g: Game) -> list[Any]:
    return g.legal_actions(prompt(g).seat)


def moved(events) -> list[tuple[str, str]]:
    return [(e["to"], e["via"]) for e in of(events, "monster_moved")]


# ---- R6.3 / R6.13: the Coal Chute -------------------------------------------------------
def chute(g: Game) -> None:
    place(g, "coal_chute", "ground", 1, -1, 3)  # its door faces the Foyer


def test_r6_3_a_monster_moving_onto_the_coal_chute_slides_to_the_basement_landing():
    """R6.3: "It affects traitors and monsters too"; entering and sliding cost one
    space together."""
    g = game(chute)
    to_monster(g, "foyer")
    events = g.submit(Move("coal_chute"))
    assert moved(events) == [("coal_chute", "door"), ("basement_landing", "chute")]
    assert ghoul(g).room == "basement_landing" and ghoul(g).moves == 3
    assert problems(g) == []


def test_r6_13_a_monster_climbs_up_the_chute_and_slides_back_if_it_stops_there():
    """R6.13: monsters move up or down through the Coal Chute; R6.3: nobody ends
    on it, so a monster whose move ends on it slides down again."""
    g = game(chute)
    to_monster(g, "basement_landing")
    assert Move("coal_chute") in legal(g)
    events = g.submit(Move("coal_chute"))
    assert moved(events) == [("coal_chute", "climb")]
    assert Move("foyer") in legal(g)  # on through the chute's door
    events = g.submit(EndTurn())
    assert ("basement_landing", "chute") in moved(events)
    assert ghoul(g).room == "basement_landing"


# ---- R6.13: the Revolving Wall ---------------------------------------------------------
def wall(g: Game) -> None:
    place(g, "revolving_wall", "ground", 1, 0, 0)  # the wall faces the Entrance Hall


def test_r6_13_a_monster_passes_the_revolving_wall_both_ways_without_rolling():
    g = game(wall)
    to_monster(g, "entrance_hall", moves=8)  # three heroes there: leaving costs 4 (R4.7)
    events = g.submit(Move("revolving_wall"))
    assert moved(events) == [("revolving_wall", "revolving_wall")]
    events += g.submit(Move("entrance_hall"))
    assert moved(events)[1:] == [("entrance_hall", "revolving_wall")]
    assert not of(events, "dice") and ghoul(g).moves == 3


def test_revolving_wall_is_one_way_answer_for_explorers_and_monsters():
    """The engine answers "where does this way lead" once: the wall's rule gives
    both directions, an explorer takes them with a roll (UseRoom), a monster by
    moving."""
    g = game(wall)
    there = ways_from(g, "entrance_hall")
    assert [(w.to, w.ability) for w in there] == [("revolving_wall", "revolve")]
    assert [w.to for w in ways_from(g, "entrance_hall", monster=True)] == ["revolving_wall"]
    assert rule_of(g, "revolving_wall").opens_ways


# ---- R6.8: the Mystic Elevator ---------------------------------------------------------
def elevator(g: Game) -> None:
    place(g, "mystic_elevator", "ground", 1, 0, 1)  # its door faces the Entrance Hall


def test_r6_8_a_monster_entering_the_elevator_moves_it_to_the_floor_its_controller_picks():
    g = game(elevator)
    to_monster(g, "entrance_hall")
    events = g.submit(Move("mystic_elevator"))
    assert not of(events, "dice")  # without rolling
    p = prompt(g)
    assert p.kind == "choose" and p.seat == TRAITOR and p.context["topic"] == "elevator_floor"
    g.submit(Choose("upper"))
    p = prompt(g)
    assert p.kind == "place" and p.seat == TRAITOR and all(o[0] == "upper" for o in p.options)
    o = p.options[0]
    g.submit(PlaceTile(o[0], o[1], o[2], o[3]))
    assert g.state.placements["mystic_elevator"].floor == "upper"
    assert ghoul(g).room == "mystic_elevator" and prompt(g).kind == "monster"
    assert problems(g) == []


def test_r6_8_the_elevator_moves_once_per_traitor_and_monster_turns():
    """Only the first entry of the traitor's turn and the monster turn after it
    moves it: the ghoul stepping out and back in again does not."""
    def heroes_away(g: Game) -> None:
        elevator(g)
        for seat in (1, 2, 3):
            put(g, seat, "foyer")  # nobody slows the ghoul (R4.7)

    g = game(heroes_away)
    to_monster(g, "entrance_hall")
    g.submit(Move("mystic_elevator"))
    g.submit(Choose("ground"))
    p = prompt(g)
    here = next(o for o in p.options if o[:3] == ["ground", 1, 0])
    g.submit(PlaceTile(*here[:4]))
    g.submit(Move("entrance_hall"))
    events = g.submit(Move("mystic_elevator"))
    assert prompt(g).kind == "monster" and not of(events, "elevator_moves")


# ---- R6.4: the Collapsed Room ----------------------------------------------------------
def collapsed(g: Game) -> None:
    place(g, "collapsed_room", "ground", 1, 0, 0)  # next to the Entrance Hall
    place(g, "cistern", "basement", 1, 0, 0)


def test_r6_4_a_monster_may_be_first_down_choosing_an_explored_basement_room():
    g = game(collapsed)
    to_monster(g, "collapsed_room")
    downs = {a.to for a in legal(g) if isinstance(a, Move)} & {"basement_landing", "cistern"}
    assert downs == {"basement_landing", "cistern"}  # any explored basement room
    events = g.submit(Move("cistern"))
    assert ghoul(g).room == "cistern"
    assert [(t.kind, t.room) for t in g.state.tokens] == [("below_collapsed", "cistern")]
    assert "damage" not in kinds(events)  # no harm to monsters (R6.13)
    assert Move("collapsed_room") in legal(g)  # and up again
    assert Move("basement_landing") in legal(g)  # the landing by the cistern's door only
    g.submit(Move("collapsed_room"))
    assert {a.to for a in legal(g) if isinstance(a, Move)} == {"entrance_hall", "cistern"}


def test_r6_4_once_a_room_is_below_every_faller_goes_there():
    g = game(collapsed)
    to_monster(g, "collapsed_room")
    g.submit(Move("cistern"))
    put(g, 1, "collapsed_room")
    assert [w.to for w in ways_from(g, "collapsed_room")] == ["cistern"]  # explorers too


# ---- R6.10: barrier rooms ----------------------------------------------------------------
def tower(g: Game) -> None:
    place(g, "tower", "upper", 1, 0, 0)
    place(g, "music_room", "upper", 2, 0, 0)


def test_r6_10_a_monster_in_a_barrier_room_stands_on_the_side_its_controller_picks():
    """Monsters ignore the barrier's roll, but stand on one side: nobody attacks
    across it, the monster neither."""
    g = game(tower)
    put(g, 1, "tower", 1)
    put(g, 2, "tower", 0)
    to_monster(g, "upper_landing")
    g.submit(Move("tower"))
    p = prompt(g)
    assert p.kind == "choose" and p.seat == TRAITOR and p.context["topic"] == "monster_side"
    assert narrate.prompt(g).endswith("?") and "Ghoul" in narrate.prompt(g)
    assert haunt_bot.decide(g, TRAITOR, legal(g)) in (Choose("0"), Choose("1"))
    events = g.submit(Choose("1"))
    assert ghoul(g).side == 1 and of(events, "monster_side")
    targets = {a.target for a in legal(g) if isinstance(a, Attack)}
    assert targets == {1}  # not seat 2, across the barrier
    assert Move("music_room") in legal(g) and Move("upper_landing") in legal(g)  # both sides' doors
    g.submit(EndTurn())
    while prompt(g).seat != 2 or prompt(g).kind != "turn":
        g.submit(EndTurn())
    assert not any(isinstance(a, Attack) and a.target == GHOUL for a in legal(g))
    assert UseRoom("cross") in legal(g)
