"""`python -m game bench`: frame times on a full house, start-up and memory.

At 1920x1080: a house with every tile placed, six explorers, a choice overlay
open over the board, 600 frames drawn. Prints p50/p99/max frame time, the time
from start to the first title frame, the content load time and peak memory.
"""

from __future__ import annotations

import json
import os
import resource
import statistics
import subprocess
import sys
import time

import pygame

from game.engine import Game
from game.engine.rules.discovery import doorway_options
from game.engine.state import Placement

FRAMES = 600


def full_house(game: Game) -> None:
    """Place every remaining tile at an open doorway of one of its floors."""
    st = game.state
    for rid in [*st.stack, *st.tile_discard]:
        for floor in sorted(game.rooms[rid].floors):
            options = doorway_options(game, rid, floor)
            if options:
                o = options[0]
                game.set_placement(rid, Placement(o[0], o[1], o[2], o[3]))
                break
    st.stack = [r for r in st.stack if r not in st.placements]
    st.tile_discard = [r for r in st.tile_discard if r not in st.placements]
    game.refresh()


def startup_seconds() -> float:
    """Wall time from launching the game to its first title frame on screen."""
    env = {**os.environ, "HOUSE_FIRST_FRAME_ONLY": "1"}
    start = time.perf_counter()
    subprocess.run([sys.executable, "-m", "game", "play"], env=env, check=True,
                   capture_output=True, timeout=60)
    return time.perf_counter() - start


def run_bench(as_json: bool) -> int:
    from game.app import App
    from game.ui.scenes.board import BoardScene
    from game.ui.scenes.choice import ChoiceOverlay
    from game.ui.scenes.title import TitleScene
    from game.ui.session import Seat, Session

    app = App(size=(1920, 1080))
    load_start = time.perf_counter()
    content = app.content
    content_s = time.perf_counter() - load_start
    app.push(TitleScene(app))
    app.step(1 / 60, [])
    pygame.display.flip()
    startup_s = startup_seconds()

    by_card: dict[str, str] = {}
    for eid in sorted(content.explorers):
        by_card.setdefault(content.explorers[eid].card, eid)
    seats = [Seat(f"P{i}", i == 0, e) for i, e in enumerate(sorted(by_card.values()))]
    session = Session.new(content, seats, 5, (6, 1))
    board = BoardScene(app, session)
    session.bots.clear()  # a human at every seat: the board waits, nothing plays on
    full_house(session.game)
    for i, f in enumerate(session.game.state.figures):  # spread the explorers out
        f.room = sorted(session.game.state.placements)[i * 7 % len(
            session.game.state.placements)]
    app.stack.replace(board)
    board.refresh()
    app.push(ChoiceOverlay(app, "Bench", "An overlay over the full house.",
                           [("One", lambda: None), ("Two", lambda: None)]))
    times = []
    for frame in range(FRAMES):
        t0 = time.perf_counter()
        board.clock += 1 / 60
        app.step(1 / 60, [pygame.event.Event(pygame.MOUSEMOTION, pos=(300 + frame % 600, 400),
                                             rel=(1, 0), buttons=(0, 0, 0))])
        pygame.display.flip()
        times.append((time.perf_counter() - t0) * 1000)
    times.sort()
    rss_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    result = {
        "frame_ms": {"p50": round(statistics.median(times), 3),
                     "p99": round(times[int(len(times) * 0.99) - 1], 3),
                     "max": round(times[-1], 3)},
        "startup_s": round(startup_s, 3),
        "content_load_s": round(content_s, 3),
        "rss_mb": round(rss_mb, 1),
        "frames": FRAMES,
    }
    if as_json:
        print(json.dumps(result))
    else:
        for key, value in result.items():
            print(f"{key:>16}: {value}")
    pygame.quit()
    return 0


