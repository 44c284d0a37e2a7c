"""The turn order, at all times: a strip of the seats above the board, in the
engine's play order (`state.order`), whose turn it is marked with a thicker rim
and a pointer; under each explorer's name its player, or "Bot". A dead explorer
stays in its place, greyed under a skull (a death shown, not a vanishing); an
escaped one says so; the traitor is marked only once everyone knows it and the
screen has shown it. Everything follows the story the board has told (`Sight`).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING

import pygame

from game import narrate
from game.engine import Game
from game.text import current, language, t
from game.ui import assets, theme, widgets
from game.ui.figure_view import explorer_disc, traitor_mark
from game.ui.hud import skull_icon
from game.ui.inspect_facts import Sight, in_house, public_side
from game.ui.widgets import draw_text, fit_size

if TYPE_CHECKING:
    from game.app import App

CHIP_W = 230  # a chip's widest, in layout pixels
LOW = 0.7  # names shrink to this much of their size before a second row is used


@dataclass(frozen=True)
class Entry:
    seat: int
    name: str  # the explorer's
    player: str  # the player's name, "Bot", or the explorer's fate
    current: bool
    dead: bool
    escaped: bool
    traitor: bool


def entries(game: Game, sight: Sight, current: int | None) -> list[Entry]:
    """The seats in play order as the strip shows them now."""
    traitor = public_side(game, sight)
    out = []
    for seat in game.state.order:
        f = game.figure(seat)
        gone = not in_house(game, seat, sight)
        dead, escaped = gone and not f.alive, gone and f.escaped
        name, person = sight.players[seat] if seat < len(sight.players) else ("", False)
        player = t("strip.dead") if dead else t("strip.escaped") if escaped else \
            name if person else t("hud.bot")
        out.append(Entry(seat, narrate.explorer(game, seat), player,
                         seat == current and game.state.phase != "over", dead, escaped,
                         seat in traitor))
    return out


# ---- layout --------------------------------------------------------------------------------
def _sizes(app: App) -> tuple[int, int]:
    return app.text_px(15), app.text_px(12)


def chip_height(app: App) -> int:
    name, sub = _sizes(app)
    return _line(name, "bold") + _line(sub, "italic") + app.px(8)


def _line(size: int, style: str) -> int:
    return assets.font(style, size).get_linesize()


def _text_room(app: App, chip_w: int) -> int:
    h = chip_height(app)
    return chip_w - h - app.px(14)  # the disc (as wide as the chip is high) and padding


def rows_for(app: App, game: Game, width: int, sight: Sight) -> tuple[int, int]:
    """How many rows of chips the strip needs in `width`, and each chip's width:
    one row while every name (and every word that may come under it) fits at LOW
    of its size, else as few more rows as needed."""
    n = len(game.state.order)
    gap = app.px(14)
    name_px, sub_px = _sizes(app)
    found = entries(game, sight, None)
    names = [e.name for e in found]
    subs = [e.player for e in found] + [t("strip.dead"), t("strip.escaped")]
    for rows in range(1, n + 1):
        per_row = -(-n // rows)
        chip_w = min(round(app.px(CHIP_W) * max(1.0, app.settings.text_size)),
                     (width - gap * (per_row - 1)) // per_row)
        room = _text_room(app, chip_w)
        if all(_fit(s, "bold", name_px, room) >= name_px * LOW for s in names) and \
                all(_fit(s, "italic", sub_px, room) >= sub_px * LOW for s in subs):
            return rows, chip_w
    return n, width


def _fit(text: str, style: str, size: int, room: int) -> int:
    """The largest size up to `size` at which text fits `room`."""
    return _fit_in(language(), current(text), style, size, room)


@lru_cache(maxsize=256)
def _fit_in(lang: str, text: str, style: str, size: int, room: int) -> int:
    """Cached per language (its fonts): the strip is drawn every frame."""
    return fit_size(text, style, size, room)


def split(app: App, game: Game, sight: Sight,
          view: pygame.Rect) -> tuple[list[pygame.Rect], pygame.Rect]:
    """Take the strip off the top of the board's view: each seat's chip, in play
    order, and the view that is left below them."""
    rows, chip_w = rows_for(app, game, view.width, sight)
    n = len(game.state.order)
    per_row = -(-n // rows)
    h, gap, row_gap = chip_height(app), app.px(14), app.px(6)
    chips = [pygame.Rect(view.left + (i % per_row) * (chip_w + gap),
                         view.top + (i // per_row) * (h + row_gap), chip_w, h)
             for i in range(n)]
    top = chips[-1].bottom + row_gap if chips else view.top
    return chips, pygame.Rect(view.left, top, view.width, view.bottom - top)


# ---- drawing -------------------------------------------------------------------------------
class Strip:
    """The strip as drawn last: made again only when what it shows changes, and
    otherwise blitted whole (it is on screen every frame)."""

    def __init__(self) -> None:
        self.key: object = None
        self.sheet: pygame.Surface | None = None
        self.at = (0, 0)

    def draw(self, surface: pygame.Surface, app: App, game: Game, sight: Sight,
             rects: list[pygame.Rect], current: int | None, hovered: int | None) -> None:
        if not rects:
            return
        shown = tuple(entries(game, sight, current))
        key = (shown, tuple(map(tuple, rects)), hovered, language(), app.settings.text_size)
        if key != self.key or self.sheet is None:
            box = rects[0].unionall(rects)
            sheet = widgets.sheet(box.size)
            local = [r.move(-box.left, -box.top) for r in rects]
            for i, (e, rect) in enumerate(zip(shown, local, strict=True)):
                _chip(sheet, app, game, e, rect, hovered == e.seat)
                if i + 1 < len(local) and local[i + 1].top == rect.top:  # play goes rightwards
                    _chevron(sheet, rect.right + app.px(7), rect.centery, app.px(5))
            self.key, self.sheet, self.at = key, sheet.convert_alpha(), box.topleft
        surface.blit(self.sheet, self.at)


def _chip(surface: pygame.Surface, app: App, game: Game, e: Entry, rect: pygame.Rect,
          hovered: bool) -> None:
    radius = app.px(8)
    fill = theme.INK_3 if e.current or hovered else theme.INK_2
    pygame.draw.rect(surface, fill, rect, border_radius=radius)
    edge = theme.OMEN if e.traitor else theme.ITEM if e.current else theme.MUTED
    pygame.draw.rect(surface, edge, rect, width=app.px(3) if e.current else max(1, app.px(1)),
                     border_radius=radius)
    if e.current:  # a pointer on the top edge: not colour alone
        s = app.px(6)
        tip = (rect.left + rect.height // 2, rect.top + s)
        pygame.draw.polygon(surface, theme.ITEM, [(tip[0] - s, rect.top), (tip[0] + s, rect.top),
                                                   tip])
    r = rect.height * 3 // 8
    c = (rect.left + app.px(6) + rect.height // 2, rect.centery)
    explorer = game.content.explorers[game.figure(e.seat).explorer]
    disc = explorer_disc(theme.hex_color(explorer.color), e.name[0], r, e.dead or e.escaped)
    surface.blit(disc, disc.get_rect(center=c))
    if e.traitor:
        traitor_mark(surface, c, r)
    if e.dead:  # a skull over the disc's lower right
        pygame.draw.circle(surface, theme.INK, (c[0] + r * 2 // 3, c[1] + r * 2 // 3), r * 2 // 3)
        skull_icon(surface, pygame.Rect(c[0] + r // 6, c[1] + r // 6, r, r))
    x = rect.left + rect.height + app.px(8)
    room = rect.right - app.px(6) - x
    name_px, sub_px = _sizes(app)
    name_px = _fit(e.name, "bold", name_px, room)
    sub_px = _fit(e.player, "italic", sub_px, room)
    color = theme.MUTED if e.dead or e.escaped else theme.PARCHMENT
    top = rect.top + app.px(4)
    draw_text(surface, e.name, (x, top), "bold", name_px, color, box=rect)
    sub_color = theme.mix(theme.OMEN, theme.PARCHMENT, 0.4) if e.dead else theme.MUTED
    draw_text(surface, e.player, (x, top + _line(_sizes(app)[0], "bold")), "italic", sub_px,
              sub_color, box=rect)


def _chevron(surface: pygame.Surface, x: int, y: int, s: int) -> None:
    pygame.draw.lines(surface, theme.MUTED, False, [(x - s // 2, y - s), (x + s // 2, y),
                                                     (x - s // 2, y + s)], max(2, s // 2))
