"""The window keeps the engine's secrets and the story's order (R9.12, R10):

- the board asks the engine who may look at a prompt (no list of its own): a private
  prompt waits behind a hand-over when another person sits at the table;
- nothing of the haunt shows before its dice land and its reveal begins: no Haunt
  tab, no round, no roster, no traitor's ring; the traitor's ring only once the
  story has named them;
- every hidden-traitor token screen has one shape, the traitor's and a hero's alike,
  in both languages, at text sizes 1.0 and 1.75.
"""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.app import App
from game.engine import Choose, EndTurn, Game, Setup, UseItem
from game.recording import Recording
from game.text import language, set_language, t
from game.ui import figure_view, hud, widgets
from game.ui.scenes.board import BoardScene
from game.ui.scenes.choice import ChoiceOverlay
from game.ui.scenes.dice import DiceOverlay
from game.ui.scenes.handover import HandOver
from game.ui.scenes.haunt import HauntReveal
from game.ui.scenes.haunt_panel import HauntPanel
from game.ui.scenes.haunt_reader import Reader
from game.ui.scenes.haunt_sheets import my_token, token_sheet
from game.ui.session import Session
from game.ui.shots import take
from tests.haunt_helpers import FOUR, haunted, with_haunt
from tests.helpers import dice, give, set_trait
from tests.test_ui_board import board_for
from tests.test_ui_haunt import app, enter, haunt_data, step

__all__ = ["app"]  # the fixture, shared with the reveal's tests


# ---- the board asks the engine ------------------------------------------------------------
def asked(board: BoardScene) -> Any:
    """Put the engine's prompt to its person as the board does; what shows on top."""
    board.prompt_seen = None
    board._ask()
    return board.app.stack.top


def test_the_board_hides_what_the_engine_says_is_private(app: App) -> None:  # R10.1
    board = board_for(app, humans=2)
    g, session = board.game, board.session
    give(g, 0, "crystal_ball")
    set_trait(g, 0, "knowledge", 4)
    dice(g, 4)
    session.submit(UseItem("crystal_ball"))
    assert not g.prompt.private
    assert isinstance(asked(board), ChoiceOverlay)  # which deck: asked in the open
    app.stack.pop()
    g.prompt.private = True  # the same question, asked for one seat's eyes
    top = asked(board)
    assert isinstance(top, HandOver) and top.reason == t("handover.secret")
    assert app.stack.visible() == [top]  # nothing else is drawn
    app.stack.pop()
    session.submit(Choose("item"))
    assert g.prompt.context["topic"] == "search_pick" and g.prompt.private
    assert isinstance(asked(board), HandOver)  # the engine's word, no list of topics
    app.stack.pop()
    g.prompt.private = False
    assert isinstance(asked(board), ChoiceOverlay)


def test_a_lone_person_needs_no_hand_over_for_a_private_prompt(app: App) -> None:
    board = board_for(app, humans=1)  # the others are bots: nobody to look away
    g = board.game
    give(g, 0, "crystal_ball")
    set_trait(g, 0, "knowledge", 4)
    dice(g, 4)
    board.session.submit(UseItem("crystal_ball"))
    board.session.submit(Choose("item"))
    assert g.prompt.private and isinstance(asked(board), ChoiceOverlay)


