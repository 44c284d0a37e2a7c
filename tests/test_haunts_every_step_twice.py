"""Every Step Twice (haunt 39), echoes that walk each hero's path a round late, played
out to a win for each side through the engine's actions, and each rule it brings:
every hero's echo rises in their room (`every_step_twice.rise`); every room a hero
comes into is written on their trail (`every_step_twice.trace` from an `enter`
trigger); on the monsters' turn each echo walks, by itself and with no Speed roll,
the rooms its hero came into during the round before, striking the first hero it
finds once a turn, its own hero first (`every_step_twice.echoes`, R9.8 as the haunt
changes it); an echo in or coming into a room with a ticking metronome is caught
(`every_step_twice.caught`); heroes wind metronomes, the traitor stills them, and the
sides win as R9.11 says.

The house is the row of rooms east of the Entrance Hall (tests/haunt_helpers.py),
everyone in the hall at the reveal.
"""

from __future__ import annotations

from game.engine import EndTurn, HauntAct, Move
from game.engine.invariants import problems
from game.engine.state import Monster, Token
from game.haunts.every_step_twice import hero_of
from tests.haunt_helpers import (
    arranged,
    assert_won,
    goal,
    haunt_act,
    haunted,
    hero,
    pass_until,
    play,
    traitor,
)
from tests.helpers import dice, of, put, set_trait

STEPS = "every_step_twice"


def game():
    return haunted(STEPS, revealer=0, before=arranged())


def echo(g, seat: int) -> Monster:
    return next(m for m in g.state.monsters if hero_of(g, m) == seat)


def tokens(g, kind: str) -> list[str]:
    return [t.room for t in g.state.tokens if t.kind == kind and t.holder < 0]


def away(g, *seats: int) -> None:
    """Stand heroes out of everyone's way (put, not walked: no trail)."""
    for seat in seats:
        put(g, seat, "solarium")


def walk(g, seat: int, *rooms: str) -> list:
    """On their turn, the hero starts from the Music Room (put: the echoes in the hall
    would slow a walk out of it, R4.7) and walks through the rooms."""
    if g.figure(seat).room == "entrance_hall":
        put(g, seat, "music_room")
    events = []
    for room in rooms:
        events += g.submit(Move(room))
    return events


def to_monster_turn(g) -> list:
    """End turns until the traitor's place, then end it: the monsters' turn runs."""
    events = pass_until(g, traitor(g))
    return events + g.submit(EndTurn())


def answer_damage(g) -> list:
    events = []
    while g.prompt is not None and g.prompt.kind == "damage":
        events += g.submit(g.legal_actions(g.prompt.seat)[0])
    return events


def test_steps_each_hero_has_an_echo_in_their_room_and_metronomes_lie_farthest_away():
    g = game()
    heroes = [f.seat for f in g.state.figures if f.seat != traitor(g)]
    assert sorted(hero_of(g, m) for m in g.state.monsters) == heroes  # one each (R9.5)
    assert all(echo(g, s).room == g.figure(s).room == "entrance_hall" for s in heroes)
    assert len(tokens(g, "metronome")) == 7  # 7 at 4 players
    assert "solarium" in tokens(g, "metronome") and "music_room" not in tokens(g, "metronome")


def test_steps_an_echo_walks_its_heros_rooms_of_the_round_before_with_no_speed_roll():
    g = game()
    a, b, c = hero(g, 0), hero(g, 1), hero(g, 2)
    pass_until(g, a)
    away(g, b, c)
    walk(g, a, "chimney_nook", "cold_hallway")
    events = to_monster_turn(g)  # round 1: nothing is due yet
    assert echo(g, a).room == "entrance_hall" and of(events, "monster_moved") == []
    assert [d for d in of(events, "dice") if d.get("purpose") == "monster_move"] == []
    pass_until(g, a)
    g.submit(Move("ballroom"))  # a steps on: the echo is a round behind
    events = to_monster_turn(g)
    moved = [d["to"] for d in of(events, "monster_moved") if d["id"] == echo(g, a).id]
    assert moved == ["chimney_nook", "cold_hallway"]  # the rooms of round 1, in order
    assert echo(g, a).room == "cold_hallway" and of(events, "attack") == []
    assert g.state.haunt.secret["trails"][str(a)] == [["ballroom", 1]]  # still to come


