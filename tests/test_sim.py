"""The simulator plays whole games to a winner and reports each haunt's results."""

from __future__ import annotations

import json
from typing import Any

import pytest

from game.cli import main
from game.sim import forcing, simulate
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
