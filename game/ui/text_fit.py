"""Labels on the board that must stay on one line in their space: a little
smaller if need be, then shortened with an ellipsis (cached: they are drawn
every frame)."""

from __future__ import annotations

from functools import lru_cache

from game.text import current, language
from game.ui.widgets import fit, fit_size


def squeeze(text: str, style: str, size: int, width: int, low: int = 0) -> tuple[str, int]:
    """The text and font size that fit `width`: down to `low` (three quarters of
    `size` unless given), then cut short."""
    return _squeeze(language(), current(text), style, size, width, low or size * 3 // 4)


@lru_cache(maxsize=256)
def _squeeze(lang: str, text: str, style: str, size: int, width: int,
             low: int) -> tuple[str, int]:
    size = max(low, fit_size(text, style, size, width))
    return fit(text, style, size, width), size
