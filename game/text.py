"""The one text layer: every sentence a player reads is `t("key", **params)`.

English ships first; another language is another folder of the same files.
"""

from __future__ import annotations

import json
from functools import cache

from game import resources

TEXT_FILES = ("ui", "ui_scenes", "ui_haunt", "rooms", "cards", "explorers", "haunts")
LANGUAGE = "en"


class TextError(ValueError):
    """A text file that cannot be read; the message names the file."""


@cache
def table(language: str = LANGUAGE) -> dict[str, str]:
    merged: dict[str, str] = {}
    for name in TEXT_FILES:
        file = resources.path("assets", "text", language, f"{name}.json")
        rel = f"assets/text/{language}/{name}.json"
        try:
            data = json.loads(file.read_text(encoding="utf-8"))
        except FileNotFoundError:
            raise TextError(f"{rel}: file is missing") from None
        except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
            raise TextError(f"{rel}: not valid JSON ({exc})") from None
        if not isinstance(data, dict) or not all(
                isinstance(k, str) and isinstance(v, str) for k, v in data.items()):
            raise TextError(f"{rel}: must be an object of text keys to strings")
        merged.update(data)
    return merged


def t(key: str, **params: object) -> str:
    text = table().get(key)
    if text is None:
        return key
    return text.format(**params) if params else text


def has(key: str) -> bool:
    return key in table()
