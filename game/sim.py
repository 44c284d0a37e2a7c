"""Headless games between bots: for measuring speed, finding broken rules and
balancing haunts (each haunt's wins for either side, `forcing` one haunt, and
`sweep`: every haunt at every table size against the balance targets).

Every game is reproducible from its seed: the seed picks the explorers, the
date, the engine's random state and the bots' choices. A game that breaks a
rule, reaches the turn cap or ends without a winner is a failure with its seed.
With `jobs` above 1 the games are shared among worker processes; each game's
result is the same wherever it is played, and results are put back in seed
order, so a run's report does not depend on `jobs`.
"""

from __future__ import annotations

import random
import statistics
import sys
import time
import traceback
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from game.ai import BOTS
from game.content.types import Content
from game.engine import EndTurn, Event, Move, Setup
from game.engine.invariants import problems
from game.recording import Recording
from game.saves import save

TURN_CAP = 10_000  # random walkers can take thousands of turns; a loop takes forever
DAYS = (31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31)

# Balance targets of a sweep's cell (see `Stats.missed`).
HEROES_RATE = (0.40, 0.60)  # each side wins between 40% and 60% of the decided games
MIN_MEDIAN_ROUNDS = 4  # the haunt lasts a while
MAX_EARLY = 0.05  # few games are decided before the second haunt round ends
ANY = "any"  # a sweep cell's name when the chart picks the haunt (none forced)


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
    turn_cap: bool = False  # the game was stopped at the turn cap

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

    def add(self, other: HauntTally) -> None:
        for name in ("games", "heroes", "traitor", "turns", "rounds", "errors"):
            setattr(self, name, getattr(self, name) + getattr(other, name))


def usable_cards(content: Content) -> list[str]:
    """Cards a holder can put to use: a `use`, a weapon, or a kept event (a saved roll)."""
    return sorted(cid for cid, c in content.cards.items() if c.use or c.weapon or c.keep)


def card_uses(events: Sequence[Event]) -> Iterator[str]:
    """The cards these events show being put to use: used (R7.2), attacked with
    (R8.5), or a saved result stood in for a roll (R7.7)."""
    for e in events:
        if e.kind in ("card_used", "saved_roll_used"):
            yield e.data["card"]
        elif e.kind == "attack" and e.data.get("weapon"):
            yield e.data["weapon"]


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
    card_use: dict[str, int] = field(default_factory=dict)  # card -> times put to use

    def add(self, other: Report) -> None:
        """Count another report's games in this one (its time is not added)."""
        for name in ("games", "turns", "omens", "haunts", "actions"):
            setattr(self, name, getattr(self, name) + getattr(other, name))
        self.failures.extend(other.failures)
        for hid, tally in other.per_haunt.items():
            self.per_haunt.setdefault(hid, HauntTally(tally.number)).add(tally)
        for cid, n in other.card_use.items():
            self.card_use[cid] = self.card_use.get(cid, 0) + n

    def card_table(self, content: Content) -> dict[str, int]:
        """Every usable card with how often it was put to use (0 if never)."""
        return {cid: self.card_use.get(cid, 0) for cid in usable_cards(content)}

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
            for cid in card_uses(recording.submit(action)):
                report.card_use[cid] = report.card_use.get(cid, 0) + 1
            index += 1
            if isinstance(action, EndTurn) or game.prompt is None:
                broken = problems(game)
                if broken:
                    report.failures.append(Failure(seed, index, "; ".join(broken)))
                    break
                if game.state.turn.number > turn_cap:
                    report.failures.append(Failure(seed, index, f"over {turn_cap} turns",
                                                   turn_cap=True))
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
             save_dir: Path | None = None, turn_cap: int = TURN_CAP, jobs: int = 1,
             haunt: str | None = None) -> Report:
    """`games` games from `seed` on, `haunt` (if given) forced on the content."""
    report = Report()
    if save_dir is not None:
        save_dir.mkdir(parents=True, exist_ok=True)
    start = time.perf_counter()
    tasks = [(haunt, players, seed + i, bot, turn_cap, save_dir) for i in range(games)]
    for _, one in _play_all(content, tasks, jobs):
        report.add(one)
    report.seconds = time.perf_counter() - start
    return report


# ---- sweeps: haunts x table sizes -----------------------------------------
@dataclass(frozen=True)
class Outcome:
    """One game of a sweep, as much as its cell's statistics need."""

    seed: int
    winner: str = ""  # "heroes", "traitor", or "" while no side has won
    rounds: int = 0  # haunt rounds ended (game.state.haunt.round at the end)
    turns: int = 0
    failure: Failure | None = None

    @property
    def decided(self) -> bool:
        """Won by a side, and nothing went wrong."""
        return bool(self.winner) and self.failure is None

    @property
    def early(self) -> bool:
        """Decided before the second haunt round ended."""
        return self.decided and self.rounds < 2


