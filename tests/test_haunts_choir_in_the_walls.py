"""The Choir in the Walls (haunt 21), played out through the engine's actions: a
traitor who gains allies. From the second round the traitor's side sings
(an action for the traitor, its Choristers and everyone who joined): each hero in
a room with one of the choir makes a Sanity roll and below the mark joins the
traitor's side (the step `join`, docs/HAUNTS.md The traitor's side), keeps their
seat and sings too (its own module's condition `choir_in_the_walls.facing`).
The heroes win at dawn, or with the Cantor dead once 4 rounds have ended; the
traitor's side wins when no hero is left (R9.11: every hero dead or turned).

Everyone starts in the Entrance Hall with the rooms in a row east of it
(tests/haunt_helpers.py).
"""

from __future__ import annotations

from game.engine import EndTurn, HauntAct
from game.engine.rules import sides
from game.engine.rules.conditions import holds
from game.engine.rules.numbers import amount
from game.engine.rules.traits import value
from tests.haunt_helpers import (
    arranged,
    assert_won,
    goal,
    haunted,
    monsters_of,
    pass_until,
    passing_roll,
    play,
)
from tests.helpers import dice, of, put

CHOIR = "choir_in_the_walls"
FACING_HEROES = {"if": "choir_in_the_walls.facing", "side": "heroes"}


def choir():
    g = haunted(CHOIR, revealer=0, before=arranged())
    return g, g.state.haunt.traitor


def mark(g) -> int:
    """The Sanity roll that resists the hymn at this table."""
    h = g.content.haunts[CHOIR]
    roll = h.actions["sing"].steps[0]["steps"][0]["then"][0]
    return amount(g, roll["results"][0]["at_least"])


def away(g, cantor: int, *seats: int) -> None:
    """These heroes stand in a room without the Cantor."""
    elsewhere = "foyer" if g.figure(cantor).room != "foyer" else "entrance_hall"
    for s in seats:
        put(g, s, elsewhere)


def round_two(g, cantor: int) -> None:
    """On to the Cantor's turn in the second round (the round ends at their place, R9.6)."""
    pass_until(g, cantor)
    g.submit(EndTurn())
    pass_until(g, cantor)
    assert g.state.haunt.round == 1


def test_the_steadiest_mind_turns_and_the_choristers_stand_beside_the_cantor():
    g, cantor = choir()
    steadiest = max(value(g, s, "sanity") for s in range(4))
    assert value(g, cantor, "sanity") == steadiest  # R9.2: highest Sanity
    singers = monsters_of(g, "chorister")
    assert len(singers) == 1  # 1/1/2/2 at 3/4/5/6 players (R9.10)
    assert {sides.where(g, m)[0] for m in singers} == {g.figure(cantor).room}


def test_the_choir_sings_only_from_the_second_round_and_only_at_heroes_beside_it():
    g, cantor = choir()
    hero = sides.heroes(g)[0]
    pass_until(g, cantor)
    put(g, hero, g.figure(cantor).room)
    assert g.state.haunt.round == 0
    assert HauntAct("sing") not in g.legal_actions(cantor)  # the first round: silence
    round_two(g, cantor)
    assert HauntAct("sing") in g.legal_actions(cantor)
    away(g, cantor, *sides.heroes(g))
    assert not holds(g, FACING_HEROES, cantor)
    assert HauntAct("sing") not in g.legal_actions(cantor)


def test_a_hero_who_fails_the_roll_joins_the_choir_and_one_who_passes_is_hurt():
    g, cantor = choir()
    weak, strong, other = sides.heroes(g)
    round_two(g, cantor)
    room = g.figure(cantor).room
    away(g, cantor, other)
    put(g, weak, room)
    put(g, strong, room)
    order = [s for s in sides.living_heroes(g) if g.figure(s).room == room]
    rolls = [0 if s == weak else mark(g) for s in order]
    dice(g, *rolls)
    events = g.submit(HauntAct("sing"))
    assert [e["who"] for e in of(events, "joined")] == [weak]
    assert sides.side_of(g, weak) == "traitor" and weak in g.state.haunt.allies
    assert sides.side_of(g, strong) == "heroes"
    p = g.prompt  # a pass: 1 mental damage, the hero choosing where it goes
    assert p is not None and (p.seat, p.kind, p.context["amount"]) == (strong, "damage", 1)


def test_one_who_joined_sings_at_the_heroes_on_their_own_turn():
    g, cantor = choir()
    turned, hero, other = sides.heroes(g)
    round_two(g, cantor)
    away(g, cantor, hero, other)
    put(g, turned, g.figure(cantor).room)
    dice(g, 0)
    g.submit(HauntAct("sing"))
    assert sides.side_of(g, turned) == "traitor"
    pass_until(g, turned)
    put(g, hero, g.figure(turned).room)
    assert HauntAct("sing") in g.legal_actions(turned)  # the converted keep playing their seat


def test_a_stunned_chorister_sings_no_one_over():
    g, cantor = choir()
    hero = sides.heroes(g)[0]
    chorister = monsters_of(g, "chorister")[0]
    m = sides.monster(g, chorister)
    put(g, cantor, "foyer")
    put(g, hero, m.room)
    assert holds(g, {"if": "choir_in_the_walls.facing", "side": "traitor"}, hero)
    m.stunned = True
    assert not holds(g, {"if": "choir_in_the_walls.facing", "side": "traitor"}, hero)


def test_the_traitors_side_wins_when_every_hero_has_joined():
    g, cantor = choir()
    round_two(g, cantor)
    room = g.figure(cantor).room
    heroes = sides.heroes(g)
    for s in heroes:
        put(g, s, room)
    dice(g, *[0] * len(heroes))
    events = g.submit(HauntAct("sing"))
    assert_won(g, events, "traitor")  # R9.11: no hero is left
    assert sorted(g.state.haunt.allies) == sorted(heroes)


def test_the_heroes_win_at_dawn_while_one_of_them_is_still_a_hero():
    g, _ = choir()
    events = play(g, lambda seat: None)  # nobody sings, nobody moves
    assert_won(g, events, "heroes")
    assert g.state.haunt.round == goal(g, "heroes", "rounds")


def test_the_cantors_death_wins_only_once_4_rounds_have_ended():
    g, cantor = choir()
    g.state.prompt = None
    g.push({"do": "die", "who": cantor})
    g._run()
    g.refresh()
    assert not g.over
    events = play(g, lambda seat: None)
    assert_won(g, events, "heroes")
    assert g.state.haunt.round == 4


def test_stopping_your_ears_wins_back_sanity():
    g, _ = choir()
    hero = sides.heroes(g)[0]
    pass_until(g, hero)
    g.figure(hero).traits["sanity"] -= 1
    before = g.figure(hero).traits["sanity"]  # the place on the track
    dice(g, passing_roll(g, "stop_your_ears"))
    g.submit(HauntAct("stop_your_ears"))
    assert g.figure(hero).traits["sanity"] == before + 1
