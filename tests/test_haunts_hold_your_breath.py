"""Hold Your Breath (haunt 32), a blind monster that hunts by noise, played out to a
win for each side through the engine's actions, and each rule it brings: every
sound an explorer makes leaves a noise token in their room (`hold_your_breath.noise`:
a roll, a fight, a door opened on the unknown; walking is silent); the Eyeless is
moved by nobody, walks toward the loudest room and falls only on a hero where the
noise is (`hold_your_breath.hears`, R9.8 as the haunt changes it); old noise dies
away at each round's end (`hold_your_breath.fade`); the heroes win by learning
verses, the traitor's side when the Eyeless has killed enough heroes (R9.11).

The house is the row of rooms east of the Entrance Hall (tests/haunt_helpers.py),
everyone in the hall with the traitor and the Eyeless at the start.
"""

from __future__ import annotations

from game.engine import Attack, EndTurn, HauntAct
from game.engine.state import MONSTER_BASE, Token
from game.haunts.hold_your_breath import loudest
from tests.haunt_helpers import (
    FOUR,
    arranged,
    assert_won,
    goal,
    haunt_act,
    haunted,
    hero,
    pass_until,
    play,
    traitor,
    walk_toward,
)
from tests.helpers import dice, discover, of, put, set_trait

HUSH = "hold_your_breath"
EYELESS = MONSTER_BASE  # the one monster
THREE = ("ingrid_solberg", "amara_nwosu", "rafael_duarte")


def hush(explorers=FOUR):
    g = haunted(HUSH, revealer=0, before=arranged(), explorers=explorers)
    eyeless(g).stunned = False  # awake (it sleeps through round 1: its own test)
    return g


def noise(g) -> dict[str, int]:
    out: dict[str, int] = {}
    for t in g.state.tokens:
        if t.kind == "noise":
            out[t.room] = out.get(t.room, 0) + 1
    return out


def eyeless(g):
    return g.state.monsters[EYELESS - MONSTER_BASE]


def test_hush_the_eyeless_sleeps_by_the_traitor_and_the_verses_lie_farthest_away():
    g = haunted(HUSH, revealer=0, before=arranged(), explorers=THREE)
    assert eyeless(g).room == g.figure(traitor(g)).room == "entrance_hall"
    assert eyeless(g).stunned  # it misses its first turn (R8.9)
    verses = {t.room for t in g.state.tokens if t.kind == "verse"}
    assert len(verses) == 6 and {"solarium", "drawing_room"} <= verses  # 6 at 3 players
    assert "music_room" not in verses  # the nearest room keeps none
    assert noise(g) == {}


def test_hush_a_roll_and_a_fight_make_noise_where_they_are_made_and_walking_does_not():
    g = hush()
    seat = hero(g)
    pass_until(g, seat)
    put(g, seat, "solarium")
    assert noise(g) == {}  # walking (here: standing) is silent
    dice(g, 0)
    g.submit(HauntAct("learn_verse"))  # a Knowledge roll, failed: noise all the same
    assert noise(g) == {"solarium": 1}
    assert "loud" in g.state.haunt.rooms["solarium"]  # the board's mark for a loud room
    put(g, traitor(g), "solarium")
    dice(g, 0, 6)
    g.submit(Attack(traitor(g)))  # a fight: one sound, whoever wins
    while g.prompt.kind == "damage":
        g.submit(g.legal_actions(g.prompt.seat)[0])
    assert noise(g) == {"solarium": 2}


def test_hush_opening_a_door_on_the_unknown_makes_noise():
    g = hush()
    seat = hero(g)
    pass_until(g, seat)
    put(g, seat, "solarium")
    discover(g, "E")  # a room tile drawn at the end of the row
    assert noise(g).get("solarium", 0) + noise(g).get(g.figure(seat).room, 0) >= 1


