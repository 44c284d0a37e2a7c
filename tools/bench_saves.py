"""How long the Load screen takes to open with many saves, and how a long save loads.

    SDL_VIDEODRIVER=dummy .venv/bin/python tools/bench_saves.py [--counts 1053,5000]
        [--actions 50000]

For each count: a saves folder of that many copies of one real save (a bots' game,
distinct names and times), then the wall time of opening the Load screen and drawing
its first frame, cold (nothing read before) and warm (opened again); and, for
comparison, reading every row as the screen did before it read only the rows in view.
Then a save of --actions actions (turns walked back and forth) is loaded through the
Load screen as the window does it: the frames it takes, the total time, and the mean,
95th percentile and longest frame. Numbers depend on the machine; nothing here is a test.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from game.content.loader import load as load_content  # noqa: E402
from game.saves import save, save_new  # noqa: E402
from game.settings import Settings  # noqa: E402
from game.sim import Report, play_one, walked  # noqa: E402
from game.ui import saved_games  # noqa: E402

DT = 1 / 60


def folder_of(count: int, real: Path) -> None:
    folder = saved_games.saves_dir()
    shutil.rmtree(folder, ignore_errors=True)
    folder.mkdir(parents=True)
    for i in range(count):
        p = folder / f"save-copy-{i:05d}.json"
        shutil.copyfile(real, p)
        os.utime(p, ns=(10**18 - i * 10**9, 10**18 - i * 10**9))


def open_once(app: object) -> float:
    from game.ui.scenes.load import LoadScene

    start = time.perf_counter()
    screen = LoadScene(app)  # type: ignore[arg-type]
    app.push(screen)  # type: ignore[attr-defined]
    app.step(DT, [])  # type: ignore[attr-defined]
    took = time.perf_counter() - start
    screen.back()
    return took


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--counts", default="1053,5000")
    parser.add_argument("--actions", type=int, default=50_000)
    args = parser.parse_args()
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    scratch = Path(tempfile.mkdtemp(prefix="bench-saves-"))
    os.environ["HOUSE_CONFIG_DIR"] = str(scratch / "config")
    os.environ["HOUSE_LOG_DIR"] = str(scratch / "logs")
    from game.app import App
    from game.ui.scenes.title import TitleScene

    content, errors = load_content()
    if errors:
        print("content errors", errors)
        return 2
    try:
        app = App(Settings(), size=(1920, 1080))
        app.push(TitleScene(app))
        real = save_new(scratch, play_one(content, 7, 4, "explorer", Report()))
        print(f"one real save: {real.stat().st_size // 1024} KB")
        for count in (int(c) for c in args.counts.split(",")):
            folder_of(count, real)
            saved_games._PEEKED.clear()
            cold, warm = open_once(app), open_once(app)
            saved_games._PEEKED.clear()
            start = time.perf_counter()
            for p in saved_games.saved_games():
                saved_games.entry(p)
            every = time.perf_counter() - start
            print(f"{count} saves: Load screen open + first frame {cold * 1000:.0f} ms cold, "
                  f"{warm * 1000:.0f} ms again (reading every row, as before: "
                  f"{every * 1000:.0f} ms)")
        shutil.rmtree(saved_games.saves_dir())
        saved_games.saves_dir().mkdir(parents=True)
        long = saved_games.saves_dir() / "long.json"
        save(long, walked(content, args.actions))
        print(f"{args.actions} actions: {long.stat().st_size / 2**20:.1f} MB")
        from game.ui.scenes.board import BoardScene
        from game.ui.scenes.load import LoadScene

        frames: list[float] = []
        start = time.perf_counter()
        app.push(LoadScene(app, long))
        while not isinstance(app.stack.top, BoardScene):
            t = time.perf_counter()
            app.step(DT, [])
            frames.append(time.perf_counter() - t)
        total = time.perf_counter() - start
        frames.sort()
        print(f"loaded in {total:.2f} s over {len(frames)} frames: mean "
              f"{statistics.mean(frames) * 1000:.1f} ms, p95 "
              f"{frames[int(len(frames) * 0.95)] * 1000:.1f} ms, longest "
              f"{frames[-1] * 1000:.1f} ms")
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
