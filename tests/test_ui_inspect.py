"""Everything on the board can be inspected, and the turn strip: each kind of
thing gives its public facts (R1.5: held cards and traits are open), nothing
secret appears (R10.2: a hidden traitor, a face-down token's value), the strip
follows the engine's turn order (R3.1, R9.6) and shows a death as a death
(R8.4); then the same through real input on a board."""

from __future__ import annotations

import pygame
import pytest

from game import text
from game.app import App
from game.content.types import TRAITS
from game.engine import EndTurn, Game
from game.engine.registry import MODIFIERS, POWERS
from game.engine.rules import powers, sides, traits
from game.engine.rules.haunt import left_of
from game.engine.rules.movement import PASSAGE_TOKENS
from game.engine.state import Prompt, Token
from game.text import t
from game.ui import turn_strip
from game.ui.board_inspect import HOVER, INSPECT_KEY
from game.ui.inspect_facts import Facts, Sight, Subject, facts, power_words, ring
from game.ui.scenes.inspect import InspectScene
from tests.haunt_helpers import haunted
from tests.helpers import content, give, make_game, place
from tests.test_ui_board import FRAME, board_for, click, frames, key, settle

FOUR = ("ingrid_solberg", "amara_nwosu", "rafael_duarte", "siobhan_keane")
SIGHT = Sight(tuple((f"P{i + 1}", i == 0) for i in range(4)))


def words(f: Facts | None) -> str:
    """Every word a card shows."""
    assert f is not None
    return " | ".join([f.title, f.subtitle, *(f"{ln.label}: {ln.text}" for ln in f.lines),
                       *(f"{tr} {n}" for tr, n in f.traits)])


def labels(f: Facts | None) -> list[str]:
    assert f is not None
    return [ln.label for ln in f.lines]


# ---- what each kind tells -------------------------------------------------------------------
def test_an_explorer_shows_traits_cards_room_and_player() -> None:
    g = make_game(FOUR)
    give(g, 1, "crowbar")
    give(g, 1, "tin_carousel")
    f = facts(g, Subject("explorer", 1), SIGHT)
    assert f is not None and f.tracks
    assert dict(f.traits) == {tr: traits.value(g, 1, tr) for tr in TRAITS}  # R1.2
    said = words(f)
    assert t("card.crowbar.name") in said and t("card.tin_carousel.name") in said  # R1.5
    assert t("room.entrance_hall.name") in said
    assert f.subtitle == t("inspect.bot") and f.cards == ("crowbar", "tin_carousel")
    assert facts(g, Subject("explorer", 0), SIGHT).subtitle == t("inspect.player", name="P1")
    assert t("inspect.side") not in labels(f)  # no sides before the haunt


def test_a_known_traitor_is_told_to_all_and_heroes_see_its_might() -> None:
    g = haunted("kennel_masters_moon", revealer=0)
    traitor = sides.traitor(g)
    assert traitor is not None
    f = facts(g, Subject("explorer", traitor), SIGHT)
    assert (t("inspect.side"), t("inspect.side.traitor")) in [(ln.label, ln.text)
                                                            for ln in f.lines]
    assert dict(f.traits)["might"] == traits.value(g, traitor, "might")
    hero = next(s for s in g.state.order if s != traitor)
    assert t("inspect.side.heroes") in words(facts(g, Subject("explorer", hero), SIGHT))
    # before the screen has shown the haunt begin, no side at all
    early = Sight(SIGHT.players, haunt_told=False)
    assert t("inspect.side") not in labels(facts(g, Subject("explorer", traitor), early))


def test_a_monster_shows_its_traits_powers_and_stun() -> None:
    g = haunted("gilded_revenant", revealer=0)
    m = g.state.monsters[0]
    f = facts(g, Subject("monster", m.id), SIGHT)
    mdef = sides.monster_def(g, m)
    assert dict(f.traits) == {tr: v for tr, v in mdef.traits.items()}
    said = words(f)
    shown = [name for name in POWERS.names() if powers.params(g, m, name) is not None]
    assert "regenerates" in shown  # the revenant rises again
    for name in shown:  # each of its kind's powers, in words
        assert power_words(g, name, powers.params(g, m, name) or {}) in said
    assert t("inspect.stunned") not in said
    m.stunned = True  # R8.9
    assert t("inspect.stunned") in words(facts(g, Subject("monster", m.id), SIGHT))
    unseen = Sight(SIGHT.players, unseen=frozenset({m.id}))
    assert facts(g, Subject("monster", m.id), unseen) is None  # not yet risen on screen


