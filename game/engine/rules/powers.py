"""Monster powers (docs/HAUNTS.md, Monster powers): what a kind of monster can do
beyond R9.8, one word each in POWERS. A haunt file gives a kind its powers as
`"powers": {"flying": true, "immune": {"items": ["silver_letter_opener"]}}`.

Each word's `run` answers the one question its power changes; the rule handlers
ask this module at one place each, never by monster kind:
- `monsters.monster_exits` asks `exits` (flying);
- `combat.attack` asks `shrugs_off` (immune);
- `monsters.monster_turn` calls `rise` (regenerates);
- the monster prompt asks `attack_traits` (attacks), `item_actions` (carries)
  and `explore_actions` (explores), and carries them out with `item_effect` and
  the `monster_explore` effect;
- `combat.stun` and `combat.monster_dies` call `let_fall`: whatever a monster
  carries drops into its room's item pile (R9.8, R8.10).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.content.types import DIRECTIONS
from game.engine.actions import Action, DropItem, Explore, PickUpItem
from game.engine.house import cell_toward, open_doorways, opposite
from game.engine.registry import POWERS, effect
from game.engine.rules import sides
from game.engine.rules.conditions import holds
from game.engine.rules.discovery import draw_limit, draw_tile, spot_options
from game.engine.rules.numbers import amount
from game.engine.state import Effect, Monster

if TYPE_CHECKING:
    from game.engine.game import Game
    from game.engine.house import Cell

Params = dict[str, Any]


def params(game: Game, m: Monster, power: str) -> Params | None:
    """The parameters this monster's kind gives a power (`true` in the file: none),
    or None when the kind does not have it."""
    given = sides.monster_def(game, m).powers.get(power)
    if given is None or given is False:
        return None
    return given if isinstance(given, dict) else {}


# ---- flying -----------------------------------------------------------------------
@POWERS.word("flying")
def _flying(game: Game, m: Monster, p: Params, room: str) -> list[str]:
    """Passes walls: every room in a neighbouring cell of the same floor is one
    space away, whether or not doors meet (R4.6 does not hold it back)."""
    here = game.state.placements[room]
    near = (game.grid.room_at(cell_toward(here.floor, here.x, here.y, d)) for d in range(4))
    return [r for r in near if r is not None]


def exits(game: Game, mid: int, room: str) -> list[str]:
    """Rooms a monster's powers add to its ways out of `room` (monster_exits)."""
    m = sides.monster(game, mid)
    p = params(game, m, "flying")
    return _flying(game, m, p, room) if p is not None else []


# ---- immune -----------------------------------------------------------------------
@POWERS.word("immune", optional={"items": "cards", "traits": "traits"})
def _immune(game: Game, m: Monster, p: Params, trait: str, weapon: str) -> bool:
    """Damage from an attack does nothing unless the attack was made with one of
    these weapons or in one of these traits (narrows R8.9)."""
    return weapon not in p.get("items", ()) and trait not in p.get("traits", ())


def shrugs_off(game: Game, mid: int, trait: str, weapon: str) -> bool:
    """Does this monster take no harm from an attack in `trait` with `weapon`
    ("" bare-handed)? Explorers always take theirs."""
    if not sides.is_monster(mid):
        return False
    m = sides.monster(game, mid)
    p = params(game, m, "immune")
    return p is not None and _immune(game, m, p, trait, weapon)


# ---- regenerates --------------------------------------------------------------------
@POWERS.word("regenerates", {"rounds": "number"}, {"unless": "condition"})
def _regenerates(game: Game, m: Monster, p: Params) -> bool:
    """A slain monster rises where it died once `rounds` haunt rounds have ended
    since its death, unless the condition holds (you = the monster)."""
    if m.alive or game.state.haunt.round - m.died < amount(game, p["rounds"]):
        return False
    return "unless" not in p or not holds(game, p["unless"], m.id)


def rise(game: Game) -> None:
    """At the start of the monster turn, slain monsters that regenerate and whose
    time has come stand up again in the room where they died."""
    for m in game.state.monsters:
        p = params(game, m, "regenerates")
        if p is not None and _regenerates(game, m, p):
            m.alive, m.stunned, m.died, m.moves, m.attacked = True, False, -1, 0, False
            game.emit("monster_rose", id=m.id, kind=m.kind, room=m.room)


# ---- attacks ----------------------------------------------------------------------
@POWERS.word("attacks", {"traits": "traits"})
def _attacks(game: Game, m: Monster, p: Params) -> list[str]:
    """The other traits it may attack with (its `attack` trait stays the default)."""
    return list(p["traits"])


def attack_traits(game: Game, m: Monster) -> list[str]:
    """Every trait the monster may attack with this turn, its own first (R8.5)."""
    own = sides.monster_def(game, m).attack
    p = params(game, m, "attacks")
    more = _attacks(game, m, p) if p is not None else []
    return list(dict.fromkeys([own, *more]))


# ---- carries ----------------------------------------------------------------------
def _acted(game: Game, m: Monster, card: str) -> bool:
    """R7.4: one thing with each item a turn; the monster's own mark in the turn."""
    return f"{card}:{m.id}" in game.state.turn.item_acts


