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


@pytest.fixture
def app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[App]:
    """A 1280x720 window with its settings in a scratch folder and quick
    animations. Test files that need another window define their own."""
    monkeypatch.setenv("HOUSE_CONFIG_DIR", str(tmp_path))
    a = App(Settings(), size=(1280, 720))
    a.settings.animation_speed = 4.0
    yield a
    pygame.quit()
