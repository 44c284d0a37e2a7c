"""The haunt language's words at work in the real haunts (issue 10: every word is
used by some haunt, not only by tests), played through the engine's actions.

Each test starts a real haunt at its first haunt turn (tests/haunt_helpers.py)
with a row of rooms east of the Entrance Hall (Solarium, Drawing Room,
Greenhouse, Ballroom) and checks the rule a haunt gained: the trigger, the
modifier, the power or the placement it uses.
"""

from __future__ import annotations

from game.ai.common import first_hop
from game.engine import AssignDamage, Attack, EndTurn, HauntAct, Move, PickUpItem
from game.engine.rules.modifiers import closed_rooms, room_changes
from game.engine.rules.monsters import monster_exits
from game.engine.rules.numbers import amount
from game.engine.state import Token
from tests.haunt_helpers import arranged, haunted, lying, monsters_of, pass_until, passing_roll
from tests.helpers import dice, give, of, place, prompt, put, set_trait, trait_value


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



def test_kennel_the_last_silver_shot_kills_every_hound_beside_a_hero():
    """Trigger `counter` (one shot per hero): each hero's `kill_monsters` (hounds)."""
    g = haunted(KENNEL, revealer=0, before=arranged())
    (heel,) = monsters_of(g, "hound")
    assert g.state.monsters[heel - 100].room == g.figure(2).room  # the Entrance Hall
    g.state.haunt.counters["silver_cast"] = 2  # two shots cast already (set up by hand)
    put(g, 1, "greenhouse")
    dice(g, passing_roll(g, "cast_silver"))
    events = g.submit(HauntAct("cast_silver"))
    assert g.state.haunt.counters == {"silver_cast": 3} and fired(events) == [2]
    assert [d["id"] for d in of(events, "monster_died")] == [heel]
    events = pass_until(g, 1) + pass_until(g, 2)  # a round has ended: it stays dead
    assert not of(events, "monster_rose") and heel not in monsters_of(g, "hound")


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


# ---- 12 The Calf Comes Up: a trampled trail, a snuffling beast, heroes together -------------
CALF = "the_calf_comes_up"
SHORT_WING = ("music_room", "chimney_nook", "cold_hallway")


def calf_in_a_short_wing(holding_pile: str = ""):
    """The Calf wakes in the Cold Hallway, three rooms east of the traitor's
    breach; `holding_pile` lies in the Chimney Nook's item pile (R7.5)."""
    def before(g) -> None:
        arranged(SHORT_WING)(g)
        if holding_pile:
            g.state.decks[g.content.cards[holding_pile].deck].remove(holding_pile)
            g.state.piles["chimney_nook"] = [holding_pile]
    g = haunted(CALF, revealer=0, before=before)
    (beast,) = monsters_of(g, "calf")
    assert g.state.monsters[beast - 100].room == "cold_hallway"
    return g, beast


def to_the_calf(g, beast: int, steps: int) -> list:
    """From a hero's turn to the Calf's move: it rolls `steps` spaces (R9.8)."""
    events = pass_until(g, 0)
    dice(g, steps)
    events += g.submit(EndTurn())
    p = prompt(g)
    assert (p.kind, p.context["monster"]) == ("monster", beast), p
    return events


def test_calf_tramples_each_room_it_enters_and_heroes_pay_to_leave_one():
    """Trigger `enter` (who a monster kind) marks the room; the room state brings
    `leave_cost` for the heroes only. The basement is trampled from the start
    (placement `each_room_of`)."""
    g, beast = calf_in_a_short_wing()
    assert g.state.haunt.rooms == {"basement_landing": {"trampled": True}}
    to_the_calf(g, beast, 1)
    events = g.submit(Move("chimney_nook"))
    assert of(events, "room_changed") == [
        {"room": "chimney_nook", "state": "trampled", "on": True}]
    pass_until(g, 1)
    put(g, 1, "chimney_nook")
    events = g.submit(Move("music_room"))  # R4.7 and the wreckage: 1 + 1, +1 for the Calf
    assert [d["cost"] for d in of(events, "moved")] == [3]
    pass_until(g, 0)
    put(g, 0, "chimney_nook")
    events = g.submit(Move("music_room"))  # the traitor is not slowed by the wreck
    assert [d["cost"] for d in of(events, "moved")] == [1]


def test_calf_full_grown_tramples_the_rooms_beside_it_too():
    """The `enter` trigger with an `if` (growth 4) marks the rooms next door
    (placement `adjacent`, from the Calf's room)."""
    g, beast = calf_in_a_short_wing()
    g.state.haunt.counters["growth"] = 4  # full-grown (set up by hand)
    to_the_calf(g, beast, 1)
    g.submit(Move("chimney_nook"))
    trampled = {r for r, marks in g.state.haunt.rooms.items() if "trampled" in marks}
    assert trampled == {"basement_landing", "chimney_nook", "music_room", "cold_hallway"}


