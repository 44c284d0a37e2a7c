"""The game's log: a small rotating file in the user's log folder (platformdirs).

Unexpected errors go there with their traceback; the error screen tells the
player where the file is.
"""

from __future__ import annotations

import logging
import os
from logging.handlers import RotatingFileHandler
from pathlib import Path

from platformdirs import user_log_dir

APP = "house-on-the-hill"
MAX_BYTES = 256 * 1024
BACKUPS = 3

log = logging.getLogger("game")


def log_dir() -> Path:
    override = os.environ.get("HOUSE_LOG_DIR")
    return Path(override) if override else Path(user_log_dir(APP, appauthor=False))


def log_file() -> Path:
    return log_dir() / "game.log"


def setup() -> Path | None:
    """Log to the rotating file (replacing one set up for another folder); None if
    the folder cannot be written."""
    path = log_file()
    for h in list(log.handlers):
        if isinstance(h, RotatingFileHandler):
            if Path(h.baseFilename) == path.resolve():
                return path
            log.removeHandler(h)
            h.close()
    try:
        log_dir().mkdir(parents=True, exist_ok=True)
        handler = RotatingFileHandler(log_file(), maxBytes=MAX_BYTES, backupCount=BACKUPS,
                                      encoding="utf-8")
    except OSError:
        return None
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    log.addHandler(handler)
    log.setLevel(logging.INFO)
    return log_file()
