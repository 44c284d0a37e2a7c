"""The Load screen opens at once however many saves there are (issue 13): the files
are listed by name and time only, a row is read when it comes into view, and each
unchanged file is read once (game.ui.saved_games); a file changed on disk is read anew."""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

import pygame
import pytest

from game import saves
from game.app import App
from game.recording import Recording
from game.saves import save_new
from game.sim import setup_for
from game.text import set_language
from game.ui import saved_games
from game.ui.scenes.load import LoadScene
from tests.helpers import content

DT = 1 / 60


def counted_peeks(monkeypatch: pytest.MonkeyPatch) -> list[Path]:
    read: list[Path] = []
    real = saves.peek

    def counted(path: Path) -> dict[str, object]:
        read.append(path)
        return real(path)

    monkeypatch.setattr(saves, "peek", counted)
    return read


def copies(n: int) -> list[Path]:
    """n saves (copies of one real save under distinct names), the first the newest."""
    folder = saved_games.saves_dir()
    first = save_new(folder, Recording(content(), setup_for(content(), 1, 4)))
    paths = [first] + [folder / f"save-copy-{i:05d}.json" for i in range(1, n)]
    for i, p in enumerate(paths):
        if i:
            shutil.copyfile(first, p)
        os.utime(p, ns=(10**18 - i * 10**9, 10**18 - i * 10**9))
    return paths


def test_opening_reads_only_the_rows_in_view_and_scrolling_reads_the_next(
        app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    set_language("en")
    paths = copies(60)
    read = counted_peeks(monkeypatch)
    screen = LoadScene(app)
    app.push(screen)
    app.step(DT, [])
    shown = screen.rows_shown
    assert 1 <= shown < 60 and read == paths[:shown]  # the rows in view, nothing more
    assert [e.path for e in screen.entries] == paths  # every file is listed
    assert all(not e.problem and e.title.startswith("Turn") for e in screen.entries[:shown])
    assert screen.entries[shown].detail == "Reading…"  # not read yet
    for _ in range(shown):  # down, past the last row in view
        app.step(DT, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0,
                                         unicode="", scancode=0)])
    assert read == paths[:shown + 1] and screen.read[shown]
    assert screen.menu.buttons[3 * shown].label == screen.entries[shown].title  # a row: 3
    screen.back()
    again = LoadScene(app)  # opened again: the rows in view are remembered, not read
    app.push(again)
    app.step(DT, [])
    assert read == paths[:shown + 1]


def test_unchanged_saves_are_read_once_and_changed_ones_again(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HOUSE_CONFIG_DIR", str(tmp_path))
    set_language("en")
    folder = saved_games.saves_dir()
    paths = [save_new(folder, Recording(content(), setup_for(content(), s, 4)))
             for s in range(3)]
    read = counted_peeks(monkeypatch)
    first = [saved_games.entry(p) for p in saved_games.saved_games()]
    assert sorted(read) == sorted(paths)
    assert [saved_games.entry(p) for p in saved_games.saved_games()] == first
    assert len(read) == 3  # the second look reads nothing
    data = json.loads(paths[0].read_text())
    data["checksum"] = "0" * 64  # edited on disk: read again, now refused
    paths[0].write_text(json.dumps(data))
    rows = {p: saved_games.entry(p) for p in saved_games.saved_games()}
    assert read[3:] == [paths[0]] and rows[paths[0]].problem.startswith(paths[0].name)
