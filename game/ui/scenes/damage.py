"""Taking damage (R8.2): the split over the traits the damage may hit, one row per
trait with - and +, each trait's value now and after, and a warning when the split
kills (R8.4). A split is played on a copy of the game when it is shown or weighed,
so what is shown is what the engine would do. It starts as the gentlest split
(each point where the marker stands highest above the skull) and always stays a
whole legal one: a + takes the point from the trait it leaves best off, a - gives
it to the one that bears it best."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game import narrate
from game.content.types import TRAITS
from game.engine import AssignDamage, Game
from game.engine.rules.traits import value
from game.engine.state import GameState
from game.text import t
from game.ui import theme
from game.ui.hud import skull_icon
from game.ui.scene import Scene, scene
from game.ui.widgets import Button, dim, draw_text, draw_wrapped, fit, panel, wrap

if TYPE_CHECKING:
    from game.app import App

Split = tuple[int, ...]  # steps per trait, in TRAITS order


@dataclass(frozen=True)
class After:
    """What a split does: each trait's value after it, and whether it kills."""

    values: dict[str, int]
    marks: dict[str, int]  # marker positions after (0: the lowest)
    kills: bool

    def score(self) -> tuple[bool, int, int]:
        """Better is greater: alive, then the lowest marker highest, then the most left."""
        return (not self.kills, min(self.marks.values()), sum(self.marks.values()))


def played(game: Game, split: Split) -> After:
    """The split answered on a copy of the game (the real one is untouched)."""
    p = game.prompt
    assert p is not None
    seat = p.seat
    copy = Game(game.content, GameState.from_json(game.state.to_json()))
    copy.submit(AssignDamage(*split))
    f = copy.figure(seat)
    return After({tr: value(copy, seat, tr) for tr in TRAITS}, dict(f.traits), not f.alive)


