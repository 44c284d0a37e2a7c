"""The Red Thread (haunt 34) played out through the engine's actions: the heroes
are tethered by threads (game/haunts/the_red_thread.py: a thread is a token its
hero carries, the band its value), bitten when they end a turn beyond 1 space of
their band (an `end_turn` modifier asking `strained`), untie love-knots only
with a band-mate beside them (the where key `with_band`), and are cut loose by
the traitor's side (`cut`), tie new threads (`tie`) and lose their thread when
their band-mates die (`fray`).

The game starts at the first haunt turn (tests/haunt_helpers.py) with the rooms
in a row east of the Entrance Hall; seat 0 (the least Sanity) is the traitor,
seats 1, 2 and 3 share thread 1 (three heroes: one band of three) and the five
love-knots hang in the Cold Hallway, the Ballroom, the Greenhouse, the Drawing
Room and the Solarium.
"""

from __future__ import annotations

from game.engine import EndTurn, HauntAct
from game.engine.rules import bot_targets, conditions
from game.engine.rules.numbers import amount
from tests.haunt_helpers import (
    arranged,
    assert_won,
    goal,
    haunt_act,
    haunted,
    pass_until,
    play,
    walk_toward,
)
from tests.helpers import dice, markers, put

HAUNT = "the_red_thread"


def wedding():
    g = haunted(HAUNT, revealer=0, before=arranged())
    return g, g.state.haunt.traitor


def threads(g) -> dict[int, int]:
    """Who carries a thread, and its number."""
    return {t.holder: t.value for t in g.state.tokens if t.kind == "thread"}


def knots(g) -> list[str]:
    return sorted(t.room for t in g.state.tokens if t.kind == "knot")


def body(g, seat: int) -> int:
    return markers(g, seat)["might"] + markers(g, seat)["speed"]


def run(g, effect: dict) -> None:
    """Carry out one effect now, between prompts (as a trigger would)."""
    prompt = g.state.prompt
    g.state.prompt = None
    g.push(effect)
    g._run()
    if not g.over and g.state.prompt is None:
        g.state.prompt = prompt


def test_the_heroes_are_bound_in_seat_order_and_knots_hang_far_from_the_traitor():
    """The step `bind`: three heroes make one band of three (odd: the last joins
    the band before); `farthest` knots, 5 at 4 players."""
    g, traitor = wedding()
    assert traitor == 0
    assert threads(g) == {1: 1, 2: 1, 3: 1}
    assert knots(g) == ["ballroom", "cold_hallway", "drawing_room", "greenhouse", "solarium"]
    run(g, {"do": "the_red_thread.cut", "token": "thread", "who": traitor})
    assert threads(g) == {}
    run(g, {"do": "the_red_thread.bind", "token": "thread", "who": traitor})
    assert threads(g) == {1: 1, 2: 1, 3: 1}  # numbers start again once none is left


def test_a_hero_ending_a_turn_beyond_reach_of_the_band_is_bitten():
    """The `end_turn` modifier with `if` `strained` (reach 1): 1 physical damage
    more than 1 space from every band-mate; one space away, nothing."""
    g, _ = wedding()
    pass_until(g, 1)
    put(g, 1, "cold_hallway")  # 3 spaces from the hall
    before = body(g, 1)
    g.submit(EndTurn())
    assert g.prompt.kind == "damage" and g.prompt.seat == 1
    assert g.prompt.context == {"kind": "physical", "amount": 1}
    g.submit(g.legal_actions(1)[0])
    assert body(g, 1) == before - 1
    pass_until(g, 2)
    put(g, 2, "chimney_nook")  # 1 space from seat 1 in the Cold Hallway
    before = body(g, 2)
    g.submit(EndTurn())
    assert body(g, 2) == before and g.prompt.kind != "damage"


def test_a_knot_is_untied_only_with_a_band_mate_in_the_room():
    """The where key `with_band`: alone at a knot, no action; with a band-mate,
    a Knowledge roll of 4+ takes it (counter untied)."""
    g, _ = wedding()
    pass_until(g, 1)
    put(g, 1, "ballroom")
    assert HauntAct("untie") not in g.legal_actions(1)
    put(g, 2, "ballroom")
    assert HauntAct("untie") in g.legal_actions(1)
    dice(g, 4)
    g.submit(HauntAct("untie"))
    assert g.state.haunt.counters["untied"] == 1 and "ballroom" not in knots(g)


