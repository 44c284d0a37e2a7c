"""The title screen: the night picture (game/ui/backdrop.py) and the main menu."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from game.text import t
from game.ui import assets, theme
from game.ui.backdrop import Backdrop, draw_backdrop, render_backdrop
from game.ui.saved_games import finished_games, saved_games
from game.ui.scene import Scene, push_scene, scene
from game.ui.widgets import Button, Menu, draw_text, fit_size

if TYPE_CHECKING:
    from game.app import App


@scene("title")
class TitleScene(Scene):
    def __init__(self, app: App):
        self.time = 0.0
        self.backdrop: Backdrop | None = None
        has_save = self._has_save()
        going_on = Button(t("title.continue"), self._continue, enabled=has_save)
        listed = has_save or bool(finished_games())  # finished games are watched from Load
        self.menu = Menu([
            Button(t("title.new_game"), self._new_game),
            Button(t("title.solo_game"), self._solo_game),
            going_on,
            Button(t("title.load"), self._load, enabled=listed),
            Button(t("book.open"), self._book, enabled=bool(app.book.plays)),
            Button(t("title.settings"), self._settings),
            Button(t("title.rules"), self._rules),
            Button(t("title.quit"), self._quit),
        ])
        self.quit_index = len(self.menu.buttons) - 1
        if has_save:  # going on with the last game is the likely wish
            self.menu.focus = self.menu.buttons.index(going_on)
        super().__init__(app)

    @staticmethod
    def _has_save() -> bool:
        return bool(saved_games())

    # ---- actions ------------------------------------------------------
    def _new_game(self) -> None:
        push_scene(self.app, "setup", solo=False)

    def _solo_game(self) -> None:
        push_scene(self.app, "setup", solo=True)

    def _continue(self) -> None:
        """Go on with the newest saved game."""
        files = saved_games()
        if files:
            self._open(files[0])

    def _load(self) -> None:
        """The Load screen: every save, newest first, to load or delete."""
        push_scene(self.app, "load")

    def resume(self) -> None:
        """Back from Load (a save may have been deleted): grey Continue/Load if none left."""
        has_save = self._has_save()
        for b in self.menu.buttons:
            if b.action == self._continue:
                b.enabled = has_save
            elif b.action == self._load:
                b.enabled = has_save or bool(finished_games())
        if not self.menu.buttons[self.menu.focus].enabled:
            self.menu.focus = self.menu.safe_focus()

    def _open(self, path: Path) -> None:
        """Load a save under the Load screen's progress bar (a step at a time)."""
        push_scene(self.app, "load", path)

    def _book(self) -> None:
        """The haunt book: the haunts met on this machine (never open during a game)."""
        push_scene(self.app, "haunt_book")

    def _settings(self) -> None:
        push_scene(self.app, "settings")

    def _rules(self) -> None:
        push_scene(self.app, "rules")

    def _quit(self) -> None:
        self.app.running = False

    # ---- scene --------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        app = self.app
        if self.backdrop is None or self.backdrop.image.get_size() != tuple(size):
            self.backdrop = render_backdrop((size[0], size[1]))
        self.margin = app.px(80)
        room = size[0] - 2 * self.margin
        self.title_px = fit_size(t("app.title"), "display", app.px(96), round(size[0] * 0.58))
        self.title_pos = (self.margin, app.px(56))
        self.tag_px = fit_size(t("title.tagline"), "italic", min(app.text_px(22), app.px(30)), room)
        # below the title and its shadow as the font draws them, tails and all (a
        # blackletter H hangs below the line; a Chinese face runs taller than Latin)
        self.shadow = (app.px(3), app.px(4))
        ink = assets.font("display", self.title_px).render(t("app.title"), True,
                                                           theme.PARCHMENT).get_bounding_rect()
        self.tag_y = self.title_pos[1] + max(round(self.title_px * 1.05),
                                             ink.bottom + self.shadow[1] + app.px(6))
        self.hint_px = fit_size(t("title.hint"), "italic", min(app.text_px(16), app.px(24)), room)
        top = self.tag_y + assets.font("italic", self.tag_px).get_linesize() + app.px(20)
        bottom = (size[1] - app.px(24) - assets.font("italic", self.hint_px).get_linesize()
                  - app.px(12))
        n = len(self.menu.buttons)
        gap = app.px(9)
        button_h = min(round(app.text_px(22) * 1.9), (bottom - top - gap * (n - 1)) // n)
        button_h = max(app.px(20), button_h)
        self.button_px = max(8, min(app.text_px(22), round(button_h * 0.6)))
        width = min(app.px(320), size[0] - 2 * self.margin)
        self.menu.layout_column((self.margin, top), width, button_h, gap)

    def update(self, dt: float) -> None:
        self.time += dt

    def handle_event(self, event: pygame.event.Event) -> bool:
        intent = self.app.intents.of(event)
        if intent in ("menu", "cancel"):
            self.menu.focus = self.quit_index
            return True
        return self.menu.handle(event, intent)

    def draw(self, surface: pygame.Surface) -> None:
        app = self.app
        if self.backdrop is not None:
            draw_backdrop(surface, self.backdrop, self.time)
        else:
            surface.fill(theme.INK)
        x, y = self.title_pos
        title = t("app.title")
        draw_text(surface, title, (x + self.shadow[0], y + self.shadow[1]), "display",
                  self.title_px, theme.INK)
        draw_text(surface, title, (x, y), "display", self.title_px, theme.PARCHMENT)
        draw_text(surface, t("title.tagline"), (x + app.px(4), self.tag_y), "italic",
                  self.tag_px, theme.MUTED)
        self.menu.draw(surface, self.button_px, self.time)
        draw_text(surface, t("title.hint"), (self.margin, self.size[1] - app.px(24)), "italic",
                  self.hint_px, theme.mix(theme.MUTED, theme.INK, 0.25), "bottomleft")
