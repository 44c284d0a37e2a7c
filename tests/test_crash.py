"""An unexpected error shows the error screen, goes to the log, and the game goes on."""

from __future__ import annotations

import logging
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from game.app import App
from game.settings import Settings
from game.ui.scene import Scene
from game.ui.scenes.error import ErrorScene
from game.ui.scenes.title import TitleScene


class Broken(Scene):
    def update(self, dt: float) -> None:
        raise RuntimeError("the candle went out")


@pytest.fixture
def app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[App]:
    monkeypatch.setenv("HOUSE_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setenv("HOUSE_LOG_DIR", str(tmp_path / "logs"))
    a = App(Settings(), size=(1280, 720))
    yield a
    pygame.display.quit()


def test_an_error_is_logged_and_shown_and_the_way_back_works(app: App, tmp_path: Path) -> None:
    app.push(Broken(app))
    app.safe_step(1 / 60, [])
    screen = app.stack.top
    assert isinstance(screen, ErrorScene)
    assert screen.where.startswith("test_crash.py:")
    for handler in logging.getLogger("game").handlers:
        handler.flush()
    text = (tmp_path / "logs" / "game.log").read_text()
    assert "the candle went out" in text and "Traceback" in text
    app.safe_step(1 / 60, [])  # the error screen itself draws fine
    button = screen.menu.buttons[-1]  # no saves yet: only "Back to the title"
    app.safe_step(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=button.rect.center,
                                              button=1)])
    assert isinstance(app.stack.top, TitleScene)


def test_resume_loads_the_newest_save_under_the_progress_bar(app: App) -> None:
    """The error screen's Resume opens the newest save through the Load screen,
    a few steps a frame, and the board comes back."""
    from game.ui import saved_games
    from game.ui.scenes.board import BoardScene
    from game.ui.scenes.load import LoadScene
    from game.ui.session import Seat, Session

    session = Session.new(app.content, [Seat("Ann", True, "ingrid_solberg"),
                                        Seat("Bot", False, "amara_nwosu"),
                                        Seat("Bo", True, "rafael_duarte")], seed=3, today=(2, 2))
    for _ in range(6):
        session.submit(session.game.legal_actions(session.game.prompt.seat)[0])
    saved_games.write(session)
    app.push(Broken(app))
    app.safe_step(1 / 60, [])
    screen = app.stack.top
    assert isinstance(screen, ErrorScene)
    screen._resume()  # a small save opens at once, a big one a few steps a frame
    assert isinstance(app.stack.top, LoadScene | BoardScene)
    for _ in range(10):
        app.safe_step(1 / 60, [])
        if isinstance(app.stack.top, BoardScene):
            break
    assert isinstance(app.stack.top, BoardScene)
    assert app.stack.top.game.state == session.game.state
