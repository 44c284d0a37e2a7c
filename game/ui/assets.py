"""Fonts, images and sounds for the window, loaded once and cached.

Fonts come from a table per language (`FONT_FILES`), chosen by the current
language and cached per (language, style, size), so a change of language
takes effect on the next frame without a reset.

Paths come from game.resources (source tree or bundle). A missing image or an
absent audio device never stops the game: images fall back to a drawn
stand-in, sounds to silence.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache, lru_cache

import pygame

from game import resources, text


@dataclass(frozen=True)
class Face:
    """A style's font: a file under assets/fonts (None: pygame's own font),
    whether pygame should embolden it (for a bold the family does not ship) and
    how large it is drawn for a size."""

    file: str | None
    embolden: bool = False
    scale: float = 1.0  # of the asked pixel size, to match another language's face


# language -> style -> face. A language's fonts must cover every character of its
# texts (tools/subset_fonts.py makes the Chinese ones; tests/test_fonts.py checks).
FONT_FILES: dict[str, dict[str, Face]] = {
    "en": {
        "body": Face("EBGaramond12-Regular.otf"),
        "italic": Face("EBGaramond12-Italic.otf"),
        # emboldened: the packaged bold lacks dashes and accents
        "bold": Face("EBGaramond12-Regular.otf", embolden=True),
        "display": Face("Blankenburg.ttf"),
        "plain": Face(None),  # pygame's own font: lining figures read clearly in badges
    },
    "zh-Hant": {  # CJK has no italic; titles take the bold serif
        "body": Face("NotoSerifTC-Regular-subset.otf"),
        "italic": Face("NotoSerifTC-Regular-subset.otf"),
        "bold": Face("NotoSerifTC-Bold-subset.otf"),
        "display": Face("NotoSerifTC-Bold-subset.otf"),
        # pygame's own font has no CJK; it draws at 0.6875 of the size asked, and so
        # does its stand-in, so figures in badges keep their size in both languages
        "plain": Face("NotoSansTC-Regular-subset.otf", scale=0.6875),
    },
}


def face(style: str, lang: str | None = None) -> Face:
    """The face of a style in a language (default: the current one); an unknown
    language reads as English, an unknown style as body text."""
    faces = FONT_FILES.get(lang or text.language(), FONT_FILES[text.LANGUAGE])
    return faces.get(style, faces["body"])


def font_path(style: str, lang: str | None = None) -> str | None:
    """The font file of a style in a language; None for pygame's own font or a
    file that is missing (pygame's font stands in)."""
    file = face(style, lang).file
    if file is None:
        return None
    found = resources.path("assets", "fonts", file)
    return str(found) if found.exists() else None


def font(style: str, size: int) -> pygame.font.Font:
    """A font of a style ("body", "italic", "bold", "display", "plain") at a pixel
    size, in the current language's faces."""
    return _font(text.language(), style, size)


@cache
def _font(lang: str, style: str, size: int) -> pygame.font.Font:
    """Loaded once per (language, style, size): switching language needs no reset."""
    chosen = face(style, lang)
    f = pygame.font.Font(font_path(style, lang), max(6, round(size * chosen.scale)))
    f.bold = chosen.embolden
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
def scaled(parts: tuple[str, ...], size: int | tuple[int, int],
           rotation: int = 0) -> pygame.Surface | None:
    """An image scaled to a square `size` (or to a (width, height)) and turned
    `rotation` quarter turns clockwise; cached per size, so each zoom level is
    scaled once. A size squeezed below nothing gives an empty image."""
    base = image(*parts)
    if base is None:
        return None
    turned = pygame.transform.rotate(base, -90 * rotation) if rotation else base
    w, h = (size, size) if isinstance(size, int) else size
    return pygame.transform.smoothscale(turned, (max(0, w), max(0, h)))


TURN_STEP = 6  # degrees: a spinning image is drawn at 60 angles at most


def turned(parts: tuple[str, ...], size: int, angle: float) -> pygame.Surface | None:
    """An image scaled to a square `size` and rotated `angle` degrees counter-clockwise,
    the angle rounded to TURN_STEP: a spinning die costs a blit, not a rotation.
    Only to blit as it is (see `still`)."""
    return _turned(parts, size, round(angle / TURN_STEP) * TURN_STEP % 360)


@lru_cache(maxsize=256)
def _turned(parts: tuple[str, ...], size: int, step: int) -> pygame.Surface | None:
    art = scaled(parts, size)
    return None if art is None else still(pygame.transform.rotate(art, step))


def still(picture: pygame.Surface) -> pygame.Surface:
    """Make a kept picture with see-through parts quick to blit (run-length encoded:
    its opaque and clear runs are copied or skipped, only its soft edges blended; a
    card's face blits four times faster). Such a picture is only to blit as it is:
    scaling, turning or drawing on it undoes the encoding each time, at many times
    the cost. An opaque picture is left as it is: it is copied, the quickest blit
    (given a surface alpha it would be blended, twenty times slower)."""
    if picture.get_flags() & pygame.SRCALPHA:
        picture.set_alpha(255, pygame.RLEACCEL)
    return picture


DRAWN_BYTES = 64 * 2 ** 20  # pictures kept by `drawn`, oldest forgotten first
_drawn: OrderedDict[tuple, pygame.Surface] = OrderedDict()


def drawn(key: tuple, make: Callable[[], pygame.Surface], blit_only: bool = True
          ) -> pygame.Surface:
    """A picture composed once (a card's face, a panel of text) and kept while it is
    drawn: `key` names everything it shows at its size (its content, its size, the
    text size); the language is added to the key here. `blit_only`: it is only ever
    blitted as it is, so it is kept `still`; else (a card in mid-flip, scaled each
    frame) it is kept as drawn, and its still copy is made from it, not drawn again.
    Kept up to DRAWN_BYTES, the least recently drawn forgotten first."""
    plain = ("plain", text.language(), *key)
    if not blit_only:
        return _keep(plain, make)
    return _keep(("still", *plain[1:]),
                 lambda: still(_drawn[plain].copy() if plain in _drawn else make()))


def _keep(key: tuple, make: Callable[[], pygame.Surface]) -> pygame.Surface:
    picture = _drawn.get(key)
    if picture is not None:
        _drawn.move_to_end(key)
        return picture
    picture = _drawn[key] = make()
    used = sum(_bytes(p) for p in _drawn.values())
    while used > DRAWN_BYTES and len(_drawn) > 1:
        used -= _bytes(_drawn.popitem(last=False)[1])
    return picture


def _bytes(picture: pygame.Surface) -> int:
    return picture.get_width() * picture.get_height() * picture.get_bytesize()


def clear() -> None:
    """Forget loaded fonts and images (they die with pygame.quit())."""
    for fn in (_font, image, scaled, _turned):
        fn.cache_clear()
    _drawn.clear()


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
