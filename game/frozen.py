"""The PyInstaller download: a log file, since a windowed app has no console.

`log_to_file()` is called first thing by game/__main__.py. From source it does
nothing. Frozen (`sys.frozen`), it writes everything printed to stdout and
stderr (tracebacks included) into house-on-the-hill.log in the user's log folder
(platformdirs.user_log_dir; HOUSE_LOG_DIR overrides it), keeping the previous
run's log as house-on-the-hill.log.1. Where the process still has a terminal
(Linux, macOS from a shell, `--smoke` in CI) the output goes there too.

`relaunch(*args)` is the command that starts this game again (`bench` times a
fresh start with it): the app itself in the download, whose first argument is a
verb, and `python -m game` from source. The relaunched app adds its output to
the running app's log (CHILD) instead of starting a new one.
"""

from __future__ import annotations

import faulthandler
import os
import sys
from pathlib import Path
from typing import TextIO

APP = "house-on-the-hill"
CHILD = "HOUSE_LOG_CHILD"  # set for a relaunched app: add to the log, keep no .log.1


class _Tee:
    """A text stream that writes to the log file and, if there is one, the terminal."""

    def __init__(self, log: TextIO, terminal: TextIO | None):
        self.log = log
        self.terminal = terminal

    def write(self, text: str) -> int:
        self.log.write(text)
        if self.terminal is not None:
            try:
                self.terminal.write(text)
            except (OSError, ValueError):
                self.terminal = None
        return len(text)

    def flush(self) -> None:
        self.log.flush()
        if self.terminal is not None:
            try:
                self.terminal.flush()
            except (OSError, ValueError):
                self.terminal = None

    def isatty(self) -> bool:
        return False

    @property
    def encoding(self) -> str:
        return "utf-8"

    def fileno(self) -> int:
        return self.log.fileno()


def relaunch(*args: str) -> list[str]:
    """The command line that runs this game again with `args` (a verb and its options)."""
    if getattr(sys, "frozen", False):
        return [sys.executable, *args]
    return [sys.executable, "-m", "game", *args]


def relaunch_env() -> dict[str, str]:
    """The environment for `relaunch`: this one, marked so the child shares the log."""
    return {**os.environ, CHILD: "1"}


def log_dir() -> Path:
    override = os.environ.get("HOUSE_LOG_DIR")
    if override:
        return Path(override)
    from platformdirs import user_log_dir

    return Path(user_log_dir(APP, appauthor=False))


def log_to_file(force: bool = False) -> Path | None:
    """In a frozen app, send stdout and stderr into the log file; returns its path
    (None from source, or if the folder cannot be written: the game still runs)."""
    if not (force or getattr(sys, "frozen", False)):
        return None
    try:
        folder = log_dir()
        folder.mkdir(parents=True, exist_ok=True)
        path = folder / f"{APP}.log"
        child = bool(os.environ.get(CHILD))
        if path.exists() and not child:
            path.replace(path.with_name(f"{APP}.log.1"))
        mode = "a" if child else "w"
        log = open(path, mode, encoding="utf-8", buffering=1)  # noqa: SIM115 (lives with the app)
    except OSError:
        return None
    sys.stdout = _Tee(log, sys.stdout)
    sys.stderr = _Tee(log, sys.stderr)
    faulthandler.enable(log)  # a crash inside SDL still leaves a trace in the log
    return path
