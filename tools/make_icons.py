"""Makes the icons, card back, dice faces, tokens and explorer portraits.

Writes, under assets/:
  icons/omen.png, item.png, event.png     128x128, transparent: one glyph per card kind
  icons/card_back.png                     300x420, the back of every card
  icons/dice_face_0.png .. _2.png         96x96, bone-white faces with 0, 1 or 2 pips
  icons/<token>.png                       64x64, transparent: tokens placed in rooms
  portraits/<explorer_id>.png             256x256, a cameo bust per explorer (see portraits.py)

Everything is drawn at 4x and scaled down (anti-aliasing), deterministic.
Run: SDL_VIDEODRIVER=dummy .venv/bin/python tools/make_icons.py
"""

from __future__ import annotations

import math
import os
import random
import sys
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")  # no window needed
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import portraits
import pygame
from artkit import (
    ASSETS,
    BLOOD,
    BONE,
    CANDLE,
    INK,
    INK2,
    MUTED,
    PARCHMENT,
    SPECTRAL,
    Color,
    contact_sheet,
    downscale,
    init,
    layer,
    mix,
    polygon_points,
    radial_gradient,
    rgba,
    seed_for,
    shade,
    soften,
)

ICONS = ASSETS / "icons"
SS = 4  # supersampling factor
SHEET = Path("/tmp/icons_sheet.png")
PORTRAIT_SHEET = Path("/tmp/portraits_sheet.png")


# ---------------------------------------------------------------- shared pieces


