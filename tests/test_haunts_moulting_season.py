"""Moulting Season (haunt 16) played out through the engine's actions: the
traitor becomes the monster (the haunt's own step `moulting_season.become`,
game/haunts/moulting_season.py).

The game starts at the first haunt turn (tests/haunt_helpers.py) with a row of
rooms east of the Entrance Hall, where everyone stands: the scraps of skin lie
in the four rooms farthest from the traitor. Ingrid (seat 0) turns: tied lowest
Sanity with the revealer among the tied (R9.2, R9.3). Seat 1 plays first (R9.6).
"""

from __future__ import annotations

from game.engine import AssignDamage, Attack, EndTurn, HauntAct
from game.engine.rules.numbers import amount
from tests.haunt_helpers import (
    FOUR,
    arranged,
    assert_won,
    goal,
    haunted,
    monsters_of,
    pass_until,
    prompt_of,
)
from tests.helpers import dice, give, of, prompt, put, set_trait

HAUNT = "moulting_season"
SCRAPS = ["ballroom", "drawing_room", "greenhouse", "solarium"]


def moulting():
    g = haunted(HAUNT, revealer=0, before=arranged())
    assert g.state.haunt.traitor == 0
    assert sorted(t.room for t in g.state.tokens if t.kind == "skin") == SCRAPS
    assert g.state.monsters == []  # nothing has come out yet
    assert prompt(g).seat == 1
    return g


def one_round(g) -> list:
    """From seat 1's turn to its next: every turn of a haunt round (R9.6)."""
    return g.submit(EndTurn()) + pass_until(g, 1)


def kill(g, seat: int, target: int) -> list:
    """The explorer whose turn it is beats a worn-down explorer in their room and
    puts them at the skull (R8.5, R8.4)."""
    put(g, seat, g.figure(target).room)
    set_trait(g, target, "might", 0)
    set_trait(g, target, "speed", 0)
    dice(g, 6, 0)
    events = g.submit(Attack(target))
    if prompt_of(g).kind == "damage":
        events += g.submit(AssignDamage(might=3, speed=3))
    assert of(events, "died")
    return events


def test_at_the_end_of_round_two_the_traitor_becomes_the_moulted():
    """The step `become`: the traitor's explorer dies where it stands (R8.4), its
    items and omens fall as a pile there (R8.10), and the Moulted stands in its
    place; the traitor takes no more turns, and the Moulted moves in the monsters'
    turn after the traitor's place (R9.6, R9.8)."""
    g = moulting()
    give(g, 0, "revolver")
    give(g, 0, "crystal_ball")
    put(g, 0, "cold_hallway")
    events = one_round(g)
    assert g.state.haunt.counters == {"ripeness": 1}
    assert g.figure(0).alive and not monsters_of(g, "moulted")
    events = one_round(g)
    assert g.state.haunt.counters == {"ripeness": 2}
    assert len(monsters_of(g, "moulted")) == 1
    assert g.state.monsters[0].room == "cold_hallway"
    assert not g.figure(0).alive and g.figure(0).cards == []
    assert sorted(g.state.piles["cold_hallway"]) == ["crystal_ball", "revolver"]
    assert [e["index"] for e in of(events, "trigger")] == [0, 1]  # no unripe thing
    assert not monsters_of(g, "unripe") and not g.over
    assert [e["who"] for e in of(events, "died")] == [0]
    events = one_round(g)  # the traitor's seat is passed over; the Moulted moves
    assert 0 not in [e["who"] for e in of(events, "turn_started")]
    assert of(events, "monster_turn")[0]["controller"] == 0
    assert g.state.haunt.counters["ripeness"] == 2  # nothing ripens any more


def test_killing_the_traitor_first_lets_out_the_unripe_thing_at_once():
    """A death trigger (who: traitor) runs `become` for a dead explorer: the
    Unripe Thing rises where the traitor fell, and the moult never comes."""
    g = moulting()
    events = kill(g, 1, 0)
    (thing,) = monsters_of(g, "unripe")
    assert g.state.monsters[0].room == "entrance_hall"
    assert [e["index"] for e in of(events, "trigger")] == [2]
    assert not g.over  # R9.11: the traitor's side goes on as the thing
    for _ in range(3):
        one_round(g)
    assert g.state.haunt.counters.get("ripeness", 0) == 0
    assert monsters_of(g, "unripe") == [thing] and not monsters_of(g, "moulted")


