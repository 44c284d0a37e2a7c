"""The engine's public API: prompts, legal actions, refusals with reasons, views."""

from __future__ import annotations

import json

import pytest

from game.engine import EndTurn, Explore, GameState, IllegalAction, Move
from game.narrate import reason
from tests.helpers import content, make_game, turn_seat


def test_a_new_game_waits_for_the_first_player() -> None:
    g = make_game()
    assert g.prompt is not None and g.prompt.kind == "turn"
    seat = turn_seat(g)
    assert EndTurn() in g.legal_actions(seat)
    assert g.legal_actions(1 - seat) == []


def test_an_illegal_action_is_refused_with_a_reason_and_changes_nothing() -> None:
    g = make_game()
    before = json.dumps(g.state.to_json(), sort_keys=True)
    with pytest.raises(IllegalAction) as err:
        g.submit(Move("attic"))
    assert "no way from here" in reason(err.value)
    with pytest.raises(IllegalAction) as err:
        g.submit(Explore("S"))  # R4.5
    assert "front door is locked" in reason(err.value)
    assert json.dumps(g.state.to_json(), sort_keys=True) == before


def test_state_round_trips_through_json_mid_prompt() -> None:
    g = make_game(stack=["library"])
    g.submit(Explore("E"))
    assert g.prompt is not None and g.prompt.kind == "place"
    text = json.dumps(g.state.to_json())
    assert GameState.from_json(json.loads(text)) == g.state


def test_same_seed_and_actions_give_the_same_events() -> None:
    a, b = make_game(seed=9), make_game(seed=9)
    for _ in range(30):
        if a.prompt is None:
            break
        action = a.legal_actions(a.prompt.seat)[0]
        assert a.submit(action) == b.submit(action)
    assert a.state == b.state


def test_view_hides_what_a_seat_may_not_see() -> None:
    g = make_game(stack=["library"])
    seat = turn_seat(g)
    g.submit(Explore("E"))
    shared = g.view(None)
    assert shared["stack"] == len(g.state.stack)  # a count, not the order
    assert all(isinstance(n, int) for n in shared["decks"].values())
    assert "rng" not in shared and "queue" not in shared
    # R10.2: nor the seed and the actions that would rebuild every deck's order
    assert "seed" not in shared and "actions" not in shared
    assert "options" not in shared["prompt"]  # another seat's open choice
    assert "options" in g.view(seat)["prompt"]


def test_a_secret_event_field_is_hidden_from_others() -> None:
    c = content()
    ground_only = next(r for r, d in c.rooms.items()
                       if d.floors == frozenset({"ground"}) and not d.start)
    g = make_game(stack=[ground_only, "ossuary"])  # R5.2: upper explorers discard it
    seat = turn_seat(g)
    g.submit(Move("foyer"))
    g.submit(Move("grand_staircase"))
    g.submit(Move("upper_landing"))
    events = g.submit(Explore("N"))
    discarded = [e for e in events if e.kind == "tile_discarded"]
    assert discarded and discarded[0].data["room"] == ground_only
    assert "room" not in discarded[0].seen_by(1 - seat).data
    assert "room" not in discarded[0].seen_by(None).data
    assert discarded[0].seen_by(seat).data["room"] == ground_only
