"""The Red Ledger (haunt 38), the house bargains, played out to a win for each side
through the engine's actions, and each rule it brings: a bargain at the ledger
gives a boon now and a debt the signer carries (`the_red_ledger.sign`), one
bargain a turn between the three (`the_red_ledger.one_bargain`); every debt in
the house feeds its hunger at each round's end (`the_red_ledger.interest`); the
traitor's side calls debts in from debtors in its room
(`the_red_ledger.collect`, `the_red_ledger.debtor_here`); the heroes win by
tearing pages, the traitor's side by the house's hunger (R9.11).

The house is the row of rooms east of the Entrance Hall (tests/haunt_helpers.py),
everyone in the hall at the start.
"""

from __future__ import annotations

from game.engine import EndTurn, HauntAct
from game.engine.rules.conditions import holds
from game.engine.state import MONSTER_BASE
from tests.haunt_helpers import (
    arranged,
    assert_won,
    goal,
    haunt_act,
    haunted,
    heroes,
    monster_toward,
    monsters_of,
    pass_until,
    play,
    traitor,
    walk_toward,
)
from tests.helpers import dice, markers, put

LEDGER = "the_red_ledger"
BARGAINS = ("sign_for_page", "sign_for_strength", "sign_for_item")


def ledger_game():
    return haunted(LEDGER, revealer=0, before=arranged())


def ledger(g) -> str:
    (t,) = [t for t in g.state.tokens if t.kind == "ledger"]
    return t.room


def debts(g, seat: int | None = None) -> int:
    return sum(1 for t in g.state.tokens
               if t.kind == "debt" and (seat is None or t.holder == seat))


def counter(g, name: str) -> int:
    return g.state.haunt.counters.get(name, 0)


def answer_damage(g) -> None:
    while g.prompt is not None and g.prompt.kind not in ("turn", "monster"):
        g.submit(g.legal_actions(g.prompt.seat)[0])


def test_ledger_lies_far_from_the_clerk_with_the_bailiffs_beside_him():
    """The setup (R9.5): the ledger in the room farthest from the traitor (the
    highest Knowledge, R9.2), 2 Bailiffs at 4 players in the traitor's room, and
    the hunger and the pages at 0 on the panel."""
    g = ledger_game()
    assert ledger(g) == "solarium"
    bailiffs = monsters_of(g, "bailiff")
    assert len(bailiffs) == 2
    assert {g.state.monsters[m - MONSTER_BASE].room for m in bailiffs} == \
        {g.figure(traitor(g)).room}
    assert g.state.haunt.counters == {"hunger": 0, "pages": 0}


def test_ledger_a_bargain_gives_the_boon_now_and_a_debt_the_signer_carries():
    """`the_red_ledger.sign`: a page torn with no roll, and a new debt carried by
    the signer; then no other bargain this turn (`one_bargain`), while tearing
    by hand (Knowledge 6+) is still offered."""
    g = ledger_game()
    seat = heroes(g)[0]
    pass_until(g, seat)
    put(g, seat, ledger(g))
    assert all(HauntAct(b) in g.legal_actions(seat) for b in BARGAINS)
    g.submit(HauntAct("sign_for_page"))
    assert counter(g, "pages") == 1
    assert debts(g, seat) == 1
    assert not any(HauntAct(b) in g.legal_actions(seat) for b in BARGAINS)
    dice(g, 5)
    g.submit(HauntAct("tear_page"))
    assert counter(g, "pages") == 1  # a 5 tears nothing
    g.submit(EndTurn())
    seat2 = heroes(g)[1]
    pass_until(g, seat2)
    put(g, seat2, ledger(g))
    might = markers(g, seat2)["might"]
    g.submit(HauntAct("sign_for_strength"))
    assert markers(g, seat2)["might"] == might + 2
    assert debts(g, seat2) == 1 and debts(g) == 2
    dice(g, 6)
    g.submit(HauntAct("tear_page"))
    assert counter(g, "pages") == 2


