"""Dice that tumble and land on the faces the engine already rolled.

A person's roll waits: the dice lie still under what the roll needs and a Roll
button until Enter, Space, the pad's confirm or a click, and once landed the
result stays until dismissed the same way. Other rolls tumble at once and go by
themselves. The engine rolled long before: the press only starts the show."""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.text import t, tn
from game.ui import assets, theme
from game.ui.scene import Scene, scene
from game.ui.widgets import (
    Button,
    dim,
    draw_text,
    draw_wrapped,
    fit,
    line_height,
    sheet,
    wrap,
)

if TYPE_CHECKING:
    from game.app import App

TUMBLE = 0.9  # seconds at animation speed 1
HOLD = 1.1


def ease_out(x: float) -> float:
    return 1 - (1 - min(max(x, 0.0), 1.0)) ** 3


@scene("dice")
class DiceOverlay(Scene):
    opaque = False

    def __init__(self, app: App, rows: list[tuple[str, list[int]]], caption: str,
                 done: Callable[[], None], outcome: str = "", before: str = "",
                 wait: bool = False):
        """rows: (label, faces) — one row for a roll, two for a contest or an attack
        (the higher total is lit), each told with its number of dice; `caption` is
        said once they land, `outcome` large under it; `before` while they wait or
        tumble (what is rolled, what it needs); `wait`: a person's roll (see above)."""
        self.rows = rows
        self.caption = caption
        self.outcome = outcome
        self.before = before
        self.done = done
        self.waiting = wait  # for the Roll press
        self.keep = wait  # the result stays until dismissed
        self.roll = Button(t("dice.roll"), self.start)
        self.time = 0.0
        self.shuffle = random.Random(sum(sum(f) for _, f in rows) + len(caption))
        self.shown = [[self.shuffle.choice((0, 1, 2)) for _ in faces] for _, faces in rows]
        self.flip = 0.0
        super().__init__(app)

    @property
    def speed(self) -> float:
        return self.app.settings.animation_speed

    @property
    def landed(self) -> bool:
        return self.time * self.speed >= TUMBLE

    def start(self) -> None:
        """The Roll press: the dice begin to tumble."""
        self.waiting = False
        self.time = 0.0

    def handle_event(self, event: pygame.event.Event) -> bool:
        intent = self.app.intents.of(event)
        clicked = event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
        if self.waiting:
            if clicked or intent == "confirm":
                self.start()
            return clicked or intent is not None
        if clicked or intent in ("confirm", "cancel", "menu"):
            if self.landed:
                self._finish()
            else:
                self.time = TUMBLE / self.speed  # skip to the landing
            return True
        return False

    def _finish(self) -> None:
        self.app.stack.remove(self)
        self.done()

    def update(self, dt: float) -> None:
        if self.waiting:
            return
        before = self.landed
        self.time += dt
        self.flip += dt
        if not self.landed and self.flip > 0.07:
            self.flip = 0.0
            self.shown = [[self.shuffle.choice((0, 1, 2)) for _ in f] for _, f in self.rows]
        if self.landed and not before:
            self.app.sounds.play("dice")
        if self.time * self.speed >= TUMBLE + HOLD and not self.keep:
            self._finish()

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        app = self.app
        self.die = app.px(72)
        self.gap = app.px(16)
        self.row_h = self.die + app.text_px(30) + self.gap * 3
        self.roll.rect = pygame.Rect(0, 0, min(size[0] - app.px(80), app.px(300)),
                                     app.text_px(24) * 2)
        # what it needs, on as many lines as it takes, then the Roll button: the
        # whole block is centred so the button never leaves the screen
        lines = len(wrap(self.before, "body", app.text_px(22), size[0] - app.px(80)))
        needs = lines * line_height("body", app.text_px(22))
        block = self.row_h * len(self.rows) + self.gap * 2 + needs + \
            (self.roll.rect.height if self.waiting else 0)
        self.top = max(self.gap, size[1] // 2 - block // 2)
        self.roll.rect.midtop = (size[0] // 2, self.top + self.row_h * len(self.rows)
                                 + self.gap * 2 + needs)

    def draw(self, surface: pygame.Surface) -> None:
        app = self.app
        w = self.size[0]
        dim(surface, 0.33)
        die, gap, row_h, top = self.die, self.gap, self.row_h, self.top
        progress = ease_out(self.time * self.speed / TUMBLE)
        widest = max(max(len(f), 1) for _, f in self.rows)
        totals_x = w // 2 + (widest * die + (widest - 1) * gap) // 2 + gap * 2  # one column
        for r, (label, faces) in enumerate(self.rows):
            y0 = top + r * row_h
            head = t("dice.row", label=label, dice=tn("dice.count", len(faces))) if label \
                else tn("dice.count", len(faces))
            draw_text(surface, fit(head, "bold", app.text_px(22), w - app.px(40)),
                      (w // 2, y0), "bold", app.text_px(22), theme.MUTED, "midtop")
            count = max(len(faces), 1)
            span = count * die + (count - 1) * gap
            for i, face in enumerate(faces):
                x = w // 2 - span // 2 + i * (die + gap)
                centre = (x + die // 2, y0 + app.text_px(30) + die // 2)
                if self.waiting:  # still and unread until the Roll press
                    self._die(surface, 0, centre, die, 0)
                    draw_text(surface, "?", centre, "bold", round(die * 0.6), theme.MUTED,
                              "center")
                    continue
                shown = face if self.landed else self.shown[r][i]
                bounce = 0 if self.landed else abs(math.sin(self.time * 14 + i)) * die * 0.4 \
                    * (1 - progress)
                angle = 0 if self.landed else (1 - progress) * 160 * math.sin(self.time * 9 + i)
                self._die(surface, shown, (centre[0], round(centre[1] - bounce)), die, angle)
            if not faces:
                draw_text(surface, "—", (w // 2, y0 + app.text_px(30) + die // 2), "bold",
                          app.text_px(30), theme.MUTED, "center")
            if self.landed and not self.waiting:
                draw_text(surface, str(sum(faces)),
                          (totals_x, y0 + app.text_px(30) + die // 2),
                          "bold", app.text_px(54), self._total_color(r), "midleft")
        text = pygame.Rect(app.px(40), top + row_h * len(self.rows) + gap, w - app.px(80), 0)
        if not self.landed or self.waiting:  # what it needs; the total not before it shows
            draw_wrapped(surface, self.before, text, "body", app.text_px(22), theme.PARCHMENT,
                         center=True)
            if self.waiting:
                self.roll.draw(surface, app.text_px(24), True, False)
            return
        text.top += draw_wrapped(surface, self.caption, text, "body", app.text_px(22),
                                 theme.PARCHMENT, center=True) + gap // 2
        if self.outcome:
            text.top += draw_wrapped(surface, self.outcome, text, "bold", app.text_px(26),
                                     theme.ITEM, center=True)
        if self.keep:
            draw_text(surface, t("overlay.go_on"), (w // 2, text.top + gap), "italic",
                      app.text_px(17), theme.MUTED, "midtop")

    def _total_color(self, row: int) -> theme.Color:
        """Every total in gold, except the lower of two (a contest's or an attack's)."""
        if len(self.rows) != 2:
            return theme.ITEM
        mine, theirs = (sum(f) for _, f in (self.rows[row], self.rows[1 - row]))
        return theme.MUTED if mine < theirs else theme.ITEM

    @staticmethod
    def _die(surface: pygame.Surface, face: int, center: tuple[int, int], size: int,
             angle: float) -> None:
        art = assets.turned(("icons", f"dice_face_{face}.png"), size, angle)  # turns cached
        if art is None:
            art = sheet((size, size))
            pygame.draw.rect(art, (236, 228, 210), art.get_rect(), border_radius=size // 6)
            for k in range(face):
                pygame.draw.circle(art, theme.INK, (size * (1 + k) // (face + 1), size // 2),
                                   size // 9)
            art = pygame.transform.rotate(art, angle)
        surface.blit(art, art.get_rect(center=center))
