"""Broken haunts never pass and never crash (docs/HAUNTS.md): each mistake in a
copy of a haunt folder is one line from the loader naming the file, the haunt
and the field — an unknown step, condition, trigger, modifier, placement, where
key, monster power or token property; a parameter missing or of the wrong kind;
a monster, counter, token or room state used but never defined or put into play;
another haunt's own words; a missing text. `validate` exits 2 on them."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from game.content.loader import load

ROOT = Path(__file__).resolve().parent.parent
FOLDER = "levels/haunts/01_kennel_masters_moon"
FILE = f"{FOLDER}/haunt.json"
Haunt = dict[str, Any]




def edit(tree: Path, change: Callable[[Haunt], object], file: str = FILE) -> None:
    path = tree / file
    data = json.loads(path.read_text("utf-8"))
    change(data)
    path.write_text(json.dumps(data), "utf-8")


def first_monster(h: Haunt) -> dict[str, Any]:
    return next(iter(h["monsters"].values()))


BREAKS: dict[str, tuple[Callable[[Haunt], object], str]] = {
    "unknown step": (lambda h: h["setup"].append({"do": "explode"}), "setup["),
    "unknown condition": (lambda h: h["goals"]["heroes"].append({"if": "moon_is_full"}),
                          "goals.heroes["),
    "condition missing a parameter": (
        lambda h: h["goals"]["heroes"].append({"if": "monsters_dead"}), ".monster"),
    "unknown trigger": (lambda h: h.update(triggers=[{"on": "midnight", "steps": []}]),
                        "triggers[0].on"),
    "trigger with a parameter it does not take": (
        lambda h: h.update(triggers=[{"on": "round_end", "colour": 3, "steps": []}]),
        "triggers[0].colour"),
    "a room placement naming no room": (
        lambda h: h["setup"].append({"do": "spawn", "monster": next(iter(h["monsters"])),
                                     "where": {"room": {"deep": "cellar"}}}), "setup["),
    "unknown modifier": (lambda h: h.update(modifiers=[{"change": "gravity"}]),
                         "modifiers[0].change"),
    "unknown monster power": (lambda h: first_monster(h).update(powers={"teleports": True}),
                              ".powers.teleports"),
    "power parameter of the wrong kind": (
        lambda h: first_monster(h).update(powers={"attacks": {"traits": ["charm"]}}),
        ".powers.attacks.traits"),
    "unknown token property": (lambda h: h.update(tokens={"silver": {"glows": True}}),
                               "tokens.silver.glows"),
    "unknown placement": (lambda h: h["setup"].append(
        {"do": "haunt_token", "token": "silver", "where": {"nearest": 2}}), ".where"),
    "unknown where key": (lambda h: next(iter(h["actions"].values()))["where"].update(
        moon=True), ".where.moon"),
    "a monster it does not define": (lambda h: h["setup"].append(
        {"do": "spawn", "monster": "ghoul", "where": "here"}), ".monster"),
    "a counter nothing adds to": (lambda h: h["goals"]["traitor"].append(
        {"if": "counter", "counter": "fog", "at_least": 2}), "goals.traitor["),
    "a token nothing puts in the house": (lambda h: h["goals"]["traitor"].append(
        {"if": "in_room", "who": "traitor", "token": "moonstone"}), ".token"),
    "a room state it does not declare": (lambda h: h["setup"].append(
        {"do": "mark_room", "state": "flooded"}), ".state"),
    "a bad number": (lambda h: h["setup"].append(
        {"do": "count", "counter": "silver_cast", "n": {"players": {"3": 1}}}), ".n"),
    "another haunt's words": (lambda h: h["setup"].append(
        {"do": "if", "when": {"if": "the_calf_comes_up.grown"}, "then": []}), ""),
    "an unknown bot target": (lambda h: h["bots"]["heroes"]["goto"].append("moon:full"),
                              "bots.heroes.goto["),
    "an unknown traitor rule": (lambda h: h["traitor"].update(rule="tallest"),
                                "traitor.rule"),
}


@pytest.mark.parametrize("name", BREAKS)
def test_each_broken_haunt_is_one_line_naming_file_haunt_and_field(tree: Path, name: str):
    change, field = BREAKS[name]
    edit(tree, change)
    found = [str(e) for e in load()[1]]
    assert len(found) == 1, found
    assert FILE in found[0] and "'kennel_masters_moon'" in found[0], found[0]
    assert field in found[0], found[0]


def test_a_missing_text_is_one_line_naming_the_words_file(tree: Path):
    for lang in ("en", "zh-Hant"):  # gone from the haunt's words in every language
        edit(tree, lambda words: words.pop("monster.hound"), f"{FOLDER}/{lang}.json")
    found = [str(e) for e in load()[1]]
    assert len(found) == 1 and f"{FOLDER}/en.json" in found[0] and "monster.hound" in found[0]


def test_validate_exits_2_with_the_line_and_no_traceback(tmp_path: Path):
    for part in ("game", "levels", "assets"):
        shutil.copytree(ROOT / part, tmp_path / part,
                        ignore=shutil.ignore_patterns("__pycache__"))
    edit(tmp_path, BREAKS["unknown trigger"][0])
    out = subprocess.run([sys.executable, "-m", "game", "validate"], cwd=tmp_path,
                         capture_output=True, text=True, timeout=120)
    assert out.returncode == 2
    assert "Traceback" not in out.stdout + out.stderr
    assert f"{FILE}: entry 'kennel_masters_moon' field 'triggers[0].on'" in out.stdout
