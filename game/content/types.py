"""Plain content records: rooms, explorers and cards as the engine reads them.

These types import nothing of ours, so the engine can depend on them while the
loaders (which need pytmx and the file system) stay outside the engine.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

FLOORS = ("basement", "ground", "upper")
TRAITS = ("might", "speed", "knowledge", "sanity")
PHYSICAL = ("might", "speed")
MENTAL = ("knowledge", "sanity")
DECKS = ("event", "item", "omen")

# Directions: 0 north, 1 east, 2 south, 3 west (clockwise, so rotating a tile a
# quarter turn clockwise adds one to every door).
DIRECTIONS = "NESW"

Step = dict[str, Any]
"""One effect of the effect vocabulary, as written in card data (see docs/CONTENT.md)."""


@dataclass(frozen=True)
class RoomDef:
    id: str
    floors: frozenset[str]
    doors: frozenset[int]
    symbol: str | None = None
    rule: str | None = None
    params: dict[str, Any] = field(default_factory=dict, compare=False, hash=False)
    start: bool = False
    outdoor: bool = False
    locked_doors: frozenset[int] = frozenset()

    @property
    def name_key(self) -> str:
        return f"room.{self.id}.name"

    @property
    def text_key(self) -> str:
        return f"room.{self.id}.text"


@dataclass(frozen=True)
class TraitTrack:
    values: tuple[int, ...]
    start: int


@dataclass(frozen=True)
class ExplorerDef:
    id: str
    card: str
    age: int
    birthday: tuple[int, int]  # (month, day)
    color: str
    traits: dict[str, TraitTrack] = field(compare=False, hash=False)


@dataclass(frozen=True)
class ItemUse:
    """What using a held card does (R7.2): its steps and how it is limited."""

    steps: tuple[Step, ...]
    discard: bool = False  # discarded after its first use
    requires_haunt: bool = False
    uses: int = 0  # discarded after this many uses (0: no limit)


@dataclass(frozen=True)
class CardDef:
    id: str
    deck: str
    on_draw: tuple[Step, ...] = ()
    on_gain: tuple[Step, ...] = ()
    on_lose: tuple[Step, ...] = ()
    use: ItemUse | None = None
    keep: bool = False
    companion: bool = False
    tradable: bool = True
    also_item: bool = False
    weapon: dict[str, Any] | None = field(default=None, compare=False, hash=False)

    @property
    def held(self) -> bool:
        """Items and omens stay with their holder (R1.5); events only when kept."""
        return self.deck != "event" or self.keep


@dataclass(frozen=True)
class StartTile:
    room: str
    floor: str
    x: int
    y: int
    rotation: int = 0


SIDES = ("heroes", "traitor")


@dataclass(frozen=True)
class MonsterDef:
    kind: str
    traits: dict[str, int] = field(compare=False, hash=False)  # only the traits it has
    attack: str = "might"
    killable: bool | dict[str, Any] = False  # R8.9: or a condition (docs/HAUNTS.md)
    distance: bool = False  # R8.8
    powers: dict[str, Any] = field(default_factory=dict, compare=False, hash=False)
    look: dict[str, Any] = field(default_factory=dict, compare=False, hash=False)  # content.looks


@dataclass(frozen=True)
class HauntAction:
    name: str
    side: str  # heroes | traitor | any
    where: dict[str, Any] = field(compare=False, hash=False)
    steps: tuple[Step, ...] = ()
    once_per_turn: bool = True  # R3.3
    monsters: bool = False


@dataclass(frozen=True)
class HauntDef:
    """One haunt scenario (docs/HAUNTS.md); its words are `haunt.<id>.*` texts."""

    id: str
    number: int
    chart: tuple[tuple[str, str], ...]
    traitor: dict[str, Any] = field(compare=False, hash=False)
    monsters: dict[str, MonsterDef] = field(compare=False, hash=False)
    allies: tuple[dict[str, Any], ...] = ()  # more traitors, chosen at the reveal
    setup: tuple[Step, ...] = ()
    on_reveal: tuple[Step, ...] = ()
    actions: dict[str, HauntAction] = field(default_factory=dict, compare=False, hash=False)
    goals: dict[str, tuple[dict[str, Any], ...]] = field(default_factory=dict, compare=False,
                                                         hash=False)
    bots: dict[str, Any] = field(default_factory=dict, compare=False, hash=False)
    triggers: tuple[dict[str, Any], ...] = ()  # docs/HAUNTS.md, Triggers
    modifiers: tuple[dict[str, Any], ...] = ()  # rules changed while the haunt lasts
    room_states: dict[str, tuple[dict[str, Any], ...]] = field(
        default_factory=dict, compare=False, hash=False)  # state -> its modifiers
    tokens: dict[str, dict[str, Any]] = field(
        default_factory=dict, compare=False, hash=False)  # token kind -> its properties

    @property
    def hidden(self) -> bool:
        return self.traitor.get("rule") == "hidden"


@dataclass
class Content:
    rooms: dict[str, RoomDef]
    explorers: dict[str, ExplorerDef]
    cards: dict[str, CardDef]
    start: tuple[StartTile, ...]
    fingerprint: str = ""
    haunts: dict[str, HauntDef] = field(default_factory=dict)
    chart: dict[tuple[str, str], str] = field(default_factory=dict)  # (omen, room) -> haunt

    def haunt_by_number(self, number: int) -> HauntDef:
        return next(h for h in self.haunts.values() if h.number == number)

    def deck(self, kind: str) -> list[str]:
        return [c.id for c in self.cards.values() if c.deck == kind]
