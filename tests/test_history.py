"""The history: every sentence the board told, rebuilt from a save after Load or
Continue exactly as it was told live; the log strip scrolls under the wheel (the
board zooms), L opens the full history (as Settings says), and a person's turn
begins with a short recap of the others' turns that tells only what the shared
screen may show (R10.2)."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from game.ai import ExplorerBot
from game.app import App
from game.engine import EndTurn, Event
from game.recording import Recording
from game.text import set_language
from game.ui import assets, saved_games
from game.ui.history import RECAP_LINES, History
from game.ui.scenes.board import BoardScene
from game.ui.scenes.haunt import HauntReveal
from game.ui.scenes.history import HistoryScene
from game.ui.session import Seat, Session
from game.ui.widgets import render
from tests.helpers import content

FRAME = 1 / 60
STRIDE = 0.1  # longer frames: a bot game goes by in fewer of them
EXPLORERS = ["ingrid_solberg", "amara_nwosu", "rafael_duarte", "siobhan_keane"]


@pytest.fixture(autouse=True)
def english() -> Iterator[None]:
    """English first; afterwards no font drawn here stays cached past pygame.quit()
    (a later test in the same process would get a dead font)."""
    set_language("en")
    yield
    set_language("en")
    assets.clear()
    render.cache_clear()


def session(humans: int, actions: int = 0, seed: int = 5) -> Session:
    """Seats 0.. `humans`-1 are people (played here by a bot too), the rest bots."""
    seats = [Seat(f"P{i + 1}", i < humans, e) for i, e in enumerate(EXPLORERS)]
    s = Session.new(content(), seats, seed=seed, today=(1, 18))
    while len(s.recording.actions) < actions and s.game.prompt is not None:
        step(s)
    return s


def step(s: Session) -> None:
    seat = s.game.prompt.seat
    bot = s.bots.get(seat) or ExplorerBot(seat)
    s.submit(bot.decide(s.game, seat, s.game.legal_actions(seat)))


def lines(entries: list) -> list[str]:
    return [e.line for e in entries]


def board_on(app: App, s: Session) -> BoardScene:
    board = BoardScene(app, s)
    app.push(board)
    return board


def move(app: App, pos: tuple[int, int], *more: pygame.event.Event) -> None:
    app.step(FRAME, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                        buttons=(0, 0, 0)), *more])


def wheel(y: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False, precise_x=0.0,
                              precise_y=float(y))


def key(k: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)


# ---- the history, live and rebuilt ---------------------------------------------------

def test_the_history_told_live_is_the_one_rebuilt_after_load(app: App) -> None:
    board = board_on(app, session(humans=0))
    board.fast = True
    app.settings.bot_speed = 4.0
    recording = board.session.recording
    for _ in range(5000):
        app.step(STRIDE, [])
        if len(recording.actions) >= 50 and board.presenter.idle:
            break
    assert not isinstance(app.stack.top, HauntReveal) and board.presenter.idle
    live = list(board.log)
    rebuilt = lines(History.of(recording).entries)
    assert len(live) > 50 and live == rebuilt  # what the board told, in order
    assert lines(board.session.history.entries) == rebuilt  # told as each action came

    path = saved_games.write(board.session)
    loaded, problem = saved_games.open_saved(app.content, path)
    assert loaded is not None and not problem
    assert lines(loaded.history.entries) == rebuilt
    again = BoardScene(app, loaded)  # after Load or Continue the log is all there
    assert list(again.log) == rebuilt


def test_the_history_of_a_session_grows_with_each_action_as_a_replay_would() -> None:
    s = session(humans=1, actions=0)
    built = s.history  # from here on told as each action is played
    s2 = session(humans=1, actions=150)
    for action in s2.recording.actions:
        s.submit(action)
    assert s.history is built
    assert s.history.entries == History.of(s.recording).entries
    assert s.history.batches == len(s.recording.actions) + 1


def test_the_history_is_told_again_in_a_new_language() -> None:
    s = session(humans=1, actions=30)
    english = lines(s.history.entries)
    set_language("zh-Hant")
    chinese = lines(s.history.entries)
    assert len(chinese) == len(english) and chinese != english
    assert any("回合" in line for line in chinese)


# ---- the log strip and the full history ----------------------------------------------

def test_the_wheel_over_the_log_scrolls_it_and_over_the_board_zooms(app: App) -> None:
    board = board_on(app, session(humans=1, actions=80))
    app.step(FRAME, [])
    assert len(board.log) > 20
    zoom = board.zoom
    move(app, board.log_rect.center, wheel(1))
    move(app, board.log_rect.center, wheel(1))
    assert board.log.scroll == 2 and board.zoom == zoom
    move(app, board.view.center, wheel(1))
    assert board.zoom == zoom + 1 and board.log.scroll == 2
    move(app, board.log_rect.center, wheel(-5))
    assert board.log.scroll == 0  # never below the newest line
    move(app, board.log_rect.center, wheel(10_000))
    assert board.log.scroll == len(board.log) - 1  # nor above the oldest


def test_l_opens_the_full_history_and_the_settings_key_works(app: App) -> None:
    board = board_on(app, session(humans=1, actions=80))
    app.step(FRAME, [])
    app.step(FRAME, [key(pygame.K_l)])  # "Show the log: L" (Settings, Keyboard)
    shown = app.stack.top
    assert isinstance(shown, HistoryScene)
    assert shown.scroll == shown.max_scroll > 0  # the newest lines first
    app.step(FRAME, [wheel(2)])
    assert shown.scroll < shown.max_scroll
    app.step(FRAME, [key(pygame.K_HOME)])
    assert shown.scroll == 0
    app.step(FRAME, [key(pygame.K_END)])
    assert shown.scroll == shown.max_scroll
    assert [r.text for r in shown.rows][-1] in board.log[-1]
    app.step(FRAME, [key(pygame.K_l)])
    assert app.stack.top is board
    # rebound in Settings, the new key opens it; so does the pad's log button and a click
    app.settings.keys["log"] = ["k"]
    app.save_settings()
    app.step(FRAME, [key(pygame.K_k)])
    assert isinstance(app.stack.top, HistoryScene)
    app.step(FRAME, [key(pygame.K_ESCAPE)])
    assert app.stack.top is board
    app.step(FRAME, [pygame.event.Event(pygame.JOYBUTTONDOWN, button=6, instance_id=0)])
    assert isinstance(app.stack.top, HistoryScene)
    app.step(FRAME, [pygame.event.Event(pygame.JOYBUTTONDOWN, button=1, instance_id=0)])
    assert app.stack.top is board
    move(app, board.log_rect.center, pygame.event.Event(pygame.MOUSEBUTTONDOWN,
                                                        pos=board.log_rect.center, button=1))
    assert isinstance(app.stack.top, HistoryScene)


def test_the_full_history_follows_what_the_board_tells(app: App) -> None:
    board = board_on(app, session(humans=0))
    board.fast = True
    app.settings.bot_speed = 4.0
    while not board.presenter.idle:
        app.step(STRIDE, [])
    app.push(HistoryScene(app, board.log))
    told = len(board.log)
    for _ in range(20):
        app.step(STRIDE, [])  # the bots play on only while the board is on top
    assert len(board.log) == told
    app.stack.pop()
    for _ in range(20):
        app.step(STRIDE, [])
    view = HistoryScene(app, board.log)
    app.push(view)
    app.step(FRAME, [])
    assert view.flowed == len(board.log) > told


# ---- the recap ------------------------------------------------------------------------

def test_a_persons_turn_begins_with_a_short_recap_that_goes_when_they_act(app: App) -> None:
    s = session(humans=1)
    board = board_on(app, s)
    board.fast = True
    app.settings.bot_speed = 4.0
    for _ in range(5000):  # Ingrid ends her first turn; the bots play round to her second
        app.step(STRIDE, [])
        turns = [e for e in board.log.entries if e.kind == "turn_started" and e.seat == 0]
        if board.presenter.idle and board.human_seat() == 0 and app.stack.top is board:
            if len(turns) == 2:
                break
            board.act(EndTurn())
    recap = board.log.recap
    assert recap is not None and recap.seat == 0
    assert 0 < len(recap.lines) <= RECAP_LINES
    first, second = (i for i, e in enumerate(board.log.entries)
                     if e.kind == "turn_started" and e.seat == 0)
    others = [e for e in board.log.entries[first:second] if e.seat != 0]
    assert set(recap.lines) <= set(lines(others))
    assert recap.more == len(others) - len(recap.lines)
    app.step(FRAME, [])  # drawn in the log's place
    board.act(EndTurn())
    app.step(FRAME, [])
    assert board.log.recap is None  # Ingrid acted: the log is back


def test_the_recap_and_the_history_tell_only_what_the_shared_screen_may_show(
        monkeypatch: pytest.MonkeyPatch) -> None:
    rec = Recording(content(), session(humans=1).recording.setup)
    game = rec.game
    room = "library"
    h = History()
    h.add(game, [Event("turn_started", {"who": 0, "number": 1})])
    h.add(game, [Event("turn_started", {"who": 1, "number": 2}),
                 Event("tile_discarded", {"who": 1, "room": room}, seat=1, secret=("room",)),
                 Event("deck_searched", {"who": 1, "deck": "item", "cards": ["rope"]}, seat=1,
                       secret=("cards",)),
                 Event("hidden_token", {"who": 1, "number": 7}, seat=1, secret=("number",))])
    h.add(game, [Event("turn_started", {"who": 0, "number": 3})])
    recap = h.recap(0, len(h.entries))
    assert recap is not None and len(recap.lines) == 3
    told = " ".join(lines(h.entries))
    assert "Library" not in told and "Rope" not in told and "7" not in told
    assert "face down" in told

    # the engine's one secrecy policy is asked of every event: what it answers is all
    # that is told (here it keeps every field of a seat's event to itself)
    real = Event.seen_by
    monkeypatch.setattr(Event, "seen_by", lambda e, viewer: real(e, viewer) if e.seat is None
                        else Event("untold", {}))
    h = History()
    h.add(game, [Event("turn_started", {"who": 0, "number": 1})])
    h.add(game, [Event("turn_started", {"who": 1, "number": 2}),
                 Event("tile_discarded", {"who": 1, "room": room}, seat=1, secret=("room",))])
    h.add(game, [Event("turn_started", {"who": 0, "number": 3})])
    assert [e.kind for e in h.entries] == ["turn_started"] * 3
    assert h.recap(0, len(h.entries)) is None


def test_a_loaded_game_at_a_persons_turn_opens_with_the_recap(app: App) -> None:
    s = session(humans=1)
    for _ in range(2000):  # to the start of Ingrid's third turn, before she acts
        step(s)
        entries = s.history.entries
        starts = [e for e in entries if e.kind == "turn_started" and e.seat == 0]
        if len(starts) == 3 and starts[-1].batch == len(s.recording.actions):
            break
    path = saved_games.write(s)
    loaded, _ = saved_games.open_saved(app.content, path)
    assert loaded is not None
    board = board_on(app, loaded)
    assert board.log.recap == s.history.recap(0, len(s.history.entries))
    assert board.log.recap is not None and board.log.recap.seat == 0
    app.step(FRAME, [])


def test_every_sentence_names_things_in_the_readers_language() -> None:
    from game import narrate
    from game.text import LANGUAGES, t
    from tests.haunt_helpers import haunted

    g = haunted("heart_in_the_jar", revealer=0)
    passage = Event("token_placed", {"token": "secret_passage", "room": "foyer"})  # a card's
    hurt = Event("damage", {"who": 0, "kind": "mental", "amount": 2})
    for lang in LANGUAGES:
        set_language(lang)
        placed, damage = narrate.event(g, passage), narrate.event(g, hurt)
        assert placed == t("event.token_placed", room=t("room.foyer.name"))
        assert t("damage.mental") in damage and (lang == "en" or "mental" not in damage)
