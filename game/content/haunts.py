"""Loading and checking haunt scenarios (`levels/haunts/NN_<id>/` and the chart
`levels/haunts/chart.csv`, docs/HAUNTS.md).

Every problem becomes a ContentError naming the file, the haunt and the field.
"""

from __future__ import annotations

import csv
import dataclasses
import io
import json
import re
from collections.abc import Iterator
from typing import Any

from game import resources, text
from game.content.checks import Problems, check_steps, read_json
from game.content.types import SIDES, TRAITS, HauntAction, HauntDef, MonsterDef, RoomDef

HAUNT_DIR = "levels/haunts"
CHART = f"{HAUNT_DIR}/chart.csv"
HAUNT_FILE = "haunt.json"
TEXT_FILE = f"{text.LANGUAGE}.json"  # the words the validator requires
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
    """Every text key a haunt needs (docs/HAUNTS.md, The words), as the game reads
    them: `haunt.<id>.title`; its en.json writes them without that prefix."""
    base = f"haunt.{h.id}"
    keys = [f"{base}.{part}" for part in ("title", "intro", "heroes", "traitor", "heroes_win",
                                           "traitor_win")]
    keys += [f"{base}.monster.{k}" for k in h.monsters]
    keys += [f"{base}.action.{a}" for a in h.actions]
    return keys


def haunt_folder(h: HauntDef) -> str:
    """The haunt's home, `levels/haunts/NN_<id>` (load_haunts checks the name)."""
    return f"{HAUNT_DIR}/{h.number:02d}_{h.id}"


def haunt_folders() -> list[str]:
    folder = resources.path(HAUNT_DIR)
    if not folder.is_dir():
        return []
    return sorted(f"{HAUNT_DIR}/{p.name}" for p in folder.iterdir() if p.is_dir())


def haunt_files() -> list[str]:
    """The rule-bearing haunt files (the content fingerprint): each haunt.json and
    the chart. Their texts are not rules."""
    return [*(f"{folder}/{HAUNT_FILE}" for folder in haunt_folders()), CHART]


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
    """Every haunt folder (`NN_<id>/haunt.json` + `en.json`) and the chart
    (`chart.csv`): the haunts by id and the chart as (omen, room) -> haunt id.
    A haunt whose words are missing or whose folder is misnamed is reported
    once and left out (its words would not be found)."""
    folders = haunt_folders()
    for stray in sorted(resources.path(HAUNT_DIR).glob("*.json")):
        problems.add(f"{HAUNT_DIR}/{stray.name}", "", "",
                     f"a haunt is a folder now: {HAUNT_DIR}/NN_<id>/{HAUNT_FILE} and "
                     f"{TEXT_FILE} (docs/HAUNTS.md)")
    found: list[tuple[str, dict[str, Any], bool]] = []  # haunt.json, its data, usable
    numbers: dict[int, str] = {}  # haunt number -> the haunt.json that claims it
    ids: dict[str, str] = {}
    for folder in folders:
        rel, name = f"{folder}/{HAUNT_FILE}", folder.rsplit("/", 1)[-1]
        data = read_json(rel, problems)
        entry = str(data.get("id", "?")) if isinstance(data, dict) else "?"
        usable = resources.path(folder, TEXT_FILE).is_file()
        if not usable:
            problems.add(f"{folder}/{TEXT_FILE}", entry, "",
                         f"file is missing: a haunt folder holds {HAUNT_FILE} and its words "
                         f"in {TEXT_FILE}")
        if not isinstance(data, dict):
            if data is not None:
                problems.add(rel, "?", "", "must be an object")
            elif (prefix := re.match(r"\d+(?=_)", name)):  # its cells are not unknown
                numbers.setdefault(int(prefix[0]), rel)
            continue
        hid, number = data.get("id"), data.get("number")
        if "chart" in data:
            problems.add(rel, entry, "chart", f"the chart lives in {CHART} now: write this "
                                              "haunt's number in its cells there")
        if isinstance(hid, str):
            if hid in ids:
                problems.add(rel, entry, "id", f"used by another haunt too ({ids[hid]})")
            ids.setdefault(hid, rel)
        if type(number) is int:
            if number in numbers:
                problems.add(rel, entry, "number",
                             f"haunt number {number} is used twice (also {numbers[number]})")
            numbers.setdefault(number, rel)
            if isinstance(hid, str) and name != f"{number:02d}_{hid}":
                problems.add(rel, entry, "id", f"its folder must be named "
                                               f"'{number:02d}_{hid}' (NN_<id>), not {name!r}")
                usable = False
        found.append((rel, data, usable))
    cells = read_chart(rooms, cards, set(numbers), problems) \
        if folders or resources.path(CHART).exists() else {}
    haunts: dict[str, HauntDef] = {}
    by_number: dict[int, str] = {}
    for rel, data, usable in found:
        number = data.get("number")
        mine = tuple(cell for cell, n in cells.items() if n == number)
        if not mine and type(number) is int and cells:
            problems.add(CHART, str(data.get("id", "?")), "number",
                         f"no cell names haunt {number}: give it at least one (R9.2)")
        h = build_haunt(data, rel, rooms, cards, problems, mine)
        if h is None or not usable or h.id in haunts or h.number in by_number:
            continue
        haunts[h.id] = h
        by_number[h.number] = h.id
    chart = {cell: by_number[n] for cell, n in cells.items() if n in by_number}
    return haunts, chart


