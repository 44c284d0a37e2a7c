"""Rule tests for the special rooms of R6 that can happen before the haunt.

Each test builds one exact situation (fixed tiles, fixed decks, scripted dice)
and then drives the game only through `submit`.

Haunt-only lines of R6 are not tested here (no haunt is running in these
situations):
- R6.12 traitors and monsters use beneficial room text and ignore harmful text;
- R6.13 monsters moving freely through the Coal Chute, Collapsed Room, Gallery,
  Revolving Wall and passages;
- R6.14 monsters cannot benefit from trait-raising rooms;
and the monster / traitor clauses inside R6.2, R6.3, R6.4, R6.5, R6.8, R6.10
and R6.11 ("monsters cannot use them", "traitors and monsters choose the floor
without rolling", "the traitor must also make the Knowledge roll", ...).
"""

from __future__ import annotations

import pytest

from game.engine.actions import (
    AssignDamage,
    Choose,
    EndTurn,
    Explore,
    GiveItem,
    Move,
    PlaceTile,
    UseItem,
    UseRoom,
)
from tests.helpers import (
    dice,
    give,
    kinds,
    make_game,
    place,
    prompt,
    put,
    set_trait,
    trait_value,
)


# ---- small helpers ------------------------------------------------------------
def moves_of(g) -> list[Move]:
    return [a for a in g.legal_actions(g.state.turn.seat) if isinstance(a, Move)]


def legal(g, seat: int = 0) -> list:
    return g.legal_actions(seat)


def rolls(events, purpose: str) -> list:
    return [e for e in events if e.kind == "dice" and e.data.get("purpose") == purpose]


def option(p, floor: str, x: int, y: int, rotation: int) -> PlaceTile:
    """The PlaceTile for one offered spot (asserting it is offered)."""
    spots = [o[:4] for o in p.options]
    assert [floor, x, y, rotation] in spots, spots
    return PlaceTile(floor, x, y, rotation)


def pass_turns(g, n: int = 2) -> None:
    """End `n` turns in a row (nobody in these situations takes damage on ending)."""
    for _ in range(n):
        assert prompt(g).kind == "turn"
        g.submit(EndTurn())


def neighbour_has_door_toward(g, floor: str, x: int, y: int) -> bool:
    """Is the cell next to a placed room of `floor` whose door faces it?"""
    from game.engine.house import cell_toward, opposite, world_doors

    for d in range(4):
        cell = cell_toward(floor, x, y, d)
        rid = g.grid.room_at(cell)
        if rid is not None and rid != "mystic_elevator":
            p = g.state.placements[rid]
            if opposite(d) in world_doors(g.rooms[rid], p.rotation):
                return True
    return False


# ---- R6.1 stay-and-retry rooms ------------------------------------------------
# room, floor, x, y, rotation (its door meets the landing / foyer), where you go,
# roll trait, target, loss trait (tools/rooms_table.py)
LEAVE_ROOMS = [
    ("attic", "upper", 0, -1, 0, "upper_landing", "speed", 3, "might"),
    ("graveyard", "ground", 1, -1, 1, "foyer", "sanity", 4, "knowledge"),
    ("junk_room", "ground", 1, -1, 0, "foyer", "might", 3, "speed"),
    ("pentagram_chamber", "basement", -1, 0, 0, "basement_landing", "knowledge", 4, "sanity"),
]
LEAVE_IDS = [r[0] for r in LEAVE_ROOMS]


def leave_room_game(room, floor, x, y, rot):
    g = make_game()
    place(g, room, floor, x, y, rot)
    put(g, 0, room)
    for t in ("might", "speed", "knowledge", "sanity"):
        set_trait(g, 0, t, 4)  # Ingrid: 6 / 4 / 4 / 5, enough dice for every target
    return g


@pytest.mark.parametrize(("room", "floor", "x", "y", "rot", "dest", "trait", "need", "loss"),
                         LEAVE_ROOMS, ids=LEAVE_IDS)
def test_r6_1_leave_roll_pass_leaves(room, floor, x, y, rot, dest, trait, need, loss):
    """R6.1: leaving makes the room's trait roll; reaching the target, you leave."""
    g = leave_room_game(room, floor, x, y, rot)
    before = dict(g.figure(0).traits)
    dice(g, need)
    events = g.submit(Move(dest))
    (roll,) = rolls(events, "leave")  # R6.1 the printed roll: trait and target
    assert roll.data["trait"] == trait
    assert roll.data["need"] == need
    assert roll.data["total"] == need
    assert g.figure(0).room == dest
    assert g.state.turn.moves == 1
    assert g.figure(0).traits == before
    assert prompt(g).kind == "turn"


@pytest.mark.parametrize(("room", "floor", "x", "y", "rot", "dest", "trait", "need", "loss"),
                         LEAVE_ROOMS, ids=LEAVE_IDS)
