"""Dice that tumble and land on the faces the engine already rolled."""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.ui import assets, theme
from game.ui.scene import Scene
from game.ui.widgets import dim, draw_text, draw_wrapped

if TYPE_CHECKING:
    from game.app import App

TUMBLE = 0.9  # seconds at animation speed 1
HOLD = 1.1


def ease_out(x: float) -> float:
    return 1 - (1 - min(max(x, 0.0), 1.0)) ** 3


class DiceOverlay(Scene):
    opaque = False

    def __init__(self, app: App, rows: list[tuple[str, list[int]]], caption: str,
                 done: Callable[[], None], outcome: str = ""):
        """rows: (label, faces) — one row for a roll, two for a contest or an attack
        (the higher total is lit); `outcome` is told large under the caption."""
        self.rows = rows
        self.caption = caption
        self.outcome = outcome
        self.done = done
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

    def handle_event(self, event: pygame.event.Event) -> bool:
        intent = self.app.intents.of(event)
        clicked = event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
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
        before = self.landed
        self.time += dt
        self.flip += dt
        if not self.landed and self.flip > 0.07:
            self.flip = 0.0
            self.shown = [[self.shuffle.choice((0, 1, 2)) for _ in f] for _, f in self.rows]
        if self.landed and not before:
            self.app.sounds.play("dice")
        if self.time * self.speed >= TUMBLE + HOLD:
            self._finish()

    def draw(self, surface: pygame.Surface) -> None:
        app = self.app
        w, h = self.size
        dim(surface, 0.33)
        die = app.px(72)
        gap = app.px(16)
        progress = ease_out(self.time * self.speed / TUMBLE)
        row_h = die + app.text_px(30) + gap * 3
        top = h // 2 - row_h * len(self.rows) // 2
        widest = max(max(len(f), 1) for _, f in self.rows)
        totals_x = w // 2 + (widest * die + (widest - 1) * gap) // 2 + gap * 2  # one column
        for r, (label, faces) in enumerate(self.rows):
            y0 = top + r * row_h
            if label:
                draw_text(surface, label, (w // 2, y0), "bold", app.text_px(22), theme.MUTED,
                          "midtop")
            count = max(len(faces), 1)
            span = count * die + (count - 1) * gap
            for i, face in enumerate(faces):
                shown = face if self.landed else self.shown[r][i]
                x = w // 2 - span // 2 + i * (die + gap)
                bounce = 0 if self.landed else abs(math.sin(self.time * 14 + i)) * die * 0.4 \
                    * (1 - progress)
                angle = 0 if self.landed else (1 - progress) * 160 * math.sin(self.time * 9 + i)
                self._die(surface, shown, (x + die // 2, round(y0 + app.text_px(30) + die // 2
                                                               - bounce)), die, angle)
            if not faces:
                draw_text(surface, "—", (w // 2, y0 + app.text_px(30) + die // 2), "bold",
                          app.text_px(30), theme.MUTED, "center")
            if self.landed:
                draw_text(surface, str(sum(faces)),
                          (totals_x, y0 + app.text_px(30) + die // 2),
                          "bold", app.text_px(54), self._total_color(r), "midleft")
        if self.landed:  # the sentence tells the total: not before the dice show it
            text = pygame.Rect(app.px(40), top + row_h * len(self.rows) + gap, w - app.px(80), 0)
            text.top += draw_wrapped(surface, self.caption, text, "body", app.text_px(22),
                                     theme.PARCHMENT, center=True) + gap // 2
            draw_wrapped(surface, self.outcome, text, "bold", app.text_px(26), theme.ITEM,
                         center=True)

    def _total_color(self, row: int) -> theme.Color:
        """Every total in gold, except the lower of two (a contest's or an attack's)."""
        if len(self.rows) != 2:
            return theme.ITEM
        mine, theirs = (sum(f) for _, f in (self.rows[row], self.rows[1 - row]))
        return theme.MUTED if mine < theirs else theme.ITEM

    @staticmethod
    def _die(surface: pygame.Surface, face: int, center: tuple[int, int], size: int,
             angle: float) -> None:
        art = assets.scaled(("icons", f"dice_face_{face}.png"), size)
        if art is None:
            art = pygame.Surface((size, size), pygame.SRCALPHA)
            pygame.draw.rect(art, (236, 228, 210), art.get_rect(), border_radius=size // 6)
            for k in range(face):
                pygame.draw.circle(art, theme.INK, (size * (1 + k) // (face + 1), size // 2),
                                   size // 9)
        if angle:
            art = pygame.transform.rotate(art, angle)
        surface.blit(art, art.get_rect(center=center))
