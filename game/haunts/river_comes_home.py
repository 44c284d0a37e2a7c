"""The River Comes Home (haunt 25): the house floods, floor by floor.

The haunt file keeps the water's height in a counter (the water level) and
declares three room states, one for each depth: `flooded` (knee-deep),
`deep_water` and `sunk`, each with the rules it brings. What the data cannot
say is how one height becomes a depth in every room: water fills the house
from the bottom up, so a room's depth is the level less its floor's height
(the basement at 0, the ground floor at 2, the upper floor at 4): 1 is
knee-deep, 2 deep, 3 or more sunk. Level 1 wets the basement, level 3 sinks it
and wets the ground floor, level 5 sinks the ground floor and wets the upper.

- the step `river_comes_home.rise` `{counter, n}`: the level rises by `n` (0
  only sets every room to the depth the level gives it, so a room found since
  the last rise floods as well) and every room of the house takes its depth;
- the step `river_comes_home.ebb` `{counter, n}`: the level falls by `n`, never
  below 0, and every room takes its depth;
- the action where key `river_comes_home.in_water` (true): in a room in water
  at any depth.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.content.types import FLOORS
from game.engine.registry import ACTION_WHERE, effect
from game.engine.rules.haunt_steps import add_to_counter, mark
from game.engine.rules.numbers import amount

if TYPE_CHECKING:
    from game.engine.game import Game
    from game.engine.state import Effect

HAUNT = "river_comes_home"
DEPTHS = ("flooded", "deep_water", "sunk")  # the states at depth 1, 2 and 3 or more
FLOOR_HEIGHT = 2  # each floor stands this many levels above the one below


def depth(game: Game, room: str, level: int) -> int:
    """How deep the water stands in a room at this level (0: dry)."""
    floor = FLOORS.index(game.state.placements[room].floor)
    return max(0, level - FLOOR_HEIGHT * floor)


def state_at(n: int) -> str | None:
    """The room state for a depth (None: dry)."""
    return DEPTHS[min(n, len(DEPTHS)) - 1] if n > 0 else None


def fill(game: Game, level: int) -> None:
    """Every room of the house takes the depth the level gives it; a change is
    told (room_changed) so the board shows the water rise or fall."""
    rooms = game.state.haunt.rooms
    for room in sorted(game.state.placements):
        want = state_at(depth(game, room, level))
        marks = rooms.get(room, {})
        for old in [s for s in DEPTHS if s in marks and s != want]:
            del marks[old]
            game.emit("room_changed", room=room, state=old, on=False)
        if room in rooms and not rooms[room]:
            del rooms[room]
        if want is not None:
            mark(game, room, want)


def _level(game: Game, counter: str) -> int:
    return game.state.haunt.counters.get(counter, 0)


@effect(f"{HAUNT}.rise", card_step=("counter", "n"), outlives=True)
def rise(game: Game, eff: Effect) -> None:
    """The water rises `n` levels and fills the house to its height."""
    n = amount(game, eff["n"])
    if n:
        add_to_counter(game, eff["counter"], n)
    fill(game, _level(game, eff["counter"]))


@effect(f"{HAUNT}.ebb", card_step=("counter", "n"), outlives=True)
def ebb(game: Game, eff: Effect) -> None:
    """The water falls `n` levels (never below 0) and drains from the house."""
    n = min(amount(game, eff["n"]), _level(game, eff["counter"]))
    if n:
        add_to_counter(game, eff["counter"], -n)
    fill(game, _level(game, eff["counter"]))


@ACTION_WHERE.word(f"{HAUNT}.in_water", {f"{HAUNT}.in_water": "bool"})
def _in_water(game: Game, fid: int, value: Any) -> set[str]:
    """In a room in water, at any depth."""
    return {r for r, marks in game.state.haunt.rooms.items()
            if value and any(s in marks for s in DEPTHS)}
