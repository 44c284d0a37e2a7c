"""The board's kept picture: everything of a frame that does not move (the
backdrop, the rooms, the doorways and targets at rest, the side panel, the log,
the buttons at rest), drawn again only when something it shows changes, so a
frame costs one copy of it and what moves (game/ui/board_draw.py).

What it shows is told by two keys. The view's: the camera, the floor on show,
the game (its actions and its question), the targets and buttons (they are
made again on every `refresh`), what the story has not shown yet, the text size,
language and palette. The side's: the same game, the explorer the panel shows,
the traits lit, what the story has told of the haunt and the traitor, the log.
When only the view's key changes (the camera glides), only the view is drawn
again. The pointer and the keyboard's focus are in neither: what they light is
drawn over the picture each frame, on its cell's ground given back (the cell as
it was before doorways and targets: kept for each target's cell and each cell
the tile in hand may go to), so it looks exactly as if drawn in place.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.text import language
from game.ui.widgets import part

if TYPE_CHECKING:
    from game.ui.board_api import BoardPicture

WHOLE, VIEW = "whole", "view"  # what `redo` asks to draw again
Cell = tuple[int, int]


def panel_seat(board: BoardPicture) -> int:
    """The explorer the side panel shows: whose turn the story is showing, else
    who is asked."""
    presenter, game = board.presenter, board.game
    if not presenter.idle and presenter.seat is not None:
        return presenter.seat
    return game.prompt.seat if game.prompt else game.state.turn.seat


def _game_key(board: BoardPicture) -> tuple:
    settings = board.app.settings
    game = board.game
    return (board.backdrop, board.refreshes, game, len(board.session.recording.actions),
            game.prompt, settings.text_size, settings.colorblind, language(), board.floor,
            board.overview)


def view_key(board: BoardPicture) -> tuple:
    """Everything the view's still part shows."""
    cam = board.cams[board.floor]
    presenter = board.presenter
    stage = presenter.stage
    return (_game_key(board), tuple(board.view), cam.cx, cam.cy, cam.tile, board.placing(),
            tuple(stage.tokens_unseen.items()), tuple(presenter.dropping.items()),
            stage.lifted)


def side_key(board: BoardPicture) -> tuple:
    """Everything the side panel, the log and the buttons at rest show."""
    game, presenter, log = board.game, board.presenter, board.log
    stage = presenter.stage
    return (_game_key(board), panel_seat(board), frozenset(presenter.flash),
            stage.haunt_on(game), tuple(stage.traitor_side(game)), len(log), log.scroll,
            log.recap,
            tuple(board.app.settings.keys.get("log", ())))


class Kept:
    """The kept picture of one board, the view's ground, and how often each was
    drawn (tests count them)."""

    def __init__(self) -> None:
        self.on = True  # off: every frame is drawn whole (tests compare the two)
        self.image: pygame.Surface | None = None
        self.ground: dict[Cell, tuple[pygame.Rect, pygame.Surface]] = {}
        self.keys: tuple[tuple | None, tuple | None] = (None, None)
        self.redraws = 0  # the whole picture drawn
        self.view_redraws = 0  # the view alone drawn again

    def redo(self, board: BoardPicture, surface: pygame.Surface) -> str:
        """What of the picture to draw again for this frame: WHOLE, VIEW or ""."""
        keys = (view_key(board), side_key(board))
        size = surface.get_size()
        if self.image is None or self.image.get_size() != size:
            self.image = pygame.Surface(size, 0, surface)
            self.keys = (None, None)
        old, self.keys = self.keys, keys
        if keys[1] != old[1]:
            self.redraws += 1
            return WHOLE
        if keys[0] != old[0]:
            self.view_redraws += 1
            return VIEW
        return ""

    def keep_ground(self, surface: pygame.Surface, rects: dict[Cell, pygame.Rect]) -> None:
        """Keep these cells as drawn so far (their rooms, before doorways and targets)."""
        self.ground = {cell: (rect, part(surface, rect).copy())
                       for cell, rect in rects.items() if rect.width > 0 and rect.height > 0}

    def give_back(self, surface: pygame.Surface, cell: Cell) -> None:
        """Put a cell's ground back (what it was before doorways and targets)."""
        if cell in self.ground:
            rect, patch = self.ground[cell]
            surface.blit(patch, rect)
