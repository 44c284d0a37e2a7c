"""Every haunt as data: the chart (levels/haunts/chart.csv, R9.2), `validate`,
the words in each haunt folder's en.json, the rounds goals reached by waiting
(R9.11), and enough tokens for the goals that count them. The layout's own
checks (a broken chart, a folder missing a file) are in test_haunt_layout.py."""

from __future__ import annotations

import csv
import json
import re
import subprocess
import sys
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from game.content.haunts import haunt_text_keys
from game.content.types import HauntDef
from game.engine.rules.numbers import amount
from tests.haunt_helpers import WING, arranged, assert_won, distances, haunted, play
from tests.helpers import content

ROOT = Path(__file__).resolve().parent.parent
FOLDERS = sorted(p for p in (ROOT / "levels" / "haunts").iterdir() if p.is_dir())
# Every haunt's words as the game reads them: en.json's keys after `haunt.<id>.`.
TEXTS: dict[str, str] = {
    f"haunt.{folder.name.partition('_')[2]}.{key}": words for folder in FOLDERS
    for key, words in json.loads((folder / "en.json").read_text("utf-8")).items()}
HAUNTS = sorted(content().haunts)


def haunt(hid: str) -> HauntDef:
    return content().haunts[hid]


def holding(h: HauntDef) -> dict[int, str]:
    """A "holder" haunt needs its card in a hand (seat 2's) to pick a traitor."""
    return {2: h.traitor["card"]} if h.traitor["rule"] == "holder" else {}


def walk_steps(steps: Any) -> list[dict[str, Any]]:
    """Every step, nested ones too (roll results, each_hero, both ways of an if)."""
    out: list[dict[str, Any]] = []
    for step in steps or []:
        out.append(step)
        for key in ("steps", "then", "else"):
            out += walk_steps(step.get(key))
        for tier in step.get("results", []):
            out += walk_steps(tier["then"])
    return out


# ---- the chart and validate (R9.2) ------------------------------------------------------
def test_the_chart_crosses_every_omen_with_every_omen_room_once():
    c = content()
    omens = {cid for cid, card in c.cards.items() if card.deck == "omen"}
    rooms = {rid for rid, room in c.rooms.items() if room.symbol == "omen"}
    with (ROOT / "levels" / "haunts" / "chart.csv").open(encoding="utf-8") as f:
        head, *rows = list(csv.reader(f))
    assert head[0] == "room" and sorted(head[1:]) == sorted(omens)
    assert sorted(row[0] for row in rows) == sorted(rooms)
    numbers = {h.number: hid for hid, h in c.haunts.items()}
    table = {(omen, row[0]): numbers[int(n)]
             for row in rows for omen, n in zip(head[1:], row[1:], strict=True)}
    assert c.chart == table and len(table) == len(omens) * len(rooms) == 221
    assert sorted(set(table.values())) == HAUNTS  # every haunt has cells
    shares = [list(table.values()).count(hid) for hid in HAUNTS]
    assert min(shares) >= 4 and max(shares) - min(shares) <= 1  # a fair share for each
    order = [(omen, row[0]) for omen in head[1:] for row in rows]  # column by column
    for hid, h in c.haunts.items():
        assert h.chart == tuple(cell for cell in order if table[cell] == hid)


def test_validate_reports_every_haunt_and_no_errors():
    out = subprocess.run([sys.executable, "-m", "game", "validate", "--json"],
                         capture_output=True, text=True, cwd=ROOT, timeout=300)
    data = json.loads(out.stdout)
    assert data["errors"] == [] and out.returncode == 0
    assert data["haunts"] == len(FOLDERS) >= 12
    assert set(data["chart"]) == set(HAUNTS) and all(n > 0 for n in data["chart"].values())
    assert sum(data["chart"].values()) == len(content().chart) == 221


# ---- the words ------------------------------------------------------------------------------
@pytest.mark.parametrize("hid", HAUNTS)
def test_every_text_of_a_haunt_exists(hid: str):
    h = haunt(hid)
    assert [k for k in haunt_text_keys(h) if not TEXTS.get(k, "").strip()] == []


def mentions(text: str, n: int) -> bool:
    return re.search(rf"(?<!\d){n}(?!\d)", text) is not None


WORDS = {2: "two", 3: "three", 4: "four"}


def gives(text: str, n: Any) -> bool:
    """Does the text give this number as the haunt writes it (numbers.py)? A whole
    number as digits; a table as "a/b/c/d ... at 3/4/5/6 players" in one sentence
    (one number when all four agree); a formula as "<k> [thing] per hero" ("one
    rite per hero") and its `plus`; "heroes"/"explorers" (R9.10) as one per (for
    each, for every) hero or explorer."""
    if type(n) is int:
        return mentions(text, n)
    if n in ("heroes", "explorers"):
        one = n.removesuffix("es") if n == "heroes" else n.removesuffix("s")
        return any(f"{each} {one}" in text for each in ("one per", "for each", "for every"))
    if "players" in n:
        values = [n["players"][p] for p in ("3", "4", "5", "6")]
        if len(set(values)) == 1:
            return mentions(text, values[0])
        table = "/".join(map(str, values))
        return re.search(rf"(?<![\d/]){table}(?![\d/])[^.]*at 3/4/5/6 players", text) is not None
    who = "hero" if "per_hero" in n else "explorer"
    k = n.get("per_hero", n.get("per_explorer"))
    each = "one" if k == 1 else rf"(?:{k}|{WORDS.get(k, k)})"  # "two rites per hero"
    return re.search(rf"\b{each}(?: \w+)? per {who}", text) is not None and \
        (not n.get("plus") or mentions(text, abs(n["plus"])))


