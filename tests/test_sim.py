"""The simulator plays whole games to a winner and reports each haunt's results;
a sweep plays each haunt at each table size and checks the balance targets."""

from __future__ import annotations

import json
from typing import Any

import pytest

from game.cli import main
from game.sim import (
    ANY,
    Cell,
    Failure,
    Outcome,
    Report,
    Stats,
    SweepReport,
    forcing,
    simulate,
    sweep,
)
from tests.helpers import content


def simulate_json(capsys: pytest.CaptureFixture[str], *args: str) -> dict[str, Any]:
    assert main(["simulate", "--json", *args]) == 0
    return json.loads(capsys.readouterr().out)


def test_the_json_reports_each_haunt_and_the_winners(capsys: pytest.CaptureFixture[str]) -> None:
    data = simulate_json(capsys, "--games", "5", "--seed", "7")
    assert data["errors"] == 0 and data["failures"] == []
    assert data["haunts_started"] == 5
    assert set(data["winners"]) == {"heroes", "traitor"}
    assert sum(data["winners"].values()) == 5
    rows = data["per_haunt"]
    assert sum(row["games"] for row in rows.values()) == 5
    for hid, row in rows.items():
        assert row["number"] == content().haunts[hid].number
        assert row["heroes"] + row["traitor"] == row["games"]
        assert row["avg_turns"] > 0 and row["avg_rounds"] >= 0 and row["errors"] == 0


def test_a_haunt_can_be_forced_for_balance_runs(capsys: pytest.CaptureFixture[str]) -> None:
    hid = max(content().haunts, key=lambda h: content().haunts[h].number)
    data = simulate_json(capsys, "--games", "3", "--seed", "2", "--haunt", hid)
    assert list(data["per_haunt"]) == [hid]
    assert data["per_haunt"][hid]["games"] == 3


def test_an_unknown_haunt_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exc:
        main(["simulate", "--haunt", "no_such_haunt"])
    assert exc.value.code == 2
    assert "no_such_haunt" in capsys.readouterr().err


def test_a_forced_haunt_is_its_own_content() -> None:
    c = content()
    hid = sorted(c.haunts)[0]
    forced = forcing(c, hid)
    assert set(forced.chart) == set(c.chart) and set(forced.chart.values()) == {hid}
    assert forced.fingerprint != c.fingerprint  # its saves are not the real game's
    assert c.haunts.keys() != {hid}  # the real content is untouched


def test_a_game_that_reaches_the_turn_cap_is_an_error_with_its_seed() -> None:
    report = simulate(content(), games=2, players=4, seed=3, bot="explorer", turn_cap=15)
    assert [(f.seed, "over 15 turns" in f.error) for f in report.failures] == \
        [(3, True), (4, True)]
    assert report.winners() == {"heroes": 0, "traitor": 0}


# ---- sweeps: haunts x player counts ---------------------------------------
def two_haunts() -> list[str]:
    by_number = sorted(content().haunts, key=lambda h: content().haunts[h].number)
    return [by_number[0], by_number[-1]]


CELL_KEYS = {"haunt", "number", "players", "games", "heroes", "traitor", "heroes_rate",
             "median_rounds", "mean_rounds", "early", "errors", "turn_cap", "meets_targets",
             "missed", "failures"}


def test_a_sweep_reports_each_cell_totals_and_targets_as_json(
        capsys: pytest.CaptureFixture[str]) -> None:
    hid = two_haunts()[0]
    data = simulate_json(capsys, "--games", "2", "--players", "4,3", "--haunt", hid,
                         "--seed", "5")
    assert set(data) == {"cells", "totals", "targets", "seconds"}
    cells = data["cells"]
    assert [(c["haunt"], c["number"], c["players"]) for c in cells] == \
        [(hid, content().haunts[hid].number, 3), (hid, content().haunts[hid].number, 4)]
    for c in cells:
        assert set(c) == CELL_KEYS
        assert c["games"] == 2 and c["errors"] == 0 and c["turn_cap"] == 0
        assert c["heroes"] + c["traitor"] == 2
        assert c["heroes_rate"] == c["heroes"] / 2
        assert c["meets_targets"] == (not c["missed"])
    totals = data["totals"]
    assert totals["cells"] == 2 and totals["games"] == 4
    assert totals["heroes"] == sum(c["heroes"] for c in cells)
    targets = data["targets"]
    assert set(targets) == {"pass", "fail", "failing"}
    assert targets["pass"] + targets["fail"] == 2
    assert targets["failing"] == [f"{c['haunt']}@{c['players']}" for c in cells
                                  if not c["meets_targets"]]


