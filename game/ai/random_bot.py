"""A bot that picks any legal action: for soak tests and the simulator."""

from __future__ import annotations

import random

from game.engine import Action, Game


class RandomBot:
    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)

    def decide(self, game: Game, seat: int, actions: list[Action]) -> Action:
        return actions[self.rng.randrange(len(actions))]
