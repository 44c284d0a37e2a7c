"""Monster powers (docs/HAUNTS.md, Monster powers) through the engine's actions:
flying (R4.6 does not hold a flier back), immune (narrows R8.9), regenerates,
attacks in more traits (R8.5), carries (R9.8, R7.4, R8.10) and explores (R5.7,
R5.1-R5.4, R9.8)."""

from __future__ import annotations

from typing import Any

import pytest

from game import narrate
from game.ai import haunt_bot
from game.engine import (
    Attack,
    DropItem,
    EndTurn,
    Explore,
    Game,
    HauntAct,
    Move,
    PickUpItem,
)
from game.engine.invariants import problems
from game.engine.rules.monsters import monster_exits, monster_hop
from game.engine.state import MONSTER_BASE, Monster, Prompt
from game.text import t, table
from game.ui import board_controls
from tests.haunt_helpers import haunted, with_haunt
from tests.helpers import dice, give, of, place, prompt, set_trait

GHOUL = MONSTER_BASE
HERO = 1  # the first haunt turn is left of the traitor (seat 0, the revealer)


@pytest.fixture(autouse=True)
def words(monkeypatch: pytest.MonkeyPatch) -> None:
    """The test haunt's name for its monster, as a haunt's en.json would give it."""
    monkeypatch.setitem(table(), "haunt.test_powers.monster.ghoul", "Ghoul")


def haunt(**changes: Any) -> dict[str, Any]:
    """A ghoul in the Entrance Hall with the explorers; nobody wins soon."""
    data: dict[str, Any] = {
        "id": "test_powers", "number": 1, "chart": [["book", "gallery"]],
        "traitor": {"rule": "revealer"},
        "monsters": {"ghoul": {"might": 4, "speed": 4, "sanity": 3, "attack": "might",
                               "killable": True}},
        "setup": [{"do": "spawn", "monster": "ghoul", "n": 1, "where": "here"}],
        "actions": {"salt": {"side": "heroes", "steps": [{"do": "count", "counter": "salt"}]}},
        "goals": {"heroes": [{"if": "counter", "counter": "salt", "at_least": 9}],
                  "traitor": [{"if": "rounds", "at_least": 9}]},
    }
    data.update(changes)
    return data


def powered(powers: dict[str, Any], before: Any = None, killable: bool = True) -> Game:
    """A game of this haunt whose ghouls have these powers, as a haunt file
    writes them (`monsters.ghoul.powers`)."""
    data = haunt()
    data["monsters"]["ghoul"].update(powers=powers, killable=killable)
    return haunted(data, revealer=0, before=before)


def ghoul(g: Game) -> Monster:
    return g.state.monsters[GHOUL - MONSTER_BASE]


def to_monster(g: Game, moves: int = 4) -> Prompt:
    """End turns until the ghoul's move, its Speed roll scripted to `moves`."""
    for _ in range(20):
        p = prompt(g)
        if p.kind == "monster":
            return p
        if p.kind == "turn" and p.seat == g.state.haunt.traitor:
            dice(g, moves)
        g.submit(EndTurn())
    raise AssertionError("the monster's move never came")


def legal(g: Game) -> list[Any]:
    return g.legal_actions(prompt(g).seat)


# ---- flying ------------------------------------------------------------------------
def wing(g: Game) -> None:
    """The Music Room east of the Entrance Hall; the Library north of it, reached
    only through the Foyer: no door joins the Music Room and the Library (R4.6)."""
    place(g, "music_room", "ground", 1, 0)
    place(g, "library", "ground", 1, -1)


def test_flying_passes_walls_to_every_room_next_door_on_its_floor():
    g = powered({"flying": True}, before=wing)
    ghoul(g).room = "music_room"
    assert monster_exits(g, "music_room") == ["entrance_hall"]  # R4.6: walls stop walkers
    assert sorted(monster_exits(g, "music_room", GHOUL)) == ["entrance_hall", "library"]
    to_monster(g)
    assert Move("library") in legal(g)
    g.submit(Move("library"))
    assert ghoul(g).room == "library" and ghoul(g).moves == 3
    assert "upper_landing" not in monster_exits(g, "library", GHOUL)  # same floor only


