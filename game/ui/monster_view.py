"""Monsters and haunt tokens, drawn by code: any haunt's monsters and tokens
get a face without art files.

A monster is drawn from its kind's look (game/content/looks.py: a body, a
thing it wears, a colour; without one, its traits choose the body and its
name the colour): a creature silhouette in the blood-red rim of the traitor's
side, with eyes that glow, greyed and eyes shut when stunned. Each body and
each thing worn is one registered drawing, so a new haunt's monster needs no
new code. Drawn large and scaled down once per size (cached).
"""

from __future__ import annotations

import math
import zlib
from collections.abc import Callable
from dataclasses import dataclass, replace
from functools import lru_cache

import pygame

from game.content.looks import Look, look_of
from game.engine import Game
from game.engine.rules import sides
from game.ui import theme
from game.ui.widgets import render

SS = 3  # drawn at 3x, then scaled down: smooth edges
STUN_ANGLE = 80.0  # degrees a stunned monster lies tilted (R8.9)
GLOW = theme.hex_color("#fff1a8")  # eyes that shine out of the dark

Point = tuple[float, float]


def kind_color(kind: str, saturation: int = 50, value: int = 80) -> theme.Color:
    """A colour of its own for a kind name, muted to sit in the palette."""
    c = pygame.Color(0)
    c.hsva = (zlib.crc32(kind.encode()) % 360, saturation, value, 100)
    return c.r, c.g, c.b


def initial(name: str) -> str:
    """The letter a token carries: its name's last word's first letter, so
    "The Governess" and "Clockwork Footman" read G and F."""
    words = name.split()
    return words[-1][0].upper() if words else "?"


@dataclass(frozen=True)
class Pen:
    """Draws in a figure's own units: (0, 0) its middle, 1 its radius, y down."""

    surface: pygame.Surface
    c: float  # the middle, in pixels
    r: float  # the radius, in pixels
    body: theme.Color
    dark: theme.Color
    light: theme.Color
    eye: theme.Color | None  # None: shut (stunned)
    at: Point = (0.0, 0.0)  # where (0, 0) is, in the figure's units (things worn: its head)

    def p(self, x: float, y: float) -> tuple[float, float]:
        return self.c + (x + self.at[0]) * self.r, self.c + (y + self.at[1]) * self.r

    def poly(self, color: theme.Color, points: list[Point], mirror: bool = False) -> None:
        pygame.draw.polygon(self.surface, (*color, 255), [self.p(x, y) for x, y in points])
        if mirror:
            pygame.draw.polygon(self.surface, (*color, 255), [self.p(-x, y) for x, y in points])

    def oval(self, color: theme.Color, x: float, y: float, w: float, h: float) -> None:
        rect = pygame.Rect(0, 0, round(w * self.r), round(h * self.r))
        rect.center = (round(self.p(x, y)[0]), round(self.p(x, y)[1]))
        pygame.draw.ellipse(self.surface, (*color, 255), rect)

    def line(self, color: theme.Color, points: list[Point], width: float) -> None:
        pygame.draw.lines(self.surface, (*color, 255), False, [self.p(x, y) for x, y in points],
                          max(1, round(width * self.r)))

    def eyes(self, spots: list[Point], size: float) -> None:
        """Glowing eyes with a dark pupil; shut lines when stunned."""
        for x, y in spots:
            if self.eye is None:
                self.line(theme.INK, [(x - size, y), (x + size, y)], size * 0.5)
                continue
            self.oval(self.eye, x, y, size * 2, size * 2)
            self.oval(theme.INK, x, y + size * 0.15, size * 0.8, size * 1.1)


Drawing = Callable[[Pen], None]
BODIES: dict[str, tuple[Drawing, Point]] = {}  # body -> its drawing, where its head is
WEARS: dict[str, Drawing] = {}  # drawn with (0, 0) at the head's top middle


def body(name: str, head: Point) -> Callable[[Drawing], Drawing]:
    def register(fn: Drawing) -> Drawing:
        BODIES[name] = (fn, head)
        return fn
    return register


def wears(name: str) -> Callable[[Drawing], Drawing]:
    def register(fn: Drawing) -> Drawing:
        WEARS[name] = fn
        return fn
    return register


