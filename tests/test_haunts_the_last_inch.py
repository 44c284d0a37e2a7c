"""The Last Inch (haunt 48): every hero carries a candle that burns down, played
out through the engine's actions: a win for each side, and the rules it brings
(its own module, game/haunts/the_last_inch.py).

Each game starts at the first haunt turn (tests/haunt_helpers.py) with a row of
rooms east of the Entrance Hall, where everyone stands; the traitor is the
explorer with the lowest Sanity (R9.2), the Snuffler stands with them and the
ledger's pages lie at the far end of the row.
"""

from __future__ import annotations

from game.engine import Attack, EndTurn, HauntAct
from game.engine.rules import modifiers
from tests.haunt_helpers import (
    WING,
    arranged,
    assert_won,
    goal,
    haunt_act,
    haunted,
    heroes,
    monsters_of,
    pass_until,
    play,
    seek,
    traitor,
    walk_toward,
)
from tests.helpers import dice, of, put, set_trait

INCH = "the_last_inch"


def inch_game(rooms: tuple[str, ...] = WING):
    return haunted(INCH, revealer=0, before=arranged(rooms))


def candle(g, seat: int):
    return next((t for t in g.state.tokens if t.kind == "candle" and t.holder == seat), None)


def pages(g) -> list[str]:
    return sorted(t.room for t in g.state.tokens if t.kind == "ledger")


def test_inch_every_hero_holds_a_lit_candle_and_the_pages_lie_far_off():
    """The setup (R9.5): each hero carries a candle of 5 turns (the step
    the_last_inch.relight, through each_hero), the traitor none; Mercer's vat
    burns in the Entrance Hall, 2 ledger pages lie farthest from the traitor and
    1 Snuffler at 4 players stands with the traitor."""
    g = inch_game()
    assert candle(g, traitor(g)) is None
    assert [candle(g, s).value for s in heroes(g)] == [5, 5, 5]
    assert [t.room for t in g.state.tokens if t.kind == "vat"] == ["entrance_hall"]
    assert pages(g) == ["drawing_room", "solarium"]
    (mid,) = monsters_of(g, "snuffer")
    assert g.state.monsters[mid - 100].room == g.figure(traitor(g)).room


def test_inch_a_candle_burns_down_as_its_turn_ends_and_the_dark_costs_a_die():
    """The turn_end trigger runs the_last_inch.burn: 1 a turn, and at 0 the
    candle goes out, taken from the house; a hero with no candle rolls one die
    fewer (a dice modifier whose `if` is `not` `carrying`)."""
    g = inch_game()
    seat = g.prompt.seat
    assert seat in heroes(g)
    g.submit(EndTurn())
    assert candle(g, seat).value == 4
    room = g.figure(seat).room
    assert modifiers.total(g, "dice", seat, room, trait="might") == 0
    pass_until(g, seat)
    candle(g, seat).value = 1
    events = g.submit(EndTurn())
    assert candle(g, seat) is None
    assert [e["token"] for e in of(events, "token_removed")] == ["candle"]
    assert modifiers.total(g, "dice", seat, room, trait="might") == -1
    assert modifiers.total(g, "dice", seat, room, trait="knowledge") == -1


def test_inch_a_hero_relights_at_the_vat_with_no_roll():
    """At the vat, once a turn: a dark hero gets a new candle of 5, a lit one's
    candle is renewed to 5; elsewhere the action is not offered."""
    g = inch_game()
    seat = g.prompt.seat
    put(g, seat, "music_room")
    assert HauntAct("relight") not in g.legal_actions(seat)
    put(g, seat, "entrance_hall")
    candle(g, seat).value = 2
    g.submit(HauntAct("relight"))
    assert candle(g, seat).value == 5
    assert HauntAct("relight") not in g.legal_actions(seat)  # once per turn
    g.submit(EndTurn())
    pass_until(g, seat)
    g.state.tokens.remove(candle(g, seat))
    g.submit(HauntAct("relight"))
    assert candle(g, seat).value == 5 and candle(g, seat).holder == seat