def test_a_walker_has_no_way_through_the_wall():
    g = powered({}, before=wing)
    ghoul(g).room = "music_room"
    to_monster(g)
    assert Move("library") not in legal(g) and Move("entrance_hall") in legal(g)


def test_the_bots_path_search_lets_a_flier_through_walls():
    g = powered({"flying": True}, before=wing)
    ghoul(g).room = "music_room"
    wanted = {"library"}.__contains__
    assert monster_hop(g, "music_room", wanted) == "entrance_hall"  # the long way round
    assert monster_hop(g, "music_room", wanted, GHOUL) == "library"


# ---- immune -------------------------------------------------------------------------
def test_immune_a_blow_without_the_named_weapon_does_nothing():  # R8.9 narrowed
    g = powered({"immune": {"items": ["silver_letter_opener"]}})
    dice(g, 6, 1)
    events = g.submit(Attack(GHOUL))
    assert of(events, "monster_immune") == [{"id": GHOUL, "kind": "ghoul",
                                            "room": "entrance_hall"}]
    assert ghoul(g).alive and not ghoul(g).stunned
    attack = next(e for e in events if e.kind == "attack")
    said = [narrate.event(g, e) for e in events]
    assert t("event.monster_immune", monster="Ghoul") in said
    assert narrate.attack_outcome(g, attack.data) == t("attack.immune", loser="Ghoul")


def test_immune_the_named_weapon_kills_it():  # R8.9: killable, so damage kills
    g = powered({"immune": {"items": ["silver_letter_opener"]}})
    give(g, HERO, "silver_letter_opener")
    dice(g, 7, 1)
    events = g.submit(Attack(GHOUL, "silver_letter_opener"))
    assert of(events, "monster_died") and not of(events, "monster_immune")


def test_immune_the_named_trait_hurts_it():  # a Sanity weapon attacks in Sanity (R8.5)
    g = powered({"immune": {"traits": ["sanity"]}}, killable=False)
    give(g, HERO, "chained_censer")
    dice(g, 7, 1)
    events = g.submit(Attack(GHOUL, "chained_censer"))
    assert of(events, "monster_stunned") and ghoul(g).stunned


def test_immune_when_it_attacks_and_loses_it_takes_no_harm_either():
    g = powered({"immune": {}}, killable=False)
    to_monster(g)
    dice(g, 1, 6)
    events = g.submit(Attack(HERO))
    assert of(events, "monster_immune") and not ghoul(g).stunned


# ---- regenerates ------------------------------------------------------------------
def test_regenerates_rises_where_it_died_after_its_rounds():
    g = powered({"regenerates": {"rounds": 1}})
    dice(g, 6, 1)
    g.submit(Attack(GHOUL))
    assert not ghoul(g).alive and ghoul(g).died == 0
    g.submit(EndTurn())
    for _ in range(3):  # the other heroes' turns, then the traitor's: the monster turn
        assert prompt(g).kind == "turn"
        events = g.submit(EndTurn())
    assert of(events, "monster_turn") == [] and not of(events, "monster_rose")
    assert g.state.haunt.round == 1 and not ghoul(g).alive
    events = []
    while prompt(g).kind != "monster":
        events += g.submit(EndTurn())
    assert of(events, "monster_rose") == [{"id": GHOUL, "kind": "ghoul",
                                          "room": "entrance_hall"}]
    assert ghoul(g).alive and ghoul(g).died == -1 and ghoul(g).room == "entrance_hall"
    assert prompt(g).context["monster"] == GHOUL  # it takes its move at once
    assert t("event.monster_rose", monster="Ghoul", room=narrate.room("entrance_hall")) in \
        [narrate.event(g, e) for e in events]


def test_regenerates_not_while_its_condition_holds():
    g = powered({"regenerates": {"rounds": 1, "unless": {"if": "counter", "counter": "salt",
                                                        "at_least": 1}}})
    g.submit(HauntAct("salt"))
    dice(g, 6, 1)
    g.submit(Attack(GHOUL))
    events = []
    for _ in range(12):  # three rounds
        events += g.submit(EndTurn())
    assert g.state.haunt.round >= 2
    assert not of(events, "monster_rose") and not ghoul(g).alive


