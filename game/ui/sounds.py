"""Which sound each event plays: one table, so a new sound is one line.

The presenter plays an event's sound when the story reaches it (a roll's once its
dice have landed, with its log line). An entry is a sound's name (a file in
assets/sounds/, made by tools/make_sounds.py) or a function of the game and the
event's data naming one, or None for silence. Playing goes through
`assets.Sounds`, at the player's sound volume (0 mutes it), silent without an
audio device.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game import narrate
from game.engine import Event, Game
from game.engine.rules import powers

Pick = Callable[[Game, dict[str, Any]], str | None]


def _hit(game: Game, d: dict[str, Any]) -> str | None:
    """An attack that deals damage (R8.5): not a tie, a lost distance attack, a
    stunned monster's win or a blow the loser shrugs off."""
    if not narrate.harmful(game, d):
        return None
    loser = d["target"] if d["total"] > d["their_total"] else d["who"]
    return None if powers.shrugs_off(game, loser, d["trait"], d.get("weapon", "")) else "hit"


SOUNDS: dict[str, str | Pick] = {
    "moved": "step",
    "monster_moved": "step",
    "room_placed": "place",
    "room_moved": "place",
    "tile_drawn": "door",
    "monster_spawned": "place",
    "attack": _hit,
    "died": "death",
    "monster_died": "monster_death",
    "haunt_begins": "reveal",
    "traitor_revealed": "thunder",
    "game_over": lambda _game, d: "heroes_win" if d["winner"] == "heroes" else "traitor_wins",
}


def sound_for(game: Game, e: Event) -> str | None:
    """The sound an event plays, if any."""
    entry = SOUNDS.get(e.kind)
    return entry(game, e.data) if callable(entry) else entry
