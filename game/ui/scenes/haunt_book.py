"""The haunt book: every haunt met on this machine (game/haunt_book.py), a page
each, in number order: its picture (the haunt's monsters, drawn as the board draws
them, on the colour of the side that won last), its number and title, how often
it was played and how often each side won, and the last time. A group sees which
haunts they have met and how they fared; nothing is said of the haunts not met.

Reached from the title and from a game's end, never during a game (no secret of
a game going on is in it). The pages scroll a row at a time by the mouse wheel,
the arrows or the D-pad, a screen at a time by the page keys or the shoulder
buttons; Esc, B or Back goes back.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.content.looks import look_of
from game.haunt_book import Page
from game.text import t, tn
from game.ui import theme
from game.ui.monster_view import monster_image
from game.ui.scene import Scene, scene
from game.ui.scenes.haunt_sheets import HEROES, TRAITOR
from game.ui.widgets import Button, Menu, draw_text, fit, panel, wrap

if TYPE_CHECKING:
    from game.app import App

WINNER_COLORS = {"heroes": HEROES, "traitor": TRAITOR, "": theme.MUTED}
MONSTERS_SHOWN = 3


def day_text(day: str) -> str:
    """An ISO day as the language writes a date ("" if not known)."""
    parts = day.split("-")
    if len(parts) != 3 or not all(p.isdigit() for p in parts):
        return ""
    y, m, d = (int(p) for p in parts)
    return t("book.day", y=y, d=d, month=t(f"book.month.{m}") if 1 <= m <= 12 else m)


def page_lines(page: Page) -> list[str]:
    """What a page says under the title: the plays and each side's wins, the last."""
    last = page.last
    out = [tn("book.played", len(page.plays)),
           t("book.tally", heroes=page.wins("heroes"), traitor=page.wins("traitor"))]
    won = t(f"book.won.{last.winner or 'unknown'}")
    day = day_text(last.day)
    if last.players and day:
        out.append(t("book.last", day=day, players=last.players, won=won))
    else:
        out.append(t("book.last.old", won=won))
    return out


