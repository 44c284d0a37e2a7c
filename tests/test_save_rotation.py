"""Autosaves rotate crash-safely, per game, and never grow without end; temporaries
left by a killed writer are cleaned at the next start (game.saves.autosave)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from game import saves
from game.ai import RandomBot
from game.recording import Recording
from game.saves import (
    AUTOSAVE,
    autosave,
    game_id,
    load,
    remove_stale_temporaries,
    save_files,
)
from game.sim import setup_for
from tests.helpers import content


def _game(seed: int) -> Recording:
    return Recording(content(), setup_for(content(), seed, 4))


def _step(rec: Recording, bot: RandomBot) -> None:
    seat = rec.game.prompt.seat
    rec.submit(bot.decide(rec.game, seat, rec.game.legal_actions(seat)))


class Killed(BaseException):
    """Stands for kill -9 at one rename: nothing after it runs."""


def test_killed_at_every_rename_the_newest_complete_save_is_listed(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    rec, bot = _game(3), RandomBot(3)
    base = tmp_path / "saves"
    for _ in range(4):  # three autosaves on disk, the rotation full
        _step(rec, bot)
        autosave(base, rec)
    saved = len(rec.actions)
    _step(rec, bot)
    gid = game_id(rec.setup)
    real = os.replace
    for stop in range(4):  # new to 0, then 2 to 3, 1 to 2, 0 to 1: killed before `stop`
        work, snap = tmp_path / f"work{stop}", tmp_path / f"snap{stop}"
        shutil.copytree(base, work)
        done: list[int] = []

        def replace(src: object, dst: object, _stop: int = stop, _work: Path = work,
                    _snap: Path = snap, _done: list[int] = done) -> None:
            if len(_done) == _stop:
                shutil.copytree(_work, _snap)  # the folder as the kill leaves it
                raise Killed
            _done.append(1)
            real(src, dst)  # type: ignore[arg-type]

        monkeypatch.setattr(saves.os, "replace", replace)
        with pytest.raises(Killed):
            autosave(work, rec)
        monkeypatch.setattr(saves.os, "replace", real)
        newest = load(save_files(snap)[0], content(), verify=True)
        # before the first rename the old newest stays; from it on, the new one is listed
        assert len(newest.actions) == (saved if stop == 0 else saved + 1), stop
        # the next autosave finishes a shift cut short and keeps three
        autosave(snap, rec)
        kept = sorted(p.name for p in snap.glob(f"autosave-{gid}-*.json"))
        assert kept == [AUTOSAVE.format(gid, n) for n in (1, 2, 3)], kept
        assert len(load(snap / kept[0], content()).actions) == saved + 1


def test_autosaves_are_kept_for_the_ten_most_recent_games(tmp_path: Path) -> None:
    folder = tmp_path / "saves"
    old_layout = folder / "autosave-1.json"
    ids = []
    for seed in range(14):
        rec = _game(seed)
        ids.append(game_id(rec.setup))
        autosave(folder, rec)
        if seed == 0:
            shutil.copy(folder / AUTOSAVE.format(ids[0], 1), old_layout)
        stamp = 1_000_000 + seed  # each game saved after the one before
        for p in folder.glob(f"autosave-{ids[-1]}-*.json"):
            os.utime(p, (stamp, stamp))
    left = {p.stem.split("-")[1] for p in folder.glob("autosave-*-*.json")}
    assert left == set(ids[-10:])
    assert old_layout.exists()  # the older layout is never removed
    assert len(save_files(folder)) == 11


def test_temporaries_of_killed_writers_go_at_start_and_live_writers_stay(
        tmp_path: Path) -> None:
    dead = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"],
                          capture_output=True, text=True, check=True).stdout.strip()
    gone = tmp_path / f".autosave.{dead}.abcd1234.tmp"
    mine = tmp_path / f".autosave.{os.getpid()}.abcd1234.tmp"
    unknown = tmp_path / ".autosave.abcd1234.tmp"  # older name: only the age rule
    for p in (gone, mine, unknown):
        p.write_text("{")
    assert remove_stale_temporaries(tmp_path) == 1
    assert not gone.exists() and mine.exists() and unknown.exists()
