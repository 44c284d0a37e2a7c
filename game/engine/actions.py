"""Actions: the only way anyone (a player, a bot, a test) changes the game.

Each is an immutable record with a JSON form (`to_json` / `action_from_json`),
so a saved game is a list of them.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields
from typing import Any, ClassVar


@dataclass(frozen=True)
class Action:
    type: ClassVar[str] = ""

    def to_json(self) -> dict[str, Any]:
        return {"type": self.type, **asdict(self)}


@dataclass(frozen=True)
class Move(Action):
    """Walk one step to a connected room (a door, the stairs, a passage)."""

    type: ClassVar[str] = "move"
    to: str


@dataclass(frozen=True)
class Explore(Action):
    """Go through an unexplored door of your room (world direction N/E/S/W)."""

    type: ClassVar[str] = "explore"
    direction: str


@dataclass(frozen=True)
class PlaceTile(Action):
    """Put the tile in hand (or a moving room) at a spot with a rotation (0-3)."""

    type: ClassVar[str] = "place_tile"
    floor: str
    x: int
    y: int
    rotation: int


@dataclass(frozen=True)
class Choose(Action):
    """Pick one option of a choice prompt."""

    type: ClassVar[str] = "choose"
    option: str


@dataclass(frozen=True)
class AssignDamage(Action):
    """Split damage over traits (R8.2): how many steps each trait loses."""

    type: ClassVar[str] = "assign_damage"
    might: int = 0
    speed: int = 0
    knowledge: int = 0
    sanity: int = 0


@dataclass(frozen=True)
class UseItem(Action):
    type: ClassVar[str] = "use_item"
    card: str


@dataclass(frozen=True)
class GiveItem(Action):
    type: ClassVar[str] = "give_item"
    card: str
    to: int


@dataclass(frozen=True)
class DropItem(Action):
    type: ClassVar[str] = "drop_item"
    card: str


@dataclass(frozen=True)
class PickUpItem(Action):
    type: ClassVar[str] = "pick_up_item"
    card: str


@dataclass(frozen=True)
class UseRoom(Action):
    """Use your room's own ability: cross a barrier, jump down, turn a wall..."""

    type: ClassVar[str] = "use_room"
    ability: str


@dataclass(frozen=True)
class Attack(Action):
    """Attack a figure (R8.5): a seat, or a monster id (100 and up); `weapon` is a
    held card that changes the trait or reaches along a line of doors (R8.8)."""

    type: ClassVar[str] = "attack"
    target: int
    weapon: str = ""
    trait: str = ""  # another trait to attack with, where the haunt allows one


@dataclass(frozen=True)
class HauntAct(Action):
    """Do one of the haunt's own actions (a rite, taking a token, escaping...)."""

    type: ClassVar[str] = "haunt_act"
    name: str


@dataclass(frozen=True)
class Reveal(Action):
    """A hidden traitor shows their token (R9.12)."""

    type: ClassVar[str] = "reveal"


@dataclass(frozen=True)
class EndTurn(Action):
    type: ClassVar[str] = "end_turn"


ACTION_TYPES: dict[str, type[Action]] = {
    cls.type: cls
    for cls in (
        Move, Explore, PlaceTile, Choose, AssignDamage, UseItem, GiveItem, DropItem,
        PickUpItem, UseRoom, Attack, HauntAct, Reveal, EndTurn,
    )
}


class ActionFormatError(ValueError):
    """An action record that does not have the form of any action."""


def action_from_json(data: Any) -> Action:
    if not isinstance(data, dict):
        raise ActionFormatError("an action must be an object")
    cls = ACTION_TYPES.get(data.get("type"))  # type: ignore[arg-type]
    if cls is None:
        raise ActionFormatError(f"unknown action type {data.get('type')!r}")
    kwargs: dict[str, Any] = {}
    for f in fields(cls):
        if f.name not in data:
            if f.default is not f.default_factory:  # has a default
                continue
            raise ActionFormatError(f"{cls.type} is missing {f.name!r}")
        value = data[f.name]
        expected = int if f.type in ("int",) else str
        if type(value) is not expected:
            raise ActionFormatError(f"{cls.type}.{f.name} must be {expected.__name__}")
        kwargs[f.name] = value
    extra = set(data) - {"type"} - {f.name for f in fields(cls)}
    if extra:
        raise ActionFormatError(f"{cls.type} has unknown fields {sorted(extra)}")
    return cls(**kwargs)
