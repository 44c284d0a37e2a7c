"""Pause, settings and rules screens, driven by real pygame events under SDL's
dummy drivers (tests/conftest.py). Settings go to a temporary config folder."""

from __future__ import annotations

import json

import pygame
import pytest

from game.app import App
from game.settings import DEFAULT_KEYS, DEFAULT_PAD, Settings, load_settings
from game.text import t
from game.ui.scene import SCENES, Scene
from game.ui.scenes import load_all
from game.ui.scenes.choice import ChoiceOverlay
from game.ui.scenes.pause import PauseScene
from game.ui.scenes.rules import RulesScene
from game.ui.scenes.settings import TABS, SettingsScene
from game.ui.scenes.settings_rows import pad_label

DT = 0.016


def key(k: int, mod: int = 0) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)


def click(pos: tuple[int, int], button: int = 1) -> list[pygame.event.Event]:
    return [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button)]


def press(app: App, *events: pygame.event.Event | list[pygame.event.Event]) -> None:
    for e in events:
        app.step(DT, e if isinstance(e, list) else [e])
    app.step(DT, [])


class Board(Scene):
    """A stand-in for the board: opaque, opens the pause menu on Esc/Start."""

    def __init__(self, app: App):
        super().__init__(app)
        self.saves = 0

    def save(self) -> str:
        self.saves += 1
        return "Saved to the test folder."

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.app.intents.of(event) == "menu":
            self.app.push(PauseScene(self.app, self.save))
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill((60, 40, 30))


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("HOUSE_CONFIG_DIR", str(tmp_path))
    application = App(size=(1280, 720))
    yield application
    pygame.display.quit()


def saved(tmp_path) -> dict:
    return json.loads((tmp_path / "settings.json").read_text(encoding="utf-8"))


# ---- settings ------------------------------------------------------------------------

def open_settings(app: App) -> SettingsScene:
    app.push(Board(app))
    scene = SettingsScene(app)
    app.push(scene)
    app.step(DT, [])
    return scene


def focus_row(app: App, scene: SettingsScene, name: str) -> None:
    """Walk the keyboard focus down to the row for `name`."""
    target = next(i for i, r in enumerate(scene.rows) if r.key == name)
    for _ in range(target - scene.focus):
        press(app, key(pygame.K_DOWN))
    assert scene.focus == target


def test_text_size_changes_with_the_keyboard_and_is_saved(app, tmp_path):
    scene = open_settings(app)
    assert not (tmp_path / "settings.json").exists()
    old_text = scene.text
    focus_row(app, scene, "text_size")
    press(app, key(pygame.K_RIGHT))
    assert app.settings.text_size == pytest.approx(1.1)
    assert saved(tmp_path)["text_size"] == pytest.approx(1.1)
    assert scene.text > old_text  # laid out again at once with the bigger text
    press(app, key(pygame.K_LEFT), key(pygame.K_LEFT))
    assert app.settings.text_size == pytest.approx(0.9)
    for _ in range(10):
        press(app, key(pygame.K_LEFT))
    assert app.settings.text_size == pytest.approx(0.75)  # stops at the smallest
    assert saved(tmp_path)["text_size"] == pytest.approx(0.75)
    pygame.image.save(app.window, str(tmp_path / "settings.png"))


def test_volume_slider_by_keys_and_mouse(app, tmp_path):
    scene = open_settings(app)
    focus_row(app, scene, "sound_volume")
    press(app, key(pygame.K_LEFT))
    assert app.settings.sound_volume == pytest.approx(0.75)
    assert app.sounds.volume == pytest.approx(0.75)
    row = next(r for r in scene.rows if r.key == "music_volume")
    track = scene._screen(scene._slider_track(row))
    press(app, click((track.left + track.width // 4, track.centery)))
    assert app.settings.music_volume == pytest.approx(0.25, abs=0.02)
    # drag to the far right end: clamps to 100 %
    press(app, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=track.center, button=1),
                pygame.event.Event(pygame.MOUSEMOTION, pos=(track.right + 300, track.centery),
                                   rel=(300, 0), buttons=(1, 0, 0)),
                pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(track.right + 300,
                                                              track.centery), button=1)])
    assert app.settings.music_volume == 1.0
    assert saved(tmp_path)["music_volume"] == 1.0


