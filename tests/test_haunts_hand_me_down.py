"""The Hand-Me-Down Nanny (haunt 27) played out through the engine's actions: a
spirit that hops from doll to doll (the haunt's own step `hand_me_down.hop`,
game/haunts/hand_me_down.py), so which figure is dangerous changes in play.

The game starts at the first haunt turn (tests/haunt_helpers.py) with a row of
rooms east of the Entrance Hall, where everyone stands. Nobody holds the Tin
Carousel, so the revealer, Ingrid (seat 0), turns (R9.2); seat 1 plays first
(R9.6).
"""

from __future__ import annotations

from game.engine import AssignDamage, Attack, EndTurn, HauntAct
from game.engine.rules.numbers import amount
from game.engine.rules.placement import distances, house_exits
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
from tests.helpers import dice, of, put, set_trait

HAUNT = "hand_me_down"
BOXES = ["ballroom", "drawing_room", "greenhouse", "solarium"]


def nursery(explorers=FOUR):
    g = haunted(HAUNT, revealer=0, explorers=explorers, before=arranged())
    assert g.state.haunt.traitor == 0
    return g


def nanny(g) -> int:
    (mid,) = monsters_of(g, "nanny")
    return mid


def room_of(g, mid: int) -> str:
    return next(m.room for m in g.state.monsters if m.id == mid)


def test_right_now_the_dolls_stand_and_she_rides_one_of_them():
    """R9.5 Right Now, by table size (R9.10): 5/5/6/7 dolls at 3/4/5/6 players in
    rooms drawn by the dice, the Nanny in one of them (the hop with no body to
    leave), one music box per hero plus 1 in the rooms farthest from the
    traitor; at 3 and 4 players each hero gains 1 Might, at 5 nobody does."""
    before: dict[int, int] = {}

    def noting(g):
        arranged()(g)
        before.update({f.seat: f.traits["might"] for f in g.state.figures})

    for explorers, dolls, might in ((FOUR, 5, 1), (FOUR[:3], 5, 1),
                                    ((*FOUR, "priya_raman"), 6, 0)):
        before.clear()
        g = haunted(HAUNT, revealer=0, explorers=explorers, before=noting)
        bodies = [m for m in g.state.monsters if m.alive]
        assert len(bodies) == len({m.room for m in bodies}) == dolls
        assert [m.kind for m in bodies].count("nanny") == 1
        boxes = [t.room for t in g.state.tokens if t.kind == "music_box"]
        assert len(boxes) == amount(g, "heroes") + 1
        assert all(g.figure(s).traits["might"] == before[s] + might
                   for s in range(1, len(explorers)))
        assert g.figure(0).traits["might"] == before[0]
    g = nursery()
    assert sorted(t.room for t in g.state.tokens if t.kind == "music_box") == BOXES


def test_at_each_round_end_she_leaves_her_body_for_another_doll():
    """The step `hop` in a round_end trigger (R9.6): the body she leaves is an
    empty doll again, where it stood; another doll, drawn by the dice, becomes the
    Nanny with her traits (R9.8), and the log tells it (trigger 0)."""
    g = nursery()
    for _ in range(3):
        old = nanny(g)
        rooms = {m.id: m.room for m in g.state.monsters}
        events = g.submit(EndTurn()) + pass_until(g, 1)
        new = nanny(g)
        assert new != old
        assert next(m.kind for m in g.state.monsters if m.id == old) == "doll"
        (hop,) = of(events, "monster_possessed")
        assert hop["id"] == new and hop["left"] == [old]
        assert 0 in [e["index"] for e in of(events, "trigger")]
        assert all(room_of(g, mid) == rooms[mid] for mid in (old, new))  # nobody moved
    assert len(monsters_of(g, "nanny")) == 1 and len(monsters_of(g, "doll")) == 4


def test_killing_her_body_breaks_that_doll_and_she_jumps_at_once():
    """The Nanny is killable (R8.9): beating her kills that body for good, and a
    death trigger hops her into another empty doll there and then; empty dolls
    are only stunned by a beating."""
    g = nursery()
    mid = nanny(g)
    put(g, 1, room_of(g, mid))
    dice(g, 8, 0)
    events = g.submit(Attack(mid))
    assert [e["id"] for e in of(events, "monster_died")] == [mid]
    assert [e["index"] for e in of(events, "trigger")] == [2]
    new = nanny(g)
    assert new != mid and len(monsters_of(g, "doll")) == 3
    pass_until(g, 2)
    doll = monsters_of(g, "doll")[0]
    put(g, 2, room_of(g, doll))
    dice(g, 8, 0)
    events = g.submit(Attack(doll))
    assert of(events, "monster_stunned") and not of(events, "monster_died")


