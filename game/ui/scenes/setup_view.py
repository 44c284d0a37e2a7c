"""How the new-game screen is laid out and drawn: the title, the seats with their
controls, who goes first, the bar with Back, the message and Start. The cards
and the explorer's details are drawn by ExplorersView (setup_explorers).

`SetupView` is mixed into SetupScene (game/ui/scenes/setup.py): `layout` places
the scene's controls and keeps the rectangles and sizes the drawing uses.
"""

from __future__ import annotations

import pygame

from game.engine.rules.setup import MAX_SEATS, days_until
from game.text import t
from game.ui import assets, theme
from game.ui.backdrop import render_backdrop
from game.ui.scenes.setup_explorers import ExplorersView, color_of, format_date
from game.ui.widgets import draw_text, fit, fit_size, panel, sheet, wrap


class SetupView(ExplorersView):
    """The layout and the drawing of SetupScene (see the module's note)."""

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        app = self.app
        w, h = size
        px, tp = app.px, app.text_px
        if self.background is None or self.background.get_size() != (w, h):
            art = render_backdrop((w, h))
            image = art.image.copy()
            shade = sheet((w, h))
            shade.fill((*theme.INK, 222))
            image.blit(shade, (0, 0))
            self.background = image
        # a stage near 16:9 in the middle of the window, so a very tall or very
        # wide window does not stretch the panels into emptiness
        scale = app.scale
        stage = pygame.Rect(0, 0, min(w, round(1280 * scale * 1.25)),
                            min(h, round(720 * scale * 1.2)))
        stage.center = (w // 2, h // 2)
        self.stage = stage
        m = px(24)
        gap = px(8)
        self.title_px = min(tp(40), px(54))
        self.title_pos = (stage.left + m, stage.top + m - px(4))
        body_top = stage.top + m + round(self.title_px * 1.2) + px(6)
        bar_h = min(max(px(44), round(tp(19) * 2.1)), px(60))
        bar = pygame.Rect(stage.left + m, stage.bottom - m - bar_h, stage.width - 2 * m, bar_h)
        body_bottom = bar.top - px(14)
        left_w = round((stage.width - 3 * m) * 0.44)
        self.left = pygame.Rect(stage.left + m, body_top, left_w, body_bottom - body_top)
        self.right = pygame.Rect(self.left.right + m, body_top,
                                 stage.width - 3 * m - left_w, body_bottom - body_top)
        self.heading_px = min(tp(20), px(26))
        heading_h = max(round(self.heading_px * 1.45), px(36))

        # ---- the seats: room for six rows, whatever the count ----
        rows_top = self.left.top + heading_h
        row_gap = px(6)
        row_h = min(px(44), (round(self.left.height * 0.6) - row_gap * (MAX_SEATS - 1))
                    // MAX_SEATS)
        self.row_h = row_h
        self.row_px = max(8, min(tp(18), round(row_h * 0.44)))
        self.rows: list[pygame.Rect] = []
        inner_gap = px(6)
        badge = row_h
        toggle_w = 0 if self.solo else round(self.left.width * 0.16)
        name_w = round(self.left.width * 0.3)
        for i in range(len(self.seats)):
            row = pygame.Rect(self.left.left, rows_top + i * (row_h + row_gap),
                              self.left.width, row_h)
            self.rows.append(row)
        by_key = {c.key: c for c in self.controls}
        for i, row in enumerate(self.rows):
            x = row.left + badge + inner_gap
            tag_w = round(self.left.width * 0.14) if self.solo else toggle_w
            if not self.solo:
                by_key[("toggle", i, "")].rect = pygame.Rect(x, row.top, toggle_w, row_h)
            x += tag_w + inner_gap
            by_key[("name", i, "")].rect = pygame.Rect(x, row.top, name_w, row_h)
            x += name_w + inner_gap
            pick_w = row.right - x - inner_gap - row_h
            by_key[("pick", i, "")].rect = pygame.Rect(x, row.top, pick_w, row_h)
            by_key[("random", i, "")].rect = pygame.Rect(row.right - row_h, row.top, row_h,
                                                         row_h)
        # adding and removing seats: small buttons on the heading's line
        small_h = heading_h - px(6)
        self.small_px = max(8, min(tp(16), round(small_h * 0.5)))
        labels = [c.label for c in self.controls if c.kind in ("add", "remove")]
        small_w = max(assets.font("body", self.small_px).size(label)[0] for label in labels) \
            + px(28)
        heading_w = assets.font("bold", self.heading_px).size(t("setup.players"))[0] + px(16)
        small_w = min(small_w, (self.left.width - heading_w - gap) // 2)
        by_key[("remove", -1, "")].rect = pygame.Rect(self.left.right - small_w, self.left.top,
                                                      small_w, small_h)
        by_key[("add", -1, "")].rect = pygame.Rect(self.left.right - 2 * small_w - gap,
                                                   self.left.top, small_w, small_h)
        order_top = (self.rows[-1].bottom if self.rows else rows_top) + px(14)
        self.order_rect = pygame.Rect(self.left.left, order_top, self.left.width,
                                      max(px(20), self.left.bottom - order_top))

        # ---- the explorer cards, three to a row ----
        n_cards = len(self.cards)
        cols = 3 if (self.right.width - 2 * gap) // 3 >= px(330) else 2
        card_rows = max(1, -(-n_cards // cols))
        grid_top = self.right.top + heading_h
        card_w = (self.right.width - gap * (cols - 1)) // cols
        self.card_head_px = max(8, min(tp(14), px(17)))
        card_head = round(self.card_head_px * 1.55)
        side_h = min(max(px(48), round(tp(17) * 2.8)), px(64))
        card_h = card_head + side_h + px(6)
        room = round(self.right.height * 0.46)
        if card_rows * card_h + (card_rows - 1) * gap > room:
            card_h = (room - (card_rows - 1) * gap) // card_rows
            side_h = card_h - card_head - px(6)
        self.side_px = max(8, min(tp(17), round(side_h * 0.36)))
        self.card_rects: dict[str, pygame.Rect] = {}
        for k, (card, sides) in enumerate(self.cards.items()):
            r, c = divmod(k, cols)
            rect = pygame.Rect(self.right.left + c * (card_w + gap),
                               grid_top + r * (card_h + gap), card_w, card_h)
            self.card_rects[card] = rect
            pad = px(5)
            side_w = (rect.width - pad * (len(sides) + 1)) // max(1, len(sides))
            for j, eid in enumerate(sides):
                by_key[("side", -1, eid)].rect = pygame.Rect(
                    rect.left + pad + j * (side_w + pad), rect.top + card_head, side_w,
                    rect.bottom - pad - rect.top - card_head)
        grid_bottom = grid_top + card_rows * card_h + (card_rows - 1) * gap
        self.detail = pygame.Rect(self.right.left, grid_bottom + px(12), self.right.width,
                                  self.right.bottom - grid_bottom - px(12))

        # ---- the bar: Back, the message, Start ----
        self.bar = bar
        self.bar_px = max(8, min(tp(19), round(bar_h * 0.46)))
        back_w = min(px(190), bar.width // 4)
        by_key[("back", -1, "")].rect = pygame.Rect(bar.left, bar.top, back_w, bar_h)
        start_w = min(px(240), bar.width // 4)
        by_key[("start", -1, "")].rect = pygame.Rect(bar.right - start_w, bar.top, start_w,
                                                     bar_h)
        self.message_rect = pygame.Rect(bar.left + back_w + px(16), bar.top,
                                        bar.width - back_w - start_w - px(32), bar_h)

    def draw(self, surface: pygame.Surface) -> None:
        app = self.app
        if self.background is not None:
            surface.blit(self.background, (0, 0))
        else:
            surface.fill(theme.INK)
        title = t("setup.title.solo" if self.solo else "setup.title.new")
        title_rect = draw_text(surface, title, self.title_pos, "display", self.title_px,
                               theme.PARCHMENT)
        sub_px = min(app.text_px(20), app.px(26))
        sub_x = title_rect.right + app.px(24)
        sub = fit(t("setup.subtitle"), "italic", sub_px,
                        self.stage.right - sub_x - app.px(24))
        draw_text(surface, sub, (sub_x, title_rect.bottom - round(self.title_px * 0.2)),
                  "italic", sub_px, theme.MUTED, "bottomleft")
        draw_text(surface, t("setup.players"), self.left.topleft, "bold", self.heading_px)
        self._draw_right_heading(surface)
        for i in range(len(self.seats)):
            self._draw_seat(surface, i)
        self._draw_order(surface)
        for card, rect in self.card_rects.items():
            self._draw_card(surface, card, rect)
        self._draw_detail(surface)
        for i, c in enumerate(self.controls):
            if c.kind in ("add", "remove", "back", "start"):
                size = self.bar_px if c.kind in ("back", "start") else self.small_px
                c.draw(surface, size, i == self.focus, i == self.hover, self.time)
        self._draw_message(surface)

    def _draw_seat(self, surface: pygame.Surface, i: int) -> None:
        app = self.app
        seat = self.seats[i]
        row = self.rows[i]
        size = self.row_px
        selected = i == self.selected
        if selected:
            glow = row.inflate(app.px(12), app.px(8))
            shade = sheet(glow.size)
            pygame.draw.rect(shade, (*theme.ITEM, 38), shade.get_rect(), border_radius=app.px(8))
            surface.blit(shade, glow)
            pygame.draw.rect(surface, theme.ITEM, glow, width=max(1, app.px(1.5)),
                             border_radius=app.px(8))
        explorer = self.explorers[seat.explorer] if seat.explorer else None
        badge_c = (row.left + self.row_h // 2, row.centery)
        radius = round(self.row_h * 0.42)
        pygame.draw.circle(surface, color_of(explorer) if explorer else theme.INK_3, badge_c,
                           radius)
        pygame.draw.circle(surface, theme.PARCHMENT if selected else theme.MUTED, badge_c,
                           radius, width=max(1, app.px(2)))
        draw_text(surface, str(i + 1), badge_c, "bold", max(8, round(radius * 1.1)),
                  theme.INK if explorer else theme.PARCHMENT, "center")
        by_key = {c.key: (n, c) for n, c in enumerate(self.controls) if c.seat == i}
        if self.solo:
            x = row.left + self.row_h + app.px(6)
            label = t("setup.human") if seat.human else t("setup.bot")
            label = fit(label, "italic", size, round(self.left.width * 0.14) - app.px(4))
            draw_text(surface, label, (x + app.px(2), row.centery), "italic", size,
                      theme.MUTED, "midleft")
        else:
            n, c = by_key[("toggle", i, "")]
            self._box(surface, c.rect, n in (self.focus, self.hover), n == self.focus)
            draw_text(surface, fit(c.label, "body", size, c.rect.width - app.px(8)),
                      c.rect.center, "body", size, theme.PARCHMENT, "center")
        # the name box, a text field
        n, c = by_key[("name", i, "")]
        editing = self.editing == i
        lit = n in (self.focus, self.hover) or editing
        self._box(surface, c.rect, lit, n == self.focus, strong=editing, fill=theme.INK,
                  edge=theme.ITEM if lit else theme.mix(theme.MUTED, theme.INK, 0.3))
        inner = c.rect.inflate(-app.px(16), 0)
        name_px = fit_size(seat.name or " ", "body", size, inner.width)
        text = render_name = seat.name
        if editing and self.edit_fresh and text:
            tw, th = assets.font("body", name_px).size(text)
            sel = pygame.Rect(inner.left - app.px(2), c.rect.centery - th // 2, tw + app.px(4),
                              th)
            pygame.draw.rect(surface, theme.mix(theme.ITEM, theme.INK, 0.55), sel)
        rect = draw_text(surface, render_name or "", (inner.left, c.rect.centery), "body",
                         name_px, theme.PARCHMENT, "midleft") if render_name else \
            pygame.Rect(inner.left, c.rect.centery, 0, 0)
        if editing and (self.time * 2) % 2 < 1.3:
            caret_h = round(name_px * 0.9)
            pygame.draw.line(surface, theme.ITEM, (rect.right + app.px(2), c.rect.centery -
                                                   caret_h // 2),
                             (rect.right + app.px(2), c.rect.centery + caret_h // 2),
                             max(1, app.px(2)))
        # the explorer
        n, c = by_key[("pick", i, "")]
        self._box(surface, c.rect, n in (self.focus, self.hover), n == self.focus)
        x = c.rect.left + app.px(10)
        if explorer is not None:
            dot = max(3, round(self.row_h * 0.14))
            pygame.draw.circle(surface, color_of(explorer), (x + dot, c.rect.centery), dot)
            x += dot * 2 + app.px(8)
            label = fit(c.label, "body", size, c.rect.right - app.px(8) - x)
            draw_text(surface, label, (x, c.rect.centery), "body", size, theme.PARCHMENT,
                      "midleft")
        else:
            label = fit(c.label, "italic", size, c.rect.right - app.px(8) - x)
            draw_text(surface, label, (x, c.rect.centery), "italic", size, theme.MUTED,
                      "midleft")
        # the die: a random free explorer
        n, c = by_key[("random", i, "")]
        self._box(surface, c.rect, n in (self.focus, self.hover), n == self.focus)
        self._draw_die(surface, c.rect.inflate(-round(c.rect.width * 0.42),
                                               -round(c.rect.height * 0.42)),
                       theme.ITEM if n in (self.focus, self.hover) else theme.PARCHMENT)

    def _draw_die(self, surface: pygame.Surface, rect: pygame.Rect, color: theme.Color) -> None:
        pygame.draw.rect(surface, color, rect, width=max(1, self.app.px(2)),
                         border_radius=max(2, rect.width // 5))
        r = max(1, rect.width // 9)
        for fx, fy in ((0.28, 0.28), (0.72, 0.72), (0.5, 0.5), (0.72, 0.28), (0.28, 0.72)):
            pygame.draw.circle(surface, color, (rect.left + round(rect.width * fx),
                                                rect.top + round(rect.height * fy)), r)

    def _draw_order(self, surface: pygame.Surface) -> None:
        app = self.app
        rect = self.order_rect
        panel(surface, rect, alpha=170, border=theme.mix(theme.MUTED, theme.INK, 0.45))
        pad = app.px(10)
        inner = rect.inflate(-2 * pad, -2 * pad)
        order = self.turn_order()
        lines = len(self.seats) + 1
        size = max(8, min(app.text_px(17), self.row_px,
                          round(inner.height / (lines + 0.6) / 1.25)))
        line_h = max(round(size * 1.25), assets.font("italic", size).get_linesize())
        y = inner.top
        draw_text(surface, t("setup.order.title"), (inner.left, y), "bold", size)
        rule = t("setup.order.rule", date=format_date(*self.today))
        head_w = assets.font("bold", size).size(t("setup.order.title"))[0] + app.px(12)
        rule_px = fit_size(rule, "italic", size, inner.width - head_w)
        draw_text(surface, rule, (inner.right, y + line_h // 2), "italic", rule_px,
                  theme.MUTED, "midright")
        y += round(line_h * 1.2)
        if not order:  # not everyone has chosen: the seats so far, with birthdays
            for k, seat in enumerate(self.seats):
                if y + line_h > inner.bottom + pad // 2:
                    return
                if seat.explorer is None:
                    text = t("setup.order.nobody", n=k + 1, who=seat.name)
                    draw_text(surface, fit(text, "italic", size, inner.width),
                              (inner.left, y), "italic", size, theme.MUTED)
                else:
                    when = format_date(*self.explorers[seat.explorer].birthday)
                    when_w = draw_text(surface, when, (inner.right, y), "italic", size,
                                       theme.MUTED, "topright").width
                    text = t("setup.order.seat", n=k + 1, who=seat.name,
                             explorer=self.name_of(seat.explorer))
                    draw_text(surface, fit(text, "body", size,
                                                 inner.width - when_w - app.px(12)),
                              (inner.left, y), "body", size,
                              theme.mix(theme.PARCHMENT, theme.MUTED, 0.4))
                y += line_h
            y += line_h // 3
            lines = wrap(t("setup.order.waiting"), "italic", size, inner.width)
            if y + line_h * len(lines) <= inner.bottom + pad // 2:
                for line in lines:
                    draw_text(surface, line, (inner.left, y), "italic", size, theme.MUTED)
                    y += line_h
            return
        for k, s in enumerate(order):
            if y + line_h > inner.bottom + pad // 2:
                break
            seat = self.seats[s]
            assert seat.explorer is not None
            explorer = self.explorers[seat.explorer]
            when = format_date(*explorer.birthday)
            if k == 0:
                days = days_until(self.today, explorer.birthday)
                when = t("setup.order.first", date=when, days=days)
            when_w = assets.font("italic", size).size(when)[0]
            draw_text(surface, when, (inner.right, y), "italic", size,
                      theme.ITEM if k == 0 else theme.MUTED, "topright")
            text = t("setup.order.line", n=k + 1, who=seat.name,
                     explorer=self.name_of(seat.explorer))
            text = fit(text, "body", size, inner.width - when_w - app.px(12))
            draw_text(surface, text, (inner.left, y), "body", size,
                      theme.PARCHMENT if k == 0 else theme.mix(theme.PARCHMENT, theme.MUTED,
                                                                0.4))
            y += line_h

    def _draw_message(self, surface: pygame.Surface) -> None:
        app = self.app
        rect = self.message_rect
        focused = self.controls[self.focus]
        if self.message:
            text, bad = self.message, self.message_bad
        elif focused.kind == "random":
            text, bad = t("setup.hint.random", who=self.seats[focused.seat].name), False
        elif focused.kind == "name" and self.editing is None:
            text, bad = t("setup.hint.name"), False
        elif not self.ready():
            missing = next(s for s in self.seats if s.explorer is None)
            text, bad = t("setup.needs_explorer", who=missing.name), False
        else:
            text, bad = t("setup.hint.start"), False
        if self.editing is not None:
            text, bad = t("setup.hint.editing"), False
        cue = theme.cues(app.settings.colorblind).illegal
        color = cue if bad else theme.MUTED
        x = rect.left
        size = self.bar_px
        if bad:  # a cross beside a refusal, never the colour alone
            s = max(4, round(size * 0.3))
            cy = rect.centery
            pygame.draw.line(surface, cue, (x, cy - s), (x + 2 * s, cy + s), max(2, app.px(3)))
            pygame.draw.line(surface, cue, (x, cy + s), (x + 2 * s, cy - s), max(2, app.px(3)))
            x += 2 * s + app.px(10)
        width = rect.right - x
        lines = wrap(text, "body", size, width)
        while len(lines) > 2 and size > 9:
            size -= 1
            lines = wrap(text, "body", size, width)
        line_h = assets.font("body", size).get_linesize()
        y = rect.centery - line_h * min(2, len(lines)) // 2
        for line in lines[:2]:
            draw_text(surface, fit(line, "body", size, width), (x, y), "body", size, color)
            y += line_h
