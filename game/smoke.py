"""`python -m game --smoke` (and `house-on-the-hill --smoke` from the download):
prove that this copy of the game works, in a few seconds, without a person.

1. loads every content file and every asset the window draws (a file missing
   from a bundle shows up here, not as a blank tile in a player's game);
2. opens the window at 1280x720 under whatever SDL video driver is set
   (`SDL_VIDEODRIVER=dummy` on a machine without a screen);
3. draws the title scene, then a board with bots in every seat, stepping frames
   until a few turns are played (or a frame limit);
4. saves that game into a temporary folder, loads it back with every recorded
   event verified, and checks the loaded state is the one played.

Prints "smoke ok" and the timings and returns 0; a content error returns 2, any
other failure prints what went wrong and returns 1.
"""

from __future__ import annotations

import sys
import tempfile
import time
import traceback
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.content.types import Content

SIZE = (1280, 720)
SEED = 7
PLAYERS = 4
TITLE_FRAMES = 5
TURNS = 3
FRAME_LIMIT = 6000
FRAME = 1 / 60


class SmokeFailure(Exception):
    """A check of the smoke test that did not hold."""


def _check_assets(content: Content) -> int:
    """Every font, image and sound the window uses opens; returns how many files."""
    import pygame

    from game import resources
    from game.ui import assets
    from game.ui.house_view import TOKEN_IMAGES

    fonts = sorted({face.file for faces in assets.FONT_FILES.values()
                    for face in faces.values() if face.file})
    missing = [f"font {file}" for file in fonts
               if not resources.path("assets", "fonts", file).exists()]
    images = [("rooms", f"{rid}.png") for rid in sorted(content.rooms)]
    images += [("portraits", f"{eid}.png") for eid in sorted(content.explorers)]
    images += [("icons", name) for name in ("omen.png", "item.png", "event.png",
                                            "card_back.png", "dice_face_0.png",
                                            "dice_face_1.png", "dice_face_2.png")]
    images += [("icons", f"{token}.png") for token in TOKEN_IMAGES]
    for parts in images:
        if assets.image(*parts) is None:
            missing.append("/".join(("assets", *parts)))
    sounds = sorted(resources.path("assets", "sounds").glob("*.wav"))
    if not sounds:
        missing.append("assets/sounds/*.wav")
    if pygame.mixer.get_init():
        for file in sounds:
            try:
                pygame.mixer.Sound(str(file))
            except pygame.error as exc:
                missing.append(f"{file.name} ({exc})")
    if missing:
        raise SmokeFailure(f"{len(missing)} asset(s) missing or unreadable: "
                           + ", ".join(missing[:8]))
    return len(fonts) + len(images) + len(sounds)


def _smoke(timings: dict[str, float], counts: dict[str, int]) -> int:
    from game.content.loader import load

    start = time.perf_counter()
    content, errors = load()
    if errors:
        for e in errors:
            print(e, file=sys.stderr)
        print(f"smoke failed: {len(errors)} content error(s)", file=sys.stderr)
        return 2
    timings["content"] = time.perf_counter() - start

    import pygame

    from game.app import App
    from game.saves import load as load_save
    from game.saves import save
    from game.settings import Settings
    from game.ui.demo import bot_session
    from game.ui.scenes.board import BoardScene
    from game.ui.scenes.title import TitleScene

    start = time.perf_counter()
    app = App(settings=Settings(), size=SIZE)  # defaults: never the player's full screen
    if app.window.get_size() != SIZE:
        raise SmokeFailure(f"the window is {app.window.get_size()}, not {SIZE}")
    if app.content_errors or not app.content.rooms:
        raise SmokeFailure("the window could not load the content")
    timings["window"] = time.perf_counter() - start

    start = time.perf_counter()
    counts["assets"] = _check_assets(app.content)
    timings["assets"] = time.perf_counter() - start

    try:
        start = time.perf_counter()
        app.push(TitleScene(app))
        for _ in range(TITLE_FRAMES):
            app.step(FRAME, pygame.event.get())
            pygame.display.flip()
        timings["title"] = time.perf_counter() - start

        start = time.perf_counter()
        app.settings.bot_speed = 4.0
        app.settings.animation_speed = 4.0
        session = bot_session(app, SEED, PLAYERS)
        board = BoardScene(app, session)
        board.fast = True
        app.stack.replace(board)
        first_turn = session.game.state.turn.number
        frames = 0
        while frames < FRAME_LIMIT and not board.ended:
            app.step(FRAME, pygame.event.get())
            pygame.display.flip()
            frames += 1
            if session.game.state.turn.number - first_turn >= TURNS:
                break
        counts["frames"] = frames
        counts["turns"] = session.game.state.turn.number - first_turn
        counts["actions"] = len(session.recording.actions)
        timings["board"] = time.perf_counter() - start
        if counts["actions"] == 0:
            raise SmokeFailure(f"the bots made no move in {frames} frames")
        if counts["turns"] < TURNS and not board.ended:
            raise SmokeFailure(f"only {counts['turns']} turn(s) in {frames} frames")
    finally:
        pygame.quit()

    start = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="house-smoke-") as folder:
        path = Path(folder) / "smoke-save.json"
        save(path, session.recording)
        loaded = load_save(path, content, verify=True)
    played, back = session.game.state.to_json(), loaded.game.state.to_json()
    if back != played:
        differ = sorted(k for k in played if played[k] != back.get(k))
        raise SmokeFailure(f"the loaded game differs from the played one in {differ}")
    if len(loaded.actions) != counts["actions"] or loaded.seats != session.recording.seats:
        raise SmokeFailure("the loaded game has other actions or seats than the played one")
    timings["save_load"] = time.perf_counter() - start
    return 0


def run_smoke() -> int:
    """The smoke test; returns the exit status (0 ok, 1 failed, 2 content errors)."""
    timings: dict[str, float] = {}
    counts: dict[str, int] = {}
    start = time.perf_counter()
    try:
        status = _smoke(timings, counts)
    except SmokeFailure as exc:
        print(f"smoke failed: {exc}", file=sys.stderr)
        return 1
    except Exception as exc:
        traceback.print_exc()
        print(f"smoke failed: {type(exc).__name__}: {exc}", file=sys.stderr)
        return 1
    if status:
        return status
    total = time.perf_counter() - start
    print(f"smoke ok in {total:.2f}s: content {timings['content']:.2f}s, "
          f"window {timings['window']:.2f}s, {counts['assets']} assets "
          f"{timings['assets']:.2f}s, title {TITLE_FRAMES} frames {timings['title']:.2f}s, "
          f"board {counts['frames']} frames {counts['turns']} turns {counts['actions']} "
          f"actions {timings['board']:.2f}s, save+verified load {timings['save_load']:.2f}s")
    sys.stdout.flush()
    return 0
