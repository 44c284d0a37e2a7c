"""Small drawing helpers and widgets: wrapped text, panels, buttons, menus."""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Protocol

import pygame

from game.text import current, language
from game.ui import assets, linebreak, theme


class TextRecorder(Protocol):
    """Told where texts are drawn (`python -m game shots --check`, game/ui/shots_record.py)."""

    def rendered(self, image: pygame.Surface, text: str, line_h: int) -> None: ...

    def drawn(self, surface: pygame.Surface, image: pygame.Surface, rect: pygame.Rect,
              box: pygame.Rect | None) -> None: ...

    def panel(self, surface: pygame.Surface, rect: pygame.Rect) -> None: ...

    def shortened(self, text: str, shown: str) -> None: ...


# Set only while the gallery records a frame; None in play, so drawing costs one test.
recorder: TextRecorder | None = None


@lru_cache(maxsize=2048)
def render(text: str, style: str, size: int, color: theme.Color) -> pygame.Surface:
    """Rendered text, cached (drawn at the size it is shown, never scaled). The
    app clears this cache when the language, and so the font, changes."""
    font = assets.font(style, size)
    image = font.render(text, True, color)
    if recorder is not None:  # the recorder clears the cache, so it sees every text
        recorder.rendered(image, text, font.get_linesize())
    return image


def _measure(style: str, size: int) -> linebreak.Measure:
    """The width of a text in a style and size, by the font's own measure."""
    f = assets.font(style, size)
    return lambda text: f.size(text)[0]


def fit(text: str, style: str, size: int, width: int) -> str:
    """Shorten text with an ellipsis until it fits `width` (keeping one letter)."""
    shown = _fit(language(), current(text), style, size, width)
    if recorder is not None and shown != current(text):
        recorder.shortened(current(text), shown)
    return shown


@lru_cache(maxsize=1024)
def _fit(lang: str, text: str, style: str, size: int, width: int) -> str:
    """Cached: labels are fitted again every frame, each a measure or more."""
    return linebreak.fit(text, width, _measure(style, size))


def fit_size(text: str, style: str, size: int, width: int) -> int:
    """The largest font size up to `size` (but not below 8) at which text fits `width`."""
    return linebreak.largest_size(min(8, size), size,
                                  lambda px: _measure(style, px)(current(text)) <= width)


def wrap(text: str, style: str, size: int, width: int) -> list[str]:
    """Break text into lines that fit `width` by the font's own measure: English at
    spaces, Chinese between characters by its punctuation rules (see linebreak)."""
    return list(_wrap(language(), current(text), style, size, width))


@lru_cache(maxsize=1024)
def _wrap(lang: str, text: str, style: str, size: int, width: int) -> tuple[str, ...]:
    """Cached: texts are wrapped again every frame, and Chinese measures per character."""
    return tuple(linebreak.wrap(text, width, _measure(style, size)))


LEADING = 1.12  # lines a little apart, so tails and capitals never touch


def line_height(style: str, size: int) -> int:
    """How far apart lines of running text stand: the font's own spacing (which
    leaves no room between a line's tails and the next one's capitals), a little more."""
    return round(assets.font(style, size).get_linesize() * LEADING)


def draw_text(surface: pygame.Surface, text: str, pos: tuple[int, int], style: str,
              size: int, color: theme.Color = theme.PARCHMENT, anchor: str = "topleft",
              box: pygame.Rect | None = None) -> pygame.Rect:
    """Draw one line; `box` is the room it must stay inside (a button, a wrapped
    column), told to the gallery's checker only."""
    image = render(current(text), style, size, color)
    rect = image.get_rect(**{anchor: pos})
    surface.blit(image, rect)
    if recorder is not None:
        recorder.drawn(surface, image, rect, box)
    return rect


def draw_wrapped(surface: pygame.Surface, text: str, rect: pygame.Rect, style: str, size: int,
                 color: theme.Color = theme.PARCHMENT, center: bool = False) -> int:
    """Draw wrapped text inside rect; returns the height used."""
    y = rect.top
    line_h = line_height(style, size)
    box = rect if rect.height else pygame.Rect(rect.left, rect.top, rect.width, 1 << 20)
    for line in wrap(text, style, size, rect.width):
        if center:
            draw_text(surface, line, (rect.centerx, y), style, size, color, "midtop", box)
        else:
            draw_text(surface, line, (rect.left, y), style, size, color, box=box)
        y += line_h
    return y - rect.top


