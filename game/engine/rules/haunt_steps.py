"""The haunt's own actions and the steps haunt files may use (docs/HAUNTS.md):
monsters and tokens put into the house, tokens taken, carried, turned up or
creeping through the house (their kinds' properties: rules/tokens.py), counters,
escaping. Steps may be done by an explorer or (for actions that allow it) a monster.
"""

from __future__ import annotations

from collections import deque
from typing import TYPE_CHECKING, Any

from game.engine.actions import Action, HauntAct, Reveal
from game.engine.registry import ACTION_WHERE, effect
from game.engine.rules import sides, tokens
from game.engine.rules.conditions import rooms_of
from game.engine.rules.numbers import amount
from game.engine.rules.placement import house_exits, where_rooms
from game.engine.state import MONSTER_BASE, Effect, Monster, Token

if TYPE_CHECKING:
    from game.engine.game import Game


@effect("spawn", card_step=("monster",), outlives=True)
def spawn(game: Game, eff: Effect) -> None:
    st = game.state
    for room in where_rooms(game, eff["who"], eff.get("where", "here")):
        for _ in range(amount(game, eff.get("n", 1))):
            m = Monster(MONSTER_BASE + len(st.monsters), eff["monster"], room)
            st.monsters.append(m)
            game.emit("monster_spawned", id=m.id, kind=m.kind, room=room)


@effect("haunt_token", card_step=("token",), outlives=True)
def haunt_token(game: Game, eff: Effect) -> None:
    """Tokens into rooms, as their kind's properties say (face down, dealt values):
    a face-down token's event never carries its value (R10.2)."""
    kind = eff["token"]
    new = [Token(kind, room) for room in where_rooms(game, eff["who"], eff.get("where", "here"))
           for _ in range(amount(game, eff.get("n", 1)))]
    tokens.placed(game, new)
    for t in new:
        game.state.tokens.append(t)
        game.emit("token_placed", token=kind, room=t.room, side=0, **tokens.shown(game, t))


def _lying(game: Game, fid: int, kind: str) -> Token | None:
    room = sides.where(game, fid)[0]
    return next((t for t in game.state.tokens
                 if t.kind == kind and t.room == room and t.holder < 0), None)


@effect("take_token", card_step=("token",))
def take_token(game: Game, eff: Effect) -> None:
    """Take a token from your room and add to a counter its value (its kind has
    `values`) or 1. A face-down token is turned up as it is taken: the counter
    is public, so its value is told."""
    t = _lying(game, eff["who"], eff["token"])
    if t is None:
        return
    game.state.tokens.remove(t)
    t.face_down = False
    game.emit("token_taken", who=eff["who"], token=t.kind, room=t.room, **tokens.shown(game, t))
    add_to_counter(game, eff.get("counter", t.kind), tokens.worth(game, t))


@effect("carry_token", card_step=("token",))
def carry_token(game: Game, eff: Effect) -> None:
    """Pick up a token in your room; a face-down one stays face down."""
    t = _lying(game, eff["who"], eff["token"])
    if t is not None and not sides.is_monster(eff["who"]):
        t.holder = eff["who"]
        game.emit("token_carried", who=eff["who"], token=t.kind, room=t.room,
                  **tokens.shown(game, t))


@effect("drop_token", card_step=("token",))
def drop_token(game: Game, eff: Effect) -> None:
    """Put down a token you carry (a token that `blocks` blocks its room again)."""
    for t in game.state.tokens:
        if t.kind == eff["token"] and t.holder == eff["who"]:
            t.holder = -1
            game.emit("token_dropped", who=eff["who"], token=t.kind, room=t.room,
                      **tokens.shown(game, t))
            return


@effect("flip_token", card_step=("token",), outlives=True)
def flip_token(game: Game, eff: Effect) -> None:
    """Turn up the face-down tokens of a kind in your room: their values are told."""
    room = sides.where(game, eff["who"])[0]
    turned = [t for t in game.state.tokens
              if t.kind == eff["token"] and t.room == room and t.face_down]
    for t in turned:
        t.face_down = False
    if turned:
        game.emit("token_flipped", who=eff["who"], token=eff["token"], room=room,
                  values=[t.value for t in turned])


@effect("move_token", card_step=("token", "toward"), outlives=True)
def move_token(game: Game, eff: Effect) -> None:
    """Each lying token of a kind creeps `n` rooms (default 1) along the shortest
    way through the house toward the nearest figure of a kind (`toward`, a who)."""
    goals = set(rooms_of(game, eff["toward"], eff["who"]))
    n = amount(game, eff.get("n", 1))
    for t in game.state.tokens:
        if t.kind != eff["token"] or t.holder >= 0:
            continue
        way = way_toward(game, t.room, goals)[:n]
        if way:
            frm, t.room = t.room, way[-1]
            game.emit("token_moved", token=t.kind, frm=frm, to=t.room, **tokens.shown(game, t))


