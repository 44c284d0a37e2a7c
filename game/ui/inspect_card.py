"""An inspect card: a thing's picture, name and facts (inspect_facts.py) on a
panel; an explorer's four trait tracks as the side panel draws them, a card's
face as it was drawn. One function lays the card out and, given a surface,
draws it, so measuring and drawing never disagree. When the words do not fit
the room given, they shrink a step at a time (never below MIN_SCALE)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.content.types import TRAITS
from game.engine import Game
from game.engine.rules import sides
from game.engine.state import Token
from game.text import t
from game.ui import hud, theme
from game.ui.card_face import draw_card
from game.ui.haunt_marks import token_image
from game.ui.house_view import tile_surface
from game.ui.inspect_facts import Facts
from game.ui.monster_view import monster_figure
from game.ui.widgets import draw_wrapped, line_height, panel, sheet, wrap

if TYPE_CHECKING:
    from game.app import App

MIN_SCALE = 0.6
LABEL = 0.3  # of the card's inner width: the labels' column (as the side panel's tracks)
CARD_RATIO = 0.72  # a card face's width to its height
TONES = {"": theme.PARCHMENT, "flavor": theme.MUTED, "dead": theme.MUTED,
         "traitor": theme.mix(theme.OMEN, theme.PARCHMENT, 0.35)}


def width(app: App, room: int) -> int:
    """The card's width: wider for larger text, never wider than `room`."""
    return min(room, app.px(380 + 120 * (app.settings.text_size - 1)))


def fit(app: App, game: Game, facts: Facts, w: int, room: int,
        hint: str = "") -> tuple[int, float]:
    """The card's height and the text scale at which it fits `room` pixels."""
    scale = 1.0
    h = layout(app, game, facts, pygame.Rect(0, 0, w, 0), scale, hint)
    while h > room and scale > MIN_SCALE:
        scale = round(scale - 0.05, 2)
        h = layout(app, game, facts, pygame.Rect(0, 0, w, 0), scale, hint)
    return h, scale


def near(size: tuple[int, int], pos: tuple[int, int], bounds: pygame.Rect,
         gap: int) -> pygame.Rect:
    """Where a hover card goes: beside the pointer, flipped to its other side
    at the edges, always inside `bounds`."""
    rect = pygame.Rect((0, 0), size)
    rect.left = pos[0] + gap if pos[0] + gap + rect.width <= bounds.right else \
        pos[0] - gap - rect.width
    rect.top = pos[1] + gap
    return rect.clamp(bounds)


def draw(surface: pygame.Surface, app: App, game: Game, facts: Facts, rect: pygame.Rect,
         scale: float, hint: str = "") -> None:
    panel(surface, rect, alpha=248, border=theme.ITEM)
    layout(app, game, facts, rect, scale, hint, surface)


def image(app: App, game: Game, facts: Facts, size: tuple[int, int], scale: float,
          hint: str = "") -> pygame.Surface:
    """The card drawn once on a surface of its own (a hover card: blitted each frame)."""
    card = sheet(size)
    draw(card, app, game, facts, card.get_rect(), scale, hint)
    return card.convert_alpha()


def layout(app: App, game: Game, facts: Facts, rect: pygame.Rect, scale: float,
           hint: str = "", surface: pygame.Surface | None = None) -> int:
    """The card's contents from rect's top, and a `hint` under them (drawn when
    `surface` is given); returns the height they take, padding included."""
    pad = app.px(12)
    inner = pygame.Rect(rect.left + pad, rect.top + pad, rect.width - 2 * pad, 0)

    def px(n: float) -> int:
        return max(8, round(app.text_px(n) * scale))

    if facts.subject.kind == "card":  # its face names it
        y = _face(surface, app, game, str(facts.subject.key), inner, inner.top, pad)
    else:
        y = _header(surface, app, game, facts, inner, px)
    if facts.tracks:
        row = app.text_px(22)
        for trait in TRAITS:
            if surface is not None:
                hud.track(surface, app, game, int(facts.subject.key), trait,
                          pygame.Rect(inner.left, y, inner.width, row), 0.0)
            y += row + app.px(4)
        y += app.px(4)
    elif facts.traits:
        words = t("list.sep").join(t("inspect.trait", trait=t(f"trait.{tr}"), n=n)
                                   for tr, n in facts.traits)
        y = _row(surface, t("inspect.traits"), words, "", inner, y, px)
    for line in facts.lines:
        y = _row(surface, line.label, line.text, line.tone, inner, y, px)
    if hint:
        y = _row(surface, "", hint, "flavor", inner, y + px(4), px)
    return y - rect.top + pad


