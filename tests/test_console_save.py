"""The console's `s` writes a save the window's Load screen lists and loads, its bots
marked as bots; a save that cannot be written says why in one line."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from game import console
from game.saves import load
from game.text import set_language
from game.ui import saved_games
from tests.helpers import content


def _answers(monkeypatch: pytest.MonkeyPatch, *lines: str) -> None:
    feed: Iterator[str] = iter(lines)
    monkeypatch.setattr("builtins.input", lambda _prompt="": next(feed))


def test_the_console_save_is_listed_and_loads(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("HOUSE_CONFIG_DIR", str(tmp_path))
    set_language("en")
    _answers(monkeypatch, "1", "s", "q")
    assert console.play(content(), 3, 1, seed=5) == 0
    [row] = map(saved_games.entry, saved_games.saved_games())
    assert not row.problem and row.brief.startswith("Solo · ")
    assert str(row.path) in capsys.readouterr().out
    rec = load(row.path, content(), verify=True)
    assert [s["human"] for s in rec.seats] == [True, False, False]
    assert saved_games.open_saved(content(), row.path)[1] == ""


def test_a_console_save_that_cannot_be_written_says_why(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("HOUSE_CONFIG_DIR", str(tmp_path))
    set_language("en")
    saved_games.saves_dir().write_text("a file where the folder goes")
    _answers(monkeypatch, "s", "q")
    assert console.play(content(), 3, 1, seed=5) == 0
    said = [line for line in capsys.readouterr().out.splitlines() if "could not be saved" in line]
    assert len(said) == 1
