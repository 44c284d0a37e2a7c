"""The haunt's rules (R4.7, R8.4-R8.10, R9.1-R9.12, R10.2) on a haunt written here."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest

from game.content.checks import Problems
from game.content.haunts import build_haunt
from game.engine import (
    AssignDamage,
    Attack,
    Choose,
    EndTurn,
    Game,
    HauntAct,
    IllegalAction,
    Move,
    PlaceTile,
    Reveal,
    Setup,
    UseRoom,
)
from game.engine.rules.haunt import left_of, pick_haunt
from game.engine.state import MONSTER_BASE
from tests.haunt_helpers import haunted, hound_hunt, with_haunt
from tests.helpers import dice, give, of, place, prompt, put, set_trait, trait_value

HOUND = MONSTER_BASE


def haunt(**changes: Any) -> dict[str, Any]:
    return hound_hunt(rounds=3, **changes)


def next_seat(g, seat: int) -> int:
    return left_of(g, seat)


def end_turns_until(g, seat: int) -> None:
    for _ in range(20):
        p = prompt(g)
        if p.kind == "turn" and p.seat == seat:
            return
        g.submit(EndTurn())  # a turn, a monster's move: both end the same way
    raise AssertionError("never reached that seat's turn")


# ---- the start (R9.2-R9.6) --------------------------------------------------------
def test_r9_2_r9_5_chart_picks_the_haunt_and_right_now_steps_run():
    g = haunted(haunt(), revealer=0)
    h = g.state.haunt
    assert (h.id, h.number, h.traitor) == ("test_hunt", 1, 0)
    assert [(m.kind, m.room) for m in g.state.monsters] == [("hound", "entrance_hall")]
    assert h.ready


def test_r9_6_first_turn_left_of_traitor_then_monsters_after_traitor():
    g = haunted(haunt(), revealer=0)
    first = next_seat(g, 0)
    p = prompt(g)
    assert (p.kind, p.seat) == ("turn", first)
    end_turns_until(g, 0)
    events = g.submit(EndTurn())  # the traitor's turn ends: the monsters move
    assert of(events, "monster_turn")
    assert any(d["purpose"] == "monster_move" for d in of(events, "dice"))  # R9.8
    p = prompt(g)
    assert (p.kind, p.seat, p.context["monster"]) == ("monster", 0, HOUND)
    events = g.submit(EndTurn())
    assert of(events, "round") == [{"n": 1}]
    assert prompt(g).seat == first


def test_r9_3_ties_go_to_the_revealer_else_nearest_left():
    def same_might(g):
        for seat in range(4):
            for i, v in enumerate(g.content.explorers[g.figure(seat).explorer]
                                  .traits["might"].values):
                if v == 4:
                    set_trait(g, seat, "might", i)
                    break
    data = haunt(traitor={"rule": "highest", "trait": "might"})
    g = haunted(data, revealer=2, before=same_might)
    assert g.state.haunt.traitor == 2

    def one_low(g):
        same_might(g)
        set_trait(g, 2, "might", 0)
    g = haunted(data, revealer=2, before=one_low)
    assert g.state.haunt.traitor == next_seat(g, 2)


def test_r9_4_avoided_haunts_are_passed_over():
    data = haunt()
    other = haunt(id="other", number=2, chart=[["book", "drawing_room"]])
    c = with_haunt(data)
    h2 = build_haunt({k: v for k, v in other.items() if k != "chart"}, "t", c.rooms,
                     {f"{x.deck}:{x.id}" for x in c.cards.values()}, Problems(),
                     (("book", "drawing_room"),))
    assert h2 is not None
    c = dataclasses.replace(c, haunts={**c.haunts, "other": h2},
                            chart={**c.chart, ("book", "drawing_room"): "other"})
    g = Game.new(c, Setup(1, ("ingrid_solberg", "amara_nwosu"), (1, 1), avoid=(1,)))
    place(g, "drawing_room", "ground", 1, 0, 1)
    assert pick_haunt(g, "book", "gallery", 0).id == "other"
    g.state.haunt.avoid = []
    assert pick_haunt(g, "book", "gallery", 0).id == "test_hunt"


def test_r9_5_the_traitors_lingering_effects_end():
    def linger(g):
        g.figure(0).lingering.append({"card": "x", "turns": 2, "steps": []})
    g = haunted(haunt(), revealer=0, before=linger)
    assert g.figure(0).lingering == []


# ---- movement and attacks (R4.7, R8.5-R8.9) ------------------------------------------
def test_r4_7_opponents_make_leaving_cost_more():
    g = haunted(haunt(), revealer=0)
    seat = prompt(g).seat
    put(g, 0, "upper_landing")  # the traitor elsewhere: only the hound slows
    set_trait(g, seat, "speed", 7)
    speed = trait_value(g, seat, "speed")
    g.submit(Move("foyer"))  # the hound stands in the Entrance Hall: 1 + 1
    assert g.state.turn.moves == 2 and speed >= 2


def test_r8_5_attack_higher_roll_deals_the_difference():
    g = haunted(haunt(traitor={"rule": "left_of_revealer"}), revealer=0)
    seat = prompt(g).seat  # the first turn: left of the traitor
    traitor = g.state.haunt.traitor
    put(g, traitor, "entrance_hall")
    assert Attack(traitor) in g.legal_actions(seat)
    dice(g, 5, 2)
    g.submit(Attack(traitor))
    p = prompt(g)
    assert (p.kind, p.seat, p.context["amount"]) == ("damage", traitor, 3)
    assert Attack(traitor) not in g.legal_actions(seat) or prompt(g).kind != "turn"


def test_r8_5_equal_results_do_nothing_and_one_attack_a_turn():
    g = haunted(haunt(), revealer=0)
    seat = prompt(g).seat
    dice(g, 3, 3)
    events = g.submit(Attack(HOUND))
    assert of(events, "attack") and not of(events, "monster_stunned")
    assert not any(isinstance(a, Attack) for a in g.legal_actions(seat))


def test_r8_6_no_attack_with_a_trait_the_monster_lacks():
    g = haunted(haunt(), revealer=0)
    seat = prompt(g).seat
    give(g, seat, "chained_censer")  # a Sanity weapon; the hound has no Sanity
    assert Attack(HOUND, "chained_censer") not in g.legal_actions(seat)
    assert Attack(HOUND) in g.legal_actions(seat)


def test_r8_7_a_big_win_may_steal_an_item_instead():
    g = haunted(haunt(traitor={"rule": "left_of_revealer"}), revealer=0)
    seat = prompt(g).seat
    traitor = g.state.haunt.traitor
    put(g, traitor, "entrance_hall")
    give(g, traitor, "crowbar")
    dice(g, 6, 2)
    g.submit(Attack(traitor))
    p = prompt(g)
    assert p.context["topic"] == "steal" and p.options == ["damage", "crowbar"]
    events = g.submit(Choose("crowbar"))
    assert of(events, "stolen") and "crowbar" in g.figure(seat).cards


def test_r8_8_distance_attack_never_hurts_its_maker():
    g = haunted(haunt(), revealer=0)
    seat = prompt(g).seat
    give(g, seat, "revolver")
    put(g, seat, "foyer")
    assert Attack(HOUND, "revolver") in g.legal_actions(seat)
    before = dict(g.figure(seat).traits)
    dice(g, 0, 4)
    g.submit(Attack(HOUND, "revolver"))
    assert g.figure(seat).traits == before and prompt(g).kind == "turn"


def test_r8_9_a_hurt_monster_is_stunned_misses_a_turn_and_does_not_slow():
    g = haunted(haunt(), revealer=0)
    put(g, 0, "upper_landing")
    dice(g, 6, 1)
    events = g.submit(Attack(HOUND))
    assert of(events, "monster_stunned")
    g.submit(Move("foyer"))
    assert g.state.turn.moves == 1  # stunned monsters do not slow (R4.7)
    end_turns_until(g, 0)
    events = g.submit(EndTurn())
    assert of(events, "monster_recovered") and prompt(g).kind == "turn"  # turn missed


def test_r8_9_killable_once_its_condition_holds():
    g = haunted(haunt(), revealer=0)
    seat = prompt(g).seat
    put(g, seat, "foyer")
    g.submit(HauntAct("seal"))
    assert g.state.haunt.counters == {"seals": 1}
    put(g, seat, "entrance_hall")
    dice(g, 6, 1)
    events = g.submit(Attack(HOUND))
    assert of(events, "monster_died")
    assert g.over and g.state.haunt.winner == "heroes"  # R9.11
    assert of(events, "game_over")[0]["winner"] == "heroes"


# ---- death (R8.4, R8.10) ------------------------------------------------------------
def test_r8_4_r8_10_death_at_the_skull_leaves_an_item_pile():
    g = haunted(haunt(), revealer=0)
    seat = prompt(g).seat
    give(g, seat, "crowbar")
    give(g, seat, "dog")
    for trait in ("might", "speed"):
        set_trait(g, seat, trait, 0)
    dice(g, 1, 4)  # the hero attacks and loses by 3
    g.submit(Attack(HOUND))
    events = g.submit(AssignDamage(might=3))
    assert not g.figure(seat).alive
    assert of(events, "died")[0]["pile"] == ["crowbar", "dog"]
    assert g.state.piles["entrance_hall"] == ["crowbar", "dog"]
    assert prompt(g).seat != seat  # the dead explorer's turn is over
    other = prompt(g).seat
    put(g, other, "foyer")
    g.submit(Move("entrance_hall"))  # R8.10: the companion goes along
    assert "dog" in g.figure(other).cards and g.state.piles["entrance_hall"] == ["crowbar"]


# ---- goals (R9.11) -------------------------------------------------------------------
def test_r9_11_the_traitor_side_wins_on_its_goal_and_when_no_hero_is_left():
    g = haunted(haunt(), revealer=0)
    for _ in range(40):
        if g.over:
            break
        g.submit(EndTurn())
    assert g.state.haunt.winner == "traitor" and g.state.haunt.round == 3

    g = haunted(haunt(goals={"heroes": [{"if": "traitor_dead"}],
                              "traitor": [{"if": "counter", "counter": "seals", "at_least": 9}]}),
                revealer=0)
    for s in range(1, 4):
        g.figure(s).alive = False
    g.submit(EndTurn())
    assert g.state.haunt.winner == "traitor"


def test_r9_9_the_traitor_may_fetch_the_stairs_when_monsters_cannot_reach():
    g = haunted(haunt(), revealer=0)
    hero = prompt(g).seat
    for s in range(4):
        if s != 0:
            put(g, s, "upper_landing")
    g.state.monsters[0].room = "basement_landing"
    g.refresh()
    end_turns_until(g, 0)
    assert UseRoom("find_stairs") in g.legal_actions(0)
    g.submit(UseRoom("find_stairs"))
    p = prompt(g)
    assert (p.kind, p.context["mode"]) == ("place", "rescue")
    g.submit(PlaceTile(*p.options[0][:4]))
    assert "stairs_from_basement" in g.state.placements and hero != 0


# ---- the traitor and the cards (R9.7) ---------------------------------------------------
def test_r9_7_the_traitor_may_ignore_an_event():
    g = haunted(haunt(), revealer=0)
    end_turns_until(g, 0)
    g.push({"do": "take_from_deck", "who": 0, "deck": "omen", "card": "bite"})
    g.state.prompt = None
    g._run()
    p = prompt(g)
    assert p.context["topic"] == "traitor_ignore"
    events = g.submit(Choose("ignore"))
    assert not of(events, "contest")


# ---- hidden traitors (R9.12, R10) --------------------------------------------------------
HIDDEN = haunt(id="test_hidden", traitor={"rule": "hidden"}, setup=[], monsters={},
               actions={}, on_reveal=[{"do": "gain", "trait": "might", "n": 2}],
               goals={"heroes": [{"if": "traitor_dead"}],
                      "traitor": [{"if": "rounds", "at_least": 5}]})


def test_r9_12_tokens_are_dealt_in_secret_and_play_goes_on_left_of_the_revealer():
    g = haunted(HIDDEN, revealer=1)
    h = g.state.haunt
    assert h.traitor is None and sorted(h.secret["tokens"]) == [1, 2, 3, 4]
    secret = h.secret["traitor"]
    assert h.secret["tokens"][secret] == 1
    assert prompt(g).seat == next_seat(g, 1)
    shared = g.view(None)["haunt"]  # R10.2: nothing secret on the shared screen
    assert "secret" not in shared and "tokens" not in shared
    mine = g.view(secret)["haunt"]
    assert mine["mine"] == {"token": 1} and "secret" not in mine
    other = next(s for s in range(4) if s != secret)
    assert g.view(other)["haunt"]["mine"]["token"] != 1


def test_r9_12_the_hidden_traitor_reveals_and_anyone_may_attack_anyone():
    g = haunted(HIDDEN, revealer=1)
    secret = g.state.haunt.secret["traitor"]
    seat = prompt(g).seat
    others = [s for s in range(4) if s != seat]
    assert all(Attack(s) in g.legal_actions(seat) for s in others)  # all in the hall
    assert (Reveal() in g.legal_actions(seat)) == (seat == secret)
    end_turns_until(g, secret)
    might = g.figure(secret).traits["might"]
    events = g.submit(Reveal())
    assert of(events, "traitor_revealed") == [{"who": secret}]
    assert g.state.haunt.traitor == secret
    assert g.figure(secret).traits["might"] == min(might + 2, 7)  # on_reveal
    with pytest.raises(IllegalAction):
        g.submit(Reveal())


def test_r9_12_a_dying_explorer_shows_their_token():
    g = haunted(HIDDEN, revealer=1)
    secret = g.state.haunt.secret["traitor"]
    g.push({"do": "die", "who": secret})
    g.state.prompt = None
    g._run()
    assert g.over and g.state.haunt.winner == "heroes"
    assert g.state.haunt.traitor == secret


def test_r9_11_the_last_hero_to_escape_wins_when_the_escape_is_the_goal():
    data = haunt(actions={**haunt()["actions"],
                          "flee": {"side": "heroes", "steps": [{"do": "escape"}]}},
                 goals={"heroes": [{"if": "counter", "counter": "escaped", "at_least": 1}],
                        "traitor": [{"if": "rounds", "at_least": 3}]})
    g = haunted(data, revealer=0)
    seat = prompt(g).seat
    for s in (1, 2, 3):
        if s != seat:
            g.figure(s).alive = False
    events = g.submit(HauntAct("flee"))
    assert of(events, "escaped") and g.state.haunt.winner == "heroes"


def test_r9_10_a_number_of_explorers_counts_the_dead_too():
    data = haunt(goals={"heroes": [{"if": "counter", "counter": "seals",
                                    "at_least": "explorers"}],
                        "traitor": [{"if": "rounds", "at_least": 9}]})
    g = haunted(data, revealer=0)
    seat = prompt(g).seat
    g.figure(next(s for s in (1, 2, 3) if s != seat)).alive = False
    g.state.haunt.counters["seals"] = 3
    put(g, seat, "foyer")
    g.submit(HauntAct("seal"))  # the fourth: four explorers sat down, one is dead
    assert g.state.haunt.winner == "heroes"


def test_r9_12_a_hidden_traitors_monsters_may_only_come_on_reveal():
    base = with_haunt(haunt())
    problems = Problems()
    cards = {f"{c.deck}:{c.id}" for c in base.cards.values()}
    bad = {**HIDDEN, "setup": [{"do": "spawn", "monster": "hound", "where": "here"}],
           "monsters": haunt()["monsters"], "actions": haunt()["actions"]}
    bad.pop("chart", None)
    assert build_haunt(bad, "f.json", base.rooms, cards, problems, ()) is None
    assert [(e.file, e.field) for e in problems.errors] == [("f.json", "setup")]


# ---- the traitor and the rooms (R6.12) -----------------------------------------------
def test_r6_12_a_known_traitor_ignores_the_harm_rooms_do():
    g = haunted(haunt(), revealer=0)
    end_turns_until(g, 0)
    place(g, "furnace_room", "ground", 1, 0, 1)
    put(g, 0, "furnace_room")
    before = dict(g.figure(0).traits)
    events = g.submit(EndTurn())  # the Furnace Room burns whoever ends a turn there
    assert of(events, "harm_ignored") and g.figure(0).traits == before
    assert not of(events, "damage") and prompt(g).kind != "damage"


def test_r6_12_a_known_traitor_leaves_the_junk_room_without_a_roll():
    g = haunted(haunt(), revealer=0)
    end_turns_until(g, 0)
    place(g, "junk_room", "ground", 1, 0, 1)
    put(g, 0, "junk_room")
    exits = [a for a in g.legal_actions(0) if isinstance(a, Move)]
    events = g.submit(exits[0])
    assert not [d for d in of(events, "dice") if d["purpose"] == "leave"]
