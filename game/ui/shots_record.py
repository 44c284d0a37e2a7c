"""Where every text of a frame was drawn, for `python -m game shots --check`.

While a frame is recorded, `widgets.recorder` is a `Recorder`: the widgets tell it
each text rendered, each line drawn with the box it must stay in (a button, a
wrapped column), each panel and each text shortened with an ellipsis. The frame is
drawn onto a `RecordingSurface`, which also sees texts blitted straight onto it
(or onto a part of it: its subsurfaces are recording surfaces too). Texts drawn
onto a surface of their own (a card face) are kept apart, in that surface's
coordinates. In play nothing here runs: the hooks are one `is not None` test.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from game.ui import widgets

if TYPE_CHECKING:
    from game.app import App

WINDOW = 0  # the group of texts drawn onto the window itself


@dataclass
class Drawn:
    """One line of text as it reached the screen."""

    text: str
    image: pygame.Surface
    pos: tuple[int, int]  # the image's top left, in its group's coordinates
    area: pygame.Rect  # the part of the image blitted, in the image's coordinates
    clip: pygame.Rect  # what the surface let through, in the group's coordinates
    box: pygame.Rect | None  # the room it must stay in, when the drawer said
    layer: int  # which scene drew it (0: the lowest one shown)
    group: int  # WINDOW, or a surface of its own
    seq: int  # drawing order
    line_h: int  # its font's line height (the image may be taller, by its letters)

    @property
    def ink(self) -> pygame.Rect:
        """Where its letters are (not the line's empty margins)."""
        inked = self.image.get_bounding_rect().clip(self.area)
        return inked.move(self.pos[0] - self.area.x, self.pos[1] - self.area.y)

    @property
    def whole_ink(self) -> pygame.Rect:
        """Where its letters would be if nothing were cut off."""
        inked = self.image.get_bounding_rect()
        return inked.move(self.pos[0] - self.area.x, self.pos[1] - self.area.y)

    @property
    def visible(self) -> pygame.Rect:
        return self.ink.clip(self.clip)

    @property
    def line(self) -> pygame.Rect:
        """The part of its line's box that shows (the font's height, whatever the letters)."""
        size = (self.area.width, min(self.area.height, self.line_h))
        return pygame.Rect(self.pos, size).clip(self.clip)


@dataclass(frozen=True)
class Panel:
    rect: pygame.Rect
    layer: int
    group: int
    seq: int


class RecordingSurface(pygame.Surface):
    """A frame that tells the recorder about every text image blitted onto it."""

    recorder: Recorder | None = None

    def blit(self, source: pygame.Surface, dest: Any, area: Any = None,  # type: ignore[override]
             special_flags: int = 0) -> pygame.Rect:
        done = super().blit(source, dest, area, special_flags)
        if self.recorder is not None:
            self.recorder.blitted(self, source, dest, area)
        return done


def _where(surface: pygame.Surface) -> tuple[int, tuple[int, int], pygame.Rect]:
    """The group of a surface, its offset in that group, and its clip there."""
    offset = surface.get_abs_offset() if isinstance(surface, RecordingSurface) else (0, 0)
    group = WINDOW if isinstance(surface, RecordingSurface) else id(surface)
    clip = surface.get_clip().move(offset)
    if isinstance(surface, RecordingSurface):
        clip = clip.clip(surface.get_abs_parent().get_rect())
    return group, offset, clip


class Recorder:
    """The texts and panels of one frame (see the module's note)."""

    def __init__(self) -> None:
        # id(image) -> image, text, its font's line height
        self.texts: dict[int, tuple[pygame.Surface, str, int]] = {}
        self.cut: dict[str, str] = {}  # a shortened text -> what it was
        self.lines: list[Drawn] = []
        self.panels: list[Panel] = []
        self.layer = 0
        self.top = 0  # the layer of the scene on top
        self.seq = 0
        self._keep: list[pygame.Surface] = []  # surfaces of their own, alive until done

    def clear(self) -> None:
        self.lines, self.panels, self._keep, self.seq = [], [], [], 0

    # ---- told by the widgets (widgets.TextRecorder) -------------------------------
    def rendered(self, image: pygame.Surface, text: str, line_h: int) -> None:
        self.texts[id(image)] = (image, text, line_h)

    def shortened(self, text: str, shown: str) -> None:
        self.cut[shown] = text

    def drawn(self, surface: pygame.Surface, image: pygame.Surface, rect: pygame.Rect,
              box: pygame.Rect | None) -> None:
        group, offset, _clip = _where(surface)
        last = self.lines[-1] if self.lines else None
        if last is None or last.image is not image or last.group != group or \
                last.pos != (rect.x + offset[0], rect.y + offset[1]):
            self.blitted(surface, image, rect.topleft, None)  # not onto the frame: unseen
        if box is not None and self.lines and self.lines[-1].image is image:
            self.lines[-1].box = box.move(offset)

    def panel(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        group, offset, _clip = _where(surface)
        self.panels.append(Panel(rect.move(offset), self.layer, group, self._next()))

    # ---- told by the recording surface ------------------------------------------------
    def blitted(self, surface: pygame.Surface, source: pygame.Surface, dest: Any,
                area: Any) -> None:
        known = self.texts.get(id(source))
        if known is None or known[0] is not source:
            return
        group, offset, clip = _where(surface)
        if group != WINDOW:
            self._keep.append(surface)
        x, y = (dest.x, dest.y) if isinstance(dest, pygame.Rect) else dest[:2]
        area = pygame.Rect(area) if area is not None else source.get_rect()
        self.lines.append(Drawn(known[1], source, (int(x) + offset[0], int(y) + offset[1]),
                                area, clip, None, self.layer, group, self._next(), known[2]))

    def _next(self) -> int:
        self.seq += 1
        return self.seq


@contextmanager
def recording() -> Iterator[Recorder]:
    """Record texts until the block ends (the text cache is emptied at both ends, so
    every text is seen being rendered, and none stays known afterwards)."""
    recorder = Recorder()
    widgets.render.cache_clear()
    widgets.recorder = recorder
    try:
        yield recorder
    finally:
        widgets.recorder = None
        widgets.render.cache_clear()


def record_frame(app: App, recorder: Recorder) -> RecordingSurface:
    """Draw the app's frame as it stands onto a new surface, noting each scene's texts
    under its own layer (the app's own notices go over the top scene's)."""
    frame = RecordingSurface(app.size, 0, app.window)
    recorder.clear()
    scenes = app.stack.visible()
    recorder.top = len(scenes) - 1
    for i, scene in enumerate(scenes):
        scene.draw = _tagged(recorder, i, scene.draw)  # type: ignore[method-assign]
    RecordingSurface.recorder = recorder  # its parts (subsurfaces) tell it too
    try:
        app.draw(frame)
    finally:
        RecordingSurface.recorder = None
        for scene in scenes:
            del scene.draw
    return frame


def _tagged(recorder: Recorder, layer: int,
            draw: Callable[[pygame.Surface], None]) -> Callable[[pygame.Surface], None]:
    def draw_tagged(surface: pygame.Surface) -> None:
        recorder.layer = layer
        draw(surface)
        recorder.layer = recorder.top
    return draw_tagged
