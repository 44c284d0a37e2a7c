"""The haunt language's mechanisms, through the engine's actions (docs/HAUNTS.md):
numbers that grow with the table (R9.10), placements by house distance, triggers,
modifiers, rooms that change, the conditions, traitor rules (R9.2, R9.3) and a
haunt module's intercepts.

Every game here starts with `haunted` in the wing of tests/haunt_helpers.py: the
Music Room, Chimney Nook, Cold Hallway, Ballroom, Greenhouse, Drawing Room and
Solarium in a row east of the Entrance Hall; the revealer (seat 0) is the traitor
unless a test says otherwise, so seat 1 plays first (R9.6).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from game.engine import Attack, EndTurn, Game, HauntAct, Move, Reveal
from game.engine.registry import INTERCEPTS, intercept
from game.engine.rules import conditions, modifiers, placement, sides
from game.engine.rules.discovery import doorway_options
from game.engine.rules.haunt import walk_distances
from game.engine.rules.numbers import amount
from game.engine.state import MONSTER_BASE
from tests.haunt_helpers import arranged, haunted, pass_until, play
from tests.helpers import dice, of, place, put, set_trait

HOUND = MONSTER_BASE


def haunt(**fields: Any) -> dict[str, Any]:
    data: dict[str, Any] = {
        "id": "mechanics", "number": 7, "chart": [["book", "gallery"]],
        "traitor": {"rule": "revealer"},
        "monsters": {"hound": {"might": 3, "speed": 3, "sanity": 3, "attack": "might",
                               "killable": True}},
        "setup": [], "actions": {},
        "goals": {"heroes": [{"if": "traitor_dead"}],
                  "traitor": [{"if": "rounds", "at_least": 9}]},
    }
    data.update(fields)
    return data


def game(players: int = 4, **fields: Any) -> Game:
    explorers = ("ingrid_solberg", "amara_nwosu", "rafael_duarte", "siobhan_keane",
                 "priya_raman", "aurelio_bassani")[:players]
    return haunted(haunt(**fields), explorers=explorers, before=arranged())


def spawn(where: Any, n: Any = 1) -> dict[str, Any]:
    return {"do": "spawn", "monster": "hound", "n": n, "where": where}


def hounds(g: Game) -> list[str]:
    return sorted(m.room for m in g.state.monsters if m.alive)


# ---- numbers (R9.10) -------------------------------------------------------------------
@pytest.mark.parametrize(("players", "table"), [(3, 4), (4, 5), (6, 7)])
def test_r9_10_numbers_grow_with_the_table(players: int, table: int):
    g = game(players)
    assert amount(g, {"players": {"3": 4, "4": 5, "5": 6, "6": 7}}) == table
    assert amount(g, {"per_hero": 2, "plus": -1}) == 2 * (players - 1) - 1
    assert amount(g, "heroes") == players - 1 and amount(g, "explorers") == players
    assert amount(g, {"per_explorer": 1, "plus": -9}) == 0  # never below 0


def test_r9_10_a_spawn_count_by_players_puts_that_many_monsters_in_the_house():
    for players, n in ((3, 2), (6, 5)):
        g = game(players, setup=[spawn("here", {"per_hero": 1, "plus": 0})])
        assert len(hounds(g)) == n


# ---- placements --------------------------------------------------------------------------
def test_farthest_is_by_house_distance_not_the_makers_pocket():
    """The traitor stands in the Basement Landing, joined to the house only by the
    Coal Chute (one way down for explorers, R6.3): walking, the landing is a
    pocket of one room; by house distance the farthest room is upstairs."""
    def before(g: Game) -> None:
        arranged()(g)
        spot = doorway_options(g, "coal_chute", "ground")[0]
        floor, x, y, rotation = spot[:4]
        place(g, "coal_chute", floor, x, y, rotation)
        put(g, 0, "basement_landing")
    g = haunted(haunt(setup=[spawn({"farthest": 1})]), before=before)
    assert walk_distances(g, "basement_landing") == {"basement_landing": 0}
    dist = placement.house_distances(g, "basement_landing")
    assert dist[hounds(g)[0]] == max(dist.values()) >= 4


def test_random_rooms_are_different_never_the_makers_and_follow_the_dice():
    rooms = []
    for seed in (1, 2, 3):
        g = haunted(haunt(setup=[spawn({"random": 3})]), seed=seed, before=arranged())
        here = g.figure(0).room
        chosen = hounds(g)
        assert len(set(chosen)) == 3 and here not in chosen
        rooms.append(tuple(chosen))
    assert len(set(rooms)) > 1  # the engine's dice choose


def test_each_room_of_a_floor_and_adjacent_rooms():
    g = game(setup=[spawn({"each_room_of": "ground"})])
    ground = sorted(r for r, p in g.state.placements.items() if p.floor == "ground")
    assert hounds(g) == ground
    g = game(setup=[spawn({"adjacent": True})])
    assert hounds(g) == sorted(placement.house_exits(g, g.figure(0).room))


def test_named_rooms_only_those_in_the_house_else_the_makers_room():
    """Placement `rooms`: each named room in the house; a single id (the value
    kind `rooms` allows one) is one room, not its letters; none of them in the
    house: the maker's room, as for every placement."""
    g = game(setup=[spawn({"rooms": ["greenhouse", "chapel", "solarium"]})])
    assert hounds(g) == ["greenhouse", "solarium"]  # the Chapel is not in the house
    g = game(setup=[spawn({"rooms": "ballroom"})])
    assert hounds(g) == ["ballroom"]
    g = game(setup=[spawn({"rooms": ["chapel", "crypt"]})])
    assert hounds(g) == [g.figure(0).room]


