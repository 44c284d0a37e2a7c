"""The fighting haunts played out to a win for each side, through the engine's
actions only: The Kennel Master's Moon (1), The Wax Procession (5), The Gilded
Revenant (7), A Door That Was Not There (8), The Calf Comes Up (12), with the
Door's and the Calf's own modules (game/haunts/<id>.py).

Each game starts at the first haunt turn (tests/haunt_helpers.py) with a row of
rooms east of the Entrance Hall, so the haunt's "farthest" rooms are known:
Solarium, Drawing Room, Greenhouse, Ballroom. Positions are arranged with `put`
and dice scripted with `dice`; the decisive steps are actions the engine accepts.
"""

from __future__ import annotations

from game.engine import AssignDamage, Attack, EndTurn, HauntAct, Move
from game.engine.rules.numbers import amount
from game.engine.rules.placement import by_distance
from tests.haunt_helpers import (
    FOUR,
    WING,
    arranged,
    assert_won,
    distances,
    goal,
    haunted,
    monsters_of,
    pass_until,
    passing_roll,
    play,
    walk_toward,
)
from tests.helpers import dice, give, of, prompt, put, set_trait


def walk(g, *rooms: str) -> list:
    """The explorer whose turn it is walks through these rooms, a space each."""
    events: list = []
    for rid in rooms:
        events += g.submit(Move(rid))
    return events


def monster_walk(g, mid: int, *rooms: str) -> list:
    """On the monsters' turn, move this monster through these rooms (R9.8)."""
    events: list = []
    for rid in rooms:
        p = prompt(g)
        assert (p.kind, p.context["monster"]) == ("monster", mid), p
        events += g.submit(Move(rid))
    return events


# ---- 1 The Kennel Master's Moon: the traitor hunts with hounds ----------------------
KENNEL = "kennel_masters_moon"


def kennel():
    g = haunted(KENNEL, revealer=0, before=arranged())
    h = g.state.haunt
    # R9.2/R9.3: the highest Might (Ingrid, seat 0) turns; R9.5 Right Now: at 4
    # players one hound runs at her heel, silver lies in the rooms farthest from
    # her, one more than there are heroes.
    assert h.traitor == 0
    assert [g.state.monsters[i - 100].room for i in monsters_of(g, "hound")] == ["entrance_hall"]
    assert sorted(t.room for t in g.state.tokens) == \
        ["ballroom", "drawing_room", "greenhouse", "solarium"]
    assert prompt(g).seat == 1  # R9.6: the first turn is left of the traitor
    return g


def slay(g, seat: int, hound: int) -> list:
    """The hero whose turn it is, in the hound's room, beats it (R8.5): 6 against 0."""
    put(g, seat, g.state.monsters[hound - 100].room)
    dice(g, 6, 0)
    events = g.submit(Attack(hound))
    assert of(events, "monster_died")
    return events


def test_kennel_the_pack_comes_with_the_moon_and_rises_until_the_silver_is_cast():
    g = kennel()
    (heel,) = monsters_of(g, "hound")
    slay(g, 1, heel)
    g.submit(EndTurn())
    events = pass_until(g, 1)  # the first round ends: the moon is up
    assert [e.data["index"] for e in events if e.kind == "trigger"] == [0]
    assert len(monsters_of(g, "hound")) == 3  # one per hero; the heel hound lies dead
    g.submit(EndTurn())
    events = pass_until(g, 1)  # a round has ended since it died: it gets up (regenerates)
    assert [e.data["id"] for e in events if e.kind == "monster_rose"] == [heel]
    slay(g, 1, heel)
    for seat, room in ((1, "solarium"), (2, "greenhouse"), (3, "drawing_room")):
        pass_until(g, seat)
        put(g, seat, room)
        dice(g, passing_roll(g, "cast_silver"))  # a Knowledge roll: one shot per hero
        g.submit(HauntAct("cast_silver"))
        g.submit(EndTurn())
    assert g.state.haunt.counters == {"silver_cast": 3}
    events = pass_until(g, 1) + pass_until(g, 2) + pass_until(g, 1)  # the dead stay dead
    assert not of(events, "monster_rose") and heel not in monsters_of(g, "hound")


