"""The replay theatre (game/ui/scenes/theatre.py): a game watched as its shared
screen showed it, stepping and jumping by the record (Recording.cut), secrets kept
while watching and laid out after a finished game; finished games are kept (the
newest 50) and opened from the Load list and from the game's end."""

from __future__ import annotations

import os
from functools import cache
from pathlib import Path

import pygame
import pytest

from game.ai import ExplorerBot
from game.app import App
from game.recording import Recording
from game.saves import FINISHED_KEPT, game_id, save, save_finished
from game.sim import setup_for
from game.text import t
from game.ui import saved_games
from game.ui.scenes.game_over import GameOver
from game.ui.scenes.load import LoadScene
from game.ui.scenes.theatre import Theatre, haunt_start, secrets, turn_starts
from game.ui.session import Session
from tests.helpers import content

FRAME = 1 / 60


@cache
def finished(seed: int = 5) -> Recording:
    """A game of bots played to its end (seats 0 and 1 people at the table)."""
    setup = setup_for(content(), seed, 4)
    rec = Recording(content(), setup, [{"name": f"P{i + 1}", "human": i < 2}
                                       for i in range(4)])
    bots = {s: ExplorerBot(seed * 31 + s) for s in range(4)}
    while rec.game.prompt is not None:
        seat = rec.game.prompt.seat
        rec.submit(bots[seat].decide(rec.game, seat, rec.game.legal_actions(seat)))
    assert rec.game.state.haunt.winner
    return rec


def key(app: App, k: int) -> None:
    app.step(FRAME, [pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)])


def frames(app: App, n: int) -> None:
    for _ in range(n):
        app.step(FRAME, [])


def theatre(app: App, at: int = 0) -> Theatre:
    scene = Theatre(app, finished(), at)
    app.push(scene)
    frames(app, 2)
    return scene


def test_stepping_and_jumping_show_the_game_as_the_record_had_it(app: App) -> None:
    rec = finished()
    th = theatre(app, 10)
    assert th.at == 10 and th.game.state == rec.seek(10).state
    key(app, pygame.K_LEFT)
    assert th.at == 9 and th.game.state == rec.seek(9).state
    th.presenter.queue.clear()
    key(app, pygame.K_RIGHT)
    assert th.at == 10 and th.game.state == rec.seek(10).state
    key(app, pygame.K_PAGEDOWN)
    starts = turn_starts(rec)
    assert th.at == min(s for s in starts if s > 10)
    key(app, pygame.K_PAGEUP)
    assert th.at == max(s for s in starts if s < min(s for s in starts if s > 10))
    key(app, pygame.K_h)
    assert th.at == haunt_start(rec) - 1  # the haunt's own action comes next, its reveal told
    assert rec.actions == finished().actions and len(rec.actions) == th.total


def test_playing_goes_on_by_itself_and_faster_at_a_higher_speed(app: App) -> None:
    th = theatre(app, 0)
    key(app, pygame.K_SPACE)
    assert th.playing
    for _ in range(600):
        app.step(FRAME, [])
        if th.at >= 3:
            break
    assert th.at >= 3
    key(app, pygame.K_PLUS)
    key(app, pygame.K_PLUS)
    assert th.speed == 2 and t("theatre.speed", n=4) in [b.label for b in th.bar.buttons]
    key(app, pygame.K_SPACE)
    assert not th.playing


def test_nobody_is_asked_and_no_secret_is_shown_while_watching(app: App) -> None:
    th = theatre(app, 20)
    assert th.session.watching and th.human_seat() is None
    assert not th.session.must_look_away(frozenset({0}))  # nobody at the table to look away
    assert th.targets == [] and not any(b.label == t("action.end_turn") for b in th.buttons)
    before = len(th.session.recording.actions)
    th.click_board(th.view.center)
    assert len(th.session.recording.actions) == before  # the board's controls do nothing
    assert th.source.undoable == finished().undoable


def test_show_everything_names_the_traitor_only_for_a_finished_game(app: App) -> None:
    th = theatre(app, 0)
    show = next(b for b in th.bar.buttons if b.label == t("theatre.show_all"))
    show.action()
    assert th.revealing
    lines = secrets(th.source, th.session)
    traitor = finished().game.state.haunt
    assert len(lines) == 4 and any(t("theatre.secret.traitor") in line for line in lines)
    assert traitor.winner
    frames(app, 2)  # drawn over the board
    unfinished = Theatre(app, finished().cut(30))
    assert all(b.label != t("theatre.show_all") for b in unfinished.bar.buttons)


