"""The haunt panel the board opens during the haunt (the haunt, its round, counters,
the traitor if known, the monsters; each side's own text behind its hand-over; the
hidden traitor's token and reveal). The sheets it shares with the reveal and the
game's end (the sides' texts, a hidden-traitor token) are in haunt_sheets.

In a hidden-traitor haunt every token screen has the same shape for everyone (the
same few lines, the same buttons): across the couch, the length of a read must not
tell who holds number 1. Each side's text is read later, alone, behind one's own
token in the panel, where the hidden traitor also finds Reveal yourself."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from game.engine import Reveal
from game.engine.rules import sides
from game.text import t
from game.ui.scene import push_scene, scene, scene_class
from game.ui.scenes.haunt_reader import Press, Reader, Sheet, human_seats, risky
from game.ui.scenes.haunt_sheets import (
    TRAITOR,
    explorer,
    facts,
    go_to,
    haunt_text,
    heroes_audience,
    heroes_sheet,
    house_sheet,
    paper_seats,
    paper_sheet,
    side_sheet,
    token_sheet,
    traitor_sheet,
)
from game.ui.session import Session

if TYPE_CHECKING:
    from game.app import App


# ---- the haunt panel -------------------------------------------------------------------
def open_haunt_panel(app: App, session: Session, seat: int | None) -> None:
    """The board's way in: None for the public panel (the haunt, its round, counters,
    the traitor if known, the monsters); a seat for that seat's own side text behind
    a hand-over (a bot's seat gets the public panel: a bot's secrets are never shown)."""
    app.push(HauntPanel(app, session, seat))


@scene("haunt_panel")
class HauntPanel(Reader):
    may_cancel = True
    closable = True

    def __init__(self, app: App, session: Session, seat: int | None):
        game = session.game
        self.side = sides.traitor_side(game, public=True)  # the traitor and its allies
        self.hidden = sides.hidden_unrevealed(game)
        self.private: dict[int, int] = {}  # human seat -> the index of its own sheet
        sheets = [Sheet("")]
        hide = (t("haunt_ui.hide"), HauntPanel.hide)
        for s in sorted(human_seats(session)):
            if self.hidden:  # the token, then behind it the side's text: alike for all
                self.private[s] = len(sheets)
                side = risky(go_to(len(sheets) + 1))  # a reflexive Enter hides instead
                sheets.append(token_sheet(session, app, s,
                                          ((t("haunt_ui.token.side"), side), hide)))
                sheets.append(side_sheet(session, s, self._side_buttons(session, s)))
        traitors = [s for s in self.side if s in human_seats(session)]
        if traitors and not self.hidden:  # one sheet for the traitor's side's people
            self.private.update(dict.fromkeys(traitors, len(sheets)))
            sheets.append(self._hiding(traitor_sheet(session, traitors)))
        hero_seats = [s for s in sorted(human_seats(session)) if s not in self.side]
        self.heroes = len(sheets)
        sheets.append(self._hiding(heroes_sheet(session)))
        self.house = len(sheets) if sides.house_policy(game) is not None else 0
        if self.house:  # nobody turned: the house's text, for everyone
            sheets.append(self._hiding(house_sheet(session)))
        if not self.hidden:
            self.private.update(dict.fromkeys(hero_seats, self.heroes))
        self.papers = {s: len(sheets) + i for i, s in enumerate(paper_seats(session))}
        sheets += [self._hiding(paper_sheet(session, s)) for s in self.papers]
        self.start = self.private.get(seat, 0) if seat is not None else 0
        sheets[0] = self._public(app, session)
        super().__init__(app, session, sheets)

    def enter(self) -> None:
        self.go(self.start)

    @staticmethod
    def _hiding(sheet: Sheet) -> Sheet:
        key = "haunt_ui.hide" if sheet.audience is not None else "haunt_ui.back"
        return replace(sheet, buttons=((t(key), HauntPanel.hide),))

    @staticmethod
    def _side_buttons(session: Session, seat: int) -> tuple[tuple[str, Press], ...]:
        hide = (t("haunt_ui.hide"), HauntPanel.hide)
        if Reveal() in session.game.legal_actions(seat):  # only ever the hidden traitor's
            return ((t("haunt_ui.reveal"), HauntPanel.reveal), hide)
        return (hide,)

    def hide(self) -> None:
        """Put a private sheet away: back to the public panel, or to the board if the
        board opened this one."""
        if self.start:
            self.close()
        else:
            self.go(0)

    @risky
    def reveal(self) -> None:
        """The hidden traitor shows their token (R9.12), through the board so the
        reveal and what follows animate."""
        self.close()
        board = next(s for s in self.app.stack.scenes if isinstance(s, scene_class("board")))
        board.act(Reveal())

    def _public(self, app: App, session: Session) -> Sheet:
        buttons: list[tuple[str, Press]] = []
        mine = [s for s in self.side if s in self.private]
        if mine:
            buttons.append((t("haunt_ui.panel.traitor"),
                            lambda r: r.go(self.private[mine[0]])))
        if heroes_audience(session) is None:  # a hidden-traitor haunt: everyone reads it
            buttons.append((t("haunt_ui.heroes_text"), lambda r: r.go(self.heroes)))
        elif self.heroes in self.private.values():
            buttons.append((t("haunt_ui.panel.heroes"), lambda r: r.go(self.heroes)))
        if self.house:
            buttons.append((t("haunt_ui.house.text"), lambda r: r.go(self.house)))
        if self.hidden and self.private:
            buttons.append((t("haunt_ui.panel.tokens"), HauntPanel.ask_token))
        if self.papers:
            buttons.append((t("haunt_ui.panel.papers"), HauntPanel.ask_paper))
        buttons.append((t("haunt_ui.close"), Reader.close))
        h = session.game.state.haunt
        return Sheet(haunt_text(session, "title"), haunt_text(session, "intro"),
                     t("haunt_ui.number", n=h.number), facts=tuple(facts(session)),
                     color=TRAITOR, buttons=tuple(buttons))

    def ask_paper(self) -> None:
        """Whose secret paper to look at: each human seat holding one, behind its own
        hand-over (docs/HAUNTS.md, Secret papers)."""
        options = [(explorer(self.session, s), lambda i=i: self.go(i))
                   for s, i in self.papers.items()]
        options.append((t("haunt_ui.close"), lambda: None))
        push_scene(self.app, "choice", t("haunt_ui.panel.papers"),
                   t("haunt_ui.panel.papers_why"), options, cancel=lambda: None)

    def ask_token(self) -> None:
        """Whose token to look at: each human seat, behind its own hand-over."""
        options = [(explorer(self.session, s), lambda i=i: self.go(i))
                   for s, i in self.private.items()]
        options.append((t("haunt_ui.close"), lambda: None))
        push_scene(self.app, "choice", t("haunt_ui.panel.tokens"),
                   t("haunt_ui.panel.tokens_why"), options,
                   cancel=lambda: None)