# ---- triggers ------------------------------------------------------------------------------
def test_round_end_trigger_runs_each_round_for_the_traitor():
    g = game(triggers=[{"on": "round_end", "steps": [spawn("here")]}])
    assert hounds(g) == []
    pass_until(g, 0)
    g.submit(EndTurn())  # the traitor's turn ends the round (R9.6)
    assert len(hounds(g)) == 1 and g.state.haunt.round == 1
    pass_until(g, 0)
    g.submit(EndTurn())
    pass_until(g, 1)  # the hound's turn, then the round ends
    assert len(hounds(g)) == 2


def test_round_start_fires_for_round_one_and_once_fires_once():
    g = game(triggers=[{"on": "round_start", "once": True, "steps": [spawn("here")]}])
    assert len(hounds(g)) == 1  # round 1 began with the haunt
    pass_until(g, 0)
    g.submit(EndTurn())
    assert len(hounds(g)) == 1


def test_enter_trigger_with_a_room_and_a_kind_of_figure():
    g = game(triggers=[{"on": "enter", "room": ["music_room"], "who": "hero",
                        "steps": [{"do": "count", "counter": "visits"}]}])
    g.submit(Move("music_room"))
    assert g.state.haunt.counters == {"visits": 1}
    pass_until(g, 0)
    put(g, 0, "entrance_hall")
    g.submit(Move("music_room"))  # the traitor is no hero
    assert g.state.haunt.counters == {"visits": 1}


def test_counter_trigger_fires_as_the_counter_reaches_its_number_with_an_if():
    g = game(actions={"pray": {"side": "heroes", "once_per_turn": False,
                               "steps": [{"do": "count", "counter": "prayers"}]}},
             triggers=[{"on": "counter", "counter": "prayers", "at_least": 2,
                        "if": {"if": "rounds", "at_least": 0},
                        "steps": [{"do": "count", "counter": "answered"}]}])
    g.submit(HauntAct("pray"))
    assert "answered" not in g.state.haunt.counters
    g.submit(HauntAct("pray"))
    assert g.state.haunt.counters["answered"] == 1
    g.submit(HauntAct("pray"))
    assert g.state.haunt.counters["answered"] == 1  # only as it gets there


