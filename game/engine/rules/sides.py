"""Who is on which side once the haunt is on and where every figure stands
(R9.2, R9.12, docs/HAUNTS.md).

A figure id is an int: explorer seats are below MONSTER_BASE, monsters at or above.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.content.types import HauntDef, MonsterDef
from game.engine.state import MONSTER_BASE, Monster

if TYPE_CHECKING:
    from game.engine.game import Game


def haunt_def(game: Game) -> HauntDef | None:
    hid = game.state.haunt.id
    return game.content.haunts[hid] if hid else None


def traitor(game: Game) -> int | None:
    """The traitor's seat as everyone knows it (None while a hidden one hides)."""
    return game.state.haunt.traitor


def true_traitor(game: Game) -> int | None:
    """The traitor's seat as the engine knows it, hidden or not."""
    h = game.state.haunt
    return h.traitor if h.traitor is not None else h.secret.get("traitor")


def allies(game: Game) -> list[int]:
    """The seats that joined the traitor's side, known to all: a second traitor
    chosen at the reveal (`allies`), heroes turned by the step `join`."""
    return list(game.state.haunt.allies)


def traitor_side(game: Game, *, public: bool = False) -> list[int]:
    """Every explorer seat on the traitor's side: the traitor first, then its allies
    in the order they joined. `public`: as everyone knows it."""
    tt = traitor(game) if public else true_traitor(game)
    return ([] if tt is None else [tt]) + allies(game)


def house_policy(game: Game) -> str | None:
    """Traitor rule `none`: the house's policy that moves the monsters (rules/house_plays.py);
    None when a traitor's seat moves them."""
    h = haunt_def(game)
    if h is None or h.traitor.get("rule") != "none":
        return None
    return str(h.traitor.get("house", "hunt_nearest"))


def hidden_unrevealed(game: Game) -> bool:
    return "traitor" in game.state.haunt.secret and traitor(game) is None


def is_monster(fid: int) -> bool:
    return fid >= MONSTER_BASE


def monster(game: Game, fid: int) -> Monster:
    return game.state.monsters[fid - MONSTER_BASE]


def monster_def(game: Game, m: Monster) -> MonsterDef:
    h = haunt_def(game)
    assert h is not None
    return h.monsters[m.kind]


def known_traitor(game: Game, seat: int) -> bool:
    """Is this seat on the traitor's side, known to all? Such a traitor (or ally)
    ignores harmful room text (R6.12); a hidden one cannot without giving itself away."""
    return game.state.phase == "haunt" and seat in traitor_side(game, public=True)


def side_of(game: Game, fid: int, *, public: bool = False) -> str:
    """The figure's side; `public`: as everyone knows it, so a hidden traitor
    counts as a hero until the reveal (R9.12)."""
    if is_monster(fid) or fid in traitor_side(game, public=public):
        return "traitor"
    return "heroes"


def present(game: Game, fid: int) -> bool:
    """Is this figure in play: a living explorer in the house, a living monster?"""
    if is_monster(fid):
        return monster(game, fid).alive
    return game.figure(fid).in_house


def where(game: Game, fid: int) -> tuple[str, int]:
    if is_monster(fid):
        m = monster(game, fid)
        return m.room, m.side
    f = game.figure(fid)
    return f.room, f.side


def figures(game: Game) -> list[int]:
    """Every figure in play: explorers by seat, then monsters."""
    out = [f.seat for f in game.state.figures if f.in_house]
    return out + [m.id for m in game.state.monsters if m.alive]


def opposed(game: Game, a: int, b: int) -> bool:
    """Known opponents (R4.7 slowing, monsters' targets): different sides, as
    everyone knows them. Before a hidden traitor reveals, explorers are not."""
    if game.state.phase != "haunt" or a == b:
        return False
    if hidden_unrevealed(game) and not is_monster(a) and not is_monster(b):
        return False
    return side_of(game, a) != side_of(game, b)


def may_attack(game: Game, a: int, b: int) -> bool:
    """R8.5, R9.12: opponents; in a hidden-traitor haunt before the reveal, any
    explorer may attack any other."""
    if game.state.phase != "haunt" or a == b:
        return False
    if hidden_unrevealed(game) and not is_monster(a) and not is_monster(b):
        return True
    return opposed(game, a, b)


def slowing(game: Game, fid: int, room: str) -> int:
    """R4.7: opponents in a room make leaving it cost one more space each;
    stunned monsters do not slow."""
    if game.state.phase != "haunt":
        return 0
    return sum(1 for other in figures(game)
               if other != fid and where(game, other)[0] == room and opposed(game, fid, other)
               and not (is_monster(other) and monster(game, other).stunned))


def heroes(game: Game) -> list[int]:
    """Every hero seat, living or not: whoever is not on the traitor's side."""
    side = traitor_side(game)
    return [f.seat for f in game.state.figures if f.seat not in side]


def living_heroes(game: Game) -> list[int]:
    """Heroes alive in the house (escaped heroes are alive but out of play)."""
    return [s for s in heroes(game) if game.figure(s).in_house]


def is_kind(game: Game, fid: int, who: str | None, *, public: bool = False) -> bool:
    """Is this figure of the kind a haunt names (`hero`, `traitor`, `monster`,
    `monster:<kind>`)? No kind: any figure. `public`: as everyone knows it (a
    hidden traitor is a hero until the reveal)."""
    if who is None:
        return True
    if who.startswith("monster"):
        kind = who.partition(":")[2]
        return is_monster(fid) and kind in ("", monster(game, fid).kind)
    if is_monster(fid):
        return False
    return (fid in traitor_side(game, public=public)) == (who == "traitor")