def sheet(size: tuple[int, int], flags: int = pygame.SRCALPHA) -> pygame.Surface:
    """A new surface to draw on (see-through by default). A layout squeezed to
    nothing (a window below its minimum) gets an empty one rather than an error."""
    return pygame.Surface((max(0, size[0]), max(0, size[1])), flags)


def part(surface: pygame.Surface, rect: pygame.Rect) -> pygame.Surface:
    """The piece of `surface` under `rect` (to draw a scrolled view into), cut to the
    surface: a rectangle reaching past its edge draws only what is inside."""
    inside = rect.clip(surface.get_rect())
    return surface.subsurface(inside if inside.size != (0, 0) else pygame.Rect(0, 0, 0, 0))


@lru_cache(maxsize=256)
def veil(size: tuple[int, int], color: theme.Color, alpha: int) -> pygame.Surface:
    """A translucent sheet of one colour, made once per size (drawn every frame)."""
    image = sheet(size)
    image.fill((*color, alpha))
    return image


def dim(surface: pygame.Surface, keep: float) -> None:
    """Darken everything drawn so far to `keep` of its brightness (under an overlay):
    a multiply fill, much cheaper than blending a full-screen sheet."""
    k = round(255 * keep)
    surface.fill((k, k, k + 6 if k < 249 else k), special_flags=pygame.BLEND_MULT)


def panel(surface: pygame.Surface, rect: pygame.Rect, alpha: int = 230,
          border: theme.Color = theme.MUTED) -> None:
    surface.blit(veil(rect.size, theme.INK_2, alpha), rect)
    pygame.draw.rect(surface, border, rect, width=2, border_radius=8)
    if recorder is not None:
        recorder.panel(surface, rect)


def focus_ring(surface: pygame.Surface, rect: pygame.Rect, radius: int = 8,
               time: float | None = None) -> None:
    """The keyboard focus round `rect`: a thick bright ring that pulses (readable from
    across the room), with a dark edge outside; as thick as the window is tall (5 to
    8 px at 1080 lines), drawn over the control's own edge and a little beyond. It
    pulses by `time`, the scene's own clock (so a moment always looks the same), or
    by the wall clock for a drawer that has none."""
    height = surface.get_abs_parent().get_height()
    base = max(3.0, height / 216)
    if time is None:
        time = pygame.time.get_ticks() / 1000
    k = 0.5 + 0.5 * math.sin(time * 2 * math.pi / theme.FOCUS_PULSE)
    width = round(base * (1 + 0.6 * k))
    out = round(base * 0.6)
    ring = rect.inflate(2 * out, 2 * out)
    dark = max(1, round(base / 3))
    pygame.draw.rect(surface, theme.INK, ring.inflate(2 * dark, 2 * dark), width=dark,
                     border_radius=radius + out + dark)
    pygame.draw.rect(surface, theme.mix(theme.FOCUS, theme.FOCUS_PEAK, k), ring, width=width,
                     border_radius=radius + out)


def label_lines(text: str, size: int, width: int, height: int) -> tuple[list[str], int]:
    """A button's label as it fits `width` and `height`: whole at its size, a little
    smaller, in two lines when the button is tall enough, and only then cut short."""
    shown = current(text)
    lines, px = _label(language(), shown, size, width - 16, height - 4)
    if recorder is not None and len(lines) == 1 and lines[0] != shown:
        recorder.shortened(shown, lines[0])
    return list(lines), px


