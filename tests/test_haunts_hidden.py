"""The hidden-traitor haunts (R9.12) played out to a win for each side, through
the engine's actions only: The Borrowed Face (9), The Heart in the Jar (10).

The traitor is whoever was dealt token 1 (state.haunt.secret["traitor"]); the tests read
it rather than assume a seat. Rooms lie in a row east of the Entrance Hall, so
the rooms farthest from the revealer are the Solarium, the Drawing Room, ...
"""

from __future__ import annotations

from game.engine import AssignDamage, Attack, EndTurn, Explore, HauntAct, Move, Reveal
from game.engine.rules.placement import house_distances
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
from tests.helpers import dice, of, prompt, put, set_trait, trait_value


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


# ---- 10 The Heart in the Jar: a tug of war over the heart -----------------------------------
HEART = "heart_in_the_jar"
FOUND, HUNGER, BACK = 0, 1, 2  # its triggers: the first lift, the hunger, the heart returning


def fired(events) -> list[int]:
    """The haunt's triggers (their places in `triggers`) the events show firing."""
    return [e.data["index"] for e in events if e.kind == "trigger"]


def hearts(g) -> list[tuple[str, int]]:
    return [(t.room, t.holder) for t in g.state.tokens if t.kind == "heart"]


def jars(g) -> list[str]:
    return [t.room for t in g.state.tokens if t.kind == "jar"]


def end_turn(g) -> list:
    """End the turn, taking the heart's hunger (1 mental damage) in whichever
    mental trait stands farther from the skull."""
    events = g.submit(EndTurn())
    while g.prompt is not None and g.prompt.kind == "damage":
        traits = g.figure(prompt(g).seat).traits
        trait = max(("knowledge", "sanity"), key=lambda t: traits[t])
        events += g.submit(AssignDamage(**{trait: 1}))
    return events


def farthest_from(g, room: str) -> str:
    """Where a heart taken in `room` comes back: the room farthest from it (its
    own `farthest` placement: starting tiles after other rooms as far away)."""
    dist = house_distances(g, room)
    return max(dist, key=lambda r: (dist[r], not g.rooms[r].start))


def test_heart_heroes_win_by_stilling_it_twice_in_the_entrance_hall():
    """R9.11, R9.12: a hero carries the heart to the Entrance Hall and stills it;
    each stilling takes it from the house (take_token) and the trigger
    `token_taken` puts it back in the room farthest from the hall, so it must be
    fetched again; the hunger drains the runner on the way (turn_end)."""
    g, secret = hidden(HEART)
    assert hearts(g) == [("solarium", -1)] and jars(g) == []  # farthest from the revealer
    runner = max((s for s in range(4) if s != secret), key=lambda s: g.figure(s).traits["speed"])

    def carry(seat: int) -> list:
        if seat != runner:
            return []
        events = [] if carrying(g, seat, "heart") else seek(g, seat, "take_heart", "heart")
        if carrying(g, seat, "heart"):
            events += walk_toward(g, seat, "entrance_hall")  # the heart goes along
            events += haunt_act(g, "still_heart")  # a Sanity roll there, once a turn
        return events + ([] if g.over else end_turn(g))

    events = play(g, carry)
    stillings = goal(g, "heroes", "counter", "stillings")
    assert stillings == 2 and g.state.haunt.counters == {"stillings": stillings}
    taken = of(events, "token_taken")
    assert [(d["who"], d["room"]) for d in taken] == [(runner, "entrance_hall")] * stillings
    back = [d["room"] for d in of(events, "token_placed") if d["token"] == "heart"]
    assert back == [farthest_from(g, "entrance_hall")] == ["solarium"]  # fetched again
    assert hearts(g) == []  # the last stilling wins before the heart can come back
    assert jars(g) == ["solarium"]  # left where the heart was first lifted
    assert HUNGER in fired(events)  # alone with the heart on the way back
    assert_won(g, events, "heroes")


def test_heart_the_first_lift_leaves_the_empty_jar_once():
    """Trigger `token_carried` with `once`: the first explorer to pick up the heart
    leaves its empty jar in that room; putting it down and lifting it again leaves
    no second jar. Anyone may lift and set it down, a hidden traitor too (R9.12)."""
    g, secret = hidden(HEART)
    pass_until(g, secret)
    put(g, secret, "solarium")
    assert HauntAct("take_heart") in g.legal_actions(secret)  # as for any hero
    events = g.submit(HauntAct("take_heart"))
    assert of(events, "token_carried") == [{"who": secret, "token": "heart", "room": "solarium"}]
    assert fired(events) == [FOUND] and jars(g) == ["solarium"]
    assert HauntAct("feed_heart") not in g.legal_actions(secret)  # R9.12: not before the reveal
    events = g.submit(HauntAct("set_down_heart"))
    assert of(events, "token_dropped") and hearts(g) == [("solarium", -1)]
    end_turn(g)
    hero = next(s for s in (1, 2, 3) if s != secret)
    pass_until(g, hero)
    put(g, hero, "solarium")
    events = g.submit(HauntAct("take_heart"))
    assert hearts(g) == [("solarium", hero)] and fired(events) == []
    assert jars(g) == ["solarium"]


