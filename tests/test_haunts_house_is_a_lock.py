"""The House Is a Lock (haunt 26): rooms turn in place, played out through the
engine's actions: a win for each side, and the rules it brings.

Each game starts at the first haunt turn (tests/haunt_helpers.py) with a row of
rooms east of the Entrance Hall, each with doors east and west, so a room of the
row can only turn half round (a quarter turn would leave it, or its neighbours,
without a door that meets a door). Four explorers: 4 tumblers, 2 Warders, and
the house turns 2 rooms at each round's end; the traitor's clock is 9 rounds.
"""

from __future__ import annotations

from game.engine import EndTurn, HauntAct, Move
from game.engine.invariants import problems
from game.engine.rules.conditions import holds
from game.engine.rules.haunt_steps import places
from game.haunts.house_is_a_lock import facings, is_set, quarter, set_tumbler, turn_to, turnable
from tests.haunt_helpers import (
    WING,
    arranged,
    assert_won,
    haunt_act,
    haunted,
    monsters_of,
    pass_until,
    play,
    walk_toward,
)
from tests.helpers import dice, of, place

LOCK = "house_is_a_lock"
OPEN = {"if": "house_is_a_lock.open", "token": "tumbler"}


def lock(before=None):
    g = haunted(LOCK, revealer=0, before=before or arranged())
    assert len(monsters_of(g, "warder")) == 2  # 1/2/2/3 at 3/4/5/6 players
    return g


def tumblers(g):
    return [t for t in g.state.tokens if t.kind == "tumbler"]


def rotation(g, room: str) -> int:
    return g.state.placements[room].rotation


def test_lock_tumblers_lie_in_the_farthest_rooms_that_can_turn_each_facing_away():
    """R9.5: 4 tumblers at 4 players, in the rooms farthest from the traitor that
    can turn; each gets a true facing its room may take, never the one it has,
    so no tumbler starts set."""
    g = lock()
    traitor = g.figure(g.state.haunt.traitor).room
    assert traitor == "entrance_hall"
    ts = tumblers(g)
    assert sorted(t.room for t in ts) == sorted(WING[-4:])
    for t in ts:
        assert t.value != rotation(g, t.room) and t.value in facings(g, t.room)
        assert not is_set(g, t)
    assert not holds(g, OPEN)


def test_lock_a_room_turns_only_where_every_room_keeps_a_door():
    """A quarter turn of a room of the row would leave it and its neighbours
    without a door meeting a door (R4.6), so it turns half round; starting tiles
    never turn. The engine's invariants hold after any turn."""
    g = lock()
    assert facings(g, "chimney_nook") == [0, 2]  # doors east and west only
    assert facings(g, "ballroom") == [0, 1, 2, 3]  # doors on every side
    assert facings(g, "entrance_hall") == [0]
    assert "entrance_hall" not in turnable(g) and "chimney_nook" in turnable(g)
    assert quarter(g, "chimney_nook") and rotation(g, "chimney_nook") == 2
    assert problems(g) == []
    assert g.state.haunt.rooms["chimney_nook"] == {"turned": True}


def test_lock_figures_turn_with_their_room_and_keep_their_way_out():
    """Nobody is left stranded: a figure in a turning room stays in it, and the
    room still has a door to walk out by."""
    g = lock()
    seat = g.prompt.seat
    assert seat != g.state.haunt.traitor
    g.figure(seat).room = "chimney_nook"
    g.state.turn.start_room = "chimney_nook"
    g.refresh()
    assert quarter(g, "chimney_nook")
    assert g.figure(seat).room == "chimney_nook" and problems(g) == []
    assert {Move("music_room"), Move("cold_hallway")} <= set(g.legal_actions(seat))


def test_lock_the_house_turns_at_each_rounds_end():
    """R9.6: at a round's end 2 rooms (at 4 players) drawn by the dice turn a
    quarter: each is told (room_turned) and marked turned until the next turning."""
    g = lock()
    seat = g.state.haunt.traitor
    pass_until(g, seat)
    events = g.submit(EndTurn())
    events += pass_until(g, (seat + 1) % 4)
    turned = of(events, "room_turned")
    assert len(turned) == 2
    marked = {r for r, m in g.state.haunt.rooms.items() if "turned" in m}
    assert marked == {e["room"] for e in turned}
    for e in turned:
        assert rotation(g, e["room"]) == e["to"] != e["frm"]
    assert problems(g) == []


