"""Setting up a game (R2) and who goes first (R2.5)."""

from __future__ import annotations

from datetime import date
from typing import TYPE_CHECKING

from game.content.types import DECKS, Content
from game.engine import rng
from game.engine.registry import effect
from game.engine.state import Effect, Figure, GameState, HauntState, Placement, Turn

if TYPE_CHECKING:
    from game.engine.game import Game, Setup

START_ROOM = "entrance_hall"  # R2.4


def days_until(today: tuple[int, int], birthday: tuple[int, int]) -> int:
    """Days from today until the birthday, 1..366 (a birthday today is a year away:
    R2.5 asks for the birthday that comes next *after* today)."""
    year = 2024  # a leap year, so 29 February is a real date
    t = date(year, *today).toordinal()
    b = date(year, *birthday).toordinal()
    return (b - t - 1) % 366 + 1


def first_seat(content: Content, setup: Setup) -> int:
    """R2.5: the next birthday after today goes first; ties go to the earlier seat."""
    waits = [days_until(setup.today, content.explorers[e].birthday) for e in setup.explorers]
    return waits.index(min(waits))


MAX_SEATS = 6


def check_setup(content: Content, setup: Setup) -> str:
    """Why this setup cannot start a game ("" if it can)."""
    if not 1 <= len(setup.explorers) <= MAX_SEATS:
        return f"a game has 1 to {MAX_SEATS} explorers"
    unknown = [e for e in setup.explorers if e not in content.explorers]
    if unknown:
        return f"unknown explorer {unknown[0]!r}"
    cards = [content.explorers[e].card for e in setup.explorers]
    if len(set(cards)) != len(cards):  # R2.1
        return "two explorers from the same card cannot play together"
    try:
        date(2024, *setup.today)
    except (TypeError, ValueError):
        return "today's date is not a real date"
    return ""


def initial_state(content: Content, setup: Setup) -> GameState:
    problem = check_setup(content, setup)
    if problem:
        raise ValueError(problem)
    figures = []
    for seat, eid in enumerate(setup.explorers):
        explorer = content.explorers[eid]
        traits = {t: track.start for t, track in explorer.traits.items()}  # R2.1
        figures.append(Figure(seat, eid, traits, START_ROOM))
    first = first_seat(content, setup)
    seats = len(figures)
    order = [(first + i) % seats for i in range(seats)]  # clockwise (R2.5)
    placements = {s.room: Placement(s.floor, s.x, s.y, s.rotation) for s in content.start}
    return GameState(
        seed=setup.seed,
        rng=rng.seed_state(setup.seed),
        figures=figures,
        order=order,
        turn=Turn(seat=first, number=0, start_room=START_ROOM),
        placements=placements,
        stack=sorted(r for r in content.rooms if r not in placements and
                     not content.rooms[r].start),
        tile_discard=[],
        decks={d: sorted(content.deck(d)) for d in DECKS},
        card_discard={d: [] for d in DECKS},
        haunt=HauntState(avoid=list(setup.avoid)),
    )


@effect("setup")
def setup(game: Game, eff: Effect) -> None:
    st = game.state
    for deck in DECKS:  # R2.2
        game.shuffle(st.decks[deck])
    game.shuffle(st.stack)  # R2.3
    game.emit("game_started", order=list(st.order),
              explorers=[f.explorer for f in st.figures])
    game.push({"do": "start_turn", "seat": st.order[0]})
