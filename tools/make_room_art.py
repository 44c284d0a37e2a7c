"""Makes the room tile images: assets/rooms/<room_id>.png, 256x256, one per room.

Top-down, candle-lit: a floor texture tinted by the room's floor colour, the
room's furniture or special glyph, a warm light pool with dark corners, then
thick walls with door gaps where the room has doors (unrotated: the game turns
the image with the tile). No text and no card symbol: the game draws those.

Deterministic: all randomness is seeded from the room id.
Run: SDL_VIDEODRIVER=dummy .venv/bin/python tools/make_room_art.py
"""

from __future__ import annotations

import math
import os
import random
import sys
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")  # no window needed
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import props
import pygame
from artkit import (
    ASSETS,
    BONE,
    CANDLE,
    FLOOR_COLORS,
    Color,
    contact_sheet,
    downscale,
    init,
    jitter,
    layer,
    mix,
    polygon_points,
    seed_for,
    shade,
)
from roomkit import (
    BLUE_CLOTH,
    BRASS,
    EARTH,
    G0,
    G1,
    GAP,
    GRASS,
    GRAVEL,
    GREEN_CLOTH,
    IN0,
    IN1,
    LINEN,
    MID,
    OAK,
    PLUM_CLOTH,
    RED_CLOTH,
    SLATE,
    STONE,
    WALL,
    WOOD,
    WOOD_DARK,
    WOOD_LIGHT,
    C,
    Light,
    Room,
    _shrink,
    along,
    apply_lighting,
    armchair,
    balustrade,
    barrel,
    bed,
    blob,
    bone_pile,
    cage,
    candle,
    chair,
    coal,
    cobweb,
    crack,
    crate,
    draw_walls,
    earth,
    fireplace,
    flagstones,
    grass,
    grave,
    gravel,
    outline,
    parquet,
    pentagram,
    pew,
    pit,
    planks,
    plant,
    round_table,
    rug,
    sack,
    sarcophagus,
    shelf,
    skull,
    sofa,
    stairs,
    table,
    tiles,
    tone,
    vault_door,
    water,
    with_piece,
)

OUT = ASSETS / "rooms"
TILE = 256
SHEET = Path("/tmp/rooms_sheet.png")

Recipe = Callable[[Room], None]
RECIPES: dict[str, tuple[str, Recipe]] = {}


def recipe(room_id: str, floor: str) -> Callable[[Recipe], Recipe]:
    """Register how a room is drawn: its floor texture kind and its contents."""

    def wrap(fn: Recipe) -> Recipe:
        RECIPES[room_id] = (floor, fn)
        return fn

    return wrap


# ---------------------------------------------------------------- floors


def lay_floor(room: Room, kind: str) -> None:
    """Cover the canvas with a floor texture toned by the room's floor colour."""
    t = room.tint
    if kind == "planks":
        planks(room, tone(WOOD, t))
    elif kind == "planks_h":
        planks(room, tone(WOOD, t), vertical=False)
    elif kind == "rough":
        planks(room, tone(shade(mix(WOOD_LIGHT, STONE, 0.4), 0.8), t), width=52)
    elif kind == "parquet":
        parquet(room, tone(OAK, t, 0.5))
    elif kind == "flag":
        flagstones(room, tone(STONE, t))
    elif kind == "stone":
        flagstones(room, tone(SLATE, t, 0.5), row=(70, 120), span=(80, 170), cracks=6)
    elif kind == "tiles":
        tiles(room, tone((120, 114, 104), t, 0.4), tone((80, 74, 68), t, 0.4), 48)
    elif kind == "pale":
        tiles(room, tone((116, 112, 104), t, 0.35), tone((100, 96, 90), t, 0.35), 56, True)
    elif kind == "marble":
        tiles(room, tone((150, 144, 134), t, 0.3), tone((54, 50, 52), t, 0.3), 64, True)
    elif kind == "terracotta":
        tiles(room, tone((150, 84, 58), t, 0.3), tone((126, 70, 50), t, 0.3), 56)
    elif kind == "earth":
        earth(room, tone(EARTH, t, 0.45))
    elif kind == "grass":
        grass(room, tone(GRASS, t, 0.3))
    elif kind == "gravel":
        gravel(room, tone(GRAVEL, t, 0.35))
    else:
        raise ValueError(f"unknown floor kind {kind!r}")


def floor_tint(floors: set[str] | frozenset[str]) -> Color:
    """The floor colour of a room; the average for rooms found on several floors."""
    cols = [FLOOR_COLORS[f] for f in sorted(floors)]
    return (round(sum(c[0] for c in cols) / len(cols)), round(sum(c[1] for c in cols) / len(cols)),
            round(sum(c[2] for c in cols) / len(cols)))


def cloth(room: Room, col: Color) -> Color:
    return tone(col, room.tint, 0.25)


def center_rug(room: Room, col: Color, inset: int = 70, pattern: str = "diamond",
               border: Color | None = None) -> None:
    r = pygame.Rect(IN0 + inset, IN0 + inset, IN1 - IN0 - 2 * inset, IN1 - IN0 - 2 * inset)
    rug(room, r, cloth(room, col), cloth(room, border or shade(col, 0.55)), pattern)


# ---------------------------------------------------------------- start tiles


@recipe("entrance_hall", "marble")
def entrance_hall(room: Room) -> None:
    runner = pygame.Rect(MID - 60, IN0 + 30, 120, IN1 - IN0 - 30)
    rug(room, runner, cloth(room, RED_CLOTH), cloth(room, shade(RED_CLOTH, 0.5)), "none")
    for x in (IN0 + 56, IN1 - 56):
        with_piece(room, lambda g, x=x: props.column(g, (x, IN1 - 70), 24))
        with_piece(room, lambda g, x=x: plant(g, room.rng, (x, IN0 + 60), 34))
    with_piece(room, lambda g: table(g, pygame.Rect(IN1 - 70, MID + 50, 50, 90), WOOD_DARK))
    with_piece(room, lambda g: candle(room, g, (IN1 - 45, MID + 95), 6, 0.3))


@recipe("foyer", "planks")
def foyer(room: Room) -> None:
    center_rug(room, BLUE_CLOTH, 80, "medallion")
    with_piece(room, lambda g: round_table(g, (MID, MID), 44, WOOD_DARK))
    with_piece(room, lambda g: plant(g, room.rng, (MID, MID), 30, (70, 100, 64), None))
    for x, y in ((IN0 + 44, IN0 + 44), (IN1 - 44, IN0 + 44), (IN0 + 44, IN1 - 44),
                 (IN1 - 44, IN1 - 44)):
        with_piece(room, lambda g, x=x, y=y: plant(g, room.rng, (x, y), 30))


@recipe("grand_staircase", "planks")
def grand_staircase(room: Room) -> None:
    r = pygame.Rect(MID - 110, IN0, 220, 300)
    stairs(room.canvas, r, 0, 11, tone(OAK, room.tint, 0.3), True, cloth(room, RED_CLOTH))
    landing = pygame.Rect(MID - 150, r.bottom + 10, 300, 90)
    rug(room, landing, cloth(room, RED_CLOTH), cloth(room, shade(RED_CLOTH, 0.5)), "none")
    for x in (r.left - 40, r.right + 40):
        with_piece(room, lambda g, x=x: props.column(g, (x, r.bottom - 10), 16))
        with_piece(room, lambda g, x=x: candle(room, g, (x, r.bottom - 10), 6, 0.35, 90))


@recipe("upper_landing", "planks")
def upper_landing(room: Room) -> None:
    center_rug(room, PLUM_CLOTH, 40, "diamond")
    well_r = pygame.Rect(MID - 70, MID - 80, 140, 170)
    pygame.draw.rect(room.canvas, (10, 8, 12), well_r.inflate(20, 20))
    stairs(room.canvas, well_r, 2, 9, tone(OAK, room.tint, 0.3), False, None, rails=False)
    with_piece(room, lambda g: balustrade(g, (well_r.left - 12, well_r.top - 12),
                                          (well_r.right + 12, well_r.top - 12)))
    for x in (well_r.left - 12, well_r.right + 12):
        with_piece(room, lambda g, x=x: balustrade(g, (x, well_r.top - 12),
                                                   (x, well_r.bottom + 10)))


@recipe("basement_landing", "stone")
def basement_landing(room: Room) -> None:
    r = pygame.Rect(MID - 75, MID - 70, 150, 190)
    stairs(room.canvas, r, 0, 9, tone(SLATE, room.tint, 0.3), True)
    for x, y in ((IN0 + 40, IN0 + 40), (IN1 - 40, IN1 - 40)):
        with_piece(room, lambda g, x=x, y=y: barrel(g, (x, y), 26))
    with_piece(room, lambda g: props.lantern(room, g, (r.right + 40, r.top + 20), 0.4))
    cobweb(room.canvas, 1, 70)