def test_r6_1_leave_roll_fail_take_loss_then_leave(room, floor, x, y, rot, dest, trait, need,
                                                   loss):
    """R6.1: on a failed roll you may take the loss (1 step of the loss trait) and go."""
    g = leave_room_game(room, floor, x, y, rot)
    before = dict(g.figure(0).traits)
    dice(g, need - 1)
    events = g.submit(Move(dest))
    (roll,) = rolls(events, "leave")
    assert roll.data["trait"] == trait and roll.data["need"] == need
    assert g.figure(0).room == room  # not gone yet: the choice first
    p = prompt(g)
    assert p.kind == "choose" and p.seat == 0
    assert p.context["topic"] == "leave_failed"
    assert sorted(p.options) == ["stay", "take_loss"]
    g.submit(Choose("take_loss"))
    after = dict(g.figure(0).traits)
    assert after[loss] == before[loss] - 1
    assert {t: v for t, v in after.items() if t != loss} == \
        {t: v for t, v in before.items() if t != loss}
    assert g.figure(0).room == dest
    assert prompt(g).kind == "turn"


@pytest.mark.parametrize(("room", "floor", "x", "y", "rot", "dest", "trait", "need", "loss"),
                         LEAVE_ROOMS, ids=LEAVE_IDS)
def test_r6_1_leave_roll_fail_stay_then_retry_next_turn(room, floor, x, y, rot, dest, trait,
                                                        need, loss):
    """R6.1: on a failed roll you may stay instead: movement ends, no loss, and on
    your next turn you may roll again."""
    g = leave_room_game(room, floor, x, y, rot)
    before = dict(g.figure(0).traits)
    dice(g, need - 1)
    g.submit(Move(dest))
    g.submit(Choose("stay"))
    f = g.figure(0)
    assert f.room == room
    assert f.traits == before  # staying costs nothing
    assert g.state.turn.movement_over
    assert prompt(g).kind == "turn" and g.state.turn.seat == 0
    assert moves_of(g) == []
    assert not any(isinstance(a, Explore) for a in legal(g))
    pass_turns(g, 2)  # seat 0, then seat 1
    assert g.state.turn.seat == 0
    assert Move(dest) in legal(g)
    dice(g, need)
    events = g.submit(Move(dest))
    assert len(rolls(events, "leave")) == 1  # a new roll on the new turn
    assert g.figure(0).room == dest


# ---- R6.2 once-per-game rooms ---------------------------------------------------
BENEFIT_ROOMS = [
    ("chapel", "ground", 1, -1, 3, "sanity"),
    ("gymnasium", "upper", 0, -1, 0, "speed"),
    ("larder", "basement", 0, -1, 0, "might"),
    ("library", "ground", 1, -1, 0, "knowledge"),
]


@pytest.mark.parametrize(("room", "floor", "x", "y", "rot", "trait"), BENEFIT_ROOMS,
                         ids=[r[0] for r in BENEFIT_ROOMS])
def test_r6_2_once_per_game_benefit_per_explorer(room, floor, x, y, rot, trait):
    """R6.2: ending your turn there gives 1 step in the room's trait, once per game
    for each explorer; a second time gives nothing; another explorer still gets it."""
    g = make_game()
    place(g, room, floor, x, y, rot)
    put(g, 0, room)
    put(g, 1, room)
    set_trait(g, 0, trait, 3)
    set_trait(g, 1, trait, 3)

    events = g.submit(EndTurn())  # seat 0 ends its turn there
    assert g.figure(0).traits[trait] == 4
    assert "room_benefit" in kinds(events)
    assert g.state.turn.seat == 1

    events = g.submit(EndTurn())  # seat 1 ends its turn there: still gets it
    assert g.figure(1).traits[trait] == 4
    assert "room_benefit" in kinds(events)

    events = g.submit(EndTurn())  # seat 0 again: nothing the second time
    assert g.figure(0).traits[trait] == 4
    assert "room_benefit" not in kinds(events)
    events = g.submit(EndTurn())
    assert g.figure(1).traits[trait] == 4
    assert "room_benefit" not in kinds(events)


# ---- R6.3 Coal Chute ------------------------------------------------------------------
def test_r6_3_coal_chute_slides_to_basement_landing_for_one_space():
    """R6.3: entering the Coal Chute slides you to the Basement Landing at once;
    entering and sliding cost one space together, even with your last space."""
    g = make_game()
    place(g, "coal_chute", "ground", 1, -1, 3)  # its door faces the foyer (west)
    set_trait(g, 0, "speed", 0)  # Speed 2
    assert trait_value(g, 0, "speed") == 2
    g.submit(Move("foyer"))
    events = g.submit(Move("coal_chute"))  # the second and last space
    f = g.figure(0)
    assert f.room == "basement_landing"
    assert g.state.turn.moves == 2
    moved = [e for e in events if e.kind == "moved"]
    assert [e.data["to"] for e in moved] == ["coal_chute", "basement_landing"]
    assert sum(e.data["cost"] for e in moved) == 1
    assert prompt(g).kind == "turn"
    g.submit(EndTurn())
    assert f.room == "basement_landing"  # never ends a turn on the chute


