"""Loading a step at a time (game.saves.loading) reads exactly what loading at once
reads: the parser taken a list element at a time gives json.loads' value and refuses
what it refuses; the checksum hashed an element at a time is the same sum; progress
only grows, from 0 to 1; and closing it midway leaves nothing behind."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.recording import Recording
from game.saves import (
    SaveError,
    _checksum,
    _parsing,
    _run,
    _signing,
    load,
    loading,
    save,
    save_data,
)
from game.sim import setup_for
from tests.helpers import content
from tests.test_load_progress import long_game

TEXTS = [
    '{"a": [1, 2, [3, {"b": []}]], "c": {"d": [4]}, "e": "x"}',
    ' \n{ "a" : [ ] , "b":[ {"c": 1} ,2 ] }\t\r\n',
    '{"a": [1], "a": [2, 3]}',  # a repeated name: the last one counts, as in json.loads
    "{}", "[1, 2]", '"text"', "3", '{"a": NaN, "b": [Infinity, -Infinity]}',
    '{"a": "\\u00e9\\n", "b": [true, false, null, 1.5e3]}',
]
BROKEN = ['{"a": [1, 2,]}', '{"a": [1 2]}', '{"a": [1], }', '{"a" [1]}', '{"a": [1]} x',
          '{"a": [1]', '{a: [1]}', "{", '{"a": [', "", '{"a": [1], "b": 2}}', "\ufeff{}",
          '{"a": [' + "[" * 100_000 + "]" * 100_000 + "]}"]


@pytest.mark.parametrize("text", TEXTS)
def test_parsing_a_step_at_a_time_gives_what_json_gives(text: str) -> None:
    assert _run(_parsing(text)) == json.loads(text)


@pytest.mark.parametrize("text", BROKEN)
def test_parsing_a_step_at_a_time_refuses_what_json_refuses(text: str) -> None:
    for parse in (json.loads, lambda s: _run(_parsing(s))):
        with pytest.raises((ValueError, RecursionError)):
            parse(text)


def test_the_checksum_a_step_at_a_time_is_the_same_sum() -> None:
    data = save_data(Recording(content(), setup_for(content(), 2, 5)))
    body = {k: v for k, v in data.items() if k != "checksum"}
    assert _run(_signing(body)) == _checksum(body) == data["checksum"]
    odd = {"b": [], "a": [{"z": 1, "y": [2, "é"]}, None], "c": {"q": 1.5}}
    assert _run(_signing(odd)) == _checksum(odd)


def test_progress_grows_to_one_and_a_closed_loading_leaves_the_file(tmp_path: Path) -> None:
    rec = long_game(200)
    path = tmp_path / "s.json"
    save(path, rec)
    steps = loading(path, content())
    seen = []
    while True:
        try:
            seen.append(next(steps))
        except StopIteration as done:
            loaded = done.value
            break
    assert seen == sorted(seen) and seen[0] >= 0 and seen[-1] == 1.0
    assert loaded.game.state == rec.game.state == load(path, content()).game.state
    half = loading(path, content())
    for _ in range(len(seen) // 2):
        next(half)
    half.close()
    assert load(path, content(), verify=True).game.state == rec.game.state


def test_told_hears_setting_up_and_each_action(tmp_path: Path) -> None:
    rec = long_game(50)
    path = tmp_path / "s.json"
    save(path, rec)
    heard: list[int] = []
    _run(loading(path, content(), told=lambda _g, events: heard.append(len(events))))
    assert heard == [len(batch) for batch in rec.events]


def test_a_refusal_while_stepping_is_the_same_as_at_once(tmp_path: Path) -> None:
    path = tmp_path / "s.json"
    path.write_text('{"format": 1, "actions": [1, 2,]}')
    with pytest.raises(SaveError) as stepping:
        _run(loading(path, content()))
    with pytest.raises(SaveError) as at_once:
        load(path, content())
    assert stepping.value.key == at_once.value.key == "not_json"
