"""Player settings, kept in the user's config folder (platformdirs).

A missing file means defaults; a damaged or wrong file means defaults plus one
message naming the file and the problem. Settings never stop the game.
"""

from __future__ import annotations

import json
import os
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path

from platformdirs import user_config_dir

from game.text import LANGUAGES, join, t

APP = "house-on-the-hill"

DEFAULT_KEYS: dict[str, list[str]] = {
    "confirm": ["return", "space"],
    "cancel": ["backspace"],
    "rotate": ["r"],
    "rotate_back": ["e"],
    "next_floor": ["page down"],
    "prev_floor": ["page up"],
    "zoom_in": ["=", "+", "[+]"],
    "zoom_out": ["-", "[-]"],
    "up": ["up"],  # on the board the arrows move the selection between targets
    "down": ["down"],
    "left": ["left"],
    "right": ["right"],
    "pan_up": ["w"],  # and these move the board's camera
    "pan_down": ["s"],
    "pan_left": ["a"],
    "pan_right": ["d"],
    "end_turn": ["t"],
    "log": ["l"],
    "fast": ["f"],
    "fit_house": ["home"],
    "undo": ["z"],  # Ctrl+Z too: the key's name is "z" whatever is held with it
    "center_me": ["c"],
}

# Gamepad buttons in SDL's common (Xbox-style) layout: A, B, X, Y, LB, RB, Back, Start.
DEFAULT_PAD: dict[str, int] = {
    "confirm": 0, "cancel": 1, "rotate": 2, "end_turn": 3, "prev_floor": 4, "next_floor": 5,
    "log": 6, "menu": 7, "undo": 9,
}
# Every action a pad button may do, in the order the Settings screen lists them (the
# D-pad always moves the selection); the ones not in DEFAULT_PAD start without a button.
PAD_INTENTS = ("confirm", "cancel", "rotate", "rotate_back", "end_turn", "prev_floor",
               "next_floor", "zoom_in", "zoom_out", "fit_house", "center_me", "log", "fast",
               "undo", "menu")
# Actions that must always keep a button, so a pad alone can still work every screen.
PAD_REQUIRED = ("confirm", "menu")
PAD_BUTTONS = 32  # buttons 0..31


@dataclass
class Settings:
    fullscreen: bool = False
    music_volume: float = 0.6
    sound_volume: float = 0.8
    animation_speed: float = 1.0  # 0.5 slow .. 3 fast
    bot_speed: float = 1.0
    text_size: float = 1.0  # 0.8 .. 1.6
    colorblind: bool = False
    avoid_played: bool = False  # R9.4: pass over the haunts in the haunt book
    auto_roll: bool = False  # a person's dice tumble at once, without a Roll press
    undo: bool = True  # a person may take back their own actions that settled nothing
    language: str = ""  # one of text.LANGUAGES; "" until chosen: the system's locale
    keys: dict[str, list[str]] = field(default_factory=lambda: {
        k: list(v) for k, v in DEFAULT_KEYS.items()})
    pad: dict[str, int] = field(default_factory=lambda: dict(DEFAULT_PAD))


LIMITS: dict[str, tuple[float, float]] = {
    "music_volume": (0.0, 1.0), "sound_volume": (0.0, 1.0), "animation_speed": (0.25, 4.0),
    "bot_speed": (0.25, 4.0), "text_size": (0.75, 1.75),
}


def config_dir() -> Path:
    override = os.environ.get("HOUSE_CONFIG_DIR")
    return Path(override) if override else Path(user_config_dir(APP, appauthor=False))


def settings_path() -> Path:
    return config_dir() / "settings.json"


def _pad(value: object) -> dict[str, int] | None:
    """A saved button table, or None if it is bad: every button an int 0..31, no button
    used twice, and confirm and menu bound. Unknown actions are ignored. The table is
    taken whole (not merged with the defaults), since an action may have lost its button."""
    if not isinstance(value, dict):
        return None
    pad = {k: v for k, v in value.items() if k in PAD_INTENTS}
    if not all(type(v) is int and 0 <= v < PAD_BUTTONS for v in pad.values()):
        return None
    if len(set(pad.values())) != len(pad) or any(k not in pad for k in PAD_REQUIRED):
        return None
    return pad


def load_settings(path: Path | None = None) -> tuple[Settings, str]:
    """The settings, and a message if the file had to be set aside ("" if fine)."""
    path = path or settings_path()
    try:
        raw = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return Settings(), ""
    except OSError as exc:
        return Settings(), t("settings.error.unreadable", file=path, why=exc.strerror)
    try:
        data = json.loads(raw)
    except (json.JSONDecodeError, RecursionError):
        return Settings(), t("settings.error.not_json", file=path)
    if not isinstance(data, dict):
        return Settings(), t("settings.error.not_object", file=path)
    settings = Settings()
    problems = []
    for f in fields(Settings):
        if f.name not in data:
            continue
        value = data[f.name]
        default = getattr(settings, f.name)
        if f.name == "keys":
            if isinstance(value, dict) and all(
                    isinstance(v, list) and all(isinstance(x, str) for x in v)
                    for v in value.values()):
                settings.keys.update({k: v for k, v in value.items() if k in DEFAULT_KEYS})
            else:
                problems.append("keys")
        elif f.name == "pad":
            pad = _pad(value)
            if pad is None:
                problems.append("pad")
            else:
                settings.pad = pad
        elif f.name == "language":
            if value in ("", *LANGUAGES):  # "": not chosen yet
                settings.language = value
            else:
                problems.append(f.name)
        elif isinstance(default, bool):
            if isinstance(value, bool):
                setattr(settings, f.name, value)
            else:
                problems.append(f.name)
        elif isinstance(value, int | float) and not isinstance(value, bool):
            low, high = LIMITS[f.name]
            setattr(settings, f.name, min(high, max(low, float(value))))
        else:
            problems.append(f.name)
    if problems:
        return settings, t("settings.error.bad_values", file=path, names=join(problems))
    return settings, ""


def save_settings(settings: Settings, path: Path | None = None) -> str:
    """Write the settings; returns a message if that failed ("" if fine)."""
    path = path or settings_path()
    data = asdict(settings)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_suffix(".tmp")
        tmp.write_text(json.dumps(data, indent=2), encoding="utf-8")
        tmp.replace(path)
    except OSError as exc:
        return t("settings.error.unwritable", file=path, why=exc.strerror)
    return ""
