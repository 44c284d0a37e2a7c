"""The busiest moments of play, set up for `python -m game bench` (game/ui/bench.py).

Each moment is one registration: a name and a function that sets the app's scene
stack up and returns what to do before each frame (the pointer's events, and
restarting an animation that has finished, so every frame measured is a busy
one). The games are real: a dealt table, a house built by the engine's own
placement rules or played by bots through real Actions; nothing plays on by itself.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.ai import ExplorerBot
from game.app import App
from game.engine import Game
from game.engine.rules.discovery import doorway_options
from game.engine.state import Placement
from game.sim import setup_for
from game.text import t
from game.ui.figure_view import Walk
from game.ui.scenes.board import ZOOMS, BoardScene
from game.ui.scenes.card import FLIP, SLIDE, CardOverlay
from game.ui.scenes.dice import DiceOverlay
from game.ui.session import Seat, Session

Frame = Callable[[int], list[pygame.event.Event]]  # frame number -> the input of that frame
MOMENTS: dict[str, Callable[[App], Frame]] = {}
TILE_SEEDS = range(1, 12)  # tables tried, in turn, for a tile in hand over a big house
TILE_ROOMS = 18  # rooms on the floor the tile is drawn for


def moment(name: str) -> Callable[[Callable[[App], Frame]], Callable[[App], Frame]]:
    def register(fn: Callable[[App], Frame]) -> Callable[[App], Frame]:
        MOMENTS[name] = fn
        return fn
    return register


def full_house(game: Game) -> None:
    """Place every remaining tile at an open doorway of one of its floors."""
    st = game.state
    for rid in [*st.stack, *st.tile_discard]:
        for floor in sorted(game.rooms[rid].floors):
            options = doorway_options(game, rid, floor)
            if options:
                o = options[0]
                game.set_placement(rid, Placement(o[0], o[1], o[2], o[3]))
                break
    st.stack = [r for r in st.stack if r not in st.placements]
    st.tile_discard = [r for r in st.tile_discard if r not in st.placements]
    game.refresh()


def house_board(app: App) -> BoardScene:
    """Six explorers (one of each card) spread over a house with every tile placed,
    a person at every seat, so the board waits and nothing plays on; on show the
    floor with the most rooms, fitted to the view, the turn's explorer in it."""
    content = app.content
    by_card: dict[str, str] = {}
    for eid in sorted(content.explorers):
        by_card.setdefault(content.explorers[eid].card, eid)
    seats = [Seat(f"P{i}", True, e) for i, e in enumerate(sorted(by_card.values()))]
    session = Session.new(content, seats, 5, (6, 1))
    full_house(session.game)
    st = session.game.state
    rooms = sorted(st.placements)
    for i, f in enumerate(st.figures):
        f.room = rooms[i * 7 % len(rooms)]
    floors = [p.floor for p in st.placements.values()]
    floor = max(sorted(set(floors)), key=floors.count)
    cells = {(p.x, p.y): rid for rid, p in st.placements.items() if p.floor == floor}
    session.game.figure(st.turn.seat).room = next(
        rid for (x, y), rid in sorted(cells.items()) if (x + 1, y) in cells)
    board = BoardScene(app, session)
    app.stack.replace(board)
    board.refresh()
    show_whole(board, floor)
    return board


