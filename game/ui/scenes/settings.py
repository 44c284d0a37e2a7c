"""Settings: display, sound, speeds, text size, palette, key bindings, gamepad.

Three tabs (Game, Keyboard, Gamepad) of rows. Every change applies at once and
is written with `app.save_settings()`. Mouse (click, drag, wheel), keyboard
(arrows, Enter, Tab / Shift-Tab to move on, Ctrl+Tab or Page Up/Down to change
tab, Esc) and gamepad (D-pad and the bound buttons: confirm, cancel, previous/next
floor to change tab) all work. On the Keyboard and Gamepad tabs a row is chosen,
then the next key or pad button is bound to its action (never Esc or Tab).

A change that lays the screen out again (the text size, the language) keeps the
changed row where it was, under the pointer or the focus: the list is as wide at
every text size, and it scrolls so that the part clicked stays put, so the next
click lands where the player aims. The list shows whole rows only.

The Scene here holds the tabs, the list of rows, focus, scrolling, the input and
the changes it makes; each row's control (toggle, slider, stepper, key caps, pad
button) is laid out and drawn by RowWidgets in settings_rows.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game import text
from game.settings import (
    DEFAULT_KEYS,
    DEFAULT_PAD,
    LIMITS,
    PAD_BUTTONS,
    PAD_INTENTS,
    PAD_REQUIRED,
)
from game.text import has, t
from game.ui import assets, theme
from game.ui.input import FIXED_KEYS
from game.ui.scene import Scene, scene
from game.ui.scenes.settings_rows import CHOICES, STEPS, Row, RowWidgets, key_label, pad_label
from game.ui.widgets import (
    Button,
    draw_text,
    fit_size,
    focus_ring,
    part,
    scroll_thumb,
    sheet,
    wrap,
)

if TYPE_CHECKING:
    from game.app import App

TABS = ("game", "keyboard", "gamepad")
SLIDER_STEP = 0.05

# Keys that still steer this screen if the player has rebound them away.
FALLBACK = {pygame.K_UP: "up", pygame.K_DOWN: "down", pygame.K_LEFT: "left",
            pygame.K_RIGHT: "right", pygame.K_RETURN: "confirm", pygame.K_KP_ENTER: "confirm"}

TABS_FOCUS = -1


@dataclass(frozen=True)
class Anchor:
    """A row that must stay where it is while the screen is laid out again: its part
    (`part`: "row", "minus", "plus" or a stepper's segment number) at `point`."""

    index: int
    part: str | int
    point: tuple[int, int]


@scene("settings")
class SettingsScene(RowWidgets, Scene):
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
        self.anchor: Anchor | None = None
        self.step_h = 1  # a row and the gap below it
        super().__init__(app)
        self.rows = self._rows()

    # ---- rows ------------------------------------------------------------------
    def _rows(self) -> list[Row]:
        tab = TABS[self.tab]
        if tab == "game":
            return [Row("choice", "language"), Row("toggle", "fullscreen"),
                    Row("slider", "sound_volume"),
                    Row("slider", "music_volume"), Row("stepper", "animation_speed"),
                    Row("stepper", "bot_speed"), Row("stepper", "text_size"),
                    Row("toggle", "colorblind"), Row("toggle", "avoid_played"),
                    Row("toggle", "auto_roll"), Row("toggle", "undo")]
        if tab == "keyboard":
            return [Row("bind", intent) for intent in DEFAULT_KEYS] + [Row("button", "reset")]
        return ([Row("pad", intent) for intent in PAD_INTENTS]
                + [Row("info", "dpad"), Row("button", "reset_pad")])

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
        self.background = sheet((w, h), 0)
        for y in range(0, h, 4):
            k = min(1.0, y / max(1, h * 0.8))
            pygame.draw.rect(self.background, theme.mix(theme.INK_2, theme.INK, k), (0, y, w, 4))
        self._layout_rows()

    def _note(self) -> str:
        tab = TABS[self.tab]
        return t(f"settings.note.{tab}") if has(f"settings.note.{tab}") else ""

    def _layout_rows(self) -> None:
        """Place the rows; with an anchor, scroll the list so that the anchored
        row's part is where it was (sideways it stays: see the module's note)."""
        anchor = self.anchor
        self._place_rows()
        if anchor is None or anchor.index >= self.n_rows:
            self.scroll = max(0, min(self.scroll, self.max_scroll))
            return
        row = self.rows[anchor.index]
        part = self._part(row, anchor.part)
        scroll = part.centery + self.view.top - anchor.point[1]
        # never off the list's window, whatever the list's new size
        self.scroll = max(row.rect.bottom - self.view.height, min(scroll, row.rect.top))

    def _place_rows(self) -> None:
        app = self.app
        pad_x, pad_y = app.px(18), app.px(14)
        row_h = round(self.text * 1.9)
        gap = app.px(6)
        self.step_h = row_h + gap
        col_gap = app.px(28)
        kind = self.rows[0].kind if self.rows else "info"
        max_w = self.avail.width - 2 * pad_x
        width = min(max_w, max(app.px(760), self.largest_text * 40))  # alike at every size
        cols = 1
        if kind in ("bind", "pad") and (max_w - col_gap) // 2 >= self.text * 17:
            cols, width = 2, max_w
        per_col = -(-self.n_rows // cols)
        col_w = (width - col_gap * (cols - 1)) // cols
        self.per_col = per_col
        self.cols = cols
        self.content_h = per_col * self.step_h - gap if self.rows else 0
        self.note_px = app.text_px(16)
        note = self._note()
        self.note_lines = wrap(note, "italic", self.note_px, width) if note else []
        line_h = assets.font("italic", self.note_px).get_linesize()
        self.note_h = len(self.note_lines) * line_h + app.px(16) if note else 0
        room = self.avail.height - 2 * pad_y - self.note_h
        # whole rows only: a list taller than its room shows as many as fit
        view_h = self.content_h if self.content_h <= room else \
            max(1, (room + gap) // self.step_h) * self.step_h - gap
        self.view = pygame.Rect(0, 0, width, max(row_h, view_h))
        self.view.midtop = (self.avail.centerx, self.avail.top + pad_y)
        self.frame = pygame.Rect(self.view.left - pad_x, self.avail.top,
                                 width + 2 * pad_x, self.view.height + 2 * pad_y + self.note_h)
        for i, row in enumerate(self.rows):
            c, r = divmod(i, per_col)
            row.rect = pygame.Rect(self.view.left + c * (col_w + col_gap), r * self.step_h,
                                   col_w, row_h)
            self._layout_control(row)

    def _part(self, row: Row, part: str | int) -> pygame.Rect:
        """A part of a row, in row space: the row, a stepper's arrow or segment."""
        if isinstance(part, int):
            return self._segments(row)[part]
        return {"minus": row.minus, "plus": row.plus}.get(part, row.rect)

    def _part_at(self, row: Row, pos: tuple[int, int]) -> str | int:
        """The part of a row at a point on the screen."""
        if row.kind == "stepper":
            if self._screen(row.minus).collidepoint(pos):
                return "minus"
            if self._screen(row.plus).collidepoint(pos):
                return "plus"
            for i, seg in enumerate(self._segments(row)):
                if self._screen(seg).inflate(self.app.px(4), row.rect.height).collidepoint(pos):
                    return i
        return "row"

    @property
    def max_scroll(self) -> int:
        return max(0, self.content_h - self.view.height)

    def _screen(self, rect: pygame.Rect) -> pygame.Rect:
        """A row-space rectangle moved to where it is drawn."""
        return rect.move(0, self.view.top - self.scroll)

    # ---- values --------------------------------------------------------------------
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
        if row.kind == "choice":
            values = CHOICES[row.key]
            now = values.index(text.language())
            self.app.set_language(values[(now + direction) % len(values)])
            self.app.sounds.play("click")
        elif row.kind == "toggle":
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

    # ---- gamepad buttons ---------------------------------------------------------------
    def rebind_pad(self, intent: str, button: int) -> None:
        """Make `button` do `intent`. An action that had it takes `intent`'s old button
        (or none); confirm and menu never lose theirs, so a pad alone can always work."""
        pad = self.app.settings.pad
        if not 0 <= button < PAD_BUTTONS:
            self.app.notify(t("settings.pad.unusable", name=pad_label(button)))
            return
        old = pad.get(intent)
        if old == button:
            return
        other = next((o for o, b in pad.items() if b == button), None)
        name = pad_label(button)
        if other is not None and old is None and other in PAD_REQUIRED:
            self.app.notify(t("settings.pad.required", name=name,
                              action=t(f"settings.intent.{other}")))
            return
        pad[intent] = button
        if other is not None:
            action = t(f"settings.intent.{other}")
            if old is None:
                del pad[other]
                self.app.notify(t("settings.pad.taken", name=name, action=action))
            else:
                pad[other] = old
                self.app.notify(t("settings.pad.swapped", name=name, action=action,
                                  old=pad_label(old)))
        self.app.save_settings()

    def reset_pad(self) -> None:
        self.app.settings.pad = dict(DEFAULT_PAD)
        self.app.save_settings()
        self.app.notify(t("settings.pad.reset_done"))

    def _reset(self, row: Row) -> None:
        if row.key == "reset_pad":
            self.reset_pad()
        else:
            self.reset_keys()

    # ---- navigation --------------------------------------------------------------------
    def close(self) -> None:
        if self.dragging is not None:
            self.app.save_settings()
        self.app.stack.remove(self)

    def set_tab(self, index: int) -> None:
        self.tab = index % len(TABS)
        self.rows = self._rows()
        self.anchor = None  # another list: nothing to keep in place
        self.scroll = 0
        self.listening = None
        self.dragging = None
        self.hover = None
        self._layout_rows()
        if self.focus != TABS_FOCUS:
            focusables = self._focusables()
            self.focus = focusables[0] if focusables else self.back_focus

    def _move_focus(self, delta: int, wrap_round: bool = False) -> None:
        """The tabs, the rows, Back: arrows stop at the ends, Tab goes round."""
        order = [TABS_FOCUS, *self._focusables(), self.back_focus]
        i = order.index(self.focus) if self.focus in order else 0
        i = (i + delta) % len(order) if wrap_round else max(0, min(len(order) - 1, i + delta))
        self.focus = order[i]
        self._reveal()

    def _reveal(self) -> None:
        """Scroll so the focused row is in view (and the list back in its bounds)."""
        self.scroll = max(0, min(self.scroll, self.max_scroll))
        if 0 <= self.focus < self.n_rows:
            r = self.rows[self.focus].rect
            if r.top < self.scroll:
                self.scroll = r.top
            elif r.bottom > self.scroll + self.view.height:
                self.scroll = r.bottom - self.view.height

    def _activate(self, index: int) -> None:
        row = self.rows[index]
        if row.kind == "toggle":
            self._toggle(row)
        elif row.kind in ("bind", "pad"):
            self.listening = row.key
        elif row.kind == "button":
            self._reset(row)
        elif row.kind in ("slider", "stepper", "choice"):
            self._adjust(row, +1)

    def _intent(self, event: pygame.event.Event) -> str | None:
        intent = self.app.intents.of(event)
        if intent is None and event.type == pygame.KEYDOWN:
            intent = FALLBACK.get(event.key)
        return intent

    # ---- events --------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        """Handle an event; whatever it changes keeps the row it acts on in place."""
        self.anchor = self._anchor(event)
        try:
            return self._handle(event)
        finally:
            self.anchor = None

    def _anchor(self, event: pygame.event.Event) -> Anchor | None:
        """The row an event acts on, and the point on the screen it must keep: the
        part clicked under the pointer, or the focused row where it is."""
        if event.type == pygame.MOUSEBUTTONDOWN:
            index = self._row_at(event.pos)
            if index is None:
                return None
            return Anchor(index, self._part_at(self.rows[index], event.pos), event.pos)
        if 0 <= self.focus < self.n_rows:
            return Anchor(self.focus, "row", self._screen(self.rows[self.focus].rect).center)
        return None

    def _handle(self, event: pygame.event.Event) -> bool:
        if self.listening is not None:
            return self._handle_listening(event)
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP,
                          pygame.MOUSEWHEEL):
            return self._handle_mouse(event)
        if event.type == pygame.KEYDOWN and event.key == pygame.K_TAB and \
                event.mod & pygame.KMOD_CTRL:
            self.set_tab(self.tab + (-1 if event.mod & pygame.KMOD_SHIFT else 1))
            return True
        intent = self._intent(event)
        if intent in ("next", "prev"):
            self._move_focus(1 if intent == "next" else -1, wrap_round=True)
            return True
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
                if row.kind in ("bind", "pad", "info", "button") and self.cols > 1:
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
        if TABS[self.tab] == "gamepad":
            return self._handle_listening_pad(event)
        if event.type == pygame.KEYDOWN:
            name = pygame.key.name(event.key)
            if event.key not in FIXED_KEYS and name:  # Esc or Tab: no key is bound
                self.rebind(self.listening or "", name)
            self.listening = None
            return True
        if event.type == pygame.JOYBUTTONDOWN or (
                event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 3)):
            self.listening = None  # a click or a pad button cancels
            return True
        return event.type in (pygame.KEYUP, pygame.TEXTINPUT)

    def _handle_listening_pad(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.JOYBUTTONDOWN:
            self.rebind_pad(self.listening or "", event.button)
            self.listening = None
            return True
        if event.type == pygame.KEYDOWN or (
                event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 3)):
            self.listening = None  # Esc, any key or a click cancels
            return True
        return event.type in (pygame.KEYUP, pygame.TEXTINPUT, pygame.JOYBUTTONUP,
                              pygame.JOYHATMOTION, pygame.JOYAXISMOTION)

    def _row_at(self, pos: tuple[int, int]) -> int | None:
        """The row shown (whole) at a point."""
        for i, row in enumerate(self.rows):
            screen = self._screen(row.rect)
            if row.focusable and screen.collidepoint(pos) and self.view.contains(screen):
                return i
        return None

    def _handle_mouse(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, min(self.scroll - self.step_h * event.y, self.max_scroll))
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
            part = self._part_at(row, pos)
            if isinstance(part, int):
                self._set(row.key, STEPS[row.key][part])
            elif part != "row":
                self._adjust(row, -1 if part == "minus" else 1)
            return True
        if row.kind == "button":
            if self._screen(row.control).collidepoint(pos):
                self._reset(row)
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
        # the rows drawn onto the list's window and a margin, for the focus ring
        room = self.view.inflate(app.px(12), app.px(12)).clip(surface.get_rect())
        view = part(surface, room)
        shift = (-room.left, self.view.top - room.top - self.scroll)
        for i, row in enumerate(self.rows):
            if self.view.contains(self._screen(row.rect)):  # whole rows only
                self._draw_row(view, i, row, shift)
        self._draw_scrollbar(surface)
        line_h = assets.font("italic", self.note_px).get_linesize()
        y = self.frame.bottom - app.px(10) - line_h * len(self.note_lines)
        for line in self.note_lines:
            draw_text(surface, line, (self.view.centerx, y), "italic", self.note_px,
                      theme.MUTED, "midtop")
            y += line_h
        self.back.draw(surface, app.text_px(20), self.focus == self.back_focus, False,
                       self.time)

    def _draw_tabs(self, surface: pygame.Surface) -> None:
        app = self.app
        for i, rect in enumerate(self.tab_rects):
            chosen = i == self.tab
            focused = self.focus == TABS_FOCUS and chosen
            fill = theme.INK_3 if chosen else theme.INK_2
            pygame.draw.rect(surface, fill, rect, border_radius=app.px(8))
            edge = theme.ITEM if chosen else theme.mix(theme.MUTED, theme.INK, 0.3)
            pygame.draw.rect(surface, edge, rect, width=max(1, app.px(2)),
                             border_radius=app.px(8))
            if focused:
                focus_ring(surface, rect, app.px(8), self.time)
            if chosen:
                bar = pygame.Rect(rect.left + app.px(16), rect.bottom - app.px(7),
                                  rect.width - app.px(32), max(2, app.px(3)))
                pygame.draw.rect(surface, theme.ITEM, bar, border_radius=app.px(2))
            label = t(f"settings.tab.{TABS[i]}")
            draw_text(surface, label, rect.center, "bold",
                      fit_size(label, "bold", app.text_px(20), rect.width - app.px(12)),
                      theme.PARCHMENT if chosen else theme.MUTED, "center")

    def _draw_scrollbar(self, surface: pygame.Surface) -> None:
        if self.max_scroll <= 0:
            return
        app = self.app
        track = pygame.Rect(self.frame.right - app.px(11), self.view.top, app.px(4),
                            self.view.height)
        pygame.draw.rect(surface, theme.INK_3, track, border_radius=app.px(2))
        scroll = max(0, min(self.scroll, self.max_scroll))  # an anchored list may be past
        pygame.draw.rect(surface, theme.MUTED, scroll_thumb(
            track, self.view.height, self.content_h, scroll, app.px(24)),
            border_radius=app.px(2))
