"""The board during the haunt, through real input: attacking by clicking a figure,
a traitor stepping a monster by clicking a room, the attack's two rolls landing
on the engine's faces, and the shared screen keeping secrets: no Reveal on the
board, no hidden token's number in the log (R9.12, R10.2)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.app import App
from game.engine import Attack, EndTurn, Game, Move, Reveal, Setup
from game.engine.rules import sides
from game.engine.rules.odds import contest
from game.recording import Recording
from game.text import t, table
from game.ui.figure_view import floor_spots
from game.ui.scenes.board import BoardScene
from game.ui.scenes.choice import ChoiceOverlay
from game.ui.scenes.dice import DiceOverlay
from game.ui.session import Session
from tests.haunt_helpers import FOUR, haunted
from tests.helpers import dice, give
from tests.test_ui_board import frames

FRAME = 1 / 60
HOUND = 100  # the first monster's id


@pytest.fixture(autouse=True)
def words(monkeypatch: pytest.MonkeyPatch) -> None:
    """The test haunt's name for its monsters, as a haunt's en.json would give it."""
    monkeypatch.setitem(table(), "haunt.board_test.monster.hound", "Hound")


def haunt_data(hidden: bool = False, killable: bool = True) -> dict[str, Any]:
    """Two hounds rise by the traitor (the revealer; a hidden traitor's when it
    reveals); all four explorers stand with them in the Entrance Hall, so everyone
    has someone to attack."""
    hounds = [{"do": "spawn", "monster": "hound", "n": 2, "where": "here"}]
    return {
        "id": "board_test", "number": 5, "chart": [["book", "gallery"]],
        "traitor": {"rule": "hidden" if hidden else "revealer"},
        "monsters": {"hound": {"might": 3, "speed": 3, "attack": "might",
                               "killable": killable}},
        "setup": [] if hidden else hounds, "on_reveal": hounds if hidden else [],
        "goals": {"heroes": [{"if": "traitor_dead"}],
                  "traitor": [{"if": "rounds", "at_least": 9}]},
    }


def board_on(app: App, g: Game, humans: set[int]) -> BoardScene:
    """The board over a game already in its haunt; `humans` are the people's seats."""
    seats = [{"name": f"P{i + 1}", "human": i in humans} for i in range(len(FOUR))]
    recording = Recording(g.content, Setup(1, FOUR, (1, 1)), seats)
    recording.game = g
    board = BoardScene(app, Session(recording))
    app.push(board)
    return board


def settle(app: App, board: BoardScene, limit: int = 600) -> None:
    for _ in range(limit):
        if app.stack.top is board and board.presenter.idle and board.human_seat() is not None \
                and board.prompt_seen is board.game.prompt:
            return
        top = app.stack.top
        if isinstance(top, DiceOverlay) and (top.landed or top.waiting):  # Roll, then go on
            top.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(5, 5), button=1))
        app.step(FRAME, [])
    raise AssertionError("the board never waited for a person")


def click(app: App, pos: tuple[float, float]) -> None:
    at = (round(pos[0]), round(pos[1]))
    frames(app, 1, [pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(0, 0), buttons=(0, 0, 0)),
                    pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=at, button=1),
                    pygame.event.Event(pygame.MOUSEBUTTONUP, pos=at, button=1)])


def spot_of(board: BoardScene, fid: int) -> tuple[float, float]:
    board.follow(fid)
    spots = floor_spots(board.game, board.floor, board.cams[board.floor], board.view,
                        board.presenter.stage)
    return next(s.pos for s in spots if s.fid == fid)


def labels(board: BoardScene) -> list[str]:
    return [b.label for b in board.buttons]


def test_clicking_a_monster_attacks_it(app: App) -> None:
    g = haunted(haunt_data(), revealer=0)
    assert (g.prompt.kind, g.prompt.seat) == ("turn", 1)  # the traitor's left goes first
    board = board_on(app, g, {1})
    settle(app, board)
    assert t("board.attack") in labels(board)
    aimed = {target.figure for target in board.targets if target.figure is not None}
    assert aimed == {0, HOUND, HOUND + 1}  # the traitor and both hounds, never a hero
    dice(g, 6, 0)
    click(app, spot_of(board, HOUND))
    assert board.session.recording.actions[-1] == Attack(HOUND)
    settle(app, board)
    assert not sides.monster(g, HOUND).alive  # killable: 6 against 0 slays it
    assert any("Hound 1 is destroyed" in line for line in board.log)
    assert HOUND not in {target.figure for target in board.targets}


def test_the_attack_button_asks_whom_then_with_what(app: App) -> None:
    g = haunted(haunt_data(), revealer=0)
    give(g, 1, "revolver")  # a distance weapon (R8.8) that attacks with Speed
    board = board_on(app, g, {1})
    settle(app, board)
    attack = next(b for b in board.buttons if b.label == t("board.attack"))
    click(app, attack.rect.center)
    whom = app.stack.top
    assert isinstance(whom, ChoiceOverlay)
    assert [b.label for b in whom.menu.buttons] == [
        "Attack Ingrid Solberg", "Attack Hound 1", "Attack Hound 2", t("board.close")]
    click(app, whom.menu.buttons[2].rect.center)
    how = app.stack.top
    assert isinstance(how, ChoiceOverlay) and how is not whom
    assert [b.label for b in how.menu.buttons] == [
        "Bare-handed (Might)", "With the Revolver (Speed)", t("board.close")]
    click(app, how.menu.buttons[1].rect.center)
    assert board.session.recording.actions[-1] == Attack(HOUND + 1, "revolver")


