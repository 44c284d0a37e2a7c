"""Nightlights (haunt 28) played out through the engine's actions: the heroes
win by shutting the Bugbear in a room, never by killing it (the haunt's own
where key and bot target `nightlights.around`, step `nightlights.snuff` and
condition `nightlights.shut_in`, game/haunts/nightlights.py).

The game starts at the first haunt turn (tests/haunt_helpers.py) with a row of
rooms east of the Entrance Hall, each with a door east and west: a room in the
row has two ways out, the room to either side.
"""

from __future__ import annotations

from game.engine import AssignDamage, Attack, EndTurn, HauntAct, Move
from game.engine.rules import conditions
from tests.haunt_helpers import (
    arranged,
    assert_won,
    goal,
    haunted,
    heroes,
    lying,
    pass_until,
    prompt_of,
)
from tests.helpers import dice, of, put, set_trait

HAUNT = "nightlights"
SHUT = {"if": "nightlights.shut_in", "monster": "bugbear", "token": "nightlight"}


def dark_house():
    g = haunted(HAUNT, revealer=0, before=arranged())
    assert [m.kind for m in g.state.monsters] == ["bugbear"]
    assert g.state.monsters[0].room == g.figure(g.state.haunt.traitor).room
    g.state.monsters[0].room = "ballroom"  # between the Cold Hallway and the Greenhouse
    return g


def light(g, seat: int, room: str) -> list:
    pass_until(g, seat)
    put(g, seat, room)
    return g.submit(HauntAct("light"))


def test_a_light_is_lit_only_one_way_from_the_bugbear_and_keeps_its_side_out():
    """The where key `around` (monster:bugbear): only in a room one way from the
    Bugbear's room, not in it, and (an `if`) with no nightlight yet; a nightlight
    `blocks` the traitor's side, so the Bugbear may not walk into it (R9.8)."""
    g = dark_house()
    seat = heroes(g)[0]
    pass_until(g, seat)
    for room, legal in (("ballroom", False), ("music_room", False),
                        ("cold_hallway", True), ("greenhouse", True)):
        put(g, seat, room)
        assert (HauntAct("light") in g.legal_actions(seat)) is legal, room
    put(g, seat, "cold_hallway")
    events = g.submit(HauntAct("light"))
    assert of(events, "token_placed") and lying(g, "nightlight", "cold_hallway")
    g.submit(EndTurn())
    while prompt_of(g).kind != "monster":
        g.submit(EndTurn())
    moves = {a.to for a in g.legal_actions(prompt_of(g).seat) if isinstance(a, Move)}
    assert "greenhouse" in moves and "cold_hallway" not in moves


def test_the_bugbear_is_shut_in_only_when_every_way_out_is_lit():
    """The condition `shut_in`: every room one way from the Bugbear's (as monsters
    walk, R6.13) holds a nightlight; its progress is the lit share of those ways
    and its rooms the dark ones, which the bots head for."""
    g = dark_house()
    assert not conditions.holds(g, SHUT, None)
    assert conditions.rooms(g, SHUT, None) == {"cold_hallway", "greenhouse"}
    light(g, heroes(g)[0], "cold_hallway")
    assert conditions.progress(g, SHUT, None) == 0.5
    assert conditions.rooms(g, SHUT, None) == {"greenhouse"}
    light(g, heroes(g)[1], "greenhouse")
    assert conditions.holds(g, SHUT, None)


def test_heroes_win_when_it_is_still_shut_in_at_a_round_end_from_round_two():
    """A round_end trigger with an `if` (R9.6): shut in at the end of round 1
    counts for nothing; still shut in at the end of round 2 (nobody snuffed a
    light), the heroes win (R9.11)."""
    g = dark_house()
    light(g, heroes(g)[0], "cold_hallway")
    light(g, heroes(g)[1], "greenhouse")
    while g.state.haunt.round < 1:
        g.submit(EndTurn())
    assert not g.over and g.state.haunt.counters.get("shut_in", 0) == 0
    events = []
    while not g.over:
        events += g.submit(EndTurn())
    assert g.state.haunt.round == 2
    assert g.state.haunt.counters["shut_in"] == 1
    assert_won(g, events, "heroes")


def test_the_traitor_and_the_bugbear_snuff_lights_beside_them():
    """The traitor's action `snuff` (where: one way from a lit room; `monsters`:
    the Bugbear may take it in its move): a Might roll of 5+ at 4 players puts
    out a nightlight next to the roller (the step `snuff`: taken from the house);
    a lower roll leaves it burning."""
    g = dark_house()
    traitor = g.state.haunt.traitor
    light(g, heroes(g)[0], "cold_hallway")
    pass_until(g, traitor)
    put(g, traitor, "chimney_nook")
    dice(g, 4)
    g.submit(HauntAct("snuff"))
    assert lying(g, "nightlight", "cold_hallway")
    g.submit(EndTurn())
    assert prompt_of(g).kind == "monster"
    dice(g, 5)
    events = g.submit(HauntAct("snuff"))
    assert of(events, "token_taken") and not lying(g, "nightlight", "cold_hallway")


def test_traitor_wins_when_enough_heroes_are_taken():
    """Every hero's death counts (a death trigger); 2 at 4 players (2/2/3/3)
    win for the traitor's side (R9.11) with a hero still standing."""
    g = dark_house()
    traitor = g.state.haunt.traitor
    need = goal(g, "traitor", "counter", "taken")
    assert need == 2
    events = []
    for n, victim in enumerate(heroes(g)[:2]):
        if n:
            g.submit(EndTurn())  # one attack a turn (R8.5)
        pass_until(g, traitor)
        set_trait(g, victim, "might", 0)
        set_trait(g, victim, "speed", 0)
        put(g, traitor, g.figure(victim).room)
        dice(g, 6, 0)
        events = g.submit(Attack(victim))
        if not g.over and prompt_of(g).kind == "damage":
            events += g.submit(AssignDamage(might=3, speed=3))
    assert g.state.haunt.counters["taken"] == need
    assert_won(g, events, "traitor")
