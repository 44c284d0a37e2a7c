"""New game / character select: who sits at the table, human or bot, and which explorer.

Each explorer card has two sides (R2.1): a player takes one side, and the other
side of that card cannot play in the same game. The screen shows the seats on
the left, the six cards on the right with the details of the explorer under the
pointer or the focus, and who goes first by the birthday rule (R2.5).

Keyboard and gamepad move the focus between controls by where they sit on the
screen (arrows / hat), Enter / A activates, Esc / B goes back to the title.
"""

from __future__ import annotations

import datetime
import random
import time
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.engine import Setup
from game.engine.rules.setup import MAX_SEATS, days_until, first_seat
from game.text import t
from game.ui import assets, theme
from game.ui.scene import Scene
from game.ui.scenes.title import render_backdrop
from game.ui.session import Seat, Session
from game.ui.widgets import Button, draw_text, panel, wrap

if TYPE_CHECKING:
    from game.app import App
    from game.content.types import ExplorerDef

MIN_SEATS = 3
MAX_NAME = 16
TRAITS = ("might", "speed", "knowledge", "sanity")
DIRECTIONS = {"left": (-1, 0), "right": (1, 0), "up": (0, -1), "down": (0, 1)}


@dataclass
class SeatChoice:
    name: str
    human: bool
    explorer: str | None = None


@dataclass(eq=False)
class Control(Button):
    """A button that knows what it belongs to (a seat, an explorer) for focus and drawing."""

    kind: str = "button"
    seat: int = -1
    explorer: str = ""

    @property
    def key(self) -> tuple[str, int, str]:
        return self.kind, self.seat, self.explorer


def default_name(index: int) -> str:
    return t("setup.player", n=index + 1)


def format_date(month: int, day: int) -> str:
    return t("setup.date", day=day, month=t(f"setup.month.{month}"))


def fit_px(text: str, style: str, size: int, width: int, floor: int = 8) -> int:
    """The largest font size up to `size` at which text fits `width`."""
    while size > floor and assets.font(style, size).size(text)[0] > width:
        size -= 1
    return size


def clip_text(text: str, style: str, size: int, width: int) -> str:
    f = assets.font(style, size)
    if f.size(text)[0] <= width:
        return text
    while text and f.size(text + "…")[0] > width:
        text = text[:-1]
    return text.rstrip() + "…"


def color_of(explorer: ExplorerDef) -> theme.Color:
    return theme.hex_color(explorer.color)


