"""The command-line verbs: validate, replay, simulate, and their exit codes."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from game.text import LANGUAGES, set_language

ROOT = Path(__file__).resolve().parent.parent


def run(*args: str, cwd: Path = ROOT) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "game", *args], capture_output=True,
                          text=True, cwd=cwd, timeout=300)


def test_validate_reports_counts() -> None:
    out = run("validate", "--json")
    assert out.returncode == 0, out.stdout + out.stderr
    data = json.loads(out.stdout)
    assert data["errors"] == []
    assert data["rooms"] >= 45 and data["explorers"] == 12
    assert min(data["omens"], data["items"], data["events"]) >= 10
    assert set(data) == {"rooms", "explorers", "omens", "items", "events", "haunts", "errors",
                         "chart", "languages"}
    assert sum(data["chart"].values()) == 221 and len(data["chart"]) == data["haunts"]
    assert set(data["languages"]) == {"en", "zh-Hant"} and data["languages"]["en"] > 1000


@pytest.mark.parametrize(("file", "old", "new", "expect"), [
    ("levels/explorers.json", '"birthday": "01-19"', '"birthday": "13-45"',
     "levels/explorers.json: entry 'ingrid_solberg' field 'birthday'"),
    ("levels/cards/omens.json", '"do": "contest"', '"do": "explode"',
     "levels/cards/omens.json: entry 'bite' field 'on_draw[0].do'"),
    ("levels/rooms.tsx", 'name="doors" value="E,S"', 'name="doors" value="Q"',
     "levels/rooms.tsx: entry 'gymnasium' field 'doors'"),
    ("levels/cards/items.json", '{"id": "revolver"', '{"id": "revolver", "colour": 1',
     "levels/cards/items.json: entry 'revolver' field 'colour'"),
    ("levels/cards/events.json", '"cards"', '"cardz"',
     "levels/cards/events.json: field 'cards'"),
    ("levels/house.tmx", "<map", "<<map", "levels/house.tmx: not valid Tiled XML"),
    ("levels/haunts/chart.csv", "\nsolarium,3,10,", "\nsolarium,3,10/3,",
     "levels/haunts/chart.csv: entry 'solarium' field 'dog'"),
])
def test_a_broken_content_file_gets_one_line(broken_copy: Path, file: str, old: str, new: str,
                                             expect: str) -> None:
    path = broken_copy / file
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    out = run("validate", cwd=broken_copy)
    assert out.returncode == 2
    assert "Traceback" not in out.stdout + out.stderr
    assert expect in out.stdout


def test_simulate_reports_and_saves(tmp_path: Path) -> None:
    out = run("simulate", "--games", "6", "--players", "4", "--seed", "2", "--json",
              "--save-dir", str(tmp_path))
    assert out.returncode == 0, out.stderr
    data = json.loads(out.stdout)
    for key in ("games", "errors", "turns", "omens_drawn", "haunts_started",
                "actions_per_second", "games_per_second"):
        assert key in data
    assert data["games"] == 6 and data["errors"] == 0 and data["haunts_started"] == 6
    saves = sorted(tmp_path.glob("*.json"))
    assert len(saves) == 6
    replay = run("replay", str(saves[0]), "--verify")
    assert replay.returncode == 0, replay.stderr
    assert "every recorded event matches" in replay.stdout


def test_replay_of_a_damaged_file_exits_2(tmp_path: Path,
                                          language: Callable[[str], None]) -> None:
    from game.saves import SaveError, message

    bad = tmp_path / "bad.json"
    bad.write_text('{"format": 1, "content"')
    out = run("replay", str(bad))
    assert out.returncode == 2
    assert out.stderr.strip().count("\n") == 0
    assert "bad.json" in out.stderr and "Traceback" not in out.stderr
    chinese = run("--lang", "zh-Hant", "replay", str(bad))
    assert chinese.returncode == 2 and chinese.stderr.strip().count("\n") == 0
    language("zh-Hant")
    assert chinese.stderr == message(SaveError("not_json", "bad.json")) + "\n"


@pytest.fixture
def language() -> Iterator[Callable[[str], None]]:
    """Switch the language for one test; English again after it."""
    yield set_language
    set_language("en")


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize(("text", "key", "params"), [
    ('{"format": 1, "content"', "not_json", {}),
    ('{"format": 7}', "format_newer", {"format": 7, "current": 1}),
])
def test_replay_says_the_refusal_in_one_line_in_each_language(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], language: Callable[[str], None],
        lang: str, text: str, key: str, params: dict[str, int]) -> None:
    from game.cli import main
    from game.saves import SaveError, message

    bad = tmp_path / "bad.json"
    bad.write_text(text)
    language(lang)
    assert main(["replay", str(bad)]) == 2
    err = capsys.readouterr().err
    assert err == message(SaveError(key, "bad.json", **params)) + "\n"
    assert len(err.splitlines()) == 1 and err.startswith("bad.json")


def test_play_without_a_screen_says_so_in_one_line(tmp_path: Path) -> None:
    env = {**os.environ, "SDL_VIDEODRIVER": "no-such-driver",
           "SDL_AUDIODRIVER": "dummy", "HOUSE_CONFIG_DIR": str(tmp_path)}
    out = subprocess.run([sys.executable, "-m", "game"], capture_output=True, text=True,
                         cwd=ROOT, timeout=120, env=env)
    assert out.returncode == 2
    assert "window cannot open" in out.stderr and "Traceback" not in out.stderr


def test_play_with_broken_content_lists_the_problem(broken_copy: Path, tmp_path: Path) -> None:
    path = broken_copy / "levels/explorers.json"
    path.write_text(path.read_text().replace('"birthday": "01-19"', '"birthday": "x"'))
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           "HOUSE_CONFIG_DIR": str(tmp_path)}
    out = subprocess.run([sys.executable, "-m", "game"], capture_output=True, text=True,
                         cwd=broken_copy, timeout=120, env=env)
    assert out.returncode == 2
    assert "levels/explorers.json: entry 'ingrid_solberg' field 'birthday'" in out.stderr


def test_simulate_json_is_only_json_on_stdout(monkeypatch: pytest.MonkeyPatch,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    import game.sim
    from game.cli import main

    def failing(*args: object, **kwargs: object) -> game.sim.Report:
        report = game.sim.Report(games=1)
        report.failures.append(game.sim.Failure(7, 3, "card x is in 0 places"))
        return report

    monkeypatch.setattr(game.sim, "simulate", failing)
    assert main(["simulate", "--games", "1", "--json"]) == 1
    out = capsys.readouterr()
    assert json.loads(out.out)["errors"] == 1  # stdout: the JSON and nothing else
    assert out.out.count("\n") == 1
    assert "failed at action 3: card x is in 0 places" in out.err


def test_replay_verify_checks_the_engine_invariants(monkeypatch: pytest.MonkeyPatch,
                                                    tmp_path: Path,
                                                    capsys: pytest.CaptureFixture[str]) -> None:
    import game.engine.invariants
    from game.cli import main

    assert run("simulate", "--games", "1", "--seed", "5", "--save-dir",
               str(tmp_path)).returncode == 0
    save = next(tmp_path.glob("*.json"))
    assert main(["replay", str(save), "--verify"]) == 0
    calls: list[int] = []

    def broken_at_the_third(game: object) -> list[str]:
        calls.append(1)
        return ["tile x is in 2 places"] if len(calls) == 3 else []

    monkeypatch.setattr(game.engine.invariants, "problems", broken_at_the_third)
    assert main(["replay", str(save), "--verify"]) == 1
    err = capsys.readouterr().err
    assert "action 3" in err and "tile x is in 2 places" in err


def test_replay_at_prints_the_game_after_that_action_and_the_seek_time(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from game.cli import main
    from game.engine.rules.traits import trait_value
    from game.saves import load
    from tests.helpers import content

    assert run("simulate", "--games", "1", "--seed", "5", "--save-dir",
               str(tmp_path)).returncode == 0
    save = next(tmp_path.glob("*.json"))
    recording = load(save, content())
    at = len(recording.actions) // 2
    assert main(["replay", str(save), "--at", str(at), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    game = recording.seek(at)
    st = game.state
    assert (data["at"], data["actions"], data["turn"], data["active_seat"]) == \
        (at, len(recording.actions), st.turn.number, st.prompt.seat if st.prompt else None)
    assert [(f["seat"], f["room"], f["traits"]["might"]) for f in data["figures"]] == \
        [(f.seat, f.room, trait_value(game, f.seat, "might")) for f in st.figures]
    assert len(data["monsters"]) == len(st.monsters)
    assert isinstance(data["seconds"], float) and data["seconds"] >= 0
    assert main(["replay", str(save), "--at", "99999", "--json"]) == 0  # past the end: the end
    assert json.loads(capsys.readouterr().out)["at"] == len(recording.actions)


def test_perf_reports_the_engines_speed_alone() -> None:
    out = run("perf", "--games", "1", "--json")
    assert out.returncode == 0, out.stderr
    data = json.loads(out.stdout)
    assert set(data) == {"games", "seed", "actions", "actions_per_second", "copy_us",
                         "legal_actions_us"}
    assert data["games"] == 1 and data["actions"] > 0 and data["actions_per_second"] > 0
    assert data["copy_us"] > 0 and data["legal_actions_us"] > 0
