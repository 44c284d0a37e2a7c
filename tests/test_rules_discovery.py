"""Rule tests for discovering new rooms (R5.1-R5.8).

R5.7 (monsters cannot discover rooms) is not tested here: monsters only exist
after the haunt starts and belong to the haunt/monster tests.
"""

from __future__ import annotations

import pytest

from game.engine import EndTurn, Explore, Game, IllegalAction, Move, PlaceTile
from game.engine.house import Grid, cell_toward, meets, open_doorways, opposite, world_doors
from game.engine.invariants import problems
from game.engine.state import Placement
from game.narrate import reason
from tests.helpers import (
    dice,
    kinds,
    make_game,
    place,
    prompt,
    put,
    set_trait,
    trait_value,
)

START_TILES = ("basement_landing", "entrance_hall", "foyer", "grand_staircase",
               "upper_landing")


def events_of(events, kind: str):
    return [e for e in events if e.kind == kind]


def explores(g: Game, seat: int) -> set[str]:
    return {a.direction for a in g.legal_actions(seat) if isinstance(a, Explore)}


def rotations(g: Game) -> list[int]:
    return sorted(o[3] for o in prompt(g).options)


def park(g: Game, rid: str, floor: str) -> None:
    """Hand-build: put a tile at the first open doorway of `floor` it can meet, so
    that it is out of the stack and the house stays well formed."""
    st = g.state
    for r, d in sorted(open_doorways(g.rooms, st.placements, Grid(st.placements), floor)):
        p = st.placements[r]
        _, x, y = cell_toward(floor, p.x, p.y, d)
        for rot in range(4):
            if opposite(d) in world_doors(g.rooms[rid], rot):
                place(g, rid, floor, x, y, rot)
                return
    raise AssertionError(f"no doorway for {rid} on {floor}")


def floor_open_doorways(g: Game, floor: str) -> list[tuple[str, int]]:
    st = g.state
    return open_doorways(g.rooms, st.placements, Grid(st.placements), floor)


# ---- R5.1 -------------------------------------------------------------------
def test_r5_1_explore_draws_top_tile_places_it_and_moves_in_for_one_space():
    # R5.1: through a door with no room beyond: the top tile is turned over,
    # connected to that doorway, and you move in (one space).
    g = make_game(stack=["cold_hallway", "long_corridor"])
    assert g.state.stack[-1] == "cold_hallway"
    assert "E" in explores(g, 0)
    events = g.submit(Explore("E"))
    (drawn,) = events_of(events, "tile_drawn")
    assert drawn.data["room"] == "cold_hallway"
    p = prompt(g)
    assert p.kind == "place" and p.seat == 0 and p.context["tile"] == "cold_hallway"
    assert {tuple(o[:3]) for o in p.options} == {("ground", 1, 0)}
    assert "cold_hallway" not in g.state.stack
    assert g.state.stack[-1] == "long_corridor"
    assert g.figure(0).room == "entrance_hall"  # not in yet: the tile is being placed
    events = g.submit(PlaceTile("ground", 1, 0, 0))
    assert g.state.placements["cold_hallway"] == Placement("ground", 1, 0, 0)
    assert kinds(events).index("room_placed") < kinds(events).index("moved")
    (moved,) = events_of(events, "moved")
    assert moved.data["frm"] == "entrance_hall" and moved.data["to"] == "cold_hallway"
    assert moved.data["cost"] == 1
    assert g.figure(0).room == "cold_hallway"
    assert g.state.turn.moves == 1
    assert not g.state.turn.movement_over  # no symbol: movement goes on
    assert "entrance_hall" in {a.to for a in g.legal_actions(0) if isinstance(a, Move)}
    assert problems(g) == []


def test_r5_1_exploring_needs_a_space_left():
    # R5.1 with R4.1: discovering is a move and costs a space.
    g = make_game(stack=["cold_hallway"])
    set_trait(g, 0, "speed", 0)
    assert trait_value(g, 0, "speed") == 2
    g.submit(Move("foyer"))
    g.submit(Move("entrance_hall"))
    assert "E" not in explores(g, 0)
    with pytest.raises(IllegalAction):
        g.submit(Explore("E"))
    assert g.state.stack[-1] == "cold_hallway"


