"""Drawing one floor of the house: tiles, names, symbols, tokens, targets.

A Camera maps grid cells to screen pixels; tiles are drawn at the camera's
tile size from art cached per size and rotation, with the name and the card
symbol drawn upright at that size (never a scaled bitmap of text).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

import pygame

from game.content.types import RoomDef
from game.engine import Game
from game.engine.house import world_doors
from game.engine.state import Token
from game.text import t
from game.ui import assets, theme
from game.ui.haunt_marks import token_image
from game.ui.widgets import draw_text, render, veil

TOKEN_IMAGES = ("below_collapsed", "vault_empty", "secret_passage", "secret_stairs",
                "toy_monkey", "item_pile", "blocked_door")  # art in assets/icons/


@dataclass
class Camera:
    cx: float = 0.0  # grid cell at the viewport's centre
    cy: float = 0.0
    tile: int = 120  # pixels per cell

    def to_screen(self, view: pygame.Rect, x: float, y: float) -> tuple[float, float]:
        return (view.centerx + (x - self.cx) * self.tile,
                view.centery + (y - self.cy) * self.tile)

    def to_cell(self, view: pygame.Rect, sx: float, sy: float) -> tuple[int, int]:
        return (math.floor((sx - view.centerx) / self.tile + self.cx + 0.5),
                math.floor((sy - view.centery) / self.tile + self.cy + 0.5))

    def cell_rect(self, view: pygame.Rect, x: int, y: int) -> pygame.Rect:
        sx, sy = self.to_screen(view, x, y)
        r = pygame.Rect(0, 0, self.tile, self.tile)
        r.center = (round(sx), round(sy))
        return r


@lru_cache(maxsize=512)
def fallback_tile(room: RoomDef, floor: str, size: int, rotation: int) -> pygame.Surface:
    """A drawn tile for a room without art: floor colour, walls, door gaps."""
    s = pygame.Surface((size, size))
    s.fill(theme.FLOOR[floor])
    wall = max(3, size // 12)
    gap = size // 3
    doors = world_doors(room, rotation)
    for d in range(4):
        if d == 0:
            rect = pygame.Rect(0, 0, size, wall)
        elif d == 1:
            rect = pygame.Rect(size - wall, 0, wall, size)
        elif d == 2:
            rect = pygame.Rect(0, size - wall, size, wall)
        else:
            rect = pygame.Rect(0, 0, wall, size)
        pygame.draw.rect(s, theme.INK, rect)
        if d in doors:
            hole = rect.copy()
            if d in (0, 2):
                hole.width = gap
                hole.centerx = size // 2
            else:
                hole.height = gap
                hole.centery = size // 2
            pygame.draw.rect(s, theme.mix(theme.FLOOR[floor], theme.PARCHMENT, 0.25), hole)
    return s


def tile_surface(room: RoomDef, floor: str, size: int, rotation: int) -> pygame.Surface:
    art = assets.scaled(("rooms", f"{room.id}.png"), size, rotation)
    return art if art is not None else fallback_tile(room, floor, size, rotation)


def draw_room(surface: pygame.Surface, game: Game, rid: str, rect: pygame.Rect,
              alpha: int = 255) -> None:
    room = game.rooms[rid]
    p = game.state.placements.get(rid)
    floor = p.floor if p else sorted(room.floors)[0]
    rotation = p.rotation if p else 0
    draw_tile(surface, room, floor, rotation, rect, alpha)


def draw_tile(surface: pygame.Surface, room: RoomDef, floor: str, rotation: int,
              rect: pygame.Rect, alpha: int = 255) -> None:
    tile = tile_surface(room, floor, rect.width, rotation)
    if alpha < 255:
        tile = tile.copy()
        tile.set_alpha(alpha)
    surface.blit(tile, rect)
    size = rect.width
    # the floor's tint as a thin frame, so floors tell apart at a glance
    pygame.draw.rect(surface, theme.FLOOR[floor], rect, width=max(1, size // 40))
    # the name on a plaque, drawn upright at this size
    font_px = max(9, size // 9)
    name = t(room.name_key)
    label = render(name, "bold", font_px, theme.PARCHMENT)
    if label.get_width() > size - 8:
        font_px = max(8, int(font_px * (size - 8) / label.get_width()))
        label = render(name, "bold", font_px, theme.PARCHMENT)
    plaque = label.get_rect(midbottom=(rect.centerx, rect.bottom - max(3, size // 14)))
    back = plaque.inflate(8, 2)
    surface.blit(veil(back.size, theme.INK, 200), back)
    surface.blit(label, plaque)
    if room.symbol:
        icon_px = max(12, size // 5)
        icon = assets.scaled(("icons", f"{room.symbol}.png"), icon_px)
        spot = pygame.Rect(rect.right - icon_px - size // 16, rect.top + size // 16,
                           icon_px, icon_px)
        if icon is not None:
            surface.blit(icon, spot)
        else:
            pygame.draw.circle(surface, theme.DECK[room.symbol], spot.center, icon_px // 2)
            draw_text(surface, t(f"symbol.{room.symbol}"), spot.center, "bold", icon_px * 2 // 3,
                      theme.INK, "center")


def draw_tokens(surface: pygame.Surface, game: Game, rid: str, rect: pygame.Rect,
                unseen: dict[tuple[str, str], int], badge: bool = False) -> None:
    """Tokens lying in a room (carried ones ride with their carrier) and its item
    pile, in a row along the top, after the cost badge of a target room (`badge`);
    `unseen` counts tokens not yet shown arriving (the newest of their kind)."""
    lying = [tok for tok in game.state.tokens if tok.room == rid and tok.holder < 0]
    for kind in {tok.kind for tok in lying if unseen.get((tok.kind, rid))}:
        of_kind = [tok for tok in lying if tok.kind == kind]
        newest = {id(tok) for tok in of_kind[-unseen[(kind, rid)]:]}
        lying = [tok for tok in lying if id(tok) not in newest]
    size = max(10, rect.width // 5)
    if rid in game.state.piles:
        lying.append(Token("item_pile", rid))  # drawn like a token
    icons = [token_image(game, tok, size) for tok in lying]
    left = rect.left + size // 3 + (rect.width // 4 + 2 if badge else 0)
    step = min(size + 2, (rect.right - rect.width // 4 - size - left) // max(1, len(icons) - 1))
    for i, icon in enumerate(icons):
        surface.blit(icon, (left + i * step, rect.top + size // 3))


def draw_target(surface: pygame.Surface, rect: pygame.Rect, cost: int | None, focused: bool,
                mouse: tuple[int, int], cues: theme.Cues) -> None:
    """Something the player can do at a cell: a room to walk to (outlined, with its
    cost in spaces) or, when `cost` is None, an unexplored doorway (a dashed "?")."""
    width = 4 if focused or rect.collidepoint(mouse) else 2
    if cost is None:
        inner = rect.inflate(-rect.width // 6, -rect.height // 6)
        dash = inner.width // 16
        for i in range(0, inner.width, max(6, inner.width // 8)):
            for y in (inner.top, inner.bottom):
                pygame.draw.line(surface, cues.legal, (inner.left + i, y),
                                 (min(inner.left + i + dash, inner.right), y), width)
        pygame.draw.rect(surface, cues.legal, inner, width=1, border_radius=6)
        draw_text(surface, "?", inner.center, "display", rect.width // 2, cues.legal, "center")
        return
    pygame.draw.rect(surface, cues.legal, rect.inflate(-4, -4), width=width, border_radius=6)
    badge = pygame.Rect(rect.left + 4, rect.top + 4, rect.width // 4, rect.width // 4)
    pygame.draw.circle(surface, cues.legal, badge.center, badge.width // 2)
    draw_text(surface, str(cost), badge.center, "plain", max(9, badge.width * 3 // 4), theme.INK,
              "center")