def test_death_and_turn_end_triggers():
    g = game(setup=[spawn("entrance_hall")],
             actions={"smite": {"side": "heroes", "steps": [{"do": "kill_monsters"}]}},
             triggers=[{"on": "death", "who": "monster", "steps": [spawn("solarium")]},
                       {"on": "turn_end", "who": "hero",
                        "if": {"if": "you", "room": ["music_room"]},
                        "steps": [{"do": "count", "counter": "waits"}]}])
    seat = g.prompt.seat
    put(g, seat, "entrance_hall")
    g.submit(HauntAct("smite"))
    assert hounds(g) == ["solarium"]  # one died in the hall, one came in the Solarium
    g.submit(EndTurn())
    assert "waits" not in g.state.haunt.counters
    seat = g.prompt.seat
    put(g, seat, "music_room")
    g.submit(EndTurn())
    assert g.state.haunt.counters["waits"] == 1


def test_round_triggers_go_on_after_the_traitor_dies():
    """A haunt that its traitor's death does not end still spawns each round: the
    steps that change the house outlive the traitor they run for (R9.6 rounds go on)."""
    g = game(goals={"heroes": [{"if": "rounds", "at_least": 30}],
                    "traitor": [{"if": "rounds", "at_least": 40}]},
             triggers=[{"on": "round_end", "steps": [spawn("entrance_hall")]}])
    pass_until(g, 0)
    g.submit(EndTurn())
    assert len(hounds(g)) == 1
    g.figure(0).alive = False  # the traitor falls
    while g.state.haunt.round < 3:
        seat = g.prompt.seat
        acts = g.legal_actions(seat)
        g.submit(EndTurn() if EndTurn() in acts else acts[0])
    assert len(hounds(g)) == 3


def test_a_hidden_traitor_is_a_hero_to_side_rules_until_the_reveal():
    """R9.12: nothing public may tell the hidden traitor apart. A rule changed for the
    heroes holds for them too, one for the traitor's side does not, and a hero's
    turn-end trigger fires for them, until they reveal."""
    g = game(traitor={"rule": "hidden"},
             modifiers=[{"change": "leave_cost", "n": 2, "side": "heroes",
                         "room": ["music_room"]},
                        {"change": "closed", "room": ["solarium"], "side": "traitor"}],
             triggers=[{"on": "turn_end", "who": "hero",
                        "steps": [{"do": "count", "counter": "hero_turns"}]}])
    hidden = g.state.haunt.secret["traitor"]
    assert sides.traitor(g) is None
    assert modifiers.total(g, "leave_cost", hidden, "music_room") == 2
    assert "solarium" not in modifiers.closed_rooms(g, hidden)
    pass_until(g, hidden)
    before = g.state.haunt.counters.get("hero_turns", 0)
    g.submit(EndTurn())
    assert g.state.haunt.counters.get("hero_turns", 0) == before + 1
    pass_until(g, hidden)
    g.submit(Reveal())
    assert modifiers.total(g, "leave_cost", hidden, "music_room") == 0
    assert "solarium" in modifiers.closed_rooms(g, hidden)


# ---- modifiers -------------------------------------------------------------------------------
def test_dice_modifier_changes_a_trait_roll_in_its_room_only():
    roll = {"do": "roll", "trait": "knowledge", "results": [{"at_least": 0, "then": []}]}
    g = game(modifiers=[{"change": "dice", "trait": "knowledge", "n": 2, "room": ["music_room"]}],
             actions={"read": {"side": "heroes", "once_per_turn": False, "steps": [roll]}})
    base = len(of(g.submit(HauntAct("read")), "dice")[0]["faces"])
    g.submit(Move("music_room"))
    assert len(of(g.submit(HauntAct("read")), "dice")[0]["faces"]) == min(8, base + 2)


def test_attack_with_offers_another_trait_and_the_dice_follow_it():
    g = game(modifiers=[{"change": "attack_with", "trait": "sanity", "side": "heroes"}])
    seat = g.prompt.seat
    put(g, seat, g.figure(0).room)
    acts = g.legal_actions(seat)
    assert Attack(0, trait="sanity") in acts and Attack(0) in acts
    events = g.submit(Attack(0, trait="sanity"))
    assert of(events, "attack")[0]["trait"] == "sanity"


