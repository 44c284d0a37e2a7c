"""New game / character select: who sits at the table, human or bot, and which explorer.

Each explorer card has two sides (R2.1): a player takes one side, and the other
side of that card cannot play in the same game. The screen shows the seats on
the left, the six cards on the right with the details of the explorer under the
pointer or the focus, and who goes first by the birthday rule (R2.5).

Keyboard and gamepad move the focus between controls by where they sit on the
screen (arrows / hat) or in reading order (Tab / Shift-Tab, which also finish
typing a name), Enter / A activates, Esc / B goes back to the title.

The Scene here holds the table and the actions on it, the controls and the
input; how the screen is laid out and drawn is in setup_view (the seats, the
turn order, the bar) and setup_explorers (the cards and the explorer's details).
"""

from __future__ import annotations

import datetime
import random
import time
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.engine import Setup
from game.engine.rules.setup import MAX_SEATS, first_seat
from game.text import t
from game.ui.scene import Scene, replace_scene, scene
from game.ui.scenes.setup_explorers import Control
from game.ui.scenes.setup_view import SetupView
from game.ui.session import Seat, Session

if TYPE_CHECKING:
    from game.app import App

MIN_SEATS = 3
MAX_NAME = 16
DIRECTIONS = {"left": (-1, 0), "right": (1, 0), "up": (0, -1), "down": (0, 1)}


@dataclass
class SeatChoice:
    name: str
    human: bool
    explorer: str | None = None


def default_name(index: int) -> str:
    return t("setup.player", n=index + 1)


