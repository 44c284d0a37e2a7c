"""Turns (R3): the free-action prompt, ending a turn, passing to the left."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.actions import Action, EndTurn
from game.engine.registry import answer, effect
from game.engine.rules import combat, haunt, haunt_steps, items, monsters, movement, rooms
from game.engine.state import Effect, Prompt, Turn

if TYPE_CHECKING:
    from game.engine.game import Game


@effect("start_turn")
def start_turn(game: Game, eff: Effect) -> None:
    st = game.state
    seat = eff["seat"]
    st.turn = Turn(seat=seat, number=st.turn.number + 1, start_room=game.figure(seat).room)
    game.emit("turn_started", who=seat, number=st.turn.number)


def _turn_legal(game: Game, p: Prompt) -> list[Action]:
    seat = p.seat
    acts: list[Action] = []
    acts += movement.legal(game, seat)
    acts += rooms.legal(game, seat)
    acts += items.legal(game, seat)
    acts += combat.legal(game, seat)
    acts += haunt_steps.legal(game, seat)
    acts += monsters.stairs_legal(game, seat)
    acts.append(EndTurn())
    return acts


@answer("turn", _turn_legal)
def _turn_action(game: Game, p: Prompt, action: Action) -> None:
    """Every free action of a turn maps to the effect that carries it out."""
    if isinstance(action, EndTurn):
        game.push({"do": "end_turn", "who": p.seat})
        return
    for handler in (movement.act, monsters.stairs_act, rooms.act, items.act, combat.act,
                    haunt_steps.act):
        if handler(game, p.seat, action):
            return
    raise AssertionError(f"no handler took {action}")


@effect("end_turn", outlives=True)
def end_turn(game: Game, eff: Effect) -> None:
    """End of turn: room effects, the elevator's whole-turn rule, haunt rolls,
    then the next seat to the left (R3.2, R6.2, R6.8)."""
    seat = eff["who"]
    game.push({"do": "lingering_end_of_turn", "who": seat},
              {"do": "room_end_of_turn", "who": seat},
              {"do": "haunt_rolls", "who": seat},
              {"do": "next_turn", "who": seat})
    game.emit("turn_ended", who=seat)  # after: a turn_end trigger's steps run first


@effect("next_turn", outlives=True)
def next_turn(game: Game, eff: Effect) -> None:
    st = game.state
    if st.phase == "haunt":
        haunt.haunt_next_turn(game, eff["who"])
        return
    if st.phase != "explore":
        return
    i = st.order.index(eff["who"])
    game.push({"do": "start_turn", "seat": st.order[(i + 1) % len(st.order)]})