def medallion(size: int, ring: Color, fill: Color = INK2) -> pygame.Surface:
    """A round dark backing with a coloured ring, so a glyph reads on any background."""
    s = layer((size, size))
    c = size / 2
    sh = layer((size, size))
    pygame.draw.circle(sh, (0, 0, 0, 150), (c + size * 0.02, c + size * 0.03), c * 0.96)
    s.blit(soften(sh, 6), (0, 0))
    pygame.draw.circle(s, rgba(shade(ring, 0.55), 255), (c, c), c * 0.94)
    pygame.draw.circle(s, rgba(fill, 255), (c, c), c * 0.86)
    glow = radial_gradient(size, (c, c * 0.8), c * 0.9, rgba(mix(fill, ring, 0.22), 255),
                           rgba(fill, 255), 1.2)
    mask = layer((size, size))
    pygame.draw.circle(mask, (255, 255, 255, 255), (c, c), c * 0.86)
    glow.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    s.blit(glow, (0, 0))
    pygame.draw.circle(s, rgba(ring, 255), (c, c), c * 0.9, max(2, size // 60))
    pygame.draw.circle(s, rgba(mix(ring, PARCHMENT, 0.4), 255), (c, c), c * 0.94,
                       max(1, size // 120))
    return s


def finish(big: pygame.Surface, size: int) -> pygame.Surface:
    return downscale(big, (size, size))


# ---------------------------------------------------------------- card-kind icons


def omen_icon(size: int = 128) -> pygame.Surface:
    """A staring eye with a slit pupil and tear of blood, in blood red."""
    n = size * SS
    s = medallion(n, BLOOD)
    c = n / 2
    red = mix(BLOOD, (220, 60, 70), 0.35)
    hi = mix(BLOOD, PARCHMENT, 0.55)
    w, h = n * 0.34, n * 0.19
    top = [(c - w + 2 * w * t / 40, c - h * math.sin(math.pi * t / 40) * 1.0) for t in range(41)]
    bot = [(c + w - 2 * w * t / 40, c + h * math.sin(math.pi * t / 40) * 0.9) for t in range(41)]
    almond = top + bot
    pygame.draw.polygon(s, rgba(shade(PARCHMENT, 0.85), 255), almond)
    iris_r = h * 0.95
    pygame.draw.circle(s, rgba(red, 255), (c, c), iris_r)
    pygame.draw.circle(s, rgba(shade(BLOOD, 0.6), 255), (c, c), iris_r, max(2, n // 90))
    for k in range(16):
        a = k * math.pi / 8
        pygame.draw.line(s, rgba(shade(red, 0.7), 255), (c + iris_r * 0.35 * math.cos(a),
                                                        c + iris_r * 0.35 * math.sin(a)),
                         (c + iris_r * 0.9 * math.cos(a), c + iris_r * 0.9 * math.sin(a)),
                         max(1, n // 170))
    pupil = pygame.Rect(0, 0, iris_r * 0.34, iris_r * 1.5)
    pupil.center = (round(c), round(c))
    pygame.draw.ellipse(s, rgba(INK, 255), pupil)
    pygame.draw.circle(s, rgba(hi, 255), (c - iris_r * 0.35, c - iris_r * 0.4), iris_r * 0.14)
    lid = max(3, n // 48)
    pygame.draw.lines(s, rgba(INK, 255), False, top, lid)
    pygame.draw.lines(s, rgba(INK, 255), False, bot, lid)
    for k in range(7):
        t = (k + 1) / 8
        x, y = top[round(t * 40)]
        a = -math.pi / 2 + (t - 0.5) * 1.6
        pygame.draw.line(s, rgba(red, 255), (x, y), (x + n * 0.07 * math.cos(a),
                                                  y + n * 0.07 * math.sin(a)), max(2, n // 80))
    drop = [(c + w * 0.25, c + h * 0.8), (c + w * 0.17, c + h * 1.55), (c + w * 0.33, c + h * 1.55)]
    pygame.draw.polygon(s, rgba(red, 255), drop)
    pygame.draw.circle(s, rgba(red, 255), (c + w * 0.25, c + h * 1.62), n * 0.028)
    return finish(s, size)


def item_icon(size: int = 128) -> pygame.Surface:
    """An old ornate key in candle gold."""
    n = size * SS
    s = medallion(n, CANDLE)
    g = layer((n, n))
    gold = CANDLE
    dark = shade(CANDLE, 0.5)
    c = n / 2
    ang = -math.pi / 4
    ux, uy = math.cos(ang), math.sin(ang)

    def at(d: float, off: float = 0.0) -> tuple[float, float]:
        return (c + ux * d - uy * off, c + uy * d + ux * off)

    bow = at(-n * 0.2)
    shaft_w = n * 0.05
    pygame.draw.line(g, rgba(gold, 255), at(-n * 0.12), at(n * 0.3), round(shaft_w))
    for k in range(4):
        a = k * math.pi / 2 + ang
        p = (bow[0] + n * 0.06 * math.cos(a), bow[1] + n * 0.06 * math.sin(a))
        pygame.draw.circle(g, rgba(gold, 255), p, n * 0.065)
    pygame.draw.circle(g, (0, 0, 0, 0), bow, n * 0.045)
    for k in range(4):
        a = k * math.pi / 2 + ang
        p = (bow[0] + n * 0.075 * math.cos(a), bow[1] + n * 0.075 * math.sin(a))
        pygame.draw.circle(g, (0, 0, 0, 0), p, n * 0.02)
    for d, ln in ((n * 0.2, n * 0.1), (n * 0.27, n * 0.07)):
        a, b = at(d), at(d, ln)
        pygame.draw.line(g, rgba(gold, 255), a, b, round(n * 0.045))
    pygame.draw.circle(g, rgba(gold, 255), at(-n * 0.1), n * 0.035)
    pygame.draw.circle(g, rgba(gold, 255), at(n * 0.3), n * 0.03)
    edge = layer((n, n))
    edge.blit(g, (0, 0))
    edge.fill((*dark, 255), special_flags=pygame.BLEND_RGB_MIN)
    s.blit(edge, (n // 120, n // 90))
    s.blit(g, (0, 0))
    pygame.draw.line(s, rgba(mix(gold, PARCHMENT, 0.6), 255), at(-n * 0.08, -shaft_w * 0.25),
                     at(n * 0.26, -shaft_w * 0.25), max(1, n // 150))
    return finish(s, size)


def event_icon(size: int = 128) -> pygame.Surface:
    """A rising spectral spiral trailing into a wisp, in teal."""
    n = size * SS
    s = medallion(n, SPECTRAL)
    c = n / 2
    g = layer((n, n))
    teal = mix(SPECTRAL, (150, 240, 225), 0.25)
    pts = []
    turns = 2.4
    for k in range(200):
        t = k / 199
        a = t * turns * 2 * math.pi
        r = n * 0.02 + n * 0.2 * t
        pts.append((c + r * math.cos(a) - n * 0.03, c + r * math.sin(a) * 0.9 + n * 0.03))
    tail_start = pts[-1]
    for k in range(1, 40):
        t = k / 39
        pts.append((tail_start[0] + n * 0.1 * t, tail_start[1] - n * 0.3 * t
                    + n * 0.04 * math.sin(t * 6)))
    for i in range(len(pts) - 1):
        t = i / len(pts)
        w = max(2, round(n * (0.012 + 0.03 * math.sin(math.pi * t))))
        col = mix(SPECTRAL, teal, t)
        pygame.draw.line(g, rgba(col, 255), pts[i], pts[i + 1], w)
        pygame.draw.circle(g, rgba(col, 255), pts[i], w / 2)
    halo = soften(g, 10)
    halo.fill((255, 255, 255, 120), special_flags=pygame.BLEND_RGBA_MULT)
    s.blit(halo, (0, 0))
    s.blit(g, (0, 0))
    rng = random.Random(seed_for("event-icon"))
    for _ in range(7):
        a = rng.uniform(0, 2 * math.pi)
        d = rng.uniform(n * 0.22, n * 0.33)
        p = (c + d * math.cos(a), c + d * math.sin(a))
        r = rng.uniform(n * 0.006, n * 0.014)
        pygame.draw.circle(s, rgba(mix(teal, PARCHMENT, 0.5), 255), p, r)
    return finish(s, size)


# ---------------------------------------------------------------- card back


def card_back(w: int = 300, h: int = 420) -> pygame.Surface:
    """A dark ornate back: lattice, double gilt border, corner flourishes, a house on a hill."""
    W, H = w * 2, h * 2
    s = pygame.Surface((W, H), pygame.SRCALPHA)
    s.fill((0, 0, 0, 0))
    body = pygame.Rect(0, 0, W, H)
    pygame.draw.rect(s, rgba(INK, 255), body, border_radius=28)
    glow = radial_gradient(W, (W / 2, W / 2), W * 0.7, (60, 44, 56, 255), rgba(INK, 255), 1.3)
    glow = pygame.transform.smoothscale(glow, (W, H))
    mask = layer((W, H))
    pygame.draw.rect(mask, (255, 255, 255, 255), body.inflate(-16, -16), border_radius=22)
    glow.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    s.blit(glow, (0, 0))
    _lattice(s, body.inflate(-90, -90))
    gold = shade(CANDLE, 0.8)
    pygame.draw.rect(s, rgba(gold, 255), body.inflate(-30, -30), 5, border_radius=20)
    pygame.draw.rect(s, rgba(shade(gold, 0.7), 255), body.inflate(-48, -48), 2, border_radius=14)
    pygame.draw.rect(s, rgba(shade(gold, 0.7), 255), body.inflate(-84, -84), 2, border_radius=8)
    for cx, cy, sx, sy in ((42, 42, 1, 1), (W - 42, 42, -1, 1), (42, H - 42, 1, -1),
                           (W - 42, H - 42, -1, -1)):
        _flourish(s, (cx, cy), sx, sy, gold)
    _emblem(s, (W / 2, H / 2), W * 0.3, gold)
    for y in (H * 0.18, H * 0.82):
        _rule(s, W / 2, y, W * 0.28, gold)
    return downscale(s, (w, h))


def _lattice(s: pygame.Surface, area: pygame.Rect) -> None:
    col = (44, 36, 50, 255)
    step = 36
    clip = s.get_clip()
    s.set_clip(area)
    for k in range(-area.height, area.width + area.height, step):
        pygame.draw.line(s, col, (area.left + k, area.top), (area.left + k - area.height,
                                                             area.bottom), 2)
        pygame.draw.line(s, col, (area.left + k, area.top), (area.left + k + area.height,
                                                             area.bottom), 2)
    for y in range(area.top, area.bottom + step, step):
        for x in range(area.left + ((y - area.top) // step % 2) * step // 2, area.right + step,
                       step):
            pygame.draw.circle(s, (58, 46, 60, 255), (x, y), 3)
    s.set_clip(clip)


def _flourish(s: pygame.Surface, c: tuple[float, float], sx: int, sy: int, col: Color) -> None:
    x, y = c
    for k in range(3):
        r = pygame.Rect(0, 0, 60 + k * 30, 60 + k * 30)
        r.center = (round(x + sx * (30 + k * 15)), round(y + sy * (30 + k * 15)))
        starts = {(1, 1): math.pi / 2, (-1, 1): 0, (1, -1): math.pi, (-1, -1): 1.5 * math.pi}
        start = starts[(sx, sy)]
        pygame.draw.arc(s, rgba(shade(col, 1 - k * 0.15), 255), r, start, start + math.pi / 2, 3)
    pygame.draw.circle(s, rgba(col, 255), (x + sx * 18, y + sy * 18), 9)
    pygame.draw.circle(s, rgba(INK, 255), (x + sx * 18, y + sy * 18), 4)
    for k in range(4):
        pygame.draw.circle(s, rgba(col, 255), (x + sx * (60 + k * 26), y + sy * 14), 3)
        pygame.draw.circle(s, rgba(col, 255), (x + sx * 14, y + sy * (60 + k * 26)), 3)


def _rule(s: pygame.Surface, cx: float, y: float, half: float, col: Color) -> None:
    pygame.draw.line(s, rgba(col, 255), (cx - half, y), (cx + half, y), 3)
    pts = [(cx, y - 14), (cx + 14, y), (cx, y + 14), (cx - 14, y)]
    pygame.draw.polygon(s, rgba(INK, 255), pts)
    pygame.draw.polygon(s, rgba(col, 255), pts, 3)
    for d in (half * 0.5, half):
        for sgn in (-1, 1):
            pygame.draw.circle(s, rgba(col, 255), (cx + sgn * d, y), 5)


def _emblem(s: pygame.Surface, c: tuple[float, float], r: float, col: Color) -> None:
    """A moonlit house on a hill inside a gilt ring."""
    cx, cy = c
    disc = layer(s.get_size())
    pygame.draw.circle(disc, (28, 24, 40, 255), (cx, cy), r)
    moon = (cx + r * 0.38, cy - r * 0.42)
    pygame.draw.circle(disc, rgba(mix(PARCHMENT, CANDLE, 0.25), 255), moon, r * 0.17)
    pygame.draw.circle(disc, (28, 24, 40, 255), (moon[0] - r * 0.07, moon[1] - r * 0.03), r * 0.15)
    hill = [(cx - r, cy + r * 0.45), (cx - r * 0.5, cy + r * 0.2), (cx, cy + r * 0.12),
            (cx + r * 0.5, cy + r * 0.22), (cx + r, cy + r * 0.4), (cx + r, cy + r),
            (cx - r, cy + r)]
    pygame.draw.polygon(disc, (12, 10, 16, 255), hill)
    base = cy + r * 0.14
    house = [(cx - r * 0.36, base), (cx - r * 0.36, base - r * 0.3),
             (cx - r * 0.46, base - r * 0.3),
             (cx - r * 0.18, base - r * 0.56), (cx - r * 0.04, base - r * 0.44),
             (cx - r * 0.04, base - r * 0.7), (cx + r * 0.06, base - r * 0.7),
             (cx + r * 0.06, base - r * 0.36), (cx + r * 0.14, base - r * 0.3),
             (cx + r * 0.32, base - r * 0.46), (cx + r * 0.5, base - r * 0.3),
             (cx + r * 0.42, base - r * 0.3), (cx + r * 0.42, base)]
    pygame.draw.polygon(disc, (12, 10, 16, 255), house)
    for wx, wy in ((-0.27, -0.2), (-0.13, -0.2), (0.28, -0.18), (-0.2, -0.38)):
        win = pygame.Rect(0, 0, r * 0.06, r * 0.08)
        win.center = (round(cx + wx * r), round(base + wy * r))
        pygame.draw.rect(disc, rgba(CANDLE, 255), win)
    mask = layer(s.get_size())
    pygame.draw.circle(mask, (255, 255, 255, 255), (cx, cy), r)
    disc.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    s.blit(disc, (0, 0))
    pygame.draw.circle(s, rgba(col, 255), (cx, cy), r, 5)
    pygame.draw.circle(s, rgba(shade(col, 0.7), 255), (cx, cy), r + 12, 2)
    for p in polygon_points(cx, cy, r + 12, 24):
        pygame.draw.circle(s, rgba(col, 255), p, 3)


# ---------------------------------------------------------------- dice


def dice_face(pips: int, size: int = 96) -> pygame.Surface:
    """A bone-white die face (rounded, softly shaded) with 0, 1 or 2 dark pips."""
    n = size * SS
    s = layer((n, n))
    body = pygame.Rect(0, 0, n, n).inflate(-n * 0.06, -n * 0.06)
    pygame.draw.rect(s, rgba(shade(BONE, 0.62), 255), body, border_radius=round(n * 0.18))
    face = body.inflate(-n * 0.05, -n * 0.05).move(-n * 0.008, -n * 0.012)
    shading = radial_gradient(n, (n * 0.4, n * 0.36), n * 0.8, rgba(mix(BONE, (255, 252, 240), 0.5),
                                                                      255),
                              rgba(shade(BONE, 0.8), 255), 1.4)
    mask = layer((n, n))
    pygame.draw.rect(mask, (255, 255, 255, 255), face, border_radius=round(n * 0.15))
    shading.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    s.blit(shading, (0, 0))
    pip_r = n * 0.095
    spots = {0: [], 1: [(0.5, 0.5)], 2: [(0.3, 0.3), (0.7, 0.7)]}[pips]
    for fx, fy in spots:
        p = (face.left + face.width * fx, face.top + face.height * fy)
        pygame.draw.circle(s, rgba(shade(BONE, 1.05), 255), (p[0] + 2, p[1] + 3), pip_r + 3)
        pygame.draw.circle(s, rgba(INK, 255), p, pip_r)
        pygame.draw.circle(s, rgba(INK2, 255), (p[0] - pip_r * 0.25, p[1] - pip_r * 0.25),
                           pip_r * 0.45)
    return finish(s, size)


# ---------------------------------------------------------------- tokens


def token(draw: Callable[[pygame.Surface, float], None], ring: Color, size: int = 64
          ) -> pygame.Surface:
    """A round token: medallion backing and a glyph drawn by `draw(surface, n)`."""
    n = size * SS
    s = medallion(n, ring)
    g = layer((n, n))
    draw(g, n)
    s.blit(g, (0, 0))
    return finish(s, size)


def _below_collapsed(g: pygame.Surface, n: float) -> None:
    """Rubble fallen from above: cracked slab, falling chunks, an arrow down."""
    c = n / 2
    col = rgba(PARCHMENT, 255)
    pygame.draw.polygon(g, rgba(MUTED, 255), [(c - n * 0.26, c + n * 0.12), (c - n * 0.08,
                                                                             c + n * 0.02),
                                              (c + n * 0.05, c + n * 0.1), (c + n * 0.26,
                                                                           c + n * 0.04),
                                              (c + n * 0.22, c + n * 0.24),
                                              (c - n * 0.22, c + n * 0.26)])
    for dx, dy, r in ((-0.14, -0.2, 0.05), (0.08, -0.26, 0.04), (0.16, -0.12, 0.035)):
        pts = polygon_points(c + dx * n, c + dy * n, r * n, 5, 0.4)
        pygame.draw.polygon(g, col, pts)
    pygame.draw.line(g, col, (c - n * 0.02, c - n * 0.22), (c - n * 0.02, c - n * 0.02),
                     round(n * 0.03))
    pygame.draw.polygon(g, col, [(c - n * 0.08, c - n * 0.06), (c + n * 0.04, c - n * 0.06),
                                 (c - n * 0.02, c + n * 0.02)])


def _vault_empty(g: pygame.Surface, n: float) -> None:
    """An open vault: round door swung aside from an empty dark opening."""
    c = n / 2
    pygame.draw.circle(g, rgba(INK, 255), (c - n * 0.06, c), n * 0.2)
    pygame.draw.circle(g, rgba(MUTED, 255), (c - n * 0.06, c), n * 0.2, round(n * 0.03))
    door = pygame.Rect(0, 0, n * 0.12, n * 0.42)
    door.center = (round(c + n * 0.22), round(c))
    pygame.draw.ellipse(g, rgba(shade(PARCHMENT, 0.8), 255), door)
    pygame.draw.ellipse(g, rgba(MUTED, 255), door, round(n * 0.015))
    pygame.draw.line(g, rgba(CANDLE, 255), (door.centerx, door.top + n * 0.1),
                     (door.centerx, door.bottom - n * 0.1), round(n * 0.02))


def _secret_passage(g: pygame.Surface, n: float) -> None:
    """A bookcase swung open on a dark doorway, with a curling arrow."""
    c = n / 2
    arch = pygame.Rect(0, 0, n * 0.3, n * 0.44)
    arch.center = (round(c - n * 0.04), round(c + n * 0.02))
    pygame.draw.rect(g, rgba(INK, 255), arch, border_top_left_radius=round(n * 0.15),
                     border_top_right_radius=round(n * 0.15))
    pygame.draw.rect(g, rgba(PARCHMENT, 255), arch, round(n * 0.025),
                     border_top_left_radius=round(n * 0.15),
                     border_top_right_radius=round(n * 0.15))
    case = [(arch.right, arch.top + n * 0.06), (arch.right + n * 0.16, arch.top),
            (arch.right + n * 0.16, arch.bottom + n * 0.04), (arch.right, arch.bottom)]
    pygame.draw.polygon(g, rgba(shade(CANDLE, 0.7), 255), case)
    for k in range(1, 4):
        y0 = arch.top + n * 0.06 + k * n * 0.09
        pygame.draw.line(g, rgba(INK, 255), (arch.right, y0), (arch.right + n * 0.16,
                                                               y0 - n * 0.03), round(n * 0.012))
    r = pygame.Rect(0, 0, n * 0.18, n * 0.18)
    r.center = (round(arch.centerx), round(arch.centery + n * 0.04))
    pygame.draw.arc(g, rgba(SPECTRAL, 255), r, 0.3, 4.8, round(n * 0.025))


def _secret_stairs(g: pygame.Surface, n: float) -> None:
    """A narrow flight of stairs rising out of shadow."""
    c = n / 2
    steps = 5
    for k in range(steps):
        x = c - n * 0.25 + k * n * 0.1
        y = c + n * 0.22 - k * n * 0.1
        r = pygame.Rect(x, y, n * 0.5 - k * n * 0.1, n * 0.1)
        pygame.draw.rect(g, rgba(mix(INK2, PARCHMENT, 0.3 + 0.14 * k), 255), r)
        pygame.draw.line(g, rgba(PARCHMENT, 255), r.topleft, r.topright, round(n * 0.015))
    pygame.draw.line(g, rgba(SPECTRAL, 255), (c - n * 0.28, c + n * 0.05),
                     (c + n * 0.05, c - n * 0.28), round(n * 0.02))


def _toy_monkey(g: pygame.Surface, n: float) -> None:
    """A clockwork cymbal monkey's grinning face with cymbals."""
    c = n / 2
    fur = (120, 76, 44)
    face = (214, 176, 130)
    for sx in (-1, 1):
        cym = pygame.Rect(0, 0, n * 0.16, n * 0.16)
        cym.center = (round(c + sx * n * 0.28), round(c + n * 0.14))
        pygame.draw.ellipse(g, rgba(CANDLE, 255), cym)
        pygame.draw.ellipse(g, rgba(shade(CANDLE, 0.6), 255), cym, round(n * 0.012))
        pygame.draw.circle(g, rgba(fur, 255), (c + sx * n * 0.2, c - n * 0.04), n * 0.07)
        pygame.draw.circle(g, rgba(face, 255), (c + sx * n * 0.2, c - n * 0.04), n * 0.04)
    pygame.draw.circle(g, rgba(fur, 255), (c, c - n * 0.02), n * 0.17)
    muzzle = pygame.Rect(0, 0, n * 0.22, n * 0.2)
    muzzle.center = (round(c), round(c + n * 0.03))
    pygame.draw.ellipse(g, rgba(face, 255), muzzle)
    for sx in (-1, 1):
        pygame.draw.circle(g, rgba(PARCHMENT, 255), (c + sx * n * 0.06, c - n * 0.07), n * 0.04)
        pygame.draw.circle(g, rgba(INK, 255), (c + sx * n * 0.06, c - n * 0.07), n * 0.02)
    grin = pygame.Rect(0, 0, n * 0.14, n * 0.08)
    grin.center = (round(c), round(c + n * 0.06))
    pygame.draw.ellipse(g, rgba(BLOOD, 255), grin)
    pygame.draw.line(g, rgba(PARCHMENT, 255), (grin.left + 4, grin.centery),
                     (grin.right - 4, grin.centery), round(n * 0.015))
    fez = [(c - n * 0.08, c - n * 0.17), (c + n * 0.08, c - n * 0.17), (c + n * 0.06, c - n * 0.27),
           (c - n * 0.06, c - n * 0.27)]
    pygame.draw.polygon(g, rgba(BLOOD, 255), fez)


def _noise(g: pygame.Surface, n: float) -> None:
    """A sound: a struck point with rings of waves going out both ways (haunt 32's
    noise, which a blind monster hunts)."""
    c = n / 2
    pygame.draw.circle(g, rgba(PARCHMENT, 255), (c, c), n * 0.055)
    for i, r in enumerate((0.13, 0.21, 0.29)):
        box = pygame.Rect(0, 0, n * r * 2, n * r * 2)
        box.center = (round(c), round(c))
        width = round(n * (0.035 - i * 0.007))
        for start in (-math.pi / 4, math.pi * 3 / 4):
            pygame.draw.arc(g, rgba(PARCHMENT, 255 - i * 50), box, start, start + math.pi / 2,
                            width)


def _item_pile(g: pygame.Surface, n: float) -> None:
    """A little heap of dropped things: a satchel, a bottle and a key."""
    c = n / 2
    sack = pygame.Rect(0, 0, n * 0.34, n * 0.28)
    sack.center = (round(c - n * 0.06), round(c + n * 0.08))
    pygame.draw.ellipse(g, rgba((130, 98, 62), 255), sack)
    pygame.draw.ellipse(g, rgba((84, 60, 36), 255), sack, round(n * 0.015))
    pygame.draw.line(g, rgba((84, 60, 36), 255), (sack.left + n * 0.04, sack.top + n * 0.08),
                     (sack.right - n * 0.04, sack.top + n * 0.08), round(n * 0.02))
    bottle = pygame.Rect(0, 0, n * 0.1, n * 0.22)
    bottle.midbottom = (round(c + n * 0.16), round(c + n * 0.2))
    pygame.draw.rect(g, rgba((70, 110, 90), 255), bottle, border_radius=round(n * 0.03))
    pygame.draw.rect(g, rgba((120, 90, 60), 255), (bottle.centerx - n * 0.02, bottle.top - n * 0.06,
                                                   n * 0.04, n * 0.07))
    k0 = (c - n * 0.2, c - n * 0.16)
    pygame.draw.circle(g, rgba(CANDLE, 255), k0, n * 0.05, round(n * 0.02))
    pygame.draw.line(g, rgba(CANDLE, 255), (k0[0] + n * 0.05, k0[1]), (k0[0] + n * 0.24, k0[1]),
                     round(n * 0.025))
    pygame.draw.line(g, rgba(CANDLE, 255), (k0[0] + n * 0.2, k0[1]), (k0[0] + n * 0.2,
                                                                      k0[1] + n * 0.05),
                     round(n * 0.025))


def _blocked_door(g: pygame.Surface, n: float) -> None:
    """A door swollen shut: planks with an iron bar across and a nail at each end."""
    c = n / 2
    door = pygame.Rect(0, 0, n * 0.36, n * 0.5)
    door.center = (round(c), round(c + n * 0.02))
    pygame.draw.rect(g, rgba((110, 76, 46), 255), door, border_top_left_radius=round(n * 0.12),
                     border_top_right_radius=round(n * 0.12))
    for k in (1, 2):
        x = door.left + door.width * k / 3
        pygame.draw.line(g, rgba((70, 48, 30), 255), (x, door.top + n * 0.05), (x, door.bottom),
                         round(n * 0.015))
    bar = pygame.Rect(0, 0, n * 0.52, n * 0.08)
    bar.center = (round(c), round(c + n * 0.02))
    pygame.draw.rect(g, rgba(mix(INK2, PARCHMENT, 0.35), 255), bar, border_radius=round(n * 0.02))
    for sx in (-1, 1):
        pygame.draw.circle(g, rgba(INK, 255), (c + sx * n * 0.21, c + n * 0.02), n * 0.022)


TOKENS: dict[str, tuple[Callable[[pygame.Surface, float], None], Color]] = {
    "below_collapsed": (_below_collapsed, MUTED),
    "vault_empty": (_vault_empty, CANDLE),
    "secret_passage": (_secret_passage, SPECTRAL),
    "secret_stairs": (_secret_stairs, SPECTRAL),
    "toy_monkey": (_toy_monkey, BLOOD),
    "noise": (_noise, BLOOD),
    "item_pile": (_item_pile, CANDLE),
    "blocked_door": (_blocked_door, BLOOD),
}


# ---------------------------------------------------------------- main


def save(img: pygame.Surface, path: Path, written: list[Path]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(img, str(path))
    written.append(path)


def main() -> list[Path]:
    """Write all icons, tokens, dice, the card back and the portraits; return the files."""
    init()
    written: list[Path] = []
    images: dict[str, pygame.Surface] = {
        "omen": omen_icon(),
        "item": item_icon(),
        "event": event_icon(),
        "card_back": card_back(),
    }
    for pips in (0, 1, 2):
        images[f"dice_face_{pips}"] = dice_face(pips)
    for name, (draw, ring) in TOKENS.items():
        images[name] = token(draw, ring)
    for name, img in images.items():
        save(img, ICONS / f"{name}.png", written)
    sheet_imgs = list(images.values())
    contact_sheet(sheet_imgs, list(images), 7, SHEET, 150, back=(90, 84, 96))
    portrait_files, portrait_imgs, ids = portraits.write_all()
    written.extend(portrait_files)
    contact_sheet(portrait_imgs, ids, 6, PORTRAIT_SHEET, 200)
    print(f"{len(written)} files: icons in {ICONS}, portraits in {portraits.OUT}; "
          f"sheets {SHEET}, {PORTRAIT_SHEET}")
    return written


if __name__ == "__main__":
    main()
