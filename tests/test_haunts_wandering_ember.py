"""The Wandering Ember (haunt 14), a race of both sides for one ember, played out
through the engine's actions: a win for each side, and the rules it brings.

Each game starts at the first haunt turn (tests/haunt_helpers.py) with a row of
rooms east of the Entrance Hall. Rafael (seat 1, left of the revealer) is the
traitor (R9.2); the soot sweeps come out beside him, in the Entrance Hall.
"""

from __future__ import annotations

from game.engine import Attack, EndTurn, HauntAct
from game.engine.rules.conditions import holds
from game.engine.rules.placement import where_rooms
from tests.haunt_helpers import (
    WING,
    arranged,
    assert_won,
    distances,
    goal,
    haunt_act,
    haunted,
    monsters_of,
    pass_until,
    play,
    walk_toward,
)
from tests.helpers import dice, of, put

EMBER = "wandering_ember"
FREE = {"if": "wandering_ember.unopposed", "token": "ember"}


def ember_game():
    g = haunted(EMBER, revealer=0, before=arranged())
    assert g.state.haunt.traitor == 1  # R9.2: left of the revealer
    assert len(monsters_of(g, "sweep")) == 3  # one per hero
    return g


def ember_room(g) -> str:
    (room,) = [t.room for t in g.state.tokens if t.kind == "ember"]
    return room


def away_from(g, room: str) -> str:
    """The room at the far end of the row from this one."""
    row = ("entrance_hall", *WING)
    near = row.index(room) < len(row) // 2 if room in row else True
    return row[-1] if near else row[0]


def sweep_room(g, mid: int) -> str:
    return g.state.monsters[mid - 100].room


def test_ember_heroes_win_by_catching_it_again_and_again():
    """R9.11: the heroes' goal counts catches; each catch sends the ember leaping.
    A sweep on the ember is beaten off first (R8.5, R8.9); the traitor here walks
    away from the ember and never fights."""
    g = ember_game()
    *_, lost = monsters_of(g, "sweep")
    for mid in monsters_of(g, "sweep"):  # two lost in the basement (by hand), one at hand
        g.state.monsters[mid - 100].room = "ballroom" if mid == lost else "basement_landing"

    def turn(seat: int):
        room = ember_room(g)
        if seat == 1:
            return walk_toward(g, 1, away_from(g, room)) if g.figure(1).room == room else []
        events = walk_toward(g, seat, room)
        for mid in monsters_of(g, "sweep"):
            up = not g.state.monsters[mid - 100].stunned
            if up and g.figure(seat).room == room == sweep_room(g, mid) and \
                    Attack(mid) in g.legal_actions(seat):
                dice(g, 6, 0)
                events += g.submit(Attack(mid))
        return events + haunt_act(g, "catch_ember")

    events = play(g, turn)
    assert g.state.haunt.counters == {"caught": goal(g, "heroes", "counter", "caught")}
    assert {d["who"] for d in of(events, "token_taken")} <= {0, 2, 3}
    assert [d["target"] for d in of(events, "attack")] == [lost]  # beaten off the ember once
    assert g.state.haunt.round < goal(g, "traitor", "rounds")
    assert_won(g, events, "heroes")


def test_ember_traitor_wins_when_the_sweeps_seize_it_for_him():
    """The traitor's action is one the sweeps take on their turns too (`monsters`);
    their seizures count for the traitor (R9.11). The heroes stand still."""
    g = ember_game()
    sweeps = monsters_of(g, "sweep")

    def sweep(mid: int):
        from tests.haunt_helpers import monster_toward

        events = haunt_act(g, "seize_ember")
        if events:
            return events
        events = monster_toward(g, mid, ember_room(g))
        return events + haunt_act(g, "seize_ember")

    for seat in (0, 2, 3):  # the heroes keep to the Entrance Hall and the Music Room
        put(g, seat, "entrance_hall")
    events = play(g, lambda seat: [], sweep)
    need = goal(g, "traitor", "counter", "seized")
    assert g.state.haunt.counters == {"seized": need}
    assert {d["who"] for d in of(events, "token_taken")} <= set(sweeps)
    assert_won(g, events, "traitor")


