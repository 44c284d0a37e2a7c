"""The chances of a contest of dice (R1.1 dice, R8.5 attacks): exact, from the
faces every die has, for the screens that tell a player the odds before a roll."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from game.engine.rng import DIE_FACES


@dataclass(frozen=True)
class Odds:
    """How a contest of `mine` dice against `theirs` ends, as fractions of 1."""

    win: float
    tie: float
    lose: float


@cache
def totals(count: int) -> tuple[float, ...]:
    """The chance of each total (index = total) of `count` dice; at most 8 are
    rolled (R1.1)."""
    dist = [1.0]
    for _ in range(max(0, min(count, 8))):
        nxt = [0.0] * (len(dist) + max(DIE_FACES))
        for total, p in enumerate(dist):
            for face in DIE_FACES:
                nxt[total + face] += p / len(DIE_FACES)
        dist = nxt
    return tuple(dist)


@cache
def contest(mine: int, theirs: int) -> Odds:
    """R8.5: the higher total wins, equal totals are a tie."""
    a, b = totals(mine), totals(theirs)
    win = tie = 0.0
    for x, pa in enumerate(a):
        for y, pb in enumerate(b):
            if x > y:
                win += pa * pb
            elif x == y:
                tie += pa * pb
    return Odds(win, tie, max(0.0, 1.0 - win - tie))
