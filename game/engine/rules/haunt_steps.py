"""The haunt's own actions and the steps haunt files may use (docs/HAUNTS.md):
monsters and tokens put into the house, tokens taken or carried, counters,
escaping. Steps may be done by an explorer or (for actions that allow it) a monster.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.engine.actions import Action, HauntAct, Reveal
from game.engine.registry import effect
from game.engine.rules import sides
from game.engine.rules.haunt import walk_distances
from game.engine.state import MONSTER_BASE, Effect, Monster, Token

if TYPE_CHECKING:
    from game.engine.game import Game


# ---- where things go -------------------------------------------------------------
def where_rooms(game: Game, fid: int, spec: Any) -> list[str]:
    """The rooms a `where` names (docs/HAUNTS.md): always at least one."""
    st = game.state
    here = sides.where(game, fid)[0]
    if spec == "here":
        return [here]
    if isinstance(spec, str):
        return [spec if spec in st.placements else here]
    walk = walk_distances(game, here)
    by_distance = [r for r in reversed(walk)
                   if r != here and game.rooms[r].rule != "coal_chute"]
    # farthest first, among rooms one can walk to from here; starting tiles only
    # when too few other rooms are found, cut-off rooms last of all
    far = [r for r in by_distance if not game.rooms[r].start] + \
        [r for r in by_distance if game.rooms[r].start] + \
        [r for r in sorted(st.placements) if r not in walk]
    if "rooms" in spec:
        rooms = [r for r in spec["rooms"] if r in st.placements]
    elif "symbol" in spec:
        rooms = [r for r in far if game.rooms[r].symbol == spec["symbol"]][:spec.get("n", 1)]
    elif "farthest" in spec:
        rooms = far[:spec["farthest"]]
    else:
        rooms = []
    return rooms or [here]


@effect("spawn", card_step=("monster",))
def spawn(game: Game, eff: Effect) -> None:
    st = game.state
    for room in where_rooms(game, eff["who"], eff.get("where", "here")):
        for _ in range(eff.get("n", 1)):
            m = Monster(MONSTER_BASE + len(st.monsters), eff["monster"], room)
            st.monsters.append(m)
            game.emit("monster_spawned", id=m.id, kind=m.kind, room=room)


@effect("haunt_token", card_step=("token",))
def haunt_token(game: Game, eff: Effect) -> None:
    for room in where_rooms(game, eff["who"], eff.get("where", "here")):
        for _ in range(eff.get("n", 1)):
            game.state.tokens.append(Token(eff["token"], room))
            game.emit("token_placed", token=eff["token"], room=room, side=0)


def _lying(game: Game, fid: int, kind: str) -> Token | None:
    room = sides.where(game, fid)[0]
    return next((t for t in game.state.tokens
                 if t.kind == kind and t.room == room and t.holder < 0), None)


@effect("take_token", card_step=("token",))
def take_token(game: Game, eff: Effect) -> None:
    t = _lying(game, eff["who"], eff["token"])
    if t is None:
        return
    game.state.tokens.remove(t)
    game.emit("token_taken", who=eff["who"], token=t.kind, room=t.room)
    add_to_counter(game, eff.get("counter", t.kind), 1)


@effect("carry_token", card_step=("token",))
def carry_token(game: Game, eff: Effect) -> None:
    t = _lying(game, eff["who"], eff["token"])
    if t is not None and not sides.is_monster(eff["who"]):
        t.holder = eff["who"]
        game.emit("token_carried", who=eff["who"], token=t.kind, room=t.room)


@effect("drop_token", card_step=("token",))
def drop_token(game: Game, eff: Effect) -> None:
    for t in game.state.tokens:
        if t.kind == eff["token"] and t.holder == eff["who"]:
            t.holder = -1
            game.emit("token_dropped", who=eff["who"], token=t.kind, room=t.room)
            return


@effect("count", card_step=("counter",))
def count(game: Game, eff: Effect) -> None:
    add_to_counter(game, eff["counter"], eff.get("n", 1))


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


def _monsters_here(game: Game, eff: Effect) -> list[Monster]:
    room = sides.where(game, eff["who"])[0]
    return [m for m in game.state.monsters if m.alive and m.room == room
            and eff.get("monster", m.kind) == m.kind]


@effect("stun_monsters", card_step=())
def stun_monsters(game: Game, eff: Effect) -> None:
    game.push(*({"do": "stun", "id": m.id} for m in _monsters_here(game, eff)))


@effect("kill_monsters", card_step=())
def kill_monsters(game: Game, eff: Effect) -> None:
    game.push(*({"do": "monster_dies", "id": m.id} for m in _monsters_here(game, eff)))


@effect("each_hero", card_step=("steps",))
def each_hero(game: Game, eff: Effect) -> None:
    for seat in reversed(sides.living_heroes(game)):
        game.push_steps(eff["steps"], seat, eff.get("card", ""))


# ---- the haunt's actions ------------------------------------------------------------
def _public_side(game: Game, fid: int) -> str:
    """The side a figure acts for as the table sees it: a hidden traitor does
    what heroes can do, so the choices offered give nothing away."""
    if not sides.is_monster(fid) and sides.hidden_unrevealed(game):
        return "heroes"
    return sides.side_of(game, fid)


def places(game: Game, fid: int, w: dict[str, Any]) -> set[str]:
    """The rooms where an action's `where` holds for this figure (docs/HAUNTS.md)."""
    st = game.state
    if "carrying" in w and not any(t.kind == w["carrying"] and t.holder == fid
                                   for t in st.tokens):
        return set()
    if "holding" in w and (sides.is_monster(fid) or w["holding"] not in game.figure(fid).cards):
        return set()
    rooms = set(st.placements)
    if "room" in w:
        rooms &= set(w["room"])
    if "token" in w:
        rooms &= {t.room for t in st.tokens if t.kind == w["token"] and t.holder < 0}
    if "monster" in w:
        rooms &= {m.room for m in st.monsters if m.alive and m.kind == w["monster"]}
    return rooms


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
    if sides.hidden_unrevealed(game) and st.haunt.secret.get("traitor") == seat:
        acts.append(Reveal())
    return acts


def act(game: Game, seat: int, action: Action) -> bool:
    if isinstance(action, HauntAct):
        game.push(*action_steps(game, seat, action.name))
        return True
    if isinstance(action, Reveal):
        game.push({"do": "reveal", "who": seat})
        return True
    return False