def carry(g, seat: int, room: str) -> None:
    """Put an explorer in a room with what it carries (a walk would bring it)."""
    put(g, seat, room)
    for t in g.state.tokens:
        if t.holder == seat:
            t.room = room


def wind(g, seat: int) -> list:
    """The seat whose turn it is picks up a music box and winds it at the Nanny,
    its Sanity roll scripted to 6."""
    box = next(t.room for t in g.state.tokens if t.kind == "music_box" and t.holder < 0)
    put(g, seat, box)
    events = g.submit(HauntAct("take_music_box"))
    assert HauntAct("bind") not in g.legal_actions(seat) or room_of(g, nanny(g)) == box
    carry(g, seat, room_of(g, nanny(g)))
    dice(g, 6)
    return events + g.submit(HauntAct("bind"))


def test_a_wound_box_draws_her_in_and_she_flees_from_the_winder():
    """The heroes' action `bind` (where: the Nanny's room, carrying a box): a
    Sanity roll of 6+ uses the box up (counter `bound`) and she hops with
    `flee`: into an empty doll as far from the winder as any (house distance);
    a roll under 6 does nothing and keeps the box."""
    g = nursery()
    box = BOXES[0]
    put(g, 1, box)
    g.submit(HauntAct("take_music_box"))
    carry(g, 1, room_of(g, nanny(g)))
    dice(g, 5)
    g.submit(HauntAct("bind"))
    assert g.state.haunt.counters.get("bound", 0) == 0
    assert [t.holder for t in g.state.tokens if t.kind == "music_box"].count(1) == 1
    pass_until(g, 2)
    old = nanny(g)
    empty = [m.room for m in g.state.monsters if m.alive and m.kind == "doll"]
    events = wind(g, 2)
    assert g.state.haunt.counters["bound"] == 1
    assert of(events, "token_taken")
    far = distances(g, g.figure(2).room, house_exits)
    assert far[room_of(g, nanny(g))] == max(far[r] for r in empty)
    assert nanny(g) != old


def test_heroes_win_when_enough_boxes_are_wound():
    """R9.11: 3 boxes wound at 4 players (2/3/3/3 at 3/4/5/6) win for the heroes,
    each by a different hero in its own turn."""
    g = nursery()
    need = goal(g, "heroes", "counter", "bound")
    assert need == 3
    events = []
    for seat in (1, 2, 3):
        pass_until(g, seat)
        events = wind(g, seat)
    assert g.state.haunt.counters["bound"] == need
    assert_won(g, events, "heroes")


def test_heroes_win_when_her_last_body_is_killed():
    """A death trigger with an `if` (no empty doll standing) counts `homeless`:
    killing her when she has nowhere left to go wins for the heroes (R9.11)."""
    g = nursery()
    for m in g.state.monsters:
        if m.kind == "doll":
            m.alive = False  # every empty doll broken already
    mid = nanny(g)
    put(g, 1, room_of(g, mid))
    dice(g, 8, 0)
    events = g.submit(Attack(mid))
    assert g.state.haunt.counters["homeless"] == 1
    assert_won(g, events, "heroes")


def test_traitor_wins_when_enough_heroes_are_tucked_in():
    """Every hero's death counts (a death trigger); 3 at 5 players (2/3/3/3)
    win for the traitor's side (R9.11) with a hero still standing, here by the
    traitor's own attacks."""
    g = nursery((*FOUR, "priya_raman"))
    need = goal(g, "traitor", "counter", "tucked_in")
    assert need == 3
    events = []
    for victim in (1, 2, 3):
        if victim > 1:
            g.submit(EndTurn())  # one attack a turn (R8.5)
        pass_until(g, 0)
        set_trait(g, victim, "might", 0)
        set_trait(g, victim, "speed", 0)
        put(g, 0, g.figure(victim).room)
        dice(g, 8, 0)
        events = g.submit(Attack(victim))
        if not g.over and prompt_of(g).kind == "damage":
            events += g.submit(AssignDamage(might=4, speed=4))
        assert g.figure(victim).alive is False
    assert g.state.haunt.counters["tucked_in"] == need
    assert_won(g, events, "traitor")
