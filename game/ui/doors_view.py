"""Doors drawn to be read across a room: every door of a tile (placed or in hand)
is a lit opening between two dark jambs; every doorway that leads to unexplored
space gets a "?" tab on the empty side; a room that leads elsewhere by stairs, a
secret door, a passage or a chute carries a badge with an arrow naming where.

Which doors and links there are comes from the engine (`passable_doors`,
`unexplored_doorways`, `links`); this module only draws them.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from game import narrate
from game.content.types import FLOORS
from game.engine import Game
from game.text import current, language
from game.ui import theme
from game.ui.widgets import fit, render, sheet, wrap

ARROW = 1.95  # a link pill's arrow and margins, in font sizes of its words
WALL = 36 / 512  # the wall's thickness and the door gap, as the tile art (tools/roomkit.py)
GAP = 0.3
LIGHT = (255, 232, 168)  # lamplight in a doorway
JAMB = theme.INK
LINK = theme.BRASS


def _edge_rect(d: int, size: int, length: int, depth: int, outside: bool = False) -> pygame.Rect:
    """A strip `length` long and `depth` deep at the middle of side `d` of a
    size x size square: inside the square, or just outside it."""
    if d in (0, 2):
        r = pygame.Rect(0, 0, length, depth)
        r.centerx = size // 2
        if d == 0:
            r.top = -depth if outside else 0
        else:
            r.top = size if outside else size - depth
    else:
        r = pygame.Rect(0, 0, depth, length)
        r.centery = size // 2
        if d == 3:
            r.left = -depth if outside else 0
        else:
            r.left = size if outside else size - depth
    return r


def door_depth(size: int) -> int:
    """How far a door's mark reaches into its tile: a little past the wall."""
    return max(4, round(size * WALL * 1.35))


