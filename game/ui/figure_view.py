"""The figures on a floor: explorers and monsters side by side in their rooms,
each in its own spot so none overlaps; a walker on its way, a monster rising,
one lying stunned, tokens carried by their carrier. A dying explorer falls over
and leaves a grave in their colour where they fell; a slain monster bursts apart;
one who escapes fades out. A room a person holds in hand (the Mystic Elevator
being moved) is not in the house: its riders go with the tile.

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
from game.ui.house_view import Camera, plaque_top
from game.ui.monster_view import GLOW, SS, STUN_ANGLE, base_color, look, monster_figure, stun_mark
from game.ui.widgets import draw_text

WALK = 0.22
FADE = 0.6  # seconds a figure leaving the house takes to fade out
FALL = 0.8  # seconds a dying explorer takes to fall over and become a grave
BURST = 0.5  # seconds a slain monster takes to burst apart
RISE = 0.4  # seconds a new monster takes to rise
TILT = 0.3  # seconds a stunned monster takes to fall over
EXITS = {"fade": FADE, "fall": FALL, "burst": BURST}  # how a figure goes: its seconds
GRAVE = 0.95  # a grave's size, of a figure's

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
    going: dict[int, tuple[str, float]] = field(default_factory=dict)  # how (EXITS), seconds
    tilting: dict[int, float] = field(default_factory=dict)
    tokens_unseen: dict[tuple[str, str], int] = field(default_factory=dict)
    haunt_untold: int = 0  # haunts begun whose reveal has not begun on screen
    traitor_untold: int = 0  # traitors the engine names that the story has not yet
    joining: set[int] = field(default_factory=set)  # heroes turned, not yet told so
    lifted: str | None = None  # a room in a person's hand, out of the house for now

    def haunt_on(self, game: Game) -> bool:
        """Is the haunt on as the story has reached it? Not while its dice still
        tumble: nothing of it shows before its reveal begins."""
        return game.state.phase != "explore" and not self.haunt_untold

    def traitor(self, game: Game) -> int | None:
        """The traitor as the story has named them (R10.2): a known traitor once the
        reveal is put away, a hidden one once their unmasking is shown."""
        return None if self.traitor_untold else sides.traitor(game)

    def traitor_side(self, game: Game) -> list[int]:
        """The explorers of the traitor's side as the story has named them: the
        traitor, its allies chosen at the reveal, the heroes shown turning."""
        tt = self.traitor(game)
        return [] if tt is None else \
            [tt, *(s for s in sides.allies(game) if s not in self.joining)]

    def go(self, fid: int, how: str) -> float:
        """A figure the story now shows leaving (EXITS); returns the seconds it takes."""
        self.leaving.discard(fid)
        self.going[fid] = (how, 0.0)
        return EXITS[how]

    def update(self, step: float) -> None:
        for timers, length in ((self.rising, RISE), (self.tilting, TILT)):
            for fid in list(timers):
                timers[fid] += step
                if timers[fid] >= length:
                    del timers[fid]
        for fid, (how, age) in list(self.going.items()):
            if age + step >= EXITS[how]:
                del self.going[fid]
            else:
                self.going[fid] = (how, age + step)
        if self.walk is not None:
            self.walk.time += step
            if self.walk.time >= self.walk.length:
                self.walk = None

    def skip(self) -> None:
        self.walk = None
        self.rising.clear()
        self.going.clear()
        self.tilting.clear()


@dataclass(frozen=True)
class Spot:
    fid: int
    pos: Point
    radius: int


def shown(game: Game, stage: Stage) -> list[int]:
    """The figures to draw: explorers in the house, living monsters, and those
    whose arrival or departure the story has not reached or is showing; then
    the graves of the dead. None in a room held in hand."""
    here = [f.seat for f in game.state.figures
            if f.in_house or f.seat in stage.leaving or f.seat in stage.going]
    here += [m.id for m in game.state.monsters if m.id not in stage.unseen
             and (m.alive or m.id in stage.leaving or m.id in stage.going)]
    return [fid for fid in here + graves(game, stage)
            if sides.where(game, fid)[0] != stage.lifted]


def graves(game: Game, stage: Stage) -> list[int]:
    """The dead explorers whose fall the story has shown: a grave where they fell."""
    return [f.seat for f in game.state.figures if not f.alive and not f.escaped
            and f.seat not in stage.leaving and f.seat not in stage.going]


def dead(game: Game, fid: int) -> bool:
    return not sides.is_monster(fid) and not game.figure(fid).alive


def room_spots(rect: pygame.Rect, fids: list[int], base: int,
               plaque: int | None = None) -> list[Spot]:
    """Spots in a room for its figures: a grid between the tokens along the top
    and the name plaque at the bottom (its top `plaque`, when a large text size
    makes it tall); figures shrink when the room is crowded."""
    n = len(fids)
    bottom = rect.top + rect.height * 0.77
    if plaque is not None:
        bottom = min(bottom, plaque - 2)
    area_w = rect.width * 0.8
    area_h = max(rect.height * 0.2, bottom - (rect.top + rect.height * 0.27))
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
            rect = cam.cell_rect(view, p.x, p.y)
            out += room_spots(rect, fids, base, plaque_top(game.rooms[rid], rect, cam.text))
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
        return monster_figure(game, fid, radius, m.stunned and fid not in stage.upright)
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
    marked, monsters numbered when their kind has several; the graves."""
    traitor = stage.traitor_side(game)
    for spot in floor_spots(game, floor, cam, view, stage):
        fid, r = spot.fid, spot.radius
        x, y = _walk_pos(game, spot, stage.walk, cam, view, floor)
        if fid in stage.going:
            _going(surface, game, fid, (x, y), r, stage)
            continue
        if dead(game, fid) and fid not in stage.leaving:
            grave = grave_image(_color(game, fid), narrate.explorer(game, fid)[0], r)
            surface.blit(grave, grave.get_rect(center=(round(x), round(y))))
            continue
        image = _image(game, fid, r, stage)
        angle = _tilt(game, fid, stage)
        if angle:
            image = pygame.transform.rotate(image, -angle)
        if fid in stage.rising:
            k = stage.rising[fid] / RISE
            image = pygame.transform.smoothscale_by(image, 0.5 + 0.5 * k)
            image.set_alpha(round(255 * k))
            surface.blit(image, image.get_rect(center=(round(x), round(y))))
            continue  # marks come with the figure, once it has fully risen
        if fid == active:
            ring = r + 3 + round(2 * math.sin(clock * 4))
            pygame.draw.circle(surface, theme.ITEM, (round(x), round(y)), ring, width=2)
        if fid in traitor:
            traitor_mark(surface, (x, y), r)
        surface.blit(image, image.get_rect(center=(round(x), round(y))))
        if angle:
            stun_mark(surface, (x, y), r, clock)
        if sides.is_monster(fid):
            _number(surface, game, fid, (x, y), r)
        _carried(surface, game, fid, (x, y), r)


