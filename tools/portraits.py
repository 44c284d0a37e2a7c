"""Explorer portraits: a Victorian cameo silhouette in a candle-lit gilt oval.

Each explorer (levels/explorers.json) gets a 256x256 PNG with a transparent
outside. The backing is tinted by the explorer's colour; the profile, hair
and accessories come from STYLES by id (a new explorer without an entry gets
a style picked deterministically from its id and age).
"""

from __future__ import annotations

import json
import math
import random
from dataclasses import dataclass
from pathlib import Path

import pygame
from artkit import (
    ASSETS,
    CANDLE,
    INK,
    PARCHMENT,
    ROOT,
    Color,
    downscale,
    hex_rgb,
    layer,
    mix,
    polygon_points,
    radial_gradient,
    rgba,
    seed_for,
    shade,
    smooth,
    soften,
    white_mask,
)

OUT = ASSETS / "portraits"
SIZE = 256
N = 512  # drawing size (2x)
CX, CY = N / 2, N / 2
RX, RY = 200, 236  # the oval opening

Pt = tuple[float, float]


@dataclass(frozen=True)
class Style:
    hair: str  # short, curly, bun, long, ponytail, bob, braid, braids, wrap, bald, receding
    facial: str = ""  # beard, moustache, stubble
    accessory: str = ""  # glasses, earring, bow, hat, cravat, scarf, collar, pendant, cap
    grey: bool = False
    facing: int = 1  # 1 = looks right, -1 = looks left


STYLES: dict[str, Style] = {
    "ingrid_solberg": Style("bun", accessory="earring"),
    "kofi_mensah": Style("curly", accessory="scarf", facing=-1),
    "amara_nwosu": Style("wrap", accessory="glasses", grey=True),
    "noor_haddad": Style("ponytail", accessory="bow", facing=-1),
    "rafael_duarte": Style("short", facial="beard", accessory="collar"),
    "yuki_tanabe": Style("bob", accessory="glasses", facing=-1),
    "siobhan_keane": Style("long", accessory="pendant"),
    "anton_petrescu": Style("bald", facial="beard", accessory="cravat", grey=True, facing=-1),
    "priya_raman": Style("braid", accessory="earring"),
    "marisol_quispe": Style("braids", accessory="hat", facing=-1),
    "aurelio_bassani": Style("receding", facial="moustache", accessory="cravat", grey=True),
    "wen_li": Style("short", accessory="cap", facing=-1),
}
HAIRS = ("short", "curly", "bun", "long", "ponytail", "bob", "braid", "braids")
ACCESSORIES = ("glasses", "earring", "scarf", "collar", "pendant", "cravat", "")


def style_for(explorer_id: str, age: int) -> Style:
    """The explorer's style, or one picked from the id for an explorer not listed."""
    if explorer_id in STYLES:
        return STYLES[explorer_id]
    rng = random.Random(seed_for("portrait", explorer_id))
    return Style(rng.choice(HAIRS), "", rng.choice(ACCESSORIES), grey=age >= 60,
                 facing=rng.choice((1, -1)))


@dataclass
class Head:
    """Where the head sits and how big, by age."""

    x: float
    y: float
    s: float  # head scale
    body: float  # shoulder scale
    nose: float  # extra nose length
    child: bool
    old: bool

    def p(self, dx: float, dy: float) -> Pt:
        return (self.x + dx * self.s, self.y + dy * self.s)


def head_for(age: int, rng: random.Random) -> Head:
    child = age < 13
    teen = age < 18
    old = age >= 60
    s = 1.02 if child else 1.0
    body = 0.72 if child else 0.88 if teen else 1.0
    y = 236 if child else 214
    nose = (-10 if child else -4 if teen else 0) + rng.uniform(-4, 8) + (6 if old else 0)
    return Head(CX - 14, y, s, body, nose, child, old)


# ---------------------------------------------------------------- silhouette parts


def face_points(h: Head, rng: random.Random) -> list[Pt]:
    """The profile line from the top of the forehead round to the nape (facing right)."""
    n = h.nose
    chin = -6 if h.child else 4 if h.old else 0
    brow = rng.uniform(-3, 3)
    pts = [(30, -86), (58, -58), (70, -26 + brow), (66, -12), (72, 0), (90 + n, 26),
           (88 + n, 32), (74, 40), (74, 48), (79, 54), (73, 60), (77, 67), (68, 76),
           (72 + chin, 90), (60 + chin, 104), (30, 110), (30, 136), (34, 176), (-46, 176),
           (-44, 100), (-70, 50)]
    if h.child:
        pts[0] = (36, -88)
        pts[1] = (64, -56)
    return [h.p(x, y) for x, y in pts]


