"""Special rooms (R6): one handler per room rule, chosen by the tile's `rule`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.content.types import FLOORS
from game.engine.actions import Action, UseRoom
from game.engine.house import cell_toward, opposite, parse_dirs, side_of_door
from game.engine.registry import effect
from game.engine.rules import modifiers
from game.engine.rules.discovery import doorway_options
from game.engine.rules.movement import CHUTE_END, PASSAGE_TOKENS, can_move
from game.engine.rules.sides import known_traitor
from game.engine.state import Effect, Token

if TYPE_CHECKING:
    from game.engine.game import Game

# Each room rule this module handles, with the tile properties it needs.
ROOM_RULES: dict[str, tuple[str, ...]] = {
    "entrance_hall": (), "foyer": (), "grand_staircase": (), "upper_landing": (),
    "basement_landing": (), "stairs_from_basement": (), "coal_chute": (),
    "mystic_elevator": (), "underground_lake": (),
    "leave_roll": ("roll_trait", "roll_target", "loss_trait"),  # R6.1
    "once_per_game": ("gain_trait",),  # R6.2
    "collapsed_room": ("roll_trait", "roll_target", "fall_dice"),  # R6.4
    "end_turn_damage": ("damage_kind", "damage"),  # R6.5
    "gallery": ("fall_dice",),  # R6.6
    "barrier": ("cross_trait", "cross_target", "sides"),  # R6.10
    "vault": ("cross_trait", "cross_target", "sides", "reward_items"),  # R6.11
    "revolving_wall": ("roll_trait", "roll_target", "wall"),
}
# Rooms the rules refer to by name.
NAMED_ROOMS = ("entrance_hall", "foyer", "grand_staircase", "upper_landing", "basement_landing",
               "stairs_from_basement", "ballroom", "collapsed_room", "mystic_elevator")
ELEVATOR = "mystic_elevator"
ELEVATOR_FLOORS = {4: "", 3: "upper", 2: "ground", 1: "basement", 0: "basement"}  # R6.8


def _room(game: Game, seat: int):
    rid = game.figure(seat).room
    return rid, game.rooms[rid]


def _has_token(game: Game, kind: str, rid: str) -> bool:
    return any(t.kind == kind and t.room == rid for t in game.state.tokens)


def _roll(seat: int, trait: str, need: int, key: str, purpose: str,
          success: list[Effect], failure: list[Effect]) -> Effect:
    return {"do": "roll", "who": seat, "trait": trait, "key": key, "purpose": purpose,
            "need": need, "results": [{"at_least": need, "then": success},
                                      {"at_least": 0, "then": failure}]}


def _wall(game: Game, rid: str) -> int:
    """World direction of the Revolving Wall's turning wall."""
    wall = min(parse_dirs(game.rooms[rid].params["wall"]))
    return (wall + game.state.placements[rid].rotation) % 4


def _revolving_way(game: Game, seat: int) -> tuple[str, str, int] | None:
    """(the Revolving Wall room, the room the turning wall leads to, the direction
    of that step) from the explorer's room: the wall turns both ways, from the
    Revolving Wall into the room beyond it and back."""
    rid = game.figure(seat).room
    p = game.state.placements[rid]
    if game.rooms[rid].rule == "revolving_wall":
        d = _wall(game, rid)
        target = game.grid.room_at(cell_toward(p.floor, p.x, p.y, d))
        return (rid, target, d) if target is not None else None
    for d in range(4):
        other = game.grid.room_at(cell_toward(p.floor, p.x, p.y, d))
        if other is not None and game.rooms[other].rule == "revolving_wall" and \
                _wall(game, other) == opposite(d):
            return other, other, d
    return None


# ---- abilities a figure may use in its room (UseRoom) -----------------------
def abilities(game: Game, seat: int) -> list[str]:
    st = game.state
    turn = st.turn
    if turn.seat != seat:
        return []
    rid, room = _room(game, seat)
    out = []
    free = not turn.movement_over
    if room.rule == "barrier" and free and f"cross:{rid}" not in turn.rolls:
        out.append("cross")  # R6.10
    if room.rule == "vault" and free and f"cross:{rid}" not in turn.rolls and \
            not _has_token(game, "vault_empty", rid):
        out.append("open_vault")  # R6.11
    if room.rule == "collapsed_room":
        out.append("jump")  # R6.4: later explorers may fall on purpose
    if room.rule == "gallery" and "ballroom" in st.placements:
        out.append("jump")  # R6.6
    way = _revolving_way(game, seat)
    if way is not None and can_move(game, seat) and f"revolve:{way[0]}" not in turn.rolls:
        out.append("revolve")
    if _has_token(game, "toy_monkey", rid) and "smash:toy_monkey" not in turn.rolls:
        out.append("smash_monkey")
    if _has_token(game, "blocked_door", rid) and f"force:{rid}" not in turn.rolls:
        out.append("force_door")
    return out


