"""The board shows what the haunt changed (docs/HAUNTS.md, Rooms that change and
Tokens), drawn for real in a 1920x1080 window: a flooded and a burning room in
their colours with their words, a closed room hatched, a room with changed dice
badged, a face-down token as a plain back (its value nowhere, R10.2) and a
turned-up one with its value; and the log tells the changes in words."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.app import App
from game.engine import Event, Game
from game.narrate import event
from game.settings import Settings
from game.ui import haunt_marks, theme
from game.ui.scenes.board import BoardScene
from tests.test_haunt_tokens import game_of, put, token_haunt
from tests.test_ui_board_haunt import board_on, settle

CHANGES = [
    {"do": "mark_room", "state": "flooded", "where": "music_room"},
    {"do": "mark_room", "state": "burning", "where": "chimney_nook"},
    {"do": "add_modifier", "modifier": {"change": "closed", "room": ["cold_hallway"]}},
    {"do": "add_modifier", "modifier": {"change": "dice", "n": -1, "room": ["chimney_nook"]}},
    put("crate"), put("gem", "music_room"),
]


@pytest.fixture
def big(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[App]:
    """A 1920x1080 window, as on a television."""
    monkeypatch.setenv("HOUSE_CONFIG_DIR", str(tmp_path))
    a = App(Settings(), size=(1920, 1080))
    a.settings.animation_speed = 4.0
    yield a
    pygame.quit()


def changed_house() -> Game:
    haunt = token_haunt({"crate": {"face_down": True, "values": [7]}, "gem": {"values": [5]}},
                        CHANGES)
    return game_of({**haunt, "room_states": {"flooded": [], "burning": []}})


def shown(big: App) -> BoardScene:
    board = board_on(big, changed_house(), {1})
    settle(big, board)
    board.follow(1)
    big.step(1 / 60, [])
    return board


def room_rect(board: BoardScene, rid: str) -> pygame.Rect:
    p = board.game.state.placements[rid]
    return board.cams[p.floor].cell_rect(board.view, p.x, p.y)


def mean(surface: pygame.Surface, rect: pygame.Rect) -> tuple[float, float, float]:
    """The average colour of a region (every 3rd pixel)."""
    px = [surface.get_at((x, y)) for x in range(rect.left, rect.right, 3)
          for y in range(rect.top, rect.bottom, 3)]
    return tuple(sum(c[i] for c in px) / len(px) for i in range(3))  # type: ignore[return-value]


def test_rooms_that_changed_show_their_state_closing_and_rules(big: App,
                                                               tmp_path: Path) -> None:
    board = shown(big)
    screen = big.window
    pygame.image.save(screen, str(tmp_path / "board.png"))  # kept with the test's files
    flooded, burning = room_rect(board, "music_room"), room_rect(board, "chimney_nook")
    assert all(board.view.contains(r) for r in (flooded, burning, room_rect(board, "cold_hallway")))
    # the tint: water reads blue, fire reads orange (the frame of each room)
    edge = lambda r: pygame.Rect(r.left + 1, r.top + r.height // 3, 2, r.height // 3)  # noqa: E731
    wet, hot = mean(screen, edge(flooded)), mean(screen, edge(burning))
    assert wet[2] > wet[0] and hot[0] > hot[2]
    # the state's word is drawn: the badge is wider than its picture alone
    assert haunt_marks.look("flooded").glyph is not haunt_marks.look("burning").glyph
    assert haunt_marks.look("sodden") == haunt_marks.NEUTRAL  # any other name: neutral
    # the closed room is hatched: dark red bars cross it
    closed = room_rect(board, "cold_hallway")
    bars = sum(1 for k in range(closed.width // 4, closed.width * 3 // 4, 2)
               if _near(screen.get_at((closed.left + k, closed.top + k)), theme.OMEN))
    assert bars > 3


def _near(c: pygame.Color, target: theme.Color, within: int = 60) -> bool:
    return sum(abs(c[i] - target[i]) for i in range(3)) < within


def test_a_face_down_token_shows_its_back_and_a_turned_up_one_its_value(big: App) -> None:
    board = shown(big)
    g = board.game
    crate = next(tok for tok in g.state.tokens if tok.kind == "crate")
    gem = next(tok for tok in g.state.tokens if tok.kind == "gem")
    assert haunt_marks.token_image(g, crate, 36) is haunt_marks.token_back(36)  # R10.2
    assert haunt_marks.token_image(g, gem, 36) is haunt_marks.value_face("gem", 5, 36)
    crate.face_down = False  # turned up: now it carries its value
    assert haunt_marks.token_image(g, crate, 36) is haunt_marks.value_face("crate", 7, 36)
    assert not any("7" in line for line in board.log)  # the log never told the crate's value


@pytest.mark.parametrize(("kind", "data", "line"), [
    ("room_changed", {"room": "music_room", "state": "flooded", "on": True},
     "The Music Room is flooded now."),
    ("room_changed", {"room": "music_room", "state": "sodden_wet", "on": False},
     "The Music Room is no longer sodden wet."),  # the haunt's own word for its state
    ("token_flipped", {"who": 1, "token": "crate", "room": "music_room", "values": [0, 3]},
     "Amara Nwosu turns up the Crate in the Music Room: 0 and 3."),
    ("token_moved", {"token": "crate", "frm": "solarium", "to": "greenhouse"},
     "The Crate creeps from the Solarium into the Greenhouse."),
    ("modifier", {"change": "dice", "on": True}, "The dice fall differently now."),
    ("modifier", {"change": "a_haunts_own", "on": True}, "The house bends one of its rules."),
    ("modifier", {"id": "fog", "on": False}, "One of the house's changed rules lifts."),
    ("trigger", {"haunt": "token_test", "index": 0, "on": "round_end"}, ""),  # no story beat
])
def test_the_log_tells_the_haunts_changes(kind: str, data: dict[str, Any], line: str,
                                          monkeypatch: pytest.MonkeyPatch) -> None:
    from game import text

    for key, word in (("token.crate", "Crate"), ("room_state.sodden_wet", "sodden wet")):
        monkeypatch.setitem(text.table(), f"haunt.token_test.{key}", word)  # its en.json
    assert event(changed_house(), Event(kind, data)) == line


def test_a_trigger_with_a_story_beat_is_told(monkeypatch: pytest.MonkeyPatch) -> None:
    from game import text

    g = changed_house()
    key = "haunt.token_test.trigger.0"
    monkeypatch.setitem(text.table(), key, "The walls begin to sweat.")
    assert event(g, Event("trigger", {"haunt": "token_test", "index": 0})) == \
        "The walls begin to sweat."