def test_hush_the_eyeless_walks_by_itself_to_the_loudest_room_and_takes_the_weakest_there():
    g = hush()
    a, b = hero(g, 0), hero(g, 1)
    for seat in (a, b):
        put(g, seat, "cold_hallway")
    set_trait(g, b, "might", 0)  # the weakest there
    g.state.tokens += [Token("noise", "ballroom"),  # one noise far off, two near
                       Token("noise", "cold_hallway"), Token("noise", "cold_hallway")]
    assert loudest(g, "noise") == "cold_hallway"  # the most noise
    pass_until(g, traitor(g))
    dice(g, 8)  # its Speed roll: far enough
    events = g.submit(EndTurn())  # the traitor's place: the monsters' turn follows
    assert (g.prompt.kind, g.prompt.seat) == ("damage", b)  # nobody was asked to steer it
    assert eyeless(g).room == "cold_hallway"
    assert [e["target"] for e in of(events, "attack")] == [b]
    assert "cold_hallway" not in noise(g)  # it found the sound: the noise there is gone
    assert noise(g).get("ballroom") == 1


def test_hush_the_eyeless_never_falls_on_a_hero_in_a_silent_room():
    g = hush()
    a = hero(g)
    put(g, a, "music_room")  # next to the hall, silent
    pass_until(g, traitor(g))
    events = g.submit(EndTurn())
    assert of(events, "attack") == [] and eyeless(g).room == "entrance_hall"  # nothing to hear


def test_hush_ties_go_to_the_room_that_was_heard_last():
    g = hush()
    g.state.tokens += [Token("noise", "ballroom"), Token("noise", "music_room")]
    assert loudest(g, "noise") == "music_room"


def test_hush_old_noise_dies_away_one_token_a_room_at_each_rounds_end():
    g = hush()
    g.state.tokens += [Token("noise", "solarium"), Token("noise", "solarium"),
                       Token("noise", "drawing_room")]
    eyeless(g).stunned = True  # it stays put this round (R8.9)
    while g.state.haunt.round == 0:
        g.submit(EndTurn())
    assert noise(g) == {"solarium": 1}


def test_hush_heroes_win_by_learning_five_verses_at_three_players():
    g = hush(THREE)
    eyeless(g).stunned = True

    def turn(seat: int) -> list:
        eyeless(g).stunned = True  # kept out of it: its own tests say how it hunts
        if seat == traitor(g):
            return []
        rooms = [t.room for t in g.state.tokens if t.kind == "verse"]
        events = walk_toward(g, seat, rooms[0]) if rooms else []
        return events + haunt_act(g, "learn_verse")

    events = play(g, turn, lambda mid: [])
    assert g.state.haunt.counters["verses"] == goal(g, "heroes", "counter", "verses") == 5
    assert_won(g, events, "heroes")  # R9.11


def lure_and_kill(g, victim: int, room: str) -> list:
    """The traitor raps beside a weakened hero; the Eyeless comes and kills them."""
    events = pass_until(g, victim)
    put(g, victim, room)
    for t in ("might", "speed"):
        set_trait(g, victim, t, 0)  # one blow from the skull (R8.4)
    events += pass_until(g, traitor(g))
    put(g, traitor(g), room)
    events += g.submit(HauntAct("rap"))  # the traitor makes the noise for it
    assert noise(g) == {room: 1}
    dice(g, 8, 12, 0)  # the Eyeless strides to the noise and strikes
    events += g.submit(EndTurn())
    while g.prompt is not None and g.prompt.kind == "damage":  # any split kills
        events += g.submit(g.legal_actions(g.prompt.seat)[0])
    assert not g.figure(victim).alive and eyeless(g).room == room
    assert room not in g.state.haunt.rooms  # it found the sound: the room is silent again
    return events


def test_hush_the_traitor_wins_when_two_heroes_have_died():
    g = hush()
    lure_and_kill(g, hero(g, 0), "music_room")
    assert g.state.haunt.counters["fed"] == 1 and not g.over
    events = lure_and_kill(g, hero(g, 1), "chimney_nook")
    assert g.state.haunt.counters["fed"] == goal(g, "traitor", "counter", "fed") == 2
    assert_won(g, events, "traitor")  # R9.11


def test_hush_the_traitor_wins_when_round_10_ends():
    g = hush()
    events = play(g, lambda seat: [])  # nobody makes a sound; the Eyeless waits
    assert g.state.haunt.round == goal(g, "traitor", "rounds") == 10
    assert all(f.alive for f in g.state.figures)
    assert_won(g, events, "traitor")
