"""The Gamekeeper's Wire (haunt 42), snares laid in secret, played out to a win for
each side through the engine's actions, and each rule it brings: the snares are
known to the traitor's seat alone (its secret paper, R10.2: `Game.view` gives it to
that seat only, the events tell it to that seat only); the traitor lays one a turn
by a private choice (`gamekeepers_wire.lay`, R10.1: even the choice made stays
secret); a hero walking into a snared room springs it (`gamekeepers_wire.snared`,
`gamekeepers_wire.spring`: 2 physical damage, R8.2, and the movement ends); a
hero feeling for wire finds the snares around them (`gamekeepers_wire.sweep`); the
heroes win by cutting spools, the traitor's side by catches or time (R9.11).

The house is the row of rooms east of the Entrance Hall (tests/haunt_helpers.py):
everyone starts in the hall.
"""

from __future__ import annotations

from game.engine import Choose, HauntAct, Move
from game.haunts.gamekeepers_wire import set_in, snares
from tests.haunt_helpers import (
    arranged,
    assert_won,
    goal,
    haunt_act,
    haunted,
    pass_until,
    pass_until_over,
    play,
)
from tests.helpers import dice, markers, put

HAUNT = "gamekeepers_wire"


def game():
    g = haunted(HAUNT, revealer=0, before=arranged())
    snares(g)[:] = [{"room": "music_room", "state": "set"}]  # one snare, east of the hall
    return g


def heroes(g) -> list[int]:
    return [s for s in range(4) if s != g.state.haunt.traitor]


def answer_damage(g) -> list:
    p = g.prompt
    assert p is not None and p.kind == "damage"
    return g.submit(g.legal_actions(p.seat)[0])


def test_two_snares_lie_in_secret_and_two_spools_farthest_from_the_traitor():
    g = haunted(HAUNT, revealer=0, before=arranged())
    traitor = g.state.haunt.traitor
    assert len(set_in(g)) == 2 and g.figure(traitor).room not in set_in(g)
    spools = {t.room for t in g.state.tokens if t.kind == "spool"}
    assert spools == {"solarium", "drawing_room"}  # the two farthest rooms
    paper = g.view(traitor)["haunt"]["mine"]["paper"]  # R10.2: the traitor's alone
    assert {room for _, room in paper["lines"]} == set_in(g)
    for seat in heroes(g):
        assert "paper" not in g.view(seat)["haunt"].get("mine", {})
    assert "secret" not in g.view(None)["haunt"] and "mine" not in g.view(None)["haunt"]


def test_the_traitor_lays_a_snare_by_a_choice_nobody_else_sees():
    g = game()
    traitor = g.state.haunt.traitor
    pass_until(g, traitor)
    g.submit(HauntAct("lay_snare"))  # no roll
    p = g.prompt
    assert p.kind == "choose" and p.private and p.context["topic"] == "lay_snare"  # R10.1
    assert set(p.options) == {"entrance_hall", "foyer"}  # here and one space away, unsnared
    events = g.submit(Choose("foyer"))
    assert set_in(g) == {"music_room", "foyer"}
    other = heroes(g)[0]
    for e in events:
        assert "foyer" not in str(e.seen_by(other).data)  # nobody else learns where
        assert "foyer" not in str(e.seen_by(None).data)
    assert ["snare.set", "foyer"] in g.view(traitor)["haunt"]["mine"]["paper"]["lines"]
    assert HauntAct("lay_snare") not in g.legal_actions(traitor)  # once per turn (R3.3)


def test_a_hero_walking_into_a_snare_springs_it_takes_2_and_stops():
    g = game()
    hero = heroes(g)[0]
    pass_until(g, hero)
    before = sum(markers(g, hero).values())
    g.submit(Move("music_room"))
    answer_damage(g)
    assert before - sum(markers(g, hero).values()) == 2  # 2 physical damage (R8.2)
    assert g.state.haunt.counters["caught"] == 1
    assert set_in(g) == set() and snares(g)[0]["state"] == "sprung"
    assert any(t.kind == "wire" and t.room == "music_room" for t in g.state.tokens)
    assert not any(isinstance(a, Move) for a in g.legal_actions(hero))  # caught: it stops
    traitor = g.state.haunt.traitor
    assert ["snare.sprung", "music_room"] in g.view(traitor)["haunt"]["mine"]["paper"]["lines"]


def test_snares_never_catch_the_traitor():
    g = game()
    traitor = g.state.haunt.traitor
    pass_until(g, traitor)
    g.submit(Move("music_room"))
    assert g.state.haunt.counters.get("caught", 0) == 0 and set_in(g) == {"music_room"}


def test_feeling_for_wire_on_a_5_finds_the_snares_a_space_around():
    g = game()
    snares(g).append({"room": "cold_hallway", "state": "set"})  # two spaces east: out of reach
    hero = heroes(g)[0]
    pass_until(g, hero)
    dice(g, 4)  # a Knowledge roll of 4: nothing found
    g.submit(HauntAct("feel_for_wire"))
    assert set_in(g) == {"music_room", "cold_hallway"}
    g.state.turn.rolls.clear()
    g.refresh()
    dice(g, 5)
    g.submit(HauntAct("feel_for_wire"))
    assert set_in(g) == {"cold_hallway"}  # the hall and the rooms one space from it
    assert g.state.haunt.counters["found"] == 1
    assert any(t.kind == "wire" and t.room == "music_room" for t in g.state.tokens)
    g.submit(Move("music_room"))  # safe now
    assert g.state.haunt.counters.get("caught", 0) == 0


def test_heroes_win_by_cutting_spools_each_coming_back_farthest_away():
    g = game()
    snares(g).clear()

    def turn(seat: int) -> list:
        if seat == g.state.haunt.traitor:
            return []
        spools = sorted(t.room for t in g.state.tokens if t.kind == "spool")
        put(g, seat, spools[0])
        g.refresh()
        return haunt_act(g, "cut_spool")

    events = play(g, turn)
    assert g.state.haunt.counters["cut"] == goal(g, "heroes", "counter", "cut") == 6
    assert_won(g, events, "heroes")  # R9.11


def test_a_cut_spool_comes_back_in_the_room_farthest_from_the_cutter():
    g = game()
    hero = heroes(g)[0]
    pass_until(g, hero)
    put(g, hero, "solarium")
    g.refresh()
    haunt_act(g, "cut_spool")
    spools = sorted(t.room for t in g.state.tokens if t.kind == "spool")
    assert len(spools) == 2 and "solarium" not in spools  # two always lie in the house
    assert g.state.haunt.counters["cut"] == 1


def test_the_traitor_wins_when_snares_have_caught_heroes_three_times():
    g = game()
    traitor = g.state.haunt.traitor

    def turn(seat: int) -> list:
        if seat == traitor:
            return []
        snares(g).append({"room": "music_room", "state": "set"})  # the traitor's wire again
        put(g, seat, "entrance_hall")
        g.refresh()
        events = g.submit(Move("music_room"))
        return events + (answer_damage(g) if not g.over and g.prompt.kind == "damage" else [])

    events = play(g, turn)
    assert g.state.haunt.counters["caught"] == goal(g, "traitor", "counter", "caught") == 3
    assert_won(g, events, "traitor")


def test_the_traitor_wins_when_round_9_ends():
    g = game()
    events = pass_until_over(g)
    assert g.state.haunt.round == goal(g, "traitor", "rounds") == 9
    assert_won(g, events, "traitor")
