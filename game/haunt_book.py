"""The haunt book: every haunt played to its end on this machine, kept in the
user's config folder beside the settings (`haunt_book.json`).

Each game that people played to a winner is one `Play` (which haunt, who won, at
how many players, after how many rounds, on which day), written once however
often its game is loaded again (a game is known by its seed). The book screen
shows each haunt met, and R9.4's setting "avoid haunts already played" passes
over the haunts in it.

A missing file is an empty book. A damaged file is never written over: it is set
aside under a new name, one message says which file, what was wrong and where it
went, and a new book begins. A play of a haunt the game no longer has stays in
the file and is left out of what is shown.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field
from datetime import date
from pathlib import Path

from game.settings import config_dir, settings_path
from game.text import t

VERSION = 1
SIDES = ("heroes", "traitor", "")  # "": played before the book was kept, winner unknown


@dataclass(frozen=True)
class Play:
    haunt: str  # the haunt's id
    winner: str  # one of SIDES
    players: int = 0  # 0: not known (a play carried over from the old settings)
    rounds: int = 0
    day: str = ""  # ISO date, "" if not known
    game: int = -1  # the game's seed: a game is written once; -1 for an old play


@dataclass(frozen=True)
class Page:
    """One haunt as the book shows it: its plays, newest last."""

    haunt: str
    plays: tuple[Play, ...]

    def wins(self, side: str) -> int:
        return sum(p.winner == side for p in self.plays)

    @property
    def last(self) -> Play:
        return self.plays[-1]


@dataclass
class Book:
    plays: list[Play] = field(default_factory=list)
    locked: bool = False  # its file is damaged and could not be set aside: never written

    def record(self, play: Play) -> bool:
        """Write a game's play in; False if that game is in the book already."""
        if play.game >= 0 and any(p.game == play.game for p in self.plays):
            return False
        self.plays.append(play)
        return True

    def pages(self, order: dict[str, int]) -> list[Page]:
        """A page for each haunt in `order` (id -> number) played at least once, by number."""
        by: dict[str, list[Play]] = {}
        for p in self.plays:
            if p.haunt in order:
                by.setdefault(p.haunt, []).append(p)
        return [Page(h, tuple(ps)) for h, ps in sorted(by.items(), key=lambda kv: order[kv[0]])]

    def numbers(self, order: dict[str, int]) -> tuple[int, ...]:
        """The numbers of the haunts played (R9.4), lowest first."""
        return tuple(sorted({order[p.haunt] for p in self.plays if p.haunt in order}))


def book_path() -> Path:
    return config_dir() / "haunt_book.json"


def today() -> str:
    return date.today().isoformat()


def _play(raw: object) -> Play | None:
    if not isinstance(raw, dict) or set(raw) - set(Play.__dataclass_fields__):
        return None
    haunt, winner = raw.get("haunt"), raw.get("winner")
    ints = [raw.get(k, d) for k, d in (("players", 0), ("rounds", 0), ("game", -1))]
    day = raw.get("day", "")
    if not (isinstance(haunt, str) and haunt and winner in SIDES and isinstance(day, str)
            and all(type(n) is int for n in ints) and ints[0] in (0, 3, 4, 5, 6)
            and ints[1] >= 0 and ints[2] >= -1):
        return None
    return Play(haunt, winner, ints[0], ints[1], day, ints[2])


def _parse(raw: str) -> tuple[list[Play], str]:
    """The plays in a book file's text, or why it cannot be read."""
    try:
        data = json.loads(raw)
    except (json.JSONDecodeError, RecursionError):
        return [], t("book.error.not_json")
    if not isinstance(data, dict) or data.get("version") != VERSION \
            or not isinstance(data.get("plays"), list):
        return [], t("book.error.not_book", version=VERSION)
    plays = [_play(p) for p in data["plays"]]
    bad = [i + 1 for i, p in enumerate(plays) if p is None]
    if bad:
        return [], t("book.error.bad_play", n=bad[0])
    return [p for p in plays if p is not None], ""


def _old_plays(numbers: dict[int, str]) -> list[Play]:
    """The haunts an older version kept as numbers in settings.json ("played_haunts"),
    carried over once into a new book, their winners unknown."""
    try:
        data = json.loads(settings_path().read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError, RecursionError):
        return []
    old = data.get("played_haunts") if isinstance(data, dict) else None
    if not isinstance(old, list):
        return []
    return [Play(numbers[n], "") for n in sorted({n for n in old if type(n) is int})
            if n in numbers]


def load_book(numbers: dict[int, str], path: Path | None = None) -> tuple[Book, str]:
    """The book, and a message if its file had to be set aside ("" if fine).
    `numbers` (haunt number -> id) reads what older versions kept."""
    path = path or book_path()
    try:
        raw = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        book = Book(_old_plays(numbers))
        return book, save_book(book, path) if book.plays else ""
    except (OSError, UnicodeDecodeError) as exc:
        why = getattr(exc, "strerror", None) or t("book.error.not_text")
        return Book(), t("book.error.unreadable", file=path, why=why)
    plays, problem = _parse(raw)
    if not problem:
        return Book(plays), ""
    aside = _set_aside(path)
    if aside is None:
        return Book(locked=True), t("book.error.kept", file=path, why=problem)
    return Book(), t("book.error.set_aside", file=path, why=problem, aside=aside.name)


def _set_aside(path: Path) -> Path | None:
    """Rename a damaged book to a free name beside it, so nothing writes over it."""
    for n in range(1, 1000):
        aside = path.with_name(f"{path.stem}.damaged-{n}{path.suffix}")
        if not aside.exists():
            try:
                path.rename(aside)
            except OSError:
                return None
            return aside
    return None


def save_book(book: Book, path: Path | None = None) -> str:
    """Write the book (a locked one never); returns a message if that failed ("" if fine)."""
    if book.locked:
        return ""
    path = path or book_path()
    data = {"version": VERSION, "plays": [asdict(p) for p in book.plays]}
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_suffix(".tmp")
        tmp.write_text(json.dumps(data, indent=1, ensure_ascii=False), encoding="utf-8")
        tmp.replace(path)
    except OSError as exc:
        return t("book.error.unwritable", file=path, why=exc.strerror)
    return ""
