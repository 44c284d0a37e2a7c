"""The full history: every sentence the board has told since the game began, turn
by turn, over the dimmed board. It opens on the newest lines and follows new ones
while it stays at the bottom. Mouse (wheel, scrollbar drag, Close, a click beside
it), keyboard (arrows, page keys, Home/End; L, Esc or Backspace closes) and
gamepad (D-pad, shoulder buttons page, B or the log button closes) all work."""

from __future__ import annotations

from bisect import bisect_right
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.text import t
from game.ui import assets, theme
from game.ui.history import Entry, Told
from game.ui.scene import Scene, scene
from game.ui.scenes.settings_rows import key_label
from game.ui.widgets import Button, dim, draw_text, line_height, panel, scroll_thumb, wrap

if TYPE_CHECKING:
    from game.app import App

# Sentences that turn the story (drawn in the event colour, bold).
TURNING = ("haunt_begins", "haunt_chosen", "traitor_revealed", "game_over", "died", "escaped")
CLOSING = ("log", "cancel", "menu")


@dataclass(frozen=True)
class Row:
    """One drawn line of the history: its text, look and place (y from the top)."""

    y: int
    h: int  # the line's height
    x: int  # from the column's left
    text: str
    style: str
    size: int
    color: theme.Color


@scene("history")
class HistoryScene(Scene):
    opaque = False

    def __init__(self, app: App, log: Told):
        self.log = log
        log.recap = None  # the whole story is on show
        self.rows: list[Row] = []
        self.tops: list[int] = []  # each row's y, for finding the first one in view
        self.flowed = 0  # entries laid out so far
        self.content_h = 0
        self.scroll = 0  # pixels from the top
        self.dragging: int | None = None  # the pointer's offset inside the thumb
        self.mouse = (0, 0)
        self.close_button = Button(t("board.close"), self.close)
        super().__init__(app)

    # ---- layout --------------------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        app = self.app
        w, h = size
        self.body_px, self.head_px = app.text_px(18), app.text_px(19)
        width = min(w - app.px(48), max(app.px(640), self.body_px * 46))
        self.rect = pygame.Rect(0, 0, width, h - app.px(48))
        self.rect.center = (w // 2, h // 2)
        pad = app.px(22)
        self.title_px = app.text_px(28)
        top = self.rect.top + pad + round(self.title_px * 1.5)
        button_h = round(app.text_px(19) * 2.0)
        self.close_button.rect = pygame.Rect(0, 0, min(app.px(220), width - 2 * pad), button_h)
        self.close_button.rect.bottomright = (self.rect.right - pad, self.rect.bottom - pad)
        bottom = self.close_button.rect.top - app.px(12)
        self.bar = pygame.Rect(self.rect.right - pad, top, app.px(6), bottom - top)
        self.view = pygame.Rect(self.rect.left + pad, top,
                                self.bar.left - app.px(14) - self.rect.left - pad, bottom - top)
        self.line_h = line_height("body", self.body_px)
        at_bottom = self.flowed == 0 or self.scroll >= self.max_scroll
        self.rows, self.tops, self.flowed, self.content_h = [], [], 0, 0
        self._flow()
        self.scroll = self.max_scroll if at_bottom else min(self.scroll, self.max_scroll)

    def _flow(self) -> None:
        """Lay out the entries told since the last time (wrapped to the column)."""
        entries = self.log.entries
        for e in entries[self.flowed:]:
            self._flow_entry(e)
        self.flowed = len(entries)

    def _flow_entry(self, e: Entry) -> None:
        y = self.content_h
        if e.kind == "turn_started":
            style, size, color = "bold", self.head_px, theme.ITEM
            y += round(self.body_px * 0.6) if self.rows else 0
        elif e.kind in TURNING:
            style, size, color = "bold", self.body_px, theme.EVENT
        else:
            style, size, color = "body", self.body_px, theme.PARCHMENT
        indent = 0 if e.kind == "turn_started" else self.app.px(14)
        line_h = line_height(style, size)
        for text in wrap(e.line, style, size, self.view.width - indent):
            self.rows.append(Row(y, line_h, indent, text, style, size, color))
            self.tops.append(y)
            y += line_h
        self.content_h = y

    @property
    def max_scroll(self) -> int:
        return max(0, self.content_h - self.view.height)

    def _thumb(self) -> pygame.Rect:
        return scroll_thumb(self.bar, self.view.height, self.content_h, self.scroll,
                            self.app.px(30))

    # ---- actions -------------------------------------------------------------------
    def close(self) -> None:
        self.app.stack.remove(self)

    def scroll_by(self, pixels: int) -> None:
        self.scroll = max(0, min(self.scroll + pixels, self.max_scroll))

    # ---- input ---------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        page = max(self.line_h, self.view.height - 2 * self.line_h)
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-event.y * self.line_h * 3)
            return True
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            return self._mouse(event, page)
        if event.type == pygame.KEYDOWN:
            keys = {pygame.K_PAGEUP: -page, pygame.K_PAGEDOWN: page,
                    pygame.K_HOME: -self.content_h, pygame.K_END: self.content_h}
            if event.key in keys:
                self.scroll_by(keys[event.key])
                return True
        intent = self.app.intents.of(event)
        if intent is None and event.type == pygame.KEYDOWN:
            intent = {pygame.K_UP: "up", pygame.K_DOWN: "down"}.get(event.key)
        if intent in CLOSING or intent == "confirm":
            self.close()
            return True
        if intent in ("up", "down"):
            self.scroll_by(self.line_h * (-1 if intent == "up" else 1))
            return True
        if intent in ("prev_floor", "next_floor"):
            self.scroll_by(page if intent == "next_floor" else -page)
            return True
        return True  # nothing reaches the board while the history is open

    def _mouse(self, event: pygame.event.Event, page: int) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            if self.dragging is not None:
                track = self.bar.height - self._thumb().height
                if track > 0:
                    top = event.pos[1] - self.dragging - self.bar.top
                    self.scroll = max(0, min(round(top / track * self.max_scroll),
                                             self.max_scroll))
            return True
        if event.button != 1:
            return True
        if event.type == pygame.MOUSEBUTTONUP:
            self.dragging = None
            return True
        pos = event.pos
        if self.close_button.rect.collidepoint(pos) or not self.rect.collidepoint(pos):
            self.close()
        elif self.max_scroll > 0 and self.bar.inflate(self.app.px(16), 0).collidepoint(pos):
            thumb = self._thumb()
            if thumb.inflate(self.app.px(16), 0).collidepoint(pos):
                self.dragging = pos[1] - thumb.top
            else:
                self.scroll_by(page if pos[1] > thumb.centery else -page)
        return True

    def update(self, dt: float) -> None:
        if len(self.log) != self.flowed:  # the board told more behind the history
            at_bottom = self.scroll >= self.max_scroll
            self._flow()
            if at_bottom:
                self.scroll = self.max_scroll

    # ---- drawing --------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        app = self.app
        dim(surface, 0.35)
        panel(surface, self.rect, alpha=245, border=theme.ITEM)
        draw_text(surface, t("history.title"), (self.rect.centerx, self.rect.top + app.px(20)),
                  "bold", self.title_px, theme.PARCHMENT, "midtop", self.rect)
        if not self.rows:
            draw_text(surface, t("history.empty"), self.view.midtop, "italic", self.body_px,
                      theme.MUTED, "midtop", self.view)
        first = bisect_right(self.tops, self.scroll - 1)  # only whole lines are drawn
        for row in self.rows[first:]:
            y = self.view.top + row.y - self.scroll
            if y + row.h > self.view.bottom:
                break
            draw_text(surface, row.text, (self.view.left + row.x, y), row.style, row.size,
                      row.color, box=self.view)
        if self.max_scroll > 0:
            pygame.draw.rect(surface, theme.INK_3, self.bar, border_radius=app.px(3))
            pygame.draw.rect(surface, theme.ITEM, self._thumb(), border_radius=app.px(3))
        keys = app.settings.keys.get("log") or app.settings.keys.get("cancel") or ["escape"]
        hint = t("history.hint", button=key_label(keys[0]))
        room = self.close_button.rect.left - app.px(16) - self.view.left
        if assets.font("italic", app.text_px(15)).size(hint)[0] <= room:
            draw_text(surface, hint, (self.view.left, self.close_button.rect.centery), "italic",
                      app.text_px(15), theme.MUTED, "midleft")
        self.close_button.draw(surface, app.text_px(19), False,
                               self.close_button.rect.collidepoint(self.mouse))
