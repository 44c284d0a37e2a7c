"""Couch controls: a thick, pulsing focus ring on whatever the keyboard or pad would
press; Tab / Shift-Tab move the focus on every screen; changing the text size
never moves the settings list from under the pointer; and at the largest text
size nothing on these screens overflows, overlaps or is cut, in either language."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from game.app import App
from game.settings import Settings
from game.ui import theme
from game.ui.input import Intents
from game.ui.scene import Scene
from game.ui.scenes.choice import ChoiceOverlay
from game.ui.scenes.handover import HandOver
from game.ui.scenes.rules import RulesScene
from game.ui.scenes.settings import SettingsScene
from game.ui.scenes.settings_rows import TEXT_SIZES
from game.ui.scenes.setup import SetupScene
from game.ui.scenes.title import TitleScene
from game.ui.shots import take
from game.ui.widgets import Button

DT = 0.016
TAB = pygame.K_TAB


def key(k: int, mod: int = 0) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)


def tab(app: App, back: bool = False) -> None:
    app.step(DT, [key(TAB, pygame.KMOD_SHIFT if back else 0)])


def click(app: App, pos: tuple[int, int]) -> None:
    app.step(DT, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
                  pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                  pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])


def window(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int],
           text_size: float = 1.0) -> App:
    monkeypatch.setenv("HOUSE_CONFIG_DIR", str(tmp_path))
    return App(Settings(text_size=text_size), size=size)


@pytest.fixture
def big(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[App]:
    application = window(tmp_path, monkeypatch, (1920, 1080))
    yield application
    pygame.quit()


class Under(Scene):
    """An opaque scene for overlays to sit on."""

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(theme.INK)


def open_on_top(app: App, scene: Scene) -> Scene:
    app.push(Under(app))
    app.push(scene)
    app.step(DT, [])
    return scene


# ---- the ring ------------------------------------------------------------------------

def _ring_pixels(surface: pygame.Surface, rect: pygame.Rect) -> int:
    """How many pixels on a line across the button's left edge are the ring's
    colour (a cyan to near-white no button, cue or deck uses)."""
    lit = 0
    for x in range(rect.left - 12, rect.left + 12):
        r, g, b, *_ = surface.get_at((x, rect.centery))
        lit += g > 200 and b > 200 and r > 60
    return lit


def test_the_focus_ring_is_thick_bright_and_pulses(big: App) -> None:
    rect = pygame.Rect(400, 300, 360, 60)
    surface = big.window
    widths = set()
    for time in (0.0, 0.275, 0.55, 0.825):  # a pulse is 1.1 s: a quarter of it each
        surface.fill(theme.INK)
        Button("Continue", lambda: None, rect).draw(surface, 30, True, False, time)
        widths.add(_ring_pixels(surface, rect))
        surface.fill(theme.INK)
        Button("Continue", lambda: None, rect).draw(surface, 30, False, True, time)
        assert _ring_pixels(surface, rect) == 0  # hovered, not focused: no ring
    assert min(widths) >= 4  # several pixels at 1080 lines, readable from the couch
    assert len(widths) > 1  # it pulses


# ---- Tab on every screen ---------------------------------------------------------------

def test_tab_is_fixed_and_cannot_be_rebound() -> None:
    intents = Intents({"confirm": ["tab", "return"]}, {})
    assert intents.of(key(TAB)) == "next"
    assert intents.of(key(TAB, pygame.KMOD_SHIFT)) == "prev"
    assert intents.of(key(pygame.K_RETURN)) == "confirm"


def test_tab_walks_the_title_menu_round(big: App) -> None:
    scene = open_on_top(big, TitleScene(big))
    menu = scene.menu
    enabled = [i for i, b in enumerate(menu.buttons) if b.enabled]
    start = menu.focus
    seen = []
    for _ in enabled:
        tab(big)
        seen.append(menu.focus)
    assert sorted(seen) == enabled and menu.focus == start  # every one once, and round
    tab(big, back=True)
    assert menu.focus == seen[-2]


def test_tab_walks_the_setup_screen_and_finishes_typing(big: App) -> None:
    scene = SetupScene(big, seed=1, today=(10, 31))
    big.push(scene)
    big.step(DT, [])
    scene.focus = 0
    enabled = [i for i, c in enumerate(scene.controls) if c.enabled]
    order = []
    for _ in enabled:
        tab(big)
        order.append(scene.focus)
    assert order == [*enabled[1:], 0]  # in reading order, round to the first
    tab(big, back=True)
    assert scene.focus == enabled[-1]
    # typing a name: Tab finishes it and goes on to the next control
    name = next(i for i, c in enumerate(scene.controls) if c.kind == "name")
    scene.focus = name
    big.step(DT, [key(pygame.K_RETURN)])
    assert scene.editing is not None
    big.step(DT, [pygame.event.Event(pygame.TEXTINPUT, text="Mei")])
    tab(big)
    assert scene.editing is None and scene.seats[0].name == "Mei"
    assert scene.focus == name + 1


def test_tab_walks_the_settings_screen_round(big: App) -> None:
    scene = open_on_top(big, SettingsScene(big))
    start = scene.focus
    seen = []
    for _ in range(scene.n_rows + 2):  # the tabs, every row, Back
        tab(big)
        seen.append(scene.focus)
    assert scene.focus == start
    assert set(seen) == {-1, *range(scene.n_rows), scene.back_focus}
    assert scene.tab == 0  # Tab moves the focus; Ctrl+Tab changes the page
    big.step(DT, [key(TAB, pygame.KMOD_CTRL)])
    assert scene.tab == 1


def test_tab_walks_the_rules_list_text_and_back(big: App) -> None:
    scene = open_on_top(big, RulesScene(big))
    panes = [scene.pane]
    for _ in range(3):
        tab(big)
        panes.append(scene.pane)
    assert panes == ["list", "text", "back", "list"]
    tab(big, back=True)
    assert scene.pane == "back"
    big.step(DT, [key(pygame.K_RETURN)])
    assert not isinstance(big.stack.top, RulesScene)


@pytest.mark.parametrize("make", [
    lambda app: HandOver(app, "Mei", "Mei's turn.", lambda: None, cancel=lambda: None),
    lambda app: ChoiceOverlay(app, "Which?", "Choose one.",
                              [("One", lambda: None), ("Two", lambda: None),
                               ("Three", lambda: None)], cancel=lambda: None),
])
def test_tab_moves_the_focus_in_dialogs(big: App, make) -> None:
    scene = open_on_top(big, make(big))
    menu = scene.menu
    start = menu.focus
    tab(big)
    assert menu.focus == (start + 1) % len(menu.buttons)
    tab(big, back=True)
    assert menu.focus == start


# ---- the text size never moves the list from under the pointer ---------------------------

def _row(scene: SettingsScene, name: str) -> int:
    return next(i for i, r in enumerate(scene.rows) if r.key == name)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_text_size_clicks_stay_on_the_text_size_row(tmp_path: Path,
                                                    monkeypatch: pytest.MonkeyPatch,
                                                    size: tuple[int, int]) -> None:
    """Clicking + (or -) again and again at one spot goes on changing the text size:
    the row keeps its + under the pointer however the screen grows (before, the next
    click landed on another row and set the bots' speed to 4x)."""
    app = window(tmp_path, monkeypatch, size)
    scene = open_on_top(app, SettingsScene(app))
    others = {n: getattr(app.settings, n) for n in ("bot_speed", "animation_speed",
                                                    "colorblind", "avoid_played")}
    index = _row(scene, "text_size")
    for part, sizes in (("plus", TEXT_SIZES[TEXT_SIZES.index(1.0) + 1:]),
                        ("minus", TEXT_SIZES[-2::-1])):
        row = scene.rows[index]
        pos = scene._screen(getattr(row, part)).center
        for expected in sizes:
            click(app, pos)
            assert app.settings.text_size == pytest.approx(expected), (part, expected)
            assert scene._row_at(pos) == index
            assert scene._part_at(scene.rows[index], pos) == part
    assert {n: getattr(app.settings, n) for n in others} == others
    pygame.quit()


def test_a_text_size_chosen_by_keys_keeps_its_row_in_place(big: App) -> None:
    scene = open_on_top(big, SettingsScene(big))
    index = _row(scene, "text_size")
    for _ in range(index - scene.focus):
        big.step(DT, [key(pygame.K_DOWN)])
    assert scene.focus == index
    for step in (pygame.K_RIGHT, pygame.K_RIGHT, pygame.K_RIGHT, pygame.K_LEFT):
        before = scene._screen(scene.rows[index].rect).centery
        big.step(DT, [key(step)])
        after = scene._screen(scene.rows[index].rect)
        assert abs(after.centery - before) <= 1
        assert scene.view.contains(after)  # whole, where it was
    assert big.settings.text_size == pytest.approx(1.25)


# ---- nothing cut at the largest text ------------------------------------------------------

MINE = ["title", "setup", "load", "settings", "rules", "card", "handover_turn",
        "traitor_text", "heroes_text"]
BOARD = ["board_exploring", "tile_in_hand"]


@pytest.mark.parametrize("language", ["en", "zh-Hant"])
@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
def test_nothing_overflows_at_the_largest_text(tmp_path: Path, language: str,
                                               size: tuple[int, int]) -> None:
    """The gallery's checker over the menus, setup, the card, the hand-overs, the
    haunt's long texts and (at 1920x1080) the board's side panel and piles."""
    shots = MINE + (BOARD if size == (1920, 1080) else [])
    gallery = take(tmp_path, language, 1.75, size, check=True, only=shots)
    assert not gallery.crashed, list(gallery.crashed)
    assert [p.line() for p in gallery.problems] == []
