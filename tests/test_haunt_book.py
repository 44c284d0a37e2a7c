"""The haunt book (game/haunt_book.py, the haunt_book scene): each haunt played to
its end on this machine, written once per game, kept beside the settings; a
damaged book is set aside with one message, never written over; the haunts an
older version kept in settings.json are carried over; the book screen shows each
haunt met with its picture, title and winners, and is reached from the title and
a game's end only. R9.4's setting reads it (tests/test_ui_haunt_end.py)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from game.app import App
from game.haunt_book import Book, Play, book_path, load_book, save_book
from game.settings import Settings
from game.text import t
from game.ui.scenes.haunt_book import HauntBookScene, day_text
from game.ui.scenes.title import TitleScene
from tests.helpers import content

FRAME = 1 / 60


def haunts() -> dict[str, int]:
    return {hid: h.number for hid, h in content().haunts.items()}


def by_number(n: int) -> str:
    return next(hid for hid, number in haunts().items() if number == n)


@pytest.fixture
def config(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("HOUSE_CONFIG_DIR", str(tmp_path))
    return tmp_path


@pytest.fixture
def app(config: Path) -> Iterator[App]:
    a = App(Settings(), size=(1280, 720), language="en")
    yield a
    pygame.quit()


def numbers() -> dict[int, str]:
    return {n: hid for hid, n in haunts().items()}


# ---- the record -------------------------------------------------------------------------
def test_a_game_is_written_once_and_pages_go_by_number() -> None:
    book = Book()
    assert book.record(Play(by_number(9), "heroes", 4, 6, "2026-11-27", 11))
    assert not book.record(Play(by_number(9), "heroes", 4, 6, "2026-11-27", 11))  # loaded again
    assert book.record(Play(by_number(2), "traitor", 3, 5, "2026-11-27", 12))
    assert book.record(Play(by_number(9), "traitor", 5, 7, "2026-11-28", 13))
    assert book.record(Play("a_haunt_this_version_lacks", "heroes", 4, 4, "2026-11-28", 14))
    pages = book.pages(haunts())
    assert [p.haunt for p in pages] == [by_number(2), by_number(9)]  # the unknown one left out
    nine = pages[1]
    assert (len(nine.plays), nine.wins("heroes"), nine.wins("traitor")) == (2, 1, 1)
    assert nine.last.day == "2026-11-28"
    assert book.numbers(haunts()) == (2, 9)  # R9.4


def test_the_book_is_kept_and_read_back(config: Path) -> None:
    book = Book([Play(by_number(5), "heroes", 6, 8, "2026-11-27", 3)])
    assert save_book(book) == ""
    assert book_path() == config / "haunt_book.json"
    again, message = load_book(numbers())
    assert (again, message) == (book, "")


def test_a_missing_book_is_empty_and_writes_nothing(config: Path) -> None:
    book, message = load_book(numbers())
    assert (book.plays, message) == ([], "")
    assert not (config / "haunt_book.json").exists()


@pytest.mark.parametrize("text, why", [
    ("{not json", "not valid JSON"),
    ('{"version": 9, "plays": []}', "not a haunt book of version 1"),
    ('{"version": 1, "plays": [{"haunt": "x", "winner": "heroes"}, {"haunt": "y"}]}',
     "play 2 is damaged"),
    ('{"version": 1, "plays": [{"haunt": "x", "winner": "heroes", "players": 2}]}',
     "play 1 is damaged"),
])
def test_a_damaged_book_is_set_aside_with_one_message(config: Path, text: str, why: str) -> None:
    path = config / "haunt_book.json"
    path.write_text(text, encoding="utf-8")
    book, message = load_book(numbers())
    aside = config / "haunt_book.damaged-1.json"
    assert book.plays == [] and not book.locked
    assert message == f"{path}: the haunt book is damaged ({why}); it was kept as " \
                      f"{aside.name} and a new book begins."
    assert aside.read_text(encoding="utf-8") == text and not path.exists()  # nothing lost
    book.record(Play(by_number(1), "heroes", 3, 4, "2026-11-27", 1))
    assert save_book(book) == "" and aside.read_text(encoding="utf-8") == text


def test_a_damaged_book_that_cannot_be_moved_is_never_written(
        config: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = config / "haunt_book.json"
    path.write_text("{not json", encoding="utf-8")

    def refuse(self: Path, target: Path) -> Path:
        raise OSError("read-only")
    monkeypatch.setattr(Path, "rename", refuse)
    book, message = load_book(numbers())
    assert book.locked and "could not be moved aside" in message and str(path) in message
    book.record(Play(by_number(1), "heroes", 3, 4, "2026-11-27", 1))
    assert save_book(book) == "" and path.read_text(encoding="utf-8") == "{not json"


def test_the_haunts_an_older_version_kept_in_the_settings_are_carried_over(config: Path) -> None:
    (config / "settings.json").write_text(json.dumps({"played_haunts": [9, 2, 99, "x"]}))
    book, message = load_book(numbers())
    assert message == ""
    assert [(p.haunt, p.winner) for p in book.plays] == [(by_number(2), ""), (by_number(9), "")]
    assert load_book(numbers())[0] == book  # written at once: a settings save cannot lose it


# ---- the screen -------------------------------------------------------------------------
@pytest.fixture
def drawn(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    import game.ui.widgets as widgets

    out: list[str] = []
    real = widgets.render

    def render(text: str, style: str, size: int, color: object) -> pygame.Surface:
        out.append(text)
        return real(text, style, size, color)
    monkeypatch.setattr(widgets, "render", render)
    return out


def key(app: App, k: int) -> None:
    app.step(FRAME, [pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)])


def test_the_title_opens_the_book_only_once_a_game_is_in_it(app: App) -> None:
    title = TitleScene(app)
    button = next(b for b in title.menu.buttons if b.label == t("book.open"))
    assert not button.enabled  # nothing met yet
    app.record(Play(by_number(3), "heroes", 4, 5, "2026-11-27", 1))
    title = TitleScene(app)
    app.push(title)
    button = next(b for b in title.menu.buttons if b.label == t("book.open"))
    assert button.enabled
    button.action()
    app.step(FRAME, [])
    assert isinstance(app.stack.top, HauntBookScene)
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is title


def test_the_book_shows_each_haunt_met_with_its_title_and_winners(
        app: App, drawn: list[str]) -> None:
    for seed, (n, winner) in enumerate([(3, "heroes"), (3, "traitor"), (3, "heroes"),
                                        (12, "traitor")]):
        app.record(Play(by_number(n), winner, 4, 6, "2026-11-27", seed))
    app.push(HauntBookScene(app))
    app.step(FRAME, [])
    shown = " ".join(drawn)
    total = len(content().haunts)
    assert f"2 of the {total} haunts met" in shown
    assert f"3. {t(f'haunt.{by_number(3)}.title')}" in drawn
    assert f"12. {t(f'haunt.{by_number(12)}.title')}" in drawn
    assert "Played 3 times" in drawn and "Played once" in drawn
    assert "Heroes won 2, the traitor's side 1" in drawn
    assert "Last: 27 November 2026, 4 players, the heroes won" in shown  # two lines
    for hid, n in haunts().items():  # nothing of a haunt not met
        if n not in (3, 12):
            assert t(f"haunt.{hid}.title") not in shown


def test_a_long_book_scrolls_by_rows_and_says_where_it_is(app: App, drawn: list[str]) -> None:
    for n in range(1, 13):
        app.record(Play(by_number(n), "heroes", 3, 4, "2026-11-27", n))
    book = HauntBookScene(app)
    app.push(book)
    app.step(FRAME, [])
    assert book.rows > book.rows_shown and book.first == 0
    shown = [i for i, r in enumerate(book.cards) if r.width]
    assert shown == list(range(book.columns * book.rows_shown))
    key(app, pygame.K_DOWN)
    assert book.first == 1
    app.step(FRAME, [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-10, flipped=False)])
    assert book.first == book.rows - book.rows_shown  # never past the last row
    drawn.clear()
    app.step(FRAME, [])
    assert f"Rows {book.first + 1}–{book.rows} of {book.rows}" in drawn
    key(app, pygame.K_UP)
    assert book.first == book.rows - book.rows_shown - 1


def test_an_empty_book_says_so(app: App, drawn: list[str]) -> None:
    app.push(HauntBookScene(app))
    app.step(FRAME, [])
    assert t("book.none") in drawn


def test_days_are_written_as_each_language_writes_them() -> None:
    assert day_text("2026-11-27") == "27 November 2026"
    assert day_text("") == "" and day_text("soon") == ""
