"""Rule tests for components, setup, turns and movement (R1.1-R1.3, R2, R3.3, R4)."""

from __future__ import annotations

import dataclasses
from collections import Counter

import pytest

from game.engine import (
    DropItem,
    EndTurn,
    Explore,
    Game,
    IllegalAction,
    Move,
    PlaceTile,
    Setup,
    UseItem,
    UseRoom,
)
from game.engine.rng import DIE_FACES
from game.narrate import reason
from tests.helpers import (
    content,
    dice,
    kinds,
    make_game,
    place,
    prompt,
    put,
    set_trait,
    trait_value,
    turn_seat,
)

START_TILES = {
    "basement_landing": ("basement", 0, 0),
    "entrance_hall": ("ground", 0, 0),
    "foyer": ("ground", 0, -1),
    "grand_staircase": ("ground", 0, -2),
    "upper_landing": ("upper", 0, 0),
}


def moves(g: Game, seat: int) -> set[str]:
    return {a.to for a in g.legal_actions(seat) if isinstance(a, Move)}


def explores(g: Game, seat: int) -> set[str]:
    return {a.direction for a in g.legal_actions(seat) if isinstance(a, Explore)}


def events_of(events, kind: str):
    return [e for e in events if e.kind == kind]


def with_explorer(base_id: str, **changes) -> object:
    """A copy of the content where one explorer's record is changed (hand-built
    situations the shipped explorers cannot produce)."""
    c = content()
    explorers = dict(c.explorers)
    explorers[base_id] = dataclasses.replace(c.explorers[base_id], **changes)
    return dataclasses.replace(c, explorers=explorers)


# ---- R1 components ----------------------------------------------------------
def test_r1_1_die_faces_are_0_0_1_1_2_2():
    # R1.1: six-sided dice with faces 0,0,1,1,2,2; a roll is the sum of its dice.
    assert sorted(DIE_FACES) == [0, 0, 1, 1, 2, 2]
    g = make_game()
    counts: Counter[int] = Counter()
    for _ in range(600):
        counts.update(g.dice(8))
    assert set(counts) == {0, 1, 2}
    # each face value is two of the six faces: roughly a third of all dice each
    total = sum(counts.values())
    for face in (0, 1, 2):
        assert 0.28 < counts[face] / total < 0.39


def test_r1_1_never_more_than_eight_dice():
    # R1.1 decision: there are 8 dice; a roll of more rolls 8.
    g = make_game()
    assert len(g.dice(12)) == 8
    assert len(g.dice(8)) == 8
    assert len(g.dice(3)) == 3
    assert g.dice(0) == []


def _discover_madman(g: Game) -> list:
    """Seat 0 discovers the Drawing Room (omen) east of the Entrance Hall and draws
    the Madman (on gain: Might +2, Sanity -1)."""
    g.submit(Explore("E"))
    assert prompt(g).kind == "place"
    opt = prompt(g).options[0]
    return g.submit(PlaceTile(*opt[:4]))


def test_r1_2_gain_moves_marker_by_steps_not_by_value():
    # R1.2: raising a trait by N moves its marker N positions (not N in value).
    g = make_game(stack=["drawing_room"], decks={"omen": ["madman"]})
    track = content().explorers["ingrid_solberg"].traits
    assert track["might"].values == (3, 4, 5, 5, 6, 6, 7, 8)
    assert g.figure(0).traits["might"] == 3 and trait_value(g, 0, "might") == 5
    assert g.figure(0).traits["sanity"] == 2 and trait_value(g, 0, "sanity") == 3
    events = _discover_madman(g)
    assert "madman" in g.figure(0).cards
    # Might 5 at index 3, +2 steps -> index 5, value 6 (by value it would be 7)
    assert g.figure(0).traits["might"] == 5
    assert trait_value(g, 0, "might") == 6
    # Sanity 3 at index 2, -1 step -> index 1, still value 3 (the track repeats 3)
    assert g.figure(0).traits["sanity"] == 1
    assert trait_value(g, 0, "sanity") == 3
    changes = {(e.data["trait"], e.data["old"], e.data["new"]) for e in events_of(events, "trait")}
    assert ("might", 3, 5) in changes
    assert ("sanity", 2, 1) in changes


