"""How the bots play once the haunt is on (docs/HAUNTS.md, Bots): both sides,
explorers and the traitor's monsters.

On its turn a figure does the haunt's actions it can, attacks an opponent when
the odds are fair, then walks toward its side's targets (`targets`). A bot knows
no haunt and no kind of goal: it reads its goals through the conditions' own
answers (`conditions.progress`, `conditions.rooms`) and the haunt's actions
through the things their steps name, so a new condition or step needs no bot
code. No search: a few breadth-first walks a decision.

Bots know their own side and what the table knows, never more: a hero does not
know a hidden traitor until the reveal, and neither side reads the other's goals
unless the haunt shows both (R9.5, R9.12).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from game.ai import card_sense
from game.ai.common import (
    first_hop,
    frontier,
    hop_action,
    hurts,
    walk_steps,
)
from game.content.types import PHYSICAL, HauntAction, HauntDef
from game.engine import (
    Action,
    AssignDamage,
    Attack,
    Choose,
    EndTurn,
    Explore,
    Game,
    HauntAct,
    Move,
    PickUpItem,
    Prompt,
    Reveal,
    UseRoom,
)
from game.engine.registry import ACTION_WHERE, CONDITIONS
from game.engine.rules import bot_targets, combat, conditions, powers, sides
from game.engine.rules.bot_targets import known_foes, known_heroes
from game.engine.rules.haunt_steps import places
from game.engine.rules.monsters import monster_hop
from game.engine.rules.movement import reachable, spaces_left
from game.engine.rules.room_rule import rule_of
from game.engine.rules.traits import DAMAGE_TRAITS, trait_value

Cond = dict[str, Any]

# Card steps that make the traitor ignore a card (R9.7).
HARMFUL = frozenset({"damage", "lose", "contest", "discard_item", "linger", "block_door"})
# `where` keys whose rooms are the same whoever asks (an opponent's action is there).
LOCATIONS = ("room", "token", "monster", "room_state")
BRANCHES = ("roll", "if", "choice")  # steps that only choose which steps follow
WEAK = 1  # a trait marker this close to the skull makes an explorer weakened
NEAR = 2 / 3  # a side this close to a goal is about to win: any fight is worth it
THINGS = ("counter", "token", "monster", "room_state")  # parameter kinds naming a thing
NAMED = ("counter", "token", "monster", "state")  # step fields naming a thing
IMPLIED = {"escape": frozenset({"escaped"})}  # counters a step adds to without naming


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
    if p.kind == "choose" and p.context.get("topic") == "monster_side":
        return _monster_side(game, p)
    if p.kind == "choose" and p.context.get("topic") == "traitor_ignore":
        steps = game.content.cards[p.context["card"]].on_draw
        harmful = any(s["do"] in HARMFUL for s in walk_steps(steps))
        return Choose("ignore" if harmful else "follow")
    if p.kind == "turn":
        return _turn(game, seat, actions)
    return None


def _monster_side(game: Game, p: Prompt) -> Action:
    """A monster in a barrier room stands with the most heroes it can fight (R6.10)."""
    here = [sides.where(game, h) for h in sides.living_heroes(game)]
    return Choose(max(("0", "1"), key=lambda s: here.count((p.context["room"], int(s)))))


# ---- who is against whom ------------------------------------------------------------
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
    eff = combat.attack_effect(game, fid, a.target, a.weapon, a.trait)
    mine = min(8, trait_value(game, fid, eff["trait"]) + eff["bonus"])
    theirs = min(8, trait_value(game, a.target, eff["trait"]) +
                 combat.guard(game, a.target, eff["trait"]))
    safe = eff["distance"] or (sides.is_monster(a.target) and sides.monster(game, a.target).stunned)
    return mine - theirs, safe


def best_attack(game: Game, fid: int, actions: list[Action]) -> Attack | None:
    """The attack with the best odds among the fair ones, or None. Any odds will
    do when the other side is about to win."""
    enemies = set(known_foes(game, fid))
    hiding = _hiding(game, fid)
    desperate = _desperate(game, fid)
    best: tuple[int, Attack] | None = None
    for a in actions:
        if not isinstance(a, Attack) or a.target not in enemies:
            continue
        target = a.target
        stunned = sides.is_monster(target) and sides.monster(game, target).stunned
        if stunned and not combat.killable_now(game, target):
            continue  # nothing to gain: it is stunned already
        if powers.shrugs_off(game, target, combat.attack_effect(
                game, fid, target, a.weapon, a.trait)["trait"], a.weapon):
            continue  # nothing to gain: it is immune to this attack
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


# ---- the goals, as this figure knows them ------------------------------------------------
def _haunt(game: Game) -> HauntDef:
    h = sides.haunt_def(game)
    assert h is not None
    return h


def _other(side: str) -> str:
    return "heroes" if side == "traitor" else "traitor"


def _strings(value: Any) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for v in value.values():
            yield from _strings(v)
    elif isinstance(value, list | tuple):
        for v in value:
            yield from _strings(v)


def _blind(game: Game, fid: int, cond: Cond) -> bool:
    """Would weighing this condition tell a hero who the hidden traitor is (R9.12)?"""
    return sides.hidden_unrevealed(game) and sides.side_of(game, fid) == "heroes" and \
        any("traitor" in s for s in _strings(cond))


def _goals(game: Game, fid: int, side: str) -> list[Cond]:
    """That side's goals (each one a way to win) this figure may weigh: its own
    side's, and the other side's only when the haunt shows both (R9.5, R9.12)."""
    h = _haunt(game)
    if side != sides.side_of(game, fid) and not h.hidden:
        return []
    return [c for c in h.goals[side] if not _blind(game, fid, c)]


def _params(cond: Cond) -> dict[str, str]:
    word = CONDITIONS[cond["if"]]
    return {**word.params, **word.optional}


def _leaves(game: Game, fid: int, side: str) -> list[Cond]:
    """The conditions inside that side's goals that are not made of others."""
    return [c for c in conditions.walk(_goals(game, fid, side))
            if not any(kind in ("condition", "conditions") for kind in _params(c).values())]


