"""A bot with an explorer's habits: it heads for unexplored doors, takes each
helpful room's gift once, avoids needless harm, and keeps its traits high.
Once the haunt is on it plays its side's goals (game.ai.haunt_bot)."""

from __future__ import annotations

import random

from game.ai import card_sense, haunt_bot
from game.ai.common import first_hop, frontier, hop_action, hurts
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
    UseRoom,
)
from game.engine.house import cell_toward, has_open_doorway, world_doors
from game.engine.rules.movement import floor_open, spaces_left
from game.engine.rules.room_rule import rule_of

CARD_PREFERENCE = ("give", "relight", "go", "stay", "might", "speed", "sanity", "knowledge")


TURN_DECISIONS = 200  # a turn (or a monster's) with more decisions than this ends


class ExplorerBot:
    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)
        self._last: tuple[str, Action] | None = None  # (state seen, action taken)
        self._count: tuple[tuple[int, int], int] = ((0, -1), 0)  # (turn, figure), decisions

    def decide(self, game: Game, seat: int, actions: list[Action]) -> Action:
        """An action; never one that just left the state unchanged, and the end
        of the turn once a turn (or a monster's) has taken too many decisions."""
        seen = _fingerprint(game)
        p = game.prompt
        assert p is not None
        key = (game.state.turn.number, p.context.get("monster", -1))
        self._count = (key, self._count[1] + 1 if self._count[0] == key else 1)
        if self._count[1] > TURN_DECISIONS and EndTurn() in actions:
            action: Action = EndTurn()
        else:
            if self._last is not None and self._last[0] == seen and len(actions) > 1:
                actions = [a for a in actions if a != self._last[1]]
            action = self._choose_action(game, seat, actions)
        self._last = (seen, action)
        return action

    def _choose_action(self, game: Game, seat: int, actions: list[Action]) -> Action:
        p = game.prompt
        assert p is not None
        if game.state.phase == "haunt":
            action = haunt_bot.decide(game, seat, actions)
            if action is not None and action in actions:
                return action
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
            fresh = [o for o in options if _wanted(game, seat)(o)]
            return Choose(self.rng.choice(fresh or options))
        if topic == "dog_carry":
            gift = card_sense.dog_gift(game, seat)
            return Choose(gift) if gift in options else actions[0]
        if topic == "elevator_floor":
            st = game.state
            open_floors = [o for o in options if floor_open(game, o) and has_open_doorway(
                game.rooms, st.placements, game.grid, o)]
            return Choose(open_floors[0] if open_floors else options[0])
        if topic == "card":
            best = card_sense.best_option(game, seat, p.context.get("then", {}),
                                          _wanted(game, seat))
            if best in options:
                return Choose(best)
            for key in CARD_PREFERENCE:
                if key in options:
                    return Choose(key)
        return actions[self.rng.randrange(len(actions))]

    # ---- a turn -----------------------------------------------------------
    def _wants(self, game: Game, seat: int, rid: str, side: int) -> bool:
        return rule_of(game, rid).gives(game, seat, rid) or frontier(game, rid, side)

    def _first_step(self, game: Game, seat: int) -> tuple[str, int] | None:
        """The first hop on the shortest way to a room worth reaching."""
        return first_hop(game, seat, lambda rid, side: not hurts(game, rid)
                         and self._wants(game, seat, rid, side))

    def _wander(self, game: Game, actions: list[Action]) -> Action | None:
        """Nowhere worth going is reachable: take a way that changes things (the
        elevator, the chute, a jump, a turning wall), else any step."""
        for a in actions:
            if isinstance(a, Move) and rule_of(game, a.to).moves_you:
                return a
        for ability in ("revolve", "jump", "cross"):
            if UseRoom(ability) in actions:
                return UseRoom(ability)
        moves = [a for a in actions if isinstance(a, Move)]
        return self.rng.choice(moves) if moves else None

    def _turn(self, game: Game, seat: int, actions: list[Action]) -> Action:
        f = game.figure(seat)

        def value(trait: str) -> int:
            return self._value(game, seat, trait, f.traits[trait])

        if UseRoom("open_vault") in actions and value("knowledge") >= 4:
            return UseRoom("open_vault")
        if UseRoom("smash_monkey") in actions and value("might") >= 4:
            return UseRoom("smash_monkey")
        for a in actions:
            if isinstance(a, PickUpItem):
                return a
        use = card_sense.best_use(game, seat, actions, _wanted(game, seat))
        if use is not None:
            return use
        if rule_of(game, f.room).gives(game, seat, f.room):
            return EndTurn()  # collect the room's gift at the end of the turn
        explores = [a for a in actions if isinstance(a, Explore)]
        if explores:
            return self.rng.choice(explores)
        if spaces_left(game, seat) > 0:
            hop = self._first_step(game, seat)
            step = hop_action(game, seat, hop, actions) if hop is not None else None
            if step is not None:
                return step
            if hop is None:
                wander = self._wander(game, actions)
                if wander is not None:
                    return wander
        if hurts(game, f.room):
            moves = [a for a in actions if isinstance(a, Move)]
            if moves:
                return moves[0]
        return EndTurn()


def _wanted(game: Game, seat: int) -> card_sense.Wanted:
    """Rooms worth being put in by a card: before the haunt, rooms with a door to
    explore; once it is on, the rooms the haunt's goals send this explorer to."""
    if game.state.phase != "haunt":
        return lambda rid: frontier(game, rid)
    rooms = set().union(*haunt_bot.targets(game, seat))
    return lambda rid: rid in rooms


def _fingerprint(game: Game) -> str:
    """What an action can change, in a few fields: the same text before and after
    an action means it changed nothing."""
    st = game.state
    return repr((st.rng, st.prompt, st.turn, st.figures, st.monsters, st.tokens, st.haunt,
                 st.piles, len(st.placements), st.queue))
