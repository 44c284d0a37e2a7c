"""Events: what happened, in order, for the UI to animate and the log to tell.

The engine's one secrecy policy (R10), which every reader asks (the board and
its presenter, the history and the log, the console, a seat's `Game.view`):

- An event: `seat` None means everyone sees it all; otherwise the listed
  `secret` fields are shown only to that seat (others get the event without
  them, so they still see that *something* happened): `Event.seen_by(viewer)`.
- A prompt: its options are its seat's; a seat's view never holds another
  seat's (`Prompt.seen_by`). A prompt asked with `private=True` (`Game.ask`)
  is for its seat's eyes only even on the shared screen: `Prompt.audience`
  names who may look, and the UI asks it behind a hand-over.

A viewer is a seat, or None for the shared screen.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Event:
    kind: str
    data: dict[str, Any] = field(default_factory=dict)
    seat: int | None = None
    secret: tuple[str, ...] = ()

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": self.kind, "data": self.data}
        if self.seat is not None:
            out["seat"] = self.seat
            out["secret"] = list(self.secret)
        return out

    def seen_by(self, viewer: int | None) -> Event:
        """This event as `viewer` may see it (None: the shared screen)."""
        if self.seat is None or viewer == self.seat or not self.secret:
            return self
        data = {k: v for k, v in self.data.items() if k not in self.secret}
        return Event(self.kind, data, self.seat, self.secret)
