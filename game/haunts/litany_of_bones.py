"""The Litany of Bones (haunt 18): a puzzle of order the heroes must discover.

The haunt file deals its urns face down (4 to 7 by the table), each a rank from 1
up, no two alike, so nobody knows the order until an urn is turned up; they must
be laid to rest lowest rank first. What the data cannot say:

- the token property `litany_of_bones.ranks` (true): the tokens one step places
  get the ranks 1 to n, one each, dealt by the dice (`values` deals from a fixed
  list, which cannot grow with the table);
- which rank comes next, as the table knows it: n (how many urns were dealt)
  less the urns still lying, plus one; nothing hidden decides it;
- `litany_of_bones.next` (`token`): the urn lying in your room has that rank.
  It reads a face-down value, so a haunt asks it only in an `if` step whose
  outcome tells the table anyway (a guess, right or wrong); never in a `where`,
  a goal or a bot hint, which would give the order away;
- the where keys `litany_of_bones.unread` (rooms where a face-down urn lies),
  `litany_of_bones.read` (a face-up urn, while another lies face down) and
  `litany_of_bones.open` (an urn that may still be the next as far as the table
  knows: face down, or face up with the next rank), all from what the table
  sees, so bots, which head for the rooms where keys give, never learn the order;
- the steps `litany_of_bones.lay` `{token}` (the urn in your room is laid to
  rest: taken from the house and turned up, no counter) and
  `litany_of_bones.shuffle` `{token}` (the urn in your room turns face down and
  the ranks of every face-down urn are dealt again among them by the dice).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.engine.registry import ACTION_WHERE, CONDITIONS, TOKEN_PROPS, effect
from game.engine.rules import sides

if TYPE_CHECKING:
    from game.engine.game import Game
    from game.engine.state import Effect, Token

HAUNT = "litany_of_bones"


def lying(game: Game, kind: str) -> list[Token]:
    return [t for t in game.state.tokens if t.kind == kind and t.holder < 0]


def _here(game: Game, fid: int, kind: str) -> Token | None:
    room = sides.where(game, fid)[0]
    return next((t for t in lying(game, kind) if t.room == room), None)


def next_rank(game: Game, kind: str) -> int | None:
    """The rank to lay to rest next, as the table knows it (None: none lies). The
    ranks are 1 to n, one each (`ranks`), and go in order, so the highest rank
    lying is n, the number of urns dealt, which everyone counted; the next is n
    less those still lying, plus one."""
    urns = lying(game, kind)
    return max(t.value for t in urns) - len(urns) + 1 if urns else None


def _open(game: Game, t: Token) -> bool:
    """Could this urn be the next, as the table knows? Face down, or turned up
    with the next rank."""
    return t.face_down or t.value == next_rank(game, t.kind)


@TOKEN_PROPS.word(f"{HAUNT}.ranks", {f"{HAUNT}.ranks": "bool"}, on="placed")
def _ranks(game: Game, tokens: list[Token], value: bool) -> None:
    """The tokens one step places get the ranks 1 to n (n: how many it places),
    one each, dealt by the dice; written after `values`, it deals over them (the
    board shows a turned-up token's value only for a kind with `values`)."""
    if not value:
        return
    ranks = list(range(1, len(tokens) + 1))
    game.shuffle(ranks)
    for t, rank in zip(tokens, ranks, strict=True):
        t.value = rank


@CONDITIONS.word(f"{HAUNT}.next", {"token": "token"})
def _next(game: Game, cond: dict[str, Any], who: int | None) -> bool:
    """The token lying in your room has the next rank (its true value, face down
    or not): for an `if` step whose outcome is told anyway."""
    t = _here(game, who, cond["token"]) if who is not None else None
    return t is not None and t.value == next_rank(game, t.kind)


@ACTION_WHERE.word(f"{HAUNT}.unread", {f"{HAUNT}.unread": "token"})
def _unread(game: Game, fid: int, value: Any) -> set[str]:
    """In a room where a face-down token of this kind lies."""
    return {t.room for t in lying(game, value) if t.face_down}


@ACTION_WHERE.word(f"{HAUNT}.read", {f"{HAUNT}.read": "token"})
def _read(game: Game, fid: int, value: Any) -> set[str]:
    """In a room where a face-up token of this kind lies, while another lies face
    down (so scattering always deals ranks anew)."""
    urns = lying(game, value)
    if not any(t.face_down for t in urns):
        return set()
    return {t.room for t in urns if not t.face_down}


@ACTION_WHERE.word(f"{HAUNT}.open", {f"{HAUNT}.open": "token"})
def _open_rooms(game: Game, fid: int, value: Any) -> set[str]:
    """In a room where a token of this kind lies that may be the next as far as
    the table knows: face down, or face up with the next rank."""
    return {t.room for t in lying(game, value) if _open(game, t)}


@effect(f"{HAUNT}.lay", card_step=("token",))
def _lay(game: Game, eff: Effect) -> None:
    """The token in your room is laid to rest: taken from the house, turned up."""
    t = _here(game, eff["who"], eff["token"])
    if t is None:
        return
    game.state.tokens.remove(t)
    t.face_down = False
    game.emit("token_taken", who=eff["who"], token=t.kind, room=t.room, value=t.value)


@effect(f"{HAUNT}.shuffle", card_step=("token",))
def _shuffle(game: Game, eff: Effect) -> None:
    """The token in your room turns face down, and the values of every face-down
    token of its kind are dealt again among them by the dice."""
    t = _here(game, eff["who"], eff["token"])
    if t is None:
        return
    t.face_down = True
    hidden = [u for u in lying(game, t.kind) if u.face_down]
    values = [u.value for u in hidden]
    game.shuffle(values)
    for u, v in zip(hidden, values, strict=True):
        u.value = v
    game.emit("token_shuffled", who=eff["who"], token=t.kind, room=t.room, n=len(hidden))
