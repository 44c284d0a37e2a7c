"""The Litany of Bones (haunt 18), a puzzle of order, played out to a win for each
side through the engine's actions, and each rule it brings: urns dealt face down
with the ranks 1 to n (`litany_of_bones.ranks`), read with Knowledge rolls
(`litany_of_bones.unread`, flip_token), laid to rest only in order of rank
(`litany_of_bones.open`, `litany_of_bones.next`, `litany_of_bones.lay`) with a
cost for a wrong guess, and the traitor's scattering that deals the hidden ranks
again (`litany_of_bones.read`, `litany_of_bones.shuffle`). The order stays off
the shared screen and out of the bots' reach (R10.2).

The house is the row of rooms east of the Entrance Hall (tests/haunt_helpers.py).
"""

from __future__ import annotations

import copy

from game.ai import haunt_bot
from game.engine import AssignDamage, HauntAct
from game.engine.rules.conditions import holds
from tests.haunt_helpers import (
    arranged,
    assert_won,
    goal,
    haunt_act,
    haunted,
    monsters_of,
    pass_until,
    pass_until_over,
    play,
    walk_toward,
)
from tests.helpers import dice, expect_damage, of, put

LITANY = "litany_of_bones"
NEXT = {"if": "litany_of_bones.next", "token": "urn"}


def litany(**kw):
    g = haunted(LITANY, revealer=0, before=arranged(), **kw)
    assert g.state.haunt.traitor is not None
    return g


def urns(g):
    return [t for t in g.state.tokens if t.kind == "urn" and t.holder < 0]


def urn_of(g, rank: int):
    return next(t for t in urns(g) if t.value == rank)


def heroes(g) -> list[int]:
    return [s for s in range(4) if s != g.state.haunt.traitor]


def test_litany_deals_one_urn_per_rank_face_down_hidden_from_every_screen():
    """R9.10: 5 urns at 4 players, ranks 1 to 5, one each (litany_of_bones.ranks);
    R10.2: face down, so no seat's view and no event tells a rank."""
    g = litany()
    assert sorted(t.value for t in urns(g)) == [1, 2, 3, 4, 5]
    assert all(t.face_down for t in urns(g))
    for seat in (None, 0, 1, 2, 3):
        assert {t["value"] for t in g.view(seat)["tokens"] if t["kind"] == "urn"} == {None}
    assert goal(g, "heroes", "counter", "rested") == 5


def test_litany_heroes_win_by_reading_and_laying_the_urns_in_order():
    """R9.11: every urn laid to rest, lowest rank first, wins for the heroes; each
    is read first (a Knowledge roll of 4+ turns it up) so no guess goes wrong."""
    g = litany()
    traitor = g.state.haunt.traitor

    def turn(seat: int):
        if seat == traitor or not urns(g):
            return []
        target = urn_of(g, min(t.value for t in urns(g)))
        events = walk_toward(g, seat, target.room)
        if g.figure(seat).room != target.room:
            return events
        events += haunt_act(g, "read_epitaph")
        return events + haunt_act(g, "lay_to_rest")

    events = play(g, turn)
    assert_won(g, events, "heroes")
    assert g.state.haunt.counters["rested"] == 5
    assert [d["value"] for d in of(events, "token_taken")] == [1, 2, 3, 4, 5]
    assert not of(events, "monster_spawned")  # no wrong guess, no chorister


def test_litany_traitor_wins_when_the_rounds_run_out():
    """R9.11: with urns still unrested when round 9 ends (4 players), the traitor wins."""
    g = litany()
    events = pass_until_over(g)
    assert_won(g, events, "traitor")
    assert g.state.haunt.round == goal(g, "traitor", "rounds")


def _at_urn(g, rank: int) -> int:
    """A hero stands at the urn of this rank, on their turn."""
    seat = heroes(g)[0]
    pass_until(g, seat)
    put(g, seat, urn_of(g, rank).room)
    return seat


