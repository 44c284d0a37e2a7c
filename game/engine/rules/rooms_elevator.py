"""The Mystic Elevator (R6.8): it moves when it is entered, to an open doorway of
the floor two dice pick; traitors and monsters choose the floor, once a round."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.content.types import FLOORS
from game.engine.registry import effect, room_rule
from game.engine.rules.discovery import doorway_options
from game.engine.rules.room_rule import RoomRule
from game.engine.rules.sides import known_traitor, true_traitor

if TYPE_CHECKING:
    from game.engine.game import Game
    from game.engine.state import Effect, Monster

ELEVATOR = "mystic_elevator"
ELEVATOR_FLOORS = {4: "", 3: "upper", 2: "ground", 1: "basement", 0: "basement"}  # R6.8
USED = "elevator"  # the turn's key: an explorer moved it this turn
TRAITOR_SIDE = "elevator:traitor_side"  # the traitor and the monsters moved it this round


@room_rule("mystic_elevator")
class MysticElevator(RoomRule):
    """Entering it on your turn moves it (once a turn); a hero who spends a whole
    turn in it without moving rolls at the end of that turn. A monster entering it
    moves it to the floor its controller picks, once in the traitor's turn and the
    monster turn after it (the traitor's own use counts)."""

    stops_walks = moves_you = opens_ways = True

    def entered(self, game: Game, seat: int, rid: str, via: str,
                discovered: bool) -> list[Effect]:
        turn = game.state.turn
        if turn.seat != seat or USED in turn.rolls:
            return []
        return [{"do": "elevator_roll", "who": seat}]

    def monster_entered(self, game: Game, m: Monster, rid: str, via: str) -> list[Effect]:
        controller = true_traitor(game)
        if controller is None or TRAITOR_SIDE in game.state.turn.rolls:
            return []
        game.state.turn.rolls.append(TRAITOR_SIDE)
        return [{"do": "elevator_choose", "who": controller}]

    def end_of_turn(self, game: Game, seat: int, rid: str) -> list[Effect]:
        turn = game.state.turn
        if turn.start_room != rid or turn.moved or USED in turn.rolls:
            return []
        return [{"do": "elevator_roll", "who": seat}]


@effect("elevator_roll")
def elevator_roll(game: Game, eff: Effect) -> None:
    seat = eff["who"]
    rolls = game.state.turn.rolls
    if known_traitor(game, seat):  # R6.8: the traitor chooses without rolling, once a round
        if TRAITOR_SIDE in rolls:
            return
        rolls += [USED, TRAITOR_SIDE]
        game.push({"do": "elevator_choose", "who": seat})
        return
    rolls.append(USED)
    faces = game.dice(2)
    total = sum(faces)
    game.emit("dice", who=seat, purpose="elevator", faces=faces, total=total)
    after: list[Effect] = [{"do": "elevator_damage"}] if total == 0 else []
    floor = ELEVATOR_FLOORS[total]
    if not floor:
        game.push({"do": "elevator_choose", "who": seat, "then": after})
        return
    game.push({"do": "elevator_move", "who": seat, "floor": floor, "then": after})


@effect("elevator_choose")
def elevator_choose(game: Game, eff: Effect) -> None:
    """Any floor, chosen (a 4, the traitor, the monsters' controller)."""
    seat, after = eff["who"], eff.get("then", [])
    game.ask(seat, "choose", list(FLOORS), topic="elevator_floor",
             then={f: [{"do": "elevator_move", "who": seat, "floor": f, "then": after}]
                   for f in FLOORS})


@effect("elevator_move")
def elevator_move(game: Game, eff: Effect) -> None:
    """R6.8: the elevator goes to an open doorway of the floor; on the floor it is
    on, staying where it is stays one of the spots offered (it "may" move)."""
    options = doorway_options(game, ELEVATOR, eff["floor"], lifted=ELEVATOR)
    here = game.state.placements[ELEVATOR]
    spot = [here.floor, here.x, here.y, here.rotation]
    if options and here.floor == eff["floor"] and spot not in [o[:4] for o in options]:
        options.insert(0, [*spot, 0, -1])
    if not options:  # no connecting doorway, or every one would seal a floor
        game.emit("elevator_stays", floor=eff["floor"])
        game.push(*eff["then"])
        return
    game.emit("elevator_moves", who=eff["who"], floor=eff["floor"])
    game.ask(eff["who"], "place", options, tile=ELEVATOR, cost=0, mode="move_room",
             then=eff["then"])


@effect("elevator_damage")
def elevator_damage(game: Game, eff: Effect) -> None:
    for f in game.state.figures:
        if f.room == ELEVATOR and f.in_house:
            game.push_end({"do": "damage", "who": f.seat, "kind": "physical", "dice": 1,
                           "room_harm": True})
