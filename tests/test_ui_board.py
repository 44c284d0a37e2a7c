"""The board through real input events: a first turn by mouse, the same by keys,
hand-overs that keep secrets off the shared screen, resizing, and a monkey."""

from __future__ import annotations

import random
import re

import pygame
import pytest

from game.app import App
from game.ui.scenes.board import BoardScene
from game.ui.scenes.card import CardOverlay
from game.ui.scenes.choice import ChoiceOverlay
from game.ui.scenes.dice import DiceOverlay
from game.ui.scenes.handover import HandOver
from game.ui.session import Seat, Session
from tests.helpers import content, dice, give

FRAME = 1 / 60


def board_for(app: App, humans: int = 1, stack: list[str] | None = None,
              decks: dict[str, list[str]] | None = None) -> BoardScene:
    """Ingrid (seat 0, human) goes first: today is the day before her birthday."""
    explorers = ["ingrid_solberg", "amara_nwosu", "rafael_duarte"]
    seats = [Seat(f"P{i + 1}", i < humans, e) for i, e in enumerate(explorers)]
    session = Session.new(content(), seats, seed=3, today=(1, 18))
    g = session.game
    assert g.state.turn.seat == 0
    st = g.state
    if stack:
        st.stack = [r for r in st.stack if r not in stack] + list(reversed(stack))
    for deck, cards in (decks or {}).items():
        st.decks[deck] = [c for c in st.decks[deck] if c not in cards] + list(reversed(cards))
    board = BoardScene(app, session)
    app.push(board)
    return board


def frames(app: App, n: int = 1, events: list[pygame.event.Event] | None = None) -> None:
    app.step(FRAME, events or [])
    for _ in range(n - 1):
        app.step(FRAME, [])


def settle(app: App, board: BoardScene, limit: int = 600) -> None:
    """Step until the board waits for a human with nothing animating."""
    for _ in range(limit):
        if app.stack.top is board and board.presenter.idle and board.human_seat() is not None:
            return
        app.step(FRAME, [])


def click(app: App, pos: tuple[int, int], button: int = 1) -> None:
    frames(app, 1, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
                    pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button),
                    pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button)])


def key(app: App, k: int, mod: int = 0) -> None:
    frames(app, 1, [pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="",
                                       scancode=0)])


def cell_pos(board: BoardScene, x: int, y: int) -> tuple[int, int]:
    return board.cams[board.floor].cell_rect(board.view, x, y).center


def dismiss_overlays(app: App, board: BoardScene, use_keys: bool = False) -> list[type]:
    """Click (or press Enter) through card and dice overlays; returns what was seen."""
    seen = []
    for _ in range(200):
        frames(app, 4)
        top = app.stack.top
        if isinstance(top, CardOverlay | DiceOverlay):
            seen.append(type(top))
            for _ in range(2):  # the first finishes the animation, the second closes
                if use_keys:
                    key(app, pygame.K_RETURN)
                else:
                    click(app, (5, 5))
        elif top is board and board.presenter.idle:
            break
    return seen


def test_a_first_turn_by_mouse(app: App) -> None:
    board = board_for(app, stack=["ballroom"], decks={"event": ["cold_draft"]})
    g = board.game
    dice(g, 4)  # the Cold Draft's Speed roll succeeds
    settle(app, board)
    click(app, cell_pos(board, 0, -1))  # walk to the Foyer
    settle(app, board)
    assert g.figure(0).room == "foyer"
    click(app, cell_pos(board, 1, -1))  # the "?" east of the Foyer: discover a room
    settle(app, board)
    assert g.prompt.kind == "place" and g.prompt.context["tile"] == "ballroom"
    target = cell_pos(board, 1, -1)
    frames(app, 2, [pygame.event.Event(pygame.MOUSEMOTION, pos=(target[0] + 200, target[1]),
                                       rel=(0, 0), buttons=(1, 0, 0)),
                    pygame.event.Event(pygame.MOUSEMOTION, pos=target, rel=(0, 0),
                                       buttons=(1, 0, 0))])
    legal = {o[3] for o in g.prompt.options}
    turns = 0
    while board.hand.rotation not in legal:  # turn the tile with right clicks until it fits
        click(app, target, button=3)
        turns += 1
        assert turns <= 4
    cell, ok, _ = board.place_state()
    assert cell == (1, -1) and ok
    click(app, target)  # drop it
    seen = dismiss_overlays(app, board)
    assert "ballroom" in g.state.placements
    assert g.figure(0).room == "ballroom"
    assert CardOverlay in seen and DiceOverlay in seen
    assert any("Cold Draft" in line for line in board.log)
    settle(app, board)
    end = next(b for b in board.buttons if b.label == "End your turn")
    click(app, end.rect.center)
    frames(app, 5)
    assert g.state.turn.seat != 0


def test_the_same_turn_by_keyboard_only(app: App) -> None:
    board = board_for(app, stack=["ballroom"], decks={"event": ["cold_draft"]})
    g = board.game
    dice(g, 4)
    settle(app, board)
    # Tab through the targets to "Walk to the Foyer", Enter
    for _ in range(len(board.targets) + len(board.buttons)):
        key(app, pygame.K_TAB)
        item = board._focusables()[board.focus]
        if getattr(item, "path", None) == ["foyer"]:
            break
    key(app, pygame.K_RETURN)
    settle(app, board)
    assert g.figure(0).room == "foyer"
    for _ in range(len(board.targets) + len(board.buttons)):
        key(app, pygame.K_TAB)
        item = board._focusables()[board.focus]
        if getattr(item, "label", "") == "Open the east door":
            break
    key(app, pygame.K_RETURN)
    settle(app, board)
    assert g.prompt.kind == "place"
    legal = {o[3] for o in g.prompt.options}
    while board.hand.rotation not in legal:
        key(app, pygame.K_r)
    key(app, pygame.K_RETURN)
    dismiss_overlays(app, board, use_keys=True)
    assert g.figure(0).room == "ballroom"
    settle(app, board)
    key(app, pygame.K_t)  # end the turn
    frames(app, 5)
    assert g.state.turn.seat != 0


