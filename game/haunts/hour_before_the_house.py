"""The Hour Before the House (haunt 36): time runs backwards.

The traitor winds the great clock back toward the hour before the first stone
was laid. The count of hours left runs down, one every round and more when the
traitor winds, and the board shows it on the clock; at set numbers the house
grows younger and undoes things. The rounds count up as always; the hours are
a counter that counts the hours turned back (so `counter` triggers fire at set
numbers) and the clock shows what is left. What the data cannot say:
- `hour_before_the_house.unwind` (step `{counter, token, start}`): one hour is
  turned back: the counter goes up by 1 and every token of the kind shows
  `start` less the counter (never below 0) as its value; give the kind `values`
  of `[start]` so it shows the full count from the moment it is placed;
- `hour_before_the_house.undo` (step `{counter, token, where}`): the last thing
  done is undone: if the counter is above 0 it goes down by 1 and a token of
  the kind is placed again in the room `where` names (a placement), as it lay
  before it was taken;
- `hour_before_the_house.raise` (step `{monster}`): every slain monster of the
  kind stands up again where it fell.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.registry import effect
from game.engine.rules import tokens
from game.engine.rules.haunt_steps import add_to_counter
from game.engine.rules.numbers import amount
from game.engine.rules.placement import where_rooms
from game.engine.state import Token

if TYPE_CHECKING:
    from game.engine.game import Game
    from game.engine.state import Effect

HAUNT = "hour_before_the_house"


@effect(f"{HAUNT}.unwind", card_step=("counter", "token", "start"), outlives=True)
def _unwind(game: Game, eff: Effect) -> None:
    """One hour turned back: the counter +1, the clock tokens show what is left."""
    add_to_counter(game, eff["counter"], 1)
    left = max(0, amount(game, eff["start"]) - game.state.haunt.counters[eff["counter"]])
    for t in game.state.tokens:
        if t.kind == eff["token"]:
            t.value = left


@effect(f"{HAUNT}.undo", card_step=("counter", "token", "where"), outlives=True)
def _undo(game: Game, eff: Effect) -> None:
    """The counter -1 (never below 0) and the token lies in the house again."""
    if game.state.haunt.counters.get(eff["counter"], 0) <= 0:
        return
    add_to_counter(game, eff["counter"], -1)
    room = where_rooms(game, eff["who"], eff["where"])[0]
    t = Token(eff["token"], room)
    tokens.placed(game, [t])
    game.state.tokens.append(t)
    game.emit("token_placed", token=t.kind, room=room, side=0, **tokens.shown(game, t))


@effect(f"{HAUNT}.raise", card_step=("monster",), outlives=True)
def _raise(game: Game, eff: Effect) -> None:
    """The slain of a kind stand up where they fell."""
    for m in game.state.monsters:
        if m.kind == eff["monster"] and not m.alive:
            m.alive, m.stunned, m.died, m.moves, m.attacked = True, False, -1, 0, False
            game.emit("monster_rose", id=m.id, kind=m.kind, room=m.room)