@lru_cache(maxsize=512)
def _label(lang: str, text: str, size: int, room: int, height: int) -> tuple[tuple[str, ...], int]:
    """Cached: buttons are drawn every frame."""
    if _measure("body", size)(text) <= room:
        return (text,), size
    smaller = fit_size(text, "body", size, room)
    if smaller >= size * 4 // 5:
        return (text,), smaller
    for px in range(size, max(8, size * 3 // 4) - 1, -1):
        lines = _wrap(lang, text, "body", px, room)
        if len(lines) <= 2 and assets.font("body", px).get_linesize() * len(lines) <= height \
                and all(_measure("body", px)(line) <= room for line in lines):
            return lines, px
    if smaller >= size * 3 // 5:  # one word too long for two lines: smaller still
        return (text,), smaller
    return (linebreak.fit(text, room, _measure("body", size)),), size


@dataclass
class Button:
    label: str
    action: Callable[[], None]
    rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    enabled: bool = True
    risky: bool = False  # drops, reveals, shows a secret or ends a turn: never focused at first

    def draw(self, surface: pygame.Surface, size: int, focused: bool, hovered: bool,
             time: float | None = None) -> None:
        """The button; focused, with the focus ring pulsing by `time` (see focus_ring)."""
        lit = (focused or hovered) and self.enabled
        fill = theme.INK_3 if lit else theme.INK_2
        pygame.draw.rect(surface, fill, self.rect, border_radius=8)
        edge = theme.ITEM if lit else theme.MUTED
        pygame.draw.rect(surface, edge, self.rect, width=2, border_radius=8)
        if focused:
            focus_ring(surface, self.rect, time=time)
        color = theme.PARCHMENT if self.enabled else theme.mix(theme.MUTED, theme.INK, 0.4)
        lines, px = label_lines(self.label, size, self.rect.width, self.rect.height)
        line_h = assets.font("body", px).get_linesize()
        y = self.rect.centery - line_h * (len(lines) - 1) // 2
        for line in lines:
            draw_text(surface, line, (self.rect.centerx, y), "body", px, color, "center",
                      self.rect)
            y += line_h


class Menu:
    """A column (or grid) of buttons driven by mouse, keys (arrows, Tab / Shift-Tab) or
    gamepad. The focus starts on the first enabled button that is not risky; with
    none, on nothing (-1), so a reflexive Enter does nothing until the arrows, Tab or
    the mouse choose a button."""

    def __init__(self, buttons: list[Button]):
        self.buttons = buttons
        self.focus = self.safe_focus()
        self.hover: int | None = None

    def safe_focus(self) -> int:
        """The first enabled button that is not risky, or -1."""
        return next((i for i, b in enumerate(self.buttons) if b.enabled and not b.risky), -1)

    def layout_column(self, top_left: tuple[int, int], width: int, height: int,
                      gap: int) -> None:
        x, y = top_left
        for b in self.buttons:
            b.rect = pygame.Rect(x, y, width, height)
            y += height + gap

    def handle(self, event: pygame.event.Event, intent: str | None) -> bool:
        if not self.buttons:
            return False
        if event.type == pygame.MOUSEMOTION:
            self.hover = next((i for i, b in enumerate(self.buttons)
                               if b.rect.collidepoint(event.pos)), None)
            if self.hover is not None:
                self.focus = self.hover
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for i, b in enumerate(self.buttons):
                if b.rect.collidepoint(event.pos) and b.enabled:
                    self.focus = i
                    b.action()
                    return True
            return False
        if intent in ("up", "left", "prev"):
            self._step(-1)
            return True
        if intent in ("down", "right", "next"):
            self._step(+1)
            return True
        if intent == "confirm":
            b = self.buttons[self.focus] if self.focus >= 0 else None
            if b is not None and b.enabled:
                b.action()
            return True
        return False

    def _step(self, delta: int) -> None:
        n = len(self.buttons)
        if self.focus < 0:  # nothing chosen yet: the first step lands on an end
            self.focus = -1 if delta > 0 else n
        for _ in range(n):
            self.focus = (self.focus + delta) % n
            if self.buttons[self.focus].enabled:
                return

    def draw(self, surface: pygame.Surface, size: int, time: float | None = None) -> None:
        for i, b in enumerate(self.buttons):
            b.draw(surface, size, i == self.focus, i == self.hover, time)


def scroll_thumb(bar: pygame.Rect, view_h: int, content_h: int, scroll: int,
                 least: int) -> pygame.Rect:
    """A scroll bar's thumb: as tall as the share of the content in view (at least
    `least`), as far down the bar as the view is down the content."""
    most = max(0, content_h - view_h)
    if most <= 0:
        return bar.copy()
    h = max(least, round(bar.height * view_h / content_h))
    return pygame.Rect(bar.left, bar.top + round((bar.height - h) * scroll / most), bar.width, h)
