"""The title screen and the new-game screen, driven by real pygame events under
SDL's dummy drivers (tests/conftest.py); settings go to a temporary folder."""

from __future__ import annotations

import sys
import types
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from game.app import App
from game.settings import Settings
from game.ui.scenes.setup import MAX_NAME, SetupScene
from game.ui.scenes.title import TitleScene

DT = 0.016


@pytest.fixture
def app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[App]:
    monkeypatch.setenv("HOUSE_CONFIG_DIR", str(tmp_path))
    application = App(Settings(), size=(1280, 720))
    yield application
    pygame.display.quit()


def key(k: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)


def click(pos: tuple[int, int]) -> list[pygame.event.Event]:
    return [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)]


def press(app: App, *events: pygame.event.Event | list[pygame.event.Event]) -> None:
    for e in events:
        app.step(DT, e if isinstance(e, list) else [e])
    app.step(DT, [])


def title(app: App) -> TitleScene:
    scene = TitleScene(app)
    app.push(scene)
    app.step(DT, [])
    return scene


def button(scene: TitleScene, label_key: str) -> pygame.Rect:
    from game.text import t

    return next(b.rect for b in scene.menu.buttons if b.label == t(label_key))


def setup(app: App, solo: bool = False) -> SetupScene:
    title(app)
    scene = SetupScene(app, solo=solo, seed=7, today=(3, 14))
    app.push(scene)
    app.step(DT, [])
    return scene


def side(scene: SetupScene, eid: str) -> pygame.Rect:
    return next(c.rect for c in scene.controls if c.kind == "side" and c.explorer == eid)


def control(scene: SetupScene, kind: str, seat: int = -1) -> pygame.Rect:
    return next(c.rect for c in scene.controls if c.kind == kind and c.seat == seat)


def no_overlaps(rects: list[pygame.Rect]) -> None:
    for i, a in enumerate(rects):
        for b in rects[i + 1:]:
            assert not a.colliderect(b), (a, b)


# ---- title -----------------------------------------------------------------------------

def test_title_keys_reach_setup_and_esc_comes_back(app: App) -> None:
    scene = title(app)
    assert scene.menu.focus == 0
    press(app, key(pygame.K_DOWN))
    assert scene.menu.focus == 1
    press(app, key(pygame.K_UP), key(pygame.K_RETURN))  # New game
    top = app.stack.top
    assert isinstance(top, SetupScene) and not top.solo
    assert len(top.seats) == 3 and all(s.human for s in top.seats)
    press(app, key(pygame.K_ESCAPE))
    assert app.stack.top is scene
    press(app, key(pygame.K_DOWN), key(pygame.K_RETURN))  # Solo game
    top = app.stack.top
    assert isinstance(top, SetupScene) and top.solo
    press(app, key(pygame.K_ESCAPE))
    assert app.stack.top is scene and app.running


def test_title_esc_focuses_quit_and_skips_disabled(app: App) -> None:
    scene = title(app)
    press(app, key(pygame.K_ESCAPE))
    assert app.running, "Esc only moves the focus"
    assert scene.menu.buttons[scene.menu.focus].action == scene._quit
    # Continue, Load and the haunt book (nothing met yet) are greyed: the keys step over them
    press(app, key(pygame.K_DOWN), key(pygame.K_DOWN))
    assert not any(scene.menu.buttons[i].enabled for i in (2, 3, 4))
    assert scene.menu.focus == 1
    press(app, key(pygame.K_DOWN))
    assert scene.menu.buttons[scene.menu.focus].action == scene._settings
    # clicking a greyed entry does nothing
    press(app, click(button(scene, "title.continue").center))
    assert app.stack.top is scene
    press(app, click(button(scene, "title.quit").center))
    assert not app.running


def test_title_opens_settings_and_rules(app: App) -> None:
    from game.ui.scenes.rules import RulesScene
    from game.ui.scenes.settings import SettingsScene

    scene = title(app)
    press(app, click(button(scene, "title.settings").center))
    assert isinstance(app.stack.top, SettingsScene)
    app.stack.pop()
    press(app, click(button(scene, "title.rules").center))
    assert isinstance(app.stack.top, RulesScene)


def test_title_animates_without_changing_in_draw(app: App) -> None:
    scene = title(app)
    for _ in range(5):
        app.step(0.1, [])
    assert scene.time == pytest.approx(0.016 + 0.5)
    before = pygame.image.tobytes(app.window, "RGB")
    scene.draw(app.window)
    assert pygame.image.tobytes(app.window, "RGB") == before  # same moment, same picture
    app.step(0.5, [])
    assert pygame.image.tobytes(app.window, "RGB") != before  # candles and mist move