def test_kennel_heroes_win_when_the_traitor_dies():
    g = kennel()
    put(g, 1, "greenhouse")
    dice(g, passing_roll(g, "cast_silver"))  # R3.3: a Knowledge roll casts the silver
    events = g.submit(HauntAct("cast_silver"))
    assert g.state.haunt.counters == {"silver_cast": 1}
    assert of(events, "token_taken") and HauntAct("cast_silver") not in g.legal_actions(1)
    g.submit(EndTurn())
    # The hunter has been worn down (set up by hand): at the bottom of Might and Speed.
    set_trait(g, 0, "might", 0)
    set_trait(g, 0, "speed", 0)
    assert prompt(g).seat == 2  # Rafael, in the Entrance Hall with the traitor
    dice(g, 6, 1)  # R8.5: 6 against 1, five physical damage to the traitor
    events = g.submit(Attack(0))
    p = prompt(g)
    assert (p.kind, p.seat, p.context["amount"]) == ("damage", 0, 5)
    events += g.submit(AssignDamage(might=3, speed=2))  # R8.4: past the skull
    assert of(events, "died") and not g.figure(0).alive
    assert_won(g, events, "heroes")  # R9.11: the traitor is dead


def test_kennel_traitor_wins_when_the_horn_kills_the_last_hero():
    g = kennel()
    pass_until(g, 0)
    # Every hero is at the bottom of Knowledge and Sanity (set up by hand).
    for seat in (1, 2, 3):
        set_trait(g, seat, "knowledge", 0)
        set_trait(g, seat, "sanity", 0)
    dice(g, 0, 0, 0)  # R8.1: each hero's Sanity roll fails: 1 mental damage
    events = g.submit(HauntAct("sound_the_horn"))
    for seat in (1, 2, 3):
        p = prompt(g)
        assert (p.kind, p.seat, p.context["amount"]) == ("damage", seat, 1)
        events += g.submit(AssignDamage(sanity=1))  # R8.4: the skull
    assert [d["who"] for d in of(events, "died")] == [1, 2, 3]
    assert_won(g, events, "traitor")  # R9.11: no hero is left alive in the house


# ---- 5 The Wax Procession: a procession that grows, rooms that burn ---------------------
WAX = "wax_procession"


def wax():
    g = haunted(WAX, revealer=0, before=arranged())
    assert g.state.haunt.traitor == 0  # R9.2: the revealer
    # R9.5 Right Now: a figure beside the traitor, and for each hero one in each of
    # the 2 rooms farthest from that hero (4 players).
    assert len(figures_in(g, "entrance_hall")) == 1
    assert len(figures_in(g, "solarium")) == len(figures_in(g, "drawing_room")) == 3
    return g


def figures_in(g, room: str) -> list[int]:
    return [i for i in monsters_of(g, "mannequin") if g.state.monsters[i - 100].room == room]


def burning(g) -> set[str]:
    return {r for r, marks in g.state.haunt.rooms.items() if "burning" in marks}


def test_wax_heroes_win_when_enough_figures_are_destroyed():
    g = wax()

    def hero(seat: int) -> list:
        if seat == 0:
            return []  # the traitor pours, and waits
        events: list = []
        if not figures_in(g, g.figure(seat).room):  # go after the nearest figure
            near = distances(g, g.figure(seat).room)
            rooms = {g.state.monsters[i - 100].room for i in monsters_of(g, "mannequin")}
            events += walk_toward(g, seat, min(rooms, key=lambda r: (near.get(r, 99), r)))
        here = figures_in(g, g.figure(seat).room)
        if here:
            dice(g, 2, 0)  # R8.5: the figure loses; any damage destroys it (killable)
            events += g.submit(Attack(here[0]))
        return events

    events = play(g, hero)
    melted = goal(g, "heroes", "counter", "melted")
    assert melted == 15  # at 4 players
    assert g.state.haunt.counters == {"melted": melted} == {"melted": len(of(events,
                                                                            "monster_died"))}
    assert len(monsters_of(g, "mannequin")) == 7 + 2 * g.state.haunt.round - melted
    assert_won(g, events, "heroes")  # R9.11


