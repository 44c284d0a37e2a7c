"""The replay theatre: a game watched as its shared screen showed it, from the
Load list (any save, and the finished games kept to be watched) or from the end
of a game ("Watch again").

It is the board itself, playing the record's own actions one at a time instead
of asking anyone: every roll, card and reveal is shown as the table saw it, and
what was secret stays secret (the session is `watching`: nobody sits at the
table to read a hand-over). Play / pause, a step forward or back, a jump to the
turn before or after and to the haunt's beginning, speed 1x to 8x, the history in
the log beside it. A step back or a jump rebuilds the game at that point from the
record (`Recording.cut`, which replays from the nearest snapshot), so any point of
a long game is reached at once. Once the game is over, "Show everything" lays
out what each seat knew: the traitor, each seat's secret token or paper.

Keys: Space plays or pauses, the arrows step, Page Up / Page Down jump a turn,
H jumps to the haunt, + and - change the speed, Esc goes back. A gamepad's
confirm plays or pauses, its D-pad steps and its shoulders jump a turn.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game import narrate
from game.engine.rules import sides
from game.recording import Recording
from game.text import t
from game.ui import theme
from game.ui.history import History, Told
from game.ui.scene import scene
from game.ui.scenes.board import BoardScene
from game.ui.session import Session
from game.ui.widgets import Button, Menu, draw_text, fit, panel, wrap

if TYPE_CHECKING:
    from game.app import App

SPEEDS = (1, 2, 4, 8)
BETWEEN = 0.5  # seconds between two actions at 1x, once the first one's story is told


def turn_starts(recording: Recording) -> list[int]:
    """The action counts at which each turn began (0: the game's first turn)."""
    return [0, *(i + 1 for i, events in enumerate(recording.events[1:])
                 if any(e.kind == "turn_started" for e in events))]


def haunt_start(recording: Recording) -> int | None:
    """The action that began the haunt, if the game reached it."""
    return next((i + 1 for i, events in enumerate(recording.events[1:])
                 if any(e.kind == "haunt_begins" for e in events)), None)


@scene("theatre")
class Theatre(BoardScene):
    def __init__(self, app: App, recording: Recording, at: int = 0,
                 story: History | None = None):
        self.source = recording
        self.total = len(recording.actions)
        self.finished = recording.game.over
        self.playing = False
        self.speed = 0  # index into SPEEDS
        self.wait = 0.0
        self.revealing: list[str] = []  # "show everything": a finished game's secrets, told
        self.bar = Menu([])
        self.hud_rect = pygame.Rect(0, 0, 0, 0)  # set by the board's layout
        # the game's history, told once (a loaded or just-played game's comes along);
        # each point's is a part of it
        self.story = story or History.of(recording)
        super().__init__(app, self._watch(at))
        self.ended = False
        self._bar()

    def _watch(self, n: int) -> Session:
        return Session(self.source.cut(n), self.story.upto(n), watching=True)

    @property
    def at(self) -> int:
        return len(self.session.recording.actions)

    # ---- moving through the game ----------------------------------------------------
    def seek(self, n: int) -> None:
        """Show the game after `n` actions at once (no story told for the way there)."""
        n = max(0, min(n, self.total))
        self.session = self._watch(n)
        self.log = Told(self.session)
        self.presenter = type(self.presenter)(self)
        self.prompt_seen = None
        self.wait = 0.0
        self.refresh()
        p = self.game.prompt
        if p is not None:
            self.follow(p.seat if p.kind != "monster" else p.context["monster"])

    def forward(self) -> None:
        """Play the next action, its story told as the table saw it."""
        if self.at >= self.total:
            self.playing = False
            return
        self._submitted(self.session.submit(self.source.actions[self.at]))

    def back(self) -> None:
        self.playing = False
        self.seek(self.at - 1)

    def jump_turn(self, way: int) -> None:
        self.playing = False
        starts = turn_starts(self.source)
        if way < 0:
            self.seek(max((s for s in starts if s < self.at), default=0))
        else:
            self.seek(min((s for s in starts if s > self.at), default=self.total))

    def jump_haunt(self) -> None:
        start = haunt_start(self.source)
        if start is None:
            self.app.notify(t("theatre.no_haunt"), 2.5)
            return
        self.playing = False
        self.seek(start - 1)  # the action that began it comes next: its reveal is told

    def toggle(self) -> None:
        if self.at >= self.total:
            self.seek(0)
        self.playing = not self.playing

    def faster(self, way: int) -> None:
        self.speed = max(0, min(len(SPEEDS) - 1, self.speed + way))

    def reveal(self) -> None:
        self.revealing = [] if self.revealing else secrets(self.source, self.session)
        self._bar()

    def close(self) -> None:
        self.app.stack.remove(self)

    # ---- the board's moments, as a watcher sees them --------------------------------
    def human_seat(self) -> int | None:
        return None  # nobody is asked anything: the record decides

    def act(self, action: object) -> None:
        """The board's own controls do nothing here: the record plays."""

    def undo(self) -> None:
        """Nothing is taken back in a game being watched."""

    def game_ended(self) -> None:
        self.playing = False
        self.refresh()
        h = self.game.state.haunt
        self.app.notify(t(f"theatre.end.{h.winner}") if h.winner else t("theatre.end"), 4.0)

    def _autosave(self, events: list) -> None:
        """A game being watched is never saved."""

    def update(self, dt: float) -> None:
        speed = SPEEDS[self.speed]
        self.animate(dt, speed)
        if not self.playing or self.app.stack.top is not self or not self.presenter.idle:
            return
        self.wait += dt * speed
        if self.wait >= BETWEEN:
            self.wait = 0.0
            self.forward()
            if not self.playing:  # the end: Play shows again
                self._bar()

    # ---- the bar ----------------------------------------------------------------------
    def _bar(self) -> None:
        buttons: list[tuple[str, Callable[[], None]]] = [
            (t("theatre.turn_back"), lambda: self.jump_turn(-1)),
            (t("theatre.back"), self.back),
            (t("theatre.pause") if self.playing else t("theatre.play"), self.toggle),
            (t("theatre.step"), self.forward_step),
            (t("theatre.turn_on"), lambda: self.jump_turn(1)),
            (t("theatre.haunt"), self.jump_haunt),
            (t("theatre.speed", n=SPEEDS[self.speed]), lambda: self.faster(
                1 if self.speed < len(SPEEDS) - 1 else -len(SPEEDS))),
        ]
        if self.finished:
            buttons.append((t("theatre.hide") if self.revealing else t("theatre.show_all"),
                            self.reveal))
        buttons.append((t("theatre.close"), self.close))
        focus = self.bar.focus
        self.bar = Menu([Button(label, action) for label, action in buttons])
        self.bar.focus = min(max(focus, 2), len(self.bar.buttons) - 1)
        self._lay_bar()

    def forward_step(self) -> None:
        self.playing = False
        if self.presenter.idle:
            self.forward()
        else:
            self.presenter.skip()

    def _lay_bar(self) -> None:
        app = self.app
        h = app.text_px(17) * 2
        rect = self.hud_rect
        gap = app.px(6)
        cols = 3
        rows = -(-len(self.bar.buttons) // cols)
        w = (rect.width - app.px(24) - gap * (cols - 1)) // cols
        top = rect.bottom - app.px(12) - rows * (h + gap) + gap
        for i, b in enumerate(self.bar.buttons):
            r, c = divmod(i, cols)
            b.rect = pygame.Rect(rect.left + app.px(12) + c * (w + gap), top + r * (h + gap),
                                 w, h)

    def panel_rect(self) -> pygame.Rect:
        """The theatre's panel at the foot of the side panel: its two lines, its bar."""
        app = self.app
        top = self.bar.buttons[0].rect.top - app.px(10) - round(app.text_px(16) * 2.8)
        return pygame.Rect(self.hud_rect.left + app.px(4), top, self.hud_rect.width - app.px(8),
                           self.hud_rect.bottom - top - app.px(4))

    def hud_bottom(self) -> int:
        return self.panel_rect().top  # the side panel's text stops above the theatre's

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        self._lay_bar()

    # ---- input ------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        intent = self.app.intents.of(event)
        keys = {pygame.K_SPACE: self.toggle, pygame.K_h: self.jump_haunt,
                pygame.K_LEFT: self.back, pygame.K_RIGHT: self.forward_step,
                pygame.K_PAGEUP: lambda: self.jump_turn(-1),
                pygame.K_PAGEDOWN: lambda: self.jump_turn(1),
                pygame.K_PLUS: lambda: self.faster(1), pygame.K_EQUALS: lambda: self.faster(1),
                pygame.K_KP_PLUS: lambda: self.faster(1), pygame.K_MINUS: lambda: self.faster(-1),
                pygame.K_KP_MINUS: lambda: self.faster(-1)}
        intents = {"menu": self.close, "cancel": self.close, "left": self.back,
                   "right": self.forward_step, "prev_floor": lambda: self.jump_turn(-1),
                   "next_floor": lambda: self.jump_turn(1)}
        done: Callable[[], None] | None = None
        if event.type == pygame.KEYDOWN and event.key in keys:
            done = keys[event.key]
        elif intent in intents:
            done = intents[intent]
        elif event.type == pygame.JOYBUTTONDOWN and intent == "confirm":
            done = self.toggle
        if done is not None:
            done()
            self._bar()
            return True
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEMOTION) and \
                any(b.rect.collidepoint(event.pos) for b in self.bar.buttons):
            used = self.bar.handle(event, intent)
            if event.type == pygame.MOUSEBUTTONDOWN:
                self._bar()
            return used
        if intent in ("confirm", "up", "down", "next", "prev"):
            used = self.bar.handle(event, intent)
            self._bar()
            return used
        return super().handle_event(event)

    # ---- drawing ----------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        app = self.app
        box = self.panel_rect()
        panel(surface, box, alpha=255, border=theme.ITEM)  # solid: nothing shows through
        st = self.game.state
        where = t("theatre.where", at=self.at, total=self.total, turn=st.turn.number)
        said = t("theatre.playing", n=SPEEDS[self.speed]) if self.playing else \
            t("theatre.paused")
        x = box.left + app.px(10)
        title = f"{t('theatre.title')} · {said}"
        draw_text(surface, fit(title, "bold", app.text_px(17), box.width - 20),
                  (x, box.top + app.px(6)), "bold", app.text_px(17), theme.ITEM, "topleft")
        draw_text(surface, fit(where, "body", app.text_px(15), box.width - 20),
                  (x, box.top + app.px(6) + round(app.text_px(17) * 1.35)), "body",
                  app.text_px(15), theme.PARCHMENT, "topleft")
        self.bar.draw(surface, app.text_px(15), self.clock)
        if self.revealing:
            self._draw_secrets(surface)

    def _draw_secrets(self, surface: pygame.Surface) -> None:
        """What each seat knew: who was the traitor, each seat's secret token or paper."""
        app = self.app
        lines = self.revealing
        width = min(self.view.width - app.px(40), app.text_px(720))
        size = app.text_px(16)
        wrapped = [part for line in lines for part in wrap(line, "body", size, width)]
        line_h = round(size * 1.35)
        box = pygame.Rect(0, 0, width + app.px(32),
                          line_h * len(wrapped) + round(app.text_px(20) * 1.6) + app.px(28))
        box.center = self.view.center
        panel(surface, box, alpha=245, border=theme.ITEM)
        y = box.top + app.px(14)
        draw_text(surface, t("theatre.secrets"), (box.centerx, y), "bold", app.text_px(20),
                  theme.ITEM, "midtop")
        y += round(app.text_px(20) * 1.6)
        for line in wrapped:
            draw_text(surface, line, (box.left + app.px(16), y), "body", size,
                      theme.PARCHMENT, "topleft")
            y += line_h


def secrets(recording: Recording, session: Session) -> list[str]:
    """What each seat of a finished game knew that the table did not: the traitor
    and their side, each seat's own secret token and papers."""
    game = recording.game
    out = []
    traitors = set(sides.traitor_side(game))
    for seat in range(len(session.seats)):
        who = narrate.explorer(game, seat)
        side = t("theatre.secret.traitor") if seat in traitors else t("theatre.secret.hero")
        mine = game.view(seat)["haunt"].get("mine", {})
        parts = [side]
        if mine.get("token") is not None:
            parts.append(t("theatre.secret.token", n=mine["token"]))
        paper = mine.get("paper") or {"lines": []}
        if paper["lines"]:
            parts.append(t("theatre.secret.paper", n=len(paper["lines"])))
        out.append(t("theatre.secret.line", who=who, player=session.seats[seat].name,
                     what="; ".join(parts)))
        hid = game.state.haunt.id  # each line of the paper as its holder read it
        out += [t("theatre.secret.entry", line=t(f"haunt.{hid}.{key}", room=narrate.room(room)))
                for key, room in paper["lines"]]
    return out
