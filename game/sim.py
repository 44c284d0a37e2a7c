"""Headless games between bots: for measuring speed, finding broken rules and
balancing haunts (each haunt's wins for either side, `forcing` one haunt).

Every game is reproducible from its seed: the seed picks the explorers, the
date, the engine's random state and the bots' choices. A game that breaks a
rule, reaches the turn cap or ends without a winner is a failure with its seed.
"""

from __future__ import annotations

import random
import time
import traceback
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from game.ai import BOTS
from game.content.types import Content
from game.engine import EndTurn, Setup
from game.engine.invariants import problems
from game.saves import Recording, save

TURN_CAP = 10_000  # random walkers can take thousands of turns; a loop takes forever
DAYS = (31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31)


def setup_for(content: Content, seed: int, players: int,
              today: tuple[int, int] | None = None) -> Setup:
    """A random but reproducible table: distinct explorer cards, a random side each,
    and (unless given) a random date."""
    rng = random.Random(seed)
    by_card: dict[str, list[str]] = {}
    for eid in sorted(content.explorers):
        by_card.setdefault(content.explorers[eid].card, []).append(eid)
    cards = rng.sample(sorted(by_card), players)
    month = rng.randint(1, 12)
    date = (month, rng.randint(1, DAYS[month - 1]))
    return Setup(seed, tuple(rng.choice(by_card[c]) for c in cards), today or date)


@dataclass
class Failure:
    seed: int
    action: int
    error: str

    def __str__(self) -> str:
        return f"seed {self.seed} action {self.action}: {self.error}"


@dataclass
class HauntTally:
    """One haunt's games: who won, how long they took, how many broke."""

    number: int
    games: int = 0
    heroes: int = 0
    traitor: int = 0
    turns: int = 0
    rounds: int = 0
    errors: int = 0

    def to_json(self) -> dict[str, Any]:
        n = max(self.games, 1)
        return {"number": self.number, "games": self.games, "heroes": self.heroes,
                "traitor": self.traitor, "avg_turns": round(self.turns / n, 1),
                "avg_rounds": round(self.rounds / n, 1), "errors": self.errors}


@dataclass
class Report:
    games: int = 0
    turns: int = 0
    omens: int = 0
    haunts: int = 0
    actions: int = 0
    seconds: float = 0.0
    failures: list[Failure] = field(default_factory=list)
    per_haunt: dict[str, HauntTally] = field(default_factory=dict)

    def winners(self) -> dict[str, int]:
        return {side: sum(getattr(t, side) for t in self.per_haunt.values())
                for side in ("heroes", "traitor")}

    def to_json(self) -> dict[str, Any]:
        secs = max(self.seconds, 1e-9)
        return {
            "games": self.games,
            "errors": len(self.failures),
            "turns": self.turns,
            "omens_drawn": self.omens,
            "haunts_started": self.haunts,
            "actions": self.actions,
            "actions_per_second": round(self.actions / secs, 1),
            "games_per_second": round(self.games / secs, 2),
            "seconds": round(self.seconds, 3),
            "failures": [str(f) for f in self.failures],
            "winners": self.winners(),
            "per_haunt": {hid: t.to_json() for hid, t in sorted(
                self.per_haunt.items(), key=lambda item: item[1].number)},
        }


def play_one(content: Content, seed: int, players: int, bot: str,
             report: Report, turn_cap: int = TURN_CAP) -> Recording:
    recording = Recording(content, setup_for(content, seed, players))
    game = recording.game
    bots = [BOTS[bot](seed * 31 + seat) for seat in range(players)]
    index = 0
    failed = len(report.failures)
    try:
        while game.prompt is not None:
            seat = game.prompt.seat
            action = bots[seat].decide(game, seat, game.legal_actions(seat))
            recording.submit(action)
            index += 1
            if isinstance(action, EndTurn) or game.prompt is None:
                broken = problems(game)
                if broken:
                    report.failures.append(Failure(seed, index, "; ".join(broken)))
                    break
                if game.state.turn.number > turn_cap:
                    report.failures.append(Failure(seed, index, f"over {turn_cap} turns"))
                    break
    except Exception as exc:  # the simulator's job is to report these, with the seed
        where = traceback.extract_tb(exc.__traceback__)[-1]
        report.failures.append(Failure(
            seed, index + 1, f"{type(exc).__name__}: {exc} ({where.filename}:{where.lineno})"))
    st = game.state
    winner = st.haunt.winner
    if len(report.failures) == failed and game.over and content.haunts and not winner:
        report.failures.append(Failure(seed, index, "the game ended without a winner"))
    report.games += 1
    report.actions += index
    report.turns += st.turn.number
    report.omens += st.omens_drawn
    report.haunts += st.haunt.begun
    if st.haunt.id:
        tally = report.per_haunt.setdefault(st.haunt.id, HauntTally(st.haunt.number))
        tally.games += 1
        tally.turns += st.turn.number
        tally.rounds += st.haunt.round
        tally.errors += len(report.failures) - failed
        if winner in ("heroes", "traitor"):
            setattr(tally, winner, getattr(tally, winner) + 1)
    return recording


def forcing(content: Content, haunt: str) -> Content:
    """A copy of the content whose chart names one haunt in every cell, so the
    haunt that starts is always this one (balance runs). Its fingerprint differs,
    so its saves are not taken for games of the real content."""
    return replace(content, haunts={haunt: content.haunts[haunt]},
                   chart=dict.fromkeys(content.chart, haunt),
                   fingerprint=f"{content.fingerprint}+haunt:{haunt}")


def simulate(content: Content, games: int, players: int, seed: int, bot: str,
             save_dir: Path | None = None, turn_cap: int = TURN_CAP) -> Report:
    report = Report()
    if save_dir is not None:
        save_dir.mkdir(parents=True, exist_ok=True)
    start = time.perf_counter()
    for i in range(games):
        recording = play_one(content, seed + i, players, bot, report, turn_cap)
        if save_dir is not None:
            save(save_dir / f"game-{seed + i}.json", recording)
    report.seconds = time.perf_counter() - start
    return report