class SetupScene(Scene):
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
            from game.ui.scenes.title import TitleScene

            self.app.stack.replace(TitleScene(self.app))

    def start(self) -> None:
        if not self.ready():
            missing = next(s for s in self.seats if s.explorer is None)
            self._say(t("setup.needs_explorer", who=missing.name), bad=True)
            return
        self._stop_editing()
        seats = [Seat(s.name, s.human, s.explorer) for s in self.seats if s.explorer]
        session = Session(self.app.content, seats, seed=self.rng.randrange(1, 2 ** 31),
                          today=self.today)
        from game.ui.scenes.board import BoardScene

        self.app.stack.replace(BoardScene(self.app, session))

    # ---- controls and layout -----------------------------------------
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

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        app = self.app
        w, h = size
        px, tp = app.px, app.text_px
        if self.background is None or self.background.get_size() != (w, h):
            art = render_backdrop((w, h))
            image = art.image.copy()
            shade = pygame.Surface((w, h), pygame.SRCALPHA)
            shade.fill((*theme.INK, 222))
            image.blit(shade, (0, 0))
            self.background = image
        # a stage near 16:9 in the middle of the window, so a very tall or very
        # wide window does not stretch the panels into emptiness
        scale = app.scale
        stage = pygame.Rect(0, 0, min(w, round(1280 * scale * 1.25)),
                            min(h, round(720 * scale * 1.2)))
        stage.center = (w // 2, h // 2)
        self.stage = stage
        m = px(24)
        gap = px(8)
        self.title_px = min(tp(40), px(54))
        self.title_pos = (stage.left + m, stage.top + m - px(4))
        body_top = stage.top + m + round(self.title_px * 1.2) + px(6)
        bar_h = min(max(px(44), round(tp(19) * 2.1)), px(60))
        bar = pygame.Rect(stage.left + m, stage.bottom - m - bar_h, stage.width - 2 * m, bar_h)
        body_bottom = bar.top - px(14)
        left_w = round((stage.width - 3 * m) * 0.44)
        self.left = pygame.Rect(stage.left + m, body_top, left_w, body_bottom - body_top)
        self.right = pygame.Rect(self.left.right + m, body_top,
                                 stage.width - 3 * m - left_w, body_bottom - body_top)
        self.heading_px = min(tp(20), px(26))
        heading_h = max(round(self.heading_px * 1.45), px(36))

        # ---- the seats: room for six rows, whatever the count ----
        rows_top = self.left.top + heading_h
        row_gap = px(6)
        row_h = min(px(44), (round(self.left.height * 0.6) - row_gap * (MAX_SEATS - 1))
                    // MAX_SEATS)
        self.row_h = row_h
        self.row_px = max(8, min(tp(18), round(row_h * 0.44)))
        self.rows: list[pygame.Rect] = []
        inner_gap = px(6)
        badge = row_h
        toggle_w = 0 if self.solo else round(self.left.width * 0.16)
        name_w = round(self.left.width * 0.3)
        for i in range(len(self.seats)):
            row = pygame.Rect(self.left.left, rows_top + i * (row_h + row_gap),
                              self.left.width, row_h)
            self.rows.append(row)
        by_key = {c.key: c for c in self.controls}
        for i, row in enumerate(self.rows):
            x = row.left + badge + inner_gap
            tag_w = round(self.left.width * 0.14) if self.solo else toggle_w
            if not self.solo:
                by_key[("toggle", i, "")].rect = pygame.Rect(x, row.top, toggle_w, row_h)
            x += tag_w + inner_gap
            by_key[("name", i, "")].rect = pygame.Rect(x, row.top, name_w, row_h)
            x += name_w + inner_gap
            pick_w = row.right - x - inner_gap - row_h
            by_key[("pick", i, "")].rect = pygame.Rect(x, row.top, pick_w, row_h)
            by_key[("random", i, "")].rect = pygame.Rect(row.right - row_h, row.top, row_h,
                                                         row_h)
        # adding and removing seats: small buttons on the heading's line
        small_h = heading_h - px(6)
        self.small_px = max(8, min(tp(16), round(small_h * 0.5)))
        labels = [c.label for c in self.controls if c.kind in ("add", "remove")]
        small_w = max(assets.font("body", self.small_px).size(label)[0] for label in labels) \
            + px(28)
        heading_w = assets.font("bold", self.heading_px).size(t("setup.players"))[0] + px(16)
        small_w = min(small_w, (self.left.width - heading_w - gap) // 2)
        by_key[("remove", -1, "")].rect = pygame.Rect(self.left.right - small_w, self.left.top,
                                                      small_w, small_h)
        by_key[("add", -1, "")].rect = pygame.Rect(self.left.right - 2 * small_w - gap,
                                                   self.left.top, small_w, small_h)
        order_top = (self.rows[-1].bottom if self.rows else rows_top) + px(14)
        self.order_rect = pygame.Rect(self.left.left, order_top, self.left.width,
                                      max(px(20), self.left.bottom - order_top))

        # ---- the explorer cards, three to a row ----
        n_cards = len(self.cards)
        cols = 3 if (self.right.width - 2 * gap) // 3 >= px(330) else 2
        card_rows = max(1, -(-n_cards // cols))
        grid_top = self.right.top + heading_h
        card_w = (self.right.width - gap * (cols - 1)) // cols
        self.card_head_px = max(8, min(tp(14), px(17)))
        card_head = round(self.card_head_px * 1.55)
        side_h = min(max(px(48), round(tp(17) * 2.8)), px(64))
        card_h = card_head + side_h + px(6)
        room = round(self.right.height * 0.46)
        if card_rows * card_h + (card_rows - 1) * gap > room:
            card_h = (room - (card_rows - 1) * gap) // card_rows
            side_h = card_h - card_head - px(6)
        self.side_px = max(8, min(tp(17), round(side_h * 0.36)))
        self.card_rects: dict[str, pygame.Rect] = {}
        for k, (card, sides) in enumerate(self.cards.items()):
            r, c = divmod(k, cols)
            rect = pygame.Rect(self.right.left + c * (card_w + gap),
                               grid_top + r * (card_h + gap), card_w, card_h)
            self.card_rects[card] = rect
            pad = px(5)
            side_w = (rect.width - pad * (len(sides) + 1)) // max(1, len(sides))
            for j, eid in enumerate(sides):
                by_key[("side", -1, eid)].rect = pygame.Rect(
                    rect.left + pad + j * (side_w + pad), rect.top + card_head, side_w,
                    rect.bottom - pad - rect.top - card_head)
        grid_bottom = grid_top + card_rows * card_h + (card_rows - 1) * gap
        self.detail = pygame.Rect(self.right.left, grid_bottom + px(12), self.right.width,
                                  self.right.bottom - grid_bottom - px(12))

        # ---- the bar: Back, the message, Start ----
        self.bar = bar
        self.bar_px = max(8, min(tp(19), round(bar_h * 0.46)))
        back_w = min(px(190), bar.width // 4)
        by_key[("back", -1, "")].rect = pygame.Rect(bar.left, bar.top, back_w, bar_h)
        start_w = min(px(240), bar.width // 4)
        by_key[("start", -1, "")].rect = pygame.Rect(bar.right - start_w, bar.top, start_w,
                                                     bar_h)
        self.message_rect = pygame.Rect(bar.left + back_w + px(16), bar.top,
                                        bar.width - back_w - start_w - px(32), bar_h)

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
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE,
                               pygame.K_TAB):
                self._stop_editing()
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
            self.focus = best[1]
            self.message = ""
            seat = self.controls[self.focus].seat
            if seat >= 0:
                self.selected = seat

    def update(self, dt: float) -> None:
        self.time += dt

    # ---- drawing ------------------------------------------------------
    def shown_explorer(self) -> str | None:
        """The explorer the details panel describes: under the pointer, under the
        focus, or the selected seat's."""
        for i in (self.hover, self.focus):
            if i is not None and self.controls[i].kind == "side":
                return self.controls[i].explorer
        focused = self.controls[self.focus]
        if focused.seat >= 0 and self.seats[focused.seat].explorer:
            return self.seats[focused.seat].explorer
        return self.seats[self.selected].explorer or self._first_free()

    def draw(self, surface: pygame.Surface) -> None:
        app = self.app
        if self.background is not None:
            surface.blit(self.background, (0, 0))
        else:
            surface.fill(theme.INK)
        title = t("setup.title.solo" if self.solo else "setup.title.new")
        title_rect = draw_text(surface, title, self.title_pos, "display", self.title_px,
                               theme.PARCHMENT)
        sub_px = min(app.text_px(20), app.px(26))
        sub_x = title_rect.right + app.px(24)
        sub = clip_text(t("setup.subtitle"), "italic", sub_px,
                        self.stage.right - sub_x - app.px(24))
        draw_text(surface, sub, (sub_x, title_rect.bottom - round(self.title_px * 0.2)),
                  "italic", sub_px, theme.MUTED, "bottomleft")
        draw_text(surface, t("setup.players"), self.left.topleft, "bold", self.heading_px)
        self._draw_right_heading(surface)
        for i in range(len(self.seats)):
            self._draw_seat(surface, i)
        self._draw_order(surface)
        for card, rect in self.card_rects.items():
            self._draw_card(surface, card, rect)
        self._draw_detail(surface)
        for i, c in enumerate(self.controls):
            if c.kind in ("add", "remove", "back", "start"):
                size = self.bar_px if c.kind in ("back", "start") else self.small_px
                c.draw(surface, size, i == self.focus, i == self.hover)
        self._draw_message(surface)

    def _draw_right_heading(self, surface: pygame.Surface) -> None:
        rect = draw_text(surface, t("setup.explorers"), self.right.topleft, "bold",
                         self.heading_px)
        who = self.seats[self.selected].name
        hint = t("setup.pick_for", who=who)
        x = rect.right + self.app.px(16)
        size = fit_px(hint, "italic", self.heading_px - 2, self.right.right - x)
        draw_text(surface, hint, (x, rect.bottom - round(self.heading_px * 0.15)), "italic",
                  size, theme.MUTED, "bottomleft")

    def _box(self, surface: pygame.Surface, rect: pygame.Rect, lit: bool, focused: bool,
             fill: theme.Color | None = None, edge: theme.Color | None = None) -> None:
        radius = self.app.px(6)
        pygame.draw.rect(surface, fill or (theme.INK_3 if lit else theme.INK_2), rect,
                         border_radius=radius)
        pygame.draw.rect(surface, edge or (theme.ITEM if lit else theme.MUTED), rect,
                         width=max(2, self.app.px(3)) if focused else max(1, self.app.px(1.5)),
                         border_radius=radius)

    def _draw_seat(self, surface: pygame.Surface, i: int) -> None:
        app = self.app
        seat = self.seats[i]
        row = self.rows[i]
        size = self.row_px
        selected = i == self.selected
        if selected:
            glow = row.inflate(app.px(12), app.px(8))
            shade = pygame.Surface(glow.size, pygame.SRCALPHA)
            pygame.draw.rect(shade, (*theme.ITEM, 38), shade.get_rect(), border_radius=app.px(8))
            surface.blit(shade, glow)
            pygame.draw.rect(surface, theme.ITEM, glow, width=max(1, app.px(1.5)),
                             border_radius=app.px(8))
        explorer = self.explorers[seat.explorer] if seat.explorer else None
        badge_c = (row.left + self.row_h // 2, row.centery)
        radius = round(self.row_h * 0.42)
        pygame.draw.circle(surface, color_of(explorer) if explorer else theme.INK_3, badge_c,
                           radius)
        pygame.draw.circle(surface, theme.PARCHMENT if selected else theme.MUTED, badge_c,
                           radius, width=max(1, app.px(2)))
        draw_text(surface, str(i + 1), badge_c, "bold", max(8, round(radius * 1.1)),
                  theme.INK if explorer else theme.PARCHMENT, "center")
        by_key = {c.key: (n, c) for n, c in enumerate(self.controls) if c.seat == i}
        if self.solo:
            x = row.left + self.row_h + app.px(6)
            label = t("setup.human") if seat.human else t("setup.bot")
            label = clip_text(label, "italic", size, round(self.left.width * 0.14) - app.px(4))
            draw_text(surface, label, (x + app.px(2), row.centery), "italic", size,
                      theme.MUTED, "midleft")
        else:
            n, c = by_key[("toggle", i, "")]
            self._box(surface, c.rect, n in (self.focus, self.hover), n == self.focus)
            draw_text(surface, clip_text(c.label, "body", size, c.rect.width - app.px(8)),
                      c.rect.center, "body", size, theme.PARCHMENT, "center")
        # the name box, a text field
        n, c = by_key[("name", i, "")]
        editing = self.editing == i
        lit = n in (self.focus, self.hover) or editing
        self._box(surface, c.rect, lit, n == self.focus or editing, fill=theme.INK,
                  edge=theme.ITEM if lit else theme.mix(theme.MUTED, theme.INK, 0.3))
        inner = c.rect.inflate(-app.px(16), 0)
        name_px = fit_px(seat.name or " ", "body", size, inner.width)
        text = render_name = seat.name
        if editing and self.edit_fresh and text:
            tw, th = assets.font("body", name_px).size(text)
            sel = pygame.Rect(inner.left - app.px(2), c.rect.centery - th // 2, tw + app.px(4),
                              th)
            pygame.draw.rect(surface, theme.mix(theme.ITEM, theme.INK, 0.55), sel)
        rect = draw_text(surface, render_name or "", (inner.left, c.rect.centery), "body",
                         name_px, theme.PARCHMENT, "midleft") if render_name else \
            pygame.Rect(inner.left, c.rect.centery, 0, 0)
        if editing and (self.time * 2) % 2 < 1.3:
            caret_h = round(name_px * 0.9)
            pygame.draw.line(surface, theme.ITEM, (rect.right + app.px(2), c.rect.centery -
                                                   caret_h // 2),
                             (rect.right + app.px(2), c.rect.centery + caret_h // 2),
                             max(1, app.px(2)))
        # the explorer
        n, c = by_key[("pick", i, "")]
        self._box(surface, c.rect, n in (self.focus, self.hover), n == self.focus)
        x = c.rect.left + app.px(10)
        if explorer is not None:
            dot = max(3, round(self.row_h * 0.14))
            pygame.draw.circle(surface, color_of(explorer), (x + dot, c.rect.centery), dot)
            x += dot * 2 + app.px(8)
            label = clip_text(c.label, "body", size, c.rect.right - app.px(8) - x)
            draw_text(surface, label, (x, c.rect.centery), "body", size, theme.PARCHMENT,
                      "midleft")
        else:
            label = clip_text(c.label, "italic", size, c.rect.right - app.px(8) - x)
            draw_text(surface, label, (x, c.rect.centery), "italic", size, theme.MUTED,
                      "midleft")
        # the die: a random free explorer
        n, c = by_key[("random", i, "")]
        self._box(surface, c.rect, n in (self.focus, self.hover), n == self.focus)
        self._draw_die(surface, c.rect.inflate(-round(c.rect.width * 0.42),
                                               -round(c.rect.height * 0.42)),
                       theme.ITEM if n in (self.focus, self.hover) else theme.PARCHMENT)

    def _draw_die(self, surface: pygame.Surface, rect: pygame.Rect, color: theme.Color) -> None:
        pygame.draw.rect(surface, color, rect, width=max(1, self.app.px(2)),
                         border_radius=max(2, rect.width // 5))
        r = max(1, rect.width // 9)
        for fx, fy in ((0.28, 0.28), (0.72, 0.72), (0.5, 0.5), (0.72, 0.28), (0.28, 0.72)):
            pygame.draw.circle(surface, color, (rect.left + round(rect.width * fx),
                                                rect.top + round(rect.height * fy)), r)

    def _draw_order(self, surface: pygame.Surface) -> None:
        app = self.app
        rect = self.order_rect
        panel(surface, rect, alpha=170, border=theme.mix(theme.MUTED, theme.INK, 0.45))
        pad = app.px(10)
        inner = rect.inflate(-2 * pad, -2 * pad)
        order = self.turn_order()
        lines = len(self.seats) + 1
        size = max(8, min(app.text_px(17), self.row_px,
                          round(inner.height / (lines + 0.6) / 1.25)))
        line_h = assets.font("body", size).get_linesize()
        y = inner.top
        draw_text(surface, t("setup.order.title"), (inner.left, y), "bold", size)
        rule = t("setup.order.rule", date=format_date(*self.today))
        head_w = assets.font("bold", size).size(t("setup.order.title"))[0] + app.px(12)
        rule_px = fit_px(rule, "italic", size, inner.width - head_w)
        draw_text(surface, rule, (inner.right, y + line_h // 2), "italic", rule_px,
                  theme.MUTED, "midright")
        y += round(line_h * 1.2)
        if not order:  # not everyone has chosen: the seats so far, with birthdays
            for k, seat in enumerate(self.seats):
                if y + line_h > inner.bottom + pad // 2:
                    return
                if seat.explorer is None:
                    text = t("setup.order.nobody", n=k + 1, who=seat.name)
                    draw_text(surface, clip_text(text, "italic", size, inner.width),
                              (inner.left, y), "italic", size, theme.MUTED)
                else:
                    when = format_date(*self.explorers[seat.explorer].birthday)
                    when_w = draw_text(surface, when, (inner.right, y), "italic", size,
                                       theme.MUTED, "topright").width
                    text = t("setup.order.seat", n=k + 1, who=seat.name,
                             explorer=self.name_of(seat.explorer))
                    draw_text(surface, clip_text(text, "body", size,
                                                 inner.width - when_w - app.px(12)),
                              (inner.left, y), "body", size,
                              theme.mix(theme.PARCHMENT, theme.MUTED, 0.4))
                y += line_h
            y += line_h // 3
            lines = wrap(t("setup.order.waiting"), "italic", size, inner.width)
            if y + line_h * len(lines) <= inner.bottom + pad // 2:
                for line in lines:
                    draw_text(surface, line, (inner.left, y), "italic", size, theme.MUTED)
                    y += line_h
            return
        for k, s in enumerate(order):
            if y + line_h > inner.bottom + pad // 2:
                break
            seat = self.seats[s]
            assert seat.explorer is not None
            explorer = self.explorers[seat.explorer]
            when = format_date(*explorer.birthday)
            if k == 0:
                days = days_until(self.today, explorer.birthday)
                when = t("setup.order.first", date=when, days=days)
            when_w = assets.font("italic", size).size(when)[0]
            draw_text(surface, when, (inner.right, y), "italic", size,
                      theme.ITEM if k == 0 else theme.MUTED, "topright")
            text = t("setup.order.line", n=k + 1, who=seat.name,
                     explorer=self.name_of(seat.explorer))
            text = clip_text(text, "body", size, inner.width - when_w - app.px(12))
            draw_text(surface, text, (inner.left, y), "body", size,
                      theme.PARCHMENT if k == 0 else theme.mix(theme.PARCHMENT, theme.MUTED,
                                                                0.4))
            y += line_h

    def _draw_card(self, surface: pygame.Surface, card: str, rect: pygame.Rect) -> None:
        app = self.app
        sides = self.cards[card]
        color = color_of(self.explorers[sides[0]])
        holder = self.holder_of_card(card)
        pygame.draw.rect(surface, theme.INK_2, rect, border_radius=app.px(8))
        band = pygame.Rect(rect.left, rect.top, rect.width, max(2, app.px(4)))
        pygame.draw.rect(surface, color, band, border_top_left_radius=app.px(8),
                         border_top_right_radius=app.px(8))
        pygame.draw.rect(surface, theme.mix(color, theme.INK, 0.5), rect, width=max(1, app.px(1.5)),
                         border_radius=app.px(8))
        name = t(f"explorer_card.{card}.name")
        head_px = fit_px(name, "italic", self.card_head_px, rect.width - app.px(14))
        draw_text(surface, name, (rect.centerx, rect.top + band.height + app.px(2)), "italic",
                  head_px, theme.MUTED, "midtop")
        for i, c in enumerate(self.controls):
            if c.kind == "side" and c.explorer in sides:
                self._draw_side(surface, i, c, holder)

    def _draw_side(self, surface: pygame.Surface, i: int, c: Control,
                   holder: int | None) -> None:
        app = self.app
        explorer = self.explorers[c.explorer]
        owner = next((s for s, seat in enumerate(self.seats) if seat.explorer == c.explorer),
                     None)
        blocked = holder is not None and holder != self.selected
        mine = owner is not None and owner == self.selected
        lit = i in (self.focus, self.hover)
        rect = c.rect
        fill = theme.mix(theme.INK_3, theme.ITEM, 0.16) if mine else \
            (theme.INK_3 if lit else theme.INK)
        edge = theme.ITEM if (lit or mine) else theme.mix(theme.MUTED, theme.INK, 0.4)
        self._box(surface, rect, lit, i == self.focus or mine, fill=fill, edge=edge)
        stripe = pygame.Rect(rect.left + app.px(4), rect.top + app.px(5), max(2, app.px(4)),
                             rect.height - app.px(10))
        faded = blocked and owner is None
        pygame.draw.rect(surface, theme.mix(color_of(explorer), theme.INK, 0.6 if faded else 0),
                         stripe, border_radius=max(1, app.px(2)))
        x = stripe.right + app.px(6)
        width = rect.right - app.px(6) - x
        size = self.side_px
        line_h = assets.font("body", size).get_linesize()
        small = max(8, round(size * 0.82))
        top = rect.centery - (line_h + assets.font("italic", small).get_linesize()) // 2
        name_color = theme.mix(theme.MUTED, theme.INK, 0.35) if faded else theme.PARCHMENT
        name_px = fit_px(c.label, "body", size, width)
        draw_text(surface, c.label, (x, top), "body", name_px, name_color)
        icon = max(4, round(small * 0.3)) if (mine or blocked) else 0
        if owner is not None:
            note = t("setup.held_by", who=self.seats[owner].name)
            note_color = theme.ITEM if mine else theme.MUTED
        elif blocked and holder is not None:
            note = t("setup.blocked_by", who=self.seats[holder].name)
            note_color = theme.mix(theme.MUTED, theme.INK, 0.2)
        else:
            note = t("setup.age", age=explorer.age)
            note_color = theme.MUTED
        note_x = x + (2 * icon + app.px(6) if icon else 0)
        note_rect = draw_text(surface, clip_text(note, "italic", small, rect.right - app.px(6)
                                                 - note_x),
                              (note_x, top + line_h), "italic", small, note_color)
        cx, cy = x + icon, note_rect.centery
        if mine:  # a check mark, so the choice never rests on colour alone
            pygame.draw.lines(surface, theme.ITEM, False,
                              [(cx - icon, cy), (cx - icon // 3, cy + icon * 2 // 3),
                               (cx + icon, cy - icon)], max(2, app.px(2.5)))
        elif blocked:  # a small cross: this side cannot be taken now
            width = max(1, app.px(2))
            pygame.draw.line(surface, note_color, (cx - icon, cy - icon), (cx + icon, cy + icon),
                             width)
            pygame.draw.line(surface, note_color, (cx - icon, cy + icon), (cx + icon, cy - icon),
                             width)

    def _draw_portrait(self, surface: pygame.Surface, explorer: ExplorerDef,
                       rect: pygame.Rect) -> None:
        app = self.app
        image = assets.scaled(("portraits", f"{explorer.id}.png"), rect.width)
        if image is not None:
            surface.blit(image, rect)
            pygame.draw.rect(surface, theme.ITEM, rect, width=max(1, app.px(2)),
                             border_radius=app.px(4))
            return
        color = color_of(explorer)
        r = rect.width // 2
        pygame.draw.circle(surface, theme.mix(color, theme.INK, 0.55), rect.center, r)
        pygame.draw.circle(surface, color, rect.center, round(r * 0.86))
        pygame.draw.circle(surface, theme.ITEM, rect.center, r, width=max(1, app.px(2)))
        initial = self.name_of(explorer.id)[:1]
        draw_text(surface, initial, rect.center, "bold", max(8, round(r * 1.1)),
                  theme.INK, "center")

    def _draw_detail(self, surface: pygame.Surface) -> None:
        app = self.app
        rect = self.detail
        if rect.height < app.px(40):
            return
        eid = self.shown_explorer()
        panel(surface, rect, alpha=215, border=theme.mix(theme.MUTED, theme.INK, 0.3))
        if eid is None:
            return
        explorer = self.explorers[eid]
        pad = app.px(14)
        inner = rect.inflate(-2 * pad, -2 * pad)
        old_clip = surface.get_clip()
        surface.set_clip(rect)
        # the trait tracks take the bottom; the portrait and the words take the rest
        trait_h = min(max(app.px(24), round(app.text_px(15) * 1.7)), round(inner.height * 0.12))
        traits_top = inner.bottom - trait_h * len(TRAITS)
        top_h = traits_top - app.px(10) - inner.top
        ps = max(app.px(24), min(app.px(150), top_h))
        portrait = pygame.Rect(inner.left, inner.top, ps, ps)
        self._draw_portrait(surface, explorer, portrait)
        tx = portrait.right + pad
        tw = inner.right - tx
        # words: name, age and birthday, pastimes, the story; shrink until they fit
        size = min(app.text_px(16), app.px(24))
        while True:
            name_px = min(round(size * 1.55), app.px(40))
            blocks = self._detail_lines(explorer, size, tw)
            height = assets.font("bold", name_px).get_linesize() + sum(
                assets.font(style, size).get_linesize() * len(lines) + app.px(4)
                for style, _, lines in blocks)
            if height <= top_h or size <= 9:
                break
            size -= 1
        y = inner.top
        draw_text(surface, self.name_of(eid), (tx, y), "bold", name_px, theme.PARCHMENT)
        y += assets.font("bold", name_px).get_linesize()
        for style, color, lines in blocks:
            for line in lines:
                draw_text(surface, line, (tx, y), style, size, color)
                y += assets.font(style, size).get_linesize()
            y += app.px(4)
        traits_top = min(traits_top, max(y, portrait.bottom) + app.px(12))
        self._draw_traits(surface, explorer, pygame.Rect(inner.left, traits_top, inner.width,
                                                         trait_h * len(TRAITS)), trait_h)
        surface.set_clip(old_clip)

    def _detail_lines(self, explorer: ExplorerDef, size: int,
                      width: int) -> list[tuple[str, theme.Color, list[str]]]:
        facts = t("setup.facts", age=explorer.age, date=format_date(*explorer.birthday))
        hobbies = t("setup.hobbies", hobbies=t(f"explorer.{explorer.id}.hobbies"))
        bio = t(f"explorer.{explorer.id}.bio")
        return [("body", theme.ITEM, wrap(facts, "body", size, width)),
                ("body", theme.MUTED, wrap(hobbies, "body", size, width)),
                ("italic", theme.PARCHMENT, wrap(bio, "italic", size, width))]

    def _draw_traits(self, surface: pygame.Surface, explorer: ExplorerDef, rect: pygame.Rect,
                     row_h: int) -> None:
        app = self.app
        size = max(8, min(app.text_px(15), round(row_h * 0.6)))
        label_w = max(assets.font("bold", size).size(t(f"trait.{n}"))[0] for n in TRAITS) \
            + app.px(14)
        color = color_of(explorer)
        for k, name in enumerate(TRAITS):
            track = explorer.traits[name]
            y = rect.top + k * row_h
            draw_text(surface, t(f"trait.{name}"), (rect.left, y + row_h // 2), "bold", size,
                      theme.PARCHMENT, "midleft")
            n = len(track.values)
            cell_w = (rect.width - label_w) // max(1, n)
            for j, value in enumerate(track.values):
                cell = pygame.Rect(rect.left + label_w + j * cell_w, y + app.px(2),
                                   cell_w - app.px(4), row_h - app.px(4))
                start = j == track.start
                if start:
                    pygame.draw.rect(surface, theme.mix(color, theme.INK, 0.25), cell,
                                     border_radius=app.px(4))
                    pygame.draw.rect(surface, theme.PARCHMENT, cell, width=max(1, app.px(2)),
                                     border_radius=app.px(4))
                else:
                    pygame.draw.rect(surface, theme.INK, cell, border_radius=app.px(4))
                    pygame.draw.rect(surface, theme.mix(theme.MUTED, theme.INK, 0.55), cell,
                                     width=1, border_radius=app.px(4))
                draw_text(surface, str(value), cell.center, "bold" if start else "body", size,
                          theme.INK if start else theme.MUTED, "center")

    def _draw_message(self, surface: pygame.Surface) -> None:
        app = self.app
        rect = self.message_rect
        focused = self.controls[self.focus]
        if self.message:
            text, bad = self.message, self.message_bad
        elif focused.kind == "random":
            text, bad = t("setup.hint.random", who=self.seats[focused.seat].name), False
        elif focused.kind == "name" and self.editing is None:
            text, bad = t("setup.hint.name"), False
        elif not self.ready():
            missing = next(s for s in self.seats if s.explorer is None)
            text, bad = t("setup.needs_explorer", who=missing.name), False
        else:
            text, bad = t("setup.hint.start"), False
        if self.editing is not None:
            text, bad = t("setup.hint.editing"), False
        cue = theme.cues(app.settings.colorblind).illegal
        color = cue if bad else theme.MUTED
        x = rect.left
        size = self.bar_px
        if bad:  # a cross beside a refusal, never the colour alone
            s = max(4, round(size * 0.3))
            cy = rect.centery
            pygame.draw.line(surface, cue, (x, cy - s), (x + 2 * s, cy + s), max(2, app.px(3)))
            pygame.draw.line(surface, cue, (x, cy + s), (x + 2 * s, cy - s), max(2, app.px(3)))
            x += 2 * s + app.px(10)
        width = rect.right - x
        lines = wrap(text, "body", size, width)
        while len(lines) > 2 and size > 9:
            size -= 1
            lines = wrap(text, "body", size, width)
        line_h = assets.font("body", size).get_linesize()
        y = rect.centery - line_h * min(2, len(lines)) // 2
        for line in lines[:2]:
            draw_text(surface, clip_text(line, "body", size, width), (x, y), "body", size, color)
            y += line_h
