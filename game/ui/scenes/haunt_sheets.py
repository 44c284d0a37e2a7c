"""What the haunt's screens share (the reveal, the haunt panel, the game's end): who is
who, the sides' texts, a hidden-traitor token, the portraits, the facts of the haunt
and of each explorer's fate."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game import narrate
from game.engine.rules import sides
from game.engine.state import Monster
from game.text import has, join, t, tn
from game.ui import theme
from game.ui.hud import portrait
from game.ui.scene import replace_scene
from game.ui.scenes.haunt_reader import Art, Press, Reader, Sheet, human_seats
from game.ui.session import Session
from game.ui.widgets import draw_text, fit_size

if TYPE_CHECKING:
    from game.app import App

HEROES = theme.EVENT
TRAITOR = theme.mix(theme.OMEN, theme.PARCHMENT, 0.35)


# ---- who is who ----------------------------------------------------------------------
def explorer(session: Session, seat: int) -> str:
    return narrate.explorer(session.game, seat)


def player(session: Session, seat: int) -> str:
    s = session.seats[seat]
    return s.name if s.human else t("haunt_ui.a_bot")


def haunt_text(session: Session, part: str) -> str:
    """One of the haunt's texts, a blank line between its paragraphs."""
    return t(f"haunt.{session.game.state.haunt.id}.{part}").replace("\n", "\n\n")


def label(session: Session, kind: str, name: str) -> str:
    """A haunt's short name for a monster, token or counter (its id if it has none)."""
    key = f"haunt.{session.game.state.haunt.id}.{kind}.{name}"
    return t(key) if has(key) else name.replace("_", " ")


def heroes_audience(session: Session) -> frozenset[int] | None:
    """Who reads the heroes' text: everyone in a hidden-traitor haunt (R9.12), else
    the human heroes."""
    game = session.game
    h = sides.haunt_def(game)
    if h is not None and (h.hidden or sides.house_policy(game) is not None):  # or nobody turns
        return None
    return human_seats(session) - set(sides.traitor_side(game, public=True))


def my_token(session: Session, seat: int) -> int:
    """A hidden traitor's token number as only `seat` may see it (R9.12)."""
    return int(session.game.view(seat)["haunt"]["mine"]["token"])


# ---- the sheets every reader shares --------------------------------------------------
def traitor_sheet(session: Session, seats: list[int] | None = None) -> Sheet:
    """The traitor's text for the people on the traitor's side (or for `seats`):
    one hand-over naming them all (docs/DECISIONS.md, R9.5 with more traitors)."""
    game = session.game
    if seats is None:
        seats = [s for s in sides.traitor_side(game, public=True)
                 if s in human_seats(session)] or sides.traitor_side(game, public=True)[:1]
    assert seats
    who = join(explorer(session, s) for s in seats)
    return Sheet(t("haunt_ui.traitor_text"), haunt_text(session, "traitor"),
                 haunt_text(session, "title"), frozenset(seats),
                 (who, t("haunt_ui.handover.traitor", who=who), None), color=TRAITOR)


def house_sheet(session: Session) -> Sheet:
    """With no traitor (the house plays), the haunt's `traitor` text is the house's:
    how the game moves its monsters and what it wins by, read by everyone."""
    return Sheet(t("haunt_ui.house.text"), haunt_text(session, "traitor"),
                 haunt_text(session, "title"), color=TRAITOR)


def heroes_sheet(session: Session) -> Sheet:
    side = sides.traitor_side(session.game, public=True)
    away = join(explorer(session, s) for s in side) if side else t("haunt_ui.who.nobody")
    return Sheet(t("haunt_ui.heroes_text"), haunt_text(session, "heroes"),
                 haunt_text(session, "title"), heroes_audience(session),
                 (t("haunt_ui.who.heroes"), t("haunt_ui.handover.heroes_many" if len(side) > 1
                                              else "haunt_ui.handover.heroes", traitor=away),
                  t("haunt_ui.handover.heroes_ready")), color=HEROES)


