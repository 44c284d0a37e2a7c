"""Named saves rotate, each game apart (issue 13): a game keeps its NAMED_KEPT newest
named saves; saving one more removes that game's oldest, and the confirmation says
which, in both languages. Other games' saves, autosaves and named saves from before
the game's id was in the name are never touched."""

from __future__ import annotations

import os
from datetime import datetime, timedelta
from pathlib import Path

from game.app import App
from game.engine import EndTurn
from game.recording import Recording
from game.saves import NAMED_KEPT, autosave, game_id, named, save_named, save_new
from game.sim import setup_for
from game.text import set_language
from game.ui import saved_games
from game.ui.scenes.board import BoardScene
from game.ui.session import Session
from tests.helpers import content

START = datetime(2026, 11, 1, 20, 0, 0)


def game(seed: int) -> Recording:
    return Recording(content(), setup_for(content(), seed, 4))


def kept(folder: Path, rec: Recording) -> list[Path]:
    gid = game_id(rec.setup)
    return sorted(p for p in folder.glob("save-*.json") if (n := named(p)) and n[0] == gid)


def test_a_game_keeps_its_newest_named_saves_and_never_touches_others(tmp_path: Path) -> None:
    mine, other = game(1), game(2)
    theirs = [save_new(tmp_path, other, START + timedelta(minutes=i)) for i in range(3)]
    older_layout = tmp_path / "save-2026-01-01-000000-turn-3.json"  # no game id in its name
    older_layout.write_bytes(theirs[0].read_bytes())
    auto = autosave(tmp_path, mine)
    written = []
    for i in range(NAMED_KEPT):
        path, gone = save_named(tmp_path, mine, START + timedelta(hours=1, minutes=i))
        os.utime(path, (1_000_000 + i, 1_000_000 + i))
        assert gone == []  # room for NAMED_KEPT
        written.append(path)
    path, gone = save_named(tmp_path, mine, START + timedelta(hours=2))
    assert gone == [written[0]] and not written[0].exists() and path.exists()
    assert kept(tmp_path, mine) == sorted([*written[1:], path])
    assert all(p.exists() for p in [*theirs, older_layout, auto])  # not this game's named saves
    assert named(path) == (game_id(mine.setup), START + timedelta(hours=2),
                           mine.game.state.turn.number)
    assert named(older_layout) is None and named(auto) is None


def test_the_confirmation_names_the_save_that_made_room_in_both_languages(app: App) -> None:
    session = Session(game(3))
    board = BoardScene(app, session)
    app.push(board)
    board.act(EndTurn())
    folder = saved_games.saves_dir()
    for i in range(NAMED_KEPT):
        path = saved_games.write(session)
        os.utime(path, (1_000_000 + i, 1_000_000 + i))
    oldest = min(kept(folder, session.recording), key=lambda p: p.stat().st_mtime)
    _gid, when, turn = named(oldest)
    set_language("en")
    message = board.save()  # the pause menu's Save
    assert not oldest.exists()
    assert message.startswith("Game saved: Turn ")
    assert f"a game keeps its {NAMED_KEPT} newest saves: its oldest, " \
           f"Turn {turn} – {when:%Y-%m-%d %H:%M}, was removed" in message
    newest = max(kept(folder, session.recording), key=lambda p: p.stat().st_mtime_ns)
    set_language("zh-Hant")
    said = saved_games.describe(newest)
    assert f"每局遊戲保留最新的 {NAMED_KEPT} 個存檔" in said and "已刪除" in said
    set_language("en")
    assert len(kept(folder, session.recording)) == NAMED_KEPT
