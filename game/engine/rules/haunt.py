"""The haunt roll and the haunt's start (R3.2, R9.1-R9.6, R9.12), its rounds
and the end of the game (R9.11)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.content.types import HauntDef
from game.engine.registry import TRAITOR_RULES, effect
from game.engine.rules import sides
from game.engine.rules.movement import room_exits
from game.engine.rules.placement import distances
from game.engine.rules.traits import value
from game.engine.state import Effect

if TYPE_CHECKING:
    from game.engine.game import Game

HAUNT_DICE = 6


@effect("haunt_rolls")
def haunt_rolls(game: Game, eff: Effect) -> None:
    """One haunt roll for each omen drawn this turn, in the order drawn (R3.2)."""
    if game.state.phase != "explore":
        return
    game.push(*({"do": "haunt_roll", "who": eff["who"], "omen": omen, "room": room}
                for omen, room in game.state.turn.omens))


@effect("haunt_roll")
def haunt_roll(game: Game, eff: Effect) -> None:
    st = game.state
    if st.phase != "explore":  # rolling stops as soon as the haunt starts
        return
    faces = game.dice(HAUNT_DICE)
    total = sum(faces)
    game.emit("dice", who=eff["who"], purpose="haunt", faces=faces, total=total,
              need=st.omens_drawn, omen=eff["omen"])
    if total < st.omens_drawn:  # R9.1
        st.phase = "haunt"
        h = st.haunt
        h.omen, h.room, h.revealer, h.turn = eff["omen"], eff["room"], eff["who"], st.turn.number
        game.emit("haunt_begins", omen=eff["omen"], room=eff["room"], revealer=eff["who"])
        if game.content.haunts:
            game.push({"do": "haunt_start"})
        else:  # content without haunts (some tests): the game stops at the reveal
            st.phase = "over"


# ---- which haunt (R9.2, R9.4) ---------------------------------------------------------
def rooms_by_distance(game: Game, start: str) -> list[str]:
    """Placed rooms nearest first (walking), then any cut-off ones by id."""
    near = walk_distances(game, start)
    return list(near) + sorted(r for r in game.state.placements if r not in near)


def walk_distances(game: Game, start: str) -> dict[str, int]:
    """Spaces from a room to every room one can walk to from it, nearest first."""
    return distances(game, start, lambda g, room: [*room_exits(g, room, 0),
                                                   *room_exits(g, room, 1)])


def pick_haunt(game: Game, omen: str, room: str, revealer: int) -> HauntDef:
    """The chart's cell for the omen and the room (R9.2). Haunts in `avoid` (R9.4,
    a setting) are passed over: the next omen room nearest the revealer, then the
    revealer's other omens. A room without an omen symbol uses the nearest that has."""
    content = game.content
    avoid = set(game.state.haunt.avoid)
    near = [room, *(r for r in rooms_by_distance(game, room) if r != room)]
    rooms = [r for r in near if (omen, r) in content.chart]
    omens = [omen] + [c for c in game.figure(revealer).cards
                      if content.cards[c].deck == "omen" and c != omen]
    for o in omens:
        for r in near:
            hid = content.chart.get((o, r))
            if hid and content.haunts[hid].number not in avoid:
                return content.haunts[hid]
    if rooms:
        return content.haunts[content.chart[(omen, rooms[0])]]
    return min(content.haunts.values(), key=lambda h: h.number)


def left_of(game: Game, seat: int) -> int:
    order = game.state.order
    return order[(order.index(seat) + 1) % len(order)]


def choose_traitor(game: Game, h: HauntDef, revealer: int) -> int:
    """R9.2's rule, a registered word (docs/HAUNTS.md, Traitor rules)."""
    return int(TRAITOR_RULES[h.traitor["rule"]].run(game, h.traitor, revealer))


def _tie_break(game: Game, tied: list[int], revealer: int) -> int:
    """R9.3: ties go to the revealer, else the tied explorer nearest the revealer's left."""
    if revealer in tied:
        return revealer
    seat = left_of(game, revealer)
    while seat not in tied:
        seat = left_of(game, seat)
    return seat


@TRAITOR_RULES.word("revealer")
def _revealer(game: Game, rule: dict[str, Any], revealer: int) -> int:
    """The explorer who rolled the haunt (already a traitor: the next on the left)."""
    return _tie_break(game, sides.heroes(game), revealer)


@TRAITOR_RULES.word("left_of_revealer")
def _left(game: Game, rule: dict[str, Any], revealer: int) -> int:
    """The explorer on the revealer's left (already a traitor: the next on the left)."""
    return _tie_break(game, sides.heroes(game), left_of(game, revealer))


def _extreme(game: Game, rule: dict[str, Any], revealer: int, pick: Any) -> int:
    scores = {s: value(game, s, rule["trait"]) for s in sides.heroes(game)}
    best = pick(scores.values())
    return _tie_break(game, [s for s, v in scores.items() if v == best], revealer)


@TRAITOR_RULES.word("highest", {"trait": "trait"})
def _highest(game: Game, rule: dict[str, Any], revealer: int) -> int:
    """The explorer with the highest value in a trait (ties: R9.3)."""
    return _extreme(game, rule, revealer, max)


@TRAITOR_RULES.word("lowest", {"trait": "trait"})
def _lowest(game: Game, rule: dict[str, Any], revealer: int) -> int:
    """The explorer with the lowest value in a trait (ties: R9.3)."""
    return _extreme(game, rule, revealer, min)