@recipe("stairs_from_basement", "stone")
def stairs_from_basement(room: Room) -> None:
    r = pygame.Rect(MID - 90, MID - 40, 180, IN1 - MID + 40)
    stairs(room.canvas, r, 2, 10, tone(SLATE, room.tint, 0.3), True)
    cobweb(room.canvas, 0, 80)
    cobweb(room.canvas, 3, 60)
    with_piece(room, lambda g: props.lantern(room, g, (IN0 + 50, MID - 60), 0.35))


# ---------------------------------------------------------------- rule rooms


@recipe("attic", "rough")
def attic(room: Room) -> None:
    rng = room.rng
    with_piece(room, lambda g: crate(g, pygame.Rect(IN0 + 16, IN0 + 16, 80, 80)))
    with_piece(room, lambda g: crate(g, pygame.Rect(IN0 + 100, IN0 + 20, 60, 60)))
    with_piece(room, lambda g: props.trunk(g, pygame.Rect(IN1 - 130, IN0 + 24, 100, 60)))
    with_piece(room, lambda g: props.sheet_ghost(g, (IN0 + 90, IN1 - 110), 50))
    with_piece(room, lambda g: barrel(g, (IN1 - 70, IN1 - 90), 30))
    for c in (0, 1, 2, 3):
        cobweb(room.canvas, c, rng.randint(60, 100))
    props.spectral_mist(room.canvas, rng, pygame.Rect(IN0, IN0, IN1 - IN0, IN1 - IN0), 8)


@recipe("graveyard", "grass")
def graveyard(room: Room) -> None:
    rng = room.rng
    path = pygame.Rect(MID - 40, MID, 80, C - MID)
    pebble = shade(tone(GRAVEL, room.tint, 0.3), 0.62)
    pygame.draw.rect(room.canvas, shade(pebble, 0.8), path, border_radius=20)
    for _ in range(300):
        p = (rng.uniform(path.left, path.right), rng.uniform(path.top, path.bottom))
        pygame.draw.circle(room.canvas, jitter(rng, pebble, 0.3), p, rng.uniform(1.5, 3.5))
    spots = [(130, 110), (256, 96), (382, 110), (110, 270), (402, 270), (170, 410), (342, 410)]
    for x, y in spots:
        with_piece(room, lambda g, x=x, y=y: grave(g, rng, (x + rng.uniform(-8, 8), y)))
    with_piece(room, lambda g: props.lantern(room, g, (MID, MID - 20), 0.3))
    props.spectral_mist(room.canvas, rng, pygame.Rect(IN0, IN0, IN1 - IN0, IN1 - IN0), 14)


@recipe("junk_room", "planks")
def junk_room(room: Room) -> None:
    corners = [(IN0 + 20, IN0 + 20), (IN1 - 120, IN0 + 20), (IN0 + 20, IN1 - 120),
               (IN1 - 120, IN1 - 120)]
    for k, (x, y) in enumerate(corners):
        with_piece(room, lambda g, x=x, y=y: crate(g, pygame.Rect(x, y, 70, 70)))
        if k % 2 == 0:
            with_piece(room, lambda g, x=x, y=y: crate(g, pygame.Rect(x + 50, y + 44, 50, 50),
                                                       WOOD_LIGHT))
        else:
            with_piece(room, lambda g, x=x, y=y: barrel(g, (x + 80, y + 80), 22))
    with_piece(room, lambda g: chair(g, (MID + 60, MID + 30), 2.2, WOOD))
    with_piece(room, lambda g: props.sheet_ghost(g, (MID - 70, MID - 30), 36))
    with_piece(room, lambda g: props.trunk(g, pygame.Rect(MID - 20, MID + 70, 70, 44)))
    cobweb(room.canvas, 1, 70)


@recipe("pentagram_chamber", "stone")
def pentagram_chamber(room: Room) -> None:
    glow = layer((C, C))
    pygame.draw.circle(glow, (120, 20, 30, 40), (MID, MID), 170)
    room.canvas.blit(glow, (0, 0))
    pentagram(room, room.canvas, (MID, MID), 140)
    room.lights.append(Light(MID, MID, 200, 0.25, (200, 50, 50)))


@recipe("chapel", "flag")
def chapel(room: Room) -> None:
    aisle = pygame.Rect(MID - 36, IN0, 72, IN1 - IN0 - 70)
    rug(room, aisle, cloth(room, RED_CLOTH), cloth(room, shade(RED_CLOTH, 0.5)), "none")
    for y in (110, 180, 250, 320):
        with_piece(room, lambda g, y=y: pew(g, pygame.Rect(IN0 + 30, y, 140, 36)))
        with_piece(room, lambda g, y=y: pew(g, pygame.Rect(IN1 - 170, y, 140, 36)))
    altar = pygame.Rect(MID - 90, IN1 - 64, 180, 44)
    with_piece(room, lambda g: table(g, altar, (120, 114, 104), cloth(room, LINEN)))
    for dx in (-70, -30, 30, 70):
        with_piece(room, lambda g, dx=dx: candle(room, g, (MID + dx, IN1 - 42), 5, 0.3))
    for col, x in (((120, 40, 160), MID - 120), ((40, 120, 200), MID), ((200, 60, 60), MID + 120)):
        room.lights.append(Light(x, IN1 - 120, 70, 0.22, col))


@recipe("gymnasium", "planks_h")
def gymnasium(room: Room) -> None:
    line = tone((200, 190, 160), room.tint, 0.3)
    pygame.draw.circle(room.canvas, line, (MID, MID), 90, 3)
    pygame.draw.line(room.canvas, line, (IN0, MID), (IN1, MID), 3)
    with_piece(room, lambda g: props.mat(g, pygame.Rect(IN0 + 20, IN0 + 20, 150, 100),
                                         cloth(room, (60, 70, 100))))
    with_piece(room, lambda g: props.dumbbell(g, (IN1 - 120, IN0 + 50), (IN1 - 70, IN0 + 50)))
    with_piece(room, lambda g: props.dumbbell(g, (IN1 - 120, IN0 + 90), (IN1 - 70, IN0 + 90)))
    with_piece(room, lambda g: barrel(g, (IN0 + 60, IN1 - 60), 24, (120, 60, 40)))
    with_piece(room, lambda g: shelf(g, room.rng, along(3, MID + 40, 150, 30), kind="jars"))


@recipe("larder", "stone")
def larder(room: Room) -> None:
    rng = room.rng
    with_piece(room, lambda g: shelf(g, rng, along(3, IN0 + 10, IN1 - IN0 - 20, 40), kind="jars"))
    with_piece(room, lambda g: shelf(g, rng, along(1, IN0 + 10, IN1 - IN0 - 20, 40), kind="jars"))
    for x, y in ((MID - 60, IN0 + 60), (MID + 60, IN1 - 70), (MID - 40, IN1 - 90)):
        with_piece(room, lambda g, x=x, y=y: sack(g, (x, y), 24))
    with_piece(room, lambda g: barrel(g, (MID + 70, IN0 + 70), 26))
    props.hanging_herbs(room.canvas, rng, (IN0 + 70, MID), (IN1 - 70, MID))


@recipe("library", "planks")
def library(room: Room) -> None:
    rng = room.rng
    center_rug(room, GREEN_CLOTH, 70, "medallion")
    with_piece(room, lambda g: shelf(g, rng, along(0, IN0, IN1 - IN0, 40)))
    with_piece(room, lambda g: shelf(g, rng, along(1, IN0 + 40, IN1 - IN0 - 40, 40)))
    with_piece(room, lambda g: shelf(g, rng, along(2, G1 + 10, IN1 - G1 - 50, 40)))
    with_piece(room, lambda g: shelf(g, rng, along(3, IN0 + 40, G0 - IN0 - 50, 40)))
    desk = pygame.Rect(MID - 70, MID - 30, 140, 70)
    with_piece(room, lambda g: table(g, desk, WOOD_DARK))
    with_piece(room, lambda g: props.papers(g, rng, desk.inflate(-50, -30), 3))
    with_piece(room, lambda g: candle(room, g, (desk.right - 18, desk.top + 16), 5, 0.35))
    with_piece(room, lambda g: chair(g, (MID, desk.bottom + 22), -math.pi / 2, WOOD_DARK,
                                     cloth(room, RED_CLOTH)))
    with_piece(room, lambda g: armchair(g, (IN1 - 110, IN1 - 110), -2.4, cloth(room, RED_CLOTH)))