def show_whole(board: BoardScene, floor: str) -> None:
    """A floor on show whole: the largest zoom at which its rooms fit the view, the
    camera on their middle."""
    cells = [(p.x, p.y) for p in board.game.state.placements.values() if p.floor == floor]
    xs, ys = [c[0] for c in cells], [c[1] for c in cells]
    board.show_floor(floor)
    px, view = board.app.px, board.view
    board.set_zoom(max((i for i, z in enumerate(ZOOMS)
                        if px(z) * (max(xs) - min(xs) + 1) <= view.width
                        and px(z) * (max(ys) - min(ys) + 1) <= view.height), default=0))
    cam = board.cams[floor]
    cam.cx, cam.cy = (min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2


def pointer(frame: int, box: pygame.Rect) -> pygame.event.Event:
    """The mouse sweeping to and fro across a box, a few pixels a frame."""
    span = max(1, box.width - 1)
    x = frame * 7 % (2 * span)
    return pygame.event.Event(pygame.MOUSEMOTION, rel=(1, 0), buttons=(0, 0, 0),
                              pos=(box.left + (x if x < span else 2 * span - x), box.centery))


@moment("house")
def house(app: App) -> Frame:
    """The board at rest over the whole house, the pointer moving over it."""
    board = house_board(app)
    return lambda frame: [pointer(frame, board.view)]


@moment("dice")
def dice(app: App) -> Frame:
    """Two rows of eight dice tumbling (the largest attack) over the whole house,
    thrown again as soon as they land."""
    house_board(app)
    rows = [(t("dice.something"), [2, 1, 0, 2, 1, 1, 0, 2]), ("P1", [0, 1, 2, 2, 1, 0, 1, 1])]
    before = t("roll.trait", trait=t("trait.might"))

    def frame(_n: int) -> list[pygame.event.Event]:
        top = app.stack.top
        if not isinstance(top, DiceOverlay) or top.landed:
            if isinstance(top, DiceOverlay):
                app.stack.remove(top)
            app.push(DiceOverlay(app, rows, before, lambda: None, before=before))
        return []
    return frame


@moment("card")
def card(app: App) -> Frame:
    """The card with the most words sliding in and flipping over the whole house,
    drawn again as soon as it has turned."""
    house_board(app)
    cards = app.content.cards
    chosen = cards[max(sorted(cards), key=lambda c: len(t(f"card.{c}.text")))]
    speed = app.settings.animation_speed
    caption = t("event.card_drawn", who="P1", deck=t(f"deck.{chosen.deck}"),
                card=t(f"card.{chosen.id}.name"))

    def frame(_n: int) -> list[pygame.event.Event]:
        top = app.stack.top
        if not isinstance(top, CardOverlay) or top.time * speed >= SLIDE + FLIP:
            if isinstance(top, CardOverlay):
                app.stack.remove(top)
            app.push(CardOverlay(app, chosen, caption, lambda: None, stay=True))
        return []
    return frame


@moment("walk")
def walk(app: App) -> Frame:
    """The turn's explorer walking into its room from the room beside it, again and
    again, over the whole house."""
    board = house_board(app)
    game = board.game
    fid = game.state.turn.seat
    here = game.state.placements[game.figure(fid).room]
    beside = next(rid for rid, p in game.state.placements.items()
                  if (p.floor, p.x, p.y) == (here.floor, here.x + 1, here.y))
    stage = board.presenter.stage

    def frame(n: int) -> list[pygame.event.Event]:
        if stage.walk is None:
            stage.walk = Walk(fid, beside, game.figure(fid).room)
        return [pointer(n, board.view)]
    return frame


def placing_session(app: App) -> Session:
    """A table played by bots through real Actions until a tile is drawn for a floor
    of TILE_ROOMS rooms or more (the first seed that gets there)."""
    content = app.content
    for seed in TILE_SEEDS:
        setup = setup_for(content, seed, 6)
        session = Session.new(content, [Seat(f"P{i}", True, e)
                                        for i, e in enumerate(setup.explorers)],
                              seed, setup.today)
        bots = {s: ExplorerBot(seed * 31 + s) for s in range(len(session.seats))}
        for _ in range(4000):
            game = session.game
            p = game.prompt
            if p is None:
                break
            if p.kind == "place" and sum(q.floor == p.options[0][0] for q in
                                         game.state.placements.values()) >= TILE_ROOMS:
                return session
            session.submit(bots[p.seat].decide(game, p.seat, game.legal_actions(p.seat)))
    raise RuntimeError("no seeded table draws a tile for a floor that big")


@moment("tile")
def tile(app: App) -> Frame:
    """A tile in hand over a big house: it follows the pointer across the doorways
    it may go to and between them, a quarter turn every few frames."""
    board = BoardScene(app, placing_session(app))
    app.stack.replace(board)
    board.refresh()
    board.update(0.0)  # the board takes up the tile
    prompt = board.game.prompt
    assert prompt is not None

    def frame(n: int) -> list[pygame.event.Event]:
        cam = board.cams[board.floor]
        cells = [cam.cell_rect(board.view, *c).center for c in board.hand.cells(prompt)]
        a, b = cells[n // 30 % len(cells)], cells[(n // 30 + 1) % len(cells)]
        k = n % 30 / 30
        pos = (round(a[0] + (b[0] - a[0]) * k), round(a[1] + (b[1] - a[1]) * k))
        events = [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 0),
                                     buttons=(1, 0, 0))]
        if n % 12 == 0:
            events.append(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False,
                                             precise_x=0.0, precise_y=-1.0))
        return events
    return frame
