"""The game's end (R9.11): the winners' text, then the losers' (what would have
been), then how the game went; back to the title, or a last look at the board.
A haunt that people played is written in the haunt book (game/haunt_book.py), which
the summary's last button opens and R9.4's setting reads."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.engine.rules import sides
from game.haunt_book import Play, today
from game.saves import os_problem
from game.text import t
from game.ui import saved_games, theme
from game.ui.scene import Scene, push_scene, scene
from game.ui.scenes.haunt_reader import Reader, Sheet
from game.ui.scenes.haunt_sheets import (
    HEROES,
    TRAITOR,
    deeds,
    explorer,
    fates,
    haunt_text,
    label,
    monster_kinds,
    player,
    portraits_art,
    revealed,
    sides_facts,
    to_title,
)
from game.ui.session import Session
from game.ui.widgets import Button, Menu, panel

if TYPE_CHECKING:
    from game.app import App

COLORS = {"heroes": HEROES, "traitor": TRAITOR}


def summary(session: Session) -> list[str]:
    """The facts of the game: when the haunt began, how long it lasted, the
    traitor, the dead and the escaped, the monsters slain, the counters."""
    game = session.game
    h = game.state.haunt
    out = [t("haunt_ui.over.began", n=h.turn), t("haunt_ui.over.rounds", n=h.round)]
    seat = sides.traitor(game)
    if seat is not None:
        out.append(t("haunt_ui.fact.traitor", who=explorer(session, seat),
                     player=player(session, seat)))
    out += sides_facts(session)
    out += fates(session)
    if all(f.alive for f in game.state.figures):
        out.append(t("haunt_ui.over.nobody_died"))
    for kind, ms in monster_kinds(session).items():
        out.append(t("haunt_ui.over.slain", name=label(session, "monster", kind),
                     n=sum(not m.alive for m in ms), of=len(ms)))
    for name, value in sorted(h.counters.items()):
        out.append(t("haunt_ui.fact.counter", name=label(session, "counter", name), n=value))
    return out


def over_sheets(app: App, session: Session) -> list[Sheet]:
    game = session.game
    h = game.state.haunt
    won = h.winner
    lost = "traitor" if won == "heroes" else "heroes"
    title = t("haunt_ui.over.kicker", title=haunt_text(session, "title"))
    traitors = sides.traitor_side(game)
    side = [s for s in game.state.order if s not in traitors] if won == "heroes" else \
        traitors
    house = sides.house_policy(game) is not None  # nobody turned: the house's side
    won_title = "haunt_ui.house.won" if house and won == "traitor" else f"haunt_ui.over.{won}"
    lost_title = "haunt_ui.house.had" if house and lost == "traitor" else \
        f"haunt_ui.over.had.{lost}"
    return [
        Sheet(t(won_title), haunt_text(session, f"{won}_win"), title,
              art=portraits_art(app, session, side), art_share=0.3, color=COLORS[won]),
        Sheet(t(lost_title), haunt_text(session, f"{lost}_win"),
              t("haunt_ui.over.would_have_been"), color=theme.MUTED),
        Sheet(t("haunt_ui.over.summary"), "\n".join([revealed(session), *deeds(session)]), title,
              facts=tuple(summary(session)),
              buttons=((t("haunt_ui.over.to_title"), to_title),
                       (t("haunt_ui.over.look"), GameOver.look),
                       (t("theatre.watch_again"), GameOver.watch),
                       (t("book.open"), GameOver.open_book))),
    ]


@scene("game_over")
class GameOver(Reader):
    """Pushed by the board on the game_over event, over the board."""

    def __init__(self, app: App, session: Session):
        self.looking = False
        self.bar = Menu([Button(t("haunt_ui.over.back"), self.stop_looking)])
        super().__init__(app, session, over_sheets(app, session))

    def enter(self) -> None:
        super().enter()
        game = self.session.game
        h = game.state.haunt
        if self.humans and h.winner:  # R9.4 reads the book
            self.app.record(Play(h.id, h.winner, len(game.state.order), h.round, today(),
                                 self.session.recording.setup.seed))
            try:  # kept to be watched again from the Load list
                saved_games.keep_finished(self.session)
            except OSError as exc:
                self.app.notify(t("board.autosave_failed", why=os_problem(exc)))

    def open_book(self) -> None:
        push_scene(self.app, "haunt_book")

    def watch(self) -> None:
        """The whole game again in the replay theatre, from its first action."""
        push_scene(self.app, "theatre", self.session.recording, 0, self.session.history)

    def look(self) -> None:
        """Show the board as the game left it; the board beneath takes the input."""
        self.looking = True

    def stop_looking(self) -> None:
        self.looking = False

    def below(self) -> Scene:
        return self.app.stack.scenes[self.app.stack.scenes.index(self) - 1]

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        b = self.bar.buttons[0]
        b.rect = pygame.Rect(0, 0, self.app.px(360), self.app.text_px(20) * 2)
        b.rect.midbottom = (size[0] // 2, size[1] - self.app.px(14))

    def handle_event(self, event: pygame.event.Event) -> bool:
        if not self.looking:
            return super().handle_event(event)
        intent = self.app.intents.of(event)
        if intent in ("menu", "cancel"):
            self.stop_looking()
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and self.bar.buttons[0].rect.collidepoint(
                event.pos):
            return self.bar.handle(event, intent)
        if event.type == pygame.MOUSEMOTION:
            self.bar.handle(event, intent)
        return self.below().handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        if not self.looking:
            super().draw(surface)
            return
        b = self.bar.buttons[0]
        panel(surface, b.rect.inflate(self.app.px(16), self.app.px(12)), alpha=200)
        self.bar.draw(surface, self.app.text_px(20))
