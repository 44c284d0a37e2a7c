"""The Pledges Come Due (haunt 45): the heroes' own cards turn against them,
played out through the engine's actions: a win for each side, and the rules it
brings (its own module, game/haunts/pledges_come_due.py).

Each game starts at the first haunt turn (tests/haunt_helpers.py) with a row of
rooms east of the Entrance Hall, cards handed out before the reveal; the traitor
is the explorer with the highest Knowledge (R9.2), the till lies in the room
farthest from them and the Tallymen stand with them.
"""

from __future__ import annotations

from game.engine import EndTurn, HauntAct
from game.engine.rules.conditions import holds, rooms
from tests.haunt_helpers import (
    arranged,
    assert_won,
    goal,
    haunt_act,
    haunted,
    monsters_of,
    walk_toward,
)
from tests.helpers import dice, give, of, put

PLEDGES = "pledges_come_due"
HANDS = {0: ["revolver", "pocket_watch"], 1: ["lucky_coin"], 2: ["crowbar", "old_map"],
         3: ["kerosene_lamp"]}


def pledges_game():
    def before(g):
        arranged()(g)
        for seat, cards in HANDS.items():
            for card in cards:
                give(g, seat, card)
    return haunted(PLEDGES, revealer=0, before=before)


def move_to(g, seat: int, room: str) -> None:
    """Stand a hero in a room, the tickets they carry with them (R9: carried
    tokens go where their carrier goes)."""
    put(g, seat, room)
    for t in g.state.tokens:
        if t.holder == seat:
            t.room = room


def tickets(g, seat: int) -> int:
    return sum(1 for t in g.state.tokens if t.kind == "ticket" and t.holder == seat)


def till(g) -> str:
    (t,) = [t for t in g.state.tokens if t.kind == "till"]
    return t.room


def heroes(g) -> list[int]:
    return [s for s in range(4) if s != g.state.haunt.traitor]


def answer_until_turn(g) -> list:
    """Whatever an end of turn asks (the ticket's damage: physical or mental,
    R8.2), take the first answer, until a turn or a monster's move comes."""
    events = []
    while g.prompt is not None and g.prompt.kind not in ("turn", "monster"):
        events += g.submit(g.legal_actions(g.prompt.seat)[0])
    return events


def pass_to(g, seat: int) -> None:
    """End turns (answering what a ticket's damage asks) until `seat`'s turn."""
    for _ in range(80):
        answer_until_turn(g)
        p = g.prompt
        assert p is not None, "the game ended first"
        if (p.kind, p.seat) == ("turn", seat):
            return
        g.submit(EndTurn())
    raise AssertionError(f"seat {seat}'s turn never came")


def test_pledges_every_card_a_hero_holds_takes_a_ticket_at_the_reveal():
    """The setup (R9.5): the till lies farthest from the traitor, 2 Tallymen at 4
    players stand with the traitor, and each hero carries one ticket for each item
    and omen they hold (the step pledges_come_due.pledge); the traitor none."""
    g = pledges_game()
    traitor = g.state.haunt.traitor
    assert traitor is not None
    assert till(g) == "solarium"
    assert len(monsters_of(g, "tallyman")) == 2
    for seat in heroes(g):
        assert tickets(g, seat) == len(g.figure(seat).cards)
    assert tickets(g, traitor) == 0


def test_pledges_a_ticket_hurts_its_carrier_at_the_end_of_each_turn():
    """The modifier end_turn (R9 haunt rules): a hero carrying a ticket takes 1
    damage, physical or mental as they choose, as their turn ends; a hero with no
    ticket takes none."""
    g = pledges_game()
    seat = heroes(g)[0]
    pass_to(g, seat)
    g.submit(EndTurn())
    p = g.prompt
    assert p is not None and p.kind == "damage" and p.seat == seat
    assert (p.context["kind"], p.context["amount"]) == ("general", 1)
    answer_until_turn(g)
    g.figure(seat).cards.clear()  # no cards: no tickets, now or as rounds end
    g.state.tokens[:] = [t for t in g.state.tokens if t.holder != seat]
    pass_to(g, seat)
    assert tickets(g, seat) == 0
    g.submit(EndTurn())
    assert g.prompt is not None and g.prompt.kind != "damage"


