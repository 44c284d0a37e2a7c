"""The engine's one secrecy policy (R10): a private prompt's options are for its
seat's eyes only, on the shared screen and in every other seat's view; an event's
secret fields are its seat's; a save from before prompts could be private loads."""

from __future__ import annotations

from game.engine import Choose, UseItem
from game.engine.events import Event
from game.engine.state import GameState, Prompt
from tests.helpers import dice, give, make_game, set_trait


def crystal_ball(g):
    """Seat 0 looks through the Item deck with the Crystal Ball (R7.7)."""
    give(g, 0, "crystal_ball")
    set_trait(g, 0, "knowledge", 4)
    dice(g, 4)
    g.submit(UseItem("crystal_ball"))
    deck = g.prompt
    return deck, g.submit(Choose("item"))


def test_a_private_prompt_shows_its_options_to_its_seat_alone() -> None:  # R10.1, R10.2
    g = make_game()
    deck, events = crystal_ball(g)
    assert not deck.private and deck.audience is None  # which deck: asked in the open
    pick = g.prompt
    assert pick.context["topic"] == "search_pick" and pick.private
    assert pick.audience == frozenset({0})  # the engine says who may look
    assert g.view(0)["prompt"]["options"] == pick.options
    for viewer in (1, None):  # another seat, the shared screen
        assert g.view(viewer)["prompt"] == {"seat": 0, "kind": "choose"}
    searched = next(e for e in events if e.kind == "deck_searched")
    assert searched.seen_by(0).data["cards"] == pick.options  # its secret field
    assert "cards" not in searched.seen_by(1).data
    assert "cards" not in searched.seen_by(None).data
    assert searched.seen_by(None).data["deck"] == "item"  # that it happened is public


def test_an_event_without_a_seat_is_everyones() -> None:  # R10.2
    e = Event("moved", {"who": 0, "frm": "foyer", "to": "library"})
    assert e.seen_by(None) == e.seen_by(1) == e
    told = Event("hidden_token", {"who": 1, "number": 1}, seat=1, secret=("number",))
    assert told.seen_by(1) == told and told.seen_by(0).data == {"who": 1}


def test_a_private_prompt_survives_a_save_and_an_older_save_loads() -> None:
    g = make_game()
    crystal_ball(g)
    data = g.state.to_json()
    assert data["prompt"]["private"] is True
    assert GameState.from_json(data) == g.state
    older = {"seat": 1, "kind": "choose", "options": ["a"], "context": {"topic": "x"}}
    p = Prompt.from_json(older)  # saved before prompts could be private
    assert not p.private and p.audience is None
    assert "private" not in p.to_json()  # an open prompt is saved as it always was
