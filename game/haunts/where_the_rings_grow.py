"""Where the Rings Grow (haunt 49): area control of several rings, scored each round.

Rings are tokens lying in rooms; whoever stands in more numbers in a ring holds
it. What the data cannot say:

- the step `where_the_rings_grow.tally` `{token, side, counter}`: each room
  where such a token lies that the side holds (more of its figures stand there
  than of the other's: explorers in the house, monsters not stunned; a tie
  holds for nobody) adds 1 to the counter (run it for each side from a
  `round_end` trigger);
- the condition `where_the_rings_grow.score` (`counter`, `at_least`, `token`):
  the counter has reached the number (a side's score); its progress the share
  reached; its rooms, for a figure, the rings where its side does not outnumber
  the other without it (where it is needed, its own ring included while it
  holds it by one), so the bots spread out over the rings and stay in the ones
  they hold narrowly; with `who` (`you`) the goal is about each figure itself,
  so every bot of the side, monsters too, heads there before anything else.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.engine.registry import CONDITIONS, effect
from game.engine.rules import sides
from game.engine.rules.haunt_steps import add_to_counter
from game.engine.rules.numbers import amount

if TYPE_CHECKING:
    from game.engine.game import Game
    from game.engine.state import Effect

HAUNT = "where_the_rings_grow"


def rings(game: Game, kind: str) -> list[str]:
    """The rooms where a token of this kind lies, each once, in the house's order."""
    return list(dict.fromkeys(t.room for t in game.state.tokens
                              if t.kind == kind and t.holder < 0))


def standing(game: Game, room: str, side: str, leave_out: int | None = None) -> int:
    """How many figures of a side stand in the room (a stunned monster does not)."""
    return sum(1 for f in sides.figures(game)
               if f != leave_out and sides.where(game, f)[0] == room
               and sides.side_of(game, f) == side
               and not (sides.is_monster(f) and sides.monster(game, f).stunned))


def holder(game: Game, room: str) -> str | None:
    """The side that outnumbers the other in the room, if either does."""
    heroes, traitor = standing(game, room, "heroes"), standing(game, room, "traitor")
    if heroes == traitor:
        return None
    return "heroes" if heroes > traitor else "traitor"


@effect(f"{HAUNT}.tally", card_step=("token", "side", "counter"), outlives=True)
def _tally(game: Game, eff: Effect) -> None:
    """Each ring the side holds adds 1 to the counter."""
    held = sum(1 for room in rings(game, eff["token"]) if holder(game, room) == eff["side"])
    if held:
        add_to_counter(game, eff["counter"], held)


def _score(game: Game, cond: dict[str, Any]) -> int:
    return game.state.haunt.counters.get(cond["counter"], 0)


def _needed(game: Game, cond: dict[str, Any], who: int | None) -> set[str]:
    """The rings where this figure's side does not outnumber the other without it."""
    all_rings = rings(game, cond["token"])
    if who is None:
        return set(all_rings)
    mine = sides.side_of(game, who)
    other = "traitor" if mine == "heroes" else "heroes"
    return {r for r in all_rings
            if standing(game, r, mine, leave_out=who) <= standing(game, r, other)}


def _progress(game: Game, cond: dict[str, Any], who: int | None) -> float:
    return min(1.0, _score(game, cond) / max(1, amount(game, cond["at_least"])))


@CONDITIONS.word(f"{HAUNT}.score", {"counter": "counter", "at_least": "number",
                                     "token": "token"}, {"who": "who"},
                 progress=_progress, rooms=_needed)
def _score_holds(game: Game, cond: dict[str, Any], who: int | None) -> bool:
    """The counter has reached the number."""
    return _score(game, cond) >= amount(game, cond["at_least"])
