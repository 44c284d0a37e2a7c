"""Secret papers in the window (docs/HAUNTS.md, Secret papers; R10.1-R10.2), shown
with Return to Sender (haunt 23): at the reveal every person holding a paper reads
it last, alone, behind a hand-over naming them; the haunt panel shows it again
behind "A player's secret"; and every paper has one shape whoever holds it and
whatever became of its letters, so nobody across the couch learns whose goal is
what from the length of a read."""

from __future__ import annotations

import pygame
import pytest

from game import narrate
from game.app import App
from game.engine import Setup
from game.haunts import return_to_sender as rts
from game.recording import Recording
from game.text import language, set_language
from game.ui.scenes.haunt import reveal_sheets
from game.ui.scenes.haunt_panel import HauntPanel
from game.ui.scenes.haunt_reader import Reader
from game.ui.scenes.haunt_sheets import paper_seats, paper_sheet
from game.ui.session import Session
from tests.haunt_helpers import FOUR, arranged, haunted
from tests.test_ui_haunt import app
from tests.test_ui_secrecy import shape

__all__ = ["app"]


def session_of(g, humans: int = 4) -> Session:
    recording = Recording(g.content, Setup(1, FOUR, (1, 1)),
                          [{"name": f"P{i}", "human": i < humans} for i in range(4)])
    recording.game = g
    return Session(recording)


def test_each_person_reads_their_own_paper_last_and_alone(app: App) -> None:  # R10.1
    g = haunted("return_to_sender", revealer=0, before=arranged())
    session = session_of(g)
    heroes = [s for s in g.state.order if s != g.state.haunt.traitor]
    assert paper_seats(session) == heroes
    sheets = reveal_sheets(app, session)
    papers = sheets[-len(heroes):]
    assert [p.audience for p in papers] == [frozenset({s}) for s in heroes]
    for seat, sheet in zip(heroes, papers, strict=True):
        assert sheet.handover[0] == narrate.explorer(g, seat)  # the hand-over names them
        mine = {x["room"] for x in rts.letters(g) if x["seat"] == seat}
        assert len(mine) == 2
        for x in rts.letters(g):  # their own letters' rooms, nobody else's
            assert (narrate.room(x["room"]) in sheet.body) == (x["room"] in mine)
    bots = session_of(g, humans=1)  # a bot's paper is never shown
    assert paper_seats(bots) == ([0] if 0 in heroes else [])


@pytest.mark.parametrize("lang,text_size", [("en", 1.0), ("zh-Hant", 1.75)])
def test_every_paper_has_one_shape_whatever_its_letters_became(app: App, lang: str,
                                                               text_size: float) -> None:
    before = language()
    set_language(lang)
    try:
        app.settings.text_size = text_size
        g = haunted("return_to_sender", revealer=0, before=arranged())
        session = session_of(g)
        heroes = paper_seats(session)
        first = rts.letters(g)[0]
        first["state"] = "lost"  # one hero's letter burned: only they know
        rts.write(g, first["seat"], dealt=False)
        for size in ((1920, 1080), (1280, 720)):
            app.window = pygame.display.set_mode(size)
            app.resized()
            reveal = {shape(Reader(app, session, [paper_sheet(session, s)]), 0) for s in heroes}
            assert len(reveal) == 1, (size, reveal)
            panel = HauntPanel(app, session, None)
            shapes = {shape(panel, i) for i in panel.papers.values()}
            assert len(shapes) == 1, (size, shapes)
    finally:
        set_language(before)
