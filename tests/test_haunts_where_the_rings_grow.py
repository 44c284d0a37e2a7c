"""Where the Rings Grow (haunt 49): area control of three fairy rings, scored at
every round's end, played out through the engine's actions: a win for each side,
and the rules it brings (its own module, game/haunts/where_the_rings_grow.py).

Each game starts at the first haunt turn (tests/haunt_helpers.py) with a row of
rooms east of the Entrance Hall; the traitor is the explorer with the most
Knowledge (R9.2). The tests move the rings, drawn by the dice, to known rooms.
"""

from __future__ import annotations

from game.engine import EndTurn
from game.engine.rules.conditions import holds, progress, rooms
from game.haunts.where_the_rings_grow import holder
from tests.haunt_helpers import (
    arranged,
    assert_won,
    goal,
    haunted,
    heroes,
    monster_toward,
    monsters_of,
    play,
    traitor,
    walk_toward,
)
from tests.helpers import put

RINGS = "where_the_rings_grow"
PLACES = ["music_room", "ballroom", "solarium"]


def rings_game():
    g = haunted(RINGS, revealer=0, before=arranged())
    for t, room in zip([t for t in g.state.tokens if t.kind == "ring"], PLACES, strict=True):
        t.room = room
    for mid in monsters_of(g, "reeler"):
        g.state.monsters[mid - 100].room = "basement_landing"
    g.refresh()
    return g


def score(g, side: str) -> int:
    return g.state.haunt.counters.get(f"{side}_rings", 0)


def to_round_end(g) -> None:
    """End turns (nobody moves) until the round ends (R9.6: after the monsters)."""
    now = g.state.haunt.round
    while g.state.haunt.round == now:
        g.submit(EndTurn())


def score_goal(side: str) -> dict:
    return {"if": "where_the_rings_grow.score", "counter": f"{side}_rings", "at_least": 8,
            "token": "ring", "who": "you"}


def test_rings_three_rings_grow_and_the_reelers_come_with_the_traitor():
    """The setup (R9.5): 3 rings in different rooms drawn by the dice, 3 Reelers
    at 4 players in the traitor's room."""
    g = haunted(RINGS, revealer=0, before=arranged())
    ring_rooms = [t.room for t in g.state.tokens if t.kind == "ring"]
    assert len(set(ring_rooms)) == 3
    reelers = monsters_of(g, "reeler")
    assert len(reelers) == 3
    assert {g.state.monsters[m - 100].room for m in reelers} == {g.figure(traitor(g)).room}


def test_rings_each_ring_scores_for_the_side_with_more_figures_standing_in_it():
    """At the round's end (a round_end trigger running where_the_rings_grow.tally
    for each side): a ring held by more heroes scores for them, one held by more
    of the traitor's side for it; a tie holds for nobody, and a stunned Reeler
    stands for nobody."""
    g = rings_game()
    a, b, c = heroes(g)
    r1, r2, _ = monsters_of(g, "reeler")
    put(g, a, "music_room")  # a hero alone: the heroes' ring
    for mid, room in ((r1, "ballroom"), (r2, "solarium")):
        g.state.monsters[mid - 100].room = room
    put(g, b, "ballroom")  # one against one: nobody's
    put(g, c, "solarium")  # one against two: the traitor's side's
    put(g, traitor(g), "solarium")
    to_round_end(g)
    assert (score(g, "heroes"), score(g, "traitor")) == (1, 1)
    assert holder(g, "solarium") == "traitor"
    g.state.monsters[r2 - 100].stunned = True  # R8.9: it lies down, one against one
    assert holder(g, "solarium") is None


def test_rings_a_figure_is_needed_where_its_side_does_not_outnumber_the_other():
    """The condition where_the_rings_grow.score: its progress is the share of the
    score reached; its rooms, for a figure, the rings where its side would not
    outnumber the other without it (a narrow hold keeps its holder there)."""
    g = rings_game()
    a, b, c = heroes(g)
    put(g, a, "music_room")
    put(g, b, "ballroom")
    put(g, c, "ballroom")
    goal_ = score_goal("heroes")
    assert rooms(g, goal_, a) == {"music_room", "solarium"}  # a alone holds the music room
    assert rooms(g, goal_, b) == {"solarium"}  # c holds the ballroom without b
    g.state.haunt.counters["heroes_rings"] = 6
    assert progress(g, goal_, a) == 6 / 8 and not holds(g, goal_)


def test_rings_heroes_win_by_holding_the_rings_round_after_round():
    """R9.11: each hero walks to a ring of its own and stands there; the Reelers
    stay below; 3 a round reaches the 7 the heroes need at 4 players."""
    g = rings_game()
    post = dict(zip(heroes(g), PLACES, strict=True))

    def turn(seat: int):
        return walk_toward(g, seat, post[seat]) if seat in post else []

    events = play(g, turn)
    assert score(g, "heroes") >= goal(g, "heroes", "where_the_rings_grow.score",
                                      "heroes_rings") == 7
    assert score(g, "traitor") == 0
    assert_won(g, events, "heroes")


def test_rings_the_traitor_wins_when_the_reelers_hold_the_rings():
    """2 of the Reelers dance each to a ring while the heroes keep away; the
    traitor's side scores 2 a round and wins at 8 (R9.11)."""
    g = rings_game()
    post = dict(zip(monsters_of(g, "reeler")[:2], PLACES[:2], strict=True))
    for mid in post:
        g.state.monsters[mid - 100].room = "entrance_hall"
    for seat in heroes(g):
        put(g, seat, "upper_landing")

    def dance(mid: int):
        return monster_toward(g, mid, post[mid]) if mid in post else []

    events = play(g, lambda seat: [], dance)
    assert score(g, "traitor") >= 8 and score(g, "heroes") == 0
    assert_won(g, events, "traitor")
