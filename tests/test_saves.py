"""Saves load by replay; damaged, edited or mismatched files are refused in one line."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest

from game.ai import RandomBot
from game.engine import GameState
from game.saves import Recording, SaveError, _checksum, load, save
from game.sim import setup_for
from tests.helpers import content


def played(seed: int = 4, actions: int = 10_000) -> Recording:
    rec = Recording(content(), setup_for(content(), seed, 4))
    bot = RandomBot(seed)
    while rec.game.prompt is not None and len(rec.actions) < actions:
        seat = rec.game.prompt.seat
        rec.submit(bot.decide(rec.game, seat, rec.game.legal_actions(seat)))
    return rec


def test_save_and_load_give_the_same_game(tmp_path: Path) -> None:
    rec = played(actions=60)
    file = tmp_path / "a.json"
    save(file, rec)
    back = load(file, content(), verify=True)
    assert back.game.state == rec.game.state
    assert back.actions == rec.actions
    assert GameState.from_json(json.loads(json.dumps(back.game.state.to_json()))) == \
        rec.game.state


def test_a_finished_game_replays_with_every_event_verified(tmp_path: Path) -> None:
    rec = played()
    assert rec.game.state.phase == "haunt"
    file = tmp_path / "done.json"
    save(file, rec)
    assert load(file, content(), verify=True).game.state == rec.game.state


def _damage(tmp_path: Path, change: Callable[[dict], None]) -> Path:
    rec = played(actions=40)
    file = tmp_path / "s.json"
    save(file, rec)
    data = json.loads(file.read_text())
    change(data)
    file.write_text(json.dumps(data))
    return file


def _resign(d: dict) -> None:
    """Recompute the checksum, as someone forging a save would."""
    d["checksum"] = _checksum({k: v for k, v in d.items() if k != "checksum"})


def _expect(file: Path, words: str) -> None:
    with pytest.raises(SaveError) as err:
        load(file, content(), verify=True)
    message = str(err.value)
    assert "\n" not in message
    assert message.startswith(file.name)
    assert words in message


def test_truncated_save_is_refused(tmp_path: Path) -> None:
    rec = played(actions=40)
    file = tmp_path / "t.json"
    save(file, rec)
    file.write_bytes(file.read_bytes()[: len(file.read_bytes()) // 2])
    _expect(file, "truncated or damaged")


def test_edited_save_is_refused(tmp_path: Path) -> None:
    def edit(d: dict) -> None:
        d["setup"]["seed"] += 1

    _expect(_damage(tmp_path, edit), "edited or damaged")


def test_save_from_other_content_is_refused(tmp_path: Path) -> None:
    def other(d: dict) -> None:
        d["content"] = "0000000000000000"
        _resign(d)

    _expect(_damage(tmp_path, other), "different game content")


def test_unknown_format_is_refused(tmp_path: Path) -> None:
    def newer(d: dict) -> None:
        d["format"] = 99

    _expect(_damage(tmp_path, newer), "format 99 is not supported")


def test_recorded_events_that_differ_are_caught(tmp_path: Path) -> None:
    def forge(d: dict) -> None:
        d["events"][3] = []
        _resign(d)

    _expect(_damage(tmp_path, forge), "replay differs from the record at action 3")


def test_an_action_that_cannot_be_replayed_is_named(tmp_path: Path) -> None:
    def illegal(d: dict) -> None:
        d["actions"][0] = {"type": "move", "to": "attic"}
        _resign(d)

    _expect(_damage(tmp_path, illegal), "action 1 cannot be replayed")


def test_not_json_at_all(tmp_path: Path) -> None:
    file = tmp_path / "x.json"
    file.write_bytes(b"\x00\xffnot json")
    _expect(file, "not a save file")


def test_seats_survive_a_save_and_the_window_resumes_them(tmp_path: Path) -> None:
    from game.ui.session import Seat, Session

    seats = [Seat("Ann", True, "ingrid_solberg"), Seat("Bot 2", False, "amara_nwosu"),
             Seat("Bo", True, "rafael_duarte")]
    session = Session(content(), seats, seed=12, today=(3, 3))
    while session.game.prompt is not None and len(session.recording.actions) < 30:
        p = session.game.prompt
        session.submit(session.game.legal_actions(p.seat)[-1])
    file = tmp_path / "seats.json"
    save(file, session.recording)
    back = Session.resume(load(file, content()))
    assert back.seats == seats
    assert set(back.bots) == {1}
    assert back.game.state == session.game.state
