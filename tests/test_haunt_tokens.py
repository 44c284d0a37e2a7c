"""Haunt tokens with properties (docs/HAUNTS.md, Tokens), through the engine: tokens
placed face down keep their values from every seat and the shared screen (R10.2),
values are dealt at random, taking a token counts its value, `flip_token` turns
tokens up, a `blocks` token keeps one side out of its room, and `move_token` from
a `round_end` trigger makes a token creep toward the heroes."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from game.engine import EndTurn, Event, Game, HauntAct, Move
from game.engine.rules.modifiers import closed_rooms
from game.engine.state import MONSTER_BASE
from tests.haunt_helpers import arranged, haunted

HOUND = MONSTER_BASE  # the first monster's id
EVERYONE = (None, 0, 1, 2, 3)  # the shared screen and each seat


def token_haunt(tokens: dict[str, Any], setup: list[dict[str, Any]],
                actions: dict[str, Any] | None = None,
                triggers: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    """A haunt whose traitor is the revealer (seat 0), with a hound beside them."""
    return {
        "id": "token_test", "number": 5, "chart": [["book", "gallery"]],
        "traitor": {"rule": "revealer"},
        "monsters": {"hound": {"might": 3, "speed": 3, "attack": "might", "killable": True}},
        "tokens": tokens, "triggers": triggers or [],
        "setup": [{"do": "spawn", "monster": "hound", "where": "here"}, *setup],
        "actions": actions or {},
        "goals": {"heroes": [{"if": "traitor_dead"}],
                  "traitor": [{"if": "rounds", "at_least": 9}]},
    }


def game_of(data: dict[str, Any], seed: int = 1) -> Game:
    """`haunted(data)` in the wing of tests/haunt_helpers.py (the Music Room east
    of the Entrance Hall, the Solarium farthest)."""
    return haunted(data, seed=seed, before=arranged())


def put(token: str, where: Any = "here", n: int = 1) -> dict[str, Any]:
    return {"do": "haunt_token", "token": token, "where": where, "n": n}


def act(name: str, where: dict[str, Any], *steps: dict[str, Any]) -> dict[str, Any]:
    return {name: {"side": "heroes", "where": where, "steps": list(steps)}}


def of(g: Game, kind: str) -> list[Any]:
    return [t for t in g.state.tokens if t.kind == kind]


def events(evs: list[Event], kind: str) -> list[Event]:
    return [e for e in evs if e.kind == kind]


# ---- face_down and values ---------------------------------------------------------------
def test_face_down_values_are_hidden_from_every_seat_and_the_shared_screen() -> None:
    g = game_of(token_haunt({"crate": {"face_down": True, "values": [0, 1, 2, 3]}},
                            [put("crate", n=4)]))
    crates = of(g, "crate")
    assert sorted(t.value for t in crates) == [0, 1, 2, 3]  # the engine knows them
    assert all(t.face_down for t in crates)
    for seat in EVERYONE:  # R10.2: view() nulls them for everyone
        seen = [t for t in g.view(seat)["tokens"] if t["kind"] == "crate"]
        assert len(seen) == 4 and all(t["value"] is None and t["face_down"] for t in seen)
    placed = events(g.last_events, "token_placed")
    assert len(placed) == 4
    for seat in EVERYONE:  # no event tells a face-down value, to anyone
        assert all("value" not in e.seen_by(seat).data and e.data["face_down"]
                   for e in placed)


def test_face_up_values_are_dealt_at_random_cycling_through_the_list() -> None:
    deals = []
    for seed in range(1, 6):
        g = game_of(token_haunt({"gem": {"values": [1, 2, 3]}}, [put("gem", n=6)]), seed)
        values = [t.value for t in of(g, "gem")]
        assert sorted(values) == [1, 1, 2, 2, 3, 3]  # each value once per pass of the list
        assert [e.data["value"] for e in events(g.last_events, "token_placed")] == values
        assert [t["value"] for t in g.view(None)["tokens"] if t["kind"] == "gem"] == values
        deals.append(values)
    assert len({tuple(d) for d in deals}) > 1  # the engine's shuffle, not a fixed order


@pytest.mark.parametrize(("props", "worth"), [
    ({}, 1),  # a kind without values counts one
    ({"values": [4]}, 4),
    ({"values": [0]}, 0),  # a decoy
    ({"values": [4], "face_down": True}, 4),  # taking it turns it up
])
def test_taking_a_token_counts_its_value(props: dict[str, Any], worth: int) -> None:
    take = {"do": "take_token", "token": "relic", "counter": "power"}
    g = game_of(token_haunt({"relic": props}, [put("relic")],
                            act("take", {"token": "relic"}, take)))
    evs = g.submit(HauntAct("take"))  # seat 1, a hero in the Entrance Hall
    assert g.state.haunt.counters["power"] == worth
    (taken,) = events(evs, "token_taken")
    assert taken.data.get("value", 1) == worth and "face_down" not in taken.data
    assert of(g, "relic") == []


def test_flip_token_turns_up_the_face_down_tokens_in_your_room_only() -> None:
    g = game_of(token_haunt({"crate": {"face_down": True, "values": [2, 5]}},
                            [put("crate", n=2), put("crate", "solarium")],
                            act("search", {"token": "crate"},
                                {"do": "flip_token", "token": "crate"})))
    evs = g.submit(HauntAct("search"))
    (flipped,) = events(evs, "token_flipped")
    assert flipped.seat is None and flipped.data["room"] == "entrance_hall"
    here = [t for t in of(g, "crate") if t.room == "entrance_hall"]
    assert sorted(flipped.data["values"]) == sorted(t.value for t in here)
    for seat in EVERYONE:  # turned up: everyone sees them; the far one stays hidden
        seen = {(t["room"], t["value"]) for t in g.view(seat)["tokens"] if t["kind"] == "crate"}
        assert seen == {*(("entrance_hall", t.value) for t in here), ("solarium", None)}


# ---- blocks -----------------------------------------------------------------------------
@pytest.mark.parametrize(("side", "kept_out"), [
    ("heroes", {1}),
    ("traitor", {0, HOUND}),  # the traitor's side: the traitor and the monsters
    ("all", {0, 1, HOUND}),
])
def test_a_blocking_token_closes_its_room_to_the_side_it_names(side: str,
                                                               kept_out: set[int]) -> None:
    g = game_of(token_haunt({"ward": {"blocks": side}}, [put("ward", "music_room")]))
    for fid in (0, 1, HOUND):
        assert ("music_room" in closed_rooms(g, fid)) == (fid in kept_out), fid
    # the modifier layer reaches movement: seat 1 (a hero) has the turn
    assert (Move("music_room") in g.legal_actions(1)) == (1 not in kept_out)


def test_a_carried_blocking_token_blocks_only_where_it_is_put_down() -> None:
    g = game_of(token_haunt(
        {"ward": {"blocks": "all"}}, [put("ward")],
        {**act("lift", {"token": "ward"}, {"do": "carry_token", "token": "ward"}),
         **act("set", {"carrying": "ward"}, {"do": "drop_token", "token": "ward"})}))
    assert closed_rooms(g, 0) == {"entrance_hall"}  # those inside may still leave
    g.submit(HauntAct("lift"))
    assert closed_rooms(g, 0) == set()  # carried: it blocks nothing
    g.submit(Move("music_room"))
    g.submit(HauntAct("set"))
    assert closed_rooms(g, 0) == closed_rooms(g, HOUND) == {"music_room"}


# ---- move_token ---------------------------------------------------------------------------
def end_round(g: Game, after: Callable[[], bool]) -> list[Event]:
    """End turns (explorers' and monsters') until `after()` holds."""
    evs: list[Event] = []
    for _ in range(40):
        if after():
            return evs
        evs += g.submit(EndTurn())
    raise AssertionError("the round never ended")


def test_a_round_end_trigger_makes_a_token_creep_toward_the_nearest_hero() -> None:
    creep = {"do": "move_token", "token": "ooze", "toward": "hero", "n": 2}
    g = game_of(token_haunt({"ooze": {}}, [put("ooze", "solarium"), put("ooze", "music_room")],
                            triggers=[{"on": "round_end", "steps": [creep]}]))
    assert sorted(t.room for t in of(g, "ooze")) == ["music_room", "solarium"]
    evs = end_round(g, lambda: g.state.haunt.round == 1)
    assert events(evs, "trigger")
    moved = {(e.data["frm"], e.data["to"]) for e in events(evs, "token_moved")}
    # two rooms west along the row; the near one stops where the heroes stand
    assert moved == {("solarium", "greenhouse"), ("music_room", "entrance_hall")}
    evs = end_round(g, lambda: g.state.haunt.round == 2)
    assert {(e.data["frm"], e.data["to"]) for e in events(evs, "token_moved")} == {
        ("greenhouse", "cold_hallway")}  # the one with the heroes stays put
    assert sorted(t.room for t in of(g, "ooze")) == ["cold_hallway", "entrance_hall"]
