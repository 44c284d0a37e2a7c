"""Strings in the Rafters (haunt 40), the traitor works the heroes like puppets,
played out to a win for each side through the engine's actions, and each rule it
brings: every hero is tied to a string at the reveal (`strings_in_the_rafters.tie`
with `each_hero`); the traitor pulls every tied hero up to 3 rooms toward them at 4
players, not as movement (`strings_in_the_rafters.pull`); a hero cuts their string on
Might 6+, the traitor ties new ones to untied heroes beside them; heroes burn
control bars (Knowledge 5+), and the sides win as R9.11 says.

The house is the row of rooms east of the Entrance Hall (tests/haunt_helpers.py),
everyone in the hall at the reveal: Music Room, Chimney Nook, Cold Hallway,
Ballroom, Greenhouse, Drawing Room, Solarium.
"""

from __future__ import annotations

from game.engine import Attack, EndTurn, HauntAct
from game.engine.invariants import problems
from tests.haunt_helpers import (
    arranged,
    assert_won,
    goal,
    haunt_act,
    haunted,
    hero,
    pass_until,
    play,
    traitor,
)
from tests.helpers import dice, of, put, set_trait

STRINGS = "strings_in_the_rafters"


def game():
    return haunted(STRINGS, revealer=0, before=arranged())


def stand(g, seat: int, room: str) -> None:
    """Put an explorer in a room, with the strings they carry (put moves only them)."""
    put(g, seat, room)
    for t in g.state.tokens:
        if t.holder == seat:
            t.room = room


def tied(g, seat: int) -> bool:
    return any(t.kind == "string" and t.holder == seat for t in g.state.tokens)


def marionettes(g) -> list:
    return [m for m in g.state.monsters if m.kind == "marionette"]


def answer_damage(g) -> list:
    events = []
    while g.prompt is not None and g.prompt.kind == "damage":
        events += g.submit(g.legal_actions(g.prompt.seat)[0])
    return events


def test_strings_every_hero_is_tied_the_marionettes_stand_by_the_traitor_and_bars_lie_far():
    g = game()
    heroes = [f.seat for f in g.state.figures if f.seat != traitor(g)]
    assert all(tied(g, s) for s in heroes) and not tied(g, traitor(g))  # R9.5
    assert [m.room for m in marionettes(g)] == [g.figure(traitor(g)).room]  # 1 at 4 players
    bars = [t.room for t in g.state.tokens if t.kind == "control_bar"]
    assert len(bars) == 8 and "solarium" in bars and "music_room" not in bars


def test_strings_a_pull_drags_every_tied_hero_toward_the_traitor_and_costs_them_nothing():
    g = game()
    a, b, c = hero(g, 0), hero(g, 1), hero(g, 2)
    pass_until(g, traitor(g))
    stand(g, a, "solarium")  # 7 rooms off: pulled 3 (at 4 players)
    stand(g, b, "music_room")  # 1 room off: pulled into the hall, and no farther
    stand(g, c, "greenhouse")
    g.state.tokens = [t for t in g.state.tokens if not (t.kind == "string" and t.holder == c)]
    events = g.submit(HauntAct("pull"))  # no roll
    assert of(events, "dice") == []
    assert g.figure(a).room == "ballroom" and g.figure(b).room == "entrance_hall"
    assert g.figure(c).room == "greenhouse"  # untied: the strings do not hold them
    pulled = [(d["who"], d["to"]) for d in of(events, "moved")]
    assert pulled == [(a, "drawing_room"), (a, "greenhouse"), (a, "ballroom"),
                      (b, "entrance_hall")]  # room by room, each one entered
    assert all(d["cost"] == 0 for d in of(events, "moved"))  # not their movement
    assert g.state.turn.moves == 0  # nor the traitor's


def test_strings_a_hero_cuts_their_string_on_might_6_and_the_traitor_ties_a_new_one():
    g = game()
    a = hero(g)
    pass_until(g, a)
    stand(g, a, "music_room")
    dice(g, 5)
    g.submit(HauntAct("cut"))  # 5: not enough
    assert tied(g, a)
    g.state.turn.rolls.clear()  # another try, as if on another turn
    events = haunt_act(g, "cut")  # 6+
    assert of(events, "dice") and not tied(g, a)
    assert g.state.haunt.counters["cut"] == 1
    assert [t for t in g.state.tokens if t.kind == "string" and t.holder < 0] == []  # gone
    pass_until(g, traitor(g))
    stand(g, traitor(g), "music_room")
    before = sum(t.kind == "string" for t in g.state.tokens)
    g.submit(HauntAct("tie"))  # no roll; the hero beside them only
    assert tied(g, a) and sum(t.kind == "string" for t in g.state.tokens) == before + 1


def test_strings_the_traitor_may_tie_only_with_a_hero_beside_them():
    g = game()
    pass_until(g, traitor(g))
    stand(g, traitor(g), "solarium")
    assert HauntAct("tie") not in g.legal_actions(traitor(g))


def test_strings_heroes_win_by_burning_enough_control_bars():
    g = game()
    a = hero(g)
    need = goal(g, "heroes", "counter", "burnt")
    assert need == 6  # at 4 players
    g.state.haunt.counters["burnt"] = need - 1
    pass_until(g, a)
    stand(g, a, "solarium")
    events = haunt_act(g, "burn")  # Knowledge 5+, tied or not
    assert tied(g, a) and g.state.haunt.counters["burnt"] == need
    assert "solarium" not in [t.room for t in g.state.tokens if t.kind == "control_bar"]
    assert_won(g, events, "heroes")  # R9.11


def test_strings_the_traitor_wins_when_two_heroes_have_died():
    g = game()
    a, b, c = hero(g, 0), hero(g, 1), hero(g, 2)
    pass_until(g, traitor(g))
    stand(g, traitor(g), "entrance_hall")
    stand(g, c, "solarium")
    g.state.tokens = [t for t in g.state.tokens if not (t.kind == "string" and t.holder == c)]
    for seat, room in ((a, "chimney_nook"), (b, "cold_hallway")):
        stand(g, seat, room)
        for trait in ("might", "speed"):  # one blow from the skull (R8.4)
            set_trait(g, seat, trait, 0)
    g.submit(HauntAct("pull"))  # both dragged into the traitor's reach
    assert g.figure(a).room == g.figure(b).room == "entrance_hall"
    dice(g, 6, 0)
    events = g.submit(Attack(a))
    events += answer_damage(g)
    assert not g.figure(a).alive
    dice(g, 3)  # the marionettes' move roll
    events += g.submit(EndTurn())  # the traitor's place: the monsters' turn
    dice(g, 8, 0)  # the marionette's blow
    events += g.submit(Attack(b))
    events += answer_damage(g)
    assert g.state.haunt.counters["fallen"] == goal(g, "traitor", "counter", "fallen") == 2
    assert_won(g, events, "traitor")  # R9.11


def test_strings_the_traitor_wins_when_round_10_ends():
    g = game()
    for n, room in enumerate(("solarium", "drawing_room", "greenhouse")):
        stand(g, hero(g, n), room)  # nobody pulls, nobody burns
    events = play(g, lambda seat: [])
    assert g.state.haunt.round == goal(g, "traitor", "rounds") == 10
    assert_won(g, events, "traitor")
    assert problems(g) == []