def test_ledger_every_debt_feeds_the_house_at_each_rounds_end():
    """`the_red_ledger.interest` in a round_end trigger: the hunger grows one for
    each debt in the house (R9.6: a round ends after the monsters)."""
    g = ledger_game()
    a, b = heroes(g)[:2]
    pass_until(g, a)
    put(g, a, ledger(g))
    g.submit(HauntAct("sign_for_page"))
    g.submit(EndTurn())
    pass_until(g, b)
    put(g, b, ledger(g))
    g.submit(HauntAct("sign_for_item"))
    answer_damage(g)  # the item drawn (if it asks anything)
    assert debts(g) == 2
    start = g.state.haunt.round
    while g.state.haunt.round == start:
        g.submit(EndTurn())
    assert counter(g, "hunger") == 2


def test_ledger_the_bailiffs_call_a_debt_in_from_a_debtor_in_their_room():
    """`the_red_ledger.collect` (an action with `monsters`, where `debtor_here`):
    the debt is struck out, the hunger grows 2, the debtor takes 1 mental
    damage; with no debtor in the room it is not offered."""
    g = ledger_game()
    seat = heroes(g)[0]
    pass_until(g, seat)
    put(g, seat, ledger(g))
    g.submit(HauntAct("sign_for_page"))
    g.submit(EndTurn())
    (bailiff, other) = monsters_of(g, "bailiff")
    g.state.monsters[bailiff - MONSTER_BASE].room = ledger(g)
    assert holds(g, {"if": "the_red_ledger.debtor_here", "token": "debt"}, bailiff)
    assert not holds(g, {"if": "the_red_ledger.debtor_here", "token": "debt"}, other)
    mind = markers(g, seat)["sanity"] + markers(g, seat)["knowledge"]
    for _ in range(40):
        p = g.prompt
        if p.kind == "monster" and p.context["monster"] == bailiff:
            break
        if p.kind == "monster" and p.context["monster"] == other:
            assert HauntAct("call_in") not in g.legal_actions(p.seat)
        g.submit(EndTurn())
    g.submit(HauntAct("call_in"))
    answer_damage(g)
    assert debts(g) == 0
    assert counter(g, "hunger") == 2
    assert markers(g, seat)["sanity"] + markers(g, seat)["knowledge"] == mind - 1


def test_ledger_heroes_win_by_tearing_out_the_pages():
    """R9.11: the heroes walk to the ledger and sign for a page and tear one by
    hand every turn; the Bailiffs stand still and the pages run out first."""
    g = ledger_game()

    def turn(seat: int):
        if seat == traitor(g):
            return []
        events = walk_toward(g, seat, ledger(g))
        if g.figure(seat).room != ledger(g):
            return events
        events += haunt_act(g, "sign_for_page")
        return events + haunt_act(g, "tear_page")

    events = play(g, turn)
    assert counter(g, "pages") >= goal(g, "heroes", "counter", "pages") == 11
    assert counter(g, "hunger") < goal(g, "traitor", "counter", "hunger")
    assert_won(g, events, "heroes")


def test_ledger_traitor_wins_when_the_hunger_is_fed():
    """The heroes sign for strength, never a page, so the debts pile up; the
    hunger grows each round and the Bailiffs call debts in until it reaches 20
    at 4 players (R9.11)."""
    g = ledger_game()

    def turn(seat: int):
        if seat == traitor(g):
            return []
        return walk_toward(g, seat, ledger(g)) + haunt_act(g, "sign_for_strength")

    def bailiff(mid: int):
        room = next((g.figure(s).room for s in heroes(g) if debts(g, s)), None)
        events = monster_toward(g, mid, room) if room else []
        events += haunt_act(g, "call_in")
        answer_damage(g)
        return events

    events = play(g, turn, bailiff)
    assert counter(g, "pages") == 0
    assert counter(g, "hunger") >= goal(g, "traitor", "counter", "hunger") == 20
    assert_won(g, events, "traitor")