def test_the_attack_shows_both_rolls_landing_on_the_engines_faces(app: App) -> None:
    g = haunted(haunt_data(killable=False), revealer=0)
    board = board_on(app, g, {1})
    settle(app, board)
    dice(g, 3, 1)
    click(app, spot_of(board, HOUND))
    rolled = next(e.data for e in board.session.recording.events[-1] if e.kind == "attack")
    for _ in range(200):
        frames(app)
        if isinstance(app.stack.top, DiceOverlay):
            break
    overlay = app.stack.top
    assert isinstance(overlay, DiceOverlay)
    assert [faces for _, faces in overlay.rows] == [rolled["faces"], rolled["their_faces"]]
    assert overlay.rows[0][0].startswith("Amara Nwosu attacks")
    assert overlay.rows[1][0].startswith("Hound 1 defends")
    assert not any("3 against 1" in line for line in board.log)  # not before they land
    frames(app, 60)
    assert overlay.waiting and not overlay.landed  # a person's roll waits for the Roll press
    # R8.5: before the Roll press the person is told the chances of their dice
    odds = contest(len(rolled["faces"]), len(rolled["their_faces"]))
    assert overlay.before == (
        f"Might attack: the higher total wins. Your chances: win {round(odds.win * 100)}% · "
        f"tie {round(odds.tie * 100)}% · lose {round(odds.lose * 100)}%.")
    frames(app, 1, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode="",
                                       scancode=0)])
    frames(app, 60)
    assert overlay.landed
    assert "3 against 1" in overlay.caption
    assert overlay.outcome == "Hound 1 is stunned."
    settle(app, board)
    assert sides.monster(g, HOUND).stunned
    assert any("3 against 1" in line for line in board.log)


def test_the_traitor_steps_a_monster_by_clicking_a_room(app: App) -> None:
    g = haunted(haunt_data(), revealer=0)
    dice(g, 6)  # the hounds' Speed roll: 6 spaces
    while g.prompt.kind != "monster":  # everyone ends their turn: the hounds' turn comes
        g.submit(EndTurn())
    assert g.prompt.seat == 0 and g.prompt.context["monster"] == HOUND
    board = board_on(app, g, {0})
    settle(app, board)
    assert board.active_figure() == HOUND
    assert t("action.monster_done") in labels(board)
    steps = [target for target in board.targets if isinstance(target.action, Move)]
    assert steps and all(target.cost == 4 for target in steps)  # 1 + three heroes here (R4.7)
    goal = steps[0]
    board.floor, board.overview = goal.floor, False
    click(app, board.cams[goal.floor].cell_rect(board.view, *goal.cell).center)
    assert sides.monster(g, HOUND).room == goal.action.to
    settle(app, board)
    done = next(b for b in board.buttons if b.label == t("action.monster_done"))
    click(app, done.rect.center)  # with moves left it asks first
    ask = app.stack.top
    assert isinstance(ask, ChoiceOverlay) and ask.menu.focus == 0  # "Keep playing"
    click(app, ask.menu.buttons[1].rect.center)
    assert board.session.recording.actions[-1] == EndTurn()
    assert g.prompt.context.get("monster") == HOUND + 1  # the next hound's move


def test_reveal_is_never_on_the_board(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    import game.ui.widgets as widgets

    g = haunted(haunt_data(hidden=True), revealer=0)
    secret = g.state.haunt.secret["traitor"]
    while (g.prompt.kind, g.prompt.seat) != ("turn", secret):
        g.submit(EndTurn())
    assert Reveal() in g.legal_actions(secret)
    drawn: list[str] = []
    real = widgets.render
    monkeypatch.setattr(widgets, "render", lambda text, *a: drawn.append(text) or real(text, *a))
    board = board_on(app, g, {0, 1, 2, 3})
    settle(app, board)
    for _ in range(2):  # with the attack menu open and closed
        frames(app, 3)
        assert not [x for x in board._focusables() if getattr(x, "action", None) == Reveal()]
        assert t("action.reveal") not in labels(board)
        assert not [s for s in drawn if "Reveal" in s or "reveal" in s]
        board.attack_menu()
        assert t("action.reveal") not in [b.label for b in app.stack.top.menu.buttons]
    assert t("board.haunt") in labels(board)  # Reveal waits in the haunt panel instead


def test_no_hidden_token_number_reaches_the_log(app: App) -> None:
    g = haunted(haunt_data(hidden=True), revealer=0)
    dealt = [e for e in g.last_events if e.kind == "hidden_token"]
    assert len(dealt) == 4 and all("number" in e.data for e in dealt)
    board = board_on(app, g, {0, 1, 2, 3})
    board.presenter.feed(g.last_events)
    queued = [e for e in board.presenter.queue if e.kind == "hidden_token"]
    assert len(queued) == 4 and not [e for e in queued if "number" in e.data]  # R10.2
    settle(app, board)
    told = [line for line in board.log if "dealt" in line]
    assert len(told) == 4
    assert not any(ch.isdigit() for line in told for ch in line)


def test_the_haunt_key_opens_the_haunt_panel(app: App) -> None:
    from game.ui.scenes.haunt_panel import HauntPanel

    g = haunted(haunt_data(), revealer=0)
    board = board_on(app, g, {1})
    settle(app, board)
    frames(app, 2, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h",
                                       scancode=0)])
    assert isinstance(app.stack.top, HauntPanel)


