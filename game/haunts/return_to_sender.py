"""Return to Sender (haunt 23): every hero is dealt a sealed letter, a secret goal
only they may read.

The haunt file lays keepsakes in the farthest rooms, one per hero and two more, and
deals each hero a letter naming the room of one of them. Only the letter's holder
may deliver it, by laying it on that keepsake; the traitor burns keepsakes without
knowing which ones letters name. What the data cannot say:

- secret papers: a paper is dealt to one seat alone and kept in the haunt's secret
  part (`HauntState.secret["papers"][str(seat)] = {"key": ..., "rooms": [...]}`);
  `Game.view` gives a seat its own paper only (`haunt.mine.paper`), the window shows
  it behind that seat's hand-over (`haunt.<id>.<key>` with `{rooms}` filled in), and
  the events that tell of it carry its contents only for its holder;
- the step `return_to_sender.deal` `{token}`: every living hero is dealt a sealed
  letter naming one room where such a token lies, no two alike while rooms last,
  by the dice;
- the condition `return_to_sender.yours` (`token`): such a token lies in your room
  and your own sealed letter names it. It reads your secret, so a haunt asks it only
  in an `if` step whose outcome tells the table anyway (the letter is delivered or
  it is not), never in a `where` or a hint;
- the condition `return_to_sender.settled` (`who`): no letter is still sealed (each
  one delivered or lost). Asked for a hero, its rooms are those of that hero's own
  sealed letters, so a bot walks to its own keepsake and to nobody else's; asked
  for no one (the traitor's side), every room where a token of the kind `deal`
  dealt letters for lies (it names no token itself, so an action at any keepsake
  is not one that "advances" it, and a hero whose letter is settled goes on to
  its hints instead of trying keepsakes that are not its own);
- the steps `return_to_sender.deliver` `{token}` (the token in your room is taken
  from the house and your letter naming it is delivered), `return_to_sender.burn`
  `{token, counter}` (the token in your room is burned, taken from the house; each
  sealed letter naming a room where no such token is left is lost, and the counter
  grows by one for each) and `return_to_sender.bury` `{counter}` (every sealed
  letter of a dead hero is lost with them; the counter grows by one for each).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.engine.registry import CONDITIONS, effect
from game.engine.rules import sides
from game.engine.rules.haunt_steps import add_to_counter
from game.engine.rules.numbers import amount

if TYPE_CHECKING:
    from game.engine.game import Game
    from game.engine.state import Effect, Token

HAUNT = "return_to_sender"
SEALED, DELIVERED, LOST = "sealed", "delivered", "lost"


# ---- secret papers ---------------------------------------------------------------------
def papers(game: Game) -> dict[str, dict[str, Any]]:
    """Every seat's secret paper, by seat (as a string: the state is JSON)."""
    return game.state.haunt.secret.setdefault("papers", {})


def letters(game: Game) -> list[dict[str, Any]]:
    """Every letter dealt: its holder's seat, the room it names, its state."""
    return game.state.haunt.secret.setdefault("letters", [])


def write(game: Game, seat: int, *, dealt: bool) -> None:
    """Write a seat's paper from its letters, one line each in the order dealt
    (`dealt`: for the first time, which the table sees happen; a change is told to
    its holder alone). Every hero holds as many letters, so every paper has as
    many lines, whatever became of them."""
    lines = [[f"letter.{x['state']}", x["room"]] for x in letters(game) if x["seat"] == seat]
    papers(game)[str(seat)] = {"key": "letters", "lines": lines}
    if dealt:
        game.emit("paper_dealt", seat=seat, secret=("lines",), who=seat, lines=lines)
    else:
        game.emit("paper_changed", seat=seat, secret=("who", "lines"), who=seat, lines=lines)


def sealed(game: Game, seat: int | None = None) -> list[dict[str, Any]]:
    """The letters still sealed (of one seat, if given)."""
    return [x for x in letters(game) if x["state"] == SEALED and seat in (None, x["seat"])]


def lying(game: Game, kind: str) -> list[Token]:
    return [t for t in game.state.tokens if t.kind == kind and t.holder < 0]


