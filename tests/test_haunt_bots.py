"""The bots play the haunt (docs/HAUNTS.md, Bots): both sides, explorers and
monsters, toward their goals, deterministically, and every game reaches a winner."""

from __future__ import annotations

from typing import Any

import pytest

from game.ai import ExplorerBot
from game.ai.explorer_bot import TURN_DECISIONS
from game.engine import (
    Action,
    AssignDamage,
    Attack,
    Choose,
    EndTurn,
    Explore,
    Game,
    HauntAct,
    Move,
    Reveal,
)
from game.engine.rules.traits import damage_splits
from game.engine.state import MONSTER_BASE, Prompt
from game.sim import Report, forcing, play_one, simulate
from tests.haunt_helpers import arranged, haunted, pass_until
from tests.helpers import content, give, place, prompt, put, set_trait

HOUND = MONSTER_BASE


def haunt(**changes: Any) -> dict[str, Any]:
    """A haunt written for these tests: heroes carry an idol from the room
    farthest from the traitor to the Entrance Hall; a hound hunts them."""
    data: dict[str, Any] = {
        "id": "bot_test", "number": 1, "chart": [["book", "gallery"]],
        "traitor": {"rule": "revealer"},
        "monsters": {"hound": {"might": 2, "speed": 4, "attack": "might", "killable": True}},
        "setup": [{"do": "haunt_token", "token": "idol", "where": {"farthest": 1}},
                  {"do": "spawn", "monster": "hound", "n": 1, "where": "solarium"}],
        "actions": {"lift": {"side": "heroes", "where": {"token": "idol"},
                             "steps": [{"do": "carry_token", "token": "idol"}]}},
        "goals": {"heroes": [{"if": "in_room", "who": "token:idol", "room": "entrance_hall"}],
                  "traitor": [{"if": "rounds", "at_least": 30}]},
        "bots": {"heroes": {"goto": ["token:idol"]}, "traitor": {"goto": ["hero"]}},
    }
    data.update(changes)
    return data


def decide(g: Game, bot: ExplorerBot | None = None) -> Action:
    p = prompt(g)
    return (bot or ExplorerBot()).decide(g, p.seat, g.legal_actions(p.seat))


def ask(g: Game, seat: int, prompt_kind: str, options: list[Any], **context: Any) -> None:
    """Open a prompt as the engine would (the bots read only the prompt)."""
    g.state.prompt = Prompt(seat, prompt_kind, options, context)
    g.refresh()


def until_monsters(g: Game) -> None:
    for _ in range(10):
        if prompt(g).kind == "monster":
            return
        g.submit(EndTurn())
    raise AssertionError("the monsters never moved")


# ---- where they go ----------------------------------------------------------------------
def test_a_hero_fetches_the_token_and_carries_it_where_the_goal_wants_it() -> None:
    setup = [{"do": "haunt_token", "token": "idol", "where": "solarium"}]
    g = haunted(haunt(setup=setup), revealer=0, before=arranged())
    seat = prompt(g).seat
    put(g, seat, "greenhouse")
    set_trait(g, seat, "speed", 5)
    bot = ExplorerBot()
    assert decide(g, bot) == Move("drawing_room")
    g.submit(Move("drawing_room"))
    g.submit(Move("solarium"))
    assert decide(g, bot) == HauntAct("lift")
    g.submit(HauntAct("lift"))
    assert decide(g, bot) == Move("drawing_room")  # home, toward the Entrance Hall


@pytest.mark.parametrize(("carrying", "step"), [(True, "drawing_room"), (False, "ballroom")])
def test_a_carrier_heads_for_the_room_its_action_needs(carrying: bool, step: str) -> None:
    bury = {"side": "heroes", "where": {"room": ["solarium"], "carrying": "idol"},
            "steps": [{"do": "drop_token", "token": "idol"}, {"do": "count", "counter": "buried"}]}
    g = haunted(haunt(setup=[{"do": "haunt_token", "token": "idol", "where": "greenhouse"}],
                      actions={"bury": bury},
                      goals={"heroes": [{"if": "counter", "counter": "buried", "at_least": 1}],
                             "traitor": [{"if": "rounds", "at_least": 30}]},
                      bots={"heroes": {"goto": ["exit"]}}), revealer=0, before=arranged())
    seat = prompt(g).seat
    put(g, seat, "greenhouse")
    g.state.tokens[-1].holder = seat if carrying else -1
    assert decide(g) == Move(step)


