"""Sheets read one at a time over the darkened board, each secret one behind a
hand-over (R9.5, R10.1): the reveal, the haunt panel and the game's end use it.

A `Sheet` is one screenful: a title, a body that shrinks (then scrolls) to fit,
optional art and a column of facts, and buttons. A sheet has an audience: None for
everyone, else the seats that may read it. `Reader` shows sheets in turn and puts
up a hand-over before a sheet some person at the table may not see, and another
(to everyone) after one, so the screen is cleared before it is handed back. A bot
never needs one: only human seats count, and no sheet is ever made for a bot.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.text import t
from game.ui import theme
from game.ui.scene import Scene, push_scene
from game.ui.session import Session
from game.ui.widgets import (
    Button,
    Menu,
    draw_text,
    fit,
    fit_size,
    line_height,
    panel,
    veil,
    wrap,
)

if TYPE_CHECKING:
    from game.app import App

Art = Callable[[pygame.Surface, pygame.Rect], None]
Press = Callable[["Reader"], None]
VEIL = (20, 4, 10)  # the haunt's darkness over the board
AUTO = 5.0  # seconds a sheet stays up when only bots are at the table


def risky(press: Press) -> Press:
    """Mark a sheet button's press as one that must never have the focus at first
    (it reveals the traitor or shows a secret): a reflexive Enter never presses it."""
    press.risky = True  # type: ignore[attr-defined]
    return press


@dataclass(frozen=True)
class Sheet:
    title: str
    body: str = ""
    kicker: str = ""  # a small line above the title
    audience: frozenset[int] | None = None  # the seats that may read it; None: everyone
    handover: tuple[str, str, str | None] = ("", "", None)  # who, why, ready (if secret)
    art: Art | None = None
    art_share: float = 0.0  # of the room under the title
    facts: tuple[str, ...] = ()  # a column beside the body
    color: theme.Color = theme.PARCHMENT
    centre: bool = False  # every line centred (short texts always are)
    buttons: tuple[tuple[str, Press], ...] = ()  # none: one that goes on


def player_of(session: Session, seats: frozenset[int] | None) -> str:
    """The person a hand-over to these seats names: one seat's player ("" for
    several, or everyone)."""
    return session.seats[next(iter(seats))].name if seats and len(seats) == 1 else ""


def human_seats(session: Session) -> frozenset[int]:
    return frozenset(i for i in range(len(session.seats)) if session.at_table(i))


def text_height(lines: list[str], line_h: int) -> int:
    """The height of wrapped lines; an empty one (between paragraphs) is half a line."""
    return sum(line_h if line else line_h // 2 for line in lines)


def fit_lines(text: str, style: str, size: int, low: int, width: int,
              height: int) -> tuple[int, list[str]]:
    """The largest font size from `size` down to `low` at which the wrapped text fits
    `height`, and its lines (at `low` it may still not fit: the reader scrolls)."""
    while True:
        lines = wrap(text, style, size, width)
        if size <= low or text_height(lines, line_height(style, size)) <= height:
            return size, lines
        size -= 1


class Reader(Scene):
    """Sheets one after another over the darkened board (see the module's note)."""

    opaque = False
    may_cancel = False  # a hand-over may be turned down (back, or closed)
    closable = False  # Esc closes it
    last_label = "haunt_ui.next"  # the last sheet's button, unless it has its own
    fade_time = 0.0  # seconds the darkness takes to fall at first
    auto = False  # sheets go on by themselves (nobody at the table)

    def __init__(self, app: App, session: Session, sheets: list[Sheet]):
        self.session = session
        self.sheets = sheets
        self.humans = human_seats(session)
        self.index = -1  # the sheet shown; -1 while a hand-over covers the screen
        self.back = -1
        self.age = 0.0
        self.time = 0.0
        self.scroll = 0
        self.overflow = 0
        self.menu = Menu([])
        super().__init__(app)

    @property
    def shown(self) -> Sheet | None:
        return self.sheets[self.index] if self.index >= 0 else None

    def secret(self, sheet: Sheet) -> bool:
        """Must someone at the table look away while it shows? (R10.1)"""
        return self.session.must_look_away(sheet.audience)

    def enter(self) -> None:
        self.go(0)

    def go(self, index: int) -> None:
        """Show a sheet, behind the hand-overs it needs; past the last one, close."""
        prev = self.shown
        self.back, self.index = self.index, -1
        if index >= len(self.sheets):
            self.close()
            return
        sheet = self.sheets[index]

        def show() -> None:
            self._show(index)

        if self.secret(sheet) and (prev is None or prev.audience != sheet.audience):
            who, why, ready = sheet.handover
            push_scene(self.app, "handover", who, why, show, ready,
                       self._turned_down if self.may_cancel else None,
                       secret=True, player=player_of(self.session, sheet.audience))
        elif prev is not None and self.secret(prev) and not self.secret(sheet):
            push_scene(self.app, "handover", t("haunt_ui.who.everyone"),
                       t("haunt_ui.handover.everyone"), show,
                       t("haunt_ui.handover.everyone_ready"))
        else:
            show()

    def next_sheet(self) -> None:
        self.go(self.index + 1)

    def close(self) -> None:
        self.index = -1
        self.app.stack.remove(self)

    def _turned_down(self) -> None:
        if self.back >= 0:
            self._show(self.back)
        else:
            self.close()

    def _show(self, index: int) -> None:
        self.index = index
        self.time = 0.0
        self.scroll = 0
        sheet = self.sheets[index]
        if sheet.buttons:
            buttons = [Button(text, lambda press=press: press(self),
                              risky=getattr(press, "risky", False))
                       for text, press in sheet.buttons]
        else:
            key = "haunt_ui.hide" if self.secret(sheet) else \
                self.last_label if index == len(self.sheets) - 1 else "haunt_ui.next"
            buttons = [Button(t(key), self.next_sheet)]
        self.menu = Menu(buttons)
        self._lay()

    # ---- layout --------------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        if self.shown is not None:
            self._lay()

    def _lay(self) -> None:
        app = self.app
        sheet = self.shown
        assert sheet is not None
        w, h = self.size
        margin = app.px(40)
        width = w - 2 * margin
        self.kicker_px = app.text_px(20)
        y = app.px(22) + (round(self.kicker_px * 1.4) if sheet.kicker else 0)
        self.title_y = y
        self.title_px = fit_size(sheet.title, "display", app.text_px(52), width)
        y += round(self.title_px * 1.25)
        n = len(self.menu.buttons)
        bh = app.text_px(20) * 2
        gap = app.px(14)
        bw = min(app.px(400), (width - gap * (n - 1)) // n)
        left = w // 2 - (n * bw + (n - 1) * gap) // 2
        top = h - app.px(24) - bh
        for i, b in enumerate(self.menu.buttons):
            b.rect = pygame.Rect(left + i * (bw + gap), top, bw, bh)
        area = pygame.Rect(margin, y + app.px(6), width, max(app.px(40), top - y - app.px(26)))
        art_h = round(area.height * sheet.art_share) if sheet.art is not None else 0
        self._fit(sheet, area, art_h)
        if self.overflow and art_h:  # the words come first: the art gives up room
            self._fit(sheet, area, max(art_h // 2, art_h - self.overflow))
        self.scroll = min(self.scroll, self.overflow)

    def _fit(self, sheet: Sheet, area: pygame.Rect, art_h: int) -> None:
        """Art on top (`art_h` high), then the body, with the facts beside it."""
        app = self.app
        self.art_rect = pygame.Rect(area.left, area.top, area.width, art_h)
        if art_h:
            gap = app.px(22)
            area = pygame.Rect(area.left, area.top + art_h + gap, area.width,
                               area.height - art_h - gap)
        col = min(area.width, app.px(1120))
        self.facts_rect = pygame.Rect(0, 0, 0, 0)
        if sheet.facts:
            fw = round(col * 0.4)
            body_w = col - fw - app.px(28)
            self.body = pygame.Rect(area.centerx - col // 2, area.top, body_w, area.height)
            self.facts_rect = pygame.Rect(self.body.right + app.px(28), area.top, fw,
                                          area.height)
            pad = app.px(14)
            self.facts_px, self.facts = fit_lines(
                "\n".join(sheet.facts), "body", app.text_px(19), app.text_px(13),
                fw - 2 * pad, area.height - 2 * pad)
            lh = line_height("body", self.facts_px)
            self.facts_rect.height = min(area.height, text_height(self.facts, lh) + 2 * pad)
        else:
            body_w = min(col, app.px(900))
            self.body = pygame.Rect(area.centerx - body_w // 2, area.top, body_w, area.height)
        self.body_px, self.lines = fit_lines(sheet.body, "body", app.text_px(23),
                                             app.text_px(15), self.body.width,
                                             self.body.height)
        self.line_h = line_height("body", self.body_px)
        self.overflow = max(0, text_height(self.lines, self.line_h) - self.body.height)

    # ---- input ------------------------------------------------------------------
    def _fading(self) -> bool:
        return self.age * self.app.settings.animation_speed < self.fade_time

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self._fading():
            if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN, pygame.JOYBUTTONDOWN):
                self.age = self.fade_time / self.app.settings.animation_speed
                return True
            return False
        if self.shown is None:
            return False
        intent = self.app.intents.of(event)
        if event.type == pygame.MOUSEWHEEL and self.overflow:
            self._scroll(-event.y * 3 * self.line_h)
            return True
        if intent in ("up", "down") and self.overflow:
            self._scroll(self.line_h * 3 * (1 if intent == "down" else -1))
            return True
        if intent in ("menu", "cancel") and self.closable:
            self.close()
            return True
        return self.menu.handle(event, intent)

    def _scroll(self, dy: int) -> None:
        self.scroll = max(0, min(self.overflow, self.scroll + dy))

    def update(self, dt: float) -> None:
        self.age += dt
        self.time += dt
        if self.auto and self.shown is not None and len(self.menu.buttons) == 1 and \
                self.time * self.app.settings.bot_speed >= AUTO:
            self.menu.buttons[0].action()

    # ---- drawing --------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        app = self.app
        k = min(self.age * app.settings.animation_speed / self.fade_time, 1.0) \
            if self.fade_time else 1.0
        sheet = self.shown
        if sheet is not None and sheet.audience is not None:
            surface.fill(VEIL)  # a private sheet hides the board entirely
        else:
            surface.blit(veil(self.size, VEIL, round(248 * k)), (0, 0))
        if sheet is None or k < 0.5:
            return
        cx = self.size[0] // 2
        if sheet.kicker:
            kicker = fit(sheet.kicker, "italic", self.kicker_px, self.size[0] - app.px(80))
            draw_text(surface, kicker, (cx, app.px(22)), "italic", self.kicker_px,
                      theme.MUTED, "midtop")
        draw_text(surface, sheet.title, (cx, self.title_y), "display", self.title_px,
                  sheet.color, "midtop")
        if sheet.art is not None:
            sheet.art(surface, self.art_rect)
        self._draw_body(surface)
        if sheet.facts:
            self._draw_facts(surface)
        self.menu.draw(surface, app.text_px(20), self.time)

    def _draw_body(self, surface: pygame.Surface) -> None:
        sheet = self.shown
        assert sheet is not None
        height = text_height(self.lines, self.line_h)
        centred = sheet.centre or (len(self.lines) <= 3 and not sheet.facts)
        y = self.body.top - self.scroll
        if not self.overflow and sheet.art is None and not sheet.facts:
            y += (self.body.height - height) // 2
        clip = surface.get_clip()
        surface.set_clip(self.body.inflate(self.app.px(8), 0))
        for line in self.lines:
            if self.body.top <= y and y + self.line_h <= self.body.bottom:  # whole lines
                if centred:
                    draw_text(surface, line, (self.body.centerx, y), "body", self.body_px,
                              theme.PARCHMENT, "midtop")
                else:
                    draw_text(surface, line, (self.body.left, y), "body", self.body_px,
                              theme.PARCHMENT)
            y += self.line_h if line else self.line_h // 2
        surface.set_clip(clip)
        if self.overflow:
            app = self.app
            track = pygame.Rect(self.body.right + app.px(10), self.body.top, app.px(4),
                                self.body.height)
            pygame.draw.rect(surface, theme.INK_3, track, border_radius=app.px(2))
            thumb_h = max(app.px(24), track.height * self.body.height // height)
            thumb_y = track.top + (track.height - thumb_h) * self.scroll // self.overflow
            pygame.draw.rect(surface, theme.MUTED, (track.left, thumb_y, track.width, thumb_h),
                             border_radius=app.px(2))

    def _draw_facts(self, surface: pygame.Surface) -> None:
        app = self.app
        panel(surface, self.facts_rect, alpha=220)
        pad = app.px(14)
        lh = line_height("body", self.facts_px)
        clip = surface.get_clip()
        surface.set_clip(self.facts_rect.inflate(-4, -4))
        for i, line in enumerate(self.facts):
            draw_text(surface, line, (self.facts_rect.left + pad,
                                      self.facts_rect.top + pad + i * lh),
                      "body", self.facts_px, theme.PARCHMENT)
        surface.set_clip(clip)
