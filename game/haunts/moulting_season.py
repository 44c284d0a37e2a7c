"""Moulting Season (haunt 16): the traitor becomes the monster.

Something has been growing inside the traitor's explorer since the house let
them in. What the data cannot say is the moult itself, the step
`moulting_season.become` {monster}: you (the traitor) turn into a monster of
that kind where you stand.

- Your explorer is gone for good: it dies where it stands (R8.4), so its items
  and omens fall there as an item pile, its events go to the discard, the
  tokens it carried drop (R8.10), and the haunt's `death` triggers hear it.
- The monster stands in your place (your room, your side of a barrier) and is
  the traitor's like every monster: you move it in the monsters' turn after your
  place in the order (R9.8). Dead, you take no more explorer turns; the round
  still ends at your place (R9.6).
- Already dead (killed before the moult), the monster rises from where you fell.

The monster comes into play before the explorer dies, so a `death` trigger can
ask whether the moult has happened (`monsters` of that kind) and tell a body
that was killed from a body that was shed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.registry import effect
from game.engine.rules.combat import die
from game.engine.state import MONSTER_BASE, Monster

if TYPE_CHECKING:
    from game.engine.game import Game
    from game.engine.state import Effect

HAUNT = "moulting_season"


@effect(f"{HAUNT}.become", card_step=("monster",), outlives=True)
def become(game: Game, eff: Effect) -> None:
    """You turn into a monster of the kind where you stand; your explorer dies."""
    st = game.state
    f = game.figure(eff["who"])
    m = Monster(MONSTER_BASE + len(st.monsters), eff["monster"], f.room, f.side)
    st.monsters.append(m)
    game.emit("monster_spawned", id=m.id, kind=m.kind, room=m.room)
    if f.alive:
        die(game, {"do": "die", "who": f.seat})
