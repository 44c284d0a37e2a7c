"""The game's big moments, felt: a sound for a blow that lands, a death, the
reveal and each side's win, from one table (game/ui/sounds.py), silent and
harmless without an audio device; a dying explorer falls and leaves a grave
where they fell (R8.4), a slain monster bursts (R8.9); every haunt's monster
kind is drawn as a creature of its own look; a hand-over names the person as
well as the explorer (R10.1); the Mystic Elevator in hand is drawn once (R6.8)."""

from __future__ import annotations

import wave
from pathlib import Path

import pygame
import pytest

from game import resources, text
from game.app import App
from game.content import looks
from game.content.loader import load
from game.content.types import MonsterDef
from game.engine import AssignDamage, Attack, EndTurn, Event, Move, PlaceTile
from game.engine.rules import sides
from game.text import t
from game.ui import board_draw, monster_view
from game.ui.assets import Sounds
from game.ui.figure_view import BURST, FALL, floor_spots, grave_image, graves
from game.ui.scenes.dice import DiceOverlay
from game.ui.scenes.handover import HandOver
from game.ui.sounds import SOUNDS, sound_for
from tests.haunt_helpers import haunted
from tests.helpers import content, dice, place, put, set_trait
from tests.test_haunt_validate import edit
from tests.test_ui_board import board_for
from tests.test_ui_board_haunt import HOUND, board_on, click, haunt_data, settle, spot_of

FRAME = 1 / 60
STINGS = {"hit", "death", "monster_death", "reveal", "heroes_win", "traitor_wins"}


def named() -> set[str]:
    """Every sound the table can name: its words, and what its choosers return."""
    g = haunted(haunt_data(), revealer=0)
    picked = {sound_for(g, Event("game_over", {"winner": side})) for side in ("heroes",
                                                                            "traitor")}
    picked.add(sound_for(g, Event("attack", {"who": 1, "target": HOUND, "trait": "might",
                                             "weapon": "", "total": 4, "their_total": 1})))
    return ({v for v in SOUNDS.values() if isinstance(v, str)} | picked) - {None}


@pytest.fixture
def heard(app: App, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The sounds the app plays, in order."""
    played: list[str] = []
    monkeypatch.setattr(app.sounds, "play", played.append)
    return played


# ---- sounds --------------------------------------------------------------------------
def test_every_sound_the_table_names_is_a_shipped_file() -> None:
    names = named()
    assert names >= STINGS
    for name in names:
        path = resources.path("assets", "sounds", f"{name}.wav")
        with wave.open(str(path), "rb") as w:
            assert (w.getnchannels(), w.getsampwidth(), w.getframerate()) == (1, 2, 22050)
            assert 0.04 <= w.getnframes() / 22050 <= 4.5, name


def test_each_win_has_its_own_sting_and_a_tie_is_silent() -> None:
    g = haunted(haunt_data(), revealer=0)
    assert sound_for(g, Event("game_over", {"winner": "heroes"})) == "heroes_win"
    assert sound_for(g, Event("game_over", {"winner": "traitor"})) == "traitor_wins"
    blow = {"who": 1, "target": HOUND, "trait": "might", "weapon": ""}
    assert sound_for(g, Event("attack", {**blow, "total": 2, "their_total": 2})) is None  # R8.5
    assert sound_for(g, Event("attack", {**blow, "total": 1, "their_total": 3})) == "hit"
    assert sound_for(g, Event("attack", {**blow, "total": 1, "their_total": 3,
                                         "distance": True})) is None  # R8.8
    assert sound_for(g, Event("round", {"n": 1})) is None


def test_playing_without_a_mixer_is_silent_and_harmless(monkeypatch: pytest.MonkeyPatch
                                                        ) -> None:
    def no_device(*_args: object, **_kwargs: object) -> None:
        raise pygame.error("no audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", no_device)
    sounds = Sounds(0.8)
    assert not sounds.ok
    for name in named():
        sounds.play(name)


def test_playing_with_the_dummy_driver_loads_each_sound_and_honours_mute() -> None:
    sounds = Sounds(0.8)  # SDL_AUDIODRIVER=dummy (conftest): a mixer, or none at all
    for name in sorted(named()):
        sounds.play(name)
        if sounds.ok:
            assert sounds._cache[name] is not None, name  # the file opened
    muted = Sounds(0.0)  # the sound volume at 0 is the mute
    muted.play("hit")
    assert not muted._cache


# ---- a blow, a monster's end ------------------------------------------------------------
def test_a_blow_sounds_when_its_dice_have_landed_and_a_slain_monster_bursts(
        app: App, heard: list[str]) -> None:
    g = haunted(haunt_data(), revealer=0)
    board = board_on(app, g, {1})
    settle(app, board)
    dice(g, 6, 0)  # R8.9: killable, 6 against 0 slays it
    click(app, spot_of(board, HOUND))
    seen_dice = False
    for _ in range(400):
        if isinstance(app.stack.top, DiceOverlay):
            seen_dice = True
            assert "hit" not in heard  # not before the dice have landed and been told
        if HOUND in board.presenter.stage.going:
            break
        settle_step(app)
    assert seen_dice and board.presenter.stage.going[HOUND][0] == "burst"
    assert heard.index("hit") < heard.index("monster_death")
    for _ in range(round(BURST / FRAME / app.settings.animation_speed) + 2):
        app.step(FRAME, [])
    assert HOUND not in [s.fid for s in floor_spots(g, board.floor, board.cams[board.floor],
                                                     board.view, board.presenter.stage)]


def settle_step(app: App) -> None:
    """A frame; a person's roll is rolled and put away as a person would."""
    top = app.stack.top
    if isinstance(top, DiceOverlay) and (top.landed or top.waiting):
        top.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(5, 5), button=1))
    app.step(FRAME, [])