# ---- R5.2 -------------------------------------------------------------------
def test_r5_2_tile_for_another_floor_is_discarded_face_down():
    # R5.2: the Attic (upper only) cannot go on the ground floor: it goes face
    # down to the room discard pile and the next tile is looked at.
    g = make_game(stack=["attic", "cold_hallway"])
    events = g.submit(Explore("E"))
    assert g.state.tile_discard == ["attic"]
    assert "attic" not in g.state.stack and "attic" not in g.state.placements
    (gone,) = events_of(events, "tile_discarded")
    assert gone.data["room"] == "attic"
    # face down: only the explorer who looked may see which room it was
    assert "room" not in gone.seen_by(1).data
    assert "room" not in gone.seen_by(None).data
    assert gone.seen_by(0).data["room"] == "attic"
    assert prompt(g).kind == "place" and prompt(g).context["tile"] == "cold_hallway"
    assert kinds(events).index("tile_discarded") < kinds(events).index("tile_drawn")
    g.submit(PlaceTile("ground", 1, 0, 0))
    assert g.figure(0).room == "cold_hallway"
    assert problems(g) == []


def test_r5_2_several_tiles_for_other_floors_are_all_discarded():
    # R5.2: repeat until a tile fits the floor.
    g = make_game(stack=["attic", "crypt", "observatory", "cold_hallway"])
    events = g.submit(Explore("E"))
    assert g.state.tile_discard == ["attic", "crypt", "observatory"]
    assert len(events_of(events, "tile_discarded")) == 3
    assert prompt(g).context["tile"] == "cold_hallway"


# ---- R5.3 -------------------------------------------------------------------
def test_r5_3_place_prompt_offers_exactly_rotations_meeting_the_doorway():
    # R5.3: the doorway you came through must meet a door of the new room; the
    # prompt shows how many doors each orientation connects.
    g = make_game(stack=["library"], decks={"event": ["cold_draft"]})
    place(g, "cold_hallway", "ground", 1, 0, 0)  # east of the hall, south of the target
    put(g, 0, "foyer")
    g.submit(Explore("E"))  # from the Foyer to (1,-1): the doorway faces W
    p = prompt(g)
    assert p.context["tile"] == "library"  # doors S,W unrotated
    # rotation 0: S,W (W meets the Foyer, S meets the Cold Hallway) -> 2 doors
    # rotation 1: W,N (W meets the Foyer, N leads on) -> 1 door
    # rotations 2 and 3 have no W door
    assert sorted(p.options) == [["ground", 1, -1, 0, 2, 3], ["ground", 1, -1, 1, 1, 3]]


def test_r5_3_illegal_placement_is_refused_with_a_reason():
    # R5.3: a placement where no door meets the doorway is refused, readably.
    g = make_game(stack=["library"], decks={"event": ["cold_draft"]})
    g.submit(Explore("E"))
    assert rotations(g) == [0, 1]
    with pytest.raises(IllegalAction) as err:
        g.submit(PlaceTile("ground", 1, 0, 2))  # doors N,E: nothing meets the hall
    text = reason(err.value)
    assert "cannot go there" in text and "door" in text
    with pytest.raises(IllegalAction) as err:
        g.submit(PlaceTile("ground", 5, 5, 0))
    assert "open doorway" in reason(err.value)
    with pytest.raises(IllegalAction):
        g.submit(EndTurn())  # the tile must be placed first
    assert prompt(g).kind == "place"
    assert "library" not in g.state.placements
    dice(g, 4)  # the Cold Draft's Speed roll passes
    g.submit(PlaceTile("ground", 1, 0, 1))
    assert g.state.placements["library"] == Placement("ground", 1, 0, 1)