def way_toward(game: Game, start: str, goals: set[str]) -> list[str]:
    """The rooms after `start`, in order, on a shortest way (by any way a figure
    could take, placement.house_exits) to the nearest of `goals`; [] when start
    is one of them or none can be reached."""
    came: dict[str, str] = {start: start}
    todo = deque([start])
    while todo:
        room = todo.popleft()
        if room in goals:
            way = []
            while room != start:
                way.append(room)
                room = came[room]
            return way[::-1]
        for other in house_exits(game, room):
            if other not in came:
                came[other] = room
                todo.append(other)
    return []


@effect("count", card_step=("counter",), outlives=True)
def count(game: Game, eff: Effect) -> None:
    add_to_counter(game, eff["counter"], amount(game, eff.get("n", 1)))


def add_to_counter(game: Game, name: str, n: int) -> None:
    counters = game.state.haunt.counters
    counters[name] = counters.get(name, 0) + n
    game.emit("counter", counter=name, value=counters[name])


@effect("escape", card_step=())
def escape(game: Game, eff: Effect) -> None:
    seat = eff["who"]
    f = game.figure(seat)
    if f.in_house:
        f.escaped = True
        for t in game.state.tokens:
            if t.holder == seat:
                t.holder = -1
        game.emit("escaped", who=seat, room=f.room)
        add_to_counter(game, "escaped", 1)  # counted at once: goals are checked next


@effect("join", card_step=())
def join(game: Game, eff: Effect) -> None:
    """You, a hero, turn: from now on you play your own seat for the traitor's side,
    its goals yours (docs/HAUNTS.md, Sides). Bad lingering effects end (R9.5)."""
    seat = eff["who"]
    if sides.is_monster(seat) or seat not in sides.heroes(game) or \
            not game.figure(seat).in_house or sides.hidden_unrevealed(game):
        return
    game.state.haunt.allies.append(seat)
    game.figure(seat).lingering = []
    game.emit("joined", who=seat, room=game.figure(seat).room)


def _monsters_here(game: Game, eff: Effect) -> list[Monster]:
    room = sides.where(game, eff["who"])[0]
    return [m for m in game.state.monsters if m.alive and m.room == room
            and eff.get("monster", m.kind) == m.kind]


@effect("stun_monsters", card_step=(), outlives=True)
def stun_monsters(game: Game, eff: Effect) -> None:
    game.push(*({"do": "stun", "id": m.id} for m in _monsters_here(game, eff)))


@effect("kill_monsters", card_step=(), outlives=True)
def kill_monsters(game: Game, eff: Effect) -> None:
    game.push(*({"do": "monster_dies", "id": m.id} for m in _monsters_here(game, eff)))


@effect("each_hero", card_step=("steps",), outlives=True)
def each_hero(game: Game, eff: Effect) -> None:
    for seat in reversed(sides.living_heroes(game)):
        game.push_steps(eff["steps"], seat, eff.get("card", ""))


# ---- rooms that change (docs/HAUNTS.md) ------------------------------------------
def mark(game: Game, room: str, state: str) -> None:
    marks = game.state.haunt.rooms.setdefault(room, {})
    if state not in marks:
        marks[state] = True
        game.emit("room_changed", room=room, state=state, on=True)


@effect("mark_room", card_step=("state",), outlives=True)
def mark_room(game: Game, eff: Effect) -> None:
    """Put rooms (`where`, default your room) into a state."""
    for room in where_rooms(game, eff["who"], eff.get("where", "here")):
        mark(game, room, eff["state"])


@effect("clear_room", card_step=("state",), outlives=True)
def clear_room(game: Game, eff: Effect) -> None:
    """Take rooms (`where`, default your room) out of a state."""
    rooms = game.state.haunt.rooms
    for room in where_rooms(game, eff["who"], eff.get("where", "here")):
        if eff["state"] in rooms.get(room, {}):
            del rooms[room][eff["state"]]
            if not rooms[room]:
                del rooms[room]
            game.emit("room_changed", room=room, state=eff["state"], on=False)


@effect("spread", card_step=("state",), outlives=True)
def spread(game: Game, eff: Effect) -> None:
    """Every room in a state puts one room next to it (by any way), chosen by the
    dice, into the state too (fire, water, rot)."""
    state = eff["state"]
    rooms = game.state.haunt.rooms
    now = sorted(r for r, marks in rooms.items() if state in marks)
    for room in now:
        free = sorted(r for r in house_exits(game, room)
                      if state not in rooms.get(r, {}) and not game.rooms[r].start)
        if free:
            pick = [*free]
            game.shuffle(pick)
            mark(game, pick[0], state)


