"""Strings in the Rafters (haunt 40): the traitor works the heroes like puppets.

Strings hang from the rafters, tied to the heroes' wrists; whoever holds the
other end moves them. What the data cannot say:
- `strings_in_the_rafters.tie` (step, `token`): every hero in your room who carries
  no token of this kind is tied: a new one is theirs to carry (with `each_hero` in
  the Right Now steps: every hero; in the traitor's action: the heroes beside them);
- `strings_in_the_rafters.pull` (step, `token`, `n`): every hero carrying such a
  token is pulled up to `n` rooms along the shortest way toward you (house distance:
  every way a figure could take), one room at a time, each a step that is not
  movement (no spaces spent; entering a room happens as always); a pull stops in a
  room that stops walks or carries its enterer off, and a hero already with you
  stays.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.registry import effect
from game.engine.rules import sides
from game.engine.rules.numbers import amount
from game.engine.rules.placement import distances, house_exits
from game.engine.rules.room_rule import rule_of
from game.engine.state import Token

if TYPE_CHECKING:
    from game.engine.game import Game
    from game.engine.state import Effect

HAUNT = "strings_in_the_rafters"


def strung(game: Game, seat: int, kind: str) -> bool:
    return any(t.kind == kind and t.holder == seat for t in game.state.tokens)


@effect(f"{HAUNT}.tie", card_step=("token",))
def _tie(game: Game, eff: Effect) -> None:
    """Every hero in your room without such a token is tied: they carry a new one."""
    kind = eff["token"]
    room = sides.where(game, eff["who"])[0]
    for seat in sides.living_heroes(game):
        f = game.figure(seat)
        if f.room == room and not strung(game, seat, kind):
            game.state.tokens.append(Token(kind, f.room, f.side, holder=seat))
            game.emit("token_placed", token=kind, room=f.room, side=f.side)
            game.emit("token_carried", token=kind, room=f.room, who=seat)


def way_toward(game: Game, start: str, goal: str, n: int) -> list[str]:
    """Up to n rooms along a shortest way from `start` toward `goal`."""
    dist = distances(game, goal, house_exits)
    path: list[str] = []
    room = start
    while len(path) < n and dist.get(room, 0) > 0:
        room = next(r for r in house_exits(game, room) if dist.get(r) == dist[room] - 1)
        path.append(room)
        rule = rule_of(game, room)
        if rule.stops_walks or rule.moves_you:
            break
    return path


@effect(f"{HAUNT}.pull", card_step=("token", "n"))
def _pull(game: Game, eff: Effect) -> None:
    """Every hero carrying such a token is pulled up to n rooms toward you."""
    goal = sides.where(game, eff["who"])[0]
    n = amount(game, eff["n"])
    steps: list[Effect] = []
    for seat in sides.living_heroes(game):
        if strung(game, seat, eff["token"]):
            start = game.figure(seat).room
            steps += [{"do": "step", "who": seat, "to": room, "via": "card", "cost": 0}
                      for room in way_toward(game, start, goal, n)]
    game.push(*steps)
