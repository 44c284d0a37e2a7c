"""The haunt's reveal and panel through real input: each secret text shows only after
the hand-over naming who may read it (R9.5, R10.1), a bot's text never shows,
hidden-traitor tokens show each player only their own number (R9.12), and the
hidden traitor reveals from behind their own hand-over."""

from __future__ import annotations

from collections.abc import Iterator
from itertools import pairwise
from pathlib import Path
from typing import Any

import pygame
import pytest

from game import narrate
from game.app import App
from game.engine import EndTurn, Reveal, Setup
from game.recording import Recording
from game.settings import Settings
from game.text import table
from game.ui.scenes.board import BoardScene
from game.ui.scenes.handover import HandOver
from game.ui.scenes.haunt import HauntReveal
from game.ui.scenes.haunt_panel import HauntPanel, open_haunt_panel
from game.ui.scenes.haunt_reader import Reader
from game.ui.session import Session
from tests.haunt_helpers import FOUR, haunted

FRAME = 1 / 60
WORDS = {"title": "Test Haunt Title", "intro": "Intro words for all.",
         "traitor": "Traitor words alone.", "heroes": "Hero words together.",
         "heroes_win": "Heroes win words.", "traitor_win": "Traitor win words.",
         "monster.hound": "Hound", "counter.seals": "Seals"}


def haunt_data(hidden: bool = False) -> dict[str, Any]:
    return {
        "id": "ui_test", "number": 7, "chart": [["book", "gallery"]],
        "traitor": {"rule": "hidden" if hidden else "revealer"},
        "monsters": {"hound": {"might": 4, "speed": 4, "attack": "might", "killable": True}},
        "setup": [] if hidden else [{"do": "spawn", "monster": "hound", "n": 2,
                                     "where": "here"}],
        "goals": {"heroes": [{"if": "traitor_dead"}],
                  "traitor": [{"if": "rounds", "at_least": 9}]},
    }


@pytest.fixture
def app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[App]:
    monkeypatch.setenv("HOUSE_CONFIG_DIR", str(tmp_path))
    for part, words in WORDS.items():
        monkeypatch.setitem(table(), f"haunt.ui_test.{part}", words)
    a = App(Settings(), size=(1280, 720))
    a.settings.animation_speed = 4.0
    yield a
    pygame.quit()


class Seen(list[str]):
    """Every string drawn on the screen, in order; `mine` only those the haunt's
    screens drew (not the board beneath)."""

    def __init__(self) -> None:
        super().__init__()
        self.mine: list[str] = []
        self.screens: list[list[str]] = []
        self.drawing = False

    def clear(self) -> None:
        super().clear()
        self.mine.clear()


@pytest.fixture
def seen(monkeypatch: pytest.MonkeyPatch) -> Seen:
    import game.ui.widgets as widgets

    drawn = Seen()
    real = widgets.render

    def render(text: str, style: str, size: int, color: Any) -> pygame.Surface:
        drawn.append(text)
        if drawn.drawing:
            drawn.mine.append(text)
        return real(text, style, size, color)

    monkeypatch.setattr(widgets, "render", render)
    for scene in (Reader, HandOver):
        def draw(self: Any, surface: pygame.Surface, real_draw: Any = scene.draw) -> None:
            drawn.drawing = True
            real_draw(self, surface)
            drawn.drawing = False
        monkeypatch.setattr(scene, "draw", draw)
    return drawn


class QuietBoard(BoardScene):
    """The board, drawn and acting, but asking nothing and moving no bot by itself:
    what these tests see is the haunt's screens alone."""

    def update(self, dt: float) -> None:
        pass


def table_for(app: App, humans: str, hidden: bool = False, revealer: int = 0,
              seed: int = 1) -> BoardScene:
    """A board at the haunt's start: `humans` says who is a person, seat by seat
    ("1100": seats 0 and 1)."""
    g = haunted(haunt_data(hidden), revealer=revealer, seed=seed)
    seats = [{"name": f"P{i + 1}", "human": c == "1"} for i, c in enumerate(humans)]
    recording = Recording(g.content, Setup(seed, FOUR, (1, 1)), seats)
    recording.game = g
    board = QuietBoard(app, Session(recording))
    app.push(board)
    return board


def step(app: App, n: int = 1, events: list[pygame.event.Event] | None = None) -> None:
    app.step(FRAME, events or [])
    for _ in range(n - 1):
        app.step(FRAME, [])


def enter(app: App) -> None:
    step(app, 2, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="",
                                     scancode=0)])


