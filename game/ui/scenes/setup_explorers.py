"""The explorer side of the new-game screen: the six cards, two sides each, and
the details of the explorer under the pointer or the focus (portrait, facts,
story, trait tracks), with the small helpers the setup screen draws with.

`ExplorersView` is mixed into SetupScene (game/ui/scenes/setup.py): it reads the
scene's seats, explorers, controls and focus, and the rectangles and sizes that
SetupView.layout sets.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.content.types import TRAITS
from game.text import t
from game.ui import assets, theme
from game.ui.widgets import Button, draw_text, fit, fit_size, focus_ring, panel, wrap

if TYPE_CHECKING:
    from game.content.types import ExplorerDef


@dataclass(eq=False)
class Control(Button):
    """A button that knows what it belongs to (a seat, an explorer) for focus and drawing."""

    kind: str = "button"
    seat: int = -1
    explorer: str = ""

    @property
    def key(self) -> tuple[str, int, str]:
        return self.kind, self.seat, self.explorer


def format_date(month: int, day: int) -> str:
    return t("setup.date", day=day, month=t(f"setup.month.{month}"))


def color_of(explorer: ExplorerDef) -> theme.Color:
    return theme.hex_color(explorer.color)


class ExplorersView:
    """The card grid and the details panel of SetupScene (see the module's note)."""

    def shown_explorer(self) -> str | None:
        """The explorer the details panel describes: under the pointer, under the
        focus, or the selected seat's."""
        for i in (self.hover, self.focus):
            if i is not None and self.controls[i].kind == "side":
                return self.controls[i].explorer
        focused = self.controls[self.focus]
        if focused.seat >= 0 and self.seats[focused.seat].explorer:
            return self.seats[focused.seat].explorer
        return self.seats[self.selected].explorer or self._first_free()

    def _draw_right_heading(self, surface: pygame.Surface) -> None:
        rect = draw_text(surface, t("setup.explorers"), self.right.topleft, "bold",
                         self.heading_px)
        who = self.seats[self.selected].name
        hint = t("setup.pick_for", who=who)
        x = rect.right + self.app.px(16)
        size = fit_size(hint, "italic", self.heading_px - 2, self.right.right - x)
        draw_text(surface, hint, (x, rect.bottom - round(self.heading_px * 0.15)), "italic",
                  size, theme.MUTED, "bottomleft")

    def _box(self, surface: pygame.Surface, rect: pygame.Rect, lit: bool, focused: bool,
             fill: theme.Color | None = None, edge: theme.Color | None = None,
             strong: bool = False) -> None:
        """A control's box: lit under the pointer, a thick edge when `strong` (the
        seat's own card, the name being typed), the focus ring when focused."""
        radius = self.app.px(6)
        pygame.draw.rect(surface, fill or (theme.INK_3 if lit else theme.INK_2), rect,
                         border_radius=radius)
        pygame.draw.rect(surface, edge or (theme.ITEM if lit else theme.MUTED), rect,
                         width=max(2, self.app.px(3)) if strong else max(1, self.app.px(1.5)),
                         border_radius=radius)
        if focused:
            focus_ring(surface, rect, radius, self.time)

    def _draw_card(self, surface: pygame.Surface, card: str, rect: pygame.Rect) -> None:
        app = self.app
        sides = self.cards[card]
        color = color_of(self.explorers[sides[0]])
        holder = self.holder_of_card(card)
        pygame.draw.rect(surface, theme.INK_2, rect, border_radius=app.px(8))
        band = pygame.Rect(rect.left, rect.top, rect.width, max(2, app.px(4)))
        pygame.draw.rect(surface, color, band, border_top_left_radius=app.px(8),
                         border_top_right_radius=app.px(8))
        pygame.draw.rect(surface, theme.mix(color, theme.INK, 0.5), rect, width=max(1, app.px(1.5)),
                         border_radius=app.px(8))
        name = t(f"explorer_card.{card}.name")
        head_px = fit_size(name, "italic", self.card_head_px, rect.width - app.px(14))
        draw_text(surface, name, (rect.centerx, rect.top + band.height + app.px(2)), "italic",
                  head_px, theme.MUTED, "midtop")
        for i, c in enumerate(self.controls):
            if c.kind == "side" and c.explorer in sides:
                self._draw_side(surface, i, c, holder)

    def _draw_side(self, surface: pygame.Surface, i: int, c: Control,
                   holder: int | None) -> None:
        app = self.app
        explorer = self.explorers[c.explorer]
        owner = next((s for s, seat in enumerate(self.seats) if seat.explorer == c.explorer),
                     None)
        blocked = holder is not None and holder != self.selected
        mine = owner is not None and owner == self.selected
        lit = i in (self.focus, self.hover)
        rect = c.rect
        fill = theme.mix(theme.INK_3, theme.ITEM, 0.16) if mine else \
            (theme.INK_3 if lit else theme.INK)
        edge = theme.ITEM if (lit or mine) else theme.mix(theme.MUTED, theme.INK, 0.4)
        self._box(surface, rect, lit, i == self.focus, fill=fill, edge=edge, strong=mine)
        stripe = pygame.Rect(rect.left + app.px(4), rect.top + app.px(5), max(2, app.px(4)),
                             rect.height - app.px(10))
        faded = blocked and owner is None
        pygame.draw.rect(surface, theme.mix(color_of(explorer), theme.INK, 0.6 if faded else 0),
                         stripe, border_radius=max(1, app.px(2)))
        x = stripe.right + app.px(6)
        width = rect.right - app.px(6) - x
        size = self.side_px
        line_h = assets.font("body", size).get_linesize()
        small = max(8, round(size * 0.82))
        top = rect.centery - (line_h + assets.font("italic", small).get_linesize()) // 2
        name_color = theme.mix(theme.MUTED, theme.INK, 0.35) if faded else theme.PARCHMENT
        name_px = fit_size(c.label, "body", size, width)
        draw_text(surface, c.label, (x, top), "body", name_px, name_color)
        icon = max(4, round(small * 0.3)) if (mine or blocked) else 0
        if owner is not None:
            note = t("setup.held_by", who=self.seats[owner].name)
            note_color = theme.ITEM if mine else theme.MUTED
        elif blocked and holder is not None:
            note = t("setup.blocked_by", who=self.seats[holder].name)
            note_color = theme.mix(theme.MUTED, theme.INK, 0.2)
        else:
            note = t("setup.age", age=explorer.age)
            note_color = theme.MUTED
        note_x = x + (2 * icon + app.px(6) if icon else 0)
        note_rect = draw_text(surface, fit(note, "italic", small, rect.right - app.px(6)
                                                 - note_x),
                              (note_x, top + line_h), "italic", small, note_color)
        cx, cy = x + icon, note_rect.centery
        if mine:  # a check mark, so the choice never rests on colour alone
            pygame.draw.lines(surface, theme.ITEM, False,
                              [(cx - icon, cy), (cx - icon // 3, cy + icon * 2 // 3),
                               (cx + icon, cy - icon)], max(2, app.px(2.5)))
        elif blocked:  # a small cross: this side cannot be taken now
            width = max(1, app.px(2))
            pygame.draw.line(surface, note_color, (cx - icon, cy - icon), (cx + icon, cy + icon),
                             width)
            pygame.draw.line(surface, note_color, (cx - icon, cy + icon), (cx + icon, cy - icon),
                             width)

    def _draw_portrait(self, surface: pygame.Surface, explorer: ExplorerDef,
                       rect: pygame.Rect) -> None:
        app = self.app
        image = assets.scaled(("portraits", f"{explorer.id}.png"), rect.width)
        if image is not None:
            surface.blit(image, rect)
            pygame.draw.rect(surface, theme.ITEM, rect, width=max(1, app.px(2)),
                             border_radius=app.px(4))
            return
        color = color_of(explorer)
        r = rect.width // 2
        pygame.draw.circle(surface, theme.mix(color, theme.INK, 0.55), rect.center, r)
        pygame.draw.circle(surface, color, rect.center, round(r * 0.86))
        pygame.draw.circle(surface, theme.ITEM, rect.center, r, width=max(1, app.px(2)))
        initial = self.name_of(explorer.id)[:1]
        draw_text(surface, initial, rect.center, "bold", max(8, round(r * 1.1)),
                  theme.INK, "center")

    def _draw_detail(self, surface: pygame.Surface) -> None:
        app = self.app
        rect = self.detail
        if rect.height < app.px(40):
            return
        eid = self.shown_explorer()
        panel(surface, rect, alpha=215, border=theme.mix(theme.MUTED, theme.INK, 0.3))
        if eid is None:
            return
        explorer = self.explorers[eid]
        pad = app.px(14)
        inner = rect.inflate(-2 * pad, -2 * pad)
        old_clip = surface.get_clip()
        surface.set_clip(rect)
        # the trait tracks take the bottom; the portrait and the words take the rest
        trait_h = min(max(app.px(24), round(app.text_px(15) * 1.7)), round(inner.height * 0.12))
        traits_top = inner.bottom - trait_h * len(TRAITS)
        top_h = traits_top - app.px(10) - inner.top
        ps = max(app.px(24), min(app.px(150), top_h))
        portrait = pygame.Rect(inner.left, inner.top, ps, ps)
        self._draw_portrait(surface, explorer, portrait)
        tx = portrait.right + pad
        tw = inner.right - tx
        # words: name, age and birthday, pastimes, the story; shrink until they fit
        size = min(app.text_px(16), app.px(24))
        while True:
            name_px = min(round(size * 1.55), app.px(40))
            blocks = self._detail_lines(explorer, size, tw)
            height = assets.font("bold", name_px).get_linesize() + sum(
                assets.font(style, size).get_linesize() * len(lines) + app.px(4)
                for style, _, lines in blocks)
            if height <= top_h or size <= 9:
                break
            size -= 1
        y = inner.top
        draw_text(surface, self.name_of(eid), (tx, y), "bold", name_px, theme.PARCHMENT)
        y += assets.font("bold", name_px).get_linesize()
        for style, color, lines in blocks:
            for line in lines:
                draw_text(surface, line, (tx, y), style, size, color)
                y += assets.font(style, size).get_linesize()
            y += app.px(4)
        traits_top = min(traits_top, max(y, portrait.bottom) + app.px(12))
        self._draw_traits(surface, explorer, pygame.Rect(inner.left, traits_top, inner.width,
                                                         trait_h * len(TRAITS)), trait_h)
        surface.set_clip(old_clip)

    def _detail_lines(self, explorer: ExplorerDef, size: int,
                      width: int) -> list[tuple[str, theme.Color, list[str]]]:
        facts = t("setup.facts", age=explorer.age, date=format_date(*explorer.birthday))
        hobbies = t("setup.hobbies", hobbies=t(f"explorer.{explorer.id}.hobbies"))
        bio = t(f"explorer.{explorer.id}.bio")
        return [("body", theme.ITEM, wrap(facts, "body", size, width)),
                ("body", theme.MUTED, wrap(hobbies, "body", size, width)),
                ("italic", theme.PARCHMENT, wrap(bio, "italic", size, width))]

    def _draw_traits(self, surface: pygame.Surface, explorer: ExplorerDef, rect: pygame.Rect,
                     row_h: int) -> None:
        app = self.app
        size = max(8, min(app.text_px(15), round(row_h * 0.6)))
        label_w = max(assets.font("bold", size).size(t(f"trait.{n}"))[0] for n in TRAITS) \
            + app.px(14)
        color = color_of(explorer)
        for k, name in enumerate(TRAITS):
            track = explorer.traits[name]
            y = rect.top + k * row_h
            draw_text(surface, t(f"trait.{name}"), (rect.left, y + row_h // 2), "bold", size,
                      theme.PARCHMENT, "midleft")
            n = len(track.values)
            cell_w = (rect.width - label_w) // max(1, n)
            for j, value in enumerate(track.values):
                cell = pygame.Rect(rect.left + label_w + j * cell_w, y + app.px(2),
                                   cell_w - app.px(4), row_h - app.px(4))
                start = j == track.start
                if start:
                    pygame.draw.rect(surface, theme.mix(color, theme.INK, 0.25), cell,
                                     border_radius=app.px(4))
                    pygame.draw.rect(surface, theme.PARCHMENT, cell, width=max(1, app.px(2)),
                                     border_radius=app.px(4))
                else:
                    pygame.draw.rect(surface, theme.INK, cell, border_radius=app.px(4))
                    pygame.draw.rect(surface, theme.mix(theme.MUTED, theme.INK, 0.55), cell,
                                     width=1, border_radius=app.px(4))
                draw_text(surface, str(value), cell.center, "bold" if start else "body", size,
                          theme.INK if start else theme.MUTED, "center")
