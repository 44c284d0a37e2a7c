"""The rows of the settings screen: what each kind holds (a toggle, a slider, a
stepper of fixed values, a key binding, a gamepad button binding, a button, the
D-pad shown for reference), how its control sits in the row, and how it is drawn.

`RowWidgets` is mixed into SettingsScene (game/ui/scenes/settings.py): it reads
the scene's app, text size, focus, hover, the key being listened for and the
time, and the rows that SettingsScene._layout_rows places.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.text import LANGUAGES, has, language, t
from game.ui import assets, theme
from game.ui.input import pad_label
from game.ui.widgets import Button, draw_text, fit, fit_size, focus_ring

SPEEDS = (0.25, 0.5, 0.75, 1.0, 1.5, 2.0, 3.0, 4.0)
TEXT_SIZES = (0.75, 0.9, 1.0, 1.1, 1.25, 1.5, 1.75)
STEPS = {"animation_speed": SPEEDS, "bot_speed": SPEEDS, "text_size": TEXT_SIZES}
CHOICES = {"language": LANGUAGES}  # rows that cycle through named values
FACE_BUTTONS = range(4)  # A, B, X, Y: drawn round; every other button as a pill


def key_label(name: str) -> str:
    """How a pygame key name is shown to the player."""
    if has(f"key.{name}"):
        return t(f"key.{name}")
    if len(name) == 1:
        return name.upper()
    return name.title()


@dataclass
class Row:
    kind: str  # toggle, slider, stepper, choice, bind (keys), pad (a pad button), button, info
    key: str  # a settings field, an intent, a button id ("reset", "reset_pad") or "dpad"
    rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    control: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    minus: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    plus: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))

    @property
    def focusable(self) -> bool:
        return True  # info rows too, so the keyboard can scroll to them


class RowWidgets:
    """How each row of SettingsScene is laid out and drawn (see the module's note).
    Where a control's parts sit across the row does not depend on the text size
    (a stepper's arrows stay under the pointer while the size changes)."""

    @property
    def largest_text(self) -> int:
        """The rows' font size at the largest text size."""
        return round(20 * self.app.scale * TEXT_SIZES[-1])

    def _value_w(self) -> int:
        """Room for a value ("100%") at the right of a slider or stepper."""
        return assets.font("body", self.largest_text).size("100%")[0] + self.app.px(14)

    def _layout_control(self, row: Row) -> None:
        app = self.app
        r = row.rect
        pad = app.px(14)
        if row.kind == "button":
            row.control = pygame.Rect(0, 0, min(r.width - 2 * pad, max(app.px(260),
                                      self.text * 12)), r.height - app.px(6))
            row.control.center = r.center
            return
        control_w = round(r.width * (0.52 if row.kind in ("slider", "stepper", "toggle",
                                                          "choice")
                                     else 0.5))
        row.control = pygame.Rect(r.right - pad - control_w, r.top, control_w, r.height)
        if row.kind == "stepper":  # the arrows grow round centres the text size keeps
            arrow = r.height - app.px(12)
            row.minus = pygame.Rect(0, 0, arrow, arrow)
            row.plus = row.minus.copy()
            half = self._arrow_room() // 2
            row.minus.center = (row.control.left + half, r.centery)
            row.plus.center = (row.control.right - self._value_w() - app.px(8) - half,
                               r.centery)

    def _arrow_room(self) -> int:
        """A stepper arrow's width at the largest text size."""
        return round(self.largest_text * 1.9) - self.app.px(12)

    def _label(self, row: Row) -> str:
        if row.kind in ("bind", "pad"):
            return t(f"settings.intent.{row.key}")
        if row.kind == "info":
            return t(f"settings.pad.{row.key}.does")
        if row.key == "avoid_played":  # the haunt's words live in ui_haunt.json
            return t("haunt_ui.settings.avoid_played",
                     n=len(self.app.book.numbers(self.app.haunt_numbers())))
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

    def _slider_track(self, row: Row) -> pygame.Rect:
        value_w = self._value_w()
        c = row.control
        return pygame.Rect(c.left + self.app.px(10), c.centery - self.app.px(3),
                           c.width - value_w - self.app.px(28), self.app.px(6))

    def _segments(self, row: Row) -> list[pygame.Rect]:
        values = STEPS[row.key]
        gap = self.app.px(4)
        room = self._arrow_room() // 2 + self.app.px(8)
        left = row.minus.centerx + room
        right = row.plus.centerx - room
        n = len(values)
        seg_w = max(2, (right - left - gap * (n - 1)) // n)
        h = self.app.px(12)
        return [pygame.Rect(left + i * (seg_w + gap), row.rect.centery - h // 2, seg_w, h)
                for i in range(n)]

    def _draw_row(self, surface: pygame.Surface, index: int, row: Row,
                  shift: tuple[int, int]) -> None:
        app = self.app
        rect = row.rect.move(*shift)
        focused = index == self.focus
        if focused or index == self.hover:
            pygame.draw.rect(surface, theme.INK_3, rect, border_radius=app.px(8))
        if focused and row.kind != "button":  # a button row's button wears the ring
            focus_ring(surface, rect, app.px(8), self.time)
        control = row.control.move(*shift)
        pad = app.px(14)
        if row.kind == "button":
            text = t("settings.pad.reset" if row.key == "reset_pad" else "settings.keys.reset")
            button = Button(text, lambda: None, control)
            button.draw(surface, self.text, focused, False, self.time)
            return
        label_w = control.left - rect.left - 2 * pad
        label = self._label(row)
        draw_text(surface, label, (rect.left + pad, rect.centery), "body",
                  fit_size(label, "body", self.text, label_w), theme.PARCHMENT, "midleft")
        if row.kind == "toggle":
            self._draw_toggle(surface, row, control)
        elif row.kind == "slider":
            self._draw_slider(surface, row, control, shift)
        elif row.kind == "stepper":
            self._draw_stepper(surface, row, control, shift, focused)
        elif row.kind == "bind":
            self._draw_keys(surface, row, control)
        elif row.kind == "pad":
            self._draw_pad(surface, row, control)
        elif row.kind == "info":
            self._draw_dpad(surface, control)
        elif row.kind == "choice":
            self._draw_choice(surface, control)

    def _draw_choice(self, surface: pygame.Surface, control: pygame.Rect) -> None:
        """The chosen value between a back and a forward arrow (each language is
        named in its own words, so anyone can find theirs)."""
        app = self.app
        value = t(f"language.{language()}")
        box = control.inflate(-app.px(20), -app.px(12))
        pygame.draw.rect(surface, theme.INK, box, border_radius=app.px(8))
        pygame.draw.rect(surface, theme.ITEM, box, width=max(1, app.px(2)),
                         border_radius=app.px(8))
        half = max(3, box.height // 6)
        for x, sign in ((box.left + app.px(16), -1), (box.right - app.px(16), 1)):
            pygame.draw.polygon(surface, theme.ITEM, [(x + sign * half, box.centery),
                                                      (x - sign * half, box.centery - half),
                                                      (x - sign * half, box.centery + half)])
        draw_text(surface, value, box.center, "body", self.text, theme.PARCHMENT, "center")

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

    def _draw_listening(self, surface: pygame.Surface, text: str,
                        control: pygame.Rect) -> None:
        pulse = 0.5 + 0.5 * abs(((self.time * 1.5) % 2) - 1)
        color = theme.mix(theme.MUTED, theme.ITEM, pulse)
        text = fit(text, "italic", self.text, control.width)
        draw_text(surface, text, (control.left, control.centery), "italic", self.text,
                  color, "midleft")

    def _draw_keys(self, surface: pygame.Surface, row: Row, control: pygame.Rect) -> None:
        app = self.app
        if self.listening == row.key:
            self._draw_listening(surface, t("settings.keys.press"), control)
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

    def _draw_pad(self, surface: pygame.Surface, row: Row, control: pygame.Rect) -> None:
        if self.listening == row.key:
            self._draw_listening(surface, t("settings.pad.press"), control)
            return
        button = self.app.settings.pad.get(row.key)
        if button is None:
            draw_text(surface, t("settings.pad.none"), (control.left, control.centery),
                      "italic", self.text, theme.MUTED, "midleft")
            return
        self._draw_pad_glyph(surface, button, control)

    def _glyph_box(self, control: pygame.Rect) -> pygame.Rect:
        h = round(self.text * 1.35)
        return pygame.Rect(control.left, control.centery - h // 2, control.width, h)

    def _draw_pad_glyph(self, surface: pygame.Surface, button: int,
                        control: pygame.Rect) -> None:
        """A pad button as on the pad: A, B, X, Y round, the others as a pill."""
        app = self.app
        rect = self._glyph_box(control)
        label = pad_label(button)
        size = round(self.text * 0.85)
        edge = max(1, app.px(2))
        if button in FACE_BUTTONS:
            r = rect.height // 2
            centre = (rect.left + r, rect.centery)
            pygame.draw.circle(surface, theme.INK, (centre[0], centre[1] + app.px(2)), r)
            pygame.draw.circle(surface, theme.INK_3, centre, r)
            pygame.draw.circle(surface, theme.ITEM, centre, r, width=edge)
            draw_text(surface, label, centre, "bold", size, theme.PARCHMENT, "center")
            return
        text = fit(label, "bold", size, rect.width - app.px(24))
        tw = assets.font("bold", size).size(text)[0] + app.px(24)
        cap = pygame.Rect(rect.left, rect.top, min(rect.width, max(tw, rect.height * 2)),
                          rect.height)
        radius = rect.height // 2
        pygame.draw.rect(surface, theme.INK, cap.move(0, app.px(2)), border_radius=radius)
        pygame.draw.rect(surface, theme.INK_3, cap, border_radius=radius)
        pygame.draw.rect(surface, theme.ITEM, cap, width=edge, border_radius=radius)
        draw_text(surface, text, cap.center, "bold", size, theme.PARCHMENT, "center")

    def _draw_dpad(self, surface: pygame.Surface, control: pygame.Rect) -> None:
        """The D-pad, which always moves the selection: a cross and its name."""
        app = self.app
        rect = self._glyph_box(control)
        s = rect.height
        arm = max(3, s // 3)
        cx, cy = rect.left + s // 2, rect.centery
        arms = (pygame.Rect(cx - arm // 2, cy - s // 2, arm, s),
                pygame.Rect(cx - s // 2, cy - arm // 2, s, arm))
        for r in arms:
            pygame.draw.rect(surface, theme.INK, r, border_radius=app.px(2))
        for r in arms:
            pygame.draw.rect(surface, theme.MUTED, r, width=max(1, app.px(2)),
                             border_radius=app.px(2))
        pygame.draw.rect(surface, theme.INK, (cx - arm // 2 + 1, cy - arm // 2 + 1,
                                              arm - 2, arm - 2))
        draw_text(surface, fit(t("settings.pad.dpad"), "italic", self.text,
                               control.right - rect.left - s - app.px(12)),
                  (rect.left + s + app.px(12), cy), "italic", self.text, theme.MUTED, "midleft")
