"""The exploration board: the house floor by floor, the HUD, the log, and every
question of the engine put to the right player, who answers by mouse, keys or pad."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game import narrate
from game.content.types import DIRECTIONS, FLOORS
from game.engine import (
    Action,
    DropItem,
    EndTurn,
    Event,
    Explore,
    Game,
    GiveItem,
    IllegalAction,
    Move,
    PickUpItem,
    PlaceTile,
    UseItem,
    UseRoom,
)
from game.engine.house import cell_toward
from game.engine.rules.movement import reachable
from game.text import t
from game.ui import hud, saved_games, theme
from game.ui.house_view import Camera, draw_figures, draw_room, draw_target, draw_tokens
from game.ui.piles import draw_piles
from game.ui.presenter import DROP, Presenter
from game.ui.scene import Scene
from game.ui.scenes.choice import ChoiceOverlay
from game.ui.scenes.handover import HandOver
from game.ui.session import Session
from game.ui.tile_in_hand import TileInHand
from game.ui.widgets import Button, draw_text, panel

if TYPE_CHECKING:
    from game.app import App

SECRET_TOPICS = ("search_pick",)  # choices whose options only the chooser may see (R10)
BOT_DELAY = 0.45
FAST = 5.0
STICK_DEAD = 0.25
ZOOMS = (56, 72, 96, 120, 150, 190, 240)


@dataclass
class Target:
    """Something on the board the player can act on: walk to a room, open a door."""

    label: str
    floor: str
    cell: tuple[int, int]
    action: Action | None  # None: walk a path
    path: list[str]


class BoardScene(Scene):
    def __init__(self, app: App, session: Session):
        self.session = session
        self.log: list[str] = []
        self.presenter = Presenter(self)
        self.floor = "ground"
        self.overview = False
        self.cams = {f: Camera() for f in FLOORS}
        self.zoom = 3
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
        self.backdrop = pygame.Surface(size)
        self.backdrop.fill(theme.INK)
        pygame.draw.rect(self.backdrop, theme.INK_2, self.view, border_radius=app.px(8))
        panel(self.backdrop, self.hud_rect, alpha=235)
        panel(self.backdrop, self.log_rect, alpha=210)
        self._tile_px()
        self.refresh()

    def _tile_px(self) -> None:
        px = self.app.px(ZOOMS[self.zoom])
        for cam in self.cams.values():
            cam.tile = px

    def follow(self, seat: int) -> None:
        """Show the floor a figure is on, centred near it."""
        f = self.game.figure(seat)
        p = self.game.state.placements.get(f.room)
        if p is None:
            return
        self.floor = p.floor
        self.overview = False
        cam = self.cams[p.floor]
        cam.cx, cam.cy = float(p.x), float(p.y)

    # ---- what the player may do now ----------------------------------------
    def human_seat(self) -> int | None:
        if not self.presenter.idle:
            return None
        return self.session.waiting_for_human()

    def refresh(self) -> None:
        """Rebuild targets and buttons from the prompt (after every change)."""
        self.targets, self.buttons = [], []
        app = self.app
        tabs = [*FLOORS, "overview"]
        width = (self.tabs_rect.width - app.px(6) * (len(tabs) - 1)) // len(tabs)
        for i, name in enumerate(tabs):
            b = Button(t(f"floor.{name}") if name != "overview" else t("board.overview"),
                       lambda n=name: self.show_floor(n))
            b.rect = pygame.Rect(self.tabs_rect.left + i * (width + app.px(6)),
                                 self.tabs_rect.top, width, self.tabs_rect.height)
            self.buttons.append(b)
        seat = self.human_seat()
        p = self.game.prompt
        if seat is None or p is None or p.kind != "turn":
            return
        legal = self.game.legal_actions(seat)
        self._board_targets(seat, legal)
        self._hud_buttons(seat, legal)

    def show_floor(self, name: str) -> None:
        self.overview = name == "overview"
        if not self.overview:
            self.floor = name

    def _board_targets(self, seat: int, legal: list[Action]) -> None:
        game = self.game
        f = game.figure(seat)
        here = game.state.placements[f.room]
        for a in legal:
            if isinstance(a, Explore):
                d = DIRECTIONS.index(a.direction)
                _, x, y = cell_toward(here.floor, here.x, here.y, d)
                self.targets.append(Target(narrate.action(game, a), here.floor, (x, y), a, []))
        for rid, path in reachable(self.game, seat).items():
            p = game.state.placements[rid]
            label = t("board.walk", room=narrate.room(rid), cost=len(path))
            self.targets.append(Target(label, p.floor, (p.x, p.y), None, path))

    def _hud_buttons(self, seat: int, legal: list[Action]) -> None:
        app = self.app
        game = self.game
        x = self.hud_rect.left + app.px(12)
        width = self.hud_rect.width - app.px(24)
        h = app.text_px(17) * 2
        gap = app.px(6)
        y = self.hud_rect.bottom - app.px(12) - h
        end = Button(t("action.end_turn"), lambda: self.act(EndTurn()))
        end.rect = pygame.Rect(x, y, width, h)
        self.buttons.append(end)
        rows: list[Button] = []
        for a in legal:
            if isinstance(a, UseRoom | PickUpItem):
                rows.append(Button(narrate.action(game, a), lambda a=a: self.act(a)))
        for cid in game.figure(seat).cards:
            acts = [a for a in legal if isinstance(a, UseItem | GiveItem | DropItem)
                    and a.card == cid]
            label = narrate.card(cid) + (" …" if acts else "")
            rows.append(Button(label, lambda c=cid, acts=acts: self.card_menu(c, acts)))
        for b in reversed(rows):
            y -= h + gap
            b.rect = pygame.Rect(x, y, width, h)
            self.buttons.append(b)

    def card_menu(self, cid: str, acts: list[Action]) -> None:
        game = self.game
        options = [(narrate.action(game, a), lambda a=a: self.act(a)) for a in acts]
        options.append((t("board.close"), lambda: None))
        self.app.push(ChoiceOverlay(self.app, narrate.card(cid), t(f"card.{cid}.text"),
                                    options, cancel=lambda: None))

    # ---- acting ------------------------------------------------------------
    def act(self, action: Action) -> None:
        try:
            events = self.session.submit(action)
        except IllegalAction as exc:
            self.app.notify(str(exc))
            return
        self._submitted(events)

    def _submitted(self, events: list[Event]) -> None:
        """After any action (a player's or a bot's): show it, autosave, re-offer."""
        self.presenter.feed(events)
        self._autosave(events)
        self.refresh()

    def haunt_began(self) -> None:
        from game.ui.scenes.haunt import HauntReveal

        self.ended = True
        self.overview = True  # the house as built, behind the reveal
        self.app.push(HauntReveal(self.app, self))

    def _ask(self) -> None:
        """Put a new prompt to its human player (behind a hand-over when needed)."""
        game = self.game
        p = game.prompt
        if p is None or p is self.prompt_seen:
            return
        self.prompt_seen = p
        self.refresh()
        who = narrate.explorer(game, p.seat)
        secret = p.kind == "choose" and p.context.get("topic") in SECRET_TOPICS
        changed = self.last_human is not None and self.last_human != p.seat
        self.last_human = p.seat
        if p.kind == "place":
            self._start_placing()
        question = self._question if p.kind in ("choose", "damage") else (lambda: None)
        if secret:
            self.app.push(HandOver(self.app, who, t("handover.secret"), question))
        elif changed and self.session.humans() > 1:
            self.app.push(HandOver(self.app, who, t("handover.turn"), question))
        else:
            question()

    def _question(self) -> None:
        game = self.game
        p = game.prompt
        if p is None:
            return
        legal = game.legal_actions(p.seat)
        options = [(narrate.action(game, a), lambda a=a: self.act(a)) for a in legal]
        title = t("prompt.title.damage") if p.kind == "damage" else t("prompt.title.choose")
        self.app.push(ChoiceOverlay(self.app, title, narrate.prompt(game), options))

    def _start_placing(self) -> None:
        p = self.game.prompt
        assert p is not None
        self.floor, x, y = self.hand.start(p)
        self.overview = False
        cam = self.cams[self.floor]
        cam.cx, cam.cy = float(x), float(y)

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
            from game.ui.scenes.pause import PauseScene

            app.push(PauseScene(app, self.save))
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
                        cam.cx -= dx / cam.tile
                        cam.cy -= dy / cam.tile
                    self.drag = event.pos
            return False
        if event.type == pygame.JOYAXISMOTION and event.axis in (0, 1):
            value = event.value if abs(event.value) > STICK_DEAD else 0.0
            self.stick = (value, self.stick[1]) if event.axis == 0 else (self.stick[0], value)
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
            self.act(EndTurn())
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_TAB and items:
            step = -1 if event.mod & pygame.KMOD_SHIFT else 1
            self.focus = (self.focus + step) % len(items)
            self._center_on_focus(items)
            return True
        if intent in ("up", "down", "left", "right"):
            if items and intent in ("up", "down") and event.type == pygame.JOYHATMOTION:
                self.focus = (self.focus + (1 if intent == "down" else -1)) % len(items)
                self._center_on_focus(items)
                return True
            cam = self.cams[self.floor]
            dx, dy = {"up": (0, -1), "down": (0, 1), "left": (-1, 0), "right": (1, 0)}[intent]
            cam.cx += dx * 0.5
            cam.cy += dy * 0.5
            return True
        if intent == "confirm" and 0 <= self.focus < len(items):
            self._activate(items[self.focus])
            return True
        return False

    def _focusables(self) -> list[Target | Button]:
        return [*self.targets, *self.buttons]

    def _center_on_focus(self, items: list[Target | Button]) -> None:
        item = items[self.focus]
        if isinstance(item, Target):
            self.floor = item.floor
            self.overview = False
            cam = self.cams[item.floor]
            cam.cx, cam.cy = float(item.cell[0]), float(item.cell[1])

    def _activate(self, item: Target | Button) -> None:
        if isinstance(item, Button):
            item.action()
        elif item.action is not None:
            self.act(item.action)
        else:
            self.walking = list(item.path)

    def click_board(self, pos: tuple[int, int]) -> None:
        if self.overview:
            return
        cell = self.cams[self.floor].to_cell(self.view, *pos)
        for target in self.targets:
            if target.floor == self.floor and target.cell == cell:
                self._activate(target)
                return

    # ---- the frame -----------------------------------------------------------
    def update(self, dt: float) -> None:
        self.clock += dt
        cam = self.cams[self.floor]
        cam.cx += self.stick[0] * dt * 4
        cam.cy += self.stick[1] * dt * 4
        fast = FAST if self.fast and self.session.waiting_for_bot() else 1.0
        self.presenter.update(dt * fast)
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
            return t("board.save_failed", why=exc.strerror or str(exc))
        return t("board.saved", file=saved_games.describe(path))

    def _autosave(self, events: list[Event]) -> None:
        """After every turn (a new one has started) and when the haunt begins."""
        if not any(e.kind in ("turn_started", "haunt_begins") for e in events):
            return
        try:
            saved_games.autosave(self.session)
        except OSError as exc:
            self.app.notify(t("board.autosave_failed", why=exc.strerror or str(exc)))

    # ---- drawing ------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        app = self.app
        surface.blit(self.backdrop, (0, 0))
        clip = surface.get_clip()
        surface.set_clip(self.view)
        if self.overview:
            self._draw_overview(surface)
        else:
            self._draw_floor(surface, self.floor, self.cams[self.floor], self.view, True)
        surface.set_clip(clip)
        pygame.draw.rect(surface, theme.FLOOR[self.floor] if not self.overview else theme.MUTED,
                         self.view, width=2, border_radius=app.px(8))
        seat = self.presenter.seat if not self.presenter.idle and self.presenter.seat is not None \
            else self.game.prompt.seat if self.game.prompt else self.game.state.turn.seat
        hud.draw_hud(surface, app, self.game, seat, self.hud_rect, self.presenter.flash,
                     self._player_label(seat))
        hud.draw_log(surface, app, self.log, self.log_rect)
        items = self._focusables()
        for b in self.buttons:
            focused = 0 <= self.focus < len(items) and items[self.focus] is b
            hovered = b.rect.collidepoint(self.mouse)
            active_tab = (b.label in (t(f"floor.{self.floor}"),) and not self.overview) or \
                (self.overview and b.label == t("board.overview"))
            b.draw(surface, app.text_px(16), focused or active_tab, hovered)
        if not self.overview:
            draw_piles(surface, self.game, self.view, app.px(40), app.text_px(15),
                       self.presenter.set_aside)
        self._draw_hint(surface)

    def _player_label(self, seat: int) -> str:
        s = self.session.seats[seat]
        return t("hud.human", name=s.name) if s.human else t("hud.bot")

    def _draw_hint(self, surface: pygame.Surface) -> None:
        app = self.app
        p = self.game.prompt
        if p is None:
            return
        if self.session.waiting_for_bot():
            text = t("board.bot_thinking", who=narrate.explorer(self.game, p.seat))
        elif self.placing():
            _cell, ok, why = self.place_state()
            text = t("place.hint") if ok else why
        else:
            text = narrate.prompt(self.game)
        size = app.text_px(17)
        rect = pygame.Rect(0, 0, min(self.view.width - app.px(150), app.px(760)),
                           round(size * 1.9))
        rect.bottomleft = (self.view.left + app.px(10), self.view.bottom - app.px(10))
        panel(surface, rect, alpha=200)
        draw_text(surface, text, (rect.left + app.px(10), rect.centery), "body", size,
                  anchor="midleft")

    def _floor_rooms(self, floor: str) -> list[str]:
        return [rid for rid, p in self.game.state.placements.items() if p.floor == floor]

    def _draw_floor(self, surface: pygame.Surface, floor: str, cam: Camera, view: pygame.Rect,
                    interactive: bool) -> None:
        game = self.game
        st = game.state
        for rid in self._floor_rooms(floor):
            p = st.placements[rid]
            rect = cam.cell_rect(view, p.x, p.y)
            if not rect.colliderect(view):
                continue
            age = self.presenter.dropping.get(rid)
            if age is not None:
                k = min(age / DROP, 1.0)
                grow = round(rect.width * 0.25 * (1 - k))
                draw_room(surface, game, rid, rect.inflate(grow, grow), round(120 + 135 * k))
            else:
                draw_room(surface, game, rid, rect)
            draw_tokens(surface, game, rid, rect)
        cues = theme.cues(self.app.settings.colorblind)
        if interactive:
            items = self._focusables()
            focused = items[self.focus] if 0 <= self.focus < len(items) else None
            for target in self.targets:
                if target.floor == floor:
                    draw_target(surface, cam.cell_rect(view, *target.cell),
                                None if target.action is not None else len(target.path),
                                target is focused, self.mouse, cues)
        draw_figures(surface, self.game, floor, cam, view, self.presenter.walk, self.clock)
        if interactive and self.placing() and floor == self.floor:
            self.hand.draw(surface, self.game, floor, cam, view, self.mouse, cues)

    def _draw_overview(self, surface: pygame.Surface) -> None:
        app = self.app
        third = (self.view.width - app.px(16)) // 3
        for i, floor in enumerate(FLOORS):
            view = pygame.Rect(self.view.left + app.px(4) + i * (third + app.px(4)),
                               self.view.top + app.text_px(28), third,
                               self.view.height - app.text_px(32))
            rooms = [self.game.state.placements[r] for r in self._floor_rooms(floor)]
            xs, ys = [p.x for p in rooms], [p.y for p in rooms]
            span = max(max(xs) - min(xs) + 1, max(ys) - min(ys) + 1, 3)
            cam = Camera((max(xs) + min(xs)) / 2, (max(ys) + min(ys)) / 2,
                         max(16, min(view.width, view.height) // span))
            draw_text(surface, t(f"floor.{floor}"), (view.centerx, self.view.top + app.px(6)),
                      "bold", app.text_px(18), theme.FLOOR[floor], "midtop")
            clip = surface.get_clip()
            surface.set_clip(view)
            self._draw_floor(surface, floor, cam, view, False)
            surface.set_clip(clip)
