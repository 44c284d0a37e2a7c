"""Small drawing helpers shared by the art scripts (pygame-ce and the standard library only).

Everything here is deterministic: randomness comes from a `random.Random`
seeded by the caller (see `seed_for`), never from the global generator.
"""

from __future__ import annotations

import math
import os
import random
import zlib
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame

ROOT = Path(__file__).resolve().parent.parent
ASSETS = ROOT / "assets"

Color = tuple[int, int, int]
RGBA = tuple[int, int, int, int]

# the palette of /work/shared/ART.md
INK: Color = (0x14, 0x12, 0x1A)
INK2: Color = (0x1F, 0x1B, 0x26)
PARCHMENT: Color = (0xE8, 0xDC, 0xC0)
MUTED: Color = (0xA8, 0x9F, 0x8A)
BLOOD: Color = (0x8B, 0x1E, 0x2B)
CANDLE: Color = (0xD9, 0xA4, 0x41)
SPECTRAL: Color = (0x3F, 0xA7, 0xA0)
FLOOR_COLORS: dict[str, Color] = {
    "basement": (0x4A, 0x55, 0x50),
    "ground": (0x6B, 0x4A, 0x32),
    "upper": (0x5A, 0x4A, 0x63),
}
BONE: Color = (0xE6, 0xDD, 0xC8)


def init() -> None:
    """Start pygame's modules the scripts need (no window is opened)."""
    pygame.init()


def seed_for(*parts: object) -> int:
    """A stable seed from names and numbers (Python's hash() is salted per run)."""
    return zlib.crc32("|".join(str(p) for p in parts).encode("utf-8"))


def hex_rgb(text: str) -> Color:
    text = text.lstrip("#")
    return (int(text[0:2], 16), int(text[2:4], 16), int(text[4:6], 16))


def clamp8(v: float) -> int:
    return max(0, min(255, round(v)))


def mix(a: Color, b: Color, t: float) -> Color:
    """The colour t of the way from a to b."""
    return (clamp8(a[0] + (b[0] - a[0]) * t), clamp8(a[1] + (b[1] - a[1]) * t),
            clamp8(a[2] + (b[2] - a[2]) * t))


def shade(c: Color, f: float) -> Color:
    """c made darker (f < 1) or lighter (f > 1) by multiplying."""
    return (clamp8(c[0] * f), clamp8(c[1] * f), clamp8(c[2] * f))


def jitter(rng: random.Random, c: Color, amount: float) -> Color:
    """c lightened or darkened by a random factor within +-amount."""
    return shade(c, 1 + rng.uniform(-amount, amount))


def rgba(c: Color, a: int) -> RGBA:
    return (c[0], c[1], c[2], a)


def smoothstep(e0: float, e1: float, x: float) -> float:
    t = max(0.0, min(1.0, (x - e0) / (e1 - e0)))
    return t * t * (3 - 2 * t)


def layer(size: tuple[int, int]) -> pygame.Surface:
    """A transparent surface to draw one piece on."""
    return pygame.Surface(size, pygame.SRCALPHA)


def noise(rng: random.Random, size: int, cells: int, lo: int, hi: int) -> pygame.Surface:
    """Smooth value noise: a cells x cells grid of random greys scaled up to size.

    Multiply it onto a texture (BLEND_RGB_MULT) to give it a natural unevenness.
    """
    small = pygame.Surface((cells, cells))
    for y in range(cells):
        for x in range(cells):
            g = rng.randint(lo, hi)
            small.set_at((x, y), (g, g, g))
    mid = pygame.transform.smoothscale(small, (cells * 4, cells * 4))
    return pygame.transform.smoothscale(mid, (size, size))


def octave_noise(rng: random.Random, size: int, lo: int, hi: int,
                 cells: tuple[int, ...] = (4, 9, 24)) -> pygame.Surface:
    """Several noise layers multiplied together, from coarse to fine."""
    out = pygame.Surface((size, size))
    out.fill((255, 255, 255))
    span = (hi - lo) // len(cells)
    for c in cells:
        out.blit(noise(rng, size, c, 255 - span, 255), (0, 0), special_flags=pygame.BLEND_RGB_MULT)
    floor = pygame.Surface((size, size))
    floor.fill((lo, lo, lo))
    # lift the darkest values so the result stays in lo..hi
    out.blit(floor, (0, 0), special_flags=pygame.BLEND_RGB_MAX)
    return out


