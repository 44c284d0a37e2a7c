"""Undo never cheats (game/engine/undo.py, game/recording.py): a seat takes back its
own latest actions only back to the last one that rolled dice, drew a tile or a
card, turned up or dealt something secret, or passed the decision on; it goes back
by replaying the record to the earlier point, and a game with undos saves and
loads to the same state. `seek` rebuilds any earlier point exactly."""

from __future__ import annotations

import copy
from pathlib import Path

from game.ai import RandomBot
from game.engine import EndTurn, Move
from game.recording import SNAPSHOT_EVERY, Recording
from game.saves import load, save
from game.sim import setup_for
from tests.helpers import content

# What an action that may be taken back never shows (R1.1 dice, R4.2 a tile drawn,
# R3 a card drawn, a token turned up, a deck shuffled).
SETTLING = {"dice", "tile_drawn", "card_drawn", "deck_searched", "stack_reshuffled",
            "deck_reshuffled", "token_flipped", "token_shown", "hidden_token",
            "traitor_revealed", "haunt_begins", "turn_started"}


def played(seed: int, actions: int) -> tuple[Recording, list[dict]]:
    """A game of random bots, and the state after each action (before any: [0])."""
    rec = Recording(content(), setup_for(content(), seed, 4))
    states = [copy.deepcopy(rec.game.state.to_json())]
    bot = RandomBot(seed)
    while rec.game.prompt is not None and len(rec.actions) < actions:
        seat = rec.game.prompt.seat
        rec.submit(bot.decide(rec.game, seat, rec.game.legal_actions(seat)))
        states.append(copy.deepcopy(rec.game.state.to_json()))
    return rec, states


def test_seek_rebuilds_every_earlier_point_exactly() -> None:
    rec, states = played(3, 400)
    assert len(rec.snapshots) == 1 + len(rec.actions) // SNAPSHOT_EVERY
    for n in (0, 1, 2, SNAPSHOT_EVERY - 1, SNAPSHOT_EVERY, SNAPSHOT_EVERY + 5, 250,
              len(rec.actions)):
        game = rec.seek(n)
        assert game.state.to_json() == states[n], n
        assert game.last_events == rec.events[n]
    assert rec.game.state.to_json() == states[-1]  # seeking changes nothing


def test_an_action_taken_back_never_rolled_drew_or_showed_anything() -> None:
    for seed in (1, 2, 5):
        rec, _ = played(seed, 600)
        undoable = [i for i, ok in enumerate(rec.undoable) if ok]
        assert undoable and len(undoable) < len(rec.actions)
        for i, ok in enumerate(rec.undoable):
            kinds = {e.kind for e in rec.events[i + 1]}
            if ok:
                assert not kinds & SETTLING, (seed, i, kinds)
                assert not any(e.secret for e in rec.events[i + 1])
            if kinds & {"dice", "tile_drawn", "card_drawn"}:
                assert not ok


def test_undo_goes_back_to_the_state_before_and_the_game_goes_on() -> None:
    rec, states = played(7, 10_000)
    done = 0
    replay = Recording(content(), rec.setup)
    for i, action in enumerate(rec.actions):
        replay.submit(action)
        seat = replay.game.prompt.seat if replay.game.prompt else None
        if rec.undoable[i] and seat is not None:
            assert replay.can_undo(seat) >= 1
            assert replay.undo(seat) == 1
            assert replay.game.state.to_json() == states[i]
            assert len(replay.actions) == i and len(replay.events) == i + 1
            replay.submit(action)  # played again, the game goes on as before
            done += 1
        assert replay.game.state.to_json() == states[i + 1]
    assert done > 10


def test_undo_stops_at_the_last_roll_or_draw_and_never_for_another_seat() -> None:
    rec, _ = played(11, 10_000)
    seen_chain = False
    replay = Recording(content(), rec.setup)
    for action in rec.actions:
        replay.submit(action)
        p = replay.game.prompt
        if p is None:
            break
        chain = 0
        while chain < len(replay.undoable) and replay.undoable[-1 - chain]:
            chain += 1
        assert replay.can_undo(p.seat) == chain
        others = [s for s in range(4) if s != p.seat]
        assert all(replay.can_undo(s) == 0 for s in others)
        seen_chain = seen_chain or chain >= 2
    assert seen_chain


def test_a_move_within_known_rooms_is_taken_back_and_ending_the_turn_is_not() -> None:
    rec = Recording(content(), setup_for(content(), 4, 3))
    g = rec.game
    seat = g.prompt.seat
    moves = [a for a in g.legal_actions(seat) if isinstance(a, Move)]
    known = [a for a in moves if a.to in g.state.placements]  # no tile drawn (R4.2)
    assert known
    before = copy.deepcopy(g.state.to_json())
    rec.submit(known[0])
    assert rec.can_undo(seat) == 1
    assert rec.undo(seat, steps=5) == 1  # never more than may be taken back
    assert rec.game.state.to_json() == before and rec.actions == []
    rec.submit(EndTurn())
    assert rec.can_undo(seat) == 0 and rec.undo(seat) == 0  # the next seat decides


def test_a_game_with_undos_saves_and_loads_to_the_same_state(tmp_path: Path) -> None:
    rec, _ = played(7, 10_000)
    again = Recording(content(), rec.setup)
    for action in rec.actions[:300]:
        again.submit(action)
        p = again.game.prompt
        if p is not None and again.can_undo(p.seat):
            again.undo(p.seat)
            again.submit(action)
    file = tmp_path / "undone.json"
    save(file, again)
    back = load(file, content(), verify=True)
    assert back.game.state == again.game.state and back.actions == again.actions
    assert back.undoable == again.undoable


def test_a_cut_record_plays_on_to_the_same_game() -> None:
    # the replay theatre's step: a record cut at n, then the rest played one at a time
    rec, states = played(9, 300)
    cut = rec.cut(120)
    assert cut.game.state.to_json() == states[120] and len(cut.actions) == 120
    for action in rec.actions[120:]:
        cut.submit(action)
    assert cut.game.state.to_json() == states[-1]
    assert cut.undoable == rec.undoable and cut.events == rec.events
    assert len(rec.actions) == 300  # the record cut from is as it was
