"""Return to Sender (haunt 23), secret goals per player, played out to a win for
each side through the engine's actions, and each rule it brings: every hero is
dealt sealed letters only they may read (`return_to_sender.deal`, secret papers in
`HauntState.secret`, `Game.view` giving each seat its own paper alone), only a
letter's holder may deliver it (`return_to_sender.yours`, `return_to_sender.deliver`),
the traitor burns keepsakes blind (`return_to_sender.burn`), a dead hero's sealed
letters are lost (`return_to_sender.bury`), and the bots walk to their own keepsakes
only (`return_to_sender.settled`'s rooms).

The house is the row of rooms east of the Entrance Hall (tests/haunt_helpers.py).
"""

from __future__ import annotations

from game.engine import HauntAct
from game.engine.rules import conditions
from game.haunts import return_to_sender as rts
from tests.haunt_helpers import (
    arranged,
    assert_won,
    goal,
    haunt_act,
    haunted,
    hound_hunt,
    pass_until,
    play,
)
from tests.helpers import dice, put

HAUNT = "return_to_sender"
SETTLED = {"if": "return_to_sender.settled", "who": "you"}


def sender(**kw):
    g = haunted(HAUNT, revealer=0, before=arranged(), **kw)
    assert g.state.haunt.traitor is not None
    return g


def heroes(g) -> list[int]:
    return [s for s in range(4) if s != g.state.haunt.traitor]


def letters_of(g, seat: int) -> list[str]:
    return [x["room"] for x in rts.letters(g) if x["seat"] == seat]


def keepsakes(g) -> list[str]:
    return [t.room for t in g.state.tokens if t.kind == "keepsake" and t.holder < 0]


def test_every_hero_is_dealt_two_letters_only_they_may_read():
    """R9.10: 2 letters a hero, keepsakes one per letter plus 2 decoys (8 at 4
    players); R10.1-R10.2: each seat's view holds its own paper alone, the shared
    screen none, and the dealing events tell the letters only to their holder."""
    g = sender()
    hs = heroes(g)
    assert len(keepsakes(g)) == 8
    rooms = [x["room"] for x in rts.letters(g)]
    assert len(rooms) == 6 and len(set(rooms)) == 6 and set(rooms) <= set(keepsakes(g))
    assert all(len(letters_of(g, s)) == 2 for s in hs)
    assert "mine" not in g.view(None)["haunt"] and "secret" not in g.view(None)["haunt"]
    assert "mine" not in g.view(g.state.haunt.traitor)["haunt"]
    for s in hs:
        paper = g.view(s)["haunt"]["mine"]["paper"]
        assert paper["key"] == "letters"
        assert paper["lines"] == [["letter.sealed", r] for r in letters_of(g, s)]
    dealt = [e for e in g.last_events if e.kind == "paper_dealt"] if hasattr(
        g, "last_events") else []
    for e in dealt:
        other = next(s for s in range(4) if s != e.seat)
        assert "lines" not in e.seen_by(other).data and "lines" not in e.seen_by(None).data
        assert e.seen_by(e.seat).data["lines"]


def test_heroes_win_when_every_letter_is_delivered_by_its_holder():
    """R9.11: each hero stands at a keepsake their own letter names and delivers it
    (a Sanity roll of 5+); when no letter is left sealed, the heroes win."""
    g = sender()
    traitor = g.state.haunt.traitor

    def turn(seat: int):
        todo = [x["room"] for x in rts.sealed(g, seat)]
        if seat == traitor or not todo:
            return []
        put(g, seat, todo[0])
        dice(g, 5)
        return g.submit(HauntAct("deliver"))

    events = play(g, turn)
    assert_won(g, events, "heroes")
    assert g.state.haunt.counters["delivered"] == 6
    assert all(x["state"] == "delivered" for x in rts.letters(g))


