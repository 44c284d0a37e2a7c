"""Games that are never lost: a writer killed at random moments always leaves a save
that loads, and thousands of damaged saves are refused in one line (or load), never
with another exception and never hanging."""

from __future__ import annotations

import json
import os
import random
import re
import select
import signal
import subprocess
import sys
import time
from collections import Counter
from contextlib import suppress
from pathlib import Path
from typing import Any

import pytest

from game.ai import RandomBot
from game.recording import Recording
from game.saves import (
    SaveError,
    _checksum,
    is_autosave,
    load,
    remove_stale_temporaries,
    save,
    save_files,
)
from game.sim import setup_for
from tests.helpers import content

ROOT = Path(__file__).resolve().parent.parent
KILLS = 24  # bounded by count, not by the clock: a busy machine only takes longer
START_WAIT = 120.0  # seconds a writer may take to start before the test calls it hung
FUZZ_CASES = 2400


# ---- a) killed while saving ------------------------------------------------------------

def _check_folder(folder: Path) -> Recording:
    files = save_files(folder)  # temporary files (.*.tmp) are not save files
    assert files, "no save survived"
    newest = load(files[0], content(), verify=True)
    for path in files:
        if is_autosave(path):
            load(path, content(), verify=True)
    return newest


@pytest.mark.skipif(os.name != "posix", reason="waits on the writer's pipe with select")
def test_a_writer_killed_at_random_moments_always_leaves_a_good_save(tmp_path: Path) -> None:
    rng = random.Random(20261121)
    folder = tmp_path / "saves"
    folder.mkdir()
    kills = 0
    progress: tuple[Any, int] | None = None
    while kills < KILLS:
        proc = subprocess.Popen([sys.executable, "-m", "tests.save_writer", str(folder), "7"],
                                cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        try:
            ready, _, _ = select.select([proc.stdout], [], [], START_WAIT)
            assert ready, "the writer did not start"
            assert proc.stdout is not None and proc.stdout.readline() == b"ready\n", \
                proc.communicate()[1].decode(errors="replace")
            time.sleep(rng.uniform(0.0, 0.05))
            assert proc.poll() is None, proc.communicate()[1].decode(errors="replace")
            proc.kill()  # SIGKILL: no clean-up, no flush
            proc.communicate()
        finally:
            if proc.poll() is None:
                proc.kill()
                proc.communicate()
        assert proc.returncode == -signal.SIGKILL
        kills += 1
        newest = _check_folder(folder)
        # nothing saved is lost: the same game never goes back
        if progress is not None and progress[0] == newest.setup:
            assert len(newest.actions) >= progress[1]
        progress = (newest.setup, len(newest.actions))
    left = len(list(folder.glob(".*.tmp")))  # kills that landed in the middle of a write
    assert remove_stale_temporaries(folder, older_than=1e9) == left  # their writers are gone
    assert not list(folder.glob(".*.tmp"))
    print(f"\n{kills} kills ({left} mid-write); {len(save_files(folder))} saves; newest has "
          f"{progress[1] if progress else 0} actions")


# ---- b) damaged saves ------------------------------------------------------------------

def _played(seed: int, actions: int) -> Recording:
    rec = Recording(content(), setup_for(content(), seed, 4))
    bot = RandomBot(seed)
    while rec.game.prompt is not None and len(rec.actions) < actions:
        seat = rec.game.prompt.seat
        rec.submit(bot.decide(rec.game, seat, rec.game.legal_actions(seat)))
    return rec


DEEP = "[" * 10_000 + "]" * 10_000
DEEP_MARK = "__deep__"
SECTIONS = ("format", "content", "setup", "seats", "summary", "actions", "actions",
            "actions", "events", "checksum")


def _nodes(value: Any, where: list[tuple[Any, Any]]) -> None:
    if isinstance(value, dict):
        for k, v in value.items():
            where.append((value, k))
            _nodes(v, where)
    elif isinstance(value, list):
        for i, v in enumerate(value):
            where.append((value, i))
            _nodes(v, where)


def _odd_value(rng: random.Random, old: Any) -> Any:
    choices: list[Any] = [
        None, True, False, 0, -1, 1.5, float("inf"), "", "x" * rng.choice((10, 100_000)),
        [], {}, [old], {"x": old}, 10 ** rng.randint(18, 4000), -(10 ** rng.randint(18, 300)),
        1e308, "\n\u2028line\x00", {"type": "end_turn"}, {"type": "move", "to": "\n" * 5},
        DEEP_MARK, list(range(rng.randint(0, 50))), str(old)]
    if isinstance(old, int) and not isinstance(old, bool):
        choices += [old + 1, old - 1, -old, old * 1000]
    return rng.choice(choices)


def _mutate(rng: random.Random, base: dict[str, Any]) -> dict[str, Any]:
    data = json.loads(json.dumps(base))
    section = rng.choice(SECTIONS)
    where: list[tuple[Any, Any]] = [(data, section)]
    _nodes(data.get(section), where)
    for _ in range(rng.choice((1, 1, 1, 2, 5))):
        container, key = rng.choice(where)
        if rng.random() < 0.3:  # a field removed
            if isinstance(container, dict):
                container.pop(key, None)
            elif key < len(container):
                del container[key]
            where = [(data, section)]
            _nodes(data.get(section), where)
        elif isinstance(container, dict) or key < len(container):
            container[key] = _odd_value(rng, container[key] if isinstance(container, list)
                                        else container.get(key))
    return data


def _text(data: dict[str, Any], rng: random.Random) -> str:
    if rng.random() < 0.6:  # as a forger would: signed again
        with suppress(ValueError, RecursionError):
            data["checksum"] = _checksum({k: v for k, v in data.items() if k != "checksum"})
    text = json.dumps(data, separators=(",", ":"))
    return text.replace(json.dumps(DEEP_MARK), DEEP)


def _damaged(rng: random.Random, base: dict[str, Any], raw: bytes) -> bytes:
    kind = rng.randrange(6)
    if kind == 0:  # truncated
        return raw[:rng.randrange(len(raw))]
    if kind == 1:  # bytes flipped
        out = bytearray(raw)
        for _ in range(rng.choice((1, 2, 8, 64))):
            out[rng.randrange(len(out))] = rng.randrange(256)
        return bytes(out)
    if kind == 2:  # a huge number or a deep nest put straight into the text
        text = raw.decode()
        at = rng.randrange(len(text))
        junk = rng.choice(("9" * 5000, "1e999", "-1" + "0" * 400, DEEP, '"' + "y" * 50_000))
        return (text[:at] + junk + text[at:]).encode()
    return _text(_mutate(rng, base), rng).encode()  # fields removed, wrong types, ...


def test_thousands_of_damaged_saves_load_or_are_refused_in_one_line(tmp_path: Path) -> None:
    rng = random.Random(1121)
    rec = _played(9, 60)
    good = tmp_path / "good.json"
    save(good, rec)
    raw = good.read_bytes()
    base = json.loads(raw)
    file = tmp_path / "damaged.json"
    outcomes: Counter[str] = Counter()
    for case in range(FUZZ_CASES):
        file.write_bytes(_damaged(rng, base, raw))
        try:
            load(file, content(), verify=True)
            outcomes["loaded"] += 1
        except SaveError as exc:
            message = str(exc)
            assert message.startswith("damaged.json: "), (case, message)
            assert len(message.splitlines()) == 1 and message == message.strip(), (case, message)
            assert len(message) <= 300, (case, message)
            what = message.split(": ", 1)[1].split(" (")[0].split(":")[0]
            outcomes[re.sub(r"-?\d+", "N", what)[:48]] += 1
    assert sum(outcomes.values()) == FUZZ_CASES
    print(f"\n{FUZZ_CASES} damaged saves:")
    for what, n in outcomes.most_common():
        print(f"  {n:5} {what}")
