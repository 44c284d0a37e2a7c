"""Loading and checking haunt scenarios (`levels/haunts/*.json`, docs/HAUNTS.md).

Every problem becomes a ContentError naming the file, the haunt and the field.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

from game import resources
from game.content.checks import Problems, check_steps, read_json
from game.content.types import SIDES, TRAITS, HauntAction, HauntDef, MonsterDef, RoomDef

HAUNT_DIR = "levels/haunts"
HAUNT_KEYS = {"id", "number", "chart", "traitor", "monsters", "setup", "on_reveal",
              "actions", "goals", "bots"}
TRAITOR_RULES = {"revealer": (), "left_of_revealer": (), "highest": ("trait",),
                 "lowest": ("trait",), "holder": ("card",), "hidden": ()}
MONSTER_KEYS = {*TRAITS, "attack", "killable", "distance"}
ACTION_KEYS = {"side", "where", "once_per_turn", "monsters", "steps"}
WHERE_KEYS = {"room", "token", "holding", "monster", "carrying"}
CONDITIONS: dict[str, tuple[str, ...]] = {
    "heroes_dead": (), "traitor_dead": (), "monsters_dead": ("monster",),
    "counter": ("counter", "at_least"), "rounds": ("at_least",), "in_room": ("who",),
    "all": ("of",),
}
BOT_TARGETS = ("monster", "hero", "traitor", "exit")


def haunt_text_keys(h: HauntDef) -> list[str]:
    """Every text key a haunt needs (docs/HAUNTS.md, The words)."""
    base = f"haunt.{h.id}"
    keys = [f"{base}.{part}" for part in ("title", "intro", "heroes", "traitor", "heroes_win",
                                           "traitor_win")]
    keys += [f"{base}.monster.{k}" for k in h.monsters]
    keys += [f"{base}.action.{a}" for a in h.actions]
    return keys


def haunt_files() -> list[str]:
    folder = resources.path(HAUNT_DIR)
    if not folder.is_dir():
        return []
    return sorted(f"{HAUNT_DIR}/{p.name}" for p in folder.glob("*.json"))


def check_condition(cond: Any, where: str, add: Any) -> None:
    """A goal or `killable` condition (docs/HAUNTS.md, Conditions)."""
    if not isinstance(cond, dict) or cond.get("if") not in CONDITIONS:
        add(where, f"must be a condition, one of {', '.join(CONDITIONS)}")
        return
    for need in CONDITIONS[cond["if"]]:
        if need not in cond:
            add(f"{where}.{need}", f"condition {cond['if']!r} needs this")
    at_least = cond.get("at_least", 0)
    if not (type(at_least) is int and at_least >= 0) and at_least not in ("explorers", "heroes"):
        add(f"{where}.at_least", "must be a whole number, or explorers or heroes (R9.10)")
    if cond["if"] == "all":
        for i, sub in enumerate(cond.get("of") or []):
            check_condition(sub, f"{where}.of[{i}]", add)
    if cond["if"] == "in_room" and "room" not in cond and "token" not in cond:
        add(f"{where}.room", "in_room needs a room or a token")


def load_haunts(rooms: dict[str, RoomDef], cards: set[str], problems: Problems
                ) -> tuple[dict[str, HauntDef], dict[tuple[str, str], str]]:
    haunts: dict[str, HauntDef] = {}
    chart: dict[tuple[str, str], str] = {}
    numbers: set[int] = set()
    for rel in haunt_files():
        data = read_json(rel, problems)
        if data is None:
            continue
        h = _haunt(data, rel, rooms, cards, problems)
        if h is None:
            continue
        if h.id in haunts:
            problems.add(rel, h.id, "id", "used by another haunt")
        if h.number in numbers:
            problems.add(rel, h.id, "number", f"haunt number {h.number} is used twice")
        numbers.add(h.number)
        haunts[h.id] = h
        for cell in h.chart:
            if cell in chart:
                problems.add(rel, h.id, "chart", f"cell {list(cell)} also picks {chart[cell]!r}")
            chart[cell] = h.id
    if haunts:
        omens = sorted(c for c in cards if c.startswith("omen:"))
        for omen in omens:
            for rid, room in sorted(rooms.items()):
                if room.symbol == "omen" and (omen[5:], rid) not in chart:
                    problems.add(HAUNT_DIR, "", "chart",
                                 f"no haunt for omen {omen[5:]!r} in room {rid!r} (R9.2)")
    return haunts, chart


def _haunt(d: Any, rel: str, rooms: dict[str, RoomDef], cards: set[str],
           problems: Problems) -> HauntDef | None:
    entry = str(d.get("id", "?")) if isinstance(d, dict) else "?"

    def add(field: str, problem: str) -> None:
        problems.add(rel, entry, field, problem)

    if not isinstance(d, dict):
        add("", "must be an object")
        return None
    before = len(problems.errors)
    for key in set(d) - HAUNT_KEYS:
        add(key, "unknown field")
    if not isinstance(d.get("id"), str) or not d["id"].isidentifier() or \
            d["id"] != d["id"].lower():
        add("id", "needs a lowercase id")
    if type(d.get("number")) is not int or d["number"] < 1:
        add("number", "must be a whole number, 1 or more")
    chart = d.get("chart")
    if not isinstance(chart, list) or not chart:
        add("chart", "must list [omen, room] cells")
        chart = []
    for i, cell in enumerate(chart):
        ok = isinstance(cell, list) and len(cell) == 2
        if not ok or f"omen:{cell[0]}" not in cards:
            add(f"chart[{i}]", "must be [omen id, room id] with a known omen")
        elif cell[1] not in rooms or rooms[cell[1]].symbol != "omen":
            add(f"chart[{i}]", f"{cell[1]!r} is not a room with an omen symbol")
    traitor = d.get("traitor")
    rule = traitor.get("rule") if isinstance(traitor, dict) else None
    if rule not in TRAITOR_RULES:
        add("traitor.rule", f"must be one of {', '.join(TRAITOR_RULES)}")
    else:
        for need in TRAITOR_RULES[rule]:
            if need not in traitor:  # type: ignore[operator]
                add(f"traitor.{need}", f"the {rule!r} rule needs this")
        if rule in ("highest", "lowest") and traitor.get("trait") not in TRAITS:  # type: ignore[union-attr]
            add("traitor.trait", f"must be one of {', '.join(TRAITS)}")
    monsters = _monsters(d.get("monsters", {}), add)
    for key in ("setup", "on_reveal"):
        if key in d:
            check_steps(d[key], key, rel, entry, problems)
    if rule == "hidden" and "spawn" in json.dumps(d.get("setup", [])):
        add("setup", "a hidden traitor's monsters come on_reveal: whoever moved them "
                     "would give the traitor away (R9.12)")
    actions = _actions(d.get("actions", {}), rel, entry, problems, add)
    goals = d.get("goals")
    if not isinstance(goals, dict) or set(goals) != set(SIDES):
        add("goals", "must give goals for heroes and traitor")
        goals = {}
    for side, conds in goals.items():
        if not isinstance(conds, list) or not conds:
            add(f"goals.{side}", "must be a list of conditions")
            continue
        for i, cond in enumerate(conds):
            check_condition(cond, f"goals.{side}[{i}]", add)
    bots = d.get("bots", {})
    if not isinstance(bots, dict):
        add("bots", "must be an object")
        bots = {}
    for side, hints in bots.items():
        targets = hints.get("goto", []) if isinstance(hints, dict) else None
        if side not in SIDES or not isinstance(targets, list):
            add(f"bots.{side}", "must be heroes or traitor with a goto list")
            continue
        for t in targets:
            if not (t in BOT_TARGETS or t in rooms or
                    (isinstance(t, str) and t.startswith("token:"))):
                add(f"bots.{side}.goto", f"unknown target {t!r}")
    if len(problems.errors) > before:
        return None
    return HauntDef(
        id=d["id"], number=d["number"], chart=tuple((c[0], c[1]) for c in chart),
        traitor=dict(traitor), monsters=monsters,  # type: ignore[arg-type]
        setup=tuple(d.get("setup", ())), on_reveal=tuple(d.get("on_reveal", ())),
        actions=actions, goals={s: tuple(c) for s, c in goals.items()}, bots=bots)


def _entries(raw: Any, field: str, keys: set[str], add: Any) -> Iterator[tuple[str, str, dict]]:
    """The named entries of an object field (monsters, actions): (name, where to
    report, entry); what is not an object, or has unknown fields, is reported."""
    if not isinstance(raw, dict):
        add(field, "must be an object of named entries")
        return
    for name, entry in raw.items():
        at = f"{field}.{name}"
        if not isinstance(entry, dict):
            add(at, "must be an object")
            continue
        for key in set(entry) - keys:
            add(f"{at}.{key}", "unknown field")
        yield name, at, entry


def _monsters(raw: Any, add: Any) -> dict[str, MonsterDef]:
    out: dict[str, MonsterDef] = {}
    for kind, at, m in _entries(raw, "monsters", MONSTER_KEYS, add):
        traits = {t: m[t] for t in TRAITS if t in m}
        if any(type(v) is not int or not 0 < v <= 8 for v in traits.values()):
            add(at, "trait values must be whole numbers from 1 to 8")
        if "speed" not in traits:
            add(f"{at}.speed", "a monster needs a speed to move (R9.8)")
        if m.get("attack", "might") not in traits:
            add(f"{at}.attack", "must be a trait the monster has")
        killable = m.get("killable", False)
        if isinstance(killable, dict):
            check_condition(killable, f"{at}.killable", add)
        elif not isinstance(killable, bool):
            add(f"{at}.killable", "must be true, false or a condition")
        out[kind] = MonsterDef(kind, traits, m.get("attack", "might"), killable,
                               bool(m.get("distance")))
    return out


def _actions(raw: Any, rel: str, entry: str, problems: Problems,
             add: Any) -> dict[str, HauntAction]:
    out: dict[str, HauntAction] = {}
    for name, at, a in _entries(raw, "actions", ACTION_KEYS, add):
        if a.get("side") not in (*SIDES, "any"):
            add(f"{at}.side", "must be heroes, traitor or any")
        where = a.get("where", {})
        if not isinstance(where, dict) or set(where) - WHERE_KEYS:
            add(f"{at}.where", f"may hold only {', '.join(sorted(WHERE_KEYS))}")
            where = {}
        check_steps(a.get("steps"), f"{at}.steps", rel, entry, problems)
        out[name] = HauntAction(name, a.get("side", "any"), where, tuple(a.get("steps") or ()),
                                bool(a.get("once_per_turn", True)), bool(a.get("monsters")))
    return out
