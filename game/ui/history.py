"""The game's story as the shared screen tells it: every sentence of the log, kept
for the whole game (the history, opened with L), rebuilt from a save by replaying
its actions, and a short recap of what the others did since a player's last turn.

A sentence is written when its action is played, from the state just after it,
exactly as the board's presenter tells it, so the history of a loaded game reads
as it did live. Every event is told as the shared screen may see it
(`Event.seen_by(None)`, the engine's one secrecy policy, R10.2).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, overload

from game import narrate
from game.engine import Event, Game
from game.text import language

if TYPE_CHECKING:
    from game.recording import Recording
    from game.ui.session import Session

# What a recap picks first (lower is more telling); other kinds rank DEFAULT_RANK.
RECAP_RANKS = {
    "haunt_begins": 0, "haunt_chosen": 0, "traitor_revealed": 0, "game_over": 0,
    "died": 1, "escaped": 1, "stolen": 1, "skull": 1,
    "attack": 2, "monster_died": 2, "monster_spawned": 2, "card_drawn": 2,
    "tile_drawn": 3, "damage": 3, "trait": 3, "haunt_action": 3, "token_taken": 3,
    "card_used": 3, "card_picked_up": 3, "card_dropped": 3, "fell": 3,
}
DEFAULT_RANK = 9
NOT_IN_RECAP = ("turn_started", "turn_ended", "movement_ended")
RECAP_LINES = 4
LOOKAHEAD = 64  # how far ahead in the history a line the presenter tells is looked for


@dataclass(frozen=True)
class Entry:
    """One sentence of the history."""

    line: str
    kind: str  # the kind of event it tells
    batch: int  # 0: setting up; i: the game's i-th action
    turn: int  # the turn's number (0 before the first turn)
    seat: int | None  # whose turn it was (None before the first)


@dataclass(frozen=True)
class Recap:
    """What the others did since a player's last turn: a few sentences, and how many
    more the history holds."""

    seat: int
    batch: int  # the turn began in this batch; the player's first action ends the recap
    lines: tuple[str, ...]
    more: int


class History:
    """Every sentence told, in order, in the language it was written in."""

    def __init__(self) -> None:
        self.entries: list[Entry] = []
        self.language = language()
        self.batches = 0  # event batches told: setting up, then one per action
        self._turn: tuple[int, int | None] = (0, None)

    def add(self, game: Game, events: list[Event]) -> None:
        """Tell a batch of events (setting up, or one action's), the game standing
        as it does just after them."""
        batch = self.batches
        self.batches += 1
        for e in events:
            seen = e.seen_by(None)  # R10.2: only what the shared screen may see
            if seen.kind == "turn_started":
                self._turn = (int(seen.data["number"]), int(seen.data["who"]))
            line = narrate.event(game, seen)
            if line:
                self.entries.append(Entry(line, seen.kind, batch, *self._turn))

    @classmethod
    def of(cls, recording: Recording) -> History:
        """The history of a recorded game, rebuilt by replaying its actions."""
        game = Game.new(recording.game.content, recording.setup)
        history = cls()
        history.add(game, game.last_events)
        for action in recording.actions:
            history.add(game, game.submit(action))
        return history

    def upto(self, n: int) -> History:
        """This history as it stood after the game's first `n` actions (the replay
        theatre's: no replay needed to tell a point of the game again)."""
        out = History()
        out.language = self.language
        out.entries = [e for e in self.entries if e.batch <= n]
        out.batches = min(n + 1, self.batches)
        out._turn = (out.entries[-1].turn, out.entries[-1].seat) if out.entries else (0, None)
        return out

    def recap(self, seat: int, end: int) -> Recap | None:
        """What the others did between `seat`'s last turn and its turn that begins at
        or before entry `end`: the RECAP_LINES most telling sentences, in order. None
        when they did nothing (or `seat` has no turn there)."""
        starts = [i for i, e in enumerate(self.entries[:end])
                  if e.kind == "turn_started" and e.seat == seat]
        if not starts:
            return None
        now = starts[-1]
        since = starts[-2] + 1 if len(starts) > 1 else 0
        others = [(i, e) for i, e in enumerate(self.entries[since:now], since)
                  if e.seat is not None and e.seat != seat]
        told = [(i, e) for i, e in others if e.kind not in NOT_IN_RECAP]
        if not told:
            return None
        best = sorted(told, key=lambda ie: (RECAP_RANKS.get(ie[1].kind, DEFAULT_RANK), -ie[0]))
        picked = sorted(best[:RECAP_LINES], key=lambda ie: ie[0])
        return Recap(seat, self.entries[now].batch, tuple(e.line for _i, e in picked),
                     len(others) - len(picked))


class Told(Sequence[str]):
    """The log as the board has told it so far: the history up to the last sentence
    the presenter has shown (a roll only once its dice have landed), how far the
    player has scrolled it, and the recap shown when a person's turn begins. A line
    the history does not hold (a game the board was handed mid-way) is kept as told."""

    def __init__(self, session: Session, shown: int | None = None):
        """`shown`: how many event batches the screen has told already; by default
        a game just begun tells its setting up as it is shown, a loaded one has told
        it all."""
        self.session = session
        history = session.history
        if shown is None:
            shown = len(session.recording.actions) + 1 if session.recording.actions else 0
        self.next = sum(e.batch < shown for e in history.entries)
        self.told: list[int | Entry] = list(range(self.next))  # history index, or the line
        self.scroll = 0  # lines up from the newest
        self.recap: Recap | None = None
        # a loaded game at a person's turn: the recap of what came before it
        starts = [i for i, e in enumerate(self.entries) if e.kind == "turn_started"]
        if starts:
            self._recap(starts[-1])

    @property
    def entries(self) -> list[Entry]:
        return [self._entry(i) for i in self.told]

    def _entry(self, told: int | Entry) -> Entry:
        return self.session.history.entries[told] if isinstance(told, int) else told

    def append(self, line: str) -> None:
        """The presenter told `line`: the history is told up to it."""
        history = self.session.history.entries
        start = len(self.told)
        found = next((i for i in range(self.next, min(len(history), self.next + LOOKAHEAD))
                      if history[i].line == line), None)
        if found is None:
            last = self._entry(self.told[-1]) if self.told else Entry("", "", 0, 0, None)
            self.told.append(Entry(line, "", last.batch, last.turn, last.seat))
        else:
            self.told += range(self.next, found + 1)
            self.next = found + 1
        if self.scroll:  # the lines the player scrolled to stay in view
            self.scroll += len(self.told) - start
        self._recap(start)

    def _recap(self, start: int) -> None:
        """Told from line `start` on: a person's turn that begins brings the recap of
        the others' turns; their first action (a later batch) puts it away."""
        history, seats = self.session.history, self.session.seats
        for i in self.told[start:]:
            e = self._entry(i)
            if self.recap is not None and e.batch > self.recap.batch:
                self.recap = None
            if isinstance(i, int) and e.kind == "turn_started" and e.seat is not None and \
                    seats[e.seat].human:
                self.recap = history.recap(e.seat, i + 1)

    def scroll_by(self, lines: int) -> None:
        """Scroll the log (up is positive, toward older lines); the recap goes away."""
        self.recap = None
        self.scroll = max(0, min(self.scroll + lines, len(self.told) - 1))

    def __len__(self) -> int:
        return len(self.told)

    @overload
    def __getitem__(self, i: int) -> str: ...

    @overload
    def __getitem__(self, i: slice) -> list[str]: ...

    def __getitem__(self, i: int | slice) -> str | list[str]:
        if isinstance(i, slice):
            return [self._entry(k).line for k in self.told[i]]
        return self._entry(self.told[i]).line

    def __iter__(self) -> Iterator[str]:
        return (self._entry(k).line for k in self.told)
