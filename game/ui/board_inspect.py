"""The board's side of inspecting: what is under the pointer (a chip of the turn
strip, a card button, the side panel's explorer, a figure, a token, a room),
the hover card after a short stillness, and opening the inspect overlay by a
click on something that is no target, the right button, or the inspect key on
what the keyboard focus is on. Also the turn strip above the view, and what
the board's story has shown so far (`sight`): hover text tells no more than
the board has (R10.2).

The board holds one `Inspector` and calls it at six places: layout (the strip
takes its row), events, a click on nothing else, update, draw, and its card
buttons are `CardButton`s.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.engine import Game
from game.engine.rules import sides
from game.engine.state import Token
from game.text import language, t
from game.ui import hud, inspect_card, theme, turn_strip
from game.ui.board_controls import Target
from game.ui.figure_view import figure_at, floor_spots
from game.ui.house_view import badge_side
from game.ui.inspect_facts import Sight, Subject, facts, room_of
from game.ui.scene import push_scene
from game.ui.widgets import Button

if TYPE_CHECKING:
    from game.ui.board_api import BoardPicture

HOVER = 0.45  # seconds the pointer rests on a thing before its card shows
INSPECT_KEY = pygame.K_i  # inspects what the focus is on (when no rebound key uses it)


@dataclass
class CardButton(Button):
    """A held card's button in the side panel: it also shows the card on hover."""

    card: str = ""


def figure_subject(fid: int) -> Subject:
    return Subject("monster" if sides.is_monster(fid) else "explorer", fid)


