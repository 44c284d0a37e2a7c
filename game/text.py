"""The one text layer: every sentence a player reads is `t("key", **params)`.

English ships first; another language is another folder of the same files
(`assets/text/<lang>/`) plus a `<lang>.json` beside each haunt's `en.json`.
A haunt's texts are written relative to the haunt (`"title"`); they are read
as `haunt.<id>.title`, the id taken from the folder name `NN_<id>`.
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path

from game import resources

TEXT_FILES = ("ui", "ui_scenes", "ui_haunt", "rooms", "cards", "explorers")
HAUNT_DIR = ("levels", "haunts")
LANGUAGE = "en"


class TextError(ValueError):
    """A text file that cannot be read; the message names the file."""


def _read(file: Path, rel: str) -> dict[str, str]:
    try:
        data = json.loads(file.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise TextError(f"{rel}: file is missing") from None
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise TextError(f"{rel}: not valid JSON ({exc})") from None
    if not isinstance(data, dict) or not all(
            isinstance(k, str) and isinstance(v, str) for k, v in data.items()):
        raise TextError(f"{rel}: must be an object of text keys to strings")
    return data


def haunt_text_files(language: str = LANGUAGE) -> list[tuple[str, str]]:
    """(haunt id, file relative to the game root) for every haunt folder that
    has texts in this language. A folder without them is left to
    `python -m game validate` to report."""
    folder = resources.path(*HAUNT_DIR)
    if not folder.is_dir():
        return []
    out = []
    for sub in sorted(p for p in folder.iterdir() if p.is_dir()):
        if (sub / f"{language}.json").is_file():
            hid = sub.name.partition("_")[2] or sub.name
            out.append((hid, "/".join((*HAUNT_DIR, sub.name, f"{language}.json"))))
    return out


@cache
def table(language: str = LANGUAGE) -> dict[str, str]:
    merged: dict[str, str] = {}
    for name in TEXT_FILES:
        merged.update(_read(resources.path("assets", "text", language, f"{name}.json"),
                            f"assets/text/{language}/{name}.json"))
    for hid, rel in haunt_text_files(language):
        texts = _read(resources.path(rel), rel)
        merged.update({f"haunt.{hid}.{key}": text for key, text in texts.items()})
    return merged


def t(key: str, **params: object) -> str:
    text = table().get(key)
    if text is None:
        return key
    return text.format(**params) if params else text


def has(key: str) -> bool:
    return key in table()