def test_leave_cost_and_closed_rooms():
    g = game(modifiers=[{"change": "leave_cost", "n": 2, "room": ["entrance_hall"]},
                        {"change": "closed", "room": ["music_room"], "side": "traitor"}])
    put(g, 0, "solarium")  # no opponent in the hall to slow anyone (R4.7)
    seat = g.prompt.seat
    set_trait(g, seat, "speed", 7)
    assert Move("music_room") in g.legal_actions(seat)
    g.submit(Move("music_room"))
    assert g.state.turn.moves == 3  # 1 + 2 to leave the hall
    pass_until(g, 0)
    put(g, 0, "entrance_hall")
    assert Move("music_room") not in g.legal_actions(0)  # closed to the traitor's side


def test_end_turn_modifier_from_a_room_state_and_spreading():
    g = game(room_states={"burning": [{"change": "end_turn", "steps": [
        {"do": "damage", "kind": "physical", "n": 1}]}]},
        setup=[{"do": "mark_room", "state": "burning", "where": "music_room"}],
        triggers=[{"on": "round_end", "steps": [{"do": "spread", "state": "burning"}]}])
    assert g.state.haunt.rooms == {"music_room": {"burning": True}}
    seat = g.prompt.seat
    g.submit(Move("music_room"))
    g.submit(EndTurn())
    assert g.prompt.kind == "damage" and g.prompt.seat == seat  # burnt at the end of the turn
    assert conditions.holds(g, {"if": "room_state", "state": "burning", "who": "hero"})
    g.submit(g.legal_actions(seat)[0])
    pass_until(g, 0)
    g.submit(EndTurn())  # the round ends: the fire spreads to a room next door
    burning = {r for r, s in g.state.haunt.rooms.items() if "burning" in s}
    assert len(burning) == 2 and burning - {"music_room"} <= set(
        placement.house_exits(g, "music_room"))


def test_add_and_remove_modifier_steps():
    closed = {"change": "closed", "room": ["music_room"], "id": "bar"}
    g = game(actions={"bar": {"side": "heroes", "once_per_turn": False, "steps": [
                 {"do": "add_modifier", "modifier": closed}]},
              "unbar": {"side": "heroes", "once_per_turn": False, "steps": [
                 {"do": "remove_modifier", "id": "bar"}]}})
    seat = g.prompt.seat
    g.submit(HauntAct("bar"))
    assert Move("music_room") not in g.legal_actions(seat)
    g.submit(HauntAct("unbar"))
    assert Move("music_room") in g.legal_actions(seat)


def test_weapon_modifier_runs_its_steps_after_a_win_with_the_card():
    g = game(modifiers=[{"change": "weapon", "card": "revolver", "steps": [
        {"do": "count", "counter": "shots"}]}])
    seat = g.prompt.seat
    g.figure(seat).cards.append("revolver")
    g.state.decks["item"].remove("revolver")
    put(g, seat, g.figure(0).room)
    dice(g, 2, 0)
    g.submit(Attack(0, "revolver"))
    g.submit(g.legal_actions(0)[0])  # the traitor takes the damage first
    assert g.state.haunt.counters.get("shots") == 1


# ---- conditions ------------------------------------------------------------------------------
def test_conditions_any_not_trait_tokens_monsters_carrying():
    g = game(setup=[spawn("here", 2), {"do": "haunt_token", "token": "key", "where": "here"}])
    holds = conditions.holds
    assert holds(g, {"if": "monsters", "monster": "hound", "at_least": 2, "at_most": 2})
    assert holds(g, {"if": "tokens", "token": "key", "at_least": 1})
    assert holds(g, {"if": "not", "of": {"if": "tokens", "token": "key", "at_least": 2}})
    either = [{"if": "heroes_dead"}, {"if": "rounds", "at_least": 0}]
    assert holds(g, {"if": "any", "of": either})
    assert not holds(g, {"if": "all", "of": either})
    set_trait(g, 0, "might", 0)
    assert holds(g, {"if": "trait", "who": "traitor", "trait": "might", "at_most": 3}, 0)
    assert not holds(g, {"if": "carrying", "token": "key"}, 0)
    g.state.tokens[0].holder = 0
    assert holds(g, {"if": "carrying", "token": "key"}, 0)
    assert holds(g, {"if": "carrying", "token": "key", "who": "traitor"}, 1)