def test_a_secret_choice_waits_behind_a_hand_over(app: App) -> None:
    board = board_for(app, humans=2)
    g = board.game
    give(g, 0, "crystal_ball")
    dice(g, 5)  # the Knowledge roll succeeds (4+)
    settle(app, board)
    board.refresh()
    ball = next(b for b in board.buttons if b.label.startswith("Crystal Ball"))
    click(app, ball.rect.center)
    use = app.stack.top
    assert isinstance(use, ChoiceOverlay)
    click(app, use.menu.buttons[0].rect.center)  # use it
    dismiss_overlays(app, board)
    deck = app.stack.top
    assert isinstance(deck, ChoiceOverlay)  # which deck: not secret
    click(app, deck.menu.buttons[0].rect.center)
    frames(app, 10)
    hand_over = app.stack.top
    assert isinstance(hand_over, HandOver)
    assert app.stack.visible() == [hand_over]  # nothing else is drawn (R10.1)
    secret_names = [c for c in g.prompt.options]
    frames(app, 2)
    for line in board.log:
        for cid in secret_names:
            assert g.content.cards[cid].id not in line
    click(app, hand_over.menu.buttons[0].rect.center)
    pick = app.stack.top
    assert isinstance(pick, ChoiceOverlay)
    click(app, pick.menu.buttons[0].rect.center)
    frames(app, 5)
    assert not any(isinstance(s, ChoiceOverlay) and s is pick for s in app.stack.scenes)


def test_resizing_lays_every_scene_out_again(app: App) -> None:
    board = board_for(app)
    settle(app, board)
    for size in ((1920, 1080), (960, 540), (3840, 2160), (1280, 720)):
        app.window = pygame.display.set_mode(size, pygame.RESIZABLE)
        frames(app, 2, [pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0],
                                           h=size[1])])
        assert board.size == size
        assert board.hud_rect.right <= size[0] and board.log_rect.bottom <= size[1]
        for b in board.buttons:
            assert app.window.get_rect().contains(b.rect)


def test_a_monkey_at_the_keyboard_and_mouse_breaks_nothing(app: App) -> None:
    board = board_for(app, humans=2)
    rng = random.Random(4)
    keys = [pygame.K_TAB, pygame.K_RETURN, pygame.K_r, pygame.K_e, pygame.K_t, pygame.K_UP,
            pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_PAGEUP, pygame.K_PAGEDOWN,
            pygame.K_SPACE, pygame.K_EQUALS, pygame.K_MINUS, pygame.K_ESCAPE, pygame.K_a]
    for _ in range(3000):
        roll = rng.random()
        pos = (rng.randrange(1280), rng.randrange(720))
        if roll < 0.4:
            event = pygame.event.Event(pygame.KEYDOWN, key=rng.choice(keys), mod=0, unicode="",
                                       scancode=0)
        elif roll < 0.75:
            event = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos,
                                       button=rng.choice((1, 1, 1, 3)))
        elif roll < 0.85:
            event = pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)
        elif roll < 0.95:
            event = pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                       buttons=(rng.random() < 0.3, 0, 0))
        else:
            event = pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice((-1, 1)),
                                       flipped=False)
        app.step(FRAME, [event])
        if not app.stack.scenes:
            break
    assert board.game.state.actions > 0  # the monkey did play


def test_fast_forward_and_a_gamepad_stick(app: App) -> None:
    board = board_for(app)
    settle(app, board)
    key(app, pygame.K_f)
    assert board.fast
    cam = board.cams[board.floor]
    before = cam.cx
    frames(app, 30, [pygame.event.Event(pygame.JOYAXISMOTION, axis=0, value=1.0,
                                        instance_id=0, joy=0)])
    assert cam.cx > before + 1
    frames(app, 1, [pygame.event.Event(pygame.JOYAXISMOTION, axis=0, value=0.1,
                                       instance_id=0, joy=0)])
    assert board.stick == (0.0, 0.0)  # inside the dead zone
    key(app, pygame.K_f)
    assert not board.fast


def test_bots_play_to_the_haunt_and_the_reveal_sums_up(app: App) -> None:
    from game.ui.scenes.haunt import HauntReveal

    board = board_for(app, humans=0)
    board.fast = True
    app.settings.bot_speed = 4.0
    for _ in range(20000):
        app.step(FRAME, [])
        if isinstance(app.stack.top, HauntReveal):
            break
    reveal = app.stack.top
    assert isinstance(reveal, HauntReveal)
    assert board.overview  # the house as built
    deeds = reveal.deeds()
    assert len(deeds) == 3 and all(re.search(r"\d+ rooms? found", line) for line in deeds)
    assert board.game.state.phase == "haunt"


@pytest.mark.parametrize("size", [(1280, 720), (960, 540), (3840, 2160)])
@pytest.mark.parametrize("text_size", [1.0, 1.75])
def test_every_card_face_fits_its_words(app: App, size: tuple[int, int],
                                        text_size: float) -> None:
    from game.ui.card_face import text_scale
    from game.ui.scenes.card import CardOverlay

    app.window = pygame.display.set_mode(size)
    app.resized()
    app.settings.text_size = text_size
    for card in app.content.cards.values():
        overlay = CardOverlay(app, card, "", lambda: None)
        overlay.layout(size)
        assert text_scale(app, card, overlay.rect) > 0.4, (card.id, size, text_size)
