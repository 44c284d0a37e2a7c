"""More top-down props for particular rooms (see roomkit.py for the basics)."""

from __future__ import annotations

import math
import random

import pygame
from artkit import CANDLE, Color, jitter, layer, mix, polygon_points, shade
from roomkit import (
    BRASS,
    FELT,
    IRON,
    LINEN,
    OAK,
    OLD_BONE,
    WATER,
    WOOD_DARK,
    Light,
    Point,
    Room,
    _shrink,
    blob,
    outline,
    rot,
    skull,
)


def piano(g: pygame.Surface, origin: Point, scale: float = 1.0, angle: float = 0.0) -> None:
    """A grand piano: curved black case, open lid line and keyboard."""
    ox, oy = origin
    shape = [(0, 0), (110, 0), (110, 60), (100, 110), (80, 150), (60, 170), (30, 175), (0, 170)]
    pts = [rot((ox + x * scale, oy + y * scale), origin, angle) for x, y in shape]
    pygame.draw.polygon(g, (8, 8, 10), pts)
    pygame.draw.polygon(g, (36, 34, 40), _shrink(pts, 5))
    pygame.draw.polygon(g, (60, 56, 64), pts, 2)
    kb = [(0, -16), (110, -16), (110, 0), (0, 0)]
    kpts = [rot((ox + x * scale, oy + y * scale), origin, angle) for x, y in kb]
    pygame.draw.polygon(g, (236, 230, 214), kpts)
    for k in range(1, 22):
        a = rot((ox + k * 5 * scale, oy - 16 * scale), origin, angle)
        b = rot((ox + k * 5 * scale, oy), origin, angle)
        pygame.draw.line(g, (40, 40, 40), a, b, 1)
    hinge = [rot((ox + x * scale, oy + y * scale), origin, angle) for x, y in ((8, 14), (104, 60))]
    pygame.draw.line(g, (90, 86, 96), hinge[0], hinge[1], 2)


def billiard_table(g: pygame.Surface, rect: pygame.Rect, rng: random.Random) -> None:
    outline(g, (74, 44, 26), rect, 8)
    felt = rect.inflate(-26, -26)
    pygame.draw.rect(g, FELT, felt)
    pygame.draw.rect(g, shade(FELT, 0.7), felt, 3)
    for x in (felt.left, felt.right):
        for y in (felt.top, felt.centery, felt.bottom):
            pygame.draw.circle(g, (10, 10, 10), (x, y), 8)
    colors = [(230, 220, 200), (180, 40, 40), (220, 180, 40), (30, 30, 30), (40, 70, 160),
              (150, 50, 120), (220, 120, 40)]
    for i, c in enumerate(colors):
        x = rng.uniform(felt.left + 16, felt.right - 16)
        y = rng.uniform(felt.top + 16, felt.bottom - 16) if i else felt.bottom - 40
        pygame.draw.circle(g, shade(c, 0.6), (x, y), 6)
        pygame.draw.circle(g, c, (x, y), 5)
        pygame.draw.circle(g, shade(c, 1.5), (x - 2, y - 2), 1)
    pygame.draw.line(g, (180, 150, 100), (felt.left + 20, felt.bottom - 10),
                     (felt.right - 30, felt.top + 80), 3)


def tub(g: pygame.Surface, center: Point, r: float, col: Color = OAK) -> None:
    """A wooden wash tub with water."""
    pygame.draw.circle(g, shade(col, 0.5), center, r)
    pygame.draw.circle(g, col, center, r - 4)
    pygame.draw.circle(g, (60, 60, 66), center, r - 3, 2)
    pygame.draw.circle(g, mix(WATER, (120, 140, 150), 0.4), center, r - 9)
    pygame.draw.arc(g, (180, 200, 210), pygame.Rect(center[0] - r * 0.5, center[1] - r * 0.5,
                                                    r, r), 2.0, 3.0, 1)


