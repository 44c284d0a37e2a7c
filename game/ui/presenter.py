"""Turns engine events into animations and log lines, one after another.

The engine has already changed its state when events arrive; the presenter
only shows how it got there (a figure walking, a tile dropping, dice tumbling,
a card flipping, a monster rising, an attack's two rolls). While it is busy the
board takes no new answers, and every animation can be sped up or skipped.

A person's roll is in their hands: its dice wait for a Roll press (unless the
auto-roll setting is on) and its result stays until dismissed; a card a person
draws stays until dismissed. A bot's rolls and cards go by themselves.
"""

from __future__ import annotations

from collections import deque
from typing import TYPE_CHECKING

from game import narrate
from game.engine import Event
from game.engine.rules import sides
from game.engine.rules.odds import contest
from game.text import t
from game.ui import roll_text
from game.ui.figure_view import RISE, TILT, WALK, Stage, Walk
from game.ui.piles import FLIGHT
from game.ui.scene import push_scene
from game.ui.sounds import sound_for

if TYPE_CHECKING:
    from game.ui.board_api import BoardView

DROP = 0.3
TOKEN = 0.15
ROLLS = ("dice", "contest", "attack")
# A figure leaves the board, and how (figure_view.EXITS): an explorer falls into
# a grave, a slain monster bursts, one who escapes fades.
GONE = {"died": "fall", "escaped": "fade", "monster_died": "burst"}
# Events that name the traitor, and whether one does: the haunt chosen (after its
# reveal has been read) with a known traitor, a hidden traitor's unmasking.
NAMED = {"haunt_chosen": lambda d: int(d.get("traitor") is not None),
         "traitor_revealed": lambda d: 1}


