"""Random play over many seeded games, checking every invariant after every action.

Each game runs alongside a twin that is rebuilt from the JSON of its own state
before every action (OpenSpiel's random_sim_test(serialize=True)): state ->
to_json -> text -> from_json -> continue. Fed the same actions, the twin must
offer the same legal actions, give the same events and reach the same state as
the original, and every other invariant of game.engine.invariants must hold
(R9.11: every game ends with a winner). Both bots play: the random one reaches
odd corners, the explorer plays games through to their haunts' ends.
"""

from __future__ import annotations

import json
import random

import pytest

from game.ai import BOTS
from game.engine import Game
from game.engine.invariants import problems
from game.engine.state import GameState
from game.sim import setup_for
from tests.helpers import content

GAMES = {"random": 120, "explorer": 60}
CHUNKS = 6
MAX_ACTIONS = 20000


def restored(game: Game) -> Game:
    """A new game from the JSON text of this one's state."""
    return Game(game.content, GameState.from_json(json.loads(json.dumps(game.state.to_json()))))


def play_checked(seed: int, bot: str) -> int:
    c = content()
    players = random.Random(seed).randint(3, 6)
    game = Game.new(c, setup_for(c, seed, players))
    bots = [BOTS[bot](seed * 31 + seat) for seat in range(players)]
    actions = 0
    while game.prompt is not None:
        seat = game.prompt.seat
        legal = game.legal_actions(seat)
        assert legal, f"{bot} seed {seed}: a prompt with no legal answer"
        twin = restored(game)
        assert twin.legal_actions(seat) == legal, f"{bot} seed {seed} action {actions}"
        action = bots[seat].decide(game, seat, legal)
        events = game.submit(action)
        actions += 1
        assert twin.submit(action) == events, f"{bot} seed {seed} action {actions}: events"
        assert twin.state == game.state, f"{bot} seed {seed} action {actions}: state"
        broken = problems(game)
        assert not broken, f"{bot} seed {seed} action {actions} ({action}): {broken}"
        assert actions < MAX_ACTIONS, f"{bot} seed {seed}: the game does not end"
    assert game.state.phase == "over"  # R9.11: someone won
    assert game.state.haunt.winner in ("heroes", "traitor")
    return actions


@pytest.mark.parametrize("bot", sorted(GAMES))
@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_random_games_keep_every_invariant_through_json(bot: str, chunk: int) -> None:
    per = GAMES[bot] // CHUNKS
    total = sum(play_checked(seed, bot) for seed in range(chunk * per, (chunk + 1) * per))
    assert total > 0