def test_r1_3_gain_never_passes_the_top_of_the_track():
    # R1.3: a trait can never rise above the top of its track.
    g = make_game(stack=["drawing_room"], decks={"omen": ["madman"]})
    set_trait(g, 0, "might", 6)  # one below the top (index 7, value 8)
    _discover_madman(g)
    assert g.figure(0).traits["might"] == 7
    assert trait_value(g, 0, "might") == 8


def test_r1_3_gain_at_the_top_changes_nothing():
    # R1.3: already at the top, a gain leaves the marker where it is.
    g = make_game(stack=["drawing_room"], decks={"omen": ["madman"]})
    set_trait(g, 0, "might", 7)
    events = _discover_madman(g)
    assert g.figure(0).traits["might"] == 7
    assert not [e for e in events_of(events, "trait") if e.data["trait"] == "might"]


# ---- R2 setup ---------------------------------------------------------------
def test_r2_1_two_explorers_of_one_card_are_refused():
    # R2.1: a player picks one side of an explorer card; both sides never play together.
    c = content()
    assert c.explorers["ingrid_solberg"].card == c.explorers["kofi_mensah"].card
    with pytest.raises(ValueError):
        Game.new(c, Setup(1, ("ingrid_solberg", "kofi_mensah"), (1, 1)))
    with pytest.raises(ValueError):
        Game.new(c, Setup(1, ("amara_nwosu", "ingrid_solberg", "kofi_mensah"), (1, 1)))


def test_r2_1_traits_start_at_their_marked_positions():
    # R2.1: traits start at their marked positions.
    ids = ("ingrid_solberg", "amara_nwosu", "rafael_duarte", "priya_raman")
    g = make_game(ids)
    for seat, eid in enumerate(ids):
        ex = content().explorers[eid]
        assert g.figure(seat).explorer == eid
        for trait, track in ex.traits.items():
            assert g.figure(seat).traits[trait] == track.start
            assert trait_value(g, seat, trait) == track.values[track.start]


def test_r2_2_decks_are_shuffled_and_complete():
    # R2.2: the Event, Item and Omen decks are shuffled; every card is in its deck.
    c = content()
    orders = []
    for seed in (1, 2, 3):
        g = Game.new(c, Setup(seed, ("ingrid_solberg", "amara_nwosu"), (1, 1)))
        for deck in ("event", "item", "omen"):
            assert sorted(g.state.decks[deck]) == sorted(c.deck(deck))
            assert g.state.card_discard[deck] == []
        orders.append({d: list(g.state.decks[d]) for d in ("event", "item", "omen")})
    # shuffled: not in the content's order, and different games differ
    for deck in ("event", "item", "omen"):
        assert any(o[deck] != sorted(c.deck(deck)) for o in orders)
        assert len({tuple(o[deck]) for o in orders}) > 1


def test_r2_3_starting_tiles_placed_and_other_rooms_shuffled_into_one_stack():
    # R2.3: the starting tiles are placed; every other room is in one face-down stack.
    c = content()
    stacks = []
    for seed in (1, 2):
        g = Game.new(c, Setup(seed, ("ingrid_solberg", "amara_nwosu"), (1, 1)))
        st = g.state
        assert set(st.placements) == set(START_TILES)
        for rid, (floor, x, y) in START_TILES.items():
            p = st.placements[rid]
            assert (p.floor, p.x, p.y) == (floor, x, y)
        others = sorted(r for r in c.rooms if r not in START_TILES)
        assert sorted(st.stack) == others
        assert len(st.stack) == len(set(st.stack))
        assert st.tile_discard == []
        stacks.append(list(st.stack))
    assert stacks[0] != sorted(stacks[0]) or stacks[1] != sorted(stacks[1])
    assert stacks[0] != stacks[1]


def test_r2_4_all_explorers_start_in_the_entrance_hall():
    # R2.4: all explorers start in the Entrance Hall.
    ids = ("ingrid_solberg", "amara_nwosu", "rafael_duarte", "siobhan_keane",
           "priya_raman", "aurelio_bassani")
    g = make_game(ids)
    assert [f.room for f in g.state.figures] == ["entrance_hall"] * len(ids)
    assert all(f.side == 0 and f.cards == [] for f in g.state.figures)


