"""Bots play every seat through the real window: the attract mode and `demo`."""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pygame

from game.app import App
from game.sim import setup_for
from game.ui.scenes.board import BoardScene
from game.ui.scenes.game_over import GameOver
from game.ui.session import Seat, Session

FRAME = 1 / 60
GAME_OVER_FRAMES = 8 * 60  # the end of a game stays up eight seconds


def bot_session(app: App, seed: int, players: int = 4) -> Session:
    setup = setup_for(app.content, seed, players)
    seats = [Seat(f"Bot {i + 1}", False, e) for i, e in enumerate(setup.explorers)]
    return Session.new(app.content, seats, seed, setup.today)


def run_demo(seed: int, frames: int, shots: Path | None, every: int, language: str = "",
             haunt: str = "") -> int:
    app = App(language=language, haunt=haunt)
    app.content  # noqa: B018 - load now: a haunt that does not exist is said before any frame
    if app.content_errors:
        print("\n".join(app.content_errors), file=sys.stderr)
        return 2
    app.settings.bot_speed = 4.0
    app.settings.animation_speed = 2.0
    rng = random.Random(seed)
    app.push(BoardScene(app, bot_session(app, seed, rng.randint(3, 6))))
    if shots is not None:
        shots.mkdir(parents=True, exist_ok=True)
    games = 1
    ended = 0  # frames the game-over screen has been up
    for frame in range(frames):
        app.step(FRAME, pygame.event.get())
        ended = ended + 1 if isinstance(app.stack.top, GameOver) else 0
        if ended > GAME_OVER_FRAMES or not isinstance(app.stack.scenes[0], BoardScene):
            ended = 0  # the game ended: deal again
            games += 1
            app.stack.replace(BoardScene(app, bot_session(app, seed + games,
                                                          rng.randint(3, 6))))
        if shots is not None and frame % every == 0:
            pygame.image.save(app.window, str(shots / f"frame-{frame:06d}.png"))
        pygame.display.flip()
    pygame.quit()
    return 0