# ---- a death (R8.4) ---------------------------------------------------------------------
def test_a_dead_explorer_falls_and_leaves_a_grave_where_they_fell(app: App,
                                                                 heard: list[str]) -> None:
    g = haunted(haunt_data(), revealer=0)
    seat = g.prompt.seat
    for trait in ("might", "speed"):
        set_trait(g, seat, trait, 0)
    dice(g, 0, 6)  # the hero attacks a hound and loses by 6
    events = g.submit(Attack(HOUND))
    events += g.submit(AssignDamage(might=g.prompt.context["amount"]))
    assert not g.figure(seat).alive
    room = g.figure(seat).room
    board = board_on(app, g, set())
    board.presenter.feed(events)
    stage = board.presenter.stage
    assert seat in stage.leaving and seat not in graves(g, stage)  # not told yet
    for _ in range(600):
        if seat in stage.going:
            break
        settle_step(app)
    assert stage.going[seat][0] == "fall" and "death" in heard
    for _ in range(round(FALL / FRAME / app.settings.animation_speed) + 2):
        app.step(FRAME, [])
    assert seat in graves(g, stage)  # the grave stays
    p = g.state.placements[room]
    board.floor = p.floor
    cam = board.cams[p.floor]
    spot = next(s for s in floor_spots(g, p.floor, cam, board.view, stage) if s.fid == seat)
    assert cam.cell_rect(board.view, p.x, p.y).collidepoint(spot.pos)  # in the room they fell
    app.step(FRAME, [])  # and it draws


def test_a_grave_is_in_the_explorers_colour(app: App) -> None:
    def tinted(image: pygame.Surface, channel: int) -> int:
        """How many pixels lean to one colour channel."""
        w, h = image.get_size()
        return sum(1 for x in range(w) for y in range(h)
                   if (c := image.get_at((x, y)))[3] > 200 and c[channel] > max(c[:3]) - 1
                   and c[channel] > min(c[:3]) + 60)

    red, blue = grave_image((200, 40, 40), "I", 20), grave_image((40, 40, 200), "I", 20)
    assert tinted(red, 0) > 100 and tinted(red, 2) < 10
    assert tinted(blue, 2) > 100 and tinted(blue, 0) < 10


# ---- monster figures ------------------------------------------------------------------------
def test_every_look_word_has_a_drawing_and_every_drawing_a_word() -> None:
    assert set(looks.BODIES) == set(monster_view.BODIES)
    assert set(looks.WEARS) == set(monster_view.WEARS)


def test_every_haunts_monster_kind_gets_a_figure_of_its_own() -> None:
    for h in content().haunts.values():
        shapes = []
        for kind, m in h.monsters.items():
            look = looks.look_of(m)
            assert look.body in monster_view.BODIES, (h.id, kind)
            assert look.wears in ("", *monster_view.WEARS), (h.id, kind)
            for stunned in (False, True):
                image = monster_view.monster_image(look, 20, stunned)
                assert image.get_size() == (60, 60)
                mask = pygame.mask.from_surface(image)
                assert mask.count() > 60 * 60 // 4, (h.id, kind)  # a figure, not a speck
            shapes.append(pygame.mask.from_surface(monster_view.monster_image(look, 20, False)))
        for i, a in enumerate(shapes):  # kinds of one haunt differ in shape (R10.2 aside)
            for b in shapes[i + 1:]:
                assert a.overlap_area(b, (0, 0)) < min(a.count(), b.count()), h.id


@pytest.mark.parametrize(("traits", "powers", "attack", "body"), [
    ({"might": 3, "speed": 3}, {"flying": True}, "might", "wraith"),
    ({"might": 3, "speed": 3, "sanity": 4}, {}, "sanity", "wraith"),
    ({"might": 3, "speed": 5, "sanity": 2}, {}, "might", "hound"),
    ({"might": 7, "speed": 2, "sanity": 2}, {}, "might", "beast"),
    ({"might": 3, "speed": 3}, {}, "might", "crawler"),
    ({"might": 3, "speed": 3, "sanity": 3}, {}, "might", "figure"),
])
def test_a_kind_without_a_look_gets_a_body_from_its_traits(traits, powers, attack, body) -> None:
    m = MonsterDef("ghoul", traits, attack, powers=powers)
    assert looks.look_of(m).body == body
    assert monster_view.monster_image(looks.look_of(m), 16, False).get_size() == (48, 48)