def test_a_monster_steps_toward_the_nearest_hero() -> None:
    g = haunted(haunt(), revealer=0, before=arranged())
    put(g, 2, "greenhouse")
    until_monsters(g)
    assert prompt(g).context["monster"] == HOUND
    assert decide(g) == Move("drawing_room")


def test_a_monster_goes_where_its_goal_wants_it_before_hunting() -> None:
    goals = {"heroes": [{"if": "rounds", "at_least": 30}],
             "traitor": [{"if": "in_room", "who": "monster", "room": "music_room"}]}
    setup = [{"do": "haunt_token", "token": "idol", "where": "solarium"},
             {"do": "spawn", "monster": "hound", "n": 1, "where": "greenhouse"}]
    g = haunted(haunt(goals=goals, setup=setup), revealer=0, before=arranged())
    put(g, 1, "solarium")  # a hero close by, the other way
    until_monsters(g)
    assert decide(g) == Move("ballroom")


# ---- goals the bot reads through the conditions' own answers ---------------------------
def play_out(g: Game, limit: int = 3000) -> None:
    """Bots at every seat until a side wins."""
    bots = [ExplorerBot(seat) for seat in range(4)]
    for _ in range(limit):
        if g.over:
            return
        p = prompt(g)
        g.submit(bots[p.seat].decide(g, p.seat, g.legal_actions(p.seat)))
    raise AssertionError("nobody won")


def test_a_goal_of_any_kind_sends_a_hero_where_the_goal_wants_heroes() -> None:  # R9.11
    goals = {"heroes": [{"if": "any", "of": [
                 {"if": "rounds", "at_least": 29},
                 {"if": "in_room", "who": "hero", "room": "music_room"}]}],
             "traitor": [{"if": "rounds", "at_least": 30}]}
    setup = [{"do": "haunt_token", "token": "idol", "where": "solarium"}]
    g = haunted(haunt(goals=goals, setup=setup), revealer=0, before=arranged())
    seat = prompt(g).seat
    put(g, seat, "greenhouse")
    assert decide(g) == Move("ballroom")  # west to the music room, not east to the idol
    play_out(g)
    assert g.state.haunt.winner == "heroes"


def test_a_tokens_goal_sends_heroes_to_take_every_token() -> None:  # R9.11
    smash = {"side": "heroes", "where": {"token": "idol"},
             "steps": [{"do": "take_token", "token": "idol"}]}
    goals = {"heroes": [{"if": "tokens", "token": "idol", "at_most": 0}],
             "traitor": [{"if": "rounds", "at_least": 30}]}
    setup = [{"do": "haunt_token", "token": "idol", "where": {"rooms": ["solarium", "music_room"]}}]
    g = haunted(haunt(actions={"smash": smash}, goals=goals, setup=setup, bots={}),
                revealer=0, before=arranged())
    seat = prompt(g).seat
    put(g, seat, "greenhouse")
    assert decide(g) == Move("drawing_room")  # the nearer idol; the haunt gives no hints
    play_out(g)
    assert g.state.haunt.winner == "heroes" and g.state.haunt.round < 10


# ---- a token goes to whoever rolls best for it -----------------------------------------------
def carried(drop: bool) -> Game:
    """Seat 1 carries the idol into the Greenhouse, where seat 2 stands: waking
    the idol (in the Entrance Hall) rolls Sanity, and seat 2's is higher."""
    wake = {"side": "heroes", "where": {"room": ["entrance_hall"], "carrying": "idol"},
            "steps": [{"do": "roll", "trait": "sanity", "results": [
                {"at_least": 4, "then": [{"do": "count", "counter": "woken"}]},
                {"at_least": 0, "then": []}]}]}
    actions = {"lift": haunt()["actions"]["lift"], "wake": wake}
    if drop:
        actions["set_down"] = {"side": "heroes", "where": {"carrying": "idol"},
                               "steps": [{"do": "drop_token", "token": "idol"}]}
    goals = {"heroes": [{"if": "counter", "counter": "woken", "at_least": 1}],
             "traitor": [{"if": "rounds", "at_least": 30}]}
    setup = [{"do": "haunt_token", "token": "idol", "where": "greenhouse"}]
    g = haunted(haunt(actions=actions, goals=goals, setup=setup), revealer=0,
                before=arranged())
    assert prompt(g).seat == 1
    for seat, sanity in ((1, 1), (2, 6)):
        put(g, seat, "greenhouse")
        set_trait(g, seat, "sanity", sanity)
    put(g, 3, "music_room")
    g.state.tokens[-1].holder = 1
    return g


