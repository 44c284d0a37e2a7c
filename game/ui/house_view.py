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
from game.engine.house import passable_doors, world_doors
from game.engine.state import Token
from game.text import language, t
from game.ui import assets, theme, widgets
from game.ui.doors_view import door_depth, draw_doors
from game.ui.haunt_marks import token_image
from game.ui.widgets import draw_text, render, veil, wrap

TOKEN_IMAGES = ("below_collapsed", "vault_empty", "secret_passage", "secret_stairs",
                "toy_monkey", "item_pile", "blocked_door")  # art in assets/icons/


GLIDE = 9.0  # how fast the camera settles on where it is going (1/seconds)


@dataclass
class Camera:
    cx: float = 0.0  # grid cell at the viewport's centre
    cy: float = 0.0
    tile: int = 120  # pixels per cell
    goal: tuple[float, float] | None = None  # where it is gliding to
    text: float = 1.0  # the player's text size the tiles' names are drawn at

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

    def pan(self, dx: float, dy: float) -> None:
        """Move by the player's hand (drag, keys, stick): at once, no glide."""
        self.cx, self.cy, self.goal = self.cx + dx, self.cy + dy, None

    def glide(self, dt: float) -> None:
        """Ease towards the goal; there in a few tenths of a second."""
        if self.goal is None:
            return
        k = 1 - math.exp(-GLIDE * dt)
        gx, gy = self.goal
        self.cx += (gx - self.cx) * k
        self.cy += (gy - self.cy) * k
        if abs(gx - self.cx) + abs(gy - self.cy) < 0.01:
            self.cx, self.cy, self.goal = gx, gy, None

    def settle(self) -> None:
        """Be where it was going, at once."""
        if self.goal is not None:
            self.cx, self.cy = self.goal
            self.goal = None

    def centre(self) -> tuple[float, float]:
        """Where the camera is, or where it is gliding to."""
        return self.goal if self.goal is not None else (self.cx, self.cy)

    def look_at(self, view: pygame.Rect, safe: pygame.Rect, x: float, y: float) -> None:
        """Glide so that cell (x, y) sits at the middle of `safe` (a part of `view`)."""
        self.goal = (x - (safe.centerx - view.centerx) / self.tile,
                     y - (safe.centery - view.centery) / self.tile)

    def keep(self, view: pygame.Rect, safe: pygame.Rect, cells: list[tuple[int, int]],
             margin: int) -> bool:
        """Glide just enough that the cells show whole inside `safe` with `margin`
        pixels to spare (when they cannot all, the first one); cells already there
        move nothing. True if it moved."""
        cx, cy = self.centre()
        inner = safe.inflate(-2 * margin, -2 * margin)
        xs, ys = [c[0] for c in cells], [c[1] for c in cells]
        if (max(xs) - min(xs) + 1) * self.tile > inner.width or \
                (max(ys) - min(ys) + 1) * self.tile > inner.height:
            xs, ys = [cells[0][0]], [cells[0][1]]
        half = self.tile / 2
        shift = [_nudge(view.centerx + (min(xs) - cx) * self.tile - half,
                        view.centerx + (max(xs) - cx) * self.tile + half, inner.left, inner.right),
                 _nudge(view.centery + (min(ys) - cy) * self.tile - half,
                        view.centery + (max(ys) - cy) * self.tile + half, inner.top, inner.bottom)]
        if shift == [0.0, 0.0]:
            return False
        self.goal = (cx + shift[0] / self.tile, cy + shift[1] / self.tile)
        return True


def _nudge(first: float, last: float, low: float, high: float) -> float:
    """How far to move a span [first, last] so it lies in [low, high] (centred if
    it cannot)."""
    if high - low < last - first:
        return (first + last) / 2 - (low + high) / 2
    if first < low:
        return first - low
    if last > high:
        return last - high
    return 0.0


