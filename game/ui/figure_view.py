"""The figures on a floor: explorers and monsters side by side in their rooms,
each in its own spot so none overlaps; a walker on its way, a monster rising,
one lying stunned, the dead fading out, tokens carried by their carrier.

The engine's state is already final when events arrive; the Stage says what
the presenter has not shown yet (a monster not yet risen, a death not yet
told, a haunt whose dice still tumble, a traitor not yet named), so the board
shows the house as the story has reached it.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from functools import lru_cache

import pygame

from game import narrate
from game.engine import Game
from game.engine.rules import sides
from game.text import t
from game.ui import theme
from game.ui.haunt_marks import token_image
from game.ui.house_view import Camera
from game.ui.monster_view import SS, STUN_ANGLE, initial, monster_image, stun_mark
from game.ui.widgets import draw_text

WALK = 0.22
FADE = 0.6  # seconds a slain figure takes to fade out
RISE = 0.4  # seconds a new monster takes to rise
TILT = 0.3  # seconds a stunned monster takes to fall over

Point = tuple[float, float]


@dataclass
class Walk:
    """A figure (explorer seat or monster id) on its way from one room to the next."""

    fid: int
    frm: str
    to: str
    time: float = 0.0
    length: float = WALK


@dataclass
class Stage:
    """Figures in mid-animation, and changes the story has not reached yet."""

    walk: Walk | None = None
    unseen: set[int] = field(default_factory=set)  # spawned, not yet shown rising
    leaving: set[int] = field(default_factory=set)  # dead or gone, not yet told
    upright: set[int] = field(default_factory=set)  # stunned, not yet shown falling
    rising: dict[int, float] = field(default_factory=dict)  # seconds since it began
    fading: dict[int, float] = field(default_factory=dict)
    tilting: dict[int, float] = field(default_factory=dict)
    tokens_unseen: dict[tuple[str, str], int] = field(default_factory=dict)
    haunt_untold: int = 0  # haunts begun whose reveal has not begun on screen
    traitor_untold: int = 0  # traitors the engine names that the story has not yet

    def haunt_on(self, game: Game) -> bool:
        """Is the haunt on as the story has reached it? Not while its dice still
        tumble: nothing of it shows before its reveal begins."""
        return game.state.phase != "explore" and not self.haunt_untold

    def traitor(self, game: Game) -> int | None:
        """The traitor as the story has named them (R10.2): a known traitor once the
        reveal is put away, a hidden one once their unmasking is shown."""
        return None if self.traitor_untold else sides.traitor(game)

    def update(self, step: float) -> None:
        for timers, length in ((self.rising, RISE), (self.fading, FADE), (self.tilting, TILT)):
            for fid in list(timers):
                timers[fid] += step
                if timers[fid] >= length:
                    del timers[fid]
        if self.walk is not None:
            self.walk.time += step
            if self.walk.time >= self.walk.length:
                self.walk = None

    def skip(self) -> None:
        self.walk = None
        self.rising.clear()
        self.fading.clear()
        self.tilting.clear()


@dataclass(frozen=True)
class Spot:
    fid: int
    pos: Point
    radius: int


def shown(game: Game, stage: Stage) -> list[int]:
    """The figures to draw: explorers in the house, living monsters, and those
    whose arrival or departure the story has not reached or is showing."""
    out = [f.seat for f in game.state.figures
           if f.in_house or f.seat in stage.leaving or f.seat in stage.fading]
    out += [m.id for m in game.state.monsters if m.id not in stage.unseen
            and (m.alive or m.id in stage.leaving or m.id in stage.fading)]
    return out


def room_spots(rect: pygame.Rect, fids: list[int], base: int) -> list[Spot]:
    """Spots in a room for its figures: a grid between the tokens along the top
    and the name plaque at the bottom; figures shrink when the room is crowded."""
    n = len(fids)
    area_w, area_h = rect.width * 0.8, rect.height * 0.5
    # the grid that gives each figure the most room (fewest columns on a tie)
    cols = max(range(1, n + 1), key=lambda c: (min(area_w / c, area_h / math.ceil(n / c)), -c))
    rows = math.ceil(n / cols)
    cell_w, cell_h = area_w / cols, area_h / rows
    radius = max(4, min(base, round(min(cell_w, cell_h) * 0.4)))
    top = rect.top + rect.height * 0.27
    spots = []
    for i, fid in enumerate(fids):
        row, col = divmod(i, cols)
        in_row = min(cols, n - row * cols)  # a short last row is centred
        x = rect.centerx + (col - (in_row - 1) / 2) * cell_w
        spots.append(Spot(fid, (x, top + (row + 0.5) * cell_h), radius))
    return spots


def floor_spots(game: Game, floor: str, cam: Camera, view: pygame.Rect,
                stage: Stage) -> list[Spot]:
    """Where every shown figure on a floor stands (for drawing and for clicks)."""
    by_room: dict[str, list[int]] = {}
    for fid in shown(game, stage):
        by_room.setdefault(sides.where(game, fid)[0], []).append(fid)
    base = max(6, cam.tile // 8)
    out: list[Spot] = []
    for rid, fids in by_room.items():
        p = game.state.placements.get(rid)
        if p is not None and p.floor == floor:
            out += room_spots(cam.cell_rect(view, p.x, p.y), fids, base)
    return out


def figure_at(spots: list[Spot], pos: tuple[int, int]) -> int | None:
    for s in spots:
        if math.dist(s.pos, pos) <= s.radius * 1.3:
            return s.fid
    return None


@lru_cache(maxsize=128)
def explorer_disc(color: theme.Color, letter: str, radius: int, grey: bool) -> pygame.Surface:
    """An explorer's round token with its initial (drawn large, scaled down smooth),
    centred, its shadow below and to the right."""
    size = radius * 2 + 4
    n, c, r = size * SS, size * SS // 2, radius * SS
    big = pygame.Surface((n, n), pygame.SRCALPHA)
    fill = theme.mix(color, theme.MUTED, 0.7) if grey else color
    pygame.draw.circle(big, (*theme.INK, 255), (c + 2 * SS, c + 2 * SS), r)
    pygame.draw.circle(big, (*fill, 255), (c, c), r)
    pygame.draw.circle(big, (*theme.INK, 255), (c, c), r, width=2 * SS)
    s = pygame.transform.smoothscale(big, (size, size))
    draw_text(s, letter, (size // 2, size // 2), "bold", max(8, radius), theme.INK, "center")
    return s


def _image(game: Game, fid: int, radius: int, stage: Stage) -> pygame.Surface:
    if sides.is_monster(fid):
        m = sides.monster(game, fid)
        stunned = m.stunned and fid not in stage.upright
        return monster_image(m.kind, initial(narrate.haunt_word(game, "monster", m.kind)),
                             radius, stunned)
    explorer = game.content.explorers[game.figure(fid).explorer]
    return explorer_disc(theme.hex_color(explorer.color), narrate.explorer(game, fid)[0],
                         radius, False)


def _tilt(game: Game, fid: int, stage: Stage) -> float:
    if not sides.is_monster(fid) or fid in stage.upright or not sides.monster(game, fid).stunned:
        return 0.0
    k = min(stage.tilting[fid] / TILT, 1.0) if fid in stage.tilting else 1.0
    return STUN_ANGLE * k


def _walk_pos(game: Game, spot: Spot, walk: Walk | None, cam: Camera,
              view: pygame.Rect, floor: str) -> Point:
    if walk is None or walk.fid != spot.fid or walk.frm not in game.state.placements:
        return spot.pos
    q = game.state.placements[walk.frm]
    if q.floor != floor:
        return spot.pos
    start = cam.cell_rect(view, q.x, q.y).center
    k = min(walk.time / walk.length, 1.0)
    k = k * k * (3 - 2 * k)
    return (start[0] + (spot.pos[0] - start[0]) * k, start[1] + (spot.pos[1] - start[1]) * k)


def draw_figures(surface: pygame.Surface, game: Game, floor: str, cam: Camera,
                 view: pygame.Rect, stage: Stage, active: int | None, clock: float) -> None:
    """Every figure on this floor; the active one ringed, the public traitor
    marked, monsters numbered when their kind has several."""
    traitor = stage.traitor(game)
    for spot in floor_spots(game, floor, cam, view, stage):
        fid, r = spot.fid, spot.radius
        x, y = _walk_pos(game, spot, stage.walk, cam, view, floor)
        image = _image(game, fid, r, stage)
        angle = _tilt(game, fid, stage)
        if angle:
            image = pygame.transform.rotate(image, -angle)
        alpha = 255
        if fid in stage.fading:
            alpha = round(255 * (1 - stage.fading[fid] / FADE))
        if fid in stage.rising:
            k = stage.rising[fid] / RISE
            alpha = round(255 * k)
            image = pygame.transform.smoothscale_by(image, 0.5 + 0.5 * k)
        if alpha < 255:
            image = image.copy()
            image.set_alpha(alpha)
        if fid == active and alpha == 255:
            ring = r + 3 + round(2 * math.sin(clock * 4))
            pygame.draw.circle(surface, theme.ITEM, (round(x), round(y)), ring, width=2)
        if fid == traitor and alpha == 255:
            traitor_mark(surface, (x, y), r)
        surface.blit(image, image.get_rect(center=(round(x), round(y))))
        if angle and alpha == 255:
            stun_mark(surface, (x, y), r, clock)
        if alpha < 255:
            continue  # marks come with the figure, once it has fully risen
        if sides.is_monster(fid):
            _number(surface, game, fid, (x, y), r)
        _carried(surface, game, fid, (x, y), r)


def traitor_mark(surface: pygame.Surface, pos: Point, r: int) -> None:
    """The known traitor: a blood-red ring and a small dagger badge (never colour alone)."""
    x, y = round(pos[0]), round(pos[1])
    pygame.draw.circle(surface, theme.OMEN, (x, y), r + 4, width=3)
    s = max(3, r // 2)
    bx, by = x + r, y - r
    blade = [(bx, by - s), (bx + s // 3, by + s // 3), (bx, by + s // 2),
             (bx - s // 3, by + s // 3)]
    pygame.draw.polygon(surface, theme.OMEN, blade)
    pygame.draw.polygon(surface, theme.PARCHMENT, blade, 1)


def _number(surface: pygame.Surface, game: Game, fid: int, pos: Point, r: int) -> None:
    kind = sides.monster(game, fid).kind
    kin = [m.id for m in game.state.monsters if m.kind == kind]
    if len(kin) < 2 or r < 7:
        return
    badge = (round(pos[0] + r * 0.9), round(pos[1] + r * 0.9))
    size = max(6, r * 2 // 3)
    pygame.draw.circle(surface, theme.INK, badge, size // 2 + 2)
    draw_text(surface, str(kin.index(fid) + 1), badge, "plain", size + 2, theme.PARCHMENT,
              "center")


def _carried(surface: pygame.Surface, game: Game, fid: int, pos: Point, r: int) -> None:
    """Tokens a figure carries ride at its lower left."""
    held = [tok for tok in game.state.tokens if tok.holder == fid]
    size = max(8, r)
    for i, tok in enumerate(held):
        face = token_image(game, tok, size)
        surface.blit(face, face.get_rect(center=(round(pos[0] - r - i * size * 0.6),
                                                 round(pos[1] + r * 0.7))))


def draw_aim(surface: pygame.Surface, spot: Spot, focused: bool, cues: theme.Cues) -> None:
    """A figure that can be attacked: brackets around it (a shape, not colour alone)."""
    x, y = round(spot.pos[0]), round(spot.pos[1])
    r = spot.radius + 6
    width = 3 if focused else 2
    arm = max(4, r // 2)
    for sx, sy in ((-1, -1), (1, -1), (1, 1), (-1, 1)):
        cx, cy = x + sx * r, y + sy * r
        pygame.draw.line(surface, cues.illegal, (cx, cy), (cx - sx * arm, cy), width)
        pygame.draw.line(surface, cues.illegal, (cx, cy), (cx, cy - sy * arm), width)
    if focused:
        draw_text(surface, t("board.aim"), (x, y - r - 2), "bold", max(9, r * 2 // 3),
                  cues.illegal, "midbottom")
