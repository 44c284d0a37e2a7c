"""How a haunt's monster looks on the board (docs/HAUNTS.md, "A monster's look").

A monster kind may say `"look": {"body": ..., "wears": ..., "color": "#rrggbb"}`;
each part is optional. Without a body, its traits and powers choose one, so a
new haunt's monster always gets a figure and needs no code. The window draws
every body and every thing worn (game/ui/monster_view.py registers one drawing
per word; a test checks that both lists agree). Two kinds of one haunt must not
share body and wears: the board tells kinds apart by shape, never colour alone.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from game.content.types import MonsterDef

BODIES = ("figure", "hound", "wraith", "moth", "beast", "crawler")
WEARS = ("crown", "hat", "hood", "veil", "candle", "key", "helm", "horns")
LOOK_KEYS = ("body", "wears", "color")
COLOR = re.compile(r"^#[0-9a-fA-F]{6}$")


@dataclass(frozen=True)
class Look:
    kind: str
    body: str
    wears: str = ""  # "" for nothing
    color: str = ""  # "" for a colour of the kind's own (from its name)


def generic_body(m: MonsterDef) -> str:
    """A body from what the kind can do: what flies or strikes the mind is a
    wraith, the swift a hound, the mighty a beast, the mindless a crawler."""
    if "flying" in m.powers or m.attack == "sanity":
        return "wraith"
    if m.traits.get("speed", 0) >= 5:
        return "hound"
    if m.traits.get("might", 0) >= 6:
        return "beast"
    if "sanity" not in m.traits and "knowledge" not in m.traits:
        return "crawler"
    return "figure"


def look_of(m: MonsterDef) -> Look:
    """The kind's look: what its `look` says, the rest from its traits."""
    given = m.look
    return Look(m.kind, str(given.get("body") or generic_body(m)), str(given.get("wears", "")),
                str(given.get("color", "")))


def problems(look: Any) -> list[tuple[str, str]]:
    """What is wrong with a `look` as written: (field under it, problem)."""
    if not isinstance(look, dict):
        return [("", "must be an object with body, wears and color (all optional)")]
    out = [(key, "unknown field") for key in look if key not in LOOK_KEYS]
    words = {"body": BODIES, "wears": WEARS}
    for key, allowed in words.items():
        if key in look and look[key] not in allowed:
            out.append((key, f"must be one of {', '.join(allowed)}"))
    if "color" in look and not (isinstance(look["color"], str) and COLOR.match(look["color"])):
        out.append(("color", "must be a colour written #rrggbb"))
    return out