def test_r5_3_doors_meeting_walls_are_allowed_and_become_false_doors():
    # R5.3 decision and R4.6: a door of the new room that meets a wall is allowed;
    # it becomes a false door. The Chapel (door W after turning) stands NE of the hall.
    g = make_game(stack=["cold_hallway"])
    place(g, "chapel", "ground", 1, -1, 3)  # its door meets the Foyer; S side is a wall
    g.submit(Explore("E"))
    p = prompt(g)
    # every rotation of the four-door Cold Hallway meets the hall; the north door
    # meets the Chapel's wall and is not counted as connected
    assert sorted(p.options) == [["ground", 1, 0, r, 1, 3] for r in range(4)]
    g.submit(PlaceTile("ground", 1, 0, 0))
    assert g.figure(0).room == "cold_hallway"
    legal = g.legal_actions(0)
    assert Move("chapel") not in legal
    assert Explore("N") not in legal
    assert {a.direction for a in legal if isinstance(a, Explore)} == {"E", "S"}
    assert problems(g) == []


# ---- R5.4 -------------------------------------------------------------------
def _closed_basement(g: Game) -> None:
    """A basement whose only open doorway is the Landing's south door (0,1):
    Stairs from Basement N, Pentagram Chamber W, Ossuary E with the Dry Well
    north of it and the Crypt south of it (so (1,1) shows a wall to (0,1))."""
    place(g, "stairs_from_basement", "basement", 0, -1, 2)
    place(g, "pentagram_chamber", "basement", -1, 0, 0)
    place(g, "ossuary", "basement", 1, 0, 2)  # doors S,W,N
    place(g, "dry_well", "basement", 1, -1, 2)
    place(g, "crypt", "basement", 1, 1, 0)
    put(g, 0, "basement_landing")
    assert floor_open_doorways(g, "basement") == [("basement_landing", 2)]


def test_r5_4_sealing_orientations_are_not_offered():
    # R5.4: a placement may not leave the floor with no unexplored doorway.
    # The Laundry (doors N,E) at (0,1): turned 0 its E door meets the Crypt's wall
    # and the basement would be sealed; turned 3 its W door leads on.
    g = make_game(stack=["laundry"], decks={"item": ["lucky_coin"]})
    _closed_basement(g)
    g.submit(Explore("S"))
    assert prompt(g).context["tile"] == "laundry"
    assert rotations(g) == [3]
    with pytest.raises(IllegalAction) as err:
        g.submit(PlaceTile("basement", 0, 1, 0))
    assert "sealed" in reason(err.value)
    g.submit(PlaceTile("basement", 0, 1, 3))
    assert floor_open_doorways(g, "basement") == [("laundry", 3)]
    assert problems(g) == []


def test_r5_4_a_tile_that_would_seal_is_discarded_and_the_next_drawn():
    # R5.4: every orientation of the Vault (one door) would seal the basement while
    # tiles remain: it is discarded and the next tile drawn.
    g = make_game(stack=["vault", "laundry"], decks={"item": ["lucky_coin"]})
    _closed_basement(g)
    events = g.submit(Explore("S"))
    (gone,) = events_of(events, "tile_discarded")
    assert gone.data["room"] == "vault"
    assert g.state.tile_discard == ["vault"]
    assert "vault" not in g.state.placements
    assert prompt(g).context["tile"] == "laundry"
    assert rotations(g) == [3]
    g.submit(PlaceTile("basement", 0, 1, 3))
    assert g.figure(0).room == "laundry"
    assert problems(g) == []


# The basement for the last resort: every basement-only tile is in the house and
# the only tiles left for the basement are the Crypt and the Dry Well (one door
# each). Column north of the Landing, a row east, and west an Ossuary with the
# Furnace Room (doors N,S,E turned) above it, the Mystic Elevator above that and
# the Vault below. The Landing's south door is the one open doorway.
UNSEAL_LAYOUT = [
    ("larder", 0, -1, 0), ("catacombs", 0, -2, 0), ("root_cellar", 0, -3, 0),
    ("smugglers_tunnel", 0, -4, 0), ("stairs_from_basement", 0, -5, 2),
    ("cistern", 1, 0, 0), ("chasm", 2, 0, 0), ("pentagram_chamber", 3, 0, 2),
    ("ossuary", -1, 0, 0), ("furnace_room", -1, -1, 2), ("mystic_elevator", -1, -2, 0),
    ("vault", -1, 1, 0),
]
PARKED = [("junk_room", "ground"), ("laundry", "ground"), ("scullery", "ground"),
          ("long_corridor", "ground"), ("cold_hallway", "upper"), ("gymnasium", "upper"),
          ("underground_lake", "upper")]


