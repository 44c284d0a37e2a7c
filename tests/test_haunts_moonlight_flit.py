"""A Moonlight Flit (haunt 43), the traitor as a fugitive, played out to a win for
each side through the engine's actions, and each rule it brings: the traitor
pockets heirlooms (carry_token) and hands them out of the house one a turn, only
at the front door or a loose sash and only with no other explorer in the room
(an action's `where` `if` on `you` `alone`, R9.7); heroes nail sashes shut, the
traitor prises new ones loose; the heroes win by catching the thief (traitor_dead)
or at dawn, the traitor with enough heirlooms out (R9.11).

The house is the row of rooms east of the Entrance Hall (tests/haunt_helpers.py);
everyone starts in the hall.
"""

from __future__ import annotations

from game.engine import AssignDamage, Attack, EndTurn, HauntAct
from game.engine.state import Token
from tests.haunt_helpers import (
    FOUR,
    arranged,
    assert_won,
    goal,
    haunted,
    heroes,
    lying,
    monsters_of,
    pass_until,
    pass_until_over,
    prompt_of,
)
from tests.helpers import content, dice, of, put, set_trait, trait_value

FLIT = "moonlight_flit"


def flit():
    g = haunted(FLIT, revealer=0, before=arranged())
    return g, g.state.haunt.traitor


def carried(g, seat: int) -> int:
    return sum(t.kind == "heirloom" and t.holder == seat for t in g.state.tokens)


def away(g, room: str = "music_room") -> None:
    """Every hero steps out of the traitor's way."""
    for seat in heroes(g):
        put(g, seat, room)


def go(g, seat: int, room: str) -> None:
    """Stand an explorer in a room with what they carry (a walk would bring it)."""
    for t in g.state.tokens:
        if t.holder == seat:
            t.room = room
    put(g, seat, room)


def sash(g, room: str) -> None:
    g.state.tokens.append(Token("sash", room))
    g.refresh()


def test_the_fastest_explorer_turns_and_the_heirlooms_lie_farthest_from_them():
    """R9.2: the traitor has the highest Speed (then gains 1); heirlooms lie in
    the 5 rooms farthest from them at 4 players, two loose sashes in rooms drawn
    by the dice (never the traitor's), one tallyman in the Entrance Hall."""
    c = content()
    tracks = [c.explorers[name].traits["speed"] for name in FOUR]
    speeds = {seat: track.values[track.start] for seat, track in enumerate(tracks)}
    g, traitor = flit()
    assert speeds[traitor] == max(speeds.values())
    assert sorted(t.room for t in g.state.tokens if t.kind == "heirloom") == sorted(
        ["solarium", "drawing_room", "greenhouse", "ballroom", "cold_hallway"])
    sashes = [t.room for t in g.state.tokens if t.kind == "sash"]
    assert len(sashes) == 2 and "entrance_hall" not in sashes
    assert [g.state.monsters[m - 100].room for m in monsters_of(g, "tallyman")] == ["entrance_hall"]


def test_the_traitor_pockets_several_heirlooms_one_a_turn():
    """The action `pocket` (carry_token, once per turn): the heirloom goes where
    the traitor goes, and they may carry more than one."""
    g, traitor = flit()
    for n, room in enumerate(("solarium", "drawing_room"), 1):
        pass_until(g, traitor)
        go(g, traitor, room)
        g.submit(HauntAct("pocket"))
        assert HauntAct("pocket") not in g.legal_actions(traitor)  # once per turn
        assert carried(g, traitor) == n and not lying(g, "heirloom", room)
        g.submit(EndTurn())


