"""The Live Coal (haunt 50): a relay; a coal too hot to hold past one turn is
handed from hero to hero to a cold hearth, played out through the engine's
actions: a win for each side, and the rules it brings (its own module,
game/haunts/the_live_coal.py).

Each game starts at the first haunt turn (tests/haunt_helpers.py) with rooms in
a row east of the Entrance Hall; the traitor sits left of the revealer (R9.2).
"""

from __future__ import annotations

from game.engine import EndTurn, HauntAct
from game.engine.rules.conditions import rooms
from tests.haunt_helpers import (
    FOUR,
    WING,
    arranged,
    assert_won,
    goal,
    haunt_act,
    haunted,
    heroes,
    monsters_of,
    pass_until,
    play,
    traitor,
    walk_toward,
)
from tests.helpers import of, put

COAL = "the_live_coal"


def coal_game(wing: tuple[str, ...] = WING):
    g = haunted(COAL, revealer=0, before=arranged(wing))
    for mid in monsters_of(g, "sweep"):  # the Sweep waits below, out of these tests
        g.state.monsters[mid - 100].room = "basement_landing"
    g.refresh()
    return g


def stand(g, seat: int, room: str) -> None:
    """Put an explorer in a room, with whatever tokens it carries (as a walk would)."""
    put(g, seat, room)
    for t in g.state.tokens:
        if t.holder == seat:
            t.room = room


def coal(g):
    (t,) = [t for t in g.state.tokens if t.kind == "coal"]
    return t


def hearth(g) -> str:
    (t,) = [t for t in g.state.tokens if t.kind == "hearth"]
    return t.room


def counters(g) -> tuple[int, int]:
    c = g.state.haunt.counters
    return c.get("kindled", 0), c.get("died", 0)


def test_coal_glows_in_the_hall_and_the_hearth_stands_far_from_the_traitor():
    """The setup (R9.5): the coal in the Entrance Hall, the cold hearth in the
    room farthest from the traitor, no Sweep at 4 players (0/0/2/3)."""
    g = haunted(COAL, revealer=0, before=arranged())
    assert traitor(g) == 1
    assert coal(g).room == "entrance_hall" and coal(g).holder < 0
    assert hearth(g) == "solarium"
    assert monsters_of(g, "sweep") == []


def test_coal_the_small_tables_get_more_coals_and_a_longer_clock():
    """R9.10: the traitor's numbers by table, as the texts state: 12/10/8/8
    coals gone out, or round 16/15/12/12 ended, at 3/4/5/6 players."""
    for explorers, coals, rounds in ((FOUR[:3], 12, 16), (FOUR, 10, 15)):
        g = haunted(COAL, revealer=0, explorers=explorers, before=arranged())
        assert goal(g, "traitor", "counter", "died") == coals
        assert goal(g, "traitor", "rounds") == rounds
        assert monsters_of(g, "sweep") == []


def test_coal_passes_at_a_turns_end_to_a_hero_beside_or_goes_out():
    """The turn_end trigger (an `if` on `carrying`) runs the_live_coal.pass: the
    coal goes to a hero in the carrier's room, else to one a room away, the next
    to play first; with nobody near, it goes out (died +1, told as token_taken)
    and a token_taken trigger lights a new one in the Entrance Hall."""
    g = coal_game()
    a = g.prompt.seat
    b, c = [s for s in heroes(g) if s != a]
    put(g, a, "entrance_hall")
    g.submit(HauntAct("take_coal"))
    assert coal(g).holder == a
    put(g, b, "music_room")  # one room away
    put(g, c, "ballroom")
    g.submit(EndTurn())
    assert coal(g).holder == b and coal(g).room == "music_room"
    pass_until(g, b)
    stand(g, b, "solarium")  # nobody near
    events = g.submit(EndTurn())
    assert counters(g) == (0, 1)
    assert [e["token"] for e in of(events, "token_taken")] == ["coal"]
    assert coal(g).room == "entrance_hall" and coal(g).holder < 0


def test_coal_laid_in_the_hearth_kindles_it_and_a_new_one_glows():
    """The carrier lays it in at the hearth, no roll (drop_token, take_token into
    kindled); the token_taken trigger lights a new coal in the Entrance Hall."""
    g = coal_game()
    a = g.prompt.seat
    put(g, a, "entrance_hall")
    g.submit(HauntAct("take_coal"))
    assert HauntAct("kindle") not in g.legal_actions(a)
    stand(g, a, hearth(g))
    g.submit(HauntAct("kindle"))
    assert counters(g) == (1, 0)
    assert coal(g).room == "entrance_hall" and coal(g).holder < 0


def test_coal_the_bots_relay_rooms_lead_the_runners_along_the_way():
    """The condition the_live_coal.kindled: a hero without the coal is sent onto
    the way from the coal to the hearth, past the coal, and the hero nearest a
    coal lying on the floor goes to pick it up."""
    g = coal_game()
    a, b, c = heroes(g)
    put(g, a, "entrance_hall")
    put(g, b, "solarium")
    put(g, c, "solarium")
    goal = g.content.haunts[COAL].goals["heroes"][0]["of"][0]
    assert rooms(g, goal, a) == {"entrance_hall"}  # nearest the lying coal
    assert rooms(g, goal, b) == set(WING)  # the way on, past the hall


def test_coal_heroes_win_by_relaying_the_coal_to_the_hearth():
    """R9.11: two kindlings, once round 2 has ended (an `all` with `rounds`).
    A short wing: the runners walk beside the carrier, and the carrier toward
    the hearth."""
    g = coal_game(WING[:3])

    def turn(seat: int):
        if seat == traitor(g):
            return []
        if coal(g).holder == seat:
            return walk_toward(g, seat, hearth(g)) + haunt_act(g, "kindle")
        if coal(g).holder < 0:
            return walk_toward(g, seat, coal(g).room) + haunt_act(g, "take_coal")
        return walk_toward(g, seat, coal(g).room)

    events = play(g, turn)
    assert counters(g)[0] >= 2 and g.state.haunt.round >= 2
    assert_won(g, events, "heroes")


def test_coal_the_traitor_wins_when_ten_coals_have_gone_out():
    """A hero takes the coal every turn and stands alone: each one goes out, and
    the tenth (at 4 players) wins for the traitor (R9.11)."""
    g = coal_game()
    a, b, c = heroes(g)
    put(g, b, "solarium")
    put(g, c, "solarium")

    def turn(seat: int):
        if seat != a:
            return []
        put(g, a, "entrance_hall")
        return g.submit(HauntAct("take_coal"))

    events = play(g, turn)
    assert counters(g) == (0, 10)
    assert_won(g, events, "traitor")
