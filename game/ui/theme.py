"""Colours from ART.md, with a colour-blind-safe variant."""

from __future__ import annotations

from dataclasses import dataclass

Color = tuple[int, int, int]


def hex_color(text: str) -> Color:
    text = text.lstrip("#")
    return int(text[0:2], 16), int(text[2:4], 16), int(text[4:6], 16)


INK = hex_color("#14121a")
INK_2 = hex_color("#1f1b26")
INK_3 = hex_color("#2b2533")
PARCHMENT = hex_color("#e8dcc0")
MUTED = hex_color("#a89f8a")
OMEN = hex_color("#8b1e2b")
ITEM = hex_color("#d9a441")
EVENT = hex_color("#3fa7a0")
FLOOR = {
    "basement": hex_color("#4a5550"),
    "ground": hex_color("#6b4a32"),
    "upper": hex_color("#5a4a63"),
}
DECK = {"omen": OMEN, "item": ITEM, "event": EVENT}
# rooms the haunt changed (game/ui/haunt_marks.py): water, fire, ruin, a lock, anything else
WATER = hex_color("#3f7fd0")
DEEP_WATER = hex_color("#2456a8")  # water over a head (haunt room state deep_water)
SUNK = hex_color("#1c3c8c")  # a room under water (haunt room state sunk)
TURNING = hex_color("#5fb3a3")  # a room that has just turned in place (room state turned)
FIRE = hex_color("#e8782a")
RUIN = hex_color("#2a2326")
BRASS = hex_color("#c9a24a")
STRANGE = hex_color("#9a6fc4")
# the keyboard focus: a bright ring no cue, deck or button edge uses, pulsing between
# these two, with a dark edge so it shows on parchment as well as on ink
FOCUS = hex_color("#5fe8ff")
FOCUS_PEAK = hex_color("#f4feff")
FOCUS_PULSE = 1.1  # seconds for one pulse


@dataclass(frozen=True)
class Cues:
    """Legal / illegal cues: never colour alone (the board also draws a shape)."""

    legal: Color
    illegal: Color


NORMAL = Cues(hex_color("#7fbf6a"), hex_color("#c9503c"))
COLORBLIND = Cues(hex_color("#4f9be8"), hex_color("#e8913a"))


def cues(colorblind: bool) -> Cues:
    return COLORBLIND if colorblind else NORMAL


def mix(a: Color, b: Color, t: float) -> Color:
    return (round(a[0] + (b[0] - a[0]) * t), round(a[1] + (b[1] - a[1]) * t),
            round(a[2] + (b[2] - a[2]) * t))
