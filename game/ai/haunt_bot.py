"""How the bots play once the haunt is on (docs/HAUNTS.md, Bots): both sides,
explorers and the traitor's monsters.

On its turn a figure does the haunt's actions it can, attacks an opponent when
the odds are fair, then walks toward its side's targets: the room a goal wants
a token it carries in, the room of an action it could then do, then the haunt's
`bots.goto` hints in order. No search: a few breadth-first walks a decision.

Bots know their own side and what the table knows, never more: a hero does not
know a hidden traitor until the reveal.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from game.ai.common import HARMFUL_END, first_hop, hop_action, monster_hop, walk_steps
from game.content.types import PHYSICAL, HauntAction, HauntDef
from game.engine import (
    Action,
    AssignDamage,
    Attack,
    Choose,
    EndTurn,
    Game,
    HauntAct,
    Move,
    PickUpItem,
    Prompt,
    Reveal,
    UseRoom,
)
from game.engine.rules import combat, sides
from game.engine.rules.combat import trait_value
from game.engine.rules.conditions import goal_rooms
from game.engine.rules.haunt_steps import places
from game.engine.rules.movement import reachable, spaces_left
from game.engine.rules.numbers import amount
from game.engine.rules.traits import DAMAGE_TRAITS

# Card steps that make the traitor ignore a card (R9.7).
HARMFUL = frozenset({"damage", "lose", "contest", "discard_item", "linger", "block_door"})
LOCATIONS = ("room", "token", "monster")  # `where` keys that tie an action to rooms
BRANCHES = ("roll", "if", "choice")  # steps that only choose which steps follow
WEAK = 1  # a trait marker this close to the skull makes an explorer weakened


def decide(game: Game, seat: int, actions: list[Action]) -> Action | None:
    """The haunt's answer to the open prompt, or None where exploring habits do."""
    p = game.prompt
    assert p is not None
    if p.kind == "monster":
        return _monster(game, p.context["monster"], actions)
    if p.kind == "damage":
        return _damage(game, seat, p, actions)
    if p.kind == "choose" and p.context.get("topic") == "steal":
        return _steal(game, seat, p)
    if p.kind == "choose" and p.context.get("topic") == "traitor_ignore":
        steps = game.content.cards[p.context["card"]].on_draw
        harmful = any(s["do"] in HARMFUL for s in walk_steps(steps))
        return Choose("ignore" if harmful else "follow")
    if p.kind == "turn":
        return _turn(game, seat, actions)
    return None


# ---- who is against whom ------------------------------------------------------------
def foes(game: Game, fid: int) -> list[int]:
    """Figures in play this one knows to be against it: the traitor's side knows
    every hero; a hero knows what the table knows (R9.12)."""
    mine = sides.side_of(game, fid)
    return [o for o in sides.figures(game) if o != fid and (
        sides.side_of(game, o) != mine if mine == "traitor" else sides.opposed(game, fid, o))]


def _hiding(game: Game, fid: int) -> bool:
    """Is this the hidden traitor, still unknown?"""
    return sides.hidden_unrevealed(game) and fid == sides.true_traitor(game)


def _lone(game: Game, seat: int, target: int) -> bool:
    """No other explorer shares the room with the two of them."""
    room = game.figure(seat).room
    return not sides.is_monster(target) and not any(
        f.in_house and f.room == room and f.seat not in (seat, target)
        for f in game.state.figures)


def _weakened(game: Game, seat: int) -> bool:
    return min(game.figure(seat).traits[t] for t in PHYSICAL) <= WEAK


# ---- attacks ----------------------------------------------------------------------
def _edge(game: Game, fid: int, a: Attack) -> tuple[int, bool]:
    """Expected margin of an attack (every die averages one, R1.1) and whether
    it risks nothing (a distance attack, R8.8, or a stunned monster, R8.9)."""
    eff = combat.attack_effect(game, fid, a.target, a.weapon)
    mine = min(8, trait_value(game, fid, eff["trait"]) + eff["bonus"])
    theirs = min(8, trait_value(game, a.target, eff["trait"]))
    safe = eff["distance"] or (sides.is_monster(a.target) and sides.monster(game, a.target).stunned)
    return mine - theirs, safe


def _near_goal(game: Game, fid: int, side: str) -> bool:
    """Is this side one step from a counted goal, or in the last round before one,
    as far as this figure knows (R9.5: only a hidden traitor's haunt shows both
    sides' goals to everyone, R9.12)?"""
    h = sides.haunt_def(game)
    assert h is not None
    if side != sides.side_of(game, fid) and not h.hidden:
        return False
    st = game.state.haunt
    counters = st.counters
    return any((c["if"] == "counter" and counters.get(c["counter"], 0) >=
                amount(game, c["at_least"]) - 1) or
               (c["if"] == "rounds" and st.round >= amount(game, c["at_least"]) - 1)
               for c in _conditions(h.goals[side]))


