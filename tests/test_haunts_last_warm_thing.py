"""The Last Warm Thing (haunt 37), a monster the heroes must keep alive, played out
to a win for each side through the engine's actions, and each rule it brings: the
Hob walks by itself toward its hearth, and only with a hero beside it
(`last_warm_thing.follows`, R9.8 as the haunt changes it); nobody fights it
(`no_fight`); its hearth lies where the monsters' ways reach farthest from the
Entrance Hall (`last_warm_thing.far_walk`); a scour needs more while a hero
guards it (`last_warm_thing.guarded`); the heroes win with the Hob home once
round 4 has ended, the traitor's side at enough soot (R9.11).

The house is the row of rooms east of the Entrance Hall (tests/haunt_helpers.py),
everyone in the hall at the start.
"""

from __future__ import annotations

from game.engine import Attack, EndTurn, HauntAct
from game.engine.rules.conditions import holds
from game.engine.rules.placement import where_rooms
from game.engine.state import MONSTER_BASE
from tests.haunt_helpers import (
    arranged,
    assert_won,
    goal,
    haunt_act,
    haunted,
    heroes,
    monster_toward,
    monsters_of,
    pass_until,
    play,
    traitor,
    walk_toward,
)
from tests.helpers import dice, place, put

WARM = "last_warm_thing"
GUARDED = {"if": "last_warm_thing.guarded"}


def warm():
    return haunted(WARM, revealer=0, before=arranged())


def hob(g):
    (mid,) = monsters_of(g, "hob")
    return g.state.monsters[mid - MONSTER_BASE]


def hearth(g) -> str:
    (t,) = [t for t in g.state.tokens if t.kind == "hearth"]
    return t.room


def soot(g) -> int:
    return g.state.haunt.counters.get("soot", 0)


def test_warm_the_hob_waits_in_the_hall_the_hearth_far_off_the_sweeps_with_the_traitor():
    """The setup (R9.5): the Hob in the Entrance Hall, the hearth where the
    monsters' ways reach farthest from it (the Solarium, end of the row), and
    3 Sweeps at 4 players in the traitor's room (the lowest Sanity, R9.2)."""
    g = warm()
    assert hob(g).room == "entrance_hall"
    assert hearth(g) == "solarium"
    sweeps = monsters_of(g, "sweep")
    assert len(sweeps) == 3
    assert {g.state.monsters[m - MONSTER_BASE].room for m in sweeps} == \
        {g.figure(traitor(g)).room}


def test_warm_the_far_walk_never_picks_a_room_that_carries_its_occupants_off():
    """`last_warm_thing.far_walk`: the Mystic Elevator at the far end of the row is
    farther, but a home there could ride away: the room before it is chosen."""
    def before(g):
        arranged()(g)
        place(g, "mystic_elevator", "ground", 8, 0)
    g = haunted(WARM, revealer=0, before=before)
    assert hearth(g) == "solarium"
    assert where_rooms(g, traitor(g), {"last_warm_thing.far_walk": "vault"}) == \
        [g.figure(traitor(g)).room]  # a room not in the house: your room


def test_warm_nobody_fights_the_hob():
    """The modifier `no_fight` scoped to the Hob (R8.5 as the haunt changes it):
    a hero in its room is offered no attack on it."""
    g = warm()
    seat = heroes(g)[0]
    pass_until(g, seat)
    assert g.figure(seat).room == hob(g).room
    assert Attack(hob(g).id) not in g.legal_actions(seat)


def test_warm_alone_the_hob_stays_put_and_nobody_is_asked_to_move_it():
    """`last_warm_thing.follows`: with no hero in its room as its move begins it
    cowers; the traitor is asked about the Sweeps only."""
    g = warm()
    for seat in heroes(g):
        put(g, seat, "cold_hallway")
    put(g, traitor(g), "foyer")
    pass_until(g, traitor(g))
    g.submit(EndTurn())
    asked = set()
    while g.prompt.kind == "monster":
        asked.add(g.prompt.context["monster"])
        g.submit(EndTurn())
    assert hob(g).id not in asked
    assert hob(g).room == "entrance_hall"


