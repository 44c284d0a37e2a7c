"""The game's end (R9.11) and the R9.4 setting: the winners' text first, then the
losers', then the summary; the haunt is written in the haunt book, and a new game
with the setting on passes over the haunts in the book."""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest

from game.app import App
from game.engine.rules.haunt import finish
from game.haunt_book import Play
from game.ui.scenes.game_over import GameOver
from game.ui.scenes.pause import PauseScene
from game.ui.scenes.settings import SettingsScene
from game.ui.scenes.title import TitleScene
from game.ui.session import Seat, Session
from tests.helpers import content
from tests.test_ui_haunt import WORDS, Seen, app, enter, key_esc, seen, step, table_for

__all__ = ["app", "seen"]  # the fixtures, shared with the reveal's tests


@pytest.mark.parametrize("winner", ["heroes", "traitor"])
def test_game_over_shows_the_winners_text_then_the_losers(
        app: App, seen: Seen, tmp_path: Path, winner: str) -> None:
    board = table_for(app, "1100", revealer=0)
    g = board.game
    g.figure(2).alive = False
    g.state.monsters[0].alive = False
    finish(g, winner)
    app.push(GameOver(app, board.session))
    loser = "traitor" if winner == "heroes" else "heroes"
    pages = []
    for _ in range(3):
        seen.clear()
        step(app, 2)
        pages.append(list(seen.mine))
        if len(pages) < 3:
            enter(app)
    win, lose = WORDS[f"{winner}_win"], WORDS[f"{loser}_win"]
    assert win in pages[0] and lose not in pages[0]
    assert lose in pages[1] and win not in pages[1]
    summary = pages[2]
    assert "The haunt began on turn 1" in summary
    assert "Traitor: Ingrid Solberg (P1)" in summary
    assert "Dead: Rafael Duarte" in summary
    assert "Hound: 1 of 2 slain" in summary
    assert WORDS["traitor"] not in " ".join(s for page in pages for s in page)
    # written in the haunt book (R9.4), and saved
    play, = app.book.plays
    assert (play.haunt, play.winner, play.players) == (g.state.haunt.id, winner, 4)
    assert play.game == board.session.recording.setup.seed
    book = json.loads((tmp_path / "haunt_book.json").read_text())
    assert [p["haunt"] for p in book["plays"]] == [play.haunt]
    over = app.stack.top
    assert isinstance(over, GameOver)
    enter(app)  # the focused button, the first: back to the title
    assert isinstance(app.stack.top, TitleScene)


def test_look_at_the_board_and_back(app: App, seen: Seen) -> None:
    board = table_for(app, "1000", revealer=0)
    finish(board.game, "heroes")
    over = GameOver(app, board.session)
    app.push(over)
    enter(app)
    enter(app)
    look = next(b for b in over.menu.buttons if b.label == "Look at the board")
    step(app, 2, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=look.rect.center, button=1)])
    assert over.looking
    seen.clear()
    step(app, 2)
    assert "Back to the end of the game" in seen  # the board shows, with one button
    assert "How It Went" not in seen and WORDS["heroes_win"] not in seen
    key_esc(app)
    assert not over.looking and over.shown.title == "How It Went"


def test_a_game_of_bots_alone_is_not_remembered(app: App) -> None:
    board = table_for(app, "0000", revealer=0)
    finish(board.game, "traitor")
    app.push(GameOver(app, board.session))
    assert app.book.plays == []


# ---- R9.4 -------------------------------------------------------------------------------
def haunt_id(number: int) -> str:
    return next(hid for hid, h in content().haunts.items() if h.number == number)


def test_the_avoid_setting_passes_over_the_haunts_in_the_book(app: App) -> None:
    # R9.4: the haunts a new game passes over are the haunt book's, only with the setting on
    for n, seed in ((7, 1), (3, 2), (7, 3)):
        app.record(Play(haunt_id(n), "heroes", 4, 5, "2026-11-27", seed))
    assert app.avoid() == ()  # off by default
    app.settings.avoid_played = True
    assert app.avoid() == (3, 7)
    seats = [Seat("A", True, "ingrid_solberg"), Seat("B", False, "amara_nwosu")]
    session = Session.new(content(), seats, seed=4, today=(1, 1), avoid=app.avoid())
    assert session.recording.setup.avoid == (3, 7)
    assert session.game.state.haunt.avoid == [3, 7]


def test_the_settings_row_turns_it_on_and_saves(app: App, tmp_path: Path) -> None:
    app.record(Play(haunt_id(4), "traitor", 3, 6, "2026-11-27", 9))
    scene = SettingsScene(app)
    app.push(scene)
    step(app, 2)
    row = next(r for r in scene.rows if r.key == "avoid_played")
    assert scene._label(row) == "Avoid haunts already played (1 played)"
    pos = scene._screen(row.rect).center
    step(app, 2, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
                  pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                  pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])
    assert app.settings.avoid_played
    assert json.loads((tmp_path / "settings.json").read_text())["avoid_played"] is True
    assert app.avoid() == (4,)


def test_the_haunt_book_opens_from_the_games_end_and_never_from_the_pause_menu(
        app: App) -> None:
    board = table_for(app, "1000", revealer=0)
    finish(board.game, "heroes")
    over = GameOver(app, board.session)
    app.push(over)
    enter(app)
    enter(app)  # the summary, whose last button opens the book
    book = next(b for b in over.menu.buttons if b.label == "Haunt book")
    step(app, 2, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=book.rect.center, button=1)])
    assert type(app.stack.top).__name__ == "HauntBookScene"
    key_esc(app)
    assert app.stack.top is over
    pause = PauseScene(app)
    assert all(b.label != "Haunt book" for b in pause.menu.buttons)  # never during a game
