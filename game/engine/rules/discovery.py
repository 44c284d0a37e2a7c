"""Discovering rooms (R5): drawing tiles, turning them, never sealing a floor.

Placing a tile is a prompt of kind "place": its options are
[floor, x, y, rotation, doors connected] and the answer is a PlaceTile.
The same prompt moves the Mystic Elevator and places a room found by falling.
"""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING, Any

from game.engine.actions import Action, PlaceTile
from game.engine.house import (
    STEP,
    Cell,
    Grid,
    cell_toward,
    connected_doors,
    floor_components,
    has_open_doorway,
    open_doorways,
    opposite,
    remaining_for,
    side_of_door,
    world_doors,
)
from game.engine.registry import answer, effect
from game.engine.rules.room_rule import rule_of
from game.engine.state import Effect, Placement, Prompt

if TYPE_CHECKING:
    from collections.abc import Mapping

    from game.engine.game import Game

Option = list[Any]  # [floor, x, y, rotation, doors connected, door meeting the doorway]


def tiles_left(game: Game, floor: str) -> int:
    st = game.state
    return remaining_for(game.rooms, st.stack, floor) + \
        remaining_for(game.rooms, st.tile_discard, floor)


def seals(game: Game, placements: Mapping[str, Placement], floor: str) -> bool:
    """Would this house leave `floor` with no open doorway while tiles for it remain
    (R5.4)? `placements` is the house after the change being tested."""
    if floor in game.state.closed_floors:
        return False
    if has_open_doorway(game.rooms, placements, Grid(placements), floor):
        return False
    return tiles_left(game, floor) > 0


def spot_options(game: Game, tile: str, cell: Cell, facing: int,
                 placements: Mapping[str, Placement] | None = None,
                 lifted: str = "") -> list[Option]:
    """Rotations of `tile` at `cell` with a door toward `facing` (the doorway it
    must meet, R5.3) that seal no floor (R5.4). `lifted` is a room being moved."""
    base = dict(placements if placements is not None else game.state.placements)
    if lifted:
        base.pop(lifted, None)
    grid = Grid(base)
    floor, x, y = cell
    room = game.rooms[tile]
    out = []
    for rot in range(4):
        if facing not in world_doors(room, rot):
            continue
        trial = {**base, tile: Placement(floor, x, y, rot)}
        if seals(game, trial, floor):
            continue
        if lifted and lifted in game.state.placements:
            old_floor = game.state.placements[lifted].floor
            if old_floor != floor and seals(game, trial, old_floor):
                continue
        out.append([floor, x, y, rot, connected_doors(game.rooms, grid, room, base, cell, rot),
                    facing])
    return out


def doorway_options(game: Game, tile: str, floor: str, lifted: str = "") -> list[Option]:
    """Every legal spot for `tile` at any open doorway of `floor` (R6.8 "connect to
    an open doorway on that floor"): a cell touching several open doorways offers
    every rotation meeting any of them, each spot once."""
    st = game.state
    base = dict(st.placements)
    if lifted:
        base.pop(lifted, None)
    grid = Grid(base)
    out: list[Option] = []
    seen: set[tuple[Cell, int]] = set()
    for rid, d in open_doorways(game.rooms, base, grid, floor):
        p = base[rid]
        cell = cell_toward(floor, p.x, p.y, d)
        for option in spot_options(game, tile, cell, opposite(d), base, lifted):
            if (cell, option[3]) not in seen:
                seen.add((cell, option[3]))
                out.append(option)
    return out


# ---- exploring ----------------------------------------------------------
@effect("explore")
def explore(game: Game, eff: Effect) -> None:
    """Go through an unexplored door: draw until a tile fits (R5.1-R5.5)."""
    st = game.state
    seat, d = eff["who"], eff["direction"]
    f = game.figure(seat)
    p = st.placements[f.room]
    cell = cell_toward(p.floor, p.x, p.y, d)
    facing = opposite(d)
    for _ in range(draw_limit(game)):
        if tiles_left(game, p.floor) == 0:
            break
        tile = draw_tile(game, seat)
        if tile is None:
            break
        room = game.rooms[tile]
        found_on = rule_of(game, tile).found_on(p.floor)
        if found_on != p.floor:  # R6.9: the Underground Lake falls to the basement
            options = doorway_options(game, tile, found_on)
            if options:
                game.emit("lake_collapses", who=seat, room=tile)
                ask_place(game, seat, tile, options, cost=1)
                return
        elif p.floor in room.floors:
            options = spot_options(game, tile, cell, facing)
            if options:
                ask_place(game, seat, tile, options, cost=1)
                return
            if not _another_fits(game, tile, cell, facing, p.floor):
                _rearrange_or_close(game, seat, tile, cell, facing)
                return
        st.tile_discard.append(tile)  # R5.2 (face down) and R5.4's redraw
        game.emit("tile_discarded", seat=seat, secret=("room",), who=seat, room=tile)
    game.emit("nothing_found", who=seat)


