"""The night picture behind the title and the new-game screens: an old house on
a hill, drawn by code. The still parts (sky, stars, moon, hills, the house) are
drawn once per window size; each frame only lights the windows with a gentle
candle flicker and drifts a few bands of mist. Fixed seeds: the same every time.
"""

from __future__ import annotations

import itertools
import math
import random
from dataclasses import dataclass
from functools import lru_cache

import pygame

from game.ui import theme

SKY_TOP = (8, 8, 20)
SKY_MID = (26, 23, 46)
SKY_LOW = (62, 48, 72)
FAR_HILL = (30, 26, 42)
NEAR_HILL = (15, 13, 21)
HOUSE = (9, 8, 13)
DARK_PANE = (24, 22, 34)
CANDLE = (255, 196, 110)


@dataclass(frozen=True)
class Window:
    rect: pygame.Rect
    lit: bool
    phase: float
    speed: float


@dataclass
class Backdrop:
    """The still picture and what the frame adds on top of it."""

    image: pygame.Surface
    windows: list[Window]
    glows: dict[tuple[int, int], pygame.Surface]
    mist: list[tuple[pygame.Surface, int, float]]  # (band, top y, speed in widths/s)
    stars: list[tuple[int, int, float]]  # a few that twinkle: (x, y, phase)


def _gradient(surface: pygame.Surface, stops: list[tuple[float, theme.Color]]) -> None:
    w, h = surface.get_size()
    for y in range(h):
        k = y / max(1, h - 1)
        for (k0, c0), (k1, c1) in itertools.pairwise(stops):
            if k0 <= k <= k1:
                color = theme.mix(c0, c1, (k - k0) / max(1e-6, k1 - k0))
                break
        else:
            color = stops[-1][1]
        pygame.draw.line(surface, color, (0, y), (w, y))


def _hill_y(x: float, w: int, h: int) -> float:
    """The near hill's top edge: low on the left, a broad crown on the right."""
    crest = math.exp(-((x / w - 0.7) / 0.22) ** 2)
    return h * (0.9 - 0.23 * crest) + h * 0.012 * math.sin(x / w * 9.0)


def _far_hill_y(x: float, w: int, h: int) -> float:
    return h * (0.72 + 0.035 * math.sin(x / w * 5.1 + 1.2) + 0.02 * math.sin(x / w * 13.0))


def _radial(size: tuple[int, int], color: theme.Color, alpha: int,
            power: float = 2.0) -> pygame.Surface:
    """A soft elliptical halo: drawn at 33x33, then scaled up so it has no rings."""
    n = 33
    small = pygame.Surface((n, n), pygame.SRCALPHA)
    c = (n - 1) / 2
    for y in range(n):
        for x in range(n):
            d = min(1.0, math.hypot(x - c, y - c) / c)
            small.set_at((x, y), (*color, round(alpha * (1 - d) ** power)))
    return pygame.transform.smoothscale(small, (max(1, size[0]), max(1, size[1])))


def _moon(surface: pygame.Surface, center: tuple[int, int], r: int) -> None:
    glow = _radial((r * 8, r * 8), (175, 170, 205), 70, 2.2)
    surface.blit(glow, glow.get_rect(center=center))
    pygame.draw.circle(surface, (236, 228, 206), center, r)
    shade = pygame.Surface((r * 2, r * 2), pygame.SRCALPHA)
    rng = random.Random(11)
    for _ in range(9):
        a = rng.uniform(0, math.tau)
        d = rng.uniform(0, r * 0.7)
        cr = max(1, round(rng.uniform(0.08, 0.22) * r))
        pygame.draw.circle(shade, (150, 140, 130, 70),
                           (round(r + math.cos(a) * d), round(r + math.sin(a) * d)), cr)
    # a soft terminator: the lower-left limb a little darker
    for i in range(8):
        pygame.draw.circle(shade, (60, 55, 80, 10), (round(r * 0.55), round(r * 1.45)),
                           round(r * (1.2 - i * 0.05)))
    mask = pygame.Surface((r * 2, r * 2), pygame.SRCALPHA)
    pygame.draw.circle(mask, (255, 255, 255, 255), (r, r), r)
    shade.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surface.blit(shade, (center[0] - r, center[1] - r))