@TRAITOR_RULES.word("holder", {"card": "card"})
def _holder(game: Game, rule: dict[str, Any], revealer: int) -> int:
    """Whoever holds a card; nobody holds it: the revealer."""
    pool = sides.heroes(game)
    return next((s for s in pool if rule["card"] in game.figure(s).cards),
                _tie_break(game, pool, revealer))


@TRAITOR_RULES.word("hidden", optional={"at_will": "bool"})
def _hidden(game: Game, rule: dict[str, Any], revealer: int) -> int:
    """R9.12: numbered tokens dealt in secret; whoever holds 1 is the traitor. Play
    is anchored on the revealer until the traitor reveals. `at_will` false: the
    traitor is never offered the reveal; the haunt's own steps bring it."""
    return revealer


@TRAITOR_RULES.word("none", optional={"house": "house"})
def _none(game: Game, rule: dict[str, Any], revealer: int) -> int:
    """No traitor: every explorer is a hero and the house moves the monsters by the
    policy `house` names (default `hunt_nearest`, rules/house_plays.py). Play is
    anchored on the revealer: the monsters move and the round ends at their place."""
    return revealer


@effect("haunt_start")
def haunt_start(game: Game, eff: Effect) -> None:
    st = game.state
    revealer = st.haunt.revealer
    h = pick_haunt(game, st.haunt.omen, st.haunt.room, revealer)
    hs = st.haunt
    hs.id, hs.number, hs.counters, hs.round, hs.allies = h.id, h.number, {}, 0, []
    hs.opening, hs.ready = True, False
    seat = choose_traitor(game, h, revealer)
    if h.hidden:  # R9.12: numbered tokens dealt face down; 1 is the traitor
        numbers = list(range(1, len(st.figures) + 1))
        game.shuffle(numbers)
        hs.traitor, hs.anchor = None, seat
        hs.secret = {"traitor": numbers.index(1), "tokens": numbers}
    elif sides.house_policy(game) is not None:  # no traitor: the house plays
        hs.traitor, hs.anchor = None, seat
    else:
        hs.traitor, hs.anchor = seat, seat
        game.figure(seat).lingering = []  # R9.5: bad lingering effects end
        for rule in h.allies:  # more traitors, each chosen among those still heroes
            ally = int(TRAITOR_RULES[rule["rule"]].run(game, rule, revealer))
            hs.allies.append(ally)
            game.figure(ally).lingering = []
    game.emit("haunt_chosen", haunt=h.id, number=h.number, traitor=st.haunt.traitor,
              hidden=h.hidden, revealer=revealer, allies=list(hs.allies))
    if h.hidden:
        for f in st.figures:
            game.emit("hidden_token", seat=f.seat, secret=("number",), who=f.seat,
                      number=hs.secret["tokens"][f.seat])
    anchor = st.haunt.anchor
    game.push(*({**s, "who": anchor, "card": ""} for s in h.setup), {"do": "haunt_ready"})


@effect("haunt_ready")
def haunt_ready(game: Game, eff: Effect) -> None:
    game.state.haunt.ready = True
    game.emit("haunt_ready")


@effect("reveal", outlives=True)
def reveal(game: Game, eff: Effect) -> None:
    """The hidden traitor shows their token (R9.12), by choice or in death."""
    st = game.state
    seat = eff["who"]
    if st.haunt.traitor is not None:
        return
    st.haunt.traitor = seat
    game.figure(seat).lingering = []
    game.emit("traitor_revealed", who=seat)
    h = sides.haunt_def(game)
    assert h is not None
    if game.figure(seat).alive:
        game.push_steps(h.on_reveal, seat, "")


# ---- turn order after the haunt (R9.6) ---------------------------------------------
def haunt_next_turn(game: Game, who: int) -> None:
    """The first haunt turn goes to the left of the traitor (of the revealer for a
    hidden traitor). After the traitor's place in the order the monsters move;
    a round ends at the anchor's place (the traitor's, or the revealer's in a
    hidden-traitor haunt). Dead and escaped explorers are passed over."""
    st = game.state
    effects: list[Effect] = []
    if st.haunt.opening:
        st.haunt.opening = False
        who = st.haunt.anchor
    else:
        effects += _after_place(game, who)
    seat = who
    for _ in range(len(st.order)):
        seat = left_of(game, seat)
        if game.figure(seat).in_house:
            effects.append({"do": "start_turn", "seat": seat})
            break
        if seat != who:
            effects += _after_place(game, seat)
    else:  # the goals end the game before the house is empty (sides.winner)
        raise AssertionError("no explorer is left in the house and nobody has won")
    game.push(*effects)


def _after_place(game: Game, seat: int) -> list[Effect]:
    """What comes after a seat's place in the turn order, alive or not."""
    out: list[Effect] = []
    if seat == sides.traitor(game) or (seat == game.state.haunt.anchor and
                                       sides.house_policy(game) is not None):
        out.append({"do": "monster_turn"})
    if seat == game.state.haunt.anchor:
        out.append({"do": "round_tick"})
    return out


@effect("round_tick")
def round_tick(game: Game, eff: Effect) -> None:
    h = game.state.haunt
    h.round += 1
    game.emit("round", n=h.round)


def finish(game: Game, side: str) -> None:
    """The first side to meet its goals wins (R9.11); nothing else happens."""
    st = game.state
    st.phase = "over"
    st.queue.clear()
    st.prompt = None
    st.haunt.winner = side
    if st.haunt.traitor is None and "traitor" in st.haunt.secret:
        st.haunt.traitor = st.haunt.secret["traitor"]  # the game is over: all is told
    game.emit("game_over", winner=side, traitor=st.haunt.traitor,
              round=st.haunt.round)
