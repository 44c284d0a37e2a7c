"""Input as intents: keys, mouse buttons and gamepad buttons all become the same
few words (confirm, cancel, rotate, next_floor, ...), so every scene can be
driven by mouse, keyboard or gamepad alike. Two keys are fixed, never rebound:
Esc is "menu", and Tab / Shift-Tab are "next" / "prev" (the focus moves on)."""

from __future__ import annotations

import pygame

from game.text import has, t

FIXED_KEYS = (pygame.K_ESCAPE, pygame.K_TAB)  # keys no action can be bound to

# The D-pad (a hat) always moves; gamepad buttons come from the player's settings.
PAD_HAT = {(0, 1): "up", (0, -1): "down", (-1, 0): "left", (1, 0): "right"}


class Intents:
    def __init__(self, keys: dict[str, list[str]], pad: dict[str, int]):
        self.rebind(keys, pad)

    def rebind(self, keys: dict[str, list[str]], pad: dict[str, int]) -> None:
        self.by_key: dict[str, str] = {}
        for intent, names in keys.items():
            for name in names:
                self.by_key.setdefault(name, intent)
        self.by_button: dict[int, str] = {}
        for intent, button in pad.items():
            self.by_button.setdefault(button, intent)

    def of(self, event: pygame.event.Event) -> str | None:
        """The intent an input event stands for, if any."""
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                return "menu"  # fixed, so a player can always reach the menu
            if event.key == pygame.K_TAB:  # fixed, so the focus can always move on
                return "prev" if event.mod & pygame.KMOD_SHIFT else "next"
            return self.by_key.get(pygame.key.name(event.key))
        if event.type == pygame.JOYBUTTONDOWN:
            return self.by_button.get(event.button)
        if event.type == pygame.JOYHATMOTION:
            return PAD_HAT.get(tuple(event.value))
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            return "rotate"
        return None


def pad_label(button: int) -> str:
    """How a gamepad button is shown: its usual name in SDL's Xbox-style layout."""
    if has(f"pad.button.{button}"):
        return t(f"pad.button.{button}")
    return t("pad.button.n", n=button)
