"""Where the game's files are, from source and inside a PyInstaller bundle.

Every path to `levels/` or `assets/` goes through here, so the code and
build.spec never disagree.
"""

from __future__ import annotations

import sys
from pathlib import Path


def root() -> Path:
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        return Path(bundle)
    return Path(__file__).resolve().parent.parent


def path(*parts: str) -> Path:
    return root().joinpath(*parts)
