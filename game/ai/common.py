"""What the bots share: shortest walks through the house (explorers and
monsters) and a look inside card and haunt steps."""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterator
from typing import Any

from game.engine import Action, Game, Move, UseRoom
from game.engine.house import cell_toward, doors_on_side
from game.engine.rules.modifiers import closed_rooms
from game.engine.rules.monsters import monster_exits
from game.engine.rules.movement import floor_open, room_exits

Node = tuple[str, int]  # a room and a side of it (R6.10 barriers)
HARMFUL_END = ("end_turn_damage",)  # rooms that hurt whoever ends a turn in them


def drop(game: Game, rid: str) -> str | None:
    """Where a fall from this room lands: the chute's slide (R6.3), a jump down
    the Collapsed Room's hole (R6.4) or from the Gallery (R6.6)."""
    rule = game.rooms[rid].rule
    st = game.state
    if rule == "coal_chute":
        return "basement_landing"
    if rule == "collapsed_room":
        return next((t.room for t in st.tokens if t.kind == "below_collapsed"), None)
    if rule == "gallery" and "ballroom" in st.placements:
        return "ballroom"
    return None


def first_hop(game: Game, seat: int, wanted: Callable[[str, int], bool],
              through_harm: bool = False) -> Node | None:
    """The first hop on an explorer's shortest walk to a wanted room (and side):
    a room next door, this room's far side when a barrier is in the way, or the
    room below a jump. Rooms that hurt at the end of a turn are walked into
    only as the goal, unless `through_harm`; rooms closed to the explorer (a
    haunt's modifier) never."""
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
                                            game.rooms[other].rule not in HARMFUL_END)]
        if game.rooms[node[0]].rule == "barrier":
            hops.append((node[0], 1 - node[1]))  # a roll away
        below = drop(game, node[0])
        if below is not None:
            hops.append((below, 0))
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
    """The legal action that makes this hop: a step, a barrier crossing, a jump."""
    here = game.figure(seat).room
    for step in (Move(hop[0]), UseRoom("cross" if hop[0] == here else "jump")):
        if step in actions:
            return step
    return None


def monster_hop(game: Game, room: str, wanted: Callable[[str], bool],
                mid: int | None = None) -> str | None:
    """A monster's next room on its shortest way to a wanted room (R9.8): `room`
    itself when it is wanted, None when no wanted room can be reached. Given the
    monster `mid`, its powers count (a flier passes walls)."""
    if wanted(room):
        return room
    came: dict[str, str] = {room: room}
    todo = deque([room])
    while todo:
        here = todo.popleft()
        for nxt in monster_exits(game, here, mid):
            if nxt in came:
                continue
            came[nxt] = here
            if wanted(nxt):
                while came[nxt] != room:
                    nxt = came[nxt]
                return nxt
            todo.append(nxt)
    return None


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