def test_progress_tells_how_close_a_goal_is():
    g = game()
    cond = {"if": "rounds", "at_least": 4}
    assert conditions.progress(g, cond) == 0
    g.state.haunt.round = 2
    assert conditions.progress(g, cond) == 0.5
    g.state.haunt.round = 4
    assert conditions.progress(g, cond) == 1.0
    assert conditions.progress(g, {"if": "not", "of": cond}) == 0.0


def test_the_if_step_reads_haunt_conditions_and_card_filters():
    g = game(actions={"check": {"side": "heroes", "steps": [
        {"do": "if", "when": {"if": "rounds", "at_least": 0},
         "then": [{"do": "count", "counter": "yes"}]},
        {"do": "if", "when": {"floor": "upper"}, "then": [{"do": "count", "counter": "up"}],
         "else": [{"do": "count", "counter": "down"}]}]}})
    g.submit(HauntAct("check"))
    assert g.state.haunt.counters == {"yes": 1, "down": 1}


# ---- traitor rules (R9.2, R9.3) ---------------------------------------------------------
def test_r9_2_traitor_rules_are_words_and_r9_3_ties_go_to_the_revealer():
    def even(g: Game) -> None:
        arranged()(g)
        for s in range(4):
            set_trait(g, s, "sanity", 2)
    g = haunted(haunt(traitor={"rule": "lowest", "trait": "sanity"}), revealer=2, before=even)
    assert g.state.haunt.traitor == 2
    g = haunted(haunt(traitor={"rule": "holder", "card": "book"}), revealer=3,
                before=arranged(holding={1: "book"}))
    assert g.state.haunt.traitor == 1


# ---- a haunt's own module ------------------------------------------------------------------------
@pytest.fixture
def calm_hounds() -> Iterator[None]:
    """A haunt module's intercept, registered for this test only: its hounds never
    roll to move."""
    @intercept("mechanics", "monster_group")
    def _still(g: Game, eff: dict[str, Any]) -> bool:
        for m in g.state.monsters:
            m.moves, m.attacked = 0, True
        g.emit("counter", counter="calm", value=1)
        return True
    yield
    del INTERCEPTS["mechanics"]


def test_a_haunt_module_takes_over_an_effect_while_its_haunt_is_on(calm_hounds: None):
    g = game(setup=[spawn("solarium")])
    pass_until(g, 0)
    events = g.submit(EndTurn()) + pass_until(g, 1)  # the traitor's turn, the monsters'
    assert not [d for d in of(events, "dice") if d.get("purpose") == "monster_move"]
    assert of(events, "counter") and hounds(g) == ["solarium"]


def test_without_the_module_the_same_effect_runs_as_usual():
    g = game(setup=[spawn("solarium")])
    pass_until(g, 0)
    events = g.submit(EndTurn()) + pass_until(g, 1)
    assert [d for d in of(events, "dice") if d.get("purpose") == "monster_move"]


def test_a_whole_game_of_triggers_and_rooms_plays_to_a_winner():
    g = game(room_states={"flooded": [{"change": "leave_cost", "n": 1}]},
             setup=[{"do": "mark_room", "state": "flooded", "where": {"random": 2}}],
             triggers=[{"on": "round_end", "steps": [{"do": "spread", "state": "flooded"}]}])
    play(g, lambda seat: [])
    assert g.state.haunt.winner == "traitor" and g.state.haunt.round == 9
