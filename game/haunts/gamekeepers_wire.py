"""The Gamekeeper's Wire (haunt 42): snares laid in secret.

The traitor lays snares that only the traitor's seat knows of: the rooms are kept in
the haunt's secret part and written on the traitor's secret paper (docs/HAUNTS.md,
Secret papers), which `Game.view` gives that seat alone and the window shows behind
its hand-over. A hero who walks into a snared room springs it; a hero who feels for
wire may find the snares around them first. What the data cannot say:

- the step `gamekeepers_wire.scatter` `{n}`: `n` snares are laid in rooms drawn by
  the dice, never your room nor a room already snared;
- the step `gamekeepers_wire.lay`: you choose in secret (a private prompt, topic
  `lay_snare`) your room or a room one space from it (by any way) with no snare,
  and a snare is laid there; with no such room nothing happens;
- the condition `gamekeepers_wire.snared`: a snare lies in your room. It reads the
  secret, so ask it only where what follows tells the table anyway (an `enter`
  trigger whose steps spring it), never in a `where`, a goal or a hint;
- the step `gamekeepers_wire.spring` `{counter, token}`: the snare in your room
  springs: it is gone from the secret, the counter grows by one, a token of the kind
  is left lying where it was (the wire, for all to see) and, on your own turn, your
  movement ends;
- the step `gamekeepers_wire.sweep` `{counter, token}`: every snare in your room and
  in each room one space from it is found: gone from the secret, the counter grows
  by one for each, a token of the kind is left where each lay.

Every change to the snares rewrites the traitor's paper (`paper_dealt` the first
time, then `paper_changed`, both for the traitor's eyes alone): one line a snare
laid, in the order laid, as set, sprung or found.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.engine.registry import CONDITIONS, effect
from game.engine.rules import sides
from game.engine.rules.haunt_steps import add_to_counter
from game.engine.rules.numbers import amount
from game.engine.rules.placement import house_exits

if TYPE_CHECKING:
    from game.engine.game import Game
    from game.engine.state import Effect

HAUNT = "gamekeepers_wire"
SET, SPRUNG, FOUND = "set", "sprung", "found"


def snares(game: Game) -> list[dict[str, Any]]:
    """Every snare laid: its room and its state (set, sprung, found), in the order laid."""
    return game.state.haunt.secret.setdefault("snares", [])


def set_in(game: Game) -> set[str]:
    """The rooms where a snare is set."""
    return {s["room"] for s in snares(game) if s["state"] == SET}


def _write(game: Game) -> None:
    """Rewrite the traitor's paper from the snares; told to the traitor alone."""
    seat = game.state.haunt.traitor
    if seat is None:
        return
    papers = game.state.haunt.secret.setdefault("papers", {})
    lines = [[f"snare.{s['state']}", s["room"]] for s in snares(game)]
    first = str(seat) not in papers
    papers[str(seat)] = {"key": "snares", "lines": lines}
    if first:
        game.emit("paper_dealt", seat=seat, secret=("lines",), who=seat, lines=lines)
    else:
        game.emit("paper_changed", seat=seat, secret=("who", "lines"), who=seat, lines=lines)


def _lay_in(game: Game, room: str) -> None:
    if room not in set_in(game):
        snares(game).append({"room": room, "state": SET})
        _write(game)


@effect(f"{HAUNT}.scatter", card_step=("n",), outlives=True)
def _scatter(game: Game, eff: Effect) -> None:
    """`n` snares in rooms drawn by the dice, never yours nor one already snared."""
    here = sides.where(game, eff["who"])[0]
    rooms = sorted(set(game.state.placements) - set_in(game) - {here})
    game.shuffle(rooms)
    for room in rooms[:amount(game, eff["n"])]:
        snares(game).append({"room": room, "state": SET})
    _write(game)


@effect(f"{HAUNT}.lay", card_step=())
def _lay(game: Game, eff: Effect) -> None:
    """You choose in secret your room or one a space from it with no snare."""
    who = eff["who"]
    here = sides.where(game, who)[0]
    rooms = [r for r in [here, *house_exits(game, here)] if r not in set_in(game)]
    if not rooms:
        return
    game.ask(who, "choose", rooms, private=True, topic="lay_snare",
             then={r: [{"do": f"{HAUNT}.set", "who": who, "room": r}] for r in rooms})


@effect(f"{HAUNT}.set")
def _set(game: Game, eff: Effect) -> None:
    """The snare chosen in secret is laid (what `lay` asked)."""
    _lay_in(game, eff["room"])


@CONDITIONS.word(f"{HAUNT}.snared", {})
def _snared(game: Game, cond: dict[str, Any], who: int | None) -> bool:
    """A snare is set in your room."""
    return who is not None and sides.where(game, who)[0] in set_in(game)


def _undo(game: Game, rooms: set[str], state: str, eff: Effect) -> int:
    """The snares set in these rooms become `state`; a token of the step's kind is
    left lying in each room; the count of them is returned."""
    hit = [s for s in snares(game) if s["state"] == SET and s["room"] in rooms]
    for s in hit:
        s["state"] = state
        game.push({"do": "haunt_token", "token": eff["token"], "where": s["room"],
                   "who": eff["who"], "card": ""})
    if hit:
        add_to_counter(game, eff["counter"], len(hit))
        _write(game)
    return len(hit)


@effect(f"{HAUNT}.spring", card_step=("counter", "token"))
def _spring(game: Game, eff: Effect) -> None:
    """The snare in your room springs; on your own turn your movement ends."""
    who = eff["who"]
    if _undo(game, {sides.where(game, who)[0]}, SPRUNG, eff) and \
            game.state.turn.seat == who:
        game.state.turn.movement_over = True


@effect(f"{HAUNT}.sweep", card_step=("counter", "token"))
def _sweep(game: Game, eff: Effect) -> None:
    """Every snare in your room and each room one space from it is found."""
    here = sides.where(game, eff["who"])[0]
    _undo(game, {here, *house_exits(game, here)}, FOUND, eff)