def test_inch_a_name_is_read_only_by_candlelight_and_a_page_turns_up_far_away():
    """Reading a name needs a lit candle (`carrying` in the action's `where`);
    a Knowledge roll of 4+ takes the page (take_token, counter names) and a
    token_taken trigger puts a new one in the room farthest from the reader."""
    g = inch_game()
    seat = g.prompt.seat
    put(g, seat, "solarium")
    lit = candle(g, seat)
    g.state.tokens.remove(lit)
    g.refresh()
    assert HauntAct("read_name") not in g.legal_actions(seat)  # in the dark
    g.state.tokens.append(lit)
    g.refresh()
    dice(g, 4)
    g.submit(HauntAct("read_name"))
    assert g.state.haunt.counters["names"] == 1
    assert pages(g) == ["drawing_room", "upper_landing"]  # farthest from the Solarium


def test_inch_the_traitor_snuffs_the_longest_candle_in_the_room():
    """The traitor's action (its Snufflers' too) is offered only where a hero's
    candle burns (where key the_last_inch.flame); a Might roll of 4+ puts out
    the longest candle there (the_last_inch.snuff)."""
    g = inch_game()
    a, b, _ = heroes(g)
    pass_until(g, traitor(g))
    put(g, traitor(g), "ballroom")
    assert HauntAct("snuff") not in g.legal_actions(traitor(g))
    put(g, a, "ballroom")
    put(g, b, "ballroom")
    candle(g, a).value, candle(g, b).value = 2, 4
    assert HauntAct("snuff") in g.legal_actions(traitor(g))
    dice(g, 4)
    g.submit(HauntAct("snuff"))
    assert candle(g, b) is None and candle(g, a).value == 2


def test_inch_heroes_win_by_reading_the_names_by_candlelight():
    """R9.11: the heroes read 5 names at 4 players, going back to the vat to
    relight whenever their candle goes out; the traitor's side stands still. A
    short wing: the pages turn up in its far room and on the Upper Landing."""
    g = inch_game(WING[:3])

    def turn(seat: int):
        if seat == traitor(g):
            return []
        if candle(g, seat) is None:
            return walk_toward(g, seat, "entrance_hall") + haunt_act(g, "relight")
        return seek(g, seat, "read_name", "ledger")

    events = play(g, turn)
    assert g.state.haunt.counters["names"] == goal(g, "heroes", "counter", "names") == 5
    assert_won(g, events, "heroes")


def strike_down(g, victim: int) -> list:
    """On their next turn the traitor catches a hero at the skull and strikes (R8.4)."""
    events = g.submit(EndTurn()) + pass_until(g, traitor(g))
    put(g, victim, g.figure(traitor(g)).room)
    for t in ("might", "speed"):
        set_trait(g, victim, t, 0)
    dice(g, 8, 0)
    events += g.submit(Attack(victim))
    while g.prompt is not None and g.prompt.kind == "damage":
        events += g.submit(g.legal_actions(g.prompt.seat)[0])
    assert not g.figure(victim).alive
    return events


def test_inch_the_traitor_wins_when_every_hero_has_fallen():
    """The traitor strikes the heroes down one by one; with the last gone the
    traitor's side wins (R9.11: the heroes need one survivor)."""
    g = inch_game()
    a, b, c = heroes(g)
    strike_down(g, a)
    strike_down(g, b)
    assert not g.over
    events = strike_down(g, c)
    assert_won(g, events, "traitor")


def test_inch_the_traitor_wins_when_round_9_ends_with_the_candles_out():
    """Nobody relights: every candle burns out and the clock runs out (R9.11)."""
    g = inch_game()
    events = play(g, lambda seat: [])
    assert all(candle(g, s) is None for s in heroes(g))
    assert g.state.haunt.round == goal(g, "traitor", "rounds") == 9
    assert_won(g, events, "traitor")
