"""The engine never imports pygame, and plays a whole game without it."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

ENGINE = Path(__file__).resolve().parent.parent / "game" / "engine"

SCRIPT = """
import sys
class Block:
    def find_spec(self, name, path=None, target=None):
        if name == "pygame" or name.startswith("pygame."):
            raise ImportError("pygame is blocked in this test")
sys.meta_path.insert(0, Block())
from game.content.loader import load
from game.engine import Game, Setup
from game.ai import RandomBot
content, errors = load()
assert not errors, errors
game = Game.new(content, Setup(3, ("ingrid_solberg", "amara_nwosu", "rafael_duarte"), (6, 1)))
bot = RandomBot(3)
while game.prompt is not None:
    seat = game.prompt.seat
    game.submit(bot.decide(game, seat, game.legal_actions(seat)))
assert game.state.phase == "over" and game.state.haunt.winner
assert not any(m == "pygame" or m.startswith("pygame.") for m in sys.modules)
print("ok")
"""


def test_engine_source_has_no_pygame_import() -> None:
    for file in ENGINE.rglob("*.py"):
        tree = ast.parse(file.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names = [a.name for a in node.names] if isinstance(node, ast.Import) else \
                [node.module or ""] if isinstance(node, ast.ImportFrom) else []
            assert not any(n.split(".")[0] == "pygame" for n in names), file


def test_engine_plays_a_game_with_pygame_unimportable() -> None:
    out = subprocess.run([sys.executable, "-c", SCRIPT], capture_output=True, text=True,
                         cwd=ENGINE.parent.parent, timeout=120)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "ok"
