"""The modal question as a scene: registers the dialog (game.ui.dialog) as "choice"."""

from __future__ import annotations

from game.ui.dialog import ChoiceOverlay, Option, action_options
from game.ui.scene import scene

scene("choice")(ChoiceOverlay)

__all__ = ["ChoiceOverlay", "Option", "action_options"]