def draw_doors(tile: pygame.Surface, doors: frozenset[int]) -> None:
    """The doors of a square tile: a lit opening through the wall, a dark jamb at
    each end, a dark line inside so the light reads on pale floors too."""
    size = tile.get_width()
    depth = door_depth(size)
    gap = max(8, round(size * GAP))
    post = max(2, round(size * 0.045))
    line = max(1, size // 60)
    for d in doors:
        opening = _edge_rect(d, size, gap, depth)
        pygame.draw.rect(tile, LIGHT, opening)
        inner = opening.inflate(2 * post, 0) if d in (0, 2) else opening.inflate(0, 2 * post)
        pygame.draw.rect(tile, JAMB, inner, width=line)
        for end in (-1, 1):  # the jambs
            jamb = _edge_rect(d, size, post, depth + post)
            if d in (0, 2):
                jamb.centerx = size // 2 + end * (gap + post) // 2
            else:
                jamb.centery = size // 2 + end * (gap + post) // 2
            pygame.draw.rect(tile, JAMB, jamb)


def doorway_rect(room: pygame.Rect, d: int) -> pygame.Rect:
    """The "?" tab outside door `d` of a room drawn at `room`."""
    size = room.width
    r = _edge_rect(d, size, max(10, round(size * GAP)), max(8, round(size * 0.22)), True)
    return r.move(room.topleft)


def draw_doorway(surface: pygame.Surface, room: pygame.Rect, d: int, text: float) -> None:
    """An unexplored doorway: a dark tab out of the door, outlined, with a "?"."""
    tab = doorway_rect(room, d)
    radius = min(tab.width, tab.height) // 2
    pygame.draw.rect(surface, theme.INK_3, tab, border_radius=radius)
    pygame.draw.rect(surface, LIGHT, tab, width=max(2, room.width // 60), border_radius=radius)
    px = round(min(tab.width, tab.height) * 0.8 * min(text, 1.3))
    draw_q(surface, tab.center, px)


def draw_q(surface: pygame.Surface, centre: tuple[int, int], px: int) -> None:
    image = render("?", "display", max(8, px), LIGHT)
    surface.blit(image, image.get_rect(center=centre))


def arrow_of(game: Game, rid: str, other: str) -> int:
    """Which way a link goes: 1 up a floor, -1 down, 0 on the same floor."""
    here, there = game.state.placements[rid].floor, game.state.placements[other].floor
    return (FLOORS.index(there) > FLOORS.index(here)) - (FLOORS.index(there) < FLOORS.index(here))


def draw_links(surface: pygame.Surface, game: Game, rid: str, links: list[tuple[str, str]],
               rect: pygame.Rect, bottom: int, text: float) -> int:
    """A badge for each place the room leads to, stacked up from `bottom` (the top
    of the name plaque): a brass pill with an arrow (up, down or across) and where,
    on two lines when one would not hold it. Returns the top of the stack."""
    for _how, other in links:
        base = max(8, rect.width // 11)  # at text size 1; larger text may shrink below it
        px = max(base, round(base * text))
        lines, px = link_words(narrate.room(other), px, rect.width - 6, max(8, base * 3 // 4))
        words = [render(line, "bold", px, theme.INK) for line in lines]
        h = round(px * 1.45)  # a pill of one line
        step = words[0].get_height()
        pill = pill_image(min(rect.width - 6, max(w.get_width() for w in words) + h + px // 2),
                          h + step * (len(words) - 1), arrow_of(game, rid, other), h)
        spot = pill.get_rect(midbottom=(rect.centerx, bottom - 2))
        surface.blit(pill, spot)
        y = spot.centery - step * (len(words) - 1) / 2
        for k, image in enumerate(words):
            surface.blit(image, image.get_rect(midleft=(spot.left + h * 3 // 4 + px // 4,
                                                        round(y + k * step))))
        bottom = spot.top
    return bottom


def link_words(name: str, px: int, room: int, low: int) -> tuple[tuple[str, ...], int]:
    """Where a link leads, as it fits a pill `room` wide beside its arrow (which is as
    large as the words): on one line, a little smaller if need be (down to `low`);
    else on two lines, as large as they fit; only then cut short."""
    return _link_words(language(), current(name), px, room, low)


@lru_cache(maxsize=256)
def _link_words(lang: str, name: str, px: int, room: int,
                low: int) -> tuple[tuple[str, ...], int]:
    def width(size: int) -> int:  # the words' room beside an arrow for words of `size`
        return room - round(size * ARROW)

    def fits(lines: list[str], size: int) -> bool:
        return all(render(line, "bold", size, theme.INK).get_width() <= width(size)
                   for line in lines)

    for size in range(px, low - 1, -1):
        if fits([name], size):
            return (name,), size
    for size in range(px, 7, -1):
        lines = wrap(name, "bold", size, width(size))
        if len(lines) == 2 and fits(lines, size):
            return tuple(lines), size
    return (fit(name, "bold", low, width(low)),), low


@lru_cache(maxsize=64)
def pill_image(w: int, h: int, way: int, line: int) -> pygame.Surface:
    """A brass pill with an arrow drawn by hand (no font needs it) at its left, as
    large as a pill of one `line`."""
    pill = sheet((w, h))
    radius = min(h, line) // 2
    pygame.draw.rect(pill, LINK, pill.get_rect(), border_radius=radius)
    pygame.draw.rect(pill, theme.INK, pill.get_rect(), width=max(1, line // 14),
                     border_radius=radius)
    a = pygame.Rect(line // 4, (h - line) // 2 + line // 4, line // 2, line // 2)
    if way > 0:
        points = [(a.centerx, a.top), (a.right, a.centery), (a.left, a.centery)]
        stem = pygame.Rect(0, 0, a.width // 3, a.height // 2)
        stem.midtop = (a.centerx, a.centery)
    elif way < 0:
        points = [(a.centerx, a.bottom), (a.right, a.centery), (a.left, a.centery)]
        stem = pygame.Rect(0, 0, a.width // 3, a.height // 2)
        stem.midbottom = (a.centerx, a.centery)
    else:
        points = [(a.right, a.centery), (a.centerx, a.top), (a.centerx, a.bottom)]
        stem = pygame.Rect(0, 0, a.width // 2, a.height // 3)
        stem.midright = (a.centerx, a.centery)
    pygame.draw.polygon(pill, theme.INK, points)
    pygame.draw.rect(pill, theme.INK, stem)
    return pill
