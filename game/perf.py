"""How fast the engine alone is (`python -m game perf`), the numbers a search bot
needs: actions a second with the bots' thinking left out, what a copy of a game
state costs, and what working out a seat's legal actions costs.

The games are played first by random bots and recorded; then only the engine is
timed, replaying those actions (each legal-actions list is worked out anew, as a
player would need it, with no invariant checks). A copy is the engine's own
round trip of the state (`GameState.from_json(state.to_json())`), timed on states
taken all through the games. Medians of many, on one core.
"""

from __future__ import annotations

import statistics
import time
from typing import Any

from game.ai import RandomBot
from game.content.types import Content
from game.engine import Action, Game, Setup
from game.engine.state import GameState
from game.sim import setup_for


def recorded(content: Content, games: int, seed: int) -> list[tuple[Setup, list[Action]]]:
    """Whole games of random bots, as their setups and actions."""
    out = []
    for i in range(games):
        setup = setup_for(content, seed + i, 3 + i % 4)
        game = Game.new(content, setup)
        bot = RandomBot(seed + i)
        actions: list[Action] = []
        while game.prompt is not None and len(actions) < 5000:
            seat = game.prompt.seat
            action = bot.decide(game, seat, game.legal_actions(seat))
            game.submit(action)
            actions.append(action)
        out.append((setup, actions))
    return out


def measure(content: Content, games: int = 12, seed: int = 1) -> dict[str, Any]:
    played = recorded(content, games, seed)
    actions = 0
    engine = 0.0
    legal: list[float] = []
    states: list[GameState] = []
    for setup, moves in played:
        game = Game.new(content, setup)
        for i, action in enumerate(moves):
            p = game.prompt
            assert p is not None
            start = time.perf_counter()
            game.legal_actions(p.seat)
            middle = time.perf_counter()
            game.submit(action)
            end = time.perf_counter()
            engine += end - start
            legal.append(middle - start)
            actions += 1
            if i % 25 == 0:
                states.append(game.state)
    copies = []
    for st in states:
        start = time.perf_counter()
        GameState.from_json(st.to_json())
        copies.append(time.perf_counter() - start)
    return {"games": games, "seed": seed, "actions": actions,
            "actions_per_second": round(actions / engine) if engine else 0,
            "copy_us": round(statistics.median(copies) * 1e6, 1),
            "legal_actions_us": round(statistics.median(legal) * 1e6, 1)}
