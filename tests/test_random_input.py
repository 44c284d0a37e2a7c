"""Bad input never crashes (issue 13): every registered scene takes a few hundred
seeded random events — clicks, keys, the wheel, window resizes down to tiny ones,
gamepad buttons, hats, sticks, pads plugged in and out under bogus numbers —
through the app's own dispatch (App.step), drawing every frame, and never raises
or reaches the error screen. Bounded by the number of events, never by the clock."""

from __future__ import annotations

import os
import random
import sys
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from game import text
from game.app import MIN_SIZE, App
from game.settings import Settings
from game.ui.scene import SCENES, Scene, push_scene
from game.ui.scenes import load_all
from game.ui.scenes.error import ErrorScene
from tests.test_scene_registry import opening

SEEDS = (1, 2, 3)
EVENTS = 300  # per scene and seed
KEYS = (pygame.K_UP, pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_RETURN,
        pygame.K_ESCAPE, pygame.K_TAB, pygame.K_SPACE, pygame.K_BACKSPACE, pygame.K_DELETE,
        pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_HOME, pygame.K_END, pygame.K_F11,
        pygame.K_a, pygame.K_q, pygame.K_r, pygame.K_e, pygame.K_1, pygame.K_0,
        pygame.K_PLUS, pygame.K_MINUS, pygame.K_LSHIFT)
MODS = (0, 0, 0, pygame.KMOD_SHIFT, pygame.KMOD_CTRL, pygame.KMOD_ALT)
TINY = ((1, 1), (40, 30), (320, 200), (640, 360), (959, 539), (960, 540), (800, 1200))

load_all()


@pytest.fixture
def app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[App]:
    monkeypatch.setenv("HOUSE_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setenv("HOUSE_LOG_DIR", str(tmp_path / "logs"))
    language = text.language()
    a = App(Settings(), size=(1280, 720))
    a.settings.animation_speed = 4.0
    yield a
    pygame.quit()
    text.set_language(language)  # random clicks in the settings may have changed it


def random_size(rng: random.Random) -> tuple[int, int]:
    if rng.random() < 0.5:
        return rng.choice(TINY)
    return rng.randint(1, 2000), rng.randint(1, 1200)  # larger only costs drawing time


def resize(app: App, rng: random.Random) -> pygame.event.Event:
    """What a window manager does: change the window's size (through SDL, which keeps
    to the minimum, or forcing it, as a careless one might), then tell the app."""
    w, h = random_size(rng)
    if rng.random() < 0.5:
        pygame.display.set_mode((w, h), pygame.RESIZABLE)
    else:
        app.window_handle().size = (w, h)
    kind = rng.choice((pygame.VIDEORESIZE, pygame.WINDOWRESIZED, pygame.WINDOWSIZECHANGED))
    return pygame.event.Event(kind, size=(w, h), w=w, h=h, x=w, y=h)


def random_event(app: App, rng: random.Random) -> pygame.event.Event:
    w, h = app.size
    pos = (rng.randint(-5, w + 5), rng.randint(-5, h + 5))
    roll = rng.random()
    if roll < 0.25:
        return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    if roll < 0.45:
        kind = rng.choice((pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP))
        return pygame.event.Event(kind, pos=pos, button=rng.choice((1, 1, 1, 2, 3, 4, 5)))
    if roll < 0.70:
        key = rng.choice(KEYS)
        kind = rng.choice((pygame.KEYDOWN, pygame.KEYDOWN, pygame.KEYUP))
        return pygame.event.Event(kind, key=key, mod=rng.choice(MODS), unicode="",
                                  scancode=0)
    if roll < 0.75:
        return pygame.event.Event(pygame.TEXTINPUT, text=rng.choice(("a", "中", " ", "?")))
    if roll < 0.82:
        dy = rng.choice((-3, -1, 1, 3))
        return pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=dy, flipped=False,
                                  precise_x=0.0, precise_y=float(dy))
    if roll < 0.86:
        return resize(app, rng)
    return pad_event(rng)


def pad_event(rng: random.Random) -> pygame.event.Event:
    joy = rng.choice((0, 1, 7))
    roll = rng.random()
    if roll < 0.4:
        kind = rng.choice((pygame.JOYBUTTONDOWN, pygame.JOYBUTTONUP))
        return pygame.event.Event(kind, joy=joy, instance_id=joy, button=rng.randint(0, 15))
    if roll < 0.65:
        return pygame.event.Event(pygame.JOYHATMOTION, joy=joy, instance_id=joy, hat=0,
                                  value=(rng.randint(-1, 1), rng.randint(-1, 1)))
    if roll < 0.85:
        return pygame.event.Event(pygame.JOYAXISMOTION, joy=joy, instance_id=joy,
                                  axis=rng.randint(0, 5), value=rng.uniform(-1, 1))
    if roll < 0.93:
        return pygame.event.Event(pygame.JOYDEVICEADDED, device_index=rng.randint(0, 40))
    return pygame.event.Event(pygame.JOYDEVICEREMOVED, instance_id=rng.randint(-1, 40))


def reopen(app: App, name: str) -> Scene:
    """The scene under test alone (with what it stands on), in a normal window."""
    app.stack.scenes.clear()
    app.running = True
    app.settings.fullscreen = False
    pygame.display.set_mode((1280, 720), pygame.RESIZABLE)
    app.resized()
    ways = opening(app)
    return push_scene(app, name, *ways[name]())


