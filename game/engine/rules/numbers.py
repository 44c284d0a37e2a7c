"""Numbers in haunt files that grow with the table (R9.10, docs/HAUNTS.md, Numbers).

A number is written as one of:
- a whole number: `3`;
- `"explorers"` or `"heroes"`: how many explorers (or heroes) sat down at the
  table, the dead included (R9.10);
- `{"players": {"3": 4, "4": 5, "5": 6, "6": 7}}`: by how many explorers play;
- `{"per_hero": 1, "plus": 2}` / `{"per_explorer": 1, "plus": 0}`: a formula
  (`plus` may be negative; the result is never below 0).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from game.engine.game import Game

WORDS = ("explorers", "heroes")
FORMULAS = ("per_hero", "per_explorer")
PLAYER_COUNTS = ("3", "4", "5", "6")


def heroes_at_table(game: Game) -> int:
    """Every explorer but the traitor, the dead included (R9.10)."""
    return len(game.state.figures) - 1


def amount(game: Game, n: Any) -> int:
    """The value of a number for this table."""
    if type(n) is int:
        return n
    explorers = len(game.state.figures)
    if n == "explorers":
        return explorers
    if n == "heroes":
        return heroes_at_table(game)
    if "players" in n:  # a table seats 3 to 6; smaller test tables read the 3 column
        return int(n["players"][str(min(6, max(3, explorers)))])
    per, base = (n["per_hero"], heroes_at_table(game)) if "per_hero" in n else \
        (n["per_explorer"], explorers)
    return max(0, per * base + n.get("plus", 0))


def problem(n: Any) -> str | None:
    """Why this is not a number a haunt may write, or None."""
    if type(n) is int:
        return None if n >= 0 else "must not be negative"
    if n in WORDS:
        return None
    if isinstance(n, dict) and set(n) == {"players"} and isinstance(n["players"], dict):
        table = n["players"]
        if set(table) != set(PLAYER_COUNTS) or \
                not all(type(v) is int and v >= 0 for v in table.values()):
            return 'a "players" table needs a whole number for each of "3", "4", "5" and "6"'
        return None
    if isinstance(n, dict) and len(set(n) & set(FORMULAS)) == 1 and \
            set(n) <= {*FORMULAS, "plus"} and all(type(v) is int for v in n.values()):
        return None
    return ('must be a whole number, "explorers", "heroes", {"players": {...}} or '
            '{"per_hero"/"per_explorer": n, "plus": m}')