def test_r2_5_next_birthday_after_today_goes_first():
    # R2.5: the explorer whose birthday comes next after today goes first.
    # Ingrid 19 January (seat 0), Amara 27 November (seat 1).
    assert content().explorers["ingrid_solberg"].birthday == (1, 19)
    assert content().explorers["amara_nwosu"].birthday == (11, 27)
    g = make_game(today=(1, 1))
    assert turn_seat(g) == 0 and g.state.order == [0, 1]
    assert prompt(g).kind == "turn" and prompt(g).seat == 0
    g = make_game(today=(1, 20))
    assert turn_seat(g) == 1 and g.state.order == [1, 0]
    assert prompt(g).seat == 1
    # after Amara's birthday the year wraps round to Ingrid's
    g = make_game(today=(12, 31))
    assert turn_seat(g) == 0
    # a birthday today is not "after today": the other explorer's comes first
    g = make_game(today=(1, 19))
    assert turn_seat(g) == 1


def test_r2_5_ties_go_to_the_earlier_seat():
    # R2.5 decision: ties go to the earlier seat. No two shipped explorers share a
    # birthday, so this content copy gives Rafael Ingrid's birthday.
    c = with_explorer("rafael_duarte", birthday=(1, 19))
    g = Game.new(c, Setup(1, ("amara_nwosu", "rafael_duarte", "ingrid_solberg"), (1, 1)))
    assert g.state.turn.seat == 1
    assert g.state.order == [1, 2, 0]
    g = Game.new(c, Setup(1, ("amara_nwosu", "ingrid_solberg", "rafael_duarte"), (1, 1)))
    assert g.state.turn.seat == 1
    assert g.state.order == [1, 2, 0]


def test_r2_5_turns_proceed_clockwise_from_the_first_player():
    # R2.5: turns proceed clockwise (to the left): seat order, wrapping round.
    ids = ("amara_nwosu", "rafael_duarte", "ingrid_solberg", "priya_raman")
    # birthdays: 27 Nov, 21 Jun, 19 Jan, 30 May -> from 1 Feb, Priya (seat 3) is next
    g = make_game(ids, today=(2, 1))
    assert g.state.order == [3, 0, 1, 2]
    seen = []
    for _ in range(6):
        seat = turn_seat(g)
        seen.append(seat)
        events = g.submit(EndTurn())
        assert "turn_ended" in kinds(events)
    assert seen == [3, 0, 1, 2, 3, 0]


# ---- R3.3 the same roll once per turn ------------------------------------------
def test_r3_3_a_roll_cannot_be_repeated_in_one_turn():
    # R3.3 (with R6.10): the barrier roll of the Chasm may be made once per turn.
    g = make_game()
    place(g, "chasm", "basement", 1, 0, 0)  # W door meets the Basement Landing
    put(g, 0, "chasm", side=0)
    assert UseRoom("cross") in g.legal_actions(0)
    dice(g, 3)  # Speed roll of 3 crosses
    events = g.submit(UseRoom("cross"))
    assert "crossed" in kinds(events)
    assert g.figure(0).side == 1
    assert "cross:chasm" in g.state.turn.rolls
    assert not g.state.turn.movement_over
    # the same roll again this turn: not offered, and refused with a reason
    assert UseRoom("cross") not in g.legal_actions(0)
    with pytest.raises(IllegalAction) as err:
        g.submit(UseRoom("cross"))
    assert reason(err.value)
    assert g.figure(0).side == 1
    # a new turn allows the roll again
    g.submit(EndTurn())
    g.submit(EndTurn())
    assert turn_seat(g) == 0
    assert UseRoom("cross") in g.legal_actions(0)


# ---- R4 movement ------------------------------------------------------------
def test_r4_1_move_up_to_speed_one_space_per_room_of_the_start_tile():
    # R4.1: move up to Speed; Entrance Hall, Foyer, Grand Staircase and the Upper
    # Landing are separate rooms, one space each.
    g = make_game()
    set_trait(g, 0, "speed", 2)
    assert trait_value(g, 0, "speed") == 3
    assert moves(g, 0) == {"foyer"}
    assert explores(g, 0) == {"E", "W"}
    path = ["foyer", "grand_staircase", "upper_landing"]
    for n, room in enumerate(path, start=1):
        events = g.submit(Move(room))
        (moved,) = events_of(events, "moved")
        assert moved.data["to"] == room and moved.data["cost"] == 1
        assert g.figure(0).room == room
        assert g.state.turn.moves == n
    # three spaces spent with Speed 3: no more movement this turn
    assert moves(g, 0) == set() and explores(g, 0) == set()
    with pytest.raises(IllegalAction) as err:
        g.submit(Move("grand_staircase"))
    assert "no movement left" in reason(err.value)
    with pytest.raises(IllegalAction):
        g.submit(Explore("N"))
    assert g.figure(0).room == "upper_landing"
    assert EndTurn() in g.legal_actions(0)