def test_litany_a_wrong_guess_costs_sanity_and_raises_a_chorister():
    """A face-down urn laid to rest out of order: it stays face down, nothing is
    counted, the guesser takes 1 mental damage and a chorister rises in the room."""
    g = litany()
    seat = _at_urn(g, 3)
    assert not holds(g, NEXT, seat)
    before = len(monsters_of(g, "chorister"))
    events = g.submit(HauntAct("lay_to_rest"))
    assert urn_of(g, 3).face_down and len(urns(g)) == 5
    assert "rested" not in g.state.haunt.counters
    expect_damage(g, "mental", 1, seat)
    events += g.submit(AssignDamage(sanity=1))
    assert len(monsters_of(g, "chorister")) == before + 1
    assert of(events, "monster_spawned")[0]["room"] == g.figure(seat).room


def test_litany_a_right_guess_lays_a_face_down_urn_to_rest():
    """The next rank is laid to rest even unread: taken from the house, turned up,
    counted."""
    g = litany()
    seat = _at_urn(g, 1)
    assert holds(g, NEXT, seat)
    events = g.submit(HauntAct("lay_to_rest"))
    assert [d["value"] for d in of(events, "token_taken")] == [1]
    assert g.state.haunt.counters["rested"] == 1 and len(urns(g)) == 4


def test_litany_reading_turns_an_urn_up_and_a_known_wrong_urn_cannot_be_laid():
    """Read the epitaph: a Knowledge roll of 4+ turns the urn up (everyone sees its
    rank); a turned-up urn whose rank is not the next is no guess at all, so laying
    it to rest is not offered (litany_of_bones.open), nor is reading it again."""
    g = litany()
    seat = _at_urn(g, 2)
    dice(g, 4)
    events = g.submit(HauntAct("read_epitaph"))
    assert of(events, "token_flipped")[0]["values"] == [2]
    assert not urn_of(g, 2).face_down
    legal = g.legal_actions(seat)
    assert HauntAct("lay_to_rest") not in legal and HauntAct("read_epitaph") not in legal


def test_litany_a_failed_reading_tells_nothing():
    g = litany()
    _at_urn(g, 4)
    dice(g, 3)
    events = g.submit(HauntAct("read_epitaph"))
    assert not of(events, "token_flipped") and urn_of(g, 4).face_down


def test_litany_scattering_deals_the_hidden_ranks_again():
    """The traitor at a turned-up urn, while another lies face down, scatters the
    bones on a Knowledge roll of 4+: that urn turns face down and the ranks of all
    face-down urns are dealt again (still 1 to 5, one each)."""
    for seed in range(1, 6):
        g = litany(seed=seed)
        traitor = g.state.haunt.traitor
        urn_of(g, 5).face_down = False
        pass_until(g, traitor)
        put(g, traitor, urn_of(g, 5).room)
        rooms = {t.room: t.value for t in urns(g)}
        dice(g, 4)
        events = g.submit(HauntAct("scatter"))
        assert of(events, "token_shuffled")[0]["n"] == 5
        assert all(t.face_down for t in urns(g))
        assert sorted(t.value for t in urns(g)) == [1, 2, 3, 4, 5]
        if {t.room: t.value for t in urns(g)} != rooms:
            break
    else:
        raise AssertionError("the ranks never moved")


def test_litany_nothing_to_scatter_once_every_urn_left_is_turned_up():
    g = litany()
    traitor = g.state.haunt.traitor
    for t in urns(g):
        t.face_down = False
    pass_until(g, traitor)
    put(g, traitor, urn_of(g, 5).room)
    assert HauntAct("scatter") not in g.legal_actions(traitor)


def test_litany_bots_never_read_the_hidden_ranks():
    """R10.2: whatever the face-down ranks are, a bot makes the same choice: its
    decision depends only on what the table sees."""
    for seed in range(1, 5):
        g = litany(seed=seed)
        for _ in range(12):
            p = g.prompt
            if p is None or p.kind not in ("turn", "monster"):
                break
            seat = p.seat
            choice = haunt_bot.decide(g, seat, g.legal_actions(seat))
            other = copy.deepcopy(g)
            hidden = [t for t in other.state.tokens if t.kind == "urn" and t.face_down]
            ranks = [t.value for t in hidden]
            for t, rank in zip(hidden, ranks[1:] + ranks[:1], strict=True):
                t.value = rank
            assert haunt_bot.decide(other, seat, other.legal_actions(seat)) == choice
            if choice is None or isinstance(choice, HauntAct):
                break
            g.submit(choice)
