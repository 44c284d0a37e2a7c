"""The gallery's shots, in the order a game shows them (see shots.py).

Each sets up the scene stack from seeded games played through real Actions
(shots_play.py). A new scene gets a shot by one registration: `@shot("name")` on a
function that opens it, or `missing("name", why)` until it exists.
"""

from __future__ import annotations

import os
from datetime import datetime

import pygame

from game.engine import EndTurn, Event, Game
from game.engine.rules import sides
from game.haunt_book import Play
from game.saves import autosave, save_new
from game.text import t
from game.ui.inspect_facts import Subject, facts
from game.ui.saved_games import saves_dir
from game.ui.scenes.board import BoardScene
from game.ui.scenes.card import CardOverlay
from game.ui.scenes.dice import DiceOverlay
from game.ui.scenes.game_over import GameOver
from game.ui.scenes.handover import HandOver
from game.ui.scenes.haunt import HauntReveal
from game.ui.scenes.haunt_book import HauntBookScene
from game.ui.scenes.haunt_panel import HauntPanel
from game.ui.scenes.haunt_sheets import explorer, my_token
from game.ui.scenes.inspect import InspectScene
from game.ui.scenes.load import LoadScene
from game.ui.scenes.pause import PauseScene
from game.ui.scenes.rules import RulesScene
from game.ui.scenes.settings import SettingsScene
from game.ui.scenes.setup import SetupScene
from game.ui.scenes.theatre import Theatre, haunt_start, turn_starts
from game.ui.scenes.title import TitleScene
from game.ui.session import Session
from game.ui.shots import shot
from game.ui.shots_play import Stage, Table, Unavailable

SEED = 3
EXPLORE = Table(SEED)  # one person (seat 0) and three bots
KNOWN = Table(SEED, people=4, haunt=lambda h: not h.hidden)  # the traitor is named
HIDDEN = Table(SEED, people=4, haunt=lambda h: h.hidden)  # the traitor hides
TRY = 6  # seeds tried for a rare moment
SAVED_AT = datetime(2026, 10, 31, 21, 30)
FAST = 4.0  # bots and animations while the gallery fast-forwards through others' turns


def _has(events: list[Event], kind: str) -> bool:
    return any(e.kind == kind for e in events)


def _people_turn(game: Game, seat: int = 0, after: int = 0) -> bool:
    p = game.prompt
    return p is not None and p.kind == "turn" and p.seat == seat and \
        game.state.turn.number > after


def _fast(stage: Stage, on: bool) -> None:
    settings = stage.app.settings
    settings.bot_speed = settings.animation_speed = FAST if on else 1.0


# ---- title and setup ------------------------------------------------------------------
def _saves(stage: Stage) -> None:
    """Three saved games with fixed dates (Load lists them; Continue opens the newest)."""
    folder = saves_dir()
    if folder.exists() and any(folder.iterdir()):
        return
    for n, table in enumerate((EXPLORE, KNOWN, Table(SEED + 1, players=5))):
        session = stage.session(table)
        stage.play(session, lambda g, _e, n=n: g.state.turn.number > 3 + 5 * n)
        when = SAVED_AT.replace(day=29 + n)
        path = autosave(folder, session.recording, saved_at=when) if n == 2 else \
            save_new(folder, session.recording, when)
        os.utime(path, (when.timestamp(), when.timestamp()))  # the Load list's order


@shot("title")
def title(stage: Stage) -> None:
    _saves(stage)
    stage.show(TitleScene(stage.app))
    stage.step(2.0)


@shot("setup")
def setup(stage: Stage) -> None:
    stage.show(SetupScene(stage.app, seed=SEED, today=(10, 31)))
    stage.step(0.5)


@shot("load")
def load(stage: Stage) -> None:
    _saves(stage)
    stage.show(TitleScene(stage.app))
    stage.app.push(LoadScene(stage.app))
    stage.step(0.5)


@shot("haunt_book")
def haunt_book(stage: Stage) -> None:
    """The haunt book with a dozen haunts met (the shot's haunt first), the sides'
    wins mixed, the longest titles among them."""
    haunts = sorted(stage.content.haunts.values(),
                    key=lambda h: (h.id != stage.haunt, -len(t(f"haunt.{h.id}.title"))))[:12]
    for i, h in enumerate(haunts):
        for j in range(1 + i % 3):
            stage.app.record(Play(h.id, ("heroes", "traitor", "heroes")[(i + j) % 3],
                                  3 + (i + j) % 4, 4 + j, f"2026-10-{1 + i + j:02d}",
                                  10_000 + 10 * i + j))
    stage.show(TitleScene(stage.app))
    stage.app.push(HauntBookScene(stage.app))
    stage.step(0.5)