@recipe("coal_chute", "stone")
def coal_chute(room: Room) -> None:
    rng = room.rng
    hole = pygame.Rect(MID - 70, MID - 20, 140, 140)
    coal(room.canvas, rng, (MID, MID + 50), 120, 90)
    pygame.draw.rect(room.canvas, (50, 50, 56), hole.inflate(24, 24), border_radius=6)
    depth = 6
    for k in range(depth):
        f = k / depth
        r = hole.inflate(-k * 16, -k * 12).move(0, k * 5)
        pygame.draw.rect(room.canvas, shade((60, 58, 62), 1 - f * 0.9), r)
    pygame.draw.rect(room.canvas, (8, 8, 10), hole.inflate(-96, -72).move(0, 30))
    pygame.draw.rect(room.canvas, (110, 108, 118), hole.inflate(24, 24), 5, border_radius=6)
    for p in (hole.inflate(24, 24).topleft, hole.inflate(24, 24).topright,
              hole.inflate(24, 24).bottomleft, hole.inflate(24, 24).bottomright):
        pygame.draw.circle(room.canvas, (150, 148, 156), p, 5)
    coal(room.canvas, rng, (MID, MID + 60), 40, 20)
    with_piece(room, lambda g: _shovel(g, (IN0 + 60, IN0 + 70)))


def _shovel(g: pygame.Surface, at: tuple[float, float]) -> None:
    x, y = at
    pygame.draw.line(g, (90, 62, 38), (x, y), (x + 90, y + 60), 6)
    pygame.draw.polygon(g, (96, 96, 104), [(x + 84, y + 50), (x + 116, y + 62), (x + 108, y + 90),
                                           (x + 80, y + 78)])


@recipe("collapsed_room", "planks")
def collapsed_room(room: Room) -> None:
    rng = room.rng
    hole = blob(rng, (MID + 10, MID), 120, 95, 22, 0.22)
    pit(room.canvas, rng, hole, tone(WOOD, room.tint))
    for _ in range(10):
        a = rng.uniform(0, 2 * math.pi)
        crack(room.canvas, rng, (MID + 120 * math.cos(a), MID + 95 * math.sin(a)),
              rng.uniform(40, 80), (20, 16, 14), 2, 2)
    for _ in range(9):
        a = rng.uniform(0, 2 * math.pi)
        d = rng.uniform(120, 170)
        p = (MID + d * math.cos(a), MID + d * 0.8 * math.sin(a))
        with_piece(room, lambda g, p=p: _debris(g, rng, p))
    for k in range(0, len(hole), 4):
        rim = hole[k]
        inward_a = math.atan2(MID - rim[1], MID + 10 - rim[0]) + rng.uniform(-0.3, 0.3)
        with_piece(room, lambda g, rim=rim, a=inward_a: _broken_board(g, rim, a))


def _debris(g: pygame.Surface, rng: random.Random, p: tuple[float, float]) -> None:
    for _ in range(4):
        q = (p[0] + rng.uniform(-14, 14), p[1] + rng.uniform(-14, 14))
        s = rng.uniform(4, 10)
        c = jitter(rng, (110, 100, 92), 0.2)
        pygame.draw.polygon(g, c, [(q[0] - s, q[1]), (q[0], q[1] - s * 0.8), (q[0] + s, q[1] + 2),
                                   (q[0] + 2, q[1] + s)])


def _broken_board(g: pygame.Surface, p: tuple[float, float], a: float) -> None:
    q = (p[0] + 34 * math.cos(a), p[1] + 34 * math.sin(a))
    pygame.draw.line(g, (50, 34, 22), p, q, 12)
    pygame.draw.line(g, (96, 68, 44), p, q, 8)
    tip = (q[0] + 8 * math.cos(a + 0.6), q[1] + 8 * math.sin(a + 0.6))
    pygame.draw.line(g, (96, 68, 44), q, tip, 4)


@recipe("crypt", "stone")
def crypt(room: Room) -> None:
    rng = room.rng
    with_piece(room, lambda g: sarcophagus(g, pygame.Rect(MID - 55, MID - 60, 110, 210)))
    with_piece(room, lambda g: props.skull_niches(g, rng, along(3, IN0 + 20, IN1 - IN0 - 40,
                                                                 36)))
    with_piece(room, lambda g: props.skull_niches(g, rng, along(1, IN0 + 20, IN1 - IN0 - 40,
                                                                 36)))
    for p in ((MID - 80, MID - 80), (MID + 80, MID - 80), (MID - 80, MID + 170),
              (MID + 80, MID + 170)):
        with_piece(room, lambda g, p=p: candle(room, g, p, 6, 0.3, 70))
    props.spectral_mist(room.canvas, rng, pygame.Rect(IN0, IN0, IN1 - IN0, IN1 - IN0), 10,
                        (140, 200, 190))


@recipe("furnace_room", "stone")
def furnace_room(room: Room) -> None:
    rng = room.rng
    f = pygame.Rect(IN1 - 170, MID - 90, 150, 180)
    with_piece(room, lambda g: props.furnace(room, g, f, 3))
    coal(room.canvas, rng, (IN0 + 90, IN1 - 90), 60, 70)
    with_piece(room, lambda g: _shovel(g, (IN0 + 120, IN0 + 60)))
    for y in (IN0 + 14, IN0 + 30):
        pygame.draw.line(room.canvas, (60, 60, 68), (MID + 40, y), (IN1 - 10, y), 9)
        pygame.draw.line(room.canvas, (110, 100, 96), (MID + 40, y - 2), (IN1 - 10, y - 2), 2)