class Inspector:
    def __init__(self, board: BoardPicture):
        self.board = board
        self.chips: list[pygame.Rect] = []
        self.strip = turn_strip.Strip()
        self.under: Subject | None = None
        self.still = 0.0
        self._card: tuple[object, pygame.Surface | None] | None = None

    # ---- what the story has shown ----------------------------------------------------
    def sight(self) -> Sight:
        """What the board's story (its Stage) has shown of the haunt, the traitor,
        deaths, monsters and tokens."""
        board = self.board
        game, stage = board.game, board.presenter.stage
        return Sight(tuple((s.name, s.human) for s in board.session.seats),
                     haunt_told=stage.haunt_on(game) or game.state.phase == "explore",
                     traitor_told=stage.traitor(game) == sides.traitor(game),
                     joining=frozenset(stage.joining),
                     untold=frozenset(stage.leaving), unseen=frozenset(stage.unseen),
                     tokens=unshown_tokens(game, stage.tokens_unseen))

    def story_seat(self) -> int:
        """Whose turn the board is showing (the engine may be further on)."""
        presenter = self.board.presenter
        if not presenter.idle and presenter.seat is not None:
            return presenter.seat
        return self.board.game.state.turn.seat

    def panel_seat(self) -> int:
        """The explorer the side panel shows (as board_draw picks it)."""
        presenter, game = self.board.presenter, self.board.game
        if not presenter.idle and presenter.seat is not None:
            return presenter.seat
        return game.prompt.seat if game.prompt else game.state.turn.seat

    # ---- the board's calls -----------------------------------------------------------
    def layout(self, view: pygame.Rect) -> pygame.Rect:
        """The strip's chips along the top of the view; returns the view left below."""
        board = self.board
        self.chips, view = turn_strip.split(board.app, board.game, self.sight(), view)
        return view

    def handle(self, event: pygame.event.Event, intent: str | None) -> bool:
        board = self.board
        if event.type == pygame.KEYDOWN and event.key == INSPECT_KEY and intent is None:
            self.open(self.focused_subject())
            return True
        if event.type != pygame.MOUSEBUTTONDOWN:
            return False
        if event.button == 3 and not board.placing():
            return self.select(event.pos)
        chip = self._chip_at(event.pos)
        if event.button == 1 and chip is not None:
            self.open(chip)
            return True
        return False

    def select(self, pos: tuple[int, int]) -> bool:
        """Open the card of whatever is at `pos` (a click on no target)."""
        subject = self.subject_at(pos)
        if subject is not None:
            self.open(subject)
        return subject is not None

    def open(self, subject: Subject | None) -> None:
        board = self.board
        if subject is not None and facts(board.game, subject, self.sight()) is not None:
            self.under = None
            push_scene(board.app, "inspect", board, subject)

    def update(self, dt: float) -> None:
        board = self.board
        shown = board.app.stack.top is board and not board.dragged
        subject = self.subject_at(board.mouse) if shown else None
        if subject != self.under:
            self.under, self.still = subject, 0.0
        else:
            self.still += dt

    def draw(self, surface: pygame.Surface) -> None:
        board = self.board
        app, game = board.app, board.game
        sight = self.sight()
        hovered = self.under.key if self.under is not None and self.under.kind == "explorer" \
            else None
        self.strip.draw(surface, app, game, sight, self.chips, self.story_seat(),
                        hovered if isinstance(hovered, int) else None)
        if self.under is None or self.still < HOVER or app.stack.top is not board:
            return
        card = self._hover_card(sight)
        if card is not None:
            bounds = pygame.Rect((0, 0), app.size).inflate(-app.px(16), -app.px(16))
            surface.blit(card, inspect_card.near(card.get_size(), board.mouse, bounds,
                                                 app.px(20)))

    def _hover_card(self, sight: Sight) -> pygame.Surface | None:
        """The hover card, drawn again only when the thing, the game or the story
        moves on (not every frame)."""
        board = self.board
        app, game = board.app, board.game
        key = (self.under, game.state.actions, len(board.presenter.queue), sight, language(),
               app.size, app.settings.text_size)
        if self._card is None or self._card[0] != key:
            found = facts(game, self.under, sight) if self.under is not None else None
            shown = None
            if found is not None:
                bounds = pygame.Rect((0, 0), app.size).inflate(-app.px(16), -app.px(16))
                w = inspect_card.width(app, bounds.width)
                hint = t("inspect.hint")
                h, scale = inspect_card.fit(app, game, found, w, bounds.height, hint)
                shown = inspect_card.image(app, game, found, (w, h), scale, hint)
            self._card = (key, shown)
        return self._card[1]

    # ---- what is where -----------------------------------------------------------------
    def _chip_at(self, pos: tuple[int, int]) -> Subject | None:
        order = self.board.game.state.order
        for seat, rect in zip(order, self.chips, strict=False):
            if rect.collidepoint(pos):
                return Subject("explorer", seat)
        return None

    def subject_at(self, pos: tuple[int, int]) -> Subject | None:
        board = self.board
        chip = self._chip_at(pos)
        if chip is not None:
            return chip
        for b in board.buttons:
            if b.rect.collidepoint(pos):
                return Subject("card", b.card) if isinstance(b, CardButton) else None
        head = board.hud_rect.top + hud.head_height(board.app, board.game, board.hud_rect,
                                                    board.presenter.stage)
        if board.hud_rect.collidepoint(pos) and pos[1] < head:
            return Subject("explorer", self.panel_seat())
        if board.overview or not board.view.collidepoint(pos):
            return None
        return self._on_floor(pos)

    def _on_floor(self, pos: tuple[int, int]) -> Subject | None:
        """A figure, a token lying in a room, or the room, at a point of the view."""
        board = self.board
        game, cam = board.game, board.cams[board.floor]
        fid = figure_at(floor_spots(game, board.floor, cam, board.view, board.presenter.stage),
                        pos)
        if fid is not None:
            return figure_subject(fid)
        x, y = cam.to_cell(board.view, *pos)
        rid = game.grid.room_at((board.floor, x, y))
        if rid is None:
            return None
        for index, rect in self.token_slots(rid, cam.cell_rect(board.view, x, y)):
            if rect.collidepoint(pos):
                return Subject("token", index) if index >= 0 else Subject("room", rid)
        return Subject("room", rid)

    def token_slots(self, rid: str, rect: pygame.Rect) -> list[tuple[int, pygame.Rect]]:
        """Where house_view.draw_tokens puts a room's tokens (each with its index in
        the house's tokens) and its item pile (index -1), along the room's top."""
        board = self.board
        game = board.game
        unshown = unshown_tokens(game, board.presenter.stage.tokens_unseen)
        lying = [(i, tok) for i, tok in enumerate(game.state.tokens)
                 if tok.room == rid and tok.holder < 0 and i not in unshown]
        if rid in game.state.piles:
            lying.append((-1, Token("item_pile", rid)))
        p = game.state.placements[rid]
        badge = any(target.floor == p.floor and target.cell == (p.x, p.y) and
                    target.cost is not None for target in board.targets)
        size = max(10, rect.width // 5)
        text = board.app.settings.text_size
        left = rect.left + size // 3 + (badge_side(rect.width, text) + 2 if badge else 0)
        step = min(size + 2, (rect.right - rect.width // 4 - size - left) // max(1, len(lying) - 1))
        return [(i, pygame.Rect(left + k * step, rect.top + size // 3, size, size))
                for k, (i, _tok) in enumerate(lying)]

    def focused_subject(self) -> Subject | None:
        """What the inspect key looks at: the keyboard's focus (a figure to attack,
        a room to walk to, a doorway's room, a card), else what the pointer rests
        on, else the figure whose turn it is."""
        board = self.board
        game = board.game
        item = board.focused()
        if isinstance(item, CardButton):
            return Subject("card", item.card)
        if isinstance(item, Target):
            if item.figure is not None:
                return figure_subject(item.figure)
            rid = game.grid.room_at((item.floor, *item.cell))
            if rid is not None:
                return Subject("room", rid)
            return Subject("room", sides.where(game, board.active_figure() or 0)[0])
        if self.under is not None:
            return self.under
        fid = board.active_figure()
        return figure_subject(fid) if fid is not None else None


def unshown_tokens(game: Game, unseen: dict[tuple[str, str], int]) -> frozenset[int]:
    """The tokens (by index) the board has not shown arriving yet: of each kind in
    each room, the newest `unseen[(kind, room)]` lying there."""
    out: set[int] = set()
    for (kind, rid), n in unseen.items():
        lying = [i for i, tok in enumerate(game.state.tokens)
                 if tok.kind == kind and tok.room == rid and tok.holder < 0]
        out.update(lying[-n:] if n > 0 else [])
    return frozenset(out)


def outline(surface: pygame.Surface, board: BoardPicture, subject: Subject, clock: float) -> None:
    """Ring the inspected thing on the board when it is on the floor shown: a
    figure by a circle, anything else by its room."""
    if board.overview:
        return
    game, cam = board.game, board.cams[board.floor]
    width = max(3, board.app.px(3))
    color = theme.mix(theme.ITEM, theme.PARCHMENT, 0.5 + 0.5 * abs((clock * 2) % 2 - 1))
    if subject.kind in ("explorer", "monster"):
        for spot in floor_spots(game, board.floor, cam, board.view, board.presenter.stage):
            if spot.fid == subject.key:
                center = (round(spot.pos[0]), round(spot.pos[1]))
                pygame.draw.circle(surface, color, center, spot.radius + width * 3, width)
        return
    p = game.state.placements.get(room_of(game, subject) or "")
    if p is not None and p.floor == board.floor:
        rect = cam.cell_rect(board.view, p.x, p.y).inflate(width * 2, width * 2)
        pygame.draw.rect(surface, color, rect, width, border_radius=board.app.px(6))
