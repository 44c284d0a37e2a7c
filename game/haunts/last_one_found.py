"""The Last One Found (haunt 41): hide and seek.

The traitor is It: It counts, then seeks with the Peepers. A hero who hides where
nobody sees them carries a hiding token; the data scopes a `leave_cost` (a hiding
hero stays put) and a `no_fight` (nobody fights them) on it. Only a search roll in
their room brings them out. What the data cannot say:

- `last_one_found.unseen` (action where key, true): in a room where no other figure
  stands (no explorer in the house, no living monster, stunned or not); its rooms
  are every such room, so a bot walks to the nearest empty room to hide in;
- `last_one_found.hiding` (action where key, `token`): in a room where another
  figure carries a token of this kind (a hider to search for);
- `last_one_found.find` (step, `token`, `counter`, optional `then`): one other
  figure in your room carrying such a token (the first seat) is found: the token
  leaves the house, the counter grows by one, and the `then` steps follow for the
  found figure (you = the one found).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.engine.registry import ACTION_WHERE, effect
from game.engine.rules import sides
from game.engine.rules.haunt_steps import add_to_counter

if TYPE_CHECKING:
    from game.engine.game import Game
    from game.engine.state import Effect

HAUNT = "last_one_found"


def _occupied(game: Game, fid: int) -> set[str]:
    """The rooms where a figure other than this one stands."""
    rooms = {f.room for f in game.state.figures if f.in_house and f.seat != fid}
    return rooms | {m.room for m in game.state.monsters if m.alive and m.id != fid}


@ACTION_WHERE.word(f"{HAUNT}.unseen", {f"{HAUNT}.unseen": "bool"})
def _unseen(game: Game, fid: int, value: Any) -> set[str]:
    """In a room where no other figure stands (nobody would see you hide)."""
    return set(game.state.placements) - _occupied(game, fid) if value else set()


def hiders(game: Game, kind: str, room: str, but: int) -> list[int]:
    """The figures in this room, `but` aside, carrying a token of this kind, by seat."""
    return sorted(t.holder for t in game.state.tokens
                  if t.kind == kind and t.holder >= 0 and t.holder != but and t.room == room)


@ACTION_WHERE.word(f"{HAUNT}.hiding", {f"{HAUNT}.hiding": "token"})
def _hiding(game: Game, fid: int, value: Any) -> set[str]:
    """In a room where another figure carries a token of this kind."""
    return {t.room for t in game.state.tokens
            if t.kind == value and t.holder >= 0 and t.holder != fid}


@effect(f"{HAUNT}.find", card_step=("token", "counter"))
def _find(game: Game, eff: Effect) -> None:
    """One other figure in your room carrying such a token (the first seat) is
    found: the token leaves the house, the counter grows, the `then` steps follow
    for the one found."""
    who = eff["who"]
    room = sides.where(game, who)[0]
    found = hiders(game, eff["token"], room, who)
    if not found:
        return
    t = next(t for t in game.state.tokens if t.kind == eff["token"] and t.holder == found[0])
    game.state.tokens.remove(t)
    game.emit("token_taken", who=who, token=t.kind, room=t.room, frm=t.holder)
    add_to_counter(game, eff["counter"], 1)
    if eff.get("then"):
        game.push_steps(eff["then"], found[0], "")
