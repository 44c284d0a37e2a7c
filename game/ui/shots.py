"""`python -m game shots DIR`: the screenshot gallery a maintainer runs after any UI
change: every scene and overlay in a scripted state, one PNG each; `--check` names
every text that overflows its box, overlaps another or is cut, and hidden-traitor
screens whose shapes differ (shots_check.py).

Shots are a registry: a name and a function that sets up the scene stack on a
`Stage` (shots_play.py), registered in shots_gallery.py with `@shot(name)`; a
scene that does not exist yet is `missing(name, why)`, listed as skipped.
Settings and saves live in a scratch folder while the gallery runs.
"""

from __future__ import annotations

import os
import sys
import tempfile
import traceback
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

import pygame

from game.ui import assets
from game.ui.shots_check import Problem, Shape, differing, problems, shape
from game.ui.shots_play import Stage, Unavailable
from game.ui.shots_record import record_frame, recording

Make = Callable[[Stage], None]


@dataclass(frozen=True)
class Shot:
    name: str
    make: Make
    alike: str = ""  # screens of one group must all have one shape (hidden-traitor screens)


SHOTS: dict[str, Shot] = {}


def shot(name: str, alike: str = "") -> Callable[[Make], Make]:
    """Register a shot: `make` sets up the app's scene stack for it."""
    def register(make: Make) -> Make:
        if name in SHOTS:
            raise ValueError(f"shot {name!r} registered twice")
        SHOTS[name] = Shot(name, make, alike)
        return make
    return register


def missing(name: str, why: str) -> None:
    """Register a shot of a scene that does not exist yet: skipped, saying why."""
    def make(stage: Stage) -> None:
        raise Unavailable(why)
    shot(name)(make)


@dataclass
class Gallery:
    """What a run made: the shots taken, those skipped (and why), the problems."""

    taken: list[str] = field(default_factory=list)
    skipped: list[tuple[str, str]] = field(default_factory=list)
    crashed: dict[str, str] = field(default_factory=dict)  # shot -> its traceback
    problems: list[Problem] = field(default_factory=list)
    shapes: dict[str, dict[str, Shape]] = field(default_factory=dict)


@contextmanager
def scratch_config() -> Iterator[Path]:
    """Settings and saves in a folder of their own, gone afterwards."""
    before = os.environ.get("HOUSE_CONFIG_DIR")
    with tempfile.TemporaryDirectory(prefix="house-shots-") as folder:
        os.environ["HOUSE_CONFIG_DIR"] = folder
        try:
            yield Path(folder)
        finally:
            if before is None:
                del os.environ["HOUSE_CONFIG_DIR"]
            else:
                os.environ["HOUSE_CONFIG_DIR"] = before


def take(folder: Path, language: str = "en", text_size: float = 1.0,
         size: tuple[int, int] = (1920, 1080), check: bool = False,
         only: list[str] | None = None, haunt: str | None = None) -> Gallery:
    """Take the shots (all, or `only` these) into `folder` as NAME.png; `haunt`:
    every haunt shot shows this haunt."""
    from game.app import App
    from game.settings import Settings
    from game.ui import shots_gallery  # noqa: F401 - registers the shots

    unknown = [n for n in only or [] if n not in SHOTS]
    if unknown:
        raise ValueError(f"no shot {', '.join(unknown)} (there are {', '.join(SHOTS)})")
    folder.mkdir(parents=True, exist_ok=True)
    gallery = Gallery()
    with scratch_config():
        app = App(Settings(language=language, text_size=text_size), size=size,
                  language=language)
        if haunt is not None and haunt not in app.content.haunts:
            pygame.quit()
            raise ValueError(f"no haunt {haunt} (there are {', '.join(app.content.haunts)})")
        stage = Stage(app, haunt)
        for name in only or list(SHOTS):
            _take(stage, SHOTS[name], folder, check, gallery)
        pygame.quit()
        assets.clear()  # its fonts died with pygame.quit()
    for group, shapes in gallery.shapes.items():
        gallery.problems += differing(shapes, group)
    return gallery


def _take(stage: Stage, s: Shot, folder: Path, check: bool, gallery: Gallery) -> None:
    app = stage.app
    app.notices.clear()
    try:
        s.make(stage)
        with recording() as recorder:
            app.stack.layout(app.size)  # texts fitted when laid out are seen, too
            frame = record_frame(app, recorder)
            if check:
                gallery.problems += problems(s.name, recorder)
                if s.alike:
                    gallery.shapes.setdefault(s.alike, {})[s.name] = shape(recorder)
    except Unavailable as why:
        gallery.skipped.append((s.name, str(why)))
        return
    except Exception:  # one broken scene must not hide the others' shots
        trace = traceback.format_exc()
        where = trace.strip().splitlines()[-3:]  # the failing line and the error
        same = next((n for n, seen in gallery.crashed.items()
                     if seen.strip().splitlines()[-3:] == where), None)
        print(f"shot {s.name} crashed" + (f" as {same} did" if same else f":\n{trace}"),
              file=sys.stderr)
        gallery.crashed[s.name] = trace
        return
    pygame.image.save(frame, str(folder / f"{s.name}.png"))
    gallery.taken.append(s.name)


def run_shots(folder: Path, language: str, text_size: float, size: tuple[int, int],
              check: bool, only: list[str] | None = None, haunt: str | None = None) -> int:
    """The command: take the shots, say what was skipped and (with `check`) every
    problem, one line each. Exit 1 on a problem or a crash."""
    try:
        gallery = take(folder, language, text_size, size, check, only, haunt)
    except ValueError as exc:
        print(exc, file=sys.stderr)
        return 2
    print(f"{len(gallery.taken)} shots in {folder} ({language}, text size {text_size:g}, "
          f"{size[0]}x{size[1]})")
    for name, why in gallery.skipped:
        print(f"skipped {name}: {why}")
    for p in gallery.problems:
        print(p.line())
    if check:
        print(f"{len(gallery.problems)} problem{'s' if len(gallery.problems) != 1 else ''}")
    for name in gallery.crashed:
        print(f"crashed {name} (the traceback is above)")
    return 1 if gallery.problems or gallery.crashed else 0
