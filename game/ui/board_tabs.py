"""The row above the board: a tab per floor, badged with how many things the
player may do on that floor (a move may wait on a floor not on show), the tab
on show chosen (a look of its own, not the keyboard's focus ring), and the
camera buttons "fit the house" and "centre on me", each a drawn picture (no
font needs it) that names itself and its key when pointed at or focused."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace

import pygame

from game.text import t
from game.ui import assets, theme
from game.ui.scenes.settings_rows import key_label
from game.ui.widgets import Button, draw_text, fit, focus_ring, label_lines, panel, render

MAP_INTENTS = ("fit_house", "center_me")  # intents in game.settings.DEFAULT_KEYS


@dataclass
class Tab(Button):
    """A tab above the board. The one on show is chosen: filled with its floor's
    colour (`mark`), edged and underlined in parchment, a look of its own, apart
    from the keyboard's focus ring, which any tab (or button) may wear as well."""

    chosen: Callable[[], bool] = lambda: False
    mark: theme.Color = theme.MUTED

    def draw(self, surface: pygame.Surface, size: int, focused: bool, hovered: bool,
             time: float | None = None) -> None:
        if not self.chosen():
            super().draw(surface, size, focused, hovered, time)
            return
        pygame.draw.rect(surface, theme.mix(theme.INK_3, self.mark, 0.8), self.rect,
                         border_radius=8)
        pygame.draw.rect(surface, theme.PARCHMENT, self.rect, width=2, border_radius=8)
        h = max(3, self.rect.height // 10)
        bar = pygame.Rect(self.rect.left + self.rect.width // 8, self.rect.bottom - 2 * h,
                          self.rect.width * 3 // 4, h)
        pygame.draw.rect(surface, theme.PARCHMENT, bar, border_radius=h // 2)
        if focused:
            focus_ring(surface, self.rect, time=time)
        _label(surface, self.label, self.rect, size)


def _label(surface: pygame.Surface, label: str, rect: pygame.Rect, size: int) -> None:
    """A tab's words centred in `rect`: smaller, or in two lines, before cut short."""
    lines, px = label_lines(label, size, rect.width, rect.height)
    line_h = assets.font("body", px).get_linesize()
    y = rect.centery - line_h * (len(lines) - 1) // 2
    for line in lines:
        draw_text(surface, line, (rect.centerx, y), "body", px, theme.PARCHMENT, "center", rect)
        y += line_h


@dataclass
class FloorTab(Tab):
    badge: Callable[[], tuple[int, theme.Color]] = lambda: (0, theme.MUTED)  # count, colour

    def draw(self, surface: pygame.Surface, size: int, focused: bool, hovered: bool,
             time: float | None = None) -> None:
        n, color = self.badge()
        if not n:
            super().draw(surface, size, focused, hovered, time)
            return
        Tab.draw(replace(self, label=""), surface, size, focused, hovered, time)  # the box
        r = min(self.rect.height * 2 // 5, round(size * 0.8))
        spot = (self.rect.right - r - self.rect.height // 6, self.rect.centery)
        words = pygame.Rect(self.rect.left + 8, self.rect.top,
                            spot[0] - r - 12 - self.rect.left, self.rect.height)
        _label(surface, self.label, words.inflate(16, 0), size)  # whole, in two lines if need be
        pygame.draw.circle(surface, color, spot, r)
        pygame.draw.circle(surface, theme.INK, spot, r, max(1, r // 8))
        draw_text(surface, str(n), spot, "plain", round(r * 1.3), theme.INK, "center")


@dataclass
class MapButton(Button):
    intent: str = ""

    def draw(self, surface: pygame.Surface, size: int, focused: bool, hovered: bool,
             time: float | None = None) -> None:
        Button.draw(replace(self, label=""), surface, size, focused, hovered, time)  # the box
        PICTURES[self.intent](surface, self.rect.inflate(-self.rect.width // 3,
                                                         -self.rect.height // 3))


def _fit(surface: pygame.Surface, r: pygame.Rect) -> None:
    """Four corners around a small house of rooms."""
    w = max(2, r.width // 9)
    arm = r.width // 3
    for (x, y), (dx, dy) in (((r.left, r.top), (1, 1)), ((r.right, r.top), (-1, 1)),
                             ((r.left, r.bottom), (1, -1)), ((r.right, r.bottom), (-1, -1))):
        pygame.draw.line(surface, theme.PARCHMENT, (x, y), (x + dx * arm, y), w)
        pygame.draw.line(surface, theme.PARCHMENT, (x, y), (x, y + dy * arm), w)
    room = r.width // 5
    for cx, cy in ((-1, 0), (0, 0), (1, 0), (0, -1)):
        cell = pygame.Rect(0, 0, room, room)
        cell.center = (r.centerx + cx * room, r.centery + room // 2 + cy * room)
        pygame.draw.rect(surface, theme.MUTED, cell, width=max(1, w // 2))


def _centre(surface: pygame.Surface, r: pygame.Rect) -> None:
    """A ring with four ticks around a dot: the sights on your figure."""
    w = max(2, r.width // 9)
    radius = r.width * 3 // 8
    pygame.draw.circle(surface, theme.PARCHMENT, r.center, radius, w)
    for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
        a = (r.centerx + dx * radius * 0.6, r.centery + dy * radius * 0.6)
        b = (r.centerx + dx * r.width * 0.55, r.centery + dy * r.width * 0.55)
        pygame.draw.line(surface, theme.PARCHMENT, a, b, w)
    pygame.draw.circle(surface, theme.ITEM, r.center, max(2, radius // 3))


PICTURES: dict[str, Callable[[pygame.Surface, pygame.Rect], None]] = {
    "fit_house": _fit, "center_me": _centre}


def map_buttons(actions: dict[str, Callable[[], None]], area: pygame.Rect,
                gap: int) -> list[MapButton]:
    """The buttons in a row at the right end of `area`, square, as tall as it."""
    side = area.height
    out = []
    for i, intent in enumerate(reversed(MAP_INTENTS)):
        b = MapButton(t(f"board.{intent}"), actions[intent], intent=intent)
        b.rect = pygame.Rect(area.right - side - i * (side + gap), area.top, side, side)
        out.append(b)
    return out[::-1]


def draw_tip(surface: pygame.Surface, b: MapButton, keys: dict[str, list[str]], size: int,
             bounds: pygame.Rect) -> None:
    """What a map button does and its key, under it, inside `bounds`."""
    names = keys.get(b.intent, [])
    text = t("board.map_tip", what=b.label, press=key_label(names[0])) if names else b.label
    text = fit(text, "body", size, bounds.width - size)
    rect = pygame.Rect(0, 0, 0, round(size * 1.8))
    rect.width = min(bounds.width, render(text, "body", size, theme.PARCHMENT).get_width() + size)
    rect.topright = (b.rect.right, b.rect.bottom + 4)
    rect.clamp_ip(bounds)
    panel(surface, rect, alpha=235)
    draw_text(surface, text, rect.center, "body", size, theme.PARCHMENT, "center")
