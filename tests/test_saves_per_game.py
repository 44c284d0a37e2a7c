"""Each game keeps its own autosaves (a solo game no longer pushes a haunt game's
out); saves of the older layout still load and are never removed; the Load rows
say who plays (solo or hotseat), which haunt and how far, in every language; a
damaged file is one line naming it, never a crash."""

from __future__ import annotations

import json
import os
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from game.ai import ExplorerBot
from game.recording import Recording
from game.saves import (
    AUTOSAVES_KEPT,
    _checksum,
    game_id,
    load,
    save,
    save_files,
)
from game.text import set_language, t
from game.ui import saved_games
from game.ui.session import Seat, Session
from tests.helpers import content

EXPLORERS = ["ingrid_solberg", "amara_nwosu", "rafael_duarte", "siobhan_keane"]


@pytest.fixture(autouse=True)
def folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    monkeypatch.setenv("HOUSE_CONFIG_DIR", str(tmp_path))
    set_language("en")
    yield saved_games.saves_dir()
    set_language("en")


def session(seed: int, humans: int, players: int = 3) -> Session:
    seats = [Seat(f"P{i + 1}" if i < humans else "", i < humans, e)
             for i, e in enumerate(EXPLORERS[:players])]
    return Session.new(content(), seats, seed=seed, today=(2, 2))


def play(s: Session, actions: int = 10_000, until: str = "") -> Session:
    bots = [ExplorerBot(i) for i in range(len(s.seats))]
    end = len(s.recording.actions) + actions
    while s.game.prompt is not None and len(s.recording.actions) < end and \
            s.game.state.phase != until:
        seat = s.game.prompt.seat
        s.submit(bots[seat].decide(s.game, seat, s.game.legal_actions(seat)))
    return s


def test_two_games_keep_their_own_autosaves(folder: Path) -> None:
    haunt_game, solo = session(11, humans=3), session(12, humans=1)
    for _ in range(AUTOSAVES_KEPT):
        saved_games.autosave(play(haunt_game, 3))
    kept = {p.name for p in save_files(folder)}
    assert len(kept) == AUTOSAVES_KEPT
    for _ in range(5):  # the solo game saves on and on
        saved_games.autosave(play(solo, 3))
    files = save_files(folder)
    assert kept <= {p.name for p in files}  # nothing of the first game was pushed out
    mine = [p for p in files if game_id(solo.recording.setup) in p.name]
    assert len(mine) == AUTOSAVES_KEPT and len(files) == 2 * AUTOSAVES_KEPT
    newest = load(files[0], content(), verify=True)  # Continue: the game played last
    assert newest.setup == solo.recording.setup
    assert newest.actions == solo.recording.actions


def test_an_old_layout_autosave_still_loads_and_is_never_removed(folder: Path) -> None:
    s = play(session(13, humans=2), 12)
    folder.mkdir(parents=True)
    old = folder / "autosave-1.json"  # the layout every game shared
    save(old, s.recording)
    data = json.loads(old.read_text())  # written before the summary said more
    for key in ("humans", "haunt", "round", "winner"):
        del data["summary"][key]
    body = {k: v for k, v in data.items() if k != "checksum"}
    old.write_text(json.dumps({**body, "checksum": _checksum(body)}))
    older = folder / "autosave-2.json"  # and before there was a summary at all
    del body["summary"]
    older.write_text(json.dumps({**body, "checksum": _checksum(body)}))
    os.utime(older, (time.time() - 60, time.time() - 60))

    rows = list(map(saved_games.entry, saved_games.saved_games()))
    assert [e.path for e in rows] == [old, older]
    assert rows[0].title.startswith("Autosave") and not rows[0].problem
    assert rows[0].detail == "Hotseat · P1 (Ingrid Solberg), P2 (Amara Nwosu) and Bot " \
                             "(Rafael Duarte)"
    assert rows[0].status == "Before the haunt"
    assert rows[1].detail == "Ingrid Solberg, Amara Nwosu and Rafael Duarte"
    for path in (old, older):
        loaded, problem = saved_games.open_saved(content(), path)
        assert loaded is not None and not problem
        assert loaded.recording.actions == s.recording.actions
        assert loaded.history.entries == s.history.entries
    for _ in range(AUTOSAVES_KEPT + 1):  # that game goes on: its autosaves rotate apart
        saved_games.autosave(play(s, 2))
    assert old.exists() and older.exists()
    assert len(save_files(folder)) == AUTOSAVES_KEPT + 2


def test_load_rows_say_players_mode_haunt_and_round(folder: Path) -> None:
    explore = saved_games.autosave(play(session(21, humans=1), 6))
    haunt = play(session(22, humans=2, players=4), until="haunt")
    assert haunt.game.state.phase == "haunt"
    during = saved_games.autosave(haunt)
    over = saved_games.autosave(play(session(23, humans=0)))
    hid = haunt.game.state.haunt.id
    rows = {e.path: e for e in map(saved_games.entry, saved_games.saved_games())}
    assert rows[explore].detail.startswith("Solo · P1 (Ingrid Solberg), Bot (")
    assert rows[explore].status == "Before the haunt"
    assert rows[during].brief == "Hotseat · P1, P2, Bot and Bot"
    assert rows[during].status == f"{t(f'haunt.{hid}.title')} – round " \
                                  f"{haunt.game.state.haunt.round + 1}"
    assert rows[over].brief.startswith("Bots only · Bot")
    winner = play(session(23, humans=0)).game.state.haunt.winner
    assert rows[over].status.endswith({"heroes": "the heroes won",
                                       "traitor": "the traitor's side won"}[winner])

    set_language("zh-Hant")  # the haunt's title in the language of the screen
    rows = {e.path: e for e in map(saved_games.entry, saved_games.saved_games())}
    assert rows[during].brief == "多人輪流 · P1、P2、電腦和電腦"
    assert rows[during].status.startswith(t(f"haunt.{hid}.title") + "——第 ")
    assert rows[explore].status == "作祟之前"
    assert "自動存檔" in rows[explore].title


def test_damaged_saves_are_one_line_naming_the_file(folder: Path) -> None:
    s = play(session(31, humans=1), 8)
    good = saved_games.autosave(s)
    broken = folder / f"autosave-{game_id(s.recording.setup)}-2.json"
    broken.write_text('{"format": 1, "cont')
    data = json.loads(good.read_text())  # odd values where the newer summary keys go
    data["summary"].update(humans="yes", haunt=5, round="two", winner=[1])
    body = {k: v for k, v in data.items() if k != "checksum"}
    odd = folder / "odd.json"
    odd.write_text(json.dumps({**body, "checksum": _checksum(body)}))
    rows = {e.path: e for e in map(saved_games.entry, saved_games.saved_games())}
    assert broken.name in rows[broken].problem and len(rows[broken].detail.splitlines()) == 1
    session_, problem = saved_games.open_saved(content(), broken)
    assert session_ is None and broken.name in problem and "\n" not in problem
    # every field is checked strictly: odd values are refused in one line, not guessed at
    assert rows[odd].problem == "odd.json: damaged (the summary is not readable)"
    assert saved_games.open_saved(content(), odd) == (None, rows[odd].problem)


def test_the_same_game_has_one_id_from_its_setup_however_it_was_saved() -> None:
    a = Recording(content(), session(41, humans=1).recording.setup)
    b = Recording(content(), session(41, humans=3).recording.setup)
    c = Recording(content(), session(42, humans=1).recording.setup)
    assert game_id(a.setup) == game_id(b.setup) != game_id(c.setup)
    assert len(game_id(a.setup)) == 12 and game_id(a.setup).isalnum()
