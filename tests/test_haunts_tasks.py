"""The errand haunts played out to a win for each side, through the engine's
actions only: Out Before the Last Bell (2), Salt and Psalter (3), Before the
Thirteenth Chime (4), The Sleepwalking Heir (6), A Mass for the Unlit (11).

Each game starts at the first haunt turn (tests/haunt_helpers.py) with a row of
rooms east of the Entrance Hall (Music Room ... Drawing Room, Solarium). Players
walk, carry and act by the haunt's own actions; `seek` walks to the nearest token
and acts there, its roll scripted to pass. Numbers come from the haunt's data.
"""

from __future__ import annotations

from game.engine import EndTurn, HauntAct, Move
from game.engine.rules.discovery import doorway_options
from game.engine.rules.numbers import amount
from game.engine.state import Token
from tests.haunt_helpers import (
    WING,
    arranged,
    assert_won,
    distances,
    goal,
    haunt_act,
    haunted,
    monster_toward,
    monsters_of,
    pass_until,
    play,
    seek,
    walk_toward,
)
from tests.helpers import dice, of, place, put, trait_value


def carrying(g, seat: int, token: str) -> bool:
    return any(t.kind == token and t.holder == seat for t in g.state.tokens)


# ---- 2 Out Before the Last Bell: true keys, the front door, the bell -------------------
BELL = "out_before_the_last_bell"
THREE = ("ingrid_solberg", "amara_nwosu", "rafael_duarte")


def bell(explorers: tuple[str, ...] | None = None):
    extra = {"explorers": explorers} if explorers else {}
    g = haunted(BELL, revealer=0, before=arranged(), **extra)
    assert g.state.haunt.traitor == 1  # R9.2: left of the revealer
    keys = [t for t in g.state.tokens if t.kind == "key"]  # the rooms farthest from her
    assert all(t.face_down for t in keys) and {t.value for t in keys} == {0, 1}
    # The bell has sealed the room farthest from her already.
    assert g.state.haunt.rooms == {"solarium": {"sealed": True}}
    return g


def sealed(g) -> set[str]:
    return {r for r, marks in g.state.haunt.rooms.items() if "sealed" in marks}


def true_key_rooms(g) -> list[str]:
    """Rooms with a true key lying in them that a hero may enter (the test knows
    what lies face down)."""
    return sorted({t.room for t in g.state.tokens if t.kind == "key" and t.holder < 0
                   and t.value and t.room not in sealed(g)})


def flee(g, seat: int) -> list:
    """A hero's turn: fetch a true key, carry it to the Entrance Hall, and once
    the door opens, unlock it (a Knowledge roll scripted to pass) and escape."""
    if seat == g.state.haunt.traitor:
        return []
    events = []
    if not carrying(g, seat, "key"):
        rooms = true_key_rooms(g)
        if g.figure(seat).room not in rooms and rooms:
            events += walk_toward(g, seat, rooms[0])
        if g.figure(seat).room in rooms:
            events += g.submit(HauntAct("take_key"))
    if carrying(g, seat, "key"):
        events += walk_toward(g, seat, "entrance_hall")  # the key goes along
        if HauntAct("unlock_front_door") in g.legal_actions(seat):
            dice(g, 2)
            events += g.submit(HauntAct("unlock_front_door"))
    return events


def test_bell_heroes_win_when_enough_of_them_escape():
    g = bell()
    events = play(g, lambda seat: flee(g, seat))
    escaped = goal(g, "heroes", "counter", "escaped")
    assert len(of(events, "escaped")) == escaped == 2  # 2 at 4 players
    assert g.state.haunt.counters["keys_used"] == escaped  # each true key turns once
    assert sum(g.figure(s).escaped for s in range(4)) == escaped
    assert of(events, "escaped")[0] == {"who": 2, "room": "entrance_hall"}
    assert of(events, "round")[-1]["n"] >= 2  # the door opened once 2 rounds had ended
    assert_won(g, events, "heroes")  # R9.11: escaped heroes are alive and count


