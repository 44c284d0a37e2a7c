"""The rules reference: sections on the left, the chosen one on the right.

The rules are written for this game in plain words (ui_scenes.json keys
"rules.<section>.title/body"). After the goal come the numbered sections R1 to
R10 of docs/RULES.md, the same rules under the same numbers, one paragraph each
(tests/test_rules_doc.py keeps the two alike); then each special room in turn,
and last every card and every room from the loaded content. Mouse (click, wheel,
scrollbar drag), keyboard (arrows, Tab / Shift-Tab from the list to the text to
Back, page keys, Home/End, Esc) and gamepad (D-pad, A, B, LB/RB) all work. The
text shows whole lines only, and any window size, however small, lays out.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import pygame

from game.content.types import FLOORS
from game.text import join, t
from game.ui import assets, theme
from game.ui.scene import Scene, scene
from game.ui.widgets import (
    Button,
    draw_text,
    fit,
    focus_ring,
    line_height,
    part,
    scroll_thumb,
    sheet,
    wrap,
)

if TYPE_CHECKING:
    from game.app import App

NUMBERED = tuple(f"r{n}" for n in range(1, 11))  # docs/RULES.md's sections R1 to R10
GROUPS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("play", ("goal", *NUMBERED)),
    ("rooms", ("leave_rolls", "once_per_game", "coal_chute", "collapsed_room",
               "crypt_furnace", "gallery", "elevator", "lake", "vault", "barriers",
               "revolving_wall", "stairs")),
    ("reference", ("omens", "items", "events", "rooms")),
)
DECK_SECTIONS = {"omens": "omen", "items": "item", "events": "event"}
PANES = ("list", "text", "back")  # where Tab takes the keyboard, in turn
def _rect(left: int, top: int, width: int, height: int) -> pygame.Rect:
    """A rectangle that is never negative: a window too small for the layout gets
    empty panes, never an error."""
    return pygame.Rect(left, top, max(0, width), max(0, height))


@dataclass
class Block:
    """One piece of a section's text: a heading, a card or room name, a paragraph."""

    kind: str  # "heading", "name", "meta", "para", "line" (of a card), "flavor"
    text: str
    color: theme.Color = theme.PARCHMENT


@dataclass
class Section:
    id: str
    title: str
    blocks: list[Block] = field(default_factory=list)

    def text(self) -> str:
        return "\n".join(b.text for b in self.blocks)


@dataclass
class Line:
    style: str
    size: int
    color: theme.Color
    text: str
    y: int