def test_steps_a_hero_who_stands_still_is_struck_and_an_echo_strikes_once_then_walks_on():
    g = game()
    a, b, c = hero(g, 0), hero(g, 1), hero(g, 2)
    pass_until(g, a)
    away(g, c)
    walk(g, a, "chimney_nook", "cold_hallway")
    put(g, b, "chimney_nook")  # standing in the path
    set_trait(g, b, "sanity", 3)
    to_monster_turn(g)
    pass_until(g, a)  # a stays in the Cold Hallway this round
    dice(g, 2, 0)  # the echo's Sanity attack on b: 2 against 0
    events = to_monster_turn(g)
    events += answer_damage(g)
    assert [(d["who"], d["target"]) for d in of(events, "attack")] == [(echo(g, a).id, b)]
    assert echo(g, a).room == "cold_hallway"  # walked on after striking, found a, struck no more


def test_steps_an_echo_strikes_its_own_hero_first():
    g = game()
    a, b, c = hero(g, 0), hero(g, 1), hero(g, 2)
    away(g, c)
    set_trait(g, b, "sanity", 0)  # b is the weaker, but a's echo wants a
    put(g, traitor(g), "music_room")
    pass_until(g, a)
    dice(g, 0, 6)  # a's echo strikes and loses; b's echo then strikes b
    events = to_monster_turn(g)
    events += answer_damage(g)
    assert of(events, "attack")[0]["who"] == echo(g, a).id
    assert of(events, "attack")[0]["target"] == a


def test_steps_winding_makes_a_metronome_tick_and_the_traitor_stills_it_again():
    g = game()
    a = hero(g)
    pass_until(g, a)
    put(g, a, "solarium")
    events = haunt_act(g, "wind")  # Knowledge 4+
    assert of(events, "dice") and g.state.haunt.counters["wound"] == 1
    assert "solarium" in tokens(g, "ticking") and "solarium" not in tokens(g, "metronome")
    pass_until(g, traitor(g))
    put(g, traitor(g), "solarium")
    g.submit(HauntAct("still"))  # no roll
    assert "solarium" not in tokens(g, "ticking") and "solarium" in tokens(g, "metronome")
    assert g.state.haunt.counters["stilled"] == 1


def test_steps_an_echo_walking_into_a_ticking_metronome_is_caught_and_stops():
    g = game()
    a, b, c = hero(g, 0), hero(g, 1), hero(g, 2)
    pass_until(g, a)
    away(g, b, c)
    walk(g, a, "chimney_nook", "cold_hallway")
    g.state.tokens.append(Token("ticking", "chimney_nook"))
    to_monster_turn(g)
    pass_until(g, a)
    g.submit(Move("ballroom"))
    events = to_monster_turn(g)
    e = echo(g, a)
    assert of(events, "echo_caught") == [{"id": e.id, "kind": "echo", "room": "chimney_nook"}]
    assert e.room == "chimney_nook" and e.stunned  # it stops walking there (R8.9)
    assert tokens(g, "ticking") == [] and g.state.haunt.counters["caught"] == 1


def test_steps_heroes_win_when_enough_echoes_are_caught():
    g = game()
    a, b, c = hero(g, 0), hero(g, 1), hero(g, 2)
    need = goal(g, "heroes", "counter", "caught")
    assert need == 5  # at 4 players
    g.state.haunt.counters["caught"] = need - 1
    g.state.tokens.append(Token("metronome", "chimney_nook"))
    pass_until(g, a)
    away(g, b, c)
    events = walk(g, a, "chimney_nook")
    events += haunt_act(g, "wind")
    assert "chimney_nook" in tokens(g, "ticking")
    events += walk(g, a, "cold_hallway")
    events += to_monster_turn(g)
    pass_until(g, a)
    events += walk(g, a, "ballroom")
    events += to_monster_turn(g)  # a's echo walks into the beat
    assert g.state.haunt.counters["caught"] == need
    assert_won(g, events, "heroes")  # R9.11


def test_steps_the_traitor_wins_when_two_heroes_have_fallen():
    g = game()
    a, b, c = hero(g, 0), hero(g, 1), hero(g, 2)
    away(g, c)
    for seat in (a, b):  # one blow from the skull (R8.4)
        set_trait(g, seat, "sanity", 0)
        set_trait(g, seat, "knowledge", 0)
    dice(g, 8, 0, 8, 0)  # each stands still where their echo rose: struck down
    events = to_monster_turn(g)
    events += answer_damage(g)
    assert not g.figure(a).alive and not g.figure(b).alive
    assert g.state.haunt.counters["fallen"] == goal(g, "traitor", "counter", "fallen") == 2
    assert_won(g, events, "traitor")  # R9.11


def test_steps_the_traitor_wins_when_round_10_ends():
    g = game()
    for n, room in enumerate(("solarium", "drawing_room", "greenhouse")):
        put(g, hero(g, n), room)  # far from their echoes, and nobody walks
    events = play(g, lambda seat: [])
    assert g.state.haunt.round == goal(g, "traitor", "rounds") == 10
    assert all(f.alive for f in g.state.figures)
    assert_won(g, events, "traitor")
    assert problems(g) == []
