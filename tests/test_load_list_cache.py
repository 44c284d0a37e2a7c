"""The Load screen reads each unchanged save once: opening it again costs no reading
(game.ui.saved_games), and a file changed on disk is read anew."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game import saves
from game.saves import Recording, save_new
from game.sim import setup_for
from game.text import set_language
from game.ui import saved_games
from tests.helpers import content


def test_unchanged_saves_are_read_once_and_changed_ones_again(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HOUSE_CONFIG_DIR", str(tmp_path))
    set_language("en")
    folder = saved_games.saves_dir()
    paths = [save_new(folder, Recording(content(), setup_for(content(), s, 4)))
             for s in range(3)]
    read: list[Path] = []
    real = saves.peek

    def counted(path: Path) -> dict[str, object]:
        read.append(path)
        return real(path)

    monkeypatch.setattr(saves, "peek", counted)
    first = saved_games.entries()
    assert sorted(read) == sorted(paths)
    assert saved_games.entries() == first and len(read) == 3  # the second open reads nothing
    data = json.loads(paths[0].read_text())
    data["checksum"] = "0" * 64  # edited on disk: read again, now refused
    paths[0].write_text(json.dumps(data))
    rows = {e.path: e for e in saved_games.entries()}
    assert read[3:] == [paths[0]] and rows[paths[0]].problem.startswith(paths[0].name)
