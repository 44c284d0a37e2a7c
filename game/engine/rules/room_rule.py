"""What a special room does (R6), asked of one object per tile `rule` word.

Each special room has one home: a RoomRule subclass registered with
`@room_rule("<word>")` (game/engine/registry.py, ROOM_RULES). The engine, the
validator (`params`), the bots and the board ask the rule, never the room's name:

- `ways`: where the room leads other than through a door — the one answer to
  "where does this way lead", for explorers (by an ability, or at once on
  entering) and monsters (by a move) alike (R6.3, R6.4, R6.6, R6.10, R6.13);
- `abilities` / `use`: what an explorer may do in the room that leads nowhere
  (opening the Vault); a way with an ability is used through `take`;
- `entered` / `monster_entered`: what happens as a figure comes in;
- `leaving`: what stands between an explorer and the next step out (R6.1);
- `end_of_turn`: what ending a turn in the room does (R6.2, R6.5, R6.8);
- flags the walkers read: `stops_walks` (a walk ends here: the room moves you,
  or asks a roll to leave), `moves_you` (entering carries you elsewhere: no
  Dog follows, R7.7), `slides_on` (nothing stays here, R6.3), `hurts_at_end`,
  `opens_ways` (it carries you where no walk goes).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.engine.registry import ROOM_RULES

if TYPE_CHECKING:
    from game.engine.game import Game
    from game.engine.state import Effect, Monster


@dataclass(frozen=True)
class Way:
    """A way out of room `frm` that is not a door, made by room `owner`'s rule."""

    owner: str  # the special room whose rule makes the way
    frm: str
    to: str
    how: str  # the way's name in events and on the board: "chute", "fall", ...
    ability: str = ""  # an explorer takes it with UseRoom(ability); "" = on entering `frm`
    side: int | None = None  # the side of `frm` it leaves from (None: either)
    to_side: int = 0
    explorers: bool = True
    monsters: bool = True
    first: bool = False  # one of several the first to go picks from (R6.4); then it is fixed


class RoomRule:
    """A room with no special rule: every hook does nothing."""

    params: tuple[str, ...] = ()
    stops_walks = False
    moves_you = False
    slides_on = False
    hurts_at_end = False
    opens_ways = False  # it carries you where no walk goes (the bots look for it)
    pick_side = False  # whoever an effect puts in it, or a token, picks the side (R6.10)
    has_ways = False  # True when `ways` may give any

    def ways(self, game: Game, rid: str) -> list[Way]:
        return []

    def abilities(self, game: Game, seat: int, rid: str) -> list[str]:
        return []

    def use(self, game: Game, seat: int, rid: str, ability: str) -> None:
        raise AssertionError(f"{ability} is not an ability of {rid}")

    def may_take(self, game: Game, seat: int, way: Way) -> bool:
        """Can this explorer take this way of the rule now (an ability's limits)?"""
        return True

    def take(self, game: Game, seat: int, way: Way) -> list[Effect]:
        """The effects of an explorer taking one of this rule's ways."""
        return []

    def monster_took(self, game: Game, m: Monster, way: Way) -> list[Effect]:
        """What follows a monster taking one of this rule's ways."""
        return []

    def entered(self, game: Game, seat: int, rid: str, via: str,
                discovered: bool) -> list[Effect]:
        return []

    def monster_entered(self, game: Game, m: Monster, rid: str, via: str) -> list[Effect]:
        return []

    def monster_stops(self, game: Game, m: Monster, rid: str) -> list[Effect]:
        """What happens when a monster ends its move in the room."""
        return []

    def leaving(self, game: Game, seat: int, rid: str, nxt: Effect) -> Effect | None:
        """An effect to run instead of `nxt` as an explorer leaves, or None."""
        return None

    def end_of_turn(self, game: Game, seat: int, rid: str) -> list[Effect]:
        return []

    def gives(self, game: Game, seat: int, rid: str) -> bool:
        """Would ending a turn here still give this explorer something (R6.2)?"""
        return False

    def found_on(self, floor: str) -> str:
        """The floor a freshly drawn tile of this rule goes to when found on `floor` (R6.9)."""
        return floor


PLAIN = RoomRule()


def rule_of(game: Game, rid: str) -> RoomRule:
    rule = game.rooms[rid].rule
    return ROOM_RULES[rule] if rule is not None else PLAIN


def ways_from(game: Game, rid: str, side: int | None = None, *,
              monster: bool = False) -> list[Way]:
    """Every way out of a room (a side of it) that is not a door, for an explorer
    or a monster: the special rooms' rules in the house say where they lead."""
    out = []
    for owner in game.special_rooms:
        if owner in game.state.placements:
            for way in rule_of(game, owner).ways(game, owner):
                if way.frm == rid and (way.monsters if monster else way.explorers) and \
                        (side is None or way.side is None or way.side == side):
                    out.append(way)
    return out


def roll(seat: int, trait: str, need: int, key: str, purpose: str,
         success: list[Effect], failure: list[Effect]) -> Effect:
    """A room's trait roll (R3.3: `key` makes it once a turn): `success` at `need`
    or more, else `failure`."""
    return {"do": "roll", "who": seat, "trait": trait, "key": key, "purpose": purpose,
            "need": need, "results": [{"at_least": need, "then": success},
                                      {"at_least": 0, "then": failure}]}
