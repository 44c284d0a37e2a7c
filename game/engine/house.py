"""The house as a grid: where rooms stand, which doors meet, which doorways are open.

Pure functions over `placements` (room id -> Placement) and the room
definitions; the engine keeps one `Grid` index per game and rebuilds it only
when a room is placed or moved.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from functools import cache

from game.content.types import DIRECTIONS, RoomDef
from game.engine.state import Placement

STEP = ((0, -1), (1, 0), (0, 1), (-1, 0))  # N E S W; y grows southwards

Cell = tuple[str, int, int]  # floor, x, y


def opposite(d: int) -> int:
    return (d + 2) % 4


def cell_toward(floor: str, x: int, y: int, d: int) -> Cell:
    dx, dy = STEP[d]
    return floor, x + dx, y + dy


def parse_dirs(text: str) -> frozenset[int]:
    return frozenset(DIRECTIONS.index(t.strip()) for t in text.split(",") if t.strip())


@cache
def _rotate(doors: frozenset[int], rotation: int) -> frozenset[int]:
    return frozenset((d + rotation) % 4 for d in doors)


def world_doors(room: RoomDef, rotation: int) -> frozenset[int]:
    """Doors of a placed room in world directions (rotation = clockwise quarter turns)."""
    return _rotate(room.doors, rotation)


def passable_doors(room: RoomDef, rotation: int) -> frozenset[int]:
    """The doors of a placed room one may go through: all but its locked ones."""
    return world_doors(room, rotation) - room.locked_doors


def barrier_sides(room: RoomDef, rotation: int) -> tuple[frozenset[int], frozenset[int]] | None:
    """The doors on each side of a barrier room (R6.10), or None for other rooms."""
    sides = room.params.get("sides")
    if not sides:
        return None
    near, _, far = str(sides).partition("|")
    return _rotate(parse_dirs(near), rotation), _rotate(parse_dirs(far), rotation)


def side_of_door(room: RoomDef, rotation: int, d: int) -> int:
    sides = barrier_sides(room, rotation)
    if sides is None:
        return 0
    return 1 if d in sides[1] else 0


def doors_on_side(room: RoomDef, rotation: int, side: int) -> frozenset[int]:
    sides = barrier_sides(room, rotation)
    if sides is None:
        return world_doors(room, rotation)
    return sides[side]


class Grid:
    """Index of placed rooms by cell, built from placements."""

    def __init__(self, placements: Mapping[str, Placement]):
        self.at: dict[Cell, str] = {(p.floor, p.x, p.y): rid for rid, p in placements.items()}

    def room_at(self, cell: Cell) -> str | None:
        return self.at.get(cell)


def meets(rooms: Mapping[str, RoomDef], placements: Mapping[str, Placement], grid: Grid,
          rid: str, d: int) -> str | None:
    """The room that door `d` of `rid` connects to, if a door faces it back (R4.6)."""
    p = placements[rid]
    other = grid.room_at(cell_toward(p.floor, p.x, p.y, d))
    if other is None:
        return None
    q = placements[other]
    if opposite(d) in world_doors(rooms[other], q.rotation):
        return other
    return None


def doorways(rooms: Mapping[str, RoomDef], placements: Mapping[str, Placement],
             grid: Grid, floor: str) -> Iterator[tuple[str, int]]:
    """(room, direction) of each door on `floor` that leads to an empty cell (R5.4)."""
    for rid, p in placements.items():
        if p.floor != floor:
            continue
        for d in passable_doors(rooms[rid], p.rotation):
            if grid.room_at(cell_toward(floor, p.x, p.y, d)) is None:
                yield rid, d


def open_doorways(rooms: Mapping[str, RoomDef], placements: Mapping[str, Placement],
                  grid: Grid, floor: str) -> list[tuple[str, int]]:
    return list(doorways(rooms, placements, grid, floor))


def has_open_doorway(rooms: Mapping[str, RoomDef], placements: Mapping[str, Placement],
                     grid: Grid, floor: str) -> bool:
    return next(doorways(rooms, placements, grid, floor), None) is not None


def connected_doors(rooms: Mapping[str, RoomDef], grid: Grid, room: RoomDef,
                    placements: Mapping[str, Placement], cell: Cell, rotation: int) -> int:
    """How many doors of `room`, put at `cell` turned `rotation`, meet a neighbour's door."""
    floor, x, y = cell
    count = 0
    for d in world_doors(room, rotation):
        other = grid.room_at(cell_toward(floor, x, y, d))
        if other is not None and opposite(d) in world_doors(
                rooms[other], placements[other].rotation):
            count += 1
    return count


def floor_components(rooms: Mapping[str, RoomDef], placements: Mapping[str, Placement],
                     grid: Grid, floor: str) -> int:
    """How many door-connected groups the rooms of `floor` form."""
    ids = [rid for rid, p in placements.items() if p.floor == floor]
    seen: set[str] = set()
    groups = 0
    for start in ids:
        if start in seen:
            continue
        groups += 1
        todo = [start]
        seen.add(start)
        while todo:
            rid = todo.pop()
            for d in world_doors(rooms[rid], placements[rid].rotation):
                other = meets(rooms, placements, grid, rid, d)
                if other is not None and other not in seen:
                    seen.add(other)
                    todo.append(other)
    return groups


def remaining_for(rooms: Mapping[str, RoomDef], tiles: Iterable[str], floor: str) -> int:
    return sum(1 for t in tiles if floor in rooms[t].floors)