# ---- setup -----------------------------------------------------------------------------

def test_clicking_solo_gives_one_human_and_bots(app: App) -> None:
    scene = title(app)
    press(app, click(button(scene, "title.solo_game").center))
    setup_scene = app.stack.top
    assert isinstance(setup_scene, SetupScene) and setup_scene.solo
    seats = setup_scene.seats
    assert len(seats) == 4
    assert seats[0].human and seats[0].explorer is None
    assert all(not s.human and s.explorer for s in seats[1:])
    cards = [app.content.explorers[s.explorer].card for s in seats[1:] if s.explorer]
    assert len(set(cards)) == 3
    # bots can be added up to five and removed down to two; no toggle in solo
    assert not [c for c in setup_scene.controls if c.kind == "toggle"]
    for _ in range(3):
        press(app, click(control(setup_scene, "add").center))
    assert len(setup_scene.seats) == 6
    assert all(not s.human for s in setup_scene.seats[1:])
    for _ in range(5):
        press(app, click(control(setup_scene, "remove").center))
    assert len(setup_scene.seats) == 3
    assert setup_scene.seats[0].human


def test_other_side_of_a_taken_card_is_refused(app: App) -> None:
    scene = setup(app)
    press(app, click(side(scene, "ingrid_solberg").center))
    assert scene.seats[0].explorer == "ingrid_solberg"
    assert scene.selected == 1  # on to the next seat without an explorer
    press(app, click(side(scene, "kofi_mensah").center))  # the other side of card 1
    assert scene.seats[1].explorer is None
    assert scene.message_bad and "Kofi Mensah" in scene.message
    assert "Ingrid Solberg" in scene.message and scene.seats[0].name in scene.message
    press(app, click(side(scene, "ingrid_solberg").center))  # the same side
    assert scene.seats[1].explorer is None and scene.message_bad
    # seat 1 may turn its own card over
    press(app, click(control(scene, "pick", 0).center))
    assert scene.selected == 0
    press(app, click(side(scene, "kofi_mensah").center))
    assert scene.seats[0].explorer == "kofi_mensah" and not scene.message_bad
    # the keyboard gets the same refusal
    scene.selected = 1
    scene.focus = next(i for i, c in enumerate(scene.controls)
                       if c.kind == "side" and c.explorer == "ingrid_solberg")
    press(app, key(pygame.K_RETURN))
    assert scene.seats[1].explorer is None and scene.message_bad


def test_names_are_typed_into_the_seat(app: App) -> None:
    scene = setup(app)
    press(app, click(control(scene, "name", 1).center))
    assert scene.editing == 1
    press(app, pygame.event.Event(pygame.TEXTINPUT, text="Morwenna"))
    assert scene.seats[1].name == "Morwenna"  # the default name is replaced, not extended
    press(app, key(pygame.K_s), pygame.event.Event(pygame.TEXTINPUT, text="s"))
    assert scene.seats[1].name == "Morwennas"  # "s" typed, not a focus move
    press(app, key(pygame.K_BACKSPACE))
    assert scene.seats[1].name == "Morwenna" and app.stack.top is scene
    press(app, pygame.event.Event(pygame.TEXTINPUT, text=" the Unusually Long"))
    assert len(scene.seats[1].name) == MAX_NAME
    press(app, key(pygame.K_RETURN))
    assert scene.editing is None
    # an emptied name falls back to the default
    press(app, click(control(scene, "name", 2).center))
    press(app, key(pygame.K_BACKSPACE), key(pygame.K_ESCAPE))
    assert scene.editing is None and scene.seats[2].name == "Player 3"
    assert app.stack.top is scene