# ---- the haunt's actions ------------------------------------------------------------
def _public_side(game: Game, fid: int) -> str:
    """The side a figure acts for as the table sees it: a hidden traitor does
    what heroes can do, so the choices offered give nothing away."""
    if not sides.is_monster(fid) and sides.hidden_unrevealed(game):
        return "heroes"
    return sides.side_of(game, fid)


def places(game: Game, fid: int, w: dict[str, Any]) -> set[str]:
    """The rooms where an action's `where` holds for this figure: every key must
    hold (docs/HAUNTS.md, Actions)."""
    rooms = set(game.state.placements)
    for key, value in w.items():
        rooms &= ACTION_WHERE[key].run(game, fid, value)
        if not rooms:
            break
    return rooms


@ACTION_WHERE.word("room", {"room": "rooms"})
def _in_rooms(game: Game, fid: int, value: Any) -> set[str]:
    """In one of these rooms."""
    return set(value)


@ACTION_WHERE.word("token", {"token": "token"})
def _at_token(game: Game, fid: int, value: Any) -> set[str]:
    """In a room where a token of this kind lies."""
    return {t.room for t in game.state.tokens if t.kind == value and t.holder < 0}


@ACTION_WHERE.word("holding", {"holding": "card"})
def _holding(game: Game, fid: int, value: Any) -> set[str]:
    """Anywhere, while holding this card."""
    held = not sides.is_monster(fid) and value in game.figure(fid).cards
    return set(game.state.placements) if held else set()


@ACTION_WHERE.word("monster", {"monster": "monster"})
def _with_monster(game: Game, fid: int, value: Any) -> set[str]:
    """In a room with a living monster of this kind."""
    return {m.room for m in game.state.monsters if m.alive and m.kind == value}


@ACTION_WHERE.word("carrying", {"carrying": "token"})
def _carrying(game: Game, fid: int, value: Any) -> set[str]:
    """Anywhere, while carrying a token of this kind."""
    held = any(t.kind == value and t.holder == fid for t in game.state.tokens)
    return set(game.state.placements) if held else set()


@ACTION_WHERE.word("room_state", {"room_state": "room_state"})
def _in_state(game: Game, fid: int, value: Any) -> set[str]:
    """In a room that has changed this way (flooded, burning, ...)."""
    return {r for r, marks in game.state.haunt.rooms.items() if value in marks}


@ACTION_WHERE.word("if", {"if": "condition"})
def _if(game: Game, fid: int, value: Any) -> set[str]:
    """Anywhere, while a condition holds for this figure."""
    from game.engine.rules.conditions import holds

    return set(game.state.placements) if holds(game, value, fid) else set()


def _key(fid: int, name: str) -> str:
    return f"haunt:{name}" if fid < MONSTER_BASE else f"haunt:{name}:{fid}"


def available(game: Game, fid: int) -> list[str]:
    """The haunt's actions this figure may take now."""
    st = game.state
    h = sides.haunt_def(game)
    if h is None or st.phase != "haunt" or not st.haunt.ready:
        return []
    side = _public_side(game, fid)
    out = []
    for name, a in h.actions.items():
        if a.side not in ("any", side) or (sides.is_monster(fid) and not a.monsters):
            continue
        if a.once_per_turn and _key(fid, name) in st.turn.rolls:
            continue
        if sides.where(game, fid)[0] in places(game, fid, a.where):
            out.append(name)
    return out


def action_steps(game: Game, fid: int, name: str) -> list[Effect]:
    """Mark the action as made this turn (R3.3) and give its steps for `fid`."""
    h = sides.haunt_def(game)
    assert h is not None
    a = h.actions[name]
    if a.once_per_turn:
        game.state.turn.rolls.append(_key(fid, name))
    game.emit("haunt_action", who=fid, action=name)
    return [{**s, "who": fid, "card": ""} for s in a.steps]


def legal(game: Game, seat: int) -> list[Action]:
    """An explorer's haunt actions on their turn, and a hidden traitor's reveal."""
    st = game.state
    if st.phase != "haunt" or st.turn.seat != seat:
        return []
    acts: list[Action] = [HauntAct(n) for n in available(game, seat)]
    if sides.hidden_unrevealed(game) and st.haunt.secret.get("traitor") == seat and \
            _at_will(game):
        acts.append(Reveal())
    return acts


def _at_will(game: Game) -> bool:
    """May the hidden traitor reveal by choice (R9.12)? A haunt may say no
    (`"traitor": {"rule": "hidden", "at_will": false}`) and reveal them by its steps."""
    h = sides.haunt_def(game)
    return h is None or bool(h.traitor.get("at_will", True))


def act(game: Game, seat: int, action: Action) -> bool:
    if isinstance(action, HauntAct):
        game.push(*action_steps(game, seat, action.name))
        return True
    if isinstance(action, Reveal):
        game.push({"do": "reveal", "who": seat})
        return True
    return False