def draw_bust(g: pygame.Surface, h: Head, cloth: Color, st: Style) -> None:
    """Shoulders and chest in the explorer's colour, shaded, with a collar line."""
    w = 200 * h.body
    top = h.y + 150 * h.s
    pts = [(h.x - w, N), (h.x - w * 0.95, top + 110), (h.x - w * 0.7, top + 40),
           (h.x - 50, top), (h.x + 40, top), (h.x + w * 0.7, top + 40),
           (h.x + w * 0.95, top + 110), (h.x + w, N)]
    pygame.draw.polygon(g, rgba(shade(cloth, 0.7), 255), smooth(pts))
    lit = [(h.x + 10, top + 8), (h.x + w * 0.68, top + 46), (h.x + w * 0.92, top + 112),
           (h.x + w * 0.96, N), (h.x + 30, N)]
    pygame.draw.polygon(g, rgba(shade(cloth, 0.92), 255), smooth(lit))
    v = [(h.x - 34, top + 2), (h.x + 2, top + 70), (h.x + 36, top + 2)]
    pygame.draw.polygon(g, rgba(shade(cloth, 0.35), 255), v)
    pygame.draw.lines(g, rgba(shade(cloth, 1.1), 255), False, v, 4)
    for k in range(3):
        pygame.draw.circle(g, rgba(CANDLE, 255), (h.x + 2, top + 96 + k * 36), 5)
    _ = st


def hair_shape(g: pygame.Surface, h: Head, st: Style, col: Color, rng: random.Random) -> None:
    """The hair (or hat, or wrap) as solid shapes around the cranium."""
    c = rgba(col, 255)
    cap = [h.p(x, y) for x, y in ((34, -90), (10, -104), (-30, -106), (-66, -90), (-88, -58),
                                  (-96, -20), (-90, 20), (-70, 46), (-40, 30), (-20, -10),
                                  (20, -40), (48, -70))]
    if st.hair in ("short", "receding", "bob", "long", "ponytail", "bun", "braid", "braids"):
        if st.hair == "receding":
            cap = [h.p(x, y) for x, y in ((-6, -98), (-40, -100), (-74, -80), (-92, -40),
                                          (-90, 10), (-70, 44), (-44, 30), (-30, -20),
                                          (-10, -70))]
        pygame.draw.polygon(g, c, smooth(cap))
    if st.hair == "curly":
        for a in range(0, 330, 22):
            r = math.radians(a - 200)
            p = h.p(-18 + 80 * math.cos(r), -30 + 76 * math.sin(r))
            pygame.draw.circle(g, c, p, 26 * h.s)
        pygame.draw.circle(g, c, h.p(-20, -30), 76 * h.s)
    elif st.hair == "bun":
        pygame.draw.circle(g, c, h.p(-86, -70), 34 * h.s)
    elif st.hair == "long":
        mane = [h.p(x, y) for x, y in ((-40, -100), (-92, -60), (-110, 20), (-116, 120),
                                       (-106, 200), (-50, 214), (-30, 180), (-46, 110),
                                       (-30, 40))]
        pygame.draw.polygon(g, c, smooth(mane))
    elif st.hair == "bob":
        bob = [h.p(x, y) for x, y in ((50, -76), (40, -96), (-20, -112), (-80, -92),
                                      (-104, -40), (-104, 40), (-90, 90), (-30, 96),
                                      (-26, 40), (-6, -20), (30, -50), (60, -54))]
        pygame.draw.polygon(g, c, smooth(bob))
    elif st.hair == "ponytail":
        tail = [h.p(x, y) for x, y in ((-80, -60), (-130, -40), (-160, 10), (-150, 80),
                                       (-128, 40), (-110, 0), (-86, -20))]
        pygame.draw.polygon(g, c, smooth(tail))
        pygame.draw.circle(g, c, h.p(-86, -50), 20 * h.s)
    elif st.hair == "braid":
        for k in range(7):
            pygame.draw.circle(g, c, h.p(-80 - k * 4, 10 + k * 30), (22 - k * 1.5) * h.s)
    elif st.hair == "braids":
        for k in range(6):
            pygame.draw.circle(g, c, h.p(-60 - k * 2, 40 + k * 28), (18 - k) * h.s)
    elif st.hair == "wrap":
        wrap = [h.p(x, y) for x, y in ((44, -70), (40, -120), (10, -170), (-50, -180),
                                       (-110, -140), (-118, -60), (-96, 10), (-60, 30),
                                       (-40, -20), (0, -56))]
        pygame.draw.polygon(g, c, smooth(wrap))
    _ = rng


