"""Rooms that drop you somewhere else: the Coal Chute (R6.3), the Collapsed Room
(R6.4), the Gallery (R6.6), and the Underground Lake's collapse (R6.9). Monsters
go both ways through the first three, with no roll and no harm (R6.13)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.registry import effect, room_rule
from game.engine.rules.discovery import (
    ask_place,
    doorway_options,
    draw_limit,
    draw_tile,
    tiles_left,
)
from game.engine.rules.room_rule import RoomRule, Way, roll
from game.engine.state import Token

if TYPE_CHECKING:
    from game.engine.game import Game
    from game.engine.state import Effect, Monster

CHUTE_END = "basement_landing"  # R6.3: where the Coal Chute slides you
GALLERY_END = "ballroom"  # R6.6: where a fall from the Gallery lands
BELOW = "below_collapsed"  # R6.4: the token on the room under the Collapsed Room's hole


def below_collapsed(game: Game) -> str | None:
    return next((t.room for t in game.state.tokens if t.kind == BELOW), None)


@room_rule("coal_chute")
class CoalChute(RoomRule):
    """R6.3: whoever enters slides on to the Basement Landing at once (entering and
    sliding cost one space together), monsters too; nobody ends a turn on it. A
    monster may climb up it from the Landing (R6.13), and slides back down if its
    move ends there."""

    stops_walks = moves_you = slides_on = has_ways = True

    def ways(self, game: Game, rid: str) -> list[Way]:
        if CHUTE_END not in game.state.placements:
            return []
        return [Way(rid, rid, CHUTE_END, "chute"),
                Way(rid, CHUTE_END, rid, "climb", explorers=False)]

    def entered(self, game: Game, seat: int, rid: str, via: str,
                discovered: bool) -> list[Effect]:
        return [{"do": "step", "who": seat, "to": CHUTE_END, "via": "chute", "cost": 0}]

    def monster_entered(self, game: Game, m: Monster, rid: str, via: str) -> list[Effect]:
        return [] if via == "climb" else self.monster_stops(game, m, rid)

    def monster_stops(self, game: Game, m: Monster, rid: str) -> list[Effect]:
        return [{"do": "monster_step", "id": m.id, "to": CHUTE_END, "via": "chute", "cost": 0}]


@room_rule("collapsed_room")
class CollapsedRoom(RoomRule):
    """R6.4: its finder rolls or falls; later explorers may fall on purpose. The
    first faller finds the room below (a basement tile, or an explored basement
    room), marked by the Below Collapsed Room token. A monster may go down first,
    to an explored basement room its controller picks, and climbs back up freely."""

    params = ("roll_trait", "roll_target", "fall_dice")
    has_ways = True

    def ways(self, game: Game, rid: str) -> list[Way]:
        below = below_collapsed(game)
        if below is not None:
            return [Way(rid, rid, below, "fall", "jump"),
                    Way(rid, below, rid, "climb", explorers=False)]
        st = game.state
        return [Way(rid, rid, other, "fall", explorers=False, first=True)
                for other in sorted(st.placements)
                if st.placements[other].floor == "basement" and other != rid]

    def abilities(self, game: Game, seat: int, rid: str) -> list[str]:
        return ["jump"] if below_collapsed(game) is None else []  # a fall into the unknown

    def use(self, game: Game, seat: int, rid: str, ability: str) -> None:
        game.push({"do": "collapse_fall", "who": seat})

    def take(self, game: Game, seat: int, way: Way) -> list[Effect]:
        return [{"do": "collapse_fall", "who": seat}]

    def monster_took(self, game: Game, m: Monster, way: Way) -> list[Effect]:
        if way.how == "fall" and below_collapsed(game) is None:
            return [{"do": "token_at", "token": BELOW, "room": way.to}]
        return []

    def entered(self, game: Game, seat: int, rid: str, via: str,
                discovered: bool) -> list[Effect]:
        if not discovered:
            return []
        p = game.rooms[rid].params
        return [roll(seat, p["roll_trait"], p["roll_target"], f"collapse:{rid}", "collapse",
                     [], [{"do": "collapse_fall", "who": seat}])]


@room_rule("gallery")
class Gallery(RoomRule):
    """R6.6: you may fall to the Ballroom, once it is in the house (damage unless
    you are a known traitor, R6.12); monsters climb back up (R6.13)."""

    params = ("fall_dice",)
    has_ways = True

    def ways(self, game: Game, rid: str) -> list[Way]:
        if GALLERY_END not in game.state.placements:
            return []
        return [Way(rid, rid, GALLERY_END, "fall", "jump"),
                Way(rid, GALLERY_END, rid, "climb", explorers=False)]

    def take(self, game: Game, seat: int, way: Way) -> list[Effect]:
        return [{"do": "step", "who": seat, "to": way.to, "via": "fall", "cost": 0},
                {"do": "damage", "who": seat, "kind": "physical", "room_harm": True,
                 "dice": game.rooms[way.owner].params["fall_dice"]}]


@room_rule("underground_lake")
class UndergroundLake(RoomRule):
    """R6.9: found on the upper floor, the lake falls through to the basement."""

    def found_on(self, floor: str) -> str:
        return "basement" if floor == "upper" else floor


@effect("collapse_fall")
def collapse_fall(game: Game, eff: Effect) -> None:
    """Fall to the room below: the Below Collapsed Room token's room, or for the
    first faller a basement tile drawn now and placed at an open doorway (R6.4)."""
    st = game.state
    seat = eff["who"]
    hurt = {"do": "damage", "who": seat, "kind": "physical", "room_harm": True,
            "dice": game.rooms["collapsed_room"].params["fall_dice"]}
    below = below_collapsed(game)
    game.emit("fell", who=seat)
    if below is not None:
        game.push({"do": "step", "who": seat, "to": below, "via": "fall", "cost": 0}, hurt)
        return
    for _ in range(draw_limit(game)):
        if tiles_left(game, "basement") == 0:
            break
        tile = draw_tile(game, seat)
        if tile is None:
            break
        if "basement" in game.rooms[tile].floors:
            options = doorway_options(game, tile, "basement")
            if options:
                land = [{"do": "token_at", "token": BELOW, "room": tile},
                        {"do": "step", "who": seat, "to": tile, "via": "fall", "cost": 0,
                         "discovered": True}, hurt]
                ask_place(game, seat, tile, options, cost=0, then=land, mode="fall")
                return
        st.tile_discard.append(tile)
        game.emit("tile_discarded", seat=seat, secret=("room",), who=seat, room=tile)
    rooms = sorted(r for r, p in st.placements.items() if p.floor == "basement")
    game.ask(seat, "choose", rooms, topic="fall_to", then={
        r: [{"do": "token_at", "token": BELOW, "room": r},
            {"do": "step", "who": seat, "to": r, "via": "fall", "cost": 0}, hurt]
        for r in rooms})


@effect("token_at")
def token_at(game: Game, eff: Effect) -> None:
    game.state.tokens.append(Token(eff["token"], eff["room"]))
    game.emit("token_placed", token=eff["token"], room=eff["room"], side=0)