# ---- attacks ----------------------------------------------------------------------
def test_attacks_it_may_attack_in_each_of_its_traits():  # R8.5: the trait decides the harm
    g = powered({"attacks": {"traits": ["sanity"]}})
    to_monster(g)
    assert {Attack(HERO), Attack(HERO, trait="sanity")} <= set(legal(g))
    dice(g, 6, 1)
    events = g.submit(Attack(HERO, trait="sanity"))
    assert of(events, "attack")[0]["trait"] == "sanity"
    p = prompt(g)
    assert (p.kind, p.seat, p.context["kind"]) == ("damage", HERO, "mental")


def test_attacks_without_the_power_only_its_own_trait():
    g = powered({})
    to_monster(g)
    assert Attack(HERO) in legal(g)
    assert not any(isinstance(a, Attack) and a.trait for a in legal(g))


def test_attacks_the_bot_picks_its_best_trait():
    g = powered({"attacks": {"traits": ["sanity"]}})
    set_trait(g, 2, "sanity", 0)  # Sanity 1 against the ghoul's 3; Might 3 against 4
    to_monster(g)
    choice = haunt_bot.decide(g, prompt(g).seat, legal(g))
    assert choice == Attack(2, trait="sanity")
    assert narrate.attack_how(g, choice) == t("action.attack.how.trait",
                                              trait=t("trait.sanity"))


# ---- carries ----------------------------------------------------------------------
def pile(card: str, room: str = "entrance_hall") -> Any:
    """A `before`: an item lying in a room's pile (R7.5), taken from its deck."""
    def before(g: Game) -> None:
        deck = g.content.cards[card].deck
        g.state.decks[deck].remove(card)
        g.state.piles.setdefault(room, []).append(card)
    return before


def test_carries_picks_up_from_the_pile_and_drops_a_turn_later():  # R9.8, R7.4
    g = powered({"carries": True}, before=pile("crowbar"))
    to_monster(g)
    assert PickUpItem("crowbar") in legal(g)
    events = g.submit(PickUpItem("crowbar"))
    assert of(events, "card_picked_up") == [{"who": GHOUL, "card": "crowbar",
                                            "room": "entrance_hall"}]
    assert ghoul(g).cards == ["crowbar"] and "entrance_hall" not in g.state.piles
    assert problems(g) == []  # the card is counted once: with the monster
    assert DropItem("crowbar") not in legal(g)  # R7.4: one thing with an item a turn
    g.submit(EndTurn())
    to_monster(g)
    assert DropItem("crowbar") in legal(g)
    g.submit(DropItem("crowbar"))
    assert ghoul(g).cards == [] and g.state.piles["entrance_hall"] == ["crowbar"]


def test_carries_a_stunned_carrier_drops_what_it_carries():  # R9.8
    g = powered({"carries": True}, before=pile("crowbar"), killable=False)
    to_monster(g)
    g.submit(PickUpItem("crowbar"))
    dice(g, 1, 6)  # it attacks and loses: stunned
    events = g.submit(Attack(HERO))
    assert of(events, "monster_stunned") and of(events, "card_dropped")
    assert ghoul(g).cards == [] and g.state.piles["entrance_hall"] == ["crowbar"]


def test_carries_a_slain_carrier_leaves_an_item_pile():  # R8.10 for monsters
    g = powered({"carries": True}, before=pile("crowbar"))
    ghoul(g).cards.append(g.state.piles.pop("entrance_hall").pop())
    assert problems(g) == []
    dice(g, 6, 1)
    events = g.submit(Attack(GHOUL))
    assert of(events, "monster_died") and g.state.piles["entrance_hall"] == ["crowbar"]
    assert problems(g) == []


def test_carries_only_with_the_power_and_only_items():
    g = powered({}, before=pile("crowbar"))
    to_monster(g)
    assert PickUpItem("crowbar") not in legal(g)  # R9.8: monsters carry nothing
    g = powered({"carries": True}, before=pile("book"))
    to_monster(g)
    assert PickUpItem("book") not in legal(g)  # an omen is not an item


