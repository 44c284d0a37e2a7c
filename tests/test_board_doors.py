"""Doors, doorways and links as the board shows them: the engine says where a room
leads (R4.8, R6.3) and which doorways open onto unexplored space (R5.4, R5.5); the
board draws exactly those, on every room, with labels that grow with the text size."""

from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.engine.house import open_doorways
from game.engine.rules.movement import links, unexplored_doorways
from game.engine.state import Token
from game.text import language
from game.ui import board_draw, theme
from game.ui.doors_view import LIGHT, draw_doors
from game.ui.house_view import name_lines
from game.ui.widgets import render
from tests.helpers import make_game, place, put
from tests.test_ui_board import board_for, frames, settle


def test_r4_8_the_grand_staircase_and_the_upper_landing_lead_to_each_other() -> None:
    g = make_game()
    assert links(g, "grand_staircase") == [("stairs", "upper_landing")]
    assert links(g, "upper_landing") == [("stairs", "grand_staircase")]
    assert links(g, "entrance_hall") == []


def test_r4_8_the_secret_door_leads_on_once_the_stairs_from_basement_are_found() -> None:
    g = make_game()
    assert links(g, "foyer") == []
    place(g, "stairs_from_basement", "basement", 0, 1)
    assert links(g, "foyer") == [("secret_door", "stairs_from_basement")]
    assert links(g, "stairs_from_basement") == [("secret_door", "foyer")]


def test_r6_3_the_coal_chute_leads_down_to_the_basement_landing() -> None:
    g = make_game()
    place(g, "coal_chute", "ground", 1, 0, 3)
    assert links(g, "coal_chute") == [("chute", "basement_landing")]


def test_a_secret_passage_links_its_two_rooms() -> None:
    g = make_game()
    place(g, "chapel", "ground", 1, -1, 3)
    g.state.tokens += [Token("secret_passage", "entrance_hall", link=1),
                       Token("secret_passage", "chapel", link=1)]
    assert links(g, "entrance_hall") == [("secret_passage", "chapel")]
    assert links(g, "chapel") == [("secret_passage", "entrance_hall")]


def test_r5_5_unexplored_doorways_are_the_open_ones_while_a_tile_for_the_floor_remains() -> None:
    g = make_game()
    st = g.state
    found = unexplored_doorways(g, "ground")
    assert found and found == open_doorways(g.rooms, st.placements, g.grid, "ground")
    st.stack = [r for r in st.stack if "ground" not in g.rooms[r].floors]
    st.tile_discard = [r for r in st.tile_discard if "ground" not in g.rooms[r].floors]
    assert unexplored_doorways(g, "ground") == []  # no new room can be found there


def test_a_door_is_a_lit_opening_in_its_wall_and_nowhere_else() -> None:
    tile = pygame.Surface((120, 120))
    draw_doors(tile, frozenset({0}))  # a door on the north side only
    assert tile.get_at((60, 3))[:3] == LIGHT
    for x, y in ((60, 116), (3, 60), (116, 60), (10, 3), (60, 60)):
        assert tile.get_at((x, y))[:3] == (0, 0, 0)


def _drawn(monkeypatch: pytest.MonkeyPatch, name: str) -> list[tuple]:
    calls: list[tuple] = []
    real = getattr(board_draw, name)

    def spy(*args: object) -> object:
        calls.append(args)
        return real(*args)

    monkeypatch.setattr(board_draw, name, spy)
    return calls


def test_every_open_doorway_of_every_room_is_marked(app: App,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    board = board_for(app)
    g = board.game
    place(g, "chapel", "ground", 2, -2)  # a room nobody stands next to, its door north
    settle(app, board)
    board.fit_house()
    frames(app, 60)
    board.kept.on = False  # every part drawn this frame (not the kept picture)
    calls = _drawn(monkeypatch, "draw_doorway")
    frames(app, 1)
    cam = board.cams["ground"]
    marked = {(cam.to_cell(board.view, *rect.center), d) for _s, rect, d, _t in calls}
    explore = {t.cell for t in board.targets if t.cost is None and t.figure is None}
    expected = set()
    for rid, d in unexplored_doorways(g, "ground"):
        p = g.state.placements[rid]
        nxt = (p.x + (0, 1, 0, -1)[d], p.y + (-1, 0, 1, 0)[d])
        if nxt not in explore:  # a door the player may open now shows its own "?"
            expected.add(((p.x, p.y), d))
    assert marked == expected
    assert ((2, -2), 0) in marked  # the Chapel's, far from anyone


def test_the_link_badges_are_the_engines_links(app: App,
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    board = board_for(app)
    g = board.game
    place(g, "coal_chute", "ground", 1, 0, 3)
    settle(app, board)
    board.fit_house()
    frames(app, 60)
    board.kept.on = False  # every part drawn this frame (not the kept picture)
    calls = _drawn(monkeypatch, "draw_links")
    frames(app, 1)
    drawn = {rid: leads for _s, _g, rid, leads, *_rest in calls if leads}
    assert drawn == {rid: links(g, rid) for rid, p in g.state.placements.items()
                     if p.floor == "ground" and links(g, rid)}
    assert set(drawn) == {"grand_staircase", "coal_chute"}


def test_r4_8_a_floor_tab_counts_the_moves_waiting_on_that_floor(app: App) -> None:
    board = board_for(app)
    g = board.game
    put(g, 0, "grand_staircase")
    settle(app, board)
    board.refresh()
    assert board.floor_badge("upper")[0] == 1  # up the stairs to the Upper Landing
    assert board.floor_badge("ground")[0] >= 1
    assert board.floor_badge("basement")[0] == 0


def test_room_names_grow_with_the_text_size_and_stay_on_their_tile(app: App) -> None:
    small = name_lines(language(), "Grand Staircase", 180, 20)
    large = name_lines(language(), "Grand Staircase", 180, 35)
    assert large[1] > small[1]
    for lines, px in (small, large):
        assert all(render(line, "bold", px, theme.PARCHMENT).get_width() <= 172
                   for line in lines)
