"""What the player may do on the board now, as things to click: rooms to walk to
(with their real cost, R4.7), doorways to explore, figures to attack, and the
rows of buttons in the side panel: room abilities, an attack, the haunt's
actions, cards. The same for a traitor moving a monster (R9.8).

A hidden traitor's Reveal is never offered here: the shared board must not
show who may reveal (R9.12, R10.2); it waits behind a hand-over in the haunt panel.
"""

from __future__ import annotations

from dataclasses import dataclass

from game import narrate
from game.content.types import DIRECTIONS
from game.engine import (
    Action,
    Attack,
    DropItem,
    Explore,
    Game,
    GiveItem,
    HauntAct,
    Move,
    PickUpItem,
    Prompt,
    UseItem,
    UseRoom,
)
from game.engine.house import cell_toward
from game.engine.rules import monsters, sides
from game.engine.rules.movement import leave_cost, reachable
from game.text import t, tn


@dataclass
class Target:
    """Something on the board the player can act on: walk to a room, open a door,
    step a monster, attack a figure."""

    label: str
    floor: str
    cell: tuple[int, int]
    action: Action | None  # None: walk a path, or (figure set) attack that figure
    path: list[str]
    cost: int | None = None  # spaces, shown on the room
    figure: int | None = None  # a figure to attack


def _cell(game: Game, rid: str) -> tuple[str, tuple[int, int]]:
    p = game.state.placements[rid]
    return p.floor, (p.x, p.y)


def walk_cost(game: Game, seat: int, path: list[str]) -> int:
    """Spaces a walk costs: one a room, one more for each opponent in a room left (R4.7)."""
    rooms = [game.figure(seat).room, *path[:-1]]
    return sum(leave_cost(game, seat, r) for r in rooms)


def aim_targets(game: Game, legal: list[Action]) -> list[Target]:
    """One target for each figure that may be attacked (with any weapon)."""
    out: list[Target] = []
    for fid in dict.fromkeys(a.target for a in legal if isinstance(a, Attack)):
        floor, cell = _cell(game, sides.where(game, fid)[0])
        out.append(Target(t("board.attack_who", who=narrate.figure(game, fid)), floor, cell,
                          None, [], figure=fid))
    return out


def explore_targets(game: Game, room: str, legal: list[Action]) -> list[Target]:
    """One target on each unexplored doorway of the room that may be opened."""
    here = game.state.placements[room]
    targets: list[Target] = []
    for a in legal:
        if isinstance(a, Explore):
            d = DIRECTIONS.index(a.direction)
            _, x, y = cell_toward(here.floor, here.x, here.y, d)
            targets.append(Target(narrate.action(game, a), here.floor, (x, y), a, []))
    return targets


def turn_targets(game: Game, seat: int, legal: list[Action]) -> list[Target]:
    targets = explore_targets(game, game.figure(seat).room, legal)
    for rid, path in reachable(game, seat).items():
        floor, cell = _cell(game, rid)
        cost = walk_cost(game, seat, path)
        label = tn("board.walk", cost, room=narrate.room(rid))
        targets.append(Target(label, floor, cell, None, path, cost))
    return targets + aim_targets(game, legal)


def monster_targets(game: Game, p: Prompt, legal: list[Action]) -> list[Target]:
    """A monster's steps to the next rooms (each costs 1 + opponents here, R4.7),
    the doorways it may explore through (power `explores`) and the heroes it may
    attack."""
    m = sides.monster(game, p.context["monster"])
    cost = monsters.leave_cost(game, m)
    targets = explore_targets(game, m.room, legal)
    for a in legal:
        if isinstance(a, Move):
            floor, cell = _cell(game, a.to)
            targets.append(Target(narrate.action(game, a), floor, cell, a, [], cost))
    return targets + aim_targets(game, legal)


def attacks_on(legal: list[Action], fid: int | None = None) -> list[Attack]:
    return [a for a in legal if isinstance(a, Attack) and (fid is None or a.target == fid)]


def rows(game: Game, seat: int, legal: list[Action]) -> list[tuple[str, Action | None]]:
    """The side panel's buttons for a turn, top down: room abilities and pick-ups
    (and a monster's drops: it has no cards of its own on the panel), one Attack
    (it opens a choice of targets, weapons and traits), the haunt's actions.
    An action of None stands for the Attack menu."""
    out: list[tuple[str, Action | None]] = []
    monster = game.prompt is not None and game.prompt.kind == "monster"
    for a in legal:
        if isinstance(a, UseRoom | PickUpItem) or (monster and isinstance(a, DropItem)):
            out.append((narrate.action(game, a), a))
    if attacks_on(legal):
        out.append((t("board.attack"), None))
    out += [(narrate.action(game, a), a) for a in legal if isinstance(a, HauntAct)]
    return out


def card_acts(legal: list[Action], cid: str) -> list[Action]:
    return [a for a in legal if isinstance(a, UseItem | GiveItem | DropItem) and a.card == cid]