def test_an_heirloom_goes_out_only_at_a_door_or_a_sash_and_never_under_a_heros_eye():
    """The action `hand_out`: carrying an heirloom, in the Entrance Hall or a room
    with a loose sash, with no other explorer there; one hero standing in the
    room shuts the way (the `you` condition `alone`)."""
    g, traitor = flit()
    pass_until(g, traitor)
    go(g, traitor, "solarium")
    g.submit(HauntAct("pocket"))
    for t in [t for t in g.state.tokens if t.kind == "sash"]:
        g.state.tokens.remove(t)
    sash(g, "chimney_nook")
    away(g, "ballroom")
    for room, legal in (("entrance_hall", True), ("chimney_nook", True), ("music_room", False)):
        go(g, traitor, room)
        assert (HauntAct("hand_out") in g.legal_actions(traitor)) is legal, room
    put(g, heroes(g)[0], "chimney_nook")
    go(g, traitor, "chimney_nook")
    assert HauntAct("hand_out") not in g.legal_actions(traitor)
    put(g, heroes(g)[0], "ballroom")
    events = g.submit(HauntAct("hand_out"))
    assert of(events, "token_taken") and carried(g, traitor) == 0
    assert g.state.haunt.counters["fenced"] == 1


def test_heroes_nail_a_sash_on_four_and_the_traitor_prises_one_on_five():
    """`nail_sash` (Might 4+: take_token) and `prise_sash` (Knowledge 5+, only
    where no sash lies: haunt_token here); lower rolls change nothing."""
    g, traitor = flit()
    hero = heroes(g)[0]
    for t in [t for t in g.state.tokens if t.kind == "sash"]:
        g.state.tokens.remove(t)
    sash(g, "ballroom")
    pass_until(g, hero)
    put(g, hero, "ballroom")
    dice(g, 3)
    g.submit(HauntAct("nail_sash"))
    assert lying(g, "sash", "ballroom")
    g.submit(EndTurn())
    pass_until(g, hero)
    dice(g, 4)
    g.submit(HauntAct("nail_sash"))
    assert not lying(g, "sash", "ballroom") and g.state.haunt.counters["nailed"] == 1
    pass_until(g, traitor)
    go(g, traitor, "greenhouse")
    dice(g, 4)
    g.submit(HauntAct("prise_sash"))
    assert not lying(g, "sash", "greenhouse")
    g.submit(EndTurn())
    pass_until(g, traitor)
    dice(g, 5)
    g.submit(HauntAct("prise_sash"))
    assert lying(g, "sash", "greenhouse")
    assert HauntAct("prise_sash") not in g.legal_actions(traitor)


def test_traitor_wins_with_enough_heirlooms_out_of_the_house():
    """3 heirlooms at 4 players (4/3/4/4) handed out win for the traitor (R9.11)."""
    g, traitor = flit()
    need = goal(g, "traitor", "counter", "fenced")
    assert need == 3
    events: list = []
    for room in ("solarium", "drawing_room", "greenhouse"):
        pass_until(g, traitor)
        go(g, traitor, room)
        g.submit(HauntAct("pocket"))
        go(g, traitor, "entrance_hall")
        away(g)
        events = g.submit(HauntAct("hand_out"))
        if not g.over:
            g.submit(EndTurn())
    assert g.state.haunt.counters["fenced"] == need
    assert_won(g, events, "traitor")


def test_heroes_win_by_catching_the_thief():
    """The traitor dies (traitor_dead): the heroes win (R9.11) though the thief
    still carries heirlooms."""
    g, traitor = flit()
    pass_until(g, traitor)
    go(g, traitor, "solarium")
    g.submit(HauntAct("pocket"))
    g.submit(EndTurn())
    hero = heroes(g)[0]
    pass_until(g, hero)
    put(g, hero, "solarium")
    set_trait(g, traitor, "might", 0)
    set_trait(g, traitor, "speed", 0)
    dice(g, 8, 0)
    events = g.submit(Attack(traitor))
    if not g.over and prompt_of(g).kind == "damage":
        events += g.submit(AssignDamage(might=4, speed=4))
    assert of(events, "died")
    assert_won(g, events, "heroes")


def test_heroes_win_at_dawn():
    """When round 9 ends with the traitor free and short of heirlooms, the
    heroes win (a `rounds` goal, R9.11)."""
    g, _ = flit()
    assert goal(g, "heroes", "rounds") == 9
    events = pass_until_over(g)
    assert g.state.haunt.round == 9
    assert trait_value(g, heroes(g)[0], "might") > 0
    assert_won(g, events, "heroes")
