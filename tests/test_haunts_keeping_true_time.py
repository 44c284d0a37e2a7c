"""Keeping True Time (haunt 46): one card of the item deck is the key, played out
through the engine's actions: a win for each side, and the rules it brings (its
own module, game/haunts/keeping_true_time.py).

Each game starts at the first haunt turn (tests/haunt_helpers.py) with a row of
rooms east of the Entrance Hall (the Music Room and the Greenhouse have an item
symbol); the traitor is the explorer with the highest Speed (R9.2), the clock
stands in the room farthest from them.
"""

from __future__ import annotations

from game.engine import HauntAct
from game.engine.rules.conditions import holds, progress, rooms
from tests.haunt_helpers import (
    arranged,
    assert_won,
    goal,
    haunted,
    monsters_of,
    pass_until,
    play,
    walk_toward,
)
from tests.helpers import give, of, put

TRUE_TIME = "keeping_true_time"
WATCH = "pocket_watch"
HOME = {"if": "keeping_true_time.home", "card": WATCH, "token": "clock"}


def time_game(holding: dict[int, str] | None = None):
    return haunted(TRUE_TIME, revealer=0, before=arranged(holding=holding))


def clock(g) -> str:
    (t,) = [t for t in g.state.tokens if t.kind == "clock"]
    return t.room


def heroes(g) -> list[int]:
    return [s for s in range(4) if s != g.state.haunt.traitor]


def deep(g) -> int:
    """Where the watch lies in the item deck, counted from the bottom (0)."""
    return g.state.decks["item"].index(WATCH)


def test_true_time_the_watch_is_buried_deep_in_the_item_deck_even_from_a_hand():
    """The setup (R9.5): the clock stands farthest from the traitor, 3 Pendulum Men
    at 4 players with the traitor; the Pocket Watch, though a hero held it, is
    taken from them (its loss follows, R7.5: 1 Speed) and lies among the item
    deck's 8 bottom cards (the step keeping_true_time.bury)."""
    g = time_game(holding={2: WATCH})
    assert clock(g) == "solarium"
    assert len(monsters_of(g, "pendulum")) == 3
    assert WATCH not in g.figure(2).cards
    assert deep(g) < 8
    assert not holds(g, HOME)
    assert progress(g, HOME, heroes(g)[0]) == 0.0
    assert rooms(g, HOME, heroes(g)[0]) == {"music_room", "greenhouse"}  # where to dig


def test_true_time_rummaging_draws_an_item_only_where_an_item_symbol_is():
    """The action rummage (any side): in a room with an item symbol, draw an item
    card (R4.2: the draw ends movement); once a turn (R3.3)."""
    g = time_game()
    seat = heroes(g)[0]
    pass_until(g, seat)
    put(g, seat, "cold_hallway")
    assert HauntAct("rummage") not in g.legal_actions(seat)
    put(g, seat, "greenhouse")
    before = len(g.state.decks["item"])
    events = g.submit(HauntAct("rummage"))
    assert len(g.state.decks["item"]) == before - 1
    assert [d["deck"] for d in of(events, "card_drawn")] == ["item"]
    assert HauntAct("rummage") not in g.legal_actions(seat)


def test_true_time_the_traitor_holding_the_watch_buries_it_again():
    """The traitor's action bury, offered only while holding the watch: it goes back
    among the 8 bottom cards of the item deck; the bots' rooms for the traitor's
    side are the holder's while a hero holds it."""
    g = time_game()
    traitor = g.state.haunt.traitor
    hero = heroes(g)[0]
    give(g, hero, WATCH)
    assert progress(g, HOME, hero) == 0.5
    assert rooms(g, HOME, hero) == {clock(g)}
    assert rooms(g, HOME, traitor) == {g.figure(hero).room}
    g.figure(hero).cards.remove(WATCH)
    g.refresh()
    pass_until(g, traitor)
    assert HauntAct("bury") not in g.legal_actions(traitor)
    g.figure(traitor).cards.append(WATCH)
    g.refresh()
    g.submit(HauntAct("bury"))
    assert WATCH not in g.figure(traitor).cards
    assert deep(g) < 8


def test_true_time_heroes_win_the_moment_the_watch_reaches_the_clock():
    """R9.11: a hero digs the watch up in the Greenhouse and walks it to the clock;
    the goal keeping_true_time.home holds as they come in."""
    g = time_game()
    traitor = g.state.haunt.traitor
    digger = heroes(g)[0]
    deck = g.state.decks["item"]
    deck.remove(WATCH)
    deck.append(WATCH)  # the next card drawn
    for mid in monsters_of(g, "pendulum"):  # lost in the basement: nobody slows the digger (R4.7)
        g.state.monsters[mid - 100].room = "basement_landing"

    def turn(seat: int):
        if seat != digger:
            return []
        if WATCH not in g.figure(seat).cards:
            if g.figure(seat).room != "greenhouse":
                return walk_toward(g, seat, "greenhouse")
            return g.submit(HauntAct("rummage"))
        return walk_toward(g, seat, clock(g))

    events = play(g, turn)
    assert traitor != digger
    assert g.figure(digger).room == clock(g)
    assert holds(g, HOME)
    assert_won(g, events, "heroes")


def test_true_time_traitor_wins_when_the_last_round_ends():
    """Nobody digs: the watch stays buried and the traitor wins as round 8 ends
    at 4 players (R9.11)."""
    g = time_game()
    events = play(g, lambda seat: [])
    assert g.state.haunt.round == goal(g, "traitor", "rounds") == 8
    assert_won(g, events, "traitor")