def token_sheet(session: Session, app: App, seat: int,
                buttons: tuple[tuple[str, Press], ...] = ()) -> Sheet:
    """A seat's own hidden-traitor token (R9.12): the number, one short line saying
    the side, and the same words for all; the traitor's and a hero's read alike."""
    number = my_token(session, seat)
    who = explorer(session, seat)
    side = t("haunt_ui.token.traitor" if number == 1 else "haunt_ui.token.hero")
    return Sheet(t("haunt_ui.token.title", who=who), side + "\n\n" + t("haunt_ui.token.keep"),
                 haunt_text(session, "title"), frozenset({seat}),
                 (who, t("haunt_ui.handover.token", who=who), None), token_art(app, number),
                 0.3, centre=True, buttons=buttons)


def my_paper(session: Session, seat: int) -> dict[str, Any] | None:
    """A secret paper the haunt dealt to `seat` alone, as only that seat may see it."""
    paper = session.game.view(seat)["haunt"].get("mine", {}).get("paper")
    return dict(paper) if paper is not None else None


def paper_seats(session: Session) -> list[int]:
    """The human seats holding a secret paper, in turn order (never a bot's)."""
    humans = human_seats(session)
    return [s for s in session.game.state.order if s in humans and my_paper(session, s)]


def paper_sheet(session: Session, seat: int,
                buttons: tuple[tuple[str, Press], ...] = ()) -> Sheet:
    """A seat's secret paper (docs/HAUNTS.md, Secret papers): its heading, then one
    line for each entry, each a text of the haunt's with its room; papers hold as
    many entries for every seat, so every paper has one shape."""
    paper = my_paper(session, seat)
    assert paper is not None
    hid = session.game.state.haunt.id
    who = explorer(session, seat)
    lines = [t(f"haunt.{hid}.{key}", room=narrate.room(room)) for key, room in paper["lines"]]
    body = t(f"haunt.{hid}.{paper['key']}") + "\n\n" + "\n".join(lines)
    return Sheet(t("haunt_ui.paper.title", who=who), body, haunt_text(session, "title"),
                 frozenset({seat}), (who, t("haunt_ui.handover.paper", who=who), None),
                 color=HEROES, buttons=buttons)


def side_sheet(session: Session, seat: int, buttons: tuple[tuple[str, Press], ...]) -> Sheet:
    """What a seat's side must do in a hidden-traitor haunt, read alone behind its
    token: the traitor's text for number 1, else the heroes'."""
    who = explorer(session, seat)
    part, title, color = ("traitor", "haunt_ui.traitor_text", TRAITOR) \
        if my_token(session, seat) == 1 else ("heroes", "haunt_ui.heroes_text", HEROES)
    return Sheet(t(title), haunt_text(session, part), haunt_text(session, "title"),
                 frozenset({seat}), (who, t("haunt_ui.handover.token", who=who), None),
                 color=color, buttons=buttons)


def go_to(index: int) -> Press:
    """A sheet button that shows the reader's sheet `index`."""
    return lambda reader: reader.go(index)


