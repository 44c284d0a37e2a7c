"""The board's kept picture (game/ui/board_still.py): drawn again when the game,
the camera or what the story shows changes, and not for a still frame, the
pointer or the keyboard's focus; every frame looks exactly as if drawn whole."""

from __future__ import annotations

import pygame

from game.app import App
from game.ui.scenes.board import BoardScene
from tests.test_ui_board import board_for, cell_pos, click, frames, key, settle


def moved(pos: tuple[int, int]) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))


def counts(board: BoardScene) -> tuple[int, int]:
    return board.kept.redraws, board.kept.view_redraws


def same_as_whole(app: App, board: BoardScene) -> None:
    """The frame with the kept picture is the frame drawn whole, pixel for pixel."""
    app.draw(app.window)
    kept = pygame.image.tobytes(app.window, "RGB")
    board.kept.on = False
    app.draw(app.window)
    board.kept.on = True
    assert pygame.image.tobytes(app.window, "RGB") == kept


def test_a_still_frame_the_pointer_and_the_focus_draw_nothing_again(app: App) -> None:
    board = board_for(app)
    settle(app, board)
    frames(app, 5)
    before = counts(board)
    frames(app, 30)  # the active figure's ring pulses: drawn over the picture
    assert counts(board) == before
    for x in range(board.view.left, board.view.right, 23):  # over rooms, targets, "?"s
        frames(app, 1, [moved((x, board.view.centery))])
    frames(app, 1, [moved(cell_pos(board, 0, -1))])
    key(app, pygame.K_TAB)
    key(app, pygame.K_RIGHT)
    assert board.focus >= 0
    assert counts(board) == before


def test_the_camera_draws_the_view_again_and_the_game_all_of_it(app: App) -> None:
    board = board_for(app)
    settle(app, board)
    frames(app, 5)
    whole, view = counts(board)
    key(app, pygame.K_d)  # pan: the view alone
    assert counts(board) == (whole, view + 1)
    frames(app, 10)
    assert counts(board) == (whole, view + 1)
    click(app, cell_pos(board, 0, -1))  # walk to the Foyer: the game moves on
    settle(app, board)
    assert board.game.figure(0).room == "foyer"
    assert counts(board)[0] > whole
    whole = counts(board)[0]
    board.show_floor("overview")
    frames(app, 1)
    assert counts(board)[0] == whole + 1  # the tabs show another chosen


def test_every_frame_is_the_frame_drawn_whole(app: App) -> None:
    board = board_for(app, stack=["ballroom"])
    settle(app, board)
    same_as_whole(app, board)  # at rest
    frames(app, 1, [moved(cell_pos(board, 0, -1))])  # a room to walk to, pointed at
    same_as_whole(app, board)
    explore = next(t for t in board.targets if t.cost is None and t.figure is None)
    frames(app, 1, [moved(cell_pos(board, *explore.cell))])  # a "?" pointed at
    same_as_whole(app, board)
    key(app, pygame.K_UP)  # the keyboard's selection, its ring
    same_as_whole(app, board)
    tab = board.buttons[0]
    frames(app, 1, [moved(tab.rect.center)])  # a button pointed at
    same_as_whole(app, board)
    key(app, pygame.K_d)  # the camera moved by hand
    same_as_whole(app, board)
    click(app, cell_pos(board, 0, -1))  # a walk, half way
    frames(app, 2)
    same_as_whole(app, board)
    settle(app, board)
    click(app, cell_pos(board, 1, -1))  # the "?" east of the Foyer: a tile in hand
    settle(app, board)
    assert board.placing()
    for pos in (cell_pos(board, 1, -1), cell_pos(board, 3, 3)):  # on its doorway, off it
        frames(app, 1, [moved(pos)])
        same_as_whole(app, board)
    board.show_floor("overview")
    frames(app, 1)
    same_as_whole(app, board)


def test_a_window_of_another_size_draws_it_all_again(app: App) -> None:
    board = board_for(app)
    settle(app, board)
    whole = counts(board)[0]
    app.window = pygame.display.set_mode((1600, 900), pygame.RESIZABLE)
    frames(app, 1, [pygame.event.Event(pygame.VIDEORESIZE, size=(1600, 900), w=1600, h=900)])
    assert counts(board)[0] == whole + 1
    same_as_whole(app, board)
