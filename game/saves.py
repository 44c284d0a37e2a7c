"""Saved games: the setup and the actions, loaded by replaying them.

A save file is JSON data only (nothing in it is ever executed):

    {"format": 1, "content": "<fingerprint>", "setup": {"seed": .., "explorers": [..],
     "today": [m, d]}, "seats": [..], "summary": {"turn": .., "explorers": [..],
     "players": [..], "saved_at": "2026-11-21T14:03:05", "phase": "..", "humans": [..],
     "haunt": "<id or empty>", "round": .., "winner": ".."},
     "actions": [...], "events": [[...], ...], "checksum": "<sha256>"}

`events[0]` are the events of setting up, `events[i]` those of action i. They
let `replay --verify` prove the engine still does exactly what it did. `summary`
(inside the checksummed body) lets a list of saves be shown without replaying;
saves written before "humans", "haunt", "round" and "winner" existed lack them.

Every write is atomic: a temporary file in the same folder, flushed and synced,
then renamed over the target, then the folder synced. Each game keeps its own
autosaves, autosave-<game>-1.json the newest (<game>: `game_id`, from the setup),
rotating crash-safely (see `autosave`); the autosaves of the AUTOSAVE_GAMES most
recently saved games are kept, older games' go. A temporary left by a killed writer
is removed by the next start (`remove_stale_temporaries`). Autosaves of the older
layout (autosave-1.json, shared by every game) are still listed and loaded, and
never removed.

Named saves (the pause menu's Save) rotate too, each game apart: a game keeps its
NAMED_KEPT (20) newest named saves, save-<game>-<date>-<time>-turn-<n>.json, and
saving one more removes that game's oldest (`save_named` returns which, so the
confirmation can say so). Another game's saves are never touched, nor named saves
from before the game's id was in the name (save-<date>-<time>-turn-<n>.json).

Loading is done a step at a time (`loading`: the file parsed, checksummed and
replayed an action at a time, yielding how far it is), so a window keeps drawing
while a long game loads and may stop it; `load` does every step at once.

Every field is checked strictly, its type and range, before anything is replayed
(no coercion, no unknown fields), and a save is bounded: at most MAX_ACTIONS actions,
MAX_BYTES bytes, SEATS explorers, names of MAX_NAME letters; a bigger one is refused.

A save that cannot be loaded raises `SaveError(key, file, **params)`; `message`
says it in the player's language (`save.<key>` in assets/text/<lang>/saves.json).
"""

from __future__ import annotations

import contextlib
import errno
import hashlib
import json
import os
import re
import tempfile
from collections.abc import Callable, Generator, Iterator
from datetime import datetime
from functools import partial
from pathlib import Path
from typing import Any, TypeVar

from game import narrate
from game.content.types import Content
from game.engine import Event, Game, IllegalAction, Setup, action_from_json
from game.engine.actions import ActionFormatError
from game.engine.rules.setup import check_setup
from game.recording import Recording
from game.text import t