def test_bell_the_front_door_waits_for_the_bell_and_a_false_key_snaps():
    g = bell()
    false_room = next(t.room for t in g.state.tokens if t.kind == "key" and t.value == 0
                      and t.room != "solarium")
    put(g, 2, false_room)
    events = g.submit(HauntAct("take_key"))
    assert of(events, "token_carried") == [
        {"who": 2, "token": "key", "room": false_room, "face_down": True}]  # R10.2
    while g.state.haunt.round < 2:
        walk_toward(g, 2, "entrance_hall")  # the key goes along
        if g.figure(2).room == "entrance_hall":
            assert HauntAct("unlock_front_door") not in g.legal_actions(2)  # still shut
        g.submit(EndTurn())
        pass_until(g, 2)
    assert g.figure(2).room == "entrance_hall" and g.state.haunt.round == 2
    events = g.submit(HauntAct("unlock_front_door"))  # no roll: the key is false
    assert of(events, "dice") == [] and of(events, "escaped") == []
    assert of(events, "token_taken") == [
        {"who": 2, "token": "key", "room": "entrance_hall", "value": 0}]
    assert not carrying(g, 2, "key") and g.state.haunt.counters == {"keys_used": 0}


def test_bell_the_bell_seals_a_room_a_round_against_the_heroes():
    g = bell()
    put(g, 2, "drawing_room")
    assert Move("solarium") not in g.legal_actions(2)  # sealed against heroes
    g.submit(EndTurn())
    events = pass_until(g, 1)
    put(g, 1, "drawing_room")
    assert Move("solarium") in g.legal_actions(1)  # the traitor comes and goes
    events += pass_until(g, 2)  # the round ends: the bell tolls
    assert of(events, "room_changed") == [
        {"room": "drawing_room", "state": "sealed", "on": True}]
    assert sealed(g) == {"solarium", "drawing_room"}
    put(g, 2, "greenhouse")
    assert Move("drawing_room") not in g.legal_actions(2)


def test_bell_traitor_wins_by_pocketing_true_keys():
    g = bell()
    events = play(g, lambda seat: seek(g, 1, "pocket_key", "key") if seat == 1 else [])
    pocketed = goal(g, "traitor", "counter", "pocketed_keys")
    taken = of(events, "token_taken")
    assert g.state.haunt.counters == {"pocketed_keys": pocketed}
    assert {d["who"] for d in taken} == {1} and sum(d["value"] for d in taken) == pocketed
    assert_won(g, events, "traitor")  # R9.11


def test_bell_at_three_players_one_hero_out_is_enough():
    g = bell(THREE)  # traitor seat 1; heroes 0 and 2
    events = play(g, lambda seat: flee(g, seat))
    assert g.state.haunt.counters["escaped"] == 1 == goal(g, "heroes", "counter", "escaped")
    assert g.state.haunt.round >= 4  # the door opens later with fewer players
    assert_won(g, events, "heroes")


# ---- 3 Salt and Psalter: salt lines and rites against desecrations --------------------
SALT = "salt_and_psalter"


def salt():
    g = haunted(SALT, revealer=0, before=arranged(holding={2: "book"}))
    assert g.state.haunt.traitor == 2  # R9.2: whoever holds the Book
    # Two sigils per hero and one more, the farthest from him (the Upper Landing is
    # farther than the Music Room, by the stairs), and 2 more in omen rooms.
    assert {t.room for t in g.state.tokens if t.kind == "sigil"} == \
        set(WING) - {"music_room"} | {"upper_landing"}
    assert sum(t.kind == "sigil" for t in g.state.tokens) == 9
    return g


def salted(g) -> set[str]:
    """The rooms where a salt line lies (a token that blocks the traitor's side)."""
    return {t.room for t in g.state.tokens if t.kind == "salt"}


def rite(g, seat: int) -> list:
    """A hero's turn at the sigils: walk to the nearest and work the rite there,
    the roll scripted to pass (a salt line first, the exorcism a turn later)."""
    here = distances(g, g.figure(seat).room)
    rooms = [t.room for t in g.state.tokens if t.kind == "sigil" and t.holder < 0]
    if not rooms:
        return []
    events = walk_toward(g, seat, min(rooms, key=lambda r: (here.get(r, 99), r)))
    if HauntAct("exorcise") in g.legal_actions(seat):
        dice(g, 5)
        events += g.submit(HauntAct("exorcise"))
    return events