class Presenter:
    def __init__(self, board: BoardView):
        self.board = board
        self.queue: deque[Event] = deque()
        self.wait = 0.0
        self.blocking = False
        self.until_top = False  # blocked until every scene above the board has closed
        self.later = ""  # the log line of a roll, told when its dice have landed
        self.later_sound: str | None = None  # and its sound (a blow that lands)
        self.stage = Stage()
        self.dropping: dict[str, float] = {}  # room -> seconds since it appeared
        self.flash: dict[tuple[int, str], float] = {}  # (seat, trait) -> seconds left
        self.set_aside: float | None = None  # a tile flying to the discard pile
        self.seat: int | None = None  # whose turn the animations are showing
        self.cards: dict[int, str] = {}  # id of a queued card roll -> the card rolling

    @property
    def speed(self) -> float:
        return self.board.app.settings.animation_speed

    def feed(self, events: list[Event]) -> None:
        """Queue events; each is told in the log when its animation starts, a roll
        once its dice have landed (the log never gives a roll away early)."""
        card = ""
        for e in events:
            e = e.seen_by(None)  # the shared screen keeps secrets (R10.2)
            self.queue.append(e)
            self._hold_back(e)
            if e.kind in ("card_drawn", "card_used"):
                card = e.data["card"]
            elif e.kind == "dice" and card:
                self.cards[id(e)] = card

    def _hold_back(self, e: Event) -> None:
        """Keep what an event changed off the board until its turn in the story."""
        d, stage = e.data, self.stage
        if e.kind == "monster_spawned":
            stage.unseen.add(d["id"])
        elif e.kind == "monster_stunned":
            stage.upright.add(d["id"])
        elif e.kind in GONE:
            stage.leaving.add(d["id"] if e.kind == "monster_died" else d["who"])
        elif e.kind == "token_placed":
            key = (d["token"], d["room"])
            stage.tokens_unseen[key] = stage.tokens_unseen.get(key, 0) + 1
        elif e.kind == "haunt_begins":
            stage.haunt_untold += 1
        elif e.kind == "joined":
            stage.joining.add(d["who"])
        elif e.kind in NAMED:
            stage.traitor_untold += NAMED[e.kind](d)

    @property
    def idle(self) -> bool:
        return not self.queue and not self.blocking and self.wait <= 0

    def skip(self) -> None:
        self.wait = 0.0
        self.stage.skip()

    def update(self, dt: float) -> None:
        step = dt * self.speed
        self.dropping = {r: a + step for r, a in self.dropping.items() if a + step < DROP}
        self.flash = {k: v - dt for k, v in self.flash.items() if v - dt > 0}
        if self.set_aside is not None:
            self.set_aside += step / FLIGHT
            if self.set_aside >= 1:
                self.set_aside = None
        self.stage.update(step)
        self.stage.lifted = self.in_hand()
        if self.until_top and self.board.app.stack.top is self.board:
            self.until_top = self.blocking = False
        self.wait -= step
        while self.queue and not self.blocking and self.wait <= 0:
            self.start(self.queue.popleft())

    def _overlay_done(self) -> None:
        self.blocking = False
        if self.later:
            self.board.log.append(self.later)
            self.later = ""
        if self.later_sound:
            self.board.app.sounds.play(self.later_sound)
            self.later_sound = None

    def start(self, e: Event) -> None:
        board = self.board
        app = board.app
        d = e.data
        line = narrate.event(board.game, e)
        sound = sound_for(board.game, e)
        if e.kind in ROLLS:
            self.later, self.later_sound = line, sound  # told once the dice have landed
        else:
            if line:
                board.log.append(line)
            if sound:
                app.sounds.play(sound)
        if e.kind in ("moved", "monster_moved"):
            fid = d["id"] if e.kind == "monster_moved" else d["who"]
            board.follow(fid)
            if d["frm"] in board.game.state.placements:
                self.stage.walk = Walk(fid, d["frm"], d["to"])
                self.wait = WALK
        elif e.kind in ("room_placed", "room_moved", "room_turned"):  # drops in anew
            self.dropping[d["room"]] = 0.0
            self.wait = DROP
        elif e.kind == "tile_discarded":  # R5.2: face down onto the discard pile
            self.set_aside = 0.0
            self.wait = FLIGHT
        elif e.kind == "turn_started":
            self.seat = d["who"]
            board.follow(d["who"])
        elif e.kind == "trait":
            self.flash[(d["who"], d["trait"])] = 1.2
        elif e.kind == "dice":  # every roll is shown landing on its real faces
            self._dice(e)
        elif e.kind == "contest":
            self.blocking = True
            game = board.game
            who = narrate.explorer(game, d["who"])
            push_scene(app, "dice", [(t("dice.something"), d["their_faces"]),
                                     (who, d["faces"])],
                       roll_text.contest_result(game, d), self._overlay_done,
                       before=t("roll.trait", trait=t(f"trait.{d['trait']}")),
                       wait=self.in_hands(d["who"]) and bool(d["faces"]))
        elif e.kind == "card_drawn":
            self.blocking = True
            card = board.game.content.cards[d["card"]]
            push_scene(app, "card", card, narrate.event(board.game, e), self._overlay_done,
                       stay=self.human(d["who"]))
        elif e.kind == "attack":
            self._attack(e)
        else:
            self._haunt_event(e)

    def _haunt_event(self, e: Event) -> None:
        board, stage, d = self.board, self.stage, e.data
        if e.kind == "monster_spawned":
            stage.unseen.discard(d["id"])
            stage.rising[d["id"]] = 0.0
            board.follow(d["id"])
            self.wait = RISE
        elif e.kind == "token_placed":
            key = (d["token"], d["room"])
            stage.tokens_unseen[key] -= 1
            if not stage.tokens_unseen[key]:
                del stage.tokens_unseen[key]
            self.wait = TOKEN
        elif e.kind == "monster_stunned":
            stage.upright.discard(d["id"])
            stage.tilting[d["id"]] = 0.0
            self.wait = TILT
        elif e.kind in GONE:
            fid = d["id"] if e.kind == "monster_died" else d["who"]
            self.wait = stage.go(fid, GONE[e.kind])
        elif e.kind in NAMED:
            stage.traitor_untold -= NAMED[e.kind](d)
        elif e.kind == "joined":  # a hero turns: everyone is told, its person reads alone
            stage.joining.discard(d["who"])
            self.blocking = self.until_top = True
            push_scene(board.app, "haunt_joined", board.session, d["who"])
        if e.kind == "haunt_begins":
            stage.haunt_untold -= 1  # its reveal begins: the haunt shows
            self.blocking = self.until_top = True  # until the reveal and its secrets close
            board.haunt_began()
        elif e.kind == "game_over":
            self.blocking = True  # nothing more to show: the game-over scene takes over
            board.game_ended()

    def in_hand(self) -> str | None:
        """A room of the house a person is moving (the Mystic Elevator, R6.8): while
        it is in hand it is drawn there, with its riders, and not in its old place."""
        board = self.board
        p = board.game.prompt
        if p is None or not board.placing() or p.context["tile"] not in \
                board.game.state.placements:
            return None
        return str(p.context["tile"])

    def human(self, fid: int | None) -> bool:
        """Is a person at the table behind this figure (a monster: its traitor)? None
        (the house's monsters' roll, with no traitor) is nobody."""
        if fid is None:
            return False
        game = self.board.game
        seat = sides.traitor(game) if sides.is_monster(fid) else fid
        return seat is not None and self.board.session.at_table(seat)

    def in_hands(self, fid: int | None) -> bool:
        """Does this figure's roll wait for its person's Roll press?"""
        return self.human(fid) and not self.board.app.settings.auto_roll

    def _dice(self, e: Event) -> None:
        """One roll: the roller's name and dice count, what it needs, then the outcome."""
        board, d = self.board, e.data
        app, game = board.app, board.game
        self.blocking = True
        card = self.cards.pop(id(e), "")
        label = t("dice.monsters", monster=narrate.haunt_word(game, "monster", d["monster"])) \
            if d.get("purpose") == "monster_move" else narrate.figure(game, d["who"])
        push_scene(app, "dice", [(label, d["faces"])], roll_text.result(game, d, card),
                   self._overlay_done, before=roll_text.target(game, d, card),
                   wait=self.in_hands(d["who"]))

    def _attack(self, e: Event) -> None:
        """Both sides' dice (R8.5), landing on the engine's faces; the outcome below."""
        board, data = self.board, e.data
        app, game = board.app, board.game
        board.follow(data["who"])
        self.blocking = True
        trait = t(f"trait.{data['trait']}")
        rows = [(t("dice.attacker", who=narrate.figure(game, data["who"]), trait=trait),
                 data["faces"]),
                (t("dice.defender", who=narrate.figure(game, data["target"]), trait=trait),
                 data["their_faces"])]
        before = t("roll.attack", trait=trait)
        wait = self.in_hands(data["who"])
        if wait:  # a person about to roll is told the chances (R8.5)
            odds = contest(len(data["faces"]), len(data["their_faces"]))
            before = t("dice.odds", before=before, win=round(odds.win * 100),
                       tie=round(odds.tie * 100), lose=round(odds.lose * 100))
        push_scene(app, "dice", rows, narrate.attack_line(game, data), self._overlay_done,
                   narrate.attack_outcome(game, data), before=before, wait=wait)
