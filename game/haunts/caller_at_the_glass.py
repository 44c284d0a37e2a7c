"""The Caller at the Glass (haunt 35): the traitor plays from outside the house.

At the reveal the traitor steps out of a window (the step `escape`: off the
board, out of every fight) and goes round the house as the Caller, a figure
that passes walls and strikes only at the rooms on the rim. What the data
cannot say:
- `caller_at_the_glass.unbroken` (action where key, a room state): in a room
  on the rim of the house (a side of its cell meets no room on its floor) that
  is not in that state, so a blow there always does something;
- `caller_at_the_glass.bare` (action where key, a token kind): in a room on the
  rim or marked by one of the haunt's room states (a broken room that later
  found a neighbour is still broken), where no token of that kind lies;
- `caller_at_the_glass.batter` (step `{token, state}`): one blow at your room:
  a token of that kind lying there is torn off (taken from the house, counted
  nowhere); with none, the room falls into the state.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.engine.house import cell_toward
from game.engine.registry import ACTION_WHERE, effect
from game.engine.rules import sides
from game.engine.rules.haunt_steps import mark

if TYPE_CHECKING:
    from game.engine.game import Game
    from game.engine.state import Effect

HAUNT = "caller_at_the_glass"


def on_rim(game: Game, room: str) -> bool:
    """Does a side of the room's cell meet no room on its floor (a wall to the weather)?"""
    p = game.state.placements[room]
    return any(game.grid.room_at(cell_toward(p.floor, p.x, p.y, d)) is None for d in range(4))


def rim(game: Game) -> set[str]:
    return {r for r in game.state.placements if on_rim(game, r)}


def _lying(game: Game, kind: str) -> set[str]:
    return {t.room for t in game.state.tokens if t.kind == kind and t.holder < 0}


@ACTION_WHERE.word(f"{HAUNT}.unbroken", {f"{HAUNT}.unbroken": "room_state"})
def _unbroken(game: Game, fid: int, value: Any) -> set[str]:
    """In a room on the rim of the house that is not in this state."""
    return {r for r in rim(game) if value not in game.state.haunt.rooms.get(r, {})}


@ACTION_WHERE.word(f"{HAUNT}.bare", {f"{HAUNT}.bare": "token"})
def _bare(game: Game, fid: int, value: Any) -> set[str]:
    """In a room on the rim, or marked by a room state, with no such token lying there."""
    return (rim(game) | set(game.state.haunt.rooms)) - _lying(game, value)


@effect(f"{HAUNT}.batter", card_step=("token", "state"), outlives=True)
def _batter(game: Game, eff: Effect) -> None:
    """One blow at your room: a lying token of the kind is torn off, else the room
    falls into the state (a room already in it takes no more)."""
    room = sides.where(game, eff["who"])[0]
    t = next((t for t in game.state.tokens
              if t.kind == eff["token"] and t.room == room and t.holder < 0), None)
    if t is not None:
        game.state.tokens.remove(t)
        game.emit("token_taken", who=eff["who"], token=t.kind, room=room)
    elif eff["state"] not in game.state.haunt.rooms.get(room, {}):
        mark(game, room, eff["state"])
