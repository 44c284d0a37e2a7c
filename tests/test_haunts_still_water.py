"""Still Water Shows (haunt 17), played out through the engine's actions only: a
hidden traitor (R9.12) who cannot reveal by choice (`"at_will": false`) and is
brought to light by the haunt's own steps (game/haunts/still_water_shows.py):
a pool looked into shows the traitor standing in the looker's room, and the
traitor is unmasked wherever they are when the 2nd face is raised (a `counter`
trigger). Each pool raised seeps up again in the room farthest from the looker.

The traitor is whoever was dealt token 1 (state.haunt.secret["traitor"]). Rooms lie
in a row east of the Entrance Hall, so the rooms farthest from the revealer are
the Solarium, the Drawing Room, ...
"""

from __future__ import annotations

import pytest

from game.engine import EndTurn, HauntAct, IllegalAction, Reveal, Setup
from game.engine.rules.placement import house_distances
from game.recording import Recording
from game.text import set_language, t
from game.ui.scenes.haunt_panel import open_haunt_panel
from game.ui.session import Session
from tests.haunt_helpers import (
    FOUR,
    arranged,
    assert_won,
    goal,
    haunted,
    monsters_of,
    pass_until,
    passing_roll,
    play,
    seek,
)
from tests.helpers import dice, of, put
from tests.test_ui_haunt import QuietBoard, app, click, labels, run_reveal, seen, show

__all__ = ["app", "seen"]  # the window's fixtures, shared with tests/test_ui_haunt.py

WATER = "still_water_shows"
UNMASK, SEEP = 0, 1  # its triggers: the count reached, the pool seeping up again


def hidden():
    g = haunted(WATER, revealer=0, before=arranged())
    h = g.state.haunt
    assert h.traitor is None and h.secret["traitor"] in range(4)  # R9.12: nobody knows
    assert "secret" not in g.view(None)["haunt"]  # R10: not on the shared screen
    return g, h.secret["traitor"]


def pools(g) -> list[str]:
    return sorted(t.room for t in g.state.tokens if t.kind == "pool")


def look(g) -> list:
    """The explorer whose turn it is looks into the pool here, the roll passing."""
    dice(g, passing_roll(g, "look_into_pool"))
    return g.submit(HauntAct("look_into_pool"))


def test_the_traitor_is_never_offered_the_reveal():
    """R9.12 with `at_will: false`: on their own turn the hidden traitor has no
    Reveal, and sending one is refused with a reason, not a crash."""
    g, secret = hidden()
    pass_until(g, secret)
    assert Reveal() not in g.legal_actions(secret)
    with pytest.raises(IllegalAction):
        g.submit(Reveal())
    assert g.state.haunt.traitor is None


def fired(events) -> list[int]:
    """The haunt's triggers (their places in `triggers`) the events show firing."""
    return [e.data["index"] for e in events if e.kind == "trigger"]


def test_the_water_never_shows_the_lookers_own_face():
    """The step `still_water_shows.show`: the hidden traitor looking into a pool
    with a hero in the room raises a face like anyone, and stays hidden."""
    g, secret = hidden()
    hero = next(s for s in (1, 2, 3) if s != secret)
    pass_until(g, secret)
    put(g, secret, "solarium")
    put(g, hero, "solarium")
    assert HauntAct("look_into_pool") in g.legal_actions(secret)  # as a hero would
    events = look(g)
    assert g.state.haunt.counters == {"faces": 1}
    assert not of(events, "traitor_revealed") and g.state.haunt.traitor is None


def test_a_pool_shows_the_traitor_standing_beside_the_looker():
    """The step `still_water_shows.show`: a hero looking into a pool with the
    traitor in the room reveals them at the first face; on_reveal brings the
    Drowned (3 at 4 players) beside the traitor."""
    g, secret = hidden()
    hero = next(s for s in (1, 2, 3) if s != secret)
    pass_until(g, hero)
    put(g, hero, "drawing_room")
    put(g, secret, "drawing_room")
    events = look(g)
    assert g.state.haunt.counters == {"faces": 1} and UNMASK not in fired(events)
    assert of(events, "traitor_revealed") == [{"who": secret}]
    assert len(monsters_of(g, "drowned")) == 3
    assert all(m.room == "drawing_room" for m in g.state.monsters)