def best_attack(game: Game, fid: int, actions: list[Action]) -> Attack | None:
    """The attack with the best odds among the fair ones, or None. Any odds will
    do when the other side is about to win."""
    enemies = set(foes(game, fid))
    hiding = _hiding(game, fid)
    other = "heroes" if sides.side_of(game, fid) == "traitor" else "traitor"
    desperate = _near_goal(game, fid, other)
    best: tuple[int, Attack] | None = None
    for a in actions:
        if not isinstance(a, Attack) or a.target not in enemies:
            continue
        target = a.target
        stunned = sides.is_monster(target) and sides.monster(game, target).stunned
        if stunned and not combat.killable_now(game, target):
            continue  # nothing to gain: it is stunned already
        edge, safe = _edge(game, fid, a)
        if hiding:  # the hidden traitor only falls on a lone hero it can beat
            fair = _lone(game, fid, target) and (edge >= 1 or (
                edge >= 0 and _weakened(game, target)))
        elif sides.is_monster(fid):
            fair = edge >= 0 or not combat.killable_now(game, fid)
        else:
            fair = edge >= 0 or safe or desperate
        score = edge + (10 if safe else 0)
        if fair and (best is None or score > best[0]):
            best = (score, a)
    return best[1] if best else None


# ---- the haunt's actions ---------------------------------------------------------------
def _carried(game: Game, fid: int) -> set[str]:
    return {t.kind for t in game.state.tokens if t.holder == fid}


def _conditions(conds: Any) -> Iterator[dict[str, Any]]:
    for c in conds:
        yield c
        if c["if"] == "all":
            yield from _conditions(c["of"])


def _goal_rooms(game: Game, fid: int, who: str) -> set[str]:
    """Rooms this figure's side's goals want a figure of kind `who` in."""
    h = sides.haunt_def(game)
    assert h is not None
    rooms: set[str] = set()
    for c in _conditions(h.goals[sides.side_of(game, fid)]):
        if c["if"] == "in_room" and c["who"] == who:
            rooms |= goal_rooms(game, c)
    return rooms & set(game.state.placements)


def _useful(game: Game, fid: int, action: HauntAction) -> bool:
    """Worth doing now: not picking up a kind of token it carries already, not
    just putting one down outside the rooms its goals want it in."""
    steps = [s for s in walk_steps(action.steps) if s["do"] not in BRANCHES]
    kinds = _carried(game, fid)
    if any(s["do"] == "carry_token" and s["token"] in kinds for s in steps):
        return False
    room = sides.where(game, fid)[0]
    return not steps or not all(s["do"] == "drop_token" and room not in _goal_rooms(
        game, fid, f"token:{s['token']}") for s in steps)


def _acts(game: Game, fid: int, actions: list[Action]) -> HauntAct | None:
    h = sides.haunt_def(game)
    assert h is not None
    return next((a for a in actions if isinstance(a, HauntAct)
                 and _useful(game, fid, h.actions[a.name])), None)


def _mine(h: HauntDef, side: str, monster: bool) -> list[HauntAction]:
    return [a for a in h.actions.values() if a.side in ("any", side) and
            (a.monsters or not monster)]


def _should_reveal(game: Game, seat: int, h: HauntDef, actions: list[Action]) -> bool:
    """The hidden traitor shows itself when that helps (R9.12): a traitor's action
    waits here, a good attack is on (with powers the reveal brings), or the heroes
    are one step from a goal."""
    for a in h.actions.values():
        if a.side == "traitor" and game.figure(seat).room in places(game, seat, a.where):
            return True
    if h.on_reveal and best_attack(game, seat, actions) is not None:
        return True
    return _near_goal(game, seat, "heroes")


# ---- where to go ------------------------------------------------------------------------
def _figure_rooms(game: Game, fids: list[int]) -> set[str]:
    return {sides.where(game, f)[0] for f in fids}


def _hint_rooms(game: Game, fid: int, hint: str, enemies: list[int]) -> set[str]:
    st = game.state
    if hint == "exit":
        return {"entrance_hall"}
    if hint == "monster":
        return {m.room for m in st.monsters if m.alive}
    if hint == "hero":  # a hero does not know who hides among the explorers
        seats = sides.living_heroes(game) if fid == sides.true_traitor(game) or \
            sides.is_monster(fid) or not sides.hidden_unrevealed(game) else \
            [f.seat for f in st.figures if f.in_house]
        return _figure_rooms(game, [s for s in seats if s != fid])
    if hint == "traitor":
        t = sides.traitor(game)
        return _figure_rooms(game, [t]) if t is not None and t != fid and \
            sides.present(game, t) else set()
    if hint.startswith("token:"):
        kind = hint.removeprefix("token:")
        return {t.room for t in st.tokens if t.kind == kind and (
            t.holder < 0 or t.holder in enemies)}
    return {hint} & set(st.placements)


def _action_rooms(game: Game, fid: int, action: HauntAction) -> set[str]:
    """Rooms where this figure could do an action that waits on what it carries
    or holds, or that takes it out of the house (an escape)."""
    w = action.where
    if not any(k in w for k in LOCATIONS) or not (
            "carrying" in w or "holding" in w or
            any(s["do"] == "escape" for s in walk_steps(action.steps))):
        return set()
    return places(game, fid, w)


