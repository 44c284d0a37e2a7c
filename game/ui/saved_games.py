"""Saved games as the window sees them: where they live (the user's config folder,
game.settings.config_dir()), which exist, what each holds (who plays, solo or
hotseat, which haunt and how far), opening one a step at a time (`Opening`, so the
window keeps drawing) and deleting one. Listing the saves reads no file: a row is
read (`entry`) when it is shown, once while the file is unchanged."""

from __future__ import annotations

import contextlib
import gc
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from game import saves
from game.content.types import Content
from game.saves import SaveError, load, message, os_problem
from game.settings import config_dir
from game.text import has, join, t
from game.ui.history import History
from game.ui.session import Session


def saves_dir() -> Path:
    return config_dir() / "saves"


def finished_dir() -> Path:
    return config_dir() / "finished"


def finished_games() -> list[Path]:
    """Games played to their end (kept to be watched again), newest first."""
    saves.remove_stale_temporaries(finished_dir())
    return saves.save_files(finished_dir())


def keep_finished(session: Session) -> Path:
    """Keep a game that has ended, to be watched again (the newest saves.FINISHED_KEPT)."""
    return saves.save_finished(finished_dir(), session.recording)


def saved_games() -> list[Path]:
    """Save files of every kind, newest first (temporary files are never listed;
    those a killed game left behind are removed here)."""
    saves.remove_stale_temporaries(saves_dir())
    return saves.save_files(saves_dir())


@dataclass(frozen=True)
class Entry:
    """One row of the Load screen."""

    path: Path
    title: str  # "Turn 12 - 2026-11-21 14:03", marked when it is an autosave
    detail: str  # "Hotseat · Ann (Ingrid Solberg) and Bot (…)", or why it cannot be loaded
    problem: str  # "" when the save looks sound
    brief: str = ""  # the detail without the explorers, for a narrow row
    status: str = ""  # "Before the haunt", "The Wax Procession – round 3", …


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


def _list(summary: dict[str, object], key: str, kind: type) -> list:
    value = summary.get(key)
    return value if isinstance(value, list) and all(type(v) is kind for v in value) else []


def mode(humans: list[bool]) -> str:
    """Solo (one person and bots), hotseat (people taking turns) or bots only."""
    people = sum(humans)
    return t("load.mode.bots" if people == 0 else "load.mode.solo" if people == 1
             else "load.mode.hotseat")


def _players(summary: dict[str, object]) -> tuple[str, str]:
    """Who plays, with and without their explorers, after the mode when it is known."""
    explorers = [_explorer(e) for e in _list(summary, "explorers", str)]
    names = _list(summary, "players", str)
    humans = _list(summary, "humans", bool)
    if len(names) != len(explorers) or len(humans) != len(explorers):
        return join(explorers), join(explorers)
    shown = [(n or t("setup.player", n=i + 1)) if human else t("load.bot")
             for i, (n, human) in enumerate(zip(names, humans, strict=True))]
    full = join(t("load.player", name=n, explorer=e)
                for n, e in zip(shown, explorers, strict=True))
    how = mode(humans)
    return t("load.players", mode=how, players=full), \
        t("load.players", mode=how, players=join(shown))


def _haunt(hid: str) -> str:
    key = f"haunt.{hid}.title"
    return t(key) if has(key) else hid


def status(summary: dict[str, object]) -> str:
    """How far the game is: before the haunt, which haunt and its round, who won."""
    phase, hid = summary.get("phase"), summary.get("haunt")
    rnd, winner = summary.get("round"), summary.get("winner")
    if phase == "explore":
        return t("load.before_haunt")
    if not isinstance(hid, str) or not hid:
        return t("load.phase.over" if phase == "over" else "load.phase.haunt") \
            if phase in ("haunt", "over") else ""
    if phase == "over":
        key = f"load.over.{winner}"
        return t(key, haunt=_haunt(hid)) if has(key) else \
            t("load.over", haunt=_haunt(hid))
    if type(rnd) is int:
        return t("load.haunt_round", haunt=_haunt(hid), round=rnd)
    return _haunt(hid)


# What each file's summary was, by (path, inode, modified, size): the Load screen
# opens again without reading every save again; an edited or replaced file is read anew.
_PEEKED: dict[tuple[Path, int, int, int], dict[str, object] | SaveError] = {}
PEEKS_KEPT = 4096


