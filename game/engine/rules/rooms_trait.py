"""Rooms that test or change a trait (R6.1, R6.2, R6.5): the leave roll, the
once-a-game gift, the end-of-turn harm."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.registry import effect, room_rule
from game.engine.rules.room_rule import RoomRule, roll
from game.engine.rules.sides import known_traitor

if TYPE_CHECKING:
    from game.engine.game import Game
    from game.engine.state import Effect


@room_rule("leave_roll")
class LeaveRoll(RoomRule):
    """R6.1: a trait roll to leave, once a turn; failing, take the loss and go, or
    stay and try again next turn. A known traitor ignores it (R6.12)."""

    params = ("roll_trait", "roll_target", "loss_trait")
    stops_walks = True

    def leaving(self, game: Game, seat: int, rid: str, nxt: Effect) -> Effect | None:
        key = f"leave:{rid}"
        if key in game.state.turn.rolls or known_traitor(game, seat):
            return None
        p = game.rooms[rid].params
        failed = {"do": "choose_stay", "room": rid, "next": nxt}
        return roll(seat, p["roll_trait"], p["roll_target"], key, "leave", [nxt], [failed])


@effect("choose_stay")
def choose_stay(game: Game, eff: Effect) -> None:
    """R6.1: after a failed leave roll, take the loss and go, or stay and retry."""
    seat = eff["who"]
    p = game.rooms[eff["room"]].params
    game.ask(seat, "choose", ["take_loss", "stay"], topic="leave_failed", room=eff["room"],
             then={"take_loss": [{"do": "lose", "who": seat, "trait": p["loss_trait"], "n": 1},
                                 eff["next"]],
                   "stay": [{"do": "end_movement", "who": seat}]})


@room_rule("once_per_game")
class OncePerGame(RoomRule):
    """R6.2: each explorer gains the room's trait once a game, ending a turn there
    (monsters never: R6.14)."""

    params = ("gain_trait",)

    def gives(self, game: Game, seat: int, rid: str) -> bool:
        return rid not in game.figure(seat).used_rooms

    def end_of_turn(self, game: Game, seat: int, rid: str) -> list[Effect]:
        if not self.gives(game, seat, rid):
            return []
        game.figure(seat).used_rooms.append(rid)
        game.emit("room_benefit", who=seat, room=rid)
        return [{"do": "gain", "who": seat, "trait": game.rooms[rid].params["gain_trait"],
                 "n": 1}]


@room_rule("end_turn_damage")
class EndTurnDamage(RoomRule):
    """R6.5: damage to whoever ends a turn here (monsters ignore it)."""

    params = ("damage_kind", "damage")
    hurts_at_end = True

    def end_of_turn(self, game: Game, seat: int, rid: str) -> list[Effect]:
        p = game.rooms[rid].params
        return [{"do": "damage", "who": seat, "kind": p["damage_kind"], "n": p["damage"],
                 "room_harm": True}]