def test_warm_with_a_hero_beside_it_the_hob_walks_toward_the_hearth_by_itself():
    """`last_warm_thing.follows`: a hero in its room as its move begins, it goes
    with its Speed roll's spaces along the shortest way to the hearth, leaving the
    hero behind (heroes do not slow it, R4.7)."""
    g = warm()
    guard = heroes(g)[0]
    for seat in heroes(g)[1:]:
        put(g, seat, "upper_landing")
    put(g, guard, "entrance_hall")
    pass_until(g, traitor(g))
    dice(g, 3, 2)  # the Sweeps' Speed roll, then the Hob's: 2 spaces
    g.submit(EndTurn())
    while g.prompt.kind == "monster":  # the Sweeps: the traitor's choice, here none
        g.submit(EndTurn())
    assert hob(g).room == "chimney_nook"  # two rooms east, toward the Solarium
    assert g.figure(guard).room == "entrance_hall"


def test_warm_a_scour_leaves_soot_and_a_guard_makes_it_harder():
    """The scour (the traitor's action, the Sweeps' too): a Might roll, 3+ leaves a
    coat of soot; with a hero in the Hob's room (`last_warm_thing.guarded`) a 4
    is not enough, a 5 is."""
    g = warm()
    t = traitor(g)
    for seat in heroes(g):
        put(g, seat, "ballroom")
    pass_until(g, t)
    put(g, t, "entrance_hall")
    assert not holds(g, GUARDED, t)
    dice(g, 3)
    g.submit(HauntAct("scour"))
    assert soot(g) == 1
    g.submit(EndTurn())
    guard = heroes(g)[0]
    pass_until(g, guard)
    put(g, guard, "entrance_hall")
    put(g, t, "entrance_hall")
    assert holds(g, GUARDED, t)
    assert not holds(g, GUARDED, guard)  # you aside: no other hero there
    pass_until(g, t)
    dice(g, 4)
    g.submit(HauntAct("scour"))
    assert soot(g) == 1  # guarded: a 4 fails
    (sweep, *_) = monsters_of(g, "sweep")
    g.state.monsters[sweep - MONSTER_BASE].room = "entrance_hall"
    g.submit(EndTurn())
    while not (g.prompt.kind == "monster" and g.prompt.context["monster"] == sweep):
        g.submit(EndTurn())
    dice(g, 5)
    g.submit(HauntAct("scour"))  # a Sweep scours on its move
    assert soot(g) == 2


def test_warm_heroes_win_by_walking_the_hob_home():
    """R9.11: every hero keeps beside the Hob; it walks east a room or more a
    round and sits in the Solarium's grate once round 4 has ended. The Sweeps
    stand still."""
    g = warm()

    def turn(seat: int):
        return [] if seat == traitor(g) else walk_toward(g, seat, hob(g).room)

    events = play(g, turn)
    assert hob(g).room == hearth(g)
    assert g.state.haunt.round >= 4
    assert soot(g) == 0
    assert_won(g, events, "heroes")


def test_warm_the_hob_home_too_early_is_not_yet_a_win():
    """The goal's `rounds`: before round 4 ends the grate is too cold."""
    g = warm()
    hob(g).room = hearth(g)
    seat = heroes(g)[0]
    pass_until(g, seat)
    put(g, seat, hearth(g))
    g.submit(EndTurn())
    assert not g.over
    assert g.state.haunt.round < 4


def test_warm_traitor_wins_when_the_sweeps_scour_the_lone_hob_out():
    """The heroes wander off; the Sweeps walk to the Hob and scour it on their
    moves until the soot reaches 5 at 4 players (R9.11)."""
    g = warm()
    for seat in heroes(g):
        put(g, seat, "solarium")

    def sweep(mid: int):
        if mid == hob(g).id:
            return []
        return monster_toward(g, mid, hob(g).room) + haunt_act(g, "scour")

    events = play(g, lambda seat: [], sweep)
    assert soot(g) == goal(g, "traitor", "counter", "soot") == 5
    assert_won(g, events, "traitor")
