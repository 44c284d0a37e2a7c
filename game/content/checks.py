"""Checking content data: problems collected as ContentErrors (file, entry,
field), JSON files read with one message on failure, and card or haunt steps
checked against the engine's effect vocabulary (docs/CONTENT.md)."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import Any

from game import resources
from game.content.types import DECKS, FLOORS, TRAITS
from game.engine.rules import numbers

ID = re.compile(r"^[a-z][a-z0-9_]*$")
DAMAGE_KINDS = ("physical", "mental", "general")
TRAIT_WORDS = (*TRAITS, "choose_physical", "choose_mental", "choose_any")
# A `move` step's room filters, as game.engine.rules.cards.room_filter reads them.
ROOM_FILTERS: dict[str, tuple[str, Any]] = {
    "floor": ("a floor", lambda v: v in FLOORS),
    "symbol": ("a deck", lambda v: v in DECKS),
    **{k: ("true or false", lambda v: isinstance(v, bool))
       for k in ("same_floor", "other_floor", "lower_floor", "unexplored")},
}
# The kinds of value a card's `when` filter takes (the `you` condition's filters).
FILTER_KINDS: dict[str, tuple[str, Any]] = {
    "floor": (f"one of {', '.join(FLOORS)}", lambda v: v in FLOORS),
    "bool": ("true or false", lambda v: isinstance(v, bool)),
    "str": ("a word", lambda v: isinstance(v, str) and bool(v)),
    "rooms": ("a room id or a list of them", lambda v: isinstance(v, str) or (
        isinstance(v, list) and bool(v) and all(isinstance(r, str) for r in v))),
}
# Step arguments and the check each value must pass.
ARGUMENTS: dict[str, tuple[str, Any]] = {
    "n": ("a whole number, 0 or more, or one that grows with the table (docs/HAUNTS.md, "
          "Numbers)", lambda v: numbers.problem(v) is None),
    "dice": ("a whole number from 0 to 8", lambda v: type(v) is int and 0 <= v <= 8),
    "trait": (f"one of {', '.join(TRAIT_WORDS)}", lambda v: v in TRAIT_WORDS),
    "kind": (f"one of {', '.join(DAMAGE_KINDS)}", lambda v: v in DAMAGE_KINDS),
    "deck": (f"one of {', '.join(DECKS)}", lambda v: v in DECKS),
    "decks": ("a list of decks", lambda v: isinstance(v, list) and all(d in DECKS for d in v)),
    "token": ("a token name", lambda v: isinstance(v, str) and bool(ID.match(v))),
    "to": ("a room id or 'choose'", lambda v: isinstance(v, str)),
    "filter": ("an object of room filters: " + ", ".join(
        f"{k} ({w})" for k, (w, _) in ROOM_FILTERS.items()), lambda v: isinstance(v, dict) and
        all(k in ROOM_FILTERS and ROOM_FILTERS[k][1](x) for k, x in v.items())),
    "when": ("an object of conditions", lambda v: isinstance(v, dict)),
    "options": ("a list of options", lambda v: isinstance(v, list) and bool(v)),
    "results": ("a list of result tiers", lambda v: isinstance(v, list) and bool(v)),
    "turns": ("a whole number from 1 to 9", lambda v: type(v) is int and 1 <= v <= 9),
}


@dataclass(frozen=True)
class ContentError(Exception):
    file: str
    entry: str
    field: str
    problem: str

    def __str__(self) -> str:
        where = " ".join(p for p in (self.entry and f"entry {self.entry!r}",
                                      self.field and f"field {self.field!r}") if p)
        return f"{self.file}: {where + ': ' if where else ''}{self.problem}"


class Problems:
    """Collects content errors instead of stopping at the first."""

    def __init__(self) -> None:
        self.errors: list[ContentError] = []
        self.broken: set[str] = set()  # entries (or files) already reported unusable
        self.rooms: set[str] = set()  # the house's room ids, once read (steps name them)

    def add(self, file: str, entry: str, field: str, problem: str) -> None:
        self.errors.append(ContentError(file, entry, field, problem))

    def causes(self) -> list[ContentError]:
        """The errors to report: when a whole file cannot be read, only such
        files — whatever referred into them fails after them, and is no news."""
        whole = [e for e in self.errors if not e.entry]
        return whole or self.errors


MAX_DEPTH = 64  # no content needs deeper nesting; every check and rule recurses


def too_deep(data: Any) -> tuple[str, str] | None:
    """Where data nests deeper than MAX_DEPTH (found without recursion): the id of
    the entry around it and the field, or None."""
    todo: list[tuple[Any, str, str, int]] = [(data, "", "", 0)]
    while todo:
        value, entry, at, depth = todo.pop()
        if depth > MAX_DEPTH:
            return entry, at.lstrip(".")[:60] + "..."
        if isinstance(value, dict):
            entry = entry or (value["id"] if isinstance(value.get("id"), str) else "")
            items: Any = value.items()
        else:
            items = enumerate(value) if isinstance(value, list) else ()
        for key, v in items:
            todo.append((v, entry, f"{at}.{key}" if isinstance(key, str) else f"{at}[{key}]",
                         depth + 1))
    return None


def read_json(rel: str, problems: Problems) -> Any:
    try:
        data = json.loads(resources.path(rel).read_text(encoding="utf-8"))
    except FileNotFoundError:
        problems.add(rel, "", "", "file is missing")
        return None
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        problems.add(rel, "", "", f"not valid JSON ({exc})")
        return None
    except RecursionError:
        problems.add(rel, "", "", f"nested deeper than {MAX_DEPTH} levels")
        return None
    if data is None:
        problems.add(rel, "", "", "holds only null")
        return None
    deep = too_deep(data)
    if deep is not None:
        problems.add(rel, *deep, f"nested deeper than {MAX_DEPTH} levels")
        return None
    return data


NESTED = ("then", "else", "steps")


def check_when(when: Any, at: str, file: str, entry: str, problems: Problems) -> None:
    """A step's or option's `when` written as card filters (no "if"): each filter
    one the `you` condition reads, each value of its kind, each room a room."""
    from game.engine.registry import CONDITIONS

    if not isinstance(when, dict) or "if" in when:
        return  # a haunt's condition: the haunt checker reads it
    filters = CONDITIONS["you"].optional
    for key, v in when.items():
        wanted, ok = FILTER_KINDS.get(filters.get(key, ""), ("", None))
        if ok is None:
            problems.add(file, entry, f"{at}.{key}",
                         f"unknown filter (there are {', '.join(filters)})")
        elif not ok(v):
            problems.add(file, entry, f"{at}.{key}", f"must be {wanted}")
        elif filters[key] == "rooms" and problems.rooms:
            missing = [r for r in ([v] if isinstance(v, str) else v) if r not in problems.rooms]
            if missing:
                problems.add(file, entry, f"{at}.{key}", f"no room {missing[0]!r}")


def check_steps(steps: Any, where: str, file: str, entry: str, problems: Problems) -> None:
    """Check a list of steps against the effect vocabulary, recursively."""
    from game.engine.registry import VOCABULARY

    if not isinstance(steps, list):
        problems.add(file, entry, where, "must be a list of steps")
        return
    for i, step in enumerate(steps):
        at = f"{where}[{i}]"
        do = step.get("do") if isinstance(step, dict) else None
        if not isinstance(do, str) or do not in VOCABULARY:
            problems.add(file, entry, f"{at}.do", f"unknown step {do!r}")
            continue
        for need in VOCABULARY[step["do"]]:
            if need not in step:
                problems.add(file, entry, f"{at}.{need}", f"step {step['do']!r} needs this")
        for key, (wanted, ok) in ARGUMENTS.items():
            if key in step and not ok(step[key]):
                problems.add(file, entry, f"{at}.{key}", f"must be {wanted}")
        check_when(step.get("when"), f"{at}.when", file, entry, problems)
        to = step.get("to")
        if problems.rooms and isinstance(to, str) and to != "choose" and \
                to not in problems.rooms:
            problems.add(file, entry, f"{at}.to", f"no room {to!r}")
        if step["do"] == "damage" and "n" not in step and "dice" not in step:
            problems.add(file, entry, f"{at}.n", f"step {step['do']!r} needs n or dice")
        if step["do"] == "roll" and ("trait" in step) == ("dice" in step):
            problems.add(file, entry, f"{at}.trait", "a roll needs a trait or dice, not both")
        for key in NESTED:
            if key in step:
                check_steps(step[key], f"{at}.{key}", file, entry, problems)
        for j, option in enumerate(step.get("options", []) if isinstance(
                step.get("options"), list) else []):
            if not isinstance(option, dict) or not isinstance(option.get("key"), str):
                problems.add(file, entry, f"{at}.options[{j}]", "needs a key")
                continue
            check_when(option.get("when"), f"{at}.options[{j}].when", file, entry, problems)
            check_steps(option.get("then", []), f"{at}.options[{j}].then", file, entry,
                        problems)
        for j, tier in enumerate(step.get("results", []) if isinstance(
                step.get("results"), list) else []):
            if not isinstance(tier, dict) or numbers.problem(tier.get("at_least")) is not None:
                problems.add(file, entry, f"{at}.results[{j}]", "needs at_least")
                continue
            check_steps(tier.get("then", []), f"{at}.results[{j}].then", file, entry,
                        problems)
