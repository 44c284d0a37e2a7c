"""What using a card is worth to a bot, now: the card's steps walked with the
odds of every roll (R1.1 dice), each trait change valued on the explorer's own
track (R1.2; before the haunt nothing falls below the lowest value, R8.3; after
it the skull kills, R8.4), and a move by where it can put you. The bots use a
card when this says it helps: a card they can use again each turn (R7.2) for any
gain, a card they give up by using it for a real one.

Each effect word is valued by the function registered for it in VALUES; a word
with none is worth nothing either way."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.ai.common import walk_steps
from game.engine import Action, Game, UseItem
from game.engine.rules import sides
from game.engine.rules.cards import dog_reach, room_filter
from game.engine.rules.conditions import as_condition, holds
from game.engine.rules.movement import reachable
from game.engine.rules.numbers import amount
from game.engine.rules.odds import totals
from game.engine.rules.traits import DAMAGE_TRAITS, TRAIT_CHOICES, value

Wanted = Callable[[str], bool]  # is this a room worth being put in?
Steps = list[dict[str, Any]]

DEATH = 20.0  # a trait reaching the skull after the haunt starts (R8.4)
NEAR_SKULL = 1  # after the haunt, each step down to a marker this close to the skull costs 1 more
ITEM = 1.5  # an item card drawn
OMEN_BEFORE = -0.3  # an omen drawn before the haunt brings the haunt closer (R9.1)
OMEN_AFTER = 0.5
SEARCH = 2.0  # the pick of an undrawn deck (Crystal Ball)
MOVE = 1.0  # put where you want to be, from somewhere you do not
MOVE_NEAR = 0.3  # ... when you could walk there this turn anyway
PASSAGE = 0.2  # a passage token for later (R4.8 ways)
DOG = 0.6  # the Dog carries a spare item to a friend who can use it
OTHERS = 0.5  # another explorer's gain counts for this much of yours (before the haunt)
SPENT = 0.5  # a card given up by its use must be worth this much


class Sense:
    """Values of steps for one explorer, `wanted` saying which rooms are worth
    being put in."""

    def __init__(self, game: Game, seat: int, wanted: Wanted):
        self.game, self.seat, self.wanted = game, seat, wanted
        self.haunt = game.state.phase == "haunt"

    # ---- traits ------------------------------------------------------------------------
    def _track(self, seat: int, trait: str) -> tuple[list[int], int, int]:
        f = self.game.figure(seat)
        t = self.game.content.explorers[f.explorer].traits[trait]
        return list(t.values), f.traits[trait], t.start

    def shift(self, seat: int, trait: str, steps: int) -> float:
        """Worth of moving a marker `steps` positions (negative: down)."""
        values, i, _start = self._track(seat, trait)
        j = min(len(values) - 1, i + steps)
        if j < 0:
            if self.haunt:
                return -DEATH
            j = 0  # R8.3
        worth = float(values[j] - values[i])
        if self.haunt and steps < 0:
            worth -= sum(1 for k in range(j, i) if k <= NEAR_SKULL)
        return worth

    def gain(self, seat: int, trait: str, n: int) -> float:
        choices = TRAIT_CHOICES.get(trait, (trait,))
        return max(self.shift(seat, t, n) for t in choices)

    def loss(self, seat: int, trait: str, n: int) -> float:
        choices = TRAIT_CHOICES.get(trait, (trait,))
        return max(self.shift(seat, t, -n) for t in choices)

    def damage(self, seat: int, kind: str, n: int) -> float:
        """Damage split step by step where each step costs least (R8.2)."""
        taken = dict.fromkeys(DAMAGE_TRAITS[kind], 0)
        for _ in range(n):
            best = max(taken, key=lambda t: self.shift(seat, t, -taken[t] - 1) -
                       self.shift(seat, t, -taken[t]))
            taken[best] += 1
        return sum(self.shift(seat, t, -k) for t, k in taken.items())

    # ---- steps ---------------------------------------------------------------------------
    def steps(self, steps: Steps, seat: int | None = None) -> float:
        who = self.seat if seat is None else seat
        return sum(VALUES[s["do"]](self, s, who) if s.get("do") in VALUES else 0.0
                   for s in steps)

    def room(self, rooms: list[str]) -> float:
        """Worth of being put in one of these rooms (you choose which)."""
        here = self.game.figure(self.seat).room
        if self.wanted(here) or not any(self.wanted(r) for r in rooms):
            return 0.0
        return MOVE_NEAR if not self.haunt and self._walkable() else MOVE

    def restore(self, seat: int, trait: str) -> float:
        _values, i, start = self._track(seat, trait)
        return self.shift(seat, trait, start - i) if i < start else 0.0

    def _walkable(self) -> bool:
        st = self.game.state
        if st.turn.seat != self.seat or st.turn.movement_over:
            return False
        return any(self.wanted(r) for r in reachable(self.game, self.seat))


def _roll(s: Sense, step: dict[str, Any], seat: int) -> float:
    """Each result tier weighed by the chance of its totals (R8.1, R1.1)."""
    count = value(s.game, seat, step["trait"]) if "trait" in step else step["dice"]
    worth, tiers = 0.0, step["results"]
    cache: dict[int, float] = {}
    for total, p in enumerate(totals(count)):
        tier = next((k for k, t in enumerate(tiers) if total >= amount(s.game, t["at_least"])),
                    None)
        if tier is None or p == 0:
            continue
        if tier not in cache:
            cache[tier] = s.steps(tiers[tier]["then"], seat)
        worth += p * cache[tier]
    return worth


def _choice(s: Sense, step: dict[str, Any], seat: int) -> float:
    options = [o for o in step["options"]
               if holds(s.game, as_condition(o.get("when", {})), seat)]
    return max((s.steps(o["then"], seat) for o in options), default=0.0)


def _if(s: Sense, step: dict[str, Any], seat: int) -> float:
    branch = step.get("then", []) if holds(s.game, as_condition(step["when"]), seat) \
        else step.get("else", [])
    return s.steps(branch, seat)


def _each_here(s: Sense, step: dict[str, Any], seat: int) -> float:
    room = s.game.figure(seat).room
    others = [f.seat for f in s.game.state.figures
              if f.seat != seat and f.in_house and f.room == room]
    weight = 0.0 if s.haunt else OTHERS
    return s.steps(step["steps"], seat) + weight * sum(s.steps(step["steps"], o)
                                                       for o in others)


def _draw(s: Sense, step: dict[str, Any], seat: int) -> float:
    per = {"item": ITEM, "omen": OMEN_AFTER if s.haunt else OMEN_BEFORE}.get(step["deck"], 0.0)
    return per * amount(s.game, step.get("n", 1))


def _damage(s: Sense, step: dict[str, Any], seat: int) -> float:
    n = amount(s.game, step.get("n", 0)) if "dice" not in step else step["dice"]  # 1 a die
    return s.damage(seat, step["kind"], n)


def _dog(s: Sense, step: dict[str, Any], seat: int) -> float:
    return DOG if dog_gift(s.game, seat) else 0.0


def _return(s: Sense, step: dict[str, Any], seat: int) -> float:
    room = s.game.state.card_state.get(step.get("card", ""), {}).get("room")
    return s.room([room]) if room in s.game.state.placements else 0.0


VALUES: dict[str, Callable[[Sense, dict[str, Any], int], float]] = {
    "gain": lambda s, st, who: s.gain(who, st["trait"], amount(s.game, st["n"])),
    "lose": lambda s, st, who: s.loss(who, st["trait"], amount(s.game, st["n"])),
    "restore": lambda s, st, who: s.restore(who, st["trait"]),
    "damage": _damage,
    "contest": lambda s, st, who: s.damage(who, st["kind"], 1) / 2,
    "roll": _roll,
    "choice": _choice,
    "if": _if,
    "each_here": _each_here,
    "draw": _draw,
    "search_deck": lambda s, st, who: SEARCH,
    "move": lambda s, st, who: s.room(
        [st["to"]] if st["to"] != "choose" else room_filter(s.game, who, st.get("filter", {}))),
    "step": lambda s, st, who: s.room([st["to"]]),
    "link": lambda s, st, who: 0.0 if s.haunt else PASSAGE,
    "discard_item": lambda s, st, who: -ITEM,
    "linger": lambda s, st, who: st["turns"] * s.steps(st["steps"], who),
    "dog_carry": _dog,
    "return_to_room": _return,
}


def dog_gift(game: Game, seat: int) -> str:
    """An option of the Dog's (`card>seat`) that carries a spare item where it
    helps: a second weapon to a friend (one attack a turn, R8.5), or a card that
    restores what the friend has lost and its holder has not; "" for none."""
    cards = game.content.cards
    mine = game.figure(seat).cards
    acted = game.state.turn.item_acts
    spare = [c for c in mine if cards[c].tradable and not cards[c].companion
             and cards[c].deck != "event" and c not in acted]
    weapons = [c for c in spare if cards[c].weapon]
    for friend in dog_reach(game, seat):
        if sides.may_attack(game, seat, friend):
            continue  # never to a foe
        for c in spare:
            if c in weapons[1:] or (_restores_for(game, c, friend) and
                                    not _restores_for(game, c, seat)):
                return f"{c}>{friend}"
    return ""


def _restores_for(game: Game, cid: str, seat: int) -> bool:
    use = game.content.cards[cid].use
    if use is None:
        return False
    f = game.figure(seat)
    tracks = game.content.explorers[f.explorer].traits
    hurt = {t for t, i in f.traits.items() if i < tracks[t].start}
    return any(s["do"] == "restore" and s["trait"] in hurt for s in walk_steps(use.steps))


def worth(game: Game, seat: int, cid: str, wanted: Wanted) -> float:
    """What using this card now is worth."""
    use = game.content.cards[cid].use
    if use is None:
        return 0.0
    return Sense(game, seat, wanted).steps([{**s, "card": cid} for s in use.steps])


def best_use(game: Game, seat: int, actions: list[Action], wanted: Wanted) -> UseItem | None:
    """The card use worth most among `actions`, if any helps: any gain for a card
    kept after use, SPENT or more for one its use gives up."""
    best: tuple[float, UseItem] | None = None
    for a in actions:
        if not isinstance(a, UseItem):
            continue
        use = game.content.cards[a.card].use
        assert use is not None
        gain = worth(game, seat, a.card, wanted)
        if gain < (SPENT if use.discard or use.uses else 0.05):
            continue
        if best is None or gain > best[0]:
            best = (gain, a)
    return best[1] if best else None


def best_option(game: Game, seat: int, then: dict[str, Steps], wanted: Wanted) -> str | None:
    """The option of a card's choice worth most, or None when all are worth the same."""
    sense = Sense(game, seat, wanted)
    scores = {key: sense.steps(steps) for key, steps in then.items()}
    if len(set(scores.values())) <= 1:
        return None
    return max(scores, key=lambda k: scores[k])
