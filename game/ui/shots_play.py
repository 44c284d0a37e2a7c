"""The gallery's stage: seeded games played by bots through real Actions, and the
window driven as a player drives it (frames, key presses, clicks on buttons).

Every state a shot shows is reached this way, never written by hand: a table is
dealt from a seed (`setup_for`), the engine is played up to a moment, a board is
opened on that game and shown the last action's events, and the app steps frame
by frame (updates only: the gallery draws the one frame it keeps).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from game.ai import ExplorerBot
from game.app import App
from game.content.types import Content, HauntDef
from game.engine import Event, Game
from game.sim import forcing, setup_for
from game.ui.history import Told
from game.ui.scene import Scene
from game.ui.scenes.board import BoardScene
from game.ui.scenes.setup import default_name
from game.ui.session import Seat, Session
from game.ui.widgets import Button

DT = 1 / 30  # a frame of the gallery's clock
PATIENCE = 5.0  # seconds a waiting scene is left before the gallery presses on
LONG_NAME = "Bartholomew Vane"  # as long as a name may be typed (setup.MAX_NAME)
Until = Callable[[Game, list[Event]], bool]


class Unavailable(Exception):
    """A shot that cannot be taken: its scene does not exist yet, or the scripted
    games never reach it. The message says which."""


@dataclass(frozen=True)
class Table:
    """Who sits down: how many, how many of them people (the first seats), and
    which haunt starts when the haunt begins (None: the chart's pick)."""

    seed: int
    players: int = 4
    people: int = 1
    haunt: Callable[[HauntDef], bool] | None = None


class Stage:
    """The app a shot sets its scenes up in, and the ways to get there."""

    def __init__(self, app: App, haunt: str | None = None):
        self.app = app
        self.haunt = haunt  # the haunt every haunt shot shows (None: the first that fits)

    @property
    def content(self) -> Content:
        return self.app.content

    # ---- games ---------------------------------------------------------------------
    def session(self, table: Table) -> Session:
        """A new game for the table (the first person gets the longest name allowed)."""
        content = self.content
        if table.haunt is not None:
            found = [h for h in sorted(content.haunts.values(), key=lambda h: h.number)
                     if table.haunt(h) and self.haunt in (None, h.id)]
            if not found:
                raise Unavailable(f"{self.haunt or 'no haunt'} is not of the kind this shot needs")
            content = forcing(content, found[0].id)
        setup = setup_for(content, table.seed, table.players)
        seats = [Seat(LONG_NAME if i == 0 else default_name(i), i < table.people, e)
                 for i, e in enumerate(setup.explorers)]
        return Session.new(content, seats, table.seed, setup.today)

    @staticmethod
    def play(session: Session, until: Until, limit: int = 4000) -> list[Event]:
        """Bots answer every prompt (a bot of its own for each person) until `until`
        holds, checked before each action with the last action's events."""
        helpers = {s: ExplorerBot(session.recording.setup.seed * 31 + s)
                   for s in range(len(session.seats))}
        events: list[Event] = []
        for _ in range(limit):
            game = session.game
            if until(game, events):
                return events
            p = game.prompt
            if p is None:
                break
            bot = session.bots.get(p.seat, helpers[p.seat])
            events = session.submit(bot.decide(game, p.seat, game.legal_actions(p.seat)))
        raise Unavailable("the scripted game never reaches this moment")

    def find(self, tables: list[Table], until: Until) -> tuple[Session, list[Event]]:
        """The first of the tables whose game reaches the moment."""
        for table in tables:
            session = self.session(table)
            try:
                return session, self.play(session, until)
            except Unavailable:
                continue
        raise Unavailable("none of the scripted games reaches this moment")

    # ---- the window ------------------------------------------------------------------
    def show(self, scene: Scene) -> Scene:
        """The stack becomes this one scene."""
        self.app.stack.replace(scene)
        return scene

    def board(self, session: Session, events: list[Event] | None = None) -> BoardScene:
        """A board on the game as it stands (as Load opens one), shown `events`, the
        last action's, as they happen."""
        board = BoardScene(self.app, session)
        self.show(board)
        if events:  # the last action is told as it is shown, not before
            board.log = Told(session, shown=len(session.recording.actions))
            board.presenter.feed(events)
            board.refresh()
        return board

    def step(self, seconds: float) -> None:
        """Let the app run (updates only) for a while."""
        for _ in range(max(1, round(seconds / DT))):
            self.frame([])

    def frame(self, events: list[pygame.event.Event]) -> None:
        app = self.app
        for event in events:
            app.handle(event)
        for scene in app.stack.visible():
            scene.update(DT)

    def wait_for(self, ready: Callable[[], bool], seconds: float = 120.0) -> None:
        """Run until `ready()`, or give up (the shot is unavailable). A scene that
        waits on top for PATIENCE seconds is answered as a person would: Enter
        (a Roll to press, a card to put away)."""
        still, last = 0.0, None
        for _ in range(round(seconds / DT)):
            if ready():
                return
            top = self.app.stack.top
            still, last = (still + DT if top is last else 0.0), top
            if still >= PATIENCE:
                still = 0.0
                self.confirm()
            else:
                self.frame([])
        raise Unavailable("the window never reaches this moment")

    def confirm(self) -> None:
        """The key the player's settings bind to "confirm" (Enter by default)."""
        names = self.app.settings.keys.get("confirm") or ["return"]
        self.key(pygame.key.key_code(names[0]))

    def top_is(self, kind: type) -> Callable[[], bool]:
        return lambda: isinstance(self.app.stack.top, kind)

    def key(self, key: int) -> None:
        self.frame([pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="",
                                       scancode=0)])

    def click(self, pos: tuple[int, int]) -> None:
        self.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                       buttons=(0, 0, 0)),
                    pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                    pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])
        self.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=(0, 0), rel=(0, 0),
                                       buttons=(0, 0, 0))])  # the pointer moves away

    def press(self, label: str) -> None:
        """Click the top scene's button with this label."""
        self.click(self.button(label).rect.center)

    def button(self, label: str) -> Button:
        top = self.app.stack.top
        buttons = [*getattr(getattr(top, "menu", None), "buttons", []),
                   *getattr(top, "buttons", [])]
        for b in buttons:
            if b.label == label:
                return b
        raise Unavailable(f"no button {label!r} on {type(top).__name__}")