def _clouds(surface: pygame.Surface, w: int, h: int) -> None:
    """Long thin streaks of cloud, soft at the edges (drawn small, then scaled up)."""
    sw, sh = 96, 54
    small = pygame.Surface((sw, sh), pygame.SRCALPHA)
    rng = random.Random(5)
    for _ in range(16):
        cx = rng.uniform(-0.1, 1.1) * sw
        cy = rng.uniform(0.1, 0.42) * sh
        cw = rng.uniform(0.15, 0.35) * sw
        streak = pygame.Rect(round(cx - cw / 2), round(cy), round(cw), 1 + rng.randint(0, 1))
        pygame.draw.ellipse(small, (16, 14, 30, rng.randint(50, 110)), streak)
    mid = pygame.transform.gaussian_blur(pygame.transform.smoothscale(small, (sw * 6, sh * 6)), 3)
    surface.blit(pygame.transform.smoothscale(mid, (w, h)), (0, 0))


def _path(surface: pygame.Surface, house_x: int, w: int, h: int) -> None:
    """A worn path winding up from the foreground to the porch, widening as it nears."""
    left: list[tuple[float, float]] = []
    right: list[tuple[float, float]] = []
    top = _hill_y(house_x, w, h)
    steps = 40
    for i in range(steps + 1):
        k = i / steps  # 0 at the porch, 1 at the bottom edge
        y = top + (h - top) * k
        x = house_x + w * (0.09 * math.sin(k * 3.4) - 0.12 * k)
        half = w * (0.006 + 0.05 * k ** 1.5)
        left.append((x - half, y))
        right.append((x + half, y))
    pygame.draw.polygon(surface, (23, 20, 30), left + right[::-1])


def _tree(surface: pygame.Surface, base: tuple[int, int], height: int, rng: random.Random) -> None:
    def branch(x: float, y: float, angle: float, length: float, width: float, depth: int) -> None:
        x2 = x + math.cos(angle) * length
        y2 = y - math.sin(angle) * length
        pygame.draw.line(surface, HOUSE, (round(x), round(y)), (round(x2), round(y2)),
                         max(1, round(width)))
        if depth == 0:
            return
        for turn in (rng.uniform(0.25, 0.6), -rng.uniform(0.25, 0.6)):
            branch(x2, y2, angle + turn, length * rng.uniform(0.62, 0.78), width * 0.66,
                   depth - 1)

    branch(base[0], base[1], math.pi / 2 + 0.08, height * 0.38, max(2, height * 0.05), 5)