def test_carries_the_bot_keeps_weapons_from_the_heroes_and_the_board_offers_both():
    g = powered({"carries": True}, before=pile("crowbar"))
    to_monster(g)
    seat = prompt(g).seat
    assert haunt_bot.decide(g, seat, legal(g)) == PickUpItem("crowbar")
    label = t("action.monster_pick_up", monster="Ghoul", card=narrate.card("crowbar"))
    assert (label, PickUpItem("crowbar")) in board_controls.rows(g, seat, legal(g))
    g.submit(EndTurn())
    g.state.monsters[0].cards.append(g.state.piles.pop("entrance_hall").pop())
    to_monster(g)
    label = t("action.monster_drop", monster="Ghoul", card=narrate.card("crowbar"))
    assert (label, DropItem("crowbar")) in board_controls.rows(g, seat, legal(g))


# ---- explores -----------------------------------------------------------------------
def top_of_stack(*tiles: str) -> Any:
    """A `before`: these room tiles on top of the stack, the first on top."""
    def before(g: Game) -> None:
        st = g.state
        st.stack = [x for x in st.stack if x not in tiles] + list(reversed(tiles))
    return before


def test_explores_opens_a_doorway_and_the_game_places_the_room():  # R5.7, R5.1, R5.3
    g = powered({"explores": True}, before=top_of_stack("music_room"))
    decks = {k: len(v) for k, v in g.state.decks.items()}
    to_monster(g)
    assert {Explore("E"), Explore("W")} <= set(legal(g))
    events = g.submit(Explore("E"))
    placed = g.state.placements["music_room"]
    assert (placed.floor, placed.x, placed.y) == ("ground", 1, 0)
    assert ghoul(g).room == "music_room" and ghoul(g).moves == 3  # one space
    assert of(events, "tile_drawn")[0]["who"] == GHOUL
    assert {k: len(v) for k, v in g.state.decks.items()} == decks  # R9.8: no card
    assert problems(g) == []
    assert prompt(g).context["monster"] == GHOUL


def test_explores_sets_aside_tiles_for_other_floors():  # R5.2
    g = powered({"explores": True}, before=top_of_stack("attic", "music_room"))
    to_monster(g)
    events = g.submit(Explore("W"))
    assert [d["who"] for d in of(events, "tile_discarded")] == [GHOUL]
    assert "attic" in g.state.tile_discard and ghoul(g).room == "music_room"


def test_explores_not_offered_without_the_power_or_a_tile_that_fits():
    g = powered({})
    to_monster(g)
    assert not any(isinstance(a, Explore) for a in legal(g))  # R5.7
    g = powered({"explores": True})
    st = g.state
    st.stack = [x for x in st.stack if "ground" not in g.rooms[x].floors]
    st.tile_discard = [x for x in st.tile_discard if "ground" not in g.rooms[x].floors]
    to_monster(g)
    assert not any(isinstance(a, Explore) for a in legal(g))


def test_explores_the_bot_explores_only_when_no_hero_can_be_reached():
    g = powered({"explores": True, "attacks": {"traits": ["sanity"]}})
    ghoul(g).room = "basement_landing"  # the basement is not joined to the house yet
    to_monster(g)
    seat = prompt(g).seat
    choice = haunt_bot.decide(g, seat, legal(g))
    assert isinstance(choice, Explore)
    assert narrate.action(g, choice).startswith(t(
        "action.monster_explore", monster="Ghoul", direction=t(f"dir.{choice.direction.lower()}")))
    targets = board_controls.monster_targets(g, prompt(g), legal(g))
    assert any(target.action == choice for target in targets)
    ghoul(g).room = "foyer"  # the heroes are one door away
    g.refresh()
    assert haunt_bot.decide(g, seat, legal(g)) == Move("entrance_hall")


# ---- the file ------------------------------------------------------------------------
def test_a_haunt_file_names_known_powers_with_their_parameters():
    for powers, field in (({"wings": True}, "powers.wings"),
                          ({"regenerates": {}}, "powers.regenerates.rounds"),
                          ({"immune": {"items": ["no_such_card"]}}, "powers.immune.items"),
                          ({"attacks": {"traits": ["luck"]}}, "powers.attacks.traits")):
        data = haunt()
        data["monsters"]["ghoul"]["powers"] = powers
        with pytest.raises(AssertionError, match=f"monsters.ghoul.{field}"):
            with_haunt(data)