@scene("damage")
class DamageOverlay(Scene):
    opaque = False

    def __init__(self, app: App, game: Game, take: Callable[[AssignDamage], None]):
        p = game.prompt
        assert p is not None and p.kind == "damage"
        self.game = game
        self.take = take
        self.seat = p.seat
        self.splits = [tuple(s) for s in p.options]
        self.played: dict[Split, After] = {}
        self.moves: dict[tuple[Split, str, int], Split | None] = {}  # (split, trait, ±1)
        self.traits = [tr for i, tr in enumerate(TRAITS) if any(s[i] for s in self.splits)]
        self.now = {tr: value(game, self.seat, tr) for tr in TRAITS}
        self.marks = dict(game.figure(self.seat).traits)
        self.split: Split = self._gentlest(int(p.context["amount"]))
        if self.after(self.split).kills:  # another may spare them (a haunt's own rule)
            self.split = next((s for s in self.splits if not self.after(s).kills), self.split)
        self.doomed = self.after(self.split).kills  # every split kills
        self.row = 0  # the focused row: a trait, or len(traits) for the Take button
        self.hover: tuple[int, int] | None = None  # (row, -1 | +1 | 0)
        self.confirm = Button(t("damage.take"), self._take)
        super().__init__(app)

    # ---- the split -------------------------------------------------------------------
    def after(self, split: Split) -> After:
        """What a split does, played once on a copy of the game."""
        if split not in self.played:
            self.played[split] = played(self.game, split)
        return self.played[split]

    def _gentlest(self, amount: int) -> Split:
        """Each point on the trait whose marker stays highest (the first on a tie)."""
        steps = dict.fromkeys(TRAITS, 0)
        for _ in range(amount):
            trait = max(self.traits, key=lambda tr: self.marks[tr] - steps[tr])
            steps[trait] += 1
        split = tuple(steps[tr] for tr in TRAITS)
        return split if split in self.splits else self.splits[0]

    def _moved(self, trait: str, delta: int) -> Split | None:
        """The split with one more (+1) or one fewer (-1) step on a trait, the point
        taken from or given to another trait the way that leaves the explorer best off
        (None if there is no such split)."""
        key = (self.split, trait, delta)
        if key not in self.moves:
            self.moves[key] = self._move(trait, delta)
        return self.moves[key]

    def _move(self, trait: str, delta: int) -> Split | None:
        i = TRAITS.index(trait)
        moves = []
        for s in self.splits:
            changed = [j for j in range(len(TRAITS)) if s[j] != self.split[j]]
            if s[i] - self.split[i] == delta and len(changed) == 2 and \
                    all(abs(s[j] - self.split[j]) == 1 for j in changed):
                moves.append(s)
        return max(moves, key=lambda s: self.after(s).score()) if moves else None

    def shift(self, trait: str, delta: int) -> bool:
        moved = self._moved(trait, delta)
        if moved is not None:
            self.split = moved
        return moved is not None

    def _take(self) -> None:
        self.app.stack.remove(self)
        self.take(AssignDamage(*self.split))

    # ---- layout -------------------------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        app = self.app
        width = min(size[0] - app.px(40), app.px(760))
        self.text_px = app.text_px(20)
        self.row_h = round(app.text_px(22) * 2.2)
        gap = app.px(8)
        self.prompt_lines = len(wrap(narrate.prompt(self.game), "body", self.text_px,
                                     width - app.px(40)))
        line_h = round(self.text_px * 1.3)
        height = (app.px(16) + round(app.text_px(26) * 1.5) + self.prompt_lines * line_h
                  + gap + len(self.traits) * (self.row_h + gap) + line_h * 2
                  + self.text_px * 2 + app.px(24))
        self.rect = pygame.Rect(0, 0, width, min(height, size[1] - app.px(20)))
        self.rect.center = (size[0] // 2, size[1] // 2)
        top = self.rect.top + app.px(16) + round(app.text_px(26) * 1.5) + \
            self.prompt_lines * line_h + gap
        self.rows: list[pygame.Rect] = []
        self.minus: list[pygame.Rect] = []
        self.plus: list[pygame.Rect] = []
        inner = self.rect.inflate(-app.px(40), 0)
        button = self.row_h - app.px(12)
        for k in range(len(self.traits)):
            r = pygame.Rect(inner.left, top + k * (self.row_h + gap), inner.width, self.row_h)
            self.rows.append(r)
            m = pygame.Rect(0, 0, button, button)
            m.midleft = (r.left + round(r.width * 0.34), r.centery)
            pl = pygame.Rect(0, 0, button, button)
            pl.midleft = (m.right + app.px(70), r.centery)
            self.minus.append(m)
            self.plus.append(pl)
        self.warn_y = top + len(self.traits) * (self.row_h + gap)
        self.confirm.rect = pygame.Rect(0, 0, min(inner.width, app.px(360)), self.text_px * 2)
        self.confirm.rect.midbottom = (self.rect.centerx, self.rect.bottom - app.px(16))

    # ---- input -------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        intent = self.app.intents.of(event)
        n = len(self.traits)
        if event.type == pygame.MOUSEMOTION:
            self.hover = self._spot(event.pos)
            if self.hover is not None:
                self.row = self.hover[0]
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            spot = self._spot(event.pos)
            if spot is None:
                return True
            self.row, delta = spot
            if self.row == n:
                self._take()
            elif delta:
                self.shift(self.traits[self.row], delta)
            return True
        if intent in ("up", "down", "prev", "next"):  # Tab and Shift-Tab as down and up
            self.row = (self.row + (1 if intent in ("down", "next") else -1)) % (n + 1)
            return True
        if intent in ("left", "right") and self.row < n:
            self.shift(self.traits[self.row], 1 if intent == "right" else -1)
            return True
        if intent == "confirm":
            if self.row == n:
                self._take()
            else:  # a trait row: on to the Take button, never taking at once
                self.row = n
            return True
        return False

    def _spot(self, pos: tuple[int, int]) -> tuple[int, int] | None:
        """(row, -1 for the minus, +1 for the plus, 0 elsewhere in the row) under a point."""
        if self.confirm.rect.collidepoint(pos):
            return (len(self.traits), 0)
        for k, r in enumerate(self.rows):
            if self.minus[k].collidepoint(pos):
                return (k, -1)
            if self.plus[k].collidepoint(pos):
                return (k, 1)
            if r.collidepoint(pos):
                return (k, 0)
        return None

    # ---- drawing -------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        app = self.app
        dim(surface, 0.41)
        panel(surface, self.rect, alpha=245, border=theme.ITEM)
        y = self.rect.top + app.px(16)
        draw_text(surface, t("prompt.title.damage"), (self.rect.centerx, y), "bold",
                  app.text_px(26), theme.PARCHMENT, "midtop")
        y += round(app.text_px(26) * 1.5)
        body = pygame.Rect(self.rect.left + app.px(20), y, self.rect.width - app.px(40), 0)
        draw_wrapped(surface, narrate.prompt(self.game), body, "body", self.text_px,
                     theme.PARCHMENT, center=True)
        after = self.after(self.split)
        cues = theme.cues(app.settings.colorblind)
        for k, trait in enumerate(self.traits):
            self._draw_row(surface, k, trait, after)
        who = narrate.explorer(self.game, self.seat)
        warning = t("damage.doomed", who=who) if self.doomed else \
            t("damage.kills", who=who) if after.kills else ""
        if warning:
            box = pygame.Rect(self.rect.left + app.px(20), self.warn_y,
                              self.rect.width - app.px(40), 0)
            draw_wrapped(surface, warning, box, "bold", self.text_px, cues.illegal,
                         center=True)
        self.confirm.draw(surface, app.text_px(20), self.row == len(self.traits),
                          self.hover is not None and self.hover[0] == len(self.traits))

    def _draw_row(self, surface: pygame.Surface, k: int, trait: str, after: After) -> None:
        app = self.app
        r = self.rows[k]
        focused = k == self.row
        if focused:
            pygame.draw.rect(surface, theme.INK_3, r, border_radius=app.px(8))
            pygame.draw.rect(surface, theme.ITEM, r, width=max(2, app.px(3)),
                             border_radius=app.px(8))
        px = app.text_px(22)
        name = fit(t(f"trait.{trait}"), "bold", px, self.minus[k].left - r.left - app.px(24))
        draw_text(surface, name, (r.left + app.px(14), r.centery), "bold", px, theme.PARCHMENT,
                  "midleft")
        steps = self.split[TRAITS.index(trait)]
        for rect, delta in ((self.minus[k], -1), (self.plus[k], 1)):
            enabled = self._moved(trait, delta) is not None
            lit = enabled and self.hover == (k, delta)
            pygame.draw.rect(surface, theme.INK_3 if lit else theme.INK_2, rect,
                             border_radius=app.px(6))
            pygame.draw.rect(surface, theme.ITEM if enabled and focused else theme.MUTED, rect,
                             width=2, border_radius=app.px(6))
            color = theme.PARCHMENT if enabled else theme.mix(theme.MUTED, theme.INK, 0.5)
            sign(surface, rect, delta, color, max(2, app.px(3)))
        mid = (self.minus[k].right + self.plus[k].left) // 2
        draw_text(surface, str(steps), (mid, r.centery), "bold", px,
                  theme.ITEM if steps else theme.MUTED, "center")
        dead = after.kills and steps > self.marks[trait]  # this trait reaches the skull
        color = theme.cues(app.settings.colorblind).illegal if dead else \
            theme.PARCHMENT if steps else theme.MUTED
        box = pygame.Rect(0, 0, px, px)
        box.midright = (r.right - app.px(14), r.centery)
        if dead:
            skull_icon(surface, box)
        else:
            box = draw_text(surface, str(after.values[trait]), box.midright, "bold", px, color,
                            "midright")
        gap = app.px(8)
        arrow = pygame.Rect(0, 0, round(px * 0.9), px)
        arrow.midright = (box.left - gap, r.centery)
        pointer(surface, arrow, color, max(2, app.px(2)))
        draw_text(surface, str(self.now[trait]), (arrow.left - gap, r.centery), "bold", px,
                  color, "midright")


def sign(surface: pygame.Surface, rect: pygame.Rect, delta: int, color: theme.Color,
         width: int) -> None:
    """A minus or a plus drawn with lines (every font, every language)."""
    arm = rect.width // 4
    cx, cy = rect.center
    pygame.draw.line(surface, color, (cx - arm, cy), (cx + arm, cy), width)
    if delta > 0:
        pygame.draw.line(surface, color, (cx, cy - arm), (cx, cy + arm), width)


def pointer(surface: pygame.Surface, rect: pygame.Rect, color: theme.Color, width: int) -> None:
    """An arrow from the value now to the value after, drawn with lines."""
    y = rect.centery
    head = rect.height // 4
    pygame.draw.line(surface, color, (rect.left, y), (rect.right, y), width)
    pygame.draw.lines(surface, color, False, [(rect.right - head, y - head), (rect.right, y),
                                              (rect.right - head, y + head)], width)
