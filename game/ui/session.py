"""A game being played in the window: the recording, who sits where, the bots, and
its history (game.ui.history), told as each action is played and rebuilt by replay
after a load."""

from __future__ import annotations

from dataclasses import dataclass

from game.ai import ExplorerBot
from game.content.types import Content
from game.engine import Action, Event, Game, Setup
from game.recording import Recording
from game.text import language, t
from game.ui.history import History


@dataclass(frozen=True)
class Seat:
    name: str  # the player's name (the explorer has its own)
    human: bool
    explorer: str


class Session:
    """Built from a recording, whose seats say who is a person and who a bot, and its
    history when one was written while the recording was replayed (a loaded game)."""

    def __init__(self, recording: Recording, history: History | None = None,
                 watching: bool = False):
        self.recording = recording
        # a game watched in the replay theatre: its seats keep their people's names,
        # but nobody sits at the table to be asked, to roll or to read a secret
        self.watching = watching
        self.seats = [Seat(s["name"] or t("setup.player", n=i + 1), s["human"], e)
                      for i, (s, e) in enumerate(zip(recording.seats, recording.setup.explorers,
                                                     strict=True))]
        self.bots = {i: ExplorerBot(recording.setup.seed * 31 + i)
                     for i, s in enumerate(self.seats) if not s.human}
        self._history = history

    @classmethod
    def new(cls, content: Content, seats: list[Seat], seed: int,
            today: tuple[int, int], avoid: tuple[int, ...] = ()) -> Session:
        """A new game for these seats; `avoid` is the haunt numbers to pass over
        (R9.4: `App.avoid()`, the haunt book's, empty unless the player chose it)."""
        setup = Setup(seed, tuple(s.explorer for s in seats), today, avoid)
        return cls(Recording(content, setup, [{"name": s.name, "human": s.human}
                                              for s in seats]))

    @property
    def game(self) -> Game:
        return self.recording.game

    def waiting_for_bot(self) -> bool:
        p = self.game.prompt
        return p is not None and p.seat in self.bots

    def waiting_for_human(self) -> int | None:
        p = self.game.prompt
        return p.seat if p is not None and self.at_table(p.seat) else None

    def at_table(self, seat: int) -> bool:
        """Is a person sitting at this seat now, to decide, roll and read? Never while
        the game is watched."""
        return not self.watching and 0 <= seat < len(self.seats) and self.seats[seat].human

    def humans(self) -> int:
        return sum(s.human for s in self.seats)

    def must_look_away(self, audience: frozenset[int] | None) -> bool:
        """Must a person at the table look away while something only `audience` may
        see shows (R10.1)? Never for what all may see (None), nor when every person
        at the table is in the audience: bots never look."""
        people = {i for i in range(len(self.seats)) if self.at_table(i)}
        return audience is not None and not people <= audience

    def bot_move(self) -> list[Event]:
        p = self.game.prompt
        assert p is not None and p.seat in self.bots
        return self.submit(self.bots[p.seat].decide(self.game, p.seat,
                                                    self.game.legal_actions(p.seat)))

    @property
    def history(self) -> History:
        """Every sentence the shared screen has to tell so far: written as each action
        is played, rebuilt by replaying the recording when there is none yet (a loaded
        game) or when the language has changed."""
        h = self._history
        if h is None or h.language != language() or h.batches != len(self.recording.actions) + 1:
            h = self._history = History.of(self.recording)
        return h

    def undo(self, seat: int) -> Action | None:
        """Take back `seat`'s latest action if it settled nothing (game/recording.py);
        the action taken back, or None. The history is told again from the record."""
        last = self.recording.actions[-1] if self.recording.actions else None
        if not self.recording.undo(seat):
            return None
        self._history = None
        return last

    def submit(self, action: Action) -> list[Event]:
        events = self.recording.submit(action)
        h = self._history
        if h is not None and h.batches == len(self.recording.actions):
            h.add(self.game, events)
        return events