def show(app: App) -> None:
    """The person a hand-over names picks its "show me" on purpose (the arrows, then
    Enter): it never has the focus at first, so a reflexive Enter shows nothing."""
    step(app, 2, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0, unicode="",
                                     scancode=0)])
    enter(app)


def click(app: App, label: str) -> None:
    top = app.stack.top
    menu = top.menu
    button = next(b for b in menu.buttons if b.label == label)
    pos = button.rect.center
    step(app, 2, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                     buttons=(0, 0, 0)),
                  pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                  pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])


def labels(app: App) -> list[str]:
    return [b.label for b in app.stack.top.menu.buttons]


def run_reveal(app: App, board: BoardScene, seen: Seen) -> list[tuple[str, list[str]]]:
    """Press Enter through the whole reveal; what each screen was (a hand-over with its
    words, or a sheet's title) and every string drawn while it showed (and, at the
    end, each screen's own strings in `seen.screens`)."""
    app.push(HauntReveal(app, board))
    step(app, 40)
    screens: list[tuple[str, list[str]]] = []
    own: list[list[str]] = []
    seen.screens = own
    for _ in range(30):
        top = app.stack.top
        if not isinstance(top, HandOver | HauntReveal):
            return screens
        seen.clear()
        step(app, 2)
        name = f"handover:{top.who}" if isinstance(top, HandOver) else top.shown.title
        screens.append((name, list(seen)))
        own.append(list(seen.mine))
        if isinstance(top, HandOver):
            show(app)
        else:
            enter(app)
    raise AssertionError("the reveal never ended")


def drawn_on(screens: list[tuple[str, list[str]]], words: str) -> list[str]:
    return [name for name, drawn in screens if any(words in s for s in drawn)]


# ---- the reveal ---------------------------------------------------------------------
def test_reveal_keeps_each_sides_text_behind_its_hand_over(app: App, seen: Seen) -> None:
    board = table_for(app, "1100", revealer=0)  # the revealer turns traitor: seat 0
    screens = run_reveal(app, board, seen)
    names = [n for n, _ in screens]
    assert names[:3] == ["The Haunt Begins", "Test Haunt Title", "The Traitor"]
    assert names[3:] == ["handover:Ingrid Solberg", "The Traitor's Text",
                         "handover:the heroes", "The Heroes' Text"]
    assert drawn_on(screens, "Intro words for all.") == ["Test Haunt Title"]
    assert drawn_on(screens, WORDS["traitor"]) == ["The Traitor's Text"]  # R10.1
    assert drawn_on(screens, WORDS["heroes"]) == ["The Heroes' Text"]
    heroes_handover = dict(screens)["handover:the heroes"]
    assert any("Ingrid Solberg looks away" in s for s in heroes_handover)
    assert app.stack.top is board


def test_a_bot_traitors_text_is_never_shown(app: App, seen: Seen) -> None:
    board = table_for(app, "0100", revealer=0)  # a bot turns traitor; one person
    screens = run_reveal(app, board, seen)
    assert not drawn_on(screens, WORDS["traitor"])
    assert not [n for n, _ in screens if n.startswith("handover:")]  # nobody to hide from
    assert drawn_on(screens, WORDS["heroes"]) == ["The Heroes' Text"]


def test_a_lone_human_traitor_reads_alone_and_never_the_heroes_text(
        app: App, seen: Seen) -> None:
    board = table_for(app, "1000", revealer=0)
    screens = run_reveal(app, board, seen)
    assert drawn_on(screens, WORDS["traitor"]) == ["The Traitor's Text"]
    assert not drawn_on(screens, WORDS["heroes"])
    assert not [n for n, _ in screens if n.startswith("handover:")]


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_hidden_tokens_show_each_person_only_their_own_number(
        app: App, seen: Seen, seed: int) -> None:
    board = table_for(app, "1110", hidden=True, revealer=1, seed=seed)
    g = board.game
    tokens = g.state.haunt.secret["tokens"]  # the engine's secret, read here only to check
    screens = run_reveal(app, board, seen)
    names = [n for n, _ in screens]
    assert "The Traitor" not in names and "A Traitor Hides Among You" in names
    shapes = set()
    for seat in (0, 1, 2):
        who = narrate.explorer(g, seat)
        i = names.index(f"{who}'s Token")
        assert names[i - 1] == f"handover:{who}"  # behind its own hand-over
        digits = {s for s in seen.screens[i] if s.isdigit()}
        assert digits == {str(tokens[seat])}
        shapes.add(len(seen.screens[i]))
    assert len(shapes) == 1  # the traitor's token reads as long as a hero's
    assert f"{narrate.explorer(g, 3)}'s Token" not in names  # the bot gets none
    assert names[-2:] == ["handover:everyone", "The Heroes' Text"]
    elsewhere = [s for (n, _), mine in zip(screens, seen.screens, strict=True)
                 if not n.endswith("Token") for s in mine if s.isdigit()]
    assert not elsewhere  # no number shows on any other screen
    assert not drawn_on(screens, WORDS["traitor"])  # read later, alone, from the panel