def test_ember_a_sweep_that_is_up_stops_a_hero_and_a_stunned_one_does_not():
    """wandering_ember.unopposed: nobody standing against you beside the ember;
    a monster stunned by an attack (R8.9) stands against nobody. It asks about the
    ember's room, not yours, so it holds or not wherever you stand."""
    g = ember_game()
    room = ember_room(g)
    (first, *_) = monsters_of(g, "sweep")
    g.state.monsters[first - 100].room = room
    pass_until(g, 2)
    assert not holds(g, FREE, 2)  # far off in the Entrance Hall, the ember is not free
    put(g, 2, room)
    assert HauntAct("catch_ember") not in g.legal_actions(2)
    dice(g, 6, 0)  # R8.5: Amara wins by 6; the sweep cannot die (killable false): stunned
    events = g.submit(Attack(first))
    assert g.state.monsters[first - 100].stunned and not of(events, "monster_died")
    assert holds(g, FREE, 2)
    events = g.submit(HauntAct("catch_ember"))
    assert g.state.haunt.counters == {"caught": 1}
    assert [d["who"] for d in of(events, "token_taken")] == [2]


def test_ember_a_hero_beside_it_keeps_it_from_the_traitor():
    """Nobody of the traitor's side may seize the ember while a hero stands in its
    room; once the hero leaves, the traitor may."""
    g = ember_game()
    room = ember_room(g)
    pass_until(g, 1)
    put(g, 1, room)
    put(g, 3, room)
    assert HauntAct("seize_ember") not in g.legal_actions(1)
    assert not holds(g, FREE, 1)
    put(g, 3, away_from(g, room))
    assert HauntAct("seize_ember") in g.legal_actions(1)
    assert HauntAct("catch_ember") not in g.legal_actions(1)  # the heroes' action is not his
    events = g.submit(HauntAct("seize_ember"))
    assert g.state.haunt.counters == {"seized": 1}
    assert HauntAct("seize_ember") not in g.legal_actions(1)  # once per turn (R3.3)
    assert of(events, "trigger")


def test_ember_leaps_to_another_room_each_time_it_is_caught():
    """Trigger token_taken: a caught ember glows again in a room the dice draw
    (placement wandering_ember.leap: among the rooms a figure can reach, at least
    2 spaces from the catcher); there is only ever one."""
    g = ember_game()
    for mid in monsters_of(g, "sweep"):  # out of the way (by hand): nobody stops her
        g.state.monsters[mid - 100].stunned = True
    pass_until(g, 2)
    seen = set()
    short = goal(g, "heroes", "counter", "caught") - 1  # one short of the heroes' win
    for _ in range(short):
        room = ember_room(g)
        put(g, 1, g.figure(2).room)  # the traitor waits where she was: never the ember's room
        put(g, 2, room)
        g.state.turn.rolls.clear()  # a new chance (by hand): once per turn otherwise
        g.submit(HauntAct("catch_ember"))
        after = ember_room(g)
        assert distances(g, room)[after] >= 2
        assert sum(t.kind == "ember" for t in g.state.tokens) == 1
        seen.add(after)
    assert len(seen) > 1  # the dice choose: not always the same room
    assert g.state.haunt.counters == {"caught": short}
    g.submit(EndTurn())


def test_ember_leaps_only_where_a_figure_can_reach():
    """wandering_ember.leap never draws a room cut off from the catcher's (here the
    Basement Landing, with no way down found yet), and with no room far enough it
    takes the farthest."""
    g = ember_game()
    reach = distances(g, "entrance_hall")
    assert "basement_landing" in g.state.placements and "basement_landing" not in reach
    drawn = set()
    for _ in range(20):  # each draw moves the game's dice on
        (room,) = where_rooms(g, 2, {"wandering_ember.leap": 2})
        assert room in reach and reach[room] >= 2
        drawn.add(room)
    assert len(drawn) > 2
    (far,) = where_rooms(g, 2, {"wandering_ember.leap": 99})
    assert far == "solarium"