def _nearly_sealed_basement() -> Game:
    g = make_game(stack=["crypt", "dry_well"], decks={"event": ["cold_draft"]})
    for rid, x, y, rot in UNSEAL_LAYOUT:
        place(g, rid, "basement", x, y, rot)
    for rid, floor in PARKED:
        park(g, rid, floor)
    put(g, 0, "basement_landing")
    st = g.state
    left = sorted(t for t in (*st.stack, *st.tile_discard) if "basement" in g.rooms[t].floors)
    assert left == ["crypt", "dry_well"]
    assert floor_open_doorways(g, "basement") == [("basement_landing", 2)]
    assert problems(g) == []  # a well-formed house to start from
    return g


def test_r5_4_when_every_tile_would_seal_one_room_is_turned():
    # R5.4 decision: if every remaining tile for the floor would seal it, the house
    # changes as little as possible: turn one room first (here the Furnace Room,
    # whose west door then leads on), starting tiles never move, then the tile
    # is placed.
    g = _nearly_sealed_basement()
    before = {rid: p for rid, p in g.state.placements.items()}
    events = g.submit(Explore("S"))
    moved = events_of(events, "room_moved")
    assert len(moved) == 1  # one room changed
    (m,) = moved
    assert m.data["reason"] == "unseal"
    assert m.data["room"] == "furnace_room"
    old = before["furnace_room"]
    assert (m.data["floor"], m.data["x"], m.data["y"]) == (old.floor, old.x, old.y)  # turned
    assert m.data["rotation"] != old.rotation
    assert g.state.placements["furnace_room"].rotation == m.data["rotation"]
    for rid in START_TILES:
        assert g.state.placements[rid] == before[rid]
    for rid, p in before.items():
        if rid != "furnace_room":
            assert g.state.placements[rid] == p
    assert "tile_discarded" not in kinds(events)
    p = prompt(g)
    assert p.kind == "place" and p.context["tile"] == "crypt"
    assert [o[:4] for o in p.options] == [["basement", 0, 1, 0]]
    dice(g, 4)  # the Crypt's event (Cold Draft): Speed roll passes
    g.submit(PlaceTile("basement", 0, 1, 0))
    assert g.figure(0).room == "crypt"
    # the floor is not sealed: an unexplored doorway remains, and a tile for it
    doorways = floor_open_doorways(g, "basement")
    assert doorways
    assert all(r != "crypt" for r, _ in doorways)
    assert "dry_well" in g.state.stack
    assert problems(g) == []


def test_r5_4_unsealing_keeps_every_room_reachable():
    # R5.4 decision: the changed house keeps each room connected to the rest
    # (the turned room still meets its neighbours).
    g = _nearly_sealed_basement()
    g.submit(Explore("S"))
    dice(g, 4)
    g.submit(PlaceTile("basement", 0, 1, 0))
    # walk the basement from the Landing by doors that meet
    st = g.state
    grid = Grid(st.placements)
    seen = {"basement_landing"}
    todo = ["basement_landing"]
    while todo:
        rid = todo.pop()
        for d in world_doors(g.rooms[rid], st.placements[rid].rotation):
            other = meets(g.rooms, st.placements, grid, rid, d)
            if other and other not in seen:
                seen.add(other)
                todo.append(other)
    basement = {rid for rid, p in st.placements.items() if p.floor == "basement"}
    assert seen == basement


