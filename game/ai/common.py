"""What the bots share: shortest walks through the house (explorers and
monsters) and a look inside card and haunt steps."""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterator
from typing import Any

from game.engine import Action, Game, Move, UseRoom
from game.engine.house import cell_toward, doors_on_side
from game.engine.rules.modifiers import closed_rooms
from game.engine.rules.movement import floor_open, room_exits
from game.engine.rules.room_rule import rule_of, ways_from

Node = tuple[str, int]  # a room and a side of it (R6.10 barriers)


def hurts(game: Game, rid: str) -> bool:
    """Does this room hurt whoever ends a turn in it (R6.5)?"""
    return rule_of(game, rid).hurts_at_end


def first_hop(game: Game, seat: int, wanted: Callable[[str, int], bool],
              through_harm: bool = False) -> Node | None:
    """The first hop on an explorer's shortest walk to a wanted room (and side):
    a room next door, or where a special room's way leads (this room's far side
    past a barrier, the room below a jump, beyond the Revolving Wall). Rooms that
    hurt at the end of a turn are walked into only as the goal, unless
    `through_harm`; rooms closed to the explorer (a haunt's modifier) never."""
    f = game.figure(seat)
    closed = closed_rooms(game, seat)
    start = (f.room, f.side)
    came: dict[Node, Node | None] = {start: None}
    todo = deque([start])
    while todo:
        node = todo.popleft()
        if node != start and wanted(*node):
            while came[node] != start:
                node = came[node]  # type: ignore[assignment]
            return node
        hops = [(other, side) for other, (_how, side) in room_exits(game, *node).items()
                if other not in closed and (through_harm or wanted(other, side) or
                                            not hurts(game, other))]
        hops += [(way.to, way.to_side) for way in ways_from(game, *node)  # rolls, jumps, slides
                 if way.to not in closed]
        for nxt in hops:
            if nxt not in came:
                came[nxt] = node
                todo.append(nxt)
    return None


def frontier(game: Game, rid: str, side: int = 0) -> bool:
    """Has this room (this side of it) an unexplored door on a floor that still
    has rooms to find?"""
    p = game.state.placements.get(rid)
    if p is None or not floor_open(game, p.floor):
        return False
    room = game.rooms[rid]
    return any(d not in room.locked_doors and
               game.grid.room_at(cell_toward(p.floor, p.x, p.y, d)) is None
               for d in doors_on_side(room, p.rotation, side))


def hop_action(game: Game, seat: int, hop: Node, actions: list[Action]) -> Action | None:
    """The legal action that makes this hop: a step, or the ability that takes a
    special room's way there (a barrier crossing, a jump, the Revolving Wall)."""
    f = game.figure(seat)
    steps: list[Action] = [Move(hop[0])]
    steps += [UseRoom(w.ability) for w in ways_from(game, f.room, f.side)
              if w.ability and (w.to, w.to_side) == hop]
    return next((a for a in steps if a in actions), None)


def walk_steps(steps: Any) -> Iterator[dict[str, Any]]:
    """Every step inside these steps, nested ones (roll tiers, branches) included."""
    if isinstance(steps, list | tuple):
        for step in steps:
            yield from walk_steps(step)
    elif isinstance(steps, dict):
        if "do" in steps:
            yield steps
        for value in steps.values():
            if isinstance(value, list | tuple | dict):
                yield from walk_steps(value)
