"""Every field of a save is checked strictly -- its type and range, no coercion, no
unknown fields -- and what a save may hold is bounded (game.saves MAX_*): a hostile
save is refused in one line naming the file, never crashes, never slows the Load
screen, and never harms another save."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from game.engine import Setup
from game.recording import Recording
from game.saves import (
    MAX_ACTIONS,
    MAX_NAME,
    MAX_WORD,
    SaveError,
    _checksum,
    load,
    peek,
    save,
)
from game.sim import setup_for
from game.text import set_language
from tests.helpers import content


@pytest.fixture(autouse=True)
def english() -> Iterator[None]:
    set_language("en")
    yield
    set_language("en")


GOOD = {"seed": 7, "explorers": ["a", "b", "c"], "today": [11, 21]}


def test_setup_from_json_takes_exactly_its_fields_and_types() -> None:
    assert Setup.from_json(GOOD) == Setup(7, ("a", "b", "c"), (11, 21))
    assert Setup.from_json({**GOOD, "avoid": [3]}).avoid == (3,)
    for bad in ({**GOOD, "seed": "7"}, {**GOOD, "seed": 7.0}, {**GOOD, "seed": True},
                {**GOOD, "seed": 1 << 64}, {**GOOD, "explorers": "abc"},
                {**GOOD, "explorers": ["a", 1]}, {**GOOD, "explorers": ["x" * 65]},
                {**GOOD, "today": ["11", 21]}, {**GOOD, "today": [11]},
                {**GOOD, "today": [13, 1]}, {**GOOD, "today": [11, 21, 1]},
                {**GOOD, "avoid": ["3"]}, {**GOOD, "avoid": 3}, {**GOOD, "cheat": 1},
                {"seed": 7, "explorers": ["a"]}, [], None, "setup"):
        with pytest.raises(ValueError):
            Setup.from_json(bad)  # type: ignore[arg-type]


def _forged(tmp_path: Path, change: Callable[[dict[str, Any]], None],
            players: int = 3) -> Path:
    """A save edited by `change` and signed again, as a forger would."""
    rec = Recording(content(), setup_for(content(), 5, players))
    file = tmp_path / "f.json"
    save(file, rec)
    data = json.loads(file.read_text())
    change(data)
    body = {k: v for k, v in data.items() if k != "checksum"}
    file.write_text(json.dumps({**body, "checksum": _checksum(body)}))
    return file


def _refused(file: Path, key: str) -> str:
    with pytest.raises(SaveError) as err:
        load(file, content(), verify=True)
    assert err.value.key == key, str(err.value)
    line = str(err.value)
    assert line.startswith(file.name) and "\n" not in line
    return line


@pytest.mark.parametrize("players", [1, 2])
def test_saves_of_one_or_two_explorers_are_refused_naming_the_file(
        tmp_path: Path, players: int) -> None:
    def seats(d: dict[str, Any]) -> None:  # R2.1: the game seats 3 to 6
        d["setup"]["explorers"] = d["setup"]["explorers"][:players]
        d["seats"] = d["seats"][:players]

    line = _refused(_forged(tmp_path, seats), "seat_count")
    assert line == f"f.json: this save has {players} explorers; a game seats 3 to 6"


def test_extra_fields_and_coerced_values_are_refused(tmp_path: Path) -> None:
    def extra(d: dict[str, Any]) -> None:
        d["cheat"] = True

    _refused(_forged(tmp_path, extra), "part_unknown")

    def seat_extra(d: dict[str, Any]) -> None:
        d["seats"][0]["colour"] = "red"

    _refused(_forged(tmp_path, seat_extra), "seats_unreadable")

    def seed_text(d: dict[str, Any]) -> None:
        d["setup"]["seed"] = str(d["setup"]["seed"])

    _refused(_forged(tmp_path, seed_text), "setup_unreadable")

    def setup_extra(d: dict[str, Any]) -> None:
        d["setup"]["bonus"] = 1

    _refused(_forged(tmp_path, setup_extra), "setup_unreadable")


def test_a_save_holds_bounded_names_and_actions(tmp_path: Path) -> None:
    def long_name(d: dict[str, Any]) -> None:
        d["seats"][0]["name"] = "N" * (MAX_NAME + 1)

    _refused(_forged(tmp_path, long_name), "seats_unreadable")

    def long_summary_name(d: dict[str, Any]) -> None:  # the Load screen reads this one
        d["summary"]["players"][0] = "N" * 20_000

    file = _forged(tmp_path, long_summary_name)
    with pytest.raises(SaveError) as err:
        peek(file)
    assert err.value.key == "summary_unreadable"

    def long_haunt(d: dict[str, Any]) -> None:
        d["summary"]["haunt"] = "h" * (MAX_WORD + 1)

    _refused(_forged(tmp_path, long_haunt), "summary_unreadable")

    def many(d: dict[str, Any]) -> None:  # refused before any replay
        d["actions"] = [{"type": "end_turn"}] * (MAX_ACTIONS + 1)

    line = _refused(_forged(tmp_path, many), "too_many_actions")
    assert str(MAX_ACTIONS) in line


def test_a_refused_save_leaves_the_others_loadable(tmp_path: Path) -> None:
    good = tmp_path / "good.json"
    save(good, Recording(content(), setup_for(content(), 2, 4)))

    def extra(d: dict[str, Any]) -> None:
        d["x"] = 1

    _refused(_forged(tmp_path, extra), "part_unknown")
    assert load(good, content(), verify=True).game.state.turn.number == 1