def fit_tile(safe: pygame.Rect, cells: list[tuple[int, int]], pad: float, low: int,
             high: int) -> int:
    """The tile size at which every cell, with `pad` cells to spare around them, fits
    in `safe`: no larger than `high`, no smaller than `low`, a multiple of 4 pixels
    (few sizes, so few scaled copies of the art)."""
    xs, ys = [c[0] for c in cells], [c[1] for c in cells]
    w, h = max(xs) - min(xs) + 1 + 2 * pad, max(ys) - min(ys) + 1 + 2 * pad
    size = min(high, int(safe.width / w), int(safe.height / h))
    return max(low, size // 4 * 4)


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
    """A room's tile with its doors marked, kept per size and turn; opaque, so it is
    copied, not blended (`blit_only=False` keeps it so)."""

    def make() -> pygame.Surface:
        art = assets.scaled(("rooms", f"{room.id}.png"), size, rotation)
        tile = pygame.Surface((size, size))
        tile.blit(art if art is not None else fallback_tile(room, floor, size, rotation), (0, 0))
        draw_doors(tile, passable_doors(room, rotation))
        return tile

    return assets.drawn(("tile", room.id, floor, size, rotation), make, blit_only=False)


def draw_room(surface: pygame.Surface, game: Game, rid: str, rect: pygame.Rect,
              alpha: int = 255, text: float = 1.0) -> int:
    room = game.rooms[rid]
    p = game.state.placements.get(rid)
    floor = p.floor if p else sorted(room.floors)[0]
    rotation = p.rotation if p else 0
    return draw_tile(surface, room, floor, rotation, rect, alpha, text)


def draw_tile(surface: pygame.Surface, room: RoomDef, floor: str, rotation: int,
              rect: pygame.Rect, alpha: int = 255, text: float = 1.0) -> int:
    """A room tile with its doors marked, its name and its card symbol; `text` is the
    player's text size. Returns the top of the name plaque. A whole tile is one kept
    picture (the art, its frame, plaque and symbol), drawn again only for another
    size, turn, text size or language; a see-through one (dropping in, in hand) is
    drawn in parts, so its frame and name stay solid. While the gallery checks a
    frame every part is drawn afresh, so its texts are seen."""
    size = rect.width
    font_px = round(max(9, size // 9) * text)
    if alpha == 255 and widgets.recorder is None:
        face = assets.drawn(("tile_face", room.id, floor, size, rotation, text),
                            lambda: _face(room, floor, rotation, size, text), blit_only=False)
        surface.blit(face, rect)
        return rect.top + _plaque(t(room.name_key), face.get_rect(), font_px)[2].top
    tile = tile_surface(room, floor, size, rotation)
    if alpha < 255:
        tile = tile.copy()
        tile.set_alpha(alpha)
    surface.blit(tile, rect)
    return _dress(surface, room, floor, rect, font_px)


def _face(room: RoomDef, floor: str, rotation: int, size: int, text: float) -> pygame.Surface:
    face = pygame.Surface((size, size))
    face.blit(tile_surface(room, floor, size, rotation), (0, 0))
    _dress(face, room, floor, face.get_rect(), round(max(9, size // 9) * text))
    return face


def _dress(surface: pygame.Surface, room: RoomDef, floor: str, rect: pygame.Rect,
           font_px: int) -> int:
    """A tile's frame in its floor's tint (floors tell apart at a glance), its name
    plaque and its card symbol; returns the top of the plaque."""
    size = rect.width
    pygame.draw.rect(surface, theme.FLOOR[floor], rect, width=max(1, size // 40))
    top = draw_plaque(surface, t(room.name_key), rect, font_px)
    if room.symbol:
        icon_px = max(12, size // 5)
        icon = assets.scaled(("icons", f"{room.symbol}.png"), icon_px)
        mark = pygame.Rect(rect.right - icon_px - size // 16, rect.top + size // 16,
                           icon_px, icon_px)
        if icon is not None:
            surface.blit(icon, mark)
        else:
            pygame.draw.circle(surface, theme.DECK[room.symbol], mark.center, icon_px // 2)
            draw_text(surface, t(f"symbol.{room.symbol}"), mark.center, "bold", icon_px * 2 // 3,
                      theme.INK, "center")
    return top


def plaque_top(room: RoomDef, rect: pygame.Rect, text: float) -> int:
    """Where a tile's name plaque begins, at the player's text size (figures stand
    above it, so a name is never hidden)."""
    return _plaque(t(room.name_key), rect, round(max(9, rect.width // 9) * text))[2].top


def draw_plaque(surface: pygame.Surface, name: str, rect: pygame.Rect, font_px: int) -> int:
    """A room's name on a dark plaque above its south door; returns the plaque's top."""
    images, line_h, back = _plaque(name, rect, font_px)
    surface.blit(veil(back.size, theme.INK, 200), back)
    for k, image in enumerate(images):
        surface.blit(image, image.get_rect(midtop=(back.centerx, back.top + k * line_h)))
    return back.top


def _plaque(name: str, rect: pygame.Rect, font_px: int
            ) -> tuple[list[pygame.Surface], int, pygame.Rect]:
    """The name's lines as images, their height, and the plaque behind them."""
    lines, font_px = name_lines(language(), name, rect.width, font_px)
    images = [render(line, "bold", font_px, theme.PARCHMENT) for line in lines]
    line_h = max(i.get_height() for i in images)
    back = pygame.Rect(0, 0, min(rect.width, max(i.get_width() for i in images) + 8),
                       line_h * len(images))
    back.midbottom = (rect.centerx, rect.bottom - door_depth(rect.width) - 1)
    return images, line_h, back


@lru_cache(maxsize=512)
def name_lines(lang: str, name: str, size: int, font_px: int) -> tuple[tuple[str, ...], int]:
    """How a room's name fits a tile `size` wide: on one line, else on two (a large
    text size), else smaller until it fits; the lines and the font size."""
    room = size - 8
    while font_px > 8:
        if render(name, "bold", font_px, theme.PARCHMENT).get_width() <= room:
            return (name,), font_px
        lines = wrap(name, "bold", font_px, room)
        if len(lines) == 2 and 2 * render(name, "bold", font_px, theme.PARCHMENT).get_height() \
                <= size * 0.42:
            return tuple(lines), font_px
        font_px -= 1
    return (name,), font_px


def draw_tokens(surface: pygame.Surface, game: Game, rid: str, rect: pygame.Rect,
                unseen: dict[tuple[str, str], int], badge: bool = False,
                text: float = 1.0) -> None:
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
    left = rect.left + size // 3 + (badge_side(rect.width, text) + 2 if badge else 0)
    step = min(size + 2, (rect.right - rect.width // 4 - size - left) // max(1, len(icons) - 1))
    for i, icon in enumerate(icons):
        surface.blit(icon, (left + i * step, rect.top + size // 3))


def badge_side(width: int, text: float) -> int:
    """The cost badge of a room to walk to: a quarter of the tile, more for large text."""
    return round(width / 4 * min(text, 1.5))


def draw_target(surface: pygame.Surface, rect: pygame.Rect, cost: int | None, hot: bool,
                cues: theme.Cues, text: float = 1.0) -> None:
    """Something the player can do at a cell: a room to walk to (outlined, with its
    cost in spaces) or, when `cost` is None, an unexplored doorway (a dashed "?");
    `hot` (pointed at or chosen) draws it bolder. It draws nothing outside `rect`."""
    width = 4 if hot else 2
    if cost is None:
        inner = target_box(rect, cost)
        dash = inner.width // 16
        for i in range(0, inner.width, max(6, inner.width // 8)):
            for y in (inner.top, inner.bottom):
                pygame.draw.line(surface, cues.legal, (inner.left + i, y),
                                 (min(inner.left + i + dash, inner.right), y), width)
        pygame.draw.rect(surface, cues.legal, inner, width=1, border_radius=6)
        draw_text(surface, "?", inner.center, "display", rect.width // 2, cues.legal, "center")
        return
    pygame.draw.rect(surface, cues.legal, target_box(rect, cost), width=width, border_radius=6)
    side = badge_side(rect.width, text)
    badge = pygame.Rect(rect.left + 4, rect.top + 4, side, side)
    pygame.draw.circle(surface, cues.legal, badge.center, badge.width // 2)
    pygame.draw.circle(surface, theme.INK, badge.center, badge.width // 2, max(1, side // 14))
    draw_text(surface, str(cost), badge.center, "plain", max(9, badge.width * 3 // 4), theme.INK,
              "center")


def target_box(rect: pygame.Rect, cost: int | None) -> pygame.Rect:
    """The outline of a target drawn at a cell (the keyboard's focus rings it)."""
    if cost is None:
        return rect.inflate(-rect.width // 6, -rect.height // 6)
    return rect.inflate(-4, -4)
