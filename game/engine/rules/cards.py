"""Drawing cards and the card effect vocabulary (R1.5, R4.2, R5.6, R7).

A card's `on_draw`, `on_gain`, `on_lose` and `use` are lists of steps; each
step is an effect resolved by the handler registered under its `do` name.
docs/CONTENT.md lists the vocabulary for designers.
"""

from __future__ import annotations

from collections import deque
from typing import TYPE_CHECKING, Any

from game.engine.registry import effect
from game.engine.rules.conditions import as_condition, holds
from game.engine.rules.movement import PASSAGE_TOKENS, room_exits, unexplored_doorways
from game.engine.rules.numbers import amount
from game.engine.rules.room_rule import rule_of
from game.engine.rules.sides import known_traitor
from game.engine.state import Effect, Token

if TYPE_CHECKING:
    from game.engine.game import Game

DOG_RANGE = 4


# ---- drawing (R4.2, R5.6, R7.1-R7.3) ---------------------------------------
@effect("draw", card_step=("deck",))
def draw(game: Game, eff: Effect) -> None:
    game.push(*({"do": "draw_one", "who": eff["who"], "deck": eff["deck"]}
                for _ in range(amount(game, eff.get("n", 1)))))


@effect("draw_one")
def draw_one(game: Game, eff: Effect) -> None:
    st = game.state
    deck = eff["deck"]
    if not st.decks[deck]:
        if not st.card_discard[deck]:
            game.emit("deck_empty", deck=deck)
            return
        st.decks[deck], st.card_discard[deck] = st.card_discard[deck], []
        game.shuffle(st.decks[deck])
        game.emit("deck_reshuffled", deck=deck)
    drawn(game, eff["who"], st.decks[deck].pop())


def drawn(game: Game, seat: int, cid: str) -> None:
    """A card has come to `who`, in the same step that took it from its deck (a
    card is always in exactly one place, whenever the game may end, R9.11): it is
    in hand (or being read out) at once; movement ends, omens are counted, then
    the card's steps."""
    st = game.state
    card = game.content.cards[cid]
    game.emit("card_drawn", who=seat, deck=card.deck, card=cid)
    if card.deck == "omen":
        st.omens_drawn += 1
        if st.phase == "explore":
            st.turn.omens.append([cid, game.figure(seat).room])  # R3.2, R9.2
    first: list[Effect] = [{"do": "end_movement", "who": seat}] if st.turn.seat == seat else []
    steps: list[Effect] = [{**s, "who": seat, "card": cid} for s in card.on_draw]
    if steps and known_traitor(game, seat):
        steps = [{"do": "may_ignore", "who": seat, "card": cid, "steps": steps}]  # R9.7
    if card.held:
        game.figure(seat).cards.append(cid)
        game.emit("card_gained", who=seat, card=cid)
        on_gain = [{**s, "who": seat, "card": cid} for s in card.on_gain]
        game.push(*first, *on_gain, *steps)
    else:
        st.resolving.append(cid)
        game.push(*first, *steps, {"do": "discard_card", "who": seat, "card": cid})


@effect("may_ignore")
def may_ignore(game: Game, eff: Effect) -> None:
    """R9.7: the traitor may choose not to be affected by an event or an omen."""
    game.ask(eff["who"], "choose", ["follow", "ignore"], topic="traitor_ignore",
             card=eff["card"], then={"follow": eff["steps"], "ignore": []})


@effect("gain_card")
def gain_card(game: Game, eff: Effect) -> None:
    seat, cid = eff["who"], eff["card"]
    game.figure(seat).cards.append(cid)
    game.emit("card_gained", who=seat, card=cid)
    game.push_steps(game.content.cards[cid].on_gain, seat, cid)


@effect("pass_card")
def pass_card(game: Game, eff: Effect) -> None:
    """A held card goes from one explorer (`from`) to another (`who`) at once,
    stolen or given (R8.7, R7.4): it is in one hand or the other whatever its
    on_lose or on_gain does, even when that kills and ends the game; then the
    giver's on_lose runs and the taker's on_gain."""
    giver, taker, cid = eff["from"], eff["who"], eff["card"]
    game.figure(giver).cards.remove(cid)
    game.figure(taker).cards.append(cid)
    game.emit("card_gained", who=taker, card=cid)
    card = game.content.cards[cid]
    game.push_steps(card.on_gain, taker, cid)
    game.push_steps(card.on_lose, giver, cid)


