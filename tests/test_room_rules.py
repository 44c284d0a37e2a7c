"""Each special room has one home (R6): a RoomRule registered under its tile's
`rule` word, and nothing else in the game decides by a room's rule name."""

from __future__ import annotations

import re
from pathlib import Path

from game.engine import ROOM_RULES
from game.engine.rules.room_rule import RoomRule
from tests.helpers import content

GAME = Path(__file__).resolve().parents[1] / "game"
HOMES = ("engine/rules/room_rule.py",)  # the one place that looks a rule word up


def test_every_tile_rule_is_registered_and_every_rule_has_a_tile():
    rules = {room.rule for room in content().rooms.values() if room.rule}
    assert rules == set(ROOM_RULES)
    assert all(isinstance(rule, RoomRule) for rule in ROOM_RULES.values())


def test_no_code_decides_by_a_rooms_rule_name():
    """Rules are asked (rule_of), never compared: no `.rule == "coal_chute"`,
    `.rule in (...)` chains anywhere but the rule registry's own lookup."""
    pattern = re.compile(r"\.rule\s*(==|!=)|\.rule\s+(not\s+)?in\s+(?!ROOM_RULES\b)")
    found = [f"{path.relative_to(GAME)}:{n}"
             for path in sorted(GAME.rglob("*.py"))
             if str(path.relative_to(GAME)) not in HOMES
             for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
             if pattern.search(line)]
    assert found == []
