"""Using, giving, dropping and picking up cards (R7.2, R7.4-R7.6)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.actions import Action, DropItem, GiveItem, PickUpItem, UseItem
from game.engine.registry import effect
from game.engine.rules.cards import gain_card, lose
from game.engine.state import Effect

if TYPE_CHECKING:
    from game.engine.game import Game


def _tradable(game: Game, cid: str) -> bool:
    card = game.content.cards[cid]
    return card.deck != "event" and card.tradable and not card.companion  # R7.5, R7.6


def _droppable(game: Game, cid: str) -> bool:
    card = game.content.cards[cid]
    return card.deck != "event" and not card.companion  # R7.5, R7.6


def usable(game: Game, cid: str) -> bool:
    use = game.content.cards[cid].use
    return use is not None and (not use.requires_haunt or game.state.phase == "haunt")


def legal(game: Game, seat: int) -> list[Action]:
    st = game.state
    if st.turn.seat != seat:
        return []
    f = game.figure(seat)
    acted = st.turn.item_acts
    others = [g.seat for g in st.figures
              if g.seat != seat and g.in_house and g.room == f.room and g.side == f.side]
    acts: list[Action] = []
    for cid in f.cards:
        if cid in acted:  # R7.4: one thing per item per turn
            continue
        if usable(game, cid):
            acts.append(UseItem(cid))
        if _tradable(game, cid):
            acts += [GiveItem(cid, s) for s in others]
        if _droppable(game, cid):
            acts.append(DropItem(cid))
    acts += [PickUpItem(c) for c in st.piles.get(f.room, [])
             if c not in acted and not game.content.cards[c].companion]  # R7.6, R8.10
    return acts


def act(game: Game, seat: int, action: Action) -> bool:
    if isinstance(action, UseItem):
        use = game.content.cards[action.card].use
        assert use is not None
        game.push({"do": "item_act", "card": action.card})
        game.emit("card_used", who=seat, card=action.card)
        game.push_steps(use.steps, seat, action.card)
        used = game.state.card_state.setdefault(action.card, {})
        used["uses"] = used.get("uses", 0) + 1
        if use.discard or (use.uses and used["uses"] >= use.uses):
            game.push_end({"do": "discard_card", "who": seat, "card": action.card})
    elif isinstance(action, GiveItem):
        game.push({"do": "item_act", "card": action.card},
                  {"do": "offer_card", "who": seat, "to": action.to, "card": action.card})
    elif isinstance(action, DropItem):
        game.push({"do": "item_act", "card": action.card},
                  {"do": "drop_card", "who": seat, "card": action.card})
    elif isinstance(action, PickUpItem):
        game.push({"do": "item_act", "card": action.card},
                  {"do": "pick_up_card", "who": seat, "card": action.card})
    else:
        return False
    return True


@effect("item_act")
def item_act(game: Game, eff: Effect) -> None:
    game.state.turn.item_acts.append(eff["card"])


@effect("offer_card")
def offer_card(game: Game, eff: Effect) -> None:
    """R7.4: a card goes only to a willing explorer, who is asked."""
    giver, taker, cid = eff["who"], eff["to"], eff["card"]
    game.ask(taker, "choose", ["accept", "refuse"], topic="offered", card=cid, giver=giver,
             then={"accept": [{"do": "pass_card", "who": taker, "from": giver, "card": cid}],
                   "refuse": []})


@effect("drop_card")
def drop_card(game: Game, eff: Effect) -> None:
    seat, cid = eff["who"], eff["card"]
    room = game.figure(seat).room
    game.state.piles.setdefault(room, []).append(cid)  # R7.5: an Item Pile
    game.emit("card_dropped", who=seat, card=cid, room=room)
    lose(game, seat, cid)  # in the same step: the card is never in two places


@effect("pick_up_card")
def pick_up_card(game: Game, eff: Effect) -> None:
    seat, cid = eff["who"], eff["card"]
    room = game.figure(seat).room
    game.emit("card_picked_up", who=seat, card=cid, room=room)
    take_from_pile(game, seat, cid)


def take_from_pile(game: Game, seat: int, cid: str) -> None:
    """A card goes from the pile of the explorer's room into their hand, in one
    step: it is never in no place, whatever its on_gain does."""
    st = game.state
    room = game.figure(seat).room
    st.piles[room].remove(cid)
    if not st.piles[room]:
        del st.piles[room]
    gain_card(game, {"who": seat, "card": cid})