def lose(game: Game, seat: int, cid: str) -> None:
    """A held card leaves its holder, in the same step that puts it in its new
    place (dropped, discarded); then its on_lose runs."""
    game.figure(seat).cards.remove(cid)
    game.push_steps(game.content.cards[cid].on_lose, seat, cid)


@effect("discard_card")
def discard_card(game: Game, eff: Effect) -> None:
    """Discard a card its holder has (or an event being read out). A card that has
    already left — its own effect gave it up or discarded it — stays where it is."""
    st = game.state
    seat, cid = eff["who"], eff["card"]
    held = cid in game.figure(seat).cards
    if not held and cid not in st.resolving:
        return
    if cid in st.resolving:
        st.resolving.remove(cid)
    st.card_discard[game.content.cards[cid].deck].append(cid)
    st.card_state.pop(cid, None)
    game.emit("card_discarded", who=seat, card=cid)
    if held:
        lose(game, seat, cid)  # in the same step: the card is never in two places


# ---- choices and conditions ---------------------------------------------------
@effect("choice", card_step=("options",))
def choice(game: Game, eff: Effect) -> None:
    """Offer options [{key, then, when?}] whose `when` conditions hold."""
    seat, card = eff["who"], eff.get("card", "")
    options = [o for o in eff["options"] if holds(game, as_condition(o.get("when", {})), seat)]
    if not options:
        return
    game.ask(seat, "choose", [o["key"] for o in options], topic="card", card=card,
             then={o["key"]: [{**s, "who": seat, "card": card} for s in o["then"]]
                   for o in options})


@effect("if", card_step=("when",), outlives=True)
def if_(game: Game, eff: Effect) -> None:
    branch = eff.get("then", []) if holds(game, as_condition(eff["when"]), eff["who"]) else \
        eff.get("else", [])
    game.push_steps(branch, eff["who"], eff.get("card", ""))


@effect("each_here", card_step=("steps",))
def each_here(game: Game, eff: Effect) -> None:
    """Every explorer in your room (you first, then by seat) follows the steps; a
    known traitor among the others may choose not to follow an event's or an
    omen's (R9.7; the drawer's own choice is made once, for the whole card)."""
    room = game.figure(eff["who"]).room
    cid = eff.get("card", "")
    cards = game.content.cards
    ignorable = cid in cards and cards[cid].deck in ("event", "omen")  # R9.7
    seats = [eff["who"]] + [f.seat for f in game.state.figures
                            if f.room == room and f.seat != eff["who"] and f.in_house]
    for seat in reversed(seats):
        if ignorable and seat != eff["who"] and known_traitor(game, seat):
            game.push({"do": "may_ignore", "who": seat, "card": cid,
                       "steps": [{**s, "who": seat, "card": cid} for s in eff["steps"]]})
        else:
            game.push_steps(eff["steps"], seat, cid)


# ---- lingering effects ------------------------------------------------------------
@effect("linger", card_step=("turns", "steps"))
def linger(game: Game, eff: Effect) -> None:
    """The steps happen again at the end of each of your next `turns` turns."""
    f = game.figure(eff["who"])
    f.lingering.append({"card": eff.get("card", ""), "turns": eff["turns"],
                        "steps": eff["steps"]})
    game.emit("lingers", who=eff["who"], card=eff.get("card", ""), turns=eff["turns"])


@effect("lingering_end_of_turn")
def lingering_end_of_turn(game: Game, eff: Effect) -> None:
    seat = eff["who"]
    f = game.figure(seat)
    for entry in list(f.lingering):
        entry["turns"] -= 1
        game.emit("lingering", who=seat, card=entry["card"], left=entry["turns"])
        game.push_steps(entry["steps"], seat, entry["card"])
    f.lingering = [e for e in f.lingering if e["turns"] > 0]


# ---- moving and passages ---------------------------------------------------------
def room_filter(game: Game, seat: int, spec: dict[str, Any]) -> list[str]:
    here = game.figure(seat).room
    floor = game.state.placements[here].floor
    order = {"basement": 0, "ground": 1, "upper": 2}
    unexplored = {r for fl in order for r, _d in unexplored_doorways(game, fl)} \
        if spec.get("unexplored") else set()
    rooms = []
    for rid, p in sorted(game.state.placements.items()):
        if rid == here or rule_of(game, rid).slides_on:
            continue
        if spec.get("other_floor") and p.floor == floor:
            continue
        if spec.get("lower_floor") and order[p.floor] >= order[floor]:
            continue
        if "floor" in spec and p.floor != spec["floor"]:
            continue
        if spec.get("same_floor") and p.floor != floor:
            continue
        if "symbol" in spec and game.rooms[rid].symbol != spec["symbol"]:
            continue
        if spec.get("unexplored") and rid not in unexplored:
            continue
        rooms.append(rid)
    return rooms