def test_r6_3_coal_chute_discovered_slides_too():
    """R6.3 with R5.1: discovering the Coal Chute also slides you down; the
    discovery move and the slide cost one space in total."""
    g = make_game(stack=["coal_chute"])
    put(g, 0, "foyer")
    g.submit(Explore("E"))
    p = prompt(g)
    assert p.kind == "place" and p.context["tile"] == "coal_chute"
    g.submit(option(p, "ground", 1, -1, 3))
    assert g.state.placements["coal_chute"].floor == "ground"
    assert g.figure(0).room == "basement_landing"
    assert g.state.turn.moves == 1
    assert prompt(g).kind == "turn"


# ---- R6.4 Collapsed Room ---------------------------------------------------------
def discover_collapsed(g):
    """Seat 0 in the foyer explores east and puts the Collapsed Room at (1,-1)."""
    put(g, 0, "foyer")
    set_trait(g, 0, "speed", 3)
    assert trait_value(g, 0, "speed") == 4  # 4 dice: 5 is reachable
    g.submit(Explore("E"))
    p = prompt(g)
    assert p.kind == "place" and p.context["tile"] == "collapsed_room"
    return g.submit(option(p, "ground", 1, -1, 0))


def below_token(g) -> list[str]:
    return [t.room for t in g.state.tokens if t.kind == "below_collapsed"]


def test_r6_4_discoverer_passes_speed_roll_and_stays():
    """R6.4: the discoverer rolls Speed 5+; on a pass they stay, nothing falls."""
    g = make_game(stack=["collapsed_room", "long_corridor"])
    dice(g, 5)
    events = discover_collapsed(g)
    (roll,) = [e for e in events if e.kind == "dice"]
    assert roll.data["trait"] == "speed" and roll.data["need"] == 5
    assert g.figure(0).room == "collapsed_room"
    assert below_token(g) == []
    assert "long_corridor" in g.state.stack  # nothing drawn
    assert prompt(g).kind == "turn"


def test_r6_4_first_faller_draws_basement_tile_places_it_and_lands():
    """R6.4: on a failed roll the discoverer falls: tiles are drawn until a basement
    one appears (others discarded), placed at an open basement doorway, the faller
    lands there with the Below Collapsed Room token and takes 1 die of physical
    damage; falling costs no movement."""
    g = make_game(stack=["collapsed_room", "attic", "gallery", "long_corridor"])
    dice(g, 4, 1)  # the Speed roll fails; the fall's damage die shows 1
    events = discover_collapsed(g)
    assert "fell" in kinds(events)
    assert {"attic", "gallery"} <= set(g.state.tile_discard)  # not basement tiles
    p = prompt(g)
    assert p.kind == "place" and p.seat == 0
    assert p.context["tile"] == "long_corridor"
    assert p.options and all(o[0] == "basement" for o in p.options)
    for o in p.options:  # each spot meets an open basement doorway
        assert neighbour_has_door_toward(g, "basement", o[1], o[2])
    g.submit(option(p, "basement", 0, -1, 0))
    assert g.state.placements["long_corridor"].floor == "basement"
    p = prompt(g)
    assert p.kind == "damage" and p.context["kind"] == "physical"
    assert p.context["amount"] == 1
    might = g.figure(0).traits["might"]
    g.submit(AssignDamage(might=1))
    f = g.figure(0)
    assert f.room == "long_corridor"
    assert below_token(g) == ["long_corridor"]
    assert f.traits["might"] == might - 1
    assert g.state.turn.moves == 1  # only the discovery step
    assert prompt(g).kind == "turn"


def test_r6_4_later_explorer_may_jump_to_the_token_room():
    """R6.4: later explorers are not forced to roll; they may fall on purpose
    (UseRoom "jump") and land in the Below Collapsed Room token's room with the
    damage; no new tile is drawn."""
    g = make_game(stack=["collapsed_room", "long_corridor"])
    put(g, 1, "collapsed_room")
    dice(g, 4, 0)  # seat 0 fails and falls; damage 0
    discover_collapsed(g)
    g.submit(option(prompt(g), "basement", 0, -1, 0))
    assert g.figure(0).room == "long_corridor"
    g.submit(EndTurn())
    assert g.state.turn.seat == 1
    assert g.figure(1).room == "collapsed_room"
    assert UseRoom("jump") in legal(g, 1)
    stack = list(g.state.stack)
    dice(g, 1)
    events = g.submit(UseRoom("jump"))
    assert not [e for e in events if e.kind == "dice" and e.data.get("purpose") != "damage"]
    assert g.state.stack == stack
    p = prompt(g)
    assert p.kind == "damage" and p.seat == 1 and p.context["amount"] == 1
    g.submit(AssignDamage(speed=1))
    assert g.figure(1).room == "long_corridor"
    assert g.state.turn.moves == 0  # falling is not a move
    assert below_token(g) == ["long_corridor"]


