"""The Last One Found (haunt 41), hide and seek, played out to a win for each side
through the engine's actions, and each rule it brings: a hero hides only where no
other figure stands (`last_one_found.unseen`); a hiding hero stays put and is out
of the fight (leave_cost, no_fight scoped by `carrying`); from round 2 the traitor's
side searches a room where a hero hides (`last_one_found.hiding`) and a search roll
finds the first hider there (`last_one_found.find`: the token leaves, the count
grows, the one found takes mental damage, R8.2); the heroes win by chalk marks read
while hidden or by lasting, the traitor's side by heroes found (R9.11).

The house is the row of rooms east of the Entrance Hall (tests/haunt_helpers.py);
everyone starts in the hall, and the revealer, with the lowest Sanity, is It.
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
from tests.helpers import dice, markers, put

HAUNT = "last_one_found"
IT = 0  # the lowest Sanity, a tie: the revealer (R9.2, R9.3)
HIDES = {1: "music_room", 2: "cold_hallway", 3: "greenhouse"}  # one hider a room


def game():
    g = haunted(HAUNT, revealer=0, before=arranged())
    assert g.state.haunt.traitor == IT
    return g


def hidden(g) -> dict[int, str]:
    """The heroes hiding, with their rooms."""
    return {t.holder: t.room for t in g.state.tokens if t.kind == "hiding" and t.holder >= 0}


def hide_all(g) -> None:
    """Each hero, on their turn, goes to a room of their own and hides (R9.5)."""
    for seat, room in HIDES.items():
        pass_until(g, seat)
        put(g, seat, room)
        g.submit(HauntAct("hide"))
    assert set(hidden(g)) == set(HIDES)


def take_damage(g) -> list:
    """The one found answers the damage prompt (R8.2): the first split offered."""
    p = g.prompt
    assert p is not None and p.kind == "damage"
    return g.submit(g.legal_actions(p.seat)[0])


def test_peepers_start_in_its_room_covering_their_eyes():
    g = game()
    peepers = [g.state.monsters[m - MONSTER_BASE] for m in monsters_of(g, "peeper")]
    assert len(peepers) == 2  # 1/2/2/3 at 3/4/5/6 players (R9.10)
    assert {m.room for m in peepers} == {g.figure(IT).room}
    assert all(m.stunned for m in peepers)  # they miss their first turn (R8.9)


def test_a_hero_hides_only_where_no_other_figure_stands():
    g = game()
    pass_until(g, 1)
    assert HauntAct("hide") not in g.legal_actions(1)  # everyone is in the hall
    assert "entrance_hall" not in places(g, 1, {"last_one_found.unseen": True})
    assert "music_room" in places(g, 1, {"last_one_found.unseen": True})
    put(g, 1, "music_room")
    g.refresh()
    assert HauntAct("hide") in g.legal_actions(1)
    g.submit(HauntAct("hide"))  # no roll
    assert hidden(g) == {1: "music_room"}
    pass_until(g, 2)
    put(g, 2, "music_room")
    g.refresh()
    assert HauntAct("hide") not in g.legal_actions(2)  # somebody is already there


def test_a_hidden_hero_stays_put_out_of_the_fight_and_reads_chalk_marks():
    g = game()
    pass_until(g, 1)
    put(g, 1, "music_room")
    g.submit(HauntAct("hide"))
    legal = g.legal_actions(1)
    assert not any(isinstance(a, Move) for a in legal)  # a hider stays put (leave_cost)
    assert HauntAct("hide") not in legal  # hidden already
    dice(g, 4)  # a Knowledge roll of 4: no mark
    g.submit(HauntAct("chalk_mark"))
    assert g.state.haunt.counters.get("marks", 0) == 0
    assert HauntAct("chalk_mark") not in g.legal_actions(1)  # once per turn (R3.3)
    pass_until(g, IT)
    put(g, IT, "music_room")
    g.refresh()
    assert Attack(1) not in g.legal_actions(IT)  # nobody fights a hider (no_fight)
    pass_until(g, 1)
    dice(g, 5)
    g.submit(HauntAct("chalk_mark"))
    assert g.state.haunt.counters["marks"] == 1


def test_search_comes_from_round_2_and_a_roll_of_3_finds_the_first_hider():
    g = game()
    pass_until(g, 1)
    put(g, 1, "music_room")
    g.submit(HauntAct("hide"))
    pass_until(g, IT)
    put(g, IT, "music_room")
    g.refresh()
    assert HauntAct("search") not in g.legal_actions(IT)  # It is still counting: round 1
    pass_until(g, 1)
    pass_until(g, IT)
    assert g.state.haunt.round == 1
    put(g, IT, "music_room")
    g.refresh()
    assert HauntAct("search") in g.legal_actions(IT)
    assert places(g, IT, {"last_one_found.hiding": "hiding"}) == {"music_room"}
    dice(g, 2)  # a Knowledge roll of 2: not found
    g.submit(HauntAct("search"))
    assert hidden(g) == {1: "music_room"}
    g.state.turn.rolls.clear()
    g.refresh()
    before = markers(g, 1)
    dice(g, 3)
    g.submit(HauntAct("search"))
    take_damage(g)
    assert hidden(g) == {}
    assert g.state.haunt.counters["found"] == 1
    after = markers(g, 1)
    assert sum(before.values()) - sum(after.values()) == 1  # 1 mental damage (R8.2)
    pass_until(g, 1)
    assert any(isinstance(a, Move) for a in g.legal_actions(1))  # free to run again


def test_a_peeper_searches_too():
    g = game()
    pass_until(g, 1)
    put(g, 1, "music_room")
    g.submit(HauntAct("hide"))
    pass_until(g, 1)  # round 1 ends: the peepers stand up (R8.9)
    mid = monsters_of(g, "peeper")[0]
    g.state.monsters[mid - MONSTER_BASE].room = "music_room"
    while not (g.prompt.kind == "monster" and g.prompt.context["monster"] == mid):
        g.submit(EndTurn())
    assert HauntAct("search") in g.legal_actions(g.prompt.seat)
    haunt_act(g, "search")
    take_damage(g)
    assert hidden(g) == {} and g.state.haunt.counters["found"] == 1


def test_heroes_win_by_reading_the_chalk_marks_while_hidden():
    g = game()
    hide_all(g)
    events = play(g, lambda seat: [] if seat == IT else haunt_act(g, "chalk_mark"))
    assert g.state.haunt.counters["marks"] == goal(g, "heroes", "counter", "marks") == 9
    assert_won(g, events, "heroes")  # R9.11


def test_heroes_win_when_round_9_ends_unfound():
    g = game()
    for seat in (1, 2, 3):
        put(g, seat, "solarium")  # out of the way, never hidden, never fought
    events = play(g, lambda seat: [])
    assert g.state.haunt.round == goal(g, "heroes", "rounds") == 9
    assert_won(g, events, "heroes")


def test_the_traitor_wins_when_heroes_are_found_six_times():
    g = game()
    hide_all(g)

    def turn(seat: int) -> list:
        if seat == IT:
            if not hidden(g):
                return []
            put(g, IT, sorted(hidden(g).values())[0])
            g.refresh()
            events = haunt_act(g, "search")
            return events + (take_damage(g) if not g.over and g.prompt.kind == "damage" else [])
        if seat not in hidden(g):
            put(g, seat, HIDES[seat])
            g.refresh()
            return haunt_act(g, "hide")
        return []

    events = play(g, turn)
    assert g.state.haunt.counters["found"] == goal(g, "traitor", "counter", "found") == 6
    assert g.state.haunt.counters.get("marks", 0) == 0
    assert_won(g, events, "traitor")  # R9.11


def test_bots_hide_in_an_empty_room_and_seekers_head_for_hiders():
    g = game()
    pass_until(g, 1)
    assert "music_room" in set().union(*targets(g, 1))  # an empty room to hide in
    put(g, 1, "greenhouse")
    g.submit(HauntAct("hide"))
    assert "greenhouse" in targets(g, IT)[0]  # the search that advances its goal
