"""Hold Your Breath (haunt 32): a blind monster that hunts by noise.

Every sound an explorer makes leaves a noise token where they stand; the
Eyeless sees nothing and nobody steers it: on its turn it walks by itself
toward the loudest room and falls on whoever it finds where the noise is.
What the data cannot say:
- `hold_your_breath.noise` (trigger, optional `who`): an explorer (of a kind)
  makes a sound: rolls dice (any roll of theirs, the monsters' move roll left
  out), fights (attacker or defender: one sound a fight) or opens a door on
  the unknown (draws a room tile); you = that explorer;
- `hold_your_breath.hears` (monster power, `token`): the kind is blind; its
  controller does not move it. On its move it goes by itself, with the spaces
  its Speed roll gave, toward the room with the most tokens of this kind (ties:
  the one placed last; none: it stands still). Coming into a room where such
  tokens lie, it has found the sound: the tokens there are gone, and it attacks
  the hero there with the lowest Might (ties: the first seat), which ends its
  move. It never attacks anyone in a silent room. With `state`, a room it
  silences leaves that room state (the board's mark for a loud room);
- `hold_your_breath.fade` (step, `token`, optional `state`): every room holding
  such tokens loses one (old noise dies away); one left silent leaves the state.
"""

from __future__ import annotations

from collections import deque
from typing import TYPE_CHECKING, Any

from game.engine.registry import POWERS, TRIGGERS, effect, intercept
from game.engine.rules import combat, modifiers, sides
from game.engine.rules.monsters import _way_to, leave_cost, monster_exits
from game.engine.rules.room_rule import rule_of
from game.engine.rules.traits import value
from game.engine.rules.triggers import SHARED, listens

if TYPE_CHECKING:
    from game.engine.events import Event
    from game.engine.game import Game
    from game.engine.state import Effect, Monster

HAUNT = "hold_your_breath"


# ---- the sound ------------------------------------------------------------------------
def _maker(game: Game, event: Event) -> int | None:
    """The explorer a sound comes from, if any."""
    d = event.data
    if event.kind == "dice":
        fid = d.get("who") if d.get("purpose") != "monster_move" else None
    elif event.kind == "attack":
        fid = next((f for f in (d["who"], d["target"]) if not sides.is_monster(f)), None)
    else:  # a room tile drawn: a door opened on the unknown
        fid = d.get("who")
    if not isinstance(fid, int) or sides.is_monster(fid) or not game.figure(fid).in_house:
        return None
    return fid


@TRIGGERS.word(f"{HAUNT}.noise", {}, {"who": "who", **SHARED},
               **listens("dice", "attack", "tile_drawn"))
def _noise(game: Game, trig: dict[str, Any], event: Event) -> int | None:
    """An explorer (of a kind) rolls dice, fights or draws a room tile; you = them."""
    fid = _maker(game, event)
    if fid is None or not sides.is_kind(game, fid, trig.get("who"), public=True):
        return None
    return fid


def hush(game: Game, room: str, kind: str, state: str | None) -> None:
    """A room where no token of this kind lies any more leaves the state (if named)."""
    marks = game.state.haunt.rooms.get(room, {})
    if state is None or state not in marks or \
            any(t.kind == kind and t.holder < 0 and t.room == room for t in game.state.tokens):
        return
    del marks[state]
    if not marks:
        del game.state.haunt.rooms[room]
    game.emit("room_changed", room=room, state=state, on=False)


@effect(f"{HAUNT}.fade", card_step=("token",), outlives=True)
def _fade(game: Game, eff: Effect) -> None:
    """Every room holding such tokens loses one; one left silent leaves the state."""
    toks = game.state.tokens
    for room in dict.fromkeys(t.room for t in toks if t.kind == eff["token"] and t.holder < 0):
        t = next(t for t in toks if t.kind == eff["token"] and t.holder < 0 and t.room == room)
        toks.remove(t)
        game.emit("token_removed", token=t.kind, room=room)
        hush(game, room, t.kind, eff.get("state"))


# ---- the blind hunter ---------------------------------------------------------------------
@POWERS.word(f"{HAUNT}.hears", {"token": "token"}, {"state": "room_state"})
def _hears(game: Game, m: Monster, p: dict[str, Any]) -> str:
    """The kind of token it walks toward."""
    return str(p["token"])


def loudest(game: Game, kind: str) -> str | None:
    """The room with the most tokens of this kind lying in it; ties: the one
    where the last of them was placed."""
    count: dict[str, int] = {}
    last: dict[str, int] = {}
    for i, t in enumerate(game.state.tokens):
        if t.kind == kind and t.holder < 0:
            count[t.room] = count.get(t.room, 0) + 1
            last[t.room] = i
    return max(count, key=lambda r: (count[r], last[r]), default=None)


def toward(game: Game, m: Monster, goal: str) -> str | None:
    """The first room on a shortest monster's way from its room to `goal`."""
    closed = modifiers.closed_rooms(game, m.id)
    first: dict[str, str] = {}
    todo = deque([m.room])
    seen = {m.room}
    while todo:
        room = todo.popleft()
        if room == goal:
            return first.get(room)
        for other in monster_exits(game, room, m.id):
            if other in seen or other in closed:
                continue
            seen.add(other)
            first[other] = first.get(room, other)
            todo.append(other)
    return None


def prey(game: Game, m: Monster) -> int | None:
    """The hero in its room it falls on: the lowest Might, then the first seat."""
    mdef = sides.monster_def(game, m)
    found = [t for t in combat.targets(game, m.id, mdef.attack, False)
             if not sides.is_monster(t)]
    return min(found, key=lambda s: (value(game, s, "might"), s), default=None)


def _stop(game: Game, m: Monster) -> None:
    m.moves = 0
    game.push(*rule_of(game, m.room).monster_stops(game, m, m.room))


@intercept(HAUNT, "monster_act")
def _blind(game: Game, eff: Effect) -> bool:
    """A monster with `hears` moves and attacks by itself (nobody is asked)."""
    m = sides.monster(game, eff["id"])
    if not m.alive or m.stunned:
        return False  # the engine's own handler (a stunned one stands up)
    power = sides.monster_def(game, m).powers.get(f"{HAUNT}.hears")
    if not isinstance(power, dict):
        return False
    kind = power["token"]
    again = {"do": "monster_act", "id": m.id}
    noise = [t for t in game.state.tokens if t.kind == kind and t.holder < 0
             and t.room == m.room]
    if noise:
        for t in noise:
            game.state.tokens.remove(t)
        game.emit("token_removed", token=kind, room=m.room, n=len(noise))
        hush(game, m.room, kind, power.get("state"))
        target = prey(game, m) if not m.attacked else None
        if target is not None:
            m.attacked = True
            game.push(combat.attack_effect(game, m.id, target))
            _stop(game, m)
            return True
    goal = loudest(game, kind)
    hop = toward(game, m, goal) if goal is not None else None
    if hop is None or m.moves < leave_cost(game, m):
        _stop(game, m)
        return True
    way = _way_to(game, m.room, hop)
    game.push({"do": "monster_step", "id": m.id, "to": hop, "cost": leave_cost(game, m),
               "via": way.how if way else "door", "owner": way.owner if way else ""}, again)
    return True