@POWERS.word("carries")
def _carries(game: Game, m: Monster, p: Params) -> list[Action]:
    """R9.8 "unless the haunt says so": it may pick up an item from its room's
    pile and drop one it carries there, once for each item a turn (R7.4)."""
    cards = game.content.cards
    pile = game.state.piles.get(m.room, [])
    acts: list[Action] = [PickUpItem(c) for c in pile
                          if cards[c].deck == "item" and not _acted(game, m, c)]
    return acts + [DropItem(c) for c in m.cards if not _acted(game, m, c)]


def item_actions(game: Game, m: Monster) -> list[Action]:
    p = params(game, m, "carries")
    return _carries(game, m, p) if p is not None else []


def item_effect(m: Monster, action: PickUpItem | DropItem) -> Effect:
    """The effect that carries out a monster's pick-up or drop."""
    do = "monster_pick_up" if isinstance(action, PickUpItem) else "monster_drop"
    return {"do": do, "id": m.id, "card": action.card}


@effect("monster_pick_up")
def monster_pick_up(game: Game, eff: Effect) -> None:
    """The card leaves the pile for the monster. A monster has no traits to
    change, so the card's on_gain steps do not run."""
    st = game.state
    m, cid = sides.monster(game, eff["id"]), eff["card"]
    pile = st.piles[m.room]
    pile.remove(cid)
    if not pile:
        del st.piles[m.room]
    m.cards.append(cid)
    st.turn.item_acts.append(f"{cid}:{m.id}")
    game.emit("card_picked_up", who=m.id, card=cid, room=m.room)


@effect("monster_drop")
def monster_drop(game: Game, eff: Effect) -> None:
    m = sides.monster(game, eff["id"])
    game.state.turn.item_acts.append(f"{eff['card']}:{m.id}")
    _lay_down(game, m, eff["card"])


def _lay_down(game: Game, m: Monster, cid: str) -> None:
    m.cards.remove(cid)
    game.state.piles.setdefault(m.room, []).append(cid)  # R7.5: an Item Pile
    game.emit("card_dropped", who=m.id, card=cid, room=m.room)


def let_fall(game: Game, m: Monster) -> None:
    """A monster stunned or slain drops all it carries into its room's item pile
    (R9.8; R8.10 as for a dead explorer)."""
    for cid in list(m.cards):
        _lay_down(game, m, cid)


# ---- explores ---------------------------------------------------------------------
def _fits(game: Game, tile: str, cell: Cell, facing: int) -> list[list[Any]]:
    """The placements of a tile at this cell through this doorway (R5.3) that
    seal no floor (R5.4); none when the tile cannot go on the cell's floor."""
    if cell[0] not in game.rooms[tile].floors:
        return []
    return spot_options(game, tile, cell, facing)


@POWERS.word("explores")
def _explores(game: Game, m: Monster, p: Params) -> list[Action]:
    """R5.7 "unless a haunt says so": it may go through an open doorway of its
    room when some tile left for the floor could be placed there."""
    st = game.state
    here = st.placements[m.room]
    if here.floor in st.closed_floors:
        return []
    tiles = [*st.stack, *st.tile_discard]
    out: list[Action] = []
    for rid, d in open_doorways(game.rooms, st.placements, game.grid, here.floor):
        cell = cell_toward(here.floor, here.x, here.y, d)
        if rid == m.room and any(_fits(game, t, cell, opposite(d)) for t in tiles):
            out.append(Explore(DIRECTIONS[d]))
    return out


def explore_actions(game: Game, m: Monster) -> list[Action]:
    p = params(game, m, "explores")
    return _explores(game, m, p) if p is not None else []


@effect("monster_explore")
def monster_explore(game: Game, eff: Effect) -> None:
    """Tiles are drawn from the stack as an explorer draws them (R5.1, R5.2,
    R5.5); the first that fits is placed by the engine, turned to meet as many
    doors as it can (R5.3), and the monster moves in (`cost` spaces). Monsters
    never draw cards (R9.8): a room's symbol does nothing."""
    st = game.state
    m = sides.monster(game, eff["id"])
    here = st.placements[m.room]
    d = DIRECTIONS.index(eff["direction"])
    cell = cell_toward(here.floor, here.x, here.y, d)
    controller = sides.true_traitor(game)
    for _ in range(draw_limit(game)):
        tile = draw_tile(game, m.id)
        if tile is None:
            break
        options = _fits(game, tile, cell, opposite(d))
        if options:
            floor, x, y, rotation = max(options, key=lambda o: o[4])[:4]
            game.emit("tile_drawn", who=m.id, room=tile, mode="monster")
            game.push({"do": "put_room", "room": tile, "floor": floor, "x": x, "y": y,
                       "rotation": rotation},
                      {"do": "monster_step", "id": m.id, "to": tile, "cost": eff["cost"]})
            return
        st.tile_discard.append(tile)  # R5.2
        game.emit("tile_discarded", seat=controller, secret=("room",), who=m.id, room=tile)
    game.emit("nothing_found", who=m.id)