def test_bots_alone_see_the_reveal_go_by_itself(app: App) -> None:
    board = table_for(app, "0000", revealer=0)
    app.push(HauntReveal(app, board))
    app.settings.bot_speed = 4.0
    for _ in range(2000):
        step(app)
        if app.stack.top is board:
            break
    assert app.stack.top is board


# ---- the panel ---------------------------------------------------------------------------
def test_public_panel_shows_no_side_text_until_its_hand_over(app: App, seen: Seen) -> None:
    board = table_for(app, "1100", revealer=0)
    open_haunt_panel(app, board.session, None)
    step(app, 2)
    panel = app.stack.top
    assert isinstance(panel, HauntPanel)
    assert "Intro words for all." in seen and "Round 1" in seen
    assert any("Traitor: Ingrid Solberg" in s for s in seen)
    assert "Hound: 2 in play, 0 stunned, 0 slain" in seen
    assert WORDS["traitor"] not in seen and WORDS["heroes"] not in seen
    click(app, "Traitor's text (traitor only)")
    seen.clear()
    step(app, 2)
    assert isinstance(app.stack.top, HandOver) and WORDS["traitor"] not in seen
    show(app)
    seen.clear()
    step(app, 2)
    assert WORDS["traitor"] in seen and WORDS["heroes"] not in seen
    enter(app)  # hide it: the screen is cleared before it is handed back
    assert isinstance(app.stack.top, HandOver) and app.stack.top.who == "everyone"
    enter(app)
    assert app.stack.top is panel and panel.index == 0
    click(app, "Heroes' text (heroes only)")
    top = app.stack.top
    assert isinstance(top, HandOver)
    click(app, "Not now")  # turned down: back to the public panel, nothing shown
    assert app.stack.top is panel and panel.index == 0
    key_esc(app)
    assert app.stack.top is board


def key_esc(app: App) -> None:
    step(app, 2, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="",
                                     scancode=0)])


def test_a_seats_own_panel_is_behind_a_hand_over_naming_the_side(
        app: App, seen: Seen) -> None:
    board = table_for(app, "1100", revealer=0)
    open_haunt_panel(app, board.session, 1)  # a hero's own text
    step(app, 2)
    top = app.stack.top
    assert isinstance(top, HandOver) and top.who == "the heroes"
    assert WORDS["heroes"] not in seen
    show(app)
    seen.clear()
    step(app, 2)
    assert WORDS["heroes"] in seen and WORDS["traitor"] not in seen
    enter(app)  # hidden again: straight back to the board
    assert app.stack.top is board
    open_haunt_panel(app, board.session, 2)  # a bot's seat: only the public panel
    seen.clear()
    step(app, 2)
    assert isinstance(app.stack.top, HauntPanel) and app.stack.top.index == 0
    assert WORDS["heroes"] not in seen and WORDS["traitor"] not in seen


def test_a_hidden_haunts_panel_shows_a_token_only_behind_its_players_hand_over(
        app: App, seen: Seen) -> None:
    board = table_for(app, "1100", hidden=True, revealer=0)
    g = board.game
    tokens = g.state.haunt.secret["tokens"]
    open_haunt_panel(app, board.session, None)
    step(app, 2)
    assert labels(app) == ["The Heroes' Text", "A player's token", "Close"]
    assert "Traitor: hidden" in seen and not any(s.isdigit() for s in seen.mine)
    click(app, "A player's token")
    assert labels(app) == [narrate.explorer(g, 0), narrate.explorer(g, 1), "Close"]
    click(app, narrate.explorer(g, 1))
    top = app.stack.top
    assert isinstance(top, HandOver) and top.who == narrate.explorer(g, 1)
    seen.clear()
    step(app, 2)
    assert not any(s.isdigit() for s in seen.mine)
    show(app)
    seen.clear()
    step(app, 2)
    assert {s for s in seen.mine if s.isdigit()} == {str(tokens[1])}