def test_a_carrier_hands_the_token_to_a_better_roller() -> None:
    g = carried(drop=True)
    assert decide(g) == HauntAct("set_down")
    g.submit(HauntAct("set_down"))
    assert decide(g) != HauntAct("lift")  # it stays down for the better roller
    pass_until(g, 2)
    assert decide(g) == HauntAct("lift")
    g.submit(HauntAct("lift"))
    assert decide(g) == Move("ballroom")  # and off to the Entrance Hall, kept


def test_without_a_way_to_put_it_down_the_carrier_keeps_the_token() -> None:
    g = carried(drop=False)
    assert decide(g) == Move("ballroom")


# ---- pockets of the house -------------------------------------------------------------------
@pytest.mark.parametrize(("opening", "steps"), [
    ("door", [Move("cistern"), Move("basement_landing")]),  # then explore its open doors
    ("elevator", [Move("cistern"), Move("basement_landing"), Move("mystic_elevator")]),
    ("none", [EndTurn()]),
])
def test_a_hero_cut_off_from_its_goals_makes_for_the_way_out(opening: str,
                                                           steps: list[Action]) -> None:
    """The idol lies on the ground floor; the hero stands in a dead end of the
    basement, which no stairs join to the rest of the house yet."""
    def before(g: Game) -> None:
        arranged()(g)
        place(g, "cistern", "basement", 1, 0)
        place(g, "dry_well", "basement", 2, 0, rotation=3)  # its one door faces west
        if opening == "elevator":
            place(g, "mystic_elevator", "basement", -1, 0, rotation=3)  # door to the east
        if opening != "door":
            g.state.closed_floors.append("basement")  # no room left to find down there

    g = haunted(haunt(), revealer=0, before=before)
    seat = prompt(g).seat
    put(g, seat, "dry_well")
    set_trait(g, seat, "speed", 7)
    for step in steps:
        assert decide(g) == step
        g.submit(step)
    if opening == "door":
        assert isinstance(decide(g), Explore)


# ---- fights ------------------------------------------------------------------------------
@pytest.mark.parametrize(("might", "attacks"), [(2, True), (8, False)])
def test_a_hero_attacks_only_when_the_odds_are_fair(might: int, attacks: bool) -> None:
    hound = {"might": might, "speed": 4, "attack": "might", "killable": True}
    setup = [{"do": "haunt_token", "token": "idol", "where": "music_room"},
             {"do": "spawn", "monster": "hound", "n": 1, "where": "solarium"}]
    g = haunted(haunt(monsters={"hound": hound}, setup=setup), revealer=0, before=arranged())
    seat = prompt(g).seat
    put(g, seat, "solarium")
    set_trait(g, seat, "might", 2)
    assert (decide(g) == Attack(HOUND)) is attacks


def test_damage_keeps_every_marker_away_from_the_skull() -> None:
    g = haunted(haunt(), revealer=0, before=arranged())
    assert g.figure(1).explorer == "amara_nwosu"  # Speed 2, 2, 3...: the first step is free
    set_trait(g, 1, "speed", 1)
    set_trait(g, 1, "might", 4)
    ask(g, 1, "damage", damage_splits("physical", 1), kind="physical", amount=1)
    assert decide(g) == AssignDamage(might=1)  # not the free step that nears the skull
    ask(g, 1, "damage", damage_splits("physical", 3), kind="physical", amount=3)
    assert decide(g) == AssignDamage(might=3)