def legal(game: Game, seat: int) -> list[Action]:
    return [UseRoom(a) for a in abilities(game, seat)]


def act(game: Game, seat: int, action: Action) -> bool:
    if not isinstance(action, UseRoom):
        return False
    rid, room = _room(game, seat)
    params = room.params
    if action.ability == "cross":
        stop = [] if known_traitor(game, seat) else [{"do": "end_movement"}]  # R6.12
        game.push(_roll(seat, params["cross_trait"], params["cross_target"], f"cross:{rid}",
                        "barrier", [{"do": "cross_barrier"}], stop))
    elif action.ability == "open_vault":
        reward = [{"do": "draw", "deck": "item", "n": params["reward_items"]}]
        game.push(_roll(seat, params["cross_trait"], params["cross_target"], f"cross:{rid}",
                        "vault", [{"do": "place_token", "token": "vault_empty"}, *reward],
                        [{"do": "end_movement"}]))
    elif action.ability == "jump" and room.rule == "collapsed_room":
        game.push({"do": "collapse_fall", "who": seat})
    elif action.ability == "jump":
        game.push({"do": "step", "who": seat, "to": "ballroom", "via": "fall", "cost": 0},
                  {"do": "damage", "who": seat, "kind": "physical", "room_harm": True,
                   "dice": params["fall_dice"]})
    elif action.ability == "revolve":
        way = _revolving_way(game, seat)
        assert way is not None
        wall_room, target, d = way
        p = game.state.placements[target]
        side = side_of_door(game.rooms[target], p.rotation, opposite(d))
        go = {"do": "step", "who": seat, "to": target, "via": "revolving_wall", "cost": 1,
              "side": side}
        wall = game.rooms[wall_room].params
        game.push(_roll(seat, wall["roll_trait"], wall["roll_target"], f"revolve:{wall_room}",
                        "revolving_wall", [go], []))
    elif action.ability == "force_door":
        game.push(_roll(seat, "might", 4, f"force:{rid}", "force",
                        [{"do": "unblock_doors", "room": rid}], []))
    elif action.ability == "smash_monkey":
        game.push(_roll(seat, "might", 4, "smash:toy_monkey", "smash",
                        [{"do": "remove_token", "token": "toy_monkey"}], []))
    return True


@effect("cross_barrier")
def cross_barrier(game: Game, eff: Effect) -> None:
    f = game.figure(eff["who"])
    f.side = 1 - f.side
    game.emit("crossed", who=eff["who"], room=f.room, side=f.side)


# ---- leaving (R6.1, R6.7) ---------------------------------------------------
@effect("leave_room")
def leave_room(game: Game, eff: Effect) -> None:
    """Before a figure leaves its room: the room's leave roll, once per turn."""
    seat, nxt = eff["who"], eff["next"]
    rid, room = _room(game, seat)
    key = f"leave:{rid}"
    if room.rule == "leave_roll" and key not in game.state.turn.rolls and \
            not known_traitor(game, seat):  # R6.12: the traitor ignores harmful text
        p = room.params
        failed = {"do": "choose_stay", "room": rid, "next": nxt}
        game.push(_roll(seat, p["roll_trait"], p["roll_target"], key, "leave", [nxt], [failed]))
        return
    game.push(nxt)


@effect("choose_stay")
def choose_stay(game: Game, eff: Effect) -> None:
    """R6.1: after a failed leave roll, take the loss and go, or stay and retry."""
    seat = eff["who"]
    p = game.rooms[eff["room"]].params
    game.ask(seat, "choose", ["take_loss", "stay"], topic="leave_failed", room=eff["room"],
             then={"take_loss": [{"do": "lose", "who": seat, "trait": p["loss_trait"], "n": 1},
                                 eff["next"]],
                   "stay": [{"do": "end_movement", "who": seat}]})


# ---- entering (R5.6, R5.8, R6.3, R6.4, R6.8, R6.10) ---------------------------
@effect("entered")
def entered(game: Game, eff: Effect) -> None:
    seat, rid = eff["who"], eff["room"]
    room = game.rooms[rid]
    turn = game.state.turn
    effects: list[Effect] = []
    if eff["discovered"]:
        if room.symbol:  # R5.6: the card first, and movement ends (R4.2)
            effects.append({"do": "draw", "who": seat, "deck": room.symbol, "n": 1})
        if room.rule == "collapsed_room":
            p = room.params
            effects.append(_roll(seat, p["roll_trait"], p["roll_target"], f"collapse:{rid}",
                                 "collapse", [], [{"do": "collapse_fall", "who": seat}]))
    if room.rule == "coal_chute":  # R6.3
        effects.append({"do": "step", "who": seat, "to": CHUTE_END, "via": "chute",
                        "cost": 0})
    elif room.rule == "mystic_elevator" and turn.seat == seat and "elevator" not in turn.rolls:
        effects.append({"do": "elevator_roll", "who": seat})
    elif room.rule == "barrier" and eff["via"] not in ("door", *PASSAGE_TOKENS):
        effects.append({"do": "choose_side", "who": seat})  # R6.10: doors and tokens have sides
    if _has_token(game, "toy_monkey", rid):
        effects.append({"do": "monkey_attack", "who": seat})
    cards = game.content.cards
    for c in game.state.piles.get(rid, []):
        if cards[c].companion:  # R8.10: a dead explorer's companion goes along
            effects.append({"do": "adopt", "who": seat, "card": c})
    game.push(*effects)


