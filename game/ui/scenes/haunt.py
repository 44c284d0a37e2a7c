"""The haunt begins (R9.2-R9.5, R9.12, R10.1): the house darkens, the omen meets
the room, the haunt is named and its public words read out, the traitor is named
(or hidden among the explorers), and each side reads its own text behind a
hand-over; a haunt that deals secret papers shows each person theirs last, alone.
Then the board carries on with the "Right Now" steps.

Order of the secret texts: the traitor's (the traitor alone; with a second
traitor, the traitors together), then the heroes' (together, the traitor looking
away). In a hidden-traitor haunt each player sees
only their own token in turn (number 1 also reads the traitor's text), then
everyone reads the heroes' text. Only people read: a bot's text is never shown,
and a player alone at the table with bots needs no hand-over.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

import pygame

from game.engine.rules import sides
from game.text import join, t
from game.ui import theme
from game.ui.card_face import draw_card
from game.ui.house_view import draw_room
from game.ui.scene import scene
from game.ui.scenes.haunt_reader import Art, Reader, Sheet, human_seats
from game.ui.scenes.haunt_sheets import (
    HEROES,
    TRAITOR,
    deeds,
    explorer,
    haunt_text,
    heroes_sheet,
    house_sheet,
    paper_seats,
    paper_sheet,
    player,
    portraits_art,
    revealed,
    to_title,
    token_sheet,
    traitor_sheet,
)
from game.ui.session import Session
from game.ui.widgets import draw_text

if TYPE_CHECKING:
    from game.app import App
    from game.ui.board_api import BoardView
DARKEN = 1.6



def omen_art(app: App, session: Session) -> Art:
    """The omen card, a cross, and the room it was drawn in (R9.2)."""
    game = session.game
    h = game.state.haunt

    def draw(surface: pygame.Surface, rect: pygame.Rect) -> None:
        card_h = min(rect.height, app.px(380))
        card = pygame.Rect(0, 0, round(card_h * 0.72), card_h)
        card.midright = (rect.centerx - app.px(30), rect.centery)
        draw_card(surface, app, game.content.cards[h.omen], card)
        tile = pygame.Rect(0, 0, card_h * 3 // 4, card_h * 3 // 4)
        tile.midleft = (rect.centerx + app.px(30), rect.centery)
        draw_room(surface, game, h.room, tile)
        draw_text(surface, t("haunt.meets"), rect.center, "display", app.text_px(48),
                  theme.OMEN, "center")
    return draw


def omen_sheet(app: App, session: Session) -> Sheet:
    game = session.game
    h = game.state.haunt
    lines = [revealed(session),
             t("haunt.summary", turns=h.turn, rooms=len(game.state.placements),
               omens=game.state.omens_drawn),
             *deeds(session)]
    return Sheet(t("haunt.title"), "\n".join(lines), art=omen_art(app, session),
                 art_share=0.62, color=TRAITOR, centre=True)


def traitor_named(app: App, session: Session) -> Sheet:
    """Who turns (R9.2), or that someone hides (R9.12), and what comes next."""
    game = session.game
    title = haunt_text(session, "title")
    humans = human_seats(session)
    seat = sides.traitor(game)
    if seat is None and sides.house_policy(game) is not None:  # nobody turns: the house plays
        body = t("haunt_ui.house.body", who=explorer(session, game.state.haunt.anchor))
        if humans:
            body += "\n\n" + t("haunt_ui.house.next")
        return Sheet(t("haunt_ui.house.title"), body, title,
                     art=portraits_art(app, session, list(game.state.order)), art_share=0.42,
                     color=HEROES, centre=True)
    if seat is None:
        hd = sides.haunt_def(game)
        at_will = hd is None or hd.traitor.get("at_will", True)
        body = t("haunt_ui.hidden.body" if at_will else "haunt_ui.hidden.body_forced")
        if humans:
            body += "\n\n" + t("haunt_ui.hidden.next")
        return Sheet(t("haunt_ui.hidden.title"), body, title,
                     art=portraits_art(app, session, list(game.state.order)), art_share=0.42,
                     color=TRAITOR, centre=True)
    side = sides.traitor_side(game, public=True)
    lines = [t("haunt_ui.traitor.named", who=explorer(session, seat),
               player=player(session, seat))]
    lines += [t("haunt_ui.traitor.ally", who=explorer(session, s), player=player(session, s))
              for s in side[1:]]
    readers = [s for s in side if s in humans]
    who = join(explorer(session, s) for s in readers)
    human_heroes = bool(humans - set(side))
    if readers:
        lines.append(t("haunt_ui.traitor.reads_then_heroes" if human_heroes
                       else "haunt_ui.traitor.reads_alone", who=who))
    elif human_heroes:
        lines.append(t("haunt_ui.traitor.bot"))
    return Sheet(t("haunt_ui.traitor.title"), "\n".join(lines), title,
                 art=portraits_art(app, session, side), art_share=0.5, color=TRAITOR,
                 centre=True)


def reveal_sheets(app: App, session: Session) -> list[Sheet]:
    """Every sheet of the reveal, in order; secret ones only for the people allowed."""
    game = session.game
    h = game.state.haunt
    first = omen_sheet(app, session)
    if not h.id:  # content without haunts (some tests): the game ends here
        return [replace(first, buttons=((t("haunt.to_title"), to_title),))]
    sheets = [first,
              Sheet(haunt_text(session, "title"), haunt_text(session, "intro"),
                    t("haunt_ui.number", n=h.number), color=TRAITOR),
              traitor_named(app, session)]
    humans = human_seats(session)
    seat = sides.traitor(game)
    if seat is None and sides.house_policy(game) is not None:  # nobody turns: all read all
        sheets += [heroes_sheet(session), house_sheet(session)]
    elif seat is None:  # hidden: every person sees their own token, in turn
        sheets += [token_sheet(session, app, s) for s in game.state.order if s in humans]
        sheets.append(heroes_sheet(session))
    else:
        side = set(sides.traitor_side(game, public=True))
        if side & humans:
            sheets.append(traitor_sheet(session))
        if humans - side:
            sheets.append(heroes_sheet(session))
    sheets += [paper_sheet(session, s) for s in paper_seats(session)]  # each alone
    return sheets


def joined_sheets(app: App, session: Session, seat: int) -> list[Sheet]:
    """A hero turns (the step `join`): everyone is told, then the turned person
    alone reads the traitor's text (docs/HAUNTS.md, The traitor's side)."""
    who = explorer(session, seat)
    lines = [t("haunt_ui.joined.body", who=who, player=player(session, seat))]
    person = seat in human_seats(session)
    if person:
        lines.append(t("haunt_ui.joined.reads", who=who))
    sheets = [Sheet(t("haunt_ui.joined.title"), "\n\n".join(lines),
                    haunt_text(session, "title"), art=portraits_art(app, session, [seat]),
                    art_share=0.45, color=TRAITOR, centre=True)]
    if person:
        sheets.append(replace(traitor_sheet(session, [seat]), handover=(
            who, t("haunt_ui.joined.handover", who=who), None)))
    return sheets


@scene("haunt_joined")
class HauntJoined(Reader):
    """Pushed by the board's story when a hero turns; the board goes on once it
    is put away."""

    def __init__(self, app: App, session: Session, seat: int):
        super().__init__(app, session, joined_sheets(app, session, seat))
        self.auto = not self.humans  # bots only: nobody to click on



@scene("haunt_reveal")
class HauntReveal(Reader):
    """Pushed by the board when the haunt begins; once the last sheet is put away the
    board is on top again and shows the Right Now steps."""

    fade_time = DARKEN
    last_label = "haunt_ui.to_house"

    def __init__(self, app: App, board: BoardView):
        self.board = board
        super().__init__(app, board.session, reveal_sheets(app, board.session))
        self.auto = not self.humans  # bots only: nobody to click on

    def deeds(self) -> list[str]:
        return deeds(self.session)
