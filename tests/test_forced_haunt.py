"""A designer looks at one haunt in the window: `play --haunt ID` and
`demo --haunt ID` make every haunt that starts this one (as `simulate --haunt`)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from game.app import App
from game.cli import parser


@pytest.fixture
def window(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[type[App]]:
    """App, with its settings and logs in a scratch folder."""
    monkeypatch.setenv("HOUSE_CONFIG_DIR", str(tmp_path))
    monkeypatch.setenv("HOUSE_LOG_DIR", str(tmp_path / "logs"))
    yield App
    pygame.quit()


def test_play_and_demo_take_a_haunt():
    assert parser().parse_args(["play", "--haunt", "wax_procession"]).haunt == "wax_procession"
    assert parser().parse_args(["demo", "--haunt", "wax_procession"]).haunt == "wax_procession"


def test_the_window_plays_only_the_forced_haunt(window):
    app = window(haunt="wax_procession")
    assert set(app.content.chart.values()) == {"wax_procession"}
    assert app.content_errors == []


def test_a_haunt_that_does_not_exist_is_one_clear_line(window):
    app = window(haunt="no_such_haunt")
    app.content  # noqa: B018
    assert len(app.content_errors) == 1 and "no_such_haunt" in app.content_errors[0]
