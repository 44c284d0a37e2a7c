"""Broken content never passes and never crashes: each way of breaking a copy of
levels/ (a reference into nothing, a malformed value, an unreadable file) is one
line from the loader naming the file, the entry and the field — and one broken
file is reported once, not with every reference into it. `validate`, `--smoke`
and `play` refuse it with that line and exit 2, never a traceback."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from game.content.loader import load

ROOT = Path(__file__).resolve().parent.parent
KENNEL = "levels/haunts/01_kennel_masters_moon/haunt.json"
PSALTER = "levels/haunts/03_salt_and_psalter/haunt.json"
ITEMS = "levels/cards/items.json"
EVENTS = "levels/cards/events.json"
DEPTH = 3000  # deeper than Python's own recursion limit


def edit_json(rel: str, change: Callable[[Any], object]) -> Callable[[Path], None]:
    def run(tree: Path) -> None:
        path = tree / rel
        data = json.loads(path.read_text("utf-8"))
        change(data)
        path.write_text(json.dumps(data), "utf-8")
    return run


def replace(rel: str, old: str, new: str) -> Callable[[Path], None]:
    def run(tree: Path) -> None:
        path = tree / rel
        before = path.read_text("utf-8")
        assert old in before, old
        path.write_text(before.replace(old, new, 1), "utf-8")
    return run


def remove(rel: str) -> Callable[[Path], None]:
    return lambda tree: (tree / rel).unlink()


def card(cid: str, change: Callable[[dict[str, Any]], object]) -> Callable[[Any], None]:
    def run(data: Any) -> None:
        change(next(c for c in data["cards"] if c["id"] == cid))
    return run


def nested(depth: int) -> Callable[[Path], None]:
    """An event card whose step nests `depth` levels of `if` deep."""
    step = '{"do": "if", "when": {}, "then": ['
    deep = step * depth + '{"do": "gain", "trait": "might", "n": 1}' + "]}" * depth
    return replace(EVENTS, '"cards": [', f'"cards": [{{"id": "deep", "on_draw": [{deep}]}},')


def stray_tiles(tree: Path) -> None:
    """Every placed tile in house.tmx a gid the tileset lacks."""
    path = tree / "levels/house.tmx"
    path.write_text(re.sub(r"(?<=[,\n])[1-9]\d*(?=,)", "99", path.read_text("utf-8")), "utf-8")


# name -> (break, file, the rest of the one line: entry and field)
BREAKS: dict[str, tuple[Callable[[Path], None], str, str]] = {
    "a haunt spawns a monster it does not define": (
        edit_json(KENNEL, lambda h: h["setup"].append(
            {"do": "spawn", "monster": "ghoul", "where": "here"})),
        KENNEL, "entry 'kennel_masters_moon' field 'setup[3].monster'"),
    "a haunt counts a monster it does not define": (
        edit_json(KENNEL, lambda h: h["goals"]["heroes"].append(
            {"if": "monsters_dead", "monster": "ghoul"})),
        KENNEL, "entry 'kennel_masters_moon' field 'goals.heroes["),
    "a traitor holder names a missing card": (
        edit_json(PSALTER, lambda h: h["traitor"].update(card="lost_book")),
        PSALTER, "entry 'salt_and_psalter' field 'traitor.card'"),
    "a weapon with an unknown trait": (
        edit_json(ITEMS, card("crowbar", lambda c: c["weapon"].update(trait="charm"))),
        ITEMS, "entry 'crowbar' field 'weapon.trait'"),
    "a weapon that is not an object": (
        edit_json(ITEMS, card("crowbar", lambda c: c.update(weapon=3))),
        ITEMS, "entry 'crowbar' field 'weapon'"),
    "a weapon with an unknown field": (
        edit_json(ITEMS, card("crowbar", lambda c: c["weapon"].update(range=2))),
        ITEMS, "entry 'crowbar' field 'weapon.range'"),
    "a card moves you to a room that does not exist": (
        edit_json(EVENTS, card("image_in_the_mirror", lambda c: c["on_draw"].append(
            {"do": "move", "to": "nowhere"}))),
        EVENTS, "entry 'image_in_the_mirror' field 'on_draw[1].to'"),
    "a card moves you by a room filter the game does not know": (
        edit_json(EVENTS, card("image_in_the_mirror", lambda c: c["on_draw"].append(
            {"do": "move", "to": "choose", "filter": {"floor": "attic"}}))),
        EVENTS, "entry 'image_in_the_mirror' field 'on_draw[1].filter'"),
    "a card's condition with an unknown filter": (
        edit_json(EVENTS, card("image_in_the_mirror", lambda c: c["on_draw"].append(
            {"do": "if", "when": {"flor": "basement"}, "then": []}))),
        EVENTS, "entry 'image_in_the_mirror' field 'on_draw[1].when.flor'"),
    "a card's option only in a room that does not exist": (
        edit_json(EVENTS, card("image_in_the_mirror", lambda c: c["on_draw"].append(
            {"do": "choice", "options": [{"key": "x", "when": {"room": "nowhere"}}]}))),
        EVENTS, "entry 'image_in_the_mirror' field 'on_draw[1].options[0].when.room'"),
    "a haunt's filter of the wrong kind": (
        edit_json(KENNEL, lambda h: h["setup"].append(
            {"do": "if", "when": {"alone": "yes"}, "then": []})),
        KENNEL, "entry 'kennel_masters_moon' field 'setup[3].when.alone'"),
    "a haunt moves you to a room that does not exist": (
        edit_json(KENNEL, lambda h: h["setup"].append({"do": "move", "to": "nowhere"})),
        KENNEL, "entry 'kennel_masters_moon' field 'setup[3].to'"),
    "a room tile whose image is missing": (  # a room without an omen symbol: off the chart
        remove("assets/rooms/sewing_room.png"), "levels/rooms.tsx",
        "entry 'sewing_room' field 'image'"),
    "two rooms with the same id": (
        replace("levels/rooms.tsx", 'name="room" value="foyer"',
                'name="room" value="entrance_hall"'),
        "levels/rooms.tsx", "entry 'entrance_hall' field 'room'"),
    "a tile in the house the tileset lacks": (
        replace("levels/house.tmx", ",5,", ",99,"), "levels/house.tmx",
        "entry 'basement' field 'cell 4,4'"),
    "an origin that is not a whole number": (
        replace("levels/house.tmx", 'name="origin_x" type="int" value="4"',
                'name="origin_x" value="four"'),
        "levels/house.tmx", "entry 'map' field 'origin_x'"),
    "a card nested past the limit": (nested(80), EVENTS, "entry 'deep' field 'cards[0]"),
    "a card nested a few thousand levels deep": (nested(DEPTH), EVENTS, "nested deeper"),
    "a tileset without tiles": (
        lambda tree: (tree / "levels/rooms.tsx").write_text(
            '<?xml version="1.0"?><tileset name="rooms" tilewidth="64" tileheight="64" '
            'tilecount="0" columns="0"></tileset>'), "levels/rooms.tsx", "holds no tiles"),
    "a house that is not a map": (
        lambda tree: (tree / "levels/house.tmx").write_text('<?xml version="1.0"?><x/>'),
        "levels/house.tmx", "uses no tileset"),
    "every tile one the tileset lacks": (
        stray_tiles, "levels/house.tmx", "not in the tileset levels/rooms.tsx (and 4 more"),
    "a haunt file holding null": (
        lambda tree: (tree / KENNEL).write_text("null"), KENNEL, "holds only null"),
    "bad XML in the tileset": (
        replace("levels/rooms.tsx", "<grid", "<grid <<"), "levels/rooms.tsx",
        "not valid Tiled XML (not well-formed (invalid token): line 3"),
    "the tileset is missing": (remove("levels/rooms.tsx"), "levels/rooms.tsx",
                               "file is missing"),
    "the house is missing": (remove("levels/house.tmx"), "levels/house.tmx",
                             "file is missing"),
    "a card file is missing": (remove(ITEMS), ITEMS, "file is missing"),
    "the omens are missing": (remove("levels/cards/omens.json"), "levels/cards/omens.json",
                              "file is missing"),
    "a haunt folder is missing": (
        lambda tree: shutil.rmtree(tree / "levels/haunts/01_kennel_masters_moon"),
        "levels/haunts/chart.csv", "no haunt has number 1 (there are 2, "),
    "the English UI texts are broken": (
        replace("assets/text/en/ui.json", "{", "{{"), "assets/text/en/ui.json",
        "not valid JSON"),
}


@pytest.mark.parametrize("name", BREAKS)
def test_each_break_is_one_line_naming_file_entry_and_field(tree: Path, name: str) -> None:
    change, file, where = BREAKS[name]
    change(tree)
    found = [str(e) for e in load()[1]]
    assert found, "passed as valid"
    assert found[0].startswith(f"{file}: ") and where in found[0], found
    # one line; a second only where the break itself removes a room the rules name
    assert len(found) == 1 or (name == "two rooms with the same id" and len(found) == 2
                               and "'foyer'" in found[1]), found


def run(folder: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "PATH": "/usr/bin:/bin",
           "HOUSE_CONFIG_DIR": str(folder / "config"), "HOUSE_LOG_DIR": str(folder / "log")}
    return subprocess.run([sys.executable, "-m", "game", *args], cwd=folder, env=env,
                          capture_output=True, text=True, timeout=120)


@pytest.mark.parametrize("name", ["a tile in the house the tileset lacks",
                                  "an origin that is not a whole number",
                                  "a card nested a few thousand levels deep",
                                  "the English UI texts are broken"])
def test_validate_and_play_refuse_with_the_line_and_no_traceback(broken_copy: Path,
                                                                 name: str) -> None:
    change, file, where = BREAKS[name]
    change(broken_copy)
    for verb, stream in (("validate", "stdout"), ("play", "stderr")):
        out = run(broken_copy, verb)
        assert out.returncode == 2, (verb, out.stdout, out.stderr)
        assert "Traceback" not in out.stdout + out.stderr, (verb, out.stderr)
        lines = [line for line in getattr(out, stream).splitlines() if line.startswith(file)]
        assert len(lines) == 1 and where in lines[0], (verb, out.stdout, out.stderr)


def test_a_broken_ui_text_file_leaves_every_command_working(broken_copy: Path) -> None:
    BREAKS["the English UI texts are broken"][0](broken_copy)
    assert run(broken_copy, "--help").returncode == 0  # the description reads a text
    out = run(broken_copy, "--smoke")
    assert out.returncode == 2 and "Traceback" not in out.stdout + out.stderr
    assert "assets/text/en/ui.json: not valid JSON" in out.stderr