FORMAT = 1
# Converters from older formats: UPGRADERS[v] takes a save's data in format v (as
# read, checksum and all) and returns it in format v + 1, signed again. None yet:
# a format with no converter is refused with a message saying so.
UPGRADERS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {}
MAX_BYTES = 64 * 1024 * 1024  # no real save comes near this
MAX_MESSAGE = 300
# What a save may hold (a bigger one is refused, never half-read): no real game
# comes near these; a hostile save cannot make loading or the Load screen slow.
MAX_ACTIONS = 50_000  # random bots reach a few thousand; a person far fewer
MAX_NAME = 40  # a player's name (the setup screen takes 16 letters)
MAX_WORD = 64  # an explorer, haunt or phase id, a timestamp
SEATS = (3, 6)  # the game seats 3 to 6 explorers
AUTOSAVE = "autosave-{}-{}.json"  # game id, then 1 for the newest
AUTOSAVES_KEPT = 3  # for each game
AUTOSAVE_GAMES = 10  # the games whose autosaves are kept, the most recently saved
NAMED = "save-{}-{:%Y-%m-%d-%H%M%S}-turn-{}"  # game id, when, turn (then -2, -3, ... if taken)
NAMED_KEPT = 20  # each game's newest named saves: saving one more removes its oldest
FINISHED = "finished-{}.json"  # game id: a game played to its end, kept to be watched again
FINISHED_KEPT = 50  # the newest finished games kept: one more removes the oldest
_NAMED = re.compile(r"save-([0-9a-f]{12})-(\d{4}-\d\d-\d\d-\d{6})-turn-(\d{1,9})(?:-\d{1,9})?")
TEMP_SUFFIX = ".tmp"
# How much of a load's progress reading and checking take (the replay takes the rest).
READ_PART, CHECK_PART = 0.05, 0.05
T = TypeVar("T")
Steps = Generator[float, None, T]  # a piece of work done a step at a time: yields progress
Told = Callable[[Game, list[Event]], None]  # hears a batch of events as it is replayed
# What a failed read or write says, by errno: `save.os.<word>` (else the system's words).
OS_PROBLEMS = {getattr(errno, code): word for code, word in (
    ("ENOENT", "not_found"), ("ENOTDIR", "not_found"), ("EACCES", "denied"),
    ("EPERM", "denied"), ("ENOSPC", "full"), ("EDQUOT", "full"), ("EROFS", "read_only"),
    ("EISDIR", "is_folder"), ("ENAMETOOLONG", "name_too_long"), ("EIO", "io"),
) if hasattr(errno, code)}


class SaveError(Exception):
    """A save that cannot be loaded. It carries a text key (`save.<key>`) and its
    parameters: always `file` (the file's name), and what the sentence needs (an
    action's index, format numbers, a nested IllegalAction or OSError, which are
    translated in turn) -- data, so a test can check them. `message` says it in the
    player's language; str() is that same line."""

    def __init__(self, key: str, file: str, **params: Any):
        self.key = key
        self.params: dict[str, Any] = {"file": file, **params}
        super().__init__(key)

    def __str__(self) -> str:
        return message(self)


def message(exc: SaveError) -> str:
    """Why a save cannot be loaded, in the player's language, on one short line."""
    return one_line(t(f"save.{exc.key}", **{k: _said(v) for k, v in exc.params.items()}))


def _said(value: Any) -> Any:
    """A parameter as a sentence shows it: nested refusals in the player's language."""
    if isinstance(value, IllegalAction):
        return narrate.reason(value)
    if isinstance(value, OSError):
        return os_problem(value)
    return value


def os_problem(exc: OSError) -> str:
    """Why a file could not be read or written, in the player's language (the
    system's own words for an error the game has no sentence for)."""
    word = OS_PROBLEMS.get(exc.errno)  # type: ignore[arg-type]
    if word:
        return t(f"save.os.{word}")
    return one_line(t("save.os.other", why=exc.strerror or type(exc).__name__))


def one_line(text: str) -> str:
    """Control characters and line breaks become spaces, runs of space one, and the
    line is cut to MAX_MESSAGE characters: a message can never break a screen or a log."""
    line = "".join(c if c.isprintable() else " " for c in " ".join(str(text).split()))
    if len(line) > MAX_MESSAGE:
        line = line[:MAX_MESSAGE - 1] + "…"
    return line


def save_data(recording: Recording, saved_at: datetime | None = None) -> dict[str, Any]:
    """A game's save, as JSON data (the layout at the top of this module)."""
    body = {
        "format": FORMAT,
        "content": recording.game.content.fingerprint,
        "setup": recording.setup.to_json(),
        "seats": recording.seats,
        "summary": recording.summary(saved_at),
        "actions": [a.to_json() for a in recording.actions],
        "events": [[e.to_json() for e in batch] for batch in recording.events],
    }
    return {**body, "checksum": _checksum(body)}


