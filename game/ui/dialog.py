"""A modal question: a title, a sentence, and one button per answer. The focus
starts on the first harmless answer: never on one that drops or gives away an item,
reveals the traitor or ends a turn (`Option.risky`). Opened by name as the scene
"choice" (scenes/choice.py); the Load screen is one with rows."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, NamedTuple

import pygame

from game import narrate
from game.engine import Action, DropItem, EndTurn, Game, GiveItem, Reveal
from game.ui import theme
from game.ui.scene import Scene
from game.ui.widgets import Button, Menu, dim, draw_text, draw_wrapped, panel, wrap

if TYPE_CHECKING:
    from game.app import App

# Answers that cannot be taken back and lose something: never the focused one at first.
RISKY_ACTIONS: tuple[type[Action], ...] = (DropItem, GiveItem, EndTurn, Reveal)


class Option(NamedTuple):
    label: str
    choose: Callable[[], None]
    risky: bool = False  # never focused at first


def action_options(game: Game, actions: Sequence[Action],
                   act: Callable[[Action], None]) -> list[Option]:
    """One answer per action, labelled as the log would tell it; risky ones marked."""
    return [Option(narrate.action(game, a), lambda a=a: act(a), isinstance(a, RISKY_ACTIONS))
            for a in actions]


class ChoiceOverlay(Scene):
    opaque = False

    def __init__(self, app: App, title: str, text: str,
                 options: Sequence[tuple[str, Callable[[], None]] | Option],
                 cancel: Callable[[], None] | None = None):
        self.title = title
        self.text = text
        self.cancel = cancel
        made = [Option(*o) for o in options]
        self.menu = Menu([Button(o.label, self._choose(o.choose), risky=o.risky)
                          for o in made])
        super().__init__(app)

    def _choose(self, fn: Callable[[], None]) -> Callable[[], None]:
        def go() -> None:
            self.app.stack.remove(self)
            fn()
        return go

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        app = self.app
        width = min(size[0] - app.px(40), app.px(720))
        text_px = app.text_px(20)
        lines = len(wrap(self.text, "body", text_px, width - app.px(40)))
        button_h = app.text_px(20) * 2
        gap = app.px(8)
        n = len(self.menu.buttons)
        cols = 1 if n <= 6 else 2
        rows = -(-n // cols)
        height = (app.px(30) + app.text_px(26) * 2 + lines * round(text_px * 1.3)
                  + rows * (button_h + gap) + app.px(20))
        height = min(height, size[1] - app.px(20))
        self.rect = pygame.Rect(0, 0, width, height)
        self.rect.center = (size[0] // 2, size[1] // 2)
        col_w = (width - app.px(40) - gap * (cols - 1)) // cols
        top = self.rect.bottom - app.px(20) - rows * (button_h + gap) + gap
        for i, b in enumerate(self.menu.buttons):
            r, c = i % rows, i // rows
            b.rect = pygame.Rect(self.rect.left + app.px(20) + c * (col_w + gap),
                                 top + r * (button_h + gap), col_w, button_h)

    def handle_event(self, event: pygame.event.Event) -> bool:
        intent = self.app.intents.of(event)
        if intent in ("menu", "cancel") and self.cancel is not None:
            self.app.stack.remove(self)
            self.cancel()
            return True
        return self.menu.handle(event, intent)

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface, 0.41)
        panel(surface, self.rect, alpha=245, border=theme.ITEM)
        app = self.app
        y = self.rect.top + app.px(16)
        draw_text(surface, self.title, (self.rect.centerx, y), "bold", app.text_px(26),
                  theme.PARCHMENT, "midtop")
        y += round(app.text_px(26) * 1.5)
        body = pygame.Rect(self.rect.left + app.px(20), y, self.rect.width - app.px(40), 0)
        draw_wrapped(surface, self.text, body, "body", app.text_px(20), theme.PARCHMENT,
                     center=True)
        self.menu.draw(surface, app.text_px(19))
