"""The haunt roll (R3.2, R9.1). The haunt itself comes later; for now the game
ends when it begins, with an event naming the omen, the room and the revealer."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.registry import effect
from game.engine.state import Effect

if TYPE_CHECKING:
    from game.engine.game import Game

HAUNT_DICE = 6


@effect("haunt_rolls")
def haunt_rolls(game: Game, eff: Effect) -> None:
    """One haunt roll for each omen drawn this turn, in the order drawn (R3.2)."""
    if game.state.phase != "explore":
        return
    game.push(*({"do": "haunt_roll", "who": eff["who"], "omen": omen, "room": room}
                for omen, room in game.state.turn.omens))


@effect("haunt_roll")
def haunt_roll(game: Game, eff: Effect) -> None:
    st = game.state
    if st.phase != "explore":  # rolling stops as soon as the haunt starts
        return
    faces = game.dice(HAUNT_DICE)
    total = sum(faces)
    game.emit("dice", who=eff["who"], purpose="haunt", faces=faces, total=total,
              need=st.omens_drawn, omen=eff["omen"])
    if total < st.omens_drawn:  # R9.1
        st.phase = "haunt"
        st.haunt = {"omen": eff["omen"], "room": eff["room"], "revealer": eff["who"],
                    "turn": st.turn.number}
        game.emit("haunt_begins", omen=eff["omen"], room=eff["room"], revealer=eff["who"])
