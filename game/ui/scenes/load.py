"""The Load screen: every save, newest first, then the finished games kept to be
watched again, each with its date and turn, who plays (solo or hotseat) and how
far the game is (before the haunt, which haunt and its round, who won); each can
be loaded, watched in the replay theatre, or deleted (asked first). Damaged files
are listed too, saying why, so they can be deleted. An overlay on the title (a
ChoiceOverlay with rows).

It opens at once however many saves there are: the files are listed (their names
and times only) and a row is read when it comes into view. A game loads a step at
a time (saved_games.Opening) under a progress bar, the frames still coming; Esc or
Stop stops it. Opened with a file (`push_scene(app, "load", path)`), it loads that
one straight away, showing only the progress, and goes back when stopped."""

from __future__ import annotations

import time
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from game.text import t
from game.ui import assets, saved_games, theme
from game.ui.dialog import ChoiceOverlay
from game.ui.saved_games import Entry, Opening
from game.ui.scene import push_scene, replace_scene, scene
from game.ui.widgets import Button, Menu, dim, draw_text, fit, focus_ring, panel

# Loading takes at least STEPS_AT_LEAST steps a frame (so a small save opens at once,
# on any machine), then more while the frame has used less than FRAME_SECONDS.
STEPS_AT_LEAST = 64
PER_ROW = 3  # a row's buttons: load, watch, delete
FRAME_SECONDS = 0.012

if TYPE_CHECKING:
    from game.app import App