@effect("move", card_step=("to",))
def move(game: Game, eff: Effect) -> None:
    """Put yourself in a room: a named one, or one you choose matching `filter`.
    This is not movement: it costs no spaces."""
    seat = eff["who"]
    step = {"do": "step", "who": seat, "via": "card", "cost": 0}
    if eff["to"] != "choose":
        if eff["to"] in game.state.placements:
            game.push({**step, "to": eff["to"]})
        return
    rooms = room_filter(game, seat, eff.get("filter", {}))
    if rooms:
        game.ask(seat, "choose", rooms, topic="move_to", card=eff.get("card", ""),
                 then={r: [{**step, "to": r}] for r in rooms})


@effect("return_to_room", card_step=())
def return_to_room(game: Game, eff: Effect) -> None:
    """Put yourself back in the room this card remembers (`remember_room`); not
    movement. Nothing happens when you are there already."""
    seat, cid = eff["who"], eff.get("card", "")
    room = game.state.card_state.get(cid, {}).get("room")
    if room in game.state.placements and room != game.figure(seat).room:
        game.push({"do": "step", "who": seat, "via": "card", "cost": 0, "to": room})


@effect("remember_room", card_step=())
def remember_room(game: Game, eff: Effect) -> None:
    """This card keeps the room you are in, for a later `return_to_room`."""
    room = game.figure(eff["who"]).room
    game.state.card_state.setdefault(eff["card"], {})["room"] = room
    game.emit("room_remembered", who=eff["who"], card=eff["card"], room=room)


@effect("link", card_step=("token",))
def link(game: Game, eff: Effect) -> None:
    """Place a passage token here and one in a room you choose; the two connect
    (moving between them costs one space). With `go`, you may then go through it
    at once (this is not movement)."""
    seat = eff["who"]
    rooms = room_filter(game, seat, eff.get("filter", {}))
    if not rooms:
        return
    link_id = 1 + max((t.link for t in game.state.tokens), default=0)
    go = bool(eff.get("go"))
    game.ask(seat, "choose", rooms, topic="link_to", card=eff.get("card", ""), then={
        r: [{"do": "place_link", "who": seat, "token": eff["token"], "link": link_id,
             "room": r, "go": go, "card": eff.get("card", "")}] for r in rooms})


@effect("block_door", card_step=())
def block_door(game: Game, eff: Effect) -> None:
    """Choose a door of your room that leads to another room: it is shut fast until
    someone on either side forces it (a Might roll of 4+)."""
    seat = eff["who"]
    here = game.figure(seat).room
    rooms = sorted(r for r, (how, _side) in room_exits(game, here,
                                                         game.figure(seat).side).items()
                   if how == "door")
    if not rooms:
        return
    link_id = 1 + max((t.link for t in game.state.tokens), default=0)
    game.ask(seat, "choose", rooms, topic="block_door", card=eff.get("card", ""), then={
        r: [{"do": "place_link", "who": seat, "token": "blocked_door", "link": link_id,
             "room": r}] for r in rooms})


@effect("place_link")
def place_link(game: Game, eff: Effect) -> None:
    """R6.10: a token put into a barrier room lies on the side its placer chooses."""
    seat = eff["who"]
    if "side" not in eff and eff["token"] in PASSAGE_TOKENS and \
            rule_of(game, eff["room"]).pick_side:
        game.ask(seat, "choose", ["0", "1"], topic="passage_side",
                 then={s: [{**eff, "side": int(s)}] for s in ("0", "1")})
        return
    f = game.figure(seat)
    st = game.state
    st.tokens.append(Token(eff["token"], f.room, f.side, eff["link"]))
    st.tokens.append(Token(eff["token"], eff["room"], eff.get("side", 0), eff["link"]))
    game.emit("passage_placed", token=eff["token"], rooms=[f.room, eff["room"]])
    if eff.get("go"):
        through = {"do": "step", "who": seat, "via": "card", "cost": 0, "to": eff["room"],
                   "side": eff.get("side", 0)}
        game.ask(seat, "choose", ["go", "stay"], topic="card", card=eff.get("card", ""),
                 then={"go": [through], "stay": []})


