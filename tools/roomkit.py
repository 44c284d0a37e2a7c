"""Floor textures, walls, furniture and glyphs for the room tiles (see make_room_art.py).

All drawing is at the supersampled canvas size C (512), scaled down to 256 at
the end. Coordinates below are in canvas pixels; the interior of a room (inside
its walls) runs from IN0 to IN1 on both axes. Sides are numbered as in the
game: 0 = N, 1 = E, 2 = S, 3 = W.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from dataclasses import dataclass, field

import pygame
from artkit import (
    CANDLE,
    INK,
    Color,
    clamp8,
    grain,
    jitter,
    layer,
    mix,
    octave_noise,
    piece,
    polygon_points,
    radial_gradient,
    shade,
    smoothstep,
)

C = 512  # canvas size (2x the tile)
WALL = 36  # wall thickness on the canvas
IN0, IN1 = WALL, C - WALL
MID = C // 2
GAP = round(C * 0.3)  # door gap length
G0, G1 = MID - GAP // 2, MID + GAP // 2

# natural colours of materials, before the floor's tint is mixed in
WOOD_DARK: Color = (62, 40, 27)
WOOD: Color = (96, 64, 40)
WOOD_LIGHT: Color = (138, 96, 60)
OAK: Color = (112, 78, 48)
STONE: Color = (118, 114, 106)
SLATE: Color = (84, 90, 92)
EARTH: Color = (82, 62, 44)
GRASS: Color = (52, 72, 44)
GRAVEL: Color = (110, 106, 98)
IRON: Color = (44, 44, 52)
BRASS: Color = (176, 136, 62)
LINEN: Color = (168, 158, 138)
OLD_BONE: Color = (184, 174, 150)  # bones and skulls, dimmer than card bone-white
RED_CLOTH: Color = (112, 36, 46)
GREEN_CLOTH: Color = (44, 80, 60)
BLUE_CLOTH: Color = (46, 58, 96)
PLUM_CLOTH: Color = (82, 46, 86)
WATER: Color = (22, 52, 62)
FELT: Color = (30, 84, 56)

Point = tuple[float, float]


@dataclass
class Light:
    """An extra warm light (candle, hearth) added in the lighting pass."""

    x: float
    y: float
    radius: float
    strength: float  # 0..1
    color: Color = (255, 170, 80)


@dataclass
class Room:
    """What a recipe draws into: the canvas, its randomness and its extras."""

    canvas: pygame.Surface
    rng: random.Random
    doors: frozenset[int]
    tint: Color
    lights: list[Light] = field(default_factory=list)
    late: list[Callable[[pygame.Surface], None]] = field(default_factory=list)
    outdoor: bool = False
    params: dict[str, object] = field(default_factory=dict)

    def free(self, side: int) -> bool:
        return side not in self.doors


# ---------------------------------------------------------------- geometry


def along(side: int, start: float, length: float, depth: float, inset: float = 0
          ) -> pygame.Rect:
    """A rect against the inside of a wall: `start`/`length` along the side
    (canvas coordinates), `depth` into the room, `inset` away from the wall."""
    if side == 0:
        return pygame.Rect(round(start), IN0 + inset, round(length), round(depth))
    if side == 2:
        return pygame.Rect(round(start), IN1 - inset - depth, round(length), round(depth))
    if side == 3:
        return pygame.Rect(IN0 + inset, round(start), round(depth), round(length))
    return pygame.Rect(IN1 - inset - depth, round(start), round(depth), round(length))


def inward(side: int) -> tuple[int, int]:
    """The unit step from a wall into the room."""
    return [(0, 1), (-1, 0), (0, -1), (1, 0)][side]


def opposite(side: int) -> int:
    return (side + 2) % 4


def rot(p: Point, center: Point, angle: float) -> Point:
    s, c = math.sin(angle), math.cos(angle)
    x, y = p[0] - center[0], p[1] - center[1]
    return (center[0] + x * c - y * s, center[1] + x * s + y * c)


def side_angle(side: int) -> float:
    """Rotation that turns a shape drawn 'backed against N' to back against `side`."""
    return side * math.pi / 2


# ---------------------------------------------------------------- textures


def tone(material: Color, tint: Color, amount: float = 0.55) -> Color:
    """A material's colour pulled toward the floor's tint, keeping its brightness."""
    lum_m = sum(material) / 3
    lum_t = max(1.0, sum(tint) / 3)
    scaled = (tint[0] * lum_m / lum_t, tint[1] * lum_m / lum_t, tint[2] * lum_m / lum_t)
    return mix(material, (clamp8(scaled[0]), clamp8(scaled[1]), clamp8(scaled[2])), amount)


def add_noise(surf: pygame.Surface, rng: random.Random, lo: int = 200, hi: int = 255,
              specks: int = 2500) -> None:
    surf.blit(octave_noise(rng, C, lo, hi), (0, 0), special_flags=pygame.BLEND_RGB_MULT)
    if specks:
        surf.blit(grain(rng, C, specks, 60), (0, 0), special_flags=pygame.BLEND_RGB_MULT)


def planks(room: Room, base: Color, vertical: bool = True, width: int = 40) -> None:
    """Wooden floorboards with joints, grain lines, knots and nails."""
    g, rng = room.canvas, room.rng
    gapc = shade(base, 0.45)
    g.fill(gapc)
    for i in range(0, C, width):
        pos = -rng.randint(0, 200)
        while pos < C:
            length = rng.randint(140, 320)
            col = jitter(rng, base, 0.12)
            r = (pygame.Rect(i + 1, pos + 1, width - 2, length - 2) if vertical
                 else pygame.Rect(pos + 1, i + 1, length - 2, width - 2))
            pygame.draw.rect(g, col, r)
            _plank_grain(g, rng, r, col, vertical)
            _nails(g, r, col, vertical)
            pos += length
    add_noise(g, rng, 215, 255, 1500)


def _plank_grain(g: pygame.Surface, rng: random.Random, r: pygame.Rect, col: Color,
                 vertical: bool) -> None:
    across = r.width if vertical else r.height
    for _ in range(rng.randint(2, 4)):
        off = rng.uniform(3, across - 3)
        wob = rng.uniform(0.8, 2.5)
        phase = rng.uniform(0, 6.3)
        gc = shade(col, rng.uniform(0.78, 0.9))
        pts = []
        span = r.height if vertical else r.width
        for k in range(0, span, 12):
            o = off + wob * math.sin(phase + k / 37)
            pts.append((r.x + o, r.y + k) if vertical else (r.x + k, r.y + o))
        if len(pts) > 1:
            pygame.draw.lines(g, gc, False, pts, 1)
    if rng.random() < 0.25:
        span = r.height if vertical else r.width
        k = rng.uniform(20, max(21, span - 20))
        o = rng.uniform(8, across - 8)
        cx, cy = (r.x + o, r.y + k) if vertical else (r.x + k, r.y + o)
        kr = pygame.Rect(0, 0, 10, 16) if vertical else pygame.Rect(0, 0, 16, 10)
        kr.center = (round(cx), round(cy))
        pygame.draw.ellipse(g, shade(col, 0.7), kr, 2)


def _nails(g: pygame.Surface, r: pygame.Rect, col: Color, vertical: bool) -> None:
    nc = shade(col, 0.5)
    if vertical:
        for y in (r.top + 6, r.bottom - 6):
            for x in (r.left + 7, r.right - 7):
                pygame.draw.circle(g, nc, (x, y), 2)
    else:
        for x in (r.left + 6, r.right - 6):
            for y in (r.top + 7, r.bottom - 7):
                pygame.draw.circle(g, nc, (x, y), 2)


def parquet(room: Room, base: Color, cell: int = 64) -> None:
    """Basket-weave parquet: squares of four strips, alternating direction."""
    g, rng = room.canvas, room.rng
    g.fill(shade(base, 0.45))
    strip = cell // 4
    for gy in range(0, C, cell):
        for gx in range(0, C, cell):
            vertical = (gx // cell + gy // cell) % 2 == 0
            for k in range(4):
                col = jitter(rng, base if k % 2 else shade(base, 1.1), 0.08)
                r = (pygame.Rect(gx + k * strip + 1, gy + 1, strip - 2, cell - 2) if vertical
                     else pygame.Rect(gx + 1, gy + k * strip + 1, cell - 2, strip - 2))
                pygame.draw.rect(g, col, r)
                _plank_grain(g, rng, r, col, vertical)
    add_noise(g, rng, 215, 255, 1000)


def flagstones(room: Room, base: Color, row: tuple[int, int] = (50, 90),
               span: tuple[int, int] = (60, 130), cracks: int = 3) -> None:
    """Irregular stone slabs in rows, bevelled, with dark mortar and a few cracks."""
    g, rng = room.canvas, room.rng
    g.fill(shade(base, 0.4))
    y = -rng.randint(0, 40)
    while y < C:
        h = rng.randint(*row)
        x = -rng.randint(0, 60)
        while x < C:
            w = rng.randint(*span)
            _stone(g, rng, pygame.Rect(x, y, w, h), jitter(rng, base, 0.14))
            x += w
        y += h
    for _ in range(cracks):
        crack(g, rng, (rng.uniform(60, C - 60), rng.uniform(60, C - 60)), rng.uniform(30, 70),
              shade(base, 0.35))
    add_noise(g, rng, 205, 255, 3500)


def _stone(g: pygame.Surface, rng: random.Random, r: pygame.Rect, col: Color) -> None:
    j = 4
    pts = [(r.left + rng.uniform(2, j), r.top + rng.uniform(2, j)),
           (r.right - rng.uniform(2, j), r.top + rng.uniform(2, j)),
           (r.right - rng.uniform(2, j), r.bottom - rng.uniform(2, j)),
           (r.left + rng.uniform(2, j), r.bottom - rng.uniform(2, j))]
    pygame.draw.polygon(g, col, pts)
    pygame.draw.line(g, shade(col, 1.18), pts[0], pts[1], 2)
    pygame.draw.line(g, shade(col, 1.12), pts[0], pts[3], 2)
    pygame.draw.line(g, shade(col, 0.75), pts[3], pts[2], 2)
    pygame.draw.line(g, shade(col, 0.8), pts[1], pts[2], 2)


def crack(g: pygame.Surface, rng: random.Random, start: Point, length: float, col: Color,
          width: int = 2, branches: int = 2) -> None:
    """A jagged crack line with a couple of short branches."""
    x, y = start
    ang = rng.uniform(0, 2 * math.pi)
    pts = [(x, y)]
    steps = max(2, int(length / 10))
    for _ in range(steps):
        ang += rng.uniform(-0.7, 0.7)
        x += 10 * math.cos(ang)
        y += 10 * math.sin(ang)
        pts.append((x, y))
    pygame.draw.lines(g, col, False, pts, width)
    for _ in range(branches):
        if len(pts) > 2 and length > 20:
            crack(g, rng, pts[rng.randrange(1, len(pts) - 1)], length * 0.4, col,
                  max(1, width - 1), 0)


def tiles(room: Room, a: Color, b: Color, cell: int = 64, diamond: bool = False) -> None:
    """A checkerboard of glazed tiles with thin grout."""
    g, rng = room.canvas, room.rng
    g.fill(shade(mix(a, b, 0.5), 0.55))
    for gy in range(0, C, cell):
        for gx in range(0, C, cell):
            col = jitter(rng, a if (gx // cell + gy // cell) % 2 == 0 else b, 0.05)
            r = pygame.Rect(gx + 2, gy + 2, cell - 4, cell - 4)
            pygame.draw.rect(g, col, r)
            pygame.draw.line(g, shade(col, 1.15), r.topleft, r.topright, 2)
            if diamond:
                c = r.center
                q = cell // 5
                pygame.draw.polygon(g, shade(col, 0.85),
                                    [(c[0], c[1] - q), (c[0] + q, c[1]), (c[0], c[1] + q),
                                     (c[0] - q, c[1])])
    for _ in range(4):
        crack(g, rng, (rng.uniform(40, C - 40), rng.uniform(40, C - 40)), 30,
              shade(a, 0.45), 1, 1)
    add_noise(g, rng, 215, 255, 1200)


def earth(room: Room, base: Color) -> None:
    """Packed bare earth with pebbles and darker damp patches."""
    g, rng = room.canvas, room.rng
    g.fill(base)
    add_noise(g, rng, 150, 255, 6000)
    for _ in range(160):
        c = jitter(rng, mix(base, STONE, 0.5), 0.25)
        r = rng.randint(2, 6)
        x, y = rng.uniform(0, C), rng.uniform(0, C)
        pygame.draw.ellipse(g, c, (x, y, r * 2, r * 1.6))
        pygame.draw.ellipse(g, shade(c, 0.6), (x, y, r * 2, r * 1.6), 1)


def grass(room: Room, base: Color) -> None:
    """Night grass: dark tufts of short strokes over mottled ground."""
    g, rng = room.canvas, room.rng
    g.fill(base)
    add_noise(g, rng, 140, 255, 0)
    for _ in range(4200):
        x, y = rng.uniform(0, C), rng.uniform(0, C)
        ang = -math.pi / 2 + rng.uniform(-0.6, 0.6)
        ln = rng.uniform(4, 10)
        col = jitter(rng, shade(base, rng.choice((0.7, 1.2, 1.35))), 0.15)
        pygame.draw.line(g, col, (x, y), (x + ln * math.cos(ang), y + ln * math.sin(ang)), 2)


def gravel(room: Room, base: Color) -> None:
    g, rng = room.canvas, room.rng
    g.fill(shade(base, 0.6))
    for _ in range(5200):
        c = jitter(rng, base, 0.3)
        x, y = rng.uniform(0, C), rng.uniform(0, C)
        r = rng.uniform(2, 5)
        pygame.draw.ellipse(g, c, (x, y, r * 2, r * 1.5))
    add_noise(g, rng, 170, 255, 0)


def rug(room: Room, rect: pygame.Rect, field_col: Color, border: Color,
        pattern: str = "diamond") -> None:
    """A carpet with a dark border, a gold line and a woven pattern."""
    g = room.canvas
    pygame.draw.rect(g, shade(border, 0.7), rect.inflate(6, 6), border_radius=4)
    pygame.draw.rect(g, border, rect, border_radius=3)
    inner = rect.inflate(-28, -28)
    pygame.draw.rect(g, field_col, inner)
    pygame.draw.rect(g, mix(border, CANDLE, 0.45), rect.inflate(-14, -14), 2)
    pygame.draw.rect(g, mix(field_col, CANDLE, 0.35), inner.inflate(-10, -10), 1)
    _border_beads(g, rect.inflate(-7, -7), mix(border, CANDLE, 0.3))
    if pattern == "diamond":
        _diamonds(g, room.rng, inner.inflate(-20, -20), field_col)
    elif pattern == "medallion":
        _medallion(g, inner, field_col)
    fringe = shade(LINEN, 0.8)
    for x in range(rect.left + 4, rect.right - 3, 6):
        pygame.draw.line(g, fringe, (x, rect.top - 3), (x, rect.top - 9), 1)
        pygame.draw.line(g, fringe, (x, rect.bottom + 2), (x, rect.bottom + 8), 1)


def _border_beads(g: pygame.Surface, r: pygame.Rect, col: Color) -> None:
    for x in range(r.left + 8, r.right - 4, 14):
        pygame.draw.circle(g, col, (x, r.top), 2)
        pygame.draw.circle(g, col, (x, r.bottom), 2)
    for y in range(r.top + 8, r.bottom - 4, 14):
        pygame.draw.circle(g, col, (r.left, y), 2)
        pygame.draw.circle(g, col, (r.right, y), 2)


def _diamonds(g: pygame.Surface, rng: random.Random, r: pygame.Rect, col: Color) -> None:
    step = 34
    for y in range(r.top + step // 2, r.bottom - 8, step):
        for x in range(r.left + step // 2, r.right - 8, step):
            q = 10
            c = shade(col, 1.28) if (x + y) // step % 2 else shade(col, 0.75)
            pygame.draw.polygon(g, c, [(x, y - q), (x + q, y), (x, y + q), (x - q, y)], 2)
            pygame.draw.circle(g, mix(col, CANDLE, 0.4), (x, y), 2)


def _medallion(g: pygame.Surface, r: pygame.Rect, col: Color) -> None:
    cx, cy = r.center
    rad = min(r.width, r.height) * 0.36
    pygame.draw.ellipse(g, shade(col, 0.75), pygame.Rect(0, 0, rad * 2, rad * 1.5).move(
        cx - rad, cy - rad * 0.75))
    pygame.draw.ellipse(g, mix(col, CANDLE, 0.35), pygame.Rect(0, 0, rad * 2, rad * 1.5).move(
        cx - rad, cy - rad * 0.75), 2)
    pts = polygon_points(cx, cy, rad * 0.55, 8)
    pygame.draw.polygon(g, shade(col, 1.3), pts, 2)
    for x, y in ((r.left + 24, r.top + 24), (r.right - 24, r.top + 24),
                 (r.left + 24, r.bottom - 24), (r.right - 24, r.bottom - 24)):
        pygame.draw.circle(g, shade(col, 1.3), (x, y), 9, 2)


# ---------------------------------------------------------------- lighting


_LIGHT_CACHE: dict[bool, tuple[pygame.Surface, pygame.Surface]] = {}


def light_maps(outdoor: bool) -> tuple[pygame.Surface, pygame.Surface]:
    """(multiply map, additive glow): a candle pool in the middle, dark walls.

    Outdoor rooms get a colder, flatter moonlight instead.
    """
    if outdoor in _LIGHT_CACHE:
        return _LIGHT_CACHE[outdoor]
    q = C // 4
    mult = pygame.Surface((q, q))
    cx, cy = q * 0.5, q * 0.47
    centre: Color = (200, 214, 235) if outdoor else (255, 246, 228)
    edge: Color = (92, 100, 124) if outdoor else (88, 78, 92)
    for y in range(q):
        for x in range(q):
            d = math.hypot(x + 0.5 - cx, y + 0.5 - cy) / (q * 0.62)
            t = smoothstep(0.15, 1.05, d)
            wall = min(x, y, q - 1 - x, q - 1 - y) - WALL / 4
            t = max(t, 1 - smoothstep(0, 16, wall) * 0.9 - 0.1)
            mult.set_at((x, y), mix(centre, edge, t))
    mult = pygame.transform.smoothscale(mult, (C, C))
    glow_c = (18, 22, 30, 255) if outdoor else (46, 28, 8, 255)
    glow = radial_gradient(C, (C * 0.5, C * 0.47), C * 0.42, glow_c, (0, 0, 0, 255), 1.6)
    _LIGHT_CACHE[outdoor] = (mult, glow)
    return mult, glow


def apply_lighting(room: Room) -> None:
    mult, glow = light_maps(room.outdoor)
    room.canvas.blit(mult, (0, 0), special_flags=pygame.BLEND_RGB_MULT)
    room.canvas.blit(glow, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    for lt in room.lights:
        r = round(lt.radius)
        inner = (clamp8(lt.color[0] * lt.strength), clamp8(lt.color[1] * lt.strength),
                 clamp8(lt.color[2] * lt.strength), 255)
        spot = radial_gradient(2 * r, (r, r), r, inner, (0, 0, 0, 255), 0.8)
        room.canvas.blit(spot, (round(lt.x) - r, round(lt.y) - r),
                         special_flags=pygame.BLEND_RGB_ADD)


# ---------------------------------------------------------------- walls and doors


def gap_rect(side: int) -> pygame.Rect:
    """The door opening cut through a wall."""
    if side == 0:
        return pygame.Rect(G0, 0, GAP, WALL)
    if side == 2:
        return pygame.Rect(G0, C - WALL, GAP, WALL)
    if side == 3:
        return pygame.Rect(0, G0, WALL, GAP)
    return pygame.Rect(C - WALL, G0, WALL, GAP)


def draw_walls(room: Room, locked: frozenset[int]) -> None:
    """Thick dark walls with a lighter inner edge, door gaps, sills and jambs."""
    g, rng = room.canvas, room.rng
    base: Color = (22, 26, 22) if room.outdoor else (22, 19, 28)
    wall = pygame.Surface((C, C), pygame.SRCALPHA)
    pygame.draw.rect(wall, (*base, 255), wall.get_rect(), WALL)
    _wall_texture(wall, rng, room.outdoor)
    for side in room.doors - locked:
        pygame.draw.rect(wall, (0, 0, 0, 0), gap_rect(side))
    _inner_shadow(g, room.doors - locked)
    g.blit(wall, (0, 0))
    edge = mix(base, room.tint, 0.35)
    edge = shade(edge, 1.9)
    _inner_edge(g, room.doors - locked, edge)
    for side in sorted(room.doors - locked):
        door_frame(g, side, room.tint)
    for side in sorted(locked):
        barred_door(g, side)


def _wall_texture(wall: pygame.Surface, rng: random.Random, outdoor: bool) -> None:
    """Faint coursed blocks (or leaves, outdoors) on the wall band."""
    for _ in range(900):
        x, y = rng.uniform(0, C), rng.uniform(0, C)
        if WALL <= x <= C - WALL and WALL <= y <= C - WALL:
            continue
        c = rng.randint(28, 40)
        col = (c - 8, c + 2, c - 8, 255) if outdoor else (c, c - 4, c + 6, 255)
        if outdoor:
            pygame.draw.circle(wall, col, (x, y), rng.randint(3, 7))
        else:
            pygame.draw.rect(wall, col, (x, y, rng.randint(10, 26), rng.randint(6, 10)), 1)


def _inner_shadow(g: pygame.Surface, open_sides: frozenset[int]) -> None:
    """Soft darkness cast by the walls onto the floor, broken at door gaps."""
    sh = layer((C, C))
    depth = 26
    for i in range(depth):
        a = round(130 * (1 - i / depth) ** 2)
        col = (0, 0, 0, a)
        r = pygame.Rect(WALL + i, WALL + i, C - 2 * (WALL + i), C - 2 * (WALL + i))
        pygame.draw.rect(sh, col, r, 1)
    for side in open_sides:
        gr = gap_rect(side)
        cut = gr.inflate(-20, depth * 2) if side in (0, 2) else gr.inflate(depth * 2, -20)
        pygame.draw.rect(sh, (0, 0, 0, 0), cut)
    g.blit(sh, (0, 0))


def _inner_edge(g: pygame.Surface, open_sides: frozenset[int], col: Color) -> None:
    """The lighter lip along the inside of each wall, stopping at door gaps."""
    e0, e1 = WALL - 3, C - WALL + 1
    runs = {0: ((WALL, e0), (C - WALL, e0)), 2: ((WALL, e1), (C - WALL, e1)),
            3: ((e0, WALL), (e0, C - WALL)), 1: ((e1, WALL), (e1, C - WALL))}
    for side, (a, b) in runs.items():
        if side in open_sides:
            if side in (0, 2):
                segs = [(a, (G0, a[1])), ((G1, a[1]), b)]
            else:
                segs = [(a, (a[0], G0)), ((a[0], G1), b)]
        else:
            segs = [(a, b)]
        for p, q in segs:
            pygame.draw.line(g, col, p, q, 3)
            pygame.draw.line(g, shade(col, 0.6), p, q, 1)


def door_frame(g: pygame.Surface, side: int, tint: Color) -> None:
    """A worn threshold board across the gap and a jamb post at each end."""
    gr = gap_rect(side)
    sill_col = shade(tone(OAK, tint, 0.4), 0.8)
    sill = gr.inflate(0, -WALL + 14) if side in (0, 2) else gr.inflate(-WALL + 14, 0)
    if side == 0:
        sill.top = WALL - 14
    elif side == 2:
        sill.top = C - WALL
    elif side == 3:
        sill.left = WALL - 14
    else:
        sill.left = C - WALL
    pygame.draw.rect(g, sill_col, sill)
    pygame.draw.rect(g, shade(sill_col, 0.6), sill, 1)
    jamb = (30, 26, 36)
    hi = (70, 62, 72)
    for end in (G0, G1):
        if side in (0, 2):
            r = pygame.Rect(0, 0, 10, WALL + 8)
            r.centerx = end
            r.top = -2 if side == 0 else C - WALL - 6
        else:
            r = pygame.Rect(0, 0, WALL + 8, 10)
            r.centery = end
            r.left = -2 if side == 3 else C - WALL - 6
        pygame.draw.rect(g, jamb, r)
        pygame.draw.rect(g, hi, r, 2)


def barred_door(g: pygame.Surface, side: int) -> None:
    """A heavy closed oak door in the gap with iron straps and a bar across it."""
    gr = gap_rect(side).inflate(8, 8)
    door = gr.clip(pygame.Rect(-20, -20, C + 40, C + 40))
    horizontal = side in (0, 2)
    pygame.draw.rect(g, (92, 58, 34), door)
    n = 5
    for k in range(1, n):
        if horizontal:
            x = door.left + door.width * k // n
            pygame.draw.line(g, (34, 20, 12), (x, door.top), (x, door.bottom), 2)
        else:
            y = door.top + door.height * k // n
            pygame.draw.line(g, (34, 20, 12), (door.left, y), (door.right, y), 2)
    for f in (0.2, 0.8):
        if horizontal:
            x = round(door.left + door.width * f)
            pygame.draw.rect(g, (40, 40, 46), (x - 5, door.top, 10, door.height))
        else:
            y = round(door.top + door.height * f)
            pygame.draw.rect(g, (40, 40, 46), (door.left, y - 5, door.width, 10))
    pygame.draw.rect(g, (20, 14, 10), door, 3)
    # the bar across, on the room side of the door, in iron brackets
    bar = pygame.Rect(0, 0, GAP + 70, 20) if horizontal else pygame.Rect(0, 0, 20, GAP + 70)
    if side == 0:
        bar.center = (MID, WALL + 8)
    elif side == 2:
        bar.center = (MID, C - WALL - 8)
    elif side == 3:
        bar.center = (WALL + 8, MID)
    else:
        bar.center = (C - WALL - 8, MID)
    pygame.draw.rect(g, (10, 8, 10), bar.move(3, 4), border_radius=4)
    pygame.draw.rect(g, (120, 82, 46), bar, border_radius=4)
    pygame.draw.rect(g, (130, 92, 56), bar.inflate(-6, -8) if horizontal else bar.inflate(-8, -6),
                     1, border_radius=3)
    for f in (0.12, 0.88):
        br = pygame.Rect(0, 0, 16, 30) if horizontal else pygame.Rect(0, 0, 30, 16)
        if horizontal:
            br.center = (round(bar.left + bar.width * f), bar.centery)
        else:
            br.center = (bar.centerx, round(bar.top + bar.height * f))
        pygame.draw.rect(g, (58, 58, 66), br, border_radius=2)
        pygame.draw.rect(g, (110, 110, 120), br, 2, border_radius=2)
    ring = (bar.centerx, bar.centery)
    pygame.draw.circle(g, (150, 120, 60), ring, 9, 3)


# ---------------------------------------------------------------- furniture


def outline(g: pygame.Surface, col: Color, rect: pygame.Rect, radius: int = 4,
            edge: float = 0.55) -> None:
    """A filled rounded rect with a dark outline and a lit top-left lip."""
    pygame.draw.rect(g, shade(col, edge), rect, border_radius=radius)
    inner = rect.inflate(-4, -4)
    pygame.draw.rect(g, col, inner, border_radius=max(0, radius - 2))
    pygame.draw.line(g, shade(col, 1.25), (inner.left + 3, inner.top + 1),
                     (inner.right - 4, inner.top + 1), 2)


def table(g: pygame.Surface, rect: pygame.Rect, col: Color = WOOD,
          cloth: Color | None = None) -> None:
    outline(g, col, rect, 6)
    pygame.draw.rect(g, shade(col, 0.85), rect.inflate(-16, -16), 2, border_radius=4)
    if cloth:
        runner = rect.inflate(-rect.width * 0.5, 8) if rect.height > rect.width else \
            rect.inflate(8, -rect.height * 0.5)
        pygame.draw.rect(g, cloth, runner)
        pygame.draw.rect(g, shade(cloth, 0.7), runner, 1)


def round_table(g: pygame.Surface, center: Point, r: float, col: Color = WOOD) -> None:
    pygame.draw.circle(g, shade(col, 0.55), center, r)
    pygame.draw.circle(g, col, center, r - 3)
    pygame.draw.circle(g, shade(col, 0.85), center, r * 0.7, 2)
    pygame.draw.arc(g, shade(col, 1.3), pygame.Rect(0, 0, 2 * r - 10, 2 * r - 10).move(
        center[0] - r + 5, center[1] - r + 5), 1.8, 3.2, 2)


def chair(g: pygame.Surface, center: Point, facing: float, col: Color = WOOD_DARK,
          seat: Color | None = None, s: float = 26) -> None:
    """A chair seen from above; `facing` is the angle (radians) it faces."""
    cx, cy = center
    h = s / 2
    sq = [(cx - h, cy - h), (cx + h, cy - h), (cx + h, cy + h), (cx - h, cy + h)]
    back = [(cx - h - 2, cy - h - 7), (cx + h + 2, cy - h - 7), (cx + h + 2, cy - h + 1),
            (cx - h - 2, cy - h + 1)]
    ang = facing + math.pi / 2
    sq = [rot(p, center, ang) for p in sq]
    back = [rot(p, center, ang) for p in back]
    pygame.draw.polygon(g, shade(col, 0.6), sq)
    inner = [rot(p, center, ang) for p in
             [(cx - h + 3, cy - h + 3), (cx + h - 3, cy - h + 3), (cx + h - 3, cy + h - 3),
              (cx - h + 3, cy + h - 3)]]
    pygame.draw.polygon(g, seat or col, inner)
    pygame.draw.polygon(g, shade(col, 0.8), back)
    pygame.draw.polygon(g, shade(col, 0.45), back, 1)


def candle(room: Room, g: pygame.Surface, center: Point, r: float = 5,
           strength: float = 0.35, radius: float = 60) -> None:
    """A lit candle: wax disc, bright flame dot, and a light for the lighting pass."""
    pygame.draw.circle(g, (226, 214, 186), center, r)
    pygame.draw.circle(g, (140, 120, 90), center, r, 1)
    pygame.draw.circle(g, (255, 226, 140), center, max(2, r * 0.45))
    room.lights.append(Light(center[0], center[1], radius, strength))


def bed(g: pygame.Surface, rect: pygame.Rect, head: int, blanket: Color,
        frame: Color = WOOD_DARK, pillows: int = 2) -> None:
    """A bed whose headboard is against side `head`."""
    outline(g, frame, rect, 6)
    mattress = rect.inflate(-10, -10)
    pygame.draw.rect(g, LINEN, mattress, border_radius=6)
    cover = mattress.copy()
    fold = 0.34
    if head == 0:
        cover.top += round(mattress.height * fold)
        cover.height -= round(mattress.height * fold)
    elif head == 2:
        cover.height -= round(mattress.height * fold)
    elif head == 3:
        cover.left += round(mattress.width * fold)
        cover.width -= round(mattress.width * fold)
    else:
        cover.width -= round(mattress.width * fold)
    pygame.draw.rect(g, blanket, cover, border_radius=5)
    pygame.draw.rect(g, shade(blanket, 0.7), cover, 2, border_radius=5)
    for k in range(1, 4):
        if head in (0, 2):
            y = cover.top + cover.height * k // 4
            pygame.draw.line(g, shade(blanket, 0.85), (cover.left + 4, y), (cover.right - 4, y), 1)
        else:
            x = cover.left + cover.width * k // 4
            pygame.draw.line(g, shade(blanket, 0.85), (x, cover.top + 4), (x, cover.bottom - 4), 1)
    _pillows(g, mattress, head, pillows)


def _pillows(g: pygame.Surface, m: pygame.Rect, head: int, n: int) -> None:
    for k in range(n):
        if head in (0, 2):
            w = (m.width - 12) / n
            r = pygame.Rect(m.left + 6 + k * w, 0, w - 6, m.height * 0.2)
            r.top = m.top + 6 if head == 0 else m.bottom - 6 - r.height
        else:
            h = (m.height - 12) / n
            r = pygame.Rect(0, m.top + 6 + k * h, m.width * 0.2, h - 6)
            r.left = m.left + 6 if head == 3 else m.right - 6 - r.width
        pygame.draw.rect(g, (232, 226, 210), r, border_radius=8)
        pygame.draw.rect(g, (170, 160, 140), r, 1, border_radius=8)


def shelf(g: pygame.Surface, rng: random.Random, rect: pygame.Rect, col: Color = WOOD_DARK,
          kind: str = "books") -> None:
    """A shelf against a wall, filled with books, jars or bottles seen from above."""
    outline(g, col, rect, 2)
    inner = rect.inflate(-8, -8)
    horizontal = rect.width >= rect.height
    pos = inner.left if horizontal else inner.top
    end = inner.right if horizontal else inner.bottom
    while pos < end - 4:
        if kind == "books":
            w = rng.randint(5, 10)
            c = jitter(rng, rng.choice((RED_CLOTH, GREEN_CLOTH, BLUE_CLOTH, PLUM_CLOTH,
                                        (120, 90, 50), (70, 60, 50))), 0.25)
            depth = rng.uniform(0.65, 1.0)
            if horizontal:
                r = pygame.Rect(pos, inner.top, min(w, end - pos), inner.height * depth)
            else:
                r = pygame.Rect(inner.left, pos, inner.width * depth, min(w, end - pos))
            pygame.draw.rect(g, c, r)
            pygame.draw.rect(g, shade(c, 0.6), r, 1)
            pos += w + (rng.random() < 0.1) * rng.randint(4, 10)
        else:
            d = rng.randint(10, 16)
            c = jitter(rng, rng.choice(((150, 130, 90), (90, 110, 80), (120, 70, 50),
                                        (170, 160, 140))), 0.2)
            center = ((pos + d / 2, inner.centery) if horizontal else (inner.centerx, pos + d / 2))
            pygame.draw.circle(g, shade(c, 0.6), center, d / 2)
            pygame.draw.circle(g, c, center, d / 2 - 2)
            pygame.draw.circle(g, shade(c, 1.4), (center[0] - 2, center[1] - 2), 2)
            pos += d + rng.randint(2, 6)


def crate(g: pygame.Surface, rect: pygame.Rect, col: Color = OAK) -> None:
    outline(g, col, rect, 2)
    inner = rect.inflate(-10, -10)
    pygame.draw.rect(g, shade(col, 0.75), inner, 2)
    pygame.draw.line(g, shade(col, 0.75), inner.topleft, inner.bottomright, 4)
    pygame.draw.line(g, shade(col, 1.15), inner.topleft, inner.bottomright, 1)
    for p in (inner.topleft, inner.topright, inner.bottomleft, inner.bottomright):
        pygame.draw.circle(g, shade(col, 0.45), p, 2)


def barrel(g: pygame.Surface, center: Point, r: float, col: Color = OAK) -> None:
    pygame.draw.circle(g, shade(col, 0.5), center, r)
    pygame.draw.circle(g, col, center, r - 3)
    pygame.draw.circle(g, (60, 60, 66), center, r - 2, 3)
    pygame.draw.circle(g, (60, 60, 66), center, r * 0.7, 2)
    for k in range(6):
        a = k * math.pi / 3
        pygame.draw.line(g, shade(col, 0.7), center,
                         (center[0] + r * 0.68 * math.cos(a), center[1] + r * 0.68 * math.sin(a)),
                         1)
    pygame.draw.circle(g, shade(col, 0.6), center, 3)


def sack(g: pygame.Surface, center: Point, r: float, col: Color = (150, 128, 92)) -> None:
    cx, cy = center
    pygame.draw.ellipse(g, shade(col, 0.6), (cx - r, cy - r * 0.85, 2 * r, 1.7 * r))
    pygame.draw.ellipse(g, col, (cx - r + 3, cy - r * 0.85 + 3, 2 * r - 6, 1.7 * r - 6))
    pygame.draw.circle(g, shade(col, 0.7), (cx, cy - r * 0.2), r * 0.28)
    pygame.draw.line(g, shade(col, 0.5), (cx - 4, cy - r * 0.2), (cx + 4, cy - r * 0.2), 2)


def sofa(g: pygame.Surface, rect: pygame.Rect, back: int, col: Color) -> None:
    """A sofa with its back against side `back` and arms at both ends."""
    outline(g, shade(col, 0.8), rect, 8)
    b = rect.copy()
    arms = []
    t = 14
    if back == 0:
        b.height = t
        arms = [pygame.Rect(rect.left, rect.top, t, rect.height),
                pygame.Rect(rect.right - t, rect.top, t, rect.height)]
    elif back == 2:
        b.top = rect.bottom - t
        b.height = t
        arms = [pygame.Rect(rect.left, rect.top, t, rect.height),
                pygame.Rect(rect.right - t, rect.top, t, rect.height)]
    elif back == 3:
        b.width = t
        arms = [pygame.Rect(rect.left, rect.top, rect.width, t),
                pygame.Rect(rect.left, rect.bottom - t, rect.width, t)]
    else:
        b.left = rect.right - t
        b.width = t
        arms = [pygame.Rect(rect.left, rect.top, rect.width, t),
                pygame.Rect(rect.left, rect.bottom - t, rect.width, t)]
    for a in arms:
        pygame.draw.rect(g, shade(col, 0.85), a, border_radius=6)
    pygame.draw.rect(g, shade(col, 0.7), b, border_radius=6)
    seat = rect.inflate(-2 * t, -2 * t)
    n = 3 if max(seat.width, seat.height) > 90 else 2
    for k in range(n):
        if back in (0, 2):
            w = seat.width / n
            r = pygame.Rect(seat.left + k * w + 2, seat.top, w - 4, seat.height)
        else:
            h = seat.height / n
            r = pygame.Rect(seat.left, seat.top + k * h + 2, seat.width, h - 4)
        pygame.draw.rect(g, shade(col, 1.08), r, border_radius=5)
        pygame.draw.rect(g, shade(col, 0.75), r, 1, border_radius=5)


def armchair(g: pygame.Surface, center: Point, facing: float, col: Color, s: float = 54
             ) -> None:
    """A wing chair facing `facing` (radians)."""
    cx, cy = center
    h = s / 2
    ang = facing + math.pi / 2

    def poly(pts: list[Point]) -> list[Point]:
        return [rot(p, center, ang) for p in pts]

    body = poly([(cx - h, cy - h), (cx + h, cy - h), (cx + h, cy + h), (cx - h, cy + h)])
    pygame.draw.polygon(g, shade(col, 0.55), body)
    seat = poly([(cx - h + 10, cy - h + 14), (cx + h - 10, cy - h + 14), (cx + h - 10, cy + h - 3),
                 (cx - h + 10, cy + h - 3)])
    pygame.draw.polygon(g, shade(col, 1.1), seat)
    back = poly([(cx - h + 2, cy - h + 2), (cx + h - 2, cy - h + 2), (cx + h - 2, cy - h + 12),
                 (cx - h + 2, cy - h + 12)])
    pygame.draw.polygon(g, shade(col, 0.8), back)
    for sx in (-1, 1):
        arm = poly([(cx + sx * (h - 2), cy - h + 4), (cx + sx * (h - 9), cy - h + 4),
                    (cx + sx * (h - 9), cy + h - 2), (cx + sx * (h - 2), cy + h - 2)])
        pygame.draw.polygon(g, shade(col, 0.85), arm)


def plant(g: pygame.Surface, rng: random.Random, center: Point, r: float,
          leaf: Color = (58, 96, 56), pot: Color | None = (120, 70, 46)) -> None:
    """A potted plant: a clay rim and a rosette of leaves."""
    cx, cy = center
    if pot:
        pygame.draw.circle(g, shade(pot, 0.6), center, r * 0.62)
        pygame.draw.circle(g, pot, center, r * 0.62 - 3)
        pygame.draw.circle(g, (50, 36, 26), center, r * 0.45)
    n = rng.randint(7, 11)
    for k in range(n):
        a = k * 2 * math.pi / n + rng.uniform(-0.2, 0.2)
        ln = r * rng.uniform(0.75, 1.05)
        tip = (cx + ln * math.cos(a), cy + ln * math.sin(a))
        side = (math.cos(a + math.pi / 2) * r * 0.16, math.sin(a + math.pi / 2) * r * 0.16)
        mid = (cx + ln * 0.5 * math.cos(a), cy + ln * 0.5 * math.sin(a))
        pts = [(cx, cy), (mid[0] + side[0], mid[1] + side[1]), tip,
               (mid[0] - side[0], mid[1] - side[1])]
        c = jitter(rng, leaf, 0.2)
        pygame.draw.polygon(g, c, pts)
        pygame.draw.line(g, shade(c, 0.7), (cx, cy), tip, 1)


def fireplace(room: Room, g: pygame.Surface, side: int, length: float = 130) -> None:
    """A stone hearth against a wall with glowing embers (adds a light)."""
    start = MID - length / 2
    r = along(side, start, length, 44)
    outline(g, (96, 90, 86), r, 3)
    dx, dy = inward(side)
    pit = r.inflate(-36, -30) if side in (0, 2) else r.inflate(-30, -36)
    pit = pit.move(-dx * 6, -dy * 6)
    pygame.draw.rect(g, (20, 14, 12), pit, border_radius=4)
    ember = pit.inflate(-10, -8)
    pygame.draw.rect(g, (150, 52, 20), ember, border_radius=6)
    pygame.draw.rect(g, (230, 120, 40), ember.inflate(-12, -8), border_radius=5)
    pygame.draw.ellipse(g, (255, 200, 110), ember.inflate(-ember.width * 0.5, -ember.height * 0.5))
    cx, cy = ember.center
    room.lights.append(Light(cx + dx * 30, cy + dy * 30, 150, 0.55, (255, 140, 60)))


def grave(g: pygame.Surface, rng: random.Random, center: Point, col: Color = (128, 126, 120)
          ) -> None:
    """A headstone with an earth mound in front of it (stone to the north)."""
    cx, cy = center
    mound = pygame.Rect(0, 0, 40, 70)
    mound.midtop = (round(cx), round(cy + 6))
    pygame.draw.ellipse(g, (52, 40, 30), mound)
    pygame.draw.ellipse(g, (70, 54, 40), mound.inflate(-10, -14))
    stone = pygame.Rect(0, 0, rng.randint(40, 52), 18)
    stone.midbottom = (round(cx), round(cy + 8))
    c = jitter(rng, col, 0.1)
    pygame.draw.rect(g, shade(c, 0.55), stone, border_radius=8)
    pygame.draw.rect(g, c, stone.inflate(-4, -4), border_radius=7)
    pygame.draw.line(g, shade(c, 1.25), (stone.left + 6, stone.top + 4),
                     (stone.right - 6, stone.top + 4), 2)
    if rng.random() < 0.5:
        pygame.draw.line(g, shade(c, 0.7), (cx, stone.top + 4), (cx, stone.bottom - 4), 2)


def pew(g: pygame.Surface, rect: pygame.Rect, col: Color = WOOD_DARK) -> None:
    """A long bench with a back rail along its north edge."""
    outline(g, col, rect, 3)
    back = pygame.Rect(rect.left, rect.top, rect.width, 8)
    pygame.draw.rect(g, shade(col, 0.75), back)
    for x in range(rect.left + 14, rect.right - 8, 26):
        pygame.draw.line(g, shade(col, 0.8), (x, rect.top + 9), (x, rect.bottom - 3), 1)


def sarcophagus(g: pygame.Surface, rect: pygame.Rect, col: Color = (120, 116, 108)) -> None:
    outline(g, shade(col, 0.85), rect, 6)
    lid = rect.inflate(-14, -14)
    pygame.draw.rect(g, col, lid, border_radius=10)
    pygame.draw.rect(g, shade(col, 0.7), lid, 2, border_radius=10)
    cx = lid.centerx
    pygame.draw.line(g, shade(col, 0.65), (cx, lid.top + 16), (cx, lid.bottom - 16), 4)
    pygame.draw.line(g, shade(col, 0.65), (cx - 16, lid.top + 40), (cx + 16, lid.top + 40), 4)
    pygame.draw.circle(g, shade(col, 0.8), (cx, lid.top + 20), 10, 2)


def skull(g: pygame.Surface, center: Point, r: float = 8, col: Color = OLD_BONE) -> None:
    cx, cy = center
    pygame.draw.circle(g, shade(col, 0.55), center, r)
    pygame.draw.circle(g, col, center, r - 1.5)
    pygame.draw.rect(g, col, (cx - r * 0.5, cy + r * 0.5, r, r * 0.6))
    for sx in (-1, 1):
        pygame.draw.circle(g, (30, 26, 24), (cx + sx * r * 0.38, cy + r * 0.05), r * 0.26)


def bone(g: pygame.Surface, a: Point, b: Point, w: float = 4, col: Color = OLD_BONE) -> None:
    pygame.draw.line(g, shade(col, 0.6), a, b, round(w + 2))
    pygame.draw.line(g, col, a, b, round(w))
    for p in (a, b):
        pygame.draw.circle(g, col, p, w * 0.8)


def bone_pile(g: pygame.Surface, rng: random.Random, center: Point, r: float) -> None:
    for _ in range(int(r * 0.5)):
        a = rng.uniform(0, 2 * math.pi)
        d = rng.uniform(0, r)
        p = (center[0] + d * math.cos(a), center[1] + d * math.sin(a))
        ang = rng.uniform(0, math.pi)
        ln = rng.uniform(10, 20)
        bone(g, (p[0] - ln * math.cos(ang), p[1] - ln * math.sin(ang)),
             (p[0] + ln * math.cos(ang), p[1] + ln * math.sin(ang)), 3,
             jitter(rng, OLD_BONE, 0.15))
    for _ in range(max(1, int(r / 14))):
        a = rng.uniform(0, 2 * math.pi)
        d = rng.uniform(0, r * 0.7)
        skull(g, (center[0] + d * math.cos(a), center[1] + d * math.sin(a)), rng.uniform(6, 9))


def cobweb(g: pygame.Surface, corner: int, size: float = 60) -> None:
    """A spider web in a room corner (0 NW, 1 NE, 2 SE, 3 SW)."""
    ox = IN0 if corner in (0, 3) else IN1
    oy = IN0 if corner in (0, 1) else IN1
    sx = 1 if corner in (0, 3) else -1
    sy = 1 if corner in (0, 1) else -1
    col = (150, 150, 156, 150)
    spokes = [(ox + sx * size * math.cos(a), oy + sy * size * math.sin(a))
              for a in (0, 0.4, 0.8, 1.2, math.pi / 2)]
    for p in spokes:
        pygame.draw.line(g, col, (ox, oy), p, 1)
    for f in (0.3, 0.55, 0.8):
        pts = [(ox + (p[0] - ox) * f, oy + (p[1] - oy) * f) for p in spokes]
        pygame.draw.lines(g, col, False, pts, 1)


def coal(g: pygame.Surface, rng: random.Random, center: Point, r: float, n: int = 40) -> None:
    for _ in range(n):
        a = rng.uniform(0, 2 * math.pi)
        d = r * math.sqrt(rng.random())
        p = (center[0] + d * math.cos(a), center[1] + d * math.sin(a))
        s = rng.uniform(3, 7)
        pts = polygon_points(p[0], p[1], s, rng.randint(4, 6), rng.uniform(0, 3))
        c = rng.randint(14, 30)
        pygame.draw.polygon(g, (c, c, c + 4), pts)
        pygame.draw.line(g, (70, 70, 80), pts[0], pts[1], 1)


def water(g: pygame.Surface, rng: random.Random, pts: list[Point], col: Color = WATER) -> None:
    """A still dark pool with a pale shore line, ripples and glints."""
    pygame.draw.polygon(g, (70, 66, 58), [(x, y) for x, y in pts])
    inner = _shrink(pts, 8)
    pygame.draw.polygon(g, shade(col, 0.75), inner)
    deep = _shrink(pts, 34)
    pygame.draw.polygon(g, shade(col, 0.55), deep)
    xs = [p[0] for p in inner]
    ys = [p[1] for p in inner]
    box = pygame.Rect(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))
    mask = layer((C, C))
    pygame.draw.polygon(mask, (255, 255, 255, 255), inner)
    rip = layer((C, C))
    for _ in range(14):
        w = rng.uniform(30, 90)
        rx = rng.uniform(box.left, box.right - w)
        ry = rng.uniform(box.top, box.bottom - 10)
        pygame.draw.arc(rip, (*shade(col, 1.9), 255), (rx, ry, w, 14), 0.3, 2.8, 1)
    for _ in range(22):
        x, y = rng.uniform(box.left, box.right), rng.uniform(box.top, box.bottom)
        pygame.draw.line(rip, (170, 200, 210, 255), (x, y), (x + rng.uniform(3, 9), y), 1)
    rip.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    g.blit(rip, (0, 0))


def _shrink(pts: list[Point], by: float) -> list[Point]:
    cx = sum(p[0] for p in pts) / len(pts)
    cy = sum(p[1] for p in pts) / len(pts)
    out = []
    for x, y in pts:
        d = math.hypot(x - cx, y - cy)
        f = max(0.0, (d - by) / d) if d else 0.0
        out.append((cx + (x - cx) * f, cy + (y - cy) * f))
    return out


def blob(rng: random.Random, center: Point, rx: float, ry: float, n: int = 18,
         wobble: float = 0.16) -> list[Point]:
    """An irregular closed outline around a centre."""
    pts = []
    for k in range(n):
        a = 2 * math.pi * k / n
        f = 1 + rng.uniform(-wobble, wobble)
        pts.append((center[0] + rx * f * math.cos(a), center[1] + ry * f * math.sin(a)))
    return pts


def pit(g: pygame.Surface, rng: random.Random, pts: list[Point], rim: Color) -> None:
    """A hole in the floor: broken rim, dark depth, splinters."""
    pygame.draw.polygon(g, shade(rim, 0.5), pts)
    pygame.draw.polygon(g, (14, 12, 16), _shrink(pts, 6))
    pygame.draw.polygon(g, (4, 4, 6), _shrink(pts, 26))
    for i, p in enumerate(pts):
        if i % 2 == 0:
            q = pts[(i + 1) % len(pts)]
            pygame.draw.line(g, shade(rim, 1.2), p, ((p[0] + q[0]) / 2, (p[1] + q[1]) / 2), 3)


def stairs(g: pygame.Surface, rect: pygame.Rect, toward: int, steps: int, col: Color,
           up: bool, runner: Color | None = None, rails: bool = True) -> None:
    """A flight of stairs in rect climbing (or, if not up, descending) toward side `toward`.

    Steps rising toward the viewer get lighter; steps going down sink into dark.
    """
    vertical = toward in (0, 2)
    n = steps
    for k in range(n):
        f = k / (n - 1)
        light = (0.62 + 0.45 * f) if up else (1.0 - 0.85 * f)
        c = shade(col, light)
        if vertical:
            h = rect.height / n
            y = rect.bottom - (k + 1) * h if toward == 0 else rect.top + k * h
            r = pygame.Rect(rect.left, round(y), rect.width, math.ceil(h))
            lip = (r.topleft, r.topright) if toward == 0 else (r.bottomleft, r.bottomright)
        else:
            w = rect.width / n
            x = rect.right - (k + 1) * w if toward == 3 else rect.left + k * w
            r = pygame.Rect(round(x), rect.top, math.ceil(w), rect.height)
            lip = (r.topleft, r.bottomleft) if toward == 3 else (r.topright, r.bottomright)
        pygame.draw.rect(g, c, r)
        if up:
            pygame.draw.line(g, shade(c, 1.25), lip[0], lip[1], 2)
        pygame.draw.line(g, shade(c, 0.55), *_far_edge(r, toward, up), 2)
        if runner:
            rr = r.inflate(-r.width * 0.55, 0) if vertical else r.inflate(0, -r.height * 0.55)
            pygame.draw.rect(g, shade(runner, light), rr)
            rod = (rr.midleft, rr.midright) if not vertical else (
                (rr.left, r.top + 2 if toward == 0 else r.bottom - 3),
                (rr.right, r.top + 2 if toward == 0 else r.bottom - 3))
            if vertical:
                pygame.draw.line(g, shade(BRASS, light), rod[0], rod[1], 2)
    if rails:
        _banisters(g, rect, vertical)


def _far_edge(r: pygame.Rect, toward: int, up: bool) -> tuple[Point, Point]:
    if toward == 0:
        return (r.bottomleft, r.bottomright) if up else (r.topleft, r.topright)
    if toward == 2:
        return (r.topleft, r.topright) if up else (r.bottomleft, r.bottomright)
    if toward == 3:
        return (r.topright, r.bottomright) if up else (r.topleft, r.bottomleft)
    return (r.topleft, r.bottomleft) if up else (r.topright, r.bottomright)


def _banisters(g: pygame.Surface, rect: pygame.Rect, vertical: bool) -> None:
    rail = (54, 34, 24)
    if vertical:
        for x in (rect.left - 5, rect.right + 4):
            pygame.draw.line(g, (24, 16, 12), (x + 2, rect.top), (x + 2, rect.bottom), 8)
            pygame.draw.line(g, rail, (x, rect.top), (x, rect.bottom), 7)
            pygame.draw.line(g, shade(rail, 1.6), (x - 2, rect.top), (x - 2, rect.bottom), 1)
            for y in (rect.top, rect.bottom):
                pygame.draw.circle(g, shade(rail, 1.3), (x, y), 7)
    else:
        for y in (rect.top - 5, rect.bottom + 4):
            pygame.draw.line(g, (24, 16, 12), (rect.left, y + 2), (rect.right, y + 2), 8)
            pygame.draw.line(g, rail, (rect.left, y), (rect.right, y), 7)
            pygame.draw.line(g, shade(rail, 1.6), (rect.left, y - 2), (rect.right, y - 2), 1)
            for x in (rect.left, rect.right):
                pygame.draw.circle(g, shade(rail, 1.3), (x, y), 7)


def balustrade(g: pygame.Surface, a: Point, b: Point, col: Color = (60, 40, 28)) -> None:
    """A railing with round balusters seen from above."""
    pygame.draw.line(g, (14, 10, 8), (a[0] + 3, a[1] + 4), (b[0] + 3, b[1] + 4), 10)
    pygame.draw.line(g, col, a, b, 9)
    pygame.draw.line(g, shade(col, 1.7), a, b, 2)
    n = max(2, int(math.hypot(b[0] - a[0], b[1] - a[1]) / 48))
    for k in range(n + 1):
        t = k / n
        p = (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)
        pygame.draw.circle(g, shade(col, 1.25), p, 8)
        pygame.draw.circle(g, shade(col, 0.6), p, 8, 2)


def with_piece(room: Room, draw: Callable[[pygame.Surface], None], lift: float = 1.0) -> None:
    """Draw a piece of furniture with a soft shadow thrown away from the light."""
    with piece(room.canvas, (round(6 * lift), round(9 * lift)), 120, 5) as g:
        draw(g)


def pentagram(room: Room, g: pygame.Surface, center: Point, r: float,
              col: Color = (150, 40, 44)) -> None:
    """A chalk circle and five-pointed star, with a candle at each point."""
    cx, cy = center
    pygame.draw.circle(g, col, center, r, 3)
    pygame.draw.circle(g, col, center, r - 12, 2)
    pts = polygon_points(cx, cy, r - 12, 5)
    order = [pts[i] for i in (0, 2, 4, 1, 3)]
    pygame.draw.lines(g, col, True, order, 3)
    for k in range(20):
        a = k * 2 * math.pi / 20
        p = (cx + (r - 6) * math.cos(a), cy + (r - 6) * math.sin(a))
        pygame.draw.circle(g, col, p, 2)
    for p in polygon_points(cx, cy, r + 18, 5):
        candle(room, g, p, 6, 0.35, 70)


def vault_door(g: pygame.Surface, center: Point, r: float) -> None:
    """A round steel vault door with bolts and a spoked wheel."""
    steel = (104, 108, 116)
    cx, cy = center
    pygame.draw.circle(g, (30, 30, 36), center, r + 10)
    pygame.draw.circle(g, shade(steel, 0.7), center, r)
    pygame.draw.circle(g, steel, center, r - 8)
    pygame.draw.circle(g, shade(steel, 0.75), center, r - 22, 3)
    for k in range(16):
        a = k * math.pi / 8
        p = (cx + (r - 14) * math.cos(a), cy + (r - 14) * math.sin(a))
        pygame.draw.circle(g, shade(steel, 1.3), p, 4)
        pygame.draw.circle(g, shade(steel, 0.6), p, 4, 1)
    hub = r * 0.42
    pygame.draw.circle(g, BRASS, center, hub, 5)
    for k in range(3):
        a = k * math.pi / 3 + 0.3
        pygame.draw.line(g, BRASS, (cx - hub * math.cos(a), cy - hub * math.sin(a)),
                         (cx + hub * math.cos(a), cy + hub * math.sin(a)), 5)
    for k in range(6):
        a = k * math.pi / 3 + 0.3
        pygame.draw.circle(g, shade(BRASS, 1.2), (cx + hub * math.cos(a), cy + hub * math.sin(a)),
                           6)
    pygame.draw.circle(g, shade(BRASS, 0.8), center, 10)
    pygame.draw.arc(g, (190, 196, 206), pygame.Rect(cx - r + 10, cy - r + 10, 2 * r - 20,
                                                    2 * r - 20), 1.9, 2.9, 3)


def cage(g: pygame.Surface, rect: pygame.Rect) -> None:
    """An open-work brass elevator cage seen from above: floor plate, lattice, pulley."""
    pygame.draw.rect(g, (28, 26, 30), rect.inflate(16, 16), border_radius=4)
    pygame.draw.rect(g, (70, 62, 54), rect)
    for x in range(rect.left, rect.right, 12):
        pygame.draw.line(g, (52, 46, 40), (x, rect.top), (x, rect.bottom), 1)
    lattice = layer(g.get_size())
    col = (*shade(BRASS, 0.95), 255)
    step = 22
    for k in range(-rect.height, rect.width, step):
        pygame.draw.line(lattice, col, (rect.left + k, rect.top),
                         (rect.left + k + rect.height, rect.bottom), 2)
        pygame.draw.line(lattice, col, (rect.left + k + rect.height, rect.top),
                         (rect.left + k, rect.bottom), 2)
    clip = layer(g.get_size())
    pygame.draw.rect(clip, (255, 255, 255, 255), rect.inflate(-40, -40))
    inner_clear = layer(g.get_size())
    inner_clear.fill((255, 255, 255, 255))
    pygame.draw.rect(inner_clear, (0, 0, 0, 0), rect.inflate(-40, -40))
    lattice.blit(inner_clear, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    g.blit(lattice, (0, 0))
    pygame.draw.rect(g, BRASS, rect, 6)
    pygame.draw.rect(g, shade(BRASS, 0.6), rect.inflate(-40, -40), 3)
    for p in (rect.topleft, rect.topright, rect.bottomleft, rect.bottomright):
        pygame.draw.circle(g, shade(BRASS, 1.2), p, 8)
    c = rect.center
    pygame.draw.circle(g, (30, 28, 30), c, 24)
    pygame.draw.circle(g, shade(BRASS, 1.1), c, 22, 4)
    for k in range(6):
        a = k * math.pi / 3
        end = (c[0] + 20 * math.cos(a), c[1] + 20 * math.sin(a))
        pygame.draw.line(g, shade(BRASS, 0.9), c, end, 2)
    for dx in (-6, 6):
        pygame.draw.line(g, (150, 150, 160), (c[0] + dx, c[1] - 20), (c[0] + dx, rect.top), 2)


def tint_layer(col: Color, alpha: int) -> pygame.Surface:
    s = pygame.Surface((C, C))
    s.fill(col)
    s.set_alpha(alpha)
    return s


INK_SHADOW = INK
