"""A card slides from its deck, flips, and shows its text large enough to read.
A card a person draws stays until they dismiss it (a click, Enter, the pad's
confirm); a bot's goes by itself after a while."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.content.types import CardDef
from game.text import t
from game.ui import assets, theme
from game.ui.scene import Scene
from game.ui.widgets import dim, draw_text, wrap

if TYPE_CHECKING:
    from game.app import App

SLIDE = 0.35
FLIP = 0.3
AUTO_CLOSE = 3.0
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
        line_h = round(_line_h(style, px) * LEADING)
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


def _line_h(style: str, size: int) -> int:
    return assets.font(style, size).get_linesize()


def _height(app: App, parts: tuple, width: int, scale: float, pad: int) -> int:
    total = pad
    for text, style, size, _color, _center in parts:
        px = max(8, round(app.text_px(size) * scale))
        total += len(wrap(text, style, px, width)) * round(_line_h(style, px) * LEADING)
        total += pad // 2
    return total


class CardOverlay(Scene):
    opaque = False

    def __init__(self, app: App, card: CardDef, caption: str, done: Callable[[], None],
                 stay: bool = False):
        self.card = card
        self.caption = caption
        self.done = done
        self.stay = stay
        self.time = 0.0
        super().__init__(app)

    def enter(self) -> None:
        self.app.sounds.play("card")

    def layout(self, size: tuple[int, int]) -> None:
        """The card as tall as the window allows once its caption (wrapped) and the
        "click to go on" line have their room below it."""
        super().layout(size)
        app = self.app
        self.caption_px, self.go_on_px = app.text_px(20), app.text_px(17)
        self.caption_lines = wrap(self.caption, "body", self.caption_px,
                                  size[0] - 2 * app.px(40)) if self.caption else []
        below = app.px(12) + len(self.caption_lines) * _line_h("body", self.caption_px)
        if self.stay:
            below += app.px(6) + _line_h("italic", self.go_on_px)
        margin = app.px(20)
        h = max(app.px(60), min(size[1] - 2 * margin - below, app.px(560)))
        self.rect = pygame.Rect(0, 0, round(h * 0.72), h)
        self.rect.midtop = (size[0] // 2, max(margin, (size[1] - h - below) // 2))

    def handle_event(self, event: pygame.event.Event) -> bool:
        intent = self.app.intents.of(event)
        if (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1) or \
                intent in ("confirm", "cancel", "menu"):
            if self.time * self.app.settings.animation_speed < SLIDE + FLIP:
                self.time = (SLIDE + FLIP) / self.app.settings.animation_speed
            else:
                self._finish()
            return True
        return False

    def _finish(self) -> None:
        self.app.stack.remove(self)
        self.done()

    def update(self, dt: float) -> None:
        self.time += dt
        if not self.stay and \
                self.time * self.app.settings.animation_speed > SLIDE + FLIP + AUTO_CLOSE:
            self._finish()

    def _face(self, size: tuple[int, int], back: bool) -> pygame.Surface:
        """The card's back (its deck's colour round it) or its face, at a size."""
        face = pygame.Surface(size, pygame.SRCALPHA)
        local = face.get_rect()
        if not back:
            draw_card(face, self.app, self.card, local)
            return face
        art = assets.scaled(("icons", "card_back.png"), size)
        if art is not None:
            face.blit(art, (0, 0))
        else:
            pygame.draw.rect(face, theme.INK_3, local, border_radius=self.app.px(14))
        pygame.draw.rect(face, theme.DECK[self.card.deck], local, width=self.app.px(6),
                         border_radius=self.app.px(14))
        return face

    def draw(self, surface: pygame.Surface) -> None:
        w = self.size[0]
        dim(surface, 0.37)
        k = self.time * self.app.settings.animation_speed
        slide = min(k / SLIDE, 1.0)
        slide = 1 - (1 - slide) ** 3
        rect = self.rect.copy()
        rect.x = round(w + (self.rect.x - w) * slide)
        flip = min(max((k - SLIDE) / FLIP, 0.0), 1.0)
        back = flip < 0.5
        squash = 1 - flip * 2 if back else (flip - 0.5) * 2
        width = max(1, round(rect.width * squash))
        face = assets.drawn(("card", self.card.deck if back else self.card.id, back,
                             self.rect.size, self.app.settings.text_size),
                            lambda: self._face(rect.size, back),
                            width == rect.width)  # drawn once, not per frame
        if width != rect.width:  # a plain scale: the flip is over in a few frames
            face = pygame.transform.scale(face, (width, rect.height))
        surface.blit(face, face.get_rect(center=rect.center))
        if flip >= 1:
            y = self.rect.bottom + self.app.px(12)
            for line in self.caption_lines:
                draw_text(surface, line, (w // 2, y), "body", self.caption_px, theme.PARCHMENT,
                          "midtop")
                y += _line_h("body", self.caption_px)
            if self.stay:
                draw_text(surface, t("overlay.go_on"), (w // 2, y + self.app.px(6)),
                          "italic", self.go_on_px, theme.MUTED, "midtop")