def test_a_room_shows_doors_stairs_figures_tokens_pile_and_haunt_marks() -> None:
    g = haunted("kennel_masters_moon", revealer=0)
    f = facts(g, Subject("room", "grand_staircase"), SIGHT)
    said = words(f)
    assert f.subtitle == t("floor.ground")
    assert t("room.grand_staircase.text") in said
    assert t("room.upper_landing.name") in said  # R4.8: the stairs lead up
    assert t("inspect.leads") in labels(f)
    hall = facts(g, Subject("room", "entrance_hall"), SIGHT)
    here = words(hall)
    assert t("room.foyer.name") in here  # a door that meets
    for seat in range(4):
        assert t(f"explorer.{g.figure(seat).explorer}.name") in here
    g.state.piles["foyer"] = ["crowbar"]
    g.state.haunt.rooms["foyer"] = {"flooded": 1}
    foyer = facts(g, Subject("room", "foyer"), SIGHT)
    assert t("card.crowbar.name") in words(foyer) and foyer.cards == ("crowbar",)
    assert t("inspect.haunt") in labels(foyer)
    assert facts(g, Subject("room", "attic"), SIGHT) is None  # not in the house


def test_a_face_down_value_is_never_told() -> None:  # R10.2
    g = haunted("gilded_revenant", revealer=0)
    relic = next(i for i, tok in enumerate(g.state.tokens) if tok.kind == "relic")
    tok = g.state.tokens[relic]
    assert tok.face_down
    tok.value = 987
    everything = [facts(g, s, SIGHT) for kind in ("explorer", "room", "token", "monster")
                  for s in ring(g, Subject(kind, ""), SIGHT)]
    said = " ".join(words(f) for f in everything if f is not None)
    assert "987" not in said
    assert t("inspect.unknown_value") in words(facts(g, Subject("token", relic), SIGHT))
    tok.face_down = False  # turned up: now everyone knows
    assert "987" in words(facts(g, Subject("token", relic), SIGHT))
    early = Sight(SIGHT.players, tokens=frozenset({relic}))  # not yet shown arriving
    assert facts(g, Subject("token", relic), early) is None
    assert t("inspect.tokens") not in labels(facts(g, Subject("room", tok.room), early))


def test_a_hidden_traitor_looks_like_everyone_else() -> None:  # R9.12, R10.2
    g = haunted("borrowed_face", revealer=0)
    assert sides.hidden_unrevealed(g)
    seats = list(g.state.order)
    cards = [facts(g, Subject("explorer", s), SIGHT) for s in seats]
    assert all(labels(f) == labels(cards[0]) for f in cards)  # the same lines for all
    for f in cards:
        said = words(f)
        assert t("inspect.side.hidden") in said and t("inspect.side.traitor") not in said
    strip = turn_strip.entries(g, SIGHT, g.state.turn.seat)
    assert not any(e.traitor for e in strip)


def test_another_seats_open_choice_is_never_told() -> None:  # R10.2
    g = make_game(FOUR)
    secret = [c for c in g.state.decks["item"][:3]]
    g.state.prompt = Prompt(1, "choose", secret, {"topic": "search_pick"})
    everything = [facts(g, s, SIGHT) for kind in ("explorer", "room")
                  for s in ring(g, Subject(kind, ""), SIGHT)]
    said = " ".join(words(f) for f in everything if f is not None)
    assert not any(t(f"card.{c}.name") in said for c in secret)


def test_a_card_shows_who_holds_it() -> None:
    g = make_game(FOUR)
    give(g, 2, "crowbar")
    f = facts(g, Subject("card", "crowbar"), SIGHT)
    assert f.subtitle == t("deck.item")
    assert (t("inspect.held_by"), t("explorer.rafael_duarte.name")) in [
        (ln.label, ln.text) for ln in f.lines]
    assert facts(g, Subject("card", "no_such_card"), SIGHT) is None  # bad input: no card


def test_a_passage_token_says_where_it_leads() -> None:
    g = make_game(FOUR)
    place(g, "library", "ground", 1, 0)
    kind = PASSAGE_TOKENS[0]
    g.state.tokens += [Token(kind, "foyer", link=5), Token(kind, "library", link=5)]
    f = facts(g, Subject("token", 0), SIGHT)
    assert t("room.library.name") in words(f)
    assert f.title == t(f"inspect.token.{kind}.name")


