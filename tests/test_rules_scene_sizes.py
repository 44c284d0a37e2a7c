"""The rules reference lays out and draws at any size, however small or thin (a
window manager may ignore the window's minimum), and takes input there: panes
with no room are empty, never an error."""

from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.ui.scenes.rules import RulesScene

SIZES = ((1, 1), (2, 600), (900, 1), (40, 30), (120, 90), (320, 60), (160, 480),
         (640, 360), (1280, 720), (3840, 2160))


def events(size: tuple[int, int]) -> list[pygame.event.Event]:
    w, h = size
    spots = [(0, 0), (w // 2, h // 2), (w - 1, h - 1), (w * 3 // 4, h // 3)]
    out = []
    for pos in spots:
        out += [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
                pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                pygame.event.Event(pygame.MOUSEMOTION, pos=(pos[0], pos[1] + 50), rel=(0, 50),
                                   buttons=(1, 0, 0)),
                pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1),
                pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-3, flipped=False)]
    for key in (pygame.K_DOWN, pygame.K_PAGEDOWN, pygame.K_TAB, pygame.K_DOWN, pygame.K_END,
                pygame.K_TAB, pygame.K_UP):
        out.append(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="",
                                      scancode=0))
    return out


@pytest.mark.parametrize("text_size", [1.0, 2.0])
def test_any_size_lays_out_draws_and_takes_input(app: App, text_size: float) -> None:
    app.settings.text_size = text_size
    scene = RulesScene(app)
    last = len(scene.sections) - 1
    for size in SIZES:
        for selected in (0, last):
            scene.layout(size)
            scene.select(selected)
            surface = pygame.Surface(size)
            scene.draw(surface)
            for event in events(size):
                scene.handle_event(event)
                scene.draw(surface)
            assert 0 <= scene.scroll <= scene.max_scroll
            assert 0 <= scene.list_scroll <= scene.max_list_scroll
