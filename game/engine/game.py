"""The engine's front: a queue of effects that runs until someone must decide.

    game = Game.new(content, Setup(seed=7, explorers=[...], today=(11, 21)))
    game.prompt                 # who decides what
    game.legal_actions(seat)    # the answers they may give
    events = game.submit(action)

Rule modules never call each other: they push effects (`push` resolves next,
`push_end` after everything queued) and the loop here pops and resolves them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.content.types import Content
from game.engine import rng
from game.engine.actions import Action
from game.engine.errors import IllegalAction
from game.engine.events import Event
from game.engine.house import Grid
from game.engine.registry import ANSWERS, EFFECTS, INTERCEPTS, LEGAL, OUTLIVES, ROOM_RULES
from game.engine.rules.conditions import winner
from game.engine.rules.haunt import finish
from game.engine.rules.triggers import fire
from game.engine.state import MONSTER_BASE, Effect, Figure, GameState, Placement, Prompt


@dataclass(frozen=True)
class Setup:
    """Everything a new game is made from: a save stores this and the actions."""

    seed: int
    explorers: tuple[str, ...]  # by seat, clockwise
    today: tuple[int, int]  # (month, day) for the birthday rule (R2.5)
    avoid: tuple[int, ...] = ()  # haunt numbers already played (R9.4, a setting)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"seed": self.seed, "explorers": list(self.explorers),
                               "today": list(self.today)}
        if self.avoid:
            out["avoid"] = list(self.avoid)
        return out

    @staticmethod
    def from_json(d: Any) -> Setup:
        """Strictly: exactly these fields, each of its own type and range (no
        coercion, nothing extra); anything else raises ValueError."""
        if not isinstance(d, dict) or not {"seed", "explorers", "today"} <= d.keys() \
                or not d.keys() <= {"seed", "explorers", "today", "avoid"}:
            raise ValueError("a setup has seed, explorers, today and maybe avoid")
        seed, explorers, today = d["seed"], d["explorers"], d["today"]
        avoid = d.get("avoid", [])
        if type(seed) is not int or not -1 << 63 <= seed < 1 << 63:
            raise ValueError("the seed is not a 64-bit whole number")
        if not isinstance(explorers, list) or not all(
                type(e) is str and 0 < len(e) <= 64 for e in explorers):
            raise ValueError("the explorers are not a list of names")
        if not isinstance(today, list) or len(today) != 2 or not all(
                type(n) is int for n in today) or not (1 <= today[0] <= 12
                                                       and 1 <= today[1] <= 31):
            raise ValueError("today is not [month, day]")
        if not isinstance(avoid, list) or len(avoid) > 1000 or not all(
                type(n) is int and 0 <= n < 1000 for n in avoid):
            raise ValueError("avoid is not a list of haunt numbers")
        return Setup(seed, tuple(explorers), (today[0], today[1]), tuple(avoid))


class Game:
    def __init__(self, content: Content, state: GameState):
        self.content = content
        self.rooms = content.rooms
        self.state = state
        self._events: list[Event] = []
        self._grid: Grid | None = None
        self._legal: tuple[Prompt, list[Action]] | None = None
        # rooms whose rule leads somewhere other than through a door (room_rule.ways_from)
        self.special_rooms = tuple(sorted(
            rid for rid, room in self.rooms.items()
            if room.rule in ROOM_RULES and ROOM_RULES[room.rule].has_ways))

    # ---- construction --------------------------------------------------
    @classmethod
    def new(cls, content: Content, setup: Setup) -> Game:
        from game.engine.rules.setup import initial_state

        game = cls(content, initial_state(content, setup))
        game.push({"do": "setup"})
        game._run()
        return game

    # ---- the public API --------------------------------------------------
    @property
    def prompt(self) -> Prompt | None:
        return self.state.prompt

    @property
    def last_events(self) -> list[Event]:
        """The events of the last submit (or of setting up, for a new game)."""
        return self._events

    @property
    def over(self) -> bool:
        return self.state.prompt is None

    def legal_actions(self, seat: int) -> list[Action]:
        p = self.state.prompt
        if p is None or p.seat != seat:
            return []
        if self._legal is None or self._legal[0] is not p:
            self._legal = (p, LEGAL[p.kind](self, p))
        return self._legal[1]

    def submit(self, action: Action) -> list[Event]:
        p = self.state.prompt
        if p is None:
            raise IllegalAction("game_over")
        if action not in self.legal_actions(p.seat):
            from game.engine.rules.reasons import why_illegal

            raise why_illegal(self, p, action)
        self._events = []
        self.state.prompt = None
        self.state.actions += 1
        ANSWERS[p.kind](self, p, action)
        self._run()
        return self._events

    def view(self, seat: int | None) -> dict[str, Any]:
        """The state as `seat` may see it (None: the shared screen): no deck or
        stack order, no random state, no seed or action list to rebuild them from
        (R10.2), no other seat's open choices, no value of a face-down token."""
        data = self.state.to_json()
        for hidden in ("rng", "queue", "seed", "actions"):
            data.pop(hidden)
        data["stack"] = len(self.state.stack)
        data["tile_discard"] = len(self.state.tile_discard)
        data["decks"] = {k: len(v) for k, v in self.state.decks.items()}
        if self.state.prompt is not None:
            data["prompt"] = self.state.prompt.seen_by(seat)
        for token in data["tokens"]:  # R10.2: a face-down token's value is nobody's
            if token["face_down"]:
                token["value"] = None
        secret = data["haunt"].pop("secret")  # R9.12, R10.2: only one's own part
        if seat is not None and "tokens" in secret:
            data["haunt"]["mine"] = {"token": secret["tokens"][seat]}
        paper = secret.get("papers", {}).get(str(seat)) if seat is not None else None
        if paper is not None:  # a secret paper dealt to this seat alone (docs/HAUNTS.md)
            data["haunt"].setdefault("mine", {})["paper"] = paper
        return data

    # ---- for rule modules ------------------------------------------------
    def push(self, *effects: Effect) -> None:
        """Resolve these next, in the order given."""
        self.state.queue[0:0] = effects

    def push_end(self, *effects: Effect) -> None:
        """Resolve these after everything already queued."""
        self.state.queue.extend(effects)

    def push_steps(self, steps: Any, who: int, card: str = "") -> None:
        """Queue card or room steps on behalf of `who` (the "you" of R3.0)."""
        self.push(*({**s, "who": who, "card": card} for s in steps))

    def ask(self, seat: int, kind: str, options: list[Any] | None = None, /, *,
            private: bool = False, **context: Any) -> None:
        """Wait for `seat` to decide; a `private` prompt is asked behind a hand-over,
        its options for that seat's eyes only (R10.1)."""
        self.state.prompt = Prompt(seat, kind, options or [], context, private)

    def emit(self, kind: str, /, seat: int | None = None, secret: tuple[str, ...] = (),
             **data: Any) -> None:
        event = Event(kind, data, seat, secret)
        self._events.append(event)
        if self.state.phase == "haunt":
            fire(self, event)

    def dice(self, count: int) -> list[int]:
        """Roll `count` dice (R1.1: at most 8); the faces, in order."""
        faces = []
        state = self.state.rng
        for _ in range(max(0, min(count, 8))):
            state, k = rng.below(state, 6)
            faces.append(rng.DIE_FACES[k])
        self.state.rng = state
        return faces

    def shuffle(self, items: list[Any]) -> None:
        state = self.state.rng
        for i in range(len(items) - 1, 0, -1):
            state, j = rng.below(state, i + 1)
            items[i], items[j] = items[j], items[i]
        self.state.rng = state

    def figure(self, seat: int) -> Figure:
        return self.state.figures[seat]

    @property
    def grid(self) -> Grid:
        if self._grid is None:
            self._grid = Grid(self.state.placements)
        return self._grid

    def set_placement(self, rid: str, placement: Placement | None) -> None:
        """Place, move or (None) lift a room; keeps the grid index true."""
        if placement is None:
            self.state.placements.pop(rid, None)
        else:
            self.state.placements[rid] = placement
        self._grid = None

    def refresh(self) -> None:
        """Forget cached answers after the state was changed by hand (tests, tools)."""
        self._grid = None
        self._legal = None

    # ---- the loop ------------------------------------------------------
    def _run(self) -> None:
        """Resolve effects until someone must decide. Once the haunt is on, the
        goals are checked after every step (R9.11); effects for an explorer who
        has died or left the house are dropped, except those that end a turn."""
        st = self.state
        while True:
            if st.phase == "haunt":
                side = winner(self)
                if side is not None:
                    finish(self, side)
                    return
            if st.prompt is not None or st.phase == "over":
                return
            if st.queue:
                eff = st.queue.pop(0)
                who = eff.get("who")
                if isinstance(who, int) and who < MONSTER_BASE and \
                        not st.figures[who].in_house and eff["do"] not in OUTLIVES:
                    continue
                own = INTERCEPTS.get(st.haunt.id)
                if own and eff["do"] in own and own[eff["do"]](self, eff):
                    continue  # the haunt's own module took this effect over
                EFFECTS[eff["do"]](self, eff)
            elif st.figures[st.turn.seat].in_house:
                st.prompt = Prompt(st.turn.seat, "turn")
            else:
                self.push({"do": "end_turn", "who": st.turn.seat})