def test_r6_4_only_the_discoverer_rolls():
    """R6.4: an explorer who walks into the Collapsed Room later makes no roll."""
    g = make_game(stack=["collapsed_room"])
    dice(g, 5)
    discover_collapsed(g)
    g.submit(EndTurn())
    assert g.state.turn.seat == 1  # seat 1 is in the Entrance Hall
    g.submit(Move("foyer"))
    events = g.submit(Move("collapsed_room"))
    assert rolls(events, "collapse") == [] and [e for e in events if e.kind == "dice"] == []
    assert g.figure(1).room == "collapsed_room"
    assert UseRoom("jump") in legal(g, 1)


def test_r6_4_no_basement_tile_left_faller_chooses_explored_basement_room():
    """R6.4: when no basement tile remains, the first faller chooses an explored
    basement room instead; the token goes there."""
    g = make_game(stack=["collapsed_room"])
    basement = [t for t in g.state.stack if "basement" in g.rooms[t].floors]
    for i, t in enumerate(basement):  # every basement tile has been played
        place(g, t, "basement", 10 + 2 * i, 10)
    dice(g, 4, 2)
    discover_collapsed(g)
    p = prompt(g)
    assert p.kind == "choose" and p.seat == 0 and p.context["topic"] == "fall_to"
    assert set(p.options) == {r for r, q in g.state.placements.items()
                              if q.floor == "basement"}
    g.submit(Choose("basement_landing"))
    p = prompt(g)
    assert p.kind == "damage" and p.context["amount"] == 2
    g.submit(AssignDamage(might=1, speed=1))
    assert g.figure(0).room == "basement_landing"
    assert below_token(g) == ["basement_landing"]


# ---- R6.5 Crypt and Furnace Room --------------------------------------------------
@pytest.mark.parametrize(("room", "kind", "options", "answer", "trait"), [
    ("crypt", "mental", [[0, 0, 1, 0], [0, 0, 0, 1]], AssignDamage(sanity=1), "sanity"),
    ("furnace_room", "physical", [[1, 0, 0, 0], [0, 1, 0, 0]], AssignDamage(might=1), "might"),
])
def test_r6_5_end_of_turn_damage(room, kind, options, answer, trait):
    """R6.5: ending your turn in the Crypt costs 1 mental damage, in the Furnace
    Room 1 physical damage (a fixed amount, no dice)."""
    g = make_game()
    place(g, room, "basement", 0, -1, 2)  # its north door faces the landing
    put(g, 0, room)
    before = g.figure(0).traits[trait]
    events = g.submit(EndTurn())
    assert [e for e in events if e.kind == "dice"] == []
    p = prompt(g)
    assert p.kind == "damage" and p.seat == 0
    assert p.context["kind"] == kind and p.context["amount"] == 1
    assert sorted(p.options) == sorted(options)
    g.submit(answer)
    assert g.figure(0).traits[trait] == before - 1
    assert g.state.turn.seat == 1


def test_r6_5_passing_through_the_crypt_is_harmless():
    """R6.5: the damage comes only at the end of a turn spent there."""
    g = make_game()
    place(g, "crypt", "basement", 0, -1, 2)
    put(g, 0, "crypt")
    g.submit(Move("basement_landing"))
    events = g.submit(EndTurn())
    assert "damage" not in kinds(events)
    assert g.state.turn.seat == 1


# ---- R6.6 Gallery -------------------------------------------------------------------
def test_r6_6_gallery_jump_needs_the_ballroom():
    """R6.6: you may fall from the Gallery only if the Ballroom is in play."""
    g = make_game()
    place(g, "gallery", "upper", 0, -1, 0)
    put(g, 0, "gallery")
    assert UseRoom("jump") not in legal(g)


def test_r6_6_gallery_jump_lands_in_ballroom_with_damage():
    """R6.6: with the Ballroom placed, UseRoom("jump") lands you there and you take
    1 die of physical damage."""
    g = make_game()
    place(g, "gallery", "upper", 0, -1, 0)
    place(g, "ballroom", "ground", 1, -1, 0)
    put(g, 0, "gallery")
    assert UseRoom("jump") in legal(g)
    dice(g, 1)
    g.submit(UseRoom("jump"))
    p = prompt(g)
    assert p.kind == "damage" and p.context["kind"] == "physical"
    assert p.context["amount"] == 1
    g.submit(AssignDamage(speed=1))
    assert g.figure(0).room == "ballroom"


