"""The haunt begins: the house darkens, the omen meets the room, the revealer is
named; until the haunts arrive this ends the game with a summary."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game import narrate
from game.text import t
from game.ui import theme
from game.ui.house_view import draw_room
from game.ui.scene import Scene
from game.ui.scenes.card import draw_card
from game.ui.widgets import Button, Menu, draw_text, veil

if TYPE_CHECKING:
    from game.app import App
    from game.ui.scenes.board import BoardScene

DARKEN = 1.6


class HauntReveal(Scene):
    opaque = False

    def __init__(self, app: App, board: BoardScene):
        self.board = board
        self.time = 0.0
        self.menu = Menu([Button(t("haunt.to_title"), self._to_title)])
        super().__init__(app)

    def deeds(self) -> list[str]:
        """Who did what: rooms found and cards drawn by each explorer."""
        game = self.board.game
        rooms = dict.fromkeys(range(len(game.state.figures)), 0)
        cards = dict.fromkeys(range(len(game.state.figures)), 0)
        for batch in self.board.session.recording.events:
            for e in batch:
                if e.kind == "tile_drawn" and e.data.get("mode") != "move_room":
                    rooms[e.data["who"]] += 1
                elif e.kind == "card_drawn":
                    cards[e.data["who"]] += 1
        return [t("haunt.deeds", who=narrate.explorer(game, s), rooms=rooms[s], cards=cards[s])
                for s in rooms]

    def _to_title(self) -> None:
        from game.ui.scenes.title import TitleScene

        self.app.stack.replace(TitleScene(self.app))

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        b = self.menu.buttons[0]
        b.rect = pygame.Rect(0, 0, self.app.px(320), self.app.text_px(20) * 2)
        b.rect.midbottom = (size[0] // 2, size[1] - self.app.px(30))

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.time * self.app.settings.animation_speed < DARKEN:
            if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN, pygame.JOYBUTTONDOWN):
                self.time = DARKEN / self.app.settings.animation_speed
                return True
            return False
        return self.menu.handle(event, self.app.intents.of(event))

    def update(self, dt: float) -> None:
        self.time += dt

    def draw(self, surface: pygame.Surface) -> None:
        app = self.app
        w, h = self.size
        k = min(self.time * app.settings.animation_speed / DARKEN, 1.0)
        surface.blit(veil((w, h), (20, 4, 10), round(235 * k)), (0, 0))
        if k < 0.5:
            return
        game = self.board.game
        haunt = game.state.haunt
        title_px = app.text_px(56)
        draw_text(surface, t("haunt.title"), (w // 2, app.px(24)), "display", title_px,
                  theme.mix(theme.OMEN, theme.PARCHMENT, 0.35), "midtop")
        lines = [
            t("haunt.revealer", who=narrate.explorer(game, haunt["revealer"]),
              omen=narrate.card(haunt["omen"]), room=narrate.room(haunt["room"])),
            t("haunt.summary", turns=game.state.turn.number,
              rooms=len(game.state.placements), omens=game.state.omens_drawn),
            *self.deeds(),
            t("haunt.coming"),
        ]
        line_px = app.text_px(18)
        line_h = round(line_px * 1.3)
        bottom = self.menu.buttons[0].rect.top - app.px(12)
        text_top = bottom - line_h * len(lines)
        top = app.px(24) + round(title_px * 1.2)
        card_h = max(app.px(120), min(app.px(360), text_top - top - app.px(16)))
        card = pygame.Rect(0, 0, round(card_h * 0.72), card_h)
        card.midright = (w // 2 - app.px(30), top + (text_top - top) // 2)
        draw_card(surface, app, game.content.cards[haunt["omen"]], card)
        tile = pygame.Rect(0, 0, card_h * 3 // 4, card_h * 3 // 4)
        tile.midleft = (w // 2 + app.px(30), card.centery)
        draw_room(surface, game, haunt["room"], tile)
        draw_text(surface, t("haunt.meets"), (w // 2, card.centery), "display", app.text_px(48),
                  theme.OMEN, "center")
        for i, line in enumerate(lines):
            draw_text(surface, line, (w // 2, text_top + i * line_h), "body", line_px,
                      theme.PARCHMENT, "midtop")
        self.menu.draw(surface, app.text_px(20))
