"""The board scene as its helpers see it: a narrow interface, so the presenter, the
board's drawing and the overlays on the board never import the scene.

`BoardView` is what the presenter and the overlays on the board use; `BoardPicture`
adds what the board's drawing, focus and hover read. The scene (scenes/board.py)
has every member; tests/test_scene_registry.py keeps both lists true.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    import pygame

    from game.app import App
    from game.engine import Game
    from game.ui.board_controls import Target
    from game.ui.board_inspect import Inspector
    from game.ui.board_still import Kept
    from game.ui.history import Told
    from game.ui.house_view import Camera
    from game.ui.presenter import Presenter
    from game.ui.session import Session
    from game.ui.tile_in_hand import TileInHand
    from game.ui.widgets import Button


class BoardView(Protocol):
    """Whose game, its history, and the moments the presenter hands back."""

    app: App
    session: Session
    log: Told

    @property
    def game(self) -> Game: ...

    def follow(self, fid: int) -> None:
        """Show the floor of this figure and keep it in view."""

    def placing(self) -> bool:
        """A tile waits in hand to be placed."""

    def haunt_began(self) -> None:
        """The haunt's dice have landed: its reveal opens."""

    def game_ended(self) -> None:
        """The last event is shown: the game-over screen opens."""


class BoardPicture(BoardView, Protocol):
    """What is drawn where: the floor shown, its camera, the panels, the figures in motion."""

    presenter: Presenter
    inspector: Inspector
    floor: str
    overview: bool
    cams: dict[str, Camera]
    view: pygame.Rect
    safe: pygame.Rect
    hud_rect: pygame.Rect
    log_rect: pygame.Rect
    backdrop: pygame.Surface
    kept: Kept
    refreshes: int

    def hud_bottom(self) -> int:
        """Where the side panel's text must stop: above what is drawn below it."""
    targets: list[Target]
    buttons: list[Button]
    hand: TileInHand
    mouse: tuple[int, int]
    dragged: bool
    clock: float

    def show_floor(self, name: str) -> None:
        """Show one floor, or "overview" for the whole house."""

    def focused(self) -> Target | Button | None:
        """What the keyboard focus is on."""

    def place_state(self) -> tuple[tuple[int, int] | None, bool, str]:
        """The tile in hand: its cell, whether it fits there, and why not."""

    def active_figure(self) -> int | None:
        """The figure ringed on the board."""
