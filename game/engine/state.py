"""The whole game as plain data: lists, dicts, strings and ints, nothing else.

`GameState.to_json()` / `GameState.from_json()` round-trip without loss; the
pending effect queue and the open prompt are part of the state, so a game can
be stopped and resumed anywhere.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Any

Effect = dict[str, Any]
"""A pending effect: {"do": name, ...arguments}. Card steps are effects too."""


@dataclass
class Prompt:
    """Who must decide what: the engine waits here for an Action."""

    seat: int
    kind: str
    options: list[Any] = field(default_factory=list)
    context: dict[str, Any] = field(default_factory=dict)
    private: bool = False  # R10.1: only its seat may look while it is asked (a card to pick)

    @property
    def audience(self) -> frozenset[int] | None:
        """Who may look while it is asked: None for the whole table; a private
        prompt's options are for its seat's eyes only (see game/engine/events.py)."""
        return frozenset({self.seat}) if self.private else None

    def seen_by(self, viewer: int | None) -> dict[str, Any]:
        """The prompt as `viewer` may read it in a view (None: the shared screen):
        its seat reads it whole; anyone else reads whose it is and what kind, never
        another seat's open choices (R10.2)."""
        if viewer == self.seat:
            return self.to_json()
        return {"seat": self.seat, "kind": self.kind}

    def to_json(self) -> dict[str, Any]:
        out = {"seat": self.seat, "kind": self.kind, "options": self.options,
               "context": self.context}
        if self.private:
            out["private"] = True
        return out

    @staticmethod
    def from_json(d: dict[str, Any]) -> Prompt:
        return Prompt(d["seat"], d["kind"], d["options"], d["context"],
                      bool(d.get("private", False)))


@dataclass
class Placement:
    floor: str
    x: int
    y: int
    rotation: int = 0


@dataclass
class Figure:
    """One seat's explorer: its trait marker positions, room, cards and marks."""

    seat: int
    explorer: str
    traits: dict[str, int]  # marker index on the track (0 = lowest value)
    room: str
    side: int = 0  # which side of a barrier room (R6.10)
    cards: list[str] = field(default_factory=list)  # items, omens, kept events
    used_rooms: list[str] = field(default_factory=list)  # R6.2 once per game
    lingering: list[dict[str, Any]] = field(default_factory=list)  # {card, turns, steps}
    alive: bool = True  # R8.4: explorers die at the skull once the haunt is on
    escaped: bool = False  # left the house, as some haunts allow

    @property
    def in_house(self) -> bool:
        return self.alive and not self.escaped


MONSTER_BASE = 100
"""Monster figure ids start here, so one int names any figure: seats are below."""


@dataclass
class Monster:
    """A haunt's monster (R9.8): fixed trait values come from the haunt's data."""

    id: int
    kind: str
    room: str
    side: int = 0
    stunned: bool = False  # R8.9
    alive: bool = True
    moves: int = 0  # spaces left in its current turn
    attacked: bool = False  # R9.8: one attack a turn
    cards: list[str] = field(default_factory=list)  # items it carries (R9.8, power `carries`)
    died: int = -1  # the haunt round it died in (power `regenerates`), -1 alive


@dataclass
class Turn:
    seat: int
    number: int = 1
    moves: int = 0  # spaces spent this turn
    movement_over: bool = False  # R4.2 and friends
    moved: bool = False  # left the starting room this turn (R6.8 whole turn)
    start_room: str = ""
    omens: list[list[str]] = field(default_factory=list)  # [card, room] drawn (R3.2)
    item_acts: list[str] = field(default_factory=list)  # R7.4
    rolls: list[str] = field(default_factory=list)  # R3.3 rolls made this turn
    attacked: bool = False  # R8.5: one attack a turn


@dataclass
class Token:
    kind: str
    room: str
    side: int = 0
    link: int = 0  # tokens with the same kind and link connect (passages)
    holder: int = -1  # the figure carrying it (haunt tokens), or -1 lying in its room
    value: int = 0  # a haunt token's number (docs/HAUNTS.md, Tokens); 0 for a decoy
    face_down: bool = False  # its value is hidden from every seat until it is turned up