def test_scraps_burn_only_once_the_thing_is_out():
    g = moulting()
    put(g, 1, "solarium")
    assert HauntAct("burn_skin") not in g.legal_actions(1)
    kill(g, 1, 0)  # the Unripe Thing is out
    put(g, 1, "solarium")
    assert HauntAct("burn_skin") in g.legal_actions(1)
    g.submit(HauntAct("burn_skin"))
    assert g.state.haunt.counters["burned"] == 1
    put(g, 1, "greenhouse")
    assert HauntAct("burn_skin") not in g.legal_actions(1)  # once a turn (R3.3)


def test_heroes_win_by_burning_every_scrap_then_killing_the_thing():
    """While a scrap is whole, beating the thing only stuns it (R8.9); once one
    scrap per explorer is burned, beating it kills it, and the heroes win."""
    g = moulting()
    one_round(g)
    one_round(g)
    (thing,) = monsters_of(g, "moulted")
    assert amount(g, "explorers") == len(SCRAPS)
    for room in SCRAPS[:3]:  # seat 1 burns a scrap a round
        put(g, 1, room)
        g.submit(HauntAct("burn_skin"))
        pass_until(g, 2)
        put(g, 2, g.state.monsters[0].room)  # seat 2 beats it while scraps are whole
        dice(g, 6, 0)
        events = g.submit(Attack(thing))
        assert of(events, "monster_stunned") and not of(events, "monster_died")
        pass_until(g, 1)
    put(g, 1, SCRAPS[3])
    g.submit(HauntAct("burn_skin"))
    assert g.state.haunt.counters["burned"] == 4
    pass_until(g, 2)
    put(g, 2, g.state.monsters[0].room)
    dice(g, 6, 0)
    events = g.submit(Attack(thing))
    assert of(events, "monster_died")
    assert_won(g, events, "heroes")


def test_traitor_wins_when_enough_heroes_have_died():
    """Every hero's death is counted (a death trigger), however they died; the
    traitor's side wins at 2/2/3/3 at 3/4/5/6 players (R9.11), here with the
    Moulted's attacks in the monsters' turn."""
    g = moulting()
    one_round(g)
    one_round(g)
    assert len(monsters_of(g, "moulted")) == 1
    need = goal(g, "traitor", "counter", "devoured")
    assert need == 2
    for victim in (1, 2):
        set_trait(g, victim, "might", 0)
        set_trait(g, victim, "speed", 0)
        put(g, victim, g.state.monsters[0].room)
    events = []
    for victim in (1, 2):
        while not (prompt_of(g).kind == "monster" and prompt_of(g).seat == 0):
            events += g.submit(EndTurn())
        dice(g, 8, 0)
        events += g.submit(Attack(victim))
        if not g.over and prompt_of(g).kind == "damage":
            events += g.submit(AssignDamage(might=4, speed=4))
        if not g.over:  # one attack a monster turn (R9.8): it ends, a round goes by
            events += g.submit(EndTurn())
    assert [e["who"] for e in of(events, "died")] == [1, 2]
    assert g.state.haunt.counters["devoured"] == need
    assert_won(g, events, "traitor")


def test_right_now_the_traitor_is_held_together_and_three_heroes_gain_might():
    """R9.5 Right Now, by table size (R9.10): at 4 players the traitor gains 1
    Speed (no Might); at 3 players the traitor gains nothing and each hero gains
    1 Might; one scrap of skin per explorer lies in the farthest rooms."""
    before = {}

    def noting(g):
        arranged()(g)
        before.update({f.seat: (f.traits["might"], f.traits["speed"])
                       for f in g.state.figures})

    g = haunted(HAUNT, revealer=0, before=noting)
    after = {f.seat: (f.traits["might"], f.traits["speed"]) for f in g.state.figures}
    assert after[0] == (before[0][0], before[0][1] + 1)  # markers, a step each
    assert all(after[s] == before[s] for s in (1, 2, 3))
    before.clear()
    g = haunted(HAUNT, revealer=0, explorers=FOUR[:3], before=noting)
    after = {f.seat: (f.traits["might"], f.traits["speed"]) for f in g.state.figures}
    assert after[0] == before[0]
    assert all(after[s] == (before[s][0] + 1, before[s][1]) for s in (1, 2))
    assert len([t for t in g.state.tokens if t.kind == "skin"]) == 3
