"""The Long Table (haunt 31): captives and rescue.

The traitor's side does not kill the heroes it beats: it takes them. A hero
who loses a fight to the traitor or a monster takes no damage; the haunt's
steps drag them to the larder and hang them on a hook (a token they carry).
Captives cannot leave (a `leave_cost` modifier scoped by `carrying`), may only
struggle, and a free hero in their room cuts them down. What the data cannot say:
- `the_long_table.taken` (modifier, `steps`): a figure in scope who loses a
  fight to an opponent takes no damage from it; the steps follow instead
  (you = the beaten figure);
- `the_long_table.drag` (step, `token`): you are put in the nearest room where
  such a token lies (not movement: no spaces spent);
- `the_long_table.captive` (action where key, `token`): in a room where another
  figure carries a token of this kind;
- `the_long_table.free` (step, `token`): one other figure in your room carrying
  such a token is freed: the token is taken from the house (no counter: add a
  `count`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.engine.registry import ACTION_WHERE, MODIFIERS, effect, intercept
from game.engine.rules import modifiers, sides
from game.engine.rules.haunt import walk_distances

if TYPE_CHECKING:
    from game.engine.game import Game
    from game.engine.state import Effect

HAUNT = "the_long_table"
SCOPE = {"side": "side", "who": "who", "room": "rooms", "room_state": "room_state",
         "if": "condition", "id": "str"}


@MODIFIERS.word(f"{HAUNT}.taken", {"steps": "steps"}, SCOPE)
def _taken(mod: dict[str, Any]) -> list[Effect]:
    """A figure in scope beaten in a fight by an opponent takes no damage from it;
    the steps follow instead (you = the beaten figure)."""
    return list(mod["steps"])


@intercept(HAUNT, "hurt")
def _beaten(game: Game, eff: Effect) -> bool:
    """Damage from a lost fight (R8.5) becomes the haunt's steps for a figure the
    modifier `the_long_table.taken` covers, when the winner is its opponent."""
    loser, winner = eff["who"], eff.get("by")
    if sides.is_monster(loser) or winner is None or not sides.opposed(game, winner, loser):
        return False
    room = sides.where(game, loser)[0]
    found = modifiers.gathered(game, f"{HAUNT}.taken", loser, room)
    if not found:
        return False
    for steps in found:
        game.push_steps(steps, loser, "")
    return True


@effect(f"{HAUNT}.drag", card_step=("token",))
def _drag(game: Game, eff: Effect) -> None:
    """You are put in the nearest room where such a token lies; not movement."""
    seat = eff["who"]
    here = game.figure(seat).room
    rooms = {t.room for t in game.state.tokens if t.kind == eff["token"] and t.holder < 0}
    if not rooms or here in rooms:
        return
    dist = walk_distances(game, here)
    to = min(sorted(rooms), key=lambda r: dist.get(r, 999))
    game.push({"do": "step", "who": seat, "to": to, "via": "card", "cost": 0})


def captives(game: Game, kind: str) -> dict[int, str]:
    """The figures carrying a token of this kind, with their rooms."""
    return {t.holder: t.room for t in game.state.tokens if t.kind == kind and t.holder >= 0}


@ACTION_WHERE.word(f"{HAUNT}.captive", {f"{HAUNT}.captive": "token"})
def _captive_here(game: Game, fid: int, value: Any) -> set[str]:
    """In a room where another figure carries a token of this kind."""
    return {room for holder, room in captives(game, value).items() if holder != fid}


@effect(f"{HAUNT}.free", card_step=("token",))
def _free(game: Game, eff: Effect) -> None:
    """One other figure in your room carrying such a token (the first in seat
    order) is freed: the token leaves the house."""
    who = eff["who"]
    room = sides.where(game, who)[0]
    held = sorted((t for t in game.state.tokens if t.kind == eff["token"] and t.holder >= 0
                   and t.holder != who and t.room == room), key=lambda t: t.holder)
    if held:
        t = held[0]
        game.state.tokens.remove(t)
        game.emit("token_taken", who=who, token=t.kind, room=t.room, frm=t.holder)
