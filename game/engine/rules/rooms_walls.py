"""Rooms split or turned by a wall: the barrier rooms (R6.10), the Vault (R6.11)
and the Revolving Wall (R6.13)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.house import cell_toward, opposite, parse_dirs, side_of_door
from game.engine.registry import effect, room_rule
from game.engine.rules.movement import PASSAGE_TOKENS, can_move
from game.engine.rules.room_rule import RoomRule, Way, roll
from game.engine.rules.sides import (
    house_policy,
    known_traitor,
    living_heroes,
    monster,
    true_traitor,
    where,
)

if TYPE_CHECKING:
    from game.engine.game import Game
    from game.engine.state import Effect, Monster


def _free(game: Game, key: str) -> bool:
    """Movement not over and this once-a-turn roll not made yet."""
    turn = game.state.turn
    return not turn.movement_over and key not in turn.rolls


class Sided(RoomRule):
    """A room a barrier splits in two (R6.10). Monsters ignore the barrier, and a
    monster that comes in stands on the side its controller picks."""

    def monster_entered(self, game: Game, m: Monster, rid: str, via: str) -> list[Effect]:
        return [{"do": "monster_side", "id": m.id}]


@room_rule("barrier")
class Barrier(Sided):
    """R6.10: a trait roll, once a turn, crosses to the other side for no space;
    failing ends your movement (a known traitor goes on, R6.12). Arriving other
    than by a door or a passage token, you pick the side."""

    params = ("cross_trait", "cross_target", "sides")
    has_ways = pick_side = True

    def ways(self, game: Game, rid: str) -> list[Way]:
        return [Way(rid, rid, rid, "cross", "cross", side, 1 - side, monsters=False)
                for side in (0, 1)]

    def may_take(self, game: Game, seat: int, way: Way) -> bool:
        return _free(game, f"cross:{way.owner}")

    def take(self, game: Game, seat: int, way: Way) -> list[Effect]:
        p = game.rooms[way.owner].params
        stop = [] if known_traitor(game, seat) else [{"do": "end_movement"}]  # R6.12
        return [roll(seat, p["cross_trait"], p["cross_target"], f"cross:{way.owner}",
                     "barrier", [{"do": "cross_barrier"}], stop)]

    def entered(self, game: Game, seat: int, rid: str, via: str,
                discovered: bool) -> list[Effect]:
        if via in ("door", *PASSAGE_TOKENS):  # doors and tokens have sides
            return []
        return [{"do": "choose_side", "who": seat}]


@room_rule("vault")
class Vault(Sided):
    """R6.11: a roll (the traitor's too) opens it once, for its items; whoever is
    put into it lands outside."""

    params = ("cross_trait", "cross_target", "sides", "reward_items")

    def abilities(self, game: Game, seat: int, rid: str) -> list[str]:
        opened = any(t.kind == "vault_empty" and t.room == rid for t in game.state.tokens)
        return [] if opened or not _free(game, f"cross:{rid}") else ["open_vault"]

    def use(self, game: Game, seat: int, rid: str, ability: str) -> None:
        p = game.rooms[rid].params
        reward = [{"do": "draw", "deck": "item", "n": p["reward_items"]}]
        game.push(roll(seat, p["cross_trait"], p["cross_target"], f"cross:{rid}", "vault",
                       [{"do": "place_token", "token": "vault_empty"}, *reward],
                       [{"do": "end_movement"}]))


@effect("cross_barrier")
def cross_barrier(game: Game, eff: Effect) -> None:
    f = game.figure(eff["who"])
    f.side = 1 - f.side
    game.emit("crossed", who=eff["who"], room=f.room, side=f.side)


@effect("choose_side")
def choose_side(game: Game, eff: Effect) -> None:
    seat = eff["who"]
    game.ask(seat, "choose", ["0", "1"], topic="barrier_side",
             then={s: [{"do": "set_side", "who": seat, "side": int(s)}] for s in ("0", "1")})


@effect("set_side")
def set_side(game: Game, eff: Effect) -> None:
    game.figure(eff["who"]).side = eff["side"]


@effect("monster_side")
def monster_side(game: Game, eff: Effect) -> None:
    """R6.10: the monsters' controller picks the side a monster stands on."""
    m = monster(game, eff["id"])
    controller = true_traitor(game)
    if controller is None and house_policy(game) is not None and m.alive:  # the house plays:
        here = [where(game, h) for h in living_heroes(game)]  # the side most heroes stand on
        side = max((0, 1), key=lambda s: here.count((m.room, s)))
        game.push({"do": "set_monster_side", "id": m.id, "side": side})
        return
    if controller is None or not m.alive:
        return
    game.ask(controller, "choose", ["0", "1"], topic="monster_side", monster=m.id,
             room=m.room, then={s: [{"do": "set_monster_side", "id": m.id, "side": int(s)}]
                                for s in ("0", "1")})


@effect("set_monster_side")
def set_monster_side(game: Game, eff: Effect) -> None:
    m = monster(game, eff["id"])
    m.side = eff["side"]
    game.emit("monster_side", id=m.id, kind=m.kind, room=m.room, side=m.side)


@room_rule("revolving_wall")
class RevolvingWall(RoomRule):
    """The wall turns both ways, into the room beyond it and back: an explorer
    rolls to pass (once a turn, a space); a monster passes without rolling (R6.13).
    The Dog never goes through (R7.7)."""

    params = ("roll_trait", "roll_target", "wall")
    has_ways = True
    opens_ways = True

    def ways(self, game: Game, rid: str) -> list[Way]:
        p = game.state.placements[rid]
        d = (min(parse_dirs(game.rooms[rid].params["wall"])) + p.rotation) % 4
        beyond = game.grid.room_at(cell_toward(p.floor, p.x, p.y, d))
        if beyond is None:
            return []
        q = game.state.placements[beyond]
        side = side_of_door(game.rooms[beyond], q.rotation, opposite(d))
        return [Way(rid, rid, beyond, "revolving_wall", "revolve", to_side=side),
                Way(rid, beyond, rid, "revolving_wall", "revolve")]

    def may_take(self, game: Game, seat: int, way: Way) -> bool:
        return can_move(game, seat) and f"revolve:{way.owner}" not in game.state.turn.rolls

    def take(self, game: Game, seat: int, way: Way) -> list[Effect]:
        p = game.rooms[way.owner].params
        go = {"do": "step", "who": seat, "to": way.to, "via": "revolving_wall", "cost": 1,
              "side": way.to_side}
        return [roll(seat, p["roll_trait"], p["roll_target"], f"revolve:{way.owner}",
                     "revolving_wall", [go], [])]