def build_haunt(data: Any, rel: str, rooms: dict[str, RoomDef], cards: set[str],
                problems: Problems, cells: tuple[tuple[str, str], ...]) -> HauntDef | None:
    """A haunt from its haunt.json data and its chart cells (from chart.csv): what
    `_haunt` makes of the data, with these cells as its chart."""
    if isinstance(data, dict) and "chart" in HAUNT_KEYS:  # _haunt still checks a chart
        data = {**data, "chart": [list(cell) for cell in cells]}
    before = len(problems.errors)
    h = _haunt(data, rel, rooms, cards, problems)
    # The cells were checked in chart.csv; a haunt without any is reported there.
    problems.errors[before:] = [e for e in problems.errors[before:]
                                if e.file != rel or e.field.partition("[")[0] != "chart"]
    return None if h is None else dataclasses.replace(h, chart=cells)


def read_chart(rooms: dict[str, RoomDef], cards: set[str], numbers: set[int],
               problems: Problems) -> dict[tuple[str, str], int]:
    """The haunt chart (R9.2), `chart.csv`: a row per room with an omen symbol, a
    column per omen, each cell the number of the haunt it picks. Returns
    (omen, room) -> number, column by column, each from top to bottom; every
    problem is one line naming the row (entry) and the column (field)."""
    def add(entry: str, field: str, problem: str) -> None:
        problems.add(CHART, entry, field, problem)

    try:
        rows = list(csv.reader(io.StringIO(resources.path(CHART).read_text("utf-8-sig"))))
    except FileNotFoundError:
        add("", "", "file is missing: the haunt chart, a row per omen room and a "
                    "column per omen (docs/HAUNTS.md)")
        return {}
    except (OSError, UnicodeDecodeError, csv.Error) as exc:
        add("", "", f"cannot be read ({exc})")
        return {}
    rows = [[c.strip() for c in row] for row in rows if any(c.strip() for c in row)]
    if not rows or rows[0][0] != "room":
        add("", "room", "the first row must be 'room' followed by one omen id per column")
        return {}
    header = rows[0]
    omens = sorted(c[5:] for c in cards if c.startswith("omen:"))
    columns: dict[str, int] = {}
    for j, omen in enumerate(header[1:], 1):
        if omen in columns:
            add(omen, "column", "this omen has two columns")
        elif omen not in omens:
            add(omen or f"column {j + 1}", "column", "not an omen id")
        else:
            columns[omen] = j
    for omen in omens:
        if omen not in columns:
            add(omen, "column", "no column for this omen: every omen meets every omen room "
                                "(R9.2)")
    found: dict[str, list[str]] = {}
    for row in rows[1:]:
        room = row[0]
        if room in found:
            add(room, "room", "this room has two rows")
        elif room not in rooms:
            add(room, "room", "not a room id")
        elif rooms[room].symbol != "omen":
            add(room, "room", "has no omen symbol, so it is not on the chart (R9.2)")
        else:
            found[room] = row
            if len(row) != len(header):
                add(room, "room", f"the row has {len(row)} cells, the first row {len(header)}")
    for rid, r in rooms.items():
        if r.symbol == "omen" and rid not in found:
            add(rid, "room", "no row for this room with an omen symbol (R9.2)")
    known = ", ".join(str(n) for n in sorted(numbers))
    cells: dict[tuple[str, str], int] = {}
    for omen, j in columns.items():
        for room, row in found.items():
            if j >= len(row):
                continue
            cell = row[j]
            if not cell:
                add(room, omen, "empty: a cell names the number of one haunt")
            elif len(re.findall(r"\d+", cell)) > 1:
                add(room, omen, f"{cell!r} names more than one haunt: a cell picks one")
            elif not cell.isdigit():
                add(room, omen, f"{cell!r} is not a haunt number")
            elif numbers and int(cell) not in numbers:
                add(room, omen, f"no haunt has number {int(cell)} (there are {known})")
            else:
                cells[(omen, room)] = int(cell)
    return cells


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