def test_wax_the_procession_grows_each_round_and_completes():
    g = wax()
    events = play(g, lambda seat: [])  # nobody acts: 2 more figures a round
    spawned = [d for d in of(events, "monster_spawned")]
    assert {d["room"] for d in spawned} == {"entrance_hall"}  # beside the traitor
    assert len(spawned) == 2 * g.state.haunt.round
    assert g.state.haunt.round == 3  # 7 + 3 x 2 figures: two per hero and 6 more stand
    assert len(monsters_of(g, "mannequin")) == 13 >= 2 * 3 + 6
    assert_won(g, events, "traitor")  # R9.11: the procession is complete


def test_wax_fire_melts_the_figures_and_keeps_them_out():
    g = wax()
    put(g, 1, "solarium")
    dice(g, passing_roll(g, "set_alight"))  # a Knowledge roll: 5+
    events = g.submit(HauntAct("set_alight"))
    assert len(of(events, "monster_died")) == 3 and figures_in(g, "solarium") == []
    assert burning(g) == {"solarium"} and g.state.haunt.counters == {"melted": 3}
    events = g.submit(EndTurn())  # ending a turn in a burning room hurts
    p = prompt(g)
    assert (p.kind, p.seat, p.context["amount"]) == ("damage", 1, 1)
    g.submit(AssignDamage(might=1))
    pass_until(g, 0)
    g.submit(EndTurn())
    (near,) = figures_in(g, "drawing_room")[:1]
    p = prompt(g)
    while (p.kind, p.context.get("monster")) != ("monster", near):
        g.submit(EndTurn())
        p = prompt(g)
    assert Move("solarium") not in g.legal_actions(p.seat)  # wax keeps out of the fire
    assert Move("greenhouse") in g.legal_actions(p.seat)


def test_wax_the_pouring_stops_when_the_traitor_dies_and_melting_still_counts():
    """R9.11: the traitor's death does not end this haunt; the round's new figures
    are poured only while the traitor lives, and figures destroyed afterwards still
    count toward the heroes' goal (the death trigger outlives the traitor)."""
    g = wax()
    g.figure(0).alive = False  # the traitor falls; the haunt goes on
    pass_until(g, 1)
    standing = len(monsters_of(g, "mannequin"))
    put(g, 1, "solarium")
    dice(g, passing_roll(g, "set_alight"))
    events = g.submit(HauntAct("set_alight"))
    assert len(of(events, "monster_died")) == 3 and g.state.haunt.counters == {"melted": 3}
    rounds = g.state.haunt.round
    while g.state.haunt.round < rounds + 2:  # two rounds end: nothing new is poured
        p = prompt(g)
        acts = g.legal_actions(p.seat)
        g.submit(EndTurn() if EndTurn() in acts else
                 AssignDamage(might=p.context["amount"]) if p.kind == "damage" else acts[0])
    assert len(monsters_of(g, "mannequin")) == standing - 3


# ---- 7 The Gilded Revenant: true relics first, then the knight ---------------------------
REVENANT = "gilded_revenant"


def revenant():
    g = haunted(REVENANT, revealer=0, before=arranged(holding={2: "raven_skull"}))
    assert g.state.haunt.traitor == 2  # R9.2: whoever holds the Raven Skull
    relics = g.state.tokens
    assert len(relics) == 6 and all(t.face_down for t in relics)  # R10.2
    assert sorted(t.value for t in relics) == [0, 0, 1, 1, 1, 1]  # one in three a fake
    assert {"solarium", "drawing_room"} <= {t.room for t in relics}
    assert prompt(g).seat == 3
    return g


def relics_needed(g) -> int:
    """True relics to burn before the Revenant stays dead (at this table's size)."""
    power = g.content.haunts[REVENANT].monsters["revenant"].powers["regenerates"]
    return amount(g, power["unless"]["at_least"])


