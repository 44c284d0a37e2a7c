"""The haunt language's words at work in the real haunts (issue 10: every word is
used by some haunt, not only by tests), played through the engine's actions.

Each test starts a real haunt at its first haunt turn (tests/haunt_helpers.py)
with a row of rooms east of the Entrance Hall (Solarium, Drawing Room,
Greenhouse, Ballroom) and checks the rule a haunt gained: the trigger, the
modifier, the power or the placement it uses.
"""

from __future__ import annotations

from game.engine import AssignDamage, Attack, EndTurn, HauntAct
from game.engine.rules.monsters import monster_exits
from tests.haunt_helpers import arranged, haunted, monsters_of, pass_until, passing_roll
from tests.helpers import dice, give, of, place, prompt, put, set_trait


def fired(events) -> list[int]:
    """The haunt triggers (their places in `triggers`) the events show firing."""
    return [e.data["index"] for e in events if e.kind == "trigger"]


# ---- 1 The Kennel Master's Moon: the pack's fury, the silver blade ----------------------
KENNEL = "kennel_masters_moon"


def test_kennel_a_death_feeds_the_fury_and_the_last_silver_shot_breaks_it():
    """Trigger `death` (with `if` `not`) adds a dice modifier for the hounds;
    the modifier `weapon` makes the Silver Letter Opener cast a shot; trigger
    `counter` at one shot per hero takes the fury away (`remove_modifier`)."""
    g = haunted(KENNEL, revealer=0, before=arranged())
    (heel,) = monsters_of(g, "hound")
    might = g.content.haunts[KENNEL].monsters["hound"].traits["might"]
    pass_until(g, 0)
    set_trait(g, 1, "knowledge", 0)  # at the bottom of both mental traits (by hand)
    set_trait(g, 1, "sanity", 0)
    dice(g, 0, 3, 3)  # the horn: Rafael fails his Sanity roll, the others pass
    events = g.submit(HauntAct("sound_the_horn"))
    p = prompt(g)
    assert (p.kind, p.seat) == ("damage", 1)
    events += g.submit(AssignDamage(sanity=1))  # R8.4: the skull
    assert [d["who"] for d in of(events, "died")] == [1]
    assert fired(events) == [1]  # a hero died before the silver was cast: fury
    assert [m["id"] for m in g.state.haunt.modifiers] == ["fury"]
    pass_until(g, 2)
    put(g, 2, "entrance_hall")
    dice(g, 0, 0)  # a tie (R8.5): the hound rolls one die more for Might
    events = g.submit(Attack(heel))
    assert [len(a["their_faces"]) for a in of(events, "attack")] == [might + 1]
    g.submit(EndTurn())
    for seat, room in ((3, "solarium"), (2, "greenhouse")):
        pass_until(g, seat)
        put(g, seat, room)
        dice(g, passing_roll(g, "cast_silver"))
        g.submit(HauntAct("cast_silver"))
        g.submit(EndTurn())
    assert g.state.haunt.counters == {"silver_cast": 2}
    pass_until(g, 3)
    give(g, 3, "silver_letter_opener")
    put(g, 3, g.state.monsters[heel - 100].room)
    dice(g, 6, 0)  # R8.5: the silver blade wins: it counts as the last shot
    events = g.submit(Attack(heel, "silver_letter_opener"))
    assert of(events, "monster_died")
    assert g.state.haunt.counters == {"silver_cast": 3}
    assert fired(events) == [2] and g.state.haunt.modifiers == []


# ---- 2 Out Before the Last Bell: draughts through walls, lamplight, a swollen door ------
BELL = "out_before_the_last_bell"


def bell_with_library(g) -> None:
    """The wing (the Music Room first, east of the Entrance Hall), and the
    Library north of the Music Room: no door joins the two (R4.6)."""
    arranged()(g)
    place(g, "library", "ground", 1, -1)


def test_bell_a_cold_draught_passes_through_walls():
    """Power `flying`: a draught goes where no door leads; the porter does not."""
    g = haunted(BELL, revealer=0, before=bell_with_library)
    draught = monsters_of(g, "draught")[0]
    (porter,) = monsters_of(g, "porter")
    assert "library" not in monster_exits(g, "music_room")  # R4.6: walls stop walkers
    assert "library" in monster_exits(g, "music_room", draught)
    assert "library" not in monster_exits(g, "music_room", porter)


def test_bell_the_kerosene_lamp_shows_which_keys_are_true():
    """Action `where` `holding`, step `flip_token`: the keys here turn face up."""
    g = haunted(BELL, revealer=0, before=arranged())
    room = next(t.room for t in g.state.tokens if t.kind == "key" and t.room != "solarium")
    put(g, 2, room)
    assert HauntAct("read_keys_by_lamplight") not in g.legal_actions(2)  # no lamp yet
    give(g, 2, "kerosene_lamp")
    events = g.submit(HauntAct("read_keys_by_lamplight"))
    here = [t for t in g.state.tokens if t.kind == "key" and t.room == room]
    assert of(events, "token_flipped") == [
        {"who": 2, "token": "key", "room": room, "values": [t.value for t in here]}]
    assert not any(t.face_down for t in here)


def test_bell_a_hero_sealed_in_may_force_the_swollen_door():
    """Action `where` `room_state`, step `clear_room`: a Might roll opens the room."""
    g = haunted(BELL, revealer=0, before=arranged())
    assert HauntAct("force_the_swollen_door") not in g.legal_actions(2)  # not sealed in
    put(g, 2, "solarium")  # the room the bell sealed first
    dice(g, passing_roll(g, "force_the_swollen_door"))
    events = g.submit(HauntAct("force_the_swollen_door"))
    assert of(events, "room_changed") == [{"room": "solarium", "state": "sealed", "on": False}]
    assert g.state.haunt.rooms == {}
