"""The hand-over screen (R10.1): covers everything, names who should look, waits.
A hand-over to one seat names the person, and under it their explorer ("Pass
to Mei", "playing Ingrid Solberg"): across the couch, people answer to their own
names.
It may be turned down ("not now") where backing out is harmless, as in the haunt
panel; nothing secret has been shown by then. Before a secret the button that shows
it is never focused at first: "not now" is, or nothing, so a reflexive Enter by the
wrong person shows nothing; the right one clicks it or picks it with the arrows."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.text import t
from game.ui import assets, theme
from game.ui.scene import Scene, scene
from game.ui.widgets import Button, Menu, draw_text, fit_size

if TYPE_CHECKING:
    from game.app import App


@scene("handover")
class HandOver(Scene):
    opaque = True  # nothing of the board shows through

    def __init__(self, app: App, who: str, reason: str, then: Callable[[], None],
                 ready: str | None = None, cancel: Callable[[], None] | None = None,
                 secret: bool = False, player: str = ""):
        """`who`: the explorer (or the side) whose turn or secret it is; `player`:
        the person playing that explorer, when it is one seat's."""
        self.who = who
        self.title = t("handover.pass", who=player or who)
        self.playing = t("handover.playing", explorer=who) if player and player != who else ""
        self.reason = reason
        self.then = then
        self.cancel = cancel
        buttons = [Button(ready or t("handover.ready", who=player or who), self._ready,
                          risky=secret)]
        if cancel is not None:
            buttons.append(Button(t("haunt_ui.not_now"), self._cancel))
        self.menu = Menu(buttons)
        self.time = 0.0  # the focus ring pulses by it
        super().__init__(app)

    def _ready(self) -> None:
        self.app.stack.remove(self)
        self.then()

    def _cancel(self) -> None:
        assert self.cancel is not None
        self.app.stack.remove(self)
        self.cancel()

    def layout(self, size: tuple[int, int]) -> None:
        """The title, the explorer played, the reason, the buttons and the hint,
        one under the other round the middle. The buttons grow with the text size,
        never with their words (whose hand-over it is must not show in its shape)."""
        super().layout(size)
        app = self.app
        w, h = size
        self.room = w - app.px(80)
        self.title_px = fit_size(self.title, "display", app.text_px(44), self.room)
        self.playing_px = fit_size(self.playing, "bold", app.text_px(26), self.room)
        # one line, a little smaller if need be: its length must not show whose it is
        self.reason_px = fit_size(self.reason, "italic", app.text_px(22), self.room)
        self.hint_px = fit_size(t("handover.deliberate"), "italic", app.text_px(17), self.room)
        width = min(self.room, max(app.px(480), app.text_px(22) * 16))
        height = app.text_px(22) * 2
        gap = app.px(12)
        title_h = assets.font("display", self.title_px).get_linesize()
        self.playing_y = title_h + app.px(6)  # below the title's top
        if self.playing:
            title_h += app.px(6) + assets.font("bold", self.playing_px).get_linesize()
        reason_h = assets.font("italic", app.text_px(22)).get_linesize()
        buttons_h = len(self.menu.buttons) * (height + gap) - gap
        hint_h = app.px(18) + assets.font("italic", self.hint_px).get_linesize()
        total = title_h + app.px(40) + reason_h + app.px(48) + buttons_h + hint_h
        self.title_y = max(app.px(12), (h - total) // 2)
        self.reason_y = self.title_y + title_h + app.px(40)
        top = self.reason_y + reason_h + app.px(48)
        for i, b in enumerate(self.menu.buttons):
            b.rect = pygame.Rect(0, 0, width, height)
            b.rect.midtop = (w // 2, top + i * (height + gap))

    def update(self, dt: float) -> None:
        self.time += dt

    def handle_event(self, event: pygame.event.Event) -> bool:
        intent = self.app.intents.of(event)
        if intent in ("menu", "cancel") and self.cancel is not None:
            self._cancel()
            return True
        return self.menu.handle(event, intent)

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(theme.INK)
        w = self.size[0]
        app = self.app
        draw_text(surface, self.title, (w // 2, self.title_y), "display", self.title_px,
                  theme.PARCHMENT, "midtop")
        if self.playing:
            draw_text(surface, self.playing, (w // 2, self.title_y + self.playing_y), "bold",
                      self.playing_px, theme.PARCHMENT, "midtop")
        draw_text(surface, self.reason, (w // 2, self.reason_y), "italic", self.reason_px,
                  theme.MUTED, "midtop")
        self.menu.draw(surface, app.text_px(22), self.time)
        if self.menu.focus < 0:  # how the right person shows it on purpose
            draw_text(surface, t("handover.deliberate"),
                      (w // 2, self.menu.buttons[-1].rect.bottom + app.px(18)), "italic",
                      self.hint_px, theme.MUTED, "midtop")