# ---- the turn strip ------------------------------------------------------------------------
def test_the_strip_follows_the_engines_turn_order() -> None:  # R3.1, R9.6
    g = haunted("kennel_masters_moon", revealer=0)
    g.figure(2).alive = False  # R8.4: the dead keep their place, marked
    for _ in range(12):
        p = g.prompt
        assert p is not None
        if p.kind == "turn":
            strip = turn_strip.entries(g, SIGHT, g.state.turn.seat)
            assert [e.seat for e in strip] == list(g.state.order)
            assert [e.seat for e in strip if e.current] == [p.seat]
            assert next(e for e in strip if e.seat == 2).dead
            assert [e.seat for e in strip if e.traitor] == [sides.traitor(g)]
        before = g.state.turn.seat
        g.submit(EndTurn())
        if g.prompt is not None and g.prompt.kind == "turn":
            nxt = left_of(g, before)
            while not g.figure(nxt).in_house:
                nxt = left_of(g, nxt)
            assert g.state.turn.seat == nxt


def test_a_death_not_yet_shown_is_not_told() -> None:
    g = make_game(FOUR)
    g.figure(1).alive = False
    told = turn_strip.entries(g, SIGHT, 0)
    untold = turn_strip.entries(g, Sight(SIGHT.players, untold=frozenset({1})), 0)
    assert told[1].dead and told[1].player == t("strip.dead")
    assert not untold[1].dead and untold[1].player == t("hud.bot")


# ---- every word has its text -------------------------------------------------------------------
@pytest.mark.parametrize("language", text.LANGUAGES)
def test_every_power_rule_and_game_token_has_words(language: str) -> None:
    table = text.table(language)
    keys = [f"inspect.power.{p}" for p in POWERS.names()]
    keys += [f"inspect.rule.{m}" for m in MODIFIERS.names()]
    kinds = {"below_collapsed", "vault_empty", "blocked_door", *PASSAGE_TOKENS}
    kinds |= {step["token"] for c in content().cards.values()
              for step in (*c.on_draw, *(c.use.steps if c.use else ())) if "token" in step}
    keys += [f"inspect.token.{k}.{part}" for k in kinds for part in ("name", "text")]
    assert [k for k in keys if k not in table] == []


# ---- on the board, by mouse and keys ------------------------------------------------------------
@pytest.fixture
def big(tmp_path, monkeypatch) -> App:
    from game.settings import Settings

    monkeypatch.setenv("HOUSE_CONFIG_DIR", str(tmp_path))
    a = App(Settings(), size=(1920, 1080))
    a.settings.animation_speed = 4.0
    yield a
    pygame.quit()


def _move(app: App, pos: tuple[int, int]) -> None:
    frames(app, 1, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                       buttons=(0, 0, 0))])


def test_hovering_a_strip_chip_shows_its_explorer(big: App) -> None:
    board = board_for(big)
    settle(big, board)
    chip = board.inspector.chips[1]
    _move(big, chip.center)
    frames(big, round(HOVER / FRAME) + 2)
    assert board.inspector.under == Subject("explorer", board.game.state.order[1])
    assert board.inspector.still >= HOVER
    click(big, chip.center)  # a click opens the card
    top = big.stack.top
    assert isinstance(top, InspectScene) and top.subject.key == board.game.state.order[1]


def test_right_click_a_room_then_step_and_close(big: App) -> None:
    board = board_for(big)
    settle(big, board)
    p = board.game.state.placements["foyer"]
    rect = board.cams[board.floor].cell_rect(board.view, p.x, p.y)
    click(big, (rect.left + rect.width // 16, rect.centery), button=3)
    top = big.stack.top
    assert isinstance(top, InspectScene) and top.subject == Subject("room", "foyer")
    key(big, pygame.K_RIGHT)
    assert top.subject.kind == "room" and top.subject.key != "foyer"
    key(big, pygame.K_RETURN)  # the focus is on Close: a reflexive Enter only closes
    assert big.stack.top is board


def test_the_inspect_key_shows_whose_turn_it_is_and_escape_closes(big: App) -> None:
    board = board_for(big)
    settle(big, board)
    key(big, INSPECT_KEY)
    top = big.stack.top
    assert isinstance(top, InspectScene) and top.subject == Subject("explorer", 0)
    frames(big, 3)
    key(big, pygame.K_ESCAPE)
    assert big.stack.top is board


def test_inspecting_never_acts(big: App) -> None:
    board = board_for(big)
    settle(big, board)
    game: Game = board.game
    before = game.state.actions
    for s in ring(game, Subject("room", ""), board.inspector.sight()):
        board.inspector.open(s)
        frames(big, 2)
        key(big, pygame.K_ESCAPE)
    assert game.state.actions == before and big.stack.top is board