@scene("setup")
class SetupScene(SetupView, Scene):
    def __init__(self, app: App, solo: bool = False, seed: int | None = None,
                 today: tuple[int, int] | None = None):
        self.solo = solo
        self.rng = random.Random(time.time_ns() if seed is None else seed)
        if today is None:
            d = datetime.date.today()
            today = (d.month, d.day)
        self.today = today
        content = app.content
        self.explorers = content.explorers
        self.cards: dict[str, list[str]] = {}
        for eid, explorer in content.explorers.items():
            self.cards.setdefault(explorer.card, []).append(eid)
        self.seats: list[SeatChoice] = []
        self.selected = 0
        self.editing: int | None = None
        self.edit_fresh = False
        self.message = ""
        self.message_bad = False
        self.controls: list[Control] = []
        self.focus = 0
        self.hover: int | None = None
        self.mouse: tuple[int, int] | None = None
        self.time = 0.0
        self.background: pygame.Surface | None = None
        super().__init__(app)
        if solo:
            self.seats.append(SeatChoice(default_name(0), True))
            for _ in range(3):
                self._add_seat(rebuild=False)
        else:
            for i in range(MIN_SEATS):
                self.seats.append(SeatChoice(default_name(i), True))
        self._rebuild(focus_key=("side", -1, self._first_free() or ""))

    # ---- state helpers ------------------------------------------------
    def holder_of_card(self, card: str) -> int | None:
        """The seat that holds either side of a card, if any."""
        for i, s in enumerate(self.seats):
            if s.explorer is not None and self.explorers[s.explorer].card == card:
                return i
        return None

    def free_explorers(self, for_seat: int) -> list[str]:
        """Explorers whose card no other seat holds."""
        return [e for e, x in self.explorers.items()
                if self.holder_of_card(x.card) in (None, for_seat)]

    def _first_free(self) -> str | None:
        free = self.free_explorers(self.selected)
        return free[0] if free else None

    def ready(self) -> bool:
        return all(s.explorer is not None for s in self.seats)

    def turn_order(self) -> list[int]:
        """Seats in playing order (R2.5), or [] while a seat has no explorer."""
        if not self.ready():
            return []
        explorers = tuple(s.explorer for s in self.seats if s.explorer is not None)
        first = first_seat(self.app.content, Setup(0, explorers, self.today))
        n = len(self.seats)
        return [(first + i) % n for i in range(n)]

    def name_of(self, eid: str) -> str:
        return t(f"explorer.{eid}.name")

    def _say(self, message: str, bad: bool = False) -> None:
        self.message = message
        self.message_bad = bad

    # ---- actions ------------------------------------------------------
    def _add_seat(self, rebuild: bool = True) -> None:
        if len(self.seats) >= MAX_SEATS:
            return
        index = len(self.seats)
        human = not self.solo
        self.seats.append(SeatChoice(default_name(index), human))
        if not human:
            self._give_random(index)
        if rebuild:
            self._say("")
            self._rebuild()

    def _remove_seat(self) -> None:
        if len(self.seats) <= MIN_SEATS:
            return
        if self.editing == len(self.seats) - 1:
            self._stop_editing()
        self.seats.pop()
        self.selected = min(self.selected, len(self.seats) - 1)
        self._say("")
        self._rebuild()

    def _give_random(self, index: int) -> bool:
        current = self.seats[index].explorer
        free = [e for e in self.free_explorers(index) if e != current]
        if not free:
            return False
        self.seats[index].explorer = self.rng.choice(free)
        return True

    def _random(self, index: int) -> None:
        self.selected = index
        if self._give_random(index):
            seat = self.seats[index]
            assert seat.explorer is not None
            self._say(t("setup.chosen", who=seat.name, explorer=self.name_of(seat.explorer)))
        else:
            self._say(t("setup.none_free"), bad=True)
        self._rebuild()

    def _toggle(self, index: int) -> None:
        if self.solo:  # solo: seat 1 is the human, every other seat a bot
            return
        self.selected = index
        seat = self.seats[index]
        seat.human = not seat.human
        if not seat.human and seat.explorer is None:
            self._give_random(index)
        self._say("")
        self._rebuild()

    def _pick_seat(self, index: int) -> None:
        """Choose this seat's explorer: select it and move the focus to its card."""
        self.selected = index
        self._say("")
        target = self.seats[index].explorer or self._first_free() or ""
        self._rebuild(focus_key=("side", -1, target))

    def pick(self, eid: str) -> bool:
        """Give the selected seat this explorer; refused (with the reason shown)
        when another seat holds either side of its card."""
        seat = self.seats[self.selected]
        holder = self.holder_of_card(self.explorers[eid].card)
        if holder is not None and holder != self.selected:
            other = self.seats[holder]
            assert other.explorer is not None
            if other.explorer == eid:
                self._say(t("setup.refuse.same", who=other.name, explorer=self.name_of(eid)),
                          bad=True)
            else:
                self._say(t("setup.refuse.card", explorer=self.name_of(eid),
                            other=self.name_of(other.explorer), who=other.name), bad=True)
            self._rebuild()
            return False
        seat.explorer = eid
        self._say(t("setup.chosen", who=seat.name, explorer=self.name_of(eid)))
        n = len(self.seats)
        for step in range(1, n):  # go on to the next seat still without an explorer
            j = (self.selected + step) % n
            if self.seats[j].explorer is None:
                self.selected = j
                break
        self._rebuild()
        return True

    def _begin_editing(self, index: int) -> None:
        self.selected = index
        self.editing = index
        self.edit_fresh = True
        self._say("")
        pygame.key.start_text_input()
        rect = next((c.rect for c in self.controls if c.key == ("name", index, "")), None)
        if rect is not None:
            pygame.key.set_text_input_rect(rect)

    def _stop_editing(self) -> None:
        if self.editing is None:
            return
        seat = self.seats[self.editing]
        seat.name = seat.name.strip() or default_name(self.editing)
        self.editing = None
        pygame.key.stop_text_input()
        self._rebuild()

    def _back(self) -> None:
        self._stop_editing()
        if len(self.app.stack.scenes) > 1:
            self.app.stack.pop()
        else:
            replace_scene(self.app, "title")

    def start(self) -> None:
        if not self.ready():
            missing = next(s for s in self.seats if s.explorer is None)
            self._say(t("setup.needs_explorer", who=missing.name), bad=True)
            return
        self._stop_editing()
        seats = [Seat(s.name, s.human, s.explorer) for s in self.seats if s.explorer]
        session = Session.new(self.app.content, seats, seed=self.rng.randrange(1, 2 ** 31),
                              today=self.today, avoid=self.app.avoid())
        replace_scene(self.app, "board", session)

    # ---- controls -----------------------------------------------------
    def _rebuild(self, focus_key: tuple[str, int, str] | None = None) -> None:
        """Make the controls for the current seats, lay them out, keep the focus."""
        if focus_key is None and self.controls:
            focus_key = self.controls[self.focus].key
        controls: list[Control] = []
        for i, seat in enumerate(self.seats):
            if not self.solo:
                controls.append(Control(t("setup.human") if seat.human else t("setup.bot"),
                                        lambda i=i: self._toggle(i), kind="toggle", seat=i))
            controls.append(Control(seat.name, lambda i=i: self._begin_editing(i), kind="name",
                                    seat=i))
            controls.append(Control(self.name_of(seat.explorer) if seat.explorer
                                    else t("setup.choose"), lambda i=i: self._pick_seat(i),
                                    kind="pick", seat=i))
            controls.append(Control(t("setup.random"), lambda i=i: self._random(i),
                                    kind="random", seat=i))
        controls.append(Control(t("setup.add_bot" if self.solo else "setup.add_seat"),
                                self._add_seat, kind="add",
                                enabled=len(self.seats) < MAX_SEATS))
        controls.append(Control(t("setup.remove_bot" if self.solo else "setup.remove_seat"),
                                self._remove_seat, kind="remove",
                                enabled=len(self.seats) > MIN_SEATS))
        for sides in self.cards.values():
            for eid in sides:
                controls.append(Control(self.name_of(eid), lambda e=eid: self.pick(e),
                                        kind="side", explorer=eid))
        controls.append(Control(t("setup.back"), self._back, kind="back"))
        controls.append(Control(t("setup.start"), self.start, kind="start",
                                enabled=self.ready()))
        self.controls = controls
        self.focus = 0
        for i, c in enumerate(controls):
            if c.key == focus_key:
                self.focus = i
                break
        else:
            if focus_key is not None:  # e.g. a removed seat: the nearest thing of that kind
                same = [i for i, c in enumerate(controls) if c.kind == focus_key[0]]
                if same:
                    self.focus = same[-1]
        if not self.controls[self.focus].enabled:
            self.focus = next(i for i, c in enumerate(controls) if c.kind == "back")
        self.layout(self.size)
        self.hover = self._control_at(self.mouse) if self.mouse is not None else None

    # ---- input --------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.editing is not None and self._edit_event(event):
            return True
        intent = self.app.intents.of(event)
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            self.hover = self._control_at(event.pos)
            if self.hover is not None:
                self.focus = self.hover
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            i = self._control_at(event.pos)
            if i is not None:
                self.focus = i
                self._activate(i)
                return True
            for s, row in enumerate(self.rows):  # the seat's badge selects the seat
                if row.collidepoint(event.pos):
                    self.selected = s
                    return True
            return False
        if intent in ("menu", "cancel"):
            self._back()
            return True
        if intent in DIRECTIONS:
            self._move(intent)
            return True
        if intent in ("next", "prev"):
            self._cycle(1 if intent == "next" else -1)
            return True
        if intent == "confirm":
            self._activate(self.focus)
            return True
        return False

    def _edit_event(self, event: pygame.event.Event) -> bool:
        """Typing a player's name: letters arrive as TEXTINPUT, keys edit or finish."""
        assert self.editing is not None
        seat = self.seats[self.editing]
        if event.type == pygame.TEXTINPUT:
            text = "".join(ch for ch in event.text if ch.isprintable())
            if self.edit_fresh:
                seat.name = ""
                self.edit_fresh = False
            seat.name = (seat.name + text)[:MAX_NAME]
            return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_BACKSPACE:
                seat.name = "" if self.edit_fresh else seat.name[:-1]
                self.edit_fresh = False
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE):
                self._stop_editing()
            elif event.key == pygame.K_TAB:  # the name is done: on to the next control
                self._stop_editing()
                self._cycle(-1 if event.mod & pygame.KMOD_SHIFT else 1)
            return True  # every other key belongs to the typing, not to the menus
        if event.type == pygame.JOYBUTTONDOWN:
            self._stop_editing()
            return True
        if event.type == pygame.MOUSEBUTTONDOWN:
            i = self._control_at(event.pos)
            if i is not None and self.controls[i].key == ("name", self.editing, ""):
                return True  # a click in the box being edited
            self._stop_editing()
            return False  # the click still does what it points at
        return False

    def _control_at(self, pos: tuple[int, int]) -> int | None:
        return next((i for i, c in enumerate(self.controls) if c.rect.collidepoint(pos)), None)

    def _activate(self, i: int) -> None:
        c = self.controls[i]
        if c.kind == "start" and not c.enabled:
            self.start()  # says who still needs an explorer
            return
        if not c.enabled:
            return
        if c.seat >= 0:
            self.selected = c.seat
        self.app.sounds.play("click")
        c.action()

    def _move(self, direction: str) -> None:
        """Move the focus to the nearest control that way on the screen."""
        dx, dy = DIRECTIONS[direction]
        here = self.controls[self.focus].rect
        best: tuple[float, int] | None = None
        for i, c in enumerate(self.controls):
            if i == self.focus or not c.enabled:
                continue
            r = c.rect
            along = (r.centerx - here.centerx) * dx + (r.centery - here.centery) * dy
            if along <= 0:
                continue
            if dx:
                ahead = (r.left - here.right) if dx > 0 else (here.left - r.right)
                side = max(0, r.top - here.bottom, here.top - r.bottom)
            else:
                ahead = (r.top - here.bottom) if dy > 0 else (here.top - r.bottom)
                side = max(0, r.left - here.right, here.left - r.right)
            if side > along * 1.5:  # too far off to the side to count as that way
                continue
            score = max(0, ahead) + side * 3 + abs((r.centerx - here.centerx) * dy
                                                    + (r.centery - here.centery) * dx) * 0.1
            if best is None or score < best[0]:
                best = (score, i)
        if best is not None:
            self._focus_on(best[1])

    def _cycle(self, step: int) -> None:
        """Move the focus to the next (or previous) enabled control in reading order."""
        n = len(self.controls)
        for k in range(1, n):
            i = (self.focus + step * k) % n
            if self.controls[i].enabled:
                self._focus_on(i)
                return

    def _focus_on(self, i: int) -> None:
        self.focus = i
        self.message = ""
        seat = self.controls[i].seat
        if seat >= 0:
            self.selected = seat

    def update(self, dt: float) -> None:
        self.time += dt