def sink(g: pygame.Surface, rect: pygame.Rect) -> None:
    stone = (138, 134, 126)
    outline(g, stone, rect, 4)
    basin = rect.inflate(-rect.width * 0.3, -rect.height * 0.35)
    pygame.draw.rect(g, shade(stone, 0.6), basin, border_radius=8)
    pygame.draw.rect(g, mix(WATER, stone, 0.5), basin.inflate(-8, -8), border_radius=6)
    pygame.draw.circle(g, (40, 40, 44), basin.center, 4)


def furnace(room: Room, g: pygame.Surface, rect: pygame.Rect, mouth: int) -> None:
    """An iron furnace with a glowing grate on side `mouth` (0 N ... 3 W)."""
    outline(g, (52, 50, 56), rect, 10)
    pygame.draw.rect(g, (34, 32, 38), rect.inflate(-20, -20), border_radius=8)
    for k in range(3):
        pygame.draw.circle(g, (72, 70, 76), rect.center, 18 + k * 14, 2)
    grate = pygame.Rect(0, 0, 60, 18) if mouth in (0, 2) else pygame.Rect(0, 0, 18, 60)
    if mouth == 0:
        grate.midtop = rect.midtop
    elif mouth == 2:
        grate.midbottom = rect.midbottom
    elif mouth == 3:
        grate.midleft = rect.midleft
    else:
        grate.midright = rect.midright
    pygame.draw.rect(g, (200, 80, 24), grate)
    pygame.draw.rect(g, (255, 190, 90), grate.inflate(-8, -8))
    for k in range(1, 5):
        if mouth in (0, 2):
            x = grate.left + grate.width * k // 5
            pygame.draw.line(g, (40, 20, 14), (x, grate.top), (x, grate.bottom), 3)
        else:
            y = grate.top + grate.height * k // 5
            pygame.draw.line(g, (40, 20, 14), (grate.left, y), (grate.right, y), 3)
    pipe = pygame.Rect(0, 0, 30, 30)
    pipe.center = rect.center
    pygame.draw.circle(g, (20, 20, 24), pipe.center, 16)
    pygame.draw.circle(g, (90, 88, 96), pipe.center, 16, 3)
    dx, dy = [(0, -1), (1, 0), (0, 1), (-1, 0)][mouth]
    room.lights.append(Light(grate.centerx + dx * 50, grate.centery + dy * 50, 170, 0.6,
                             (255, 120, 40)))


def trunk(g: pygame.Surface, rect: pygame.Rect, col: Color = (90, 52, 34)) -> None:
    outline(g, col, rect, 6)
    for f in (0.22, 0.78):
        if rect.width > rect.height:
            x = round(rect.left + rect.width * f)
            pygame.draw.rect(g, (60, 56, 52), (x - 4, rect.top, 8, rect.height))
        else:
            y = round(rect.top + rect.height * f)
            pygame.draw.rect(g, (60, 56, 52), (rect.left, y - 4, rect.width, 8))
    pygame.draw.rect(g, BRASS, pygame.Rect(0, 0, 10, 10).move(rect.centerx - 5, rect.centery - 5))


def telescope(g: pygame.Surface, center: Point, angle: float) -> None:
    cx, cy = center
    for k in range(3):
        a = angle + math.pi + (k - 1) * 0.9
        pygame.draw.line(g, (60, 44, 30), center, (cx + 50 * math.cos(a), cy + 50 * math.sin(a)),
                         5)
    tip = (cx + 120 * math.cos(angle), cy + 120 * math.sin(angle))
    back = (cx - 40 * math.cos(angle), cy - 40 * math.sin(angle))
    pygame.draw.line(g, (70, 54, 30), back, tip, 22)
    pygame.draw.line(g, BRASS, back, tip, 16)
    pygame.draw.line(g, shade(BRASS, 1.4), back, tip, 3)
    for f in (0.25, 0.6):
        p = (back[0] + (tip[0] - back[0]) * f, back[1] + (tip[1] - back[1]) * f)
        pygame.draw.circle(g, shade(BRASS, 0.7), p, 12)
    pygame.draw.circle(g, (20, 24, 40), tip, 10)
    pygame.draw.circle(g, shade(BRASS, 0.6), tip, 11, 3)


