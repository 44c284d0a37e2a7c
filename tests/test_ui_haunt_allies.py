"""The traitor's side with several explorers on screen (docs/HAUNTS.md, The
traitor's side): two traitors read the traitor's text together behind one
hand-over (R9.5, R10.1), a hero who turns is told to all and reads the traitor's
text alone, and the turn strip, the haunt panel and the game's end say who is on
which side."""

from __future__ import annotations

from typing import Any

from game.app import App
from game.engine import Event, Setup
from game.engine.rules import sides
from game.engine.rules.haunt import finish
from game.engine.rules.haunt_steps import join
from game.recording import Recording
from game.ui import turn_strip
from game.ui.inspect_facts import Sight
from game.ui.scenes.game_over import GameOver, summary
from game.ui.scenes.handover import HandOver
from game.ui.scenes.haunt import HauntJoined
from game.ui.scenes.haunt_panel import HauntPanel
from game.ui.scenes.haunt_sheets import facts
from game.ui.session import Session
from tests.haunt_helpers import FOUR, haunted
from tests.test_ui_haunt import (
    WORDS,
    QuietBoard,
    Seen,
    app,
    drawn_on,
    enter,
    haunt_data,
    run_reveal,
    seen,
    show,
    step,
)

__all__ = ["app", "seen"]  # the fixtures, shared with the reveal's tests


def board_with(app: App, humans: str, **changes: Any) -> QuietBoard:
    """A board at the start of the test haunt with changes (e.g. `allies`), seat 0
    the revealer and the traitor."""
    g = haunted({**haunt_data(), **changes}, revealer=0)
    seats = [{"name": f"P{i + 1}", "human": c == "1"} for i, c in enumerate(humans)]
    recording = Recording(g.content, Setup(1, FOUR, (1, 1)), seats)
    recording.game = g
    board = QuietBoard(app, Session(recording))
    app.push(board)
    return board


def test_two_traitors_read_their_text_together_behind_one_hand_over(
        app: App, seen: Seen) -> None:
    # R9.5 with a second traitor (docs/DECISIONS.md): the traitors together, then the heroes
    board = board_with(app, "1110", allies=[{"rule": "left_of_revealer"}])
    screens = run_reveal(app, board, seen)
    names = [n for n, _ in screens]
    assert names[3:] == ["handover:Ingrid Solberg and Amara Nwosu", "The Traitor's Text",
                         "handover:the heroes", "The Heroes' Text"]
    named = dict(screens)["The Traitor"]
    assert any("Amara Nwosu (P2) turns with them" in s for s in named)
    assert drawn_on(screens, WORDS["traitor"]) == ["The Traitor's Text"]
    heroes = dict(screens)["handover:the heroes"]
    assert any("while Ingrid Solberg and Amara Nwosu look away" in s for s in heroes)


def test_a_turned_heros_person_is_told_then_reads_the_traitors_text_alone(
        app: App, seen: Seen) -> None:
    board = board_with(app, "1111")
    g = board.game
    join(g, {"do": "join", "who": 2})  # the step, as a trigger runs it
    assert sides.side_of(g, 2) == "traitor"
    app.push(HauntJoined(app, board.session, 2))
    step(app, 30)
    seen.clear()
    step(app, 2)
    assert any("Rafael Duarte (P3) has turned" in s for s in seen.mine)
    assert WORDS["traitor"] not in seen  # the public sheet tells, never the text
    enter(app)
    top = app.stack.top
    assert isinstance(top, HandOver) and top.who == "Rafael Duarte"
    show(app)
    seen.clear()
    step(app, 2)
    assert WORDS["traitor"] in seen.mine
    # the panel: the turned seat's own sheet is the traitor's text now
    panel = HauntPanel(app, board.session, 2)
    assert panel.sheets[panel.start].body.startswith(WORDS["traitor"])


def test_strip_panel_and_game_over_show_who_is_on_which_side_after_a_turning(
        app: App) -> None:
    board = board_with(app, "1111")
    g = board.game
    join(g, {"do": "join", "who": 2})  # the step, as a trigger runs it
    strip = turn_strip.entries(g, Sight(), None)
    assert [e.seat for e in strip if e.traitor] == [0, 2]
    assert turn_strip.entries(g, Sight(joining=frozenset({2})), None)[2].traitor is False
    lines = facts(board.session)
    assert "Also on the traitor's side: Rafael Duarte (P3)" in lines
    assert "Heroes: Amara Nwosu and Siobhan Keane" in lines
    finish(g, "traitor")
    assert "Also on the traitor's side: Rafael Duarte (P3)" in summary(board.session)
    over = GameOver(app, board.session)
    assert over.sheets[0].title  # the winners' sheet shows the whole side's portraits


def test_the_story_tells_a_turning_before_it_marks_the_seat(app: App) -> None:
    board = board_with(app, "0000")
    g = board.game
    join(g, {"do": "join", "who": 1})  # the step, as a trigger runs it
    presenter = board.presenter
    presenter.queue.clear()  # what the board had still to tell of the reveal
    presenter.feed([Event("joined", {"who": 1, "room": g.figure(1).room})])
    assert presenter.stage.traitor_side(g) == [0]  # not yet told
    presenter.start(presenter.queue.popleft())
    assert presenter.stage.traitor_side(g) == [0, 1]
    assert isinstance(app.stack.top, HauntJoined) and app.stack.top.auto
