"""A save loads off the frame loop (issue 13): the Load screen replays it a step at
a time under a progress bar ("Loading… 42%", in both languages) while the window
keeps drawing; the game arrives with its history written on the way; a broken save
gives its one clear message; Esc stops it. Driven frame by frame with the dummy
driver, a fixed number of steps a frame: bounded by frames, never by the clock."""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest

from game import saves
from game.app import App
from game.recording import Recording
from game.saves import save
from game.sim import walked
from game.text import set_language, t
from game.ui import saved_games
from game.ui.history import History
from game.ui.scenes import load as load_scene
from game.ui.scenes.board import BoardScene
from game.ui.scenes.load import LoadScene
from game.ui.scenes.title import TitleScene
from tests.helpers import content

DT = 1 / 60
STEPS = 40  # a frame's steps in these tests
FRAMES = 10_000  # more than any of these loads takes at STEPS a frame


@pytest.fixture(autouse=True)
def steady(monkeypatch: pytest.MonkeyPatch) -> None:
    """Exactly STEPS steps a frame: no frame may take more because the machine is quick."""
    monkeypatch.setattr(load_scene, "STEPS_AT_LEAST", STEPS)
    monkeypatch.setattr(load_scene, "FRAME_SECONDS", 0.0)


def long_game(actions: int) -> Recording:
    return walked(content(), actions)


def saved(rec: Recording) -> Path:
    folder = saved_games.saves_dir()
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "long.json"
    save(path, rec)
    return path


def opened_over_title(app: App, path: Path | None = None) -> LoadScene:
    app.push(TitleScene(app))
    screen = LoadScene(app, path)
    app.push(screen)
    return screen


def test_a_long_save_loads_a_step_a_frame_with_progress_and_its_history(app: App) -> None:
    set_language("en")
    rec = long_game(600)
    screen = opened_over_title(app, saved(rec))
    seen: list[float] = []
    frames = 0
    while isinstance(app.stack.top, LoadScene) and frames < FRAMES:
        assert screen.opening is not None
        seen.append(screen.opening.progress)
        app.step(DT, [])  # every frame is drawn while it loads
        frames += 1
    board = app.stack.top
    assert isinstance(board, BoardScene)
    assert frames > 10 and seen == sorted(seen) and 0 < seen[len(seen) // 2] < 1
    assert board.game.state == rec.game.state and len(board.session.recording.actions) == 600
    # the history was written on the way, the same as replaying it anew would write
    written = board.session._history
    assert written is not None and written.entries == History.of(rec).entries


def test_the_progress_reads_loading_and_a_percentage_in_both_languages(app: App) -> None:
    for language, word in (("en", "Loading… "), ("zh-Hant", "讀取中… ")):
        set_language(language)
        screen = opened_over_title(app, saved(long_game(300)))
        for _ in range(8):
            app.step(DT, [])
        assert screen.opening is not None
        percent = int(screen.opening.progress * 100)
        assert 0 < percent < 100
        assert t("load.loading", percent=percent) == f"{word}{percent}%"
        app.stack.scenes.clear()
    set_language("en")


def test_a_broken_save_gives_its_one_clear_message_and_the_list_stays(app: App) -> None:
    set_language("en")
    path = saved(long_game(300))
    data = json.loads(path.read_text())
    data["actions"][200] = {"type": "move", "to": "nowhere"}  # signed: only replay finds it
    body = {k: v for k, v in data.items() if k != "checksum"}
    path.write_text(json.dumps({**body, "checksum": saves._checksum(body)}))
    said = saved_games.open_saved(app.content, path)[1]
    assert said.startswith("long.json: action 201 cannot be replayed")
    screen = opened_over_title(app, path)
    for _ in range(FRAMES):
        if screen.opening is None:
            break
        app.step(DT, [])
    assert app.stack.top is screen and screen.opening is None and not screen.straight
    assert app.notices[-1][0] == said  # the list shows now: the file can be deleted
    assert [e.path for e in screen.entries] == [path] and screen.entries[0].title


def test_esc_stops_loading(app: App) -> None:
    set_language("en")
    path = saved(long_game(600))
    screen = opened_over_title(app)  # from the list: it stays
    screen.menu.buttons[0].action()
    app.step(DT, [])
    assert screen.opening is not None and 0 < screen.opening.progress < 1
    esc = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="",
                             scancode=0)
    app.step(DT, [esc])
    assert app.stack.top is screen and screen.opening is None
    assert app.notices[-1][0] == "Loading stopped"
    for _ in range(50):  # nothing arrives later
        app.step(DT, [])
    assert app.stack.top is screen
    straight = LoadScene(app, path)  # opened to load one file (Continue): it goes
    app.push(straight)
    app.step(DT, [])
    app.step(DT, [esc])
    assert app.stack.top is screen


def test_the_stop_button_stops_loading_but_a_first_enter_does_not(app: App) -> None:
    set_language("en")
    screen = opened_over_title(app, saved(long_game(600)))
    app.step(DT, [])
    enter = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="",
                               scancode=0)
    app.step(DT, [enter])  # a second press of the Enter that chose the save
    assert screen.opening is not None
    stop = screen.stop.buttons[0].rect.center
    app.step(DT, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=stop, button=1)])
    assert screen.opening is None and isinstance(app.stack.top, TitleScene)


def test_a_small_save_opens_before_the_next_frame(app: App) -> None:
    set_language("en")
    screen = opened_over_title(app, saved(long_game(5)))
    assert screen.opening is None and isinstance(app.stack.top, BoardScene)
