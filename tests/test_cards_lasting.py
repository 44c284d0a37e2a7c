"""Cards whose effect lasts: an item with three uses, an effect that lingers over
turns, and an event that knows which room it is read in."""

from __future__ import annotations

import pytest

from game.engine import EndTurn, Game, UseItem
from game.engine.invariants import problems
from tests.helpers import (
    dice,
    discover,
    expect_turn,
    game_drawing,
    give,
    make_game,
    markers,
    put,
    set_trait,
)


def end_turns_until(g: Game, seat: int) -> None:
    """Let the other seats end their turns until it is `seat`'s turn again."""
    while g.state.turn.seat != seat:
        g.submit(EndTurn())


def test_card_tin_matchbox_three_uses_then_discarded() -> None:
    # R7.2/R7.4: once per turn; the use limit discards it after the third
    g = make_game()
    give(g, 0, "tin_matchbox")
    set_trait(g, 0, "sanity", 0)
    for used in range(1, 4):
        assert UseItem("tin_matchbox") in g.legal_actions(0)
        g.submit(UseItem("tin_matchbox"))
        assert markers(g)["sanity"] == used
        assert UseItem("tin_matchbox") not in g.legal_actions(0)  # once this turn
        g.submit(EndTurn())
        end_turns_until(g, 0)
    assert "tin_matchbox" not in g.figure(0).cards
    assert g.state.card_discard["item"] == ["tin_matchbox"]
    assert problems(g) == []


@pytest.mark.parametrize(("total", "lingers"), [(4, False), (3, True)])
def test_card_a_chill_that_stays(total: int, lingers: bool) -> None:
    g = game_drawing("a_chill_that_stays")
    set_trait(g, 0, "sanity", 7)
    set_trait(g, 0, "speed", 5)
    dice(g, total)
    discover(g)
    expect_turn(g)
    assert bool(g.figure(0).lingering) == lingers
    for expected in ((4, 3) if lingers else (5, 5)):
        g.submit(EndTurn())  # the end of each of my next turns
        if g.prompt.kind == "damage":
            g.submit(g.legal_actions(0)[0])
        assert markers(g)["speed"] == expected
        end_turns_until(g, 0)
    g.submit(EndTurn())
    assert markers(g)["speed"] == (3 if lingers else 5)  # over after two turns
    assert g.figure(0).lingering == []


@pytest.mark.parametrize(("room", "change"), [
    ("chapel", {"sanity": 1, "knowledge": 1}), ("crypt", {"sanity": 1, "knowledge": 1}),
    ("ballroom", {"sanity": -1}),
])
def test_card_tolling_for_someone(room: str, change: dict[str, int]) -> None:
    # the room it is read in decides (each of these rooms draws an event when found)
    g = make_game(stack=[room], decks={"event": ["tolling_for_someone"]})
    for trait in ("sanity", "knowledge"):
        set_trait(g, 0, trait, 3)
    start, direction = ("basement_landing", "N") if room == "crypt" else ("foyer", "E")
    put(g, 0, start)
    discover(g, direction)
    expect_turn(g)
    assert g.figure(0).room == room
    after = markers(g)
    for trait in ("sanity", "knowledge"):
        assert after[trait] == 3 + change.get(trait, 0), (trait, room)


def test_card_the_room_turns_over() -> None:
    # a room turns only in ways that keep it joined to the house (R5.4 spirit)
    from game.engine import Choose
    from game.engine.rules.discovery import room_turns

    g = make_game(stack=["drawing_room"], decks={"event": ["the_room_turns_over"]})
    g.state.stack.append("ballroom")  # found first: an event room with four doors
    g.refresh()
    set_trait(g, 0, "sanity", 3)
    discover(g)
    p = g.prompt
    assert p.kind == "choose" and p.context["topic"] == "turn_room"
    turns = [int(o) for o in p.options]
    assert turns == room_turns(g, "ballroom") and turns
    before = g.state.placements["ballroom"].rotation
    g.submit(Choose(str(turns[0])))
    expect_turn(g)
    assert g.state.placements["ballroom"].rotation == (before + turns[0]) % 4
    assert g.figure(0).room == "ballroom"  # the figure turned with it
    assert markers(g)["sanity"] == 2
    assert problems(g) == []


def test_starting_rooms_never_turn() -> None:
    from game.engine.rules.discovery import room_turns

    g = make_game()
    assert room_turns(g, "entrance_hall") == [] and room_turns(g, "foyer") == []


def test_card_a_door_swells_shut_and_is_forced() -> None:
    from game.engine import Choose, Move, UseRoom

    g = make_game(stack=["ballroom"], decks={"event": ["a_door_swells_shut"]})
    discover(g)  # the ballroom, east of the Entrance Hall
    p = g.prompt
    assert p.kind == "choose" and p.context["topic"] == "block_door"
    assert "entrance_hall" in p.options
    g.submit(Choose("entrance_hall"))
    expect_turn(g)
    g.submit(EndTurn())
    end_turns_until(g, 0)
    assert Move("entrance_hall") not in g.legal_actions(0)  # shut fast
    dice(g, 2)  # a failed Might roll: still shut, one try this turn
    g.submit(UseRoom("force_door"))
    assert Move("entrance_hall") not in g.legal_actions(0)
    assert UseRoom("force_door") not in g.legal_actions(0)
    g.submit(EndTurn())
    end_turns_until(g, 0)
    dice(g, 4)
    g.submit(UseRoom("force_door"))
    assert Move("entrance_hall") in g.legal_actions(0)
    assert not [t for t in g.state.tokens if t.kind == "blocked_door"]
    assert problems(g) == []