def test_the_second_face_unmasks_the_traitor_wherever_they_stand():
    """The `counter` trigger: when the 2nd face is raised (at 4 players) the step
    `still_water_shows.unmask` reveals the traitor in a room nobody looked in."""
    g, secret = hidden()
    heroes = [s for s in range(4) if s != secret]
    put(g, secret, "entrance_hall")
    for n, seat in enumerate(heroes[:2], 1):
        pass_until(g, seat)
        put(g, seat, "ballroom" if n == 1 else "greenhouse")
        events = look(g)
        assert g.state.haunt.counters["faces"] == n
        assert bool(of(events, "traitor_revealed")) == (n == 2)
        g.submit(EndTurn())
    assert UNMASK in fired(events) and g.state.haunt.traitor == secret
    assert of(events, "traitor_revealed") == [{"who": secret}]


def test_a_raised_pool_seeps_up_again_farthest_from_the_looker():
    """The `token_taken` trigger: the pool taken comes back in the room farthest
    from where it was raised, so there are always as many pools."""
    g, secret = hidden()
    hero = next(s for s in (1, 2, 3) if s != secret)
    before = len(pools(g))
    pass_until(g, hero)
    put(g, hero, "solarium")
    events = look(g)
    assert SEEP in fired(events)
    dist = house_distances(g, "solarium")
    far = max(dist, key=lambda r: (dist[r], not g.rooms[r].start))
    assert len(pools(g)) == before and far in pools(g)


def test_heroes_win_by_raising_the_faces():
    """R9.11: heroes (and the hidden traitor, who may look like anyone) raise
    faces until the heroes' count; the reveal comes on the way."""
    g, secret = hidden()

    def turn(seat: int) -> list:
        if seat == secret:
            return []
        return seek(g, seat, "look_into_pool", "pool")

    events = play(g, turn)
    assert of(events, "traitor_revealed") == [{"who": secret}]
    assert g.state.haunt.counters["faces"] == goal(g, "heroes", "counter", "faces")
    assert_won(g, events, "heroes")


def test_traitor_wins_when_the_rounds_run_out():
    """R9.11: nobody raises a face; the traitor stays hidden to the last and wins
    when 8 rounds have ended, and all is told at the end."""
    g, secret = hidden()
    events = play(g, lambda seat: [])
    assert not of(events, "traitor_revealed")
    assert g.state.haunt.round == goal(g, "traitor", "rounds")
    assert of(events, "game_over")[0]["traitor"] == secret
    assert_won(g, events, "traitor")


# ---- in the window: the public screen says the traitor cannot choose ----------------------
def test_the_reveal_screen_says_only_the_haunt_brings_the_traitor_to_light(app, seen):
    """R9.12 with `at_will: false`: the public 'a traitor hides' screen, read by
    everyone, says the traitor cannot reveal by choice (not 'at any time'), and
    no token screen offers Reveal yourself, the traitor's included."""
    g = haunted(WATER, revealer=0, before=arranged())
    recording = Recording(g.content, Setup(1, FOUR, (1, 1)),
                          [{"name": f"P{i + 1}", "human": True} for i in range(4)])
    recording.game = g
    board = QuietBoard(app, Session(recording))
    app.push(board)
    drawn = " ".join(s for _name, screen in run_reveal(app, board, seen) for s in screen)
    assert t("haunt_ui.hidden.body_forced").split(":")[-1].strip() in drawn
    assert "at any time" not in drawn
    secret = g.state.haunt.secret["traitor"]
    open_haunt_panel(app, board.session, secret)
    show(app)
    click(app, t("haunt_ui.token.side"))
    assert t("haunt_ui.reveal") not in labels(app)


@pytest.mark.parametrize("lang", ["en", "zh-Hant"])
def test_every_sheet_of_the_haunt_fits_unscrolled(app, lang):
    """At 1280x720 and the normal text size the reveal, the panel (each token and
    each side's text behind it) and the game's end fit without scrolling, in
    both languages."""
    from tests.test_ui_haunt import readers

    set_language(lang)
    g = haunted(WATER, revealer=0, before=arranged())
    recording = Recording(g.content, Setup(1, FOUR, (1, 1)),
                          [{"name": f"P{i}", "human": True} for i in range(4)])
    recording.game = g
    board = QuietBoard(app, Session(recording))
    for reader in readers(app, board):
        for i, sheet in enumerate(reader.sheets):
            reader._show(i)
            assert not reader.overflow, (lang, sheet.title)
