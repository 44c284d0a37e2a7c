"""The hand-over screen (R10.1): covers everything, names who should look, waits.
It may be turned down ("not now") where backing out is harmless, as in the haunt
panel; nothing secret has been shown by then. Before a secret the button that shows
it is never focused at first: "not now" is, or nothing, so a reflexive Enter by the
wrong person shows nothing; the right one clicks it or picks it with the arrows."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.text import t
from game.ui import theme
from game.ui.scene import Scene
from game.ui.widgets import Button, Menu, draw_text, fit_size

if TYPE_CHECKING:
    from game.app import App


class HandOver(Scene):
    opaque = True  # nothing of the board shows through

    def __init__(self, app: App, who: str, reason: str, then: Callable[[], None],
                 ready: str | None = None, cancel: Callable[[], None] | None = None,
                 secret: bool = False):
        self.who = who
        self.reason = reason
        self.then = then
        self.cancel = cancel
        buttons = [Button(ready or t("handover.ready", who=who), self._ready, risky=secret)]
        if cancel is not None:
            buttons.append(Button(t("haunt_ui.not_now"), self._cancel))
        self.menu = Menu(buttons)
        super().__init__(app)

    def _ready(self) -> None:
        self.app.stack.remove(self)
        self.then()

    def _cancel(self) -> None:
        assert self.cancel is not None
        self.app.stack.remove(self)
        self.cancel()

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        app = self.app
        width = min(size[0] - app.px(40), app.px(480))
        height = app.text_px(22) * 2
        for i, b in enumerate(self.menu.buttons):
            b.rect = pygame.Rect(0, 0, width, height)
            b.rect.midtop = (size[0] // 2, size[1] // 2 + app.px(68) + i * (height + app.px(12)))

    def handle_event(self, event: pygame.event.Event) -> bool:
        intent = self.app.intents.of(event)
        if intent in ("menu", "cancel") and self.cancel is not None:
            self._cancel()
            return True
        return self.menu.handle(event, intent)

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(theme.INK)
        w, h = self.size
        app = self.app
        margin = w - app.px(60)
        title = t("handover.pass", who=self.who)
        size = fit_size(title, "display", app.text_px(44), margin)
        draw_text(surface, title, (w // 2, h // 2 - app.px(80)), "display", size,
                  theme.PARCHMENT, "center")
        size = fit_size(self.reason, "italic", app.text_px(22), margin)
        draw_text(surface, self.reason, (w // 2, h // 2), "italic", size, theme.MUTED, "center")
        self.menu.draw(surface, app.text_px(22))
        if self.menu.focus < 0:  # how the right person shows it on purpose
            hint = t("handover.deliberate")
            size = fit_size(hint, "italic", app.text_px(17), margin)
            draw_text(surface, hint, (w // 2, self.menu.buttons[-1].rect.bottom + app.px(18)),
                      "italic", size, theme.MUTED, "midtop")