KENNEL = "levels/haunts/01_kennel_masters_moon/haunt.json"
BELL = "levels/haunts/02_out_before_the_last_bell/haunt.json"


@pytest.mark.parametrize(("file", "change", "field"), [
    (KENNEL, lambda h: h["monsters"]["hound"].update(look={"body": "dragon"}),
     "monsters.hound.look.body"),
    (KENNEL, lambda h: h["monsters"]["hound"].update(look={"wears": "monocle"}),
     "monsters.hound.look.wears"),
    (KENNEL, lambda h: h["monsters"]["hound"].update(look={"color": "red"}),
     "monsters.hound.look.color"),
    (KENNEL, lambda h: h["monsters"]["hound"].update(look={"size": 3}),
     "monsters.hound.look.size"),
    (KENNEL, lambda h: h["monsters"]["hound"].update(look="hound"), "monsters.hound.look"),
    (BELL, lambda h: h["monsters"]["draught"].update(look=h["monsters"]["porter"]["look"]),
     "monsters.draught.look"),
])
def test_a_bad_look_is_one_line_naming_the_field(tree: Path, file, change, field) -> None:
    edit(tree, change, file)
    found = [str(e) for e in load()[1]]
    assert len(found) == 1, found
    assert file in found[0] and f"field '{field}'" in found[0], found[0]


# ---- hand-overs (R10.1) -------------------------------------------------------------------
@pytest.mark.parametrize(("lang", "title", "playing", "ready"), [
    ("en", "Pass to Mei", "playing Ingrid Solberg", "I am Mei: show me"),
    ("zh-Hant", "交給Mei", "扮演Ingrid Solberg", "我是Mei：顯示"),
])
def test_a_hand_over_names_the_player_and_the_explorer(app: App, lang: str, title: str,
                                                       playing: str, ready: str) -> None:
    text.set_language(lang)
    try:
        over = HandOver(app, "Ingrid Solberg", "…", lambda: None, player="Mei")
        assert (over.title, over.playing) == (title, playing)
        assert over.menu.buttons[0].label == ready
        side = HandOver(app, "the heroes", "…", lambda: None)  # a side: no one person
        assert (side.title, side.playing) == (t("handover.pass", who="the heroes"), "")
    finally:
        text.set_language("en")


def test_the_turns_hand_over_names_the_next_person(app: App) -> None:
    board = board_for(app, humans=2)  # P1 plays Ingrid, P2 Amara
    for _ in range(300):
        if board.presenter.idle and board.human_seat() == 0:
            break
        app.step(FRAME, [])
    board.act(EndTurn())
    for _ in range(600):
        if isinstance(app.stack.top, HandOver):
            break
        settle_step(app)
    over = app.stack.top
    assert isinstance(over, HandOver)
    assert (over.title, over.playing) == ("Pass to P2", "playing Amara Nwosu")


# ---- the Mystic Elevator in hand (R6.8) ------------------------------------------------------
def test_the_elevator_in_hand_is_drawn_once_with_its_rider(app: App,
                                                          monkeypatch: pytest.MonkeyPatch
                                                          ) -> None:
    board = board_for(app)
    g = board.game
    stage = board.presenter.stage
    drawn: list[tuple[str, str | None]] = []  # (room drawn in the house, room in hand)
    real = board_draw.draw_room
    monkeypatch.setattr(board_draw, "draw_room", lambda surface, game, rid, *a, **k: (
        drawn.append((rid, stage.lifted)), real(surface, game, rid, *a, **k))[1])
    place(g, "mystic_elevator", "ground", 1, -1, 1)
    put(g, 0, "foyer")
    g.refresh()
    board.refresh()
    dice(g, 2)  # R6.8: 2 keeps it on the ground floor, at another doorway
    board.act(Move("mystic_elevator"))
    for _ in range(600):
        if board.placing() and board.presenter.idle and app.stack.top is board:
            break
        settle_step(app)
    assert board.placing() and g.prompt.context["mode"] == "move_room"
    app.step(FRAME, [])
    assert stage.lifted == "mystic_elevator"
    assert ("foyer", "mystic_elevator") in drawn  # the house was drawn while it was in hand
    assert ("mystic_elevator", "mystic_elevator") not in drawn  # but not the elevator: one copy
    assert 0 not in [s.fid for s in floor_spots(g, "ground", board.cams["ground"], board.view,
                                                stage)]  # Ingrid rides in the hand
    option = next(o for o in g.prompt.options if o[1:3] != [1, -1])
    board.act(PlaceTile(*option[:4]))
    app.step(FRAME, [])
    assert stage.lifted is None and sides.where(g, 0)[0] == "mystic_elevator"
    assert 0 in [s.fid for s in floor_spots(g, "ground", board.cams["ground"], board.view,
                                            stage)]