def star_chart(g: pygame.Surface, rng: random.Random, center: Point, r: float) -> None:
    """A brass inlaid circle on the floor with constellations."""
    col = shade(BRASS, 0.85)
    pygame.draw.circle(g, col, center, r, 3)
    pygame.draw.circle(g, col, center, r * 0.8, 1)
    for k in range(12):
        a = k * math.pi / 6
        pygame.draw.line(g, col, (center[0] + r * 0.8 * math.cos(a), center[1] + r * 0.8 *
                                  math.sin(a)), (center[0] + r * math.cos(a),
                                                 center[1] + r * math.sin(a)), 2)
    for _ in range(5):
        pts = []
        a0 = rng.uniform(0, 2 * math.pi)
        d0 = rng.uniform(0.1, 0.6) * r
        p = (center[0] + d0 * math.cos(a0), center[1] + d0 * math.sin(a0))
        for _ in range(rng.randint(3, 5)):
            pts.append(p)
            p = (p[0] + rng.uniform(-24, 24), p[1] + rng.uniform(-24, 24))
        pygame.draw.lines(g, shade(col, 0.8), False, pts, 1)
        for q in pts:
            pygame.draw.circle(g, (230, 220, 180), q, 2)


def crib(g: pygame.Surface, rect: pygame.Rect) -> None:
    col = (150, 140, 124)
    outline(g, col, rect, 4)
    pygame.draw.rect(g, (104, 116, 134), rect.inflate(-14, -14), border_radius=4)
    pygame.draw.rect(g, (176, 170, 158), pygame.Rect(rect.left + 10, rect.top + 10, rect.width - 20,
                                                     18), border_radius=6)
    step = 8
    for x in range(rect.left + 4, rect.right - 2, step):
        pygame.draw.line(g, shade(col, 0.8), (x, rect.top), (x, rect.top + 5), 2)
        pygame.draw.line(g, shade(col, 0.8), (x, rect.bottom - 5), (x, rect.bottom), 2)


def rocking_horse(g: pygame.Surface, center: Point, angle: float) -> None:
    cx, cy = center
    body = (150, 110, 70)

    def p(x: float, y: float) -> Point:
        return rot((cx + x, cy + y), center, angle)

    for sx in (-1, 1):
        pygame.draw.line(g, (80, 50, 30), p(-40, sx * 16), p(40, sx * 16), 5)
    pygame.draw.ellipse(g, shade(body, 0.6), pygame.Rect(cx - 30, cy - 12, 60, 24))
    pts = [p(-28, -10), p(28, -10), p(28, 10), p(-28, 10)]
    pygame.draw.polygon(g, body, pts)
    pygame.draw.circle(g, body, p(36, 0), 10)
    pygame.draw.line(g, (60, 40, 30), p(20, 0), p(44, 0), 3)
    pygame.draw.circle(g, (170, 40, 40), p(0, 0), 7)


def blocks(g: pygame.Surface, rng: random.Random, center: Point, n: int = 6) -> None:
    for _ in range(n):
        c = rng.choice(((180, 60, 60), (60, 110, 170), (220, 180, 60), (80, 150, 90)))
        x = center[0] + rng.uniform(-30, 30)
        y = center[1] + rng.uniform(-30, 30)
        r = pygame.Rect(x, y, 14, 14)
        pygame.draw.rect(g, shade(c, 0.6), r)
        pygame.draw.rect(g, c, r.inflate(-4, -4))


def dress_form(g: pygame.Surface, center: Point) -> None:
    cx, cy = center
    for k in range(3):
        a = k * 2 * math.pi / 3 + 0.5
        pygame.draw.line(g, (50, 40, 30), center, (cx + 26 * math.cos(a), cy + 26 * math.sin(a)), 4)
    pygame.draw.ellipse(g, (110, 96, 80), pygame.Rect(cx - 24, cy - 16, 48, 32))
    pygame.draw.ellipse(g, (150, 134, 110), pygame.Rect(cx - 20, cy - 13, 40, 26))
    pygame.draw.circle(g, (60, 50, 40), center, 5)
    for k in range(6):
        pygame.draw.circle(g, (200, 200, 210), (cx - 14 + k * 6, cy - 8), 1)