def test_salt_heroes_win_by_completing_the_rites():
    g = salt()
    events = play(g, lambda seat: [] if seat == 2 else rite(g, seat))
    rites = goal(g, "heroes", "counter", "rites")
    assert rites == 5  # one per hero and two more, at 4 players
    assert g.state.haunt.counters == {"rites": rites}
    assert [d["purpose"] for d in of(events, "dice")].count("lay_salt") >= rites
    assert g.state.haunt.round < goal(g, "traitor", "rounds")
    assert_won(g, events, "heroes")  # R9.11


def test_salt_the_salt_line_comes_first_and_keeps_the_traitors_side_out():
    g = salt()
    put(g, 3, "chimney_nook")
    dice(g, 3)  # not salted yet: the rite begins with a Sanity roll, 3+
    events = g.submit(HauntAct("exorcise"))
    assert [(d["purpose"], d["trait"]) for d in of(events, "dice")] == [("lay_salt", "sanity")]
    assert salted(g) == {"chimney_nook"} and g.state.haunt.counters == {}
    assert HauntAct("exorcise") not in g.legal_actions(3)  # once per turn (R3.3)
    g.submit(EndTurn())
    pass_until(g, 2)
    put(g, 2, "cold_hallway")
    assert Move("chimney_nook") not in g.legal_actions(2)  # the salt line keeps him out
    assert HauntAct("desecrate") in g.legal_actions(2)  # an unsalted sigil is his
    pass_until(g, 3)
    dice(g, 5)  # inside the salt: the exorcism, a Knowledge roll of 5+
    events = g.submit(HauntAct("exorcise"))
    assert [d["purpose"] for d in of(events, "dice")] == ["exorcise"]
    assert g.state.haunt.counters == {"rites": 1}


def test_salt_the_chapel_gives_the_heroes_a_die():
    g = salt()
    place(g, "chapel", "ground", 4, 3)  # found, somewhere on the ground floor
    g.state.tokens.append(Token("sigil", "chapel"))  # with a sigil (arranged)
    put(g, 3, "chapel")
    events = g.submit(HauntAct("exorcise"))
    (roll,) = of(events, "dice")
    assert len(roll["faces"]) == trait_value(g, 3, "sanity") + 1


def test_salt_traitor_wins_by_desecrating_sigils():
    g = salt()
    events = play(g, lambda seat: seek(g, 2, "desecrate", "sigil") if seat == 2 else [])
    done = goal(g, "traitor", "counter", "desecrations")
    assert g.state.haunt.counters == {"desecrations": done}
    assert_won(g, events, "traitor")  # R9.11


# ---- 4 Before the Thirteenth Chime: gears rolling home against the clock -------------
CHIME = "thirteenth_chime"


def chime():
    g = haunted(CHIME, revealer=0, before=arranged())
    assert g.state.haunt.traitor == 0  # R9.3: tied lowest Sanity, the revealer
    # 12 gears in the rooms farthest from her: this small house has only 11 others.
    assert sum(t.kind == "gear" for t in g.state.tokens) == 11
    return g


def test_chime_the_gears_roll_toward_the_traitor_each_round():
    g = chime()
    before = {t.room for t in g.state.tokens}
    assert {"solarium", "drawing_room"} <= before
    g.submit(EndTurn())
    events = pass_until(g, 1)  # nobody acts: the first round ends
    assert g.state.haunt.round == 1
    moved = {(d["frm"], d["to"]) for d in of(events, "token_moved")}
    assert ("solarium", "drawing_room") in moved  # a room nearer her, by the shortest way
    here = distances(g, "entrance_hall")
    assert all(here[d["to"]] == here[d["frm"]] - 1 for d in of(events, "token_moved"))


def test_chime_heroes_win_by_prying_the_gears_loose():
    g = chime()
    gears = goal(g, "heroes", "counter", "gears")
    events = play(g, lambda seat: [] if seat == 0 else seek(g, seat, "pry_gear", "gear"))
    assert g.state.haunt.counters == {"gears": gears}
    assert g.state.haunt.round < goal(g, "traitor", "rounds")
    assert_won(g, events, "heroes")  # R9.11: the clock jams