def burn(g, seat: int, room: str, value: int) -> list:
    """The hero whose turn it is burns a relic of this value, alone in a room."""
    for t in g.state.tokens:
        t.room = "music_room" if t.room == room else t.room
    relic = next(t for t in g.state.tokens if t.value == value)
    relic.room = room
    put(g, seat, room)
    dice(g, passing_roll(g, "burn_relic"))  # a Sanity roll
    return g.submit(HauntAct("burn_relic"))


def test_revenant_a_fake_relic_burns_for_nothing():
    g = revenant()
    events = burn(g, 3, "solarium", 0)
    assert of(events, "token_taken")[0]["value"] == 0  # turned up as it burns
    assert g.state.haunt.counters == {"relics": 0}


def test_revenant_rises_where_it_fell_until_the_true_relics_burn():
    g = revenant()
    (knight,) = monsters_of(g, "revenant")
    put(g, 3, "entrance_hall")  # with the knight, at the traitor's side
    dice(g, 6, 0)  # R8.5: it is beaten, and damage kills it
    events = g.submit(Attack(knight))
    assert of(events, "monster_died") and not g.over  # the relics still hold
    events = g.submit(EndTurn()) + pass_until(g, 3)  # the monsters' turn comes
    assert of(events, "monster_rose") == [{"id": knight, "kind": "revenant",
                                           "room": "entrance_hall"}]  # power regenerates


def test_revenant_strikes_body_or_mind():
    """Power `attacks` (Sanity besides its own Might): the Revenant may attack
    in either trait, and a Sanity attack deals mental damage (R8.5)."""
    g = revenant()
    (knight,) = monsters_of(g, "revenant")
    for seat in (0, 1):
        put(g, seat, "solarium")
    put(g, 3, "entrance_hall")  # the one hero beside the knight
    for _ in range(4):  # the heroes' turns and the traitor's (R9.6), then the monsters'
        g.submit(EndTurn())
    p = prompt(g)
    assert (p.kind, p.context["monster"]) == ("monster", knight), p
    attacks = {a for a in g.legal_actions(p.seat) if isinstance(a, Attack)}
    assert attacks == {Attack(3), Attack(3, trait="sanity")}
    dice(g, 8, 0)  # R8.5: the knight's Sanity 4 against the hero's Sanity
    events = g.submit(Attack(3, trait="sanity"))
    assert of(events, "attack")[0]["trait"] == "sanity"
    p = prompt(g)
    assert (p.kind, p.seat, p.context["kind"]) == ("damage", 3, "mental")


def test_revenant_at_three_players_each_hero_gains_might():
    """R9.10: the Right Now steps grow with the table; at 3 players each hero
    (never the traitor) gains 1 Might."""
    start: dict[int, int] = {}

    def before(g) -> None:
        arranged(holding={2: "raven_skull"})(g)
        start.update({seat: g.figure(seat).traits["might"] for seat in range(3)})
    g = haunted(REVENANT, revealer=0, explorers=FOUR[:3], before=before)
    assert g.state.haunt.traitor == 2
    assert {seat: g.figure(seat).traits["might"] - start[seat] for seat in range(3)} == \
        {0: 1, 1: 1, 2: 0}


def test_revenant_heroes_win_by_burning_the_true_relics_then_killing_it():
    g = revenant()
    (knight,) = monsters_of(g, "revenant")
    need = relics_needed(g)

    def hero(seat: int) -> list:
        if seat == 2:
            return []  # the traitor waits
        if g.state.haunt.counters.get("relics", 0) < need:
            return burn(g, seat, "solarium", 1)
        put(g, seat, g.state.monsters[knight - 100].room)
        dice(g, 6, 0)  # R8.5: it is beaten, and now it stays dead
        return g.submit(Attack(knight))

    events = play(g, hero)
    assert g.state.haunt.counters == {"relics": need} and of(events, "monster_died")
    assert_won(g, events, "heroes")  # R9.11: the relics burned, the Revenant dead


