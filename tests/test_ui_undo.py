"""Undo on the board: Ctrl+Z, the Undo button beside End turn (saying how many
actions may be taken back) and the pad's undo button take back the person's own
latest actions that settled nothing; the engine goes back by replaying its record
(tests/test_undo.py). Bots never undo, and the setting turns it off for a table."""

from __future__ import annotations

import pygame

from game.app import App
from game.engine import EndTurn, Move
from game.ui.widgets import Button
from tests.test_ui_board import board_for, frames, key, settle


def walk_known(board) -> Move:
    """A step to a room already in the house (no tile drawn, R4.2)."""
    g = board.game
    seat = g.prompt.seat
    return next(a for a in g.legal_actions(seat)
                if isinstance(a, Move) and a.to in g.state.placements)


def undo_button(board) -> Button | None:
    return next((b for b in board.buttons if b.action == board.undo), None)


def test_ctrl_z_takes_back_a_walk_and_the_button_says_how_far(app: App) -> None:
    board = board_for(app)
    settle(app, board)
    before = board.game.state.to_json()
    assert undo_button(board).label == "Undo" and not undo_button(board).enabled
    board.act(walk_known(board))
    settle(app, board)
    assert board.undo_left() == 1
    assert undo_button(board).label == "Undo (1)" and undo_button(board).enabled
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert board.game.state.to_json() == before
    assert board.session.recording.actions == []
    assert any("Taken back" in text for text, _ in app.notices)
    frames(app, 3)  # the board draws the game as it was, its log told again
    assert not undo_button(board).enabled


def test_the_button_and_the_pad_undo_too(app: App) -> None:
    board = board_for(app)
    settle(app, board)
    before = board.game.state.to_json()
    board.act(walk_known(board))
    settle(app, board)
    b = undo_button(board)
    frames(app, 1, [pygame.event.Event(pygame.MOUSEMOTION, pos=b.rect.center, rel=(0, 0),
                                       buttons=(0, 0, 0)),
                    pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=b.rect.center, button=1),
                    pygame.event.Event(pygame.MOUSEBUTTONUP, pos=b.rect.center, button=1)])
    assert board.game.state.to_json() == before
    board.act(walk_known(board))
    settle(app, board)
    pad = app.settings.pad["undo"]
    frames(app, 1, [pygame.event.Event(pygame.JOYBUTTONDOWN, joy=0, instance_id=0, button=pad)])
    assert board.game.state.to_json() == before


def test_nothing_is_taken_back_past_the_end_of_a_turn_nor_for_a_bot(app: App) -> None:
    board = board_for(app, humans=1)
    settle(app, board)
    board.act(walk_known(board))
    board.session.submit(EndTurn())
    assert board.game.prompt.seat == 1  # a bot decides now
    assert board.undo_left() == 0
    actions = list(board.session.recording.actions)
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert board.session.recording.actions == actions


def test_the_setting_turns_undo_off_for_the_table(app: App) -> None:
    app.settings.undo = False
    board = board_for(app)
    settle(app, board)
    board.act(walk_known(board))
    settle(app, board)
    assert undo_button(board) is None and board.undo_left() == 0
    actions = list(board.session.recording.actions)
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert board.session.recording.actions == actions