@shot("settings")
def settings(stage: Stage) -> None:
    stage.show(TitleScene(stage.app))
    stage.app.push(SettingsScene(stage.app))
    stage.step(0.5)


@shot("rules")
def rules(stage: Stage) -> None:
    stage.show(TitleScene(stage.app))
    stage.app.push(RulesScene(stage.app))
    stage.step(0.5)


# ---- exploring ---------------------------------------------------------------------------
def _board_at_my_turn(stage: Stage, table: Table = EXPLORE, after: int = 8):
    """The board as the person's turn comes round, the bots' turns before it shown
    (and told in the log) as they happened."""
    session = stage.session(table)
    stage.play(session, lambda g, e: _has(e, "turn_started") and g.state.turn.number > after
               and g.prompt is not None and g.prompt.seat != 0)
    board = stage.board(session)
    _fast(stage, True)
    stage.wait_for(lambda: board.human_seat() == 0 and stage.app.stack.top is board)
    _fast(stage, False)
    stage.step(1.0)
    return board


@shot("board_exploring")
def board_exploring(stage: Stage) -> None:
    _board_at_my_turn(stage)


@shot("pause")
def pause(stage: Stage) -> None:
    _board_at_my_turn(stage)
    stage.key(pygame.K_ESCAPE)
    if not isinstance(stage.app.stack.top, PauseScene):
        raise Unavailable("Esc on the board did not open the pause menu")
    stage.step(0.5)


@shot("tile_in_hand")
def tile_in_hand(stage: Stage) -> None:
    session = stage.session(EXPLORE)
    stage.play(session, lambda g, _e: g.prompt is not None and g.prompt.kind == "place"
               and g.prompt.seat == 0 and g.state.turn.number > 4)
    board = stage.board(session)
    stage.wait_for(board.placing)
    stage.step(0.5)


def _overlay(stage: Stage, table: Table, kind: str, overlay: type, settle: float,
             also=lambda e: True) -> None:
    """The moment an action's events bring up an overlay, `settle` seconds on."""
    def reached(g: Game, events: list[Event]) -> bool:
        return any(e.kind == kind and also(e) for e in events)

    session, events = stage.find([Table(table.seed + i, table.players, table.people,
                                        table.haunt) for i in range(TRY)], reached)
    stage.board(session, events)
    stage.wait_for(stage.top_is(overlay), 30)
    stage.step(settle)


@shot("card")
def card(stage: Stage) -> None:
    _overlay(stage, EXPLORE, "card_drawn", CardOverlay, 1.0)


def _trait_roll(by_person: bool):
    """A roll against a target (not the haunt's), by the person (seat 0) or a bot."""
    return lambda e: e.data.get("need") is not None and e.data.get("purpose") != "haunt" \
        and (e.data.get("who") == 0) == by_person


@shot("dice")
def dice(stage: Stage) -> None:
    _overlay(stage, EXPLORE, "dice", DiceOverlay, 1.2, _trait_roll(False))


@shot("dice_own_roll")
def dice_own_roll(stage: Stage) -> None:
    """The person's own roll, as it comes up (waiting for Roll, unless rolled at once)."""
    _overlay(stage, EXPLORE, "dice", DiceOverlay, 1.2, _trait_roll(True))


@shot("damage_split")
def damage_split(stage: Stage) -> None:
    session, _events = stage.find(
        [Table(SEED + i, people=4) for i in range(TRY)],
        lambda g, _e: g.prompt is not None and g.prompt.kind == "damage")
    board = stage.board(session)
    stage.wait_for(lambda: stage.app.stack.top is not board, 30)  # whatever asks it
    stage.step(0.5)


@shot("inspect_explorer")
def inspect_explorer(stage: Stage) -> None:
    """The known traitor's card, opened by a click on its chip in the turn strip."""
    session = _after_haunt(stage, KNOWN)
    board = stage.app.stack.top
    seat = sides.traitor(session.game)
    if not isinstance(board, BoardScene) or seat is None:
        raise Unavailable("no board with a known traitor")
    stage.click(board.inspector.chips[session.game.state.order.index(seat)].center)
    stage.wait_for(stage.top_is(InspectScene), 5)
    stage.step(0.3)