def spools(g: pygame.Surface, rng: random.Random, center: Point, n: int = 5) -> None:
    for _ in range(n):
        c = rng.choice(((170, 50, 60), (60, 90, 150), (210, 190, 90), (90, 140, 90)))
        p = (center[0] + rng.uniform(-18, 18), center[1] + rng.uniform(-12, 12))
        pygame.draw.circle(g, (120, 90, 60), p, 6)
        pygame.draw.circle(g, c, p, 5)
        pygame.draw.circle(g, (60, 40, 30), p, 2)


def doll(g: pygame.Surface, rng: random.Random, center: Point, s: float = 1.0) -> None:
    """A seated doll seen from above: skirt, head with hair."""
    cx, cy = center
    dress = jitter(rng, rng.choice(((170, 70, 90), (90, 110, 160), (200, 190, 170),
                                    (120, 60, 110))), 0.1)
    pygame.draw.circle(g, shade(dress, 0.6), (cx, cy + 4 * s), 11 * s)
    pygame.draw.circle(g, dress, (cx, cy + 4 * s), 9.5 * s)
    pygame.draw.circle(g, (230, 206, 186), (cx, cy - 6 * s), 6.5 * s)
    hair = rng.choice(((60, 40, 24), (200, 160, 80), (30, 24, 20), (140, 60, 30)))
    pygame.draw.arc(g, hair, pygame.Rect(cx - 7 * s, cy - 13 * s, 14 * s, 14 * s), 0.2, 2.94,
                    round(3 * s))


def dollhouse(g: pygame.Surface, rect: pygame.Rect) -> None:
    """A doll's house from above: a pitched roof with a chimney."""
    outline(g, (150, 120, 90), rect.inflate(10, 10), 2)
    roof = (120, 50, 46)
    half = rect.height // 2
    top = pygame.Rect(rect.left, rect.top, rect.width, half)
    bottom = pygame.Rect(rect.left, rect.top + half, rect.width, rect.height - half)
    pygame.draw.rect(g, roof, top)
    pygame.draw.rect(g, shade(roof, 0.7), bottom)
    for y in range(rect.top + 6, rect.bottom, 8):
        pygame.draw.line(g, shade(roof, 0.55), (rect.left, y), (rect.right, y), 1)
    pygame.draw.line(g, shade(roof, 1.4), (rect.left, rect.top + half), (rect.right,
                                                                        rect.top + half), 3)
    pygame.draw.rect(g, (90, 80, 76), (rect.right - 30, rect.top + 8, 14, 14))


def bear_rug(g: pygame.Surface, center: Point, s: float = 1.0) -> None:
    cx, cy = center
    fur = (86, 60, 40)
    body = blob(random.Random(7), center, 70 * s, 50 * s, 20, 0.06)
    pygame.draw.polygon(g, shade(fur, 0.7), body)
    pygame.draw.polygon(g, fur, _shrink(body, 5))
    for sx in (-1, 1):
        for sy in (-1, 1):
            paw = (cx + sx * 78 * s, cy + sy * 46 * s)
            pygame.draw.line(g, fur, (cx + sx * 40 * s, cy + sy * 24 * s), paw, round(22 * s))
            pygame.draw.circle(g, shade(fur, 0.8), paw, 12 * s)
            for k in range(3):
                pygame.draw.circle(g, (220, 210, 190), (paw[0] + sx * 10 * s,
                                                        paw[1] + (k - 1) * 6 * s), 2)
    head = (cx + 88 * s, cy)
    pygame.draw.circle(g, shade(fur, 0.85), head, 24 * s)
    for sy in (-1, 1):
        pygame.draw.circle(g, shade(fur, 0.7), (head[0] - 10 * s, head[1] + sy * 20 * s), 8 * s)
        pygame.draw.circle(g, (20, 16, 14), (head[0] + 6 * s, head[1] + sy * 8 * s), 3 * s)
    pygame.draw.circle(g, (30, 22, 20), (head[0] + 22 * s, head[1]), 6 * s)