# ---- R5.5 -------------------------------------------------------------------
def test_r5_5_empty_stack_reshuffles_the_discard_pile():
    # R5.5: when the stack is empty, the discard pile is shuffled into a new stack.
    g = make_game()
    st = g.state
    everything = sorted(st.stack)
    st.tile_discard, st.stack = list(st.stack), []
    events = g.submit(Explore("E"))
    (reshuffled,) = events_of(events, "stack_reshuffled")
    assert reshuffled.data["size"] == len(everything)
    assert kinds(events).index("stack_reshuffled") < kinds(events).index("tile_drawn")
    tile = prompt(g).context["tile"]
    assert "ground" in g.rooms[tile].floors
    # the discard pile now holds only the tiles turned away on this draw
    turned_away = [e.data["room"] for e in events_of(events, "tile_discarded")]
    assert st.tile_discard == turned_away
    assert all("ground" not in g.rooms[t].floors for t in turned_away)
    assert sorted([*st.stack, *st.tile_discard, tile]) == everything
    assert problems(g) == []


def test_r5_5_no_tiles_left_for_a_floor_means_no_exploring_there():
    # R5.5: when no tile for a floor remains anywhere, no new rooms on that floor.
    g = make_game()
    st = g.state
    ground = [t for t in st.stack if "ground" in g.rooms[t].floors]
    st.stack = [t for t in st.stack if t not in ground]
    assert explores(g, 0) == set()
    assert Move("foyer") in g.legal_actions(0)  # moving is still fine
    with pytest.raises(IllegalAction) as err:
        g.submit(Explore("E"))
    assert "No rooms are left for this floor" in reason(err.value)
    # the upper floor still has tiles
    g.submit(Move("foyer"))
    g.submit(Move("grand_staircase"))
    g.submit(Move("upper_landing"))
    assert explores(g, 0) == {"N", "E", "S", "W"}


def test_r5_5_tiles_only_in_the_discard_pile_still_count():
    # R5.5: the only ground tile left is in the discard pile: exploring the ground
    # floor turns away the stack's other tiles (R5.2), then the discard pile is
    # shuffled into a new stack, and the ground tile is found.
    g = make_game()
    st = g.state
    st.stack = [t for t in st.stack if "ground" not in g.rooms[t].floors]
    st.tile_discard = ["cold_hallway"]
    assert "E" in explores(g, 0)
    events = g.submit(Explore("E"))
    assert "stack_reshuffled" in kinds(events)
    assert "nothing_found" not in kinds(events)
    assert prompt(g).kind == "place"
    assert prompt(g).context["tile"] == "cold_hallway"


# ---- R5.6 -------------------------------------------------------------------
def test_r5_6_discovering_a_symbol_room_draws_its_card_and_ends_movement():
    # R5.6: the first discovery of a room with an item symbol draws an item and
    # ends the discoverer's movement (R4.2).
    g = make_game(stack=["butlers_pantry"], decks={"item": ["lucky_coin"]})
    g.submit(Explore("E"))
    events = g.submit(PlaceTile("ground", 1, 0, 3))
    (card,) = events_of(events, "card_drawn")
    assert card.data == {"who": 0, "deck": "item", "card": "lucky_coin"}
    assert "lucky_coin" in g.figure(0).cards
    assert g.state.turn.movement_over
    assert kinds(events).index("moved") < kinds(events).index("card_drawn")
    assert not [a for a in g.legal_actions(0) if isinstance(a, Move | Explore)]


def test_r5_6_event_room_draws_an_event():
    # R5.6: a discovered event room draws an event card, which is resolved and
    # discarded (R7.1).
    g = make_game(stack=["gardens"], decks={"event": ["cold_draft"]})
    g.submit(Explore("E"))
    dice(g, 4)  # Cold Draft: Speed roll of 4 passes
    events = g.submit(PlaceTile("ground", 1, 0, 1))  # doors E,W
    (card,) = events_of(events, "card_drawn")
    assert card.data["deck"] == "event" and card.data["card"] == "cold_draft"
    assert g.state.card_discard["event"] == ["cold_draft"]
    assert g.state.turn.movement_over