def test_toggles_and_speed_with_mouse(app, tmp_path):
    scene = open_settings(app)
    row = next(r for r in scene.rows if r.key == "colorblind")
    press(app, click(scene._screen(row.rect).center))
    assert app.settings.colorblind is True
    assert saved(tmp_path)["colorblind"] is True
    row = next(r for r in scene.rows if r.key == "animation_speed")
    press(app, click(scene._screen(row.plus).center))
    assert app.settings.animation_speed == 1.5
    press(app, click(scene._screen(row.minus).center), click(scene._screen(row.minus).center))
    assert app.settings.animation_speed == 0.75
    assert saved(tmp_path)["animation_speed"] == 0.75


def test_rebinding_a_key_and_cancelling_with_esc(app, tmp_path):
    scene = open_settings(app)
    press(app, key(pygame.K_TAB, pygame.KMOD_CTRL))  # Ctrl+Tab changes page
    assert TABS[scene.tab] == "keyboard"
    focus_row(app, scene, "rotate")
    press(app, key(pygame.K_RETURN))
    assert scene.listening == "rotate"
    press(app, key(pygame.K_q))
    assert scene.listening is None
    assert app.settings.keys["rotate"][0] == "q"
    assert saved(tmp_path)["keys"]["rotate"][0] == "q"
    assert app.intents.of(key(pygame.K_q)) == "rotate"
    assert app.intents.of(key(pygame.K_r)) is None

    # Esc while waiting for a key cancels the rebind and keeps the screen open
    press(app, key(pygame.K_RETURN))
    assert scene.listening == "rotate"
    press(app, key(pygame.K_ESCAPE))
    assert scene.listening is None
    assert app.settings.keys["rotate"][0] == "q"
    assert app.stack.top is scene

    # a key another action uses moves over, and that action is not left without one
    focus_row(app, scene, "end_turn")
    press(app, key(pygame.K_RETURN), key(pygame.K_l))
    assert app.settings.keys["end_turn"] == ["l"]
    assert app.settings.keys["log"] == ["t"]

    # Reset keys puts the defaults back
    reset = next(r for r in scene.rows if r.kind == "button")
    focus_row(app, scene, reset.key)  # the list scrolls to it
    press(app, click(scene._screen(reset.control).center))
    assert app.settings.keys == DEFAULT_KEYS
    assert saved(tmp_path)["keys"] == DEFAULT_KEYS

    press(app, key(pygame.K_ESCAPE))
    assert isinstance(app.stack.top, Board)


def test_settings_back_by_gamepad_and_button(app):
    scene = open_settings(app)
    press(app, pygame.event.Event(pygame.JOYBUTTONDOWN, button=1, joy=0, instance_id=0))
    assert isinstance(app.stack.top, Board)
    scene = SettingsScene(app)
    app.push(scene)
    press(app, click(scene.back.rect.center))
    assert isinstance(app.stack.top, Board)


def test_every_tab_draws_at_several_sizes(tmp_path, monkeypatch):
    monkeypatch.setenv("HOUSE_CONFIG_DIR", str(tmp_path))
    for size in ((960, 540), (1920, 1080)):
        for text_size in (0.75, 1.75):
            settings = Settings()
            settings.text_size = text_size
            app = App(settings=settings, size=size)
            scene = open_settings(app)
            for _ in TABS:
                press(app, key(pygame.K_PAGEDOWN))
                for row in scene.rows:  # every row stays inside the window
                    assert row.rect.left >= 0 and row.rect.right <= size[0]
            pygame.display.quit()


def test_damaged_settings_file_falls_back_with_a_message(tmp_path, monkeypatch):
    monkeypatch.setenv("HOUSE_CONFIG_DIR", str(tmp_path))
    (tmp_path / "settings.json").write_text("{not json", encoding="utf-8")
    settings, message = load_settings()
    assert settings == Settings()
    assert "settings.json" in message
    app = App(size=(1280, 720))
    assert app.settings == Settings()
    assert any("settings.json" in m for m, _ in app.notices)
    pygame.display.quit()


# ---- rules ---------------------------------------------------------------------------

def open_rules(app: App) -> RulesScene:
    app.push(Board(app))
    scene = RulesScene(app)
    app.push(scene)
    app.step(DT, [])
    return scene


def test_every_card_and_room_is_in_the_rules(app):
    scene = open_rules(app)
    text = "\n".join(s.text() for s in scene.sections)
    content = app.content
    assert content.cards and content.rooms
    for cid in content.cards:
        assert t(f"card.{cid}.name") in text, cid
        for line in t(f"card.{cid}.text").split("\n"):
            assert line in text, cid
    for rid, room in content.rooms.items():
        assert t(room.name_key) in text, rid
        for line in t(room.text_key).split("\n"):
            assert line in text, rid
    for s in scene.sections:  # every section has written text, not a missing key
        assert not s.title.startswith("rules."), s.id
        assert "rules." not in s.text(), s.id


