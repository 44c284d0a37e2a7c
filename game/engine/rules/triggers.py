"""Triggers (docs/HAUNTS.md, Triggers): a haunt's steps that run by themselves
when something happens — a round starts or ends, a turn ends, someone enters a
room, a counter reaches a number, a figure dies, a token is taken or picked up.

A trigger listens to the engine's events: every word names the events it hears
and, for one of them, who the steps run for ("you"), or None when it does not
fire. Steps are pushed to run next, after the effect that emitted the event.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.engine.registry import TRIGGERS
from game.engine.rules import sides
from game.engine.rules.conditions import holds
from game.engine.rules.numbers import amount

if TYPE_CHECKING:
    from game.engine.events import Event
    from game.engine.game import Game

Trigger = dict[str, Any]
SHARED = {"if": "condition", "once": "bool", "as": "who", "steps": "steps"}


def listens(*events: str) -> dict[str, Any]:
    """The events a trigger word hears."""
    return {"events": frozenset(events)}


def fire(game: Game, event: Event) -> None:
    """Run every trigger of the haunt that this event sets off."""
    h = sides.haunt_def(game)
    if h is None or not h.triggers or not game.state.haunt.ready:
        return
    for i, trig in enumerate(h.triggers):
        word = TRIGGERS[trig["on"]]
        if event.kind not in word.extra["events"]:
            continue
        key = f"trigger:{i}"
        if trig.get("once") and key in game.state.haunt.fired:
            continue
        actor = word.run(game, trig, event)
        if actor is None:
            continue
        if "as" in trig:
            actor = _as(game, trig["as"], actor)
            if actor is None:
                continue
        if "if" in trig and not holds(game, trig["if"], actor):
            continue
        if trig.get("once"):
            game.state.haunt.fired.append(key)
        game.emit("trigger", haunt=h.id, index=i, on=trig["on"])
        game.push_steps(trig["steps"], actor, "")


def _as(game: Game, who: str, actor: int) -> int | None:
    if who == "traitor":
        return sides.true_traitor(game)
    return actor


def _anchor(game: Game) -> int:
    return sides.true_traitor(game) if sides.true_traitor(game) is not None else \
        game.state.haunt.anchor


@TRIGGERS.word("round_end", {}, {"round": "number", **SHARED}, **listens("round"))
def _round_end(game: Game, trig: Trigger, event: Event) -> int | None:
    """At the end of every haunt round (or only of round `round`); you = the traitor."""
    n = event.data["n"]
    return _anchor(game) if "round" not in trig or n == amount(game, trig["round"]) else None


@TRIGGERS.word("round_start", {}, {"round": "number", **SHARED},
               **listens("round", "haunt_ready"))
def _round_start(game: Game, trig: Trigger, event: Event) -> int | None:
    """As every haunt round begins, the first included (or only round `round`);
    you = the traitor."""
    n = event.data["n"] + 1 if event.kind == "round" else 1
    return _anchor(game) if "round" not in trig or n == amount(game, trig["round"]) else None


@TRIGGERS.word("turn_end", {}, {"who": "who", **SHARED}, **listens("turn_ended"))
def _turn_end(game: Game, trig: Trigger, event: Event) -> int | None:
    """When an explorer's turn ends (of a kind, if `who`); you = that explorer."""
    seat = event.data["who"]
    alive = game.figure(seat).in_house
    return seat if alive and sides.is_kind(game, seat, trig.get("who"), public=True) else None


@TRIGGERS.word("enter", {}, {"room": "rooms", "token": "token", "room_state": "room_state",
                             "who": "who", **SHARED},
               **listens("moved", "monster_moved"))
def _enter(game: Game, trig: Trigger, event: Event) -> int | None:
    """When a figure (of a kind) comes into a room: one of `room`, one holding a
    `token`, or one in a `room_state`; you = that figure."""
    fid = event.data["id"] if event.kind == "monster_moved" else event.data["who"]
    room = event.data["to"]
    if "room" in trig and room not in trig["room"]:
        return None
    if "token" in trig and not any(t.room == room and t.kind == trig["token"]
                                   for t in game.state.tokens):
        return None
    if "room_state" in trig and trig["room_state"] not in game.state.haunt.rooms.get(room, {}):
        return None
    return fid if sides.is_kind(game, fid, trig.get("who"), public=True) else None


@TRIGGERS.word("discover", {}, {"who": "who", **SHARED}, **listens("moved"))
def _discover(game: Game, trig: Trigger, event: Event) -> int | None:
    """When an explorer (of a kind) moves into a room just discovered, the new tile
    placed (R5.1-R5.3); you = that explorer."""
    seat = event.data["who"]
    if not event.data.get("discovered"):
        return None
    return seat if sides.is_kind(game, seat, trig.get("who"), public=True) else None


@TRIGGERS.word("counter", {"counter": "counter", "at_least": "number"}, SHARED,
               **listens("counter"))
def _counter(game: Game, trig: Trigger, event: Event) -> int | None:
    """When a counter reaches a number (once, as it gets there); you = the traitor."""
    if event.data["counter"] != trig["counter"]:
        return None
    return _anchor(game) if event.data["value"] == amount(game, trig["at_least"]) else None


@TRIGGERS.word("death", {}, {"who": "who", **SHARED}, **listens("died", "monster_died"))
def _death(game: Game, trig: Trigger, event: Event) -> int | None:
    """When a figure (of a kind) dies; you = the traitor."""
    fid = event.data["id"] if event.kind == "monster_died" else event.data["who"]
    return _anchor(game) if sides.is_kind(game, fid, trig.get("who")) else None


@TRIGGERS.word("token_taken", {"token": "token"}, SHARED, **listens("token_taken"))
def _token_taken(game: Game, trig: Trigger, event: Event) -> int | None:
    """When a token of this kind is taken from the house; you = whoever took it."""
    return event.data["who"] if event.data["token"] == trig["token"] else None


@TRIGGERS.word("token_carried", {"token": "token"}, SHARED, **listens("token_carried"))
def _token_carried(game: Game, trig: Trigger, event: Event) -> int | None:
    """When a token of this kind is picked up; you = whoever picked it up."""
    return event.data["who"] if event.data["token"] == trig["token"] else None
