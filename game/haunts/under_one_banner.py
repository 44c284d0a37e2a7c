"""Under One Banner (haunt 47): only the champion can hurt the foe.

The regiment's colours are a token one hero carries at a time: the champion.
The Colonel takes harm from the champion alone; the other heroes bless and
guard the champion, and raise the colours again where a champion falls. What
the data cannot say:

- the monster power `under_one_banner.sworn` `{token}`: damage from an attack
  does nothing to the kind unless the figure that beat it carries a token of
  this kind (the module takes over `hurt` for it, event `monster_immune`), so
  only the champion harms it; steps such as `kill_monsters` still do.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.engine.registry import POWERS, intercept
from game.engine.rules import sides

if TYPE_CHECKING:
    from game.engine.game import Game
    from game.engine.state import Effect, Monster

HAUNT = "under_one_banner"
SWORN = f"{HAUNT}.sworn"


@POWERS.word(SWORN, {"token": "token"})
def _sworn(game: Game, m: Monster, p: dict[str, Any]) -> str:
    """The kind of token whose carrier alone can hurt it."""
    return str(p["token"])


@intercept(HAUNT, "hurt")
def _unsworn(game: Game, eff: Effect) -> bool:
    """Harm to a sworn monster from anyone but a carrier of its token is nothing."""
    if not sides.is_monster(eff["who"]) or "by" not in eff:
        return False
    m = sides.monster(game, eff["who"])
    power = sides.monster_def(game, m).powers.get(SWORN)
    if not isinstance(power, dict):
        return False
    if any(t.kind == power["token"] and t.holder == eff["by"] for t in game.state.tokens):
        return False
    game.emit("monster_immune", id=m.id, kind=m.kind, room=m.room)
    return True
