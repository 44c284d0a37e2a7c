"""The house plays (traitor rule `none`, docs/HAUNTS.md): with no traitor, the
game itself moves the monsters on their turn at the revealer's place (R9.6,
R9.8). How it moves them is a registered house policy, named by the haunt
(`"traitor": {"rule": "none", "house": "hunt_nearest"}`); no seat is asked.

A policy is `run(game, monster, legal) -> Action`: one of the legal actions of
the monster's prompt (rules/monsters.py), asked again after each until it ends
its move (EndTurn), exactly as a traitor's seat would answer.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.actions import Action, Attack, EndTurn, Move
from game.engine.registry import HOUSE_POLICIES
from game.engine.rules import modifiers, sides
from game.engine.rules.monsters import monster_hop
from game.engine.rules.traits import value
from game.engine.state import Monster

if TYPE_CHECKING:
    from game.engine.game import Game

@HOUSE_POLICIES.word("hunt_nearest")
def _hunt_nearest(game: Game, m: Monster, legal: list[Action]) -> Action:
    """Each monster attacks a hero it can (the one weakest in the trait it
    attacks with; one attack a turn, R9.8), else steps toward the nearest living
    hero by the shortest way, else ends its move."""
    mdef = sides.monster_def(game, m)
    attacks = [a for a in legal if isinstance(a, Attack)]
    if attacks:
        return min(attacks, key=lambda a: (
            value(game, a.target, a.trait or mdef.attack), a.target))
    heroes = {game.figure(s).room for s in sides.living_heroes(game)}
    step = monster_hop(game, m.room, heroes.__contains__, m.id, modifiers.closed_rooms(game, m.id))
    return Move(step) if step is not None and Move(step) in legal else EndTurn()