def test_revenant_traitor_wins_when_the_rounds_end():
    g = revenant()
    burn(g, 3, "solarium", 1)
    events = play(g, lambda seat: [])
    assert g.state.haunt.round == goal(g, "traitor", "rounds")
    assert g.state.haunt.counters == {"relics": 1} and monsters_of(g, "revenant")
    assert_won(g, events, "traitor")  # R9.11: the rounds ended, the Revenant stands


# ---- 8 A Door That Was Not There: a door that slips away until it is nailed --------------
DOOR = "door_that_was_not_there"


def door():
    g = haunted(DOOR, revealer=0, before=arranged())
    assert g.state.haunt.traitor == 1  # R9.2/R9.3: the lowest Speed (Amara)
    assert [(t.kind, t.room) for t in g.state.tokens] == [("door", "solarium")]
    assert "solarium" in {g.state.monsters[i - 100].room for i in monsters_of(g, "keeper")}
    assert prompt(g).seat == 2  # R9.6: play goes on left of the traitor
    return g


def door_round(g) -> list:
    """From seat 2's turn to its next: a whole haunt round (R9.6)."""
    return g.submit(EndTurn()) + pass_until(g, 2)


def test_door_slips_away_from_the_traitor_until_a_nail_holds_it():
    """The haunt's own module (game/haunts/door_that_was_not_there.py): there is
    one door, and putting it into the house again at a round's end moves it."""
    g = door()
    put(g, 1, "drawing_room")  # the traitor comes near
    events = door_round(g)
    far = by_distance(g, "drawing_room")[0]
    assert far != "solarium" and [(t.kind, t.room) for t in g.state.tokens] == [("door", far)]
    assert of(events, "token_moved") == [{"token": "door", "frm": "solarium", "to": far}]
    put(g, 2, far)
    dice(g, passing_roll(g, "nail_shut"))  # a Might roll drives in a nail
    g.submit(HauntAct("nail_shut"))
    put(g, 1, "solarium")
    events = door_round(g)
    assert not of(events, "token_moved") and g.state.tokens[0].room == far  # pinned


def test_door_heroes_win_by_nailing_the_door_shut():
    g = door()
    nails = goal(g, "heroes", "counter", "nails")
    for seat in (2, 3, 0):
        put(g, seat, "solarium")  # with the door and its keepers

    def nail(seat: int) -> list:
        if seat == 1:
            return []  # the traitor waits
        dice(g, passing_roll(g, "nail_shut"))  # a Might roll drives in a nail
        return g.submit(HauntAct("nail_shut"))

    events = play(g, nail)
    assert g.state.haunt.counters == {"nails": nails}
    assert g.state.haunt.round == (nails - 1) // 3  # three heroes nail each round
    assert_won(g, events, "heroes")  # R9.11: enough nails


def test_door_traitor_wins_in_the_doors_room_once_it_may_open():
    g = door()
    put(g, 3, "solarium")
    pass_until(g, 3)
    dice(g, passing_roll(g, "nail_shut"))
    g.submit(HauntAct("nail_shut"))  # the first nail pins the door in the Solarium
    put(g, 1, "greenhouse")
    put(g, 0, "greenhouse")  # a hero in the traitor's room slows her (R4.7)
    pass_until(g, 1)
    events = walk(g, "drawing_room")
    assert g.state.turn.moves == 2  # 1 + the hero in the Greenhouse
    events += walk(g, "solarium")
    assert not g.over and g.state.haunt.round < 4  # the door cannot open yet
    events += play(g, lambda seat: [])  # she waits by the door
    assert g.state.haunt.round == 4
    assert_won(g, events, "traitor")  # R9.11: the door opens for her


# ---- 12 The Calf Comes Up: a monster that grows as it walks to the breach --------------
CALF = "the_calf_comes_up"
SHORT_WING = ("music_room", "chimney_nook", "cold_hallway")


def calf(rooms=WING):
    g = haunted(CALF, revealer=0, before=arranged(rooms))
    assert g.state.haunt.traitor == 0  # R9.3: tied lowest Knowledge, the revealer
    assert [(t.kind, t.room) for t in g.state.tokens] == [("breach", "entrance_hall")]
    assert prompt(g).seat == 1
    return g


