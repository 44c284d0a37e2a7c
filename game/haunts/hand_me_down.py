"""Hand-Me-Down Nanny (haunt 27): a spirit that hops from body to body.

The old nanny's spirit rides one porcelain doll at a time; the other dolls are
empty shells. What is dangerous is not a kind of figure but whichever doll she
is in, and that changes during play. What the data cannot say is the hop, the
step `hand_me_down.hop` {monster, body, flee}: the spirit (every living monster
of the kind `monster`) leaves its body, which becomes an empty body again (kind
`body`), and rides one living monster of the kind `body` drawn by the dice,
never the body it left while another is standing; with `"flee": true` only the
empty bodies farthest from you (house distance, as placements count it) are in
the draw, so a spirit driven out runs from whoever drove it. The ridden figure keeps its
room, its side of a barrier and whether it is stunned; only its kind changes,
and with it its traits, its attack, whether it can die and its look. With no
empty body left standing the spirit stays where it is; when it has no body at
all (its last one died), the monsters of its kind are all dead.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.registry import effect
from game.engine.rules import sides
from game.engine.rules.placement import distances, house_exits

if TYPE_CHECKING:
    from game.engine.game import Game
    from game.engine.state import Effect

HAUNT = "hand_me_down"


@effect(f"{HAUNT}.hop", card_step=("monster", "body"), outlives=True)
def hop(game: Game, eff: Effect) -> None:
    """The spirit leaves its body for an empty one drawn by the dice."""
    spirit, body = eff["monster"], eff["body"]
    st = game.state
    ridden = [m for m in st.monsters if m.alive and m.kind == spirit]
    empty = [m for m in st.monsters if m.alive and m.kind == body]
    if not empty:
        return
    if eff.get("flee"):
        far = distances(game, sides.where(game, eff["who"])[0], house_exits)
        most = max(far.get(m.room, -1) for m in empty)
        empty = [m for m in empty if far.get(m.room, -1) == most]
    game.shuffle(empty)
    new = empty[0]
    for m in ridden:
        m.kind = body
    new.kind = spirit
    game.emit("monster_possessed", id=new.id, kind=spirit, body=body, room=new.room,
              left=[m.id for m in ridden])