# ---- R6.7 Junk Room -----------------------------------------------------------------
def test_r6_7_junk_room_speed_loss_still_leaves():
    """R6.7: if losing the Speed after a failed roll leaves you no space to leave,
    you still leave and stop in the adjacent room."""
    g = make_game()
    place(g, "junk_room", "ground", 1, -1, 0)
    set_trait(g, 0, "speed", 2)  # Speed 3
    assert trait_value(g, 0, "speed") == 3
    g.submit(Move("foyer"))
    g.submit(Move("junk_room"))
    assert g.state.turn.moves == 2  # one space left
    dice(g, 2)  # Might 3+ fails
    g.submit(Move("foyer"))
    p = prompt(g)
    assert p.context["topic"] == "leave_failed"
    g.submit(Choose("take_loss"))
    assert trait_value(g, 0, "speed") == 2  # no space left now...
    assert g.figure(0).room == "foyer"  # ...but you left all the same
    assert moves_of(g) == []  # and you stop there
    assert not any(isinstance(a, Explore) for a in legal(g))


# ---- R6.8 Mystic Elevator -------------------------------------------------------------
def elevator_game():
    """The elevator stands east of the foyer (its door turned west)."""
    g = make_game()
    place(g, "mystic_elevator", "ground", 1, -1, 1)
    put(g, 0, "foyer")
    return g


@pytest.mark.parametrize(("total", "floor"), [(3, "upper"), (2, "ground"), (1, "basement")])
def test_r6_8_elevator_roll_picks_floor(total, floor):
    """R6.8: entering rolls 2 dice: 3 upper, 2 ground, 1 basement; it moves to an
    open doorway of that floor (a "place" prompt, mode "move_room")."""
    g = elevator_game()
    dice(g, total)
    events = g.submit(Move("mystic_elevator"))
    (roll,) = rolls(events, "elevator")
    assert len(roll.data["faces"]) == 2 and roll.data["total"] == total
    p = prompt(g)
    assert p.kind == "place" and p.context["mode"] == "move_room"
    assert p.context["tile"] == "mystic_elevator"
    assert p.options and all(o[0] == floor for o in p.options)
    for o in p.options:
        assert neighbour_has_door_toward(g, floor, o[1], o[2])
    landing = {"upper": "upper_landing", "basement": "basement_landing"}.get(floor)
    if landing:
        g.submit(option(p, floor, 0, -1, 0))  # north of the landing, door south
    else:
        g.submit(option(p, "ground", -1, -1, 3))  # to the foyer's west door
        landing = "foyer"
    assert g.state.placements["mystic_elevator"].floor == floor
    assert g.figure(0).room == "mystic_elevator"  # you ride along
    assert Move(landing) in legal(g)
    assert "damage" not in kinds(events)


def test_r6_8_elevator_roll_4_any_floor():
    """R6.8: a 4 lets you choose the floor."""
    g = elevator_game()
    dice(g, 4)
    g.submit(Move("mystic_elevator"))
    p = prompt(g)
    assert p.kind == "choose" and p.context["topic"] == "elevator_floor"
    assert sorted(p.options) == ["basement", "ground", "upper"]
    g.submit(Choose("upper"))
    p = prompt(g)
    assert p.kind == "place" and p.context["mode"] == "move_room"
    assert all(o[0] == "upper" for o in p.options)
    g.submit(option(p, "upper", 0, -1, 0))
    assert g.state.placements["mystic_elevator"].floor == "upper"
    assert g.figure(0).room == "mystic_elevator"


def test_r6_8_elevator_roll_0_basement_and_damage_to_everyone_inside():
    """R6.8: a 0 sends it to the basement and everyone in it (figures inside move
    with it) takes 1 die of physical damage."""
    g = elevator_game()
    put(g, 1, "mystic_elevator")
    dice(g, 0, 1, 2)  # the elevator, then seat 0's die, then seat 1's die
    g.submit(Move("mystic_elevator"))
    p = prompt(g)
    assert p.kind == "place" and all(o[0] == "basement" for o in p.options)
    g.submit(option(p, "basement", 0, -1, 0))
    assert g.state.placements["mystic_elevator"].floor == "basement"
    assert g.figure(0).room == g.figure(1).room == "mystic_elevator"
    hurt = {}
    for _ in range(2):
        p = prompt(g)
        assert p.kind == "damage" and p.context["kind"] == "physical"
        hurt[p.seat] = p.context["amount"]
        g.submit(AssignDamage(might=p.context["amount"]))
    assert hurt == {0: 1, 1: 2}
    assert prompt(g).kind == "turn" and g.state.turn.seat == 0


def test_r6_8_elevator_once_per_turn():
    """R6.8: it can be used once per turn: entering again the same turn makes no roll."""
    g = elevator_game()
    dice(g, 2)
    g.submit(Move("mystic_elevator"))
    g.submit(option(prompt(g), "ground", 1, -1, 1))  # back where it was
    g.submit(Move("foyer"))
    events = g.submit(Move("mystic_elevator"))
    assert rolls(events, "elevator") == []
    assert prompt(g).kind == "turn"
    assert g.figure(0).room == "mystic_elevator"
    events = g.submit(EndTurn())  # nor at the end of this turn
    assert rolls(events, "elevator") == []
    assert g.state.turn.seat == 1


