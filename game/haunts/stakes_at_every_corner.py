"""Stakes at Every Corner (haunt 33): the heroes must split up.

Iron survey stakes pin the drifting house, and it holds only while a hero
stands at every stake at once as a round ends. What the data cannot say:

- where the stakes go: the placement `stakes_at_every_corner.apart`
  (`{"stakes_at_every_corner.apart": n, "token": kind}`): `n` rooms connected to
  yours, each in turn the room whose nearest of (your room, the rooms already
  chosen, the rooms where a token of `token` lies) is farthest away by house
  distance; ties go to the room farther from you, then to rooms that are not
  starting tiles. Never your room, never a room where such a token lies, never
  the Coal Chute; none left: nothing (the step then uses your room). So the
  stakes stand far from each other, not in one far wing;
- the condition `stakes_at_every_corner.held` (`token`): such tokens lie in the
  house and every room where one lies holds a living hero. Its progress is the
  share of those rooms held; its rooms, for a hero, are the rooms where such a
  token lies that no other hero holds (so the heroes' bots split up, one to
  each stake), for anyone else every such room.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.engine.registry import CONDITIONS, PLACES
from game.engine.rules import sides
from game.engine.rules.numbers import amount
from game.engine.rules.placement import house_distances
from game.engine.rules.room_rule import rule_of

if TYPE_CHECKING:
    from game.engine.game import Game

HAUNT = "stakes_at_every_corner"
FAR = 99


def _lying(game: Game, kind: str) -> set[str]:
    return {t.room for t in game.state.tokens if t.kind == kind and t.holder < 0}


@PLACES.word(f"{HAUNT}.apart", {f"{HAUNT}.apart": "number"}, {"token": "token"})
def _apart(game: Game, here: str, spec: dict[str, Any]) -> list[str]:
    """Rooms far from here and from each other (and from the token's rooms)."""
    mine = house_distances(game, here)
    taken = _lying(game, spec["token"]) if spec.get("token") else set()
    anchors = [mine] + [house_distances(game, r) for r in sorted(taken)]
    pool = sorted(r for r in mine if r != here and r not in taken
                  and not rule_of(game, r).slides_on)
    chosen: list[str] = []
    for _ in range(amount(game, spec[f"{HAUNT}.apart"])):
        if not pool:
            break
        best = max(pool, key=lambda r: (min(a.get(r, FAR) for a in anchors), mine[r],
                                        not game.rooms[r].start, r))
        chosen.append(best)
        pool.remove(best)
        anchors.append(house_distances(game, best))
    return chosen


def _holders(game: Game) -> dict[int, str]:
    return {s: game.figure(s).room for s in sides.living_heroes(game)}


def _held(game: Game, kind: str) -> set[str]:
    return _lying(game, kind) & set(_holders(game).values())


def _progress(game: Game, cond: dict[str, Any], who: int | None) -> float:
    stakes = _lying(game, cond["token"])
    return len(_held(game, cond["token"])) / max(1, len(stakes))


def _free(game: Game, cond: dict[str, Any], who: int | None) -> set[str]:
    stakes = _lying(game, cond["token"])
    if who is None or sides.side_of(game, who) != "heroes":
        return stakes
    return stakes - {r for s, r in _holders(game).items() if s != who}


@CONDITIONS.word(f"{HAUNT}.held", {"token": "token"}, progress=_progress, rooms=_free)
def _held_all(game: Game, cond: dict[str, Any], who: int | None) -> bool:
    """Every room where such a token lies holds a living hero."""
    stakes = _lying(game, cond["token"])
    return bool(stakes) and _held(game, cond["token"]) == stakes
