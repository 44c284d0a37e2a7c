"""What the haunt changed, drawn on the board (docs/HAUNTS.md, Rooms that change
and Tokens), big enough to read from a couch:

- a room in a state (flooded, burning, ...) gets a tint and a badge per state: a
  picture and the state's word. The look comes from a small table keyed by the
  state's name; any other name gets a neutral look.
- a room closed by a modifier is hatched, the same for everyone;
- a room where a rule is changed (dice, leave cost, end of turn) gets a small
  round badge per rule;
- a haunt token lying face down shows a plain back; one turned up shows its value.

Pictures are drawn by code at 3x and scaled down once per size (cached).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache

import pygame

from game import narrate
from game.engine import Game
from game.engine.rules import tokens
from game.engine.state import Token
from game.ui import assets, theme
from game.ui.monster_view import SS, initial, token_face
from game.ui.widgets import fit, render, veil

Glyph = Callable[[pygame.Surface, float, theme.Color], None]  # draws into an n x n square


# ---- the pictures ---------------------------------------------------------------------
def _wave(s: pygame.Surface, n: float, c: theme.Color, y0: float, reach: float = 0.1,
          height: float = 0.09) -> None:
    """One wave at height `y0`: round dabs along it, no gaps where a thick line bends."""
    for x in range(round(n * reach), round(n * (1 - reach)) + 1, SS):
        pygame.draw.circle(s, c, (x, y0 + n * height * math.sin(x / n * 3 * math.pi)), n * 0.07)


def _waves(s: pygame.Surface, n: float, c: theme.Color) -> None:
    for k in range(2):
        _wave(s, n, c, n * (0.35 + 0.3 * k))


def _deep_waves(s: pygame.Surface, n: float, c: theme.Color) -> None:
    """Three waves, one above the other: water over your head."""
    for k in range(3):
        _wave(s, n, c, n * (0.2 + 0.3 * k), 0.08, 0.08)


def _sinking(s: pygame.Surface, n: float, c: theme.Color) -> None:
    """A hand going under two waves: a room nobody may walk into."""
    pygame.draw.line(s, c, (n * 0.5, n * 0.08), (n * 0.5, n * 0.5), round(n * 0.11))
    for dx in (-0.14, 0.14):
        pygame.draw.line(s, c, (n * 0.5, n * 0.26), (n * (0.5 + dx), n * 0.1), round(n * 0.08))
    for k in range(2):
        _wave(s, n, c, n * (0.56 + 0.26 * k), 0.08, 0.08)


def _turning(s: pygame.Surface, n: float, c: theme.Color) -> None:
    """A quarter-turn arrow: a room that has just turned in place."""
    w = round(n * 0.11)
    pygame.draw.arc(s, c, pygame.Rect(n * 0.16, n * 0.16, n * 0.68, n * 0.68), 0, math.pi * 1.5, w)
    pygame.draw.polygon(s, c, [(n * 0.62, n * 0.06), (n * 0.62, n * 0.30), (n * 0.84, n * 0.18)])


def _flames(s: pygame.Surface, n: float, c: theme.Color) -> None:
    def flame(cx: float, h: float, color: theme.Color) -> None:
        w = h * 0.55
        base = n * 0.9
        points = [(cx, base - h), (cx + w * 0.35, base - h * 0.6), (cx + w * 0.55, base - h * 0.72),
                  (cx + w * 0.6, base - h * 0.3), (cx + w * 0.35, base), (cx - w * 0.35, base),
                  (cx - w * 0.6, base - h * 0.3), (cx - w * 0.45, base - h * 0.55),
                  (cx - w * 0.2, base - h * 0.45)]
        pygame.draw.polygon(s, color, points)

    flame(n * 0.5, n * 0.82, c)
    flame(n * 0.5, n * 0.45, theme.mix(c, (255, 236, 140), 0.7))


def _rubble(s: pygame.Surface, n: float, c: theme.Color) -> None:
    w = round(n * 0.13)
    pygame.draw.line(s, c, (n * 0.2, n * 0.15), (n * 0.8, n * 0.7), w)
    pygame.draw.line(s, c, (n * 0.8, n * 0.15), (n * 0.2, n * 0.7), w)
    for x, y, r in ((0.22, 0.86, 0.1), (0.45, 0.88, 0.08), (0.66, 0.85, 0.11), (0.84, 0.9, 0.06)):
        pygame.draw.polygon(s, c, [(n * (x - r), n * y), (n * (x - r * 0.3), n * (y - r)),
                                   (n * (x + r), n * (y - r * 0.4)), (n * (x + r * 0.6), n * y)])


def _padlock(s: pygame.Surface, n: float, c: theme.Color) -> None:
    pygame.draw.arc(s, c, pygame.Rect(n * 0.27, n * 0.08, n * 0.46, n * 0.6), 0, math.pi,
                    round(n * 0.1))
    pygame.draw.line(s, c, (n * 0.32, n * 0.38), (n * 0.32, n * 0.48), round(n * 0.1))
    pygame.draw.line(s, c, (n * 0.68, n * 0.38), (n * 0.68, n * 0.48), round(n * 0.1))
    body = pygame.Rect(n * 0.18, n * 0.44, n * 0.64, n * 0.5)
    pygame.draw.rect(s, c, body, border_radius=round(n * 0.08))
    pygame.draw.circle(s, theme.INK, (n * 0.5, n * 0.62), n * 0.07)
    pygame.draw.line(s, theme.INK, (n * 0.5, n * 0.62), (n * 0.5, n * 0.82), round(n * 0.06))


def _eye(s: pygame.Surface, n: float, c: theme.Color) -> None:
    lid = [(n * 0.08 + n * 0.84 * k / 16, n * 0.5 - n * 0.3 * math.sin(math.pi * k / 16))
           for k in range(17)]
    low = [(x, n - y) for x, y in reversed(lid)]
    pygame.draw.polygon(s, c, lid + low, round(n * 0.08))
    pygame.draw.circle(s, c, (n * 0.5, n * 0.5), n * 0.15)


def _die(s: pygame.Surface, n: float, c: theme.Color) -> None:
    pygame.draw.rect(s, c, pygame.Rect(n * 0.14, n * 0.14, n * 0.72, n * 0.72),
                     round(n * 0.08), border_radius=round(n * 0.14))
    for k in (0.32, 0.5, 0.68):
        pygame.draw.circle(s, c, (n * k, n * k), n * 0.08)


def _weight(s: pygame.Surface, n: float, c: theme.Color) -> None:
    pygame.draw.circle(s, c, (n * 0.5, n * 0.26), n * 0.16, round(n * 0.09))
    pygame.draw.polygon(s, c, [(n * 0.3, n * 0.42), (n * 0.7, n * 0.42), (n * 0.88, n * 0.9),
                               (n * 0.12, n * 0.9)])


def _hourglass(s: pygame.Surface, n: float, c: theme.Color) -> None:
    pygame.draw.polygon(s, c, [(n * 0.2, n * 0.12), (n * 0.8, n * 0.12), (n * 0.5, n * 0.5)])
    pygame.draw.polygon(s, c, [(n * 0.5, n * 0.5), (n * 0.8, n * 0.88), (n * 0.2, n * 0.88)])


def _star(s: pygame.Surface, n: float, c: theme.Color) -> None:
    for k in range(4):
        a = k * math.pi / 4
        dx, dy = math.cos(a) * n * 0.38, math.sin(a) * n * 0.38
        pygame.draw.line(s, c, (n * 0.5 - dx, n * 0.5 - dy), (n * 0.5 + dx, n * 0.5 + dy),
                         round(n * 0.1))


@lru_cache(maxsize=128)
def picture(glyph: Glyph, size: int, color: theme.Color) -> pygame.Surface:
    """A glyph drawn at 3x and scaled down smooth to `size` pixels square."""
    n = size * SS
    big = pygame.Surface((n, n), pygame.SRCALPHA)
    glyph(big, n, color)
    return pygame.transform.smoothscale(big, (size, size))


# ---- the tables ---------------------------------------------------------------------------
@dataclass(frozen=True)
class Look:
    """How a room state shows: a tint over the room and a picture on its badge."""

    tint: theme.Color
    glyph: Glyph
    alpha: int = 70  # how strongly the tint covers the room (deeper water: darker)


STATE_LOOKS = {
    "flooded": Look(theme.WATER, _waves),
    "deep_water": Look(theme.DEEP_WATER, _deep_waves, 120),
    "sunk": Look(theme.SUNK, _sinking, 170),
    "turned": Look(theme.TURNING, _turning),
    "burning": Look(theme.FIRE, _flames),
    "destroyed": Look(theme.RUIN, _rubble),
    "locked": Look(theme.BRASS, _padlock),
}
NEUTRAL = Look(theme.STRANGE, _eye)  # a state the table does not know
RULE_GLYPHS: dict[str, Glyph] = {"dice": _die, "leave_cost": _weight, "end_turn": _hourglass}
OTHER_RULE = _star  # a room-scoped rule the table does not know
CLOSED = "closed"  # drawn as hatching, not as a badge


def look(state: str) -> Look:
    return STATE_LOOKS.get(state, NEUTRAL)


# ---- rooms ------------------------------------------------------------------------------
def draw_room_changes(surface: pygame.Surface, game: Game, rid: str, rect: pygame.Rect,
                      rules: set[str], bottom: int) -> None:
    """A room's states (tint and badge each), its hatching when closed, and a badge
    per rule changed in it (`rules`: modifiers.room_changes for this room), all
    above `bottom` (the top of the room's name plaque and the badges on it)."""
    states = sorted(game.state.haunt.rooms.get(rid, {}))
    size = rect.width
    for state in states:
        surface.blit(veil(rect.size, look(state).tint, look(state).alpha), rect)
    if CLOSED in rules:  # the name plaque below stays readable
        surface.blit(_hatching(size), rect, pygame.Rect(0, 0, size, bottom - rect.top))
    for state in states:
        pygame.draw.rect(surface, _bright(look(state).tint), rect,
                         width=max(2, size // (24 * len(states))))
    rules_shown = sorted(rules - {CLOSED})
    d = _rule_badges(surface, rect, rules_shown, bottom)
    right = rect.right - max(2, size // 20) - len(rules_shown) * (d + 2)  # clear of the rules
    for state in states:
        bottom = _state_badge(surface, rect, right, bottom, state,
                              narrate.room_state(game, state))


def _bright(c: theme.Color) -> theme.Color:
    """A state's colour light enough to read on the dark board (ruin is near black)."""
    return theme.mix(c, theme.PARCHMENT, 0.55) if sum(c) < 200 else c


def _state_badge(surface: pygame.Surface, rect: pygame.Rect, right: int, bottom: int,
                 state: str, word: str) -> int:
    """A pill from the room's left edge (never past `right`), its bottom at
    `bottom`: the state's picture and, when the room is drawn large enough to
    read it, its word. Returns the top, where the next badge sits."""
    size = rect.width
    h = max(12, size * 2 // 11)
    s = look(state)
    left = rect.left + max(2, size // 20)
    text_px = max(9, h * 2 // 3)
    shown = fit(word, "bold", text_px, right - left - h * 4 // 3) if size >= 90 else ""
    label = render(shown, "bold", text_px, theme.PARCHMENT) if shown else None
    pill = pygame.Rect(left, bottom - h, h + (label.get_width() + h // 3 if label else 0), h)
    surface.blit(_pill(pill.size, theme.mix(s.tint, theme.INK, 0.55), _bright(s.tint)), pill)
    surface.blit(picture(s.glyph, h - 6, _bright(s.tint)), (pill.left + 3, pill.top + 3))
    if label is not None:
        surface.blit(label, label.get_rect(midleft=(pill.left + h, pill.centery)))
    return pill.top - max(2, h // 6)


@lru_cache(maxsize=64)
def _pill(size: tuple[int, int], fill: theme.Color, edge: theme.Color) -> pygame.Surface:
    s = pygame.Surface(size, pygame.SRCALPHA)
    radius = size[1] // 2
    pygame.draw.rect(s, (*fill, 230), s.get_rect(), border_radius=radius)
    pygame.draw.rect(s, edge, s.get_rect(), width=max(1, size[1] // 12), border_radius=radius)
    return s


def _rule_badges(surface: pygame.Surface, rect: pygame.Rect, rules: list[str],
                 bottom: int) -> int:
    """A round badge per changed rule, in a row from the room's right edge, just
    above `bottom`. Returns a badge's diameter."""
    d = max(10, rect.width // 5)
    for i, rule in enumerate(rules):
        center = (rect.right - max(2, rect.width // 20) - d // 2 - i * (d + 2),
                  bottom - d // 2)
        pygame.draw.circle(surface, theme.INK, center, d // 2)
        pygame.draw.circle(surface, theme.ITEM, center, d // 2, max(1, d // 10))
        glyph = picture(RULE_GLYPHS.get(rule, OTHER_RULE), d * 5 // 8, theme.PARCHMENT)
        surface.blit(glyph, glyph.get_rect(center=center))
    return d


@lru_cache(maxsize=16)
def _hatching(size: int) -> pygame.Surface:
    """Diagonal bars over a darkened room: no figure may come in."""
    s = pygame.Surface((size, size), pygame.SRCALPHA)
    s.fill((*theme.INK, 120))
    gap, width = max(6, size // 7), max(2, size // 14)  # bars that read across a room
    bar = (*theme.mix(theme.OMEN, theme.PARCHMENT, 0.15), 225)
    for k in range(-size, size, gap):
        pygame.draw.line(s, bar, (k, size), (k + size, 0), width)
    pygame.draw.rect(s, bar, s.get_rect(), max(2, size // 30))
    return s


# ---- tokens -------------------------------------------------------------------------------
def token_image(game: Game, token: Token, size: int) -> pygame.Surface:
    """A token as everyone may see it: a plain back while face down (R10.2); else
    its art, or a face drawn from its kind carrying its value (when its kind has
    values) or its name's initial."""
    if token.face_down:
        return token_back(size)
    if "values" in tokens.properties(game, token.kind):
        return value_face(token.kind, token.value, size)
    art = assets.scaled(("icons", f"{token.kind}.png"), size)
    if art is not None:
        return art
    return token_face(token.kind, initial(narrate.haunt_word(game, "token", token.kind)), size)


@lru_cache(maxsize=64)
def value_face(kind: str, value: int, size: int) -> pygame.Surface:
    """A turned-up token: its kind's face carrying its value, in the plain face's
    figures (the display face's old-style 5 reads as an s from a couch)."""
    image = token_face(kind, "", size).copy()
    label = render(str(value), "plain", max(7, size * 3 // 5), theme.PARCHMENT)
    image.blit(label, label.get_rect(center=(size // 2, size // 2)))
    return image


@lru_cache(maxsize=32)
def token_back(size: int) -> pygame.Surface:
    """A face-down token: a plain dark back in a parchment rim, the same for every kind."""
    n = size * SS
    big = pygame.Surface((n, n), pygame.SRCALPHA)
    c = n / 2
    pygame.draw.circle(big, (0, 0, 0, 110), (c + SS * 2, c + SS * 2), c * 0.92)
    pygame.draw.circle(big, (*theme.PARCHMENT, 255), (c, c), c * 0.92)
    pygame.draw.circle(big, (*theme.INK_3, 255), (c, c), c * 0.8)
    for r in (0.6, 0.38):
        pygame.draw.circle(big, (*theme.MUTED, 255), (c, c), c * r, max(1, SS * size // 28))
    return pygame.transform.smoothscale(big, (size, size))
