"""Makes every generated asset, in order: room tiles, icons and portraits, sounds.

Then checks that the shipped fonts (copied from Debian packages, see
assets/fonts/README.md) open with pygame.font and render.

Run: .venv/bin/python tools/make_assets.py   (or `make assets`)
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import make_icons
import make_room_art
import make_sounds
import pygame
from artkit import ASSETS

FONTS = ("EBGaramond12-Regular.otf", "EBGaramond12-Italic.otf", "Blankenburg.ttf")


def check_fonts() -> list[Path]:
    """Open and render each shipped font; raise if one is missing or broken."""
    pygame.font.init()
    found = []
    for name in FONTS:
        path = ASSETS / "fonts" / name
        if not path.exists():
            raise SystemExit(f"missing font {path} (see assets/fonts/README.md)")
        img = pygame.font.Font(str(path), 24).render("The House on the Hill", True, (0, 0, 0))
        if img.get_width() < 50:
            raise SystemExit(f"font {path} rendered nothing")
        found.append(path)
    return found


def main() -> None:
    files: list[Path] = []
    files += make_room_art.main()
    files += make_icons.main()
    files += make_sounds.main()
    fonts = check_fonts()
    total = sum(f.stat().st_size for f in files)
    print(f"made {len(files)} files ({total / 1e6:.1f} MB); {len(fonts)} fonts open and render")


if __name__ == "__main__":
    main()