def test_calf_snuffles_up_items_and_drops_them_when_stunned():
    """Power `carries`: the Calf takes an item from its room's pile (R9.8)."""
    g, beast = calf_in_a_short_wing("crowbar")
    to_the_calf(g, beast, 1)
    g.submit(Move("chimney_nook"))
    assert PickUpItem("crowbar") in g.legal_actions(prompt(g).seat)
    g.submit(PickUpItem("crowbar"))
    assert g.state.monsters[beast - 100].cards == ["crowbar"]
    pass_until(g, 1)
    put(g, 1, "chimney_nook")
    dice(g, 6, 0)  # R8.5: a Might attack that beats it stuns it (R8.9): it drops the crowbar
    events = g.submit(Attack(beast))
    assert of(events, "monster_stunned") and g.state.piles["chimney_nook"] == ["crowbar"]


def test_calf_shaken_heroes_who_keep_together_gain_sanity_as_each_round_begins():
    """Trigger `round_start`; each hero's `if` step asks `all` of the conditions
    `you` (alone: false) and `trait` (Sanity 3 or less)."""
    g, _ = calf_in_a_short_wing()
    put(g, 1, "music_room")  # alone
    put(g, 2, "chimney_nook")
    put(g, 3, "chimney_nook")
    for seat in (1, 2):
        set_trait(g, seat, "sanity", 0)  # shaken (set up by hand)
    assert [trait_value(g, s, "sanity") <= 3 for s in (1, 2, 3)] == [True, True, False]
    before = {s: g.figure(s).traits["sanity"] for s in (1, 2, 3)}  # places on the track
    events = g.submit(EndTurn()) + pass_until(g, 1)  # the round ends; the next begins
    assert of(events, "round")
    gained = {s: g.figure(s).traits["sanity"] - before[s] for s in (1, 2, 3)}
    assert gained == {1: 0, 2: 1, 3: 0}


# ---- 3 Salt and Psalter: verses that wound, scourges, salt that burns ----------------------
SALT = "salt_and_psalter"


def salt():
    g = haunted(SALT, revealer=0, before=arranged(holding={2: "book"}))
    assert g.state.haunt.traitor == 2 and prompt(g).seat == 3  # R9.2: the Book's holder
    return g


def test_salt_heroes_may_attack_with_sanity():
    """Modifier `attack_with` (heroes, Sanity): the verses stun a Penitent (R8.9)."""
    g = salt()
    penitent = monsters_of(g, "penitent")[0]
    put(g, 3, g.state.monsters[penitent - 100].room)
    assert {Attack(penitent), Attack(penitent, trait="sanity")} <= set(g.legal_actions(3))
    dice(g, 6, 0)  # R8.5: the verses beat it; it cannot die, so it is stunned
    events = g.submit(Attack(penitent, trait="sanity"))
    assert of(events, "attack")[0]["trait"] == "sanity" and of(events, "monster_stunned")


def test_salt_burns_a_traitor_who_ends_a_turn_beside_a_salt_line():
    """Modifier `end_turn` for the traitor's side, its `if` the condition `in_room`
    (you, token salt): the salt line laid round the traitor burns (R8.4: mental)."""
    g = salt()
    put(g, 3, "greenhouse")
    put(g, 2, "greenhouse")  # the traitor stands at the sigil too (set up by hand)
    dice(g, 3)  # the salt line: a Sanity roll of 3+
    events = g.submit(HauntAct("exorcise"))
    assert [(d["token"], d["room"]) for d in of(events, "token_placed")] == \
        [("salt", "greenhouse")]
    pass_until(g, 2)
    events = g.submit(EndTurn())
    p = prompt(g)
    assert (p.kind, p.seat, p.context["amount"], p.context["kind"]) == ("damage", 2, 1, "mental")


def monster_prompt(g, mid: int) -> None:
    """End turns until monster `mid` is asked to move (R9.6: after the traitor)."""
    for _ in range(40):
        p = prompt(g)
        if p.kind == "monster" and p.context["monster"] == mid:
            return
        g.submit(EndTurn())
    raise AssertionError(f"monster {mid} never moved")