def draw_picture(surface: pygame.Surface, app: App, haunt: str, rect: pygame.Rect,
                 tint: theme.Color) -> None:
    """The haunt's picture: its monster kinds side by side, the first largest, in a
    frame washed with `tint`; a haunt without monsters shows its number as a seal."""
    pygame.draw.rect(surface, theme.mix(theme.INK, tint, 0.22), rect, border_radius=6)
    glow = pygame.Surface(rect.size, pygame.SRCALPHA)
    for i in range(6, 0, -1):
        r = pygame.Rect(0, 0, rect.width * i // 6, rect.height * i // 5)
        r.center = (rect.width // 2, rect.height * 3 // 5)
        pygame.draw.ellipse(glow, (*tint, 14), r)
    surface.blit(glow, rect)
    h = app.content.haunts[haunt]
    kinds = list(h.monsters)[:MONSTERS_SHOWN]
    if not kinds:
        r = min(rect.height, rect.width) * 2 // 5
        pygame.draw.circle(surface, theme.PARCHMENT, rect.center, r)
        pygame.draw.circle(surface, theme.INK, rect.center, r - app.px(4), width=app.px(2))
        draw_text(surface, str(h.number), rect.center, "display", round(r * 1.1), theme.INK,
                  "center")
    else:
        n = len(kinds)
        slot = rect.width // n
        for i, kind in enumerate(kinds):
            big = i == 0
            radius = max(4, min(slot, rect.height) * (3 if big else 2) // 10)
            image = monster_image(look_of(h.monsters[kind]), radius, False)
            order = [n // 2, *[j for j in range(n) if j != n // 2]][i]  # the first in the middle
            spot = image.get_rect(midbottom=(rect.left + slot * order + slot // 2,
                                             rect.bottom - app.px(4)))
            surface.blit(image, spot)
    pygame.draw.rect(surface, theme.mix(tint, theme.PARCHMENT, 0.3), rect, width=2,
                     border_radius=6)


@scene("haunt_book")
class HauntBookScene(Scene):
    def __init__(self, app: App):
        numbers = app.haunt_numbers()
        self.pages = app.book.pages(numbers)
        self.total = len(numbers)
        self.first = 0  # the first row shown
        self.columns = 1
        self.rows_shown = 1
        self.cards: list[pygame.Rect] = []
        self.menu = Menu([Button(t("book.back"), self.close)])
        self.time = 0.0
        super().__init__(app)
        self.layout(app.size)

    def close(self) -> None:
        self.app.stack.remove(self)

    @property
    def rows(self) -> int:
        return -(-len(self.pages) // self.columns)

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        app = self.app
        pad, gap = app.px(28), app.px(16)
        self.top = pad + round(app.text_px(34) * 1.3) + round(app.text_px(17) * 1.6) + app.px(10)
        back = self.menu.buttons[0]
        back.rect = pygame.Rect(0, 0, app.px(240), app.text_px(20) * 2)
        back.rect.midbottom = (size[0] // 2, size[1] - pad)
        bottom = back.rect.top - gap
        width = max(app.px(230), app.text_px(230))
        self.columns = max(1, min(5, (size[0] - 2 * pad + gap) // (width + gap)))
        width = min(app.text_px(320), (size[0] - 2 * pad - gap * (self.columns - 1))
                    // self.columns)
        # the picture, a title of up to two lines, then up to four small lines; the picture
        # gives way when a row would not fit the window
        words = app.px(16) + round(app.text_px(19) * 1.25) * 2 + \
            round(app.text_px(15) * 1.35) * 4 + app.px(4)
        self.picture_h = max(app.px(48), min(round(width * 0.42), bottom - self.top - words))
        self.card_h = self.picture_h + words
        self.rows_shown = max(1, (bottom - self.top + gap) // (self.card_h + gap))
        self.first = max(0, min(self.first, self.rows - self.rows_shown))
        left = (size[0] - (self.columns * width + (self.columns - 1) * gap)) // 2
        self.cards = []
        for i in range(len(self.pages)):
            row, col = divmod(i, self.columns)
            r = row - self.first
            if 0 <= r < self.rows_shown:
                self.cards.append(pygame.Rect(left + col * (width + gap),
                                              self.top + r * (self.card_h + gap), width,
                                              self.card_h))
            else:
                self.cards.append(pygame.Rect(0, 0, 0, 0))

    def scroll(self, rows: int) -> None:
        first = max(0, min(self.first + rows, self.rows - self.rows_shown))
        if first != self.first:
            self.first = first
            self.layout(self.size)

    def handle_event(self, event: pygame.event.Event) -> bool:
        intent = self.app.intents.of(event)
        if intent in ("menu", "cancel"):
            self.close()
            return True
        if event.type == pygame.MOUSEWHEEL:
            self.scroll(-event.y)
            return True
        steps = {"up": -1, "down": 1, "prev_floor": -self.rows_shown,
                 "next_floor": self.rows_shown}
        if intent in steps:
            self.scroll(steps[intent])
            return True
        return self.menu.handle(event, intent)

    def update(self, dt: float) -> None:
        self.time += dt

    def draw(self, surface: pygame.Surface) -> None:
        app = self.app
        w = surface.get_width()
        surface.fill(theme.INK)
        draw_text(surface, t("book.title"), (w // 2, app.px(28)), "display", app.text_px(34),
                  theme.PARCHMENT, "midtop")
        said = t("book.met", n=len(self.pages), total=self.total) if self.pages \
            else t("book.none")
        draw_text(surface, fit(said, "body", app.text_px(17), w - app.px(40)),
                  (w // 2, app.px(28) + round(app.text_px(34) * 1.3)), "body",
                  app.text_px(17), theme.MUTED, "midtop")
        for page, rect in zip(self.pages, self.cards, strict=True):
            if rect.width:
                self.draw_page(surface, page, rect)
        if self.rows > self.rows_shown:
            last = min(self.rows, self.first + self.rows_shown)
            said = t("book.rows", first=self.first + 1, last=last, rows=self.rows) \
                if last > self.first + 1 else t("book.row", first=last, rows=self.rows)
            back = self.menu.buttons[0].rect
            draw_text(surface, said, (back.right + app.px(24), back.centery), "body",
                      app.text_px(15), theme.MUTED, "midleft")
        self.menu.draw(surface, app.text_px(20), self.time)

    def draw_page(self, surface: pygame.Surface, page: Page, rect: pygame.Rect) -> None:
        app = self.app
        tint = WINNER_COLORS[page.last.winner]
        panel(surface, rect, alpha=235, border=theme.mix(tint, theme.MUTED, 0.5))
        inner = rect.inflate(-app.px(16), -app.px(16))
        picture = pygame.Rect(inner.left, inner.top, inner.width, self.picture_h - app.px(8))
        draw_picture(surface, app, page.haunt, picture, tint)
        number = app.content.haunts[page.haunt].number
        title = t("book.page_title", n=number, title=t(f"haunt.{page.haunt}.title"))
        size = app.text_px(19)
        y = picture.bottom + app.px(8)
        lines = wrap(title, "bold", size, inner.width)
        if len(lines) > 2:
            lines = [lines[0], fit(" ".join(lines[1:]), "bold", size, inner.width)]
        for line in lines:
            draw_text(surface, line, (inner.left, y), "bold", size, theme.PARCHMENT, "topleft")
            y += round(size * 1.25)
        y += app.px(4)
        small = app.text_px(15)
        for i, line in enumerate(page_lines(page)):
            color = tint if i == 1 else theme.PARCHMENT
            for part in wrap(line, "body", small, inner.width)[:2]:
                draw_text(surface, part, (inner.left, y), "body", small, color, "topleft")
                y += round(small * 1.35)
