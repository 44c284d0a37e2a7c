"""The one loop: input to the top scene, update the visible scenes, draw, flip."""

from __future__ import annotations

import os

import pygame

from game import logs, text
from game.content.loader import load
from game.content.types import Content
from game.settings import Settings, load_settings, save_settings
from game.text import t
from game.ui import assets
from game.ui.assets import Sounds
from game.ui.input import Intents
from game.ui.scene import Scene, SceneStack
from game.ui.widgets import draw_text, panel, render

log = logs.log
BASE = (1280, 720)
FPS = 60


class App:
    def __init__(self, settings: Settings | None = None, size: tuple[int, int] = BASE,
                 notice: str = "", language: str = ""):
        self.log_path = logs.setup()
        pygame.init()
        assets.clear()
        render.cache_clear()
        if settings is None:
            settings, message = load_settings()
            notice = notice or message
        self.settings = settings
        text.set_language(language or settings.language or text.system_language())
        self.windowed_size = size
        flags = pygame.RESIZABLE | (pygame.FULLSCREEN if settings.fullscreen else 0)
        self.window = pygame.display.set_mode((0, 0) if settings.fullscreen else size, flags)
        pygame.display.set_caption(t("app.title"))
        icon = assets.image("icons", "app.png")
        if icon is not None:
            pygame.display.set_icon(icon)
        self.size = self.window.get_size()
        self.stack = SceneStack()
        self.intents = Intents(settings.keys, settings.pad)
        self.sounds = Sounds(settings.sound_volume)
        self.sounds.start_music(settings.music_volume)
        self.clock = pygame.time.Clock()
        self.running = True
        self.notices: list[tuple[str, float]] = [(notice, 6.0)] if notice else []
        self._content: Content | None = None
        self.content_errors: list[str] = []
        pygame.joystick.init()
        self.pads = [pygame.joystick.Joystick(i) for i in range(pygame.joystick.get_count())]

    # ---- shared services -------------------------------------------------
    @property
    def content(self) -> Content:
        if self._content is None:
            content, errors = load()
            self.content_errors = [str(e) for e in errors]
            self._content = content
        return self._content

    @property
    def scale(self) -> float:
        """Layout scale from the window: 1.0 at 1280x720, 3.0 at 4K."""
        return min(self.size[0] / BASE[0], self.size[1] / BASE[1])

    def px(self, n: float) -> int:
        """A length in layout pixels."""
        return max(1, round(n * self.scale))

    def text_px(self, n: float) -> int:
        """A font size: the layout scale times the player's text-size setting."""
        return max(8, round(n * self.scale * self.settings.text_size))

    def set_language(self, language: str) -> None:
        """Speak another language from this frame on: every scene lays out again
        with the new words and the language's fonts (the choice is kept)."""
        text.set_language(language)
        self.settings.language = text.language()
        self.save_settings()
        assets.clear()
        render.cache_clear()
        pygame.display.set_caption(t("app.title"))
        self.stack.layout(self.size)

    def notify(self, message: str, seconds: float = 5.0) -> None:
        self.notices.append((message, seconds))

    def save_settings(self) -> None:
        problem = save_settings(self.settings)
        if problem:
            self.notify(problem)
        self.intents.rebind(self.settings.keys, self.settings.pad)
        self.sounds.volume = self.settings.sound_volume
        self.sounds.set_music_volume(self.settings.music_volume)

    def toggle_fullscreen(self) -> None:
        self.settings.fullscreen = not self.settings.fullscreen
        if self.settings.fullscreen:
            self.windowed_size = self.size
            self.window = pygame.display.set_mode((0, 0), pygame.FULLSCREEN | pygame.RESIZABLE)
        else:
            self.window = pygame.display.set_mode(self.windowed_size, pygame.RESIZABLE)
        self.resized()

    def resized(self) -> None:
        self.size = self.window.get_size()
        self.stack.layout(self.size)

    # ---- the loop -------------------------------------------------------
    def push(self, scene: Scene) -> None:
        self.stack.push(scene)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.running = False
            return
        if event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            self.window = pygame.display.get_surface()
            self.resized()
            return
        if event.type == pygame.KEYDOWN and (
                event.key == pygame.K_F11 or
                (event.key == pygame.K_RETURN and event.mod & pygame.KMOD_ALT)):
            self.toggle_fullscreen()
            return
        if event.type == pygame.JOYDEVICEADDED:
            self.pads.append(pygame.joystick.Joystick(event.device_index))
            return
        top = self.stack.top
        if top is not None:
            top.handle_event(event)

    def step(self, dt: float, events: list[pygame.event.Event]) -> None:
        """One frame: input, update, draw (not flipped)."""
        for event in events:
            self.handle(event)
        if not self.stack.scenes:
            self.running = False
            return
        self.notices = [(m, s - dt) for m, s in self.notices if s - dt > 0]
        for scene in self.stack.visible():
            scene.update(dt)
        self.draw(self.window)

    def draw(self, surface: pygame.Surface) -> None:
        for scene in self.stack.visible():
            scene.draw(surface)
        if self.notices:
            message = self.notices[-1][0]
            size = self.text_px(18)
            rect = pygame.Rect(0, 0, min(self.size[0] - 40, self.px(900)), size * 2)
            rect.midbottom = (self.size[0] // 2, self.size[1] - self.px(16))
            panel(surface, rect)
            draw_text(surface, message, rect.center, "body", size, anchor="center")

    def safe_step(self, dt: float, events: list[pygame.event.Event]) -> None:
        """A frame; an unexpected error is logged and shown on the error screen
        (whose own failure ends the game rather than looping)."""
        from game.ui.scenes.error import ErrorScene

        try:
            self.step(dt, events)
        except Exception as exc:
            log.exception("unexpected error")
            if isinstance(self.stack.top, ErrorScene):
                raise
            self.stack.replace(ErrorScene(self, exc, self.log_path))

    def run(self) -> int:
        first_only = os.environ.get("HOUSE_FIRST_FRAME_ONLY") == "1"  # for `bench`
        while self.running:
            dt = min(self.clock.tick(FPS) / 1000.0, 0.1)
            self.safe_step(dt, pygame.event.get())
            pygame.display.flip()
            if first_only:
                break
        pygame.quit()
        return 0