def _here(game: Game, fid: int, kind: str) -> Token | None:
    room = sides.where(game, fid)[0]
    return next((t for t in lying(game, kind) if t.room == room), None)


# ---- the words -------------------------------------------------------------------------
@effect(f"{HAUNT}.deal", card_step=("token", "n"))
def _deal(game: Game, eff: Effect) -> None:
    """Every living hero is dealt `n` sealed letters, each naming a room where such a
    token lies, no two alike while the rooms last, by the dice."""
    game.state.haunt.secret["keepsake"] = eff["token"]  # which tokens letters name
    rooms = sorted({t.room for t in lying(game, eff["token"])})
    if not rooms:
        return
    game.shuffle(rooms)
    heroes = sides.living_heroes(game)
    n = amount(game, eff["n"])
    for i in range(n * len(heroes)):
        letters(game).append({"seat": heroes[i % len(heroes)], "room": rooms[i % len(rooms)],
                              "state": SEALED})
    for seat in heroes:
        write(game, seat, dealt=True)


@CONDITIONS.word(f"{HAUNT}.yours", {"token": "token"})
def _yours(game: Game, cond: dict[str, Any], who: int | None) -> bool:
    """Such a token lies in your room and your own sealed letter names it."""
    if who is None or _here(game, who, cond["token"]) is None:
        return False
    return any(x["room"] == sides.where(game, who)[0] for x in sealed(game, who))


def _settled_progress(game: Game, cond: dict[str, Any], who: int | None) -> float:
    """The share of letters no longer sealed (the table counts them)."""
    return 1 - len(sealed(game)) / max(1, len(letters(game)))


def _settled_rooms(game: Game, cond: dict[str, Any], who: int | None) -> set[str]:
    """For a hero: the rooms its own sealed letters name; for no one: every room
    where a keepsake may still wait (what the table sees)."""
    if who is not None and not sides.is_monster(who) and \
            sides.side_of(game, who) == "heroes":
        return {x["room"] for x in sealed(game, who)}
    kind = game.state.haunt.secret.get("keepsake")
    return {t.room for t in lying(game, kind)} if kind else set()


@CONDITIONS.word(f"{HAUNT}.settled", {}, {"who": "who"}, progress=_settled_progress,
                 rooms=_settled_rooms)
def _settled(game: Game, cond: dict[str, Any], who: int | None) -> bool:
    """No letter is still sealed: each one was delivered or lost."""
    return bool(letters(game)) and not sealed(game)


@effect(f"{HAUNT}.deliver", card_step=("token",))
def _deliver(game: Game, eff: Effect) -> None:
    """The token in your room is taken from the house and your letter naming its
    room is delivered."""
    who = eff["who"]
    t = _here(game, who, eff["token"])
    letter = next((x for x in sealed(game, who) if t is not None and x["room"] == t.room), None)
    if t is None or letter is None:
        return
    game.state.tokens.remove(t)
    game.emit("token_taken", who=who, token=t.kind, room=t.room)
    letter["state"] = DELIVERED
    write(game, who, dealt=False)


def _lose(game: Game, lost: list[dict[str, Any]], counter: str) -> None:
    for x in lost:
        x["state"] = LOST
    for seat in sorted({x["seat"] for x in lost}):
        write(game, seat, dealt=False)
    if lost:
        add_to_counter(game, counter, len(lost))


@effect(f"{HAUNT}.burn", card_step=("token", "counter"), outlives=True)
def _burn(game: Game, eff: Effect) -> None:
    """The token in your room is burned (taken from the house); every sealed letter
    naming a room where no such token is left is lost."""
    t = _here(game, eff["who"], eff["token"])
    if t is None:
        return
    game.state.tokens.remove(t)
    game.emit("token_taken", who=eff["who"], token=t.kind, room=t.room)
    left = {u.room for u in lying(game, t.kind)}
    _lose(game, [x for x in sealed(game) if x["room"] not in left], eff["counter"])


@effect(f"{HAUNT}.bury", card_step=("counter",), outlives=True)
def _bury(game: Game, eff: Effect) -> None:
    """Every sealed letter of a dead hero is lost with them."""
    _lose(game, [x for x in sealed(game) if not game.figure(x["seat"]).alive], eff["counter"])