def _house(surface: pygame.Surface, ground: tuple[int, int], size: int) -> list[Window]:
    """A tall old house with a tower, gables and chimneys; returns its windows."""
    gx, gy = ground
    u = size / 100  # house units: the house is about 100 units tall

    def rect(x: float, y: float, w: float, h: float) -> pygame.Rect:
        return pygame.Rect(round(gx + x * u), round(gy - (y + h) * u), max(1, round(w * u)),
                           max(1, round(h * u)))

    def poly(points: list[tuple[float, float]]) -> None:
        pygame.draw.polygon(surface, HOUSE, [(round(gx + x * u), round(gy - y * u))
                                             for x, y in points])

    # main block with a steep roof
    pygame.draw.rect(surface, HOUSE, rect(-34, 0, 68, 52))
    poly([(-38, 52), (0, 84), (38, 52)])
    # the left tower with a spire and a little balcony
    pygame.draw.rect(surface, HOUSE, rect(-58, 0, 22, 74))
    poly([(-61, 74), (-47, 104), (-33, 74)])
    pygame.draw.line(surface, HOUSE, (round(gx - 47 * u), round(gy - 104 * u)),
                     (round(gx - 47 * u), round(gy - 112 * u)), max(1, round(u)))
    pygame.draw.rect(surface, HOUSE, rect(-62, 50, 30, 2.5))
    # the right wing, lower, with its own gable
    pygame.draw.rect(surface, HOUSE, rect(34, 0, 34, 38))
    poly([(31, 38), (51, 58), (71, 38)])
    # chimneys
    pygame.draw.rect(surface, HOUSE, rect(14, 62, 6, 22))
    pygame.draw.rect(surface, HOUSE, rect(12, 82, 10, 3))
    pygame.draw.rect(surface, HOUSE, rect(56, 48, 5, 16))
    # porch and steps
    pygame.draw.rect(surface, HOUSE, rect(-16, 0, 32, 18))
    poly([(-19, 18), (0, 27), (19, 18)])
    pygame.draw.rect(surface, HOUSE, rect(-22, -2, 44, 3))

    rng = random.Random(3)
    windows: list[Window] = []
    spots = [(-52, 56, 10, 13), (-52, 30, 10, 13), (-52, 8, 10, 12),
             (-28, 30, 9, 13), (-12, 30, 9, 13), (3, 30, 9, 13), (19, 30, 9, 13),
             (-28, 4, 9, 12), (22, 4, 9, 12), (-5, 58, 10, 11),
             (40, 16, 9, 12), (54, 16, 9, 12), (47, 41, 8, 8)]
    lit = {0, 4, 8, 9, 11}
    for i, (x, y, w, h) in enumerate(spots):
        windows.append(Window(rect(x, y, w, h), i in lit, rng.uniform(0, math.tau),
                              rng.uniform(0.7, 1.6)))
    for win in windows:
        if not win.lit:
            pygame.draw.rect(surface, DARK_PANE, win.rect)
            _mullions(surface, win.rect)
    return windows


