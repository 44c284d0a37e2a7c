"""`python -m game bench`: frame times of the busiest moments, start-up and memory.

Each moment (game/ui/bench_moments.py: the board over the whole house, dice
tumbling, a card flying, a figure walking, a tile in hand) runs at each window
size, after a few warm-up frames, for a number of frames, several times. A frame
is `App.step` (input, update, draw; not the flip). Its time is the CPU time the
process spent on it, so other programs on a busy machine do not count; the wall
time is reported beside it. Per moment and size: the frames, the mean, p95, p99
and max of the best run (lowest p99), and the spread of p99 over the runs.
"""

from __future__ import annotations

import gc
import json
import math
import os
import resource
import statistics
import subprocess
import sys
import time
from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from game.settings import Settings

if TYPE_CHECKING:
    from game.app import App

SIZES = ((1920, 1080), (3840, 2160))
FRAMES = 300
RUNS = 3
WARMUP = 60  # a whole throw of the dice, a whole flight of a card
TARGET_MS = 6.9  # p99 at every size: a 144 Hz frame with room to spare
DT = 1 / 60


def startup_seconds() -> float:
    """Wall time from launching the game (as it was launched: the download's app,
    or Python from source) to its first title frame on screen."""
    from game.frozen import relaunch, relaunch_env

    env = {**relaunch_env(), "HOUSE_FIRST_FRAME_ONLY": "1"}
    start = time.perf_counter()
    subprocess.run(relaunch("play"), env=env, check=True,
                   capture_output=True, timeout=60)
    return time.perf_counter() - start


def percentile(ordered: list[float], share: float) -> float:
    """The nearest-rank percentile of sorted values."""
    return ordered[max(0, math.ceil(len(ordered) * share) - 1)]


def summary(times: list[float]) -> dict[str, float]:
    ordered = sorted(times)
    return {"mean": round(statistics.fmean(ordered), 3),
            "p95": round(percentile(ordered, 0.95), 3),
            "p99": round(percentile(ordered, 0.99), 3),
            "max": round(ordered[-1], 3)}


def run_moment(app: App, name: str, frames: int, warmup: int) -> tuple[list[float], list[float]]:
    """One run of a moment: its CPU and wall times per frame, in ms, after `warmup`
    frames (which scale the art for the window and fill the caches)."""
    from game.ui.bench_moments import MOMENTS

    before = MOMENTS[name](app)
    for n in range(warmup):
        app.step(DT, before(n))
    gc.collect()  # the boards of earlier runs go now, not in the middle of this one
    cpu, wall = [], []
    for n in range(warmup, warmup + frames):
        events = before(n)
        c0, w0 = time.process_time(), time.perf_counter()
        app.step(DT, events)
        cpu.append((time.process_time() - c0) * 1000)
        wall.append((time.perf_counter() - w0) * 1000)
    return cpu, wall


def measure(sizes: Sequence[tuple[int, int]] = SIZES, moments: Sequence[str] | None = None,
            frames: int = FRAMES, runs: int = RUNS, warmup: int = WARMUP,
            language: str = "en") -> dict:
    """Every moment at every size, `runs` times: per moment, per size, the best
    run's frame times (CPU and wall) and the spread of p99 over the runs."""
    from game.app import App
    from game.ui.bench_moments import MOMENTS

    names = list(moments or MOMENTS)
    result: dict = {"moments": {name: {} for name in names}}
    load = os.getloadavg()
    for w, h in sizes:
        app = App(Settings(), size=(w, h), language=language)
        for name in names:
            found = [run_moment(app, name, frames, warmup) for _ in range(runs)]
            stats = [(summary(cpu), summary(wall)) for cpu, wall in found]
            best = min(range(runs), key=lambda i: stats[i][0]["p99"])
            p99s = [s[0]["p99"] for s in stats]
            result["moments"][name][f"{w}x{h}"] = {
                "frames": frames, "runs": runs, "cpu_ms": stats[best][0],
                "wall_ms": stats[best][1], "p99_spread": [min(p99s), max(p99s)],
                "ok": stats[best][0]["p99"] <= TARGET_MS}
        pygame.quit()
    result.update({"target_p99_ms": TARGET_MS, "warmup": warmup, "language": language,
                   "load": {"cpus": os.cpu_count(),
                            "before": [round(x, 2) for x in load],
                            "after": [round(x, 2) for x in os.getloadavg()]}})
    return result


def content_seconds() -> float:
    from game.content.loader import load

    start = time.perf_counter()
    load()
    return time.perf_counter() - start


def run_bench(as_json: bool, sizes: Sequence[tuple[int, int]] | None = None,
              moments: Sequence[str] | None = None, frames: int | None = None,
              runs: int | None = None, language: str | None = None) -> int:
    """The command: every moment (or `moments`) at every size, `runs` times, then
    start-up, content load and peak memory; a table, or one JSON object for CI."""
    from game.ui.bench_moments import MOMENTS

    unknown = [m for m in moments or () if m not in MOMENTS]
    if unknown:
        print(f"no moment {', '.join(unknown)}: the moments are {', '.join(MOMENTS)}",
              file=sys.stderr)
        return 2
    content_s = content_seconds()
    startup_s = startup_seconds()
    result = measure(sizes or SIZES, moments, frames or FRAMES, runs or RUNS,
                     language=language or "en")
    result.update({"startup_s": round(startup_s, 3), "content_load_s": round(content_s, 3),
                   "rss_mb": round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024,
                                   1)})
    if as_json:
        print(json.dumps(result))
        return 0
    print(report(result))
    return 0


def report(result: dict) -> str:
    """The table a maintainer reads: one line per moment and size."""
    lines = [f"{'moment':<7} {'size':>9} {'frames':>6} {'mean':>7} {'p95':>7} {'p99':>7} "
             f"{'max':>7}  {'p99 runs':>15}  {'wall p99':>8}  (CPU ms per frame; "
             f"target p99 <= {result['target_p99_ms']})"]
    for name, by_size in result["moments"].items():
        for size, r in by_size.items():
            c, low_high = r["cpu_ms"], r["p99_spread"]
            lines.append(f"{name:<7} {size:>9} {r['frames']:>6} {c['mean']:>7.2f} "
                         f"{c['p95']:>7.2f} {c['p99']:>7.2f} {c['max']:>7.2f}  "
                         f"{low_high[0]:>7.2f}-{low_high[1]:<7.2f}  {r['wall_ms']['p99']:>8.2f}"
                         f"  {'ok' if r['ok'] else 'SLOW'}")
    load = result["load"]
    lines.append(f"load average {load['before'][0]} -> {load['after'][0]} on {load['cpus']} "
                 "CPUs")
    for key in ("startup_s", "content_load_s", "rss_mb"):
        if key in result:
            lines.append(f"{key}: {result[key]}")
    return "\n".join(lines)
