"""Movement (R4): spaces, doors, stairs, the secret door and passages."""

from __future__ import annotations

from heapq import heappop, heappush
from typing import TYPE_CHECKING

from game.content.types import DIRECTIONS
from game.engine.actions import Action, Explore, Move
from game.engine.house import (
    cell_toward,
    doors_on_side,
    meets,
    open_doorways,
    opposite,
    remaining_for,
    side_of_door,
)
from game.engine.registry import effect
from game.engine.rules import modifiers
from game.engine.rules.room_rule import rule_of, ways_from
from game.engine.rules.sides import slowing
from game.engine.rules.traits import value
from game.engine.state import Effect

if TYPE_CHECKING:
    from game.engine.game import Game

STAIRS = ("grand_staircase", "upper_landing")  # R4.8
SECRET_DOOR = ("foyer", "stairs_from_basement")  # R4.8
PASSAGE_TOKENS = ("secret_passage", "secret_stairs")


def allowance(game: Game, seat: int) -> int:
    """Spaces this turn: your Speed, but always at least one (R4.1, R4.4)."""
    return max(value(game, seat, "speed"), 1)


def spaces_left(game: Game, seat: int) -> int:
    return allowance(game, seat) - game.state.turn.moves


def leave_cost(game: Game, seat: int, room: str) -> int:
    """One space, plus one for each opponent in the room (R4.7), plus what the
    haunt adds (modifier `leave_cost`)."""
    return 1 + slowing(game, seat, room) + modifiers.total(game, "leave_cost", seat, room)


def can_move(game: Game, seat: int) -> bool:
    turn = game.state.turn
    return turn.seat == seat and not turn.movement_over and \
        spaces_left(game, seat) >= leave_cost(game, seat, game.figure(seat).room)


def exits(game: Game, seat: int) -> dict[str, tuple[str, int]]:
    """Rooms one space away from a figure: room -> (how, side you arrive on)."""
    f = game.figure(seat)
    found = room_exits(game, f.room, f.side)
    closed = modifiers.closed_rooms(game, seat)
    return {r: way for r, way in found.items() if r not in closed} if closed else found


def room_exits(game: Game, rid: str, side: int = 0) -> dict[str, tuple[str, int]]:
    """Rooms one space away from a side of a room: doors that meet (R4.6), the
    stairs and the secret door (R4.8), passage tokens."""
    st = game.state
    here = game.rooms[rid]
    p = st.placements[rid]
    found: dict[str, tuple[str, int]] = {}
    shut = blocked_doors(game)
    for d in sorted(doors_on_side(here, p.rotation, side)):
        if d in here.locked_doors:
            continue
        other = meets(game.rooms, st.placements, game.grid, rid, d)
        if other is not None and frozenset((rid, other)) not in shut:
            q = st.placements[other]
            found[other] = ("door", side_of_door(game.rooms[other], q.rotation, opposite(d)))
    for other, way in _ways_on(game, rid, side).items():
        found.setdefault(other, way)
    return found


def _ways_on(game: Game, rid: str, side: int) -> dict[str, tuple[str, int]]:
    """Rooms a side of a room leads to other than by a door: the stairs and the
    secret door (R4.8), passage tokens."""
    st = game.state
    found: dict[str, tuple[str, int]] = {}
    for pair, how in ((STAIRS, "stairs"), (SECRET_DOOR, "secret_door")):
        if rid in pair:
            other = pair[1 - pair.index(rid)]
            if other in st.placements:
                found.setdefault(other, (how, 0))
    for t in st.tokens:
        if t.kind in PASSAGE_TOKENS and t.room == rid and t.side == side:
            for u in st.tokens:
                if u.kind == t.kind and u.link == t.link and u.room != rid:
                    found.setdefault(u.room, (t.kind, u.side))
    return found


def links(game: Game, rid: str) -> list[tuple[str, str]]:
    """Where a room leads other than through a door, as (how, room): the stairs and
    the secret door (R4.8), passage tokens, from either side of the room, and the
    ways that take you on as you enter (the Coal Chute's slide, R6.3). Only rooms
    already in the house."""
    found = {other: how for side in (0, 1)
             for other, (how, _side) in _ways_on(game, rid, side).items()}
    for way in ways_from(game, rid):
        if not way.ability:
            found.setdefault(way.to, way.how)
    return sorted((how, other) for other, how in found.items())