# ---- giving up cards -------------------------------------------------------
@effect("discard_item", card_step=())
def discard_item(game: Game, eff: Effect) -> None:
    """Choose one of your items (not an omen, R7.7) and discard it."""
    seat = eff["who"]
    items = [c for c in game.figure(seat).cards if game.content.cards[c].deck == "item"]
    if items:
        game.ask(seat, "choose", items, topic="discard_item", card=eff.get("card", ""),
                 then={c: [{"do": "discard_card", "who": seat, "card": c}] for c in items})


# ---- named cards whose effect data cannot say ---------------------------------
@effect("search_deck", card_step=("decks",))
def search_deck(game: Game, eff: Effect) -> None:
    """Crystal Ball (R7.7): look through an undrawn Item or Event deck, take one."""
    seat = eff["who"]
    decks = [d for d in eff["decks"] if game.state.decks[d]]
    if decks:
        game.ask(seat, "choose", decks, topic="search_deck", card=eff.get("card", ""),
                 then={d: [{"do": "search_pick", "who": seat, "deck": d}] for d in decks})


@effect("search_pick")
def search_pick(game: Game, eff: Effect) -> None:
    seat, deck = eff["who"], eff["deck"]
    cards = sorted(game.state.decks[deck])
    game.emit("deck_searched", seat=seat, secret=("cards",), who=seat, deck=deck, cards=cards)
    shuffle = {"do": "shuffle_deck", "deck": deck}
    game.ask(seat, "choose", cards, private=True, topic="search_pick",
             then={c: [{"do": "take_from_deck", "who": seat, "deck": deck, "card": c}, shuffle]
                   for c in cards})


@effect("take_from_deck")
def take_from_deck(game: Game, eff: Effect) -> None:
    game.state.decks[eff["deck"]].remove(eff["card"])
    drawn(game, eff["who"], eff["card"])


@effect("shuffle_deck")
def shuffle_deck(game: Game, eff: Effect) -> None:
    game.shuffle(game.state.decks[eff["deck"]])
    game.emit("deck_reshuffled", deck=eff["deck"])


def dog_reach(game: Game, seat: int) -> list[int]:
    """Explorers the Dog can run to: within DOG_RANGE spaces by two-way routes (R7.7)."""
    f = game.figure(seat)
    dist = {(f.room, f.side): 0}
    todo = deque([(f.room, f.side)])
    while todo:
        rid, side = todo.popleft()
        if dist[(rid, side)] == DOG_RANGE:
            continue
        for other, (_, oside) in room_exits(game, rid, side).items():
            if rule_of(game, other).moves_you or (other, oside) in dist:  # R7.7
                continue
            dist[(other, oside)] = dist[(rid, side)] + 1
            todo.append((other, oside))
    return [g.seat for g in game.state.figures
            if g.seat != seat and g.in_house and (g.room, g.side) in dist]


@effect("dog_carry", card_step=())
def dog_carry(game: Game, eff: Effect) -> None:
    """The Dog carries one of your tradable items to an explorer it can reach."""
    seat = eff["who"]
    items = [c for c in game.figure(seat).cards
             if game.content.cards[c].tradable and not game.content.cards[c].companion
             and game.content.cards[c].deck != "event"
             and c not in game.state.turn.item_acts]
    options = {f"{c}>{s}": [{"do": "item_act", "card": c},
                            {"do": "offer_card", "who": seat, "to": s, "card": c}]
               for s in dog_reach(game, seat) for c in items}
    if options:
        game.ask(seat, "choose", list(options), topic="dog_carry", card=eff.get("card", ""),
                 then=options)


@effect("monkey_attack")
def monkey_attack(game: Game, eff: Effect) -> None:
    """The Toy Monkey attacks whoever enters its room, at most once per turn (R7.7)."""
    st = game.state
    mark = st.card_state.setdefault("toy_monkey", {})
    if mark.get("turn") == st.turn.number:
        return
    mark["turn"] = st.turn.number
    game.emit("monkey_attacks", who=eff["who"])
    game.push({"do": "contest", "who": eff["who"], "dice": 3, "trait": "sanity",
               "kind": "mental"})
