"""Attacks, stealing, stunned and slain monsters, death and its item pile
(R8.4-R8.10, R9.8)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.content.types import PHYSICAL
from game.engine.actions import Action, Attack
from game.engine.registry import effect
from game.engine.rules import modifiers, powers, sides
from game.engine.rules.conditions import holds
from game.engine.rules.movement import room_exits
from game.engine.rules.traits import trait_value
from game.engine.state import Effect

if TYPE_CHECKING:
    from game.engine.game import Game


def in_line(game: Game, room: str, side: int) -> set[str]:
    """Rooms along uninterrupted straight lines of connected doors (R8.8)."""
    st = game.state
    found = {room}
    for d in range(4):
        here, at_side = room, side
        while True:
            step = None
            for other, (how, other_side) in room_exits(game, here, at_side).items():
                if how != "door":
                    continue
                a, b = st.placements[here], st.placements[other]
                if (b.x - a.x, b.y - a.y) == ((0, -1), (1, 0), (0, 1), (-1, 0))[d]:
                    step = (other, other_side)
            if step is None or step[0] in found:
                break
            found.add(step[0])
            here, at_side = step
    return found


def targets(game: Game, fid: int, trait: str, distance: bool) -> list[int]:
    """Figures `fid` may attack with a trait: opponents in its room (on its side of
    a barrier, R6.10), or in line with it for a distance attack, who have the trait;
    none out of the fight (modifier `no_fight`), nor any for one out of it."""
    room, side = sides.where(game, fid)
    reach = in_line(game, room, side) if distance else {room}
    out: list[int] = []
    if modifiers.in_force(game, "no_fight", fid, room):
        return out
    for other in sides.figures(game):
        o_room, o_side = sides.where(game, other)
        if o_room not in reach or not sides.may_attack(game, fid, other) or \
                modifiers.in_force(game, "no_fight", other, o_room):
            continue
        if not distance and o_side != side:  # R6.10: nobody across a barrier, monsters too
            continue
        if trait_value(game, other, trait) > 0 or not sides.is_monster(other):
            out.append(other)
    return out


def weapons(game: Game, seat: int) -> list[str]:
    """Weapons that may attack this turn: not yet acted with (R7.4), nor one that
    must reload, fired this haunt round or the last (weapon `reload`)."""
    st = game.state
    return [c for c in game.figure(seat).cards
            if game.content.cards[c].weapon and c not in st.turn.item_acts
            and not reloading(game, c)]


def reloading(game: Game, card: str) -> bool:
    """A `reload` weapon fired this round or the last cannot fire now: each
    explorer has one turn a round (R9.6), so never on its holder's next turn."""
    fired = game.state.card_state.get(card, {}).get("fired")
    return fired is not None and game.state.haunt.round - fired <= 1


def guard(game: Game, fid: int, trait: str) -> int:
    """Extra dice a defender's weapons give against an attack with `trait`
    (weapon `guard`: dice only for defending with the weapon's own trait)."""
    if sides.is_monster(fid):
        return 0
    cards = game.content.cards
    return sum((cards[c].weapon or {}).get("guard", 0) for c in game.figure(fid).cards
               if (cards[c].weapon or {}).get("trait", "might") == trait)


def legal(game: Game, seat: int) -> list[Action]:
    """An explorer's attacks this turn (R8.5): once a turn, after the haunt starts."""
    st = game.state
    if st.phase != "haunt" or st.turn.seat != seat or st.turn.attacked:
        return []
    acts: list[Action] = [Attack(t) for t in targets(game, seat, "might", False)]
    room = game.figure(seat).room
    for trait in dict.fromkeys(modifiers.gathered(game, "attack_with", seat, room)):
        if trait != "might":
            acts += [Attack(t, trait=trait) for t in targets(game, seat, trait, False)]
    for card in weapons(game, seat):
        w = game.content.cards[card].weapon or {}
        acts += [Attack(t, card) for t in targets(game, seat, w.get("trait", "might"),
                                                  bool(w.get("distance")))]
    return acts


def act(game: Game, seat: int, action: Action) -> bool:
    if not isinstance(action, Attack):
        return False
    game.state.turn.attacked = True
    game.push(attack_effect(game, seat, action.target, action.weapon, action.trait))
    return True


def attack_effect(game: Game, attacker: int, target: int, weapon: str = "",
                  trait: str = "") -> Effect:
    if sides.is_monster(attacker):
        mdef = sides.monster_def(game, sides.monster(game, attacker))
        return {"do": "attack", "attacker": attacker, "target": target,
                "trait": trait or mdef.attack, "distance": mdef.distance, "bonus": 0,
                "weapon": ""}
    w = game.content.cards[weapon].weapon or {} if weapon else {}
    return {"do": "attack", "attacker": attacker, "target": target,
            "trait": trait or w.get("trait", "might"), "distance": bool(w.get("distance")),
            "bonus": w.get("bonus_dice", 0), "weapon": weapon}


