"""The one loop: input to the top scene, update the visible scenes, draw, flip."""

from __future__ import annotations

import os
import sys
import warnings

import pygame

from game import logs, text
from game.content.loader import load
from game.content.types import Content
from game.haunt_book import Book, Play, load_book, save_book
from game.settings import APP, Settings, load_settings, save_settings
from game.sim import forcing
from game.text import t
from game.ui import assets
from game.ui.assets import Sounds
from game.ui.input import Intents
from game.ui.scene import Scene, SceneStack
from game.ui.widgets import draw_text, panel, render

log = logs.log
BASE = (1280, 720)
MIN_SIZE = (960, 540)  # the smallest window: every scene is laid out for it and up
FPS = 60
WM_CLASS = "SDL_VIDEO_X11_WMCLASS"  # read by SDL's X11 video at start


def name_the_window() -> None:
    """X11 groups and labels windows by their class: the game's name, where pygame
    (on import, under X11) puts the file Python ran (`__main__.py`). SDL reads it
    when the display starts; a player's own setting is kept."""
    if os.environ.get(WM_CLASS) in (None, os.path.basename(sys.argv[0])):
        os.environ[WM_CLASS] = APP


def at_least_minimum(size: tuple[int, int]) -> tuple[int, int]:
    return max(size[0], MIN_SIZE[0]), max(size[1], MIN_SIZE[1])


class App:
    def __init__(self, settings: Settings | None = None, size: tuple[int, int] = BASE,
                 notice: str = "", language: str = "", haunt: str = ""):
        self.log_path = logs.setup()
        name_the_window()
        pygame.init()
        assets.clear()
        render.cache_clear()
        if settings is None:
            settings, message = load_settings()
            notice = notice or message
        self.settings = settings
        text.set_language(language or settings.language or text.system_language())
        self.windowed_size = at_least_minimum(size)
        self.window = self.open_window(settings.fullscreen)
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
        self._book: Book | None = None
        self.content_errors: list[str] = []
        self.haunt = haunt  # a designer's look: every haunt that starts is this one
        pygame.joystick.init()
        self.pads: dict[int, pygame.joystick.JoystickType] = {}
        for index in range(pygame.joystick.get_count()):
            self.plug_in(index)

    # ---- shared services -------------------------------------------------
    @property
    def content(self) -> Content:
        if self._content is None:
            content, errors = load()
            self.content_errors = [str(e) for e in errors]
            if self.haunt in content.haunts:
                content = forcing(content, self.haunt)
            elif self.haunt:
                self.content_errors.append(t("cli.play.no_haunt", haunt=self.haunt,
                                             haunts=", ".join(sorted(content.haunts))))
            self._content = content
        return self._content

    @property
    def book(self) -> Book:
        """The haunt book of this machine, read when first needed (a damaged file is set
        aside, with one notice)."""
        if self._book is None:
            numbers = {h.number: hid for hid, h in self.content.haunts.items()}
            self._book, message = load_book(numbers)
            if message:
                self.notify(message, 8.0)
        return self._book

    def haunt_numbers(self) -> dict[str, int]:
        return {hid: h.number for hid, h in self.content.haunts.items()}

    def avoid(self) -> tuple[int, ...]:
        """The haunt numbers a new game passes over (R9.4): the book's, if the player
        chose so in the settings."""
        return self.book.numbers(self.haunt_numbers()) if self.settings.avoid_played else ()

    def record(self, play: Play) -> None:
        """Write a finished game into the haunt book (once per game)."""
        if self.book.record(play):
            problem = save_book(self.book)
            if problem:
                self.notify(problem)

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

    # ---- the window -----------------------------------------------------
    def open_window(self, fullscreen: bool) -> pygame.Surface:
        """The window, resizable down to MIN_SIZE (a new display mode forgets it)."""
        if fullscreen:
            surface = pygame.display.set_mode((0, 0), pygame.FULLSCREEN | pygame.RESIZABLE)
        else:
            surface = pygame.display.set_mode(self.windowed_size, pygame.RESIZABLE)
        self.window_handle().minimum_size = MIN_SIZE
        return surface

    @staticmethod
    def window_handle() -> pygame.Window:
        """The display's window as an object (for its minimum size). pygame-ce 2.5 warns
        that set_mode's surface should give way to Window.get_surface; the game keeps
        set_mode, which every drawer and test uses, until that move is made whole."""
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", DeprecationWarning)
            return pygame.Window.from_display_module()

    def toggle_fullscreen(self) -> None:
        self.settings.fullscreen = not self.settings.fullscreen
        if self.settings.fullscreen:
            self.windowed_size = self.size
        self.window = self.open_window(self.settings.fullscreen)
        self.resized()

    def resized(self) -> None:
        """Lay every scene out for the window's size. A window manager that let the
        window shrink below MIN_SIZE (the minimum is only a request) gets it back, so
        no layout ever sees less (but a full screen smaller than that, which it
        cannot help)."""
        self.window = pygame.display.get_surface()
        size = self.window.get_size()
        if at_least_minimum(size) != size:
            if self.settings.fullscreen:
                self.window = self.open_window(True)
            else:
                self.window_handle().size = at_least_minimum(size)
                self.window = pygame.display.get_surface()
        self.size = self.window.get_size()
        self.stack.layout(self.size)

    # ---- gamepads -------------------------------------------------------
    def plug_in(self, index: int) -> None:
        """Open the pad SDL just found. It may be gone again before the news arrives
        (or the index never valid): then there is nothing to open."""
        try:
            pad = pygame.joystick.Joystick(index)
            self.pads[pad.get_instance_id()] = pad
        except pygame.error:
            log.info("gamepad %s is gone before it could be opened", index)

    def unplug(self, instance_id: int) -> None:
        """Forget a pad that was pulled out."""
        pad = self.pads.pop(instance_id, None)
        if pad is not None:
            pad.quit()

    # ---- the loop -------------------------------------------------------
    def push(self, scene: Scene) -> None:
        self.stack.push(scene)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.running = False
            return
        if event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            self.resized()
            return
        if event.type == pygame.KEYDOWN and (
                event.key == pygame.K_F11 or
                (event.key == pygame.K_RETURN and event.mod & pygame.KMOD_ALT)):
            self.toggle_fullscreen()
            return
        if event.type == pygame.JOYDEVICEADDED:
            self.plug_in(event.device_index)
            return
        if event.type == pygame.JOYDEVICEREMOVED:
            self.unplug(event.instance_id)
            return
        top = self.stack.top
        if top is not None:
            top.handle_event(event)

    def step(self, dt: float, events: list[pygame.event.Event]) -> None:
        """One frame: input, update, draw (not flipped)."""
        for event in events:
            self.handle(event)
        if pygame.display.get_surface().get_size() != self.size:
            self.resized()  # the news of a resize may come late (or as another event)
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
