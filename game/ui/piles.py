"""The room stack and the discard pile in the board's corner (R5.2, R5.5): face-down
tiles that do not fit the floor visibly fly from the stack to the discard pile.
Their names stand above them and never touch: the piles move apart for long names,
within the corner the prompt bar leaves them."""

from __future__ import annotations

import pygame

from game.engine import Game
from game.text import t
from game.ui import assets, theme
from game.ui.widgets import draw_text

FLIGHT = 0.35  # seconds for a set-aside tile to reach the pile
CORNER = 3.5  # tiles of the view's bottom right the piles and their names may take
KEYS = ("piles.stack", "piles.discard")


def pile_rects(view: pygame.Rect, px: int,
               names: tuple[int, int] = (0, 0)) -> tuple[pygame.Rect, pygame.Rect]:
    """The stack and the discard pile, side by side in the view's bottom right, far
    enough apart for their names (`names`: their widths)."""
    air = px // 4
    discard = pygame.Rect(0, 0, px, px)
    discard.bottom = view.bottom - px // 3
    discard.centerx = view.right - max(px // 2 + air, names[1] // 2 + air)
    stack = discard.copy()
    stack.centerx = discard.centerx - max(px + air, (names[0] + names[1]) // 2 + air)
    return stack, discard


def _names(px: int, size: int) -> tuple[int, tuple[int, int]]:
    """The names' size (smaller only if both would not fit the corner) and widths."""
    while True:
        f = assets.font("body", size)
        widths = (f.size(t(KEYS[0]))[0], f.size(t(KEYS[1]))[0])
        if sum(widths) + px * 3 // 4 <= px * CORNER or size <= 8:
            return size, widths
        size -= 1


def _face_down(surface: pygame.Surface, rect: pygame.Rect) -> None:
    pygame.draw.rect(surface, theme.INK_3, rect, border_radius=max(2, rect.width // 10))
    pygame.draw.rect(surface, theme.MUTED, rect, width=2, border_radius=max(2, rect.width // 10))
    inner = rect.inflate(-rect.width // 3, -rect.width // 3)
    pygame.draw.rect(surface, theme.mix(theme.INK_3, theme.MUTED, 0.3), inner, width=1,
                     border_radius=max(2, rect.width // 12))


def draw_piles(surface: pygame.Surface, game: Game, view: pygame.Rect, px: int, size: int,
               flying: float | None) -> None:
    """Both piles with their counts; `flying` is how far (0..1) a tile has flown."""
    name_px, widths = _names(px, size * 3 // 4)
    stack, discard = pile_rects(view, px, widths)
    st = game.state
    for rect, count, key in ((stack, len(st.stack), KEYS[0]),
                             (discard, len(st.tile_discard), KEYS[1])):
        if count:
            _face_down(surface, rect.move(3, 3))
            _face_down(surface, rect)
        else:
            pygame.draw.rect(surface, theme.MUTED, rect, width=1,
                             border_radius=max(2, rect.width // 10))
        draw_text(surface, str(count), rect.center, "plain", size, theme.PARCHMENT, "center")
        draw_text(surface, t(key), (rect.centerx, rect.top - 2), "body", name_px,
                  theme.MUTED, "midbottom")
    if flying is not None:
        k = min(max(flying, 0.0), 1.0)
        k = k * k * (3 - 2 * k)
        x = stack.x + (discard.x - stack.x) * k
        y = stack.y + (discard.y - stack.y) * k - px * 0.6 * (1 - (2 * k - 1) ** 2)
        _face_down(surface, pygame.Rect(round(x), round(y), px, px))