def _mullions(surface: pygame.Surface, r: pygame.Rect) -> None:
    bar = max(1, r.width // 7)
    pygame.draw.rect(surface, HOUSE, (r.centerx - bar // 2, r.top, bar, r.height))
    pygame.draw.rect(surface, HOUSE, (r.left, r.top + r.height * 2 // 5, r.width, bar))


def _glow(size: tuple[int, int]) -> pygame.Surface:
    """A soft warm halo around a lit window, drawn once per window size."""
    w, h = size
    pad = max(w, h) * 2
    return _radial((w + pad * 2, h + pad * 2), CANDLE, 95, 2.0)


def _mist_band(w: int, h: int, seed: int, alpha: int) -> pygame.Surface:
    """A soft band of mist that tiles horizontally (drawn twice side by side):
    random puffs on a tiny surface, laid three times side by side, blurred and
    scaled up; the middle copy is kept, so its two edges meet seamlessly."""
    sw, sh = 32, 7
    rng = random.Random(seed)
    small = pygame.Surface((sw, sh), pygame.SRCALPHA)
    for x in range(sw):
        for y in range(1, sh - 1):
            edge = 1 - abs(y - (sh - 1) / 2) / ((sh - 1) / 2)
            small.set_at((x, y), (150, 148, 172, round(alpha * edge * rng.uniform(0.15, 1.0))))
    triple = pygame.Surface((sw * 3, sh), pygame.SRCALPHA)
    for i in range(3):
        triple.blit(small, (i * sw, 0))
    k = 8
    mid = pygame.transform.smoothscale(triple, (sw * 3 * k, sh * k))
    mid = pygame.transform.gaussian_blur(mid, k // 2)
    big = pygame.transform.smoothscale(mid, (w * 3, max(1, h)))
    return big.subsurface(pygame.Rect(w, 0, w, max(1, h))).copy()


@lru_cache(maxsize=2)
def render_backdrop(size: tuple[int, int]) -> Backdrop:
    """The night scene for a window size (the setup screen reuses it, darkened);
    kept for the last two sizes, so going back and forth draws it once."""
    w, h = max(1, size[0]), max(1, size[1])
    image = pygame.Surface((w, h))
    _gradient(image, [(0.0, SKY_TOP), (0.45, SKY_MID), (0.78, SKY_LOW), (1.0, SKY_LOW)])
    rng = random.Random(7)
    for _ in range(max(40, w * h // 5000)):
        x, y = rng.randrange(w), round(rng.random() ** 1.6 * h * 0.7)
        c = rng.randint(90, 210)
        image.set_at((x, y), (c, c, min(255, c + 25)))
    stars = [(rng.randrange(w), round(rng.random() ** 1.4 * h * 0.6), rng.uniform(0, math.tau))
             for _ in range(28)]
    scale = min(w / 1280, h / 720)
    _moon(image, (round(w * 0.82), round(h * 0.2)), max(6, round(46 * scale)))
    _clouds(image, w, h)
    far = [(x, _far_hill_y(x, w, h)) for x in range(0, w + 8, 8)]
    pygame.draw.polygon(image, FAR_HILL, [(0, h), *far, (w, h)])
    near = [(x, _hill_y(x, w, h)) for x in range(0, w + 6, 6)]
    pygame.draw.polygon(image, NEAR_HILL, [(0, h), *near, (w, h)])
    house_x = round(w * 0.7)
    _path(image, house_x, w, h)
    windows = _house(image, (house_x, round(_hill_y(house_x, w, h)) + 2),
                     round(h * 0.3))
    tree_x = round(w * 0.5)
    _tree(image, (tree_x, round(_hill_y(tree_x, w, h)) + 3), round(h * 0.26), random.Random(9))
    # leaning gravestones beside the path
    for i, gx in enumerate((0.88, 0.915, 0.95)):
        x = round(w * gx)
        top = round(_hill_y(x, w, h))
        gw, gh = max(3, round(12 * scale)), max(4, round((20 - i * 3) * scale))
        stone = pygame.Rect(x, top - gh + 2, gw, gh)
        pygame.draw.rect(image, HOUSE, stone, border_top_left_radius=gw // 2,
                         border_top_right_radius=gw // 2)
    # darken the left side a little, where the title and the menu are
    shade = pygame.Surface((w, h), pygame.SRCALPHA)
    for x in range(0, w, 4):
        k = max(0.0, 1 - x / (w * 0.55))
        pygame.draw.line(shade, (*theme.INK, round(150 * k ** 1.5)), (x, 0), (x, h), 4)
    image.blit(shade, (0, 0))
    glows = {win.rect.size: _glow(win.rect.size) for win in windows if win.lit}
    mist = [(_mist_band(w, round(h * 0.16), 21, 70), round(h * 0.66), 0.006),
            (_mist_band(w, round(h * 0.2), 22, 90), round(h * 0.8), -0.01),
            (_mist_band(w, round(h * 0.14), 23, 60), round(h * 0.9), 0.016)]
    return Backdrop(image.convert() if pygame.display.get_surface() else image,
                    windows, glows, mist, stars)


def draw_backdrop(surface: pygame.Surface, backdrop: Backdrop, time: float) -> None:
    """The backdrop at a moment: flickering windows, twinkling stars, drifting mist."""
    surface.blit(backdrop.image, (0, 0))
    w = backdrop.image.get_width()
    for x, y, phase in backdrop.stars:
        k = 0.5 + 0.5 * math.sin(time * 1.3 + phase * 3)
        c = round(120 + 120 * k)
        surface.set_at((x, y), (c, c, min(255, c + 15)))
    for win in backdrop.windows:
        if not win.lit:
            continue
        s = win.speed
        flicker = (0.82 + 0.09 * math.sin(time * 2.1 * s + win.phase)
                   + 0.06 * math.sin(time * 5.3 * s + win.phase * 2)
                   + 0.03 * math.sin(time * 11.7 * s + win.phase * 3))
        glow = backdrop.glows[win.rect.size]
        glow.set_alpha(round(255 * min(1.0, flicker)))
        surface.blit(glow, glow.get_rect(center=win.rect.center))
        pane = theme.mix((120, 70, 30), CANDLE, min(1.0, flicker))
        pygame.draw.rect(surface, pane, win.rect)
        _mullions(surface, win.rect)
    for band, top, speed in backdrop.mist:
        offset = round((time * speed % 1.0) * w)
        surface.blit(band, (offset - w, top))
        surface.blit(band, (offset, top))
