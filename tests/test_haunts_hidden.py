"""The hidden-traitor haunts (R9.12) played out to a win for each side, through
the engine's actions only: The Borrowed Face (9), The Heart in the Jar (10).

The traitor is whoever was dealt token 1 (state.haunt.secret["traitor"]); the tests read
it rather than assume a seat. Rooms lie in a row east of the Entrance Hall, so
the rooms farthest from the revealer are the Solarium, the Drawing Room, ...
"""

from __future__ import annotations

from game.engine import AssignDamage, Attack, EndTurn, HauntAct, Move, Reveal
from tests.haunt_helpers import (
    arranged,
    assert_won,
    distances,
    goal,
    haunt_act,
    haunted,
    monsters_of,
    pass_until,
    passing_roll,
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


# ---- 9 The Borrowed Face: rooms lit against lamps snuffed --------------------------------
FACE = "borrowed_face"


def lit(g) -> set[str]:
    return {r for r, marks in g.state.haunt.rooms.items() if "lit" in marks}


def light_a_dark_lamp(g, seat: int) -> list:
    """A hero's turn: light the lamp here if it is dark, else walk toward the
    nearest dark lamp and light it there (a Sanity roll, scripted to pass)."""
    events = haunt_act(g, "light_lamp")
    if events:
        return events
    here = distances(g, g.figure(seat).room)
    dark = [t.room for t in g.state.tokens if t.kind == "lamp" and t.room not in lit(g)]
    if dark:
        events += walk_toward(g, seat, min(dark, key=lambda r: here.get(r, 99)))
    return events + haunt_act(g, "light_lamp")


def test_face_heroes_win_by_lighting_the_lamps():
    g, secret = hidden(FACE)
    lamps = {t.room for t in g.state.tokens if t.kind == "lamp"}
    assert len(lamps) > goal(g, "heroes", "counter", "lamps_lit")  # enough dark lamps

    def light(seat: int) -> list:
        if seat == secret:  # the changeling keeps its face on and does nothing
            assert Reveal() in g.legal_actions(seat)
            assert HauntAct("snuff_lamp") not in g.legal_actions(seat)
            return []
        return light_a_dark_lamp(g, seat)

    events = play(g, light)
    need = goal(g, "heroes", "counter", "lamps_lit")
    assert g.state.haunt.counters == {"lamps_lit": need} and len(lit(g)) == need
    assert {d["who"] for d in of(events, "haunt_action")} <= set(range(4)) - {secret}
    assert not of(events, "traitor_revealed") and not monsters_of(g, "double")
    assert g.state.haunt.traitor == secret  # told once the game is over
    assert_won(g, events, "heroes")  # R9.11


def double_moves(g, double: int) -> int:
    """From the traitor's turn on: end turns until this double's move (R9.8),
    every monster rolling 4 spaces; its controller's seat."""
    dice(g, 4)
    g.submit(EndTurn())
    while prompt(g).context.get("monster") != double:
        g.submit(EndTurn())
    return prompt(g).seat


def test_face_a_lit_room_shuts_out_the_doubles_until_the_changeling_snuffs_it():
    g, secret = hidden(FACE)
    hero = next(s for s in (1, 2, 3) if s != secret)
    pass_until(g, hero)
    put(g, hero, "solarium")
    dice(g, passing_roll(g, "light_lamp"))  # a Sanity roll lights the room
    events = g.submit(HauntAct("light_lamp"))
    assert of(events, "room_changed") == [{"room": "solarium", "state": "lit", "on": True}]
    pass_until(g, secret)
    put(g, secret, "drawing_room")
    g.submit(Reveal())  # R9.12: a double appears beside each hero
    double = next(m.id for m in g.state.monsters if m.room == "solarium")
    seat = double_moves(g, double)
    g.submit(Move("drawing_room"))  # those inside may leave
    assert Move("solarium") not in g.legal_actions(seat)  # but not come back in
    pass_until(g, secret)
    put(g, secret, "solarium")
    events = g.submit(HauntAct("snuff_lamp"))  # no roll: the room goes dark
    assert of(events, "room_changed") == [{"room": "solarium", "state": "lit", "on": False}]
    assert g.state.haunt.counters == {"lamps_lit": 1, "lamps_snuffed": 1}
    assert Move("solarium") in g.legal_actions(double_moves(g, double))


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
    lighter = next(s for s in (1, 2, 3) if s != secret)
    put(g, secret, "solarium")
    put(g, lighter, "solarium")  # one hero relights the one lamp, again and again

    def turn(seat: int) -> list:
        if seat == lighter:
            return haunt_act(g, "light_lamp")
        if seat != secret:
            return []
        events = [] if g.state.haunt.traitor is not None else g.submit(Reveal())
        return events + haunt_act(g, "snuff_lamp")  # no roll

    events = play(g, turn)
    snuffed = goal(g, "traitor", "counter", "lamps_snuffed")
    assert of(events, "traitor_revealed") == [{"who": secret}]
    assert monsters_of(g, "double")  # on_reveal: the mirror doubles
    assert g.state.haunt.counters["lamps_snuffed"] == snuffed
    assert g.state.haunt.counters["lamps_lit"] < goal(g, "heroes", "counter", "lamps_lit")
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