def test_rules_sections_by_keyboard_mouse_and_gamepad(app):
    scene = open_rules(app)
    assert scene.selected == 0
    press(app, key(pygame.K_DOWN), key(pygame.K_DOWN))
    assert scene.selected == 2
    press(app, pygame.event.Event(pygame.JOYHATMOTION, value=(0, -1), joy=0, instance_id=0,
                                  hat=0))
    assert scene.selected == 3
    press(app, key(pygame.K_UP))
    assert scene.selected == 2
    # click an entry in the list
    k = next(k for k, (_, index) in enumerate(scene.entries) if index == 5)
    rect = scene.entry_rects[k].move(0, scene.list_view.top - scene.list_scroll)
    press(app, click(rect.center))
    assert scene.selected == 5
    # the whole list can be walked to the end; the last entry stays in view
    for _ in range(len(scene.sections) + 3):
        press(app, key(pygame.K_DOWN))
    assert scene.selected == len(scene.sections) - 1
    assert 0 < scene.list_scroll <= scene.max_list_scroll
    press(app, key(pygame.K_ESCAPE))
    assert isinstance(app.stack.top, Board)


def test_rules_text_scrolls_and_stays_in_bounds(app, tmp_path):
    scene = open_rules(app)
    rooms = next(i for i, s in enumerate(scene.sections) if s.id == "rooms")
    scene.select(rooms)
    assert scene.max_scroll > 0
    press(app, key(pygame.K_TAB))
    assert scene.pane == "text"
    press(app, key(pygame.K_DOWN))
    assert scene.scroll == scene.line_step
    press(app, key(pygame.K_UP), key(pygame.K_UP))
    assert scene.scroll == 0
    for _ in range(200):
        app.step(DT, [key(pygame.K_PAGEDOWN)])
    assert scene.scroll == scene.max_scroll
    press(app, key(pygame.K_DOWN))
    assert scene.scroll == scene.max_scroll
    press(app, key(pygame.K_HOME))
    assert scene.scroll == 0
    # the wheel over the text
    centre = scene.text_rect.center
    press(app, [pygame.event.Event(pygame.MOUSEMOTION, pos=centre, rel=(0, 0),
                                   buttons=(0, 0, 0)),
                pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-2, flipped=False)])
    assert 0 < scene.scroll <= scene.max_scroll
    press(app, pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=50, flipped=False))
    assert scene.scroll == 0
    # drag the scrollbar's thumb far below the window: clamps at the end
    thumb = scene._thumb()
    press(app, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=thumb.center, button=1),
                pygame.event.Event(pygame.MOUSEMOTION, pos=(thumb.centerx, 5000),
                                   rel=(0, 5000), buttons=(1, 0, 0)),
                pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(thumb.centerx, 5000),
                                   button=1)])
    assert scene.scroll == scene.max_scroll
    # gamepad shoulder buttons page up
    press(app, pygame.event.Event(pygame.JOYBUTTONDOWN, button=4, joy=0, instance_id=0))
    assert 0 <= scene.scroll < scene.max_scroll
    # choosing another section starts it from the top
    press(app, key(pygame.K_LEFT), key(pygame.K_UP))
    assert scene.pane == "list" and scene.scroll == 0
    pygame.image.save(app.window, str(tmp_path / "rules.png"))


# ---- pause ---------------------------------------------------------------------------

def test_esc_opens_and_closes_the_pause_menu(app):
    board = Board(app)
    app.push(board)
    press(app, key(pygame.K_ESCAPE))
    assert isinstance(app.stack.top, PauseScene)
    assert app.stack.visible() == [board, app.stack.top]  # the board shows beneath
    press(app, key(pygame.K_ESCAPE))
    assert app.stack.top is board
    # gamepad Start opens it, B closes it
    press(app, pygame.event.Event(pygame.JOYBUTTONDOWN, button=7, joy=0, instance_id=0))
    assert isinstance(app.stack.top, PauseScene)
    press(app, pygame.event.Event(pygame.JOYBUTTONDOWN, button=1, joy=0, instance_id=0))
    assert app.stack.top is board


