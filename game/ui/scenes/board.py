"""The board: the house floor by floor, the HUD, the log, and every question of
the engine put to the right player, who answers by mouse, keys or pad; during
the haunt also attacks, the haunt's actions and a traitor's monsters."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game import narrate
from game.content.types import FLOORS
from game.engine import Action, EndTurn, Event, Game, IllegalAction, Move, PlaceTile, Reveal
from game.engine.rules import sides
from game.saves import os_problem
from game.text import t
from game.ui import board_controls as controls
from game.ui import board_draw, board_focus, hud, saved_games, theme
from game.ui.board_controls import Target
from game.ui.board_inspect import CardButton, Inspector
from game.ui.board_still import Kept
from game.ui.board_tabs import FloorTab, Tab, map_buttons
from game.ui.dialog import Option, action_options
from game.ui.figure_view import figure_at, floor_spots
from game.ui.history import Told
from game.ui.house_view import Camera, fit_tile
from game.ui.presenter import Presenter
from game.ui.scene import Scene, push_scene, scene
from game.ui.scenes.end_turn import end_turn
from game.ui.session import Session
from game.ui.tile_in_hand import TileInHand
from game.ui.widgets import Button

if TYPE_CHECKING:
    from game.app import App

BOT_DELAY = 0.45
FAST = 5.0
STICK_DEAD = 0.25
ZOOMS = (56, 72, 96, 120, 150, 190, 240)
DEFAULT_ZOOM = 3  # "fit the house" never zooms in past this
MARGIN = 0.25  # of a tile: how near the view's edge a figure may come before it moves
FIT_PAD = 0.3  # cells around the house when it is fitted (the "?" tabs show)
PANEL_KEY = pygame.K_h  # opens the haunt panel (when no rebound key uses it)
PAN = {"pan_up": (0, -1), "pan_down": (0, 1), "pan_left": (-1, 0), "pan_right": (1, 0)}


@scene("board")
class BoardScene(Scene):
    def __init__(self, app: App, session: Session):
        self.session = session
        self.log = Told(session)
        self.presenter = Presenter(self)
        self.floor = "ground"
        self.overview = False
        self.cams = {f: Camera() for f in FLOORS}
        self.zoom = DEFAULT_ZOOM
        self.view = self.safe = pygame.Rect(0, 0, 0, 0)  # set by layout
        self.fitted = True  # the floor is fitted to the view (until the player zooms)
        self.walking: list[str] = []
        self.targets: list[Target] = []
        self.buttons: list[Button] = []
        self.focus = -1
        self.mouse = (0, 0)
        self.drag: tuple[int, int] | None = None
        self.dragged = False
        self.hand = TileInHand()
        self.bot_timer = 0.0
        self.prompt_seen: object = None
        self.last_human: int | None = None
        self.clock = 0.0
        self.ended = False
        self.fast = False  # fast-forward through bot turns
        self.stick = (0.0, 0.0)  # a gamepad stick pans the board
        self.inspector = Inspector(self)  # hover and inspect cards, the turn strip
        self.kept = Kept()  # the board's still picture (board_still)
        self.refreshes = 0  # targets and buttons made again (the kept picture's key)
        super().__init__(app)
        self.presenter.feed(session.recording.events[0] if not session.recording.actions
                            else [])
        p = self.game.prompt
        if p is not None:
            self.follow(p.seat)

    @property
    def game(self) -> Game:
        return self.session.game

    # ---- layout -----------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        app = self.app
        w, h = size
        self.hud_rect = pygame.Rect(w - app.px(372), app.px(8), app.px(364), h - app.px(16))
        self.tabs_rect = pygame.Rect(app.px(8), app.px(8), self.hud_rect.left - app.px(16),
                                     app.text_px(20) * 2)
        log_h = app.px(120)
        self.log_rect = pygame.Rect(app.px(8), h - log_h - app.px(8),
                                    self.hud_rect.left - app.px(16), log_h)
        self.view = pygame.Rect(app.px(8), self.tabs_rect.bottom + app.px(6),
                                self.hud_rect.left - app.px(16),
                                self.log_rect.top - self.tabs_rect.bottom - app.px(12))
        self.view = self.inspector.layout(self.view)  # the turn strip above it
        self.safe = board_draw.safe_rect(self)
        self.backdrop = board_draw.backdrop(self, size)
        self._tile_px()
        self.refresh()
        if self.fitted:  # the whole floor to begin with (a new game, or one loaded)
            self.fit_house()
            self.cams[self.floor].settle()
        self._keep_figure()
        self.cams[self.floor].settle()

    def _tile_px(self) -> None:
        px = self.app.px(ZOOMS[self.zoom])
        for cam in self.cams.values():
            cam.tile = px
            cam.text = self.app.settings.text_size

    def follow(self, fid: int) -> None:
        """Show the floor a figure (explorer or monster) is on; the camera moves only
        when the figure would leave the view."""
        p = self.game.state.placements.get(sides.where(self.game, fid)[0])
        if p is None:
            return
        self.floor = p.floor
        self.overview = False
        self._keep(p.floor, [(p.x, p.y)])

    def _keep(self, floor: str, cells: list[tuple[int, int]]) -> None:
        cam = self.cams[floor]
        cam.keep(self.view, self.safe, cells, round(cam.tile * MARGIN))

    def _keep_turn(self) -> None:
        """A person's turn: their figure and the doors they may open beside it in
        view; while the floor is fitted to the view, all of it, fitted again if
        it has outgrown the view."""
        fid = self.active_figure()
        p = None if fid is None else \
            self.game.state.placements.get(sides.where(self.game, fid)[0])
        if p is None or p.floor != self.floor or self.overview:
            return
        doors = [t.cell for t in self.targets if t.floor == p.floor and t.cost is None
                 and t.figure is None]
        rooms = [(q.x, q.y) for q in self.game.state.placements.values() if q.floor == p.floor]
        if self.fitted and not board_draw.all_shown(self, p.floor, rooms + doors):
            self.fit_house()
        self._keep(p.floor, [(p.x, p.y), *doors])

    def _keep_figure(self) -> None:
        fid = self.active_figure()
        if fid is not None:
            self.follow(fid)

    def fit_house(self) -> None:
        """Show the whole floor on show: the largest zoom (up to the usual one) at
        which every room fits, the house in the middle."""
        self.overview = False
        cells = [(p.x, p.y) for p in self.game.state.placements.values()
                 if p.floor == self.floor]
        if not cells:
            return
        cells += [t.cell for t in self.targets if t.floor == self.floor]  # doors to open too
        px = self.app.px
        tile = fit_tile(self.safe, cells, FIT_PAD, px(ZOOMS[0]), px(ZOOMS[DEFAULT_ZOOM]))
        self.zoom = max(i for i, z in enumerate(ZOOMS) if i == 0 or px(z) <= tile)
        self.fitted = True
        for cam in self.cams.values():
            cam.tile = tile
        xs, ys = [c[0] for c in cells], [c[1] for c in cells]
        self.cams[self.floor].look_at(self.view, self.safe, (min(xs) + max(xs)) / 2,
                                      (min(ys) + max(ys)) / 2)

    def centre_on_me(self) -> None:
        """Show the figure whose turn it is in the middle of the view."""
        fid = self.active_figure()
        p = None if fid is None else \
            self.game.state.placements.get(sides.where(self.game, fid)[0])
        if p is None:
            return
        self.floor, self.overview = p.floor, False
        self.cams[p.floor].look_at(self.view, self.safe, p.x, p.y)

    # ---- what the player may do now ----------------------------------------
    def human_seat(self) -> int | None:
        if not self.presenter.idle:
            return None
        return self.session.waiting_for_human()

    def refresh(self) -> None:
        """Rebuild targets and buttons from the prompt (after every change); the
        selection stays on the same thing if it is still there (never on a risky
        button, such as End turn)."""
        self.refreshes += 1
        chosen = self.focused()
        self.targets, self.buttons = [], []
        self._refill()
        self.focus = next((i for i, item in enumerate(self._focusables())
                           if chosen is not None and item.label == chosen.label
                           and not (isinstance(item, Button) and item.risky)), -1)

    def _refill(self) -> None:
        self._tabs()
        seat = self.human_seat()
        p = self.game.prompt
        if seat is None or p is None or p.kind not in ("turn", "monster"):
            return
        game = self.game
        legal = game.legal_actions(seat)
        if p.kind == "monster":  # R9.8: the traitor moves a monster
            self.targets = controls.monster_targets(game, p, legal)
            self._hud_buttons(t("action.monster_done"), controls.rows(game, seat, legal), [])
            return
        self.targets = controls.turn_targets(game, seat, legal)
        cards = [(narrate.card(c) + (" …" if controls.card_acts(legal, c) else ""), c)
                 for c in game.figure(seat).cards]
        self._hud_buttons(t("action.end_turn"), controls.rows(game, seat, legal), cards)

    def _tabs(self) -> None:
        """The floors, all floors, and once the haunt is on, the haunt panel."""
        app = self.app
        tabs = [*FLOORS, "overview"]
        if self.haunt_shown():
            tabs.append("haunt")
        gap = app.px(6)
        maps = map_buttons({"fit_house": self.fit_house, "center_me": self.centre_on_me},
                           self.tabs_rect, gap)
        room = maps[0].rect.left - gap - self.tabs_rect.left
        width = (room - gap * (len(tabs) - 1)) // len(tabs)
        for i, name in enumerate(tabs):
            if name in FLOORS:
                b: Button = FloorTab(t(f"floor.{name}"), lambda n=name: self.show_floor(n),
                                     chosen=lambda n=name: not self.overview and self.floor == n,
                                     mark=theme.FLOOR[name],
                                     badge=lambda n=name: self.floor_badge(n))
            elif name == "overview":
                b = Tab(t("board.overview"), lambda: self.show_floor("overview"),
                        chosen=lambda: self.overview)
            else:
                b = Button(t("board.haunt"), self.open_haunt_panel)
            b.rect = pygame.Rect(self.tabs_rect.left + i * (width + gap),
                                 self.tabs_rect.top, width, self.tabs_rect.height)
            self.buttons.append(b)
        self.buttons += maps

    def floor_badge(self, floor: str) -> tuple[int, tuple[int, int, int]]:
        """How many things the player may do on a floor (walks, doors, attacks), in
        the legal colour: a move may wait on a floor not on show."""
        n = sum(1 for target in self.targets if target.floor == floor)
        return n, theme.cues(self.app.settings.colorblind).legal

    def haunt_shown(self) -> bool:
        """Has the story shown a haunt (its reveal begun)? Until then nothing of it
        shows: no tab, no panel, no round, no roster, no traitor."""
        return bool(self.game.state.haunt.id) and self.presenter.stage.haunt_on(self.game)

    def open_haunt_panel(self) -> None:
        """The haunt's public panel; the sides' own texts are reached from there."""
        push_scene(self.app, "haunt_panel", self.session, None)

    def show_floor(self, name: str) -> None:
        self.overview = name == "overview"
        if not self.overview:
            self.floor = name
            if not board_draw.any_room_shown(self, name):
                self.fit_house()

    def _hud_buttons(self, last: str, rows: list[tuple[str, Action | None]],
                     cards: list[tuple[str, str]]) -> None:
        """The side panel's buttons, from the bottom up: End turn (or Done with this
        monster), then the rows and the cards; in two columns when they are many."""
        app = self.app
        pad, gap, h = app.px(12), app.px(6), app.text_px(17) * 2
        x, width = self.hud_rect.left + pad, self.hud_rect.width - 2 * pad
        y = self.hud_rect.bottom - pad - h
        end = Button(last, self.end_turn, risky=True)
        end.rect = pygame.Rect(x, y, width, h)
        if self.app.settings.undo:  # how far back the person may go, beside End turn
            left = self.undo_left()
            undo = Button(t("board.undo", n=left) if left else t("board.undo_none"), self.undo,
                          enabled=bool(left), risky=True)
            undo_w = min(width // 3, max(app.px(90), app.text_px(110)))
            undo.rect = pygame.Rect(x + width - undo_w, y, undo_w, h)
            end.rect.width = width - undo_w - gap
            self.buttons.append(undo)
        self.buttons.append(end)
        made = [Button(label, (lambda a=a: self.act(a)) if a is not None else self.attack_menu)
                for label, a in rows]
        made += [CardButton(label, lambda c=cid: self.card_menu(c), card=cid)
                 for label, cid in cards]
        room = y - gap - self.hud_rect.top - hud.head_height(app, self.game, self.hud_rect,
                                                             self.presenter.stage)
        cols = next((c for c in (1, 2, 3) if -(-len(made) // c) * (h + gap) <= room), 3)
        if made and -(-len(made) // cols) * (h + gap) > room:  # still too many: thinner rows
            h = max(app.text_px(16) + app.px(6), room // -(-len(made) // cols) - gap)
        col_w = (width - gap * (cols - 1)) // cols
        per_col = -(-len(made) // cols)
        for i, b in enumerate(made):
            col, row = divmod(i, per_col)
            b.rect = pygame.Rect(x + col * (col_w + gap), y - (per_col - row) * (h + gap),
                                 col_w, h)
            self.buttons.append(b)

    def _legal(self) -> list[Action]:
        p = self.game.prompt
        return self.game.legal_actions(p.seat) if p is not None else []

    def attack_menu(self) -> None:
        """Whom to attack (R8.5; with a distance weapon, along lines of doors too, R8.8)."""
        game = self.game
        fids = list(dict.fromkeys(a.target for a in controls.attacks_on(self._legal())))
        if len(fids) == 1:
            self.aim(fids[0])
            return
        options = [(t("board.attack_who", who=narrate.figure(game, fid)),
                    lambda fid=fid: self.aim(fid)) for fid in fids]
        self._menu(t("board.attack_text"), options)

    def aim(self, fid: int) -> None:
        """Attack a figure (a click on it, or picked from the Attack menu), asking
        with what when there is more than one way."""
        game = self.game
        attacks = controls.attacks_on(self._legal(), fid)
        if len(attacks) == 1:
            self.act(attacks[0])
        elif attacks:
            self._menu(t("board.attack_how", who=narrate.figure(game, fid)),
                       [(narrate.attack_how(game, a), lambda a=a: self.act(a))
                        for a in attacks])

    def _menu(self, text: str, options: list[tuple[str, Callable[[], None]]]) -> None:
        options.append((t("board.close"), lambda: None))
        push_scene(self.app, "choice", t("board.attack"), text, options, cancel=lambda: None)

    def card_menu(self, cid: str) -> None:
        game = self.game
        acts = controls.card_acts(self._legal(), cid)
        options = action_options(game, acts, self.act)
        options.append(Option(t("board.close"), lambda: None))
        push_scene(self.app, "choice", narrate.card(cid), t(f"card.{cid}.text"), options,
                   cancel=lambda: None)

    # ---- acting ------------------------------------------------------------
    def undo_left(self) -> int:
        """How many of the deciding person's own actions may be taken back now: none
        with undo turned off in the settings, for a bot, or while the story plays."""
        seat = self.human_seat()
        if seat is None or not self.app.settings.undo:
            return 0
        return self.session.recording.can_undo(seat)

    def undo(self) -> None:
        """Take back the person's latest action (Ctrl+Z, the Undo button, the pad): the
        engine goes back by replaying its record, and the board shows that game."""
        seat = self.human_seat()
        if seat is None or not self.undo_left():
            if seat is not None and self.app.settings.undo:
                self.app.notify(t("board.undo_nothing"), 3.0)
            return
        action = self.session.undo(seat)
        if action is None:
            return
        self.log = Told(self.session)
        self.hand = TileInHand()
        self.prompt_seen = None
        self.refresh()
        self.app.notify(t("board.undone", what=narrate.action(self.game, action)), 2.5)

    def end_turn(self) -> None:
        """End the turn (or finish with a monster), asking first with moves left."""
        end_turn(self.app, self.game, lambda: self.act(EndTurn()))

    def act(self, action: Action) -> None:
        try:
            events = self.session.submit(action)
        except IllegalAction as exc:
            self.app.notify(narrate.reason(exc))
            return
        self._submitted(events)

    def _submitted(self, events: list[Event]) -> None:
        """After any action (a player's or a bot's): show it, autosave, re-offer."""
        self.presenter.feed(events)
        self._autosave(events)
        self.refresh()

    def haunt_began(self) -> None:
        """The reveal and the sides' secret texts; the presenter waits until they
        close, then shows the Right Now steps on the board."""
        self.overview = True  # the house as built, behind the reveal
        self.refresh()  # the haunt's tab comes with its reveal
        push_scene(self.app, "haunt_reveal", self)

    def game_ended(self) -> None:
        self.ended = True
        self.refresh()
        push_scene(self.app, "game_over", self.session)

    def _ask(self) -> None:
        """Put a new prompt to its human player (behind a hand-over when needed)."""
        game = self.game
        p = game.prompt
        if p is None or p is self.prompt_seen:
            return
        self.prompt_seen = p
        self.refresh()
        who = narrate.explorer(game, p.seat)
        secret = self.session.must_look_away(p.audience)  # the engine says who may look
        changed = self.last_human is not None and self.last_human != p.seat
        self.last_human = p.seat
        if p.kind == "place":
            self._start_placing()
        elif p.kind == "monster":
            self.follow(p.context["monster"])
        elif p.kind == "turn":
            self._keep_turn()
        question = self._question if p.kind in ("choose", "damage") else (lambda: None)
        player = self.session.seats[p.seat].name  # named with the explorer
        if secret:
            push_scene(self.app, "handover", who, t("handover.secret"), question, secret=True,
                       player=player)
        elif changed and self.session.humans() > 1:
            push_scene(self.app, "handover", who, t("handover.turn"), question, player=player)
        else:
            question()

    def _question(self) -> None:
        game = self.game
        p = game.prompt
        if p is None:
            return
        if p.kind == "damage":  # R8.2: the split with - and + and what it does
            push_scene(self.app, "damage", game, self.act)
            return
        legal = [a for a in game.legal_actions(p.seat) if not isinstance(a, Reveal)]
        push_scene(self.app, "choice", t("prompt.title.choose"), narrate.prompt(game),
                   action_options(game, legal, self.act))

    def _start_placing(self) -> None:
        p = self.game.prompt
        assert p is not None
        self.floor, x, y = self.hand.start(p)
        self.overview = False
        self._keep(self.floor, [(x, y)])

    def placing(self) -> bool:
        p = self.game.prompt
        return p is not None and p.kind == "place" and self.human_seat() is not None

    def place_state(self) -> tuple[tuple[int, int] | None, bool, str]:
        return self.hand.state(self.game, self.cams[self.floor], self.view, self.mouse)

    def confirm_place(self) -> None:
        cell, ok, why = self.place_state()
        if cell is None or not ok:
            self.app.notify(why)
            return
        self.act(PlaceTile(self.floor, cell[0], cell[1], self.hand.rotation))

    # ---- input ---------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        app = self.app
        intent = app.intents.of(event)
        if intent == "menu":
            push_scene(app, "pause", self.save)
            return True
        if self.inspector.handle(event, intent):
            return True
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            self.hand.follow_mouse = True
            if self.drag is not None:
                dx, dy = event.pos[0] - self.drag[0], event.pos[1] - self.drag[1]
                if abs(dx) + abs(dy) > 4 or self.dragged:
                    self.dragged = True
                    if not self.placing():
                        cam = self.cams[self.floor]
                        cam.pan(-dx / cam.tile, -dy / cam.tile)
                    self.drag = event.pos
            return False
        if event.type == pygame.JOYAXISMOTION and event.axis in (0, 1):
            value = event.value if abs(event.value) > STICK_DEAD else 0.0
            self.stick = (value, self.stick[1]) if event.axis == 0 else (self.stick[0], value)
            return True
        if intent is None and event.type == pygame.KEYDOWN and event.key == PANEL_KEY and \
                self.haunt_shown():
            self.open_haunt_panel()
            return True
        if intent == "fit_house":
            self.fit_house()
            return True
        if intent == "center_me":
            self.centre_on_me()
            return True
        if intent == "undo":
            self.undo()
            return True
        if intent == "fast":
            self.fast = not self.fast
            self.app.notify(t("board.fast_on") if self.fast else t("board.fast_off"), 2.0)
            return True
        if intent in ("next_floor", "prev_floor") and self.placing():
            self.hand.rotate(1 if intent == "next_floor" else -1)  # shoulder buttons turn it
            return True
        if intent in ("next_floor", "prev_floor"):
            i = FLOORS.index(self.floor) + (1 if intent == "next_floor" else -1)
            self.show_floor(FLOORS[i % len(FLOORS)])
            return True
        if intent in ("zoom_in", "zoom_out"):
            self.set_zoom(self.zoom + (1 if intent == "zoom_in" else -1))
            return True
        if intent in PAN:
            dx, dy = PAN[intent]
            self.cams[self.floor].pan(dx * 0.5, dy * 0.5)
            return True
        if intent == "log" or (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
                               and self.log_rect.collidepoint(event.pos)):
            push_scene(app, "history", self.log)
            return True
        if event.type == pygame.MOUSEWHEEL and self.log_rect.collidepoint(self.mouse):
            self.log.scroll_by(event.y)  # over the log it scrolls; over the board it zooms
            return True
        if event.type == pygame.MOUSEWHEEL:
            if self.placing():
                self.hand.rotate(-event.y)
            else:
                self.set_zoom(self.zoom + (1 if event.y > 0 else -1))
            return True
        if not self.presenter.idle:
            if intent == "confirm" or (event.type == pygame.MOUSEBUTTONDOWN
                                       and event.button == 1):
                self.presenter.skip()
            return False
        if self.placing():
            return self._placing_input(event, intent)
        return self._turn_input(event, intent)

    def set_zoom(self, level: int) -> None:
        self.zoom = max(0, min(len(ZOOMS) - 1, level))
        self.fitted = False
        self._tile_px()

    def _placing_input(self, event: pygame.event.Event, intent: str | None) -> bool:
        if intent == "rotate":
            self.hand.rotate(1)
            return True
        if intent == "rotate_back":
            self.hand.rotate(-1)
            return True
        if intent in ("left", "right", "up", "down"):
            self.hand.step_cell(1 if intent in ("right", "down") else -1)
            return True
        if intent == "confirm":
            self.hand.follow_mouse = False
            self.confirm_place()
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.drag, self.dragged = event.pos, False
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.drag = None
            if self.view.collidepoint(event.pos):
                self.mouse = event.pos
                self.confirm_place()
            return True
        return False

    def _turn_input(self, event: pygame.event.Event, intent: str | None) -> bool:
        items = self._focusables()
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for b in self.buttons:
                if b.rect.collidepoint(event.pos):
                    b.action()
                    return True
            self.drag, self.dragged = event.pos, False
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            was_drag = self.dragged
            self.drag, self.dragged = None, False
            if not was_drag and self.view.collidepoint(event.pos):
                self.click_board(event.pos)
            return True
        if intent == "end_turn" and self.human_seat() is not None:
            self.end_turn()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_TAB and items:
            step = -1 if event.mod & pygame.KMOD_SHIFT else 1
            self.focus = (self.focus + step) % len(items)
            self._center_on_focus(items)
            return True
        if intent in board_focus.WAYS:  # the arrows move the selection (board_focus)
            chosen = board_focus.step(self, items, self.focus, intent)
            if chosen is not None:
                self.focus = chosen
                self._center_on_focus(items)
            return True
        if intent == "confirm" and 0 <= self.focus < len(items):
            self._activate(items[self.focus])
            return True
        return False

    def _focusables(self) -> list[Target | Button]:
        return [*self.targets, *self.buttons]

    def focused(self) -> Target | Button | None:
        items = self._focusables()
        return items[self.focus] if 0 <= self.focus < len(items) else None

    def _center_on_focus(self, items: list[Target | Button]) -> None:
        item = items[self.focus]
        if isinstance(item, Target):
            self.floor = item.floor
            self.overview = False
            self._keep(item.floor, [item.cell])

    def _activate(self, item: Target | Button) -> None:
        if isinstance(item, Button):
            item.action()
        elif item.figure is not None:
            self.aim(item.figure)
        elif item.action is not None:
            self.act(item.action)
        else:
            self.walking = list(item.path)

    def click_board(self, pos: tuple[int, int]) -> None:
        if self.overview:
            return
        cam = self.cams[self.floor]
        fid = figure_at(floor_spots(self.game, self.floor, cam, self.view,
                                    self.presenter.stage), pos)
        aims = {target.figure for target in self.targets}
        if fid is not None and fid in aims:
            self.aim(fid)
            return
        cell = cam.to_cell(self.view, *pos)
        for target in self.targets:
            if target.figure is not None:
                continue
            if target.floor == self.floor and target.cell == cell:
                self._activate(target)
                return
        self.inspector.select(pos)  # nothing to do there: what is it?

    # ---- the frame -----------------------------------------------------------
    def animate(self, dt: float, speed: float) -> None:
        """The board's clock, camera, inspector and story, the story `speed` times as
        fast."""
        self.clock += dt
        cam = self.cams[self.floor]
        if self.stick != (0.0, 0.0):
            cam.pan(self.stick[0] * dt * 4, self.stick[1] * dt * 4)
        cam.glide(dt)
        self.inspector.update(dt)
        self.presenter.update(dt * speed)

    def update(self, dt: float) -> None:
        fast = FAST if self.fast and self.session.waiting_for_bot() else 1.0
        self.animate(dt, fast)
        if self.ended or self.app.stack.top is not self or not self.presenter.idle:
            return
        if self.game.prompt is None:
            return
        if self.session.waiting_for_bot():
            self.bot_timer += dt * self.app.settings.bot_speed * fast
            if self.bot_timer >= BOT_DELAY:
                self.bot_timer = 0.0
                self._submitted(self.session.bot_move())
            return
        self._ask()
        if self.walking and self.game.prompt is not None and self.game.prompt.kind == "turn":
            step = Move(self.walking.pop(0))
            if step in self.game.legal_actions(self.game.prompt.seat):
                self.act(step)
            else:
                self.walking = []

    def save(self) -> str:
        """Save the game as a new named file (the pause menu's Save: "Turn 12 - date");
        returns what to tell the player."""
        try:
            path = saved_games.write(self.session)
        except OSError as exc:
            return t("board.save_failed", why=os_problem(exc))
        return t("board.saved", file=saved_games.describe(path))

    def _autosave(self, events: list[Event]) -> None:
        """After every turn (a new one has started) and when the haunt begins."""
        if not any(e.kind in ("turn_started", "haunt_begins") for e in events):
            return
        try:
            saved_games.autosave(self.session)
        except OSError as exc:
            self.app.notify(t("board.autosave_failed", why=os_problem(exc)))

    # ---- drawing ------------------------------------------------------------
    def hud_bottom(self) -> int:
        """The side panel's text stops above its buttons."""
        return min((b.rect.top for b in self.buttons if b.rect.top > self.hud_rect.top
                    and b.rect.left >= self.hud_rect.left), default=self.hud_rect.bottom)

    def active_figure(self) -> int | None:
        """The figure ringed on the board: the monster being moved, else the turn's explorer."""
        p = self.game.prompt
        if p is not None and p.kind == "monster":
            return int(p.context["monster"])
        return self.game.state.turn.seat

    def draw(self, surface: pygame.Surface) -> None:
        board_draw.draw(self, surface)
        self.inspector.draw(surface)
