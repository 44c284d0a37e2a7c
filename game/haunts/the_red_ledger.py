"""The Red Ledger (haunt 38): the house bargains.

The house sells the heroes what they need, a page of its ledger, a step of
strength, a way through its walls, and writes each sale down as a debt that the
signer carries; every debt feeds the house each round, and its Bailiffs come to
call debts in. What the data cannot say:
- `the_red_ledger.sign` (step, `token`): a new token of this kind is put in
  your room and carried by you at once (a debt of your own: it never picks up
  another's dropped debt);
- `the_red_ledger.interest` (step, `token`, `counter`): the counter grows by
  the number of such tokens in the house, carried or dropped;
- `the_red_ledger.collect` (step, `token`, `counter`, `n`, `damage`): one such
  token carried by a hero in your room (the hero carrying the most; ties: the
  first seat) is taken from the house, the counter grows by `n` and that hero
  takes `damage` mental damage;
- the where key `the_red_ledger.one_bargain` (true): while you have taken no
  action with this key this turn, so the bargains, each an action of its own
  (one button each), are one bargain a turn between them;
- `the_red_ledger.debtor_here` (condition, `token`): a hero carrying such a
  token stands in your room, you aside; its rooms, for the bots, are the
  debtors' rooms, so the traitor's side goes to call the debts in.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.engine.registry import ACTION_WHERE, CONDITIONS, effect
from game.engine.rules import sides
from game.engine.rules.haunt_steps import _key, add_to_counter
from game.engine.rules.numbers import amount
from game.engine.state import Token

if TYPE_CHECKING:
    from game.engine.game import Game
    from game.engine.state import Effect

HAUNT = "the_red_ledger"
ONE = f"{HAUNT}.one_bargain"


def _debts(game: Game, kind: str, seat: int) -> list[Token]:
    return [t for t in game.state.tokens if t.kind == kind and t.holder == seat]


def _debtors(game: Game, kind: str, you: int | None) -> list[int]:
    """The living heroes carrying such a token, you aside."""
    return [s for s in sides.living_heroes(game) if s != you and _debts(game, kind, s)]


@effect(f"{HAUNT}.sign", card_step=("token",))
def _sign(game: Game, eff: Effect) -> None:
    """A new token of this kind, carried by you."""
    seat = eff["who"]
    if sides.is_monster(seat) or not game.figure(seat).in_house:
        return
    t = Token(eff["token"], game.figure(seat).room)
    t.holder = seat
    game.state.tokens.append(t)
    game.emit("token_placed", token=t.kind, room=t.room, side=0)
    game.emit("token_carried", who=seat, token=t.kind, room=t.room)


@effect(f"{HAUNT}.interest", card_step=("token", "counter"), outlives=True)
def _interest(game: Game, eff: Effect) -> None:
    """The counter grows by the number of such tokens in the house."""
    n = sum(1 for t in game.state.tokens if t.kind == eff["token"])
    if n:
        add_to_counter(game, eff["counter"], n)


@effect(f"{HAUNT}.collect", card_step=("token", "counter", "n", "damage"))
def _collect(game: Game, eff: Effect) -> None:
    """A debt carried by a hero in your room is called in."""
    you = eff["who"]
    room = sides.where(game, you)[0]
    here = [s for s in _debtors(game, eff["token"], you) if game.figure(s).room == room]
    if not here:
        return
    debtor = max(here, key=lambda s: (len(_debts(game, eff["token"], s)), -s))
    t = _debts(game, eff["token"], debtor)[0]
    game.state.tokens.remove(t)
    game.emit("token_taken", who=you, token=t.kind, room=room)
    add_to_counter(game, eff["counter"], amount(game, eff["n"]))
    game.push({"do": "damage", "who": debtor, "kind": "mental",
               "n": amount(game, eff["damage"])})


@CONDITIONS.word(f"{HAUNT}.debtor_here", {"token": "token"},
                 rooms=lambda g, c, w: {g.figure(s).room for s in _debtors(g, c["token"], w)})
def _debtor_here(game: Game, cond: dict[str, Any], who: int | None) -> bool:
    """A hero carrying such a token stands in your room, you aside."""
    if who is None or not sides.present(game, who):
        return False
    room = sides.where(game, who)[0]
    return any(game.figure(s).room == room for s in _debtors(game, cond["token"], who))


@ACTION_WHERE.word(ONE, {ONE: "bool"})
def _one_bargain(game: Game, fid: int, value: Any) -> set[str]:
    """Anywhere, while you have taken no action with this key this turn."""
    h = sides.haunt_def(game)
    bargains = [name for name, a in h.actions.items() if a.where.get(ONE)] if h else []
    if value and any(_key(fid, name) in game.state.turn.rolls for name in bargains):
        return set()
    return set(game.state.placements)
