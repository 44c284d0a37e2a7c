"""Scenes and the stack that runs them (DESIGN: pushdown state, transparent overlays).

Only the top scene gets input. Scenes from the top-most opaque one upward are
updated and drawn, bottom first, so an overlay shows the board beneath it and
the board's animations keep going. `draw` never changes anything.

Scenes open each other by name (`push_scene(app, "pause", ...)`): each scene class
registers under its name with `@scene("pause")`, and `game.ui.scenes.load_all`
imports every scene module, so no scene module imports another to open it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

if TYPE_CHECKING:
    from game.app import App


class Scene:
    opaque = True

    def __init__(self, app: App):
        self.app = app
        self.size = app.size

    def enter(self) -> None:
        """Pushed onto the stack."""

    def exit(self) -> None:
        """Popped off the stack."""

    def pause(self) -> None:
        """Another scene was pushed above this one."""

    def resume(self) -> None:
        """The scene above this one was popped."""

    def layout(self, size: tuple[int, int]) -> None:
        """Compute every rectangle from the window size."""
        self.size = size

    def handle_event(self, event: pygame.event.Event) -> bool:
        """React to one input event; True if it was used."""
        return False

    def update(self, dt: float) -> None:
        """Advance animations and timers by dt seconds."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the scene; changes nothing."""


class SceneStack:
    def __init__(self) -> None:
        self.scenes: list[Scene] = []

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> None:
        if self.scenes:
            self.scenes[-1].pause()
        self.scenes.append(scene)
        scene.layout(scene.app.size)
        scene.enter()

    def pop(self) -> Scene:
        scene = self.scenes.pop()
        scene.exit()
        if self.scenes:
            self.scenes[-1].resume()
        return scene

    def remove(self, scene: Scene) -> None:
        """Take a scene out wherever it is (an overlay that finished under another)."""
        if scene is self.top:
            self.pop()
        elif scene in self.scenes:
            self.scenes.remove(scene)
            scene.exit()

    def replace(self, scene: Scene) -> None:
        """Swap the whole stack for one scene (e.g. back to the title)."""
        while self.scenes:
            self.pop()
        self.push(scene)

    def visible(self) -> list[Scene]:
        """Scenes from the top-most opaque one upward, bottom first."""
        start = 0
        for i in range(len(self.scenes) - 1, -1, -1):
            if self.scenes[i].opaque:
                start = i
                break
        return self.scenes[start:]

    def layout(self, size: tuple[int, int]) -> None:
        for scene in self.scenes:
            scene.layout(size)


SCENES: dict[str, type[Scene]] = {}


def scene(name: str) -> Callable[[type[Scene]], type[Scene]]:
    """Register a scene class under `name`, as the engine registers its rules."""
    def register(cls: type[Scene]) -> type[Scene]:
        if name in SCENES:
            raise ValueError(f"two scenes named {name!r}")
        SCENES[name] = cls
        return cls
    return register


def scene_class(name: str) -> type[Scene]:
    from game.ui.scenes import load_all

    load_all()
    return SCENES[name]


def make_scene(app: App, name: str, *args: Any, **kwargs: Any) -> Scene:
    return scene_class(name)(app, *args, **kwargs)


def push_scene(app: App, name: str, *args: Any, **kwargs: Any) -> Scene:
    """Open the scene named `name` above the others."""
    opened = make_scene(app, name, *args, **kwargs)
    app.push(opened)
    return opened


def replace_scene(app: App, name: str, *args: Any, **kwargs: Any) -> Scene:
    """Swap the whole stack for the scene named `name` (e.g. back to the title)."""
    opened = make_scene(app, name, *args, **kwargs)
    app.stack.replace(opened)
    return opened
