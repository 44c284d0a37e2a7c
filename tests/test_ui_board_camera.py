"""A calm camera: it moves only when the figure whose turn it is would leave the
view, never hides a room under the prompt bar, and fits the house or finds the
active figure on a key or a button."""

from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.settings import DEFAULT_KEYS, Settings
from game.text import table
from game.ui import board_draw
from game.ui.board_tabs import MapButton
from game.ui.house_view import Camera
from game.ui.scenes.board import MARGIN
from tests.helpers import place, put
from tests.test_ui_board import board_for, cell_pos, click, frames, key, settle


def test_a_cell_inside_the_view_moves_nothing_one_outside_moves_just_enough() -> None:
    view, safe = pygame.Rect(0, 0, 800, 600), pygame.Rect(0, 0, 800, 500)
    cam = Camera(0.0, 0.0, 100)
    assert not cam.keep(view, safe, [(1, 1)], 25)  # drawn at 450..550 x 350..450: inside
    assert cam.goal is None
    assert cam.keep(view, safe, [(0, 2)], 25)  # its bottom at 550: below the safe part
    cam.settle()
    rect = cam.cell_rect(view, 0, 2)
    assert rect.bottom == safe.bottom - 25  # just in, no further
    assert (cam.cx, cam.cy) == (0.0, 0.75)
    assert not cam.keep(view, safe, [(0, 2)], 25)  # now it is in: it stays


def test_the_camera_glides_and_a_hand_on_it_stops_the_glide() -> None:
    cam = Camera(0.0, 0.0, 100, goal=(2.0, 0.0))
    cam.glide(1 / 60)
    assert 0 < cam.cx < 2
    for _ in range(120):
        cam.glide(1 / 60)
    assert (cam.cx, cam.goal) == (2.0, None)
    cam.goal = (5.0, 5.0)
    cam.pan(0.5, 0.0)  # the player drags: the camera is theirs
    assert (cam.cx, cam.goal) == (2.5, None)


def _inside(board, floor: str, rid: str) -> bool:
    p = board.game.state.placements[rid]
    return board.safe.contains(board.cams[floor].cell_rect(board.view, p.x, p.y))


def test_walking_inside_the_view_leaves_the_camera_where_it_is(app: App) -> None:
    board = board_for(app)
    g = board.game
    settle(app, board)
    cam = board.cams["ground"]
    before = (cam.cx, cam.cy, cam.goal)
    click(app, cell_pos(board, 0, -1))  # walk to the Foyer (R4.6)
    settle(app, board)
    assert g.figure(0).room == "foyer"
    assert (cam.cx, cam.cy, cam.goal) == before


def test_a_figure_about_to_leave_the_view_brings_the_camera_along(app: App) -> None:
    board = board_for(app)
    g = board.game
    settle(app, board)
    place(g, "chapel", "ground", 9, 0)
    put(g, 0, "chapel")
    assert not _inside(board, "ground", "chapel")
    board.follow(0)  # as the presenter does when a figure moves
    frames(app, 90)
    assert _inside(board, "ground", "chapel")
    margin = round(board.cams["ground"].tile * MARGIN)
    rect = board.cams["ground"].cell_rect(board.view, 9, 0)
    assert board.safe.right - margin - 4 <= rect.right <= board.safe.right - margin + 4


def test_when_your_turn_comes_the_doors_you_may_open_are_in_view_too(app: App) -> None:
    board = board_for(app)
    g = board.game
    settle(app, board)
    place(g, "chapel", "ground", 0, 3, 2)  # its one door faces south, onto nothing yet
    put(g, 0, "chapel")
    board.prompt_seen = None  # the turn is put to the player again
    frames(app, 90)
    cam = board.cams["ground"]
    assert [t.cell for t in board.targets if t.cost is None] == [(0, 4)]
    for cell in ((0, 3), (0, 4)):
        assert board.safe.contains(cam.cell_rect(board.view, *cell)), cell


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
@pytest.mark.parametrize("text_size", [1.0, 1.75])
def test_the_house_begins_whole_above_the_prompt_bar(tmp_path, monkeypatch, size, text_size):
    monkeypatch.setenv("HOUSE_CONFIG_DIR", str(tmp_path))
    settings = Settings()
    settings.text_size = text_size
    app = App(settings, size=size)
    try:
        board = board_for(app)
        assert board.safe.bottom <= board_draw.hint_rect(board).top
        for rid, p in board.game.state.placements.items():
            if p.floor == board.floor:
                assert _inside(board, board.floor, rid), rid
    finally:
        pygame.quit()


def test_fit_the_house_and_centre_on_me_by_key_and_by_button(app: App) -> None:
    board = board_for(app)
    g = board.game
    for i, rid in enumerate(("chapel", "ballroom", "library", "gymnasium")):
        place(g, rid, "ground", 2 + i, 0)
    settle(app, board)
    board.set_zoom(6)
    key(app, pygame.K_HOME)  # fit the house
    frames(app, 90)
    assert all(_inside(board, "ground", rid) for rid, p in g.state.placements.items()
               if p.floor == "ground")
    put(g, 0, "gymnasium")
    board.cams["ground"].pan(-3, 0)
    key(app, pygame.K_c)  # centre on me
    frames(app, 90)
    rect = board.cams["ground"].cell_rect(board.view, 5, 0)
    assert abs(rect.centerx - board.safe.centerx) <= 1
    assert abs(rect.centery - board.safe.centery) <= 1
    board.cams["ground"].pan(-6, 0)
    centre = next(b for b in board.buttons if isinstance(b, MapButton) and
                  b.intent == "center_me")
    click(app, centre.rect.center)
    frames(app, 90)
    assert _inside(board, "ground", "gymnasium")


def test_the_camera_keys_are_listed_with_the_others_in_both_languages() -> None:
    for intent in ("fit_house", "center_me"):
        assert DEFAULT_KEYS[intent]
        for lang in ("en", "zh-Hant"):
            assert f"settings.intent.{intent}" in table(lang)
            assert f"board.{intent}" in table(lang)
