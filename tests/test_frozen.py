"""The download runs every verb: a verb that starts the game again (`bench` times a
fresh start) starts the app itself when frozen, whose first argument is a verb, and
`python -m game` from source; the started app adds to the running app's log."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from game import frozen

ROOT = Path(__file__).resolve().parent.parent


def test_from_source_the_game_starts_again_as_a_module(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delattr(sys, "frozen", raising=False)
    assert frozen.relaunch("play") == [sys.executable, "-m", "game", "play"]


def test_the_download_starts_itself_with_the_verb(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "executable", "/opt/house-on-the-hill/house-on-the-hill")
    assert frozen.relaunch("play", "--lang", "en") == [
        "/opt/house-on-the-hill/house-on-the-hill", "play", "--lang", "en"]
    assert frozen.relaunch_env()[frozen.CHILD] == "1"


def test_a_started_app_adds_to_the_log_and_keeps_the_last_one(tmp_path: Path) -> None:
    code = "from game.frozen import log_to_file; log_to_file(force=True); print({!r})"
    env = {**os.environ, "HOUSE_LOG_DIR": str(tmp_path)}
    env.pop(frozen.CHILD, None)
    for text, extra in (("older", {}), ("parent", {}), ("child", {frozen.CHILD: "1"})):
        subprocess.run([sys.executable, "-c", code.format(text)], cwd=ROOT, env={**env, **extra},
                       check=True, capture_output=True, timeout=60)
    log = (tmp_path / "house-on-the-hill.log").read_text(encoding="utf-8")
    assert log.split() == ["parent", "child"]
    assert (tmp_path / "house-on-the-hill.log.1").read_text(encoding="utf-8").split() == ["older"]
