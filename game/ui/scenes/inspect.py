"""The inspect overlay: one thing's card beside the board (the thing ringed on
it), opened by a click, the right button or the inspect key. The arrows (or
Previous / Next) step to the next thing of the same kind: explorers in turn
order, rooms floor by floor; a held card opens its own card over this one.
Esc, Backspace, the inspect key or a click beside the card closes it; the
focus starts on Close, so a reflexive Enter only closes."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game import narrate
from game.text import t
from game.ui import inspect_card, theme
from game.ui.board_inspect import INSPECT_KEY, outline
from game.ui.inspect_facts import Facts, Subject, facts, ring, room_of
from game.ui.scene import Scene, scene
from game.ui.widgets import Button, Menu, dim, render

if TYPE_CHECKING:
    from game.app import App
    from game.ui.board_api import BoardPicture

BUTTON_PX = 16  # the buttons' text size, before the player's text size


@scene("inspect")
class InspectScene(Scene):
    opaque = False

    def __init__(self, app: App, board: BoardPicture, subject: Subject):
        self.board = board
        self.subject = subject
        self.facts: Facts | None = None
        self.menu = Menu([])
        self.groups: list[list[Button]] = []
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.scale = 1.0
        self.clock = 0.0
        super().__init__(app)

    # ---- what is shown -----------------------------------------------------------------
    def _read(self) -> None:
        """The subject's facts and buttons: its cards, Previous and Next, Close."""
        board = self.board
        self.facts = facts(board.game, self.subject, board.inspector.sight())
        if self.facts is None:
            return
        cards = [Button(narrate.card(c), lambda c=c: self._open_card(c))
                 for c in self.facts.cards if self.subject.kind != "card"]
        steps = [Button(t("inspect.prev"), lambda: self.step(-1)),
                 Button(t("inspect.next"), lambda: self.step(1))] \
            if len(self._ring()) > 1 else []
        self.groups = [cards, [*steps, Button(t("board.close"), self.close)]]
        self.menu = Menu([*cards, *self.groups[1]])
        self.menu.focus = len(self.menu.buttons) - 1  # Close

    def _ring(self) -> list[Subject]:
        return ring(self.board.game, self.subject, self.board.inspector.sight())

    def step(self, delta: int) -> None:
        """To the previous or next thing of the same kind (its floor shown)."""
        things = self._ring()
        if len(things) < 2:
            return
        i = things.index(self.subject) if self.subject in things else -1
        self.subject = things[(i + delta) % len(things)]
        self._show_on_board()
        was = self.menu.buttons[self.menu.focus].label if self.menu.focus >= 0 else ""
        self._read()
        self.menu.focus = next((i for i, b in enumerate(self.menu.buttons) if b.label == was),
                               self.menu.focus)  # Previous stays on Previous
        self.layout(self.size)

    def _show_on_board(self) -> None:
        board, game = self.board, self.board.game
        if self.subject.kind in ("explorer", "monster") and isinstance(self.subject.key, int):
            board.follow(self.subject.key)
        elif self.subject.kind == "room":
            p = game.state.placements.get(str(self.subject.key))
            if p is not None and p.floor != board.floor:
                board.show_floor(p.floor)

    def _open_card(self, cid: str) -> None:
        self.app.push(InspectScene(self.app, self.board, Subject("card", cid)))

    def close(self) -> None:
        self.app.stack.remove(self)

    # ---- layout --------------------------------------------------------------------------
    def enter(self) -> None:
        if self.facts is None:
            self.close()

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        if self.facts is None:
            self._read()
        if self.facts is None:
            return
        app, board = self.app, self.board
        margin = app.px(16)
        w = inspect_card.width(app, size[0] - 2 * margin)
        rows = self._button_rows(w - 2 * app.px(12))
        button_h = round(app.text_px(BUTTON_PX) * 2)
        gap = app.px(8)
        buttons_h = len(rows) * (button_h + gap)
        room = size[1] - 2 * margin - buttons_h
        h, self.scale = inspect_card.fit(app, board.game, self.facts, w, room)
        self.rect = pygame.Rect(0, 0, w, h + buttons_h)
        self.rect.centery = size[1] // 2
        view, spot = board.view, self._spot()
        if spot is None:
            self.rect.centerx = view.centerx
        elif view.right - spot.right > spot.left - view.left:  # the wider side of the thing
            self.rect.right = view.right - margin
        else:
            self.rect.left = view.left + margin
        self.rect.clamp_ip(pygame.Rect(margin, margin, size[0] - 2 * margin,
                                       size[1] - 2 * margin))
        y = self.rect.top + h
        for row in rows:
            x = self.rect.left + app.px(12)
            for b, bw in row:
                b.rect = pygame.Rect(x, y, bw, button_h)
                x += bw + gap
            y += button_h + gap

    def _button_rows(self, width: int) -> list[list[tuple[Button, int]]]:
        """The buttons in rows as wide as the card, each as wide as its words: the
        cards first, then Previous, Next and Close on a row of their own."""
        app = self.app
        size = app.text_px(BUTTON_PX)
        gap = app.px(8)
        rows: list[list[tuple[Button, int]]] = []
        for group in self.groups:
            rows.append([])
            used = 0
            for b in group:
                bw = min(width, max(app.px(90), render(b.label, "body", size,
                                                       theme.PARCHMENT).get_width() + app.px(28)))
                if rows[-1] and used + gap + bw > width:
                    rows.append([])
                    used = 0
                used += (gap if rows[-1] else 0) + bw
                rows[-1].append((b, bw))
        return [row for row in rows if row]

    def _spot(self) -> pygame.Rect | None:
        """The room the thing is in on screen, if the floor shown has it."""
        board = self.board
        p = board.game.state.placements.get(room_of(board.game, self.subject) or "")
        if p is None or p.floor != board.floor or board.overview:
            return None
        return board.cams[board.floor].cell_rect(board.view, p.x, p.y)

    # ---- input ---------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        intent = self.app.intents.of(event)
        if intent in ("menu", "cancel") or (event.type == pygame.KEYDOWN and intent is None
                                            and event.key == INSPECT_KEY):
            self.close()
            return True
        if intent in ("left", "right"):
            self.step(-1 if intent == "left" else 1)
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_TAB:
            self.menu.handle(event, "up" if event.mod & pygame.KMOD_SHIFT else "down")
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and not self.rect.collidepoint(event.pos):
            self.close()  # a click beside the card puts it away
            return True
        return self.menu.handle(event, intent)

    def update(self, dt: float) -> None:
        self.clock += dt

    def draw(self, surface: pygame.Surface) -> None:
        if self.facts is None:
            return
        dim(surface, 0.72)
        outline(surface, self.board, self.subject, self.clock)
        inspect_card.draw(surface, self.app, self.board.game, self.facts, self.rect, self.scale)
        self.menu.draw(surface, self.app.text_px(BUTTON_PX))
