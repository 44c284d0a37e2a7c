"""What `python -m game shots --check` finds in a recorded frame (shots_record.py).

Only the top scene's texts are judged (with the app's notices): a scene under an
overlay has shots of its own. A text is a problem when it

- overflows its box: its letters leave the box its drawer gave (a button, a
  wrapped column), else the innermost panel it sits in;
- overlaps another text: their letters touch, pixel by pixel (a shadow, the same
  words a few pixels off, is not one; nor is a text a later panel covers);
- is cut: part of its letters is clipped away, or it was shortened with "…".

Hidden-traitor screens are compared by shape (`Shape`): across the couch, the
number of lines, their height and the buttons must not tell who is the traitor.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.ui.shots_record import WINDOW, Drawn, Panel, Recorder

SLACK = 2  # pixels a letter may lean out of its box (italics, antialiasing)
SHADOW = 8  # the same words within 1/8 of their height of each other: a shadow, an outline


@dataclass(frozen=True)
class Problem:
    shot: str
    text: str
    what: str

    def line(self) -> str:
        text = self.text if len(self.text) <= 60 else self.text[:59] + "…"
        return f"{self.shot}: {text!r}: {self.what}"


@dataclass(frozen=True)
class Shape:
    """What a screen looks like from across the room: how many lines, how much of
    the screen they fill, and where its buttons are."""

    lines: int
    height: int  # the lines' heights added up (by their font, not by their letters)
    buttons: tuple[tuple[int, int, int, int], ...]

    def __str__(self) -> str:
        return (f"{self.lines} lines, {self.height} px of text, "
                f"{len(self.buttons)} button{'s' if len(self.buttons) != 1 else ''}")


def judged(recorder: Recorder) -> list[Drawn]:
    """The top scene's texts that show at all."""
    return [d for d in recorder.lines if d.layer >= recorder.top and _shows(d.visible)]


def _shows(rect: pygame.Rect) -> bool:
    return rect.width > 0 and rect.height > 0


def problems(shot: str, recorder: Recorder) -> list[Problem]:
    lines = judged(recorder)
    found: list[Problem] = []
    for d in lines:
        found += [Problem(shot, d.text, what) for what in _own(d, recorder)]
    found += _overlaps(shot, lines, recorder.panels)
    return found


def _own(d: Drawn, recorder: Recorder) -> list[str]:
    out = []
    hidden = _sides(d.whole_ink, d.visible)
    if hidden:
        out.append(f"is cut: {hidden} hidden by the edge of its area")
    if d.text in recorder.cut:
        out.append(f"is cut short with '…' (the whole text: {recorder.cut[d.text]!r})")
    box = d.box or _panel_under(d, recorder.panels)
    if box is not None:
        over = _sides(d.visible, box)
        if over:
            out.append(f"overflows its box {tuple(box)}: {over} outside")
    return out


def _sides(rect: pygame.Rect, inside: pygame.Rect) -> str:
    """How far `rect` reaches past `inside` on each side, where it is more than
    SLACK ("" when it stays in)."""
    past = {"left": inside.left - rect.left, "right": rect.right - inside.right,
            "top": inside.top - rect.top, "bottom": rect.bottom - inside.bottom}
    return ", ".join(f"{n} px {side}" for side, n in past.items() if n > SLACK)


def _panel_under(d: Drawn, panels: list[Panel]) -> pygame.Rect | None:
    """The innermost panel drawn before the text, by the same scene, under its middle."""
    centre = d.visible.center
    under = [p.rect for p in panels if p.group == d.group and p.layer == d.layer and
             p.seq < d.seq and p.rect.collidepoint(centre)]
    return min(under, key=lambda r: r.width * r.height) if under else None


def _overlaps(shot: str, lines: list[Drawn], panels: list[Panel]) -> list[Problem]:
    found = []
    masks: dict[int, tuple[pygame.mask.Mask, tuple[int, int]]] = {}
    ordered = sorted(lines, key=lambda d: d.visible.left)
    for i, a in enumerate(ordered):
        for b in ordered[i + 1:]:
            if b.visible.left >= a.visible.right:
                break
            if a.group != b.group or a.layer != b.layer:
                continue
            meet = a.visible.clip(b.visible)
            if not _shows(meet) or _shadow(a, b) or _covered(a, b, meet, panels):
                continue
            ma, pa = masks.setdefault(a.seq, _mask(a))
            mb, pb = masks.setdefault(b.seq, _mask(b))
            if ma.overlap(mb, (pb[0] - pa[0], pb[1] - pa[1])) is not None:
                first, second = sorted((a, b), key=lambda d: d.seq)
                found.append(Problem(shot, second.text, f"overlaps {first.text!r}"))
    return found


def _shadow(a: Drawn, b: Drawn) -> bool:
    near = max(4, a.image.get_height() // SHADOW)
    return a.text == b.text and abs(a.pos[0] - b.pos[0]) <= near and \
        abs(a.pos[1] - b.pos[1]) <= near


def _covered(a: Drawn, b: Drawn, meet: pygame.Rect, panels: list[Panel]) -> bool:
    """Is the earlier text hidden there by a panel drawn between the two?"""
    low, high = sorted((a.seq, b.seq))
    return any(p.group == a.group and low < p.seq < high and p.rect.contains(meet)
               for p in panels)


def _mask(d: Drawn) -> tuple[pygame.mask.Mask, tuple[int, int]]:
    """The letters' pixels that show, and where that mask's corner is."""
    vis = d.visible
    letters = pygame.mask.from_surface(d.image)
    shown = pygame.mask.Mask(vis.size)
    shown.draw(letters, (d.pos[0] - d.area.x - vis.x, d.pos[1] - d.area.y - vis.y))
    return shown, vis.topleft


def shape(recorder: Recorder) -> Shape:
    lines = [d for d in judged(recorder) if d.group == WINDOW]
    buttons = sorted({(b.x, b.y, b.width, b.height) for b in (d.box for d in lines)
                      if b is not None and b.height < 1 << 19})  # not a wrapped column
    return Shape(len(lines), sum(d.line.height for d in lines), tuple(buttons))


def differing(shapes: dict[str, Shape], group: str) -> list[Problem]:
    """Each screen of a group that must look alike, against the group's first."""
    names = list(shapes)
    return [Problem(name, f"({group})", f"differs in size from {names[0]}: "
                    f"{shapes[name]} against {shapes[names[0]]}")
            for name in names[1:] if shapes[name] != shapes[names[0]]]