def test_the_traitor_cuts_a_thread_and_the_loose_may_tie_a_new_one():
    """The action `cut` (where `if` `bound_here`; Might 4+): every thread of the
    band goes; loose heroes are never bitten and cannot untie; two loose heroes
    in one room tie a new thread (`loose`, step `tie`), no roll."""
    g, traitor = wedding()
    pass_until(g, traitor)
    put(g, traitor, "music_room")
    assert HauntAct("cut") not in g.legal_actions(traitor)
    put(g, traitor, "entrance_hall")
    dice(g, 4)
    g.submit(HauntAct("cut"))
    assert threads(g) == {}
    assert not conditions.holds(g, {"if": "the_red_thread.strained", "token": "thread",
                                    "reach": 1}, 1)
    pass_until(g, 1)
    put(g, 1, "ballroom")
    put(g, 2, "ballroom")
    assert HauntAct("untie") not in g.legal_actions(1)
    assert HauntAct("tie") in g.legal_actions(1)
    g.submit(HauntAct("tie"))
    assert threads(g) == {1: 1, 2: 1}
    assert HauntAct("untie") in g.legal_actions(1)


def test_a_thread_frays_when_only_one_of_its_heroes_lives():
    """The death trigger's step `fray`: the survivor's thread goes."""
    g, traitor = wedding()
    run(g, {"do": "the_red_thread.cut", "token": "thread", "who": traitor})
    put(g, 1, "ballroom")
    put(g, 2, "ballroom")
    run(g, {"do": "the_red_thread.tie", "token": "thread", "who": 1})
    assert threads(g) == {1: 1, 2: 1}
    run(g, {"do": "die", "who": 1})
    assert threads(g) == {} and g.state.haunt.counters["lost"] == 1
    assert not any(t.kind == "thread" for t in g.state.tokens)  # none left lying


def test_a_band_walks_in_step_toward_the_nearest_knot():
    """The bot target `band`: a bound hero heads for the rooms within 1 space of
    its band-mate nearest the knot; a loose hero, for the other loose heroes."""
    g, traitor = wedding()
    put(g, 2, "chimney_nook")
    put(g, 3, "chimney_nook")
    assert bot_targets.rooms(g, 1, "the_red_thread.band:knot") == {"cold_hallway"}
    run(g, {"do": "the_red_thread.cut", "token": "thread", "who": traitor})
    assert bot_targets.rooms(g, 1, "the_red_thread.band:knot") == {"chimney_nook"}


def test_the_heroes_win_when_enough_knots_are_untied():
    g, _ = wedding()
    g.dice = lambda count: [2] * count

    def turn(seat: int):
        if seat == g.state.haunt.traitor:
            return None
        events = haunt_act(g, "untie")
        way = sorted(bot_targets.rooms(g, seat, "the_red_thread.band:knot"))
        return events or walk_toward(g, seat, way[0]) + haunt_act(g, "untie")

    events = play(g, turn)
    assert_won(g, events, "heroes")  # R9.11
    needed = g.content.haunts[HAUNT].goals["heroes"][0]["of"][0]["at_least"]
    assert g.state.haunt.counters["untied"] >= amount(g, needed)
    assert g.state.haunt.round >= 2  # never before round 2 has ended


def test_the_traitor_wins_when_the_rounds_run_out():
    g, _ = wedding()
    events = play(g, lambda seat: None)  # the band never leaves the hall
    assert_won(g, events, "traitor")
    assert g.state.haunt.round == goal(g, "traitor", "rounds")


def test_the_traitor_wins_when_enough_heroes_are_lost_once_round_2_has_ended():
    """Deaths count from the start (death trigger), but the goal is an `all`
    with `rounds` 2: the game is never over before round 2 ends."""
    g, _ = wedding()
    run(g, {"do": "die", "who": 1})
    assert not g.over and threads(g) == {2: 1, 3: 1}  # two still share the thread
    run(g, {"do": "die", "who": 2})
    assert not g.over and threads(g) == {}  # the last one's thread frays
    events = []
    while not g.over:
        events += g.submit(EndTurn())
    assert_won(g, events, "traitor")  # R9.11
    assert g.state.haunt.round == 2