def test_the_traitor_finds_the_stairs_and_places_them_by_mouse(app: App) -> None:
    data = haunt_data()
    data["setup"] = [{"do": "spawn", "monster": "hound", "n": 1, "where": "basement_landing"}]
    g = haunted(data, revealer=0)  # a hound alone in the basement: it reaches nobody (R9.9)
    while (g.prompt.kind, g.prompt.seat) != ("turn", 0):
        g.submit(EndTurn())
    board = board_on(app, g, {0})
    settle(app, board)
    find = next(b for b in board.buttons if b.label == t("action.room.find_stairs"))
    click(app, find.rect.center)
    settle(app, board)
    assert board.placing() and g.prompt.context["mode"] == "rescue"
    assert board.floor == "basement"
    floor, x, y, rotation = g.prompt.options[0][:4]
    while board.hand.rotation != rotation:
        board.hand.rotate(1)
    click(app, board.cams[floor].cell_rect(board.view, x, y).center)
    assert g.state.placements["stairs_from_basement"].floor == "basement"
    assert "stairs_from_basement" not in g.state.stack


def test_the_steal_and_ignore_choices_read_plainly() -> None:
    from game import narrate
    from game.engine import Choose

    g = haunted(haunt_data(), revealer=0)
    g.ask(1, "choose", ["damage", "revolver"], topic="steal", target=0)
    assert narrate.prompt(g) == ("Amara Nwosu, you won: deal the damage to "
                                 "Ingrid Solberg, or steal an item?")
    assert [narrate.action(g, Choose(o)) for o in g.prompt.options] == [
        "Deal the damage", "Revolver"]
    g.ask(0, "choose", ["follow", "ignore"], topic="traitor_ignore", card="bite")
    assert narrate.prompt(g) == "Ingrid Solberg, as the traitor you may ignore the Bite."
    assert [narrate.action(g, Choose(o)) for o in g.prompt.options] == [
        "Follow the card", "Ignore it"]


def test_bots_play_through_the_haunt_to_the_game_over(app: App) -> None:
    """A whole game with bots in every seat, in the window: the reveal, the Right
    Now steps, monsters' turns, attacks, to the game-over scene; the log never
    tells a number a roll needs once the haunt is on (R9.5)."""
    from game.ui.scenes.game_over import GameOver
    from game.ui.session import Seat

    seats = [Seat(f"P{i + 1}", False, e) for i, e in enumerate(FOUR)]
    session = Session.new(app.content, seats, seed=6, today=(1, 18))
    board = BoardScene(app, session)
    app.push(board)
    board.fast = True
    app.settings.bot_speed = 4.0
    haunt_from = None
    for _ in range(40000):
        app.step(1 / 20, [])
        if haunt_from is None and board.game.state.phase != "explore":
            haunt_from = len(board.log)
        if isinstance(app.stack.top, GameOver):
            break
    assert isinstance(app.stack.top, GameOver)
    kinds = {e.kind for batch in session.recording.events for e in batch}
    assert {"monster_spawned", "monster_moved", "attack", "game_over"} <= kinds
    assert haunt_from is not None
    assert not [line for line in board.log[haunt_from:] if "needed" in line]


def test_a_monkey_during_the_haunt_breaks_nothing(app: App) -> None:
    import random

    g = haunted(haunt_data(killable=False), revealer=0)
    board = board_on(app, g, {0, 1})
    rng = random.Random(9)
    # no Escape: the monkey stays on the board (leaving it by the pause menu is
    # another test's business)
    keys = [pygame.K_TAB, pygame.K_RETURN, pygame.K_t, pygame.K_h,
            pygame.K_UP, pygame.K_LEFT, pygame.K_PAGEDOWN, pygame.K_r, pygame.K_SPACE]
    for _ in range(2500):
        pos = (rng.randrange(1280), rng.randrange(720))
        roll = rng.random()
        if roll < 0.35:
            event = pygame.event.Event(pygame.KEYDOWN, key=rng.choice(keys), mod=0,
                                       unicode="", scancode=0)
        elif roll < 0.8:
            event = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
        elif roll < 0.9:
            event = pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)
        else:
            event = pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                       buttons=(0, 0, 0))
        app.step(FRAME, [event])
        if not app.stack.scenes:
            break
    assert len(board.session.recording.actions) > 10  # the monkey did play