def targets(game: Game, fid: int) -> list[set[str]]:
    """Groups of rooms to head for, most wanted first: where the goals want this
    figure or a token it carries, where an action waits for it, then the hints.
    A lying token is a target only for those with a useful action there; a token
    an opponent carries always is (its carrier)."""
    h = sides.haunt_def(game)
    assert h is not None
    side = sides.side_of(game, fid)
    monster = sides.is_monster(fid)
    enemies = foes(game, fid)
    mine = _mine(h, side, monster)
    if monster:
        groups = [_goal_rooms(game, fid, "monster")]
    else:
        groups = [_goal_rooms(game, fid, f"token:{k}") for k in sorted(_carried(game, fid))]
        if fid == sides.true_traitor(game):
            groups.append(_goal_rooms(game, fid, "traitor"))
    groups += [_action_rooms(game, fid, a) for a in mine]
    hints = h.bots.get(side, {}).get("goto", [])
    if monster:
        hints = [x for x in hints if x not in ("monster", "traitor")] + ["hero"]
    for hint in hints:
        rooms = _hint_rooms(game, fid, hint, enemies)
        kind = hint.removeprefix("token:")
        if hint != kind and not any(a.where.get("token") == kind and _useful(game, fid, a)
                                    for a in mine):
            rooms &= _figure_rooms(game, enemies)
        groups.append(rooms)
    return [g for g in groups if g]


def _walk(game: Game, seat: int, actions: list[Action]) -> tuple[bool, Action | None]:
    """(a target can be reached, the step toward the nearest): no step when the
    explorer stands in a target room or cannot move on. A walk passes through a
    room that hurts at the end of a turn only with a space to leave it again."""
    f = game.figure(seat)
    reach = reachable(game, seat)
    for rooms in targets(game, seat):
        if f.room in rooms:
            return True, None
        near = [path for room, path in reach.items() if room in rooms]
        hop = (min(near, key=len)[0], 0) if near else first_hop(
            game, seat, lambda room, _side, rooms=rooms: room in rooms, through_harm=True)
        if hop is None:
            continue
        if game.rooms[hop[0]].rule in HARMFUL_END and hop[0] not in rooms and \
                spaces_left(game, seat) < 2:
            return True, None
        return True, hop_action(game, seat, hop, actions)
    return False, None


# ---- the prompts ----------------------------------------------------------------------
def _turn(game: Game, seat: int, actions: list[Action]) -> Action | None:
    h = sides.haunt_def(game)
    assert h is not None
    if Reveal() in actions and _should_reveal(game, seat, h, actions):
        return Reveal()
    pick = next((a for a in actions if isinstance(a, PickUpItem)), None) or \
        _acts(game, seat, actions)
    if pick is not None:
        return pick
    if UseRoom("find_stairs") in actions:  # R9.9
        return UseRoom("find_stairs")
    attack = best_attack(game, seat, actions)
    if attack is not None:
        return attack
    found, step = _walk(game, seat, actions) if spaces_left(game, seat) > 0 else (True, None)
    if step is not None and step in actions:
        return step
    return EndTurn() if found else None


def _monster(game: Game, mid: int, actions: list[Action]) -> Action:
    pick = _acts(game, mid, actions) or best_attack(game, mid, actions)
    if pick is not None:
        return pick
    room = sides.monster(game, mid).room
    for rooms in targets(game, mid):
        hop = monster_hop(game, room, lambda r, rooms=rooms: r in rooms)
        if hop is None:
            continue
        return Move(hop) if Move(hop) in actions else EndTurn()
    return EndTurn()


def _damage(game: Game, seat: int, p: Prompt, actions: list[Action]) -> Action:
    """Keep away from the skull (R8.4): the split that leaves the lowest marker of
    the damaged traits highest, then the one that costs the least value."""
    f = game.figure(seat)
    tracks = game.content.explorers[f.explorer].traits
    hit = DAMAGE_TRAITS[p.context["kind"]]

    def score(a: Action) -> tuple[int, int]:
        assert isinstance(a, AssignDamage)
        left = {t: f.traits[t] - getattr(a, t) for t in hit}
        lost = sum(tracks[t].values[f.traits[t]] - tracks[t].values[max(0, left[t])]
                   for t in hit)
        return -min(left.values()), lost

    return min(actions, key=score)


def _steal(game: Game, seat: int, p: Prompt) -> Action:
    """R8.7: deal the damage when it may kill; else take a card an action of our
    side needs, else a weapon, else deal the damage."""
    target = game.figure(p.context["target"])
    amount = p.context["then"]["damage"][0]["n"]
    if amount > sum(target.traits[t] for t in PHYSICAL):
        return Choose("damage")
    h = sides.haunt_def(game)
    assert h is not None
    needed = {a.where.get("holding") for a in _mine(h, sides.side_of(game, seat), False)}
    cards = [o for o in p.options if o != "damage"]
    for card in cards:
        if card in needed:
            return Choose(card)
    weapons = [c for c in cards if game.content.cards[c].weapon]
    return Choose(weapons[0] if weapons else "damage")