def test_pause_save_settings_and_rules(app):
    board = Board(app)
    app.push(board)
    press(app, key(pygame.K_ESCAPE))
    pause = app.stack.top
    assert isinstance(pause, PauseScene)
    save, settings, rules = pause.menu.buttons[1:4]
    press(app, click(save.rect.center))
    assert board.saves == 1
    assert app.notices[-1][0] == "Saved to the test folder."
    press(app, click(settings.rect.center))
    assert isinstance(app.stack.top, SettingsScene)
    press(app, key(pygame.K_ESCAPE))
    assert app.stack.top is pause
    press(app, click(rules.rect.center))
    assert isinstance(app.stack.top, RulesScene)
    press(app, key(pygame.K_ESCAPE))
    assert app.stack.top is pause


def test_quit_to_title_asks_first(app, monkeypatch):
    class Title(Scene):
        pass

    load_all()  # every scene registered, then the title swapped for a stand-in
    monkeypatch.setitem(SCENES, "title", Title)
    board = Board(app)
    app.push(board)
    press(app, key(pygame.K_ESCAPE))
    pause = app.stack.top
    quit_button = pause.menu.buttons[-1]
    press(app, click(quit_button.rect.center))
    ask = app.stack.top
    assert isinstance(ask, ChoiceOverlay)
    assert board in app.stack.scenes and pause in app.stack.scenes
    # Esc on the question keeps the game
    press(app, key(pygame.K_ESCAPE))
    assert app.stack.top is pause
    # by keyboard from a fresh menu: up (wraps round) to "Quit to title", Enter
    press(app, key(pygame.K_ESCAPE), key(pygame.K_ESCAPE))
    assert isinstance(app.stack.top, PauseScene) and app.stack.top.menu.focus == 0
    press(app, key(pygame.K_UP), key(pygame.K_RETURN))
    ask = app.stack.top
    assert isinstance(ask, ChoiceOverlay)
    labels = [b.label for b in ask.menu.buttons]
    assert ask.menu.buttons[ask.menu.focus].label == t("pause.quit.no")  # safe default
    yes = ask.menu.buttons[labels.index(t("pause.quit.yes"))]
    press(app, click(yes.rect.center))
    assert len(app.stack.scenes) == 1
    assert isinstance(app.stack.top, Title)


# ---- gamepad buttons -------------------------------------------------------------------

def pad(button: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.JOYBUTTONDOWN, button=button, joy=0, instance_id=0)


def hat(value: tuple[int, int]) -> pygame.event.Event:
    return pygame.event.Event(pygame.JOYHATMOTION, value=value, hat=0, joy=0, instance_id=0)


def test_rebinding_pad_buttons_with_the_pad_itself(app, tmp_path):
    scene = open_settings(app)
    press(app, pad(5), pad(5))  # RB twice: Game -> Keyboard -> Gamepad
    assert TABS[scene.tab] == "gamepad"
    target = next(i for i, r in enumerate(scene.rows) if r.key == "rotate_back")
    for _ in range(target - scene.focus):
        press(app, hat((0, -1)))
    assert scene.rows[scene.focus].key == "rotate_back"
    assert "rotate_back" not in app.settings.pad  # no button by default
    press(app, pad(0))  # A chooses the row
    assert scene.listening == "rotate_back"
    press(app, pad(9))  # RS
    assert scene.listening is None
    assert app.settings.pad["rotate_back"] == 9
    assert saved(tmp_path)["pad"]["rotate_back"] == 9
    assert app.intents.of(pad(9)) == "rotate_back"
    assert app.stack.top is scene

    # a button another action has swaps with this action's old one
    focus_row(app, scene, "end_turn")
    press(app, pad(0), pad(2))  # X, which turned the tile
    assert app.settings.pad["end_turn"] == 2
    assert app.settings.pad["rotate"] == 3
    assert app.intents.of(pad(2)) == "end_turn"
    assert app.intents.of(pad(3)) == "rotate"
    assert "Turn tile" in app.notices[-1][0]
    assert saved(tmp_path)["pad"]["rotate"] == 3

    # for an action that had none, the other action is left without a button
    focus_row(app, scene, "zoom_in")
    press(app, pad(0), pad(2))
    assert app.settings.pad["zoom_in"] == 2
    assert "end_turn" not in app.settings.pad
    assert app.intents.of(pad(2)) == "zoom_in"

    # ... but never the pause menu (nor confirm): that is refused, with a message
    focus_row(app, scene, "zoom_out")
    notices = len(app.notices)
    press(app, pad(0), pad(7))
    assert scene.listening is None
    assert "zoom_out" not in app.settings.pad
    assert app.settings.pad["menu"] == 7
    assert app.intents.of(pad(7)) == "menu"
    assert len(app.notices) == notices + 1
    assert "Pause menu" in app.notices[-1][0]

    # a key (Esc or any other) or a click cancels, and the screen stays open
    focus_row(app, scene, "fast")
    press(app, pad(0))
    assert scene.listening == "fast"
    press(app, key(pygame.K_ESCAPE))
    assert scene.listening is None and app.stack.top is scene
    press(app, pad(0), key(pygame.K_x))
    assert scene.listening is None
    assert "fast" not in app.settings.pad

    # the table comes back from the file as it was left
    again, message = load_settings()
    assert message == ""
    assert again.pad == app.settings.pad

    # Reset buttons puts the defaults back
    reset = next(r for r in scene.rows if r.key == "reset_pad")
    press(app, click(scene._screen(reset.control).center))
    assert app.settings.pad == DEFAULT_PAD
    assert saved(tmp_path)["pad"] == DEFAULT_PAD
    assert app.intents.of(pad(3)) == "end_turn"
    assert app.intents.of(pad(9)) == "undo"  # RS, by default
    assert app.intents.of(pad(10)) is None


