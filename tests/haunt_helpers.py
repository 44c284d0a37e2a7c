"""Start a haunt in an exact situation: a chosen haunt (a real one by id, or one
written in a test), a chosen revealer, then scripted turns.

    g = haunted(TEST_HAUNT, revealer=0)        # a haunt written as a dict
    g = haunted("hungry_walls", revealer=2)    # a haunt from levels/haunts/

A haunt written in a test gives its chart cells inline, `"chart": [[omen, room]]`
(the real ones take theirs from levels/haunts/chart.csv).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable
from typing import Any

from game.content.checks import Problems
from game.content.haunts import build_haunt
from game.content.types import Content
from game.engine import EndTurn, Event, Game, HauntAct, Move, Setup
from game.engine.invariants import problems
from game.engine.rules import sides
from game.engine.rules.monsters import monster_exits
from game.engine.rules.movement import reachable, room_exits
from game.engine.rules.numbers import amount
from game.engine.state import MONSTER_BASE, Prompt
from tests.helpers import content, dice, give, place

FOUR = ("ingrid_solberg", "amara_nwosu", "rafael_duarte", "siobhan_keane")


def with_haunt(data: dict[str, Any]) -> Content:
    """The real content, with this one haunt as the only one on the chart (its
    cells: the dict's `chart`)."""
    base = content()
    problems = Problems()
    cards = {f"{c.deck}:{c.id}" for c in base.cards.values()}
    cells = tuple((omen, room) for omen, room in data["chart"])
    assert all(f"omen:{omen}" in cards and base.rooms[room].symbol == "omen"
               for omen, room in cells), cells
    fields = {key: value for key, value in data.items() if key != "chart"}
    h = build_haunt(fields, "test", base.rooms, cards, problems, cells)
    assert h is not None, [str(e) for e in problems.errors]
    return dataclasses.replace(base, haunts={h.id: h}, chart={c: h.id for c in h.chart})


def hound_hunt(rounds: int = 3, **changes: Any) -> dict[str, Any]:
    """A small test haunt: one hound in the revealer's room, which only a seal (a
    heroes' action in the Foyer) makes killable; the traitor wins after `rounds`."""
    data: dict[str, Any] = {
        "id": "test_hunt", "number": 1, "chart": [["book", "gallery"]],
        "traitor": {"rule": "revealer"},
        "monsters": {"hound": {"might": 4, "speed": 4, "attack": "might",
                               "killable": {"if": "counter", "counter": "seals",
                                            "at_least": 1}}},
        "setup": [{"do": "spawn", "monster": "hound", "n": 1, "where": "here"}],
        "actions": {"seal": {"side": "heroes", "where": {"room": ["foyer"]},
                             "steps": [{"do": "count", "counter": "seals"}]}},
        "goals": {"heroes": [{"if": "monsters_dead", "monster": "hound"}],
                  "traitor": [{"if": "rounds", "at_least": rounds}]},
    }
    data.update(changes)
    return data


def haunted(haunt: str | dict[str, Any], *, revealer: int = 0,
            explorers: Iterable[str] = FOUR, seed: int = 1,
            before: Any = None) -> Game:
    """A new game whose haunt begins at the end of the revealer's first turn, as a
    haunt roll would start it (R9.1): the next prompt is the first haunt turn.
    `before(game)` may arrange the house and the explorers first."""
    c = with_haunt(haunt) if isinstance(haunt, dict) else content()
    h = c.haunts[haunt["id"] if isinstance(haunt, dict) else haunt]
    g = Game.new(c, Setup(seed, tuple(explorers), (1, 1)))
    if before is not None:
        before(g)
    st = g.state
    omen, room = h.chart[0]
    st.prompt = None
    st.turn.seat = revealer
    st.phase = "haunt"
    st.haunt.omen, st.haunt.room, st.haunt.revealer = omen, room, revealer
    st.haunt.turn = st.turn.number
    g.refresh()
    g.push({"do": "haunt_start"}, {"do": "next_turn", "who": revealer})
    g._run()
    return g


def cell_room(g: Game) -> str:
    """The chart room of the haunt's first cell (not necessarily in the house)."""
    return g.state.haunt.room


# ---- playing a real haunt out (tests/test_haunts_*.py) -------------------------------
# Ground-floor rooms with doors east and west, laid in a row east of the Entrance
# Hall: from anyone in the hall the Solarium is farthest, then the Drawing Room
# (both have an omen symbol), the Greenhouse, the Ballroom...
WING = ("music_room", "chimney_nook", "cold_hallway", "ballroom", "greenhouse",
        "drawing_room", "solarium")


def arranged(rooms: Iterable[str] = WING, holding: dict[int, str] | None = None) -> Any:
    """A `before` for `haunted`: the rooms in a row east of the Entrance Hall, and
    cards handed out (a "holder" haunt's traitor is whoever holds its card)."""
    def before(g: Game) -> None:
        for x, rid in enumerate(rooms, 1):
            place(g, rid, "ground", x, 0)
        for seat, card in (holding or {}).items():
            give(g, seat, card)
    return before


def pass_until(g: Game, seat: int) -> list[Event]:
    """End turns, explorers' and monsters' alike, until `seat`'s turn comes."""
    events: list[Event] = []
    for _ in range(60):
        p = g.prompt
        assert p is not None, "the game ended first"
        if (p.kind, p.seat) == ("turn", seat):
            return events
        assert p.kind in ("turn", "monster"), p
        events += g.submit(EndTurn())
    raise AssertionError(f"seat {seat}'s turn never came")


def pass_until_over(g: Game) -> list[Event]:
    """End every turn and monster turn until a side wins."""
    events: list[Event] = []
    for _ in range(400):
        if g.over:
            return events
        p = g.prompt
        assert p is not None and p.kind in ("turn", "monster"), p
        events += g.submit(EndTurn())
    raise AssertionError("nobody won")


def monsters_of(g: Game, kind: str) -> list[int]:
    """The ids of the living monsters of a kind."""
    return [m.id for m in g.state.monsters if m.kind == kind and m.alive]


def assert_won(g: Game, events: Iterable[Event], side: str) -> None:
    """The game is over, `side` won (R9.11), the last events say so, and the
    state is still whole."""
    assert g.over and g.state.phase == "over"
    assert g.state.haunt.winner == side
    assert [e.data["winner"] for e in events if e.kind == "game_over"] == [side]
    assert problems(g) == []


def play(g: Game, turn: Callable[[int], Any], monster: Callable[[int], Any] | None = None,
         limit: int = 600) -> list[Event]:
    """Play until a side wins. On each explorer's turn `turn(seat)` makes that
    seat's moves (it may do nothing; it may return events), then the turn ends;
    on each monster's move `monster(id)` acts for it (by default it stands still).
    When the house plays (no traitor) nobody moves its monsters, and what their
    attacks ask (damage) gets the first answer offered; so does the damage of a
    monster that moves and strikes by itself (haunt 39's echoes). Returns every event."""
    events: list[Event] = []
    for _ in range(limit):
        p = g.prompt
        if p is None:
            return events
        if p.kind not in ("turn", "monster") and \
                (sides.house_policy(g) is not None or p.kind == "damage"):
            events += g.submit(g.legal_actions(p.seat)[0])  # the house struck: the first answer
            continue
        assert p.kind in ("turn", "monster"), p
        act = turn if p.kind == "turn" else monster
        key = p.seat if p.kind == "turn" else p.context["monster"]
        if act is not None:
            events += act(key) or []
        if g.over:
            return events
        q = prompt_of(g)
        if (q.kind, q.seat, q.context.get("monster")) == (p.kind, p.seat,
                                                          p.context.get("monster")):
            events += g.submit(EndTurn())
    raise AssertionError("nobody won")


def traitor(g: Game) -> int:
    """The traitor's seat (a haunt with one known traitor)."""
    seat = g.state.haunt.traitor
    assert seat is not None
    return seat


def heroes(g: Game) -> list[int]:
    """The hero seats, in seat order (a haunt with one known traitor)."""
    return [f.seat for f in g.state.figures if f.seat != traitor(g)]


def hero(g: Game, n: int = 0) -> int:
    """The n-th hero seat, in seat order."""
    return heroes(g)[n]


def prompt_of(g: Game) -> Prompt:
    assert g.prompt is not None
    return g.prompt


def goal(g: Game, side: str, kind: str, counter: str | None = None) -> int:
    """The number in one of a side's goals (R9.11): a counter's or the rounds',
    at this table (R9.10: it may be the number of explorers or heroes)."""
    h = g.content.haunts[g.state.haunt.id]
    return next(amount(g, c["at_least"]) for c in h.goals[side]
                if c["if"] == kind and c.get("counter") == counter)


def passing_roll(g: Game, action: str) -> int:
    """The total a haunt action's roll needs for its best result (at this table's size)."""
    h = g.content.haunts[g.state.haunt.id]
    todo = list(h.actions[action].steps)
    while todo:
        step = todo.pop(0)
        if step["do"] == "roll":
            return amount(g, step["results"][0]["at_least"])
        todo += step.get("steps", [])
    raise AssertionError(f"{action} makes no roll")


# ---- simple players: walk toward a goal, chase tokens -----------------------------
def lying(g: Game, token: str, room: str) -> bool:
    """Is a token of this kind lying (not carried) in the room?"""
    return any(t.kind == token and t.room == room and t.holder < 0 for t in g.state.tokens)


def distances(g: Game, target: str, monster: bool = False) -> dict[str, int]:
    """Spaces from every room to `target`, walking (or as monsters walk)."""
    def ways(rid: str) -> list[str]:
        if monster:
            return monster_exits(g, rid)
        return list(room_exits(g, rid, 0)) + list(room_exits(g, rid, 1))
    dist = {target: 0}
    todo = [target]
    while todo:
        rid = todo.pop(0)
        for other in ways(rid):
            if other not in dist:
                dist[other] = dist[rid] + 1
                todo.append(other)
    return dist


def walk_toward(g: Game, seat: int, room: str) -> list[Event]:
    """The explorer whose turn it is walks as near to `room` as this turn allows."""
    dist = distances(g, room)
    here = g.figure(seat).room
    paths = reachable(g, seat)
    best = min(paths, key=lambda r: (dist.get(r, 99), len(paths[r])), default=None)
    events: list[Event] = []
    if best is not None and dist.get(best, 99) < dist.get(here, 99):
        for rid in paths[best]:
            events += g.submit(Move(rid))
    return events


def haunt_act(g: Game, action: str) -> list[Event]:
    """Whoever is asked (an explorer on their turn, a monster on its move) does a
    haunt action if it is legal now, its roll (if any) scripted to pass."""
    p = g.prompt
    if p is None or HauntAct(action) not in g.legal_actions(p.seat):
        return []
    h = g.content.haunts[g.state.haunt.id]
    if any(s["do"] == "roll" for s in h.actions[action].steps):
        dice(g, passing_roll(g, action))
    return g.submit(HauntAct(action))


def seek(g: Game, seat: int, action: str, token: str) -> list[Event]:
    """A turn at a token chase: the action where the explorer stands if it can,
    else a walk toward the nearest room with the token and the action there."""
    events = haunt_act(g, action)
    if events:
        return events
    rooms = [t.room for t in g.state.tokens if t.kind == token and t.holder < 0]
    here = distances(g, g.figure(seat).room)
    if rooms:
        events += walk_toward(g, seat, min(rooms, key=lambda r: here.get(r, 99)))
    return events + haunt_act(g, action)


def monster_toward(g: Game, mid: int, room: str) -> list[Event]:
    """On its monster prompt, move the monster toward `room` while it can."""
    events: list[Event] = []
    dist = distances(g, room, monster=True)
    while True:
        p = g.prompt
        if p is None or p.kind != "monster" or p.context["monster"] != mid:
            return events
        here = g.state.monsters[mid - MONSTER_BASE].room
        steps = [a for a in g.legal_actions(p.seat) if isinstance(a, Move)
                 and dist.get(a.to, 99) < dist.get(here, 99)]
        if not steps:
            return events
        events += g.submit(steps[0])