def test_finished_games_are_kept_newest_fifty_and_never_touch_saves(tmp_path: Path) -> None:
    folder, saves_folder = tmp_path / "finished", tmp_path / "saves"
    saves_folder.mkdir()
    save(saves_folder / "save-x.json", finished())
    paths = []
    for i in range(5):
        rec = finished().cut(len(finished().actions))
        rec.setup = setup_for(content(), 100 + i, 4)  # another game's id
        path = save_finished(folder, rec, keep=3)
        os.utime(path, (1_000_000 + i, 1_000_000 + i))
        paths.append(path)
    kept = sorted(p.name for p in folder.iterdir())
    assert kept == sorted(p.name for p in paths[2:])  # the three newest
    assert (saves_folder / "save-x.json").exists() and FINISHED_KEPT == 50
    again = save_finished(folder, finished())
    assert again.name == f"finished-{game_id(finished().setup)}.json"


def test_the_games_end_keeps_it_and_watches_it_again(app: App, tmp_path: Path) -> None:
    session = Session(finished().cut(len(finished().actions)))
    over = GameOver(app, session)
    app.push(over)
    kept = saved_games.finished_games()
    assert [p.name for p in kept] == [f"finished-{game_id(finished().setup)}.json"]
    watch = next(b for b in over.menu.buttons if b.label == t("theatre.watch_again")) \
        if any(b.label == t("theatre.watch_again") for b in over.menu.buttons) else None
    if watch is None:  # the summary's buttons show on its last page
        over.watch()
    else:
        watch.action()
    frames(app, 2)
    assert isinstance(app.stack.top, Theatre) and app.stack.top.at == 0
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is over


@pytest.mark.parametrize("language", ["en"])
def test_the_load_list_watches_a_finished_game(app: App, language: str) -> None:
    saved_games.keep_finished(Session(finished().cut(len(finished().actions))))
    screen = LoadScene(app)
    app.push(screen)
    frames(app, 2)
    assert screen.entries and screen.entries[0].title.startswith("Finished · ")
    watch = screen.menu.buttons[1]
    assert watch.label == t("theatre.watch")
    watch.action()
    for _ in range(200):
        frames(app, 1)
        if isinstance(app.stack.top, Theatre):
            break
    assert isinstance(app.stack.top, Theatre)
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is screen


def test_a_point_of_the_story_is_the_story_of_the_game_cut_there() -> None:
    from game.ui.history import History

    rec = finished()
    story = History.of(rec)
    for n in (0, 1, 17, len(rec.actions) // 2, len(rec.actions)):
        part, cut = story.upto(n), History.of(rec.cut(n))
        assert part.entries == cut.entries and part.batches == cut.batches == n + 1


def test_a_damaged_file_gets_one_line_and_is_never_written(app: App) -> None:
    folder = saved_games.finished_dir()
    folder.mkdir(parents=True, exist_ok=True)
    bad = folder / "finished-000000000000.json"
    bad.write_text('{"format": 1, "cont', encoding="utf-8")
    screen = LoadScene(app)
    app.push(screen)
    frames(app, 2)
    screen.menu.buttons[1].action()  # Watch
    frames(app, 3)
    assert app.stack.top is screen and "finished-000000000000.json" in app.notices[-1][0]
    assert bad.read_text(encoding="utf-8") == '{"format": 1, "cont'


def test_show_everything_reads_out_each_seats_sealed_papers() -> None:
    # haunt 23 deals sealed letters to each hero: shown only once the game is over
    from game.sim import forcing

    c = forcing(content(), "return_to_sender")
    setup = setup_for(c, 3, 4)
    rec = Recording(c, setup)
    bots = {s: ExplorerBot(3 * 31 + s) for s in range(4)}
    while rec.game.prompt is not None:
        seat = rec.game.prompt.seat
        rec.submit(bots[seat].decide(rec.game, seat, rec.game.legal_actions(seat)))
    lines = secrets(rec, Session(rec, watching=True))
    papers = [p for s in range(4) if (p := rec.game.view(s)["haunt"].get("mine", {})
                                      .get("paper"))]
    assert papers and sum(len(p["lines"]) for p in papers) == \
        sum(line.strip().startswith("·") for line in lines)