def hair_texture(g: pygame.Surface, h: Head, st: Style, col: Color, rng: random.Random) -> None:
    """Fine strands or folds in a lighter tone over the hair shapes."""
    line = rgba(mix(col, PARCHMENT, 0.35 if st.grey else 0.18), 255)
    if st.hair == "wrap":
        for k in range(5):
            r = pygame.Rect(0, 0, (150 - k * 16) * h.s, (90 - k * 10) * h.s)
            r.center = h.p(-40, -120 + k * 16)
            pygame.draw.arc(g, line, r, 0.2, 2.9, 3)
        return
    if st.hair in ("bald",):
        return
    for _ in range(14):
        a0 = rng.uniform(-2.8, -0.6)
        r = rng.uniform(50, 90)
        box = pygame.Rect(0, 0, 2 * r * h.s, 2 * r * h.s)
        box.center = h.p(-20, -20)
        pygame.draw.arc(g, line, box, -a0 - 0.5, -a0 + 0.2, 2)


def facial_hair(g: pygame.Surface, h: Head, st: Style, col: Color) -> None:
    c = rgba(col, 255)
    if st.facial == "beard":
        pts = [(26, 40), (66, 56), (80, 74), (78, 104), (60, 128), (24, 132), (-6, 104),
               (-20, 40)]
        pygame.draw.polygon(g, c, smooth([h.p(x, y) for x, y in pts]))
    if st.facial in ("beard", "moustache"):
        pts = [(60, 42), (84, 46), (88, 58), (70, 56), (56, 54)]
        pygame.draw.polygon(g, c, [h.p(x, y) for x, y in pts])


def accessory(g: pygame.Surface, h: Head, st: Style, cloth: Color, hair: Color) -> None:
    """Spectacles, earrings, hats and neckwear: small things that make each bust distinct."""
    gold = rgba(CANDLE, 255)
    a = st.accessory
    if a == "glasses":
        r = pygame.Rect(0, 0, 24 * h.s, 20 * h.s)
        r.center = h.p(62, -6)
        pygame.draw.ellipse(g, gold, r, 3)
        pygame.draw.line(g, gold, h.p(50, -8), h.p(-6, -12), 3)
    elif a == "earring":
        pygame.draw.circle(g, gold, h.p(-6, 34), 7 * h.s)
        pygame.draw.circle(g, rgba(shade(CANDLE, 1.3), 255), h.p(-6, 52), 5 * h.s)
    elif a == "bow":
        bow = [(-80, -70), (-110, -90), (-106, -50), (-80, -70), (-60, -100), (-50, -60)]
        pygame.draw.polygon(g, rgba(mix(cloth, PARCHMENT, 0.3), 255), [h.p(x, y) for x, y in bow])
    elif a == "hat":
        brim = pygame.Rect(0, 0, 230 * h.s, 36 * h.s)
        brim.center = h.p(-14, -84)
        pygame.draw.ellipse(g, rgba(hair, 255), brim)
        crown = pygame.Rect(0, 0, 130 * h.s, 80 * h.s)
        crown.midbottom = h.p(-14, -88)
        pygame.draw.rect(g, rgba(hair, 255), crown, border_top_left_radius=round(40 * h.s),
                         border_top_right_radius=round(40 * h.s))
        band = pygame.Rect(crown.left, crown.bottom - 16 * h.s, crown.width, 12 * h.s)
        pygame.draw.rect(g, rgba(shade(cloth, 0.9), 255), band)
    elif a == "cap":
        cap = [(60, -70), (96, -64), (60, -56), (-70, -60), (-90, -90), (-40, -120), (30, -110)]
        pygame.draw.polygon(g, rgba(hair, 255), [h.p(x, y) for x, y in cap])
        pygame.draw.line(g, rgba(shade(cloth, 0.8), 255), h.p(-80, -66), h.p(58, -62), 4)
    elif a == "scarf":
        wool = mix(cloth, PARCHMENT, 0.3)
        sc = [(-52, 140), (40, 136), (48, 176), (-50, 186)]
        pygame.draw.polygon(g, rgba(wool, 255), smooth([h.p(x, y) for x, y in sc]))
        tail = [(-30, 170), (-6, 176), (-14, 270), (-40, 266)]
        pygame.draw.polygon(g, rgba(shade(wool, 0.85), 255), smooth([h.p(x, y) for x, y in tail]))
        for k in range(3):
            y = 150 + k * 12
            pygame.draw.line(g, rgba(shade(wool, 0.75), 255), h.p(-48, y), h.p(42, y - 4), 2)
    elif a == "cravat":
        cr = [(24, 150), (52, 168), (30, 210), (12, 240), (-4, 206), (-10, 166)]
        pygame.draw.polygon(g, rgba(shade(PARCHMENT, 0.9), 255), [h.p(x, y) for x, y in cr])
        pygame.draw.circle(g, gold, h.p(16, 190), 6)
    elif a == "collar":
        for sx in (-1, 1):
            co = [(-4 + sx * 4, 160), (sx * 46 - 4, 156), (sx * 30 - 4, 200)]
            pygame.draw.polygon(g, rgba(shade(PARCHMENT, 0.85), 255), [h.p(x, y) for x, y in co])
    elif a == "pendant":
        pygame.draw.arc(g, gold, pygame.Rect(h.p(-40, 120)[0], h.p(-40, 120)[1], 90 * h.s,
                                             100 * h.s), math.pi, 2 * math.pi, 3)
        pygame.draw.circle(g, rgba(mix(cloth, PARCHMENT, 0.2), 255), h.p(5, 222), 9 * h.s)
        pygame.draw.circle(g, gold, h.p(5, 222), 9 * h.s, 3)


