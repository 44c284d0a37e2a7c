"""No traitor, the house plays (traitor rule `none`, docs/HAUNTS.md "The house
plays"): every explorer is a hero, the monsters move after the revealer's place in
the order (R9.6, R9.8) by a house policy the engine owns (`hunt_nearest`), and no
seat is ever asked what a monster does.

The house is the row of rooms east of the Entrance Hall (tests/haunt_helpers.py);
everyone starts in the hall, the Solarium is the far end of the row.
"""

from __future__ import annotations

from typing import Any

from game.content.checks import Problems
from game.content.haunts import build_haunt
from game.engine import Attack, EndTurn, Explore, Move
from game.engine.events import Event
from game.engine.game import Game
from game.engine.invariants import problems
from game.engine.rules import sides
from game.engine.rules.rooms_walls import monster_side
from game.engine.state import MONSTER_BASE
from tests.haunt_helpers import arranged, assert_won, haunted, pass_until
from tests.helpers import content, dice, kinds, of, put


def house_haunt(**changes: Any) -> dict[str, Any]:
    """A hound the house moves; it starts at the far end of the row."""
    data: dict[str, Any] = {
        "id": "test_house", "number": 1, "chart": [["book", "gallery"]],
        "traitor": {"rule": "none", "house": "hunt_nearest"},
        "monsters": {"hound": {"might": 4, "speed": 4, "attack": "might", "killable": True}},
        "setup": [{"do": "spawn", "monster": "hound", "n": 1, "where": "solarium"}],
        "goals": {"heroes": [{"if": "monsters_dead", "monster": "hound"}],
                  "traitor": [{"if": "rounds", "at_least": 2}]},
    }
    data.update(changes)
    return data


def hound(g: Game):
    return g.state.monsters[0]


def answer_all(g: Game, turn: Any = None, limit: int = 400) -> list[Event]:
    """Play on until the game ends: explorers' turns by `turn(seat)` (then the
    turn ends), damage and other prompts by the first legal answer. Never a
    monster prompt: the house asks nobody."""
    events: list[Event] = []
    for _ in range(limit):
        p = g.prompt
        if p is None or g.over:
            return events
        assert p.kind != "monster", "the house moves its monsters without asking a seat"
        if p.kind == "turn":
            if turn is not None:
                events += turn(p.seat) or []
            if g.prompt is p or (g.prompt is not None and g.prompt.kind == "turn"
                                 and g.prompt.seat == p.seat):
                events += g.submit(EndTurn())
        else:
            events += g.submit(g.legal_actions(p.seat)[0])
    raise AssertionError("nobody won")


# ---- the mechanism ------------------------------------------------------------------
def test_no_traitor_every_explorer_is_a_hero_and_play_is_anchored_on_the_revealer():
    g = haunted(house_haunt(), revealer=2, before=arranged())
    h = g.state.haunt
    assert h.traitor is None and h.anchor == 2 and not h.secret  # nobody turns (R9.2)
    assert sides.heroes(g) == [0, 1, 2, 3]
    assert all(sides.side_of(g, s) == "heroes" for s in range(4))
    assert sides.side_of(g, MONSTER_BASE) == "traitor"  # the monsters are the house's
    assert sides.house_policy(g) == "hunt_nearest"
    assert (g.prompt.kind, g.prompt.seat) == ("turn", 3)  # R9.6: left of the revealer


def test_the_house_moves_its_monsters_at_the_revealers_place_toward_the_nearest_hero():
    g = haunted(house_haunt(), revealer=2, before=arranged())
    pass_until(g, 2)
    dice(g, 3)  # the hound's Speed roll (R9.8): 3 spaces
    events = g.submit(EndTurn())
    assert [e["to"] for e in of(events, "monster_moved")] == \
        ["drawing_room", "greenhouse", "ballroom"]  # west, toward the hall
    assert of(events, "monster_turn") == [{"controller": None}]
    order = kinds(events)
    assert order.index("monster_turn") < order.index("round")  # R9.6: then the round ends
    assert (g.prompt.kind, g.prompt.seat) == ("turn", 3)  # nobody was asked
    assert problems(g) == []


def test_the_house_attacks_the_hero_weakest_in_its_attack_trait():
    g = haunted(house_haunt(), revealer=2, before=arranged())
    put(g, 3, "ballroom")
    put(g, 0, "ballroom")
    hound(g).room = "ballroom"
    g.figure(0).traits["might"] = 1  # seat 0 is the weakest in Might there
    pass_until(g, 2)
    events = g.submit(EndTurn())
    (attack,) = of(events, "attack")
    assert attack["who"] == MONSTER_BASE and attack["target"] == 0 and attack["trait"] == "might"
    assert not of(events, "monster_moved")  # a hero in its room: it stays and strikes


def test_the_house_wins_when_its_goal_holds_and_the_game_over_names_no_traitor():
    g = haunted(house_haunt(), revealer=0, before=arranged())
    events = answer_all(g)
    assert_won(g, events, "traitor")  # the house's side (R9.11)
    assert of(events, "game_over")[0]["traitor"] is None


def test_the_heroes_win_against_the_house_by_their_goal():
    g = haunted(house_haunt(), revealer=0, before=arranged())
    hound(g).room = "music_room"
    hound(g).stunned = True
    put(g, 1, "music_room")
    dice(g, 6, 0)  # seat 1's Might attack beats the hound's by 6 (R8.5)
    events = g.submit(Attack(MONSTER_BASE))
    assert_won(g, events, "heroes")


def test_an_unknown_house_policy_is_one_validate_line():
    base = content()
    found = Problems()
    data = house_haunt(traitor={"rule": "none", "house": "dance"})
    del data["chart"]
    build_haunt(data, "test", base.rooms, {f"{c.deck}:{c.id}" for c in base.cards.values()},
                found, ())
    assert [e.field for e in found.errors] == ["traitor.house"]
    assert "unknown house policy 'dance'" in found.errors[0].problem


def test_in_a_barrier_room_the_house_puts_its_monster_on_the_heroes_side():
    g = haunted(house_haunt(), revealer=0, before=arranged())
    put(g, 1, "ballroom", side=1)
    hound(g).room = "ballroom"
    monster_side(g, {"do": "monster_side", "id": MONSTER_BASE})  # R6.10, as a barrier room asks
    assert g.state.queue[0] == {"do": "set_monster_side", "id": MONSTER_BASE, "side": 1}
    assert g.prompt.kind == "turn"  # nobody was asked


def test_the_discover_trigger_fires_for_an_explorer_who_discovers_a_room():
    data = house_haunt(triggers=[{"on": "discover", "who": "hero",
                                  "steps": [{"do": "count", "counter": "found"}]}])
    g = haunted(data, revealer=0)
    events = g.submit(next(a for a in g.legal_actions(1) if isinstance(a, Explore)))
    while g.prompt is not None and g.prompt.kind == "place":
        events += g.submit(g.legal_actions(1)[0])
    (moved,) = of(events, "moved")
    assert moved["discovered"] is True  # R5.1-R5.3: a new tile, entered
    assert g.state.haunt.counters["found"] == 1
    pass_until(g, 1)
    events = g.submit(Move(moved["frm"]))  # a walk into a known room discovers nothing
    assert of(events, "moved")[0]["discovered"] is False
    assert g.state.haunt.counters["found"] == 1