def test_r4_1_moving_back_and_forth_still_costs_spaces():
    # R4.1: every step costs one space, also going back.
    g = make_game()
    set_trait(g, 0, "speed", 0)  # Ingrid's lowest Speed is 2
    assert trait_value(g, 0, "speed") == 2
    g.submit(Move("foyer"))
    g.submit(Move("entrance_hall"))
    assert g.state.turn.moves == 2
    assert moves(g, 0) == set()


def test_r4_2_drawing_a_card_ends_movement_but_items_remain():
    # R4.2: drawing a card ends movement; the rest of the turn can still be taken.
    g = make_game(stack=["butlers_pantry"], decks={"item": ["camphor_phial"]})
    assert trait_value(g, 0, "speed") == 4
    g.submit(Explore("E"))
    events = g.submit(PlaceTile("ground", 1, 0, 3))  # doors W,N: W meets the hall
    assert "card_drawn" in kinds(events)
    assert "movement_ended" in kinds(events)
    assert kinds(events).index("card_drawn") < kinds(events).index("movement_ended")
    assert g.state.turn.movement_over
    assert g.state.turn.moves == 1  # spaces were left, but movement is over
    assert "camphor_phial" in g.figure(0).cards
    legal = g.legal_actions(0)
    assert not [a for a in legal if isinstance(a, Move | Explore)]
    assert UseItem("camphor_phial") in legal
    assert DropItem("camphor_phial") in legal
    with pytest.raises(IllegalAction) as err:
        g.submit(Move("entrance_hall"))
    assert "movement has ended" in reason(err.value)
    with pytest.raises(IllegalAction) as err:
        g.submit(Explore("N"))
    assert "movement has ended" in reason(err.value)
    events = g.submit(UseItem("camphor_phial"))
    assert "card_used" in kinds(events)
    assert g.figure(0).room == "butlers_pantry"


def test_r4_4_speed_one_moves_exactly_one_space():
    # R4.4: with the lowest Speed (1) the explorer moves one space, then no more.
    g = make_game(("yuki_tanabe", "amara_nwosu"))
    assert turn_seat(g) == 0
    set_trait(g, 0, "speed", 0)
    assert trait_value(g, 0, "speed") == 1
    assert moves(g, 0) == {"foyer"}
    g.submit(Move("foyer"))
    assert g.figure(0).room == "foyer"
    assert moves(g, 0) == set() and explores(g, 0) == set()
    with pytest.raises(IllegalAction):
        g.submit(Move("grand_staircase"))


def test_r4_4_always_at_least_one_space_even_below_one_speed():
    # R4.4: you can always move at least one space, even when Speed would allow
    # less. No shipped explorer has a Speed of 0, so this content copy gives one.
    c = content()
    base = c.explorers["ingrid_solberg"]
    tracks = dict(base.traits)
    tracks["speed"] = dataclasses.replace(tracks["speed"], values=(0, 1, 2, 3, 4, 5, 6, 7))
    c2 = with_explorer("ingrid_solberg", traits=tracks)
    g = Game.new(c2, Setup(1, ("ingrid_solberg", "amara_nwosu"), (1, 1)))
    set_trait(g, 0, "speed", 0)
    assert trait_value(g, 0, "speed") == 0
    assert moves(g, 0) == {"foyer"}
    assert explores(g, 0) == {"E", "W"}
    g.submit(Move("foyer"))
    assert g.figure(0).room == "foyer"
    assert moves(g, 0) == set()


def test_r4_5_front_door_is_locked():
    # R4.5: the Front Door (south side of the Entrance Hall) is always locked.
    g = make_game()
    assert g.figure(0).room == "entrance_hall"
    assert "S" not in explores(g, 0)
    with pytest.raises(IllegalAction) as err:
        g.submit(Explore("S"))
    text = reason(err.value).lower()
    assert "front door" in text and "locked" in text
    assert g.figure(0).room == "entrance_hall"
    assert g.state.turn.moves == 0
    assert ("ground", 0, 1) not in {(p.floor, p.x, p.y) for p in g.state.placements.values()}