# ---------------------------------------------------------------- frame and light


def backing(color: Color) -> pygame.Surface:
    """The oval's backing: the explorer's colour lit by a candle at the face side."""
    g = radial_gradient(N, (CX + 70, CY - 40), 330, rgba(mix(color, PARCHMENT, 0.32), 255),
                        rgba(shade(mix(color, INK, 0.55), 0.7), 255), 1.1)
    return g


def oval_mask() -> pygame.Surface:
    m = layer((N, N))
    pygame.draw.ellipse(m, (255, 255, 255, 255), pygame.Rect(CX - RX, CY - RY, 2 * RX, 2 * RY))
    return m


def gilt_frame(g: pygame.Surface) -> None:
    """A carved gilt oval with beads, lit from the upper right."""
    outer = pygame.Rect(CX - RX - 30, CY - RY - 14, 2 * RX + 60, 2 * RY + 28)
    for k in range(22, 0, -1):
        t = k / 22
        col = mix(shade(CANDLE, 0.35), mix(CANDLE, PARCHMENT, 0.25), math.sin(math.pi * t) ** 1.5)
        pygame.draw.ellipse(g, rgba(col, 255), outer.inflate(-k * 2, -k * 2).move(0, 0), 3)
    pygame.draw.ellipse(g, rgba(shade(CANDLE, 0.3), 255), outer, 3)
    inner = pygame.Rect(CX - RX, CY - RY, 2 * RX, 2 * RY)
    pygame.draw.ellipse(g, rgba(shade(CANDLE, 0.25), 255), inner.inflate(8, 8), 6)
    for k in range(36):
        a = 2 * math.pi * k / 36
        p = (CX + (RX + 18) * math.cos(a), CY + (RY + 6) * math.sin(a))
        light = 0.55 + 0.5 * max(0.0, math.cos(a + math.pi / 4))
        pygame.draw.circle(g, rgba(shade(CANDLE, light), 255), p, 4)
    for a in (-math.pi / 2, math.pi / 2):
        p = (CX + (RX + 16) * math.cos(a), CY + (RY + 8) * math.sin(a))
        for q in polygon_points(p[0], p[1], 12, 4, math.pi / 4):
            pygame.draw.circle(g, rgba(mix(CANDLE, PARCHMENT, 0.3), 255), q, 6)
        pygame.draw.circle(g, rgba(shade(CANDLE, 0.5), 255), p, 8)


