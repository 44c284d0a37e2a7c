"""`python -m game bench` runs every busy moment and reports what CI reads: per
moment and window size the frames, mean, p95, p99 and max (CPU and wall), the
spread of p99 over the runs and the load. A few frames at a tiny window; no test
here looks at how long anything took."""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest

from game import cli
from game.ui import bench
from game.ui.bench_moments import MOMENTS

FIELDS = {"mean", "p95", "p99", "max"}


@pytest.fixture(autouse=True)
def scratch(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HOUSE_CONFIG_DIR", str(tmp_path))


def test_every_moment_reports_its_frames_at_each_size() -> None:
    result = bench.measure([(320, 240), (400, 240)], frames=3, runs=2, warmup=1)
    assert set(result["moments"]) == {"house", "dice", "card", "walk", "tile"} == set(MOMENTS)
    for by_size in result["moments"].values():
        assert set(by_size) == {"320x240", "400x240"}
        for r in by_size.values():
            assert r["frames"] == 3 and r["runs"] == 2
            assert set(r["cpu_ms"]) == FIELDS and set(r["wall_ms"]) == FIELDS
            low, high = r["p99_spread"]
            assert low <= r["cpu_ms"]["p99"] <= high
            assert isinstance(r["ok"], bool)
    assert result["target_p99_ms"] == bench.TARGET_MS
    assert len(result["load"]["before"]) == 3
    assert "frames" in bench.report(result)


def test_the_moments_show_what_they_name() -> None:
    """Each moment puts its animation on the screen: dice, a card, a walker, a tile."""
    from game.app import App
    from game.settings import Settings
    from game.ui.scenes.board import BoardScene
    from game.ui.scenes.card import CardOverlay
    from game.ui.scenes.dice import DiceOverlay

    app = App(Settings(), size=(320, 240), language="en")
    for name, top in (("dice", DiceOverlay), ("card", CardOverlay), ("house", BoardScene)):
        before = MOMENTS[name](app)
        for n in range(3):
            app.step(1 / 60, before(n))
        assert isinstance(app.stack.top, top), name
    before = MOMENTS["walk"](app)
    app.step(1 / 60, before(0))
    board = app.stack.top
    assert isinstance(board, BoardScene) and board.presenter.stage.walk is not None
    before = MOMENTS["tile"](app)
    app.step(1 / 60, before(0))
    board = app.stack.top
    assert isinstance(board, BoardScene) and board.placing()
    pygame.quit()


def test_the_command_prints_json_for_ci(monkeypatch: pytest.MonkeyPatch,
                                        capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(bench, "startup_seconds", lambda: 0.5)  # no second process here
    assert cli.main(["bench", "--json", "--sizes", "320x240", "--frames", "2", "--runs", "1",
                     "--only", "dice,tile"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert set(result["moments"]) == {"dice", "tile"}
    assert result["moments"]["tile"]["320x240"]["frames"] == 2
    assert {"startup_s", "content_load_s", "rss_mb"} <= set(result)


def test_an_unknown_moment_is_one_line_not_a_crash(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["bench", "--only", "dice,juggling"]) == 2
    assert "juggling" in capsys.readouterr().err