def test_rebinding_a_pad_button_by_mouse_and_the_button_names(app, tmp_path):
    scene = open_settings(app)
    press(app, click(scene.tab_rects[TABS.index("gamepad")].center))
    row = next(r for r in scene.rows if r.key == "log")
    press(app, click(scene._screen(row.rect).center))
    assert scene.listening == "log"
    press(app, click(scene._screen(row.rect).center))  # a click cancels
    assert scene.listening is None
    press(app, click(scene._screen(row.rect).center), pad(12))
    assert app.settings.pad["log"] == 12
    assert saved(tmp_path)["pad"]["log"] == 12
    assert app.intents.of(pad(12)) == "log"
    assert app.intents.of(pad(6)) is None
    names = [pad_label(b) for b in (0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 12)]
    assert names == ["A", "B", "X", "Y", "LB", "RB", "Back", "Start", "LS", "RS",
                     "Button 12"]
    pygame.image.save(app.window, str(tmp_path / "gamepad.png"))


@pytest.mark.parametrize("bad", [
    {"confirm": "A"}, {"confirm": 32}, {"confirm": -1}, {"confirm": True},
    {"confirm": 1.0}, {"confirm": 0, "cancel": 0, "menu": 7},  # a button used twice
    {"cancel": 1, "menu": 2, "rotate": 3},  # confirm left without a button
    ["confirm", 0],
])
def test_damaged_pad_value_falls_back_with_a_message(tmp_path, monkeypatch, bad):
    monkeypatch.setenv("HOUSE_CONFIG_DIR", str(tmp_path))
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"pad": bad, "text_size": 1.25}), encoding="utf-8")
    settings, message = load_settings()
    assert settings.pad == DEFAULT_PAD
    assert settings.text_size == 1.25  # the rest of the file still counts
    assert str(path) in message and "pad" in message
    app = App(size=(1280, 720))
    assert app.settings.pad == DEFAULT_PAD
    assert app.intents.of(pad(7)) == "menu"
    assert any(str(path) in m for m, _ in app.notices)
    pygame.display.quit()


def test_pad_table_from_the_file_unknown_actions_ignored(tmp_path, monkeypatch):
    monkeypatch.setenv("HOUSE_CONFIG_DIR", str(tmp_path))
    table = {"confirm": 1, "cancel": 0, "menu": 9, "zoom_in": 31, "jump": 4}
    (tmp_path / "settings.json").write_text(json.dumps({"pad": table}), encoding="utf-8")
    settings, message = load_settings()
    assert message == ""
    assert settings.pad == {"confirm": 1, "cancel": 0, "menu": 9, "zoom_in": 31}
    app = App(size=(1280, 720))
    assert app.intents.of(pad(1)) == "confirm"
    assert app.intents.of(pad(9)) == "menu"
    assert app.intents.of(pad(31)) == "zoom_in"
    assert app.intents.of(pad(4)) is None
    pygame.display.quit()


def test_pause_hint_names_the_menu_button_as_bound(app):
    scene = PauseScene(app)
    assert "Start" in scene._hint()
    app.settings.pad["menu"] = 9
    assert "RS" in scene._hint() and "Start" not in scene._hint()
    del app.settings.pad["menu"]
    assert scene._hint().startswith("Esc") and "or" not in scene._hint()