def test_r6_8_elevator_whole_turn_rule():
    """R6.8: an explorer who spends a whole turn in it without moving rolls to move
    it at the end of that turn."""
    g = make_game()
    place(g, "mystic_elevator", "ground", 1, -1, 1)
    put(g, 0, "mystic_elevator")
    dice(g, 3)
    events = g.submit(EndTurn())
    assert len(rolls(events, "elevator")) == 1
    p = prompt(g)
    assert p.kind == "place" and p.seat == 0 and p.context["mode"] == "move_room"
    g.submit(option(p, "upper", 0, -1, 0))
    assert g.state.placements["mystic_elevator"].floor == "upper"
    assert g.figure(0).room == "mystic_elevator"
    assert prompt(g).kind == "turn" and g.state.turn.seat == 1


def test_r6_8_elevator_no_whole_turn_roll_after_moving_out():
    """R6.8: only a whole turn in it counts: leaving it means no end-of-turn roll."""
    g = make_game()
    place(g, "mystic_elevator", "ground", 1, -1, 1)
    put(g, 0, "mystic_elevator")
    g.submit(Move("foyer"))
    events = g.submit(EndTurn())
    assert rolls(events, "elevator") == []
    assert g.state.turn.seat == 1


@pytest.mark.parametrize("last_doorway", ["filled", "open"])
def test_r6_8_elevator_stays_without_a_legal_doorway(last_doorway):
    """R6.8: if no connecting doorway exists ("filled"), or the only move would seal
    the floor ("open": its single door would close the last open doorway), it stays."""
    g = elevator_game()
    # The basement landing's doors: three dead-end rooms facing it...
    place(g, "crypt", "basement", 0, -1, 2)
    place(g, "dry_well", "basement", -1, 0, 1)
    place(g, "pentagram_chamber", "basement", 1, 0, 2)
    if last_doorway == "filled":  # ...and a fourth
        place(g, "stairs_from_basement", "basement", 0, 1, 0)
    dice(g, 1)  # basement
    events = g.submit(Move("mystic_elevator"))
    assert "elevator_stays" in kinds(events)
    assert g.state.placements["mystic_elevator"].floor == "ground"
    assert (g.state.placements["mystic_elevator"].x,
            g.state.placements["mystic_elevator"].y) == (1, -1)
    assert g.figure(0).room == "mystic_elevator"
    assert prompt(g).kind == "turn"
    assert Move("foyer") in legal(g)


# ---- R6.9 Underground Lake -----------------------------------------------------------
def test_r6_9_underground_lake_collapses_from_upper_floor():
    """R6.9: found while exploring the upper floor, the lake is placed in the
    basement at an open doorway with the explorer in it; the upper spot stays empty."""
    g = make_game(stack=["underground_lake"], decks={"event": ["cold_draft"]})
    put(g, 0, "upper_landing")
    events = g.submit(Explore("N"))
    assert "lake_collapses" in kinds(events)
    p = prompt(g)
    assert p.kind == "place" and p.context["tile"] == "underground_lake"
    assert p.options and all(o[0] == "basement" for o in p.options)
    for o in p.options:
        assert neighbour_has_door_toward(g, "basement", o[1], o[2])
    spot = p.options[0]
    dice(g, 4)  # the Cold Draft's Speed roll passes
    events = g.submit(PlaceTile(*spot[:4]))
    assert "card_drawn" in kinds(events)  # R5.6: its event is drawn on discovery
    assert g.state.placements["underground_lake"].floor == "basement"
    assert g.figure(0).room == "underground_lake"
    assert g.grid.room_at(("upper", 0, -1)) is None
    assert prompt(g).kind == "turn"


def test_r6_9_underground_lake_found_in_basement_is_placed_normally():
    """R6.9 applies only on the upper floor; in the basement the lake is placed at
    the explored doorway (R5.1)."""
    g = make_game(stack=["underground_lake"], decks={"event": ["cold_draft"]})
    put(g, 0, "basement_landing")
    events = g.submit(Explore("N"))
    assert "lake_collapses" not in kinds(events)
    p = prompt(g)
    assert {(o[0], o[1], o[2]) for o in p.options} == {("basement", 0, -1)}


# ---- R6.10 Barrier rooms ---------------------------------------------------------------
# room, floor, x, y, rotation, the room it is entered from (a landing), the room
# behind the barrier with its placement, side you enter on, trait, target
BARRIERS = [
    ("tower", "upper", 1, 0, 0, "upper_landing", ("music_room", 2, 0, 0), 0, "might", 3),
    ("chasm", "basement", 1, 0, 0, "basement_landing", ("cistern", 2, 0, 0), 0, "speed", 3),
    ("catacombs", "basement", 0, -1, 0, "basement_landing", ("larder", 0, -2, 0), 1, "sanity",
     6),
]
BARRIER_IDS = [b[0] for b in BARRIERS]
BARRIER_ARGS = ("room", "floor", "x", "y", "rot", "near", "far", "side", "trait", "need")