@recipe("gallery", "parquet")
def gallery(room: Room) -> None:
    rng = room.rng
    edge = MID - 20
    drop = pygame.Rect(0, 0, edge, C)
    below = pygame.Surface((edge * 2, C * 2))
    sub = Room(below, random.Random(seed_for("gallery-below")), frozenset(), room.tint)
    sub.canvas = pygame.Surface((C, C))
    parquet(sub, tone(WOOD_LIGHT, FLOOR_COLORS["ground"], 0.45), 64)
    far = pygame.transform.smoothscale(sub.canvas, (C // 2, C // 2))
    for y in range(0, C, C // 2):
        for x in range(-C // 4, edge, C // 2):
            room.canvas.blit(far, (x, y))
    dark = pygame.Surface(drop.size)
    dark.fill((120, 108, 124))
    room.canvas.blit(dark, (0, 0), special_flags=pygame.BLEND_RGB_MULT)
    inlay = shade(BRASS, 0.55)
    pygame.draw.circle(room.canvas, inlay, (edge // 2 - 20, MID), 64, 3)
    for p in polygon_points(edge // 2 - 20, MID, 58, 8):
        pygame.draw.line(room.canvas, inlay, (edge // 2 - 20, MID), p, 2)
    depth = layer((C, C))
    for k in range(40):
        pygame.draw.line(depth, (0, 0, 0, 200 - k * 5), (edge - k, 0), (edge - k, C), 1)
    room.canvas.blit(depth, (0, 0))
    pygame.draw.line(room.canvas, (6, 4, 8), (edge, 0), (edge, C), 14)
    with_piece(room, lambda g: balustrade(g, (edge + 12, IN0), (edge + 12, IN1)))
    runner = pygame.Rect(edge + 70, IN0, 90, IN1 - IN0)
    rug(room, runner, cloth(room, RED_CLOTH), cloth(room, shade(RED_CLOTH, 0.5)), "none")

    def frames(g: pygame.Surface) -> None:
        for y in (IN0 + 60, MID - 30, IN1 - 120):
            props.frame(g, pygame.Rect(IN1 - 6, y, 12, 70), rng)

    room.late.append(frames)


@recipe("ballroom", "parquet")
def ballroom(room: Room) -> None:
    g = room.canvas
    inlay = tone(BRASS, room.tint, 0.2)
    pygame.draw.circle(g, shade(inlay, 0.5), (MID, MID), 130)
    pygame.draw.circle(g, tone((50, 36, 28), room.tint, 0.3), (MID, MID), 126)
    star = polygon_points(MID, MID, 118, 16)
    inner = polygon_points(MID, MID, 60, 16, -math.pi / 2 + math.pi / 16)
    pts = [p for pair in zip(star, inner, strict=True) for p in pair]
    pygame.draw.polygon(g, tone(OAK, room.tint, 0.4), pts)
    pygame.draw.polygon(g, inlay, pts, 2)
    pygame.draw.circle(g, inlay, (MID, MID), 126, 3)
    pygame.draw.circle(g, inlay, (MID, MID), 30, 3)
    for x, y in ((IN0 + 40, IN0 + 40), (IN1 - 40, IN0 + 40), (IN0 + 40, IN1 - 40),
                 (IN1 - 40, IN1 - 40)):
        with_piece(room, lambda g, x=x, y=y: _candelabrum(room, g, (x, y)))
    room.lights.append(Light(MID, MID, 190, 0.06, (255, 210, 150)))


def _candelabrum(room: Room, g: pygame.Surface, p: tuple[float, float]) -> None:
    pygame.draw.circle(g, shade(BRASS, 0.6), p, 16)
    pygame.draw.circle(g, BRASS, p, 13, 3)
    for k in range(3):
        a = k * 2 * math.pi / 3
        candle(room, g, (p[0] + 12 * math.cos(a), p[1] + 12 * math.sin(a)), 4, 0.09, 60)


@recipe("mystic_elevator", "tiles")
def mystic_elevator(room: Room) -> None:
    r = pygame.Rect(MID - 120, IN0 + 40, 240, 250)
    with_piece(room, lambda g: cage(g, r), 1.4)
    glow = layer((C, C))
    pygame.draw.ellipse(glow, (63, 167, 160, 40), r.inflate(60, 60))
    room.canvas.blit(glow, (0, 0))
    room.lights.append(Light(MID, r.centery, 140, 0.22, (80, 200, 190)))


@recipe("underground_lake", "earth")
def underground_lake(room: Room) -> None:
    rng = room.rng
    shore = blob(rng, (MID - 50, MID + 60), 230, 190, 24, 0.12)
    water(room.canvas, rng, shore)
    for _ in range(14):
        a = rng.uniform(0, 2 * math.pi)
        p = (MID - 50 + 240 * math.cos(a), MID + 60 + 200 * math.sin(a))
        if IN0 < p[0] < IN1 and IN0 < p[1] < IN1:
            with_piece(room, lambda g, p=p: pygame.draw.circle(
                g, jitter(rng, STONE, 0.2), p, rng.uniform(8, 18)))
    with_piece(room, lambda g: _rowboat(g, (MID - 80, MID + 90)))


def _rowboat(g: pygame.Surface, c: tuple[float, float]) -> None:
    x, y = c
    hull = [(x - 60, y), (x - 30, y - 22), (x + 40, y - 20), (x + 66, y), (x + 40, y + 20),
            (x - 30, y + 22)]
    pygame.draw.polygon(g, (60, 40, 26), hull)
    pygame.draw.polygon(g, (96, 66, 40), [(px * 0.86 + x * 0.14, py * 0.8 + y * 0.2)
                                          for px, py in hull])
    for dx in (-20, 16):
        pygame.draw.line(g, (60, 40, 26), (x + dx, y - 18), (x + dx, y + 18), 5)
    pygame.draw.line(g, (130, 100, 60), (x - 10, y - 40), (x + 30, y + 40), 4)


@recipe("vault", "stone")
def vault(room: Room) -> None:
    g = room.canvas
    wall_y = MID + 40
    inside = pygame.Rect(IN0, wall_y, IN1 - IN0, IN1 - wall_y)
    dark = pygame.Surface(inside.size)
    dark.fill((120, 110, 100))
    g.blit(dark, inside.topleft, special_flags=pygame.BLEND_RGB_MULT)
    rng = room.rng
    for _ in range(40):
        p = (rng.uniform(inside.left + 20, inside.right - 20), rng.uniform(wall_y + 60,
                                                                           IN1 - 20))
        pygame.draw.circle(g, jitter(rng, CANDLE, 0.2), p, 4)
        pygame.draw.circle(g, (255, 230, 150), (p[0] - 1, p[1] - 1), 1)
    band = pygame.Rect(IN0, wall_y - 18, IN1 - IN0, 36)
    pygame.draw.rect(g, (24, 22, 28), band)
    pygame.draw.line(g, (70, 66, 74), band.topleft, band.topright, 3)
    with_piece(room, lambda s: vault_door(s, (MID, wall_y), 88), 1.2)
    room.lights.append(Light(MID, wall_y + 110, 90, 0.2, (255, 200, 90)))


@recipe("tower", "stone")
def tower(room: Room) -> None:
    g = room.canvas
    rng = room.rng
    mask = layer((C, C))
    mask.fill((16, 14, 20, 255))
    pygame.draw.circle(mask, (0, 0, 0, 0), (MID, MID), 232)
    g.blit(mask, (0, 0))
    pygame.draw.circle(g, (60, 54, 64), (MID, MID), 232, 4)
    _barrier(room, "W|E", "rubble")
    for y in (IN0 + 50, IN1 - 50):
        with_piece(room, lambda s, y=y: props.column(s, (MID, y), 18))
    _ = rng


@recipe("chasm", "earth")
def chasm(room: Room) -> None:
    _barrier(room, "W|E", "chasm")


@recipe("catacombs", "stone")
def catacombs(room: Room) -> None:
    rng = room.rng
    with_piece(room, lambda g: props.skull_niches(g, rng, along(3, IN0 + 10, IN1 - IN0 - 20, 34)))
    with_piece(room, lambda g: props.skull_niches(g, rng, along(1, IN0 + 10, IN1 - IN0 - 20, 34)))
    _barrier(room, "N|S", "bones")


def _barrier(room: Room, sides: str, kind: str) -> None:
    """The line that splits a barrier room between its two sides (as in params["sides"])."""
    a, _, _b = sides.partition("|")
    vertical = a in ("W", "E")  # sides W|E: the barrier runs north-south across the middle
    rng = room.rng
    g = room.canvas
    n = 14
    left, right = [], []
    for k in range(n + 1):
        t = -0.05 + 1.1 * k / n
        along_ = t * C
        w = 34 + rng.uniform(-10, 14) if kind == "chasm" else 22
        off = rng.uniform(-10, 10)
        if vertical:
            left.append((MID - w + off, along_))
            right.append((MID + w + off, along_))
        else:
            left.append((along_, MID - w + off))
            right.append((along_, MID + w + off))
    if kind == "chasm":
        poly = left + right[::-1]
        pygame.draw.polygon(g, (30, 24, 20), poly)
        pygame.draw.polygon(g, (8, 6, 8), _shrink(poly, 10))
        pygame.draw.lines(g, tone(EARTH, room.tint, 0.2), False, left, 3)
        pygame.draw.lines(g, tone(EARTH, room.tint, 0.2), False, right, 3)
        for p in left[1:-1:3]:
            pygame.draw.line(g, (110, 90, 60), p, (p[0] - 20, p[1] + 10) if vertical else
                             (p[0] + 10, p[1] - 20), 3)
        with_piece(room, lambda s: _rope_stub(s, left[n // 2], vertical))
    elif kind == "rubble":
        for k in range(34):
            t = k / 33
            p = (MID + rng.uniform(-26, 26), IN0 + t * (IN1 - IN0)) if vertical else (
                IN0 + t * (IN1 - IN0), MID + rng.uniform(-26, 26))
            with_piece(room, lambda s, p=p: _block(s, rng, p), 0.6)
        with_piece(room, lambda s: _beam(s, (MID - 40, MID - 120), (MID + 50, MID + 40)))
    else:
        for k in range(7):
            t = (k + 0.5) / 7
            p = (MID, IN0 + t * (IN1 - IN0)) if vertical else (IN0 + t * (IN1 - IN0), MID)
            with_piece(room, lambda s, p=p: bone_pile(s, rng, p, 30), 0.6)
    if kind != "chasm":
        _dashed_line(g, vertical, (190, 170, 130))


def _dashed_line(g: pygame.Surface, vertical: bool, col: Color) -> None:
    """A faint dashed guide along the barrier so its line reads at small sizes."""
    over = layer((C, C))
    for k in range(IN0, IN1, 28):
        a, b = ((MID, k), (MID, k + 14)) if vertical else ((k, MID), (k + 14, MID))
        pygame.draw.line(over, (*col, 90), a, b, 3)
    g.blit(over, (0, 0))


def _block(g: pygame.Surface, rng: random.Random, p: tuple[float, float]) -> None:
    s = rng.uniform(10, 22)
    c = jitter(rng, (116, 110, 104), 0.18)
    a = rng.uniform(0, math.pi)
    quarter = [a + k * math.pi / 2 for k in range(4)]
    pts = [(p[0] + s * math.cos(q), p[1] + s * 0.8 * math.sin(q)) for q in quarter]
    pygame.draw.polygon(g, c, pts)
    pygame.draw.polygon(g, shade(c, 0.6), pts, 2)


def _beam(g: pygame.Surface, a: tuple[float, float], b: tuple[float, float]) -> None:
    pygame.draw.line(g, (50, 34, 22), a, b, 22)
    pygame.draw.line(g, (92, 64, 40), a, b, 16)


def _rope_stub(g: pygame.Surface, p: tuple[float, float], vertical: bool) -> None:
    x, y = p
    for dy in (-18, 18):
        q = (x - 40, y + dy) if vertical else (x + dy, y - 40)
        pygame.draw.line(g, (150, 126, 84), q, (x + 6, y + dy * 0.6) if vertical else
                         (x + dy * 0.6, y + 6), 3)
    for k in range(3):
        r = pygame.Rect(x - 40 + k * 14, y - 16, 10, 32) if vertical else pygame.Rect(
            x - 16, y - 40 + k * 14, 32, 10)
        pygame.draw.rect(g, (92, 66, 40), r)


@recipe("revolving_wall", "planks")
def revolving_wall(room: Room) -> None:
    wall_side = {"N": 0, "E": 1, "S": 2, "W": 3}[str(room.params.get("wall", "W"))]
    g = room.canvas
    col = tone((190, 170, 130), room.tint, 0.3)
    arc_r = pygame.Rect(0, 0, GAP, GAP)
    centre = {0: (MID, IN0), 1: (IN1, MID), 2: (MID, IN1), 3: (IN0, MID)}[wall_side]
    arc_r.center = centre
    over = layer((C, C))
    start = {0: math.pi, 1: math.pi / 2, 2: 0.0, 3: -math.pi / 2}[wall_side]
    for k in range(10):
        a0 = start + k * math.pi / 10
        pygame.draw.arc(over, (*col, 220), arc_r, a0, a0 + math.pi / 16, 5)
        pygame.draw.arc(over, (*col, 90), arc_r.inflate(-40, -40), a0, a0 + math.pi / 16, 3)
    g.blit(over, (0, 0))
    with_piece(room, lambda s: center_rug_small(room, s))

    def panel(s: pygame.Surface) -> None:
        r = pygame.Rect(0, 0, WALL + 10, GAP) if wall_side in (1, 3) else pygame.Rect(
            0, 0, GAP, WALL + 10)
        r.center = {0: (MID, WALL // 2), 1: (C - WALL // 2, MID), 2: (MID, C - WALL // 2),
                    3: (WALL // 2, MID)}[wall_side]
        pygame.draw.rect(s, (70, 48, 32), r)
        inner = r.inflate(-12, -12)
        pygame.draw.rect(s, (96, 66, 44), inner)
        for k in range(1, 4):
            if wall_side in (1, 3):
                y = inner.top + inner.height * k // 4
                pygame.draw.line(s, (60, 40, 26), (inner.left, y), (inner.right, y), 2)
            else:
                x = inner.left + inner.width * k // 4
                pygame.draw.line(s, (60, 40, 26), (x, inner.top), (x, inner.bottom), 2)
        pygame.draw.rect(s, (20, 14, 10), r, 3)
        pygame.draw.circle(s, BRASS, r.center, 9)
        pygame.draw.circle(s, (60, 40, 20), r.center, 9, 2)
        _turn_arrow(s, r.center, wall_side)

    room.late.append(panel)


def center_rug_small(room: Room, g: pygame.Surface) -> None:
    with_piece(room, lambda s: armchair(s, (IN1 - 90, IN0 + 90), 2.4, cloth(room, GREEN_CLOTH)))
    with_piece(room, lambda s: round_table(s, (IN1 - 150, IN0 + 150), 26, WOOD_DARK))
    with_piece(room, lambda s: shelf(s, room.rng, along(2, IN0 + 10, G0 - IN0 - 30, 40)))
    _ = g


def _turn_arrow(g: pygame.Surface, c: tuple[int, int], side: int) -> None:
    col = (232, 220, 192)
    r = pygame.Rect(0, 0, 46, 46)
    r.center = c
    pygame.draw.arc(g, col, r, 0.6, 2.6, 3)
    tip = (c[0] + 23 * math.cos(0.6), c[1] - 23 * math.sin(0.6))
    pygame.draw.polygon(g, col, [(tip[0] + 7, tip[1] - 2), (tip[0] - 5, tip[1] - 6),
                                 (tip[0] - 1, tip[1] + 7)])
    _ = side


# ---------------------------------------------------------------- ordinary rooms


@recipe("patio", "flag")
def patio(room: Room) -> None:
    rng = room.rng
    with_piece(room, lambda g: round_table(g, (MID + 40, MID - 30), 40, (90, 90, 96)))
    for a in (0.3, 2.2, 4.0):
        p = (MID + 40 + 70 * math.cos(a), MID - 30 + 70 * math.sin(a))
        with_piece(room, lambda g, a=a, p=p: chair(g, p, a + math.pi, (70, 70, 78)))
    for p in ((IN1 - 50, IN0 + 50), (IN1 - 50, IN1 - 50), (IN0 + 50, IN1 - 50)):
        with_piece(room, lambda g, p=p: plant(g, rng, p, 34))
    props.flowers(room.canvas, rng, pygame.Rect(IN1 - 80, MID + 40, 50, 120), 16)


@recipe("gardens", "grass")
def gardens(room: Room) -> None:
    rng = room.rng
    path = pygame.Rect(MID - 46, 0, 92, C)
    pygame.draw.rect(room.canvas, tone(GRAVEL, room.tint, 0.3), path)
    for _ in range(700):
        p = (rng.uniform(path.left, path.right), rng.uniform(path.top, path.bottom))
        pygame.draw.circle(room.canvas, jitter(rng, GRAVEL, 0.3), p, rng.uniform(1.5, 3.5))
    with_piece(room, lambda g: props.fountain(g, rng, (MID, MID), 80))
    for x in (IN0 + 20, IN1 - 130):
        for y in (IN0 + 20, IN1 - 150):
            with_piece(room, lambda g, x=x, y=y: props.hedge(g, rng, pygame.Rect(x, y, 110, 130)))
    props.flowers(room.canvas, rng, pygame.Rect(IN0 + 20, MID - 40, 120, 80), 22)
    props.flowers(room.canvas, rng, pygame.Rect(IN1 - 140, MID - 40, 120, 80), 22)


@recipe("root_cellar", "earth")
def root_cellar(room: Room) -> None:
    rng = room.rng
    with_piece(room, lambda g: shelf(g, rng, along(3, IN0 + 10, IN1 - IN0 - 20, 40), kind="jars"))
    for p in ((IN1 - 60, IN0 + 70), (IN1 - 90, IN0 + 120), (IN1 - 50, IN1 - 80)):
        with_piece(room, lambda g, p=p: sack(g, p, 26))
    with_piece(room, lambda g: barrel(g, (IN1 - 70, MID + 10), 26))
    props.roots(room.canvas, rng, (IN1 - 10, MID - 60), math.pi, 5)
    props.roots(room.canvas, rng, (MID + 50, IN0), math.pi / 2, 3)
    with_piece(room, lambda g: props.lantern(room, g, (MID, MID - 40), 0.35))


@recipe("cistern", "stone")
def cistern(room: Room) -> None:
    rng = room.rng
    pool = pygame.Rect(IN0 + 40, MID + 30, IN1 - IN0 - 80, IN1 - MID - 60)
    pygame.draw.rect(room.canvas, (96, 94, 90), pool.inflate(28, 28), border_radius=6)
    pygame.draw.rect(room.canvas, (60, 58, 56), pool.inflate(28, 28), 3, border_radius=6)
    water(room.canvas, rng, [pool.topleft, pool.topright, pool.bottomright, pool.bottomleft])
    for x in range(pool.left + 40, pool.right, 120):
        with_piece(room, lambda g, x=x: props.column(g, (x, pool.top - 40), 18))
    with_piece(room, lambda g: barrel(g, (MID, IN0 + 60), 24))
    with_piece(room, lambda g: props.lantern(room, g, (MID + 60, IN0 + 50), 0.35))


@recipe("ossuary", "stone")
def ossuary(room: Room) -> None:
    rng = room.rng
    with_piece(room, lambda g: props.skull_niches(g, rng, along(3, IN0 + 10, IN1 - IN0 - 20, 36)))
    for p in ((IN1 - 80, IN0 + 80), (MID - 40, IN1 - 80), (MID + 40, MID - 30)):
        with_piece(room, lambda g, p=p: bone_pile(g, rng, p, 46))
    with_piece(room, lambda g: _skull_pyramid(g, (IN1 - 90, IN1 - 90)))
    with_piece(room, lambda g: candle(room, g, (MID - 80, MID - 60), 6, 0.3, 80))


def _skull_pyramid(g: pygame.Surface, c: tuple[float, float]) -> None:
    for row, n in enumerate((4, 3, 2, 1)):
        for k in range(n):
            skull(g, (c[0] - (n - 1) * 10 + k * 20, c[1] + 20 - row * 14), 9)


@recipe("laundry", "tiles")
def laundry(room: Room) -> None:
    rng = room.rng
    for p in ((IN0 + 70, IN1 - 70), (IN0 + 160, IN1 - 60)):
        with_piece(room, lambda g, p=p: props.tub(g, p, 40))
    with_piece(room, lambda g: props.sink(g, along(3, IN0 + 30, 130, 60)))
    with_piece(room, lambda g: _basket(g, (IN1 - 80, IN1 - 80)))
    props.clothesline(room.canvas, rng, (IN0 + 10, MID - 30), (IN1 - 10, MID - 90))
    props.clothesline(room.canvas, rng, (IN0 + 10, MID + 50), (IN1 - 10, MID - 10))


def _basket(g: pygame.Surface, c: tuple[float, float]) -> None:
    pygame.draw.ellipse(g, (120, 92, 56), pygame.Rect(c[0] - 36, c[1] - 26, 72, 52))
    pygame.draw.ellipse(g, LINEN, pygame.Rect(c[0] - 28, c[1] - 19, 56, 38))
    pygame.draw.ellipse(g, (90, 66, 40), pygame.Rect(c[0] - 36, c[1] - 26, 72, 52), 4)


@recipe("scullery", "tiles")
def scullery(room: Room) -> None:
    rng = room.rng
    with_piece(room, lambda g: props.sink(g, along(1, MID - 140, 110, 70)))
    with_piece(room, lambda g: shelf(g, rng, along(1, MID + 30, 180, 36), kind="jars"))
    with_piece(room, lambda g: table(g, pygame.Rect(MID - 60, MID - 50, 120, 80), OAK))
    with_piece(room, lambda g: props.papers(g, rng, pygame.Rect(MID - 40, MID - 30, 60, 30), 2))
    for p in ((IN0 + 60, IN0 + 60), (IN0 + 100, IN0 + 50)):
        with_piece(room, lambda g, p=p: props.tub(g, p, 20, (110, 110, 118)))


@recipe("smugglers_tunnel", "earth")
def smugglers_tunnel(room: Room) -> None:
    g = room.canvas
    for x0, x1 in ((0, MID - 110), (MID + 110, C)):
        r = pygame.Rect(x0, 0, x1 - x0, C)
        pygame.draw.rect(g, (24, 20, 18), r)
        for k in range(60):
            rr = room.rng
            p = (rr.uniform(r.left, r.right), rr.uniform(r.top, r.bottom))
            pygame.draw.circle(g, (40 + k % 10, 34, 30), p, rr.uniform(6, 16))
    props.rails(g, MID - 40, MID + 40, 0, C)
    for y in (IN0 + 40, MID, IN1 - 40):
        for x in (MID - 110, MID + 96):
            with_piece(room, lambda s, x=x, y=y: props.post(s, pygame.Rect(x, y - 12, 14, 24)))
    with_piece(room, lambda s: crate(s, pygame.Rect(MID + 44, MID + 60, 56, 56)))
    with_piece(room, lambda s: props.lantern(room, s, (MID - 80, MID - 60), 0.4))


@recipe("dry_well", "earth")
def dry_well(room: Room) -> None:
    rng = room.rng
    with_piece(room, lambda g: props.well(g, (MID, MID + 30), 80), 1.3)
    for _ in range(12):
        p = (rng.uniform(IN0 + 20, IN1 - 20), rng.uniform(IN0 + 20, IN1 - 20))
        if math.hypot(p[0] - MID, p[1] - MID - 30) > 120:
            with_piece(room, lambda g, p=p: _block(g, rng, p), 0.5)
    props.roots(room.canvas, rng, (IN0, IN1 - 40), -0.5, 4)


@recipe("drawing_room", "planks")
def drawing_room(room: Room) -> None:
    rng = room.rng
    center_rug(room, GREEN_CLOTH, 50, "medallion")
    with_piece(room, lambda g: sofa(g, pygame.Rect(MID - 90, MID - 110, 180, 60), 0,
                                    cloth(room, RED_CLOTH)))
    with_piece(room, lambda g: table(g, pygame.Rect(MID - 50, MID - 30, 100, 56), WOOD_DARK))
    with_piece(room, lambda g: candle(room, g, (MID, MID - 2), 5, 0.3))
    for x, a in ((MID - 100, -0.6), (MID + 100, -2.5)):
        with_piece(room, lambda g, x=x, a=a: armchair(g, (x, MID + 80), a, cloth(room,
                                                                                    RED_CLOTH)))
    for p in ((IN0 + 46, IN0 + 46), (IN1 - 46, IN1 - 46)):
        with_piece(room, lambda g, p=p: plant(g, rng, p, 32))


@recipe("portrait_hall", "planks_h")
def portrait_hall(room: Room) -> None:
    rng = room.rng
    runner = pygame.Rect(MID - 70, IN0 - 10, 140, IN1 - IN0 + 20)
    rug(room, runner, cloth(room, PLUM_CLOTH), cloth(room, shade(PLUM_CLOTH, 0.5)), "diamond")
    for y in (IN0 + 80, IN1 - 160):
        with_piece(room, lambda g, y=y: pew(g, pygame.Rect(IN0 + 20, y, 40, 90)))
    with_piece(room, lambda g: table(g, along(1, MID - 50, 100, 40, 10), WOOD_DARK))
    with_piece(room, lambda g: candle(room, g, (IN1 - 30, MID), 6, 0.35, 80))

    def frames(g: pygame.Surface) -> None:
        for side in (1, 3):
            for y in (IN0 + 30, IN0 + 150, MID + 60, IN1 - 90):
                x = IN1 - 6 if side == 1 else IN0 - 6
                props.frame(g, pygame.Rect(x, y, 12, 70), rng)

    room.late.append(frames)


@recipe("music_room", "parquet")
def music_room(room: Room) -> None:
    rng = room.rng
    with_piece(room, lambda g: props.piano(g, (IN0 + 60, IN0 + 50), 1.1), 1.3)
    with_piece(room, lambda g: props.harp(g, (IN1 - 90, IN0 + 80)))
    with_piece(room, lambda g: _music_stand(g, (IN1 - 110, IN1 - 120)))
    for p in ((MID + 40, IN1 - 80), (MID + 100, IN1 - 90)):
        with_piece(room, lambda g, p=p: chair(g, p, -math.pi / 2, WOOD_DARK,
                                              cloth(room, RED_CLOTH)))
    with_piece(room, lambda g: candle(room, g, (IN0 + 200, IN0 + 60), 6, 0.35))
    _ = rng


def _music_stand(g: pygame.Surface, c: tuple[float, float]) -> None:
    pygame.draw.line(g, (40, 40, 44), (c[0] - 24, c[1]), (c[0] + 24, c[1]), 5)
    pygame.draw.rect(g, (214, 204, 178), pygame.Rect(c[0] - 20, c[1] - 10, 40, 8))
    pygame.draw.circle(g, (40, 40, 44), (c[0], c[1] + 10), 4)


@recipe("billiard_room", "planks")
def billiard_room(room: Room) -> None:
    rng = room.rng
    t = pygame.Rect(MID - 80, MID - 130, 160, 260)
    with_piece(room, lambda g: props.billiard_table(g, t, rng), 1.3)
    with_piece(room, lambda g: _cue_rack(g, along(3, MID - 80, 160, 20)))
    room.lights.append(Light(MID, MID, 150, 0.25, (255, 230, 170)))
    with_piece(room, lambda g: armchair(g, (IN1 - 70, IN1 - 70), -2.3, cloth(room, GREEN_CLOTH)))


def _cue_rack(g: pygame.Surface, r: pygame.Rect) -> None:
    pygame.draw.rect(g, WOOD_DARK, r)
    for y in range(r.top + 10, r.bottom - 4, 22):
        pygame.draw.line(g, (190, 160, 110), (r.left + 2, y), (r.right + 60, y + 6), 4)


@recipe("greenhouse", "terracotta")
def greenhouse(room: Room) -> None:
    rng = room.rng
    bed_r = along(2, IN0 + 10, IN1 - IN0 - 20, 60)
    pygame.draw.rect(room.canvas, (44, 32, 22), bed_r)
    pygame.draw.rect(room.canvas, (100, 86, 70), bed_r, 6)
    for k in range(6):
        x = bed_r.left + 40 + k * (bed_r.width - 80) / 5
        with_piece(room, lambda g, x=x: plant(g, rng, (x, bed_r.centery), 30, pot=None))
    for p in ((IN0 + 60, IN0 + 60), (IN1 - 60, IN0 + 60), (MID - 110, MID), (MID + 110, MID),
              (MID, MID - 80)):
        with_piece(room, lambda g, p=p: plant(g, rng, p, rng.uniform(30, 42)))
    props.flowers(room.canvas, rng, bed_r.inflate(-20, -20), 20)


@recipe("nursery", "planks")
def nursery(room: Room) -> None:
    rng = room.rng
    center_rug(room, (70, 80, 108), 60, "diamond")
    with_piece(room, lambda g: props.crib(g, along(3, MID + 40, 150, 80, 6)))
    with_piece(room, lambda g: props.rocking_horse(g, (MID + 40, MID - 40), 0.4))
    with_piece(room, lambda g: props.blocks(g, rng, (MID - 60, MID - 70)))
    with_piece(room, lambda g: props.doll(g, rng, (IN1 - 70, IN1 - 60), 1.3))
    with_piece(room, lambda g: chair(g, (IN1 - 110, IN1 - 70), -2.0, WOOD, s=22))
    cobweb(room.canvas, 3, 50)


@recipe("sewing_room", "planks")
def sewing_room(room: Room) -> None:
    rng = room.rng
    center_rug(room, PLUM_CLOTH, 90, "diamond")
    for k in range(4):
        r = pygame.Rect(IN0 + 20 + k * 30, IN0 + 20, 24, 90)
        col = jitter(rng, rng.choice((RED_CLOTH, GREEN_CLOTH, BLUE_CLOTH, PLUM_CLOTH)), 0.2)
        with_piece(room, lambda g, r=r, col=col: outline(g, col, r, 8), 0.5)
    t = along(1, IN0 + 60, 140, 60, 10)
    with_piece(room, lambda g: table(g, t, WOOD_DARK))
    with_piece(room, lambda g: _sewing_machine(g, t.center))
    with_piece(room, lambda g: props.spools(g, rng, (t.centerx, t.bottom - 18)))
    with_piece(room, lambda g: chair(g, (t.left - 26, t.centery), 0.0, WOOD_DARK,
                                     cloth(room, PLUM_CLOTH)))
    with_piece(room, lambda g: props.dress_form(g, (MID - 40, MID + 60)), 1.3)
    with_piece(room, lambda g: shelf(g, rng, along(2, IN0 + 10, G0 - IN0 - 20, 40)))
    with_piece(room, lambda g: candle(room, g, (t.centerx, t.top + 16), 5, 0.3))


def _sewing_machine(g: pygame.Surface, c: tuple[int, int]) -> None:
    pygame.draw.rect(g, (20, 20, 24), pygame.Rect(c[0] - 14, c[1] - 34, 28, 56), border_radius=6)
    pygame.draw.rect(g, BRASS, pygame.Rect(c[0] - 14, c[1] - 34, 28, 56), 2, border_radius=6)
    pygame.draw.circle(g, (60, 60, 66), (c[0], c[1] + 30), 8)


@recipe("guest_bedroom", "planks")
def guest_bedroom(room: Room) -> None:
    rng = room.rng
    center_rug(room, RED_CLOTH, 90, "diamond")
    b = pygame.Rect(IN0 + 14, IN0 + 8, 120, 190)
    with_piece(room, lambda g: bed(g, b, 0, cloth(room, BLUE_CLOTH)), 1.2)
    with_piece(room, lambda g: table(g, pygame.Rect(IN0 + 14, b.bottom + 10, 50, 44), WOOD_DARK))
    with_piece(room, lambda g: candle(room, g, (IN0 + 39, b.bottom + 32), 5, 0.3))
    with_piece(room, lambda g: _wardrobe(g, pygame.Rect(IN1 - 130, IN1 - 60, 110, 50)))
    with_piece(room, lambda g: props.trunk(g, pygame.Rect(IN1 - 100, IN0 + 20, 80, 50)))
    _ = rng


def _wardrobe(g: pygame.Surface, r: pygame.Rect) -> None:
    outline(g, WOOD_DARK, r, 3)
    pygame.draw.line(g, (30, 20, 14), (r.centerx, r.top + 4), (r.centerx, r.bottom - 4), 2)
    for dx in (-6, 6):
        pygame.draw.circle(g, BRASS, (r.centerx + dx, r.centery), 3)


@recipe("study", "planks")
def study(room: Room) -> None:
    rng = room.rng
    center_rug(room, RED_CLOTH, 70, "medallion")
    with_piece(room, lambda g: shelf(g, rng, along(3, IN0 + 10, IN1 - IN0 - 20, 40)))
    desk = pygame.Rect(IN0 + 80, MID - 80, 90, 160)
    with_piece(room, lambda g: table(g, desk, WOOD_DARK, cloth(room, GREEN_CLOTH)))
    with_piece(room, lambda g: props.papers(g, rng, desk.inflate(-40, -60), 4))
    with_piece(room, lambda g: candle(room, g, (desk.centerx, desk.top + 18), 5, 0.4))
    with_piece(room, lambda g: chair(g, (desk.right + 24, MID), math.pi, WOOD_DARK,
                                     cloth(room, RED_CLOTH)))
    with_piece(room, lambda g: props.globe(g, (IN1 - 70, IN0 + 70), 26))


@recipe("trophy_room", "planks")
def trophy_room(room: Room) -> None:
    rng = room.rng
    with_piece(room, lambda g: props.bear_rug(g, (MID - 20, MID), 1.1))
    with_piece(room, lambda g: props.display_case(g, along(1, IN0 + 30, 150, 50, 6), rng))
    with_piece(room, lambda g: props.display_case(g, along(1, IN1 - 180, 150, 50, 6), rng,
                                                  "eggs"))

    def heads(g: pygame.Surface) -> None:
        props.antlers(g, (IN1 - 2, MID), 1)

    room.late.append(heads)


@recipe("long_corridor", "planks_h")
def long_corridor(room: Room) -> None:
    g = room.canvas
    for r in (pygame.Rect(0, 0, MID - 110, C), pygame.Rect(MID + 110, 0, C - MID - 110, C)):
        pygame.draw.rect(g, (22, 19, 28), r)
    runner = pygame.Rect(MID - 60, 0, 120, C)
    rug(room, runner, cloth(room, RED_CLOTH), cloth(room, shade(RED_CLOTH, 0.5)), "diamond")
    rng = room.rng

    def sconces(s: pygame.Surface) -> None:
        for y in (IN0 + 90, MID, IN1 - 90):
            for x in (MID - 104, MID + 104):
                pygame.draw.circle(s, BRASS, (x, y), 7)
                pygame.draw.circle(s, (255, 226, 150), (x, y), 3)
        for y in (IN0 + 40, IN1 - 130):
            props.frame(s, pygame.Rect(MID - 116, y, 12, 60), rng)

    for y in (IN0 + 90, MID, IN1 - 90):
        for x in (MID - 96, MID + 96):
            room.lights.append(Light(x, y, 60, 0.28))
    room.late.append(sconces)


@recipe("cold_hallway", "stone")
def cold_hallway(room: Room) -> None:
    rng = room.rng
    frost = layer((C, C))
    for _ in range(240):
        p = (rng.uniform(0, C), rng.uniform(0, C))
        d = min(p[0], p[1], C - p[0], C - p[1])
        a = max(0, 44 - d * 0.4)
        if a:
            pygame.draw.circle(frost, (200, 220, 240, round(a)), p, rng.uniform(6, 20))
    for _ in range(24):
        x, y = rng.uniform(IN0, IN1), rng.uniform(IN0, IN1)
        for k in range(3):
            a = k * math.pi / 3
            dx, dy = 8 * math.cos(a), 8 * math.sin(a)
            pygame.draw.line(frost, (220, 236, 250, 110), (x - dx, y - dy), (x + dx, y + dy), 1)
    room.canvas.blit(frost, (0, 0))
    props.spectral_mist(room.canvas, rng, pygame.Rect(IN0, IN0, IN1 - IN0, IN1 - IN0), 16,
                        (190, 220, 240))
    room.lights.append(Light(MID, MID, 160, 0.15, (120, 170, 230)))


@recipe("observatory", "planks")
def observatory(room: Room) -> None:
    rng = room.rng
    props.star_chart(room.canvas, rng, (MID, MID + 40), 150)
    with_piece(room, lambda g: props.telescope(g, (MID, MID - 30), -2.2), 1.4)
    desk = along(1, MID + 40, 120, 60, 10)
    with_piece(room, lambda g: table(g, desk, WOOD_DARK))
    with_piece(room, lambda g: props.papers(g, rng, desk.inflate(-30, -40), 3))
    with_piece(room, lambda g: candle(room, g, (desk.centerx, desk.bottom - 16), 5, 0.3))
    room.lights.append(Light(MID, IN0 + 40, 160, 0.15, (140, 170, 230)))


@recipe("rooftop_balcony", "gravel")
def rooftop_balcony(room: Room) -> None:
    g = room.canvas
    rng = room.rng
    for x0, x1 in ((0, MID - 120), (MID + 120, C)):
        for y in range(0, C, 26):
            for x in range(x0 - (y // 26 % 2) * 20, x1, 40):
                c = jitter(rng, (56, 58, 70), 0.15)
                r = pygame.Rect(x, y, 38, 24).clip(pygame.Rect(x0, 0, x1 - x0, C))
                pygame.draw.rect(g, c, r)
                pygame.draw.line(g, shade(c, 0.5), r.bottomleft, r.bottomright, 2)
    for x in (MID - 120, MID + 120):
        with_piece(room, lambda s, x=x: balustrade(s, (x, IN0 - 20), (x, IN1 + 20),
                                                   (90, 88, 96)))
    with_piece(room, lambda s: plant(s, rng, (MID + 70, IN0 + 70), 34))
    with_piece(room, lambda s: chair(s, (MID - 60, MID + 40), 0.4, (70, 70, 78)))


@recipe("chimney_nook", "planks")
def chimney_nook(room: Room) -> None:
    center_rug(room, RED_CLOTH, 80, "diamond")
    with_piece(room, lambda g: fireplace(room, g, 0, 170))
    for x, a in ((MID - 80, -1.1), (MID + 80, -2.0)):
        with_piece(room, lambda g, x=x, a=a: armchair(g, (x, MID), a, cloth(room, GREEN_CLOTH)))
    with_piece(room, lambda g: round_table(g, (MID, MID + 30), 22, WOOD_DARK))
    with_piece(room, lambda g: _log_basket(g, (IN1 - 70, IN0 + 50)))


def _log_basket(g: pygame.Surface, c: tuple[float, float]) -> None:
    pygame.draw.rect(g, (70, 50, 30), pygame.Rect(c[0] - 30, c[1] - 22, 60, 44), border_radius=6)
    for k in range(3):
        pygame.draw.circle(g, (140, 110, 76), (c[0] - 16 + k * 16, c[1]), 8)
        pygame.draw.circle(g, (90, 64, 40), (c[0] - 16 + k * 16, c[1]), 8, 2)


@recipe("solarium", "pale")
def solarium(room: Room) -> None:
    rng = room.rng
    moon = layer((C, C))
    for k in range(3):
        r = pygame.Rect(IN0 + 50 + k * 140, IN1 - 190, 90, 180)
        pygame.draw.polygon(moon, (170, 200, 240, 34), [r.bottomleft, r.bottomright,
                                                        (r.right + 40, r.top),
                                                        (r.left + 40, r.top)])
    room.canvas.blit(moon, (0, 0))
    for p in ((IN0 + 50, IN1 - 50), (IN1 - 50, IN1 - 50), (MID, IN1 - 60), (IN0 + 50, IN0 + 50)):
        with_piece(room, lambda g, p=p: plant(g, rng, p, rng.uniform(34, 44)))
    for p in ((MID - 60, MID + 10), (MID + 60, MID + 10)):
        with_piece(room, lambda g, p=p: props.wicker_chair(g, p))
    with_piece(room, lambda g: round_table(g, (MID, MID - 40), 24, (150, 120, 80)))


@recipe("butlers_pantry", "tiles")
def butlers_pantry(room: Room) -> None:
    rng = room.rng
    with_piece(room, lambda g: shelf(g, rng, along(2, IN0 + 10, IN1 - IN0 - 20, 40), kind="jars"))
    with_piece(room, lambda g: shelf(g, rng, along(3, IN0 + 10, IN1 - IN0 - 60, 40), kind="jars"))
    t = pygame.Rect(MID - 50, MID - 60, 110, 120)
    with_piece(room, lambda g: table(g, t, OAK, cloth(room, LINEN)))
    for k in range(5):
        p = (t.left + 20 + k * 18, t.centery + (k % 2) * 18 - 8)
        with_piece(room, lambda g, p=p: pygame.draw.circle(g, (200, 200, 210), p, 7), 0.3)
    with_piece(room, lambda g: props.stove(room, g, along(0, IN1 - 150, 110, 56)))


@recipe("doll_room", "planks")
def doll_room(room: Room) -> None:
    rng = room.rng
    center_rug(room, (104, 58, 72), 70, "diamond")
    with_piece(room, lambda g: shelf(g, rng, along(0, IN0 + 10, IN1 - IN0 - 20, 40), kind="none"))
    with_piece(room, lambda g: shelf(g, rng, along(1, IN0 + 50, IN1 - IN0 - 60, 40), kind="none"))
    for k in range(8):
        p = (IN0 + 40 + k * 52, IN0 + 20)
        with_piece(room, lambda g, p=p: props.doll(g, rng, p, 0.9), 0.4)
    for k in range(6):
        p = (IN1 - 20, IN0 + 90 + k * 56)
        with_piece(room, lambda g, p=p: props.doll(g, rng, p, 0.9), 0.4)
    with_piece(room, lambda g: props.dollhouse(g, pygame.Rect(MID - 70, MID - 50, 120, 90)))
    with_piece(room, lambda g: round_table(g, (IN0 + 90, IN1 - 90), 26, (200, 190, 170)))
    for a in (0.0, 2.1, 4.2):
        p = (IN0 + 90 + 42 * math.cos(a), IN1 - 90 + 42 * math.sin(a))
        with_piece(room, lambda g, a=a, p=p: props.doll(g, rng, p, 0.8), 0.4)


@recipe("taxidermy_parlour", "planks")
def taxidermy_parlour(room: Room) -> None:
    rng = room.rng
    center_rug(room, GREEN_CLOTH, 60, "medallion")
    with_piece(room, lambda g: props.display_case(g, along(3, IN0 + 40, 160, 50, 6), rng))
    with_piece(room, lambda g: props.display_case(g, along(3, IN1 - 200, 160, 50, 6), rng))
    with_piece(room, lambda g: _stag(g, (MID + 30, MID)), 1.4)

    def heads(g: pygame.Surface) -> None:
        props.antlers(g, (IN0 + 2, MID), 3)

    room.late.append(heads)


def _stag(g: pygame.Surface, c: tuple[float, float]) -> None:
    """A stuffed stag on a plinth, seen from above."""
    x, y = c
    pygame.draw.rect(g, WOOD_DARK, pygame.Rect(x - 80, y - 40, 160, 80), border_radius=6)
    pygame.draw.rect(g, BRASS, pygame.Rect(x - 80, y - 40, 160, 80), 2, border_radius=6)
    fur = (120, 86, 56)
    pygame.draw.ellipse(g, shade(fur, 0.7), pygame.Rect(x - 56, y - 20, 100, 40))
    pygame.draw.ellipse(g, fur, pygame.Rect(x - 52, y - 17, 92, 34))
    pygame.draw.line(g, fur, (x + 36, y), (x + 62, y), 14)
    pygame.draw.circle(g, shade(fur, 0.9), (x + 66, y), 12)
    for sy in (-1, 1):
        pts = [(x + 62, y + sy * 8), (x + 50, y + sy * 30), (x + 30, y + sy * 40)]
        pygame.draw.lines(g, BONE, False, pts, 3)
        pygame.draw.line(g, BONE, (x + 50, y + sy * 30), (x + 66, y + sy * 44), 2)
        pygame.draw.line(g, BONE, (x + 40, y + sy * 36), (x + 40, y + sy * 52), 2)


# ---------------------------------------------------------------- pipeline

def render_room(room_id: str, floors: set[str] | frozenset[str], doors: frozenset[int],
                locked: frozenset[int], outdoor: bool, params: dict[str, object] | None = None
                ) -> pygame.Surface:
    """Draw one room tile at 256x256."""
    rng = random.Random(seed_for("room", room_id))
    room = Room(pygame.Surface((C, C)), rng, doors, floor_tint(floors), outdoor=outdoor,
                params=dict(params or {}))
    kind, draw = RECIPES.get(room_id, ("planks", _fallback))
    lay_floor(room, kind)
    draw(room)
    apply_lighting(room)
    draw_walls(room, locked)
    for fn in room.late:
        fn(room.canvas)
    return downscale(room.canvas, (TILE, TILE))


def _fallback(room: Room) -> None:
    """A room with no recipe yet (a new room in the table): a rug and a table."""
    center_rug(room, RED_CLOTH, 80)
    with_piece(room, lambda g: round_table(g, (MID, MID), 40, WOOD_DARK))
    with_piece(room, lambda g: candle(room, g, (MID, MID), 6, 0.35))


def main() -> list[Path]:
    """Write every room tile and a contact sheet to /tmp; return the files written."""
    init()
    from game.content.loader import Problems, load_rooms

    rooms, _start = load_rooms(Problems())
    OUT.mkdir(parents=True, exist_ok=True)
    written: list[Path] = []
    images: list[pygame.Surface] = []
    for room_id in sorted(rooms):
        r = rooms[room_id]
        img = render_room(room_id, r.floors, frozenset(r.doors), frozenset(r.locked_doors),
                          bool(r.outdoor), dict(r.params))
        path = OUT / f"{room_id}.png"
        pygame.image.save(img, str(path))
        written.append(path)
        images.append(img)
    contact_sheet(images, sorted(rooms), 8, SHEET, 160)
    missing = sorted(set(rooms) - set(RECIPES))
    if missing:
        print("rooms drawn with the fallback recipe:", ", ".join(missing))
    print(f"{len(written)} room tiles in {OUT}; contact sheet {SHEET}")
    return written


if __name__ == "__main__":
    main()