def _who(cond: Cond) -> str | None:
    """The kind of figure (or token) a condition is about, if it names one."""
    return next((cond[k] for k, kind in _params(cond).items() if kind == "who" and k in cond),
                None)


def _fits(game: Game, fid: int, who: str) -> bool:
    """Is this figure one a `who` names: you, a kind of figure, the carrier of a token?"""
    if who == "you":
        return True
    if who.startswith("token:"):
        return who.removeprefix("token:") in _carried(game, fid)
    return sides.is_kind(game, fid, who)


def _progress(game: Game, fid: int, side: str) -> float:
    """How close that side is to winning as this figure knows (0..1): its
    nearest goal; 0 for goals it does not know."""
    you = fid if side == sides.side_of(game, fid) else None
    return max((conditions.progress(game, c, you) for c in _goals(game, fid, side)),
               default=0.0)


def _race(game: Game, fid: int) -> tuple[float, float]:
    """(this figure's side's progress, the other side's), as it knows them."""
    side = sides.side_of(game, fid)
    return _progress(game, fid, side), _progress(game, fid, _other(side))


def _desperate(game: Game, fid: int) -> bool:
    """The other side is about to win and ahead of this one: any odds will do."""
    mine, theirs = _race(game, fid)
    return theirs >= NEAR and theirs > mine


# ---- the things goals and steps name ------------------------------------------------------
def _cond_names(conds: Any) -> set[str]:
    """The things (counters, tokens, monsters, room states) these conditions read,
    as their words' parameter kinds say."""
    out: set[str] = set()
    for c in conditions.walk(conds):
        for key, kind in _params(c).items():
            value = c.get(key)
            if isinstance(value, str) and kind in THINGS:
                out.add(value)
            elif isinstance(value, str) and kind == "who" and ":" in value:
                out.add(value.partition(":")[2])
    return out


