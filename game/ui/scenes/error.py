"""Something went wrong: say what and where the log is, and offer a way back —
the last saved game, or the title."""

from __future__ import annotations

import traceback
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from game.text import t
from game.ui import theme
from game.ui.saved_games import saved_games
from game.ui.scene import Scene, push_scene, replace_scene, scene
from game.ui.widgets import Button, Menu, draw_text, draw_wrapped

if TYPE_CHECKING:
    from game.app import App


@scene("error")
class ErrorScene(Scene):
    def __init__(self, app: App, error: BaseException, log: Path | None):
        self.error = error
        self.log = log
        where = traceback.extract_tb(error.__traceback__)[-1] if error.__traceback__ else None
        self.where = f"{Path(where.filename).name}:{where.lineno}" if where else "?"
        buttons = []
        if saved_games():
            buttons.append(Button(t("error.resume"), self._resume))
        buttons.append(Button(t("error.title"), self._title))
        self.menu = Menu(buttons)
        super().__init__(app)

    def _resume(self) -> None:
        """The newest save, loaded under the Load screen's progress bar."""
        push_scene(self.app, "load", saved_games()[0])

    def _title(self) -> None:
        replace_scene(self.app, "title")

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        w, h = size
        bw, bh = self.app.px(420), self.app.text_px(20) * 2
        for i, b in enumerate(self.menu.buttons):
            b.rect = pygame.Rect(0, 0, bw, bh)
            b.rect.midtop = (w // 2, h * 2 // 3 + i * (bh + self.app.px(10)))

    def handle_event(self, event: pygame.event.Event) -> bool:
        return self.menu.handle(event, self.app.intents.of(event))

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(theme.INK)
        app = self.app
        w, h = self.size
        draw_text(surface, t("error.heading"), (w // 2, h // 6), "display", app.text_px(44),
                  theme.mix(theme.OMEN, theme.PARCHMENT, 0.4), "midtop")
        body = pygame.Rect(w // 6, h // 6 + app.text_px(64), w * 2 // 3, 0)
        what = t("error.what", kind=type(self.error).__name__, message=str(self.error)[:200],
                 where=self.where)
        log = t("error.log", file=str(self.log)) if self.log else t("error.no_log")
        used = draw_wrapped(surface, what, body, "body", app.text_px(20), theme.PARCHMENT,
                            center=True)
        body.top += used + app.px(16)
        draw_wrapped(surface, log, body, "italic", app.text_px(17), theme.MUTED, center=True)
        self.menu.draw(surface, app.text_px(20))
