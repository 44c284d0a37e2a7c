"""`python -m game --smoke`: the check the downloaded bundle runs in CI, from source."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_smoke_plays_saves_and_loads(tmp_path: Path) -> None:
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           "HOUSE_CONFIG_DIR": str(tmp_path), "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    out = subprocess.run([sys.executable, "-m", "game", "--smoke"], capture_output=True,
                         text=True, cwd=ROOT, env=env, timeout=300)
    assert out.returncode == 0, out.stdout + out.stderr
    assert "smoke ok" in out.stdout
    assert "Traceback" not in out.stderr


def test_the_log_file_is_only_for_the_frozen_app(tmp_path: Path) -> None:
    code = ("import sys; from game.frozen import log_to_file; "
            "print(log_to_file()); p = log_to_file(force=True); print('to the log'); "
            "print('and this', file=sys.stderr); sys.stdout.flush(); sys.__stdout__.write(str(p))")
    env = {**os.environ, "HOUSE_LOG_DIR": str(tmp_path / "logs")}
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         cwd=ROOT, env=env, timeout=60)
    assert out.returncode == 0, out.stderr
    assert out.stdout.startswith("None\n")  # from source: nothing changes
    log = (tmp_path / "logs" / "house-on-the-hill.log").read_text(encoding="utf-8")
    assert "to the log" in log and "and this" in log
    assert "to the log" in out.stdout  # a terminal, where there is one, still gets it
