"""Stakes at Every Corner (haunt 33) played out through the engine's actions:
the heroes must split up, a hero at every stake at once as a round ends pins the
house (game/haunts/stakes_at_every_corner.py: the placement `apart` and the
condition `held`), while the marsh calls to a hero alone (an `end_turn`
modifier whose `if` is `you` `alone`) and the heir pulls up a stake nobody else
stands at.

The game starts at the first haunt turn (tests/haunt_helpers.py) with the rooms
in a row east of the Entrance Hall; seat 3 (the most Speed) is the traitor and
the two stakes of a four-player table stand in the Solarium (the far end) and
the Ballroom (halfway back).
"""

from __future__ import annotations

from game.engine import EndTurn, HauntAct
from game.engine.rules import conditions
from game.engine.rules.numbers import amount
from tests.haunt_helpers import (
    arranged,
    assert_won,
    goal,
    haunted,
    heroes,
    pass_until,
    play,
    walk_toward,
)
from tests.helpers import dice, markers, put

HAUNT = "stakes_at_every_corner"
HELD = {"if": "stakes_at_every_corner.held", "token": "stake"}


def marsh():
    g = haunted(HAUNT, revealer=0, before=arranged())
    return g, g.state.haunt.traitor


def stakes(g) -> list[str]:
    return sorted(t.room for t in g.state.tokens if t.kind == "stake")


def pins(g) -> int:
    return g.state.haunt.counters.get("pins", 0)


def pins_needed(g) -> int:
    of = g.content.haunts[HAUNT].goals["heroes"][0]["of"]
    return amount(g, of[0]["at_least"])


def mind(g, seat: int) -> int:
    """Where the explorer's mental markers stand (a step down the track may keep
    the value)."""
    return markers(g, seat)["sanity"] + markers(g, seat)["knowledge"]


def end_round(g) -> None:
    """End turns and monster moves until the haunt round changes."""
    start = g.state.haunt.round
    while not g.over and g.state.haunt.round == start:
        g.submit(EndTurn())


def test_the_stakes_stand_far_from_the_heir_and_from_each_other():
    """The placement `apart`: the farthest room first, then the room whose nearest
    of (the heir's room, the stakes already placed) is farthest: halfway back
    along the row, not the room next to the first stake."""
    g, traitor = marsh()
    assert traitor == 3 and g.figure(traitor).room == "entrance_hall"
    assert stakes(g) == ["ballroom", "solarium"]


def test_the_mire_lights_come_to_the_heir_as_the_first_round_ends():
    """A round_end trigger for round 1 only (R9.6): 2 Mire Lights at 4 players."""
    g, traitor = marsh()
    assert g.state.monsters == []
    end_round(g)
    assert [(m.kind, m.room) for m in g.state.monsters] == \
        [("mire_light", g.figure(traitor).room)] * 2
    end_round(g)
    assert len(g.state.monsters) == 2


def test_the_house_is_pinned_only_when_every_stake_is_held_as_a_round_ends():
    """R9.6: the round_end trigger asks `held`; one stake left empty: no pin."""
    g, _ = marsh()
    a, b, c = heroes(g)
    put(g, a, "solarium")
    put(g, c, "solarium")
    assert not conditions.holds(g, HELD, None)
    end_round(g)
    assert pins(g) == 0
    put(g, b, "ballroom")
    assert conditions.holds(g, HELD, None)
    end_round(g)
    assert pins(g) == 1


def test_each_hero_is_sent_to_a_stake_no_other_hero_holds():
    """The bots' rooms for `held`: a hero heads for a free stake, so they split up."""
    g, traitor = marsh()
    a, b, _ = heroes(g)
    put(g, a, "solarium")
    assert conditions.rooms(g, HELD, b) == {"ballroom"}
    assert conditions.rooms(g, HELD, a) == {"ballroom", "solarium"}
    assert conditions.rooms(g, HELD, traitor) == {"ballroom", "solarium"}


def test_a_hero_ending_a_turn_alone_hears_the_marsh():
    """The `end_turn` modifier with `if` `you` `alone`: a Sanity roll, 0-2 is 1
    mental damage; with another explorer in the room, no roll at all."""
    g, _ = marsh()
    a, b, _ = heroes(g)
    pass_until(g, a)
    put(g, a, "solarium")
    before = mind(g, a)
    dice(g, 2)
    g.submit(EndTurn())
    assert g.prompt.kind == "damage" and g.prompt.seat == a
    g.submit(g.legal_actions(a)[0])
    assert mind(g, a) == before - 1  # 1 mental damage, Sanity or Knowledge (R8.5)
    pass_until(g, b)
    put(g, b, "solarium")  # with a: not alone
    sanity = mind(g, b)
    dice(g, 0)
    g.submit(EndTurn())
    assert mind(g, b) == sanity and g.prompt.kind != "damage"


def test_the_heir_pulls_a_stake_only_where_nobody_else_stands_and_it_goes_far():
    """The action `pull` (where `token` and `if` `you` `alone`): a Might roll of
    4+ takes the stake, and the token_taken trigger drives it in again `apart`:
    far from the stake still standing and from the heir."""
    g, traitor = marsh()
    a = heroes(g)[0]
    pass_until(g, traitor)
    put(g, traitor, "ballroom")
    put(g, a, "ballroom")
    assert HauntAct("pull") not in g.legal_actions(traitor)
    put(g, a, "entrance_hall")
    assert HauntAct("pull") in g.legal_actions(traitor)
    dice(g, 4)
    events = g.submit(HauntAct("pull"))
    assert g.state.haunt.counters["pulled"] == 1
    assert "solarium" in stakes(g) and "ballroom" not in stakes(g) and len(stakes(g)) == 2
    new = next(r for r in stakes(g) if r != "solarium")
    assert new not in ("greenhouse", "drawing_room")  # never beside the other stake
    assert [e.data["index"] for e in events if e.kind == "trigger"] == [1]


def test_the_heroes_win_when_the_house_is_pinned_often_enough():
    g, _ = marsh()
    a, b, c = heroes(g)
    target = {a: "solarium", b: "ballroom", c: "ballroom"}
    g.dice = lambda count: [2] * count  # a steady mind: a alone at the Solarium hears nothing

    def turn(seat: int):
        return walk_toward(g, seat, target[seat]) if seat in target else None

    events = play(g, turn)
    assert_won(g, events, "heroes")  # R9.11
    assert pins(g) == pins_needed(g)


def test_the_heir_wins_when_the_rounds_run_out():
    g, _ = marsh()
    events = play(g, lambda seat: None)  # the heroes stay together in the hall
    assert_won(g, events, "traitor")
    assert g.state.haunt.round == goal(g, "traitor", "rounds") and pins(g) == 0


def test_the_heir_wins_when_enough_heroes_are_lost_once_round_2_has_ended():
    """The death trigger counts each hero lost; 2 at 4 players end it, but only
    from the end of round 2 (an `all` with `rounds`), so no game is over at once."""
    g, _ = marsh()
    a, b, _ = heroes(g)
    for seat in (a, b):
        g.state.prompt = None
        g.push({"do": "die", "who": seat})
        g._run()
    assert not g.over and g.state.haunt.counters["lost"] == 2
    end_round(g)
    assert not g.over and g.state.haunt.round == 1
    events = []
    while not g.over:
        events += g.submit(EndTurn())
    assert_won(g, events, "traitor")  # R9.11
    assert g.state.haunt.round == 2