def test_chime_traitor_wins_by_winding_the_gears_back():
    g = chime()
    events = play(g, lambda seat: seek(g, 0, "wind_the_clock", "gear") if seat == 0 else [])
    wound = goal(g, "traitor", "counter", "wound")
    assert g.state.haunt.counters == {"wound": wound}
    assert [d["who"] for d in of(events, "token_taken")] == [0] * wound
    assert_won(g, events, "traitor")  # R9.11


def test_chime_traitor_wins_when_the_clock_strikes():
    g = chime()
    put(g, 1, "cold_hallway")
    dice(g, 0)  # the first try fails: a Might roll under the mark does nothing
    g.submit(HauntAct("pry_gear"))
    assert g.state.haunt.counters == {}
    assert HauntAct("pry_gear") not in g.legal_actions(1)  # once per turn (R3.3)
    g.submit(EndTurn())
    pass_until(g, 1)
    dice(g, 0)  # and so does the second: one hero alone cannot pry enough in time
    g.submit(HauntAct("pry_gear"))
    events = play(g, lambda seat: seek(g, seat, "pry_gear", "gear") if seat == 1 else [])
    assert g.state.haunt.round == goal(g, "traitor", "rounds")
    assert 0 < g.state.haunt.counters["gears"] < goal(g, "heroes", "counter", "gears")
    assert_won(g, events, "traitor")  # R9.11: the thirteenth chime


# ---- 6 The Sleepwalking Heir: lead her out, or spirit her away ------------------------
HEIR = "sleepwalking_heir"


def heir():
    g = haunted(HEIR, revealer=0, before=arranged())
    assert g.state.haunt.traitor == 2  # R9.2: the highest Knowledge (Rafael)
    assert [(t.kind, t.room) for t in g.state.tokens] == [("heir", "solarium")]
    return g


def claimable(g) -> int:
    """The rounds that must end before the heir can be spirited away (4 players)."""
    where = g.content.haunts[HEIR].actions["spirit_away"].where
    return amount(g, where["if"]["at_least"])


def test_heir_heroes_win_by_leading_her_to_the_entrance_hall_and_waking_her():
    g = heir()

    def lead(seat: int) -> list:
        if seat != 3:
            return []  # Siobhan, the fastest, goes alone
        events = [] if carrying(g, 3, "heir") else seek(g, 3, "take_hand", "heir")
        if not carrying(g, 3, "heir"):
            return events
        events += walk_toward(g, 3, "entrance_hall")
        return events + haunt_act(g, "wake_her")  # a Sanity roll, only in the hall

    events = play(g, lead)
    assert carrying(g, 3, "heir") and g.figure(3).room == "entrance_hall"
    # She slipped Siobhan's hand at every round's end and had to be found again.
    dropped = of(events, "token_dropped")
    assert len(of(events, "token_carried")) == len(dropped) + 1 >= 2
    stirrings = goal(g, "heroes", "counter", "stirrings")
    assert g.state.haunt.counters == {"stirrings": stirrings}
    assert_won(g, events, "heroes")  # R9.11: the heir wakes in the Entrance Hall


def test_heir_traitor_wins_when_the_governess_spirits_her_away():
    g = heir()
    (governess,) = monsters_of(g, "governess")
    tried: list[int] = []

    def hunt(mid: int) -> list:  # R9.8: the traitor moves the governess, then acts
        (room,) = [t.room for t in g.state.tokens if t.kind == "heir"]
        events = monster_toward(g, mid, room)
        if g.state.monsters[mid - 100].room == room:
            tried.append(g.state.haunt.round)
        return events + haunt_act(g, "spirit_away")

    events = play(g, lambda seat: [], monster=hunt)
    assert min(tried) < claimable(g)  # she was in reach before the house let her go
    assert g.state.haunt.round == claimable(g)
    assert of(events, "haunt_action")[-1] == {"who": governess, "action": "spirit_away"}
    assert g.state.haunt.counters == {"spirited": 1}
    assert_won(g, events, "traitor")  # R9.11


