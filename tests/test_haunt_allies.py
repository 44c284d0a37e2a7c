"""The traitor's side with several explorers (docs/HAUNTS.md, The traitor's side):
a second traitor chosen at the reveal (`allies`) and heroes who turn during play
(the step `join`). Every side rule reads the whole side (R4.7, R8.5, R9.6, R9.11)."""

from __future__ import annotations

from typing import Any

from game.content.checks import Problems
from game.content.haunts import build_haunt
from game.engine import EndTurn
from game.engine.rules import sides
from game.engine.rules.conditions import holds
from game.engine.rules.haunt_steps import join
from game.engine.rules.traits import top_index
from game.engine.state import HauntState
from tests.haunt_helpers import assert_won, haunted, hound_hunt, pass_until, play
from tests.helpers import content


def two_traitors(**changes: Any) -> dict[str, Any]:
    """The hound hunt with a second traitor: the revealer and the explorer on the
    revealer's left."""
    return hound_hunt(rounds=9, allies=[{"rule": "left_of_revealer"}], **changes)


def test_allies_choose_a_second_traitor_among_the_heroes_at_the_reveal():
    # R9.2 with `allies`: the first rule picks the revealer, the second the next seat
    g = haunted(two_traitors(), revealer=1)
    assert g.state.haunt.traitor == 1 and g.state.haunt.allies == [2]
    assert sides.traitor_side(g) == [1, 2]
    assert sides.heroes(g) == [0, 3]
    assert [sides.side_of(g, s) for s in range(4)] == ["heroes", "traitor", "traitor", "heroes"]
    assert sides.is_kind(g, 2, "traitor") and not sides.is_kind(g, 2, "hero")
    assert sides.opposed(g, 2, 0) and not sides.opposed(g, 1, 2)  # R4.7, R8.5
    assert sides.known_traitor(g, 2)  # R6.12, R9.7 hold for the ally too


def test_an_ally_rule_that_would_pick_a_traitor_again_picks_among_the_heroes():
    # "revealer" for the ally: the revealer is already the traitor, so the next on the left
    g = haunted(hound_hunt(allies=[{"rule": "revealer"}]), revealer=3)
    assert (g.state.haunt.traitor, g.state.haunt.allies) == (3, [0])
    # highest Speed among those still heroes, never the traitor again
    g = haunted(hound_hunt(traitor={"rule": "highest", "trait": "speed"},
                           allies=[{"rule": "highest", "trait": "speed"}]), revealer=0)
    first, ally = g.state.haunt.traitor, g.state.haunt.allies[0]
    assert first != ally
    speed = {s: g.figure(s).traits["speed"] for s in range(4)}
    assert speed[ally] == max(v for s, v in speed.items() if s != first)


def test_the_monsters_move_after_the_first_traitors_place_and_the_round_ends_there():
    # R9.6 with two traitors (docs/DECISIONS.md): one monster turn a round, after seat 1
    g = haunted(two_traitors(), revealer=1)
    order = []
    for _ in range(8):
        p = g.prompt
        assert p is not None
        order.append("monster" if p.kind == "monster" else p.seat)
        events = g.submit(EndTurn())
        if any(e.kind == "round" for e in events):
            order.append("round")
    assert order[:7] == [2, 3, 0, 1, "monster", "round", 2]


def test_the_traitor_dead_goal_asks_for_every_traitor_with_all():
    data = two_traitors(goals={"heroes": [{"if": "traitor_dead", "all": True}],
                               "traitor": [{"if": "rounds", "at_least": 9}]})
    g = haunted(data, revealer=1)
    one = {"if": "traitor_dead"}
    every = {"if": "traitor_dead", "all": True}
    g.figure(1).alive = False
    assert holds(g, one, None) and not holds(g, every, None)
    g.figure(2).alive = False
    assert holds(g, every, None)


def test_who_traitor_names_every_explorer_on_the_traitors_side():
    g = haunted(two_traitors(), revealer=1)
    g.figure(2).room = "foyer"  # the ally alone in the Foyer
    for s in (0, 1, 3):
        g.figure(s).room = "entrance_hall"
    assert holds(g, {"if": "in_room", "who": "traitor", "room": ["foyer"]}, None)
    assert not holds(g, {"if": "in_room", "who": "hero", "room": ["foyer"]}, None)


def turning(**changes: Any) -> dict[str, Any]:
    """A hero who ends a turn with Sanity 4 or less joins the traitor's side."""
    return hound_hunt(rounds=9, triggers=[
        {"on": "turn_end", "who": "hero",
         "if": {"if": "trait", "trait": "sanity", "at_most": 4},
         "steps": [{"do": "join"}]}], **changes)


def test_join_turns_a_hero_who_keeps_their_seat_for_the_traitors_side():
    g = haunted(turning(), revealer=0)
    for s in (2, 3):
        g.figure(s).traits["sanity"] = top_index(g, s, "sanity")
    g.figure(1).traits["sanity"] = 1  # Sanity 4: at the mark
    events = pass_until(g, 2)
    joined = [e for e in events if e.kind == "joined"]
    assert [e.data["who"] for e in joined] == [1]
    assert g.state.haunt.allies == [1] and sides.side_of(g, 1) == "traitor"
    assert sides.heroes(g) == [2, 3]
    # the seat keeps its turns
    pass_until(g, 1)
    # joining again, or a traitor joining, changes nothing
    join(g, {"do": "join", "who": 1})
    join(g, {"do": "join", "who": 0})
    assert g.state.haunt.allies == [1]


def test_when_every_hero_has_turned_the_traitors_side_wins():
    # R9.11: the heroes need one survivor; a turned hero is no longer one
    g = haunted(turning(), revealer=0)
    for s in (1, 2, 3):
        g.figure(s).traits["sanity"] = 1
    events = play(g, lambda seat: None)
    assert_won(g, events, "traitor")
    assert g.state.haunt.allies == [1, 2, 3]


def test_allies_are_refused_in_a_hidden_traitor_haunt_and_must_be_traitor_rules():
    problems = Problems()
    data = {k: v for k, v in two_traitors(traitor={"rule": "hidden"}).items() if k != "chart"}
    data["setup"] = []
    base = content()
    cards = {f"{c.deck}:{c.id}" for c in base.cards.values()}
    assert build_haunt(data, "t", base.rooms, cards, problems, ()) is None
    assert any(e.field == "allies" for e in problems.errors)
    problems = Problems()
    data = {k: v for k, v in hound_hunt(allies=[{"rule": "nobody"}]).items() if k != "chart"}
    assert build_haunt(data, "t", base.rooms, cards, problems, ()) is None
    assert any(e.field.startswith("allies[0]") for e in problems.errors)


def test_a_haunt_saved_before_allies_existed_still_loads():
    old = HauntState(id="x", traitor=2).to_json()
    del old["allies"]
    assert HauntState.from_json(old).allies == []