def test_lock_picking_sets_a_tumbler_and_the_key_turns_it_loose():
    """The heroes' pick (Knowledge 4+) turns the room a quarter toward its true
    facing; once it faces that way the tumbler is set (the room state locked) and
    cannot be picked again. The traitor's key (Knowledge 3+) at a set tumbler
    turns it a quarter, loose."""
    g = lock()
    t = next(t for t in tumblers(g) if t.room == WING[-4])
    assert facings(g, t.room) == [rotation(g, t.room), *(
        (rotation(g, t.room) + k) % 4 for k in (1, 2, 3))]  # doors on every side
    start = rotation(g, t.room)
    t.value = (start + 2) % 4  # half round away: two picks
    traitor = g.state.haunt.traitor
    hero = next(s for s in range(4) if s != traitor)
    pass_until(g, hero)
    g.figure(hero).room = t.room
    g.refresh()
    assert HauntAct("pick_tumbler") in g.legal_actions(hero)
    assert HauntAct("turn_the_key") not in g.legal_actions(hero)
    haunt_act(g, "pick_tumbler")
    assert rotation(g, t.room) == (start + 1) % 4 and not is_set(g, t)
    assert HauntAct("pick_tumbler") not in g.legal_actions(hero)  # once per turn (R3.3)
    set_tumbler(g, {"who": hero, "card": "", "token": "tumbler", "state": "locked"})
    assert rotation(g, t.room) == t.value and is_set(g, t)
    assert g.state.haunt.rooms[t.room].get("locked")
    set_tumbler(g, {"who": hero, "card": "", "token": "tumbler", "state": "locked"})
    assert rotation(g, t.room) == t.value  # a set tumbler stays
    assert t.room not in places(g, hero, {"house_is_a_lock.loose": "tumbler"})
    pass_until(g, traitor)
    g.figure(traitor).room = t.room
    g.refresh()
    if not is_set(g, t):  # the house turned it at the round's end: set it again
        turn_to(g, t.room, t.value)
        set_tumbler(g, {"who": traitor, "card": "", "token": "tumbler", "state": "locked"})
    assert HauntAct("turn_the_key") in g.legal_actions(traitor)
    dice(g, 3)
    g.submit(HauntAct("turn_the_key"))
    assert not is_set(g, t) and "locked" not in g.state.haunt.rooms.get(t.room, {})


def test_lock_cannot_open_before_the_second_round_ends():
    """The heroes' goal (all of the condition open and 2 rounds ended, R9.11):
    every tumbler set in the first round is not yet a win."""
    g = lock()
    for t in tumblers(g):
        turn_to(g, t.room, t.value)
    assert holds(g, OPEN) and not g.over
    seat = g.prompt.seat
    g.submit(EndTurn())
    assert not g.over and g.prompt.seat != seat


def test_lock_heroes_win_when_every_tumbler_is_set_at_once():
    """R9.11: the heroes' goal is the haunt's own condition open: every tumbler
    lying in the house set at the same time."""
    g = lock()
    traitor = g.state.haunt.traitor

    def turn(seat: int):
        if seat == traitor:
            return []
        events = haunt_act(g, "pick_tumbler")
        loose = [t.room for t in tumblers(g) if not is_set(g, t)]
        if loose and not events:
            events += walk_toward(g, seat, loose[seat % len(loose)])
            events += haunt_act(g, "pick_tumbler")
        return events

    events = play(g, turn)
    assert_won(g, events, "heroes")
    assert all(is_set(g, t) for t in tumblers(g)) and len(tumblers(g)) == 4


def test_lock_traitor_wins_when_the_ninth_round_ends():
    """R9.11: the traitor wins when 9 rounds have ended with the lock shut."""
    g = lock(before=lambda g: [place(g, rid, "ground", x, 0) for x, rid in enumerate(WING, 1)])
    events = play(g, lambda seat: [])
    assert_won(g, events, "traitor")
    assert g.state.haunt.round == 9
    assert len(of(events, "room_turned")) > 0
