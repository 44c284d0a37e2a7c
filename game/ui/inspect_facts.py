"""Everything public about one thing on the board, as lines a card shows: an
explorer, a monster, a room, a token, a card (R10.2: only what the shared
screen may show).

In this game every trait, item and omen is public, so heroes may read the
traitor's Might. Never shown: who a hidden traitor is (nothing here reads the
haunt's secret; sides come from `sides.traitor`, the traitor as everyone knows
it), a face-down token's value (tokens are read from `game.view(None)`), and
any seat's open choices (no prompt is read). The facts follow the story the
screen has told (`Sight`): a death, a monster or a traitor the engine already
knows stays out until the board has shown it.

Each kind of thing is one registered builder (`KINDS`); the rules are the
engine's own functions, never worked out here.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from game import narrate
from game.content.types import DECKS, DIRECTIONS, FLOORS, TRAITS
from game.engine import Game
from game.engine.house import meets, world_doors
from game.engine.registry import POWERS
from game.engine.rules import combat, powers, sides, tokens, traits
from game.engine.rules.modifiers import room_changes
from game.engine.rules.movement import blocked_doors, links, unexplored_doorways
from game.text import has, join, t


@dataclass(frozen=True)
class Subject:
    """One thing to inspect: its kind and its key (a seat or figure id, a room
    or card id, a token's index in the house)."""

    kind: str
    key: int | str


@dataclass(frozen=True)
class Sight:
    """What the shared screen has shown so far (the engine runs ahead of the
    story): the players' labels, and what is not yet told."""

    players: tuple[tuple[str, bool], ...] = ()  # per seat: (the player's name, a person?)
    haunt_told: bool = True  # the haunt's reveal has begun on screen
    traitor_told: bool = True  # a traitor's unmasking has been shown
    joining: frozenset[int] = frozenset()  # heroes turned, not yet shown turning
    untold: frozenset[int] = frozenset()  # figures dead or gone, not yet shown so
    unseen: frozenset[int] = frozenset()  # monsters not yet shown rising
    tokens: frozenset[int] = frozenset()  # tokens (by index) not yet shown arriving


@dataclass(frozen=True)
class Line:
    label: str
    text: str
    tone: str = ""  # "" | "flavor" | "traitor" | "dead": how the card colours it


@dataclass(frozen=True)
class Facts:
    subject: Subject
    title: str
    subtitle: str
    lines: tuple[Line, ...]
    traits: tuple[tuple[str, int], ...] = ()  # (trait, value now)
    cards: tuple[str, ...] = ()  # cards it holds or that lie there, each inspectable
    tracks: bool = False  # an explorer: its four trait tracks are drawn


Builder = Callable[[Game, Any, Sight], Facts | None]
KINDS: dict[str, Builder] = {}


def kind(name: str) -> Callable[[Builder], Builder]:
    """Register how one kind of thing is told."""
    def register(fn: Builder) -> Builder:
        KINDS[name] = fn
        return fn
    return register


def facts(game: Game, subject: Subject, sight: Sight) -> Facts | None:
    """The facts of a thing, or None when it is not (or no longer) on the board."""
    build = KINDS.get(subject.kind)
    try:
        return build(game, subject.key, sight) if build is not None else None
    except (KeyError, IndexError, TypeError, ValueError):  # a stale or bad subject
        return None


# ---- what the story has reached ---------------------------------------------------------
def public_traitor(game: Game, sight: Sight) -> int | None:
    """The traitor's seat once everyone knows it and the screen has shown it."""
    return sides.traitor(game) if sight.haunt_told and sight.traitor_told else None


def public_side(game: Game, sight: Sight) -> list[int]:
    """The traitor's side's explorers as the screen has shown them: the traitor
    and its allies, a turned hero once the turning is shown."""
    tt = public_traitor(game, sight)
    return [] if tt is None else [tt, *(s for s in sides.allies(game) if s not in sight.joining)]


def in_house(game: Game, seat: int, sight: Sight) -> bool:
    return game.figure(seat).in_house or seat in sight.untold


def monster_shown(game: Game, fid: int, sight: Sight) -> bool:
    m = sides.monster(game, fid)
    return fid not in sight.unseen and (m.alive or fid in sight.untold)


def figures_in(game: Game, rid: str, sight: Sight) -> list[int]:
    """The figures the board shows in a room: explorers by seat, then monsters."""
    out = [f.seat for f in game.state.figures if f.room == rid and in_house(game, f.seat, sight)]
    return out + [m.id for m in game.state.monsters
                  if m.room == rid and monster_shown(game, m.id, sight)]


def public_tokens(game: Game, sight: Sight) -> dict[int, dict[str, Any]]:
    """The tokens the board shows, by index, as the shared screen may see them: a
    face-down one has no value."""
    return {i: tok for i, tok in enumerate(game.view(None)["tokens"]) if i not in sight.tokens}


# ---- words ------------------------------------------------------------------------------
def player_label(sight: Sight, seat: int) -> str:
    if seat >= len(sight.players):
        return ""
    name, person = sight.players[seat]
    return t("inspect.player", name=name) if person else t("inspect.bot")


def _floor(game: Game, rid: str) -> str:
    return t(f"floor.{game.state.placements[rid].floor}")


def _where(game: Game, rid: str) -> str:
    if rid not in game.state.placements:
        return narrate.room(rid)
    return t("inspect.in_room", room=narrate.room(rid), floor=_floor(game, rid))


def token_name(game: Game, kind_: str) -> str:
    """A token's name: the haunt's word for its own tokens, the game's for the rest."""
    own = f"haunt.{game.state.haunt.id}.token.{kind_}"
    if game.state.haunt.id and has(own):
        return t(own)
    return t(f"inspect.token.{kind_}.name")


def _token_words(game: Game, tok: dict[str, Any]) -> str:
    name = token_name(game, tok["kind"])
    if tok["face_down"]:
        return t("inspect.token_face_down", name=name)
    if "values" in tokens.properties(game, tok["kind"]):
        return t("inspect.token_value", name=name, n=tok["value"])
    return name


def _held(game: Game, cards: list[str]) -> list[Line]:
    """Held cards by deck (items, omens, kept events), or one line saying none."""
    out = []
    for deck in DECKS:
        names = [narrate.card(c) for c in cards if game.content.cards[c].deck == deck]
        if names:
            out.append(Line(t(f"inspect.held.{deck}"), join(names)))
    return out


def _carried(game: Game, fid: int, sight: Sight) -> list[Line]:
    held = [_token_words(game, tok) for tok in public_tokens(game, sight).values()
            if tok["holder"] == fid]
    return [Line(t("inspect.carries"), join(held))] if held else []


# ---- explorers ---------------------------------------------------------------------------
def _side(game: Game, seat: int, sight: Sight) -> Line | None:
    """The side everyone knows: none before the haunt is shown; while a hidden
    traitor hides, the same "unknown" for every explorer (R9.12)."""
    if game.state.phase == "explore" or not sight.haunt_told:
        return None
    label = t("inspect.side")
    traitor = public_traitor(game, sight)
    if traitor is None and (sides.hidden_unrevealed(game) or sides.traitor(game) is not None):
        return Line(label, t("inspect.side.hidden"))  # hiding, or not yet shown unmasked
    if seat in public_side(game, sight):
        return Line(label, t("inspect.side.traitor"), "traitor")
    return Line(label, t("inspect.side.heroes"))


@kind("explorer")
def explorer(game: Game, seat: int, sight: Sight) -> Facts:
    f = game.figure(int(seat))
    lines: list[Line] = []
    if not in_house(game, f.seat, sight):
        lines.append(Line(t("inspect.state"), t("inspect.dead") if not f.alive
                          else t("inspect.escaped"), "dead"))
    else:
        lines.append(Line(t("inspect.where"), _where(game, f.room)))
        if game.rooms[f.room].params.get("sides"):  # a barrier room (R6.10)
            lines.append(Line(t("inspect.barrier"), t(f"option.barrier_side.{f.side}")))
    side = _side(game, f.seat, sight)
    if side is not None:
        lines.append(side)
    held = _held(game, f.cards)
    lines += held or [Line(t("inspect.holds"), t("inspect.nothing"))]
    lines += _carried(game, f.seat, sight)
    values = tuple((tr, traits.value(game, f.seat, tr)) for tr in TRAITS)
    return Facts(Subject("explorer", f.seat), narrate.explorer(game, f.seat),
                 player_label(sight, f.seat), tuple(lines), values, tuple(f.cards), True)


# ---- monsters ----------------------------------------------------------------------------
def power_words(game: Game, name: str, params: dict[str, Any]) -> str:
    """A monster power in words (`inspect.power.<word>`); its cards and traits named."""
    means = [narrate.card(c) for c in params.get("items", ())]
    means += [t(f"trait.{tr}") for tr in params.get("traits", ())]
    return t(f"inspect.power.{name}", means=join(means), traits=join(
        t(f"trait.{tr}") for tr in params.get("traits", ())))


@kind("monster")
def monster(game: Game, fid: int, sight: Sight) -> Facts | None:
    fid = int(fid)
    if not sides.is_monster(fid) or not monster_shown(game, fid, sight):
        return None
    m = sides.monster(game, fid)
    mdef = sides.monster_def(game, m)
    lines: list[Line] = []
    if not m.alive:
        lines.append(Line(t("inspect.state"), t("inspect.slain"), "dead"))
    elif m.stunned:  # R8.9
        lines.append(Line(t("inspect.state"), t("inspect.stunned"), "dead"))
    lines.append(Line(t("inspect.where"), _where(game, m.room)))
    attack = join(t(f"trait.{tr}") for tr in powers.attack_traits(game, m))
    lines.append(Line(t("inspect.attack"), t("inspect.attacks_with", traits=attack)))
    if mdef.distance:  # R8.8
        lines.append(Line("", t("inspect.distance")))
    lines.append(Line(t("inspect.damage"), t("inspect.killable") if combat.killable_now(game, fid)
                      else t("inspect.unkillable")))
    for name in POWERS.names():
        p = powers.params(game, m, name)
        if p is not None:
            lines.append(Line(t("inspect.power"), power_words(game, name, p)))
    lines += _held(game, m.cards)
    lines += _carried(game, fid, sight)
    values = tuple((tr, traits.trait_value(game, fid, tr)) for tr in TRAITS
                   if tr in mdef.traits)
    traitor = public_traitor(game, sight)
    subtitle = t("inspect.monster_of", who=narrate.explorer(game, traitor)) \
        if traitor is not None else t("inspect.monster")
    return Facts(Subject("monster", fid), narrate.figure(game, fid), subtitle, tuple(lines),
                 values, tuple(m.cards))


# ---- rooms -------------------------------------------------------------------------------
def door_words(game: Game, rid: str) -> list[str]:
    """Each door of a placed room, by compass point: where it leads, that it is
    locked or blocked, unexplored, or that no door meets it (R4.6, R5.4)."""
    room, p = game.rooms[rid], game.state.placements[rid]
    shut = blocked_doors(game)
    open_ = {d for r, d in unexplored_doorways(game, p.floor) if r == rid}
    out = []
    for d in sorted(world_doors(room, p.rotation)):
        other = meets(game.rooms, game.state.placements, game.grid, rid, d)
        if d in room.locked_doors:
            to = t("inspect.door.locked")
        elif other is not None and frozenset((rid, other)) in shut:
            to = t("inspect.door.blocked", room=narrate.room(other))
        elif other is not None:
            to = narrate.room(other)
        elif d in open_:
            to = t("inspect.door.unexplored")
        else:
            to = t("inspect.door.wall")
        out.append(t("inspect.door", dir=t(f"inspect.compass.{DIRECTIONS[d].lower()}"), to=to))
    return out


def haunt_marks(game: Game, rid: str) -> list[str]:
    """What the haunt changed here: its states (flooded, ...) and rules changed."""
    states = [narrate.room_state(game, s) for s in sorted(game.state.haunt.rooms.get(rid, {}))]
    rules = [t(f"inspect.rule.{c}") for c in sorted(room_changes(game).get(rid, set()))]
    return states + rules


@kind("room")
def room(game: Game, rid: str, sight: Sight) -> Facts | None:
    rid = str(rid)
    if rid not in game.state.placements:
        return None
    lines = [Line("", t(game.rooms[rid].text_key), "flavor")]
    lines += [Line(t("inspect.doors") if i == 0 else "", words)
              for i, words in enumerate(door_words(game, rid))]
    for how, other in links(game, rid):  # stairs, secret doors and passages, the chute
        lines.append(Line(t("inspect.leads"), t(f"inspect.way.{how}", room=narrate.room(other),
                                                floor=_floor(game, other))))
    here = [narrate.figure(game, fid) for fid in figures_in(game, rid, sight)]
    if here:
        lines.append(Line(t("inspect.here"), join(here)))
    lying = [_token_words(game, tok) for tok in public_tokens(game, sight).values()
             if tok["room"] == rid and tok["holder"] < 0]
    if lying:
        lines.append(Line(t("inspect.tokens"), join(lying)))
    pile = game.state.piles.get(rid, [])
    if pile:
        lines.append(Line(t("inspect.pile"), join(narrate.card(c) for c in pile)))
    marks = haunt_marks(game, rid) if sight.haunt_told else []
    if marks:
        lines.append(Line(t("inspect.haunt"), join(marks), "traitor"))
    return Facts(Subject("room", rid), narrate.room(rid), _floor(game, rid), tuple(lines),
                 cards=tuple(pile))


# ---- tokens ------------------------------------------------------------------------------
@kind("token")
def token(game: Game, index: int, sight: Sight) -> Facts | None:
    tok = public_tokens(game, sight)[int(index)]
    lines = []
    if tok["holder"] >= 0:
        lines.append(Line(t("inspect.carried_by"), narrate.figure(game, tok["holder"])))
    else:
        lines.append(Line(t("inspect.where"), _where(game, tok["room"])))
    if tok["face_down"]:  # R10.2: nobody knows its value
        lines.append(Line(t("inspect.value"), t("inspect.unknown_value")))
    elif "values" in tokens.properties(game, tok["kind"]):
        lines.append(Line(t("inspect.value"), str(tok["value"])))
    blocks = tokens.properties(game, tok["kind"]).get("blocks")
    if blocks:
        lines.append(Line("", t(f"inspect.blocks.{blocks}")))
    for how, other in links(game, tok["room"]) if tok["holder"] < 0 else ():
        if how == tok["kind"]:  # a passage: where its twin lies
            lines.append(Line(t("inspect.leads"), _where(game, other)))
    if not game.state.haunt.id or not has(f"haunt.{game.state.haunt.id}.token.{tok['kind']}"):
        lines.append(Line("", t(f"inspect.token.{tok['kind']}.text"), "flavor"))
    return Facts(Subject("token", int(index)), token_name(game, tok["kind"]),
                 t("inspect.token"), tuple(lines))


# ---- cards -------------------------------------------------------------------------------
def holder(game: Game, cid: str, sight: Sight) -> Line | None:
    """Who holds a card, or where it lies."""
    for f in game.state.figures:
        if cid in f.cards:
            return Line(t("inspect.held_by"), narrate.explorer(game, f.seat))
    for m in game.state.monsters:
        if cid in m.cards and monster_shown(game, m.id, sight):
            return Line(t("inspect.held_by"), narrate.figure(game, m.id))
    for rid, pile in game.state.piles.items():
        if cid in pile:
            return Line(t("inspect.lies"), _where(game, rid))
    return None


@kind("card")
def card(game: Game, cid: str, sight: Sight) -> Facts | None:
    cid = str(cid)
    if cid not in game.content.cards:
        return None
    where = holder(game, cid, sight)
    return Facts(Subject("card", cid), narrate.card(cid),
                 t(f"deck.{game.content.cards[cid].deck}"), (where,) if where else ())


def room_of(game: Game, subject: Subject) -> str | None:
    """The room a thing is in (a carried token: its carrier's), None for a card."""
    key = subject.key
    if subject.kind in ("explorer", "monster") and isinstance(key, int):
        return sides.where(game, key)[0]
    if subject.kind == "token" and isinstance(key, int) and 0 <= key < len(game.state.tokens):
        tok = game.state.tokens[key]
        return sides.where(game, tok.holder)[0] if tok.holder >= 0 else tok.room
    return str(key) if subject.kind == "room" else None


# ---- stepping through things of a kind ------------------------------------------------------
def ring(game: Game, subject: Subject, sight: Sight) -> list[Subject]:
    """The things of the same kind, in the order the arrows step through them:
    explorers in turn order, monsters by number, rooms floor by floor (top to
    bottom, then left to right), tokens as they lie, a holder's cards."""
    st = game.state
    if subject.kind == "explorer":
        keys: list[Any] = list(st.order)
    elif subject.kind == "monster":
        keys = [m.id for m in st.monsters if monster_shown(game, m.id, sight)]
    elif subject.kind == "room":
        keys = sorted(st.placements, key=lambda r: (FLOORS.index(st.placements[r].floor),
                                                    st.placements[r].y, st.placements[r].x))
    elif subject.kind == "token":
        keys = list(public_tokens(game, sight))
    else:
        keys = _same_place(game, str(subject.key))
    return [Subject(subject.kind, k) for k in keys]


def _same_place(game: Game, cid: str) -> list[str]:
    for cards in [*(f.cards for f in game.state.figures), *(m.cards for m in game.state.monsters),
                  *game.state.piles.values()]:
        if cid in cards:
            return list(cards)
    return [cid]