@shot("inspect_room")
def inspect_room(stage: Stage) -> None:
    """The card of the room with the most to tell on the floor shown, opened with
    the right button."""
    board = _board_at_my_turn(stage)
    game, cam, sight = board.game, board.cams[board.floor], board.inspector.sight()
    shown = [r for r, p in game.state.placements.items() if p.floor == board.floor
             and board.view.contains(cam.cell_rect(board.view, p.x, p.y))]
    if not shown:
        raise Unavailable("no room in view")
    rid = max(shown, key=lambda r: len(getattr(facts(game, Subject("room", r), sight),
                                               "lines", ())))
    p = game.state.placements[rid]
    rect = cam.cell_rect(board.view, p.x, p.y)
    stage.frame([pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=3,
                                    pos=(rect.left + rect.width // 16, rect.centery))])
    stage.wait_for(stage.top_is(InspectScene), 5)
    stage.step(0.3)


@shot("history")
def history(stage: Stage) -> None:
    """The full history, opened with the key Settings binds to "log"."""
    board = _board_at_my_turn(stage)
    keys = stage.app.settings.keys.get("log")
    if not keys:
        raise Unavailable("no key opens the history yet (no \"log\" in the key settings)")
    stage.key(pygame.key.key_code(keys[0]))
    stage.step(0.5)
    if stage.app.stack.top is board:
        raise Unavailable("the log key opens nothing on the board yet")


@shot("handover_turn")
def handover_turn(stage: Stage) -> None:
    """Two people in turn: the board asks the next to take the seat."""
    session = stage.session(Table(SEED, people=4))
    stage.play(session, lambda g, _e: _people_turn(g, 0, 4))
    board = stage.board(session)
    stage.wait_for(lambda: board.human_seat() == 0)
    stage.step(0.2)
    board.act(EndTurn())
    stage.wait_for(stage.top_is(HandOver), 60)
    stage.step(0.5)


# ---- the haunt -------------------------------------------------------------------------------
def _reveal(stage: Stage, table: Table, presses: list[str]) -> Session:
    """The haunt's reveal, then these buttons pressed one after another."""
    session, events = stage.find([Table(table.seed + i, table.players, table.people,
                                        table.haunt) for i in range(TRY)],
                                 lambda _g, e: _has(e, "haunt_begins"))
    stage.board(session, events)
    _fast(stage, True)
    stage.wait_for(stage.top_is(HauntReveal), 60)
    _fast(stage, False)
    stage.step(2.0)  # the darkness falls
    for label in presses:
        stage.press(label)
        stage.step(0.3)
    return session


def _next() -> str:
    return t("haunt_ui.next")


@shot("haunt_reveal")
def haunt_reveal(stage: Stage) -> None:
    _reveal(stage, KNOWN, [])


@shot("haunt_intro")
def haunt_intro(stage: Stage) -> None:
    _reveal(stage, KNOWN, [_next()])


@shot("haunt_traitor")
def haunt_traitor(stage: Stage) -> None:
    _reveal(stage, KNOWN, [_next(), _next()])


def _ready(stage: Stage) -> None:
    """Press a hand-over's "I am … / ready" button."""
    top = stage.app.stack.top
    if not isinstance(top, HandOver):
        raise Unavailable(f"a hand-over was expected, not {type(top).__name__}")
    stage.press(top.menu.buttons[0].label)
    stage.step(0.3)


@shot("handover_traitor")
def handover_traitor(stage: Stage) -> None:
    _reveal(stage, KNOWN, [_next(), _next(), _next()])


@shot("traitor_text")
def traitor_text(stage: Stage) -> None:
    _reveal(stage, KNOWN, [_next(), _next(), _next()])
    _ready(stage)


@shot("handover_heroes")
def handover_heroes(stage: Stage) -> None:
    traitor_text(stage)
    stage.press(t("haunt_ui.hide"))
    stage.step(0.3)


@shot("heroes_text")
def heroes_text(stage: Stage) -> None:
    handover_heroes(stage)
    stage.press(t("haunt_ui.handover.heroes_ready"))
    stage.step(0.3)


def _after_haunt(stage: Stage, table: Table) -> Session:
    """A board a few actions into the haunt, its reveal long read."""
    session, _events = stage.find(
        [Table(table.seed + i, table.players, table.people, table.haunt) for i in range(TRY)],
        lambda g, _e: g.state.haunt.begun and g.prompt is not None and g.prompt.kind == "turn")
    stage.board(session)
    stage.step(0.3)
    return session


@shot("haunt_panel")
def haunt_panel(stage: Stage) -> None:
    _after_haunt(stage, KNOWN)
    stage.press(t("board.haunt"))
    stage.wait_for(stage.top_is(HauntPanel), 5)
    stage.step(0.5)


@shot("monster_turn")
def monster_turn(stage: Stage) -> None:
    """The traitor's side's monsters on the move, a moment into their walk (or, where
    they never walk, their turn as it begins)."""
    tables = [Table(KNOWN.seed + i, KNOWN.players, KNOWN.people, KNOWN.haunt)
              for i in range(TRY)]
    try:
        session, events = stage.find(tables, lambda _g, e: _has(e, "monster_moved"))
    except Unavailable:
        session, events = stage.find(
            tables, lambda g, e: _has(e, "monster_turn") and any(
                m.alive for m in g.state.monsters))
    stage.board(session, events)
    stage.step(0.6)


@shot("attack")
def attack(stage: Stage) -> None:
    _overlay(stage, KNOWN, "attack", DiceOverlay, 1.2)


# ---- the hidden traitor: every screen the same shape for everyone ----------------------------
def _hidden_seats(session: Session) -> tuple[int, int]:
    """The hidden traitor's seat and a hero's (all four are people)."""
    seats = list(session.game.state.order)
    traitor = next(s for s in seats if my_token(session, s) == 1)
    return traitor, next(s for s in seats if s != traitor)


def _to_token(stage: Stage, hero: bool, read: bool) -> None:
    """Through the reveal to a seat's own token: its hand-over, or (`read`) the token."""
    session = _reveal(stage, HIDDEN, [_next(), _next(), _next()])  # the first one's hand-over
    wanted = explorer(session, _hidden_seats(session)[hero])
    for _ in session.game.state.order:
        top = stage.app.stack.top
        if isinstance(top, HandOver) and top.who == wanted:
            break
        _ready(stage)
        stage.press(t("haunt_ui.hide"))
        stage.step(0.3)
    else:
        raise Unavailable("the seat's token never came up")
    if read:
        _ready(stage)


@shot("hidden_reveal")
def hidden_reveal(stage: Stage) -> None:
    _reveal(stage, HIDDEN, [_next(), _next()])


@shot("hidden_handover_traitor", alike="hidden hand-over")
def hidden_handover_traitor(stage: Stage) -> None:
    _to_token(stage, hero=False, read=False)


@shot("hidden_handover_hero", alike="hidden hand-over")
def hidden_handover_hero(stage: Stage) -> None:
    _to_token(stage, hero=True, read=False)


@shot("hidden_token_traitor", alike="hidden token")
def hidden_token_traitor(stage: Stage) -> None:
    _to_token(stage, hero=False, read=True)


@shot("hidden_token_hero", alike="hidden token")
def hidden_token_hero(stage: Stage) -> None:
    _to_token(stage, hero=True, read=True)


def _panel_token(stage: Stage, hero: bool) -> None:
    """The haunt panel's "whose token?", then that seat's token behind its hand-over."""
    session = _after_haunt(stage, HIDDEN)
    if not sides.hidden_unrevealed(session.game):
        raise Unavailable("the hidden traitor revealed themself too soon")
    seat = _hidden_seats(session)[hero]
    stage.press(t("board.haunt"))
    stage.wait_for(stage.top_is(HauntPanel), 5)
    stage.step(0.3)
    stage.press(t("haunt_ui.panel.tokens"))
    stage.press(explorer(session, seat))
    _ready(stage)
    stage.step(0.2)


@shot("panel_token_traitor", alike="panel token")
def panel_token_traitor(stage: Stage) -> None:
    _panel_token(stage, hero=False)


@shot("panel_token_hero", alike="panel token")
def panel_token_hero(stage: Stage) -> None:
    _panel_token(stage, hero=True)


@shot("handover_everyone")
def handover_everyone(stage: Stage) -> None:
    """After the last private token, everyone looks again."""
    session = _reveal(stage, HIDDEN, [_next(), _next(), _next()])
    for _ in session.game.state.order:
        _ready(stage)
        stage.press(t("haunt_ui.hide"))
        stage.step(0.3)
    if not isinstance(stage.app.stack.top, HandOver):
        raise Unavailable("no hand-over to everyone after the tokens")


# ---- the end ---------------------------------------------------------------------------------
@shot("game_over")
def game_over(stage: Stage) -> None:
    session, events = stage.find([Table(KNOWN.seed + i, 4, 1, KNOWN.haunt) for i in range(TRY)],
                                 lambda g, _e: g.prompt is None)
    stage.board(session, events)
    _fast(stage, True)
    stage.wait_for(stage.top_is(GameOver), 60)
    _fast(stage, False)
    stage.step(2.5)


def _theatre(stage: Stage) -> Theatre:
    """A finished game in the replay theatre, paused on the turn before its haunt."""
    session, _ = stage.find([Table(KNOWN.seed + i, 4, 1, KNOWN.haunt) for i in range(TRY)],
                            lambda g, _e: g.prompt is None)
    recording = session.recording
    start = haunt_start(recording) or len(recording.actions)
    before = max((s for s in turn_starts(recording) if s < start), default=0)
    theatre = Theatre(stage.app, recording, before)
    stage.show(theatre)
    stage.step(1.0)
    return theatre


@shot("theatre")
def theatre(stage: Stage) -> None:
    _theatre(stage)


@shot("theatre_secrets")
def theatre_secrets(stage: Stage) -> None:
    _theatre(stage).reveal()
    stage.step(0.3)