@dataclass
class HauntState:
    """The haunt as play goes on (R9). Whatever only some seats may know sits
    under `secret`, which `Game.view` strips whole."""

    avoid: list[int] = field(default_factory=list)  # haunt numbers to pass over (R9.4)
    omen: str = ""  # the omen and room of the roll that started it (R9.2)
    room: str = ""
    revealer: int = -1  # -1: the haunt has not begun
    turn: int = 0
    id: str = ""  # the haunt chosen from the chart ("" until then)
    number: int = 0
    traitor: int | None = None  # the traitor as everyone knows it (None while hidden)
    allies: list[int] = field(default_factory=list)  # more seats on the traitor's side
    anchor: int = -1  # the seat whose place in the order ends a round (R9.6)
    counters: dict[str, int] = field(default_factory=dict)
    round: int = 0  # haunt rounds ended
    opening: bool = False  # the first haunt turn is still to come
    ready: bool = False  # the Right Now steps are done
    winner: str = ""
    rooms: dict[str, dict[str, Any]] = field(default_factory=dict)  # rooms that changed
    modifiers: list[dict[str, Any]] = field(default_factory=list)  # rules changed for now
    fired: list[str] = field(default_factory=list)  # `once` triggers that have run
    secret: dict[str, Any] = field(default_factory=dict)  # {"traitor": seat, "tokens": [..]}

    @property
    def begun(self) -> bool:
        return self.revealer >= 0

    def to_json(self) -> dict[str, Any]:
        return copy.deepcopy(vars(self))

    @staticmethod
    def from_json(d: dict[str, Any]) -> HauntState:
        return HauntState(**copy.deepcopy(d))


@dataclass
class GameState:
    seed: int
    rng: int
    figures: list[Figure]
    order: list[int]  # seats in turn order, clockwise from the first player
    turn: Turn
    placements: dict[str, Placement]
    stack: list[str]  # face-down room tiles, top last
    tile_discard: list[str]
    decks: dict[str, list[str]]  # top last
    card_discard: dict[str, list[str]]
    resolving: list[str] = field(default_factory=list)  # event cards being read out
    piles: dict[str, list[str]] = field(default_factory=dict)  # item piles by room
    tokens: list[Token] = field(default_factory=list)
    monsters: list[Monster] = field(default_factory=list)
    card_state: dict[str, dict[str, Any]] = field(default_factory=dict)
    omens_drawn: int = 0
    queue: list[Effect] = field(default_factory=list)
    prompt: Prompt | None = None
    phase: str = "explore"  # explore | haunt | over
    haunt: HauntState = field(default_factory=HauntState)
    closed_floors: list[str] = field(default_factory=list)  # R5.4 last resort
    actions: int = 0

    # ---- JSON ---------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        return {
            "seed": self.seed,
            "rng": self.rng,
            "figures": [vars(f).copy() for f in self.figures],
            "order": list(self.order),
            "turn": vars(self.turn).copy(),
            "placements": {k: vars(p).copy() for k, p in self.placements.items()},
            "stack": list(self.stack),
            "tile_discard": list(self.tile_discard),
            "decks": {k: list(v) for k, v in self.decks.items()},
            "card_discard": {k: list(v) for k, v in self.card_discard.items()},
            "resolving": list(self.resolving),
            "piles": {k: list(v) for k, v in self.piles.items()},
            "tokens": [vars(t).copy() for t in self.tokens],
            "monsters": [vars(m).copy() for m in self.monsters],
            "card_state": self.card_state,
            "omens_drawn": self.omens_drawn,
            "queue": self.queue,
            "prompt": self.prompt.to_json() if self.prompt else None,
            "phase": self.phase,
            "haunt": self.haunt.to_json(),
            "closed_floors": list(self.closed_floors),
            "actions": self.actions,
        }

    @staticmethod
    def from_json(d: dict[str, Any]) -> GameState:
        d = copy.deepcopy(d)
        return GameState(
            seed=d["seed"],
            rng=d["rng"],
            figures=[Figure(**f) for f in d["figures"]],
            order=d["order"],
            turn=Turn(**d["turn"]),
            placements={k: Placement(**p) for k, p in d["placements"].items()},
            stack=d["stack"],
            tile_discard=d["tile_discard"],
            decks=d["decks"],
            card_discard=d["card_discard"],
            resolving=d["resolving"],
            piles=d["piles"],
            tokens=[Token(**t) for t in d["tokens"]],
            monsters=[Monster(**m) for m in d.get("monsters", [])],
            card_state=d["card_state"],
            omens_drawn=d["omens_drawn"],
            queue=d["queue"],
            prompt=Prompt.from_json(d["prompt"]) if d["prompt"] else None,
            phase=d["phase"],
            haunt=HauntState.from_json(d["haunt"]),
            closed_floors=d["closed_floors"],
            actions=d["actions"],
        )