def one_round(g) -> list:
    """From seat 1's turn (the first after the revealer) to its next: every turn
    of a haunt round, the traitor's and the monsters' included (R9.6)."""
    return g.submit(EndTurn()) + pass_until(g, 1)


def strides(events) -> list[int]:
    """How many dice the Calf rolled to move (R9.8), roll by roll."""
    return [len(d["faces"]) for d in of(events, "dice") if d["purpose"] == "monster_move"]


def test_calf_grows_every_round_rolling_a_die_more_to_move_and_to_fight():
    """The haunt's own module (game/haunts/the_calf_comes_up.py): the Calf's
    Speed roll counts its growth; its Might grows by the haunt's dice modifier."""
    g = calf()
    (beast,) = monsters_of(g, "calf")
    speed = g.content.haunts[CALF].monsters["calf"].traits["speed"]
    rolled = []
    for _ in range(6):
        rolled += strides(one_round(g))
    assert g.state.haunt.counters == {"growth": 4}  # it stops growing after 4 rounds
    assert rolled == [speed, speed + 1, speed + 2, speed + 3, speed + 4, speed + 4]
    put(g, 1, "solarium")  # with the Calf, which stood still
    might = g.content.haunts[CALF].monsters["calf"].traits["might"]
    dice(g, 0, 0)
    events = g.submit(Attack(beast))
    assert [len(a["their_faces"]) for a in of(events, "attack")] == [might + 4]


def test_calf_cannot_die_a_might_attack_or_a_false_trail_stuns_it():
    g = calf()
    (beast,) = monsters_of(g, "calf")
    assert g.state.monsters[0].room == "solarium"  # the room farthest from the traitor
    put(g, 1, "solarium")
    give(g, 1, "revolver")
    events = g.submit(Attack(beast, "revolver"))  # a Speed attack: it shrugs it off
    assert of(events, "monster_immune") and not of(events, "monster_stunned")
    pass_until(g, 2)
    put(g, 2, "solarium")
    dice(g, 6, 0)  # R8.5: a Might attack that beats it
    events = g.submit(Attack(beast))
    assert of(events, "monster_stunned") and not of(events, "monster_died")  # R8.9
    events = pass_until(g, 1)
    assert of(events, "monster_recovered")  # it missed the monsters' turn
    dice(g, passing_roll(g, "lay_false_trail"))  # a Sanity roll: stunned again
    events = g.submit(HauntAct("lay_false_trail"))
    assert of(events, "monster_stunned") and monsters_of(g, "calf") == [beast]


def test_calf_heroes_win_when_the_traitor_dies():
    g = calf()
    put(g, 1, "entrance_hall")  # with the traitor, at the breach
    set_trait(g, 0, "might", 0)  # worn down (set up by hand)
    set_trait(g, 0, "speed", 0)
    dice(g, 6, 0)
    events = g.submit(Attack(0))
    events += g.submit(AssignDamage(might=3, speed=3))  # R8.4: the skull
    assert of(events, "died")
    assert_won(g, events, "heroes")  # R9.11: the Calf has no one to lead it


def test_calf_traitor_wins_when_the_calf_reaches_the_breach():
    g = calf(SHORT_WING)
    (beast,) = monsters_of(g, "calf")
    assert g.state.monsters[0].room == "cold_hallway"
    one_round(g)
    one_round(g)  # grown twice: it rolls 3 dice to move
    put(g, 3, "chimney_nook")  # a hero in its way makes leaving cost 2 (R4.7)
    pass_until(g, 0)
    dice(g, 4)  # R9.8: the Calf's Speed roll, 4 spaces
    events = g.submit(EndTurn())
    assert [d["total"] for d in of(events, "dice") if d["purpose"] == "monster_move"] == [4]
    events = monster_walk(g, beast, "chimney_nook", "music_room", "entrance_hall")
    assert [d["cost"] for d in of(events, "monster_moved")] == [1, 2, 1]
    assert_won(g, events, "traitor")  # R9.11: the Calf is at the breach
