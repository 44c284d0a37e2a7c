"""Every Step Twice (haunt 39): every hero's shadow walks the hero's steps a round late.

At the reveal each hero's echo rises where the hero stands, and from then on it
goes where its hero went, one round behind: the house remembers every room a
hero comes into, and on the monsters' turn each echo walks, room by room, the
rooms its hero came into the round before, striking the first hero it meets.
What the data cannot say:
- `every_step_twice.rise` (step, `monster`): one monster of the kind rises in each
  living hero's room, bound to that hero (its echo);
- `every_step_twice.trace` (step): the room you just came into is written on your
  trail for this haunt round (run it from an `enter` trigger for heroes);
- `every_step_twice.echoes` (monster power, `token`): the kind is a hero's echo and
  nobody moves it (the module takes over `monster_group` and `monster_act` for it;
  no Speed roll). On its turn it walks, one room after another and however far
  apart, the rooms its hero came into during the haunt round before this one, in
  order. In the room where its turn begins and in each room it comes into, it is
  first caught if a token of this kind lies there (event `echo_caught`: it lies
  stunned and its walk ends; the trigger `every_step_twice.caught` hears it),
  else it strikes once a turn, its own hero first, else the hero there with the
  lowest value in the trait it attacks with (ties: the first seat), and walks on;
- `every_step_twice.caught` (trigger): an echo was caught; you = the echo, so
  `take_token` takes the token from its room.
The echoes' bonds and the heroes' trails are kept in the haunt's state under
`secret` (no screen needs them: the table sees the echoes walk).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.engine.registry import POWERS, TRIGGERS, effect, intercept
from game.engine.rules import combat, sides
from game.engine.rules.room_rule import rule_of
from game.engine.rules.traits import value
from game.engine.rules.triggers import SHARED, listens
from game.engine.state import MONSTER_BASE, Monster

if TYPE_CHECKING:
    from game.engine.events import Event
    from game.engine.game import Game
    from game.engine.state import Effect

HAUNT = "every_step_twice"
POWER = f"{HAUNT}.echoes"


def _bonds(game: Game) -> dict[str, int]:
    """Echo id (as text) -> the seat of its hero."""
    return game.state.haunt.secret.setdefault("echoes", {})


def trail(game: Game, seat: int) -> list[list[Any]]:
    """A hero's trail: [room, haunt round] for every room they came into, in order."""
    return game.state.haunt.secret.setdefault("trails", {}).setdefault(str(seat), [])


def hero_of(game: Game, m: Monster) -> int | None:
    """The hero this echo belongs to."""
    return _bonds(game).get(str(m.id))


@effect(f"{HAUNT}.rise", card_step=("monster",), outlives=True)
def _rise(game: Game, eff: Effect) -> None:
    """An echo of the kind rises in each living hero's room, bound to that hero."""
    st = game.state
    for seat in sides.living_heroes(game):
        m = Monster(MONSTER_BASE + len(st.monsters), eff["monster"], game.figure(seat).room)
        st.monsters.append(m)
        _bonds(game)[str(m.id)] = seat
        game.emit("monster_spawned", id=m.id, kind=m.kind, room=m.room)


@effect(f"{HAUNT}.trace", card_step=())
def _trace(game: Game, eff: Effect) -> None:
    """The room you just came into goes on your trail for this haunt round."""
    who = eff["who"]
    if sides.is_monster(who):
        return
    trail(game, who).append([game.figure(who).room, game.state.haunt.round])


@POWERS.word(POWER, {"token": "token"})
def _echoes(game: Game, m: Monster, p: dict[str, Any]) -> str:
    """The kind of token that catches it."""
    return str(p["token"])


@TRIGGERS.word(f"{HAUNT}.caught", {}, dict(SHARED), **listens("echo_caught"))
def _caught(game: Game, trig: dict[str, Any], event: Event) -> int | None:
    """An echo was caught; you = the echo."""
    return int(event.data["id"])


def _power(game: Game, m: Monster) -> dict[str, Any] | None:
    power = sides.monster_def(game, m).powers.get(POWER)
    return power if isinstance(power, dict) else None


@intercept(HAUNT, "monster_group")
def _no_roll(game: Game, eff: Effect) -> bool:
    """Echoes make no Speed roll: they walk as far as their hero went."""
    h = sides.haunt_def(game)
    assert h is not None
    if POWER not in h.monsters[eff["kind"]].powers:
        return False
    for m in game.state.monsters:
        if m.kind == eff["kind"] and m.alive:
            m.moves, m.attacked = 0, False
    return True


def prey(game: Game, m: Monster) -> int | None:
    """The hero in its room it strikes: its own hero, else the lowest value in the
    trait it attacks with, then the first seat."""
    trait = sides.monster_def(game, m).attack
    found = [t for t in combat.targets(game, m.id, trait, False) if not sides.is_monster(t)]
    own = hero_of(game, m)
    return min(found, key=lambda s: (s != own, value(game, s, trait), s), default=None)


def steps_due(game: Game, seat: int) -> list[list[Any]]:
    """The rooms a hero came into during the round before this one still to walk;
    anything older is forgotten."""
    steps = trail(game, seat)
    now = game.state.haunt.round
    steps[:] = [s for s in steps if s[1] >= now - 1]
    return [s for s in steps if s[1] == now - 1]


def _catch(game: Game, m: Monster, kind: str) -> bool:
    """A token of the kind lies in its room: it is caught, and its walk ends."""
    if not any(t.kind == kind and t.holder < 0 and t.room == m.room for t in game.state.tokens):
        return False
    m.stunned, m.moves = True, 0
    seat = hero_of(game, m)
    if seat is not None:
        steps = trail(game, seat)
        steps[:] = [s for s in steps if s[1] >= game.state.haunt.round]
    game.emit("echo_caught", id=m.id, kind=m.kind, room=m.room)
    return True


@intercept(HAUNT, "monster_act")
def _walk(game: Game, eff: Effect) -> bool:
    """An echo walks its hero's steps of the round before, by itself."""
    m = sides.monster(game, eff["id"])
    power = _power(game, m) if m.alive and not m.stunned else None
    if power is None:
        return False  # the engine's own handler (a stunned one stands up)
    if _catch(game, m, power["token"]):
        return True
    again = {"do": "monster_act", "id": m.id}
    target = prey(game, m) if not m.attacked else None
    if target is not None:
        m.attacked = True
        game.push(combat.attack_effect(game, m.id, target), again)
        return True
    seat = hero_of(game, m)
    due = steps_due(game, seat) if seat is not None else []
    if seat is None or not due:
        game.push(*rule_of(game, m.room).monster_stops(game, m, m.room))
        return True
    room = due[0][0]
    trail(game, seat).remove(due[0])
    if room != m.room:
        game.emit("monster_moved", id=m.id, kind=m.kind, frm=m.room, to=room, cost=0,
                  via="echo")
        m.room, m.side = room, 0
    game.push(again)
    return True
