"""The hand-over screen (R10.1): covers everything, names who should look, waits."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.text import t
from game.ui import theme
from game.ui.scene import Scene
from game.ui.widgets import Button, Menu, draw_text

if TYPE_CHECKING:
    from game.app import App


class HandOver(Scene):
    opaque = True  # nothing of the board shows through

    def __init__(self, app: App, who: str, reason: str, then: Callable[[], None]):
        self.who = who
        self.reason = reason
        self.then = then
        self.menu = Menu([Button(t("handover.ready", who=who), self._ready)])
        super().__init__(app)

    def _ready(self) -> None:
        self.app.stack.remove(self)
        self.then()

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        b = self.menu.buttons[0]
        b.rect = pygame.Rect(0, 0, self.app.px(420), self.app.text_px(22) * 2)
        b.rect.center = (size[0] // 2, size[1] // 2 + self.app.px(90))

    def handle_event(self, event: pygame.event.Event) -> bool:
        return self.menu.handle(event, self.app.intents.of(event))

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(theme.INK)
        w, h = self.size
        app = self.app
        draw_text(surface, t("handover.pass", who=self.who), (w // 2, h // 2 - app.px(80)),
                  "display", app.text_px(44), theme.PARCHMENT, "center")
        draw_text(surface, self.reason, (w // 2, h // 2), "italic", app.text_px(22),
                  theme.MUTED, "center")
        self.menu.draw(surface, app.text_px(22))
