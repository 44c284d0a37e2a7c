"""What may be taken back (Board Game Arena's rule: never across hidden information
or dice). An action can be taken back only if, when it was played, nothing random
happened and nothing came to light: no die rolled and no shuffle (the random state
did not move), no tile, card or face-down token drawn or turned up, no secret
dealt or shown to one seat alone, no haunt revealed, and the same seat still
decides, in the same turn. Each action is judged once, as it is played
(`Settled.after`); the record of the game keeps the answers (game/saves.py:
`Recording.undoable`) and takes actions back by replaying to the earlier point.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass
from typing import Any

from game.engine.events import Event
from game.engine.game import Game


@dataclass(frozen=True)
class Settled:
    """What an action must leave as it was to be taken back."""

    rng: Any
    stack: int
    tile_discard: int
    decks: tuple[tuple[str, int], ...]
    face_down: tuple[int, ...]  # which tokens lie face down, by place in the list
    secret: Any
    phase: str
    turn: int
    seat: int | None

    @staticmethod
    def before(game: Game) -> Settled:
        st = game.state
        return Settled(st.rng, len(st.stack), len(st.tile_discard),
                       tuple(sorted((k, len(v)) for k, v in st.decks.items())),
                       tuple(i for i, tk in enumerate(st.tokens) if tk.face_down),
                       copy.deepcopy(st.haunt.secret), st.phase, st.turn.number,
                       st.prompt.seat if st.prompt else None)

    def after(self, game: Game, events: list[Event]) -> bool:
        """Can the action just played (from this point to `game`) be taken back?"""
        p = game.state.prompt
        if p is None or p.private or p.seat != self.seat:
            return False  # the game ended, a choice is secret, or another seat decides
        if any(e.secret for e in events):
            return False  # something was shown to one seat alone
        return Settled.before(game) == self
