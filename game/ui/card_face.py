"""A card's face: parchment, a band in its deck's colour, its name, flavour and rules,
the text shrunk step by step until it fits (the card overlay, the haunt's omen,
the inspect card)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.content.types import CardDef
from game.text import t
from game.ui import assets, theme
from game.ui.widgets import draw_text, wrap

if TYPE_CHECKING:
    from game.app import App

LEADING = 1.15  # a card's lines: a little air, so tails and capitals never touch


def draw_card(surface: pygame.Surface, app: App, card: CardDef, rect: pygame.Rect) -> None:
    """A card face: parchment, a band in the deck's colour, name, flavour, rules.
    The text shrinks, step by step, until all of it fits the card; on a card too
    small for that (a picture of it beside other words) the flavour gives way first."""
    pygame.draw.rect(surface, theme.PARCHMENT, rect, border_radius=app.px(14))
    band = pygame.Rect(rect.left, rect.top, rect.width, round(rect.height * 0.16))
    pygame.draw.rect(surface, theme.DECK[card.deck], band, border_top_left_radius=app.px(14),
                     border_top_right_radius=app.px(14))
    pad = app.px(18)
    icon_px = band.height - app.px(12)
    icon = assets.scaled(("icons", f"{card.deck}.png"), icon_px)
    if icon is not None:
        surface.blit(icon, (band.left + app.px(8), band.top + app.px(6)))
    draw_text(surface, t(f"deck.{card.deck}").upper(), (band.right - pad, band.centery),
              "bold", app.text_px(16), theme.PARCHMENT, "midright")
    parts, scale = _fitting(app, card, rect)
    width = rect.width - 2 * pad
    y = band.bottom + pad // 2
    for i, (text, style, size, color, center) in enumerate(parts):
        px = max(8, round(app.text_px(size) * scale))
        line_h = round(line_height(style, px) * LEADING)
        for line in wrap(text, style, px, width):
            if center:
                draw_text(surface, line, (rect.centerx, y), style, px, color, "midtop")
            else:
                draw_text(surface, line, (rect.left + pad, y), style, px, color)
            y += line_h
        y += pad // 2
        if i == len(parts) - 2:
            pygame.draw.line(surface, theme.MUTED, (rect.left + pad * 2, y),
                             (rect.right - pad * 2, y))
            y += pad // 2
    pygame.draw.rect(surface, theme.INK, rect, width=2, border_radius=app.px(14))


def _parts(card: CardDef, flavour: bool = True) -> tuple:
    name = (t(f"card.{card.id}.name"), "display", 34, theme.INK, True)
    rules = (t(f"card.{card.id}.text"), "body", 19, theme.INK, False)
    if not flavour:
        return name, rules
    return (name, (t(f"card.{card.id}.flavor"), "italic", 18,
                   theme.mix(theme.INK, theme.MUTED, 0.5), True), rules)


def text_scale(app: App, card: CardDef, rect: pygame.Rect, parts: tuple = (),
               low: float = 0.4) -> float:
    """The largest text scale (1.0 down to `low`) at which the card's words (all of
    them, or these parts) fit; below `low` means they do not fit at all."""
    parts = parts or _parts(card)
    pad = app.px(18)
    room = rect.height - round(rect.height * 0.16) - pad * 2
    scale = 1.0
    while scale > low and _height(app, parts, rect.width - 2 * pad, scale, pad) > room:
        scale -= 0.05
    return scale


def _fitting(app: App, card: CardDef, rect: pygame.Rect) -> tuple[tuple, float]:
    """The parts shown and their scale: all words when they fit at a readable scale,
    else without the flavour, as small as need be (down to the smallest font)."""
    scale = text_scale(app, card, rect)
    if scale > 0.6:
        return _parts(card), scale
    parts = _parts(card, flavour=False)
    return parts, text_scale(app, card, rect, parts, 8 / app.text_px(34))


def line_height(style: str, size: int) -> int:
    return assets.font(style, size).get_linesize()


def _height(app: App, parts: tuple, width: int, scale: float, pad: int) -> int:
    total = pad
    for text, style, size, _color, _center in parts:
        px = max(8, round(app.text_px(size) * scale))
        total += len(wrap(text, style, px, width)) * round(line_height(style, px) * LEADING)
        total += pad // 2
    return total
