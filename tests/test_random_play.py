"""Random play over many seeded games, checking every invariant after every action.

Each game runs alongside a twin fed the same actions; after every action the
twin's state must equal the original (replaying the log gives the same state),
and every other invariant of game.engine.invariants must hold.
"""

from __future__ import annotations

import random

import pytest

from game.engine import Game
from game.engine.invariants import problems
from game.sim import setup_for
from tests.helpers import content

GAMES = 300
CHUNKS = 6


def play_checked(seed: int) -> int:
    c = content()
    rng = random.Random(seed)
    setup = setup_for(c, seed, rng.randint(3, 6))
    game = Game.new(c, setup)
    twin = Game.new(c, setup)
    actions = 0
    while game.prompt is not None:
        legal = game.legal_actions(game.prompt.seat)
        assert legal, f"seed {seed}: a prompt with no legal answer"
        action = legal[rng.randrange(len(legal))]
        events = game.submit(action)
        assert twin.submit(action) == events, f"seed {seed} action {actions}: events differ"
        actions += 1
        broken = problems(game)
        assert not broken, f"seed {seed} action {actions} ({action}): {broken}"
        assert twin.state == game.state, f"seed {seed} action {actions}: replay differs"
        assert actions < 20000, f"seed {seed}: the game does not end"
    assert game.state.phase == "over"  # R9.11: someone won
    assert game.state.haunt.winner in ("heroes", "traitor")
    return actions


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_random_games_keep_every_invariant(chunk: int) -> None:
    per = GAMES // CHUNKS
    total = sum(play_checked(seed) for seed in range(chunk * per, (chunk + 1) * per))
    assert total > 0
