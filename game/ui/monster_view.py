"""Monsters and haunt tokens, drawn by code from their kind's name: any haunt's
monsters and tokens get a face without art files.

A kind's name picks its colour and silhouette (a stable hash, so a hound looks
the same in every game); the figure carries the initial of its name, so kinds
tell apart without colour. Drawn large and scaled down once per size (cached).
"""

from __future__ import annotations

import math
import zlib
from functools import lru_cache

import pygame

from game.ui import theme
from game.ui.widgets import render

SS = 3  # drawn at 3x, then scaled down: smooth edges
SHAPES = ("beast", "wraith", "spikes", "horned", "shard", "winged")
STUN_ANGLE = 80.0  # degrees a stunned monster lies tilted (R8.9)

Point = tuple[float, float]


def kind_color(kind: str, saturation: int = 50, value: int = 80) -> theme.Color:
    """A colour of its own for a kind name, muted to sit in the palette."""
    c = pygame.Color(0)
    c.hsva = (zlib.crc32(kind.encode()) % 360, saturation, value, 100)
    return c.r, c.g, c.b


def initial(name: str) -> str:
    """The letter a figure carries: its name's last word's first letter, so
    "The Governess" and "Clockwork Footman" read G and F."""
    words = name.split()
    return words[-1][0].upper() if words else "?"


def _outline(kind: str, c: float, r: float) -> list[list[Point]]:
    """The silhouette's polygons for a kind, centred at (c, c), about r in radius."""
    shape = SHAPES[zlib.crc32(kind.encode()) // 7 % len(SHAPES)]

    def ring(n: int, rr: float, start: float = -math.pi / 2, cy: float = c) -> list[Point]:
        return [(c + rr * math.cos(start + 2 * math.pi * k / n),
                 cy + rr * math.sin(start + 2 * math.pi * k / n)) for k in range(n)]

    def pair(*spots: Point) -> list[list[Point]]:  # a left piece and its mirror image
        left = [(c + r * x, c + r * y) for x, y in spots]
        return [left, [(2 * c - x, y) for x, y in left]]

    if shape == "beast":  # a round head with two pointed ears
        return [*pair((-0.75, -0.2), (-0.62, -1.05), (-0.12, -0.62)),
                ring(10, r * 0.8, cy=c + r * 0.12)]
    if shape == "wraith":  # a hood over a ragged hem
        top = [(c + r * 0.8 * math.cos(a), c - r * 0.1 + r * 0.8 * math.sin(a))
               for a in (math.pi + math.pi * k / 12 for k in range(13))]
        hem = [(c + r * 0.8, c + r * 0.95), (c + r * 0.4, c + r * 0.7), (c, c + r * 1.0),
               (c - r * 0.4, c + r * 0.7), (c - r * 0.8, c + r * 0.95)]
        return [top + hem]
    if shape == "spikes":  # a star of spines
        outer, inner = ring(10, r), ring(10, r * 0.7, -math.pi / 2 + math.pi / 10)
        return [[p for pair in zip(outer, inner, strict=True) for p in pair]]
    if shape == "horned":  # a squat body under two horns
        return [*pair((-0.7, -0.3), (-0.95, -1.0), (-0.25, -0.55)),
                ring(8, r * 0.85, -math.pi / 8, c + r * 0.1)]
    if shape == "shard":  # a tall crystal
        return [[(c, c - r), (c + r * 0.72, c - r * 0.1), (c + r * 0.45, c + r * 0.9),
                 (c - r * 0.45, c + r * 0.9), (c - r * 0.72, c - r * 0.1)]]
    return [*pair((-0.4, -0.2), (-1.0, -0.7), (-0.8, 0.35)), ring(12, r * 0.72)]


@lru_cache(maxsize=256)
def monster_image(kind: str, letter: str, radius: int, stunned: bool) -> pygame.Surface:
    """A monster's figure: a silhouette of the kind's colour in a blood-red rim
    (the traitor's side), its initial in the middle; greyed when stunned."""
    size = radius * 3
    n = size * SS
    c, r = n / 2, radius * SS * 1.2
    big = pygame.Surface((n, n), pygame.SRCALPHA)
    body = kind_color(kind)
    if stunned:
        body = theme.mix(body, theme.MUTED, 0.65)
    rim = theme.mix(theme.OMEN, theme.MUTED, 0.5) if stunned else theme.OMEN
    polys = _outline(kind, c, r)
    shift = SS * max(1, radius // 6)
    for poly in polys:  # a shadow, the red rim, then the body
        pygame.draw.polygon(big, (0, 0, 0, 120), [(x + shift, y + shift) for x, y in poly])
    edge = SS * max(2, radius // 6)
    for poly in polys:  # a pale hairline keeps the dark rim apart from dark floors
        pygame.draw.polygon(big, (*rim, 255), poly)
        pygame.draw.polygon(big, (*theme.mix(rim, theme.PARCHMENT, 0.55), 255), poly, SS)
    inner = _outline(kind, c, r - edge)
    for poly in inner:
        pygame.draw.polygon(big, (*body, 255), poly)
    for poly in inner:
        pygame.draw.polygon(big, (*theme.INK, 255), poly, SS)
    image = pygame.transform.smoothscale(big, (size, size))
    dark = sum(body) < 330
    label = render(letter, "bold", max(8, round(radius * 1.05)),
                   theme.PARCHMENT if dark else theme.INK)
    image.blit(label, label.get_rect(center=(size // 2, size // 2 + radius // 8)))
    return image


def stun_mark(surface: pygame.Surface, center: Point, radius: int, clock: float) -> None:
    """Little stars circling over a stunned monster's head."""
    for k in range(3):
        a = clock * 2.5 + k * 2 * math.pi / 3
        x = center[0] + math.cos(a) * radius * 0.9
        y = center[1] - radius * 1.05 + math.sin(a) * radius * 0.25
        s = max(3, radius // 3)
        points = [(x + s * math.cos(i * math.pi / 4) * (1 if i % 2 == 0 else 0.4),
                   y + s * math.sin(i * math.pi / 4) * (1 if i % 2 == 0 else 0.4))
                  for i in range(8)]
        pygame.draw.polygon(surface, theme.ITEM, points)
        pygame.draw.polygon(surface, theme.INK, points, 1)


@lru_cache(maxsize=256)
def token_face(kind: str, letter: str, size: int) -> pygame.Surface:
    """A haunt token without art: a round counter of the kind's colour with a
    parchment rim and its initial."""
    n = size * SS
    big = pygame.Surface((n, n), pygame.SRCALPHA)
    c = n / 2
    color = kind_color(kind, 40, 60)
    pygame.draw.circle(big, (0, 0, 0, 110), (c + SS * 2, c + SS * 2), c * 0.92)
    pygame.draw.circle(big, (*theme.PARCHMENT, 255), (c, c), c * 0.92)
    pygame.draw.circle(big, (*color, 255), (c, c), c * 0.8)
    pygame.draw.circle(big, (*theme.mix(color, theme.PARCHMENT, 0.45), 255), (c, c), c * 0.66,
                       max(1, SS * size // 32))
    image = pygame.transform.smoothscale(big, (size, size))
    label = render(letter, "bold", max(7, size * 11 // 20), theme.PARCHMENT)
    image.blit(label, label.get_rect(center=(size // 2, size // 2 + size // 20)))
    return image