def reachable(game: Game, seat: int) -> dict[str, list[str]]:
    """Rooms the active explorer can walk to with the spaces left this turn, each
    with the shortest path (rooms in order). Walks end in rooms that move you on
    or ask for a roll to leave."""
    f = game.figure(seat)
    budget = spaces_left(game, seat)
    if game.state.turn.movement_over or budget <= 0:
        return {}
    start = (f.room, f.side)
    closed = modifiers.closed_rooms(game, seat)
    paths: dict[tuple[str, int], list[str]] = {start: []}
    cost = {start: 0}
    todo = [(0, start)]
    while todo:  # cheapest first: leaving a room with opponents costs more (R4.7)
        spent, node = heappop(todo)
        if spent > cost[node] or (node != start and rule_of(game, node[0]).stops_walks):
            continue
        step = leave_cost(game, seat, node[0])
        if spent + step > budget:
            continue
        for other, (_how, side) in room_exits(game, *node).items():
            if other in closed:
                continue
            nxt = (other, side)
            if nxt not in cost or spent + step < cost[nxt]:
                cost[nxt] = spent + step
                paths[nxt] = [*paths[node], other]
                heappush(todo, (spent + step, nxt))
    return {room: path for (room, _side), path in paths.items() if path}


def blocked_doors(game: Game) -> set[frozenset[str]]:
    """Pairs of rooms whose shared door a card has blocked (two linked tokens)."""
    ends: dict[int, list[str]] = {}
    for t in game.state.tokens:
        if t.kind == "blocked_door":
            ends.setdefault(t.link, []).append(t.room)
    return {frozenset(rooms) for rooms in ends.values() if len(rooms) == 2}


def floor_open(game: Game, floor: str) -> bool:
    """Can a new room still be found on this floor (R5.5)?"""
    st = game.state
    if floor in st.closed_floors:
        return False
    return remaining_for(game.rooms, st.stack, floor) + \
        remaining_for(game.rooms, st.tile_discard, floor) > 0


def unexplored_doorways(game: Game, floor: str) -> list[tuple[str, int]]:
    """(room, direction) of every door on `floor` that leads to an empty cell while
    new rooms can still be found there (R5.4, R5.5)."""
    if not floor_open(game, floor):
        return []
    return open_doorways(game.rooms, game.state.placements, game.grid, floor)


def explorable(game: Game, seat: int) -> list[int]:
    """Directions of unexplored doors of your room you could go through now."""
    st = game.state
    f = game.figure(seat)
    p = st.placements[f.room]
    here = game.rooms[f.room]
    if not floor_open(game, p.floor):
        return []
    return [d for d in sorted(doors_on_side(here, p.rotation, f.side))
            if d not in here.locked_doors
            and game.grid.room_at(cell_toward(p.floor, p.x, p.y, d)) is None]


def legal(game: Game, seat: int) -> list[Action]:
    if not can_move(game, seat):
        return []
    acts: list[Action] = [Move(r) for r in exits(game, seat)]
    acts += [Explore(DIRECTIONS[d]) for d in explorable(game, seat)]
    return acts


def act(game: Game, seat: int, action: Action) -> bool:
    if isinstance(action, Move):
        how, side = exits(game, seat)[action.to]
        step = {"do": "step", "who": seat, "to": action.to, "via": how, "side": side,
                "cost": leave_cost(game, seat, game.figure(seat).room)}
        game.push({"do": "leave_room", "who": seat, "next": step})
        return True
    if isinstance(action, Explore):
        d = DIRECTIONS.index(action.direction)
        game.push({"do": "leave_room", "who": seat,
                   "next": {"do": "explore", "who": seat, "direction": d}})
        return True
    return False


@effect("step")
def step(game: Game, eff: Effect) -> None:
    """Put a figure in a room: spends `cost` spaces, then the room is entered."""
    seat = eff["who"]
    f = game.figure(seat)
    turn = game.state.turn
    came_from = f.room
    f.room = eff["to"]
    f.side = eff.get("side", 0)
    for t in game.state.tokens:
        if t.holder == seat:  # carried tokens go along
            t.room, t.side = f.room, f.side
    if turn.seat == seat:
        turn.moves += eff.get("cost", 0)
        turn.moved = True
    game.emit("moved", who=seat, frm=came_from, to=f.room, via=eff.get("via", "door"),
              side=f.side, cost=eff.get("cost", 0), discovered=eff.get("discovered", False))
    game.push({"do": "entered", "who": seat, "room": f.room, "via": eff.get("via", "door"),
               "discovered": eff.get("discovered", False)})


@effect("end_movement")
def end_movement(game: Game, eff: Effect) -> None:
    turn = game.state.turn
    if turn.seat == eff["who"] and not turn.movement_over:
        turn.movement_over = True
        game.emit("movement_ended", who=eff["who"])
