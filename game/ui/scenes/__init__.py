"""The scenes of the window, each one a module.

`load_all` imports every scene module by name (never by scanning the folder, so a
frozen bundle finds them all); each registers its scenes with `game.ui.scene.scene`.
It runs on the first look-up, not at import, so importing one scene module never
drags in the rest.
"""

from __future__ import annotations


def load_all() -> None:
    from game.ui.scenes import (  # noqa: F401
        board,
        card,
        choice,
        damage,
        dice,
        error,
        game_over,
        handover,
        haunt,
        haunt_book,
        haunt_panel,
        history,
        inspect,
        load,
        pause,
        rules,
        settings,
        setup,
        theatre,
        title,
    )
