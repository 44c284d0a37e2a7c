"""Saved games as the window sees them: where they live, which exist, opening one."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

from game.content.types import Content
from game.saves import SaveError, load, save
from game.settings import config_dir
from game.ui.session import Session

MANUAL = "manual.json"


def saves_dir() -> Path:
    return config_dir() / "saves"


def saved_games() -> list[Path]:
    """Save files, newest first."""
    folder = saves_dir()
    if not folder.is_dir():
        return []
    files = [p for p in folder.glob("*.json") if p.is_file()]
    return sorted(files, key=lambda p: p.stat().st_mtime, reverse=True)


def describe(path: Path) -> str:
    when = datetime.fromtimestamp(path.stat().st_mtime).strftime("%Y-%m-%d %H:%M")
    return f"{path.stem} · {when}"


def write(session: Session) -> Path:
    folder = saves_dir()
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / MANUAL
    save(path, session.recording)
    return path


def open_saved(content: Content, path: Path) -> tuple[Session | None, str]:
    """The session of a save file, or None and one line saying why it can't be."""
    try:
        return Session.resume(load(path, content)), ""
    except SaveError as exc:
        return None, str(exc)