def draw_riders(surface: pygame.Surface, game: Game, rid: str, rect: pygame.Rect) -> None:
    """The figures in a room held in hand, riding on the tile wherever it goes."""
    fids = [fid for fid in sides.figures(game) if sides.where(game, fid)[0] == rid]
    for spot in room_spots(rect, fids, max(6, rect.width // 8)) if fids else ():
        image = _image(game, spot.fid, spot.radius, Stage())
        surface.blit(image, image.get_rect(center=(round(spot.pos[0]), round(spot.pos[1]))))


def _color(game: Game, seat: int) -> theme.Color:
    return theme.hex_color(game.content.explorers[game.figure(seat).explorer].color)


def _going(surface: pygame.Surface, game: Game, fid: int, pos: Point, r: int,
           stage: Stage) -> None:
    """A figure on its way out: fading (escaped), falling into its grave (died)
    or bursting apart (a slain monster)."""
    how, age = stage.going[fid]
    k = min(age / EXITS[how], 1.0)
    x, y = round(pos[0]), round(pos[1])
    image = _image(game, fid, r, stage)
    if how == "fall":
        _fall(surface, game, fid, image, (x, y), r, k)
        return
    if how == "burst":
        burst(surface, (x, y), r, k, _burst_color(game, fid))
        image = pygame.transform.smoothscale_by(image, 1 + 0.6 * k)
    else:
        image = image.copy()  # the kept picture stays opaque
    image.set_alpha(round(255 * (1 - k)))
    surface.blit(image, image.get_rect(center=(x, y)))


def _burst_color(game: Game, fid: int) -> theme.Color:
    return theme.mix(base_color(look(game, sides.monster(game, fid).kind)), theme.PARCHMENT, 0.4)


def _fall(surface: pygame.Surface, game: Game, seat: int, image: pygame.Surface,
          pos: tuple[int, int], r: int, k: float) -> None:
    """The explorer tips over (flattening as a token falls on its face, sliding
    down, greying), then their grave rises where they lay."""
    tip = min(k / 0.65, 1.0) ** 2  # falling speeds up
    w, h = image.get_size()
    body = pygame.transform.smoothscale(image, (w, max(2, round(h * (1 - 0.8 * tip)))))
    body = pygame.transform.rotate(body, -25 * tip)
    body.fill((*[round(255 - 110 * tip)] * 3, 255), special_flags=pygame.BLEND_RGBA_MULT)
    settle = max(0.0, (k - 0.55) / 0.45)
    body.set_alpha(round(255 * (1 - settle)))
    surface.blit(body, body.get_rect(center=(pos[0], pos[1] + round(r * 0.5 * tip))))
    if settle > 0:
        grave = grave_image(_color(game, seat), narrate.explorer(game, seat)[0], r)
        size = grave.get_size()
        grave = pygame.transform.smoothscale(grave, (size[0], max(2, round(size[1] * settle))))
        grave.set_alpha(round(255 * settle))
        surface.blit(grave, grave.get_rect(midbottom=(pos[0], pos[1] + size[1] // 2)))


def burst(surface: pygame.Surface, pos: tuple[int, int], r: int, k: float,
          color: theme.Color) -> None:
    """A flash and a ring of shards flying out and fading: a slain monster
    coming apart."""
    fade = 1 - k
    layer = pygame.Surface((r * 7, r * 7), pygame.SRCALPHA)
    c = r * 3.5
    reach = r * (0.7 + 2.3 * (1 - (1 - k) ** 2))
    pygame.draw.circle(layer, (*GLOW, round(170 * fade ** 2)), (c, c), r * (1 + 1.2 * k))
    pygame.draw.circle(layer, (*color, round(200 * fade)), (c, c), reach, max(2, r // 5))
    for i in range(12):
        a = i * math.pi / 6 + 0.25
        px, py = c + math.cos(a) * reach, c + math.sin(a) * reach
        s = max(2.0, r * 0.38 * (1 - 0.6 * k))
        shard = [(px + math.cos(a) * s * 1.8, py + math.sin(a) * s * 1.8),
                 (px + math.cos(a + 2.3) * s, py + math.sin(a + 2.3) * s),
                 (px + math.cos(a - 2.3) * s, py + math.sin(a - 2.3) * s)]
        pygame.draw.polygon(layer, (*color, round(255 * fade)), shard)
        pygame.draw.polygon(layer, (*theme.INK, round(200 * fade)), shard, 1)
    surface.blit(layer, layer.get_rect(center=pos))


@lru_cache(maxsize=64)
def grave_image(color: theme.Color, letter: str, radius: int) -> pygame.Surface:
    """A dead explorer's grave: a headstone in their colour on a mound of earth,
    their initial cut into it and a small skull (never colour alone)."""
    size = radius * 2 + 4
    n = size * SS
    big = pygame.Surface((n, n), pygame.SRCALPHA)
    r = radius * SS * GRAVE
    c = n / 2
    stone = theme.mix(color, theme.MUTED, 0.35)
    mound = pygame.Rect(0, 0, round(r * 2.1), round(r * 0.7))
    mound.center = (round(c), round(c + r * 0.85))
    pygame.draw.ellipse(big, (*theme.mix(theme.RUIN, color, 0.15), 255), mound)
    pygame.draw.ellipse(big, (*theme.INK, 255), mound, SS)
    slab = pygame.Rect(0, 0, round(r * 1.35), round(r * 1.75))
    slab.midbottom = (round(c), round(c + r * 0.95))
    shadow = slab.move(2 * SS, 2 * SS)
    pygame.draw.rect(big, (0, 0, 0, 120), shadow, border_top_left_radius=slab.width // 2,
                     border_top_right_radius=slab.width // 2)
    pygame.draw.rect(big, (*stone, 255), slab, border_top_left_radius=slab.width // 2,
                     border_top_right_radius=slab.width // 2)
    pygame.draw.rect(big, (*theme.INK, 255), slab, 2 * SS, border_top_left_radius=slab.width // 2,
                     border_top_right_radius=slab.width // 2)
    _skull(big, (round(c), round(slab.bottom - r * 0.42)), r * 0.3)
    image = pygame.transform.smoothscale(big, (size, size))
    draw_text(image, letter, (size // 2, round((slab.top + r * 0.55) / SS)), "bold",
              max(7, round(radius * 0.7)), theme.INK, "center")
    return image


def _skull(surface: pygame.Surface, center: tuple[int, int], r: float) -> None:
    x, y = center
    bone = theme.PARCHMENT
    pygame.draw.circle(surface, (*bone, 255), (x, round(y - r * 0.2)), round(r))
    jaw = pygame.Rect(0, 0, round(r * 1.1), round(r * 0.8))
    jaw.midtop = (x, round(y + r * 0.3))
    pygame.draw.rect(surface, (*bone, 255), jaw, border_radius=round(r * 0.2))
    for dx in (-0.42, 0.42):
        pygame.draw.circle(surface, (*theme.INK, 255), (round(x + dx * r), round(y - r * 0.15)),
                           max(1, round(r * 0.3)))


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