def barrier_game(room, floor, x, y, rot, near, far):
    g = make_game()
    place(g, room, floor, x, y, rot)
    far_room, fx, fy, frot = far
    place(g, far_room, floor, fx, fy, frot)
    put(g, 0, near)
    for t in ("might", "speed", "knowledge", "sanity"):
        set_trait(g, 0, t, 4)  # Ingrid: 6 / 4 / 4 / 5
    return g


@pytest.mark.parametrize(BARRIER_ARGS, BARRIERS, ids=BARRIER_IDS)
def test_r6_10_enter_through_door_puts_you_on_its_side(room, floor, x, y, rot, near, far,
                                                       side, trait, need):
    """R6.10: you enter on the side of the door you came through and can leave only
    through doors on your side."""
    g = barrier_game(room, floor, x, y, rot, near, far)
    g.submit(Move(room))
    assert g.figure(0).room == room and g.figure(0).side == side
    assert Move(near) in legal(g)
    assert Move(far[0]) not in legal(g)
    assert UseRoom("cross") in legal(g)


@pytest.mark.parametrize(BARRIER_ARGS, BARRIERS, ids=BARRIER_IDS)
def test_r6_10_cross_success_flips_side_free(room, floor, x, y, rot, near, far, side, trait,
                                             need):
    """R6.10: crossing is the printed trait roll; success puts you on the other side
    at no movement cost; the roll is at most once per turn."""
    g = barrier_game(room, floor, x, y, rot, near, far)
    g.submit(Move(room))
    dice(g, need)
    events = g.submit(UseRoom("cross"))
    (roll,) = [e for e in events if e.kind == "dice"]
    assert roll.data["trait"] == trait and roll.data["need"] == need
    f = g.figure(0)
    assert f.side == 1 - side
    assert g.state.turn.moves == 1  # only the step in
    assert Move(far[0]) in legal(g)
    assert Move(near) not in legal(g)
    assert UseRoom("cross") not in legal(g)  # once per turn
    g.submit(Move(far[0]))
    assert f.room == far[0]


@pytest.mark.parametrize(BARRIER_ARGS, BARRIERS, ids=BARRIER_IDS)
def test_r6_10_cross_failure_ends_movement_retry_next_turn(room, floor, x, y, rot, near, far,
                                                           side, trait, need):
    """R6.10: failing to cross ends your movement this turn; you may try again next turn."""
    g = barrier_game(room, floor, x, y, rot, near, far)
    g.submit(Move(room))
    dice(g, need - 1)
    g.submit(UseRoom("cross"))
    f = g.figure(0)
    assert f.side == side
    assert g.state.turn.movement_over
    assert moves_of(g) == []
    assert UseRoom("cross") not in legal(g)
    pass_turns(g, 2)
    assert g.state.turn.seat == 0
    assert UseRoom("cross") in legal(g)
    dice(g, need)
    g.submit(UseRoom("cross"))
    assert f.side == 1 - side


@pytest.mark.parametrize(BARRIER_ARGS, BARRIERS, ids=BARRIER_IDS)
def test_r6_10_arriving_by_card_chooses_side(room, floor, x, y, rot, near, far, side, trait,
                                             need):
    """R6.10: an effect that puts you into a barrier room (the Old Map's move) lets
    you choose the side (a "barrier_side" choice)."""
    g = barrier_game(room, floor, x, y, rot, near, far)
    give(g, 0, "old_map")
    dice(g, 5)  # the Old Map's Knowledge 5+ roll
    g.submit(UseItem("old_map"))
    p = prompt(g)
    assert p.context["topic"] == "move_to" and room in p.options
    g.submit(Choose(room))
    p = prompt(g)
    assert p.kind == "choose" and p.context["topic"] == "barrier_side"
    assert sorted(p.options) == ["0", "1"]
    g.submit(Choose(str(1 - side)))
    f = g.figure(0)
    assert f.room == room and f.side == 1 - side
    assert Move(far[0]) in legal(g) and Move(near) not in legal(g)


def test_r6_10_explore_only_through_doors_on_your_side():
    """R6.10: an unexplored door on the far side cannot be explored until you cross."""
    g = make_game(stack=["music_room"])
    place(g, "tower", "upper", 1, 0, 0)
    put(g, 0, "upper_landing")
    set_trait(g, 0, "might", 4)
    g.submit(Move("tower"))
    assert g.figure(0).side == 0
    assert Explore("E") not in legal(g)
    dice(g, 3)
    g.submit(UseRoom("cross"))
    assert Explore("E") in legal(g)
    assert Move("upper_landing") not in legal(g)


