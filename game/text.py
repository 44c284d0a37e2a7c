"""The one text layer: every sentence a player reads is `t("key", **params)`.

Two languages: English (`en`, the source) and Traditional Chinese (`zh-Hant`).
A language is a folder of the same files (`assets/text/<lang>/`) plus a
`<lang>.json` beside each haunt's `en.json`. A haunt's texts are written
relative to the haunt (`"title"`); they are read as `haunt.<id>.title`, the id
taken from the folder name `NN_<id>`.

`set_language` switches every later `t()` at once. A key the language lacks
falls back to English, then to the key itself, and is logged once. Counts use
`tn` (a key's `.one` / `.other` forms, chosen by the language's plural rule) and
lists use `join` (the language's own list words), never `(s)` or `", "`.
"""

from __future__ import annotations

import json
import locale
import logging
from collections.abc import Iterable
from functools import cache
from pathlib import Path

from game import resources

TEXT_FILES = ("ui", "ui_scenes", "ui_haunt", "rooms", "cards", "explorers", "saves", "book",
              "theatre")
HAUNT_DIR = ("levels", "haunts")
LANGUAGE = "en"  # the source language: every key is written here first
LANGUAGES = ("en", "zh-Hant")
log = logging.getLogger(__name__)
_current = [LANGUAGE]
_missing: set[tuple[str, str]] = set()


class TextError(ValueError):
    """A text file that cannot be read; the message names the file."""


def _read(file: Path, rel: str) -> dict[str, str]:
    try:
        data = json.loads(file.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise TextError(f"{rel}: file is missing") from None
    except (OSError, UnicodeDecodeError, json.JSONDecodeError, RecursionError) as exc:
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


def table(language: str = LANGUAGE) -> dict[str, str]:
    """Every text of a language, by key (read once)."""
    return _table(language)


def reload() -> None:
    """Read the text files again (after they changed on disk)."""
    _table.cache_clear()
    _missing.clear()


@cache
def _table(language: str) -> dict[str, str]:
    merged: dict[str, str] = {}
    for name in TEXT_FILES:
        merged.update(_read(resources.path("assets", "text", language, f"{name}.json"),
                            f"assets/text/{language}/{name}.json"))
    for hid, rel in haunt_text_files(language):
        texts = _read(resources.path(rel), rel)
        merged.update({f"haunt.{hid}.{key}": text for key, text in texts.items()})
    return merged


def language() -> str:
    return _current[0]


def set_language(lang: str) -> None:
    """Speak `lang` from now on (an unknown language: English)."""
    _current[0] = lang if lang in LANGUAGES else LANGUAGE


def system_language() -> str:
    """The language the system's locale asks for, for a first start."""
    try:
        name = locale.getlocale()[0] or ""
    except ValueError:
        name = ""
    name = name.replace("-", "_").lower()
    if name.startswith("zh") and not any(p in name for p in ("_cn", "_sg", "hans")):
        return "zh-Hant"
    return LANGUAGE


def _readable(lang: str) -> dict[str, str]:
    """A language's texts, or none when a file is broken: every command still
    runs, and `python -m game validate` names the file (game.content.loader)."""
    try:
        return table(lang)
    except TextError as exc:  # told once, as info: validate and the game report it
        if (lang, "") not in _missing:
            _missing.add((lang, ""))
            log.info("%s", exc)
        return {}


def _lookup(key: str) -> str | None:
    lang = _current[0]
    text = _readable(lang).get(key) if lang != LANGUAGE else None
    if text is None:
        text = _readable(LANGUAGE).get(key)
        if (lang, key) not in _missing and (lang != LANGUAGE or text is None) and \
                (lang, "") not in _missing and (LANGUAGE, "") not in _missing:
            _missing.add((lang, key))
            log.warning("text %r is missing in %s%s", key, lang,
                        "" if text is None else "; English is shown")
    return text


class Text(str):
    """A translated text that remembers its key and parameters, so a screen built
    in one language (a button's label, a title) is drawn in another the moment the
    language changes: the drawing functions read every text through `current`."""

    key: str
    params: dict[str, object]
    language: str


def t(key: str, **params: object) -> str:
    found = _lookup(key)
    out = Text(key if found is None else found.format(**params) if params else found)
    out.key, out.params, out.language = key, params, _current[0]
    return out


def current(s: str) -> str:
    """A text as the current language says it (plain strings as they are)."""
    if not isinstance(s, Text) or s.language == _current[0]:
        return s
    return t(s.key, **{k: current(v) if isinstance(v, str) else v for k, v in s.params.items()})


def tn(key: str, n: int, **params: object) -> str:
    """A sentence with a count: `key.one` or `key.other` as the language's plural
    rule picks (Chinese has one form), with `n` among its parameters."""
    form = "one" if n == 1 and _current[0] == "en" else "other"
    return t(f"{key}.{form}", n=n, **params)


def join(items: Iterable[str]) -> str:
    """A list as the language writes one: "a, b and c" / "a、b和c"."""
    parts = list(items)
    if len(parts) < 2:
        return "".join(parts)
    return t("list.pair", a=t("list.sep").join(parts[:-1]), b=parts[-1])


def has(key: str) -> bool:
    """Is there a text for this key, in this language or in English?"""
    return key in _readable(_current[0]) or key in _readable(LANGUAGE)
