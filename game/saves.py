"""Saved games: the setup and the actions, loaded by replaying them.

A save file is JSON data only (nothing in it is ever executed):

    {"format": 1, "content": "<fingerprint>", "setup": {"seed": .., "explorers": [..],
     "today": [m, d]}, "actions": [...], "events": [[...], ...], "checksum": "<sha256>"}

`events[0]` are the events of setting up, `events[i]` those of action i. They
let `replay --verify` prove the engine still does exactly what it did.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

from game.content.types import Content
from game.engine import Action, Event, Game, IllegalAction, Setup, action_from_json
from game.engine.actions import ActionFormatError
from game.engine.rules.setup import check_setup

FORMAT = 1


class SaveError(Exception):
    """A save that cannot be loaded; str() is one line naming the file and the problem."""


class Recording:
    """A game and everything needed to save it: submit through here, not the Game.
    `seats` is who sits where ({"name", "human"} per seat), kept for the window."""

    def __init__(self, content: Content, setup: Setup, seats: list[dict[str, Any]] | None = None):
        self.setup = setup
        self.seats = seats or [{"name": f"Player {i + 1}", "human": True}
                               for i in range(len(setup.explorers))]
        self.game = Game.new(content, setup)
        self.actions: list[Action] = []
        self.events: list[list[Event]] = [self.game.last_events]

    def submit(self, action: Action) -> list[Event]:
        events = self.game.submit(action)
        self.actions.append(action)
        self.events.append(events)
        return events

    def to_json(self) -> dict[str, Any]:
        body = {
            "format": FORMAT,
            "content": self.game.content.fingerprint,
            "setup": self.setup.to_json(),
            "seats": self.seats,
            "actions": [a.to_json() for a in self.actions],
            "events": [[e.to_json() for e in batch] for batch in self.events],
        }
        return {**body, "checksum": _checksum(body)}


def _checksum(body: dict[str, Any]) -> str:
    text = json.dumps(body, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()


def save(path: Path, recording: Recording) -> None:
    """Write a save atomically enough for now: a temporary file, then a rename."""
    tmp = path.with_suffix(path.suffix + ".tmp")
    tmp.write_text(json.dumps(recording.to_json(), separators=(",", ":")), encoding="utf-8")
    tmp.replace(path)


def load(path: Path, content: Content, verify: bool = False) -> Recording:
    """Load a save by replaying it; with `verify`, every recorded event must match."""
    name = path.name
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise SaveError(f"{name}: cannot be read ({exc.strerror or exc})") from None
    try:
        data = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError, RecursionError):
        raise SaveError(f"{name}: not a save file, or it is truncated or damaged") from None
    return from_json(data, content, verify, name)


def from_json(data: Any, content: Content, verify: bool, name: str) -> Recording:
    if not isinstance(data, dict) or "format" not in data:
        raise SaveError(f"{name}: not a save file")
    if data.get("format") != FORMAT:
        raise SaveError(f"{name}: save format {data.get('format')!r} is not supported "
                        f"(this version reads format {FORMAT})")
    for key, kind in (("content", str), ("setup", dict), ("actions", list), ("events", list),
                      ("checksum", str)):
        if not isinstance(data.get(key), kind):
            raise SaveError(f"{name}: damaged ({key!r} is missing or of the wrong type)")
    body = {k: v for k, v in data.items() if k != "checksum"}
    if _checksum(body) != data["checksum"]:
        raise SaveError(f"{name}: the file was edited or damaged (its checksum does not match)")
    if data["content"] != content.fingerprint:
        raise SaveError(f"{name}: made with different game content "
                        f"({data['content']}, this game has {content.fingerprint})")
    try:
        setup = Setup.from_json(data["setup"])
    except (KeyError, TypeError, ValueError, IndexError):
        raise SaveError(f"{name}: damaged (the setup is not readable)") from None
    problem = check_setup(content, setup)
    if problem:
        raise SaveError(f"{name}: damaged setup ({problem})")
    seats = data.get("seats")
    if seats is not None and not (
            isinstance(seats, list) and len(seats) == len(setup.explorers) and all(
                isinstance(s, dict) and isinstance(s.get("name"), str)
                and isinstance(s.get("human"), bool) for s in seats)):
        raise SaveError(f"{name}: damaged (the seats are not readable)")
    recording = Recording(content, setup, seats)
    expected = data["events"]
    if verify:
        _compare(name, 0, recording.events[0], expected)
    for i, raw in enumerate(data["actions"], start=1):
        try:
            action = action_from_json(raw)
            events = recording.submit(action)
        except ActionFormatError as exc:
            raise SaveError(f"{name}: action {i} is damaged ({exc})") from None
        except IllegalAction as exc:
            raise SaveError(f"{name}: action {i} cannot be replayed ({exc})") from None
        if verify:
            _compare(name, i, events, expected)
    if verify and len(expected) != len(data["actions"]) + 1:
        raise SaveError(f"{name}: {len(expected)} event groups recorded for "
                        f"{len(data['actions'])} actions")
    return recording


def _compare(name: str, i: int, events: list[Event], expected: list[Any]) -> None:
    got = [e.to_json() for e in events]
    want = expected[i] if i < len(expected) else None
    if got != want:
        where = "setting up" if i == 0 else f"action {i}"
        raise SaveError(f"{name}: replay differs from the record at {where}")
