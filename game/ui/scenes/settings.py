"""Settings: display, sound, speeds, text size, palette, key bindings, gamepad.

Three tabs (Game, Keyboard, Gamepad) of rows. Every change applies at once and
is written with `app.save_settings()`. Mouse (click, drag, wheel), keyboard
(arrows, Enter, Tab, Esc) and gamepad (D-pad, A, B, LB/RB) all work.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import pygame

from game.settings import DEFAULT_KEYS, LIMITS
from game.text import has, t
from game.ui import assets, theme
from game.ui.scene import Scene
from game.ui.widgets import Button, draw_text

if TYPE_CHECKING:
    from game.app import App

TABS = ("game", "keyboard", "gamepad")
SPEEDS = (0.25, 0.5, 0.75, 1.0, 1.5, 2.0, 3.0, 4.0)
TEXT_SIZES = (0.75, 0.9, 1.0, 1.1, 1.25, 1.5, 1.75)
STEPS = {"animation_speed": SPEEDS, "bot_speed": SPEEDS, "text_size": TEXT_SIZES}
SLIDER_STEP = 0.05
# Gamepad buttons as the game reads them (game/ui/input.py), shown for reference.
PAD = (("a", "round"), ("b", "round"), ("x", "round"), ("y", "round"),
       ("lb_rb", "bumper"), ("start", "bumper"), ("dpad", "cross"))

# Keys that still steer this screen if the player has rebound them away.
FALLBACK = {pygame.K_UP: "up", pygame.K_DOWN: "down", pygame.K_LEFT: "left",
            pygame.K_RIGHT: "right", pygame.K_RETURN: "confirm", pygame.K_KP_ENTER: "confirm"}

TABS_FOCUS = -1


def key_label(name: str) -> str:
    """How a pygame key name is shown to the player."""
    if has(f"key.{name}"):
        return t(f"key.{name}")
    if len(name) == 1:
        return name.upper()
    return name.title()


def fit(text: str, style: str, size: int, width: int) -> str:
    """Shorten text with an ellipsis until it fits `width`."""
    f = assets.font(style, size)
    if f.size(text)[0] <= width:
        return text
    while len(text) > 1 and f.size(text + "…")[0] > width:
        text = text[:-1]
    return text.rstrip() + "…"


@dataclass
class Row:
    kind: str  # toggle, slider, stepper, bind, button, info
    key: str  # a settings field, an intent, a button id or a pad button
    rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    control: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    minus: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    plus: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))

    @property
    def focusable(self) -> bool:
        return True  # info rows too, so the keyboard can scroll to them


class SettingsScene(Scene):
    opaque = True

    def __init__(self, app: App):
        self.tab = 0
        self.focus = 0
        self.hover: int | None = None
        self.scroll = 0
        self.listening: str | None = None
        self.dragging: Row | None = None
        self.time = 0.0
        self.rows: list[Row] = []
        self.back = Button(t("settings.back"), self.close)
        self.tab_rects: list[pygame.Rect] = []
        self.view = pygame.Rect(0, 0, 0, 0)
        self.content_h = 0
        super().__init__(app)
        self.rows = self._rows()

    # ---- rows ------------------------------------------------------------------
    def _rows(self) -> list[Row]:
        tab = TABS[self.tab]
        if tab == "game":
            return [Row("toggle", "fullscreen"), Row("slider", "sound_volume"),
                    Row("slider", "music_volume"), Row("stepper", "animation_speed"),
                    Row("stepper", "bot_speed"), Row("stepper", "text_size"),
                    Row("toggle", "colorblind")]
        if tab == "keyboard":
            return [Row("bind", intent) for intent in DEFAULT_KEYS] + [Row("button", "reset")]
        return [Row("info", name) for name, _ in PAD]

    @property
    def n_rows(self) -> int:
        return len(self.rows)

    def _focusables(self) -> list[int]:
        return [i for i, r in enumerate(self.rows) if r.focusable]

    @property
    def back_focus(self) -> int:
        return self.n_rows

    # ---- layout ------------------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        app = self.app
        w, h = size
        margin = app.px(40)
        self.text = app.text_px(20)
        self.title_px = app.text_px(44)
        self.title_y = app.px(18)
        tab_top = self.title_y + round(self.title_px * 1.35)
        tab_h = round(app.text_px(20) * 1.9)
        n = len(TABS)
        gap = app.px(10)
        f = assets.font("bold", app.text_px(20))
        tab_w = max(f.size(t(f"settings.tab.{name}"))[0] for name in TABS) + app.px(48)
        tab_w = min(tab_w, (w - 2 * margin - gap * (n - 1)) // n)
        left = (w - (n * tab_w + (n - 1) * gap)) // 2
        self.tab_rects = [pygame.Rect(left + i * (tab_w + gap), tab_top, tab_w, tab_h)
                          for i in range(n)]
        footer_h = round(app.text_px(20) * 2.1)
        self.back.rect = pygame.Rect(0, 0, min(w - 2 * margin, max(app.px(240), tab_w)),
                                     footer_h)
        self.back.rect.midbottom = (w // 2, h - app.px(18))
        top = tab_top + tab_h + app.px(18)
        bottom = self.back.rect.top - app.px(14)
        self.avail = pygame.Rect(margin, top, w - 2 * margin, max(app.px(60), bottom - top))
        self.background = pygame.Surface((w, h))
        for y in range(0, h, 4):
            k = min(1.0, y / max(1, h * 0.8))
            pygame.draw.rect(self.background, theme.mix(theme.INK_2, theme.INK, k), (0, y, w, 4))
        self._layout_rows()

    def _note(self) -> str:
        tab = TABS[self.tab]
        return t(f"settings.note.{tab}") if has(f"settings.note.{tab}") else ""

    def _layout_rows(self) -> None:
        app = self.app
        pad_x, pad_y = app.px(18), app.px(14)
        row_h = round(self.text * 1.9)
        gap = app.px(6)
        col_gap = app.px(28)
        kind = self.rows[0].kind if self.rows else "info"
        max_w = self.avail.width - 2 * pad_x
        width = min(max_w, max(app.px(760), self.text * 40))
        cols = 1
        if (kind == "bind" and (max_w - col_gap) // 2 >= self.text * 17) or \
                (kind == "info" and (max_w - col_gap) // 2 >= self.text * 14):
            cols, width = 2, max_w
        per_col = -(-self.n_rows // cols)
        col_w = (width - col_gap * (cols - 1)) // cols
        self.per_col = per_col
        self.cols = cols
        self.content_h = per_col * (row_h + gap) - gap if self.rows else 0
        self.note_px = app.text_px(16)
        self.note_h = round(self.note_px * 2) if self._note() else 0
        view_h = max(row_h, min(self.avail.height - 2 * pad_y - self.note_h, self.content_h))
        self.view = pygame.Rect(0, 0, width, view_h)
        self.view.midtop = (self.avail.centerx, self.avail.top + pad_y)
        self.frame = pygame.Rect(self.view.left - pad_x, self.avail.top,
                                 width + 2 * pad_x, view_h + 2 * pad_y + self.note_h)
        for i, row in enumerate(self.rows):
            c, r = divmod(i, per_col)
            row.rect = pygame.Rect(self.view.left + c * (col_w + col_gap), r * (row_h + gap),
                                   col_w, row_h)
            self._layout_control(row)
        self.scroll = max(0, min(self.scroll, self.max_scroll))

    def _layout_control(self, row: Row) -> None:
        app = self.app
        r = row.rect
        pad = app.px(14)
        if row.kind == "button":
            row.control = pygame.Rect(0, 0, min(r.width - 2 * pad, max(app.px(260),
                                      self.text * 12)), r.height - app.px(6))
            row.control.center = r.center
            return
        if row.kind == "info":
            cap_w = max(self.text * 4, app.px(72))
            row.control = pygame.Rect(r.left + pad, r.top + app.px(4), cap_w,
                                      r.height - app.px(8))
            return
        control_w = round(r.width * (0.5 if row.kind == "bind" else 0.52))
        row.control = pygame.Rect(r.right - pad - control_w, r.top, control_w, r.height)
        if row.kind == "stepper":
            arrow = r.height - app.px(12)
            value_w = assets.font("body", self.text).size("100%")[0] + app.px(14)
            row.minus = pygame.Rect(row.control.left, 0, arrow, arrow)
            row.plus = pygame.Rect(row.control.right - value_w - arrow - app.px(8), 0, arrow,
                                   arrow)
            row.minus.centery = row.plus.centery = r.centery

    @property
    def max_scroll(self) -> int:
        return max(0, self.content_h - self.view.height)

    def _screen(self, rect: pygame.Rect) -> pygame.Rect:
        """A row-space rectangle moved to where it is drawn."""
        return rect.move(0, self.view.top - self.scroll)

    # ---- values --------------------------------------------------------------------
    def _label(self, row: Row) -> str:
        if row.kind == "bind":
            return t(f"settings.intent.{row.key}")
        if row.kind == "info":
            return t(f"settings.pad.{row.key}.does")
        return t(f"settings.{row.key}")

    def _value_text(self, row: Row) -> str:
        s = self.app.settings
        value = getattr(s, row.key)
        if row.kind == "toggle":
            return t("settings.on") if value else t("settings.off")
        if row.kind == "slider" or row.key == "text_size":
            return t("settings.percent", value=round(value * 100))
        return t("settings.times", value=f"{value:g}")

    def _step_index(self, row: Row) -> int:
        values = STEPS[row.key]
        value = getattr(self.app.settings, row.key)
        return min(range(len(values)), key=lambda i: abs(values[i] - value))

    def _set(self, name: str, value: float, save: bool = True) -> None:
        low, high = LIMITS[name]
        value = min(high, max(low, value))
        settings = self.app.settings
        if getattr(settings, name) == value:
            return
        setattr(settings, name, value)
        if name == "sound_volume":
            self.app.sounds.volume = value
        elif name == "music_volume" and pygame.mixer.get_init():
            pygame.mixer.music.set_volume(value)
        if save:
            self.app.save_settings()
        if name == "text_size":
            self.app.stack.layout(self.app.size)  # every scene, so the new size shows now

    def _adjust(self, row: Row, direction: int) -> None:
        s = self.app.settings
        if row.kind == "toggle":
            if bool(getattr(s, row.key)) != (direction > 0):
                self._toggle(row)
        elif row.kind == "slider":
            value = round(getattr(s, row.key) / SLIDER_STEP + direction) * SLIDER_STEP
            self._set(row.key, round(value, 2))
            self.app.sounds.play("click")
        elif row.kind == "stepper":
            values = STEPS[row.key]
            value = getattr(s, row.key)
            if direction > 0:
                nxt = next((v for v in values if v > value + 1e-9), values[-1])
            else:
                nxt = next((v for v in reversed(values) if v < value - 1e-9), values[0])
            self._set(row.key, nxt)
            self.app.sounds.play("click")

    def _toggle(self, row: Row) -> None:
        if row.key == "fullscreen":
            self.app.toggle_fullscreen()
        else:
            setattr(self.app.settings, row.key, not getattr(self.app.settings, row.key))
        self.app.save_settings()
        self.app.sounds.play("click")

    def _slider_at(self, row: Row, x: int) -> None:
        track = self._slider_track(row)
        frac = (x - track.left) / max(1, track.width)
        self._set(row.key, round(min(1.0, max(0.0, frac)), 2), save=False)

    def _slider_track(self, row: Row) -> pygame.Rect:
        value_w = assets.font("body", self.text).size("100%")[0] + self.app.px(14)
        c = row.control
        return pygame.Rect(c.left + self.app.px(10), c.centery - self.app.px(3),
                           c.width - value_w - self.app.px(28), self.app.px(6))

    def _segments(self, row: Row) -> list[pygame.Rect]:
        values = STEPS[row.key]
        gap = self.app.px(4)
        left = row.minus.right + self.app.px(8)
        right = row.plus.left - self.app.px(8)
        n = len(values)
        seg_w = max(2, (right - left - gap * (n - 1)) // n)
        h = self.app.px(12)
        return [pygame.Rect(left + i * (seg_w + gap), row.rect.centery - h // 2, seg_w, h)
                for i in range(n)]

    # ---- key bindings ----------------------------------------------------------------
    def rebind(self, intent: str, name: str) -> None:
        """Make `name` the first key of `intent`, taking it from any other intent."""
        keys = self.app.settings.keys
        old = list(keys.get(intent, []))
        replaced = old[0] if old else None
        keys[intent] = [name] + [k for k in old[1:] if k != name]
        for other, names in keys.items():
            if other == intent or name not in names:
                continue
            names.remove(name)
            if not names and replaced and replaced not in keys[intent]:
                names.append(replaced)  # never leave an action without a key
            self.app.notify(t("settings.keys.taken", name=key_label(name),
                              action=t(f"settings.intent.{other}")))
        self.app.save_settings()

    def reset_keys(self) -> None:
        self.app.settings.keys = {k: list(v) for k, v in DEFAULT_KEYS.items()}
        self.app.save_settings()
        self.app.notify(t("settings.keys.reset_done"))

    # ---- navigation --------------------------------------------------------------------
    def close(self) -> None:
        if self.dragging is not None:
            self.app.save_settings()
        self.app.stack.remove(self)

    def set_tab(self, index: int) -> None:
        self.tab = index % len(TABS)
        self.rows = self._rows()
        self.scroll = 0
        self.listening = None
        self.dragging = None
        self.hover = None
        self._layout_rows()
        if self.focus != TABS_FOCUS:
            focusables = self._focusables()
            self.focus = focusables[0] if focusables else self.back_focus

    def _move_focus(self, delta: int) -> None:
        order = [TABS_FOCUS, *self._focusables(), self.back_focus]
        i = order.index(self.focus) if self.focus in order else 0
        self.focus = order[max(0, min(len(order) - 1, i + delta))]
        self._reveal()

    def _reveal(self) -> None:
        """Scroll so the focused row is in view."""
        if 0 <= self.focus < self.n_rows:
            r = self.rows[self.focus].rect
            if r.top < self.scroll:
                self.scroll = r.top
            elif r.bottom > self.scroll + self.view.height:
                self.scroll = r.bottom - self.view.height
            self.scroll = max(0, min(self.scroll, self.max_scroll))

    def _activate(self, index: int) -> None:
        row = self.rows[index]
        if row.kind == "toggle":
            self._toggle(row)
        elif row.kind == "bind":
            self.listening = row.key
        elif row.kind == "button":
            self.reset_keys()
        elif row.kind in ("slider", "stepper"):
            self._adjust(row, +1)

    def _intent(self, event: pygame.event.Event) -> str | None:
        intent = self.app.intents.of(event)
        if intent is None and event.type == pygame.KEYDOWN:
            intent = FALLBACK.get(event.key)
        return intent

    # ---- events --------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.listening is not None:
            return self._handle_listening(event)
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP,
                          pygame.MOUSEWHEEL):
            return self._handle_mouse(event)
        if event.type == pygame.KEYDOWN and event.key == pygame.K_TAB:
            self.set_tab(self.tab + (-1 if event.mod & pygame.KMOD_SHIFT else 1))
            return True
        intent = self._intent(event)
        if intent in ("menu", "cancel"):
            self.close()
            return True
        if intent == "next_floor":
            self.set_tab(self.tab + 1)
            return True
        if intent == "prev_floor":
            self.set_tab(self.tab - 1)
            return True
        if intent in ("up", "down"):
            self._move_focus(-1 if intent == "up" else 1)
            return True
        if intent in ("left", "right"):
            direction = -1 if intent == "left" else 1
            if self.focus == TABS_FOCUS:
                self.set_tab(self.tab + direction)
            elif 0 <= self.focus < self.n_rows:
                row = self.rows[self.focus]
                if row.kind in ("bind", "info") and self.cols > 1:
                    target = self.focus + direction * self.per_col
                    if 0 <= target < self.n_rows:
                        self.focus = target
                        self._reveal()
                else:
                    self._adjust(row, direction)
            return True
        if intent == "confirm":
            if self.focus == TABS_FOCUS:
                self.set_tab(self.tab + 1)
            elif self.focus == self.back_focus:
                self.close()
            elif 0 <= self.focus < self.n_rows:
                self._activate(self.focus)
            return True
        return False

    def _handle_listening(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            name = pygame.key.name(event.key)
            if event.key != pygame.K_ESCAPE and name:
                self.rebind(self.listening or "", name)
            self.listening = None
            return True
        if event.type == pygame.JOYBUTTONDOWN or (
                event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 3)):
            self.listening = None  # a click or a pad button cancels
            return True
        return event.type in (pygame.KEYUP, pygame.TEXTINPUT)

    def _row_at(self, pos: tuple[int, int]) -> int | None:
        if not self.view.collidepoint(pos):
            return None
        for i, row in enumerate(self.rows):
            if row.focusable and self._screen(row.rect).collidepoint(pos):
                return i
        return None

    def _handle_mouse(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            step = round(self.text * 2) * (-event.y)
            self.scroll = max(0, min(self.scroll + step, self.max_scroll))
            return True
        if event.type == pygame.MOUSEBUTTONUP:
            if event.button == 1 and self.dragging is not None:
                self.dragging = None
                self.app.save_settings()
                return True
            return False
        pos = event.pos
        if event.type == pygame.MOUSEMOTION:
            if self.dragging is not None:
                self._slider_at(self.dragging, pos[0])
                return True
            self.hover = self._row_at(pos)
            if self.hover is not None:
                self.focus = self.hover
            elif self.back.rect.collidepoint(pos):
                self.focus = self.back_focus
            return False
        if event.button != 1:
            return False
        for i, rect in enumerate(self.tab_rects):
            if rect.collidepoint(pos):
                self.set_tab(i)
                self.focus = TABS_FOCUS
                return True
        if self.back.rect.collidepoint(pos):
            self.close()
            return True
        index = self._row_at(pos)
        if index is None:
            return False
        self.focus = index
        row = self.rows[index]
        if row.kind == "slider":
            track = self._screen(self._slider_track(row)).inflate(self.app.px(20),
                                                                   row.rect.height)
            if track.collidepoint(pos):
                self.dragging = row
                self._slider_at(row, pos[0])
            return True
        if row.kind == "stepper":
            if self._screen(row.minus).collidepoint(pos):
                self._adjust(row, -1)
            elif self._screen(row.plus).collidepoint(pos):
                self._adjust(row, +1)
            else:
                for i, seg in enumerate(self._segments(row)):
                    if self._screen(seg).inflate(self.app.px(4),
                                                 row.rect.height).collidepoint(pos):
                        self._set(row.key, STEPS[row.key][i])
                        break
            return True
        if row.kind == "button":
            if self._screen(row.control).collidepoint(pos):
                self.reset_keys()
            return True
        self._activate(index)
        return True

    def update(self, dt: float) -> None:
        self.time += dt

    # ---- drawing --------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        app = self.app
        w = self.size[0]
        surface.blit(self.background, (0, 0))
        draw_text(surface, t("settings.title"), (w // 2, self.title_y), "display",
                  self.title_px, theme.PARCHMENT, "midtop")
        self._draw_tabs(surface)
        pygame.draw.rect(surface, theme.INK_2, self.frame, border_radius=app.px(10))
        pygame.draw.rect(surface, theme.mix(theme.MUTED, theme.INK, 0.45), self.frame,
                         width=max(1, app.px(2)), border_radius=app.px(10))
        view = surface.subsurface(self.view)
        shift = (-self.view.left, -self.scroll)
        for i, row in enumerate(self.rows):
            screen = self._screen(row.rect)
            if screen.bottom < self.view.top or screen.top > self.view.bottom:
                continue
            self._draw_row(view, i, row, shift)
        self._draw_scrollbar(surface)
        if self.note_h:
            note = fit(self._note(), "italic", self.note_px, self.view.width)
            draw_text(surface, note, (self.view.centerx, self.frame.bottom - self.app.px(12)),
                      "italic", self.note_px, theme.MUTED, "midbottom")
        self.back.draw(surface, app.text_px(20), self.focus == self.back_focus, False)

    def _draw_tabs(self, surface: pygame.Surface) -> None:
        app = self.app
        for i, rect in enumerate(self.tab_rects):
            chosen = i == self.tab
            focused = self.focus == TABS_FOCUS and chosen
            fill = theme.INK_3 if chosen else theme.INK_2
            pygame.draw.rect(surface, fill, rect, border_radius=app.px(8))
            edge = theme.ITEM if chosen else theme.mix(theme.MUTED, theme.INK, 0.3)
            pygame.draw.rect(surface, edge, rect, width=app.px(3) if focused else
                             max(1, app.px(2)), border_radius=app.px(8))
            if chosen:
                bar = pygame.Rect(rect.left + app.px(16), rect.bottom - app.px(7),
                                  rect.width - app.px(32), max(2, app.px(3)))
                pygame.draw.rect(surface, theme.ITEM, bar, border_radius=app.px(2))
            label = fit(t(f"settings.tab.{TABS[i]}"), "bold", app.text_px(20),
                        rect.width - app.px(12))
            draw_text(surface, label, rect.center, "bold", app.text_px(20),
                      theme.PARCHMENT if chosen else theme.MUTED, "center")

    def _draw_scrollbar(self, surface: pygame.Surface) -> None:
        if self.max_scroll <= 0:
            return
        app = self.app
        track = pygame.Rect(self.frame.right - app.px(11), self.view.top, app.px(4),
                            self.view.height)
        pygame.draw.rect(surface, theme.INK_3, track, border_radius=app.px(2))
        thumb_h = max(app.px(24), round(track.height * self.view.height / self.content_h))
        thumb_y = track.top + round((track.height - thumb_h) * self.scroll / self.max_scroll)
        pygame.draw.rect(surface, theme.MUTED, (track.left, thumb_y, track.width, thumb_h),
                         border_radius=app.px(2))

    def _draw_row(self, surface: pygame.Surface, index: int, row: Row,
                  shift: tuple[int, int]) -> None:
        app = self.app
        rect = row.rect.move(*shift)
        focused = index == self.focus
        if focused or index == self.hover:
            pygame.draw.rect(surface, theme.INK_3, rect, border_radius=app.px(8))
        if focused:
            pygame.draw.rect(surface, theme.ITEM, rect, width=max(1, app.px(2)),
                             border_radius=app.px(8))
        control = row.control.move(*shift)
        pad = app.px(14)
        if row.kind == "button":
            button = Button(t("settings.keys.reset"), lambda: None, control)
            button.draw(surface, self.text, focused, False)
            return
        if row.kind == "info":
            self._draw_pad_glyph(surface, row.key, control)
            label = fit(self._label(row), "body", self.text,
                        rect.right - control.right - 2 * pad)
            draw_text(surface, label, (control.right + pad, rect.centery), "body", self.text,
                      theme.PARCHMENT, "midleft")
            return
        label_w = control.left - rect.left - 2 * pad
        label = fit(self._label(row), "body", self.text, label_w)
        draw_text(surface, label, (rect.left + pad, rect.centery), "body", self.text,
                  theme.PARCHMENT, "midleft")
        if row.kind == "toggle":
            self._draw_toggle(surface, row, control)
        elif row.kind == "slider":
            self._draw_slider(surface, row, control, shift)
        elif row.kind == "stepper":
            self._draw_stepper(surface, row, control, shift, focused)
        elif row.kind == "bind":
            self._draw_keys(surface, row, control)

    def _draw_toggle(self, surface: pygame.Surface, row: Row, control: pygame.Rect) -> None:
        app = self.app
        on = bool(getattr(self.app.settings, row.key))
        h = round(control.height * 0.56)
        track = pygame.Rect(control.left + app.px(10), 0, round(h * 1.9), h)
        track.centery = control.centery
        pygame.draw.rect(surface, theme.mix(theme.ITEM, theme.INK, 0.35) if on else theme.INK,
                         track, border_radius=h // 2)
        pygame.draw.rect(surface, theme.ITEM if on else theme.MUTED, track,
                         width=max(1, app.px(2)), border_radius=h // 2)
        knob_r = h // 2 - app.px(4)
        knob_x = track.right - h // 2 if on else track.left + h // 2
        pygame.draw.circle(surface, theme.PARCHMENT if on else theme.MUTED,
                           (knob_x, track.centery), max(2, knob_r))
        draw_text(surface, self._value_text(row), (track.right + app.px(14), control.centery),
                  "body", self.text, theme.PARCHMENT if on else theme.MUTED, "midleft")

    def _draw_slider(self, surface: pygame.Surface, row: Row, control: pygame.Rect,
                     shift: tuple[int, int]) -> None:
        app = self.app
        track = self._slider_track(row).move(*shift)
        value = float(getattr(self.app.settings, row.key))
        pygame.draw.rect(surface, theme.INK, track.inflate(0, app.px(2)),
                         border_radius=app.px(3))
        filled = track.copy()
        filled.width = round(track.width * value)
        pygame.draw.rect(surface, theme.ITEM, filled, border_radius=app.px(3))
        pygame.draw.rect(surface, theme.MUTED, track.inflate(0, app.px(2)), width=1,
                         border_radius=app.px(3))
        knob = (track.left + filled.width, track.centery)
        knob_r = max(app.px(8), round(self.text * 0.42))
        pygame.draw.circle(surface, theme.PARCHMENT, knob, knob_r)
        pygame.draw.circle(surface, theme.INK, knob, knob_r, width=max(1, app.px(2)))
        draw_text(surface, self._value_text(row), (control.right, control.centery), "body",
                  self.text, theme.PARCHMENT, "midright")

    def _draw_stepper(self, surface: pygame.Surface, row: Row, control: pygame.Rect,
                      shift: tuple[int, int], focused: bool) -> None:
        app = self.app
        index = self._step_index(row)
        values = STEPS[row.key]
        for rect, direction, enabled in ((row.minus.move(*shift), -1, index > 0),
                                         (row.plus.move(*shift), 1, index < len(values) - 1)):
            pygame.draw.rect(surface, theme.INK_2 if enabled else theme.INK, rect,
                             border_radius=app.px(6))
            pygame.draw.rect(surface, theme.ITEM if enabled and focused else theme.MUTED, rect,
                             width=1, border_radius=app.px(6))
            cx, cy = rect.center
            s = rect.width // 4
            points = [(cx - s // 2 * direction - s // 4 * direction, cy - s),
                      (cx + s * direction - s // 4 * direction, cy),
                      (cx - s // 2 * direction - s // 4 * direction, cy + s)]
            color = theme.PARCHMENT if enabled else theme.mix(theme.MUTED, theme.INK, 0.5)
            pygame.draw.polygon(surface, color, points)
        for i, seg in enumerate(self._segments(row)):
            seg = seg.move(*shift)
            lit = i <= index
            pygame.draw.rect(surface, theme.ITEM if lit else theme.INK, seg,
                             border_radius=app.px(3))
            if i == index:
                pygame.draw.rect(surface, theme.PARCHMENT, seg.inflate(app.px(2), app.px(6)),
                                 width=max(1, app.px(2)), border_radius=app.px(3))
            elif not lit:
                pygame.draw.rect(surface, theme.mix(theme.MUTED, theme.INK, 0.4), seg, width=1,
                                 border_radius=app.px(3))
        draw_text(surface, self._value_text(row), (control.right, control.centery), "body",
                  self.text, theme.PARCHMENT, "midright")

    def _keycap(self, surface: pygame.Surface, text: str, left: int, centery: int,
                max_w: int, first: bool) -> int:
        """A key drawn as a small cap; returns its right edge."""
        app = self.app
        size = round(self.text * 0.85)
        label = fit(text, "bold", size, max_w - app.px(16))
        tw = assets.font("bold", size).size(label)[0]
        cap = pygame.Rect(left, 0, tw + app.px(18), round(size * 1.55))
        cap.centery = centery
        pygame.draw.rect(surface, theme.INK, cap.move(0, app.px(2)), border_radius=app.px(5))
        pygame.draw.rect(surface, theme.INK_3 if first else theme.INK_2, cap,
                         border_radius=app.px(5))
        pygame.draw.rect(surface, theme.ITEM if first else theme.MUTED, cap, width=1,
                         border_radius=app.px(5))
        draw_text(surface, label, cap.center, "bold", size,
                  theme.PARCHMENT if first else theme.MUTED, "center")
        return cap.right

    def _draw_keys(self, surface: pygame.Surface, row: Row, control: pygame.Rect) -> None:
        app = self.app
        if self.listening == row.key:
            pulse = 0.5 + 0.5 * abs(((self.time * 1.5) % 2) - 1)
            color = theme.mix(theme.MUTED, theme.ITEM, pulse)
            text = fit(t("settings.keys.press"), "italic", self.text, control.width)
            draw_text(surface, text, (control.left, control.centery), "italic", self.text,
                      color, "midleft")
            return
        names = self.app.settings.keys.get(row.key, [])
        if not names:
            draw_text(surface, t("settings.keys.none"), (control.left, control.centery),
                      "italic", self.text, theme.MUTED, "midleft")
            return
        x = control.left
        gap = app.px(8)
        for i, name in enumerate(names):
            room = control.right - x
            if room < self.text * 2:
                break
            x = self._keycap(surface, key_label(name), x, control.centery, room, i == 0) + gap

    def _draw_pad_glyph(self, surface: pygame.Surface, name: str,
                        rect: pygame.Rect) -> None:
        app = self.app
        shape = dict(PAD)[name]
        label = t(f"settings.pad.{name}")
        size = round(self.text * 0.85)
        if shape == "round":
            r = rect.height // 2
            centre = (rect.left + r + app.px(4), rect.centery)
            pygame.draw.circle(surface, theme.INK, centre, r)
            pygame.draw.circle(surface, theme.ITEM, centre, r, width=max(1, app.px(2)))
            draw_text(surface, label, centre, "bold", size, theme.PARCHMENT, "center")
        elif shape == "bumper":
            tw = assets.font("bold", size).size(label)[0] + app.px(18)
            cap = pygame.Rect(rect.left, rect.top, min(rect.width, tw), rect.height)
            pygame.draw.rect(surface, theme.INK, cap, border_radius=rect.height // 2)
            pygame.draw.rect(surface, theme.ITEM, cap, width=max(1, app.px(2)),
                             border_radius=rect.height // 2)
            draw_text(surface, fit(label, "bold", size, cap.width - app.px(8)), cap.center,
                      "bold", size, theme.PARCHMENT, "center")
        else:
            s = rect.height
            arm = max(3, s // 3)
            cx, cy = rect.left + s // 2 + app.px(4), rect.centery
            for r in (pygame.Rect(cx - arm // 2, cy - s // 2, arm, s),
                      pygame.Rect(cx - s // 2, cy - arm // 2, s, arm)):
                pygame.draw.rect(surface, theme.INK, r, border_radius=app.px(2))
            for r in (pygame.Rect(cx - arm // 2, cy - s // 2, arm, s),
                      pygame.Rect(cx - s // 2, cy - arm // 2, s, arm)):
                pygame.draw.rect(surface, theme.ITEM, r, width=max(1, app.px(2)),
                                 border_radius=app.px(2))
            pygame.draw.rect(surface, theme.INK, (cx - arm // 2 + 1, cy - arm // 2 + 1,
                                                  arm - 2, arm - 2))