# ---- bodies -----------------------------------------------------------------------------
@body("figure", (0.0, -0.85))
def _figure(pen: Pen) -> None:
    """A standing person in a long coat: shoulders, hanging arms, a head."""
    pen.poly(pen.body, [(-0.55, -0.25), (0.55, -0.25), (0.78, 0.95), (-0.78, 0.95)])
    pen.oval(pen.body, 0, -0.22, 1.2, 0.3)
    pen.poly(pen.dark, [(-0.06, -0.1), (0.06, -0.1), (0.16, 0.95), (-0.16, 0.95)])
    pen.poly(pen.dark, [(-0.58, -0.12), (-0.44, -0.12), (-0.6, 0.6), (-0.78, 0.6)], True)
    pen.oval(pen.body, 0, -0.55, 0.6, 0.62)
    pen.eyes([(-0.11, -0.55), (0.11, -0.55)], 0.075)


@body("hound", (-0.62, -0.6))
def _hound(pen: Pen) -> None:
    """A lean hound in profile, facing left: legs, tail, pricked ears, a long snout."""
    for x0, y1 in ((-0.48, 0.92), (-0.24, 0.88), (0.36, 0.92), (0.58, 0.86)):
        pen.poly(pen.dark if x0 in (-0.24, 0.58) else pen.body,
                 [(x0, 0.2), (x0 + 0.14, 0.2), (x0 + 0.12, y1), (x0 - 0.02, y1)])
    pen.poly(pen.body, [(0.66, 0.0), (1.0, -0.45), (0.9, -0.5), (0.6, -0.12)])
    pen.oval(pen.body, 0.08, 0.1, 1.35, 0.55)
    pen.oval(pen.body, -0.36, 0.0, 0.62, 0.66)
    pen.poly(pen.body, [(-0.58, -0.1), (-0.7, -0.45), (-0.4, -0.5), (-0.2, -0.1)])
    pen.poly(pen.dark, [(-0.5, -0.5), (-0.38, -0.9), (-0.32, -0.45)])
    pen.oval(pen.body, -0.6, -0.4, 0.5, 0.44)
    pen.poly(pen.body, [(-0.7, -0.52), (-1.05, -0.32), (-1.02, -0.2), (-0.66, -0.22)])
    pen.poly(pen.dark, [(-0.64, -0.55), (-0.56, -0.92), (-0.46, -0.5)])
    pen.line(theme.PARCHMENT, [(-1.0, -0.2), (-0.92, -0.26), (-0.86, -0.2), (-0.78, -0.26)],
             0.04)
    pen.eyes([(-0.7, -0.44)], 0.075)


@body("wraith", (0.0, -0.95))
def _wraith(pen: Pen) -> None:
    """A hooded shape floating over a ragged hem, sleeves wide, a dark face."""
    hood = [(0.46 * math.cos(a), -0.5 + 0.46 * math.sin(a))
            for a in (math.pi + math.pi * k / 10 for k in range(11))]
    pen.poly(pen.body, [*hood, (0.5, -0.3), (0.95, 0.25), (0.62, 0.3), (0.7, 0.95),
                        (0.38, 0.72), (0.15, 0.98), (-0.1, 0.74), (-0.36, 0.97), (-0.7, 0.7),
                        (-0.62, 0.3), (-0.95, 0.25), (-0.5, -0.3)])
    pen.poly(pen.dark, [(0.62, 0.3), (0.95, 0.25), (0.5, 0.05)], True)
    pen.oval(theme.INK, 0, -0.42, 0.56, 0.58)
    pen.eyes([(-0.12, -0.45), (0.12, -0.45)], 0.08)


@body("moth", (0.0, -0.55))
def _moth(pen: Pen) -> None:
    """A moth seen from above, wings spread, eye-spots, feathered feelers."""
    pen.poly(pen.body, [(-0.08, -0.2), (-0.9, -0.8), (-1.05, -0.25), (-0.2, 0.12)], True)
    pen.poly(pen.dark, [(-0.08, 0.05), (-0.82, 0.22), (-0.7, 0.78), (-0.12, 0.38)], True)
    for x in (-0.6, 0.6):
        pen.oval(pen.light, x, -0.35, 0.32, 0.32)
        pen.oval(theme.INK, x, -0.35, 0.14, 0.14)
    for sx in (-1, 1):
        pen.line(pen.dark, [(0.04 * sx, -0.5), (0.2 * sx, -0.78), (0.36 * sx, -0.95)], 0.05)
    pen.oval(pen.dark, 0, 0.12, 0.24, 1.0)
    pen.oval(pen.dark, 0, -0.42, 0.3, 0.28)
    pen.eyes([(-0.07, -0.44), (0.07, -0.44)], 0.05)


