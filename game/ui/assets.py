"""Fonts, images and sounds for the window, loaded once and cached.

Paths come from game.resources (source tree or bundle). A missing image or an
absent audio device never stops the game: images fall back to a drawn
stand-in, sounds to silence.
"""

from __future__ import annotations

from functools import cache

import pygame

from game import resources

FONT_FILES = {
    "body": "EBGaramond12-Regular.otf",
    "italic": "EBGaramond12-Italic.otf",
    "bold": "EBGaramond12-Regular.otf",  # emboldened: the packaged bold lacks dashes and accents
    "display": "Blankenburg.ttf",
}


@cache
def font_path(style: str) -> str | None:
    """The font file of a style; "plain" is pygame's own font, whose lining
    figures read clearly in small badges."""
    if style == "plain":
        return None
    file = resources.path("assets", "fonts", FONT_FILES.get(style, FONT_FILES["body"]))
    return str(file) if file.exists() else None


@cache
def font(style: str, size: int) -> pygame.font.Font:
    """A font of a style ("body", "italic", "bold", "display", "plain") at a pixel size."""
    f = pygame.font.Font(font_path(style), max(6, size))
    f.bold = style == "bold"
    return f


@cache
def image(*parts: str) -> pygame.Surface | None:
    """An image under assets/, converted for fast drawing; None if it is missing."""
    file = resources.path("assets", *parts)
    try:
        surface = pygame.image.load(str(file))
    except (FileNotFoundError, pygame.error):
        return None
    if pygame.display.get_surface() is not None:
        return surface.convert_alpha()
    return surface


@cache
def scaled(parts: tuple[str, ...], size: int, rotation: int = 0) -> pygame.Surface | None:
    """An image scaled to a square `size` and turned `rotation` quarter turns
    clockwise; cached per size, so each zoom level is scaled once."""
    base = image(*parts)
    if base is None:
        return None
    turned = pygame.transform.rotate(base, -90 * rotation) if rotation else base
    return pygame.transform.smoothscale(turned, (size, size))


def clear() -> None:
    """Forget loaded fonts and images (they die with pygame.quit())."""
    for fn in (font_path, font, image, scaled):
        fn.cache_clear()


class Sounds:
    """Short sound effects and the looping music; silent when there is no audio device."""

    MUSIC = ("assets", "sounds", "ambient.wav")

    def __init__(self, volume: float):
        self.volume = volume
        self.music_volume = 0.0
        self.music_ok = False  # True once the music is loaded and playing
        self.ok = False
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init()
            self.ok = True
        except pygame.error:
            self.ok = False
        self._cache: dict[str, pygame.mixer.Sound | None] = {}

    def play(self, name: str) -> None:
        if not self.ok or self.volume <= 0:
            return
        if name not in self._cache:
            try:
                self._cache[name] = pygame.mixer.Sound(
                    str(resources.path("assets", "sounds", f"{name}.wav")))
            except (FileNotFoundError, pygame.error):
                self._cache[name] = None
        sound = self._cache[name]
        if sound is not None:
            sound.set_volume(self.volume)
            sound.play()

    def start_music(self, volume: float) -> None:
        """Loop the ambient music forever at a volume (0..1); silent if it cannot play."""
        self.music_volume = volume
        self.music_ok = False
        if not self.ok:
            return
        try:
            pygame.mixer.music.load(str(resources.path(*self.MUSIC)))
            pygame.mixer.music.set_volume(volume)
            pygame.mixer.music.play(loops=-1)
            self.music_ok = True
        except (FileNotFoundError, pygame.error):
            self.music_ok = False

    def set_music_volume(self, volume: float) -> None:
        """Change the music's volume (0 silences it; it keeps looping underneath)."""
        self.music_volume = volume
        if not self.music_ok:
            return
        try:
            pygame.mixer.music.set_volume(volume)
        except pygame.error:
            self.music_ok = False