@pytest.mark.parametrize("name", sorted(SCENES))
def test_random_input_never_reaches_the_error_screen(app: App, name: str) -> None:
    """Each frame takes one to four events, as a real one often does; a scene closed
    by the input (or an app told to quit) is opened again."""
    for seed in SEEDS:
        rng = random.Random(f"{name}:{seed}")
        opened = reopen(app, name)
        fed = 0
        while fed < EVENTS:
            if not app.running or opened not in app.stack.scenes:
                opened = reopen(app, name)
            events = [random_event(app, rng) for _ in range(rng.randint(1, 4))]
            fed += len(events)
            app.step(rng.choice((1 / 60, 1 / 60, 0.1)), events)
            top = app.stack.top
            assert not isinstance(top, ErrorScene) or top is opened, (name, seed, fed)
            assert app.size[0] >= MIN_SIZE[0] and app.size[1] >= MIN_SIZE[1]


# ---- the window ----------------------------------------------------------------------
def test_the_window_keeps_its_minimum_size_through_full_screen_and_back(app: App) -> None:
    assert tuple(app.window_handle().minimum_size) == MIN_SIZE
    app.toggle_fullscreen()
    app.toggle_fullscreen()  # a new display mode forgets the minimum: it is asked again
    assert tuple(app.window_handle().minimum_size) == MIN_SIZE
    app.window_handle().size = (200, 100)  # SDL keeps to it
    app.step(1 / 60, [])
    assert app.size == MIN_SIZE


def test_a_window_forced_below_the_minimum_is_laid_out_at_the_minimum(app: App) -> None:
    pygame.display.set_mode((300, 1000), pygame.RESIZABLE)  # a window manager ignoring it
    app.step(1 / 60, [pygame.event.Event(pygame.VIDEORESIZE, size=(300, 1000), w=300, h=1000)])
    assert app.size == (MIN_SIZE[0], 1000) == app.window.get_size()


@pytest.mark.parametrize(("before", "named"), [
    (None, "house-on-the-hill"),
    ("__main__.py", "house-on-the-hill"),  # what pygame's import sets under X11
    ("my-own-class", "my-own-class"),  # a player's own choice is kept
])
def test_the_window_is_named_for_the_game_before_the_display_starts(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, before: str | None,
        named: str) -> None:
    """X11's WM_CLASS is read from SDL_VIDEO_X11_WMCLASS when the display starts:
    the game's name, not `__main__.py` (`python -m game`'s argv[0])."""
    monkeypatch.setenv("HOUSE_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setenv("HOUSE_LOG_DIR", str(tmp_path / "logs"))
    monkeypatch.setattr(sys, "argv", ["/somewhere/game/__main__.py"])
    if before is None:
        monkeypatch.delenv("SDL_VIDEO_X11_WMCLASS", raising=False)
    else:
        monkeypatch.setenv("SDL_VIDEO_X11_WMCLASS", before)
    pygame.quit()
    seen: list[str | None] = []
    real_init = pygame.init

    def init() -> tuple[int, int]:
        seen.append(os.environ.get("SDL_VIDEO_X11_WMCLASS"))
        return real_init()

    monkeypatch.setattr(pygame, "init", init)
    App(Settings(), size=(1280, 720))
    pygame.quit()
    assert seen == [named]


# ---- gamepads ------------------------------------------------------------------------
class Pad:
    """A pad as the app keeps it (the dummy driver has none to plug in)."""

    def __init__(self, instance_id: int):
        self.instance_id = instance_id
        self.closed = False

    def get_instance_id(self) -> int:
        return self.instance_id

    def quit(self) -> None:
        self.closed = True


def test_a_pad_gone_before_it_was_opened_is_no_error(app: App) -> None:
    push_scene(app, "title")
    app.safe_step(1 / 60, [pygame.event.Event(pygame.JOYDEVICEADDED, device_index=9)])
    assert not isinstance(app.stack.top, ErrorScene)
    assert app.pads == {}


def test_a_pad_pulled_out_is_forgotten(app: App) -> None:
    push_scene(app, "title")
    pad = Pad(4)
    app.pads[4] = pad  # type: ignore[assignment]
    app.safe_step(1 / 60, [pygame.event.Event(pygame.JOYDEVICEREMOVED, instance_id=4),
                           pygame.event.Event(pygame.JOYDEVICEREMOVED, instance_id=5)])
    assert app.pads == {} and pad.closed
    assert not isinstance(app.stack.top, ErrorScene)


# ---- the shared helpers below any size ----------------------------------------------
def test_the_drawing_helpers_take_a_layout_squeezed_to_nothing(app: App) -> None:
    """A full screen smaller than the minimum still draws (nothing where there is no room)."""
    from game.ui import assets, theme
    from game.ui.widgets import panel, part, sheet, veil

    surface = pygame.Surface((100, 80))
    assert sheet((-5, 10)).get_size() == (0, 10)
    assert veil((-1, -1), theme.INK, 100).get_size() == (0, 0)
    panel(surface, pygame.Rect(10, 10, -30, -4))
    assert part(surface, pygame.Rect(90, 70, 40, 40)).get_size() == (10, 10)
    assert part(surface, pygame.Rect(300, -50, 40, 40)).get_size() == (0, 0)
    assert part(surface, pygame.Rect(20, 20, -5, 10)).get_size() == (0, 0)
    icon = assets.scaled(("icons", "app.png"), -3)
    assert icon is not None and icon.get_size() == (0, 0)
