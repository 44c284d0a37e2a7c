"""Saved games as the window sees them: where they live (the user's config folder,
game.settings.config_dir()), which exist, what each holds, opening and deleting one."""

from __future__ import annotations

import contextlib
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from game import saves
from game.content.types import Content
from game.saves import SaveError, load, message, os_problem
from game.settings import config_dir
from game.text import has, join, t
from game.ui.session import Session


def saves_dir() -> Path:
    return config_dir() / "saves"


def saved_games() -> list[Path]:
    """Save files of every kind, newest first (temporary files are never listed)."""
    return saves.save_files(saves_dir())


@dataclass(frozen=True)
class Entry:
    """One line of the Load screen."""

    path: Path
    title: str  # "Turn 12 - 2026-11-21 14:03", marked when it is an autosave
    detail: str  # the explorers, or why the file cannot be loaded
    problem: str  # "" when the save looks sound


def _when(path: Path, summary: dict[str, object]) -> str:
    stamp = summary.get("saved_at")
    when: datetime | None = None
    if isinstance(stamp, str):
        with contextlib.suppress(ValueError):
            when = datetime.fromisoformat(stamp)
    if when is None:
        try:
            when = datetime.fromtimestamp(path.stat().st_mtime)
        except (OSError, ValueError, OverflowError):
            return "?"
    return when.strftime("%Y-%m-%d %H:%M")


def _explorer(eid: str) -> str:
    key = f"explorer.{eid}.name"
    return t(key) if has(key) else eid


def entry(path: Path) -> Entry:
    """What the Load screen says about a file, read cheaply (no replay)."""
    try:
        summary = saves.peek(path)
    except SaveError as exc:
        problem = message(exc)
        return Entry(path, path.stem, t("load.damaged", why=problem), problem)
    when = _when(path, summary)
    turn = summary.get("turn")
    title = t("load.entry", turn=turn, when=when) if isinstance(turn, int) else \
        t("load.entry.old", name=path.stem, when=when)
    if saves.is_autosave(path):
        title = t("load.entry.auto", title=title)
    explorers = summary.get("explorers")
    detail = join(_explorer(e) for e in explorers) if isinstance(explorers, list) else ""
    return Entry(path, title, detail, "")


def entries() -> list[Entry]:
    return [entry(p) for p in saved_games()]


def describe(path: Path) -> str:
    return entry(path).title


def write(session: Session) -> Path:
    """A new named save (the pause menu's Save); never overwrites another."""
    return saves.save_new(saves_dir(), session.recording)


def autosave(session: Session) -> Path:
    """autosave-1.json, keeping the last three (see game.saves.autosave)."""
    folder = saves_dir()
    saves.remove_stale_temporaries(folder)
    return saves.autosave(folder, session.recording)


def delete(path: Path) -> str:
    """Remove a save; "" when gone, else one line saying why not."""
    try:
        path.unlink()
    except FileNotFoundError:
        return ""
    except OSError as exc:
        return t("load.delete_failed", name=path.name, why=os_problem(exc))
    return ""


def open_saved(content: Content, path: Path) -> tuple[Session | None, str]:
    """The session of a save file, or None and one line saying why it can't be."""
    try:
        return Session(load(path, content)), ""
    except SaveError as exc:
        return None, message(exc)
