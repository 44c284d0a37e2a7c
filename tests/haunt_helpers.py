"""Start a haunt in an exact situation: a chosen haunt (a real one by id, or one
written in a test), a chosen revealer, then scripted turns.

    g = haunted(TEST_HAUNT, revealer=0)        # a haunt written as a dict
    g = haunted("hungry_walls", revealer=2)    # a haunt from levels/haunts/
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable
from typing import Any

from game.content.haunts import _haunt
from game.content.loader import Problems, check_steps
from game.content.types import Content
from game.engine import Game, Setup
from tests.helpers import content

FOUR = ("ingrid_solberg", "amara_nwosu", "rafael_duarte", "siobhan_keane")


def with_haunt(data: dict[str, Any]) -> Content:
    """The real content, with this one haunt as the only one on the chart."""
    base = content()
    problems = Problems()
    cards = {f"{c.deck}:{c.id}" for c in base.cards.values()}
    h = _haunt(data, "test", base.rooms, cards, problems, check_steps)
    assert h is not None, [str(e) for e in problems.errors]
    return dataclasses.replace(base, haunts={h.id: h}, chart={c: h.id for c in h.chart})


def haunted(haunt: str | dict[str, Any], *, revealer: int = 0,
            explorers: Iterable[str] = FOUR, seed: int = 1,
            before: Any = None) -> Game:
    """A new game whose haunt begins at the end of the revealer's first turn, as a
    haunt roll would start it (R9.1): the next prompt is the first haunt turn.
    `before(game)` may arrange the house and the explorers first."""
    c = with_haunt(haunt) if isinstance(haunt, dict) else content()
    h = c.haunts[haunt["id"] if isinstance(haunt, dict) else haunt]
    g = Game.new(c, Setup(seed, tuple(explorers), (1, 1)))
    if before is not None:
        before(g)
    st = g.state
    omen, room = h.chart[0]
    st.prompt = None
    st.turn.seat = revealer
    st.phase = "haunt"
    st.haunt.update({"omen": omen, "room": room, "revealer": revealer,
                     "turn": st.turn.number})
    g.refresh()
    g.push({"do": "haunt_start"}, {"do": "next_turn", "who": revealer})
    g._run()
    return g


def cell_room(g: Game) -> str:
    """The chart room of the haunt's first cell (not necessarily in the house)."""
    return g.state.haunt["room"]