def _step_names(steps: Any) -> set[str]:
    """The things these steps name, and the counters they add to unnamed."""
    out: set[str] = set()
    for s in walk_steps(steps):
        out |= {s[k] for k in NAMED if isinstance(s.get(k), str)}
        out |= IMPLIED.get(s["do"], frozenset())
    return out


def _where_names(where: dict[str, Any]) -> set[str]:
    """The things an action's `where` waits on (a token carried, a room state...)."""
    out: set[str] = set()
    for key, value in where.items():
        for kind in ACTION_WHERE[key].params.values():
            if kind in THINGS and isinstance(value, str):
                out.add(value)
            elif kind == "condition":
                out |= _cond_names(value)
    return out


# ---- the haunt's actions ---------------------------------------------------------------
def _carried(game: Game, fid: int) -> set[str]:
    return {t.kind for t in game.state.tokens if t.holder == fid}


def _roll_traits(game: Game, kind: str) -> set[str]:
    """The traits the heroes' actions that need this token carried roll."""
    return {s["trait"] for a in _haunt(game).actions.values()
            if a.side in ("any", "heroes") and a.where.get("carrying") == kind
            for s in walk_steps(a.steps) if s["do"] == "roll" and isinstance(s.get("trait"), str)}


def _better_roller(game: Game, fid: int, kind: str, room: str) -> bool:
    """Does another hero in the room (as this hero knows the heroes), who carries
    no such token, roll better for what the token is needed for?"""
    traits = _roll_traits(game, kind)
    if sides.side_of(game, fid) != "heroes" or not traits:
        return False

    def score(o: int) -> int:
        return sum(trait_value(game, o, t) for t in traits)

    mine = score(fid)
    return any(game.figure(o).room == room and kind not in _carried(game, o)
               and score(o) > mine for o in known_heroes(game, fid))


def _token_goal_rooms(game: Game, fid: int, kind: str) -> set[str]:
    """Rooms this figure's goals want a token of this kind in."""
    side = sides.side_of(game, fid)
    return set().union(*(conditions.rooms(game, c, fid) for c in _leaves(game, fid, side)
                         if _who(c) == f"token:{kind}"))


def _useful(game: Game, fid: int, action: HauntAction, room: str) -> bool:
    """Worth doing in this room: not picking up a kind of token it carries already
    or one a better roller beside it should have, not just putting one down
    outside the rooms its goals want it in."""
    steps = [s for s in walk_steps(action.steps) if s["do"] not in BRANCHES]
    kinds = _carried(game, fid)
    if any(s["do"] == "carry_token" and (s["token"] in kinds or
                                         _better_roller(game, fid, s["token"], room))
           for s in steps):
        return False
    return not steps or not all(s["do"] == "drop_token" and room not in _token_goal_rooms(
        game, fid, s["token"]) for s in steps)


def _acts(game: Game, fid: int, actions: list[Action]) -> HauntAct | None:
    h = _haunt(game)
    room = sides.where(game, fid)[0]
    return next((a for a in actions if isinstance(a, HauntAct)
                 and _useful(game, fid, h.actions[a.name], room)), None)


def _drops_only(action: HauntAction, kind: str) -> bool:
    steps = [s for s in walk_steps(action.steps) if s["do"] not in BRANCHES]
    return bool(steps) and all(s["do"] == "drop_token" and s["token"] == kind for s in steps)


def _hand_over(game: Game, seat: int, actions: list[Action]) -> HauntAct | None:
    """A hero carrying a token an action rolls for puts it down where a better
    roller without one stands, who picks it up on its turn (`_useful` keeps the
    carrier from taking it back, so it never goes to and fro); only with an
    action that just drops it."""
    h = _haunt(game)
    room = game.figure(seat).room
    for kind in sorted(_carried(game, seat)):
        if _better_roller(game, seat, kind, room):
            drop = next((a for a in actions if isinstance(a, HauntAct)
                         and _drops_only(h.actions[a.name], kind)), None)
            if drop is not None:
                return drop
    return None