# ---- art -----------------------------------------------------------------------------
def portraits_art(app: App, session: Session, seats: list[int]) -> Art:
    """Explorers' portraits in a row, each with its explorer's name below (all names
    at one size, the largest at which the longest fits its place: none is cut)."""
    def draw(surface: pygame.Surface, rect: pygame.Rect) -> None:
        name_px = app.text_px(18)
        gap = app.px(18)
        n = max(1, len(seats))
        size = min(rect.height - round(name_px * 1.4), (rect.width - gap * (n - 1)) // n,
                   app.px(200))
        if size < app.px(24):
            return
        cell = max(size, min(app.px(230), (rect.width - gap * (n - 1)) // n))
        left = rect.centerx - (n * cell + (n - 1) * gap) // 2
        name_px = min((fit_size(explorer(session, s), "bold", name_px, cell) for s in seats),
                      default=name_px)
        for i, seat in enumerate(seats):
            x = left + i * (cell + gap) + cell // 2
            pic = pygame.Rect(0, 0, size, size)
            pic.midtop = (x, rect.top)
            portrait(surface, session.game, seat, pic)
            draw_text(surface, explorer(session, seat), (x, pic.bottom + app.px(4)), "bold",
                      name_px,
                      theme.PARCHMENT, "midtop")
    return draw


def token_art(app: App, number: int) -> Art:
    def draw(surface: pygame.Surface, rect: pygame.Rect) -> None:
        r = min(rect.height, app.px(220)) // 2
        if r < app.px(10):
            return
        pygame.draw.circle(surface, theme.PARCHMENT, rect.center, r)
        pygame.draw.circle(surface, theme.INK, rect.center, r - app.px(6), width=app.px(3))
        draw_text(surface, str(number), rect.center, "display", round(r * 1.2), theme.INK,
                  "center")
    return draw


def facts(session: Session) -> list[str]:
    """What everyone may know of the haunt now: the round, the traitor, the counters,
    the haunt's tokens in the house, the monsters, the dead and the escaped."""
    game = session.game
    st = game.state
    h = st.haunt
    out = [t("haunt_ui.fact.round", n=h.round + 1)]
    seat = sides.traitor(game)
    out.append(t("haunt_ui.fact.traitor", who=explorer(session, seat),
                 player=player(session, seat)) if seat is not None
               else t("haunt_ui.house.fact") if sides.house_policy(game) is not None
               else t("haunt_ui.fact.hidden"))
    out += sides_facts(session)
    for name, value in sorted(h.counters.items()):
        out.append(t("haunt_ui.fact.counter", name=label(session, "counter", name),
                     n=value))
    hid = h.id
    for kind in sorted({tk.kind for tk in st.tokens if has(f"haunt.{hid}.token.{tk.kind}")}):
        out.append(t("haunt_ui.fact.tokens", name=label(session, "token", kind),
                     n=sum(tk.kind == kind for tk in st.tokens)))
    for kind, ms in monster_kinds(session).items():
        alive = [m for m in ms if m.alive]
        out.append(t("haunt_ui.fact.monsters", name=label(session, "monster", kind),
                     n=len(alive), stunned=sum(m.stunned for m in alive),
                     dead=len(ms) - len(alive)))
    out += fates(session)
    return out


def sides_facts(session: Session) -> list[str]:
    """With allies on the traitor's side: each ally, then the heroes left (so the
    panel and the game's end say who is on which side after a turning)."""
    game = session.game
    allies = sides.allies(game)
    if not allies:
        return []
    out = [t("haunt_ui.fact.ally", who=explorer(session, s), player=player(session, s))
           for s in allies]
    heroes = sides.heroes(game)
    out.append(t("haunt_ui.fact.heroes", who=join(explorer(session, s) for s in heroes)
                 if heroes else t("haunt_ui.who.nobody")))
    return out


def monster_kinds(session: Session) -> dict[str, list[Monster]]:
    """Every monster that came into play, by kind (in the order of their kinds' ids)."""
    out: dict[str, list[Monster]] = {}
    for m in sorted(session.game.state.monsters, key=lambda m: m.kind):
        out.setdefault(m.kind, []).append(m)
    return out


def fates(session: Session) -> list[str]:
    """The dead and the escaped, by name."""
    figures = session.game.state.figures
    out = []
    dead = [explorer(session, f.seat) for f in figures if not f.alive]
    if dead:
        out.append(t("haunt_ui.fact.dead", who=join(dead)))
    gone = [explorer(session, f.seat) for f in figures if f.escaped]
    if gone:
        out.append(t("haunt_ui.fact.escaped", who=join(gone)))
    return out


def deeds(session: Session) -> list[str]:
    """Who did what before the haunt: rooms found and cards drawn by each explorer."""
    game = session.game
    rooms = dict.fromkeys(range(len(game.state.figures)), 0)
    cards = dict.fromkeys(range(len(game.state.figures)), 0)
    for batch in session.recording.events:
        for e in batch:
            if e.kind == "tile_drawn" and e.data.get("mode") != "move_room":
                rooms[e.data["who"]] += 1
            elif e.kind == "card_drawn":
                cards[e.data["who"]] += 1
    return [t("haunt.deeds", who=narrate.explorer(game, s),
              rooms=tn("haunt.deeds.rooms", rooms[s]), cards=tn("haunt.deeds.cards", cards[s]))
            for s in rooms]


def revealed(session: Session) -> str:
    """Who found the haunt: the revealer, the omen and the room (R9.1, R9.2)."""
    game = session.game
    h = game.state.haunt
    return t("haunt.revealer", who=narrate.explorer(game, h.revealer),
             omen=narrate.card(h.omen), room=narrate.room(h.room))


def to_title(reader: Reader) -> None:
    replace_scene(reader.app, "title")
