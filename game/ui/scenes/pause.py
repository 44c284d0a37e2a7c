"""The pause menu: an overlay on the board (Esc / Start) with resume, save,
settings, rules and quit to title (asked first)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.text import t
from game.ui import theme
from game.ui.dialog import Option
from game.ui.input import pad_label
from game.ui.scene import Scene, push_scene, replace_scene, scene
from game.ui.widgets import Button, Menu, draw_text, panel, sheet

if TYPE_CHECKING:
    from game.app import App


@scene("pause")
class PauseScene(Scene):
    opaque = False  # the board stays visible, darkened

    def __init__(self, app: App, on_save: Callable[[], str] | None = None):
        self.on_save = on_save
        self.menu = Menu([
            Button(t("pause.resume"), self.resume_game),
            Button(t("pause.save"), self.save_game, enabled=on_save is not None),
            Button(t("pause.settings"), self.open_settings),
            Button(t("pause.rules"), self.open_rules),
            Button(t("pause.quit"), self.ask_quit),
        ])
        self.rect = pygame.Rect(0, 0, 0, 0)
        super().__init__(app)

    # ---- actions ---------------------------------------------------------------
    def resume_game(self) -> None:
        self.app.stack.remove(self)

    def save_game(self) -> None:
        if self.on_save is None:
            return
        message = self.on_save()
        if message:
            self.app.notify(message)

    def open_settings(self) -> None:
        push_scene(self.app, "settings")

    def open_rules(self) -> None:
        push_scene(self.app, "rules")

    def ask_quit(self) -> None:
        push_scene(
            self.app, "choice", t("pause.quit.title"), t("pause.quit.text"),
            [Option(t("pause.quit.no"), lambda: None),
             Option(t("pause.quit.yes"), self.quit_to_title, risky=True)],
            cancel=lambda: None)

    def quit_to_title(self) -> None:
        replace_scene(self.app, "title")

    # ---- scene -----------------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        app = self.app
        width = min(size[0] - app.px(40), max(app.px(420), app.text_px(22) * 16))
        button_h = round(app.text_px(22) * 2.1)
        gap = app.px(12)
        title_h = round(app.text_px(48) * 1.4)
        hint_h = round(app.text_px(16) * 2)
        n = len(self.menu.buttons)
        height = app.px(28) + title_h + n * button_h + (n - 1) * gap + hint_h + app.px(20)
        if height > size[1] - app.px(20):  # very large text in a small window: squeeze
            spare = size[1] - app.px(20) - (app.px(48) + title_h + hint_h)
            button_h = max(app.px(24), (spare - (n - 1) * gap) // n)
            height = app.px(48) + title_h + hint_h + n * button_h + (n - 1) * gap
        self.rect = pygame.Rect(0, 0, width, height)
        self.rect.center = (size[0] // 2, size[1] // 2)
        self.title_y = self.rect.top + app.px(28)
        pad = app.px(36)
        self.menu.layout_column((self.rect.left + pad, self.rect.top + app.px(28) + title_h),
                                width - 2 * pad, button_h, gap)

    def handle_event(self, event: pygame.event.Event) -> bool:
        intent = self.app.intents.of(event)
        if intent in ("menu", "cancel"):
            self.resume_game()
            return True
        return self.menu.handle(event, intent)

    def _hint(self) -> str:
        """How to get back to the game, naming the pad button as the player bound it."""
        button = self.app.settings.pad.get("menu")
        if button is None:
            return t("pause.hint.keys")
        return t("pause.hint", button=pad_label(button))

    def draw(self, surface: pygame.Surface) -> None:
        app = self.app
        shade = sheet(surface.get_size())
        shade.fill((*theme.INK, 170))
        surface.blit(shade, (0, 0))
        panel(surface, self.rect, alpha=245, border=theme.ITEM)
        inner = self.rect.inflate(-app.px(12), -app.px(12))
        pygame.draw.rect(surface, theme.mix(theme.INK_3, theme.MUTED, 0.25), inner, width=1,
                         border_radius=app.px(6))
        draw_text(surface, t("pause.title"), (self.rect.centerx, self.title_y), "display",
                  app.text_px(48), theme.PARCHMENT, "midtop")
        self.menu.draw(surface, app.text_px(22))
        draw_text(surface, self._hint(),
                  (self.rect.centerx, self.rect.bottom - app.px(14)), "italic",
                  app.text_px(16), theme.MUTED, "midbottom")