def _mine(h: HauntDef, side: str, monster: bool) -> list[HauntAction]:
    return [a for a in h.actions.values() if a.side in ("any", side) and
            (a.monsters or not monster)]


def _should_reveal(game: Game, seat: int, h: HauntDef, actions: list[Action]) -> bool:
    """The hidden traitor shows itself when that helps (R9.12): a traitor's action
    waits here, a good attack is on (with powers the reveal brings), or the heroes
    are about to win."""
    for a in h.actions.values():
        if a.side == "traitor" and game.figure(seat).room in places(game, seat, a.where):
            return True
    if h.on_reveal and best_attack(game, seat, actions) is not None:
        return True
    return _desperate(game, seat)


# ---- where to go ------------------------------------------------------------------------
def _figure_rooms(game: Game, fids: list[int]) -> set[str]:
    return {sides.where(game, f)[0] for f in fids}


def _action_rooms(game: Game, fid: int, action: HauntAction) -> set[str]:
    """Rooms where this figure could usefully take the action; none for one it
    may take anywhere (nowhere to head for)."""
    rooms = places(game, fid, action.where)
    if rooms == set(game.state.placements):
        return set()
    return {r for r in rooms if _useful(game, fid, action, r)}


def _stop_rooms(game: Game, fid: int) -> set[str]:
    """Where to stop the other side: the rooms its goals name and the rooms of
    its actions that advance them."""
    h = _haunt(game)
    other = _other(sides.side_of(game, fid))
    leaves = _leaves(game, fid, other)
    rooms = set().union(*(conditions.rooms(game, c) for c in leaves))
    names = _cond_names(leaves)
    for a in h.actions.values():
        where = {k: v for k, v in a.where.items() if k in LOCATIONS}
        if a.side in ("any", other) and where and _step_names(a.steps) & names:
            rooms |= places(game, fid, where)
    return rooms


def _hint_groups(game: Game, fid: int, mine: list[HauntAction]) -> list[set[str]]:
    """The haunt's `bots.<side>.goto` hints (bot_targets), in order. A place to
    act at counts only where this figure has a useful action or an opponent
    stands. A monster hunts heroes last of all."""
    h = _haunt(game)
    hints = h.bots.get(sides.side_of(game, fid), {}).get("goto", [])
    if sides.is_monster(fid):
        hints = [x for x in hints if bot_targets.parse(x)[0] not in ("monster", "traitor")]
        hints.append("hero")
    acting = set().union(*(_action_rooms(game, fid, a) for a in mine))
    foe_rooms = _figure_rooms(game, known_foes(game, fid))
    groups = []
    for hint in hints:
        rooms = bot_targets.rooms(game, fid, hint)
        groups.append(rooms & (acting | foe_rooms) if bot_targets.acts_there(hint) else rooms)
    return groups


def targets(game: Game, fid: int) -> list[set[str]]:
    """Groups of rooms to head for, most wanted first:
    1. where its side's goals want this figure (or a token it carries);
    2. where it can usefully take an action that advances a goal (its steps name
       what a goal reads);
    3. when the other side is closer to winning: where to stop it;
    4. where it can take an action that makes one of those possible (picking up
       what such an action waits on);
    5. the haunt's hints;
    6. the rooms its other goals name (a monster to kill, heroes to hunt)."""
    h = _haunt(game)
    side = sides.side_of(game, fid)
    mine = _mine(h, side, sides.is_monster(fid))
    leaves = _leaves(game, fid, side)
    names = _cond_names(leaves)
    advancing = [a for a in mine if _step_names(a.steps) & names]
    needed = set().union(*(_where_names(a.where) for a in advancing))
    enabling = [a for a in mine if a not in advancing and _step_names(a.steps) & needed]
    about_me = [c for c in leaves if (who := _who(c)) is not None and _fits(game, fid, who)]
    groups = [conditions.rooms(game, c, fid) for c in about_me]
    groups += [_action_rooms(game, fid, a) for a in advancing]
    ours, theirs = _race(game, fid)
    if theirs > ours:
        groups.append(_stop_rooms(game, fid))
    groups += [_action_rooms(game, fid, a) for a in enabling]
    groups += _hint_groups(game, fid, mine)
    groups += [conditions.rooms(game, c, fid) for c in leaves if _who(c) is None]
    return [g for g in groups if g]


