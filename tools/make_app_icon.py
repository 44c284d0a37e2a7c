"""Makes the application icon: a lit house on a hill under the moon.

Writes, under assets/icons/:
  app.png    256x256, transparent corners: the icon build.spec gives the download
             (macOS: PyInstaller turns it into .icns with Pillow)
  app.ico    16..256 px in one file, for the Windows .exe (needs Pillow, a dev
             dependency; skipped with a note if Pillow is missing)

Drawn at 4x with pygame and scaled down (anti-aliasing), deterministic.
Run: SDL_VIDEODRIVER=dummy .venv/bin/python tools/make_app_icon.py
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")  # no window needed
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame
from artkit import (
    ASSETS,
    BONE,
    CANDLE,
    INK,
    INK2,
    SPECTRAL,
    downscale,
    init,
    layer,
    mix,
    radial_gradient,
    rgba,
)

SIZE = 256
SS = 4
ICO_SIZES = [(16, 16), (24, 24), (32, 32), (48, 48), (64, 64), (128, 128), (256, 256)]


def draw_icon() -> pygame.Surface:
    n = SIZE * SS
    s = layer((n, n))
    # the night sky: a rounded square with a soft glow behind the moon
    sky = mix(INK2, SPECTRAL, 0.18)
    pygame.draw.rect(s, rgba(sky, 255), (0, 0, n, n), border_radius=n // 6)
    glow = radial_gradient(n, (0.72 * n, 0.26 * n), 0.55 * n, rgba(SPECTRAL, 150), rgba(sky, 0))
    s.blit(glow, (0, 0))
    pygame.draw.circle(s, rgba(BONE, 255), (int(0.72 * n), int(0.24 * n)), int(0.10 * n))
    pygame.draw.circle(s, rgba(mix(sky, SPECTRAL, 0.45), 255),
                       (int(0.76 * n), int(0.21 * n)), int(0.09 * n))  # a crescent
    # the hill
    pygame.draw.ellipse(s, rgba(INK, 255), (-int(0.25 * n), int(0.70 * n), int(1.5 * n), n))
    # the house: body, roof, tower
    body = pygame.Rect(int(0.22 * n), int(0.48 * n), int(0.46 * n), int(0.30 * n))
    pygame.draw.rect(s, rgba(INK, 255), body)
    pygame.draw.polygon(s, rgba(INK, 255), [(int(0.16 * n), body.top + 2),
                                            (int(0.45 * n), int(0.28 * n)),
                                            (int(0.74 * n), body.top + 2)])
    tower = pygame.Rect(int(0.56 * n), int(0.36 * n), int(0.12 * n), int(0.20 * n))
    pygame.draw.rect(s, rgba(INK, 255), tower)
    pygame.draw.polygon(s, rgba(INK, 255), [(tower.left - int(0.02 * n), tower.top),
                                            (tower.centerx, int(0.24 * n)),
                                            (tower.right + int(0.02 * n), tower.top)])
    pygame.draw.rect(s, rgba(INK, 255), (int(0.30 * n), int(0.30 * n), int(0.05 * n),
                                         int(0.12 * n)))  # chimney
    # candle-lit windows and the door
    w = int(0.07 * n)
    for x, y in ((0.28, 0.54), (0.40, 0.54), (0.28, 0.66), (0.58, 0.42)):
        r = pygame.Rect(int(x * n), int(y * n), w, int(w * 1.2))
        pygame.draw.rect(s, rgba(CANDLE, 255), r, border_radius=w // 5)
        pygame.draw.line(s, rgba(INK, 255), r.midtop, r.midbottom, max(2, w // 10))
    door = pygame.Rect(int(0.45 * n), int(0.64 * n), int(0.09 * n), int(0.14 * n))
    pygame.draw.rect(s, rgba(mix(CANDLE, INK, 0.45), 255), door,
                     border_top_left_radius=door.width // 2,
                     border_top_right_radius=door.width // 2)
    # keep the rounded corners transparent
    mask = layer((n, n))
    pygame.draw.rect(mask, (255, 255, 255, 255), (0, 0, n, n), border_radius=n // 6)
    s.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return downscale(s, (SIZE, SIZE))


def write_ico(png: Path, ico: Path) -> bool:
    try:
        from PIL import Image
    except ImportError:
        print(f"Pillow is not installed: {ico.name} not written (pip install -e '.[dev]')")
        return False
    with Image.open(png) as image:
        image.save(ico, sizes=ICO_SIZES)
    return True


def main() -> int:
    init()
    out = ASSETS / "icons"
    out.mkdir(parents=True, exist_ok=True)
    png = out / "app.png"
    pygame.image.save(draw_icon(), str(png))
    written = [png]
    if write_ico(png, out / "app.ico"):
        written.append(out / "app.ico")
    for p in written:
        print(f"wrote {p.relative_to(ASSETS.parent)} ({p.stat().st_size} bytes)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