def test_the_hidden_traitor_reveals_from_their_own_panel(app: App, seen: Seen) -> None:
    board = table_for(app, "1111", hidden=True, revealer=0)
    g = board.game
    secret = g.state.haunt.secret["traitor"]
    hero = (secret + 1) % 4
    for _ in range(12):  # end turns until it is the hidden traitor's
        p = g.prompt
        if p.kind == "turn" and p.seat == secret:
            break
        board.session.submit(EndTurn())
    assert Reveal() in g.legal_actions(secret)
    alike = ["My side's text", "I have read it: hide it"]  # the same for every token
    open_haunt_panel(app, board.session, hero)
    show(app)
    assert labels(app) == alike
    seen.clear()
    click(app, "My side's text")  # behind the token, no new hand-over: the same reader
    step(app, 2)
    assert WORDS["heroes"] in seen and WORDS["traitor"] not in seen
    assert "Reveal yourself" not in labels(app)  # only the traitor is offered it
    enter(app)
    assert app.stack.top is board
    open_haunt_panel(app, board.session, secret)
    assert isinstance(app.stack.top, HandOver)
    show(app)
    assert labels(app) == alike
    enter(app)  # a reflexive Enter hides the token: its side's text is never focused
    assert app.stack.top is board
    open_haunt_panel(app, board.session, secret)
    show(app)
    seen.clear()
    click(app, "My side's text")
    step(app, 2)
    assert WORDS["traitor"] in seen and WORDS["heroes"] not in seen
    assert labels(app) == ["Reveal yourself", "I have read it: hide it"]
    enter(app)  # a reflexive Enter hides it: revealing is never the focused button
    assert g.state.haunt.traitor is None and app.stack.top is board
    open_haunt_panel(app, board.session, secret)
    show(app)
    click(app, "My side's text")
    click(app, "Reveal yourself")
    assert g.state.haunt.traitor == secret
    assert not any(isinstance(s, Reader) for s in app.stack.scenes)


# ---- every sheet fits ----------------------------------------------------------------------
def readers(app: App, board: BoardScene) -> list[Reader]:
    from game.engine.rules.haunt import finish
    from game.ui.scenes.game_over import GameOver

    out: list[Reader] = [HauntReveal(app, board), HauntPanel(app, board.session, None)]
    finish(board.game, "traitor")
    return [*out, GameOver(app, board.session)]


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (960, 540)])
@pytest.mark.parametrize("text_size", [1.0, 1.75])
@pytest.mark.parametrize("haunt", ["kennel_masters_moon", "borrowed_face", None])
def test_every_sheet_fits_the_window(app: App, size: tuple[int, int], text_size: float,
                                     haunt: str | None) -> None:
    """Titles, art, text, facts and buttons inside the window and clear of each other;
    at 1280x720 and the normal text size, every real haunt's words fit unscrolled."""
    app.window = pygame.display.set_mode(size)
    app.resized()
    app.settings.text_size = text_size
    if haunt is None:
        board = table_for(app, "1111", revealer=0)
    else:
        g = haunted(haunt, revealer=0)
        recording = Recording(g.content, Setup(1, FOUR, (1, 1)),
                              [{"name": f"P{i}", "human": True} for i in range(4)])
        recording.game = g
        board = QuietBoard(app, Session(recording))
    window = pygame.Rect((0, 0), size)
    for reader in readers(app, board):
        for i, sheet in enumerate(reader.sheets):
            reader._show(i)
            buttons = [b.rect for b in reader.menu.buttons]
            assert all(window.contains(b) for b in buttons), sheet.title
            assert all(a.right <= b.left for a, b in pairwise(buttons)), sheet.title
            top = min(b.top for b in buttons)
            assert window.contains(reader.body) and reader.body.bottom <= top, sheet.title
            if sheet.art is not None:
                assert reader.art_rect.bottom < reader.body.top, sheet.title
            if sheet.facts:
                assert window.contains(reader.facts_rect), sheet.title
                assert reader.facts_rect.bottom <= top, sheet.title
                assert reader.body.right < reader.facts_rect.left, sheet.title
            if haunt and size == (1280, 720) and text_size == 1.0:
                assert not reader.overflow, (haunt, sheet.title)


def test_a_game_of_bots_goes_through_the_reveal_and_plays_on(app: App) -> None:
    """The attract mode's table: bots to the haunt, the reveal goes by by itself, and
    the board plays the haunt's turns."""
    from tests.test_ui_board import board_for

    board = board_for(app, humans=0)
    board.fast = True
    app.settings.bot_speed = 4.0
    for _ in range(20000):
        step(app)
        if isinstance(app.stack.top, HauntReveal):
            break
    assert isinstance(app.stack.top, HauntReveal)
    actions = board.game.state.actions
    for _ in range(5000):
        step(app)
        if board.game.state.actions > actions + 3:
            break
    assert not any(isinstance(s, HauntReveal) for s in app.stack.scenes)
    assert board.game.state.actions > actions + 3 or board.game.over