def test_keyboard_alone_fills_the_table(app: App) -> None:
    scene = setup(app)

    def free_side_focused() -> bool:
        c = scene.controls[scene.focus]
        return c.kind == "side" and scene.holder_of_card(
            app.content.explorers[c.explorer].card) is None

    for _ in range(3):  # arrows walk the cards row by row, Enter takes a free side
        for _ in range(40):
            if free_side_focused():
                break
            before = scene.focus
            press(app, key(pygame.K_RIGHT))
            if scene.focus == before or scene.controls[scene.focus].kind != "side":
                press(app, key(pygame.K_DOWN), key(pygame.K_LEFT), key(pygame.K_LEFT),
                      key(pygame.K_LEFT))
        assert free_side_focused()
        press(app, key(pygame.K_RETURN))
    assert scene.ready()
    cards = {app.content.explorers[s.explorer].card for s in scene.seats if s.explorer}
    assert len(cards) == 3
    for _ in range(10):  # down to the bar, then right to Begin
        press(app, key(pygame.K_DOWN))
    press(app, key(pygame.K_RIGHT))
    assert scene.controls[scene.focus].kind == "start"
    assert scene.controls[scene.focus].enabled
    assert sorted(scene.turn_order()) == [0, 1, 2]
    press(app, key(pygame.K_LEFT))
    assert scene.controls[scene.focus].kind == "back"
    press(app, key(pygame.K_RETURN))
    assert isinstance(app.stack.top, TitleScene)


