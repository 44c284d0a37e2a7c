"""Saves load by replay; damaged, edited or mismatched files are refused with a text
key and its parameters, said in one line in every language."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from game.ai import RandomBot
from game.engine import GameState, IllegalAction
from game.recording import Recording
from game.saves import MAX_MESSAGE, SaveError, _checksum, load, message, save
from game.sim import setup_for
from game.text import LANGUAGES, set_language, t
from tests.helpers import content


@pytest.fixture(autouse=True)
def english() -> Iterator[None]:
    """Each test may switch languages; the next one starts in English again."""
    set_language("en")
    yield
    set_language("en")


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
    assert rec.game.state.phase == "over" and rec.game.state.haunt.winner  # R9.11
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


def _said(exc: SaveError) -> dict[str, str]:
    """The refusal in every language: one short line naming the file, with its own
    sentence (not the key, not English standing in for a missing translation)."""
    lines = {}
    for lang in LANGUAGES:
        set_language(lang)
        line = message(exc)
        assert len(line.splitlines()) == 1 and line == line.strip(), (lang, line)
        assert len(line) <= MAX_MESSAGE and line.isprintable(), (lang, line)
        assert line.startswith(exc.params["file"]) and f"save.{exc.key}" not in line
        lines[lang] = line
    set_language("en")
    assert str(exc) == lines["en"]
    assert len(set(lines.values())) == len(LANGUAGES), lines
    return lines


def _expect(file: Path, key: str, **params: Any) -> SaveError:
    """Loading `file` is refused with this key and (at least) these parameters."""
    with pytest.raises(SaveError) as err:
        load(file, content(), verify=True)
    exc = err.value
    assert exc.key == key, str(exc)
    assert exc.params["file"] == file.name
    assert {k: exc.params.get(k) for k in params} == params
    _said(exc)
    return exc


def test_truncated_save_is_refused(tmp_path: Path) -> None:
    rec = played(actions=40)
    file = tmp_path / "t.json"
    save(file, rec)
    file.write_bytes(file.read_bytes()[: len(file.read_bytes()) // 2])
    _expect(file, "not_json")


def test_edited_save_is_refused(tmp_path: Path) -> None:
    def edit(d: dict) -> None:
        d["setup"]["seed"] += 1

    _expect(_damage(tmp_path, edit), "checksum")


def test_save_from_other_content_is_refused(tmp_path: Path) -> None:
    def other(d: dict) -> None:
        d["content"] = "0000000000000000"
        _resign(d)

    _expect(_damage(tmp_path, other), "other_content", saved="0000000000000000",
            current=content().fingerprint)


def test_unknown_format_is_refused(tmp_path: Path) -> None:
    def newer(d: dict) -> None:
        d["format"] = 99

    _expect(_damage(tmp_path, newer), "format_newer", format=99, current=1)


def test_recorded_events_that_differ_are_caught(tmp_path: Path) -> None:
    def forge(d: dict) -> None:
        d["events"][3] = []
        _resign(d)

    _expect(_damage(tmp_path, forge), "differs_action", index=3)

    def setup(d: dict) -> None:
        d["events"][0] = []
        _resign(d)

    _expect(_damage(tmp_path, setup), "differs_setup")

    def short(d: dict) -> None:
        d["events"].append([])
        _resign(d)

    _expect(_damage(tmp_path, short), "event_count", groups=42, expected=41)


def test_an_action_that_cannot_be_replayed_is_named(tmp_path: Path) -> None:
    def illegal(d: dict) -> None:
        d["actions"][0] = {"type": "move", "to": "attic"}
        _resign(d)

    exc = _expect(_damage(tmp_path, illegal), "action_illegal", index=1)
    why = exc.params["why"]
    assert isinstance(why, IllegalAction) and why.key == "not_connected"
    for lang, line in _said(exc).items():  # the engine's reason, in the same language
        set_language(lang)
        assert t("reason.not_connected") in line


def test_a_damaged_action_or_setup_is_named(tmp_path: Path) -> None:
    def garbled(d: dict) -> None:
        d["actions"][1] = {"type": "fly"}
        _resign(d)

    _expect(_damage(tmp_path, garbled), "action_damaged", index=2)

    def crowd(d: dict) -> None:
        d["setup"]["explorers"] = ["nobody"] * 3
        _resign(d)

    _expect(_damage(tmp_path, crowd), "setup_invalid")

    def no_seats(d: dict) -> None:
        d["seats"] = "everyone"
        _resign(d)

    _expect(_damage(tmp_path, no_seats), "seats_unreadable")

    def no_events(d: dict) -> None:
        del d["events"]
        _resign(d)

    _expect(_damage(tmp_path, no_events), "part_missing", part="events")


def test_not_json_at_all(tmp_path: Path) -> None:
    file = tmp_path / "x.json"
    file.write_bytes(b"\x00\xffnot json")
    _expect(file, "not_json")
    file.write_text("[1, 2]")
    _expect(file, "not_save")
    file.write_text('{"format": "one"}')
    _expect(file, "format_not_number")


def test_an_unreadable_file_says_why_in_the_players_language(tmp_path: Path) -> None:
    exc = _expect(tmp_path / "gone.json", "read_failed")
    assert isinstance(exc.params["why"], FileNotFoundError)
    for lang, line in _said(exc).items():
        set_language(lang)
        assert t("save.os.not_found") in line


def test_seats_survive_a_save_and_the_window_resumes_them(tmp_path: Path) -> None:
    from game.ui.session import Seat, Session

    seats = [Seat("Ann", True, "ingrid_solberg"), Seat("Bot 2", False, "amara_nwosu"),
             Seat("Bo", True, "rafael_duarte")]
    session = Session.new(content(), seats, seed=12, today=(3, 3))
    while session.game.prompt is not None and len(session.recording.actions) < 30:
        p = session.game.prompt
        session.submit(session.game.legal_actions(p.seat)[-1])
    file = tmp_path / "seats.json"
    save(file, session.recording)
    back = Session(load(file, content()))
    assert back.seats == seats
    assert set(back.bots) == {1}
    assert back.game.state == session.game.state


# ---- formats, summaries, atomic writes, autosaves ------------------------------------

def test_an_older_format_is_refused_with_a_clear_message(tmp_path: Path) -> None:
    def older(d: dict) -> None:
        d["format"] = 0
        _resign(d)

    file = _damage(tmp_path, older)
    _expect(file, "format_older", format=0, current=1)
    assert str(SaveError("format_older", file.name, format=0, current=1)) == (
        "s.json: save format 0 is from an older version of the game and can no longer "
        "be read (this version reads format 1)")


def test_an_older_format_goes_through_its_upgrader(tmp_path: Path,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    from game import saves

    def v0(d: dict) -> None:  # a made-up format 0 that called the actions "moves"
        d["format"] = 0
        d["moves"] = d.pop("actions")
        _resign(d)

    def upgrade(d: dict) -> dict:
        d = {**d, "format": 1, "actions": d["moves"]}
        del d["moves"]
        _resign(d)
        return d

    file = _damage(tmp_path, v0)
    monkeypatch.setitem(saves.UPGRADERS, 0, upgrade)
    back = load(file, content(), verify=True)
    assert len(back.actions) == 40
    monkeypatch.setitem(saves.UPGRADERS, 0, lambda d: d["nothing"])
    _expect(file, "upgrade_crashed", format=0, error="KeyError")
    monkeypatch.setitem(saves.UPGRADERS, 0, lambda d: {**d, "format": 0})
    _expect(file, "upgrade_failed", format=0)


def test_the_summary_is_inside_the_checksum_and_read_without_replay(tmp_path: Path) -> None:
    from datetime import datetime

    from game.saves import peek

    rec = played(actions=40)
    file = tmp_path / "s.json"
    save(file, rec, datetime(2026, 11, 21, 14, 3, 5))
    assert peek(file) == {"turn": rec.game.state.turn.number,
                          "explorers": list(rec.setup.explorers),
                          "players": ["", "", "", ""],  # named by the window
                          "phase": "explore", "saved_at": "2026-11-21T14:03:05",
                          "humans": [True, True, True, True], "haunt": "", "round": 1,
                          "winner": ""}

    def lie(d: dict) -> None:
        d["summary"]["turn"] += 5

    _expect(_damage(tmp_path, lie), "checksum")

    def forge(d: dict) -> None:
        d["summary"]["turn"] += 5
        _resign(d)

    _expect(_damage(tmp_path, forge), "summary_turn", saved=rec.game.state.turn.number + 5,
            reached=rec.game.state.turn.number)


def test_messages_stay_on_one_short_line(tmp_path: Path) -> None:
    sneaky_text = "attic\nsecond line\u2028third\x1b[2J" + "x" * 5000

    def sneaky(d: dict) -> None:
        d["content"] = sneaky_text
        _resign(d)

    exc = _expect(_damage(tmp_path, sneaky), "other_content", saved=sneaky_text)
    assert all(line.endswith("…") for line in _said(exc).values())  # cut to MAX_MESSAGE


def test_a_failed_write_leaves_the_old_save_and_no_temporary_file(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import os

    file = tmp_path / "s.json"
    save(file, played(actions=10))
    before = file.read_bytes()

    def broken(src: object, dst: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", broken)
    with pytest.raises(OSError):
        save(file, played(actions=30))
    assert file.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["s.json"]


def test_autosaves_rotate_keeping_three_newest_first(tmp_path: Path) -> None:
    from game.saves import autosave, game_id, save_files

    rec = played(actions=0)
    bot = RandomBot(3)
    counts = []
    gid = game_id(rec.setup)
    for _ in range(5):
        for _ in range(3):
            seat = rec.game.prompt.seat
            rec.submit(bot.decide(rec.game, seat, rec.game.legal_actions(seat)))
        assert autosave(tmp_path, rec) == tmp_path / f"autosave-{gid}-1.json"
        counts.append(len(rec.actions))
    files = save_files(tmp_path)
    assert [p.name for p in files] == [f"autosave-{gid}-{n}.json" for n in (1, 2, 3)]
    assert [len(load(p, content(), verify=True).actions) for p in files] == counts[:-4:-1]
    assert not list(tmp_path.glob("*.tmp")) and not list(tmp_path.glob(".*"))


def test_named_saves_never_overwrite_and_stale_temporaries_are_swept(tmp_path: Path) -> None:
    import os
    import time
    from datetime import datetime

    from game.saves import game_id, remove_stale_temporaries, save_files, save_new

    rec = played(actions=20)
    when = datetime(2026, 11, 21, 14, 3, 5)
    first = save_new(tmp_path, rec, when)
    second = save_new(tmp_path, rec, when)
    turn, gid = rec.game.state.turn.number, game_id(rec.setup)
    assert first.name == f"save-{gid}-2026-11-21-140305-turn-{turn}.json"
    assert second.name == f"save-{gid}-2026-11-21-140305-turn-{turn}-2.json"
    old, fresh = tmp_path / ".autosave.old.tmp", tmp_path / ".autosave.new.tmp"
    old.write_text("{")
    fresh.write_text("{")
    os.utime(old, (time.time() - 7200, time.time() - 7200))
    assert set(save_files(tmp_path)) == {first, second}
    assert remove_stale_temporaries(tmp_path) == 1
    assert not old.exists() and fresh.exists()


def test_a_failed_write_is_said_in_the_players_language() -> None:
    import errno

    from game.saves import os_problem

    for lang in LANGUAGES:
        set_language(lang)
        assert os_problem(OSError(errno.ENOSPC, "No space left on device")) == t("save.os.full")
        assert os_problem(PermissionError(errno.EACCES, "denied")) == t("save.os.denied")
        odd = os_problem(OSError(errno.ENOEXEC, "Exec\nformat error"))  # no sentence of ours
        assert odd == "Exec format error"