def _opens(game: Game, room: str, side: int) -> bool:
    """Can more of the house be reached from here: a door to explore (a new room
    may join a pocket to the rest), a room that carries you where no walk goes?"""
    return frontier(game, room, side) or rule_of(game, room).opens_ways


def _way_out(game: Game, seat: int, actions: list[Action]) -> Action | None:
    """The step toward the nearest way out of the pocket of the house this
    explorer stands in (its chute, drops and barriers are walked by first_hop),
    or the way out itself when it stands in one; None when there is none."""
    f = game.figure(seat)
    if _opens(game, f.room, f.side):  # explore, turn the wall, or let the elevator move
        return next((a for a in actions if isinstance(a, Explore) or a == UseRoom("revolve")),
                    None)
    hop = first_hop(game, seat, lambda room, side: _opens(game, room, side), through_harm=True)
    return hop_action(game, seat, hop, actions) if hop is not None else None


def _walk(game: Game, seat: int, actions: list[Action]) -> tuple[bool, Action | None]:
    """(it has somewhere to go, the step toward the nearest target): no step when
    the explorer stands in a target room or cannot move on. A walk passes through
    a room that hurts at the end of a turn only with a space to leave it again.
    When no target can be reached, it makes for the way out of its pocket."""
    f = game.figure(seat)
    reach = reachable(game, seat)
    groups = targets(game, seat)
    for rooms in groups:
        if f.room in rooms:
            return True, None
        near = [path for room, path in reach.items() if room in rooms]
        hop = (min(near, key=len)[0], 0) if near else first_hop(
            game, seat, lambda room, _side, rooms=rooms: room in rooms, through_harm=True)
        if hop is None:
            continue
        if hurts(game, hop[0]) and hop[0] not in rooms and \
                spaces_left(game, seat) < 2:
            return True, None
        return True, hop_action(game, seat, hop, actions)
    if not groups:
        return False, None
    return True, _way_out(game, seat, actions)


# ---- the prompts ----------------------------------------------------------------------
def _turn(game: Game, seat: int, actions: list[Action]) -> Action | None:
    h = _haunt(game)
    if Reveal() in actions and _should_reveal(game, seat, h, actions):
        return Reveal()
    pick = next((a for a in actions if isinstance(a, PickUpItem)), None) or \
        _hand_over(game, seat, actions) or _acts(game, seat, actions)
    if pick is not None:
        return pick
    if UseRoom("find_stairs") in actions:  # R9.9
        return UseRoom("find_stairs")
    aims = set().union(*targets(game, seat))
    use = card_sense.best_use(game, seat, actions, lambda rid: rid in aims)
    if use is not None:
        return use
    attack = best_attack(game, seat, actions)
    if attack is not None:
        return attack
    found, step = _walk(game, seat, actions) if spaces_left(game, seat) > 0 else (True, None)
    if step is not None and step in actions:
        return step
    return EndTurn() if found else None


def _monster(game: Game, mid: int, actions: list[Action]) -> Action:
    """A haunt action, a weapon to keep from the heroes (power `carries`), the
    best attack in any of its traits, a step toward a target (passing walls when
    it flies); when no target can be reached, a door into the unknown (power
    `explores`)."""
    weapon = next((a for a in actions if isinstance(a, PickUpItem)
                   and game.content.cards[a.card].weapon), None)
    pick = _acts(game, mid, actions) or weapon or best_attack(game, mid, actions)
    if pick is not None:
        return pick
    room = sides.monster(game, mid).room
    for rooms in targets(game, mid):
        hop = monster_hop(game, room, lambda r, rooms=rooms: r in rooms, mid)
        if hop is None:
            continue
        return Move(hop) if Move(hop) in actions else EndTurn()
    return next((a for a in actions if isinstance(a, Explore)), EndTurn())


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