def test_start_makes_a_session_with_distinct_cards(app: App,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    try:
        from game.ui.scenes.board import BoardScene
    except ImportError:  # the board is not written yet: a stand-in records the session
        module = types.ModuleType("game.ui.scenes.board")

        class BoardScene(TitleScene):  # type: ignore[no-redef]
            def __init__(self, app: App, session) -> None:
                self.session = session
                super().__init__(app)

        module.BoardScene = BoardScene  # type: ignore[attr-defined]
        monkeypatch.setitem(sys.modules, "game.ui.scenes.board", module)
    scene = setup(app, solo=True)
    start = control(scene, "start")
    press(app, click(start.center))
    assert app.stack.top is scene and scene.message_bad  # seat 1 has no explorer yet
    free = next(c.explorer for c in scene.controls if c.kind == "side"
                and scene.holder_of_card(app.content.explorers[c.explorer].card) is None)
    press(app, click(side(scene, free).center))
    assert scene.seats[0].explorer == free
    press(app, click(control(scene, "name", 0).center),
          pygame.event.Event(pygame.TEXTINPUT, text="Ada"), key(pygame.K_RETURN))
    expected = [(s.name, s.human, s.explorer) for s in scene.seats]
    press(app, click(start.center))
    board = app.stack.top
    assert isinstance(board, BoardScene)
    assert len(app.stack.scenes) == 1  # the title and the setup are gone
    session = board.session
    assert [(s.name, s.human, s.explorer) for s in session.seats] == expected
    assert session.seats[0].name == "Ada"
    cards = [app.content.explorers[s.explorer].card for s in session.seats]
    assert len(set(cards)) == len(cards) == 4
    assert session.humans() == 1 and set(session.bots) == {1, 2, 3}
    assert session.recording.setup.today == (3, 14)
    assert session.game.state.seed == session.recording.setup.seed


@pytest.mark.parametrize("size", [(960, 540), (1920, 1080), (1280, 720), (800, 1000)])
def test_resize_keeps_every_control_inside(app: App, size: tuple[int, int]) -> None:
    scene = setup(app)
    for _ in range(3):
        press(app, click(control(scene, "add").center))
    assert len(scene.seats) == 6
    app.window = pygame.display.set_mode(size, pygame.RESIZABLE)
    press(app, pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
    app.resized()
    app.step(DT, [])
    window = pygame.Rect(0, 0, *app.window.get_size())
    assert scene.size == window.size
    for c in scene.controls:
        assert window.contains(c.rect), (c.key, c.rect, window)
        assert c.rect.width > 0 and c.rect.height > 0
    no_overlaps([c.rect for c in scene.controls])
    no_overlaps([scene.detail, scene.order_rect, *scene.card_rects.values(), *scene.rows])
    # the title underneath was laid out again too
    below = app.stack.scenes[0]
    assert isinstance(below, TitleScene)
    for b in below.menu.buttons:
        assert window.contains(b.rect), (b.label, b.rect)
    no_overlaps([b.rect for b in below.menu.buttons])


def test_six_seats_fit_at_720p_with_large_text(tmp_path: Path,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HOUSE_CONFIG_DIR", str(tmp_path))
    app = App(Settings(text_size=1.75), size=(1280, 720))
    try:
        scene = setup(app)
        for _ in range(3):
            press(app, click(control(scene, "add").center))
        window = pygame.Rect(0, 0, 1280, 720)
        for c in scene.controls:
            assert window.contains(c.rect), c.key
        no_overlaps([c.rect for c in scene.controls])
        assert scene.order_rect.bottom <= scene.bar.top
        press(app, click(control(scene, "toggle", 4).center))
        assert not scene.seats[4].human and scene.seats[4].explorer is not None
    finally:
        pygame.display.quit()


@pytest.mark.parametrize("solo", [False, True])
def test_arrows_reach_every_control(app: App, solo: bool) -> None:
    scene = setup(app, solo=solo)
    press(app, click(control(scene, "add").center))
    scene.seats[0].explorer = next(c.explorer for c in scene.controls if c.kind == "side"
                                   and scene.holder_of_card(
                                       app.content.explorers[c.explorer].card) is None)
    scene._rebuild()
    wanted = {i for i, c in enumerate(scene.controls) if c.enabled}
    seen = {scene.focus}
    todo = [scene.focus]
    while todo:
        here = todo.pop()
        for direction in ("up", "down", "left", "right"):
            scene.focus = here
            scene._move(direction)
            if scene.focus not in seen:
                seen.add(scene.focus)
                todo.append(scene.focus)
    missing = [scene.controls[i].key for i in wanted - seen]
    assert not missing


def test_continue_and_load_open_a_saved_game(app: App) -> None:
    from game.ui import saved_games
    from game.ui.scenes.board import BoardScene
    from game.ui.scenes.choice import ChoiceOverlay
    from game.ui.session import Seat, Session

    seats = [Seat("Ann", True, "ingrid_solberg"), Seat("Bot 2", False, "amara_nwosu"),
             Seat("Bo", True, "rafael_duarte")]
    session = Session.new(app.content, seats, seed=8, today=(2, 2))
    for _ in range(12):
        p = session.game.prompt
        session.submit(session.game.legal_actions(p.seat)[0])
    saved_games.write(session)
    scene = title(app)
    continue_button = next(b for b in scene.menu.buttons if b.action == scene._continue)
    assert continue_button.enabled
    press(app, click(continue_button.rect.center))
    board = app.stack.top
    assert isinstance(board, BoardScene)
    assert board.game.state == session.game.state
    assert board.session.seats == seats

    scene = title(app)  # Load lists the saves; choosing one opens it
    load = next(b for b in scene.menu.buttons if b.action == scene._load)
    press(app, click(load.rect.center))
    chooser = app.stack.top
    assert isinstance(chooser, ChoiceOverlay)
    assert chooser.menu.focus == 0  # the newest save's Load
    press(app, key(pygame.K_RETURN))
    assert isinstance(app.stack.top, BoardScene)


def test_a_damaged_save_gets_one_line_and_the_load_list(app: App) -> None:
    """Continue loads under the Load screen's progress bar; a damaged save gets
    its one line, and the list stays, where the file can be deleted."""
    from game.ui import saved_games
    from game.ui.scenes.load import LoadScene

    folder = saved_games.saves_dir()
    folder.mkdir(parents=True)
    (folder / "manual.json").write_text('{"format": 1, "cont')
    scene = title(app)
    continue_button = next(b for b in scene.menu.buttons if b.action == scene._continue)
    press(app, click(continue_button.rect.center))
    load = app.stack.top
    assert isinstance(load, LoadScene) and load.opening is None and not load.straight
    assert app.stack.scenes[0] is scene
    assert app.notices and "manual.json" in app.notices[-1][0]


# ---- the Load screen, autosaves and named saves -------------------------------------------

def _saved_session(app: App, seed: int, actions: int):
    """A two-seat game (Ann, and a bot) played a few actions in."""
    from game.ui.session import Seat, Session


    seats = [Seat("Ann", True, "ingrid_solberg"), Seat("Bot 2", False, "amara_nwosu"),
             Seat("Bot 3", False, "rafael_duarte")]
    session = Session.new(app.content, seats, seed=seed, today=(2, 2))
    for _ in range(actions):
        p = session.game.prompt
        session.submit(session.game.legal_actions(p.seat)[0])
    return session


def test_the_load_screen_lists_loads_and_deletes_after_asking(app: App) -> None:
    import os
    import time

    from game.text import t
    from game.ui import saved_games
    from game.ui.scenes.board import BoardScene
    from game.ui.scenes.choice import ChoiceOverlay
    from game.ui.scenes.load import LoadScene

    older = saved_games.write(_saved_session(app, 8, 4))
    os.utime(older, (time.time() - 60, time.time() - 60))
    newer_session = _saved_session(app, 9, 12)
    newer = saved_games.autosave(newer_session)
    broken = saved_games.saves_dir() / "broken.json"
    broken.write_text('{"format": 1, "cont')
    os.utime(broken, (time.time() - 120, time.time() - 120))

    scene = title(app)
    press(app, click(button(scene, "title.load").center))
    screen = app.stack.top
    assert isinstance(screen, LoadScene)
    assert [e.path for e in screen.entries] == [newer, older, broken]  # newest first
    first = screen.entries[0]
    turn = newer_session.game.state.turn.number
    assert first.title.startswith("Autosave") and f"Turn {turn} " in first.title
    assert first.detail == "Solo · Ann (Ingrid Solberg), Bot (Amara Nwosu) and Bot (Rafael Duarte)"
    assert first.brief == "Solo · Ann, Bot and Bot" and first.status == "Before the haunt"
    assert not first.problem and screen.entries[2].problem
    pygame.image.save(app.window, str(saved_games.saves_dir().parent / "load.png"))

    # a damaged one says why in one line and the list stays
    press(app, click(screen.menu.buttons[6].rect.center))  # a row: load, watch, delete
    assert app.stack.top is screen and "broken.json" in app.notices[-1][0]
    # deleting asks first: "Keep it" keeps it, "Delete it" deletes it
    press(app, click(screen.menu.buttons[8].rect.center))
    ask = app.stack.top
    assert isinstance(ask, ChoiceOverlay) and ask.title == t("load.delete.title")
    press(app, click(ask.menu.buttons[0].rect.center))
    assert app.stack.top is screen and broken.exists()
    press(app, click(screen.menu.buttons[8].rect.center))
    press(app, click(app.stack.top.menu.buttons[1].rect.center))
    assert app.stack.top is screen and not broken.exists()
    assert [e.path for e in screen.entries] == [newer, older]
    # the focus stays on that row, now the older save's Delete: Enter asks, Esc keeps it
    assert screen.menu.focus == 5
    press(app, key(pygame.K_UP), key(pygame.K_DOWN), key(pygame.K_RETURN))
    assert isinstance(app.stack.top, ChoiceOverlay) and app.stack.top is not screen
    press(app, key(pygame.K_ESCAPE))
    assert app.stack.top is screen and older.exists()
    # Left past Watch, and Enter, load the older game
    press(app, key(pygame.K_LEFT), key(pygame.K_LEFT), key(pygame.K_RETURN))
    board = app.stack.top
    assert isinstance(board, BoardScene) and board.session.recording.setup.seed == 8


def test_deleting_every_save_greys_continue_and_load(app: App) -> None:
    from game.ui import saved_games

    saved_games.write(_saved_session(app, 8, 2))
    scene = title(app)
    press(app, click(button(scene, "title.load").center))
    screen = app.stack.top
    press(app, click(screen.menu.buttons[2].rect.center))
    press(app, click(app.stack.top.menu.buttons[1].rect.center))
    assert screen.entries == [] and len(screen.menu.buttons) == 1
    press(app, key(pygame.K_ESCAPE))
    assert app.stack.top is scene
    assert not any(b.enabled for b in scene.menu.buttons
                   if b.action in (scene._continue, scene._load))


def test_the_board_autosaves_each_turn_and_save_makes_a_new_named_file(app: App) -> None:
    from game.engine import EndTurn
    from game.saves import game_id, load
    from game.ui import saved_games
    from game.ui.scenes.board import BoardScene
    from game.ui.session import Seat, Session

    seats = [Seat("P1", True, "ingrid_solberg"), Seat("P2", True, "amara_nwosu"),
             Seat("P3", True, "rafael_duarte")]
    session = Session.new(app.content, seats, seed=3, today=(1, 18))
    board = BoardScene(app, session)
    app.push(board)
    assert saved_games.saved_games() == []
    board.act(EndTurn())
    board.act(EndTurn())
    files = saved_games.saved_games()
    gid = game_id(session.recording.setup)  # each game keeps its own autosaves
    assert [p.name for p in files] == [f"autosave-{gid}-1.json", f"autosave-{gid}-2.json"]
    assert load(files[0], app.content, verify=True).game.state == session.game.state
    message = board.save()
    named = [p for p in saved_games.saved_games() if p.name.startswith("save-")]
    assert len(named) == 1 and "Turn 3" in message
    board.save()  # never overwrites
    assert len([p for p in saved_games.saved_games() if p.name.startswith("save-")]) == 2
    # Continue takes the newest save of any kind: the named one just written
    assert saved_games.saved_games()[0].name.startswith("save-")
