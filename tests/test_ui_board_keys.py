"""The board by keys: the arrows move a selection between the things one can act
on (rooms to walk to, doorways, figures to attack, buttons) and Enter acts, with
the focus ring on it; W A S D pan; the floor on show is chosen, not focused; Tab
moves through the damage split."""

from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.settings import DEFAULT_KEYS
from game.text import table
from game.ui import board_draw, board_tabs, theme, widgets
from game.ui.board_controls import Target
from game.ui.board_tabs import FloorTab
from game.ui.house_view import target_box
from game.ui.scenes.board import BoardScene
from game.ui.scenes.damage import DamageOverlay
from tests.test_ui_board import board_for, frames, key, settle

PAN_KEYS = ("pan_up", "pan_down", "pan_left", "pan_right")


def selected(board: BoardScene) -> str:
    item = board.focused()
    return "" if item is None else item.label


def rings(monkeypatch: pytest.MonkeyPatch) -> list[pygame.Rect]:
    """Every focus ring drawn from now on."""
    drawn: list[pygame.Rect] = []

    def ring(_surface: pygame.Surface, rect: pygame.Rect, *_args: object,
             **_kw: object) -> None:
        drawn.append(rect.copy())

    for module in (widgets, board_tabs, board_draw):
        monkeypatch.setattr(module, "focus_ring", ring)
    return drawn


def test_arrows_move_the_selection_between_targets_and_enter_acts(
        app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    board = board_for(app)  # Ingrid in the Entrance Hall, the Foyer north of it
    settle(app, board)
    cam = board.cams["ground"]
    where = (cam.cx, cam.cy)
    key(app, pygame.K_UP)  # from her own room
    assert selected(board) == "Walk to the Foyer (1 space)"
    key(app, pygame.K_UP)
    assert selected(board) == "Walk to the Grand Staircase (2 spaces)"
    key(app, pygame.K_DOWN)
    assert selected(board) == "Walk to the Foyer (1 space)"
    key(app, pygame.K_DOWN)  # a door of the hall, below and beside
    assert selected(board) == "Open the east door"
    key(app, pygame.K_LEFT)  # across the hall, not up to the Foyer
    assert selected(board) == "Open the west door"
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RIGHT)  # nothing more on the board that way: the side panel
    assert selected(board) == "End your turn"
    key(app, pygame.K_LEFT)
    key(app, pygame.K_LEFT)
    assert selected(board) == "Open the west door"
    assert (cam.cx, cam.cy) == where  # the arrows no longer pan
    drawn = rings(monkeypatch)
    frames(app, 1)
    target = board.focused()
    assert isinstance(target, Target)
    assert drawn == [target_box(cam.cell_rect(board.view, *target.cell), None)]
    key(app, pygame.K_UP)
    key(app, pygame.K_RETURN)
    settle(app, board)
    assert board.game.figure(0).room == "foyer"


def test_arrows_reach_the_buttons_and_enter_presses_them(app: App) -> None:
    board = board_for(app)
    settle(app, board)
    for _ in range(6):
        key(app, pygame.K_UP)  # past the rooms, up to the floor tabs
    item = board.focused()
    assert isinstance(item, FloorTab)
    while selected(board) != "Upper Floor":
        key(app, pygame.K_RIGHT)
    key(app, pygame.K_RETURN)
    assert board.floor == "upper"


def test_w_a_s_d_pan_the_board_and_are_listed_in_both_languages(app: App) -> None:
    board = board_for(app)
    settle(app, board)
    cam = board.cams["ground"]
    x, y = cam.cx, cam.cy
    key(app, pygame.K_d)
    key(app, pygame.K_s)
    assert (cam.cx, cam.cy) == (x + 0.5, y + 0.5)
    key(app, pygame.K_a)
    key(app, pygame.K_w)
    assert (cam.cx, cam.cy) == (x, y)
    assert board.focus == -1  # panning selects nothing
    for intent in PAN_KEYS:
        assert DEFAULT_KEYS[intent]
        for lang in ("en", "zh-Hant"):
            assert f"settings.intent.{intent}" in table(lang)


def test_the_floor_on_show_is_chosen_not_focused(app: App,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    board = board_for(app)
    settle(app, board)
    board.kept.on = False  # every part drawn each frame
    drawn = rings(monkeypatch)
    frames(app, 1)
    assert drawn == []  # nothing is focused: no ring, not even on the tab on show
    tabs = {b.label: b for b in board.buttons if isinstance(b, FloorTab)}
    ground, basement = tabs["Ground Floor"], tabs["Basement"]
    assert ground.chosen() and not basement.chosen()
    inside = (ground.rect.left + 6, ground.rect.centery)
    assert app.window.get_at(inside)[:3] == theme.mix(theme.INK_3, theme.FLOOR["ground"], 0.8)
    inside = (basement.rect.left + 6, basement.rect.centery)
    assert app.window.get_at(inside)[:3] == theme.INK_2
    board.focus = board._focusables().index(ground)  # the keyboard comes to it
    frames(app, 1)
    assert drawn == [ground.rect]


def damage_split(app: App, amount: int) -> DamageOverlay:
    g = board_for(app).game
    seat = g.prompt.seat
    g.state.prompt = None
    g.push({"do": "damage", "who": seat, "kind": "physical", "n": amount})
    g._run()
    g.refresh()
    overlay = DamageOverlay(app, g, lambda _a: None)
    app.push(overlay)
    frames(app, 2)
    return overlay


def test_tab_and_shift_tab_move_through_the_damage_split(app: App) -> None:
    overlay = damage_split(app, 3)  # R8.2: physical damage over Might and Speed
    take = len(overlay.traits)
    assert overlay.row == 0
    key(app, pygame.K_TAB)
    assert overlay.row == 1
    key(app, pygame.K_TAB)
    assert overlay.row == take  # on to the Take button
    key(app, pygame.K_TAB, pygame.KMOD_SHIFT)
    assert overlay.row == 1
    key(app, pygame.K_TAB)
    key(app, pygame.K_TAB)
    assert overlay.row == 0  # round again


def test_a_badged_floor_tab_keeps_its_whole_name_at_the_largest_text(app: App) -> None:
    """A floor tab with a badge (monsters there) at text size 1.75 shows "Ground Floor"
    whole, smaller or in two lines, never cut to "Ground…"."""
    surface = pygame.Surface((400, 200))
    tab = FloorTab("Ground Floor", lambda: None, pygame.Rect(10, 10, 224, 100),
                   badge=lambda: (2, theme.MUTED))
    drawn: list[str] = []
    real = board_tabs.draw_text

    def seen(surface_, text, *args, **kwargs):
        drawn.append(text)
        return real(surface_, text, *args, **kwargs)

    board_tabs.draw_text = seen
    try:
        tab.draw(surface, round(26 * 1.75), False, False)
    finally:
        board_tabs.draw_text = real
    assert " ".join(t for t in drawn if t != "2") == "Ground Floor"
