"""Safe controls and rolls in the players' hands, through real input: no dialog starts
focused on a button that drops, gives away, reveals, shows a secret or ends a turn;
ending a turn with moves left asks first; a person's roll waits for a Roll press
(unless auto-roll) and its result, like a card a person draws, stays until dismissed;
dice captions name the target and the outcome; the damage split shows what it does."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest

from game import narrate
from game.app import App
from game.engine import AssignDamage, EndTurn, Event, Explore, Move
from game.engine.rules.movement import spaces_left
from game.settings import Settings, load_settings
from game.text import set_language, t, table
from game.ui import roll_text, widgets
from game.ui.scenes.board import BoardScene
from game.ui.scenes.card import CardOverlay
from game.ui.scenes.choice import ChoiceOverlay
from game.ui.scenes.damage import DamageOverlay
from game.ui.scenes.dice import DiceOverlay
from game.ui.scenes.handover import HandOver
from game.ui.scenes.haunt_panel import open_haunt_panel
from tests.haunt_helpers import haunted
from tests.helpers import content, dice, give, set_trait
from tests.test_ui_board import board_for, dismiss_overlays
from tests.test_ui_haunt import WORDS, Seen, haunt_data, run_reveal, show, table_for

FRAME = 1 / 60


@pytest.fixture(autouse=True)
def words(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The test haunt's words, as a haunt's en.json would give them; English after."""
    for part, text in WORDS.items():
        monkeypatch.setitem(table(), f"haunt.ui_test.{part}", text)
    yield
    set_language("en")


def step(app: App, n: int = 1, events: list[pygame.event.Event] | None = None) -> None:
    app.step(FRAME, events or [])
    for _ in range(n - 1):
        app.step(FRAME, [])


def press(app: App, key: int) -> None:
    step(app, 2, [pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)])


def click(app: App, pos: tuple[int, int]) -> None:
    step(app, 2, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
                  pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                  pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])


def dangerous(label: str) -> bool:
    """A button a reflexive Enter must never press, known by its words alone."""
    return label.startswith(("Drop the", "Give the")) or "show me" in label or label in {
        t("haunt_ui.reveal"), t("action.reveal"), t("action.end_turn"),
        t("action.monster_done"), t("end_turn.explorer.yes"), t("end_turn.monster.yes"),
        t("pause.quit.yes"), t("load.delete.yes"), t("damage.take")}


