"""Scenes open each other by name through the registry (game/ui/scene.py), so no
scene module imports another; the board's helpers see it through board_api."""

from __future__ import annotations

import ast
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.app import App
from game.engine.rules.haunt import finish
from game.haunt_book import Play
from game.ui import board_api
from game.ui.inspect_facts import Subject
from game.ui.scene import SCENES, Scene, push_scene, scene_class
from game.ui.scenes import load_all
from game.ui.scenes.board import BoardScene
from tests.haunt_helpers import haunted
from tests.test_ui_board import board_for
from tests.test_ui_board_haunt import board_on, haunt_data

ROOT = Path(__file__).resolve().parents[1]
SCENES_DIR = ROOT / "game" / "ui" / "scenes"
OPENERS = {"push_scene", "replace_scene", "make_scene", "scene_class"}


def tree(path: Path) -> ast.Module:
    return ast.parse(path.read_text(encoding="utf-8"))


def scene_modules() -> set[str]:
    """The modules load_all imports: every one that registers a scene."""
    load = next(n for n in tree(SCENES_DIR / "__init__.py").body
                if isinstance(n, ast.FunctionDef) and n.name == "load_all")
    return {a.name for n in ast.walk(load) if isinstance(n, ast.ImportFrom) for a in n.names}


def registers(path: Path) -> bool:
    return any(isinstance(n, ast.Call) and isinstance(n.func, ast.Name) and n.func.id == "scene"
               for n in ast.walk(tree(path)))


def bases(path: Path) -> set[str]:
    """The names a file's classes derive from."""
    return {b.id for n in ast.walk(tree(path)) if isinstance(n, ast.ClassDef)
            for b in n.bases if isinstance(b, ast.Name)}


def imported(path: Path) -> set[str]:
    """Every game.ui.scenes module this file imports, at the top, in a function or
    for type checking alike; except a scene imported only to derive from it (the
    replay theatre is the board, playing a record): that opens nothing."""
    out: set[str] = set()
    derived = bases(path)
    for n in ast.walk(tree(path)):
        if isinstance(n, ast.ImportFrom) and n.module == "game.ui.scenes":
            out |= {a.name for a in n.names}
        elif isinstance(n, ast.ImportFrom) and (n.module or "").startswith("game.ui.scenes."):
            if not all(a.name in derived for a in n.names):
                out.add(n.module.split(".")[3])
        elif isinstance(n, ast.Import):
            out |= {a.name.split(".")[3] for a in n.names
                    if a.name.startswith("game.ui.scenes.")}
    return out


def test_every_scene_module_is_loaded_by_name_and_registers() -> None:
    listed = scene_modules()
    found = {p.stem for p in SCENES_DIR.glob("*.py") if registers(p)}
    assert listed == found  # a frozen bundle finds every scene: each is named in load_all


def test_no_scene_module_imports_another() -> None:
    scenes = scene_modules()
    for path in sorted(SCENES_DIR.glob("*.py")):
        if path.name == "__init__.py":
            continue
        wrong = (imported(path) & scenes) - {path.stem}
        assert not wrong, f"{path.name} imports the scene module(s) {sorted(wrong)}: open by name"


def test_every_name_opened_in_the_code_is_registered() -> None:
    load_all()
    names: set[str] = set()
    for path in (ROOT / "game").rglob("*.py"):
        for n in ast.walk(tree(path)):
            if isinstance(n, ast.Call) and isinstance(n.func, ast.Name) \
                    and n.func.id in OPENERS and len(n.args) >= 2 - (n.func.id == "scene_class"):
                arg = n.args[0] if n.func.id == "scene_class" else n.args[1]
                if isinstance(arg, ast.Constant):
                    names.add(arg.value)
    assert names and names <= set(SCENES), sorted(names - set(SCENES))


def test_a_name_is_registered_once() -> None:
    load_all()
    from game.ui.scene import scene

    with pytest.raises(ValueError):
        scene("title")(Scene)


