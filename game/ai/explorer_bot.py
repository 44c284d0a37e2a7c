"""A bot with an explorer's habits: it heads for unexplored doors, takes each
helpful room's gift once, avoids needless harm, and keeps its traits high."""

from __future__ import annotations

import random
from collections import deque

from game.engine import (
    Action,
    AssignDamage,
    Choose,
    EndTurn,
    Explore,
    Game,
    Move,
    PickUpItem,
    PlaceTile,
    Prompt,
    UseItem,
    UseRoom,
)
from game.engine.house import cell_toward, doors_on_side, has_open_doorway, world_doors
from game.engine.rules.movement import floor_open, room_exits, spaces_left

HARMFUL_END = ("end_turn_damage",)
CARD_PREFERENCE = ("give", "relight", "stay", "might", "speed", "sanity", "knowledge")


class ExplorerBot:
    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)

    def decide(self, game: Game, seat: int, actions: list[Action]) -> Action:
        p = game.prompt
        assert p is not None
        if p.kind == "place":
            return self._place(game, actions)
        if p.kind == "damage":
            return self._damage(game, seat, actions)
        if p.kind == "choose":
            return self._choose(game, seat, p, actions)
        return self._turn(game, seat, actions)

    # ---- trait arithmetic -------------------------------------------------
    @staticmethod
    def _value(game: Game, seat: int, trait: str, index: int) -> int:
        track = game.content.explorers[game.figure(seat).explorer].traits[trait].values
        return track[max(0, min(index, len(track) - 1))]

    def _loss(self, game: Game, seat: int, trait: str, steps: int) -> int:
        i = game.figure(seat).traits[trait]
        return self._value(game, seat, trait, i) - self._value(game, seat, trait, i - steps)

    def _gain(self, game: Game, seat: int, trait: str) -> int:
        i = game.figure(seat).traits[trait]
        return self._value(game, seat, trait, i + 1) - self._value(game, seat, trait, i)

    # ---- prompts ------------------------------------------------------------
    def _place(self, game: Game, actions: list[Action]) -> Action:
        """Prefer turns that connect and leave new doorways to explore."""
        p = game.prompt
        assert p is not None
        room = game.rooms[p.context["tile"]]

        def score(a: Action) -> int:
            assert isinstance(a, PlaceTile)
            opened = sum(1 for d in world_doors(room, a.rotation)
                         if game.grid.room_at(cell_toward(a.floor, a.x, a.y, d)) is None)
            connected = next(o[4] for o in p.options if o[:4] == [a.floor, a.x, a.y, a.rotation])
            return 2 * connected + opened

        return max(actions, key=score)

    def _damage(self, game: Game, seat: int, actions: list[Action]) -> Action:
        def cost(a: Action) -> int:
            assert isinstance(a, AssignDamage)
            return sum(self._loss(game, seat, t, getattr(a, t))
                       for t in ("might", "speed", "knowledge", "sanity"))

        return min(actions, key=cost)

    def _choose(self, game: Game, seat: int, p: Prompt, actions: list[Action]) -> Action:
        topic = p.context.get("topic", "")
        options = [a.option for a in actions if isinstance(a, Choose)]

        def pick(key: str) -> Action:
            return Choose(key) if key in options else actions[0]

        if topic == "leave_failed":
            trait = game.rooms[p.context["room"]].params["loss_trait"]
            return pick("take_loss" if self._loss(game, seat, trait, 1) <= 1 else "stay")
        if topic == "offered":
            return pick("accept")
        if topic == "saved_roll":
            return pick("use_saved" if p.context["total"] >= 4 else "roll")
        if topic == "gain":
            return max(actions, key=lambda a: self._gain(game, seat, a.option))  # type: ignore[attr-defined]
        if topic == "lose":
            return min(actions, key=lambda a: self._loss(game, seat, a.option, 1))  # type: ignore[attr-defined]
        if topic == "search_deck":
            return pick("item")
        if topic in ("move_to", "link_to", "fall_to"):
            fresh = [o for o in options if self._frontier(game, o)]
            return Choose(self.rng.choice(fresh or options))
        if topic == "elevator_floor":
            st = game.state
            open_floors = [o for o in options if floor_open(game, o) and has_open_doorway(
                game.rooms, st.placements, game.grid, o)]
            return Choose(open_floors[0] if open_floors else options[0])
        if topic == "card":
            for key in CARD_PREFERENCE:
                if key in options:
                    return Choose(key)
        return actions[self.rng.randrange(len(actions))]

    # ---- a turn -----------------------------------------------------------
    def _frontier(self, game: Game, rid: str, side: int = 0) -> bool:
        """Has this room an unexplored door on a floor that still has rooms?"""
        p = game.state.placements.get(rid)
        if p is None or not floor_open(game, p.floor):
            return False
        room = game.rooms[rid]
        return any(d not in room.locked_doors and
                   game.grid.room_at(cell_toward(p.floor, p.x, p.y, d)) is None
                   for d in doors_on_side(room, p.rotation, side))

    def _wants(self, game: Game, seat: int, rid: str, side: int) -> bool:
        room = game.rooms[rid]
        gift = room.rule == "once_per_game" and rid not in game.figure(seat).used_rooms
        return gift or self._frontier(game, rid, side)

    def _first_step(self, game: Game, seat: int) -> tuple[str, int] | None:
        """The first hop on the shortest way to a room worth reaching: a room (and
        side) next door, or this room's far side when a barrier is in the way."""
        f = game.figure(seat)
        start = (f.room, f.side)
        came: dict[tuple[str, int], tuple[str, int] | None] = {start: None}
        todo = deque([start])
        while todo:
            node = todo.popleft()
            if node != start and self._wants(game, seat, *node):
                while came[node] != start:
                    node = came[node]  # type: ignore[assignment]
                return node
            hops = [(other, side) for other, (_how, side) in room_exits(game, *node).items()
                    if game.rooms[other].rule not in HARMFUL_END]
            if game.rooms[node[0]].rule == "barrier":
                hops.append((node[0], 1 - node[1]))  # a roll away
            for nxt in hops:
                if nxt not in came:
                    came[nxt] = node
                    todo.append(nxt)
        return None

    def _wander(self, actions: list[Action]) -> Action | None:
        """Nowhere worth going is reachable: take a way that changes things (the
        elevator, the chute, a jump, a turning wall), else any step."""
        for a in actions:
            if isinstance(a, Move) and a.to in ("mystic_elevator", "coal_chute"):
                return a
        for ability in ("revolve", "jump", "cross"):
            if UseRoom(ability) in actions:
                return UseRoom(ability)
        moves = [a for a in actions if isinstance(a, Move)]
        return self.rng.choice(moves) if moves else None

    def _turn(self, game: Game, seat: int, actions: list[Action]) -> Action:
        f = game.figure(seat)
        room = game.rooms[f.room]

        def value(trait: str) -> int:
            return self._value(game, seat, trait, f.traits[trait])

        if UseRoom("open_vault") in actions and value("knowledge") >= 4:
            return UseRoom("open_vault")
        if UseRoom("smash_monkey") in actions and value("might") >= 4:
            return UseRoom("smash_monkey")
        for a in actions:
            if isinstance(a, PickUpItem):
                return a
            if isinstance(a, UseItem) and self._helps(game, seat, a.card):
                return a
        if room.rule == "once_per_game" and f.room not in f.used_rooms:
            return EndTurn()  # collect the room's gift at the end of the turn
        explores = [a for a in actions if isinstance(a, Explore)]
        if explores:
            return self.rng.choice(explores)
        if spaces_left(game, seat) > 0:
            hop = self._first_step(game, seat)
            if hop is not None and hop[0] == f.room and UseRoom("cross") in actions:
                return UseRoom("cross")
            if hop is not None and Move(hop[0]) in actions:
                return Move(hop[0])
            if hop is None:
                wander = self._wander(actions)
                if wander is not None:
                    return wander
        if room.rule in HARMFUL_END:
            moves = [a for a in actions if isinstance(a, Move)]
            if moves:
                return moves[0]
        return EndTurn()

    def _helps(self, game: Game, seat: int, cid: str) -> bool:
        """Use a card now if it restores a trait that is below its start."""
        use = game.content.cards[cid].use
        if use is None:
            return False
        f = game.figure(seat)
        tracks = game.content.explorers[f.explorer].traits
        hurt = {t for t, i in f.traits.items() if i < tracks[t].start}
        return bool(hurt & _restored(use.steps))


def _restored(steps: object) -> set[str]:
    """Traits that some branch of these steps restores."""
    found: set[str] = set()
    if isinstance(steps, list | tuple):
        for step in steps:
            found |= _restored(step)
    elif isinstance(steps, dict):
        if steps.get("do") == "restore":
            found.add(steps["trait"])
        for value in steps.values():
            if isinstance(value, list | tuple | dict):
                found |= _restored(value)
    return found
