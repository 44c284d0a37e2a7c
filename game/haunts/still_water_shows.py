"""Still Water Shows (haunt 17): a hidden traitor who cannot choose the moment.

In haunts 9 and 10 the hidden traitor reveals at will (R9.12). Here the haunt
says `"traitor": {"rule": "hidden", "at_will": false}`: the traitor is never
offered the reveal and comes to light only when the house shows them (or in
death, R9.12). What the data cannot say is that showing, two steps:

- `still_water_shows.unmask`: the hidden traitor is revealed now, wherever they
  stand (a count reached: write it in a `counter` trigger).
- `still_water_shows.show`: the hidden traitor is revealed if they stand in your
  room and are not you (a pool looked into shows the faces around the one who
  looks, never their own), so a hero and the traitor looking alike is true.

Both go through the engine's own `reveal`, so `on_reveal` and everything that
follows a reveal happen as always. Once the traitor is known they do nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.registry import effect
from game.engine.rules import sides

if TYPE_CHECKING:
    from game.engine.game import Game
    from game.engine.state import Effect

HAUNT = "still_water_shows"


@effect(f"{HAUNT}.unmask", card_step=(), outlives=True)
def unmask(game: Game, eff: Effect) -> None:
    """The hidden traitor is revealed, wherever they stand."""
    if sides.hidden_unrevealed(game):
        game.push({"do": "reveal", "who": sides.true_traitor(game)})


@effect(f"{HAUNT}.show", card_step=())
def show(game: Game, eff: Effect) -> None:
    """The hidden traitor is revealed if they stand in your room and are not you."""
    if not sides.hidden_unrevealed(game):
        return
    seat = sides.true_traitor(game)
    assert seat is not None
    if seat != eff["who"] and game.figure(seat).in_house and \
            sides.where(game, seat)[0] == sides.where(game, eff["who"])[0]:
        game.push({"do": "reveal", "who": seat})
