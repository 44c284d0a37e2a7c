"""Where the bots head (docs/HAUNTS.md, Bots): the words a haunt's
`bots.<side>.goto` may use, registered in BOT_TARGETS so that the content
validator checks a hint against the same words the bots read.

A hint is `word` or `word:arg` (the argument fills the word's one parameter);
any other string is a room id (the `room` word). Each word names rooms for one
figure as that figure knows the game: a hero does not know a hidden traitor
(R9.12). The words only read the state.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.engine.registry import BOT_TARGETS
from game.engine.rules import sides

if TYPE_CHECKING:
    from game.engine.game import Game

EXIT = "entrance_hall"  # the way out of the house


def parse(hint: str) -> tuple[str, dict[str, str]]:
    """A hint as (word, parameters): `hero`, `token:idol` -> ("token", {"token":
    "idol"}); a string that names no word is a room id."""
    name, colon, arg = hint.partition(":")
    if name in BOT_TARGETS:
        word = BOT_TARGETS[name]
        keys = [*word.params, *word.optional]
        if not colon:
            return name, {}
        if keys:
            return name, {keys[0]: arg}
    return "room", {"room": hint}


def rooms(game: Game, fid: int, hint: str) -> set[str]:
    """The rooms a hint names for this figure (rooms in the house only)."""
    name, params = parse(hint)
    return BOT_TARGETS[name].run(game, fid, params) & set(game.state.placements)


def acts_there(hint: str) -> bool:
    """Does the hint name places to act at (a token to take, an opponent to stop)
    rather than places to stand in?"""
    return bool(BOT_TARGETS[parse(hint)[0]].extra.get("act"))


# ---- who this figure knows to be who -------------------------------------------------
def known_foes(game: Game, fid: int) -> list[int]:
    """Figures in play this one knows to be against it: the traitor's side knows
    every hero; a hero knows what the table knows (R9.12)."""
    mine = sides.side_of(game, fid)
    return [o for o in sides.figures(game) if o != fid and (
        sides.side_of(game, o) != mine if mine == "traitor" else sides.opposed(game, fid, o))]


def known_heroes(game: Game, fid: int) -> list[int]:
    """The other heroes in the house as this figure knows them: while a traitor
    hides, a hero cannot tell it from the heroes (R9.12)."""
    if sides.hidden_unrevealed(game) and sides.side_of(game, fid) == "heroes":
        return [f.seat for f in game.state.figures if f.in_house and f.seat != fid]
    return [s for s in sides.living_heroes(game) if s != fid]


def _rooms_of(game: Game, fids: list[int]) -> set[str]:
    return {sides.where(game, f)[0] for f in fids}


# ---- the words ---------------------------------------------------------------------
@BOT_TARGETS.word("room", {"room": "room"})
def _room(game: Game, fid: int, params: dict[str, Any]) -> set[str]:
    """A room by id (written as the plain id)."""
    return {params["room"]}


@BOT_TARGETS.word("exit")
def _exit(game: Game, fid: int, params: dict[str, Any]) -> set[str]:
    """The Entrance Hall."""
    return {EXIT}


@BOT_TARGETS.word("monster", optional={"monster": "monster"})
def _monster(game: Game, fid: int, params: dict[str, Any]) -> set[str]:
    """Rooms with a living monster (of a kind: `monster:<kind>`)."""
    kind = params.get("monster")
    return {m.room for m in game.state.monsters if m.alive and kind in (None, m.kind)}


@BOT_TARGETS.word("hero")
def _hero(game: Game, fid: int, params: dict[str, Any]) -> set[str]:
    """Rooms with another hero, as this figure knows the heroes."""
    return _rooms_of(game, known_heroes(game, fid))


@BOT_TARGETS.word("traitor")
def _traitor(game: Game, fid: int, params: dict[str, Any]) -> set[str]:
    """The rooms of the traitor's side's explorers everyone knows (the traitor, its
    allies), never this figure's own."""
    return _rooms_of(game, [s for s in sides.traitor_side(game, public=True)
                            if s != fid and sides.present(game, s)])


@BOT_TARGETS.word("token", {"token": "token"}, act=True)
def _token(game: Game, fid: int, params: dict[str, Any]) -> set[str]:
    """Rooms where a token of this kind lies or a known opponent carries one
    (`token:<kind>`)."""
    foes = set(known_foes(game, fid))
    return {t.room for t in game.state.tokens
            if t.kind == params["token"] and (t.holder < 0 or t.holder in foes)}
