"""Figures stand between a tile's tokens and its name plaque: at the largest text
size a long name takes two lines, and the figures move up and shrink rather than
cover it (the gallery's overlap check found badges over "Chimney Nook")."""

from __future__ import annotations

import pygame
import pytest

from game.ui.figure_view import room_spots
from game.ui.house_view import plaque_top
from tests.helpers import content


@pytest.mark.parametrize("text", [1.0, 1.75])
def test_no_figure_stands_on_the_name_plaque(app, text: float) -> None:
    room = content().rooms["chimney_nook"]
    rect = pygame.Rect(100, 100, 64, 64)  # a small tile: the house fitted to the view
    plaque = plaque_top(room, rect, text)
    for n in range(1, 7):
        spots = room_spots(rect, list(range(n)), max(6, rect.width // 8), plaque)
        assert all(s.pos[1] + s.radius <= plaque for s in spots), (text, n)
        assert all(rect.left <= s.pos[0] - s.radius and s.pos[0] + s.radius <= rect.right
                   for s in spots)


def test_with_a_short_plaque_the_figures_keep_their_place(app) -> None:
    rect = pygame.Rect(0, 0, 120, 120)
    assert room_spots(rect, [0, 1], 15, plaque=rect.bottom) == room_spots(rect, [0, 1], 15)
