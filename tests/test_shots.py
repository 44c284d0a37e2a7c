"""`python -m game shots`: the gallery takes every shot without crashing, and its
checker names texts that overflow, overlap or are cut, and hidden-traitor screens
that differ in shape (R9.12: the screen must not tell who the traitor is)."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.cli import main
from game.ui import theme, widgets
from game.ui.scene import Scene
from game.ui.shots import SHOTS, Shot, take
from game.ui.shots_play import Stage
from game.ui.widgets import Button, draw_text, fit, panel

SMALL = (960, 540)


class Crowded(Scene):
    """Every kind of problem once."""

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(theme.INK)
        draw_text(surface, "Knowledge", (40, 40), "body", 40)
        draw_text(surface, "Sanity", (70, 48), "body", 40)  # on top of "Knowledge"
        Button("Too tall", lambda: None, pygame.Rect(40, 140, 300, 12)).draw(
            surface, 40, False, False)  # its label is taller than the button
        clip = surface.get_clip()
        surface.set_clip(pygame.Rect(40, 220, 400, 20))
        draw_text(surface, "Cut in half", (40, 210), "body", 40)
        surface.set_clip(clip)
        panel(surface, pygame.Rect(500, 40, 160, 60))
        draw_text(surface, "Far too long for its panel", (510, 50), "body", 30)
        draw_text(surface, fit("A very long name indeed", "body", 30, 150), (40, 300),
                  "body", 30)


class Tidy(Scene):
    """Nothing wrong: a shadow, a text a later panel covers, a button that fits."""

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(theme.INK)
        draw_text(surface, "Title", (43, 44), "display", 60, theme.INK)  # its shadow
        draw_text(surface, "Title", (40, 40), "display", 60)
        draw_text(surface, "Under the panel", (40, 200), "body", 30)
        panel(surface, pygame.Rect(30, 190, 400, 80), alpha=255)
        draw_text(surface, "On the panel", (60, 210), "body", 30)
        Button("Fits", lambda: None, pygame.Rect(40, 320, 300, 60)).draw(surface, 30, True,
                                                                         False)


class Lines(Scene):
    def __init__(self, app, n: int):
        self.n = n
        super().__init__(app)

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(theme.INK)
        for i in range(self.n):
            draw_text(surface, f"Line {i + 1}", (40, 40 + i * 40), "body", 30)


def _register(monkeypatch: pytest.MonkeyPatch, name: str, scene, alike: str = "") -> None:
    def make(stage: Stage) -> None:
        stage.show(scene(stage.app))
    monkeypatch.setitem(SHOTS, name, Shot(name, make, alike))


def test_the_checker_names_each_problem(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    _register(monkeypatch, "crowded", Crowded)
    _register(monkeypatch, "tidy", Tidy)
    gallery = take(tmp_path, size=SMALL, check=True, only=["crowded", "tidy"])
    assert gallery.taken == ["crowded", "tidy"]
    found = {(p.shot, p.text, p.what.split(" ")[0]) for p in gallery.problems}
    assert ("crowded", "Sanity", "overlaps") in found
    assert ("crowded", "Too tall", "overflows") in found
    assert ("crowded", "Cut in half", "is") in found  # is cut
    assert ("crowded", "Far too long for its panel", "overflows") in found
    assert any(p.text.endswith("…") and "cut short" in p.what for p in gallery.problems)
    assert not [p for p in gallery.problems if p.shot == "tidy"]
    assert (tmp_path / "crowded.png").exists() and widgets.recorder is None


def test_hidden_traitor_screens_must_match_in_shape(tmp_path: Path,  # R9.12
                                                    monkeypatch: pytest.MonkeyPatch):
    _register(monkeypatch, "token_a", lambda app: Lines(app, 2), alike="tokens")
    _register(monkeypatch, "token_b", lambda app: Lines(app, 2), alike="tokens")
    _register(monkeypatch, "token_c", lambda app: Lines(app, 9), alike="tokens")
    gallery = take(tmp_path, size=SMALL, check=True, only=["token_a", "token_b", "token_c"])
    assert [(p.shot, p.what.split(":")[0]) for p in gallery.problems] == [
        ("token_c", "differs in size from token_a")]


def test_check_exits_1_naming_the_problem(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                          capsys: pytest.CaptureFixture[str]):
    _register(monkeypatch, "crowded", Crowded)
    assert main(["shots", str(tmp_path), "--size", "960x540", "--only", "crowded",
                 "--check"]) == 1
    assert "crowded: 'Sanity': overlaps 'Knowledge'" in capsys.readouterr().out


def test_bad_arguments_are_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]):
    assert main(["shots", str(tmp_path), "--only", "no_such_shot"]) == 2
    assert "no shot no_such_shot" in capsys.readouterr().err
    for bad in (["--size", "big"], ["--size", "10x10"], ["--text-size", "9"],
                ["--lang", "xx"]):
        with pytest.raises(SystemExit) as exit_:
            main(["shots", str(tmp_path), *bad])
        assert exit_.value.code == 2


def test_every_shot_is_taken_or_says_why(tmp_path: Path):
    gallery = take(tmp_path, size=SMALL, check=True)
    assert not gallery.crashed
    assert set(gallery.taken) | {name for name, _why in gallery.skipped} == set(SHOTS)
    assert all(why for _name, why in gallery.skipped)
    for name in ("title", "setup", "board_exploring", "tile_in_hand", "card", "dice",
                 "attack", "damage_split", "haunt_reveal", "handover_turn", "haunt_panel",
                 "hidden_token_traitor", "hidden_token_hero", "pause", "settings", "rules",
                 "load", "game_over"):
        assert name in gallery.taken, name
        assert (tmp_path / f"{name}.png").exists()


def test_a_haunt_chosen_by_id_shows_in_every_haunt_shot(tmp_path: Path,
                                                       capsys: pytest.CaptureFixture[str]):
    """`--haunt ID`: the haunt's own reveal, texts and panel, so a designer can look
    at one haunt's screens in both languages; a hidden traitor's screens say why not."""
    gallery = take(tmp_path, size=SMALL, check=True,
                   only=["haunt_intro", "monster_turn", "hidden_reveal"],
                   haunt="the_fever_watch")
    assert not gallery.crashed and not gallery.problems
    assert gallery.taken == ["haunt_intro", "monster_turn"]
    assert gallery.skipped == [("hidden_reveal",
                                "the_fever_watch is not of the kind this shot needs")]
    assert main(["shots", str(tmp_path), "--haunt", "no_such_haunt"]) == 2
    assert "no haunt no_such_haunt" in capsys.readouterr().err