@scene("rules")
class RulesScene(Scene):
    opaque = True

    def __init__(self, app: App):
        self.sections = self._sections(app)
        self.entries: list[tuple[str, int]] = []  # ("group", -1) or ("section", index)
        for group, ids in GROUPS:
            self.entries.append((group, -1))
            for sid in ids:
                index = next(i for i, s in enumerate(self.sections) if s.id == sid)
                self.entries.append((sid, index))
        self.selected = 0
        self.pane = "list"  # what the keyboard drives: "list", "text" or "back"
        self.time = 0.0  # the focus ring pulses by it
        self.scroll = 0  # text, in pixels
        self.list_scroll = 0
        self.hover: int | None = None
        self.dragging: int | None = None  # the mouse y offset inside the scrollbar thumb
        self.lines: list[Line] = []
        self.content_h = 0
        self.back = Button(t("rules.back"), self.close)
        self.back_hover = False
        self.mouse: tuple[int, int] | None = None
        super().__init__(app)

    # ---- content -------------------------------------------------------------------
    @staticmethod
    def _sections(app: App) -> list[Section]:
        content = app.content
        sections: list[Section] = []
        for _, ids in GROUPS:
            for sid in ids:
                title = t(f"rules.{sid}.title")
                blocks = [Block("heading", title)]
                blocks += [Block("para", p) for p in t(f"rules.{sid}.body").split("\n")]
                if sid in DECK_SECTIONS:
                    deck = DECK_SECTIONS[sid]
                    cards = sorted(content.deck(deck), key=lambda c: t(f"card.{c}.name"))
                    for cid in cards:
                        blocks.append(Block("name", t(f"card.{cid}.name"),
                                            theme.mix(theme.DECK[deck], theme.PARCHMENT, 0.3)))
                        blocks += [Block("line", p)
                                   for p in t(f"card.{cid}.text").split("\n")]
                elif sid == "rooms":
                    rooms = sorted(content.rooms.values(), key=lambda r: t(r.name_key))
                    for room in rooms:
                        blocks.append(Block("name", t(room.name_key), theme.ITEM))
                        floors = join(t(f"floor.{f}") for f in FLOORS if f in room.floors)
                        blocks.append(Block("meta", t("rules.floors", floors=floors),
                                            theme.MUTED))
                        first, *rest = t(room.text_key).split("\n")
                        blocks.append(Block("flavor", first, theme.MUTED))
                        blocks += [Block("line", p) for p in rest]
                sections.append(Section(sid, title, blocks))
        return sections

    @property
    def section(self) -> Section:
        return self.sections[self.selected]

    # ---- layout --------------------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        app = self.app
        w, h = size
        margin = app.px(36)
        self.title_px = app.text_px(40)
        self.title_y = app.px(16)
        top = self.title_y + round(self.title_px * 1.4)
        footer_h = round(app.text_px(20) * 2.1)
        self.back.rect = pygame.Rect(0, 0, max(app.px(200), app.text_px(20) * 7), footer_h)
        self.back.rect.bottomleft = (margin, h - app.px(16))
        self.hint_px = app.text_px(15)
        bottom = self.back.rect.top - app.px(14)
        gap = app.px(18)
        self.entry_px = app.text_px(18)
        f = assets.font("body", self.entry_px)
        widest = max(f.size(s.title)[0] for s in self.sections) + app.px(44)
        list_w = min(max(app.px(260), widest), round((w - 2 * margin) * 0.36))
        self.list_rect = _rect(margin, top, list_w, max(app.px(60), bottom - top))
        self.text_rect = _rect(self.list_rect.right + gap, top,
                               w - margin - self.list_rect.right - gap, self.list_rect.height)
        # the list: entries in list space (y from 0), drawn shifted by list_scroll
        self.entry_h = round(self.entry_px * 1.65)
        self.group_h = round(app.text_px(15) * 2.3)
        self.list_view = _rect(self.list_rect.left + app.px(6), self.list_rect.top + app.px(8),
                               self.list_rect.width - app.px(12),
                               self.list_rect.height - app.px(16))
        y = 0
        self.entry_rects: list[pygame.Rect] = []
        for _, index in self.entries:
            height = self.group_h if index < 0 else self.entry_h
            self.entry_rects.append(pygame.Rect(self.list_view.left, y, self.list_view.width,
                                                height))
            y += height
        self.list_h = y
        # the text: a column of readable measure, scrollbar at the panel's right
        pad = app.px(22)
        self.bar = _rect(self.text_rect.right - app.px(14), self.text_rect.top + pad,
                         app.px(6), self.text_rect.height - 2 * pad)
        inner = _rect(self.text_rect.left + pad, self.text_rect.top + app.px(14),
                      self.bar.left - pad - self.text_rect.left - pad,
                      self.text_rect.height - app.px(28))
        measure = min(inner.width, app.text_px(20) * 36)
        self.view = pygame.Rect(inner.left, inner.top, measure, inner.height)
        fade_h = app.px(28)
        self.fade = sheet((self.view.width, fade_h))
        for i in range(fade_h):
            pygame.draw.line(self.fade, (*theme.INK_2, round(220 * i / fade_h)), (0, i),
                             (self.view.width, i))
        self._flow()
        self._reveal_selected()

    def _flow(self) -> None:
        """Wrap the selected section's text to the column's width."""
        app = self.app
        width = max(1, self.view.width)
        body = app.text_px(20)
        styles = {"heading": ("display", app.text_px(34)), "name": ("bold", app.text_px(22)),
                  "meta": ("italic", app.text_px(16)), "para": ("body", body),
                  "line": ("body", body), "flavor": ("italic", body)}
        lines: list[Line] = []
        y = 0
        previous = ""
        for block in self.section.blocks:
            style, size = styles[block.kind]
            line_h = line_height(style, size)
            if block.kind == "name":
                y += round(body * 0.9) if previous else 0
            elif block.kind == "para" and previous == "para":
                y += round(body * 0.45)
            elif block.kind == "line" and previous in ("line", "flavor"):
                y += round(body * 0.15)
            for text in wrap(block.text, style, size, width):
                lines.append(Line(style, size, block.color, text, y))
                y += line_h
            if block.kind == "heading":
                y += round(body * 0.6)
            previous = block.kind
        self.lines = lines
        self.content_h = y
        self.line_step = line_height("body", body)
        self.scroll = max(0, min(self.scroll, self.max_scroll))

    @property
    def max_scroll(self) -> int:
        return max(0, self.content_h - self.view.height)

    @property
    def max_list_scroll(self) -> int:
        return max(0, self.list_h - self.list_view.height)

    def _thumb(self) -> pygame.Rect:
        return scroll_thumb(self.bar, self.view.height, self.content_h, self.scroll,
                            self.app.px(30))

    # ---- actions -------------------------------------------------------------------
    def close(self) -> None:
        self.app.stack.remove(self)

    def select(self, index: int) -> None:
        index = max(0, min(len(self.sections) - 1, index))
        if index != self.selected:
            self.selected = index
            self.scroll = 0
            self._flow()
        self._reveal_selected()

    def scroll_by(self, pixels: int) -> None:
        self.scroll = max(0, min(self.scroll + pixels, self.max_scroll))

    def _reveal_selected(self) -> None:
        i = next(k for k, (_, index) in enumerate(self.entries) if index == self.selected)
        r = self.entry_rects[i]
        if i > 0 and self.entries[i - 1][1] < 0:  # keep the group's heading in view too
            r = r.union(self.entry_rects[i - 1])
        if r.top < self.list_scroll:
            self.list_scroll = r.top
        elif r.bottom > self.list_scroll + self.list_view.height:
            self.list_scroll = r.bottom - self.list_view.height
        self.list_scroll = max(0, min(self.list_scroll, self.max_list_scroll))

    def _entry_at(self, pos: tuple[int, int]) -> int | None:
        if not self.list_view.collidepoint(pos):
            return None
        y = pos[1] - self.list_view.top + self.list_scroll
        for k, r in enumerate(self.entry_rects):
            if r.top <= y < r.bottom and self.entries[k][1] >= 0:
                return self.entries[k][1]
        return None

    # ---- events --------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP,
                          pygame.MOUSEWHEEL):
            return self._handle_mouse(event)
        page = max(self.line_step, self.view.height - self.line_step * 2)
        if event.type == pygame.KEYDOWN:
            raw = {pygame.K_PAGEUP: -page, pygame.K_PAGEDOWN: page,
                   pygame.K_HOME: -self.content_h, pygame.K_END: self.content_h}
            if event.key in raw:
                self.pane = "text"
                self.scroll_by(raw[event.key])
                return True
            if event.key == pygame.K_TAB:
                step = -1 if event.mod & pygame.KMOD_SHIFT else 1
                self.pane = PANES[(PANES.index(self.pane) + step) % len(PANES)]
                return True
        intent = self.app.intents.of(event)
        if intent is None and event.type == pygame.KEYDOWN:
            intent = {pygame.K_UP: "up", pygame.K_DOWN: "down", pygame.K_LEFT: "left",
                      pygame.K_RIGHT: "right", pygame.K_RETURN: "confirm"}.get(event.key)
        if intent in ("menu", "cancel"):
            self.close()
            return True
        if intent in ("up", "down"):
            direction = -1 if intent == "up" else 1
            if self.pane == "list":
                self.select(self.selected + direction)
            else:
                self.scroll_by(direction * self.line_step)
            return True
        if intent == "left":
            self.pane = "list"
            return True
        if intent == "confirm" and self.pane == "back":
            self.close()
            return True
        if intent in ("right", "confirm"):
            self.pane = "text"
            return True
        if intent in ("prev_floor", "next_floor"):
            self.scroll_by(page if intent == "next_floor" else -page)
            return True
        return False

    def _handle_mouse(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            pos = self.mouse if self.mouse is not None else pygame.mouse.get_pos()
            if self.list_rect.collidepoint(pos):
                self.list_scroll = max(0, min(self.list_scroll - event.y * self.entry_h,
                                              self.max_list_scroll))
            else:
                self.scroll_by(-event.y * self.line_step * 3)
            return True
        if event.type == pygame.MOUSEBUTTONUP:
            if event.button == 1 and self.dragging is not None:
                self.dragging = None
                return True
            return False
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            if self.dragging is not None:
                track = self.bar.height - self._thumb().height
                if track > 0:
                    top = event.pos[1] - self.dragging - self.bar.top
                    self.scroll = max(0, min(round(top / track * self.max_scroll),
                                             self.max_scroll))
                return True
            self.hover = self._entry_at(event.pos)
            self.back_hover = self.back.rect.collidepoint(event.pos)
            return False
        if event.button in (4, 5):  # old-style wheel buttons; MOUSEWHEEL handles it
            return False
        if event.button != 1:
            return False
        pos = event.pos
        if self.back.rect.collidepoint(pos):
            self.close()
            return True
        index = self._entry_at(pos)
        if index is not None:
            self.pane = "list"
            self.select(index)
            return True
        if self.max_scroll > 0 and self.bar.inflate(self.app.px(16), 0).collidepoint(pos):
            thumb = self._thumb()
            if thumb.inflate(self.app.px(16), 0).collidepoint(pos):
                self.dragging = pos[1] - thumb.top
            else:
                page = self.view.height - self.line_step * 2
                self.scroll_by(page if pos[1] > thumb.centery else -page)
            self.pane = "text"
            return True
        if self.text_rect.collidepoint(pos):
            self.pane = "text"
            return True
        return False

    def update(self, dt: float) -> None:
        self.time += dt

    # ---- drawing --------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        app = self.app
        w = self.size[0]
        surface.fill(theme.INK)
        draw_text(surface, t("rules.title"), (w // 2, self.title_y), "display", self.title_px,
                  theme.PARCHMENT, "midtop")
        for rect, active in ((self.list_rect, self.pane == "list"),
                             (self.text_rect, self.pane == "text")):
            pygame.draw.rect(surface, theme.INK_2, rect, border_radius=app.px(10))
            pygame.draw.rect(surface, theme.ITEM if active else
                             theme.mix(theme.MUTED, theme.INK, 0.45), rect,
                             width=max(1, app.px(2)), border_radius=app.px(10))
            if active:
                focus_ring(surface, rect, app.px(10), self.time)
        self._draw_list(surface)
        self._draw_text(surface)
        self.back.draw(surface, app.text_px(20), self.pane == "back", self.back_hover,
                       self.time)
        hint_left = self.back.rect.right + app.px(20)
        room = w - app.px(36) - hint_left
        hint = t("rules.hint")
        if assets.font("italic", self.hint_px).size(hint)[0] <= room:
            draw_text(surface, hint, (w - app.px(36), self.back.rect.centery), "italic",
                      self.hint_px, theme.MUTED, "midright")

    def _draw_list(self, surface: pygame.Surface) -> None:
        app = self.app
        view = part(surface, self.list_view)  # panes start inside the window: cut at most
        dx, dy = -self.list_view.left, -self.list_scroll  # on the right and at the bottom
        for k, (name, index) in enumerate(self.entries):
            r = self.entry_rects[k].move(dx, dy)
            if r.top < 0 or r.bottom > self.list_view.height:
                continue  # whole entries only
            if index < 0:
                size = app.text_px(15)
                label = t(f"rules.group.{name}").upper()
                draw_text(view, label, (r.left + app.px(10), r.bottom - app.px(4)), "bold",
                          size, theme.MUTED, "bottomleft")
                continue
            chosen = index == self.selected
            if chosen or index == self.hover:
                pygame.draw.rect(view, theme.INK_3, r.inflate(0, -app.px(2)),
                                 border_radius=app.px(6))
            if chosen:
                mark = pygame.Rect(r.left + app.px(4), r.top + app.px(6), app.px(4),
                                   r.height - app.px(12))
                pygame.draw.rect(view, theme.ITEM, mark, border_radius=app.px(2))
                if self.pane == "list":
                    pygame.draw.rect(view, theme.ITEM, r.inflate(0, -app.px(2)),
                                     width=max(1, app.px(2)), border_radius=app.px(6))
            label = fit(self.sections[index].title, "body", self.entry_px, r.width - app.px(30))
            draw_text(view, label, (r.left + app.px(18), r.centery), "body", self.entry_px,
                      theme.PARCHMENT if chosen else theme.mix(theme.PARCHMENT, theme.MUTED,
                                                                0.5), "midleft")
        if self.max_list_scroll > 0:
            bar = pygame.Rect(self.list_rect.right - app.px(7), self.list_view.top, app.px(3),
                              self.list_view.height)
            pygame.draw.rect(surface, theme.INK_3, bar)
            pygame.draw.rect(surface, theme.MUTED, scroll_thumb(
                bar, self.list_view.height, self.list_h, self.list_scroll, app.px(20)))

    def _draw_text(self, surface: pygame.Surface) -> None:
        app = self.app
        view = part(surface, self.view)
        for line in self.lines:
            y = line.y - self.scroll
            if y < 0 or y + line_height(line.style, line.size) > self.view.height:
                continue  # whole lines only: the fade and the scrollbar say there is more
            draw_text(view, line.text, (0, y), line.style, line.size, line.color)
        if self.max_scroll > 0:
            pygame.draw.rect(surface, theme.INK_3, self.bar, border_radius=app.px(3))
            color = theme.ITEM if self.dragging is not None else theme.MUTED
            pygame.draw.rect(surface, color, self._thumb(), border_radius=app.px(3))
            if self.scroll < self.max_scroll:  # a fade says there is more below
                surface.blit(self.fade, (self.view.left,
                                         self.view.bottom - self.fade.get_height()))