@effect("adopt")
def adopt(game: Game, eff: Effect) -> None:
    pile = game.state.piles.get(game.figure(eff["who"]).room, [])
    if eff["card"] in pile:
        pile.remove(eff["card"])
        game.push({"do": "gain_card", "who": eff["who"], "card": eff["card"]})


@effect("choose_side")
def choose_side(game: Game, eff: Effect) -> None:
    seat = eff["who"]
    game.ask(seat, "choose", ["0", "1"], topic="barrier_side",
             then={s: [{"do": "set_side", "who": seat, "side": int(s)}] for s in ("0", "1")})


@effect("set_side")
def set_side(game: Game, eff: Effect) -> None:
    game.figure(eff["who"]).side = eff["side"]


# ---- the Mystic Elevator (R6.8) ------------------------------------------------
@effect("elevator_roll")
def elevator_roll(game: Game, eff: Effect) -> None:
    seat = eff["who"]
    game.state.turn.rolls.append("elevator")
    if known_traitor(game, seat):  # R6.8: the traitor chooses without rolling
        game.ask(seat, "choose", list(FLOORS), topic="elevator_floor",
                 then={f: [{"do": "elevator_move", "who": seat, "floor": f, "then": []}]
                       for f in FLOORS})
        return
    faces = game.dice(2)
    total = sum(faces)
    game.emit("dice", who=seat, purpose="elevator", faces=faces, total=total)
    after: list[Effect] = [{"do": "elevator_damage"}] if total == 0 else []
    floor = ELEVATOR_FLOORS[total]
    if not floor:
        game.ask(seat, "choose", list(FLOORS), topic="elevator_floor",
                 then={f: [{"do": "elevator_move", "who": seat, "floor": f, "then": after}]
                       for f in FLOORS})
        return
    game.push({"do": "elevator_move", "who": seat, "floor": floor, "then": after})


@effect("elevator_move")
def elevator_move(game: Game, eff: Effect) -> None:
    """R6.8: the elevator goes to an open doorway of the floor; on the floor it is
    on, staying where it is stays one of the spots offered (it "may" move)."""
    options = doorway_options(game, ELEVATOR, eff["floor"], lifted=ELEVATOR)
    here = game.state.placements[ELEVATOR]
    spot = [here.floor, here.x, here.y, here.rotation]
    if options and here.floor == eff["floor"] and spot not in [o[:4] for o in options]:
        options.insert(0, [*spot, 0, -1])
    if not options:  # no connecting doorway, or every one would seal a floor
        game.emit("elevator_stays", floor=eff["floor"])
        game.push(*eff["then"])
        return
    game.emit("elevator_moves", who=eff["who"], floor=eff["floor"])
    game.ask(eff["who"], "place", options, tile=ELEVATOR, cost=0, mode="move_room",
             then=eff["then"])


@effect("elevator_damage")
def elevator_damage(game: Game, eff: Effect) -> None:
    for f in game.state.figures:
        if f.room == ELEVATOR and f.in_house:
            game.push_end({"do": "damage", "who": f.seat, "kind": "physical", "dice": 1,
                           "room_harm": True})


# ---- the end of a turn (R6.2, R6.5, R6.8) ------------------------------------
@effect("room_end_of_turn")
def room_end_of_turn(game: Game, eff: Effect) -> None:
    seat = eff["who"]
    f = game.figure(seat)
    rid, room = _room(game, seat)
    turn = game.state.turn
    p = room.params
    if room.rule == "once_per_game" and rid not in f.used_rooms:
        f.used_rooms.append(rid)
        game.emit("room_benefit", who=seat, room=rid)
        game.push({"do": "gain", "who": seat, "trait": p["gain_trait"], "n": 1})
    elif room.rule == "end_turn_damage":
        game.push({"do": "damage", "who": seat, "kind": p["damage_kind"], "n": p["damage"],
                   "room_harm": True})
    elif room.rule == "mystic_elevator" and turn.start_room == rid and not turn.moved \
            and "elevator" not in turn.rolls:
        game.push({"do": "elevator_roll", "who": seat})
    for steps in modifiers.gathered(game, "end_turn", seat, rid):  # the haunt's rooms
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