def test_heir_is_safe_while_a_hero_holds_her_hand():
    g = heir()
    g.state.haunt.round = claimable(g)  # the house would let her go
    put(g, 3, "solarium")
    g.submit(HauntAct("take_hand"))
    pass_until(g, 2)
    put(g, 2, "solarium")
    assert HauntAct("spirit_away") not in g.legal_actions(2)  # she is not loose
    assert carrying(g, 3, "heir") and not g.over


def test_heir_sleepwalks_out_of_your_hand_toward_the_governess_each_round():
    """At each round's end she slips the hand that holds her and walks 1 room
    (2 from 4 players) toward the governess (move_token)."""
    g = heir()
    (governess,) = monsters_of(g, "governess")
    lair = g.state.monsters[governess - 100].room
    put(g, 3, "solarium")
    g.submit(HauntAct("take_hand"))
    assert carrying(g, 3, "heir")
    far = distances(g, lair)["solarium"]
    events: list = []
    while not of(events, "round"):  # R9.6: a round ends after the anchor's place
        events += g.submit(EndTurn())
    (heir_token,) = [t for t in g.state.tokens if t.kind == "heir"]
    assert of(events, "token_dropped") == [{"who": 3, "token": "heir", "room": "solarium"}]
    assert heir_token.holder == -1 and g.figure(3).room == "solarium"
    assert distances(g, lair)[heir_token.room] == far - 2
    assert of(events, "token_moved") == [{"token": "heir", "frm": "solarium",
                                          "to": heir_token.room}]
    assert g.state.haunt.round == 1 and not carrying(g, 3, "heir")


# ---- 11 A Mass for the Unlit: altars in the spreading dark against verses --------------
MASS = "mass_for_the_unlit"


def mass():
    g = haunted(MASS, revealer=0, before=arranged(holding={2: "black_candle"}))
    assert g.state.haunt.traitor == 2  # R9.2: whoever holds the Black Candle
    # neither the Chapel nor the Crypt is in the house: that altar stands in the
    # traitor's room, the others in the three rooms farthest from it
    altars = ["drawing_room", "entrance_hall", "greenhouse", "solarium"]
    assert sorted(t.room for t in g.state.tokens) == altars
    assert unlit(g) == set(altars)  # the altars' rooms
    return g


def mass_on_holy_ground(*holy: str):
    """The mass with these of the Chapel (upstairs) and the Crypt (in the
    basement) in the house, beside the wing; the traitor in the Entrance Hall."""
    floors = {"chapel": "upper", "crypt": "basement"}

    def before(g) -> None:
        arranged(holding={2: "black_candle"})(g)
        for rid in holy:
            place(g, rid, *doorway_options(g, rid, floors[rid])[0][:4])
    g = haunted(MASS, revealer=0, before=before)
    assert g.figure(2).room == "entrance_hall"
    return g


def unlit(g) -> set[str]:
    return {r for r, marks in g.state.haunt.rooms.items() if "unlit" in marks}


def overturn(g, seat: int) -> list:
    """A hero's turn at the altars: walk to the nearest, light its candles first
    if its room is unlit (the dark takes a die), then overturn it, the rolls
    scripted to pass."""
    here = distances(g, g.figure(seat).room)
    rooms = [t.room for t in g.state.tokens if t.kind == "altar"]
    if not rooms:
        return []
    events = walk_toward(g, seat, min(rooms, key=lambda r: (here.get(r, 99), r)))
    for action, total in (("light_the_candles", 3), ("overturn_altar", 5)):
        if HauntAct(action) in g.legal_actions(seat):
            dice(g, total)
            events += g.submit(HauntAct(action))
    return events


def test_mass_heroes_win_by_overturning_the_altars():
    g = mass()
    put(g, 0, "solarium")
    put(g, 1, "drawing_room")
    events = play(g, lambda seat: [] if seat == 2 else overturn(g, seat))
    assert "light_the_candles" in [d["purpose"] for d in of(events, "dice")]
    altars = goal(g, "heroes", "counter", "altars_overturned")
    assert g.state.haunt.counters == {"altars_overturned": altars}
    assert not g.state.tokens
    assert_won(g, events, "heroes")  # R9.11