# ---- every registered name opens ---------------------------------------------------------
def opening(app: App) -> dict[str, Callable[[], tuple[Any, ...]]]:
    """What each scene is opened with, in a state where it makes sense."""
    def board() -> BoardScene:
        return board_for(app)

    def haunt_board() -> BoardScene:
        return board_on(app, haunted(haunt_data(), revealer=0), {0, 1})

    def damaged() -> tuple[Any, ...]:
        g = haunt_board().game
        seat = g.prompt.seat
        g.state.prompt = None
        g.push({"do": "damage", "who": seat, "kind": "physical", "n": 2})
        g._run()
        g.refresh()
        return g, lambda _a: None

    def ended() -> tuple[Any, ...]:
        b = haunt_board()
        finish(b.game, "heroes")
        return (b.session,)

    def crashed() -> tuple[Any, ...]:
        try:
            raise RuntimeError("test")
        except RuntimeError as e:
            return e, None

    def book() -> tuple[Any, ...]:
        """A book with pages enough to scroll."""
        for seed, hid in enumerate(sorted(app.content.haunts)[:9]):
            app.record(Play(hid, ("heroes", "traitor")[seed % 2], 4, 5, "2026-11-27", seed))
        return ()

    card = next(iter(board().game.content.cards.values()))
    return {
        "title": lambda: (),
        "setup": lambda: (),
        "load": lambda: (),
        "settings": lambda: (),
        "rules": lambda: (),
        "pause": lambda: (),
        "error": crashed,
        "board": lambda: (board().session,),
        "history": lambda: (board().log,),
        "handover": lambda: ("Ingrid", "why", lambda: None),
        "choice": lambda: ("title", "text", [("yes", lambda: None)]),
        "card": lambda: (card, "caption", lambda: None),
        "dice": lambda: ([("Ingrid", [1, 2])], "caption", lambda: None),
        "inspect": lambda: (board(), Subject("explorer", 0)),
        "damage": damaged,
        "haunt_reveal": lambda: (haunt_board(),),
        "haunt_panel": lambda: (haunt_board().session, None),
        "haunt_joined": lambda: (haunt_board().session, 2),
        "game_over": ended,
        "haunt_book": book,
        "theatre": lambda: (board().session.recording,),
    }


def test_every_registered_name_opens(app: App) -> None:
    load_all()
    ways = opening(app)
    assert set(ways) == set(SCENES)  # a new scene gets its line here
    surface = pygame.Surface(app.size)
    for name in sorted(SCENES):
        opened = push_scene(app, name, *ways[name]())
        assert isinstance(opened, scene_class(name)) and app.stack.top is opened
        opened.update(1 / 60)
        opened.draw(surface)


# ---- the board's narrow interface --------------------------------------------------------
def members(protocol: type) -> set[str]:
    return {n for klass in protocol.__mro__ if klass.__module__ == board_api.__name__
            for n in (*vars(klass), *getattr(klass, "__annotations__", {}))
            if not n.startswith("_")}


@pytest.mark.parametrize(("module", "protocol"), [
    ("game/ui/presenter.py", board_api.BoardView),
    ("game/ui/scenes/haunt.py", board_api.BoardView),
    ("game/ui/board_draw.py", board_api.BoardPicture),
    ("game/ui/board_focus.py", board_api.BoardPicture),
    ("game/ui/board_inspect.py", board_api.BoardPicture),
    ("game/ui/board_still.py", board_api.BoardPicture),
    ("game/ui/scenes/inspect.py", board_api.BoardPicture),
])
def test_the_boards_helpers_use_only_its_interface(module: str, protocol: type) -> None:
    source = tree(ROOT / module)
    assert "BoardScene" not in ast.unparse(source)
    used = set()
    for n in ast.walk(source):
        if isinstance(n, ast.Attribute):
            owner = n.value
            if (isinstance(owner, ast.Name) and owner.id == "board") \
                    or (isinstance(owner, ast.Attribute) and owner.attr == "board"):
                used.add(n.attr)
    assert used <= members(protocol), sorted(used - members(protocol))


@pytest.mark.parametrize("protocol", [board_api.BoardView, board_api.BoardPicture])
def test_the_board_scene_has_all_of_its_interface(app: App, protocol: type) -> None:
    board = board_for(app)
    missing = [m for m in members(protocol) if not hasattr(board, m)]
    assert not missing
