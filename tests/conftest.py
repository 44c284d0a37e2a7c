"""Shared test setup: no display, no audio, no network; a window for UI tests."""

import os
from collections.abc import Iterator
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # after the drivers are chosen
import pytest

from game.app import App
from game.settings import Settings
from game.ui import assets


@pytest.fixture(autouse=True)
def same_language() -> Iterator[None]:
    """Whatever language a test switched to (a zh-Hant gallery, a Settings row),
    the next test starts in the language the run started in."""
    from game import text

    before = text.language()
    yield
    if text.language() != before:
        text.set_language(before)


@pytest.fixture(autouse=True)
def fresh_fonts() -> Iterator[None]:
    """After a test that closed pygame, forget the fonts it loaded: they died with
    it, and a later test in the same process must not meet them cached."""
    yield
    if not pygame.font.get_init():
        assets.clear()


@pytest.fixture
def app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[App]:
    """A 1280x720 window with its settings and logs in a scratch folder and quick
    animations. Test files that need another window define their own."""
    monkeypatch.setenv("HOUSE_CONFIG_DIR", str(tmp_path))
    monkeypatch.setenv("HOUSE_LOG_DIR", str(tmp_path / "logs"))  # never the user's logs
    a = App(Settings(), size=(1280, 720))
    a.settings.animation_speed = 4.0
    yield a
    pygame.quit()


@pytest.fixture
def tree(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A copy of levels/, assets/text/ and the room tiles' images (assets/rooms/)
    that the loader and the text layer read instead of the real ones (through
    game.resources), for tests that break it."""
    import shutil

    from game import resources, text

    root = Path(__file__).resolve().parent.parent
    for part in ("levels", "assets/text", "assets/rooms"):
        shutil.copytree(root / part, tmp_path / part)
    monkeypatch.setattr(resources, "root", lambda: tmp_path)
    text.reload()
    yield tmp_path
    text.reload()


@pytest.fixture
def broken_copy(tmp_path: Path) -> Path:
    """A copy of the game (code, levels, assets) whose content files a test may
    break, run as its own process from `tmp_path`."""
    import shutil

    root = Path(__file__).resolve().parent.parent
    for name in ("game", "levels", "assets"):
        shutil.copytree(root / name, tmp_path / name,
                        ignore=shutil.ignore_patterns("__pycache__"))
    return tmp_path