def acolytes(g) -> list[str]:
    return sorted(g.state.monsters[m - 100].room for m in monsters_of(g, "acolyte"))


def test_mass_the_altars_stand_in_the_chapel_and_the_crypt_that_are_in_the_house():
    """Placement `rooms` (the Chapel, the Crypt), for a token and a spawn: an
    altar stands in each of them that is in the house, its room unlit, and an
    acolyte kneels there; the traitor's room is unlit without one. With neither
    in the house both fall back to the traitor's room (as in `mass`)."""
    far = ["drawing_room", "greenhouse", "solarium"]  # the 3 farthest at 4 players
    g = mass_on_holy_ground("chapel")
    assert sorted(t.room for t in g.state.tokens) == ["chapel", *far]
    assert unlit(g) == {"chapel", "entrance_hall", *far}
    assert acolytes(g) == ["chapel", "entrance_hall", "entrance_hall"]
    g = mass_on_holy_ground("chapel", "crypt")
    assert sorted(t.room for t in g.state.tokens) == ["chapel", "crypt", *far]
    assert unlit(g) == {"chapel", "crypt", "entrance_hall", *far}
    assert acolytes(g) == ["chapel", "crypt", "entrance_hall", "entrance_hall"]
    g = mass()
    assert acolytes(g) == ["entrance_hall"] * 3


def test_mass_with_an_altar_to_spare_the_heroes_need_only_their_number():
    """Five altars at 4 players (the Chapel and the Crypt both in the house):
    overturning 4 wins (R9.11), one altar still standing."""
    g = mass_on_holy_ground("chapel", "crypt")
    need = goal(g, "heroes", "counter", "altars_overturned")
    assert need == 4
    g.state.haunt.counters["altars_overturned"] = need - 1  # two overturned (by hand)
    g.state.tokens = [t for t in g.state.tokens if t.room in ("chapel", "solarium")]
    put(g, 3, "solarium")
    events = overturn(g, 3)
    assert [t.room for t in g.state.tokens] == ["chapel"]
    assert_won(g, events, "heroes")


def test_mass_traitor_wins_when_the_verses_are_sung():
    g = mass()
    events = play(g, lambda seat: haunt_act(g, "intone") if seat == 2 else [])
    verses = goal(g, "traitor", "counter", "verses")
    assert verses == 5  # 5/5/5/4 at 3/4/5/6 players
    assert g.state.haunt.counters == {"verses": verses}
    assert len(of(events, "haunt_action")) == verses  # one a turn (R3.3)
    assert g.state.haunt.round < goal(g, "heroes", "rounds")
    assert_won(g, events, "traitor")  # R9.11


def test_mass_the_unlit_hinders_heroes_and_lit_candles_silence_the_mass():
    g = mass()
    put(g, 3, "solarium")
    events = g.submit(HauntAct("overturn_altar"))  # in the dark: one die fewer
    (roll,) = of(events, "dice")
    assert len(roll["faces"]) == trait_value(g, 3, "might") - 1
    g.submit(EndTurn())
    pass_until(g, 3)
    dice(g, 3)  # light the candles: a Sanity roll, 3+
    events = g.submit(HauntAct("light_the_candles"))
    assert [d["purpose"] for d in of(events, "dice")] == ["light_the_candles"]
    assert "solarium" not in unlit(g)
    g.submit(EndTurn())
    pass_until(g, 2)
    put(g, 2, "solarium")
    assert HauntAct("intone") not in g.legal_actions(2)  # no verse by candlelight
    put(g, 2, "drawing_room")
    assert HauntAct("intone") in g.legal_actions(2)
    assert unlit(g) == {"entrance_hall", "music_room", "ballroom", "greenhouse",
                        "drawing_room"}  # a round's spread already
    put(g, 2, "foyer")  # a starting room: the spread never takes it
    events = pass_until(g, 3)  # the round ends: the dark spreads and falls on him
    changed = {e["room"] for e in of(events, "room_changed") if e["on"]}
    # one lit room beside each unlit room that has one (the Music Room's, the
    # Ballroom's, the Drawing Room's), and his
    assert changed == {"chimney_nook", "cold_hallway", "solarium", "foyer"}