def draw_limit(game: Game) -> int:
    """Enough draws to pass through the whole stack several times, reshuffles
    included: a search that long has found every tile it could find."""
    return 4 * len(game.rooms) + 4


def draw_tile(game: Game, seat: int) -> str | None:
    st = game.state
    if not st.stack:
        if not st.tile_discard:
            return None
        st.stack, st.tile_discard = st.tile_discard, []  # R5.5
        game.shuffle(st.stack)
        game.emit("stack_reshuffled", size=len(st.stack))
    return st.stack.pop()


def _another_fits(game: Game, tile: str, cell: Cell, facing: int, floor: str) -> bool:
    """Is any other remaining tile for this floor placeable here without sealing?"""
    st = game.state
    for other in (*st.stack, *st.tile_discard):
        if other != tile and floor in game.rooms[other].floors and \
                spot_options(game, other, cell, facing):
            return True
    return False


def ask_place(game: Game, seat: int, tile: str, options: list[Option], cost: int,
               then: list[Effect] | None = None, mode: str = "discover") -> None:
    game.emit("tile_drawn", who=seat, room=tile, mode=mode)
    game.ask(seat, "place", options, tile=tile, cost=cost, mode=mode, then=then or [])


def _legal(game: Game, p: Prompt) -> list[Action]:
    return [PlaceTile(o[0], o[1], o[2], o[3]) for o in p.options]


@answer("place", _legal)
def _placed(game: Game, p: Prompt, action: Action) -> None:
    assert isinstance(action, PlaceTile)
    tile = p.context["tile"]
    effects: list[Effect] = [{"do": "put_room", "room": tile, "floor": action.floor,
                              "x": action.x, "y": action.y, "rotation": action.rotation}]
    if p.context["mode"] == "discover":
        facing = next(o[5] for o in p.options if o[:4] == [action.floor, action.x, action.y,
                                                           action.rotation])
        effects.append({"do": "step", "who": p.seat, "to": tile, "via": "door",
                        "cost": p.context["cost"], "discovered": True,
                        "side": side_of_door(game.rooms[tile], action.rotation, facing)})
    game.push(*effects, *p.context["then"])


@effect("put_room")
def put_room(game: Game, eff: Effect) -> None:
    rid = eff["room"]
    st = game.state
    if rid in st.stack:
        st.stack.remove(rid)
    if rid in st.tile_discard:
        st.tile_discard.remove(rid)
    moved = rid in st.placements
    game.set_placement(rid, Placement(eff["floor"], eff["x"], eff["y"], eff["rotation"]))
    game.emit("room_moved" if moved else "room_placed", room=rid, floor=eff["floor"],
              x=eff["x"], y=eff["y"], rotation=eff["rotation"])


# ---- R5.4's last resort: change the house as little as possible -------------
def _rearrange_or_close(game: Game, seat: int, tile: str, cell: Cell, facing: int) -> None:
    found = find_rearrangement(game, tile, cell, facing)
    if found is not None:
        changes, options = found
        for rid, placement in changes:
            game.set_placement(rid, placement)
            game.emit("room_moved", room=rid, floor=placement.floor, x=placement.x,
                      y=placement.y, rotation=placement.rotation, reason="unseal")
        ask_place(game, seat, tile, options, cost=1)
        return
    # No change of the house helps: the tile is placed and the floor is closed.
    game.state.closed_floors.append(cell[0])
    game.emit("floor_closed", floor=cell[0])
    ask_place(game, seat, tile, spot_options(game, tile, cell, facing), cost=1)