@effect("attack")
def attack(game: Game, eff: Effect) -> None:
    """Both roll the attacking trait; the higher deals the difference (R8.5).
    A distance attack never hurts its maker (R8.8); a stunned monster that wins
    deals nothing (R8.9); an immune monster shrugs off what it is not weak to."""
    a, d, trait = eff["attacker"], eff["target"], eff["trait"]
    if not (sides.present(game, a) and sides.present(game, d)):
        return
    if eff["weapon"]:
        game.state.turn.item_acts.append(eff["weapon"])  # R7.4: the weapon's use
        if (game.content.cards[eff["weapon"]].weapon or {}).get("reload"):
            game.state.card_state.setdefault(eff["weapon"], {})["fired"] = \
                game.state.haunt.round
    mine = game.dice(trait_value(game, a, trait) + eff["bonus"] +
                     modifiers.total(game, "dice", a, sides.where(game, a)[0], trait=trait))
    theirs = game.dice(trait_value(game, d, trait) + guard(game, d, trait) +
                       modifiers.total(game, "dice", d, sides.where(game, d)[0], trait=trait))
    diff = sum(mine) - sum(theirs)
    game.emit("attack", who=a, target=d, trait=trait, weapon=eff["weapon"],
              distance=eff["distance"], faces=mine, total=sum(mine), their_faces=theirs,
              their_total=sum(theirs))
    if diff == 0 or (diff < 0 and eff["distance"]):
        return
    winner, loser = (a, d) if diff > 0 else (d, a)
    if sides.is_monster(winner) and sides.monster(game, winner).stunned:
        return
    if winner == a and eff["weapon"]:  # the haunt's word on this weapon
        for steps in modifiers.gathered(game, "weapon", a, sides.where(game, a)[0],
                                        card=eff["weapon"]):
            game.push_steps(steps, a)
    if powers.shrugs_off(game, loser, trait, eff["weapon"]):
        m = sides.monster(game, loser)
        game.emit("monster_immune", id=m.id, kind=m.kind, room=m.room)
        return
    kind = "physical" if trait in PHYSICAL else "mental"
    hurt = {"do": "hurt", "who": loser, "kind": kind, "n": abs(diff), "by": winner}
    loot = stealable(game, loser) if winner == a and kind == "physical" and \
        not eff["distance"] and abs(diff) >= steal_at(game, eff["weapon"]) and \
        not sides.is_monster(a) else []
    if loot:  # R8.7: steal one tradable item instead of dealing the damage
        game.ask(a, "choose", ["damage", *loot], topic="steal", target=loser,
                 then={"damage": [hurt],
                       **{c: [{"do": "steal", "who": a, "from": loser, "card": c}]
                          for c in loot}})
        return
    game.push(hurt)


def steal_at(game: Game, weapon: str) -> int:
    """The damage an attack must be about to deal for its maker to steal instead:
    2 (R8.7), or 1 with a weapon that hooks (weapon `hook`)."""
    hooks = weapon and (game.content.cards[weapon].weapon or {}).get("hook")
    return 1 if hooks else 2


def stealable(game: Game, fid: int) -> list[str]:
    if sides.is_monster(fid):
        return []
    cards = game.content.cards
    return [c for c in game.figure(fid).cards
            if cards[c].deck != "event" and cards[c].tradable and not cards[c].companion]


@effect("steal")
def steal(game: Game, eff: Effect) -> None:
    """R8.7; stealing is the item's one action this turn (R7.4)."""
    card = eff["card"]
    game.state.turn.item_acts.append(card)
    game.emit("stolen", who=eff["who"], frm=eff["from"], card=card)
    game.push({"do": "pass_card", "who": eff["who"], "from": eff["from"], "card": card})


@effect("hurt")
def hurt(game: Game, eff: Effect) -> None:
    """Damage from an attack: an explorer splits it (R8.2); a monster is stunned,
    or dies when its haunt lets it (R8.9)."""
    fid = eff["who"]
    if not sides.is_monster(fid):
        game.push({"do": "damage", "who": fid, "kind": eff["kind"], "n": eff["n"]})
        return
    if killable_now(game, fid):
        game.push({"do": "monster_dies", "id": fid})
    else:
        game.push({"do": "stun", "id": fid})


def killable_now(game: Game, fid: int) -> bool:
    """Would damage kill this figure now? Explorers, yes; a monster only as its
    haunt allows (R8.9)."""
    if not sides.is_monster(fid):
        return True
    killable = sides.monster_def(game, sides.monster(game, fid)).killable
    return killable is True or (isinstance(killable, dict) and holds(game, killable, fid))


@effect("stun")
def stun(game: Game, eff: Effect) -> None:
    """R8.9; what it carries drops (R9.8)."""
    m = sides.monster(game, eff["id"])
    if m.alive and not m.stunned:
        m.stunned = True
        m.moves = 0
        game.emit("monster_stunned", id=m.id, kind=m.kind, room=m.room)
        powers.let_fall(game, m)


@effect("monster_dies")
def monster_dies(game: Game, eff: Effect) -> None:
    """The monster is slain in the haunt round it dies in (power `regenerates`);
    what it carries becomes its room's item pile (R8.10)."""
    m = sides.monster(game, eff["id"])
    if m.alive:
        m.alive = False
        m.died = game.state.haunt.round
        game.emit("monster_died", id=m.id, kind=m.kind, room=m.room)
        powers.let_fall(game, m)


@effect("die", outlives=True)
def die(game: Game, eff: Effect) -> None:
    """R8.4, R8.10: the explorer dies; their cards become an item pile in the room
    (companions wait there for the next explorer who comes in); carried tokens
    drop; a hidden traitor's token is turned up (R9.12)."""
    st = game.state
    seat = eff["who"]
    f = game.figure(seat)
    if not f.alive:
        return
    f.alive = False
    f.lingering = []
    cards = game.content.cards
    pile = [c for c in f.cards if cards[c].held and cards[c].deck != "event"]
    for c in f.cards:
        if c not in pile:
            st.card_discard[cards[c].deck].append(c)
    f.cards = []
    if pile:
        st.piles.setdefault(f.room, []).extend(pile)
    for t in st.tokens:
        if t.holder == seat:
            t.holder = -1
    game.emit("died", who=seat, room=f.room, pile=pile)
    if "traitor" in st.haunt.secret:
        game.emit("token_shown", who=seat, number=st.haunt.secret["tokens"][seat])
        if seat == st.haunt.secret["traitor"]:
            game.push({"do": "reveal", "who": seat})
