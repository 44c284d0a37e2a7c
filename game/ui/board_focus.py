"""The keyboard's selection on the board, moved by direction: an arrow (or the
pad's D-pad) goes to the nearest thing one can act on that way on the screen —
a room to walk to, a doorway to explore, a figure to attack on the floor on
show, or a button (a floor tab, the side panel's) — and Enter acts on it. With
nothing selected yet, the first step starts from the figure whose turn it is.
Tab and Shift-Tab still go through everything in order, on every floor."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.rules import sides
from game.ui.board_controls import Target
from game.ui.figure_view import floor_spots
from game.ui.widgets import Button

if TYPE_CHECKING:
    from game.ui.board_api import BoardPicture

Point = tuple[float, float]
WAYS = {"up": (0, -1), "down": (0, 1), "left": (-1, 0), "right": (1, 0)}
ACROSS = 2  # how much a step sideways counts against a candidate, to one straight ahead


def where(board: BoardPicture, item: Target | Button) -> Point | None:
    """Where a thing is on the screen (None: not on show, on another floor)."""
    if isinstance(item, Button):
        return item.rect.center
    if board.overview or item.floor != board.floor:
        return None
    cam = board.cams[board.floor]
    if item.figure is not None:
        for spot in floor_spots(board.game, board.floor, cam, board.view,
                                board.presenter.stage):
            if spot.fid == item.figure:
                return spot.pos
    return cam.cell_rect(board.view, *item.cell).center


def start(board: BoardPicture) -> Point:
    """Where the first step starts: the figure whose turn it is, if it shows, else
    the middle of the view."""
    fid = board.active_figure()
    p = None if fid is None else board.game.state.placements.get(sides.where(board.game, fid)[0])
    if p is not None and p.floor == board.floor and not board.overview:
        return board.cams[board.floor].cell_rect(board.view, p.x, p.y).center
    return board.view.center


def step(board: BoardPicture, items: list[Target | Button], focus: int, way: str) -> int | None:
    """The index of the thing to select from `focus` going `way` (None: nothing
    there): the nearest within 45 degrees of the way, else the nearest ahead at all
    (a step sideways counting ACROSS times a step ahead)."""
    dx, dy = WAYS[way]
    here = where(board, items[focus]) if 0 <= focus < len(items) else None
    if here is None:
        here = start(board)
    best: tuple[bool, float, int] | None = None
    for i, item in enumerate(items):
        there = where(board, item) if i != focus else None
        if there is None:
            continue
        ahead = (there[0] - here[0]) * dx + (there[1] - here[1]) * dy
        aside = abs((there[0] - here[0]) * dy) + abs((there[1] - here[1]) * dx)
        if ahead <= 0:
            continue
        score = (aside > ahead, ahead + ACROSS * aside, i)
        if best is None or score < best:
            best = score
    return None if best is None else best[2]
