"""Run by tests/test_save_safety.py as `python -m tests.save_writer FOLDER SEED`: go on
with the newest save in FOLDER (or begin a game), let bots play, and save after every
action (autosaves, and now and then a named save) until the process is killed."""

from __future__ import annotations

import sys
from pathlib import Path

from game.ai import RandomBot
from game.recording import Recording
from game.saves import SaveError, autosave, load, save_files, save_new
from game.sim import setup_for
from tests.helpers import content


def resume(folder: Path, seed: int) -> Recording:
    for path in save_files(folder):
        try:
            rec = load(path, content())
        except SaveError:
            continue
        if rec.game.prompt is not None:
            return rec
        break  # that game is over: begin another
    return Recording(content(), setup_for(content(), seed + len(save_files(folder)), 4))


def main(folder: Path, seed: int) -> None:
    rec = resume(folder, seed)
    bot = RandomBot(seed + len(rec.actions))
    autosave(folder, rec)
    print("ready", flush=True)
    while True:
        if rec.game.prompt is None:
            rec = resume(folder, seed)
        seat = rec.game.prompt.seat
        rec.submit(bot.decide(rec.game, seat, rec.game.legal_actions(seat)))
        autosave(folder, rec)
        if len(rec.actions) % 50 == 0:
            save_new(folder, rec)


if __name__ == "__main__":
    main(Path(sys.argv[1]), int(sys.argv[2]))
