"""The Last Fitting (haunt 44): bodies that change hands.

A dead tailor holds his last fitting, and the explorers wake in one another's
bodies. What the data cannot say is the swap, the step `the_last_fitting.swap`
{n, among}: `n` times (a number that may grow with the table), two different
explorers alive in the house (of the kind `among` names, if given: `hero`) are
drawn by the dice and trade bodies: each takes the
other's room (and side of a barrier) and the other's marker positions on all
four trait tracks (each marker kept within its own track), so whoever woke in a
strong body stands where the strong body stood. A mind keeps its side, its
cards and the tokens it carries, which go with it to its new room. Fewer than
two explorers in the house: nothing happens. Each trade is told by the event
`bodies_swapped` {who, target}.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.registry import effect
from game.engine.rules import sides
from game.engine.rules.numbers import amount
from game.engine.rules.traits import top_index

if TYPE_CHECKING:
    from game.engine.game import Game
    from game.engine.state import Effect

HAUNT = "the_last_fitting"


def trade(game: Game, a: int, b: int) -> None:
    """Explorers `a` and `b` trade rooms, barrier sides and trait markers."""
    fa, fb = game.figure(a), game.figure(b)
    fa.room, fb.room = fb.room, fa.room
    fa.side, fb.side = fb.side, fa.side
    marks_a, marks_b = dict(fa.traits), dict(fb.traits)
    for trait in marks_a:
        fa.traits[trait] = min(marks_b[trait], top_index(game, a, trait))
        fb.traits[trait] = min(marks_a[trait], top_index(game, b, trait))
    for t in game.state.tokens:
        if t.holder in (a, b):
            t.room = game.figure(t.holder).room
    game.emit("bodies_swapped", who=a, target=b)
    game.refresh()


@effect(f"{HAUNT}.swap", card_step=(), outlives=True)
def swap(game: Game, eff: Effect) -> None:
    """Two explorers (of a kind) drawn by the dice trade bodies, `n` times (default 1)."""
    for _ in range(amount(game, eff.get("n", 1))):
        seats = [f.seat for f in game.state.figures
                 if f.in_house and sides.is_kind(game, f.seat, eff.get("among"))]
        if len(seats) < 2:
            return
        game.shuffle(seats)
        trade(game, seats[0], seats[1])