def test_pledges_redeeming_at_the_till_pays_one_ticket_off_on_four_or_more():
    """The heroes' action at the till, only while carrying a ticket: a Knowledge
    roll, 4+ takes one ticket from the house into the counter `redeemed`, less
    leaves it carried; once a turn (R3.3)."""
    g = pledges_game()
    seat = heroes(g)[0]
    pass_to(g, seat)
    assert HauntAct("redeem") not in g.legal_actions(seat)  # not at the till
    move_to(g, seat, till(g))
    before = tickets(g, seat)
    dice(g, 3)
    g.submit(HauntAct("redeem"))
    assert tickets(g, seat) == before
    assert g.state.haunt.counters.get("redeemed", 0) == 0
    assert HauntAct("redeem") not in g.legal_actions(seat)  # once a turn
    g.submit(EndTurn())
    answer_until_turn(g)
    pass_to(g, seat)
    dice(g, 4)
    events = g.submit(HauntAct("redeem"))
    assert tickets(g, seat) == before - 1
    assert g.state.haunt.counters["redeemed"] == 1
    assert [d["token"] for d in of(events, "token_taken")] == ["ticket"]


def test_pledges_the_house_writes_a_ticket_as_each_round_ends_never_more_than_cards():
    """The round_end trigger runs pledge for every hero: one more ticket on a
    card that has none; a hero whose cards all carry one takes no more."""
    g = pledges_game()
    seat = heroes(g)[0]
    for t in [t for t in g.state.tokens if t.kind == "ticket" and t.holder == seat]:
        g.state.tokens.remove(t)
    full = {s: tickets(g, s) for s in heroes(g) if s != seat}
    while g.state.haunt.round == 0:  # R9.6: a round ends after the monsters
        g.submit(EndTurn())
        answer_until_turn(g)
    assert tickets(g, seat) == 1
    assert all(tickets(g, s) == n for s, n in full.items())


def test_pledges_the_traitor_and_tallymen_write_tickets_on_heroes_beside_them():
    """The traitor's action (with `monsters`) is offered only with a hero beside
    them who holds a free card (the condition pledges_come_due.unticketed, whose
    rooms lead the bots there); it tickets one free card of every hero there."""
    g = pledges_game()
    traitor = g.state.haunt.traitor
    a, b = heroes(g)[:2]
    cond = {"if": "pledges_come_due.unticketed", "token": "ticket", "whom": "hero"}
    for seat in (a, b):
        for t in [t for t in g.state.tokens if t.kind == "ticket" and t.holder == seat]:
            g.state.tokens.remove(t)
    put(g, a, "ballroom")
    put(g, b, "ballroom")
    pass_to(g, traitor)
    put(g, traitor, "greenhouse")
    assert not holds(g, cond, traitor)
    assert HauntAct("write_ticket") not in g.legal_actions(traitor)
    assert "ballroom" in rooms(g, cond, traitor)
    put(g, traitor, "ballroom")
    assert holds(g, cond, traitor)
    g.submit(HauntAct("write_ticket"))
    assert (tickets(g, a), tickets(g, b)) == (1, 1)
    g.submit(EndTurn())
    (mid, *_) = monsters_of(g, "tallyman")
    g.state.monsters[mid - 100].room = "ballroom"
    while not (g.prompt.kind == "monster" and g.prompt.context["monster"] == mid):
        g.submit(EndTurn())
        answer_until_turn(g)
    haunt_act(g, "write_ticket")
    assert tickets(g, a) == min(2, len(g.figure(a).cards))
    assert tickets(g, b) == min(2, len(g.figure(b).cards))


def test_pledges_heroes_win_by_redeeming_enough_tickets():
    """R9.11: the heroes walk to the till and redeem; new tickets keep coming as
    rounds end, and the count reaches 8 at 4 players before round 9 ends."""
    g = pledges_game()
    traitor = g.state.haunt.traitor

    def turn(seat: int):
        if seat == traitor:
            return []
        return walk_toward(g, seat, till(g)) + haunt_act(g, "redeem")

    def monster(mid: int):
        return answer_until_turn(g)

    events = []
    for _ in range(400):
        if g.over:
            break
        events += play_one(g, turn, monster)
    assert g.state.haunt.counters["redeemed"] >= goal(g, "heroes", "counter", "redeemed")
    assert_won(g, events, "heroes")


def play_one(g, turn, monster) -> list:
    """One explorer's turn or monster's move, the end of turn's damage answered."""
    events = answer_until_turn(g)
    if g.over or g.prompt is None:
        return events
    p = g.prompt
    events += (turn(p.seat) if p.kind == "turn" else monster(p.context["monster"])) or []
    if g.over:
        return events
    if g.prompt is not None and (g.prompt.kind, g.prompt.seat) == (p.kind, p.seat):
        events += g.submit(EndTurn())
    return events + answer_until_turn(g)


def test_pledges_traitor_wins_when_round_nine_ends():
    """The heroes never reach the till: the traitor wins as round 9 ends (R9.11),
    unless every hero has died of their tickets first."""
    g = pledges_game()
    events = []
    for _ in range(600):
        if g.over:
            break
        events += play_one(g, lambda seat: [], lambda mid: [])
    assert g.state.haunt.counters.get("redeemed", 0) == 0
    assert_won(g, events, "traitor")