def test_a_sweep_has_one_cell_per_haunt_and_player_count() -> None:
    haunts = two_haunts()
    report = sweep(content(), haunts, [3, 4], games=2, seed=1, bot="explorer")
    assert [(c.haunt, c.players) for c in report.cells] == \
        [(haunts[0], 3), (haunts[0], 4), (haunts[1], 3), (haunts[1], 4)]
    for cell in report.cells:  # the same seeds in every cell, so cells compare
        assert [o.seed for o in cell.outcomes] == [1, 2]
        assert cell.stats().errors == 0


def test_haunt_all_sweeps_every_haunt_by_number(capsys: pytest.CaptureFixture[str]) -> None:
    data = simulate_json(capsys, "--games", "1", "--players", "3", "--haunt", "all")
    haunts = content().haunts
    assert [c["haunt"] for c in data["cells"]] == sorted(haunts, key=lambda h: haunts[h].number)
    assert [c["number"] for c in data["cells"]] == sorted(h.number for h in haunts.values())
    assert data["totals"]["games"] == len(haunts)


def test_a_list_of_player_counts_without_a_haunt_lets_the_chart_pick() -> None:
    report = sweep(content(), [None], [3, 4], games=1, seed=2, bot="explorer")
    assert [c.label for c in report.cells] == [f"{ANY}@3", f"{ANY}@4"]
    assert all(c.number == 0 for c in report.cells)


def outcome(seed: int, winner: str = "heroes", rounds: int = 4, **failure: Any) -> Outcome:
    return Outcome(seed, winner, rounds, 30, Failure(seed, 9, "boom", **failure)
                   if failure else None)


def test_the_cell_statistics_on_hand_made_games() -> None:
    games = [outcome(1, "heroes", 1), outcome(2, "traitor", 6), outcome(3, "traitor", 3),
             outcome(4, "heroes", 8), outcome(5, "", 2, turn_cap=True),
             outcome(6, "heroes", 0, turn_cap=False)]
    s = Stats.of(games)
    # the decided games are 1-4: the rates and rounds are theirs
    assert (s.games, s.heroes, s.traitor, s.errors, s.turn_cap) == (6, 2, 2, 2, 1)
    assert s.heroes_rate == 0.5
    assert s.median_rounds == 4.5 and s.mean_rounds == 4.5
    assert s.early == 1 / 6  # game 1 (round 1); game 6 broke, so it was not decided early
    assert s.missed() == ["early", "errors"]
    odd = Stats.of([outcome(1, rounds=2), outcome(2, rounds=7), outcome(3, rounds=5)])
    assert odd.median_rounds == 5.0 and odd.mean_rounds == pytest.approx(14 / 3)
    assert odd.early == 0.0


def test_the_targets_and_their_edges() -> None:
    def decided(heroes: int, traitor: int, rounds: int = 4, early: int = 0) -> Stats:
        won = ["heroes"] * heroes + ["traitor"] * traitor
        return Stats.of([outcome(i, w, 1 if i < early else rounds) for i, w in enumerate(won)])

    assert decided(8, 12).missed() == []  # 40% heroes
    assert decided(12, 8).missed() == []  # 60% heroes
    assert decided(7, 13).missed() == ["heroes_rate"]
    assert decided(13, 7).missed() == ["heroes_rate"]
    assert decided(10, 10, rounds=3).missed() == ["median_rounds"]
    assert decided(10, 10, early=1).missed() == []  # 5% early
    assert decided(10, 10, early=2).missed() == ["early"]
    nothing = Stats.of([outcome(1, "", 0, turn_cap=True)])
    assert nothing.heroes_rate is None and nothing.median_rounds is None
    assert nothing.missed() == ["heroes_rate", "median_rounds", "errors"]
    assert Stats.of([]).to_json()["games"] == 0


def test_the_table_marks_the_cells_that_miss_a_target() -> None:
    good = Cell("good_haunt", 1, 4, [outcome(i, w, 5) for i, w in
                                    enumerate(["heroes", "traitor"] * 5)])
    bad = Cell("bad_haunt", 2, 4, [outcome(i, "traitor", 1) for i in range(10)])
    report = SweepReport([good, bad], seconds=1.5)
    lines = report.table()
    assert len(lines) == 1 + 2 + 2  # the header, a line per cell, the totals, the targets
    assert lines[1].startswith("  good_haunt") and lines[1].endswith(" 0")
    assert lines[2].startswith("! bad_haunt")
    assert lines[2].endswith("heroes_rate, median_rounds, early")
    assert lines[-1].startswith("targets: 1 pass, 1 fail")
    data = report.to_json()
    assert data["targets"] == {"pass": 1, "fail": 1, "failing": ["bad_haunt@4"]}
    assert data["totals"]["games"] == 20 and data["totals"]["heroes"] == 5