def test_a_letter_is_delivered_only_by_its_holder_at_its_keepsake():
    """Only the holder's letter counts: another hero at that keepsake, or the holder
    at a decoy, delivers nothing, and the keepsake stays (R9.11)."""
    g = sender()
    a, b = heroes(g)[:2]
    room = letters_of(g, a)[0]
    pass_until(g, b)
    put(g, b, room)
    g.submit(HauntAct("deliver"))
    assert room in keepsakes(g) and not g.state.haunt.counters.get("delivered")
    assert [x["state"] for x in rts.letters(g) if x["room"] == room] == ["sealed"]


def test_traitor_wins_by_burning_the_keepsakes_letters_name():
    """The traitor burns keepsakes (a Might roll of 4+); each burned keepsake a
    sealed letter names loses that letter, and 3 lost letters at 4 players win."""
    g = sender()
    traitor = g.state.haunt.traitor
    assert goal(g, "traitor", "counter", "lost") == 3

    def turn(seat: int):
        if seat != traitor:
            return []
        put(g, seat, rts.sealed(g)[0]["room"])
        return haunt_act(g, "burn")

    events = play(g, turn)
    assert_won(g, events, "traitor")
    assert g.state.haunt.counters["lost"] == 3
    lost = [x for x in rts.letters(g) if x["state"] == "lost"]
    for x in lost:  # the holder reads it on their own paper
        assert ["letter.lost", x["room"]] in g.view(x["seat"])["haunt"]["mine"]["paper"]["lines"]


def test_burning_a_decoy_loses_nothing():
    """A keepsake no letter names burns for nothing: no letter is lost."""
    g = sender()
    traitor = g.state.haunt.traitor
    decoy = next(r for r in keepsakes(g) if r not in {x["room"] for x in rts.letters(g)})
    pass_until(g, traitor)
    put(g, traitor, decoy)
    dice(g, 4)
    g.submit(HauntAct("burn"))
    assert decoy not in keepsakes(g)
    assert not g.state.haunt.counters.get("lost")


def test_a_dead_heros_sealed_letters_are_lost_with_them():
    """A hero who dies holding sealed letters loses them all (death trigger,
    `return_to_sender.bury`)."""
    g = sender()
    seat = heroes(g)[0]
    prompt, g.state.prompt = g.state.prompt, None
    g.push({"do": "die", "who": seat})  # R8.4: a marker at the skull
    g._run()
    g.state.prompt = prompt
    assert not g.figure(seat).alive
    assert g.state.haunt.counters["lost"] == 2
    assert all(x["state"] == "lost" for x in rts.letters(g) if x["seat"] == seat)


def test_bots_walk_to_their_own_keepsakes_and_the_traitor_to_any():
    """The goal's rooms for a hero are its own sealed letters' rooms; for the
    traitor's side, every keepsake: nobody learns another's letters."""
    g = sender()
    for s in heroes(g):
        assert conditions.rooms(g, SETTLED, s) == set(letters_of(g, s))
    assert conditions.rooms(g, SETTLED, g.state.haunt.traitor) == set(keepsakes(g))
    assert conditions.rooms(g, SETTLED) == set(keepsakes(g))


def test_a_monster_may_roll_for_a_haunt_action_with_its_own_trait():
    """A haunt action its monsters may take can roll: the monster rolls its own
    trait (here the hound's Might 4), never an explorer's (R9.8)."""
    data = hound_hunt()
    data["actions"] = {**data["actions"], "howl": {
        "side": "traitor", "monsters": True, "where": {}, "steps": [
            {"do": "roll", "trait": "might", "purpose": "howl", "results": [
                {"at_least": 0, "then": [{"do": "count", "counter": "howls"}]}]}]}}
    data["goals"]["traitor"] = [{"if": "counter", "counter": "howls", "at_least": 5}]
    g = haunted(data, revealer=0)
    for _ in range(8):
        if g.prompt.kind == "monster":
            break
        g.submit(next(a for a in g.legal_actions(g.prompt.seat) if type(a).__name__ == "EndTurn"))
    assert g.prompt.kind == "monster"
    events = g.submit(HauntAct("howl"))
    rolled = [e.data for e in events if e.kind == "dice" and e.data["purpose"] == "howl"]
    assert len(rolled) == 1 and len(rolled[0]["faces"]) == 4
    assert g.state.haunt.counters["howls"] == 1