def find_rearrangement(game: Game, tile: str, cell: Cell, facing: int
                       ) -> tuple[list[tuple[str, Placement]], list[Option]] | None:
    """Search turn-one, then shift-one, then swap-two (R5.4 decision) for a change
    after which `tile` has a non-sealing placement at `cell`. Starting tiles and
    the room whose doorway is being explored never move, and with the tile placed
    no room of the floor may be cut off. Returns the change and the placements of
    the tile it allows."""
    st = game.state
    floor = cell[0]
    dx, dy = STEP[opposite(facing)]
    anchor = game.grid.room_at((floor, cell[1] - dx, cell[2] - dy))
    movable = sorted(rid for rid, p in st.placements.items()
                     if p.floor == floor and not game.rooms[rid].start and rid != anchor)
    groups = floor_components(game.rooms, st.placements, game.grid, floor)

    def allowed(changes: list[tuple[str, Placement]]) -> list[Option]:
        trial = dict(st.placements)
        trial.update(changes)
        good = []
        for o in spot_options(game, tile, cell, facing, trial):
            final = {**trial, tile: Placement(o[0], o[1], o[2], o[3])}
            if floor_components(game.rooms, final, Grid(final), floor) <= groups:
                good.append(o)
        return good

    candidates: list[list[tuple[str, Placement]]] = []
    for rid in movable:  # turn one
        p = st.placements[rid]
        candidates += [[(rid, Placement(p.floor, p.x, p.y, rot))]
                       for rot in range(4) if rot != p.rotation]
    empty = _empty_cells_near(game, floor) - {cell}
    for rid in movable:  # shift one to an empty cell next door
        p = st.placements[rid]
        candidates += [[(rid, Placement(floor, x, y, rot))]
                       for (_, x, y) in sorted(empty) if abs(x - p.x) + abs(y - p.y) == 1
                       for rot in range(4)]
    for a, b in combinations(movable, 2):  # swap two
        pa, pb = st.placements[a], st.placements[b]
        candidates.append([(a, Placement(floor, pb.x, pb.y, pa.rotation)),
                           (b, Placement(floor, pa.x, pa.y, pb.rotation))])
    for change in candidates:
        options = allowed(change)
        if options:
            return change, options
    return None


def _empty_cells_near(game: Game, floor: str) -> set[Cell]:
    cells = set()
    for p in game.state.placements.values():
        if p.floor == floor:
            for d in range(4):
                c = cell_toward(floor, p.x, p.y, d)
                if game.grid.room_at(c) is None:
                    cells.add(c)
    return cells


# ---- cards that turn a room ---------------------------------------------------------
def room_turns(game: Game, rid: str) -> list[int]:
    """Quarter turns (1-3, clockwise) the room can make in place: it keeps a door
    meeting a neighbour's, no room of its floor is cut off, no floor is sealed (R5.4).
    Starting tiles never turn."""
    st = game.state
    p = st.placements[rid]
    if game.rooms[rid].start:
        return []
    groups = floor_components(game.rooms, st.placements, game.grid, p.floor)
    turns = []
    for k in (1, 2, 3):
        trial = {**st.placements, rid: Placement(p.floor, p.x, p.y, (p.rotation + k) % 4)}
        grid = Grid(trial)
        if connected_doors(game.rooms, grid, game.rooms[rid], trial, (p.floor, p.x, p.y),
                           (p.rotation + k) % 4) == 0:
            continue
        if floor_components(game.rooms, trial, grid, p.floor) > groups or \
                seals(game, trial, p.floor):
            continue
        turns.append(k)
    return turns


@effect("turn_room", card_step=())
def turn_room(game: Game, eff: Effect) -> None:
    """The room you are in turns in place; you choose how far among the turns that
    keep the house whole. Figures and tokens turn with it."""
    seat = eff["who"]
    rid = game.figure(seat).room
    turns = room_turns(game, rid)
    if not turns:
        game.emit("room_holds", room=rid)
        return
    p = game.state.placements[rid]
    game.ask(seat, "choose", [str(k) for k in turns], topic="turn_room", room=rid,
             card=eff.get("card", ""),
             then={str(k): [{"do": "put_room", "room": rid, "floor": p.floor, "x": p.x,
                             "y": p.y, "rotation": (p.rotation + k) % 4}] for k in turns})