def test_r5_6_room_without_symbol_draws_nothing_but_its_text_applies():
    # R5.6: the Collapsed Room has no symbol: no card, movement goes on; its own
    # text (the discoverer's Speed roll) still applies.
    g = make_game(stack=["collapsed_room"])
    decks = {d: list(c) for d, c in g.state.decks.items()}
    g.submit(Explore("E"))
    dice(g, 6)  # the Speed roll needs 5: pass
    events = g.submit(PlaceTile("ground", 1, 0, 0))
    assert "card_drawn" not in kinds(events)
    assert {d: list(c) for d, c in g.state.decks.items()} == decks
    rolls = [e for e in events_of(events, "dice") if e.data["purpose"] == "collapse"]
    assert len(rolls) == 1
    assert not g.state.turn.movement_over
    assert g.figure(0).room == "collapsed_room"
    assert Move("entrance_hall") in g.legal_actions(0)


def test_r5_6_entering_a_symbol_room_later_draws_nothing():
    # R5.6 decision: rooms with symbols draw only on discovery ("the first time").
    g = make_game()
    place(g, "butlers_pantry", "ground", 1, 0, 3)
    hand = list(g.state.decks["item"])
    events = g.submit(Move("butlers_pantry"))
    assert "card_drawn" not in kinds(events)
    assert g.state.decks["item"] == hand
    assert not g.state.turn.movement_over
    assert g.figure(0).cards == []


# ---- R5.8 -------------------------------------------------------------------
def test_r5_8_coal_chute_slides_you_on_entering():
    # R5.8 with R6.3: the Coal Chute's text acts on entering: you slide to the
    # Basement Landing; entering and sliding together cost one space.
    g = make_game()
    place(g, "coal_chute", "ground", -1, 0, 1)  # its door turned to face E
    events = g.submit(Move("coal_chute"))
    steps = events_of(events, "moved")
    assert [(e.data["to"], e.data["cost"]) for e in steps] == [("coal_chute", 1),
                                                              ("basement_landing", 0)]
    assert g.figure(0).room == "basement_landing"
    assert g.state.turn.moves == 1


def test_r5_8_discovering_the_coal_chute_slides_you_too():
    # R5.8: room text applies on discovery as on any entering.
    g = make_game(stack=["coal_chute"])
    g.submit(Explore("W"))
    assert rotations(g) == [1]
    events = g.submit(PlaceTile("ground", -1, 0, 1))
    assert [e.data["to"] for e in events_of(events, "moved")] == ["coal_chute",
                                                                   "basement_landing"]
    assert g.figure(0).room == "basement_landing"
    assert g.state.turn.moves == 1
    assert problems(g) == []


def test_r5_8_on_discovery_the_card_comes_before_the_room_text():
    # R5.8 / R5.6: on discovering the Chapel (event symbol; its text gives Sanity
    # at the end of the turn) the event is drawn first, the room's text after.
    g = make_game(stack=["chapel"], decks={"event": ["cold_draft"]})
    g.submit(Explore("E"))
    assert rotations(g) == [3]
    dice(g, 4)  # Cold Draft passes
    events = g.submit(PlaceTile("ground", 1, 0, 3))
    assert "card_drawn" in kinds(events)
    assert "room_benefit" not in kinds(events)
    sanity = g.figure(0).traits["sanity"]
    events = g.submit(EndTurn())
    assert "room_benefit" in kinds(events)
    assert g.figure(0).traits["sanity"] == sanity + 1


def test_r5_8_leave_text_acts_on_leaving_not_on_discovery():
    # R5.8: the Junk Room's text acts on leaving. Discovering it draws its omen
    # (R5.6) and makes no roll; leaving next turn makes the Might roll.
    g = make_game(stack=["junk_room"], decks={"omen": ["raven_skull"]})
    g.submit(Explore("E"))
    events = g.submit(PlaceTile("ground", 1, 0, 0))
    assert "card_drawn" in kinds(events)
    assert "dice" not in kinds(events)
    assert g.figure(0).room == "junk_room"
    dice(g, 6)  # end-of-turn haunt roll (R3.2): 6 is not below 1 omen
    g.submit(EndTurn())
    g.submit(EndTurn())  # seat 1
    dice(g, 4)  # the Junk Room's Might roll of 3 passes
    events = g.submit(Move("entrance_hall"))
    rolls = [e for e in events_of(events, "dice") if e.data["purpose"] == "leave"]
    assert len(rolls) == 1
    assert g.figure(0).room == "entrance_hall"