@body("beast", (0.0, -0.55))
def _beast(pen: Pen) -> None:
    """A heavy horned head over broad shoulders, seen from the front."""
    pen.oval(pen.dark, 0, 0.62, 1.8, 0.75)
    bone = theme.mix(theme.PARCHMENT, pen.body, 0.2)
    pen.poly(bone, [(-0.3, -0.4), (-0.62, -0.62), (-0.88, -0.98), (-0.6, -0.45), (-0.4, -0.25)],
             True)
    pen.oval(pen.body, -0.64, -0.26, 0.44, 0.22)
    pen.oval(pen.body, 0.64, -0.26, 0.44, 0.22)
    pen.poly(pen.body, [(-0.45, -0.5), (0.45, -0.5), (0.5, -0.1), (0.32, 0.55), (-0.32, 0.55),
                        (-0.5, -0.1)])
    pen.oval(pen.light, 0, 0.42, 0.66, 0.36)
    pen.oval(theme.INK, -0.12, 0.44, 0.1, 0.12)
    pen.oval(theme.INK, 0.12, 0.44, 0.1, 0.12)
    pen.eyes([(-0.24, -0.1), (0.24, -0.1)], 0.085)


@body("crawler", (0.0, -0.5))
def _crawler(pen: Pen) -> None:
    """A many-legged crawling thing seen from above, a mark on its back."""
    for y in (-0.32, -0.1, 0.12, 0.34):
        bend = -0.28 if y < 0 else 0.28
        for sx in (-1, 1):
            pen.line(pen.dark, [(0.2 * sx, y), (0.62 * sx, y + bend - 0.2),
                                (0.95 * sx, y + bend + 0.25)], 0.07)
    pen.oval(pen.body, 0, 0.36, 0.78, 0.82)
    pen.poly(pen.light, [(-0.14, 0.2), (0.14, 0.2), (0.04, 0.38), (0.14, 0.56), (-0.14, 0.56),
                         (-0.04, 0.38)])
    pen.oval(pen.body, 0, -0.25, 0.52, 0.46)
    pen.eyes([(-0.12, -0.32), (0.12, -0.32), (-0.06, -0.2), (0.06, -0.2)], 0.055)


# ---- things worn (at the head's top) ------------------------------------------------------
@wears("crown")
def _crown(pen: Pen) -> None:
    pen.poly(theme.BRASS, [(-0.3, 0.08), (-0.32, -0.22), (-0.16, -0.06), (0, -0.3), (0.16, -0.06),
                           (0.32, -0.22), (0.3, 0.08)])


@wears("hat")
def _hat(pen: Pen) -> None:
    pen.oval(theme.INK, 0, 0.06, 0.86, 0.16)
    pen.poly(theme.INK, [(-0.24, 0.06), (-0.22, -0.34), (0.22, -0.34), (0.24, 0.06)])
    pen.poly(pen.dark, [(-0.23, -0.02), (0.23, -0.02), (0.23, -0.08), (-0.23, -0.08)])


@wears("hood")
def _hood(pen: Pen) -> None:
    pen.poly(pen.dark, [(-0.42, 0.68), (-0.36, 0.12), (0, -0.28), (0.36, 0.12), (0.42, 0.68),
                        (0.2, 0.6), (0.22, 0.2), (-0.22, 0.2), (-0.2, 0.6)])


@wears("veil")
def _veil(pen: Pen) -> None:
    lace = theme.mix(theme.INK, pen.body, 0.3)
    pen.poly(lace, [(-0.3, 0.02), (0.3, 0.02), (0.42, 0.62), (0.3, 0.56), (0.3, 0.16),
                    (-0.3, 0.16), (-0.3, 0.56), (-0.42, 0.62)])
    pen.oval(lace, 0, -0.04, 0.44, 0.22)


@wears("candle")
def _candle(pen: Pen) -> None:
    pen.poly(theme.PARCHMENT, [(-0.08, 0.06), (-0.08, -0.28), (0.08, -0.28), (0.08, 0.06)])
    pen.oval(theme.FIRE, 0, -0.4, 0.16, 0.26)
    pen.oval(GLOW, 0, -0.37, 0.07, 0.12)


@wears("key")  # a wind-up key in its back: a clockwork thing
def _key(pen: Pen) -> None:
    pen.line(theme.BRASS, [(0.4, 1.0), (0.85, 1.0)], 0.08)
    pen.oval(theme.BRASS, 0.95, 0.88, 0.24, 0.2)
    pen.oval(theme.BRASS, 0.95, 1.12, 0.24, 0.2)


