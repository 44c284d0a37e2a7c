"""The Wandering Ember (haunt 14): a race for one ember that both sides want.

The haunt file lets each side catch the ember (a token) and sends it leaping
whenever it is caught. What the data cannot say are the two rules that make the
race a scramble:

- where it leaps: the placement `wandering_ember.leap` (`{"wandering_ember.leap":
  n}`) draws one room by the game's dice among the rooms a figure could reach
  from yours and at least `n` spaces away (house distance), never the Coal Chute;
  when none is that far, the farthest. (The shared `random` may draw a room
  nobody can reach yet, and a race for it would stall.)
- who may catch it: a catch counts only with nobody standing against you beside
  the ember. The condition `wandering_ember.unopposed` holds when no figure
  opposed to you stands in a room where a token of the kind lies: no hero for
  the traitor's side; for a hero, neither the traitor nor a monster that is up
  (a stunned monster lies in the ashes and stands against nobody, R8.9). It
  does not ask where you stand, so a bot far off still knows whether the ember
  is free for the taking.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.engine.registry import CONDITIONS, PLACES
from game.engine.rules import sides
from game.engine.rules.numbers import amount
from game.engine.rules.placement import by_distance, house_distances
from game.engine.rules.room_rule import rule_of

if TYPE_CHECKING:
    from game.engine.game import Game


def _ember_rooms(game: Game, cond: dict[str, Any]) -> set[str]:
    return {t.room for t in game.state.tokens if t.kind == cond["token"] and t.holder < 0}


def standing_against(game: Game, fid: int, room: str) -> list[int]:
    """The figures in the room that stand against `fid`: its known opponents,
    monsters only while they are not stunned."""
    return [o for o in sides.figures(game) if sides.where(game, o)[0] == room
            and sides.opposed(game, fid, o)
            and not (sides.is_monster(o) and sides.monster(game, o).stunned)]


@CONDITIONS.word("wandering_ember.unopposed", {"token": "token"},
                 rooms=lambda g, c, w: _ember_rooms(g, c))
def _unopposed(game: Game, cond: dict[str, Any], who: int | None) -> bool:
    """No figure standing against you is in a room where such a token lies."""
    if who is None:
        return False
    return not any(standing_against(game, who, r) for r in _ember_rooms(game, cond))


@PLACES.word("wandering_ember.leap", {"wandering_ember.leap": "number"})
def _leap(game: Game, here: str, spec: dict[str, Any]) -> list[str]:
    """One room drawn by the dice among those connected to here and at least `n`
    spaces away (never the Coal Chute); none so far: the farthest."""
    dist = house_distances(game, here)
    pool = sorted(r for r, d in dist.items()
                  if d >= amount(game, spec["wandering_ember.leap"])
                  and not rule_of(game, r).slides_on)
    if not pool:
        return by_distance(game, here)[:1]
    game.shuffle(pool)
    return pool[:1]
