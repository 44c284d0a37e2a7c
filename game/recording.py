"""A game as its record: the setup and every action played, the events each gave,
and whether each may be taken back (game/engine/undo.py). Everything that plays a
game for people plays it through a Recording: the window, the console, the bots'
simulations, a save being loaded (game/saves.py writes and reads it).

The record can go back to any earlier point by replaying: `seek(n)` is the game
after n actions, rebuilt from the nearest snapshot of the state at or before n
(one is kept every SNAPSHOT_EVERY actions, so no seek replays more than that many)
and the actions after it, exactly as they were first played. Undo is built on it:
`undo(seat)` takes back the seat's own latest actions that settled nothing
(`can_undo` says how many), and the record forgets them, so a save holds only the
game as it went on.
"""

from __future__ import annotations

import copy
from datetime import datetime
from typing import Any

from game.content.types import Content
from game.engine import Action, Event, Game, Setup
from game.engine.state import GameState
from game.engine.undo import Settled

SNAPSHOT_EVERY = 64


class Recording:
    """A game and everything needed to save it: submit through here, not the Game.
    `seats` is who sits where ({"name", "human"} per seat), kept for the window."""

    def __init__(self, content: Content, setup: Setup, seats: list[dict[str, Any]] | None = None):
        self.setup = setup
        self.seats = seats or [{"name": "", "human": True}  # "": named by the window
                               for i in range(len(setup.explorers))]
        self.game = Game.new(content, setup)
        self.actions: list[Action] = []
        self.events: list[list[Event]] = [self.game.last_events]
        self.undoable: list[bool] = []  # for each action: may it be taken back?
        self.snapshots: dict[int, dict[str, Any]] = {0: self._snapshot()}

    def _snapshot(self) -> dict[str, Any]:
        return copy.deepcopy(self.game.state.to_json())

    def submit(self, action: Action) -> list[Event]:
        settled = Settled.before(self.game)
        events = self.game.submit(action)
        self.actions.append(action)
        self.events.append(events)
        self.undoable.append(settled.after(self.game, events))
        if len(self.actions) % SNAPSHOT_EVERY == 0:
            self.snapshots[len(self.actions)] = self._snapshot()
        return events

    # ---- going back ---------------------------------------------------------------
    def seek(self, n: int) -> Game:
        """A new Game as it stood after the first `n` actions (0: just set up); this
        record is not changed. Its `last_events` are those of action n."""
        n = max(0, min(n, len(self.actions)))
        base = max(k for k in self.snapshots if k <= n)
        game = Game(self.game.content, GameState.from_json(self.snapshots[base]))
        for action in self.actions[base:n]:
            game.submit(action)
        game._events = self.events[n]
        return game

    def cut(self, n: int) -> Recording:
        """A new record of this game's first `n` actions (the same seats), its game
        rebuilt by `seek`: the point a replay theatre shows, from which the rest of
        the actions can be played again one at a time."""
        n = max(0, min(n, len(self.actions)))
        out = Recording.__new__(Recording)
        out.setup, out.seats = self.setup, [dict(s) for s in self.seats]
        out.game = self.seek(n)
        out.actions = self.actions[:n]
        out.events = self.events[:n + 1]
        out.undoable = self.undoable[:n]
        out.snapshots = {k: v for k, v in self.snapshots.items() if k <= n}
        return out

    def can_undo(self, seat: int) -> int:
        """How many of `seat`'s latest actions may be taken back now: those played
        since the last that settled something, while the seat still decides."""
        p = self.game.prompt
        if p is None or p.seat != seat:
            return 0
        n = 0
        while n < len(self.undoable) and self.undoable[-1 - n]:
            n += 1
        return n

    def undo(self, seat: int, steps: int = 1) -> int:
        """Take back up to `steps` of `seat`'s latest actions (never more than
        `can_undo`); the game goes back to the point before them, and the record
        forgets them. Returns how many were taken back."""
        steps = max(0, min(steps, self.can_undo(seat)))
        if steps:
            n = len(self.actions) - steps
            self.game = self.seek(n)
            del self.actions[n:], self.events[n + 1:], self.undoable[n:]
            for k in [k for k in self.snapshots if k > n]:
                del self.snapshots[k]
        return steps

    # ---- saving -------------------------------------------------------------------
    def summary(self, saved_at: datetime | None = None) -> dict[str, Any]:
        """What a list of saves shows: turn, explorers, players (and which are people),
        when, which phase, and once the haunt is known which it is, its round and
        who won."""
        when = saved_at or datetime.now()
        st = self.game.state
        return {"turn": st.turn.number, "explorers": list(self.setup.explorers),
                "players": [s["name"] for s in self.seats], "phase": st.phase,
                "saved_at": when.isoformat(timespec="seconds"),
                "humans": [s["human"] for s in self.seats], "haunt": st.haunt.id,
                "round": st.haunt.round + 1, "winner": st.haunt.winner}
