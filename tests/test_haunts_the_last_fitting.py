"""The Last Fitting (haunt 44), bodies that change hands, played out to a win
for each side through the engine's actions, and each rule it brings: at every
round's end two explorers drawn by the dice trade bodies (its own module's step
`the_last_fitting.swap`: rooms, barrier sides and trait marker positions; a mind
keeps its side, cards and carried tokens); the traitor may call a fitting of two
heroes; heroes unpick patterns wherever their bodies stand (R9.11 goals).

The house is the row of rooms east of the Entrance Hall (tests/haunt_helpers.py);
everyone starts in the hall.
"""

from __future__ import annotations

from game.engine import AssignDamage, Attack, EndTurn, HauntAct
from game.engine.state import Token
from tests.haunt_helpers import (
    arranged,
    assert_won,
    goal,
    haunted,
    heroes,
    lying,
    monsters_of,
    pass_until,
    pass_until_over,
    prompt_of,
)
from tests.helpers import dice, give, of, put, set_trait

FITTING = "the_last_fitting"


def fitting():
    g = haunted(FITTING, revealer=0, before=arranged())
    return g, g.state.haunt.traitor


def run(g, effect: dict) -> list:
    """Carry out one effect now, between prompts (as a trigger would)."""
    before = len(g._events)
    g.state.prompt = None
    g.push(effect)
    g._run()
    g.refresh()
    return g._events[before:]


def test_a_swap_trades_rooms_sides_and_trait_markers_but_the_mind_keeps_the_rest():
    """The step `swap`: the two drawn trade rooms, barrier sides and all four
    marker positions; cards stay in their own hands, a carried token goes with
    its carrier's mind to the new room (R9.8's carried tokens)."""
    g, traitor = fitting()
    a, b = heroes(g)[:2]
    put(g, a, "solarium")
    put(g, b, "music_room", side=1)
    set_trait(g, a, "might", 7)
    set_trait(g, b, "might", 1)
    give(g, a, "kerosene_lamp")
    g.state.tokens.append(Token("pattern", "solarium", holder=a))
    for seat in [*heroes(g)[2:], traitor]:
        g.figure(seat).alive = False  # only a and b may be drawn
    marks_a, marks_b = dict(g.figure(a).traits), dict(g.figure(b).traits)
    events = run(g, {"do": "the_last_fitting.swap", "who": traitor})
    assert of(events, "bodies_swapped") in ([{"who": a, "target": b}], [{"who": b, "target": a}])
    fa, fb = g.figure(a), g.figure(b)
    assert (fa.room, fa.side, fb.room, fb.side) == ("music_room", 1, "solarium", 0)
    assert fa.traits == marks_b and fb.traits == marks_a
    assert "kerosene_lamp" in fa.cards and "kerosene_lamp" not in fb.cards
    assert [t.room for t in g.state.tokens if t.holder == a] == ["music_room"]


def test_a_swap_needs_two_explorers_in_the_house():
    """With fewer than two explorers alive in the house, nothing happens."""
    g, traitor = fitting()
    for seat in heroes(g):
        g.figure(seat).alive = False
    assert not of(run(g, {"do": "the_last_fitting.swap", "who": traitor}), "bodies_swapped")


def test_every_round_end_holds_a_fitting():
    """A round_end trigger (R9.6): once at 4 players (1/1/2/2), its story beat told."""
    g, _ = fitting()
    events = []
    while g.state.haunt.round < 1:
        events += g.submit(EndTurn())
    assert len(of(events, "bodies_swapped")) == 1
    assert [e["index"] for e in of(events, "trigger")] == [0]


def test_the_traitor_calls_a_fitting_of_two_heroes_on_five():
    """`call_fitting`: a Knowledge roll of 5+ makes two heroes drawn by the dice
    trade bodies (`among: hero`: never the traitor); 4 does nothing."""
    g, traitor = fitting()
    pass_until(g, traitor)
    dice(g, 4)
    assert not of(g.submit(HauntAct("call_fitting")), "bodies_swapped")
    g.submit(EndTurn())
    pass_until(g, traitor)
    dice(g, 5)
    (swapped,) = of(g.submit(HauntAct("call_fitting")), "bodies_swapped")
    assert traitor not in (swapped["who"], swapped["target"])


def test_heroes_unpick_on_five_and_win_with_enough_patterns():
    """`unpick` (Knowledge 5+: take_token); 7 patterns at 4 players (5/7/8/10)
    win for the heroes (R9.11)."""
    g, _ = fitting()
    need = goal(g, "heroes", "counter", "unpicked")
    assert need == 7
    rooms = [t.room for t in g.state.tokens if t.kind == "pattern"]
    assert len(rooms) == 8
    hero = heroes(g)[0]
    pass_until(g, hero)
    put(g, hero, rooms[0])
    dice(g, 4)
    g.submit(HauntAct("unpick"))
    assert lying(g, "pattern", rooms[0])
    g.state.haunt.counters["unpicked"] = need - 1
    g.submit(EndTurn())
    pass_until(g, hero)
    put(g, hero, rooms[0])  # a fitting may have moved the hero's body meanwhile
    dice(g, 5)
    events = g.submit(HauntAct("unpick"))
    assert not lying(g, "pattern", rooms[0])
    assert_won(g, events, "heroes")


def test_traitor_wins_when_enough_heroes_die():
    """Every hero's death counts (a death trigger); 2 at 4 players (2/2/3/3)."""
    g, traitor = fitting()
    assert goal(g, "traitor", "counter", "fitted") == 2
    assert len(monsters_of(g, "dummy")) == 2
    events: list = []
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
    assert g.state.haunt.counters["fitted"] == 2
    assert_won(g, events, "traitor")


def test_traitor_wins_when_round_nine_ends():
    g, _ = fitting()
    events = pass_until_over(g)
    assert g.state.haunt.round == 9
    assert_won(g, events, "traitor")