def grain(rng: random.Random, size: int, count: int, spread: int) -> pygame.Surface:
    """Speckles: a white surface with `count` random slightly darker dots (for MULT)."""
    out = pygame.Surface((size, size))
    out.fill((255, 255, 255))
    for _ in range(count):
        g = 255 - rng.randint(spread // 3, spread)
        out.set_at((rng.randrange(size), rng.randrange(size)), (g, g, g))
    return out


def shadow_of(piece: pygame.Surface, alpha: int) -> pygame.Surface:
    """A black silhouette of a transparent piece, at `alpha` of its opacity."""
    sil = piece.copy()
    sil.fill((0, 0, 0, alpha), special_flags=pygame.BLEND_RGBA_MULT)
    return sil


def white_mask(surf: pygame.Surface) -> pygame.Surface:
    """White with surf's alpha: blit with BLEND_RGBA_MIN to cut another layer to surf's shape."""
    m = surf.copy()
    m.fill((255, 255, 255, 0), special_flags=pygame.BLEND_RGBA_MAX)
    return m


def soften(surf: pygame.Surface, factor: int = 4) -> pygame.Surface:
    """A blurred copy (scaled down and back up)."""
    w, h = surf.get_size()
    small = pygame.transform.smoothscale(surf, (max(1, w // factor), max(1, h // factor)))
    return pygame.transform.smoothscale(small, (w, h))


def composite(canvas: pygame.Surface, piece: pygame.Surface, offset: tuple[int, int],
              alpha: int = 110, blur: int = 4) -> None:
    """Blit a piece onto the canvas with a soft drop shadow displaced by offset."""
    if alpha > 0:
        sh = soften(shadow_of(piece, alpha), blur)
        canvas.blit(sh, offset)
    canvas.blit(piece, (0, 0))


@contextmanager
def piece(canvas: pygame.Surface, offset: tuple[int, int] = (6, 8), alpha: int = 110,
          blur: int = 4) -> Iterator[pygame.Surface]:
    """`with piece(canvas) as g:` draw on g; on exit it lands with a drop shadow."""
    g = layer(canvas.get_size())
    yield g
    composite(canvas, g, offset, alpha, blur)


def radial_gradient(size: int, center: tuple[float, float], radius: float,
                    inner: RGBA, outer: RGBA, power: float = 1.0) -> pygame.Surface:
    """A per-pixel radial gradient (computed at a quarter size and scaled up)."""
    q = max(8, size // 4)
    small = pygame.Surface((q, q), pygame.SRCALPHA)
    cx, cy, r = center[0] / 4, center[1] / 4, radius / 4
    for y in range(q):
        for x in range(q):
            t = min(1.0, math.hypot(x + 0.5 - cx, y + 0.5 - cy) / r) ** power
            small.set_at((x, y), tuple(clamp8(inner[i] + (outer[i] - inner[i]) * t)
                                       for i in range(4)))
    return pygame.transform.smoothscale(small, (size, size))


def downscale(surf: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
    """Supersampled drawing scaled down to its final size (anti-aliasing)."""
    return pygame.transform.smoothscale(surf, size)


def polygon_points(cx: float, cy: float, r: float, n: int, start: float = -math.pi / 2
                   ) -> list[tuple[float, float]]:
    return [(cx + r * math.cos(start + 2 * math.pi * i / n),
             cy + r * math.sin(start + 2 * math.pi * i / n)) for i in range(n)]


def smooth(points: list[tuple[float, float]], rounds: int = 2, closed: bool = True
           ) -> list[tuple[float, float]]:
    """Chaikin corner cutting: a polygon with its corners rounded off."""
    pts = list(points)
    for _ in range(rounds):
        out: list[tuple[float, float]] = []
        count = len(pts) if closed else len(pts) - 1
        for i in range(count):
            p, q = pts[i], pts[(i + 1) % len(pts)]
            out.append((0.75 * p[0] + 0.25 * q[0], 0.75 * p[1] + 0.25 * q[1]))
            out.append((0.25 * p[0] + 0.75 * q[0], 0.25 * p[1] + 0.75 * q[1]))
        if not closed:
            out = [pts[0], *out, pts[-1]]
        pts = out
    return pts


def contact_sheet(images: list[pygame.Surface], labels: list[str], cols: int,
                  path: str | Path, cell: int | None = None, pad: int = 8,
                  back: Color = (40, 36, 46)) -> None:
    """Write all images in a labelled grid (a look at the output, not an asset)."""
    w = cell or max(i.get_width() for i in images)
    h = cell or max(i.get_height() for i in images)
    font = pygame.font.Font(str(ASSETS / "fonts" / "EBGaramond12-Regular.otf"), 14)
    rows = (len(images) + cols - 1) // cols
    sheet = pygame.Surface((cols * (w + pad) + pad, rows * (h + pad + 18) + pad))
    sheet.fill(back)
    for i, (img, label) in enumerate(zip(images, labels, strict=True)):
        x = pad + (i % cols) * (w + pad)
        y = pad + (i // cols) * (h + pad + 18)
        if cell:
            img = pygame.transform.smoothscale(img, (w, h))
        sheet.blit(img, (x, y))
        sheet.blit(font.render(label, True, PARCHMENT), (x, y + h + 1))
    pygame.image.save(sheet, str(path))