def _peek(path: Path) -> dict[str, object]:
    """saves.peek, remembered while the file is unchanged. Raises SaveError."""
    try:
        st = path.stat()
    except OSError:
        return saves.peek(path)  # says why in the player's language
    key = (path, st.st_ino, st.st_mtime_ns, st.st_size)
    if key not in _PEEKED:
        if len(_PEEKED) >= PEEKS_KEPT:
            _PEEKED.clear()
        try:
            _PEEKED[key] = saves.peek(path)
        except SaveError as exc:
            _PEEKED[key] = exc
    found = _PEEKED[key]
    if isinstance(found, SaveError):
        raise found
    return found


def entry(path: Path) -> Entry:
    """What the Load screen says about a file, read cheaply (no replay, and each
    unchanged file read once)."""
    try:
        summary = _peek(path)
    except SaveError as exc:
        problem = message(exc)
        return Entry(path, path.stem, t("load.damaged", why=problem), problem)
    when = _when(path, summary)
    turn = summary.get("turn")
    title = t("load.entry", turn=turn, when=when) if type(turn) is int else \
        t("load.entry.old", name=path.stem, when=when)
    if saves.is_autosave(path):
        title = t("load.entry.auto", title=title)
    elif path.parent == finished_dir():
        title = t("load.entry.finished", title=title)
    detail, brief = _players(summary)
    return Entry(path, title, detail, "", brief, status(summary))


def pending(path: Path) -> Entry:
    """A row not read yet (it is read when it comes into view): the file's name."""
    return Entry(path, path.stem, t("load.reading"), "")


# The saves the last `write` removed to make room, by the file it wrote.
_MADE_ROOM: dict[Path, list[Path]] = {}


def describe(path: Path) -> str:
    """How the confirmation names a save just written: its title, and when saving it
    removed the game's oldest named save (saves.NAMED_KEPT are kept), which one."""
    title = entry(path).title
    gone = _MADE_ROOM.get(path, [])
    if not gone:
        return title
    named = [saves.named(p) for p in gone]
    titles = [t("load.entry", turn=n[2], when=n[1].strftime("%Y-%m-%d %H:%M")) if n
              else p.stem for p, n in zip(gone, named, strict=True)]
    return t("save.made_room", title=title, removed=join(titles), kept=saves.NAMED_KEPT)


def write(session: Session) -> Path:
    """A new named save (the pause menu's Save); never overwrites another. The game
    keeps its saves.NAMED_KEPT newest named saves: its oldest beyond them goes."""
    path, gone = saves.save_named(saves_dir(), session.recording)
    _MADE_ROOM.clear()
    _MADE_ROOM[path] = gone
    return path


def autosave(session: Session) -> Path:
    """This game's newest autosave, keeping its last three and the autosaves of the
    ten most recently saved games (see game.saves.autosave)."""
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
    """The session of a save file, or None and one line saying why it can't be, all
    at once (a window opens one with `Opening`, which keeps its frames coming)."""
    try:
        return Session(load(path, content)), ""
    except SaveError as exc:
        return None, message(exc)


class Opening:
    """A save being opened a step at a time (saves.loading), so the window keeps
    drawing and may stop it: `advance` takes steps, then `session` is the game or
    `problem` says in one line why it cannot be; `cancel` stops it. The history is
    written as the replay goes, so nothing is replayed twice.

    What each `advance` built is kept out of the garbage collector's sweeps
    (`gc.freeze`): a long game's record is millions of objects, and a sweep over all
    of them, again and again as they grow, would hold frames for a tenth of a second
    or more. They go back in at the next opening (`gc.unfreeze`), so an earlier
    game is collected then."""

    def __init__(self, content: Content, path: Path):
        self.path = path
        self.progress = 0.0  # 0 to 1
        self.session: Session | None = None
        self.problem = ""
        self._history = History()
        self._steps: saves.Steps[saves.Recording] | None = saves.loading(
            path, content, told=self._history.add)
        gc.unfreeze()

    @property
    def done(self) -> bool:
        return self._steps is None

    def advance(self, steps: int) -> None:
        """Take up to `steps` steps (an action replayed is one)."""
        try:
            for _ in range(steps):
                if self._steps is None:
                    return
                try:
                    self.progress = next(self._steps)
                except StopIteration as finished:
                    self._steps = None
                    self.progress = 1.0
                    self.session = Session(finished.value, self._history)
                except SaveError as exc:
                    self._steps = None
                    self.problem = message(exc)
        finally:
            gc.freeze()

    def cancel(self) -> None:
        """Stop where it is; nothing is opened."""
        if self._steps is not None:
            self._steps.close()
            self._steps = None