def _header(surface: pygame.Surface | None, app: App, game: Game, facts: Facts,
            inner: pygame.Rect, px) -> int:
    """The picture, the name and the line under it; returns the y below them."""
    size = app.px(56)
    text_x = inner.left + size + app.px(12)
    room = inner.right - text_x
    title, sub = px(22), px(15)
    title_lines = wrap(facts.title, "bold", title, room)
    sub_lines = wrap(facts.subtitle, "italic", sub, room) if facts.subtitle else []
    text_h = len(title_lines) * _line(title, "bold") + len(sub_lines) * _line(sub, "italic")
    if surface is not None:
        _picture(surface, game, facts, pygame.Rect(inner.left, inner.top, size, size))
        box = pygame.Rect(text_x, inner.top, room, text_h)
        y = inner.top + max(0, (size - text_h) // 2)
        y += draw_wrapped(surface, facts.title, box.move(0, y - box.top), "bold", title)
        draw_wrapped(surface, facts.subtitle, pygame.Rect(text_x, y, room, 0), "italic", sub,
                     theme.MUTED)
    bottom = inner.top + max(size, text_h) + app.px(10)
    if surface is not None:
        pygame.draw.line(surface, theme.INK_3, (inner.left, bottom - app.px(5)),
                         (inner.right, bottom - app.px(5)), 2)
    return bottom


def _line(size: int, style: str) -> int:
    return line_height(style, size)


def _row(surface: pygame.Surface | None, label: str, text: str, tone: str,
         inner: pygame.Rect, y: int, px) -> int:
    """One fact: its label in the left column, its words wrapped at the right (a
    flavour line across the whole card); returns the y below it."""
    gap = px(6)
    if tone == "flavor":
        size = px(14)
        box = pygame.Rect(inner.left, y, inner.width, 0)
        h = len(wrap(text, "italic", size, inner.width)) * _line(size, "italic")
        if surface is not None:
            draw_wrapped(surface, text, box, "italic", size, theme.MUTED)
        return y + h + gap
    label_w = round(inner.width * LABEL)
    text_x = inner.left + label_w + px(6)
    size = px(15)
    label_lines = wrap(label, "bold", px(14), label_w) if label else []
    text_lines = wrap(text, "body", size, inner.right - text_x)
    h = max(len(label_lines) * _line(px(14), "bold"), len(text_lines) * _line(size, "body"))
    if surface is not None:
        if label:
            draw_wrapped(surface, label, pygame.Rect(inner.left, y, label_w, 0), "bold",
                         px(14), theme.ITEM)
        draw_wrapped(surface, text, pygame.Rect(text_x, y, inner.right - text_x, 0), "body",
                     size, TONES.get(tone, theme.PARCHMENT))
    return y + h + gap


def _face(surface: pygame.Surface | None, app: App, game: Game, cid: str,
          inner: pygame.Rect, y: int, pad: int) -> int:
    """A card's face, as large as the card's width allows."""
    w = min(inner.width, app.px(260))
    rect = pygame.Rect(0, y, w, round(w / CARD_RATIO))
    rect.centerx = inner.centerx
    if surface is not None:
        draw_card(surface, app, game.content.cards[cid], rect)
    return rect.bottom + pad


def _picture(surface: pygame.Surface, game: Game, facts: Facts, rect: pygame.Rect) -> None:
    """The thing as the board shows it: a portrait, a monster, a tile, a token, a deck."""
    kind, key = facts.subject.kind, facts.subject.key
    image: pygame.Surface | None = None
    if kind == "explorer":
        hud.portrait(surface, game, int(key), rect)
        return
    if kind == "monster":
        m = sides.monster(game, int(key))
        image = monster_figure(game, m.id, rect.width // 3, m.stunned)
    elif kind == "room":
        p = game.state.placements[str(key)]
        image = tile_surface(game.rooms[str(key)], p.floor, rect.width, p.rotation)
    elif kind == "token":
        tok = game.view(None)["tokens"][int(key)]  # face down: no value
        image = token_image(game, Token(**{**tok, "value": tok["value"] or 0}), rect.width)
    if image is not None:
        surface.blit(image, image.get_rect(center=rect.center))