def test_r4_6_door_facing_a_wall_is_not_passable():
    # R4.6: rooms connect only where both sides have a door; a door facing a wall
    # is a false door. The Chapel (door N only) east of the Entrance Hall.
    g = make_game()
    place(g, "chapel", "ground", 1, 0, 0)
    assert "chapel" not in moves(g, 0)
    assert "E" not in explores(g, 0)  # the space is taken: nothing to discover
    with pytest.raises(IllegalAction) as err:
        g.submit(Move("chapel"))
    assert "no way" in reason(err.value)
    # and from the Chapel's side: its wall faces the hall, its only door leads north
    g = make_game()
    place(g, "chapel", "ground", 1, 0, 0)
    put(g, 0, "chapel")
    assert moves(g, 0) == set()
    assert explores(g, 0) == {"N"}
    with pytest.raises(IllegalAction):
        g.submit(Move("entrance_hall"))


def test_r4_6_doors_that_meet_connect():
    # R4.6 contrast: the Chapel turned to face the hall connects both ways.
    g = make_game()
    place(g, "chapel", "ground", 1, 0, 3)  # door N turned to W
    assert "chapel" in moves(g, 0)
    g.submit(Move("chapel"))
    assert moves(g, 0) == {"entrance_hall"}


def test_r4_8_grand_staircase_and_upper_landing_one_space_both_ways():
    # R4.8: the Grand Staircase always connects to the Upper Landing (one space).
    g = make_game()
    put(g, 0, "grand_staircase")
    assert moves(g, 0) == {"foyer", "upper_landing"}
    events = g.submit(Move("upper_landing"))
    (moved,) = events_of(events, "moved")
    assert moved.data["cost"] == 1 and moved.data["via"] == "stairs"
    assert "grand_staircase" in moves(g, 0)
    events = g.submit(Move("grand_staircase"))
    (moved,) = events_of(events, "moved")
    assert moved.data["cost"] == 1 and moved.data["to"] == "grand_staircase"
    assert g.state.turn.moves == 2


def test_r4_8_secret_door_only_once_stairs_from_basement_is_placed():
    # R4.8: Stairs from Basement <-> Foyer, only once the Stairs are discovered.
    g = make_game(stack=["stairs_from_basement"])
    put(g, 0, "foyer")
    assert moves(g, 0) == {"entrance_hall", "grand_staircase"}
    # (legal actions are cached per prompt: build the next situation in a new game)
    g = make_game(stack=["stairs_from_basement"])
    put(g, 0, "basement_landing")
    assert "foyer" not in moves(g, 0)
    g.submit(Explore("N"))
    p = prompt(g)
    assert p.kind == "place" and p.context["tile"] == "stairs_from_basement"
    assert [o[:4] for o in p.options] == [["basement", 0, -1, 2]]  # its one door faces S
    g.submit(PlaceTile("basement", 0, -1, 2))
    assert g.figure(0).room == "stairs_from_basement"
    assert "foyer" in moves(g, 0)
    events = g.submit(Move("foyer"))
    (moved,) = events_of(events, "moved")
    assert moved.data["cost"] == 1 and moved.data["via"] == "secret_door"
    assert g.figure(0).room == "foyer"
    assert "stairs_from_basement" in moves(g, 0)
    g.submit(Move("stairs_from_basement"))
    assert g.figure(0).room == "stairs_from_basement"
    assert g.state.turn.moves == 3


def test_r4_1_reachable_rooms_and_their_paths() -> None:
    # R4.1: the rooms a walk reaches with the spaces left, by the shortest path
    from game.engine.rules.movement import reachable

    g = make_game()
    seat = g.state.turn.seat
    set_trait(g, seat, "speed", 0)
    speed = g.content.explorers[g.figure(seat).explorer].traits["speed"].values[0]
    paths = reachable(g, seat)
    assert paths["foyer"] == ["foyer"]
    if speed >= 2:
        assert paths["grand_staircase"] == ["foyer", "grand_staircase"]
    assert all(len(p) <= max(speed, 1) for p in paths.values())