def display_case(g: pygame.Surface, rect: pygame.Rect, rng: random.Random,
                 content: str = "birds") -> None:
    """A glass-topped case on a wooden base showing specimens."""
    outline(g, WOOD_DARK, rect, 3)
    glass = rect.inflate(-10, -10)
    pygame.draw.rect(g, (40, 48, 52), glass)
    n = max(2, max(glass.width, glass.height) // 40)
    for k in range(n):
        f = (k + 0.5) / n
        p = ((glass.left + glass.width * f, glass.centery) if glass.width > glass.height
             else (glass.centerx, glass.top + glass.height * f))
        if content == "birds":
            c = jitter(rng, rng.choice(((120, 90, 60), (70, 70, 90), (150, 130, 90))), 0.15)
            pygame.draw.ellipse(g, c, pygame.Rect(p[0] - 10, p[1] - 6, 20, 12))
            pygame.draw.circle(g, shade(c, 1.2), (p[0] + 9, p[1] - 2), 5)
            pygame.draw.line(g, (200, 170, 80), (p[0] + 13, p[1] - 2), (p[0] + 18, p[1] - 1), 2)
        else:
            pygame.draw.circle(g, (190, 180, 150), p, 6)
    pygame.draw.line(g, (150, 170, 180), (glass.left + 4, glass.top + 4),
                     (glass.left + glass.width * 0.4, glass.top + 4), 2)
    pygame.draw.rect(g, (120, 130, 136), glass, 1)


def antlers(g: pygame.Surface, center: Point, side: int) -> None:
    """A mounted head on a wall plaque: shield and branching antlers."""
    ang = side * math.pi / 2

    def p(x: float, y: float) -> Point:
        return rot((center[0] + x, center[1] + y), center, ang)

    plaque = [p(-12, -4), p(12, -4), p(8, 12), p(-8, 12)]
    pygame.draw.polygon(g, WOOD_DARK, plaque)
    pygame.draw.polygon(g, BRASS, plaque, 1)
    pygame.draw.circle(g, (110, 80, 56), p(0, 12), 9)
    for sx in (-1, 1):
        pts = [p(sx * 6, 8), p(sx * 18, 16), p(sx * 30, 14)]
        pygame.draw.lines(g, (200, 184, 150), False, pts, 3)
        pygame.draw.line(g, (200, 184, 150), p(sx * 18, 16), p(sx * 20, 28), 2)
        pygame.draw.line(g, (200, 184, 150), p(sx * 26, 15), p(sx * 32, 24), 2)


def frame(g: pygame.Surface, rect: pygame.Rect, rng: random.Random) -> None:
    """A gilt picture frame hung on a wall, its canvas a dim portrait."""
    gold = jitter(rng, CANDLE, 0.12)
    pygame.draw.rect(g, shade(gold, 0.5), rect.inflate(4, 4))
    pygame.draw.rect(g, gold, rect)
    canvas = rect.inflate(-8, -8)
    back = jitter(rng, (50, 40, 36), 0.2)
    pygame.draw.rect(g, back, canvas)
    if canvas.width >= canvas.height:
        pygame.draw.ellipse(g, mix(back, (190, 150, 120), 0.5),
                            pygame.Rect(canvas.centerx - 6, canvas.top + 2, 12,
                                        canvas.height - 4))
    else:
        pygame.draw.ellipse(g, mix(back, (190, 150, 120), 0.5),
                            pygame.Rect(canvas.left + 2, canvas.centery - 6, canvas.width - 4,
                                        12))


def well(g: pygame.Surface, center: Point, r: float) -> None:
    cx, cy = center
    pygame.draw.circle(g, (60, 56, 52), center, r + 8)
    for k in range(14):
        a = k * 2 * math.pi / 14
        p = (cx + r * math.cos(a), cy + r * math.sin(a))
        c = (120 - (k % 3) * 12, 114 - (k % 3) * 10, 104 - (k % 3) * 8)
        pygame.draw.circle(g, c, p, 14)
        pygame.draw.circle(g, shade(c, 0.6), p, 14, 2)
    pygame.draw.circle(g, (6, 6, 8), center, r - 12)
    pygame.draw.circle(g, (16, 16, 20), center, r - 14, 6)
    pygame.draw.line(g, (20, 14, 10), (cx - r - 14, cy + 4), (cx + r + 14, cy + 4), 12)
    pygame.draw.line(g, (84, 58, 36), (cx - r - 14, cy), (cx + r + 14, cy), 10)
    pygame.draw.circle(g, (120, 100, 70), (cx, cy), 8)
    pygame.draw.line(g, (150, 130, 90), (cx, cy), (cx + 4, cy + 30), 2)
    pygame.draw.circle(g, (90, 70, 50), (cx + 5, cy + 36), 9)


def hedge(g: pygame.Surface, rng: random.Random, rect: pygame.Rect) -> None:
    base = (30, 52, 32)
    pygame.draw.rect(g, shade(base, 0.6), rect, border_radius=14)
    for _ in range(rect.width * rect.height // 90):
        p = (rng.uniform(rect.left + 6, rect.right - 6), rng.uniform(rect.top + 6, rect.bottom - 6))
        pygame.draw.circle(g, jitter(rng, base, 0.3), p, rng.uniform(4, 9))
    pygame.draw.rect(g, shade(base, 0.5), rect, 2, border_radius=14)


def fountain(g: pygame.Surface, rng: random.Random, center: Point, r: float) -> None:
    stone = (130, 126, 118)
    pygame.draw.circle(g, shade(stone, 0.6), center, r)
    pygame.draw.circle(g, stone, center, r - 4)
    pygame.draw.circle(g, WATER, center, r - 14)
    for k in range(3):
        pygame.draw.circle(g, shade(WATER, 1.8), center, r - 24 - k * 12, 1)
    pygame.draw.circle(g, shade(stone, 0.8), center, r * 0.28)
    pygame.draw.circle(g, stone, center, r * 0.22)
    for k in range(8):
        a = k * math.pi / 4 + rng.uniform(-0.1, 0.1)
        pygame.draw.circle(g, (180, 210, 220), (center[0] + r * 0.45 * math.cos(a),
                                                center[1] + r * 0.45 * math.sin(a)), 2)


def flowers(g: pygame.Surface, rng: random.Random, rect: pygame.Rect, n: int = 30) -> None:
    for _ in range(n):
        c = rng.choice(((170, 60, 80), (200, 190, 220), (150, 110, 170), (210, 180, 90)))
        p = (rng.uniform(rect.left, rect.right), rng.uniform(rect.top, rect.bottom))
        for k in range(5):
            a = k * 2 * math.pi / 5
            pygame.draw.circle(g, shade(c, 0.8), (p[0] + 3 * math.cos(a), p[1] + 3 * math.sin(a)),
                               2)
        pygame.draw.circle(g, (230, 210, 120), p, 1)


def rails(g: pygame.Surface, x0: float, x1: float, y0: float, y1: float) -> None:
    """Cart rails running north-south between x0 and x1."""
    for y in range(round(y0), round(y1), 22):
        pygame.draw.rect(g, (70, 50, 34), (x0 - 10, y, x1 - x0 + 20, 9))
        pygame.draw.rect(g, (44, 30, 20), (x0 - 10, y, x1 - x0 + 20, 9), 1)
    for x in (x0, x1):
        pygame.draw.line(g, (40, 40, 46), (x + 1, y0), (x + 1, y1), 6)
        pygame.draw.line(g, (120, 116, 120), (x, y0), (x, y1), 3)


def post(g: pygame.Surface, rect: pygame.Rect) -> None:
    outline(g, (74, 50, 30), rect, 2)
    pygame.draw.line(g, (50, 34, 22), rect.topleft, rect.bottomright, 1)


def lantern(room: Room, g: pygame.Surface, center: Point, strength: float = 0.45) -> None:
    cx, cy = center
    pygame.draw.rect(g, (30, 30, 34), (cx - 9, cy - 9, 18, 18), border_radius=3)
    pygame.draw.rect(g, (255, 214, 130), (cx - 5, cy - 5, 10, 10))
    pygame.draw.circle(g, (60, 60, 66), center, 3, 1)
    room.lights.append(Light(cx, cy, 110, strength))


def dumbbell(g: pygame.Surface, a: Point, b: Point) -> None:
    pygame.draw.line(g, (120, 120, 130), a, b, 4)
    for p in (a, b):
        pygame.draw.circle(g, (30, 30, 34), p, 9)
        pygame.draw.circle(g, (70, 70, 80), p, 9, 2)


def mat(g: pygame.Surface, rect: pygame.Rect, col: Color) -> None:
    outline(g, col, rect, 6, 0.7)
    for k in range(1, 3):
        y = rect.top + rect.height * k // 3
        pygame.draw.line(g, shade(col, 0.75), (rect.left + 4, y), (rect.right - 4, y), 2)


def harp(g: pygame.Surface, center: Point) -> None:
    cx, cy = center
    frame_pts = [(cx - 30, cy + 10), (cx + 30, cy - 6), (cx + 28, cy + 6), (cx - 28, cy + 16)]
    pygame.draw.polygon(g, (150, 110, 50), frame_pts)
    for k in range(8):
        x = cx - 24 + k * 7
        pygame.draw.line(g, (220, 210, 180), (x, cy + 10 - k * 2), (x, cy + 14 - k), 1)
    pygame.draw.circle(g, BRASS, (cx + 30, cy), 5)


def roots(g: pygame.Surface, rng: random.Random, start: Point, direction: float, n: int = 4
          ) -> None:
    """Pale roots creeping in from a wall."""
    for _ in range(n):
        p = start[0] + rng.uniform(-30, 30), start[1] + rng.uniform(-30, 30)
        a = direction + rng.uniform(-0.6, 0.6)
        pts = [p]
        w = 5
        for _ in range(8):
            a += rng.uniform(-0.5, 0.5)
            p = (p[0] + 12 * math.cos(a), p[1] + 12 * math.sin(a))
            pts.append(p)
        for i in range(len(pts) - 1):
            pygame.draw.line(g, (120, 96, 70), pts[i], pts[i + 1], max(1, w - i // 2))


def globe(g: pygame.Surface, center: Point, r: float = 20) -> None:
    pygame.draw.circle(g, (60, 44, 30), center, r + 6)
    pygame.draw.circle(g, (60, 100, 120), center, r)
    pygame.draw.ellipse(g, (150, 140, 90), pygame.Rect(center[0] - r * 0.6, center[1] - r * 0.5,
                                                       r * 0.7, r * 0.9))
    pygame.draw.circle(g, BRASS, center, r + 3, 2)


def papers(g: pygame.Surface, rng: random.Random, rect: pygame.Rect, n: int = 4) -> None:
    for _ in range(n):
        c = (rng.uniform(rect.left, rect.right), rng.uniform(rect.top, rect.bottom))
        a = rng.uniform(-0.4, 0.4)
        pts = [rot((c[0] + x, c[1] + y), c, a) for x, y in ((-10, -13), (10, -13), (10, 13),
                                                           (-10, 13))]
        pygame.draw.polygon(g, (214, 204, 178), pts)
        pygame.draw.polygon(g, (150, 140, 120), pts, 1)


def sheet_ghost(g: pygame.Surface, center: Point, s: float = 40) -> None:
    """A dust sheet thrown over a chair: pale lumpy shape."""
    pts = blob(random.Random(11), center, s, s * 0.85, 14, 0.12)
    pygame.draw.polygon(g, (128, 124, 118), pts)
    pygame.draw.polygon(g, (88, 84, 80), pts, 2)
    pygame.draw.line(g, (104, 100, 96), (center[0] - s * 0.4, center[1]),
                     (center[0] + s * 0.3, center[1] + s * 0.3), 2)


def clothesline(g: pygame.Surface, rng: random.Random, a: Point, b: Point) -> None:
    pygame.draw.line(g, (200, 196, 180), a, b, 2)
    n = 4
    for k in range(n):
        t = (k + 0.6) / (n + 0.4)
        p = (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)
        c = jitter(rng, LINEN, 0.1)
        r = pygame.Rect(p[0] - 22, p[1] - 4, 44, 16)
        pygame.draw.rect(g, shade(c, 0.7), r.move(0, 2))
        pygame.draw.rect(g, c, r)


def skull_niches(g: pygame.Surface, rng: random.Random, rect: pygame.Rect) -> None:
    """Stone niches along a wall with a skull in each."""
    pygame.draw.rect(g, (70, 66, 62), rect)
    horizontal = rect.width > rect.height
    n = (rect.width if horizontal else rect.height) // 34
    for k in range(n):
        if horizontal:
            r = pygame.Rect(rect.left + 4 + k * 34, rect.top + 4, 28, rect.height - 8)
        else:
            r = pygame.Rect(rect.left + 4, rect.top + 4 + k * 34, rect.width - 8, 28)
        pygame.draw.rect(g, (22, 20, 22), r, border_radius=6)
        if rng.random() < 0.8:
            skull(g, r.center, 8, jitter(rng, OLD_BONE, 0.1))


def column(g: pygame.Surface, center: Point, r: float) -> None:
    stone = (120, 116, 110)
    pygame.draw.circle(g, shade(stone, 0.6), center, r + 5)
    pygame.draw.circle(g, stone, center, r)
    pygame.draw.circle(g, shade(stone, 1.25), (center[0] - r * 0.3, center[1] - r * 0.3), r * 0.35)
    for p in polygon_points(center[0], center[1], r + 2, 8):
        pygame.draw.circle(g, shade(stone, 0.7), p, 3)


def wicker_chair(g: pygame.Surface, center: Point) -> None:
    col = (176, 146, 96)
    pygame.draw.circle(g, shade(col, 0.6), center, 24)
    pygame.draw.circle(g, col, center, 21)
    for k in range(3):
        pygame.draw.circle(g, shade(col, 0.8), center, 6 + k * 6, 1)
    pygame.draw.arc(g, shade(col, 0.5), pygame.Rect(center[0] - 24, center[1] - 24, 48, 48),
                    0.3, 2.8, 5)


def stove(room: Room, g: pygame.Surface, rect: pygame.Rect) -> None:
    outline(g, IRON, rect, 4)
    for k in range(2):
        c = (rect.left + rect.width * (k + 1) // 3, rect.centery)
        pygame.draw.circle(g, (20, 20, 24), c, 12)
        pygame.draw.circle(g, (90, 90, 100), c, 12, 2)
    room.lights.append(Light(rect.centerx, rect.centery, 80, 0.25, (255, 120, 50)))


def hanging_herbs(g: pygame.Surface, rng: random.Random, a: Point, b: Point) -> None:
    pygame.draw.line(g, (90, 70, 50), a, b, 3)
    for k in range(6):
        t = (k + 0.5) / 6
        p = (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)
        c = jitter(rng, (80, 110, 60), 0.25)
        pygame.draw.circle(g, c, (p[0], p[1] + 8), 7)
        pygame.draw.circle(g, shade(c, 0.7), (p[0], p[1] + 8), 7, 1)


def spectral_mist(g: pygame.Surface, rng: random.Random, area: pygame.Rect, n: int = 10,
                  col: Color = (160, 190, 200)) -> None:
    """Faint drifting mist puffs (draw on a separate translucent layer)."""
    mist = layer(g.get_size())
    for _ in range(n):
        p = (rng.uniform(area.left, area.right), rng.uniform(area.top, area.bottom))
        rx, ry = rng.uniform(40, 90), rng.uniform(16, 30)
        pygame.draw.ellipse(mist, (*col, 26), pygame.Rect(p[0] - rx, p[1] - ry, 2 * rx, 2 * ry))
    g.blit(mist, (0, 0))
