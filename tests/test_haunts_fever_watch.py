"""The Fever Watch (haunt 29): a patient who never moves, kept alive by the heroes,
played out through the engine's actions: a win for each side, and the rules it
brings (its own module, game/haunts/the_fever_watch.py).

Each game starts at the first haunt turn (tests/haunt_helpers.py) with a row of
rooms east of the Entrance Hall. Rafael (seat 1, left of the revealer) is the
traitor (R9.2); Posy lies in the room farthest from him, the Hush stand with him.
"""

from __future__ import annotations

from game.engine import EndTurn, HauntAct
from game.engine.rules.conditions import holds, progress
from tests.haunt_helpers import (
    arranged,
    assert_won,
    goal,
    haunt_act,
    haunted,
    monster_toward,
    monsters_of,
    pass_until,
    play,
    walk_toward,
)
from tests.helpers import dice, of, put

FEVER = "the_fever_watch"
SPENT = {"if": "the_fever_watch.spent", "counter": "strength", "full": 10}


def fever_game(revealer: int = 0):
    g = haunted(FEVER, revealer=revealer, before=arranged())
    assert g.state.haunt.traitor == (revealer + 1) % 4  # R9.2: left of the revealer
    return g


def strength(g) -> int:
    return g.state.haunt.counters["strength"]


def posy(g):
    (t,) = [t for t in g.state.tokens if t.kind == "posy"]
    return t


def remedies(g) -> list:
    return [t for t in g.state.tokens if t.kind == "remedy"]


def test_fever_posy_lies_far_from_the_traitor_showing_her_strength():
    """The setup (R9.5): Posy's strength starts at 8 and her token carries it
    (token property the_fever_watch.shows); 3 remedies lie in rooms drawn by the
    dice; 3 Hush at 4 players stand with the traitor."""
    g = fever_game()
    assert strength(g) == 8 - 1  # the first round has begun: the fever took 1 (round_start)
    assert posy(g).value == strength(g)
    assert posy(g).room == "solarium"  # farthest from the traitor in the Entrance Hall
    assert len(remedies(g)) == 3
    assert len(monsters_of(g, "hush")) == 3
    assert {g.state.monsters[m - 100].room for m in monsters_of(g, "hush")} == \
        {g.figure(1).room}


def test_fever_takes_a_strength_each_round_and_the_token_follows():
    """The round_start trigger runs the step the_fever_watch.ebb: 1 strength a
    round, written on her token at once (R9.6: a round ends after the monsters)."""
    g = fever_game()
    before = strength(g)
    while g.state.haunt.round == 0:  # R9.6: a round ends after the monsters
        g.submit(EndTurn())
    assert g.state.haunt.round == 1
    assert strength(g) == before - 1
    assert posy(g).value == strength(g)


def test_fever_a_remedy_carried_to_her_bedside_mends_her_and_comes_back_elsewhere():
    """Taking a remedy carries it (carry_token); giving it at her bedside is a
    Knowledge roll (5+: 3 strength) that uses it up (take_token), and a
    token_taken trigger puts a new one in a room drawn by the dice, so 3 are
    always in play; the step the_fever_watch.mend never goes above 10."""
    g = fever_game()
    pass_until(g, 0)
    cure = remedies(g)[0]
    put(g, 0, cure.room)
    assert HauntAct("dose") not in g.legal_actions(0)  # not at the bedside
    haunt_act(g, "fetch_remedy")
    assert cure.holder == 0
    put(g, 0, posy(g).room)
    before = strength(g)
    dice(g, 5)
    events = g.submit(HauntAct("dose"))
    assert strength(g) == before + 3 == posy(g).value
    assert g.state.haunt.counters["doses"] == 1
    assert len(remedies(g)) == 3  # a new one for the one used up ...
    assert all(t.holder != 0 and t.room != posy(g).room for t in remedies(g))  # ... elsewhere
    assert [d["token"] for d in of(events, "token_taken")] == ["remedy"]
    assert strength(g) == 10  # 7 + 3: at the cap
    another = remedies(g)[0]
    put(g, 0, another.room)
    g.submit(HauntAct("fetch_remedy"))  # no roll: more than once a turn
    g.submit(EndTurn())
    pass_until(g, 0)  # a round later the fever has taken 1: 9
    put(g, 0, posy(g).room)
    assert strength(g) == 9
    dice(g, 6)
    g.submit(HauntAct("dose"))
    assert strength(g) == 10 == posy(g).value  # 9 + 3, but never above 10


def test_fever_a_hush_at_her_bedside_takes_her_strength_never_below_zero():
    """The traitor's action is one the Hush take on their turns too (`monsters`):
    no roll, 1 strength (the_fever_watch.ebb stops at 0), and the condition
    the_fever_watch.spent then holds; its progress is the share of 10 lost."""
    g = fever_game()
    assert not holds(g, SPENT)
    assert progress(g, SPENT, None) == 1 - strength(g) / 10
    (mid, *_) = monsters_of(g, "hush")
    g.state.monsters[mid - 100].room = posy(g).room
    g.state.haunt.counters["strength"] = 1
    pass_until_monster(g, mid)
    events = haunt_act(g, "hush")
    assert strength(g) == 0 == posy(g).value
    assert holds(g, SPENT)
    assert_won(g, events, "traitor")


def pass_until_monster(g, mid: int) -> None:
    """End turns until this monster's move comes (R9.8)."""
    for _ in range(40):
        p = g.prompt
        if p.kind == "monster" and p.context["monster"] == mid:
            return
        g.submit(EndTurn())
    raise AssertionError("the monster never moved")


def test_fever_heroes_win_by_keeping_her_alive_until_the_doctor_comes():
    """R9.11: the heroes' goal is the clock (7 rounds at 4 players). The Hush
    crowd her bedside; the heroes fetch remedies and give them there, and beat
    nobody off: the remedies alone outpace the fever and the Hush."""
    g = fever_game()
    for mid in monsters_of(g, "hush")[1:]:  # two Hush lost in the basement, one at work
        g.state.monsters[mid - 100].room = "basement_landing"
    (worker,) = monsters_of(g, "hush")[:1]

    def turn(seat: int):
        if seat == 1:
            return []
        carrying = any(t.kind == "remedy" and t.holder == seat for t in g.state.tokens)
        if carrying:
            events = walk_toward(g, seat, posy(g).room)
            return events + haunt_act(g, "dose")
        lying = [t.room for t in remedies(g) if t.holder < 0]
        events = walk_toward(g, seat, lying[0]) if lying else []
        return events + haunt_act(g, "fetch_remedy")

    def hush(mid: int):
        if mid != worker:
            return []
        return monster_toward(g, mid, posy(g).room) + haunt_act(g, "hush")

    events = play(g, turn, hush)
    assert g.state.haunt.counters["doses"] >= 1
    assert g.state.haunt.round == goal(g, "heroes", "rounds")
    assert strength(g) > 0
    assert_won(g, events, "heroes")


def test_fever_traitor_wins_when_the_hush_quiet_her():
    """The Hush walk to her bedside and hush her on their turns; the heroes stand
    still, so her strength falls to 0 before the doctor comes (R9.11)."""
    g = fever_game()

    def hush(mid: int):
        return monster_toward(g, mid, posy(g).room) + haunt_act(g, "hush")

    events = play(g, lambda seat: [], hush)
    assert strength(g) == 0
    assert g.state.haunt.round < goal(g, "heroes", "rounds")
    assert_won(g, events, "traitor")