@dataclass(frozen=True)
class Stats:
    """A cell's (or a whole sweep's) games. Rates and rounds are over the decided
    games (None if there are none); `early` is a share of all games."""

    games: int
    heroes: int
    traitor: int
    heroes_rate: float | None
    median_rounds: float | None
    mean_rounds: float | None
    early: float
    errors: int  # exceptions, broken invariants, no winner, the turn cap
    turn_cap: int

    @staticmethod
    def of(outcomes: Sequence[Outcome]) -> Stats:
        decided = [o for o in outcomes if o.decided]
        rounds = [o.rounds for o in decided]
        heroes = sum(o.winner == "heroes" for o in decided)
        return Stats(
            games=len(outcomes),
            heroes=heroes,
            traitor=len(decided) - heroes,
            heroes_rate=heroes / len(decided) if decided else None,
            median_rounds=float(statistics.median(rounds)) if rounds else None,
            mean_rounds=statistics.fmean(rounds) if rounds else None,
            early=sum(o.early for o in outcomes) / len(outcomes) if outcomes else 0.0,
            errors=sum(o.failure is not None for o in outcomes),
            turn_cap=sum(o.failure is not None and o.failure.turn_cap for o in outcomes))

    def missed(self) -> list[str]:
        """The balance targets these games miss, by field name."""
        out = []
        low, high = HEROES_RATE
        if self.heroes_rate is None or not low <= self.heroes_rate <= high:
            out.append("heroes_rate")
        if self.median_rounds is None or self.median_rounds < MIN_MEDIAN_ROUNDS:
            out.append("median_rounds")
        if self.early > MAX_EARLY:
            out.append("early")
        if self.errors:
            out.append("errors")
        return out

    def to_json(self) -> dict[str, Any]:
        def rounded(value: float | None, digits: int) -> float | None:
            return None if value is None else round(value, digits)

        return {"games": self.games, "heroes": self.heroes, "traitor": self.traitor,
                "heroes_rate": rounded(self.heroes_rate, 3),
                "median_rounds": self.median_rounds,
                "mean_rounds": rounded(self.mean_rounds, 2),
                "early": round(self.early, 3), "errors": self.errors,
                "turn_cap": self.turn_cap}


@dataclass
class Cell:
    """One haunt (or ANY: the chart's pick) at one table size."""

    haunt: str
    number: int  # 0 for ANY
    players: int
    outcomes: list[Outcome] = field(default_factory=list)  # in seed order

    @property
    def label(self) -> str:
        return f"{self.haunt}@{self.players}"

    def stats(self) -> Stats:
        return Stats.of(self.outcomes)

    def failures(self) -> list[Failure]:
        return [o.failure for o in self.outcomes if o.failure is not None]

    def to_json(self) -> dict[str, Any]:
        stats = self.stats()
        return {"haunt": self.haunt, "number": self.number, "players": self.players,
                **stats.to_json(), "meets_targets": not stats.missed(),
                "missed": stats.missed(), "failures": [str(f) for f in self.failures()]}


@dataclass
class SweepReport:
    cells: list[Cell] = field(default_factory=list)
    seconds: float = 0.0

    def totals(self) -> Stats:
        return Stats.of([o for cell in self.cells for o in cell.outcomes])

    @property
    def errors(self) -> int:
        return self.totals().errors

    def failing(self) -> list[str]:
        return [cell.label for cell in self.cells if cell.stats().missed()]

    def to_json(self) -> dict[str, Any]:
        failing = self.failing()
        return {"cells": [cell.to_json() for cell in self.cells],
                "totals": {"cells": len(self.cells), **self.totals().to_json()},
                "targets": {"pass": len(self.cells) - len(failing), "fail": len(failing),
                            "failing": failing},
                "seconds": round(self.seconds, 3)}

    def table(self) -> list[str]:
        """A readable table: one line per cell; `!` marks a cell missing a target."""
        def num(value: float | None, spec: str) -> str:
            return "-" if value is None else format(value, spec)

        head = (f"  {'haunt':<28} {'no':>2} {'pl':>2} {'games':>5} {'heroes':>6} "
                f"{'traitor':>7} {'rate':>5} {'median':>6} {'mean':>5} {'early':>5} "
                f"{'errors':>6} {'cap':>3}  missed")

        def row(mark: str, name: str, number: str, players: str, s: Stats,
                missed: list[str]) -> str:
            return (f"{mark} {name:<28} {number:>2} {players:>2} {s.games:>5} {s.heroes:>6} "
                    f"{s.traitor:>7} {num(s.heroes_rate, '.2f'):>5} "
                    f"{num(s.median_rounds, '.1f'):>6} {num(s.mean_rounds, '.1f'):>5} "
                    f"{s.early:>5.2f} {s.errors:>6} {s.turn_cap:>3}  "
                    + ", ".join(missed)).rstrip()

        lines = [head]
        for cell in self.cells:
            s = cell.stats()
            missed = s.missed()
            lines.append(row("!" if missed else " ", cell.haunt, str(cell.number),
                             str(cell.players), s, missed))
        lines.append(row(" ", "all", "", "", self.totals(), []))
        failing = self.failing()
        lines.append(f"targets: {len(self.cells) - len(failing)} pass, {len(failing)} fail "
                     f"(! marks a miss); {self.seconds:.1f} s")
        return lines


