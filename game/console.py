"""Play in a terminal: human seats answer by number, the other seats are bots.

The window (pygame) is the main way to play; this is the same engine through
the same Actions, handy on a machine without a screen and for trying rules.
"""

from __future__ import annotations

import random
from datetime import date

from game import narrate
from game.ai import ExplorerBot
from game.content.types import TRAITS, Content
from game.engine import Event, Game
from game.engine.rules.movement import spaces_left
from game.recording import Recording
from game.saves import os_problem, save_new
from game.sim import setup_for
from game.text import join, t
from game.ui.saved_games import saves_dir


def _status(game: Game, seat: int) -> str:
    f = game.figure(seat)
    tracks = game.content.explorers[f.explorer].traits
    traits = "  ".join(f"{t(f'trait.{tr}')} {tracks[tr].values[f.traits[tr]]}" for tr in TRAITS)
    cards = join(narrate.card(c) for c in f.cards) or "-"
    moves = spaces_left(game, seat) if game.state.turn.seat == seat else 0
    return (f"{narrate.explorer(game, seat)} in the {narrate.room(f.room)} | {traits} | "
            f"moves left {max(moves, 0)} | cards: {cards} | omens drawn "
            f"{game.state.omens_drawn}")


def _tell(game: Game, events: list[Event], viewer: int | None) -> None:
    for e in events:
        seen = e.seen_by(viewer)  # the engine's secrecy policy (R10.2)
        line = narrate.event(game, seen)
        if line:
            print("  " + line)
        if seen.kind == "hidden_token" and "number" in seen.data:  # R9.12: its holder's
            print("  " + t("console.your_token", number=seen.data["number"]))


def _save(recording: Recording) -> str:
    """A named save where the window's Load screen lists it (and `replay` reads it),
    its bots marked as bots; one line saying where, or why it could not be written."""
    try:
        path = save_new(saves_dir(), recording)
    except OSError as exc:
        return t("board.save_failed", why=os_problem(exc))
    return t("console.saved", file=path)


def play(content: Content, players: int, humans: int, seed: int | None) -> int:
    seed = random.SystemRandom().randrange(1 << 30) if seed is None else seed
    today = date.today()  # R2.5: the machine's local date
    seats = [{"name": "", "human": s < humans} for s in range(players)]  # as the window's
    recording = Recording(content, setup_for(content, seed, players, (today.month, today.day)),
                          seats)
    game = recording.game
    bots = {s: ExplorerBot(seed + s) for s in range(humans, players)}
    print(t("console.title", title=t("app.title"), seed=seed))
    _tell(game, recording.events[0], None)
    while game.prompt is not None:
        seat = game.prompt.seat
        actions = game.legal_actions(seat)
        if seat in bots:
            events = recording.submit(bots[seat].decide(game, seat, actions))
            _tell(game, events, None)
            continue
        print()
        print(_status(game, seat))
        print(narrate.prompt(game))
        for i, a in enumerate(actions, start=1):
            print(f"  {i:>2}. {narrate.action(game, a)}")
        try:
            answer = input("> ").strip().lower()
        except EOFError:
            return 0
        if answer in ("q", "quit"):
            return 0
        if answer in ("s", "save"):
            print("  " + _save(recording))
            continue
        if not answer.isdigit() or not 1 <= int(answer) <= len(actions):
            print("  " + t("console.help", n=len(actions)))
            continue
        _tell(game, recording.submit(actions[int(answer) - 1]), seat)
    haunt = game.state.haunt
    print()
    if haunt.winner:
        print(f"  {t('haunt.' + haunt.id + '.title')}: {t('haunt_ui.over.' + haunt.winner)}")
        print(f"  {t('haunt.' + haunt.id + '.' + haunt.winner + '_win')}")
    return 0