def test_the_text_sweep_prints_a_line_per_cell(capsys: pytest.CaptureFixture[str]) -> None:
    hid = two_haunts()[1]
    assert main(["simulate", "--games", "1", "--players", "3,4", "--haunt", hid]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 5
    assert [line[2:].split()[:3] for line in lines[1:3]] == \
        [[hid, str(content().haunts[hid].number), n] for n in ("3", "4")]


def test_two_jobs_give_the_same_cells_as_one() -> None:
    haunts, counts = two_haunts()[:1], [3, 4]
    one = sweep(content(), haunts, counts, games=2, seed=11, bot="explorer", jobs=1)
    two = sweep(content(), haunts, counts, games=2, seed=11, bot="explorer", jobs=2)
    assert one.cells == two.cells
    assert {**one.to_json(), "seconds": 0} == {**two.to_json(), "seconds": 0}


def test_two_jobs_give_the_same_report_for_one_player_count() -> None:
    timing = ("actions_per_second", "games_per_second", "seconds")

    def plain(report: Report) -> dict[str, Any]:
        return {k: v for k, v in report.to_json().items() if k not in timing}

    hid = two_haunts()[1]
    one = simulate(content(), games=2, players=4, seed=3, bot="explorer", haunt=hid)
    two = simulate(content(), games=2, players=4, seed=3, bot="explorer", haunt=hid, jobs=2)
    assert plain(one) == plain(two)
    assert list(plain(one)["per_haunt"]) == [hid]


def test_a_sweep_counts_the_turn_cap_as_an_error(capsys: pytest.CaptureFixture[str]) -> None:
    report = sweep(content(), two_haunts()[:1], [4], games=2, seed=3, bot="explorer",
                   turn_cap=15)
    (cell,) = report.cells
    s = cell.stats()
    assert (s.games, s.errors, s.turn_cap, s.heroes + s.traitor) == (2, 2, 2, 0)
    assert "errors" in s.missed() and report.errors == 2
    assert [f.seed for f in cell.failures()] == [3, 4]


OLD_KEYS = ["games", "errors", "turns", "omens_drawn", "haunts_started", "actions",
            "actions_per_second", "games_per_second", "seconds", "failures", "winners",
            "per_haunt"]


def test_one_player_count_keeps_the_old_json(capsys: pytest.CaptureFixture[str]) -> None:
    data = simulate_json(capsys, "--games", "2", "--players", "4", "--seed", "2")
    assert list(data) == OLD_KEYS
    expected = simulate(content(), games=2, players=4, seed=2, bot="explorer").to_json()
    timing = {"actions_per_second", "games_per_second", "seconds"}
    assert {k: v for k, v in data.items() if k not in timing} == \
        {k: v for k, v in expected.items() if k not in timing}


def test_one_player_count_keeps_the_old_text(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--games", "2", "--players", "4", "--seed", "2"]) == 0
    lines = capsys.readouterr().out.splitlines()
    expected = simulate(content(), games=2, players=4, seed=2, bot="explorer").to_json()
    shown = [k for k in OLD_KEYS if k not in ("failures", "per_haunt")]
    assert [line.split(":")[0].strip() for line in lines[:len(shown)]] == shown
    assert lines[0] == f"{'games':>20}: 2"
    assert lines[shown.index("winners")] == f"{'winners':>20}: {expected['winners']}"
    rows = lines[len(shown):]
    assert len(rows) == len(expected["per_haunt"])
    for line, (hid, row) in zip(rows, expected["per_haunt"].items(), strict=True):
        assert line == f"{row['number']:>3} {hid:<28} " + "  ".join(
            f"{k} {v}" for k, v in row.items() if k != "number")


@pytest.mark.parametrize("args", [["--players", "3,7"], ["--players", "3,x"],
                                  ["--jobs", "0"],
                                  ["--players", "3,4", "--save-dir", "somewhere"]])
def test_bad_sweep_arguments_are_refused(capsys: pytest.CaptureFixture[str],
                                         args: list[str]) -> None:
    with pytest.raises(SystemExit) as exc:
        main(["simulate", "--games", "1", *args])
    assert exc.value.code == 2
    assert capsys.readouterr().err
