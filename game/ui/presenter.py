"""Turns engine events into animations and log lines, one after another.

The engine has already changed its state when events arrive; the presenter
only shows how it got there (a figure walking, a tile dropping, dice tumbling,
a card flipping). While it is busy the board takes no new answers, and every
animation can be sped up or skipped.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass
from typing import TYPE_CHECKING

from game import narrate
from game.engine import Event
from game.text import t
from game.ui.piles import FLIGHT
from game.ui.scenes.card import CardOverlay
from game.ui.scenes.dice import DiceOverlay

if TYPE_CHECKING:
    from game.ui.scenes.board import BoardScene

WALK = 0.22
DROP = 0.3


@dataclass
class Walk:
    """A figure on its way from one room to the next."""

    seat: int
    frm: str
    to: str
    time: float = 0.0
    length: float = WALK


class Presenter:
    def __init__(self, board: BoardScene):
        self.board = board
        self.queue: deque[Event] = deque()
        self.wait = 0.0
        self.blocking = False
        self.walk: Walk | None = None
        self.dropping: dict[str, float] = {}  # room -> seconds since it appeared
        self.flash: dict[tuple[int, str], float] = {}  # (seat, trait) -> seconds left
        self.set_aside: float | None = None  # a tile flying to the discard pile
        self.seat: int | None = None  # whose turn the animations are showing

    @property
    def speed(self) -> float:
        return self.board.app.settings.animation_speed

    def feed(self, events: list[Event]) -> None:
        """Queue events; each is told in the log when its animation starts, so the
        log never gives away a roll before the dice land."""
        for e in events:
            self.queue.append(e.seen_by(None))  # the shared screen keeps secrets (R10.2)

    @property
    def idle(self) -> bool:
        return not self.queue and not self.blocking and self.wait <= 0

    def skip(self) -> None:
        self.wait = 0.0
        self.walk = None

    def update(self, dt: float) -> None:
        step = dt * self.speed
        self.dropping = {r: a + step for r, a in self.dropping.items() if a + step < DROP}
        self.flash = {k: v - dt for k, v in self.flash.items() if v - dt > 0}
        if self.set_aside is not None:
            self.set_aside += step / FLIGHT
            if self.set_aside >= 1:
                self.set_aside = None
        if self.walk is not None:
            self.walk.time += step
            if self.walk.time >= WALK:
                self.walk = None
        self.wait -= step
        while self.queue and not self.blocking and self.wait <= 0:
            self.start(self.queue.popleft())

    def _overlay_done(self) -> None:
        self.blocking = False

    def start(self, e: Event) -> None:
        board = self.board
        app = board.app
        d = e.data
        line = narrate.event(board.game, e)
        if line:
            board.log.append(line)
        if e.kind == "moved":
            board.follow(d["who"])
            if d["frm"] in board.game.state.placements:
                self.walk = Walk(d["who"], d["frm"], d["to"])
                self.wait = WALK
            app.sounds.play("step")
        elif e.kind in ("room_placed", "room_moved"):
            self.dropping[d["room"]] = 0.0
            self.wait = DROP
            app.sounds.play("place")
        elif e.kind == "tile_discarded":  # R5.2: face down onto the discard pile
            self.set_aside = 0.0
            self.wait = FLIGHT
        elif e.kind == "tile_drawn":
            app.sounds.play("door")
        elif e.kind == "turn_started":
            self.seat = d["who"]
            board.follow(d["who"])
        elif e.kind == "trait":
            self.flash[(d["who"], d["trait"])] = 1.2
        elif e.kind == "dice":  # every roll is shown landing on its real faces
            self.blocking = True
            app.push(DiceOverlay(app, [("", d["faces"])], _dice_caption(board, e),
                                 self._overlay_done))
        elif e.kind == "contest":
            self.blocking = True
            who = narrate.explorer(board.game, d["who"])
            app.push(DiceOverlay(app, [(t("dice.something"), d["their_faces"]),
                                       (who, d["faces"])],
                                 narrate.event(board.game, e), self._overlay_done))
        elif e.kind == "card_drawn":
            self.blocking = True
            card = board.game.content.cards[d["card"]]
            app.push(CardOverlay(app, card, narrate.event(board.game, e), self._overlay_done))
        elif e.kind == "haunt_begins":
            app.sounds.play("thunder")
            board.haunt_began()


def _dice_caption(board: BoardScene, e: Event) -> str:
    d = e.data
    need = d.get("need")
    line = narrate.event(board.game, e)
    if need is None or d.get("purpose") == "haunt":
        return line
    verdict = t("dice.pass") if d["total"] >= need else t("dice.fail")
    return f"{line} {verdict}"