def rim_light(sil: pygame.Surface, toward: int, color: Color) -> pygame.Surface:
    """A thin warm edge on the side of the silhouette that faces the candle."""
    mask = pygame.mask.from_surface(sil, 10)
    rim = mask.copy()
    rim.erase(mask, (8 * toward, 4))
    surf = rim.to_surface(setcolor=rgba(color, 255), unsetcolor=(0, 0, 0, 0))
    return soften(surf, 2)


# ---------------------------------------------------------------- portrait


def portrait(explorer_id: str, color_hex: str, age: int) -> pygame.Surface:
    rng = random.Random(seed_for("portrait", explorer_id))
    st = style_for(explorer_id, age)
    color = hex_rgb(color_hex)
    h = head_for(age, rng)
    figure = layer((N, N))
    ink = mix(INK, color, 0.12)
    skin = shade(ink, 1.25)
    hair_col = (150, 146, 150) if st.grey else shade(ink, 0.75)
    draw_bust(figure, h, color, st)
    hair_behind = layer((N, N))
    hair_shape(hair_behind, h, st, hair_col, rng)
    figure.blit(hair_behind, (0, 0))
    head = layer((N, N))
    pygame.draw.polygon(head, rgba(skin, 255), smooth(face_points(h, rng), 1))
    pygame.draw.ellipse(head, rgba(skin, 255), pygame.Rect(h.p(-86, -104), (136 * h.s,
                                                                             190 * h.s)))
    figure.blit(head, (0, 0))
    hair_front = layer((N, N))
    if st.hair not in ("wrap", "bald", "curly"):
        hair_shape(hair_front, h, Style("short" if st.hair != "receding" else "receding"),
                   hair_col, rng)
    elif st.hair in ("wrap", "curly"):
        hair_shape(hair_front, h, st, hair_col, rng)
    figure.blit(hair_front, (0, 0))
    strands = layer((N, N))
    hair_texture(strands, h, st, hair_col, rng)
    hair_all = layer((N, N))
    hair_all.blit(hair_behind, (0, 0))
    hair_all.blit(hair_front, (0, 0))
    strands.blit(white_mask(hair_all), (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    figure.blit(strands, (0, 0))
    facial_hair(figure, h, st, hair_col)
    accessory(figure, h, st, color, hair_col)
    if st.facing < 0:
        figure = pygame.transform.flip(figure, True, False)
    rim = rim_light(figure, st.facing, mix(CANDLE, PARCHMENT, 0.4))
    rim.blit(white_mask(figure), (0, 0), special_flags=pygame.BLEND_RGBA_MIN)

    art = backing(color) if st.facing > 0 else pygame.transform.flip(backing(color), True, False)
    art.blit(figure, (0, 0))
    art.blit(rim, (0, 0))
    vignette = radial_gradient(N, (CX, CY), 260, (0, 0, 0, 0), (0, 0, 0, 170), 2.2)
    art.blit(vignette, (0, 0))
    art.blit(oval_mask(), (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    out = layer((N, N))
    shadow = layer((N, N))
    pygame.draw.ellipse(shadow, (0, 0, 0, 170), pygame.Rect(CX - RX - 26, CY - RY - 6,
                                                             2 * RX + 52, 2 * RY + 24))
    out.blit(soften(shadow, 8), (4, 8))
    out.blit(art, (0, 0))
    gilt_frame(out)
    return downscale(out, (SIZE, SIZE))


def load_explorers() -> list[dict[str, object]]:
    data = json.loads((ROOT / "levels" / "explorers.json").read_text(encoding="utf-8"))
    return list(data["explorers"])


def write_all() -> tuple[list[Path], list[pygame.Surface], list[str]]:
    """Write a portrait per explorer; return (files, images, ids) for the contact sheet."""
    OUT.mkdir(parents=True, exist_ok=True)
    files: list[Path] = []
    images: list[pygame.Surface] = []
    ids: list[str] = []
    for ex in load_explorers():
        eid = str(ex["id"])
        img = portrait(eid, str(ex["color"]), int(str(ex["age"])))
        path = OUT / f"{eid}.png"
        pygame.image.save(img, str(path))
        files.append(path)
        images.append(img)
        ids.append(eid)
    return files, images, ids
