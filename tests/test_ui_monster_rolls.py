"""A monster's own roll on the board: when a haunt lets its monsters take an
action that rolls (`monsters: true`), the dice overlay names the monster that
rolls, never an explorer (docs/HAUNTS.md, Actions)."""

from __future__ import annotations

import pytest

from game.app import App
from game.engine import EndTurn, HauntAct
from game.text import table
from game.ui.scenes.dice import DiceOverlay
from tests.haunt_helpers import haunted
from tests.test_ui_board import frames
from tests.test_ui_board_haunt import HOUND, board_on, haunt_data, settle


@pytest.fixture(autouse=True)
def words(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(table(), "haunt.board_test.monster.hound", "Hound")
    monkeypatch.setitem(table(), "haunt.board_test.action.howl", "Howl")


def test_a_monsters_roll_for_a_haunt_action_is_shown_as_the_monsters(app: App) -> None:
    data = haunt_data(killable=False)
    data["actions"] = {"howl": {"side": "traitor", "monsters": True, "where": {}, "steps": [
        {"do": "roll", "trait": "might", "purpose": "howl",
         "results": [{"at_least": 0, "then": []}]}]}}
    g = haunted(data, revealer=0)
    board = board_on(app, g, {1})
    settle(app, board)
    while not (g.prompt is not None and g.prompt.kind == "monster"
               and g.prompt.context["monster"] == HOUND):
        g.submit(EndTurn())
    events = g.submit(HauntAct("howl"))
    board.presenter.feed(events)
    for _ in range(200):
        frames(app)
        if isinstance(app.stack.top, DiceOverlay):
            break
    overlay = app.stack.top
    assert isinstance(overlay, DiceOverlay)
    assert overlay.rows[0][0] == "Hound 1"
