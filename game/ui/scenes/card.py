"""A card slides from its deck, flips, and shows its text large enough to read.
A card a person draws stays until they dismiss it (a click, Enter, the pad's
confirm); a bot's goes by itself after a while."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.content.types import CardDef
from game.text import t
from game.ui import assets, theme
from game.ui.card_face import draw_card, line_height
from game.ui.scene import Scene, scene
from game.ui.widgets import dim, draw_text, sheet, wrap

if TYPE_CHECKING:
    from game.app import App

SLIDE = 0.35
FLIP = 0.3
AUTO_CLOSE = 3.0


@scene("card")
class CardOverlay(Scene):
    opaque = False

    def __init__(self, app: App, card: CardDef, caption: str, done: Callable[[], None],
                 stay: bool = False):
        self.card = card
        self.caption = caption
        self.done = done
        self.stay = stay
        self.time = 0.0
        super().__init__(app)

    def enter(self) -> None:
        self.app.sounds.play("card")

    def layout(self, size: tuple[int, int]) -> None:
        """The card as tall as the window allows once its caption (wrapped) and the
        "click to go on" line have their room below it."""
        super().layout(size)
        app = self.app
        self.caption_px, self.go_on_px = app.text_px(20), app.text_px(17)
        self.caption_lines = wrap(self.caption, "body", self.caption_px,
                                  size[0] - 2 * app.px(40)) if self.caption else []
        below = app.px(12) + len(self.caption_lines) * line_height("body", self.caption_px)
        if self.stay:
            below += app.px(6) + line_height("italic", self.go_on_px)
        margin = app.px(20)
        h = max(app.px(60), min(size[1] - 2 * margin - below, app.px(560)))
        self.rect = pygame.Rect(0, 0, round(h * 0.72), h)
        self.rect.midtop = (size[0] // 2, max(margin, (size[1] - h - below) // 2))

    def handle_event(self, event: pygame.event.Event) -> bool:
        intent = self.app.intents.of(event)
        if (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1) or \
                intent in ("confirm", "cancel", "menu"):
            if self.time * self.app.settings.animation_speed < SLIDE + FLIP:
                self.time = (SLIDE + FLIP) / self.app.settings.animation_speed
            else:
                self._finish()
            return True
        return False

    def _finish(self) -> None:
        self.app.stack.remove(self)
        self.done()

    def update(self, dt: float) -> None:
        self.time += dt
        if not self.stay and \
                self.time * self.app.settings.animation_speed > SLIDE + FLIP + AUTO_CLOSE:
            self._finish()

    def _face(self, size: tuple[int, int], back: bool) -> pygame.Surface:
        """The card's back (its deck's colour round it) or its face, at a size."""
        face = sheet(size)
        local = face.get_rect()
        if not back:
            draw_card(face, self.app, self.card, local)
            return face
        art = assets.scaled(("icons", "card_back.png"), size)
        if art is not None:
            face.blit(art, (0, 0))
        else:
            pygame.draw.rect(face, theme.INK_3, local, border_radius=self.app.px(14))
        pygame.draw.rect(face, theme.DECK[self.card.deck], local, width=self.app.px(6),
                         border_radius=self.app.px(14))
        return face

    def draw(self, surface: pygame.Surface) -> None:
        w = self.size[0]
        dim(surface, 0.37)
        k = self.time * self.app.settings.animation_speed
        slide = min(k / SLIDE, 1.0)
        slide = 1 - (1 - slide) ** 3
        rect = self.rect.copy()
        rect.x = round(w + (self.rect.x - w) * slide)
        flip = min(max((k - SLIDE) / FLIP, 0.0), 1.0)
        back = flip < 0.5
        squash = 1 - flip * 2 if back else (flip - 0.5) * 2
        width = max(1, round(rect.width * squash))
        face = assets.drawn(("card", self.card.deck if back else self.card.id, back,
                             self.rect.size, self.app.settings.text_size),
                            lambda: self._face(rect.size, back),
                            width == rect.width)  # drawn once, not per frame
        if width != rect.width:  # a plain scale: the flip is over in a few frames
            face = pygame.transform.scale(face, (width, rect.height))
        surface.blit(face, face.get_rect(center=rect.center))
        if flip >= 1:
            y = self.rect.bottom + self.app.px(12)
            for line in self.caption_lines:
                draw_text(surface, line, (w // 2, y), "body", self.caption_px, theme.PARCHMENT,
                          "midtop")
                y += line_height("body", self.caption_px)
            if self.stay:
                draw_text(surface, t("overlay.go_on"), (w // 2, y + self.app.px(6)),
                          "italic", self.go_on_px, theme.MUTED, "midtop")
