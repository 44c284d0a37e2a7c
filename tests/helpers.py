"""Build exact situations for rule tests: fixed tiles, fixed decks, scripted dice.

    g = make_game(stack=["library", "attic"])      # top of the stack is the FIRST name
    dice(g, 4, 0)                                  # the next rolls total 4, then 0
    place(g, "library", "ground", 1, 0, rotation=0)
    put(g, 0, "library")
    events = g.submit(Move("foyer"))
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache

from game.content.loader import load
from game.content.types import Content
from game.engine import Event, Explore, Game, PlaceTile, Setup
from game.engine.state import Placement, Prompt

TWO = ("ingrid_solberg", "amara_nwosu")  # two explorers from different cards


@cache
def content() -> Content:
    loaded, errors = load()
    assert not errors, errors
    return loaded


def make_game(explorers: Iterable[str] = TWO, *, stack: Iterable[str] | None = None,
              decks: dict[str, Iterable[str]] | None = None, seed: int = 1,
              today: tuple[int, int] = (1, 1)) -> Game:
    """A new game at the first player's turn prompt. `stack` lists room tiles from
    the top down; `decks` lists cards of a deck from the top down. Tiles and cards
    not listed are kept below the listed ones (so every one is still somewhere)."""
    g = Game.new(content(), Setup(seed, tuple(explorers), today))
    st = g.state
    if stack is not None:
        top = list(stack)
        rest = [t for t in st.stack if t not in top]
        st.stack = rest + list(reversed(top))
    for deck, cards in (decks or {}).items():
        top = list(cards)
        rest = [c for c in st.decks[deck] if c not in top]
        st.decks[deck] = rest + list(reversed(top))
    return g


def dice(g: Game, *totals: int) -> None:
    """Script the next rolls: each roll, whatever its number of dice, totals the
    next value given (faces of 2, then a 1 if needed, then 0s)."""
    queue = list(totals)
    real = g.dice

    def scripted(count: int) -> list[int]:
        if not queue:
            return real(count)
        total = queue.pop(0)
        count = max(0, min(count, 8))
        assert 0 <= total <= 2 * count, f"{count} dice cannot total {total}"
        faces = [2] * (total // 2) + [1] * (total % 2)
        return faces + [0] * (count - len(faces))

    g.dice = scripted  # type: ignore[method-assign]


def place(g: Game, rid: str, floor: str, x: int, y: int, rotation: int = 0) -> None:
    """Put a room tile straight into the house, taking it out of the stack."""
    st = g.state
    for pile in (st.stack, st.tile_discard):
        if rid in pile:
            pile.remove(rid)
    g.set_placement(rid, Placement(floor, x, y, rotation))
    g.refresh()


def put(g: Game, seat: int, rid: str, side: int = 0) -> None:
    """Stand an explorer in a room (its turn's start room too, if it is their turn)."""
    f = g.figure(seat)
    f.room = rid
    f.side = side
    if g.state.turn.seat == seat:
        g.state.turn.start_room = rid
    g.refresh()


def give(g: Game, seat: int, card: str) -> None:
    """Hand a card to an explorer straight from its deck (no draw, no on_gain)."""
    st = g.state
    deck = g.content.cards[card].deck
    st.decks[deck].remove(card)
    g.figure(seat).cards.append(card)
    g.refresh()


def set_trait(g: Game, seat: int, trait: str, index: int) -> None:
    g.figure(seat).traits[trait] = index
    g.refresh()


def trait_value(g: Game, seat: int, trait: str) -> int:
    f = g.figure(seat)
    return g.content.explorers[f.explorer].traits[trait].values[f.traits[trait]]


def turn_seat(g: Game) -> int:
    return g.state.turn.seat


def prompt(g: Game) -> Prompt:
    assert g.prompt is not None
    return g.prompt


def kinds(events) -> list[str]:
    return [e.kind for e in events]


# ---- drawing cards by discovering a room ------------------------------------------
DRAW_ROOM = {"omen": "drawing_room", "event": "ballroom", "item": "billiard_room"}


def game_drawing(card: str, *, stack: Iterable[str] = (),
                 decks: dict[str, Iterable[str]] | None = None) -> Game:
    """A game whose next discovery (east or west of the Entrance Hall) draws `card`."""
    deck = content().cards[card].deck
    return make_game(stack=[DRAW_ROOM[deck], *stack], decks={deck: [card], **(decks or {})})


def discover(g: Game, direction: str = "E") -> list[Event]:
    """Explore through a door and place the tile (first offered orientation)."""
    events = list(g.submit(Explore(direction)))
    p = prompt(g)
    assert p.kind == "place"
    events += g.submit(PlaceTile(*p.options[0][:4]))
    return events


def of(events: Iterable[Event], kind: str) -> list[dict]:
    return [e.data for e in events if e.kind == kind]


def rolls(events: Iterable[Event], purpose: str | None = None) -> list[dict]:
    return [d for d in of(events, "dice") if purpose is None or d.get("purpose") == purpose]


def markers(g: Game, seat: int = 0) -> dict[str, int]:
    return dict(g.figure(seat).traits)


# ---- what the game is asking --------------------------------------------------------
def expect_turn(g: Game, seat: int = 0) -> None:
    p = prompt(g)
    assert (p.kind, p.seat) == ("turn", seat), p


def expect_choice(g: Game, topic: str, options: list[str] | None = None,
                  seat: int = 0) -> Prompt:
    p = prompt(g)
    assert p.kind == "choose" and p.seat == seat, p
    assert p.context["topic"] == topic, p.context
    if options is not None:
        assert p.options == options
    return p


def expect_damage(g: Game, kind: str, amount: int, seat: int = 0) -> Prompt:
    p = prompt(g)
    assert p.kind == "damage" and p.seat == seat, p
    assert (p.context["kind"], p.context["amount"]) == (kind, amount)
    return p