def test_heart_drinks_from_a_lonely_carrier_or_one_beside_a_moth():
    """Trigger `turn_end` with `if`: `all` of `carrying` the heart and `any` of
    being alone or sharing the room with a moth: 1 mental damage as the carrier's
    turn ends, before the next turn starts (the trigger's steps run right after
    the turn's end). Hidden or not, every carrier is drained alike (R9.12)."""
    g, secret = hidden(HEART)
    hero = next(s for s in (1, 2, 3) if s != secret)
    other = next(s for s in (1, 2, 3) if s not in (secret, hero))
    heart = g.state.tokens[0]
    heart.room = "greenhouse"  # set up by hand, halfway along the row

    def drained(seat: int) -> None:
        events = g.submit(EndTurn())
        assert fired(events) == [HUNGER] and not of(events, "turn_started")
        assert of(events, "damage") == [{"who": seat, "kind": "mental", "amount": 1}]
        assert (prompt(g).kind, prompt(g).seat) == ("damage", seat)
        assert of(g.submit(AssignDamage(sanity=1)), "turn_started")  # then the next turn

    pass_until(g, secret)
    put(g, secret, "greenhouse")
    g.submit(HauntAct("take_heart"))
    drained(secret)  # alone with the heart, and still hidden
    pass_until(g, hero)
    heart.holder = hero  # handed over (set up by hand)
    put(g, hero, "greenhouse")
    put(g, secret, "ballroom")
    drained(hero)  # alone with the heart
    pass_until(g, hero)
    put(g, other, "greenhouse")  # company: the heart keeps quiet
    events = g.submit(EndTurn())
    assert HUNGER not in fired(events) and not of(events, "damage")
    pass_until(g, other)
    put(g, other, "ballroom")  # alone, but carrying nothing
    assert HUNGER not in fired(g.submit(EndTurn()))
    pass_until(g, secret)
    put(g, secret, "greenhouse")
    g.submit(Reveal())  # the moths burst out beside the traitor, by the hero
    assert len(monsters_of(g, "moth")) == 3  # 1/3/4/5 at 3/4/5/6 players
    pass_until(g, hero)
    drained(hero)  # not alone, but the moths flutter at the heart


def test_heart_traitor_wins_by_feeding_it_at_the_jar():
    """R9.11, R9.12: revealed, the traitor feeds the heart where its empty jar
    stands; each feeding takes it from the house (take_token) and `token_taken`
    puts it in the room farthest from the traitor, to be fetched again."""
    g, secret = hidden(HEART)
    pass_until(g, secret)
    put(g, secret, "solarium")
    might = trait_value(g, secret, "might")
    g.submit(HauntAct("take_heart"))
    assert jars(g) == ["solarium"]
    events = g.submit(Reveal())  # R9.12: on their own turn
    assert of(events, "traitor_revealed") == [{"who": secret}]
    assert trait_value(g, secret, "might") > might  # stronger, as the text says
    assert {g.state.monsters[m - 100].room for m in monsters_of(g, "moth")} == {"solarium"}
    events = haunt_act(g, "feed_heart")  # a Sanity roll, once a turn
    back = farthest_from(g, "solarium")
    assert g.state.haunt.counters == {"feedings": 1} and fired(events) == [BACK]
    assert hearts(g) == [(back, -1)] and HauntAct("feed_heart") not in g.legal_actions(secret)
    end_turn(g)

    def fetch(seat: int) -> list:
        if seat != secret:
            return []
        events = []
        if not carrying(g, seat, "heart"):
            put(g, seat, hearts(g)[0][0])  # the walk out and back, set up by hand
            events += haunt_act(g, "take_heart")
            put(g, seat, "solarium")
            for t in g.state.tokens:  # the heart it carries comes along
                t.room = "solarium" if t.holder == seat else t.room
        return events + haunt_act(g, "feed_heart") + ([] if g.over else end_turn(g))

    events = play(g, fetch)
    feedings = goal(g, "traitor", "counter", "feedings")
    assert g.state.haunt.counters == {"feedings": feedings}
    assert_won(g, events, "traitor")


def test_heart_moths_explore_rooms_nobody_has_found():
    """Monster power `explores` (R5.7 "unless a haunt says so"): a moth may fly
    through an open doorway into the unknown; the game draws and places the room
    (R5.1-R5.3) and the moth moves in."""
    g, secret = hidden(HEART)
    st = g.state
    st.stack = [x for x in st.stack if x != "study"] + ["study"]  # the top tile
    pass_until(g, secret)
    put(g, secret, "solarium")  # the far end of the row: its east door opens on nothing
    g.submit(Reveal())
    moth = monsters_of(g, "moth")[0]
    dice(g, 4)  # the moths' Speed roll
    g.submit(EndTurn())
    assert prompt(g).kind == "monster" and prompt(g).context["monster"] == moth
    assert Explore("E") in g.legal_actions(prompt(g).seat)
    events = g.submit(Explore("E"))
    assert of(events, "tile_drawn")[0]["who"] == moth
    assert "study" in st.placements and st.monsters[moth - 100].room == "study"