def test_salt_a_salt_line_keeps_the_traitors_side_out_of_its_room():
    """Token property `blocks` (traitor): a salt line lying in a room closes it to
    the traitor's walk, a Penitent's move and the bots' way there, not to the
    heroes; the board hatches the room (the modifier `closed`)."""
    g = salt()
    put(g, 3, "chimney_nook")
    dice(g, 3)  # the salt line: a Sanity roll of 3+
    g.submit(HauntAct("exorcise"))
    assert lying(g, "salt", "chimney_nook")
    assert room_changes(g)["chimney_nook"] == {"closed"}  # what the board hatches
    (penitent, *_) = monsters_of(g, "penitent")
    assert closed_rooms(g, 2) == closed_rooms(g, penitent) == {"chimney_nook"}
    assert closed_rooms(g, 1) == set()  # the heroes come and go
    salt_room = lambda room, side: room == "chimney_nook"  # noqa: E731
    assert first_hop(g, 2, salt_room) is None and first_hop(g, 1, salt_room) is not None
    g.submit(EndTurn())
    pass_until(g, 2)
    put(g, 2, "cold_hallway")
    assert Move("chimney_nook") not in g.legal_actions(2)  # R4.1: no walking in
    g.state.monsters[penitent - 100].room = "music_room"  # beside the salt (by hand)
    g.refresh()
    monster_prompt(g, penitent)
    moves = [a.to for a in g.legal_actions(2) if isinstance(a, Move)]
    assert "entrance_hall" in moves and "chimney_nook" not in moves  # R9.8: its move


def test_salt_the_salt_lines_close_into_a_ward_once_enough_lie_in_the_house():
    """Condition `tokens` (salt, at least 4/4/6/7 at 3/4/5/6 players) as a dice
    modifier's `if`: while so many salt lines lie in the house, the heroes roll
    1 extra die on Knowledge rolls (the exorcism); the traitor never does."""
    g = salt()
    (ward,) = [m["if"] for m in g.content.haunts[SALT].modifiers if "if" in m
               and m["if"]["if"] == "tokens"]
    need = amount(g, ward["at_least"])
    assert need == 4  # at 4 players (R9.10)
    for room in ("greenhouse", "ballroom", "cold_hallway"):  # 3 lines laid (by hand)
        g.state.tokens.append(Token("salt", room))
    put(g, 3, "greenhouse")
    dice(g, 4)  # the exorcism fails (5+ needed), no harm done
    events = g.submit(HauntAct("exorcise"))
    (roll,) = of(events, "dice")  # R8.1: as many dice as her Knowledge
    assert (roll["purpose"], len(roll["faces"])) == ("exorcise", trait_value(g, 3, "knowledge"))
    g.state.tokens.append(Token("salt", "drawing_room"))  # the fourth: the ward closes
    g.submit(EndTurn())
    pass_until(g, 0)
    put(g, 0, "greenhouse")
    dice(g, 4)
    events = g.submit(HauntAct("exorcise"))
    (roll,) = of(events, "dice")
    assert (roll["purpose"], len(roll["faces"])) == ("exorcise",
                                                     trait_value(g, 0, "knowledge") + 1)
    g.submit(EndTurn())
    pass_until(g, 2)
    put(g, 2, "solarium")  # an unsalted sigil: the traitor's roll has no extra die
    dice(g, 0)
    events = g.submit(HauntAct("desecrate"))
    (roll,) = of(events, "dice")
    assert (roll["purpose"], len(roll["faces"])) == ("desecrate",
                                                     trait_value(g, 2, "knowledge"))


# ---- 8 A Door That Was Not There: the house keeps its keepers ------------------------------
DOOR = "door_that_was_not_there"
THREE = ("ingrid_solberg", "amara_nwosu", "rafael_duarte")


def test_door_a_new_keeper_steps_out_when_none_is_left():
    """Trigger `round_end` with the condition `monsters` (at most 0 keepers);
    the keeper is spawned in a room drawn by the dice (placement `random`)."""
    g = haunted(DOOR, revealer=0, explorers=THREE, before=arranged())
    (keeper,) = monsters_of(g, "keeper")  # at 3 players only the one in the far room
    seat = prompt(g).seat
    put(g, seat, g.state.monsters[keeper - 100].room)
    dice(g, 6, 0)  # R8.5: keepers die when hurt
    events = g.submit(Attack(keeper))
    assert of(events, "monster_died") and monsters_of(g, "keeper") == []
    events = g.submit(EndTurn()) + pass_until(g, seat)  # the round ends
    assert 1 in fired(events)
    (fresh,) = monsters_of(g, "keeper")
    traitor = g.state.haunt.traitor
    assert g.state.monsters[fresh - 100].room != g.figure(traitor).room
    events = g.submit(EndTurn()) + pass_until(g, seat)  # a keeper lives: no other comes
    assert 1 not in fired(events) and monsters_of(g, "keeper") == [fresh]