def test_r6_10_vault_arrival_by_card_lands_outside():
    """R6.10: an effect putting you into the Vault gives no choice: you land outside
    (the side with its door)."""
    g = make_game()
    place(g, "vault", "basement", 0, -1, 2)
    put(g, 0, "basement_landing")
    set_trait(g, 0, "knowledge", 4)
    give(g, 0, "old_map")
    dice(g, 5)
    g.submit(UseItem("old_map"))
    g.submit(Choose("vault"))
    assert prompt(g).kind == "turn"
    f = g.figure(0)
    assert f.room == "vault" and f.side == 0
    assert Move("basement_landing") in legal(g)


@pytest.mark.parametrize(("other_side", "can_give"), [(0, True), (1, False)])
def test_r6_10_no_interaction_across_the_barrier(other_side, can_give):
    """R6.10: you cannot interact with anyone on the other side (no giving items)."""
    g = make_game()
    place(g, "tower", "upper", 1, 0, 0)
    put(g, 0, "tower", side=0)
    put(g, 1, "tower", side=other_side)
    give(g, 0, "crowbar")
    assert (GiveItem("crowbar", 1) in legal(g)) is can_give


# ---- R6.11 Vault -----------------------------------------------------------------------
def vault_game():
    g = make_game(decks={"item": ["revolver", "crowbar"]})
    place(g, "vault", "basement", 0, -1, 2)  # its door faces the landing
    put(g, 0, "basement_landing")
    set_trait(g, 0, "knowledge", 4)  # Knowledge 4: 6 is reachable
    assert trait_value(g, 0, "knowledge") == 4
    g.submit(Move("vault"))
    assert g.figure(0).side == 0  # outside
    return g


def test_r6_11_vault_open_success_draws_two_items_and_empties():
    """R6.11: opening the Vault is a Knowledge 6+ roll; on success you draw 2 items
    and the Vault Empty token goes on it; it cannot be opened again."""
    g = vault_game()
    assert UseRoom("open_vault") in legal(g)
    dice(g, 6)
    events = g.submit(UseRoom("open_vault"))
    (roll,) = [e for e in events if e.kind == "dice"]
    assert roll.data["trait"] == "knowledge" and roll.data["need"] == 6
    f = g.figure(0)
    assert sorted(f.cards) == ["crowbar", "revolver"]
    assert [(t.kind, t.room) for t in g.state.tokens] == [("vault_empty", "vault")]
    assert UseRoom("open_vault") not in legal(g)
    pass_turns(g, 2)
    assert g.state.turn.seat == 0 and f.room == "vault"
    assert UseRoom("open_vault") not in legal(g)


def test_r6_11_vault_open_failure_ends_movement_once_per_turn():
    """R6.11 with R6.10: a failed Vault roll ends movement; one try per turn; the
    next turn you may try again."""
    g = vault_game()
    dice(g, 5)
    g.submit(UseRoom("open_vault"))
    f = g.figure(0)
    assert f.cards == []
    assert g.state.tokens == []
    assert g.state.turn.movement_over
    assert moves_of(g) == []
    assert UseRoom("open_vault") not in legal(g)
    pass_turns(g, 2)
    assert UseRoom("open_vault") in legal(g)


# ---- The Revolving Wall ----------------------------------------------------------------
@pytest.mark.parametrize(("rot", "at", "beyond"), [
    (0, (1, 0), "entrance_hall"),  # the wall faces west: the Entrance Hall
    (1, (1, -1), "junk_room"),  # turned once, the wall faces north
])
def test_revolving_wall_turns_you_into_the_room_beyond(rot, at, beyond):
    """Revolving Wall (room rule): UseRoom("revolve") makes a Knowledge 3+ roll; on
    success you go through its west wall (as rotated) into the room beyond, for
    one space."""
    g = make_game()
    place(g, "revolving_wall", "ground", at[0], at[1], rot)
    if beyond == "junk_room":
        place(g, "junk_room", "ground", 1, -2, 0)
    put(g, 0, "revolving_wall")
    set_trait(g, 0, "knowledge", 2)
    assert trait_value(g, 0, "knowledge") == 3
    assert Move(beyond) not in legal(g)  # not through a door
    assert UseRoom("revolve") in legal(g)
    dice(g, 3)
    events = g.submit(UseRoom("revolve"))
    (roll,) = [e for e in events if e.kind == "dice"]
    assert roll.data["trait"] == "knowledge" and roll.data["need"] == 3
    assert g.figure(0).room == beyond
    assert g.state.turn.moves == 1


def test_revolving_wall_failure_once_per_turn():
    """Revolving Wall: a failed roll leaves you in place, and it can be tried only
    once per turn (R3.3); next turn again."""
    g = make_game()
    place(g, "revolving_wall", "ground", 1, 0, 0)
    put(g, 0, "revolving_wall")
    set_trait(g, 0, "knowledge", 2)
    dice(g, 2)
    g.submit(UseRoom("revolve"))
    assert g.figure(0).room == "revolving_wall"
    assert g.state.turn.moves == 0
    assert UseRoom("revolve") not in legal(g)
    pass_turns(g, 2)
    assert UseRoom("revolve") in legal(g)