# ---- nothing of the haunt before its reveal ------------------------------------------------
class Watch:
    """What the board drew in a frame: the roster, a traitor's ring (board or roster)
    and any text."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.roster = self.rings = 0
        self.texts: list[str] = []
        real_roster, real_ring = hud.roster, figure_view.traitor_mark
        real_render = widgets.render

        def roster(*args: Any) -> None:
            self.roster += 1
            real_roster(*args)

        def ring(*args: Any) -> None:
            self.rings += 1
            real_ring(*args)

        def render(text: str, *args: Any) -> pygame.Surface:
            self.texts.append(text)
            return real_render(text, *args)

        monkeypatch.setattr(hud, "roster", roster)
        monkeypatch.setattr(hud, "traitor_mark", ring)
        monkeypatch.setattr(figure_view, "traitor_mark", ring)
        monkeypatch.setattr(widgets, "render", render)

    def clear(self) -> None:
        self.roster = self.rings = 0
        self.texts.clear()


def about_to_haunt(app: App) -> BoardScene:
    """A board where the person whose turn it is has drawn an omen: ending the turn
    rolls the haunt dice, and with 13 omens counted the haunt begins (R9.1). The
    revealer turns traitor; the others are bots."""
    data = {**haunt_data(), "setup": []}
    g = Game.new(with_haunt(data), Setup(1, FOUR, (1, 1)))
    seat = g.state.turn.seat
    g.state.turn.omens = [list(data["chart"][0])]
    g.state.omens_drawn = 13
    seats = [{"name": f"P{i + 1}", "human": i == seat} for i in range(4)]
    recording = Recording(g.content, Setup(1, FOUR, (1, 1)), seats)
    recording.game = g
    board = BoardScene(app, Session(recording))
    app.push(board)
    app.settings.auto_roll = True  # the dice tumble without a Roll press
    return board


def test_nothing_of_the_haunt_shows_before_its_reveal(app: App,  # R9.1, R10.2
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    board = about_to_haunt(app)
    g = board.game
    seat = g.state.turn.seat
    step(app, 5)
    watch = Watch(monkeypatch)
    board.act(EndTurn())
    assert g.state.phase == "haunt" and g.state.haunt.traitor == seat  # the engine knows
    haunt_tab = t("board.haunt")
    tumbling = 0
    for _ in range(600):
        top = app.stack.top
        if isinstance(top, HauntReveal):
            break
        tumbling += isinstance(top, DiceOverlay)
        assert haunt_tab not in [b.label for b in board.buttons]
        watch.clear()
        step(app)
        if isinstance(app.stack.top, HauntReveal):
            break  # drawn as the reveal began
        said = " ".join(watch.texts)
        assert watch.roster == 0 and watch.rings == 0, "the haunt showed before its reveal"
        assert "Round" not in said and haunt_tab not in said
    assert tumbling and isinstance(app.stack.top, HauntReveal)
    assert haunt_tab in [b.label for b in board.buttons]  # it comes with the reveal
    for _ in range(40):  # the reveal darkens, then its sheets name the traitor
        if app.stack.top is board:
            break
        watch.clear()
        step(app, 30)
        assert watch.rings == 0, "the traitor's ring showed before the reveal named them"
        enter(app)
    assert app.stack.top is board
    watch.clear()
    step(app, 30)
    assert watch.rings and watch.roster  # named: the ring and the roster show


# ---- every hidden-traitor token screen has one shape ---------------------------------------
def shape(reader: Reader, index: int) -> tuple[Any, ...]:
    """How sheet `index` is laid out: its title's size, the body's lines and size,
    the art's place and the buttons' places (their words are not seen from afar)."""
    reader._show(index)
    return (reader.title_px, len(reader.lines), reader.body_px, reader.line_h,
            tuple(reader.art_rect), tuple(tuple(b.rect) for b in reader.menu.buttons))


@pytest.mark.parametrize("lang", ["en", "zh-Hant"])
@pytest.mark.parametrize("text_size", [1.0, 1.75])
@pytest.mark.parametrize("haunt", ["borrowed_face", "heart_in_the_jar"])
def test_the_traitors_token_screens_look_like_a_heros(app: App, lang: str, text_size: float,
                                                      haunt: str) -> None:  # R9.12
    before = language()
    set_language(lang)
    try:
        app.settings.text_size = text_size
        g = haunted(haunt, revealer=0)
        recording = Recording(g.content, Setup(1, FOUR, (1, 1)),
                              [{"name": f"P{i}", "human": True} for i in range(4)])
        recording.game = g
        session = Session(recording)
        for size in ((1920, 1080), (1280, 720)):
            app.window = pygame.display.set_mode(size)
            app.resized()
            seats = list(g.state.order)
            tokens = {my_token(session, s) for s in seats}
            assert 1 in tokens and len(tokens) == 4
            reveal = {shape(Reader(app, session, [token_sheet(session, app, s)]), 0)
                      for s in seats}
            assert len(reveal) == 1, (size, reveal)
            panels = [HauntPanel(app, session, s) for s in seats]
            panel = {shape(p, p.start) for p in panels}
            assert len(panel) == 1, (size, panel)
    finally:
        set_language(before)


@pytest.mark.parametrize("lang,text_size", [("en", 1.0), ("zh-Hant", 1.75)])
def test_the_gallery_finds_the_hidden_traitor_screens_alike(tmp_path, lang: str,
                                                            text_size: float) -> None:
    shots = ["hidden_handover_traitor", "hidden_handover_hero", "hidden_token_traitor",
             "hidden_token_hero", "panel_token_traitor", "panel_token_hero"]
    gallery = take(tmp_path, lang, text_size, check=True, only=shots)
    assert gallery.taken == shots
    assert set(gallery.shapes) == {"hidden hand-over", "hidden token", "panel token"}
    assert not [p.line() for p in gallery.problems]
