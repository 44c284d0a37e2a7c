"""The side panel: the active explorer, four trait tracks, the table's explorers
(during the haunt: the known traitor, the dead, the escaped), the room, the log.
It shows the game as the presenter's story has reached it (a `Stage`): nothing of
the haunt before its reveal begins, no traitor before the story names them."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game import narrate
from game.content.types import TRAITS
from game.engine import Game
from game.engine.rules import sides
from game.engine.rules.movement import spaces_left
from game.text import t, tn
from game.ui import assets, theme
from game.ui.figure_view import Stage, explorer_disc, traitor_mark
from game.ui.history import Told
from game.ui.scenes.settings_rows import key_label
from game.ui.widgets import draw_text, fit, fit_size, wrap

if TYPE_CHECKING:
    from game.app import App


def portrait(surface: pygame.Surface, game: Game, seat: int, rect: pygame.Rect) -> None:
    f = game.figure(seat)
    explorer = game.content.explorers[f.explorer]
    art = assets.scaled(("portraits", f"{f.explorer}.png"), rect.width)
    color = theme.hex_color(explorer.color)
    if art is not None and not f.alive:  # the dead are greyed
        art = pygame.transform.grayscale(art)
    if art is not None:
        surface.blit(art, rect)
    else:
        pygame.draw.circle(surface, color, rect.center, rect.width // 2)
        draw_text(surface, narrate.explorer(game, seat)[0], rect.center, "display",
                  rect.width // 2, theme.INK, "center")
    pygame.draw.circle(surface, color, rect.center, rect.width // 2, width=3)


def skull_icon(surface: pygame.Surface, box: pygame.Rect) -> None:
    """The skull below a track's lowest value (R1.2)."""
    r = max(3, min(box.width, box.height) // 3)
    cx, cy = box.centerx, box.centery - r // 4
    pygame.draw.circle(surface, theme.MUTED, (cx, cy), r)
    pygame.draw.rect(surface, theme.MUTED, (cx - r // 2, cy + r // 2, r, r * 2 // 3))
    for dx in (-r // 2, r // 2):
        pygame.draw.circle(surface, theme.INK_2, (cx + dx, cy), max(1, r // 3))


def track(surface: pygame.Surface, app: App, game: Game, seat: int, trait: str,
          rect: pygame.Rect, flash: float, size: int = 0) -> None:
    """One trait: its name, the skull, eight steps, the marker and the start. The
    name gets the room its words need (at `size`, the values' size too)."""
    f = game.figure(seat)
    tr = game.content.explorers[f.explorer].traits[trait]
    size = size or app.text_px(15)
    label_w = min(_label_width(size), rect.width * 45 // 100)
    name_color = theme.ITEM if flash > 0 else theme.PARCHMENT
    name = t(f"trait.{trait}")
    draw_text(surface, name, (rect.left, rect.centery), "bold",
              fit_size(name, "bold", size, label_w - app.px(4)), name_color, "midleft")
    steps = 9  # the skull and eight values
    cell = (rect.width - label_w) // steps
    x = rect.left + label_w
    skull_icon(surface, pygame.Rect(x, rect.top, cell - 2, rect.height))
    for i, v in enumerate(tr.values):
        box = pygame.Rect(x + (i + 1) * cell, rect.top, cell - 2, rect.height)
        here = i == f.traits[trait]
        if here:
            pygame.draw.rect(surface, theme.ITEM, box, border_radius=4)
        elif i == tr.start:
            pygame.draw.rect(surface, theme.EVENT, box, width=1, border_radius=4)
        draw_text(surface, str(v), box.center, "bold" if here else "body", size,
                  theme.INK if here else theme.PARCHMENT, "center")


def _label_width(size: int) -> int:
    """The widest trait name at a size, and a little air."""
    f = assets.font("bold", size)
    return max(f.size(t(f"trait.{n}"))[0] for n in TRAITS) + size // 2


def roster(surface: pygame.Surface, app: App, game: Game, seat: int, x: int, y: int,
           width: int, stage: Stage) -> None:
    """Every explorer as a small disc, in turn order: the known traitor marked (never
    a hidden one, R10.2), the dead greyed under a skull, the escaped with an arrow
    out; the one shown above underlined."""
    order = game.state.order
    r = _roster_radius(app, game, width)
    step = min(r * 3, width // len(order))
    traitor = stage.traitor_side(game)
    for i, s in enumerate(order):
        f = game.figure(s)
        c = (x + r + 4 + i * step, y + r + 4)
        explorer = game.content.explorers[f.explorer]
        disc = explorer_disc(theme.hex_color(explorer.color), narrate.explorer(game, s)[0], r,
                             not f.in_house)
        surface.blit(disc, disc.get_rect(center=c))
        if s in traitor:
            traitor_mark(surface, c, r)
        if not f.alive:  # a skull at the disc's lower right
            pygame.draw.circle(surface, theme.INK, (c[0] + r * 2 // 3, c[1] + r * 2 // 3),
                               r * 2 // 3)
            skull_icon(surface, pygame.Rect(c[0] + r // 6, c[1] + r // 6, r, r))
        elif f.escaped:
            tip = (c[0] + r + r // 2, c[1])
            pygame.draw.line(surface, theme.EVENT, (c[0] - r // 2, c[1]), tip, 3)
            pygame.draw.polygon(surface, theme.EVENT, [tip, (tip[0] - r // 2, c[1] - r // 2),
                                                       (tip[0] - r // 2, c[1] + r // 2)])
        if s == seat:
            pygame.draw.line(surface, theme.ITEM, (c[0] - r, c[1] + r + 5),
                             (c[0] + r, c[1] + r + 5), 2)


def _roster_radius(app: App, game: Game, width: int) -> int:
    return min(app.px(14), width // (len(game.state.order) * 3))


GROWTH = (1.5, 1.3, 1.15, 1.0)  # how much larger than its least the panel is drawn
HEAD_SHARE = 0.5  # of the panel's height the head may take (the rest: the room, buttons)


@dataclass(frozen=True)
class Head:
    """Where the panel's parts go, the same for every seat (the tallest name and
    status decide), so the buttons below do not move when another seat is shown."""

    pad: int
    pic: int  # the portrait's side
    name_px: int
    player_px: int
    status_px: int
    header: int  # the height of the portrait and the lines beside it
    tracks: int  # where the tracks begin
    row: int  # a track's height
    trait_px: int
    roster_y: int
    room_y: int  # the room's name
    room_px: int
    text_y: int  # the room's text
    text_px: int


def _layout(app: App, game: Game, rect: pygame.Rect, haunt_on: bool) -> Head:
    """The panel at the largest growth whose head takes at most HEAD_SHARE of it."""
    for grow in GROWTH:
        head = _head(app, game, rect, grow, haunt_on)
        if head.text_y - rect.top <= rect.height * HEAD_SHARE:
            return head
    return head


def _head(app: App, game: Game, rect: pygame.Rect, grow: float, haunt_on: bool) -> Head:
    pad = app.px(12)
    pic = app.px(64 * grow)
    name_px, player_px, status_px = (app.text_px(n * grow) for n in (20, 15, 15))
    room = rect.width - 3 * pad - pic
    seats = range(len(game.state.figures))
    name_h = max(_lines_h(narrate.explorer(game, s), "bold", name_px, room) for s in seats)
    status_h = max(_lines_h(_status(game, s, haunt_on), "body", status_px, room)
                   for s in seats)
    header = max(pic, name_h + _line_h("italic", player_px) + status_h)
    tracks = rect.top + 2 * pad + header
    row = app.text_px(22 * grow)
    roster_y = tracks + 4 * (row + app.px(4))
    room_y = roster_y + pad // 2
    if haunt_on:
        room_y += _roster_radius(app, game, rect.width - 2 * pad) * 2 + 12
    room_px = app.text_px(16 * grow)
    rooms = {game.figure(s).room for s in seats}
    room_h = max(_lines_h(t("hud.room", room=narrate.room(r)), "bold", room_px,
                          rect.width - 2 * pad) for r in rooms)
    return Head(pad, pic, name_px, player_px, status_px, header, tracks, row,
                app.text_px(15 * grow), roster_y, room_y, room_px, room_y + room_h,
                app.text_px(14 * grow))


def _line_h(style: str, size: int) -> int:
    return assets.font(style, size).get_linesize()


def _lines_h(text: str, style: str, size: int, width: int) -> int:
    return len(wrap(text, style, size, width)) * _line_h(style, size)


def _lines(surface: pygame.Surface, text: str, pos: tuple[int, int], width: int, style: str,
           size: int, color: theme.Color) -> int:
    """Wrapped lines from `pos` down; returns the y below them."""
    x, y = pos
    for line in wrap(text, style, size, width):
        draw_text(surface, line, (x, y), style, size, color)
        y += _line_h(style, size)
    return y


def head_height(app: App, game: Game, rect: pygame.Rect, stage: Stage | None = None) -> int:
    """The panel's height above the room's text (which gives way to buttons), with
    the story at `stage` (None: nothing left to show)."""
    return _layout(app, game, rect, (stage or Stage()).haunt_on(game)).text_y - rect.top


def _status(game: Game, seat: int, haunt_on: bool) -> str:
    st = game.state
    moving = st.turn.seat == seat and not st.turn.movement_over
    moves = max(spaces_left(game, seat), 0) if moving else 0
    f = game.figure(seat)
    p = game.prompt
    if p is not None and p.kind == "monster" and haunt_on:  # the traitor moving one (R9.8)
        m = sides.monster(game, p.context["monster"])
        return tn("hud.status.monster", m.moves, monster=narrate.figure(game, m.id),
                  round=st.haunt.round + 1)
    if not haunt_on:
        return t("hud.status", moves=moves, omens=st.omens_drawn, turn=st.turn.number)
    if not f.alive:
        return t("hud.status.dead", round=st.haunt.round + 1)
    return t("hud.status.haunt", moves=moves, round=st.haunt.round + 1,
             turn=st.turn.number)


def draw_hud(surface: pygame.Surface, app: App, game: Game, seat: int, rect: pygame.Rect,
             flashes: dict[tuple[int, str], float], player: str, bottom: int,
             stage: Stage) -> None:
    """Draw the panel's contents for `seat` (the board draws the panel itself),
    down to `bottom` (the buttons are below). Names, the status and the room wrap
    rather than being cut; the room's text shows as many whole lines as fit."""
    haunt_on = stage.haunt_on(game)
    h = _layout(app, game, rect, haunt_on)
    x, y = rect.left + h.pad, rect.top + h.pad
    pic = pygame.Rect(x, y, h.pic, h.pic)
    portrait(surface, game, seat, pic)
    name_x = pic.right + h.pad
    room = rect.right - h.pad - name_x
    y = _lines(surface, narrate.explorer(game, seat), (name_x, y), room, "bold", h.name_px,
               theme.PARCHMENT)
    draw_text(surface, player, (name_x, y), "italic",
              fit_size(player, "italic", h.player_px, room), theme.MUTED)
    y += _line_h("italic", h.player_px)
    _lines(surface, _status(game, seat, haunt_on), (name_x, y), room, "body", h.status_px,
           theme.PARCHMENT)
    width = rect.width - 2 * h.pad
    y = h.tracks
    for trait in TRAITS:
        track(surface, app, game, seat, trait, pygame.Rect(x, y, width, h.row),
              flashes.get((seat, trait), 0.0), h.trait_px)
        y += h.row + app.px(4)
    if haunt_on:
        roster(surface, app, game, seat, x, h.roster_y, width, stage)
    f = game.figure(seat)
    if h.text_y > bottom:
        return
    _lines(surface, t("hud.room", room=narrate.room(f.room)), (x, h.room_y), width, "bold",
           h.room_px, theme.ITEM)
    y, line_h = h.text_y, _line_h("italic", h.text_px)
    for line in wrap(t(game.rooms[f.room].text_key), "italic", h.text_px, width):
        if y + line_h > bottom:
            break
        draw_text(surface, line, (x, y), "italic", h.text_px, theme.MUTED)
        y += line_h


def draw_log(surface: pygame.Surface, app: App, log: Told, rect: pygame.Rect) -> None:
    """The log strip: the newest lines told (or older ones, scrolled with the wheel),
    a scrollbar when there is more, and the key for the full history; when a person's
    turn begins, the recap of what the others did instead."""
    size = app.text_px(15)
    line_h = round(size * 1.25)
    pad = app.px(8)
    rows = max(1, (rect.height - app.px(12)) // line_h)
    width = rect.width - 2 * pad - app.px(10)  # the scrollbar's room at the right
    keys = app.settings.keys.get("log", [])
    button = key_label(keys[0]) if keys else ""
    recap = log.recap
    hidden = recap.more + max(0, len(recap.lines) - (rows - 1)) if recap is not None else 0
    if hidden:  # the recap's lines that did not fit are in the history too
        hint = t("hud.recap.more", n=hidden, button=button) if button else ""
    else:
        hint = t("hud.log.hint", button=button) if button else ""
    hint_w = assets.font("italic", size).size(hint)[0] + pad if hint else 0
    top = pygame.Rect(rect.left + pad, rect.top + app.px(6), width, line_h)
    if hint and hint_w < width // 2:
        draw_text(surface, hint, (top.right, top.top), "italic", size, theme.MUTED, "topright",
                  rect)
    else:
        hint_w = 0
    if recap is not None:
        _draw_recap(surface, app, log, top, rows, hint_w)
        return
    n = len(log)
    first = max(0, n - rows - min(log.scroll, max(0, n - rows)))
    shown = log[first:first + rows]
    y = top.top
    for i, line in enumerate(shown):
        fade = theme.mix(theme.MUTED, theme.PARCHMENT, (i + 1) / len(shown)) \
            if first + rows >= n else theme.PARCHMENT
        room = width - (hint_w if i == 0 else 0)
        draw_text(surface, fit(line, "body", size, room), (top.left, y), "body", size, fade,
                  box=rect)
        y += line_h
    if n > rows:  # where the lines shown are in the whole log
        bar = pygame.Rect(rect.right - pad - app.px(4), rect.top + app.px(8), app.px(4),
                          rect.height - app.px(16))
        h = max(app.px(12), bar.height * rows // n)
        thumb = pygame.Rect(bar.left, bar.top + (bar.height - h) * first // (n - rows),
                            bar.width, h)
        pygame.draw.rect(surface, theme.INK_3, bar, border_radius=2)
        pygame.draw.rect(surface, theme.ITEM if first + rows < n else theme.MUTED, thumb,
                         border_radius=2)


def _draw_recap(surface: pygame.Surface, app: App, log: Told, top: pygame.Rect,
                rows: int, hint_w: int) -> None:
    """"Since Mei's last turn" (how many more lines the history holds at its right)
    and the few lines of the others' turns, in the log's place until Mei acts."""
    recap = log.recap
    assert recap is not None
    size = app.text_px(15)
    line_h = round(size * 1.25)
    box = pygame.Rect(top.left, top.top, top.width, rows * line_h)
    who = log.session.seats[recap.seat].name
    draw_text(surface, fit(t("hud.recap", who=who), "bold", size, top.width - hint_w),
              top.topleft, "bold", size, theme.ITEM, box=box)
    y = top.top
    for line in recap.lines[-(rows - 1):] if rows > 1 else ():
        y += line_h
        draw_text(surface, fit(line, "body", size, top.width), (top.left, y), "body", size,
                  theme.PARCHMENT, box=box)
