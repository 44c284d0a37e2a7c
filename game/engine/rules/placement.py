"""Where a haunt puts things (docs/HAUNTS.md, Placement): the `where` of a spawn
or a token, and distance through the house.

House distance counts every way a figure could ever take between two rooms: doors
and stairs from either side of a barrier (R6.10), passages, and every way the
special rooms make (the Coal Chute, the Gallery, the Collapsed Room's hole, the
Revolving Wall), both ways, as monsters use them (R6.13); not the choice of the
first to go down the Collapsed Room, which is no way until someone makes it.
"Farthest" is by house distance from where the step is made, so it is never
just the maker's pocket of the house.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any

from game.engine.registry import PLACES
from game.engine.rules import sides
from game.engine.rules.movement import room_exits
from game.engine.rules.room_rule import rule_of, ways_from

if TYPE_CHECKING:
    from game.engine.game import Game

def house_exits(game: Game, room: str) -> list[str]:
    """Rooms one space from `room` by any way: doors and passages of either side of
    a barrier, plus the ways the special rooms make, for explorers or monsters
    (room_rule.ways_from; not a `first` way, still to be chosen)."""
    out = dict.fromkeys(list(room_exits(game, room, 0)) + list(room_exits(game, room, 1)))
    for way in ways_from(game, room) + ways_from(game, room, monster=True):
        if not way.first:
            out[way.to] = None
    out.pop(room, None)
    return list(out)


def distances(game: Game, start: str, exits: Callable[[Game, str], Iterable[str]]
              ) -> dict[str, int]:
    """Spaces from a room to every room `exits` leads to from it, nearest first."""
    if start not in game.state.placements:
        return {}
    seen = {start: 0}
    todo = deque([start])
    while todo:
        room = todo.popleft()
        for other in exits(game, room):
            if other not in seen:
                seen[other] = seen[room] + 1
                todo.append(other)
    return seen


def house_distances(game: Game, start: str) -> dict[str, int]:
    """House distance from a room to every room connected to it, nearest first."""
    return distances(game, start, house_exits)


def by_distance(game: Game, here: str) -> list[str]:
    """Rooms farthest first by house distance (never `here`, never the Coal Chute,
    which slides everything on); starting tiles only after other rooms of the same
    distance; rooms not connected at all last."""
    dist = house_distances(game, here)
    rooms = game.rooms
    near = sorted((r for r in dist if r != here and not rule_of(game, r).slides_on),
                  key=lambda r: (-dist[r], rooms[r].start, r))
    return near + sorted(r for r in game.state.placements if r not in dist)


def where_rooms(game: Game, fid: int, spec: Any) -> list[str]:
    """The rooms a `where` names: always at least one (else the maker's room)."""
    here = sides.where(game, fid)[0]
    kind, params = place_kind(spec)
    rooms = PLACES[kind].run(game, here, params)
    return rooms or [here]


def place_kind(spec: Any) -> tuple[str, dict[str, Any]]:
    """A `where` as (word, parameters): "here", a room id, or an object whose one
    word key names the placement (other keys are its parameters)."""
    if spec == "here":
        return "here", {}
    if isinstance(spec, str):
        return "room", {"room": spec}
    if not isinstance(spec, dict):
        return "", {}
    kinds = [k for k in spec if k in PLACES]
    return (kinds[0], spec) if len(kinds) == 1 else ("", spec)


@PLACES.word("here")
def _here(game: Game, here: str, spec: dict[str, Any]) -> list[str]:
    """The maker's room."""
    return [here]


@PLACES.word("room", {"room": "room"})
def _room(game: Game, here: str, spec: dict[str, Any]) -> list[str]:
    """A room by id (written as a plain string), if it is in the house."""
    return [spec["room"]] if spec["room"] in game.state.placements else []


@PLACES.word("rooms", {"rooms": "rooms"})
def _rooms(game: Game, here: str, spec: dict[str, Any]) -> list[str]:
    """Each of these rooms (a room id or a list of them) that is in the house,
    in the order written; none of them: where_rooms falls back to here."""
    named = spec["rooms"]
    return [r for r in ([named] if isinstance(named, str) else named)
            if r in game.state.placements]


@PLACES.word("symbol", {"symbol": "str"}, {"n": "number"})
def _symbol(game: Game, here: str, spec: dict[str, Any]) -> list[str]:
    """The `n` rooms with this card symbol farthest from here."""
    from game.engine.rules.numbers import amount

    far = [r for r in by_distance(game, here) if game.rooms[r].symbol == spec["symbol"]]
    return far[:amount(game, spec.get("n", 1))]


@PLACES.word("farthest", {"farthest": "number"}, {"floor": "floor"})
def _farthest(game: Game, here: str, spec: dict[str, Any]) -> list[str]:
    """The `n` rooms farthest from here by house distance (on one floor if given)."""
    from game.engine.rules.numbers import amount

    far = [r for r in by_distance(game, here)
           if spec.get("floor") in (None, game.state.placements[r].floor)]
    return far[:amount(game, spec["farthest"])]


@PLACES.word("random", {"random": "number"}, {"floor": "floor"})
def _random(game: Game, here: str, spec: dict[str, Any]) -> list[str]:
    """`n` different rooms drawn at random (the engine's dice), never here."""
    from game.engine.rules.numbers import amount

    pool = sorted(r for r, p in game.state.placements.items()
                  if r != here and spec.get("floor") in (None, p.floor)
                  and not rule_of(game, r).slides_on)
    game.shuffle(pool)
    return pool[:amount(game, spec["random"])]


@PLACES.word("each_room_of", {"each_room_of": "floor"})
def _each_room_of(game: Game, here: str, spec: dict[str, Any]) -> list[str]:
    """Each room of a floor."""
    return sorted(r for r, p in game.state.placements.items()
                  if p.floor == spec["each_room_of"])


@PLACES.word("adjacent", {"adjacent": "bool"})
def _adjacent(game: Game, here: str, spec: dict[str, Any]) -> list[str]:
    """Each room one space from here (by any way)."""
    return sorted(house_exits(game, here))