@scene("load")
class LoadScene(ChoiceOverlay):
    """menu.buttons: [load 0, watch 0, delete 0, load 1, watch 1, delete 1, …, back]."""

    def __init__(self, app: App, path: Path | None = None):
        super().__init__(app, t("title.load.title"), t("title.load.text"), [],
                         cancel=lambda: None)
        self.entries: list[Entry] = []
        self.read: list[bool] = []  # which rows have been read (the others are pending)
        self.first = 0  # the first row shown (the list scrolls)
        self.rows_shown = 1
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.time = 0.0  # the focus ring pulses by it
        self.opening: Opening | None = None
        self.straight = path is not None  # opened to load this file: no list shown
        # Stop is never focused at first: the Enter that chose the save must not stop it
        self.stop = Menu([Button(t("load.loading.stop"), self.stop_loading, risky=True)])
        self.progress_rect = pygame.Rect(0, 0, 0, 0)
        self.bar = pygame.Rect(0, 0, 0, 0)
        self.path = path
        self.watching = False  # the game being opened goes to the replay theatre
        self.rebuild()

    def enter(self) -> None:
        if self.path is not None:  # on the stack first: a small save opens at once
            self.load(self.path)
            self.path = None

    # ---- the list ------------------------------------------------------------------
    def rebuild(self) -> None:
        paths = saved_games.saved_games() + saved_games.finished_games()
        self.entries = [saved_games.pending(p) for p in paths]
        self.read = [False] * len(paths)
        buttons: list[Button] = []
        for e in self.entries:
            buttons.append(Button(e.title, lambda e=e: self.open(e)))
            buttons.append(Button(t("theatre.watch"), lambda e=e: self.watch(e)))
            buttons.append(Button(t("load.delete"), lambda e=e: self.ask_delete(e)))
        buttons.append(Button(t("title.load.back"), self.back))
        row, col = divmod(max(0, self.menu.focus), PER_ROW)  # stay on the row (the next save)
        focus = PER_ROW * min(row, len(self.entries) - 1) + col if self.entries else 0
        self.menu = Menu(buttons)
        self.menu.focus = focus
        if self.size:
            self.layout(self.size)
        else:
            self._read_shown()

    def _read_shown(self) -> None:
        """Read the rows in view that are not read yet (each file once while unchanged)."""
        for i in range(self.first, min(len(self.entries), self.first + self.rows_shown)):
            if not self.read[i]:
                self.entries[i] = saved_games.entry(self.entries[i].path)
                self.read[i] = True
                self.menu.buttons[PER_ROW * i].label = self.entries[i].title

    def open(self, e: Entry) -> None:
        self.watching = False
        self.load(e.path)

    def watch(self, e: Entry) -> None:
        """Open the game in the replay theatre, from its first action."""
        self.watching = True
        self.load(e.path)

    def load(self, path: Path) -> None:
        """Start loading a save; a small one is open before the next frame."""
        self.opening = Opening(self.app.content, path)
        self._advance()

    def _advance(self) -> None:
        """This frame's share of the loading; when it is done, the game or why not."""
        opening = self.opening
        if opening is None:
            return
        opening.advance(STEPS_AT_LEAST)
        start = time.perf_counter()
        while not opening.done and time.perf_counter() - start < FRAME_SECONDS:
            opening.advance(32)
        if not opening.done:
            return
        self.opening = None
        if opening.session is not None:
            if self.watching:  # the list stays beneath: closing the theatre comes back
                session = opening.session
                push_scene(self.app, "theatre", session.recording, 0, session.history)
            else:
                replace_scene(self.app, "board", opening.session)
            return
        self.app.notify(opening.problem)  # the list stays: the file can be deleted
        self.straight = False

    def stop_loading(self) -> None:
        """Esc or Stop while loading: nothing is opened; the list stays (or, opened
        to load one file, the screen goes)."""
        if self.opening is not None:
            self.opening.cancel()
            self.opening = None
            self.app.notify(t("load.stopped"))
        if self.straight:
            self.back()

    def ask_delete(self, e: Entry) -> None:
        push_scene(
            self.app, "choice", t("load.delete.title"), t("load.delete.text", title=e.title),
            [(t("load.delete.no"), lambda: None), (t("load.delete.yes"), lambda: self.delete(e))],
            cancel=lambda: None)

    def delete(self, e: Entry) -> None:
        problem = saved_games.delete(e.path)
        self.app.notify(problem or t("load.deleted", title=e.title))
        self.rebuild()

    def back(self) -> None:
        self.app.stack.remove(self)

    # ---- scene ---------------------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> None:
        self.size = size
        app = self.app
        width = min(size[0] - app.px(40), max(app.px(860), app.text_px(860)))  # grows with text
        height = size[1] - app.px(40)
        self.rect = pygame.Rect(0, 0, width, height)
        self.rect.center = (size[0] // 2, size[1] // 2)
        pad = app.px(20)
        self.row_h = round(app.text_px(19) * 1.35 + app.text_px(15) * 2.7) + app.px(16)
        self.gap = app.px(8)
        self.list_top = self.rect.top + pad + round(app.text_px(26) * 1.5) + \
            round(app.text_px(18) * 1.6)
        back_h = app.text_px(20) * 2
        list_bottom = self.rect.bottom - pad - back_h - self.gap - round(app.text_px(15) * 1.6)
        self.rows_shown = max(1, (list_bottom - self.list_top + self.gap)
                              // (self.row_h + self.gap))
        self._scroll_to_focus()
        inner = width - 2 * pad
        del_w = max(app.px(90), min(app.px(150), inner // 6))
        for i in range(len(self.entries)):
            load, watch, delete = self.menu.buttons[PER_ROW * i:PER_ROW * i + PER_ROW]
            r = i - self.first
            if 0 <= r < self.rows_shown:
                y = self.list_top + r * (self.row_h + self.gap)
                load.rect = pygame.Rect(self.rect.left + pad, y,
                                        inner - 2 * (del_w + self.gap), self.row_h)
                watch.rect = pygame.Rect(load.rect.right + self.gap, y, del_w, self.row_h)
                delete.rect = pygame.Rect(watch.rect.right + self.gap, y, del_w, self.row_h)
            else:  # scrolled out of sight: nothing to click
                for b in (load, watch, delete):
                    b.rect = pygame.Rect(0, 0, 0, 0)
        back = self.menu.buttons[-1]
        back.rect = pygame.Rect(0, 0, min(app.px(240), inner), back_h)
        back.rect.midbottom = (self.rect.centerx,
                               self.rect.bottom - pad - round(app.text_px(15) * 1.6))
        self._layout_progress(inner)
        self._read_shown()

    def _layout_progress(self, inner: int) -> None:
        """The loading panel: "Loading… 42%", the bar, Stop and the hint, top down."""
        app = self.app
        w = min(inner, max(app.px(520), app.text_px(520)))
        bar_top = app.px(16) + round(app.text_px(22) * 1.6)
        stop_top = bar_top + app.px(16) + app.px(16)
        stop_h = app.text_px(20) * 2
        height = stop_top + stop_h + app.px(12) + round(app.text_px(15) * 1.6) + app.px(12)
        self.progress_rect = pygame.Rect(0, 0, w, height)
        self.progress_rect.center = self.rect.center
        box = self.progress_rect
        self.bar = pygame.Rect(box.left + app.px(24), box.top + bar_top, w - app.px(48),
                               app.px(16))
        stop = self.stop.buttons[0]
        stop.rect = pygame.Rect(0, 0, min(app.px(200), w - app.px(48)), stop_h)
        stop.rect.midtop = (box.centerx, box.top + stop_top)

    def _scroll_to_focus(self) -> None:
        row = self.menu.focus // PER_ROW if self.menu.focus < PER_ROW * len(self.entries) \
            else None
        if row is not None:
            if row < self.first:
                self.first = row
            elif row >= self.first + self.rows_shown:
                self.first = row - self.rows_shown + 1
        self.first = max(0, min(self.first, len(self.entries) - self.rows_shown))

    def _move(self, intent: str) -> None:
        n = len(self.entries)
        focus = self.menu.focus
        back = PER_ROW * n
        if intent in ("left", "right"):
            if focus < back:
                row, col = divmod(focus, PER_ROW)
                col = (col + (1 if intent == "right" else -1)) % PER_ROW
                self.menu.focus = PER_ROW * row + col
            return
        step = -1 if intent == "up" else 1
        if focus == back:
            self.menu.focus = PER_ROW * (n - 1) if step < 0 and n else (0 if n else back)
            return
        row, col = divmod(focus, PER_ROW)
        row += step
        self.menu.focus = back if row < 0 or row >= n else PER_ROW * row + col

    def handle_event(self, event: pygame.event.Event) -> bool:
        intent = self.app.intents.of(event)
        if self.opening is not None:  # only Esc or Stop while a game loads
            if intent in ("menu", "cancel"):
                self.stop_loading()
            else:
                self.stop.handle(event, intent)
            return True
        if intent in ("menu", "cancel"):
            self.back()
            return True
        if event.type == pygame.MOUSEWHEEL:
            self.first = max(0, min(self.first - event.y, len(self.entries) - self.rows_shown))
            self.layout(self.size)
            return True
        if intent in ("up", "down", "left", "right"):
            self._move(intent)
            self.layout(self.size)
            return True
        if intent in ("next", "prev"):  # Tab: every button in turn, the list following
            self.menu.handle(event, intent)
            self.layout(self.size)
            return True
        return self.menu.handle(event, intent)

    def update(self, dt: float) -> None:
        self.time += dt
        self._advance()

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface, 0.41)
        if not self.straight:
            self._draw_list(surface)
        if self.opening is not None:
            self._draw_progress(surface, self.opening.progress)

    def _draw_progress(self, surface: pygame.Surface, done: float) -> None:
        app = self.app
        if not self.straight:
            dim(surface, 0.6)
        box = self.progress_rect
        panel(surface, box, alpha=255, border=theme.ITEM)
        title_px = app.text_px(22)
        line = t("load.loading", percent=int(done * 100))
        draw_text(surface, fit(line, "bold", title_px, box.width - app.px(40)),
                  (box.centerx, box.top + app.px(16)), "bold", title_px, theme.PARCHMENT,
                  "midtop", box)
        pygame.draw.rect(surface, theme.INK, self.bar, border_radius=4)
        filled = self.bar.copy()
        filled.width = round(self.bar.width * max(0.0, min(1.0, done)))
        if filled.width:
            pygame.draw.rect(surface, theme.ITEM, filled, border_radius=4)
        pygame.draw.rect(surface, theme.MUTED, self.bar, width=1, border_radius=4)
        self.stop.draw(surface, app.text_px(19), self.time)
        hint_px = app.text_px(15)
        draw_text(surface, fit(t("load.loading.hint"), "italic", hint_px,
                               box.width - app.px(40)),
                  (box.centerx, box.bottom - app.px(12)), "italic", hint_px, theme.MUTED,
                  "midbottom", box)

    def _draw_list(self, surface: pygame.Surface) -> None:
        app = self.app
        panel(surface, self.rect, alpha=245, border=theme.ITEM)
        y = self.rect.top + app.px(20)
        draw_text(surface, self.title, (self.rect.centerx, y), "bold", app.text_px(26),
                  theme.PARCHMENT, "midtop")
        y += round(app.text_px(26) * 1.5)
        text = self.text if self.entries else t("load.empty")
        draw_text(surface, fit(text, "italic", app.text_px(18), self.rect.width - app.px(40)),
                  (self.rect.centerx, y), "italic", app.text_px(18), theme.MUTED, "midtop")
        buttons = self.menu.buttons
        for i, e in enumerate(self.entries):
            first = PER_ROW * i
            if buttons[first].rect.width == 0:
                continue
            self._draw_row(surface, e, buttons[first], self.menu.focus == first,
                           self.menu.hover == first)
            for k in range(first + 1, first + PER_ROW):
                buttons[k].draw(surface, app.text_px(18), self.menu.focus == k,
                                self.menu.hover == k, self.time)
        if self.first > 0 or self.first + self.rows_shown < len(self.entries):
            more = f"{self.first + 1}-{min(len(self.entries), self.first + self.rows_shown)}" \
                   f" / {len(self.entries)}"
            draw_text(surface, more, (self.rect.right - app.px(20), self.rect.top + app.px(20)),
                      "body", app.text_px(15), theme.MUTED, "topright")
        back = buttons[-1]
        back.draw(surface, app.text_px(19), self.menu.focus == len(buttons) - 1,
                  self.menu.hover == len(buttons) - 1, self.time)
        draw_text(surface, t("load.hint"), (self.rect.centerx, self.rect.bottom - app.px(14)),
                  "italic", app.text_px(15), theme.MUTED, "midbottom")

    def _draw_row(self, surface: pygame.Surface, e: Entry, b: Button, focused: bool,
                  hovered: bool) -> None:
        app = self.app
        lit = focused or hovered
        pygame.draw.rect(surface, theme.INK_3 if lit else theme.INK_2, b.rect, border_radius=8)
        pygame.draw.rect(surface, theme.ITEM if lit else theme.MUTED, b.rect, width=2,
                         border_radius=8)
        if focused:
            focus_ring(surface, b.rect, time=self.time)
        room = b.rect.width - app.px(24)
        x = b.rect.left + app.px(12)
        title_px, detail_px = app.text_px(19), app.text_px(15)
        color = theme.PARCHMENT if not e.problem else theme.mix(theme.MUTED, theme.PARCHMENT, 0.5)
        y = b.rect.top + app.px(8)
        draw_text(surface, fit(e.title, "bold", title_px, room), (x, y), "bold", title_px,
                  color, box=b.rect)
        y += round(title_px * 1.35)
        detail = e.detail if e.problem or not e.brief or \
            assets.font("body", detail_px).size(e.detail)[0] <= room else e.brief
        draw_text(surface, fit(detail, "body", detail_px, room), (x, y), "body", detail_px,
                  theme.PARCHMENT if not e.problem else theme.MUTED, box=b.rect)
        if e.status:
            draw_text(surface, fit(e.status, "italic", detail_px, room),
                      (x, y + round(detail_px * 1.35)), "italic", detail_px, theme.MUTED,
                      box=b.rect)
