"""The side panel: the active explorer, four trait tracks, the table's explorers
(during the haunt: the known traitor, the dead, the escaped), the room, the log.
It shows the game as the presenter's story has reached it (a `Stage`): nothing of
the haunt before its reveal begins, no traitor before the story names them."""

from __future__ import annotations

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
from game.ui.widgets import draw_text, draw_wrapped, fit

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
          rect: pygame.Rect, flash: float) -> None:
    """One trait: its name, the skull, eight steps, the marker and the start."""
    f = game.figure(seat)
    tr = game.content.explorers[f.explorer].traits[trait]
    label_w = rect.width * 30 // 100
    name_color = theme.ITEM if flash > 0 else theme.PARCHMENT
    draw_text(surface, fit(t(f"trait.{trait}"), "bold", app.text_px(15), label_w - 2),
              (rect.left, rect.centery), "bold", app.text_px(15), name_color, "midleft")
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
        draw_text(surface, str(v), box.center, "bold" if here else "body", app.text_px(15),
                  theme.INK if here else theme.PARCHMENT, "center")


def roster(surface: pygame.Surface, app: App, game: Game, seat: int, x: int, y: int,
           width: int, stage: Stage) -> None:
    """Every explorer as a small disc, in turn order: the known traitor marked (never
    a hidden one, R10.2), the dead greyed under a skull, the escaped with an arrow
    out; the one shown above underlined."""
    order = game.state.order
    r = _roster_radius(app, game, width)
    step = min(r * 3, width // len(order))
    traitor = stage.traitor(game)
    for i, s in enumerate(order):
        f = game.figure(s)
        c = (x + r + 4 + i * step, y + r + 4)
        explorer = game.content.explorers[f.explorer]
        disc = explorer_disc(theme.hex_color(explorer.color), narrate.explorer(game, s)[0], r,
                             not f.in_house)
        surface.blit(disc, disc.get_rect(center=c))
        if s == traitor:
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


def _layout(app: App, game: Game, rect: pygame.Rect,
            stage: Stage) -> tuple[int, int, int, int]:
    """Where the tracks, the roster, the room's name and its text begin."""
    pad = app.px(12)
    tracks = max(app.px(64), app.text_px(44) + app.text_px(18)) + 2 * pad + rect.top
    roster_y = tracks + 4 * (app.text_px(22) + app.px(4))
    room = roster_y + pad // 2
    if stage.haunt_on(game):
        room += _roster_radius(app, game, rect.width - 2 * pad) * 2 + 12
    return tracks, roster_y, room, room + app.text_px(20)


def head_height(app: App, game: Game, rect: pygame.Rect, stage: Stage | None = None) -> int:
    """The panel's height above the room's text (which gives way to buttons), with
    the story at `stage` (None: nothing left to show)."""
    return _layout(app, game, rect, stage or Stage())[3] - rect.top


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
    down to `bottom` (the buttons are below), as the story at `stage` has it."""
    pad = app.px(12)
    x, y = rect.left + pad, rect.top + pad
    pic = pygame.Rect(x, y, app.px(64), app.px(64))
    portrait(surface, game, seat, pic)
    name_x = pic.right + pad
    room = rect.right - pad - name_x  # every line fits the panel at any text size
    draw_text(surface, fit(narrate.explorer(game, seat), "bold", app.text_px(20), room),
              (name_x, y), "bold", app.text_px(20))
    draw_text(surface, fit(player, "italic", app.text_px(15), room),
              (name_x, y + app.text_px(24)), "italic", app.text_px(15), theme.MUTED)
    haunt_on = stage.haunt_on(game)
    draw_text(surface, fit(_status(game, seat, haunt_on), "body", app.text_px(14), room),
              (name_x, y + app.text_px(44)), "body", app.text_px(14), theme.PARCHMENT)
    y, roster_y, room_y, y_text = _layout(app, game, rect, stage)
    row = app.text_px(22)
    for trait in TRAITS:
        track(surface, app, game, seat, trait, pygame.Rect(x, y, rect.width - 2 * pad, row),
              flashes.get((seat, trait), 0.0))
        y += row + app.px(4)
    if haunt_on:
        roster(surface, app, game, seat, x, roster_y, rect.width - 2 * pad, stage)
    f = game.figure(seat)
    if y_text > bottom:
        return
    draw_text(surface, fit(t("hud.room", room=narrate.room(f.room)), "bold", app.text_px(16),
                           rect.width - 2 * pad), (x, room_y), "bold", app.text_px(16), theme.ITEM)
    y = y_text
    clip = surface.get_clip()
    surface.set_clip(pygame.Rect(x, y, rect.width - 2 * pad, max(0, bottom - y)).clip(clip))
    draw_wrapped(surface, t(game.rooms[f.room].text_key), pygame.Rect(x, y, rect.width - 2 * pad,
                 0), "italic", app.text_px(14), theme.MUTED)
    surface.set_clip(clip)


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