@wears("helm")
def _helm(pen: Pen) -> None:
    steel = theme.mix(theme.PARCHMENT, theme.BRASS, 0.5)
    pen.poly(steel, [(-0.33, 0.62), (-0.34, 0.1), (-0.2, -0.08), (0.2, -0.08), (0.34, 0.1),
                     (0.33, 0.62)])
    pen.poly(theme.OMEN, [(-0.04, -0.08), (0.04, -0.08), (0.1, -0.34), (-0.1, -0.34)])
    pen.poly(theme.INK, [(-0.26, 0.28), (0.26, 0.28), (0.26, 0.4), (-0.26, 0.4)])
    pen.eyes([(-0.12, 0.34), (0.12, 0.34)], 0.05)


@wears("horns")
def _horns(pen: Pen) -> None:
    bone = theme.mix(theme.PARCHMENT, pen.body, 0.2)
    pen.poly(bone, [(-0.16, 0.14), (-0.34, -0.08), (-0.44, -0.4), (-0.26, -0.12), (-0.06, 0.1)],
             True)


# ---- the figure ---------------------------------------------------------------------------
def look(game: Game, kind: str) -> Look:
    """A kind's look in this game's haunt (a kind no haunt defines: from its name)."""
    h = sides.haunt_def(game)
    if h is None or kind not in h.monsters:
        return Look(kind, "figure")
    return look_of(h.monsters[kind])


def monster_figure(game: Game, fid: int, radius: int, stunned: bool) -> pygame.Surface:
    """A monster's figure as the board draws it."""
    return monster_image(look(game, sides.monster(game, fid).kind), radius, stunned)


def base_color(look: Look) -> theme.Color:
    return theme.hex_color(look.color) if look.color else kind_color(look.kind, 45, 85)


@lru_cache(maxsize=256)
def monster_image(look: Look, radius: int, stunned: bool) -> pygame.Surface:
    """A monster's figure: its look in the blood-red rim of the traitor's side
    (a pale hairline keeps it off dark floors), a soft shadow; greyed, eyes shut,
    when stunned. `radius` is a figure's radius: the picture is 3 radii square,
    the figure as large as fits in it (whatever it wears on its head)."""
    size = radius * 3
    n = size * SS * 3 // 2  # room for anything worn; cut to the figure below
    color = base_color(look)
    if stunned:
        color = theme.mix(color, theme.MUTED, 0.65)
    art = pygame.Surface((n, n), pygame.SRCALPHA)
    pen = Pen(art, n / 2, radius * SS * 1.25, color, theme.mix(color, theme.INK, 0.45),
              theme.mix(color, theme.PARCHMENT, 0.45), None if stunned else GLOW)
    draw, head = BODIES[look.body] if look.body in BODIES else BODIES["figure"]
    draw(pen)
    if look.wears in WEARS:
        WEARS[look.wears](replace(pen, at=head))
    rim = theme.mix(theme.OMEN, theme.MUTED, 0.5) if stunned else theme.OMEN
    edge = SS * max(2, radius // 8)
    out = pygame.Surface((n, n), pygame.SRCALPHA)
    shape = pygame.mask.from_surface(art)
    _spread(out, shape, (0, 0, 0, 110), edge + SS, (edge, edge))
    _spread(out, shape, (*theme.mix(rim, theme.PARCHMENT, 0.55), 255), edge + SS)
    _spread(out, shape, (*rim, 255), edge)
    out.blit(art, (0, 0))
    box = out.get_bounding_rect()
    k = min(1.0, size * SS / max(box.width, box.height, 1)) / SS
    figure = pygame.transform.smoothscale(out.subsurface(box), (max(1, round(box.width * k)),
                                                                 max(1, round(box.height * k))))
    image = pygame.Surface((size, size), pygame.SRCALPHA)
    image.blit(figure, figure.get_rect(center=(size // 2, size // 2)))
    return image


def _spread(out: pygame.Surface, shape: pygame.mask.Mask, color: tuple[int, ...], grow: int,
            shift: tuple[int, int] = (0, 0)) -> None:
    """The shape grown by `grow` pixels all round (a rim), in one colour."""
    stamp = shape.to_surface(setcolor=color, unsetcolor=(0, 0, 0, 0))
    steps = max(8, grow)
    for k in range(steps):
        a = 2 * math.pi * k / steps
        out.blit(stamp, (round(math.cos(a) * grow) + shift[0],
                         round(math.sin(a) * grow) + shift[1]))


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
