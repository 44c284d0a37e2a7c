"""Rooms (R6): what a figure may do in its room, and what entering, leaving and
ending a turn in it do — each asked of the room's rule (room_rule.py; the rules
themselves live in rooms_trait, rooms_walls, rooms_drops and rooms_elevator),
plus what tokens lying in a room add (the Toy Monkey, a blocked door)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.actions import Action, UseRoom
from game.engine.registry import effect, room_rule
from game.engine.rules import modifiers
from game.engine.rules.items import take_from_pile
from game.engine.rules.room_rule import RoomRule, Way, roll, rule_of, ways_from
from game.engine.state import Effect, Token

if TYPE_CHECKING:
    from game.engine.game import Game

# Rooms the rules refer to by name.
NAMED_ROOMS = ("entrance_hall", "foyer", "grand_staircase", "upper_landing", "basement_landing",
               "stairs_from_basement", "ballroom", "collapsed_room", "mystic_elevator")


@room_rule("entrance_hall", "foyer", "grand_staircase", "upper_landing", "basement_landing",
           "stairs_from_basement")
class NamedRoom(RoomRule):
    """A starting room, or one the stairs and secret door join (R4.8): the rules
    find it by name; its tile has no text of its own."""


# ---- tokens lying in a room: an ability each, once a turn ---------------------------
# ability -> (token kind, turn key, roll effect's purpose, what a Might 4+ does)
TOKEN_ABILITIES = {
    "smash_monkey": ("toy_monkey", "smash:toy_monkey", "smash",
                     {"do": "remove_token", "token": "toy_monkey"}),
    "force_door": ("blocked_door", "force:{room}", "force",
                   {"do": "unblock_doors", "room": "{room}"}),
}


def _has_token(game: Game, kind: str, rid: str) -> bool:
    return any(t.kind == kind and t.room == rid for t in game.state.tokens)


def _way(game: Game, seat: int, ability: str) -> Way | None:
    """The way out of the explorer's room (its side) that this ability takes, if
    its rule lets the explorer take it now."""
    f = game.figure(seat)
    for way in ways_from(game, f.room, f.side):
        if way.ability == ability and rule_of(game, way.owner).may_take(game, seat, way):
            return way
    return None


# ---- abilities a figure may use in its room (UseRoom) -----------------------
def abilities(game: Game, seat: int) -> list[str]:
    turn = game.state.turn
    if turn.seat != seat:
        return []
    f = game.figure(seat)
    rid = f.room
    out = rule_of(game, rid).abilities(game, seat, rid)
    for way in ways_from(game, rid, f.side):
        if way.ability and way.ability not in out and \
                rule_of(game, way.owner).may_take(game, seat, way):
            out.append(way.ability)
    for ability, (kind, key, _purpose, _then) in TOKEN_ABILITIES.items():
        if _has_token(game, kind, rid) and key.format(room=rid) not in turn.rolls:
            out.append(ability)
    return out


def legal(game: Game, seat: int) -> list[Action]:
    return [UseRoom(a) for a in abilities(game, seat)]


def act(game: Game, seat: int, action: Action) -> bool:
    if not isinstance(action, UseRoom):
        return False
    rid = game.figure(seat).room
    if action.ability in TOKEN_ABILITIES:
        _kind, key, purpose, then = TOKEN_ABILITIES[action.ability]
        done = {k: v.format(room=rid) if isinstance(v, str) else v for k, v in then.items()}
        game.push(roll(seat, "might", 4, key.format(room=rid), purpose, [done], []))
        return True
    rule = rule_of(game, rid)
    if action.ability in rule.abilities(game, seat, rid):
        rule.use(game, seat, rid, action.ability)
        return True
    way = _way(game, seat, action.ability)
    assert way is not None
    game.push(*rule_of(game, way.owner).take(game, seat, way))
    return True


# ---- leaving, entering, ending a turn --------------------------------------------
@effect("leave_room")
def leave_room(game: Game, eff: Effect) -> None:
    """Before a figure leaves its room: what the room's rule puts in the way (R6.1)."""
    seat, nxt = eff["who"], eff["next"]
    rid = game.figure(seat).room
    game.push(rule_of(game, rid).leaving(game, seat, rid, nxt) or nxt)


@effect("entered")
def entered(game: Game, eff: Effect) -> None:
    seat, rid = eff["who"], eff["room"]
    room = game.rooms[rid]
    effects: list[Effect] = []
    if eff["discovered"] and room.symbol:  # R5.6: the card first, and movement ends (R4.2)
        effects.append({"do": "draw", "who": seat, "deck": room.symbol, "n": 1})
    effects += rule_of(game, rid).entered(game, seat, rid, eff["via"], eff["discovered"])
    if _has_token(game, "toy_monkey", rid):
        effects.append({"do": "monkey_attack", "who": seat})
    cards = game.content.cards
    effects += [{"do": "adopt", "who": seat, "card": c}  # R8.10: a companion goes along
                for c in game.state.piles.get(rid, []) if cards[c].companion]
    game.push(*effects)


@effect("adopt")
def adopt(game: Game, eff: Effect) -> None:
    """R8.10: the companion left in the room joins whoever enters, in one step."""
    if eff["card"] in game.state.piles.get(game.figure(eff["who"]).room, []):
        take_from_pile(game, eff["who"], eff["card"])


@effect("room_end_of_turn")
def room_end_of_turn(game: Game, eff: Effect) -> None:
    """R6.2, R6.5, R6.8: the room's rule, then the haunt's rooms (modifier `end_turn`)."""
    seat = eff["who"]
    rid = game.figure(seat).room
    game.push(*rule_of(game, rid).end_of_turn(game, seat, rid))
    for steps in modifiers.gathered(game, "end_turn", seat, rid):
        game.push_steps(steps, seat)


# ---- tokens -----------------------------------------------------------------
@effect("place_token", card_step=("token",))
def place_token(game: Game, eff: Effect) -> None:
    f = game.figure(eff["who"])
    game.state.tokens.append(Token(eff["token"], f.room, f.side))
    game.emit("token_placed", token=eff["token"], room=f.room, side=f.side)


@effect("unblock_doors")
def unblock_doors(game: Game, eff: Effect) -> None:
    """Every blocked door of this room is forced open."""
    st = game.state
    links = {t.link for t in st.tokens if t.kind == "blocked_door" and t.room == eff["room"]}
    st.tokens = [t for t in st.tokens if not (t.kind == "blocked_door" and t.link in links)]
    game.emit("door_forced", who=eff["who"], room=eff["room"])


@effect("remove_token")
def remove_token(game: Game, eff: Effect) -> None:
    rid = game.figure(eff["who"]).room
    st = game.state
    st.tokens = [t for t in st.tokens if not (t.kind == eff["token"] and t.room == rid)]
    game.emit("token_removed", token=eff["token"], room=rid)