def _checksum(body: dict[str, Any]) -> str:
    text = json.dumps(body, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()


def _signing(body: dict[str, Any]) -> Steps[str]:
    """`_checksum(body)`, the top-level lists hashed an element at a time: the same
    text (sorted keys, no spaces) is hashed, so the same sum."""
    digest = hashlib.sha256()
    count = max(1, sum(len(v) for v in body.values() if isinstance(v, list)))
    done = 0
    for n, key in enumerate(sorted(body)):
        value = body[key]
        digest.update(f"{',' if n else '{'}{_CANONICAL.encode(key)}:".encode())
        if not isinstance(value, list):
            digest.update(_CANONICAL.encode(value).encode())
            continue
        for j, item in enumerate(value):
            digest.update(f"{',' if j else '['}{_CANONICAL.encode(item)}".encode())
            done += 1
            yield done / count
        digest.update(b"]" if value else b"[]")
    digest.update(b"}" if body else b"{}")
    return digest.hexdigest()


def game_id(setup: Setup) -> str:
    """Which game a save belongs to: the same for every save of one game (its setup
    never changes), and for saves written before the id existed."""
    text = json.dumps(setup.to_json(), sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()[:12]


# ---- writing -------------------------------------------------------------------------

def _sync_folder(folder: Path) -> None:
    """Make a rename durable: fsync the folder, where the OS allows it (not Windows)."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def _write_temp(folder: Path, stem: str, data: bytes) -> Path:
    """A complete, synced temporary file in `folder` (ends in .tmp: never listed),
    named .<stem>.<writer's pid>.<random>.tmp so a later start knows whose it is."""
    fd, name = tempfile.mkstemp(dir=folder, prefix=f".{stem}.{os.getpid()}.",
                                suffix=TEMP_SUFFIX)
    tmp = Path(name)
    with _removed_on_failure(tmp), os.fdopen(fd, "wb") as f:
        f.write(data)
        f.flush()
        os.fsync(f.fileno())
    return tmp


@contextlib.contextmanager
def _removed_on_failure(tmp: Path) -> Iterator[None]:
    """If anything goes wrong (or the process is interrupted), the temporary
    file goes and the error goes on."""
    try:
        yield
    except BaseException:
        with contextlib.suppress(OSError):
            tmp.unlink()
        raise


def _encode(recording: Recording, saved_at: datetime | None = None) -> bytes:
    return json.dumps(save_data(recording, saved_at), separators=(",", ":")).encode("utf-8")


def save(path: Path, recording: Recording, saved_at: datetime | None = None) -> None:
    """Write a save atomically: a synced temporary file, renamed over `path`."""
    folder = path.parent
    tmp = _write_temp(folder, path.stem, _encode(recording, saved_at))
    with _removed_on_failure(tmp):
        os.replace(tmp, path)
    _sync_folder(folder)


def autosave(folder: Path, recording: Recording, keep: int = AUTOSAVES_KEPT,
             saved_at: datetime | None = None, games: int = AUTOSAVE_GAMES) -> Path:
    """Write this game's autosave-<game>-1.json (the newest), keeping `keep` of its
    autosaves and those of the `games` most recently saved games (older games'
    autosaves go). Crash-safe at every step: the new save is written and synced, then
    renamed to autosave-<game>-0.json (a complete save, listed as the newest), and only
    then do the older ones shift along (0 to 1, 1 to 2, ...). Killed at any moment,
    the newest complete save is a listed file, never a stranded temporary; a shift
    cut short is finished by the next autosave."""
    folder.mkdir(parents=True, exist_ok=True)
    tmp = _write_temp(folder, "autosave", _encode(recording, saved_at))
    gid = game_id(recording.setup)
    landing = folder / AUTOSAVE.format(gid, 0)
    with _removed_on_failure(tmp):
        if landing.exists():  # the last shift was cut short: finish it first
            _shift(folder, gid, keep)
        os.replace(tmp, landing)
    _sync_folder(folder)
    _shift(folder, gid, keep)
    _sync_folder(folder)
    _forget_old_games(folder, gid, games)
    return folder / AUTOSAVE.format(gid, 1)


def save_finished(folder: Path, recording: Recording, saved_at: datetime | None = None,
                  keep: int = FINISHED_KEPT) -> Path:
    """Keep a game played to its end in its own folder, to be watched again: one file
    a game (finished-<game>.json, written again if it is loaded and ends again), the
    `keep` newest kept, the oldest beyond them removed (saves never; nothing else)."""
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / FINISHED.format(game_id(recording.setup))
    save(path, recording, saved_at)
    finished = [p for p in save_files(folder) if p.name.startswith("finished-")]
    for old in finished[keep:]:
        with contextlib.suppress(OSError):
            old.unlink()
    return path


def _shift(folder: Path, gid: str, keep: int) -> None:
    """Each of the game's autosaves one place older (0 to 1, ...); number `keep` goes."""
    for i in range(keep - 1, -1, -1):
        older = folder / AUTOSAVE.format(gid, i)
        if older.exists():
            os.replace(older, folder / AUTOSAVE.format(gid, i + 1))


def _forget_old_games(folder: Path, gid: str, games: int) -> None:
    """Remove the autosaves of all but the `games` most recently saved games (this
    one always stays), so the folder never grows without end."""
    newest: dict[str, int] = {}
    files: dict[str, list[Path]] = {}
    for p in folder.glob("autosave-*-*.json"):
        other = p.stem.split("-")[1]
        with contextlib.suppress(OSError):
            newest[other] = max(newest.get(other, 0), p.stat().st_mtime_ns)
            files.setdefault(other, []).append(p)
    newest.pop(gid, None)
    for old in sorted(newest, key=lambda g: (newest[g], g), reverse=True)[games - 1:]:
        for p in files[old]:
            with contextlib.suppress(OSError):
                p.unlink()


def save_named(folder: Path, recording: Recording, now: datetime | None = None,
               keep: int = NAMED_KEPT) -> tuple[Path, list[Path]]:
    """A new named save, never overwriting one (save-<game>-<date>-<time>-turn-<n>.json),
    then this game's named saves beyond its `keep` newest removed, the oldest first:
    returns the new file and the removed ones. Other games' saves, and named saves
    written before the game's id was in the name, are never touched."""
    folder.mkdir(parents=True, exist_ok=True)
    now = now or datetime.now()
    gid = game_id(recording.setup)
    stem = NAMED.format(gid, now, recording.game.state.turn.number)
    path = folder / f"{stem}.json"
    n = 2
    while path.exists():
        path = folder / f"{stem}-{n}.json"
        n += 1
    save(path, recording, now)
    return path, _forget_old_named(folder, gid, path, keep)


def save_new(folder: Path, recording: Recording, now: datetime | None = None) -> Path:
    """`save_named`, for a caller that does not tell which older saves went."""
    return save_named(folder, recording, now)[0]


def named(path: Path) -> tuple[str, datetime, int] | None:
    """A named save's game id, when it was saved and its turn, read from its name
    (None for any other file, and for a named save from before the id was in it)."""
    found = _NAMED.fullmatch(path.stem)
    if found is None:
        return None
    try:
        when = datetime.strptime(found[2], "%Y-%m-%d-%H%M%S")
    except ValueError:
        return None
    return found[1], when, int(found[3])


def _forget_old_named(folder: Path, gid: str, new: Path, keep: int) -> list[Path]:
    """Remove this game's named saves beyond its `keep` newest (by when each was
    written; `new` always stays); returns those removed."""
    older: list[tuple[int, str, Path]] = []
    for p in folder.glob(f"save-{gid}-*.json"):
        with contextlib.suppress(OSError):
            if p != new and (mine := named(p)) and mine[0] == gid and p.is_file():
                older.append((p.stat().st_mtime_ns, p.name, p))
    older.sort(reverse=True)
    gone = []
    for _m, _n, p in older[max(0, keep - 1):]:
        with contextlib.suppress(OSError):
            p.unlink()
            gone.append(p)
    if gone:
        _sync_folder(folder)
    return gone


def is_autosave(path: Path) -> bool:
    return path.name.startswith("autosave-")


def save_files(folder: Path) -> list[Path]:
    """The save files in a folder (temporary files left by a crash are not), newest
    first; among autosaves written in the same instant, the lower number is newer.
    One look at the folder: each file's name, kind and time, nothing read."""
    found: list[tuple[int, int, str, Path]] = []
    try:
        with os.scandir(folder) as listing:
            for d in listing:
                with contextlib.suppress(OSError):
                    if d.name.endswith(".json") and d.is_file():
                        found.append((d.stat().st_mtime_ns, _rank(d.name), d.name,
                                      Path(d.path)))
    except OSError:  # no folder (yet), or one that cannot be read
        return []
    found.sort(key=lambda f: f[:3], reverse=True)
    return [f[3] for f in found]


def _rank(name: str) -> int:
    """An autosave's place among those written in the same instant (autosave-<game>-<n>,
    or autosave-<n> in the older layout): the lower number is newer. 0 for the rest."""
    if not name.startswith("autosave-"):
        return 0
    digits = name.removesuffix(".json").rsplit("-", 1)[-1]
    return -int(digits) if digits.isdigit() and len(digits) < 6 else -999_999


def remove_stale_temporaries(folder: Path, older_than: float = 3600.0) -> int:
    """Delete temporary files left by a crash: those whose writer (the pid in the
    name) no longer runs, and any older than `older_than` seconds. One whose writer
    still runs (another copy of the game, or this one) stays. Returns how many went."""
    if not folder.is_dir():
        return 0
    gone = 0
    limit = datetime.now().timestamp() - older_than
    for p in folder.glob(f".*{TEMP_SUFFIX}"):
        with contextlib.suppress(OSError):
            if p.is_file() and (not _writer_runs(p) or p.stat().st_mtime < limit):
                p.unlink()
                gone += 1
    return gone


def _writer_runs(tmp: Path) -> bool:
    """Whether the process that wrote this temporary may still be writing it (True
    when it cannot be told: an old-style name, or a system without signal 0)."""
    parts = tmp.name.split(".")
    if len(parts) < 5 or not parts[-3].isdigit() or os.name != "posix":
        return True
    pid = int(parts[-3])
    if pid == os.getpid():
        return True
    try:
        os.kill(pid, 0)  # signal 0: only asks whether the process exists
    except ProcessLookupError:
        return False
    except (OverflowError, OSError):  # someone else's process, or no such number
        pass
    return True


# ---- reading -------------------------------------------------------------------------

def _reading(path: Path, parse: Callable[[str], Steps[Any]] | None = None) -> Steps[Any]:
    """The file's JSON, parsed by `parse` (`_parsing`: a list element at a time)."""
    name = path.name
    try:
        with path.open("rb") as f:
            raw = f.read(MAX_BYTES + 1)
    except OSError as exc:
        raise SaveError("read_failed", name, why=exc) from None
    if len(raw) > MAX_BYTES:
        raise SaveError("too_large", name)
    try:
        return (yield from (parse or _parsing)(raw.decode("utf-8")))
    except (ValueError, RecursionError, MemoryError):
        # ValueError covers bad UTF-8, JSONDecodeError and integers too long to convert
        raise SaveError("not_json", name) from None


def _parsing(text: str) -> Steps[Any]:
    """json.loads(text), a save's top-level lists (its actions, its events) an element
    at a time: the same value and the same refusals (ValueError), but a long game
    never holds a frame. Yields how far through the text it is."""
    i = _skip(text, 0)
    if not text.startswith("{", i):
        return json.loads(text)  # no object, no save: refused whole by `_checking`
    found: dict[str, Any] = {}
    i = _skip(text, i + 1)
    if text.startswith("}", i):
        return _ended(text, i, found)
    while True:
        if not text.startswith('"', i):
            raise ValueError("a name is expected")
        key, i = _DECODER.raw_decode(text, i)
        i = _skip(text, i)
        if not text.startswith(":", i):
            raise ValueError("':' is expected")
        i = _skip(text, i + 1)
        if text.startswith("[", i):
            found[key], i = yield from _parsing_list(text, i)
        else:
            found[key], i = _DECODER.raw_decode(text, i)
        i = _skip(text, i)
        if text.startswith("}", i):
            return _ended(text, i, found)
        if not text.startswith(",", i):
            raise ValueError("',' or '}' is expected")
        i = _skip(text, i + 1)


def _parsing_list(text: str, i: int) -> Steps[tuple[list[Any], int]]:
    """The list starting at text[i] ('['), and where it ends."""
    items: list[Any] = []
    i = _skip(text, i + 1)
    if text.startswith("]", i):
        return items, i + 1
    while True:
        item, i = _DECODER.raw_decode(text, i)
        items.append(item)
        yield i / len(text)
        i = _skip(text, i)
        if text.startswith("]", i):
            return items, i + 1
        if not text.startswith(",", i):
            raise ValueError("',' or ']' is expected")
        i = _skip(text, i + 1)


def _skip(text: str, i: int) -> int:
    """Past the white space at text[i]."""
    found = _SPACE.match(text, i)
    return found.end() if found else i


def _ended(text: str, i: int, found: dict[str, Any]) -> dict[str, Any]:
    """The object closed at text[i] ('}'), and nothing but white space after it."""
    if _skip(text, i + 1) != len(text):
        raise ValueError("extra data")
    return found


_DECODER = json.JSONDecoder()
_SPACE = re.compile(r"[ \t\n\r]*")
_CANONICAL = json.JSONEncoder(sort_keys=True, separators=(",", ":"))


def _whole(work: Callable[[Any], T], value: Any) -> Steps[T]:
    """`work(value)` in one step: a peek has no frames to keep coming, and the
    library's own parser and hash are the quickest in one go."""
    yield 0.0
    return work(value)


def _run(steps: Steps[T]) -> T:
    """Every step at once (a script or a test has no frames to keep coming)."""
    while True:
        try:
            next(steps)
        except StopIteration as done:
            return done.value


def _scaled(steps: Steps[T], low: float, high: float) -> Steps[T]:
    """The same steps, their progress (0 to 1) told as a part (low to high) of a whole."""
    while True:
        try:
            done = next(steps)
        except StopIteration as finished:
            return finished.value
        yield low + (high - low) * done


def load(path: Path, content: Content, verify: bool = False) -> Recording:
    """Load a save by replaying it; with `verify`, every recorded event must match."""
    return _run(loading(path, content, verify))


def loading(path: Path, content: Content, verify: bool = False,
            told: Told | None = None) -> Steps[Recording]:
    """`load`, a small step at a time, so a window keeps drawing (and may stop it by
    closing the generator): yields how far it is (0 to 1) after each step and returns
    the Recording. `told(game, events)` hears the events of setting up and of each
    action as they are replayed. Raises SaveError."""
    name = path.name
    data = yield from _scaled(_reading(path), 0.0, READ_PART)
    data = yield from _scaled(_checking(data, name), READ_PART, READ_PART + CHECK_PART)
    if data["content"] != content.fingerprint:
        raise SaveError("other_content", name, saved=data["content"],
                        current=content.fingerprint)
    try:
        return (yield from _scaled(_replaying(data, content, verify, name, told),
                                   READ_PART + CHECK_PART, 1.0))
    except SaveError:
        raise
    except (RecursionError, MemoryError):
        raise SaveError("too_deep", name) from None
    except Exception as exc:  # the engine met data no honest save holds
        raise SaveError("rebuild_failed", name, error=type(exc).__name__) from None


def peek(path: Path) -> dict[str, Any]:
    """A save's summary without replaying it (format and checksum are checked);
    {} for a sound save written before summaries existed. A summary written before
    "humans" existed takes it from the seats. Raises SaveError."""
    name = path.name
    data = _run(_checking(_run(_reading(path, partial(_whole, json.loads))), name,
                          partial(_whole, _checksum)))
    summary = data.get("summary")
    if summary is None:
        setup = data["setup"]
        explorers = setup.get("explorers")
        return {"explorers": explorers} if _strings(explorers) else {}
    seats = data.get("seats")
    if "humans" not in summary and isinstance(seats, list) and all(
            isinstance(s, dict) and isinstance(s.get("human"), bool) for s in seats):
        return {**summary, "humans": [s["human"] for s in seats]}
    return summary


def _strings(value: Any, longest: int = MAX_WORD) -> bool:
    """A list of at most six strings, none longer than `longest`."""
    return isinstance(value, list) and len(value) <= SEATS[1] and all(
        type(v) is str and len(v) <= longest for v in value)


def _upgrade(data: dict[str, Any], name: str) -> dict[str, Any]:
    fmt = data.get("format")
    if not isinstance(fmt, int) or isinstance(fmt, bool):
        raise SaveError("format_not_number", name)
    if abs(fmt) > 10**9:
        raise SaveError("format_absurd", name)
    if fmt > FORMAT:
        raise SaveError("format_newer", name, format=fmt, current=FORMAT)
    while fmt < FORMAT:
        upgrader = UPGRADERS.get(fmt)
        if upgrader is None:
            raise SaveError("format_older", name, format=fmt, current=FORMAT)
        try:
            data = upgrader(data)
        except SaveError:
            raise
        except Exception as exc:  # a converter meeting data it cannot read
            raise SaveError("upgrade_crashed", name, format=fmt,
                            error=type(exc).__name__) from None
        if not isinstance(data, dict) or data.get("format") != fmt + 1:
            raise SaveError("upgrade_failed", name, format=fmt)
        fmt += 1
    return data


def _checking(data: Any, name: str, sign: Callable[[dict[str, Any]], Steps[str]] | None = None
              ) -> Steps[dict[str, Any]]:
    """Format (upgraded if older), the shape of the top level and the checksum, by
    `sign` (`_signing`: an action at a time)."""
    if not isinstance(data, dict) or "format" not in data:
        raise SaveError("not_save", name)
    data = _upgrade(data, name)
    for key, kind in (("content", str), ("setup", dict), ("actions", list), ("events", list),
                      ("checksum", str)):
        if not isinstance(data.get(key), kind):
            raise SaveError("part_missing", name, part=key)
    extra = sorted(set(data) - PARTS)
    if extra:
        raise SaveError("part_unknown", name, part=str(extra[0])[:MAX_WORD])
    if len(data["actions"]) > MAX_ACTIONS or len(data["events"]) > MAX_ACTIONS + 1:
        raise SaveError("too_many_actions", name, most=MAX_ACTIONS)
    body = {k: v for k, v in data.items() if k != "checksum"}
    try:
        signed = (yield from (sign or _signing)(body)) == data["checksum"]
    except (ValueError, RecursionError, MemoryError):
        signed = False
    if not signed:
        raise SaveError("checksum", name)
    summary = data.get("summary")
    if summary is not None and not _sound_summary(summary):
        raise SaveError("summary_unreadable", name)
    return data


PARTS = {"format", "content", "setup", "seats", "summary", "actions", "events", "checksum"}
# A summary's fields: a test of each value (older saves lack the last four).
SUMMARY: dict[str, Callable[[Any], bool]] = {
    "turn": lambda v: type(v) is int and 0 <= v < 1 << 31,
    "explorers": lambda v: _strings(v, MAX_WORD),
    "players": lambda v: _strings(v, MAX_NAME),
    "saved_at": lambda v: type(v) is str and len(v) <= MAX_WORD,
    "phase": lambda v: type(v) is str and len(v) <= MAX_WORD,
    "humans": lambda v: isinstance(v, list) and len(v) <= SEATS[1]
    and all(type(h) is bool for h in v),
    "haunt": lambda v: type(v) is str and len(v) <= MAX_WORD,
    "round": lambda v: type(v) is int and 0 <= v < 1 << 31,
    "winner": lambda v: type(v) is str and len(v) <= MAX_WORD,
}
SUMMARY_NEEDS = ("turn", "explorers", "players", "saved_at", "phase")


def _sound_summary(summary: Any) -> bool:
    """Every field known, of its type and within its bounds; the first five present."""
    return isinstance(summary, dict) and all(k in summary for k in SUMMARY_NEEDS) and all(
        k in SUMMARY and SUMMARY[k](v) for k, v in summary.items())


def _replaying(data: dict[str, Any], content: Content, verify: bool, name: str,
               told: Told | None) -> Steps[Recording]:
    """The game rebuilt, an action at a time; `told` hears each batch of events."""
    try:
        setup = Setup.from_json(data["setup"])
    except ValueError:
        raise SaveError("setup_unreadable", name) from None
    if not SEATS[0] <= len(setup.explorers) <= SEATS[1]:
        raise SaveError("seat_count", name, count=len(setup.explorers), least=SEATS[0],
                        most=SEATS[1])
    if check_setup(content, setup):  # its reason is for developers: the player hears "damaged"
        raise SaveError("setup_invalid", name)
    seats = data.get("seats")
    if seats is not None and not (
            isinstance(seats, list) and len(seats) == len(setup.explorers) and all(
                isinstance(s, dict) and s.keys() == {"name", "human"}
                and type(s["name"]) is str and len(s["name"]) <= MAX_NAME
                and type(s["human"]) is bool for s in seats)):
        raise SaveError("seats_unreadable", name)
    recording = Recording(content, setup, seats)
    expected = data["events"]
    if verify:
        _compare(name, 0, recording.events[0], expected)
    if told:
        told(recording.game, recording.events[0])
    actions = data["actions"]
    count = len(actions)
    for i in range(1, count + 1):
        try:
            action = action_from_json(actions[i - 1])
            events = recording.submit(action)
        except ActionFormatError:  # a record no honest save holds: "damaged" says it
            raise SaveError("action_damaged", name, index=i) from None
        except IllegalAction as exc:
            raise SaveError("action_illegal", name, index=i, why=exc) from None
        if verify:
            _compare(name, i, events, expected)
        if told:
            told(recording.game, events)
        # what is replayed is let go at once: a long game's record freed in one go
        # would hold a frame
        actions[i - 1] = None
        if i < len(expected):
            expected[i] = None
        yield i / count
    if verify and len(expected) != count + 1:
        raise SaveError("event_count", name, groups=len(expected), expected=count + 1)
    summary = data.get("summary")
    if verify and summary is not None and summary["turn"] != recording.game.state.turn.number:
        raise SaveError("summary_turn", name, saved=summary["turn"],
                        reached=recording.game.state.turn.number)
    return recording


def _compare(name: str, i: int, events: list[Event], expected: list[Any]) -> None:
    got = [e.to_json() for e in events]
    want = expected[i] if i < len(expected) else None
    if got != want:
        if i == 0:
            raise SaveError("differs_setup", name)
        raise SaveError("differs_action", name, index=i)
