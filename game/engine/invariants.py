"""Checks that must hold after every action, whatever the players did.

Used by the simulator and the random-play tests; each problem is a sentence.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from game.engine.house import Grid, has_open_doorway, meets, world_doors
from game.engine.registry import ROOM_RULES
from game.engine.rules.discovery import tiles_left
from game.engine.state import GameState

if TYPE_CHECKING:
    from game.engine.game import Game


def problems(game: Game) -> list[str]:
    st = game.state
    content = game.content
    out: list[str] = []

    # each card in exactly one place
    places: Counter[str] = Counter()
    for cards in (*st.decks.values(), *st.card_discard.values(), *st.piles.values(),
                  st.resolving):
        places.update(cards)
    for holder in (*st.figures, *st.monsters):
        places.update(holder.cards)
    for cid in content.cards:
        if places[cid] != 1:
            out.append(f"card {cid} is in {places[cid]} places")
    for cid in set(places) - set(content.cards):
        out.append(f"unknown card {cid}")

    # each tile in exactly one place (a tile being placed is in the prompt)
    tiles: Counter[str] = Counter(st.stack)
    tiles.update(st.tile_discard)
    tiles.update(list(st.placements))
    p = st.prompt
    if p is not None and p.kind == "place" and p.context["tile"] not in st.placements:
        tiles[p.context["tile"]] += 1
    for rid in content.rooms:
        if tiles[rid] != 1:
            out.append(f"tile {rid} is in {tiles[rid]} places")

    # traits on their tracks; figures in placed rooms
    for f in st.figures:
        for trait, idx in f.traits.items():
            top = len(content.explorers[f.explorer].traits[trait].values) - 1
            low = 0 if st.phase == "explore" else -1
            if not low <= idx <= top:
                out.append(f"seat {f.seat} {trait} marker {idx} is off its track")
        if not f.alive and f.cards:
            out.append(f"seat {f.seat} is dead but holds cards")
        if f.room not in st.placements:
            out.append(f"seat {f.seat} stands in {f.room}, which is not placed")
        elif f.side and not content.rooms[f.room].params.get("sides"):
            out.append(f"seat {f.seat} is on side {f.side} of a room with no barrier")
        if f.in_house and content.rooms.get(f.room) and \
                getattr(ROOM_RULES.get(content.rooms[f.room].rule), "slides_on", False) \
                and st.prompt is not None and st.prompt.kind == "turn":
            out.append(f"seat {f.seat} stopped on {f.room}, which slides everyone on")

    # monsters and carried tokens where they can be; a winner once it is over
    for m in st.monsters:
        if m.room not in st.placements:
            out.append(f"monster {m.id} stands in {m.room}, which is not placed")
        if not m.alive and m.cards:
            out.append(f"monster {m.id} is dead but holds cards")
    for t in st.tokens:
        if t.holder >= 0 and (t.room != st.figures[t.holder].room or
                              not st.figures[t.holder].in_house):
            out.append(f"token {t.kind} is not with its carrier")
    if st.phase == "over" and st.haunt.id and st.haunt.winner not in (
            "heroes", "traitor"):
        out.append("the game is over without a winner")

    # one room per cell; doors agree; every found room meets a door
    grid = Grid(st.placements)
    if len(grid.at) != len(st.placements):
        out.append("two rooms share a cell")
    for rid, pl in st.placements.items():
        room = content.rooms[rid]
        links = 0
        for d in world_doors(room, pl.rotation):
            other = meets(content.rooms, st.placements, grid, rid, d)
            if other is not None:
                links += 1
                if meets(content.rooms, st.placements, grid, other, (d + 2) % 4) != rid:
                    out.append(f"{rid} and {other} disagree about their door")
        if not room.start and links == 0:
            out.append(f"{rid} does not meet any door")

    # no floor sealed while its tiles remain (R5.4)
    for floor in ("basement", "ground", "upper"):
        if floor in st.closed_floors:
            continue
        if not has_open_doorway(content.rooms, st.placements, grid, floor) and \
                tiles_left(game, floor) > 0:
            out.append(f"the {floor} floor is sealed with tiles left")

    # the state survives JSON
    if GameState.from_json(st.to_json()) != st:
        out.append("the state does not survive a JSON round trip")
    return out
