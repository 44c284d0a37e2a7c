"""Loading and checking haunt scenarios (`levels/haunts/NN_<id>/` and the chart
`levels/haunts/chart.csv`, docs/HAUNTS.md).

Every problem becomes a ContentError naming the file, the haunt and the field.
"""

from __future__ import annotations

import csv
import io
import json
import re
from collections.abc import Iterator
from typing import Any

import game.haunts  # noqa: F401  (each haunt's own module registers its words)
from game import resources, text
from game.content.checks import ID, Problems, read_json
from game.content.haunt_checks import HauntChecker
from game.content.types import SIDES, TRAITS, HauntAction, HauntDef, MonsterDef, RoomDef

HAUNT_DIR = "levels/haunts"
CHART = f"{HAUNT_DIR}/chart.csv"
HAUNT_FILE = "haunt.json"
TEXT_FILE = f"{text.LANGUAGE}.json"  # the words the validator requires
HAUNT_KEYS = {"id", "number", "traitor", "monsters", "setup", "on_reveal", "actions", "goals",
              "bots", "triggers", "modifiers", "room_states", "tokens", "allies"}
MONSTER_KEYS = {*TRAITS, "attack", "killable", "distance", "powers", "look"}
ACTION_KEYS = {"side", "where", "once_per_turn", "monsters", "steps"}


def haunt_text_keys(h: HauntDef) -> list[str]:
    """Every text key a haunt needs (docs/HAUNTS.md, The words), as the game reads
    them: `haunt.<id>.title`; its en.json writes them without that prefix. Every
    monster, action, token kind, counter and room state is named to players."""
    base = f"haunt.{h.id}"
    keys = [f"{base}.{part}" for part in ("title", "intro", "heroes", "traitor", "heroes_win",
                                           "traitor_win")]
    steps = list(haunt_steps(h))
    tokens = {s["token"] for s in steps if s["do"] == "haunt_token"} | set(h.tokens)
    counters = {s["counter"] for s in steps if s["do"] == "count"}
    counters |= {s.get("counter", s.get("token")) for s in steps if s["do"] == "take_token"}
    counters |= {"escaped" for s in steps if s["do"] == "escape"}
    for part, names in (("monster", h.monsters), ("action", h.actions), ("token", tokens),
                        ("counter", counters), ("room_state", h.room_states)):
        keys += [f"{base}.{part}.{name}" for name in sorted(names)]
    return keys


def haunt_steps(h: HauntDef) -> Iterator[dict[str, Any]]:
    """Every step a haunt may run, nested ones included: Right Now, the reveal, its
    actions, its triggers and the steps of its modifiers."""
    mods = [*h.modifiers, *(m for ms in h.room_states.values() for m in ms)]
    todo: list[Any] = [*h.setup, *h.on_reveal, *(a.steps for a in h.actions.values()),
                       *(t["steps"] for t in h.triggers), *(m.get("steps", []) for m in mods)]
    while todo:
        item = todo.pop()
        if isinstance(item, list | tuple):
            todo.extend(item)
        elif isinstance(item, dict):
            if "do" in item:
                yield item
            todo.extend(v for v in item.values() if isinstance(v, list | tuple | dict))


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
            if room not in problems.broken:  # a broken room's tile is reported already
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
    unknown: dict[int, list[tuple[str, str]]] = {}  # a missing haunt: told once
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
                unknown.setdefault(int(cell), []).append((room, omen))
            else:
                cells[(omen, room)] = int(cell)
    for n, where in unknown.items():
        more = f"; {len(where) - 1} more cells name it" if len(where) > 1 else ""
        add(*where[0], f"no haunt has number {n} (there are {known}){more}")
    return cells


def build_haunt(d: Any, rel: str, rooms: dict[str, RoomDef], cards: set[str],
                problems: Problems, cells: tuple[tuple[str, str], ...]) -> HauntDef | None:
    """A haunt from its haunt.json data and its chart cells (from chart.csv), or None
    when the data has problems (each reported: file, haunt, field)."""
    entry = str(d.get("id", "?")) if isinstance(d, dict) else "?"

    def add(field: str, problem: str) -> None:
        problems.add(rel, entry, field, problem)

    if not isinstance(d, dict):
        add("", "must be an object")
        return None
    before = len(problems.errors)
    for key in sorted(set(d) - HAUNT_KEYS - {"chart"}):
        add(key, "unknown field")
    if not isinstance(d.get("id"), str) or not ID.match(d["id"]):
        add("id", "needs a snake_case id")
    if type(d.get("number")) is not int or d["number"] < 1:
        add("number", "must be a whole number, 1 or more")
    monsters = _monsters(d.get("monsters", {}), add)
    HauntChecker(d, rel, entry, rooms, cards, problems).check(d, monsters)
    if d.get("traitor", {}).get("rule") == "hidden" and "spawn" in json.dumps(d.get("setup", [])):
        add("setup", "a hidden traitor's monsters come on_reveal: whoever moved them "
                     "would give the traitor away (R9.12)")
    actions = _actions(d.get("actions", {}), add)
    if len(problems.errors) > before:
        return None
    return HauntDef(
        id=d["id"], number=d["number"], chart=cells, traitor=dict(d["traitor"]),
        allies=tuple(dict(r) for r in d.get("allies", ())), monsters=monsters,
        setup=tuple(d.get("setup", ())),
        on_reveal=tuple(d.get("on_reveal", ())), actions=actions,
        goals={s: tuple(c) for s, c in d["goals"].items()}, bots=d.get("bots", {}),
        triggers=tuple(d.get("triggers", ())), modifiers=tuple(d.get("modifiers", ())),
        room_states={k: tuple(v) for k, v in d.get("room_states", {}).items()},
        tokens=dict(d.get("tokens", {})))


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
        if not isinstance(killable, bool | dict):
            add(f"{at}.killable", "must be true, false or a condition")
        look = m.get("look", {})  # checked by HauntChecker
        out[kind] = MonsterDef(kind, traits, m.get("attack", "might"), killable,
                               bool(m.get("distance")), dict(m.get("powers", {})),
                               dict(look) if isinstance(look, dict) else {})
    return out


def _actions(raw: Any, add: Any) -> dict[str, HauntAction]:
    """The haunt's actions; their `where` and steps are checked by HauntChecker."""
    out: dict[str, HauntAction] = {}
    for name, at, a in _entries(raw, "actions", ACTION_KEYS, add):
        if a.get("side") not in (*SIDES, "any"):
            add(f"{at}.side", "must be heroes, traitor or any")
        where = a.get("where", {})
        out[name] = HauntAction(name, a.get("side", "any"), where if isinstance(where, dict)
                                else {}, tuple(a.get("steps") or ()),
                                bool(a.get("once_per_turn", True)), bool(a.get("monsters")))
    return out
