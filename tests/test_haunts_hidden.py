"""The hidden-traitor haunts (R9.12) played out to a win for each side, through
the engine's actions only: The Borrowed Face (9), The Heart in the Jar (10).

The traitor is whoever was dealt token 1 (state.haunt.secret["traitor"]); the tests read
it rather than assume a seat. Rooms lie in a row east of the Entrance Hall, so
the rooms farthest from the revealer are the Solarium, the Drawing Room, ...
"""

from __future__ import annotations

from game.engine import AssignDamage, Attack, HauntAct, Reveal
from tests.haunt_helpers import (
    arranged,
    assert_won,
    goal,
    haunt_act,
    haunted,
    monsters_of,
    pass_until,
    play,
    seek,
    walk_toward,
)
from tests.helpers import dice, of, prompt, put, set_trait


def hidden(hid: str):
    g = haunted(hid, revealer=0, before=arranged())
    h = g.state.haunt
    assert h.traitor is None and h.secret["traitor"] in range(4)  # R9.12: nobody knows
    assert "secret" not in g.view(None)["haunt"]  # R10: not on the shared screen
    assert prompt(g).seat == 1  # R9.12: play goes on left of the revealer
    return g, h.secret["traitor"]


def carrying(g, seat: int, token: str) -> bool:
    return any(t.kind == token and t.holder == seat for t in g.state.tokens)


# ---- 9 The Borrowed Face: lamps lit against lamps snuffed -------------------------------
FACE = "borrowed_face"


def test_face_heroes_win_by_lighting_the_lamps():
    g, secret = hidden(FACE)
    assert sum(t.kind == "lamp" for t in g.state.tokens) >= goal(g, "heroes", "counter",
                                                                 "lamps_lit")

    def light(seat: int) -> list:
        if seat == secret:  # the changeling keeps its face on and does nothing
            assert Reveal() in g.legal_actions(seat)
            assert HauntAct("snuff_lamp") not in g.legal_actions(seat)
            return []
        return seek(g, seat, "light_lamp", "lamp")  # a Sanity roll at a lamp

    events = play(g, light)
    lit = goal(g, "heroes", "counter", "lamps_lit")
    assert g.state.haunt.counters == {"lamps_lit": lit}
    assert {d["who"] for d in of(events, "token_taken")} <= set(range(4)) - {secret}
    assert not of(events, "traitor_revealed") and not monsters_of(g, "double")
    assert g.state.haunt.traitor == secret  # told once the game is over
    assert_won(g, events, "heroes")  # R9.11


def test_face_heroes_win_when_the_unrevealed_traitor_dies():
    g, secret = hidden(FACE)
    hero = 1 if secret != 1 else 2
    pass_until(g, hero)
    assert Attack(secret) in g.legal_actions(hero)  # R9.12: anyone may attack anyone
    set_trait(g, secret, "might", 0)  # worn down (set up by hand)
    set_trait(g, secret, "speed", 0)
    dice(g, 6, 0)
    events = g.submit(Attack(secret))
    assert prompt(g).kind == "damage" and prompt(g).seat == secret
    events += g.submit(AssignDamage(might=3, speed=3))  # R8.4: the skull
    assert of(events, "token_shown") == [{"who": secret, "number": 1}]  # R9.12
    assert of(events, "game_over")[0]["traitor"] == secret  # all is told at the end
    assert_won(g, events, "heroes")  # R9.11: the traitor is dead


def test_face_traitor_wins_by_snuffing_the_lamps():
    g, secret = hidden(FACE)
    put(g, secret, "drawing_room")

    def snuff(seat: int) -> list:
        if seat != secret:
            return []
        events = [] if g.state.haunt.traitor is not None else g.submit(Reveal())
        return events + seek(g, seat, "snuff_lamp", "lamp")  # no roll

    events = play(g, snuff)
    snuffed = goal(g, "traitor", "counter", "lamps_snuffed")
    assert of(events, "traitor_revealed") == [{"who": secret}]
    assert monsters_of(g, "double")  # on_reveal: the mirror doubles
    assert g.state.haunt.counters == {"lamps_snuffed": snuffed}
    assert g.state.haunt.round < goal(g, "traitor", "rounds")
    assert_won(g, events, "traitor")  # R9.11


# ---- 10 The Heart in the Jar: still it on the threshold, or feed it ---------------------
HEART = "heart_in_the_jar"


def test_heart_heroes_win_by_stilling_it_in_the_entrance_hall():
    g, secret = hidden(HEART)
    assert [(t.kind, t.room) for t in g.state.tokens] == [("heart", "solarium")]
    runner = max((s for s in range(4) if s != secret), key=lambda s: g.figure(s).traits["speed"])

    def carry(seat: int) -> list:
        if seat != runner:
            return []
        events = [] if carrying(g, seat, "heart") else seek(g, seat, "take_heart", "heart")
        if carrying(g, seat, "heart"):
            events += walk_toward(g, seat, "entrance_hall")  # the heart goes along
            events += haunt_act(g, "still_heart")  # a Sanity roll there, once a turn
        return events

    events = play(g, carry)
    stillings = goal(g, "heroes", "counter", "stillings")
    assert g.figure(runner).room == "entrance_hall" and carrying(g, runner, "heart")
    assert g.state.haunt.counters == {"stillings": stillings}
    assert_won(g, events, "heroes")  # R9.11: the heart is stilled


def test_heart_traitor_wins_by_feeding_it():
    g, secret = hidden(HEART)
    put(g, secret, "solarium")
    assert HauntAct("feed_heart") not in g.legal_actions(secret)  # not carried yet

    def feed(seat: int) -> list:
        if seat != secret:
            return []
        events = haunt_act(g, "take_heart")  # anyone may pick it up, hidden or not
        if g.state.haunt.traitor is None:
            events += g.submit(Reveal())  # R9.12: on their own turn
        return events + haunt_act(g, "feed_heart")  # a Sanity roll, once a turn

    events = play(g, feed)
    feedings = goal(g, "traitor", "counter", "feedings")
    assert g.state.haunt.counters == {"feedings": feedings}
    assert carrying(g, secret, "heart") and monsters_of(g, "moth")
    assert_won(g, events, "traitor")  # R9.11