def sweep(content: Content, haunts: Sequence[str | None], players: Sequence[int], games: int,
          seed: int, bot: str, jobs: int = 1, turn_cap: int = TURN_CAP) -> SweepReport:
    """`games` games (seeds `seed`, `seed`+1, ...: the same in every cell) for each
    haunt (None: not forced, the chart picks) at each table size in `players`."""
    start = time.perf_counter()
    cells = [Cell(hid or ANY, content.haunts[hid].number if hid else 0, n)
             for hid in haunts for n in players]
    tasks = [(hid, n, seed + i, bot, turn_cap, None)
             for hid in haunts for n in players for i in range(games)]
    for index, (outcome, _) in enumerate(_play_all(content, tasks, jobs)):
        cells[index // games].outcomes.append(outcome)
    return SweepReport(cells, time.perf_counter() - start)


# ---- playing the games, here or in worker processes -------------------------
# A task: (haunt to force or None, players, seed, bot, turn cap, folder to save in or None)
Task = tuple[str | None, int, int, str, int, Path | None]


def _play(content: Content, task: Task) -> tuple[Outcome, Report]:
    """One game: its outcome, and a report of it alone."""
    _, players, seed, bot, turn_cap, save_dir = task
    report = Report()
    recording = play_one(content, seed, players, bot, report, turn_cap)
    if save_dir is not None:
        save(save_dir / f"game-{seed}.json", recording)
    st = recording.game.state
    outcome = Outcome(seed, st.haunt.winner, st.haunt.round, st.turn.number,
                      report.failures[0] if report.failures else None)
    return outcome, report


def _play_all(content: Content, tasks: list[Task], jobs: int
              ) -> Iterator[tuple[Outcome, Report]]:
    """Every task's game, in the order of the tasks. The download has no
    multiprocessing (build.spec leaves it out): there the games run here."""
    jobs = min(jobs, len(tasks))
    if jobs <= 1 or getattr(sys, "frozen", False):
        forced: dict[str | None, Content] = {}
        for task in tasks:
            hid = task[0]
            if hid not in forced:
                forced[hid] = forcing(content, hid) if hid else content
            yield _play(forced[hid], task)
        return
    import multiprocessing

    # spawn everywhere: the same start on every system, and nothing inherited.
    # imap hands back the results in the order of the tasks (by seed), whichever
    # worker played them, keeping only those that came early.
    with multiprocessing.get_context("spawn").Pool(jobs) as pool:
        yield from pool.imap(_worker_play, [(content.fingerprint, task) for task in tasks])


_WORKER_CONTENT: dict[str | None, Content] = {}  # a worker's content, by forced haunt


def _worker_play(job: tuple[str, Task]) -> tuple[Outcome, Report]:
    """In a worker process: load the content once (as the command line does),
    check that it is the content the caller has, and play one game."""
    fingerprint, task = job
    if None not in _WORKER_CONTENT:
        from game.content.loader import load

        content, errors = load()
        if errors:
            raise RuntimeError(f"content errors in a worker: {errors[0]}")
        if content.fingerprint != fingerprint:
            raise RuntimeError("a worker loaded other content than the caller's "
                               f"({content.fingerprint}, not {fingerprint})")
        _WORKER_CONTENT[None] = content
    hid = task[0]
    if hid not in _WORKER_CONTENT:
        _WORKER_CONTENT[hid] = forcing(_WORKER_CONTENT[None], hid)
    return _play(_WORKER_CONTENT[hid], task)


def walked(content: Content, actions: int) -> Recording:
    """A game whose explorers walk back and forth, turn after turn, as long as asked
    (no room is explored, so the haunt never comes and the game never ends): every
    action legal. For measuring and testing long saves."""
    rec = Recording(content, setup_for(content, 5, 4),
                    [{"name": f"P{i}", "human": i == 0} for i in range(4)])
    steps = 0
    while len(rec.actions) < actions:
        p = rec.game.prompt
        assert p is not None
        legal = rec.game.legal_actions(p.seat)
        moves = [a for a in legal if isinstance(a, Move)]
        if p.kind == "turn" and moves and steps < 2:
            rec.submit(moves[0])
            steps += 1
        else:
            rec.submit(next((a for a in legal if isinstance(a, EndTurn)), legal[0]))
            steps = 0
    return rec