@pytest.fixture
def starts(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The focused label of every menu as it is built ("" when nothing is focused)."""
    built: list[str] = []
    real = widgets.Menu.__init__

    def record(self: widgets.Menu, buttons: list[widgets.Button]) -> None:
        real(self, buttons)
        built.append(buttons[self.focus].label if self.focus >= 0 else "")

    monkeypatch.setattr(widgets.Menu, "__init__", record)
    return built


# ---- safe default focus ------------------------------------------------------------------
def test_no_dialog_starts_on_a_dangerous_button(app: App, starts: list[str]) -> None:
    # the reveal of a haunt with a human traitor and human heroes, then every panel
    board = table_for(app, "1100", revealer=0)
    run_reveal(app, board, Seen())
    for seat in (None, 0, 1):
        open_haunt_panel(app, board.session, seat)
        step(app, 2)
        while app.stack.top is not board:
            if isinstance(app.stack.top, HandOver):
                show(app)
            else:
                press(app, pygame.K_ESCAPE)
    # a hidden traitor's own panel offers Reveal yourself (R9.12): never focused
    hidden = table_for(app, "1111", hidden=True, revealer=0)
    g = hidden.game
    traitor = g.state.haunt.secret["traitor"]
    while g.prompt.seat != traitor or g.prompt.kind != "turn":
        hidden.session.submit(EndTurn())
    open_haunt_panel(app, hidden.session, traitor)
    show(app)
    token = app.stack.top.menu
    assert token.buttons[token.focus].label == t("haunt_ui.hide")  # not the side's text
    token.buttons[0].action()  # the traitor's text, behind the token
    assert t("haunt_ui.reveal") in [b.label for b in app.stack.top.menu.buttons]
    press(app, pygame.K_RETURN)  # a reflexive Enter: nothing revealed
    assert g.state.haunt.traitor is None
    assert len(starts) >= 12
    assert [s for s in starts if dangerous(s)] == []
    assert "" in starts  # the reveal's hand-overs before a secret: nothing focused


def test_the_item_dialog_starts_on_use_never_on_drop_or_give(app: App) -> None:
    board = board_for(app, humans=2)
    g = board.game
    give(g, 0, "crowbar")
    g.figure(1).room = g.figure(0).room  # someone to give it to
    g.refresh()
    step(app, 30)
    board.refresh()
    board.card_menu("crowbar")
    dialog = app.stack.top
    assert isinstance(dialog, ChoiceOverlay)
    labels = [b.label for b in dialog.menu.buttons]
    assert any(s.startswith("Drop the") for s in labels)
    assert any(s.startswith("Give the") for s in labels)
    assert not dangerous(labels[dialog.menu.focus])
    press(app, pygame.K_RETURN)
    assert "crowbar" in g.figure(0).cards  # a reflexive Enter kept it


def test_a_secret_hand_over_shows_nothing_on_a_reflexive_enter(app: App) -> None:
    shown: list[str] = []
    over = HandOver(app, "Ingrid", "for their eyes only", lambda: shown.append("secret"),
                    secret=True)
    app.push(over)
    press(app, pygame.K_RETURN)
    press(app, pygame.K_SPACE)
    assert shown == [] and app.stack.top is over
    press(app, pygame.K_DOWN)  # chosen on purpose, then pressed
    press(app, pygame.K_RETURN)
    assert shown == ["secret"]
    turned: list[str] = []  # one that may be turned down starts on "Not now"
    app.push(HandOver(app, "Ingrid", "why", lambda: turned.append("shown"), secret=True,
                      cancel=lambda: turned.append("not now")))
    press(app, pygame.K_RETURN)
    assert turned == ["not now"]


def test_quitting_from_pause_starts_on_no(app: App) -> None:
    board = board_for(app)
    step(app, 10)
    press(app, pygame.K_ESCAPE)
    pause = app.stack.top
    pause.ask_quit()
    ask = app.stack.top
    assert ask.menu.buttons[ask.menu.focus].label == t("pause.quit.no")
    press(app, pygame.K_RETURN)
    assert board in app.stack.scenes


def test_continue_is_focused_on_the_title_when_a_save_exists(app: App) -> None:
    from game.ui import saved_games
    from game.ui.scenes.title import TitleScene

    title = TitleScene(app)
    assert title.menu.buttons[title.menu.focus].label == t("title.new_game")
    board = board_for(app)
    saved_games.write(board.session)
    title = TitleScene(app)
    assert title.menu.buttons[title.menu.focus].label == t("title.continue")


# ---- ending a turn early asks ----------------------------------------------------------------
@pytest.mark.parametrize("lang", ["en", "zh-Hant"])
def test_ending_a_turn_with_moves_left_asks_first(app: App, lang: str) -> None:
    app.set_language(lang)
    board = board_for(app)
    g = board.game
    for _ in range(200):
        step(app)
        if board.human_seat() is not None and app.stack.top is board:
            break
    n = spaces_left(g, 0)
    assert n > 1 and g.state.turn.moves == 0
    press(app, pygame.K_t)  # R4.1: moves are left, so it asks
    ask = app.stack.top
    assert isinstance(ask, ChoiceOverlay)
    if lang == "en":
        assert ask.text == f"You still have {n} moves. End your turn?"
    else:
        assert ask.text == f"你還能移動 {n} 格。要結束回合嗎？"
    assert ask.menu.buttons[ask.menu.focus].label == t("end_turn.keep")
    press(app, pygame.K_RETURN)  # the focused answer keeps playing
    assert g.state.turn.seat == 0 and app.stack.top is board
    end = next(b for b in board.buttons if b.label == t("action.end_turn"))
    click(app, end.rect.center)  # the button asks too
    ask = app.stack.top
    assert isinstance(ask, ChoiceOverlay)
    click(app, ask.menu.buttons[1].rect.center)
    assert g.state.turn.seat != 0


def test_a_turn_without_moves_left_ends_at_once(app: App) -> None:
    board = board_for(app)
    g = board.game
    step(app, 30)
    g.state.turn.movement_over = True  # R4.2: nothing left to walk
    g.refresh()
    board.refresh()
    press(app, pygame.K_t)
    assert g.state.turn.seat != 0


# ---- rolls and cards in the players' hands -------------------------------------------------
def roll_on(app: App, board: BoardScene, data: dict[str, Any]) -> DiceOverlay:
    board.presenter.feed([Event("dice", data)])
    for _ in range(100):
        step(app)
        if isinstance(app.stack.top, DiceOverlay):
            return app.stack.top
    raise AssertionError("no dice shown")


SANITY = {"who": 0, "purpose": "leave", "trait": "sanity", "faces": [2, 1, 1, 0],
          "total": 4, "need": 3}


def test_a_persons_roll_waits_for_the_roll_press_and_stays(app: App) -> None:
    board = board_for(app)
    step(app, 30)
    overlay = roll_on(app, board, SANITY)
    step(app, 600)  # ten seconds: still waiting, face down
    assert overlay.waiting and not overlay.landed and app.stack.top is overlay
    assert overlay.before == "Sanity roll: 3+ needed"
    press(app, pygame.K_SPACE)  # Roll
    assert not overlay.waiting
    step(app, 120)
    assert overlay.landed and app.stack.top is overlay  # the result stays to be read
    assert overlay.caption == "Sanity roll: 3+ needed — rolled 4: success"
    click(app, (5, 5))
    assert app.stack.top is board


def test_auto_roll_and_bots_roll_by_themselves(app: App) -> None:
    board = board_for(app)
    step(app, 30)
    app.settings.auto_roll = True
    overlay = roll_on(app, board, SANITY)
    assert not overlay.waiting
    step(app, 240)
    assert app.stack.top is board  # tumbled, landed and went by itself
    app.settings.auto_roll = False
    overlay = roll_on(app, board, {**SANITY, "who": 1})  # a bot's
    assert not overlay.waiting
    step(app, 240)
    assert app.stack.top is board


def test_the_auto_roll_setting_is_saved(tmp_path: Path) -> None:
    from game.settings import save_settings

    s = Settings()
    assert s.auto_roll is False
    s.auto_roll = True
    path = tmp_path / "settings.json"
    assert save_settings(s, path) == ""
    loaded, problem = load_settings(path)
    assert loaded.auto_roll is True and problem == ""


def test_a_card_a_person_draws_stays_until_dismissed(app: App) -> None:
    board = board_for(app, stack=["ballroom"], decks={"event": ["cold_draft"]})
    g = board.game
    dice(g, 4)
    step(app, 30)
    board.act(Move("foyer"))
    step(app, 30)
    board.act(Explore("E"))
    step(app, 30)
    board.act(next(a for a in g.legal_actions(0)))  # place the Ballroom
    for _ in range(200):
        step(app)
        if isinstance(app.stack.top, CardOverlay):
            break
    card = app.stack.top
    assert isinstance(card, CardOverlay) and card.stay
    step(app, 1200)  # twenty seconds: still there
    assert app.stack.top is card
    press(app, pygame.K_RETURN)
    assert app.stack.top is not card
    seen = dismiss_overlays(app, board, use_keys=True)
    assert DiceOverlay in seen


def test_a_bots_card_goes_by_itself(app: App) -> None:
    board = board_for(app)
    step(app, 30)
    board.presenter.feed([Event("card_drawn", {"who": 1, "deck": "event",
                                               "card": "cold_draft"})])
    step(app, 5)
    card = app.stack.top
    assert isinstance(card, CardOverlay) and not card.stay
    step(app, 600)
    assert app.stack.top is board


# ---- captions ---------------------------------------------------------------------------------
def test_captions_tell_the_target_and_the_outcome() -> None:
    from game.engine import Game, Setup

    g = Game.new(content(), Setup(1, ("ingrid_solberg", "amara_nwosu"), (1, 1)))
    assert roll_text.result(g, SANITY) == "Sanity roll: 3+ needed — rolled 4: success"
    assert roll_text.result(g, {**SANITY, "total": 2}) == \
        "Sanity roll: 3+ needed — rolled 2: failure"
    cold = {"who": 0, "purpose": "card", "trait": "speed", "faces": [2, 2], "total": 4,
            "need": None}
    assert roll_text.result(g, cold, "cold_draft") == \
        "Cold Draft: Speed roll — rolled 4: Nothing happens."
    assert roll_text.result(g, {**cold, "total": 1}, "cold_draft") == \
        "Cold Draft: Speed roll — rolled 1: Take 1 physical damage."
    haunt = {"who": 0, "purpose": "haunt", "faces": [1, 0, 0, 0, 1, 0], "total": 2,
             "need": 3}
    assert roll_text.result(g, haunt) == \
        "Haunt roll: the haunt begins below 3 — rolled 2: the haunt begins!"
    set_language("zh-Hant")
    try:
        assert roll_text.result(g, SANITY) == "神志檢定：需 3+——擲出 4：成功"
    finally:
        set_language("en")
    g.state.phase = "haunt"  # R9.5: no target number once the haunt is on
    assert roll_text.result(g, SANITY) == "Sanity roll — rolled 4: success"


def test_the_dice_rows_say_how_many_dice_each_side_rolls(
        app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    board = board_for(app)
    step(app, 30)
    overlay = roll_on(app, board, {**SANITY, "faces": [2]})
    assert any(s.endswith("· 1 die") for s in drawn(app, monkeypatch))
    assert overlay.rows[0][0] == narrate.explorer(board.game, 0)


def drawn(app: App, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every string drawn in the next two frames."""
    out: list[str] = []
    real = widgets.render

    def record(text: str, *args: Any) -> pygame.Surface:
        out.append(text)
        return real(text, *args)

    with monkeypatch.context() as m:
        m.setattr(widgets, "render", record)
        step(app, 2)
    return out


def test_no_card_name_begins_with_an_article() -> None:
    """The sentences give the article ("The {card} is discarded"): a name with its
    own would read "The The Stair That Wasn't"."""
    names = {k: v for k, v in table("en").items() if k.startswith("card.")
             and k.endswith(".name")}
    assert [v for v in names.values() if v.split(" ")[0] in ("The", "A", "An")] == []
    g = haunted(haunt_data(), revealer=0)
    line = narrate.event(g, Event("card_discarded", {"card": "stair_that_wasnt"}))
    assert line == "The Stair That Wasn't is discarded."


def test_no_text_counts_with_brackets() -> None:
    for lang in ("en", "zh-Hant"):
        assert [k for k, v in table(lang).items() if "(s)" in v] == []


# ---- the damage split ------------------------------------------------------------------------
def damaged(app: App, n: int, kind: str = "physical", haunt: bool = True) -> DamageOverlay:
    g = haunted(haunt_data(), revealer=0) if haunt else board_for(app).game
    seat = g.prompt.seat
    g.state.prompt = None
    g.push({"do": "damage", "who": seat, "kind": kind, "n": n})
    g._run()
    g.refresh()
    assert g.prompt.kind == "damage"
    taken: list[AssignDamage] = []
    overlay = DamageOverlay(app, g, taken.append)
    overlay.taken = taken  # type: ignore[attr-defined]
    app.push(overlay)
    step(app, 2)
    return overlay


def test_the_damage_split_previews_the_new_values(app: App) -> None:
    overlay = damaged(app, 3)  # R8.2: physical damage over Might and Speed
    g, seat = overlay.game, overlay.seat
    assert overlay.traits == ["might", "speed"]
    assert sum(overlay.split) == 3 and not overlay.after(overlay.split).kills
    before = overlay.split
    overlay.row = 0
    moved = overlay.shift("might", 1)
    assert moved and overlay.split[0] == before[0] + 1 and overlay.split[1] == before[1] - 1
    from game.engine.rules.traits import value

    after = overlay.after(overlay.split)
    track = g.content.explorers[g.figure(seat).explorer].traits["might"].values
    index = g.figure(seat).traits["might"] - overlay.split[0]
    assert after.values["might"] == track[max(index, 0)]
    assert overlay.now["might"] == value(g, seat, "might")
    # by keys: Left/Right move a point, Enter goes to Take, Enter takes
    press(app, pygame.K_LEFT)
    assert overlay.split == before
    press(app, pygame.K_RETURN)
    assert overlay.row == len(overlay.traits) and not overlay.taken
    press(app, pygame.K_RETURN)
    assert overlay.taken == [AssignDamage(*before)]


def test_the_damage_split_warns_when_it_kills(app: App,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    overlay = damaged(app, 2)
    g, seat = overlay.game, overlay.seat
    set_trait(g, seat, "might", 1)  # R8.4: two steps down from 1 reach the skull
    set_trait(g, seat, "speed", 4)
    overlay = DamageOverlay(app, g, lambda a: None)
    app.push(overlay)
    assert overlay.split == (0, 2, 0, 0) and not overlay.after(overlay.split).kills
    overlay.shift("might", 1)
    overlay.shift("might", 1)
    assert overlay.split == (2, 0, 0, 0) and overlay.after(overlay.split).kills
    assert t("damage.kills", who=narrate.explorer(g, seat)) in drawn(app, monkeypatch)
    set_trait(g, seat, "speed", 0)  # now every split kills
    doomed = DamageOverlay(app, g, lambda a: None)
    app.push(doomed)
    assert doomed.doomed
    assert t("damage.doomed", who=narrate.explorer(g, seat)) in drawn(app, monkeypatch)


def test_before_the_haunt_no_split_kills(app: App) -> None:
    overlay = damaged(app, 9, haunt=False)  # R8.3: markers stop at the lowest value
    assert not overlay.doomed and not any(overlay.after(s).kills for s in overlay.splits)