@pytest.mark.parametrize("hid", HAUNTS)
def test_a_haunts_texts_give_the_numbers_its_data_uses(hid: str):
    h = haunt(hid)
    heroes, traitor = TEXTS[f"haunt.{hid}.heroes"], TEXTS[f"haunt.{hid}.traitor"]
    wrong = []
    for side, goals in h.goals.items():  # R9.11: the goals' numbers
        for g in goals:
            n = g.get("at_least", 0)
            if g["if"] in ("rounds", "counter") and n not in (0, 1) and \
                    not gives(heroes + traitor, n):
                wrong.append(f"{side} goal {g}")
    for name, a in h.actions.items():  # the mark a roll needs: "4+" or "0-3" (each, if scaled)
        reader = traitor if a.side == "traitor" and not h.hidden else heroes
        for step in walk_steps(a.steps):
            if step["do"] == "roll":
                n = step["results"][0]["at_least"]  # by table size: each mark's "n+"
                for mark in sorted(set(n["players"].values())) if isinstance(n, dict) else [n]:
                    if f"{mark}+" not in reader and f"0-{mark - 1}" not in reader:
                        wrong.append(f"action {name} needs {mark}+")
    for kind, m in h.monsters.items():  # the monsters' Might and Speed
        for trait in ("might", "speed"):
            if f"{trait.capitalize()} {m.traits[trait]}" not in heroes + traitor:
                wrong.append(f"monster {kind} {trait} {m.traits[trait]}")
    assert wrong == []


# ---- waiting out the clock (R9.11) --------------------------------------------------------
@pytest.mark.parametrize("hid", HAUNTS)
def test_the_rounds_goal_wins_for_its_side_when_nobody_acts(hid: str):
    h = haunt(hid)
    g = haunted(hid, revealer=0, before=arranged(holding=holding(h)))
    clocks = sorted((amount(g, c["at_least"]), side) for side, goals in h.goals.items()
                    for c in goals if c["if"] == "rounds")
    assert clocks, f"{hid} has no rounds goal: a game could last for ever"
    rounds, side = clocks[0]
    events = play(g, lambda seat: [])
    # R9.6: a round ends after the monsters. The clock's side wins when it runs
    # out, or sooner by another goal of its own (a procession left to grow).
    assert g.state.haunt.round <= rounds
    assert_won(g, events, side)


# ---- enough tokens for the goals that count them -----------------------------------------
def token_goals(h: HauntDef) -> list[tuple[str, str, int | str]]:
    """(token, counter, number needed) for each goal or `killable` condition on a
    counter that only taking a token adds to. A token that a `token_taken`
    trigger puts back into the house is never used up."""
    steps = walk_steps([s for a in h.actions.values() for s in a.steps])
    back = {t["token"] for t in h.triggers if t["on"] == "token_taken" and any(
        s["do"] == "haunt_token" and s["token"] == t["token"] for s in walk_steps(t["steps"]))}
    fed = {s.get("counter", s["token"]): s["token"] for s in steps
           if s["do"] == "take_token" and s["token"] not in back}
    counted = {s["counter"] for s in steps if s["do"] == "count"}
    conds = [c for goals in h.goals.values() for c in goals]
    conds += [m.killable for m in h.monsters.values() if isinstance(m.killable, dict)]
    return [(fed[c["counter"]], c["counter"], c["at_least"]) for c in conds
            if c["if"] == "counter" and c["counter"] in fed and c["counter"] not in counted]


def everyone_in_the_solarium(h: HauntDef) -> Any:
    """The haunt begins in a house with two omen rooms, the Drawing Room and the
    Solarium, where the omen was found and everyone stands."""
    wing = arranged(WING, holding(h))

    def before(g: Any) -> None:
        wing(g)
        for f in g.state.figures:
            f.room = "solarium"
        g.refresh()
    return before


@pytest.mark.parametrize("hid", [hid for hid in HAUNTS if token_goals(haunt(hid))])
def test_a_small_house_holds_enough_tokens_for_every_counted_goal(hid: str):
    h = haunt(hid)
    g = haunted(hid, revealer=0, before=everyone_in_the_solarium(h))
    placed = Counter(t.kind for t in g.state.tokens)
    short = [(token, counter, need, placed[token]) for token, counter, need in token_goals(h)
             if placed[token] < amount(g, need)]
    assert short == []


@pytest.mark.parametrize("hid", ["door_that_was_not_there", "sleepwalking_heir"])
def test_a_goal_token_lands_where_the_players_can_walk(hid: str):
    """Only the Drawing Room has been found, and the omen was drawn there, where
    everyone stands: the door (the traitor's only goal) or the heir (the heroes'
    only goal) must still be somewhere a player can walk to."""
    def before(g: Any) -> None:
        arranged(("drawing_room",))(g)
        for f in g.state.figures:
            f.room = "drawing_room"
        g.refresh()
    g = haunted(hid, revealer=0, before=before)
    walkable = distances(g, "drawing_room")
    assert [(t.kind, t.room) for t in g.state.tokens if t.room not in walkable] == []
