"""The odds a player is shown before a contest of dice (R1.1, R8.5)."""

from __future__ import annotations

import itertools

import pytest

from game.engine.rng import DIE_FACES
from game.engine.rules.odds import contest, totals


def brute(mine: int, theirs: int) -> tuple[float, float, float]:
    rolls_a = [sum(r) for r in itertools.product(DIE_FACES, repeat=mine)]
    rolls_b = [sum(r) for r in itertools.product(DIE_FACES, repeat=theirs)]
    n = len(rolls_a) * len(rolls_b)
    win = sum(a > b for a in rolls_a for b in rolls_b) / n
    tie = sum(a == b for a in rolls_a for b in rolls_b) / n
    return win, tie, 1 - win - tie


@pytest.mark.parametrize(("mine", "theirs"), [(0, 0), (1, 0), (1, 1), (2, 3), (3, 2), (4, 4)])
def test_r8_5_contest_odds_match_every_roll_counted(mine: int, theirs: int) -> None:
    odds = contest(mine, theirs)
    win, tie, lose = brute(mine, theirs)
    assert odds.win == pytest.approx(win) and odds.tie == pytest.approx(tie)
    assert odds.lose == pytest.approx(lose)


def test_r1_1_no_more_than_eight_dice_and_totals_sum_to_one() -> None:
    assert totals(12) == totals(8)  # R1.1: at most 8 dice
    assert sum(totals(5)) == pytest.approx(1.0)
    assert contest(0, 0).tie == 1.0  # no dice on either side: 0 against 0