def test_a_thief_deals_the_damage_that_may_kill_else_takes_a_weapon() -> None:
    g = haunted(haunt(), revealer=0, before=arranged())
    give(g, 1, "revolver")
    then = {"damage": [{"do": "hurt", "who": 1, "kind": "physical", "n": 2, "by": 0}]}
    ask(g, 0, "choose", ["damage", "revolver"], topic="steal", target=1, then=then)
    assert decide(g) == Choose("revolver")
    set_trait(g, 1, "might", 0)
    set_trait(g, 1, "speed", 1)
    assert decide(g) == Choose("damage")


@pytest.mark.parametrize(("card", "answer"), [("cold_draft", "ignore"),
                                              ("smell_of_fresh_bread", "follow")])
def test_the_traitor_ignores_harmful_cards(card: str, answer: str) -> None:
    g = haunted(haunt(), revealer=0, before=arranged())
    ask(g, 0, "choose", ["follow", "ignore"], topic="traitor_ignore", card=card)
    assert decide(g) == Choose(answer)


# ---- a hidden traitor (R9.12) ---------------------------------------------------------
def hidden() -> Game:
    actions = {"snuff": {"side": "traitor", "where": {"room": ["music_room"]},
                         "steps": [{"do": "count", "counter": "snuffed"}]}}
    goals = {"heroes": [{"if": "traitor_dead"}],
             "traitor": [{"if": "counter", "counter": "snuffed", "at_least": 3}]}
    return haunted(haunt(traitor={"rule": "hidden"}, actions=actions, goals=goals,
                         setup=[], bots={}), revealer=0, before=arranged())


def test_the_hidden_traitor_reveals_when_its_action_waits_in_its_room() -> None:
    g = hidden()
    secret = g.state.haunt.secret["traitor"]
    while prompt(g).seat != secret:
        g.submit(EndTurn())
    put(g, secret, "entrance_hall")
    assert decide(g) != Reveal()
    put(g, secret, "music_room")
    assert decide(g) == Reveal()


def test_heroes_never_attack_an_explorer_while_the_traitor_hides() -> None:
    g = hidden()
    seat = prompt(g).seat
    if seat == g.state.haunt.secret["traitor"]:
        g.submit(EndTurn())
        seat = prompt(g).seat
    for other in range(4):
        put(g, other, "music_room")
        set_trait(g, other, "might", 0)
    top = len(g.content.explorers[g.figure(seat).explorer].traits["might"].values) - 1
    set_trait(g, seat, "might", top)
    assert any(isinstance(a, Attack) for a in g.legal_actions(seat))
    assert not isinstance(decide(g), Attack)


# ---- no loops, no luck ------------------------------------------------------------------
def test_an_action_that_changed_nothing_is_not_taken_again() -> None:
    wave = {"side": "heroes", "where": {}, "once_per_turn": False, "steps": []}
    g = haunted(haunt(actions={"wave": wave}), revealer=0, before=arranged())
    bot = ExplorerBot()
    assert decide(g, bot) == HauntAct("wave")
    g.submit(HauntAct("wave"))
    assert decide(g, bot) != HauntAct("wave")


def test_a_turn_that_takes_too_many_decisions_ends() -> None:
    g = haunted(haunt(), revealer=0, before=arranged())
    bot = ExplorerBot()
    seen = {decide(g, bot) for _ in range(TURN_DECISIONS)}  # asked again and again
    assert len(seen) > 1  # the same answer twice in a row changed nothing
    assert decide(g, bot) == EndTurn()


def test_the_same_seed_plays_the_same_game() -> None:
    c = forcing(content(), sorted(content().haunts)[0])
    games = [play_one(c, 5, 4, "explorer", Report()).actions for _ in range(2)]
    assert games[0] == games[1] and len(games[0]) > 100


# ---- whole games ---------------------------------------------------------------------------
@pytest.mark.parametrize("hid", sorted(content().haunts))
def test_every_haunt_is_played_to_a_winner(hid: str) -> None:
    report = simulate(forcing(content(), hid), games=3, players=4, seed=11, bot="explorer")
    assert [str(f) for f in report.failures] == []
    tally = report.per_haunt[hid]
    assert (tally.games, tally.heroes + tally.traitor) == (3, 3)
