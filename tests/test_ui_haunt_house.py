"""No traitor, the house plays (docs/HAUNTS.md): the reveal names nobody and hands
nothing over, everyone reads the heroes' text and the house's text together, the
panel says the house moves the monsters, and the game over says the house won."""

from __future__ import annotations

from game.app import App
from game.engine import Setup
from game.engine.rules.haunt import finish
from game.recording import Recording
from game.ui.scenes.board import BoardScene
from game.ui.scenes.game_over import GameOver
from game.ui.scenes.handover import HandOver
from game.ui.scenes.haunt_panel import HauntPanel, open_haunt_panel
from game.ui.session import Session
from tests.haunt_helpers import FOUR, haunted
from tests.test_ui_haunt import (
    WORDS,
    QuietBoard,
    Seen,
    app,
    click,
    drawn_on,
    enter,
    run_reveal,
    seen,
    step,
)

__all__ = ["app", "seen"]  # the fixtures, shared with the reveal's tests


def house_table(app: App, humans: str = "1100") -> BoardScene:
    data = {"id": "ui_test", "number": 7, "chart": [["book", "gallery"]],
            "traitor": {"rule": "none", "house": "hunt_nearest"},
            "monsters": {"hound": {"might": 4, "speed": 4, "attack": "might",
                                   "killable": True}},
            "setup": [{"do": "spawn", "monster": "hound", "n": 2, "where": {"farthest": 1}}],
            "goals": {"heroes": [{"if": "monsters_dead", "monster": "hound"}],
                      "traitor": [{"if": "rounds", "at_least": 9}]}}
    g = haunted(data, revealer=2)
    seats = [{"name": f"P{i + 1}", "human": c == "1"} for i, c in enumerate(humans)]
    recording = Recording(g.content, Setup(1, FOUR, (1, 1)), seats)
    recording.game = g
    board = QuietBoard(app, Session(recording))
    app.push(board)
    return board


def test_the_reveal_names_no_traitor_and_hands_nothing_over(app: App, seen: Seen) -> None:
    board = house_table(app)
    screens = run_reveal(app, board, seen)
    names = [n for n, _ in screens]
    assert names == ["The Haunt Begins", "Test Haunt Title", "Nobody Turns",
                     "The Heroes' Text", "The House's Text"]  # no hand-over at all
    nobody = dict(screens)["Nobody Turns"]
    assert any("after Rafael Duarte's turn each round" in s for s in nobody)  # the revealer
    assert drawn_on(screens, WORDS["heroes"]) == ["The Heroes' Text"]
    assert drawn_on(screens, WORDS["traitor"]) == ["The House's Text"]
    assert app.stack.top is board


def test_the_panel_says_the_house_moves_the_monsters_and_shows_its_text_to_all(
        app: App, seen: Seen) -> None:
    board = house_table(app)
    open_haunt_panel(app, board.session, None)
    step(app, 2)
    panel = app.stack.top
    assert isinstance(panel, HauntPanel)
    assert "No traitor: the house moves the monsters" in seen
    assert not any(s.startswith("Traitor:") for s in seen)
    click(app, "The House's Text")
    seen.clear()
    step(app, 2)
    assert not isinstance(app.stack.top, HandOver)  # nothing secret: no hand-over
    assert WORDS["traitor"] in seen
    enter(app)
    assert app.stack.top is panel


def test_the_game_over_says_the_house_won(app: App, seen: Seen) -> None:
    board = house_table(app)
    finish(board.game, "traitor")
    app.push(GameOver(app, board.session))
    seen.clear()
    step(app, 2)
    assert "The House Wins" in seen and WORDS["traitor_win"] in seen
    assert "The Traitor Wins" not in seen
    enter(app)
    seen.clear()
    step(app, 2)
    assert "Had the Heroes Won" in seen


def test_when_the_heroes_win_the_house_is_who_would_have_won(app: App, seen: Seen) -> None:
    board = house_table(app)
    finish(board.game, "heroes")
    app.push(GameOver(app, board.session))
    step(app, 2)
    enter(app)
    seen.clear()
    step(app, 2)
    assert "Had the House Won" in seen and "Had the Traitor Won" not in seen
