"""The Caller at the Glass (haunt 35) played out through the engine's actions: the
traitor leaves the house at the reveal and plays from outside, through the Caller,
who batters the rooms on the rim of the house (the haunt's own where keys
`unbroken` and `bare`, step `batter`, game/haunts/caller_at_the_glass.py).

The game starts at the first haunt turn (tests/haunt_helpers.py) with a row of
rooms east of the Entrance Hall: every room of the row has empty cells north and
south of it, so every one of them is on the rim.
"""

from __future__ import annotations

from game.engine import Attack, EndTurn, HauntAct
from game.haunts.caller_at_the_glass import on_rim
from tests.haunt_helpers import (
    WING,
    arranged,
    assert_won,
    goal,
    haunted,
    heroes,
    lying,
    pass_until,
    prompt_of,
)
from tests.helpers import dice, markers, of, place, put

HAUNT = "caller_at_the_glass"


def outside():
    g = haunted(HAUNT, revealer=0, before=arranged())
    return g


def broken(g, room: str) -> bool:
    return "broken" in g.state.haunt.rooms.get(room, {})


def to_caller(g) -> int:
    """End turns until the Caller's move (damage taken on the way is split the first
    way offered, R8.2); its id."""
    while prompt_of(g).kind != "monster":
        p = prompt_of(g)
        g.submit(EndTurn() if p.kind == "turn" else g.legal_actions(p.seat)[0])
    return prompt_of(g).context["monster"]


def caller_at(g, room: str) -> int:
    mid = to_caller(g)
    g.state.monsters[0].room = room
    g.refresh()
    return mid


def test_the_traitor_leaves_the_house_and_plays_through_the_caller():
    """The Right Now steps (R9.5): the Caller comes where the traitor stands, then
    the traitor escapes: out of the house, so their turns are passed over (R9.6)
    while the monsters still move after the traitor's place; the Caller is out of
    every fight (modifier `no_fight`): no hero may attack it (R8.5)."""
    g = outside()
    traitor = g.state.haunt.traitor
    assert g.figure(traitor).escaped and not g.figure(traitor).in_house
    assert [(m.kind, m.room) for m in g.state.monsters] == [("caller", g.figure(traitor).room)]
    seats = []
    while prompt_of(g).kind != "monster":
        seats.append(prompt_of(g).seat)
        seat = prompt_of(g).seat
        put(g, seat, g.state.monsters[0].room)
        assert not [a for a in g.legal_actions(seat) if isinstance(a, Attack)]
        g.submit(EndTurn())
    assert traitor not in seats and sorted(seats) == sorted(heroes(g))
    assert prompt_of(g).seat == traitor  # the traitor moves the Caller from outside


def test_a_room_is_on_the_rim_while_a_side_of_it_meets_no_room():
    """The where keys look at the rim: a room whose four neighbouring cells on its
    floor all hold rooms is inside the house, and neither side acts there."""
    def before(g):
        arranged()(g)
        place(g, "library", "ground", 3, -1)
        place(g, "study", "ground", 3, 1)
    g = haunted(HAUNT, revealer=0, before=before)
    assert on_rim(g, "chimney_nook") and not on_rim(g, "cold_hallway")
    seat = heroes(g)[0]
    pass_until(g, seat)
    for room, legal in (("cold_hallway", False), ("chimney_nook", True)):
        put(g, seat, room)
        assert (HauntAct("shutter") in g.legal_actions(seat)) is legal, room
    caller_at(g, "cold_hallway")
    assert HauntAct("batter") not in g.legal_actions(prompt_of(g).seat)


def test_a_blow_tears_a_shutter_else_breaks_the_room():
    """The step `batter`: a Might roll of 3+ is one blow, 6+ two; a blow tears a
    shutter off the room (taken from the house), else the room falls into the
    state `broken`; a broken room is no longer offered to the Caller."""
    g = outside()
    seat = heroes(g)[0]
    pass_until(g, seat)
    put(g, seat, "ballroom")
    dice(g, 4)
    g.submit(HauntAct("shutter"))
    assert lying(g, "shutter", "ballroom")
    caller_at(g, "ballroom")
    dice(g, 3)
    events = g.submit(HauntAct("batter"))
    assert of(events, "token_taken") and not lying(g, "shutter", "ballroom")
    assert not broken(g, "ballroom")
    g.submit(EndTurn())
    caller_at(g, "greenhouse")
    dice(g, 2)
    g.submit(HauntAct("batter"))
    assert not broken(g, "greenhouse")
    g.submit(EndTurn())
    caller_at(g, "ballroom")
    dice(g, 6)
    g.submit(HauntAct("batter"))
    assert broken(g, "ballroom")
    g.submit(EndTurn())
    caller_at(g, "ballroom")
    assert HauntAct("batter") not in g.legal_actions(prompt_of(g).seat)


def test_a_broken_room_cuts_a_hero_and_a_shutter_mends_it():
    """Room state `broken` (modifier `end_turn`, side heroes): a hero ending a turn
    there takes 1 physical damage; the heroes' `shutter` (Might 4+) in a broken
    room mends it, nails a shutter and counts one."""
    g = outside()
    g.state.haunt.rooms["solarium"] = {"broken": True}
    seat = heroes(g)[0]
    pass_until(g, seat)
    put(g, seat, "solarium")
    before = sum(markers(g, seat).values())
    dice(g, 3)
    g.submit(HauntAct("shutter"))
    assert broken(g, "solarium") and not lying(g, "shutter", "solarium")
    g.submit(EndTurn())
    while prompt_of(g).seat == seat and prompt_of(g).kind != "turn":  # R8.2: split it
        g.submit(g.legal_actions(seat)[0])
    assert sum(markers(g, seat).values()) == before - 1
    pass_until(g, seat)
    put(g, seat, "solarium")
    dice(g, 4)
    g.submit(HauntAct("shutter"))
    assert not broken(g, "solarium") and lying(g, "shutter", "solarium")
    assert g.state.haunt.counters["shuttered"] == 1
    assert HauntAct("shutter") not in g.legal_actions(seat)


def test_heroes_win_when_enough_shutters_are_nailed():
    """The heroes' goal (R9.11): a counter of shutters nailed, 9 at 4 players,
    counting those torn off again; each hero shutters a bare rim room a turn."""
    g = outside()
    need = goal(g, "heroes", "counter", "shuttered")
    rooms = [*WING, "foyer", "grand_staircase", "entrance_hall"]
    events = []
    while not g.over:
        p = prompt_of(g)
        if p.kind == "turn":
            free = [r for r in rooms if not lying(g, "shutter", r)]
            put(g, p.seat, free[0])
            dice(g, 4)
            events += g.submit(HauntAct("shutter"))
            if g.over:
                break
        events += g.submit(EndTurn())
    assert g.state.haunt.counters["shuttered"] == need
    assert_won(g, events, "heroes")


def test_traitor_wins_when_enough_rooms_stand_broken():
    """The traitor's goal (R9.11): 4 rooms broken at once at 4 players; the Caller
    flies to a new rim room each round and breaks it with a blow."""
    g = outside()
    need = goal(g, "traitor", "room_state")
    events = []
    targets = list(WING)
    while not g.over:
        p = prompt_of(g)
        if p.kind == "monster":
            caller_at(g, targets.pop(0))
            dice(g, 3)
            events += g.submit(HauntAct("batter"))
            if g.over:
                break
        events += g.submit(EndTurn())
    assert sum("broken" in m for m in g.state.haunt.rooms.values()) == need
    assert_won(g, events, "traitor")
