"""The room tile a player is placing: where it would go, how it is turned, and
why a spot is refused (R5.3, R5.4). It rides on the cursor and snaps to the
doorways the engine offers; keys step between those doorways."""

from __future__ import annotations

import pygame

from game.engine import Game
from game.engine.house import world_doors
from game.engine.state import Prompt
from game.text import t
from game.ui import theme
from game.ui.doors_view import GAP
from game.ui.figure_view import draw_riders
from game.ui.house_view import Camera, draw_tile

Cell = tuple[int, int]


class TileInHand:
    def __init__(self) -> None:
        self.rotation = 0
        self.index = 0
        self.follow_mouse = False  # the mouse, not the keys, steers the tile

    def start(self, prompt: Prompt) -> tuple[str, int, int]:
        """Take up a new tile; returns the floor and cell to show first."""
        first = prompt.options[0]
        self.index, self.rotation, self.follow_mouse = 0, first[3], False
        return first[0], first[1], first[2]

    @staticmethod
    def cells(prompt: Prompt) -> list[Cell]:
        found: list[Cell] = []
        for o in prompt.options:
            if (o[1], o[2]) not in found:
                found.append((o[1], o[2]))
        return found

    def rotate(self, step: int) -> None:
        self.rotation = (self.rotation + step) % 4

    def step_cell(self, delta: int) -> None:
        self.follow_mouse = False
        self.index += delta

    def state(self, game: Game, cam: Camera, view: pygame.Rect,
              mouse: tuple[int, int]) -> tuple[Cell | None, bool, str]:
        """Where the tile would go, whether that is legal, and why not."""
        p = game.prompt
        assert p is not None
        cells = self.cells(p)
        cell: Cell | None = cells[self.index % len(cells)]
        if self.follow_mouse and view.collidepoint(mouse):
            at = cam.to_cell(view, *mouse)
            cell = at if at in cells else None
        if cell is None:
            return None, False, t("place.no_spot")
        if any(o[1:4] == [cell[0], cell[1], self.rotation] for o in p.options):
            return cell, True, ""
        facing = next(o[5] for o in p.options if (o[1], o[2]) == cell)
        if facing not in world_doors(game.rooms[p.context["tile"]], self.rotation):
            return cell, False, t("place.no_door")
        return cell, False, t("place.seals")

    def draw(self, surface: pygame.Surface, game: Game, floor: str, cam: Camera,
             view: pygame.Rect, mouse: tuple[int, int], cues: theme.Cues,
             text: float = 1.0) -> None:
        p = game.prompt
        assert p is not None
        room = game.rooms[p.context["tile"]]
        cell, ok, _why = self.state(game, cam, view, mouse)
        for c in self.cells(p):
            pygame.draw.rect(surface, cues.legal, cam.cell_rect(view, *c).inflate(-6, -6),
                             width=1, border_radius=6)
        if cell is not None:
            rect = cam.cell_rect(view, *cell)
        else:
            rect = pygame.Rect(0, 0, cam.tile, cam.tile)
            rect.center = mouse
        draw_tile(surface, room, floor, self.rotation, rect, 235 if ok else 150, text)
        draw_riders(surface, game, room.id, rect)  # a room moved carries its figures
        color = cues.legal if ok else cues.illegal
        if cell is not None:
            facing = next(o[5] for o in p.options if (o[1], o[2]) == cell)
            draw_meeting(surface, rect, facing,
                         facing in world_doors(room, self.rotation), cues)
        pygame.draw.rect(surface, color, rect, width=4, border_radius=4)
        mark = pygame.Rect(0, 0, rect.width // 4, rect.width // 4)
        mark.topright = (rect.right - 6, rect.top + 6)
        pygame.draw.circle(surface, color, mark.center, mark.width // 2)
        a = mark.inflate(-mark.width // 2, -mark.width // 2)
        if ok:  # a check mark: never colour alone
            pygame.draw.lines(surface, theme.INK, False,
                              [(a.left, a.centery), (a.centerx - 2, a.bottom), (a.right, a.top)],
                              3)
        else:  # a cross
            pygame.draw.line(surface, theme.INK, a.topleft, a.bottomright, 3)
            pygame.draw.line(surface, theme.INK, a.bottomleft, a.topright, 3)


def draw_meeting(surface: pygame.Surface, rect: pygame.Rect, facing: int, door: bool,
                 cues: theme.Cues) -> None:
    """The side that must meet the doorway it is placed at (R5.3): the door there
    ringed in the legal cue, or a barred gap in the illegal cue where a door is missing."""
    size = rect.width
    gap, depth = round(size * GAP), max(6, round(size * 0.16))
    mark = pygame.Rect(0, 0, gap, depth) if facing in (0, 2) else pygame.Rect(0, 0, depth, gap)
    edge = (rect.midtop, rect.midright, rect.midbottom, rect.midleft)[facing]
    mark.center = edge
    width = max(3, size // 30)
    if door:
        pygame.draw.rect(surface, cues.legal, mark.inflate(width * 2, width * 2), width=width,
                         border_radius=width)
        return
    pygame.draw.rect(surface, cues.illegal, mark, border_radius=width)
    pygame.draw.rect(surface, theme.INK, mark, width=max(1, width // 2), border_radius=width)
    cross = mark.inflate(-mark.width // 3, -mark.height // 3) if facing in (1, 3) else \
        mark.inflate(-mark.width * 2 // 3, -mark.height // 3)
    pygame.draw.line(surface, theme.PARCHMENT, cross.topleft, cross.bottomright, width)
    pygame.draw.line(surface, theme.PARCHMENT, cross.bottomleft, cross.topright, width)
