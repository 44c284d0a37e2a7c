"""Every language says everything English says (docs/TRANSLATING.md): each text
file of `assets/text/en/` and each haunt's `en.json` has a twin in every other
language with exactly the same keys, and each text the same placeholders
(`{name}`, `{n}`, `{value:.3f}`). A difference is one line naming the file, the
key and what differs."""

from __future__ import annotations

import json
import string

from game import resources, text
from game.content.checks import Problems


def placeholders(s: str) -> set[str]:
    """The `{name:spec}` fields a text is filled with."""
    try:
        return {f"{name}:{spec}" for _lit, name, spec, _conv in string.Formatter().parse(s)
                if name is not None}
    except ValueError:
        return {"(broken braces)"}


def _files(language: str) -> list[str]:
    out = [f"assets/text/{language}/{name}.json" for name in text.TEXT_FILES]
    folder = resources.path(*text.HAUNT_DIR)
    if folder.is_dir():
        out += ["/".join((*text.HAUNT_DIR, sub.name, f"{language}.json"))
                for sub in sorted(p for p in folder.iterdir() if p.is_dir())]
    return out


def _read(rel: str) -> dict[str, str] | None:
    try:
        data = json.loads(resources.path(rel).read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError, RecursionError):
        return None
    return data if isinstance(data, dict) else None


def check_languages(problems: Problems) -> dict[str, int]:
    """Compare every language with English; returns each language's key count."""
    counts: dict[str, int] = {}
    english = {rel: _read(rel) for rel in _files(text.LANGUAGE)}
    for language in text.LANGUAGES:
        total = 0
        for en_rel, other_rel in zip(_files(text.LANGUAGE), _files(language), strict=True):
            source = english[en_rel]
            if source is None:
                continue  # the English file's own problem is reported elsewhere
            theirs = _read(other_rel)
            if theirs is None:
                problems.add(other_rel, "", "", f"missing or unreadable: every text of "
                                                f"{en_rel} needs its {language} twin here")
                continue
            total += len(theirs)
            for key in source.keys() - theirs.keys():
                problems.add(other_rel, key, "", f"no {language} text for this key")
            for key in theirs.keys() - source.keys():
                problems.add(other_rel, key, "", f"a key {en_rel} does not have")
            for key in source.keys() & theirs.keys():
                if isinstance(theirs[key], str) and \
                        placeholders(theirs[key]) != placeholders(source[key]):
                    problems.add(other_rel, key, "",
                                 f"placeholders {sorted(placeholders(theirs[key]))} differ "
                                 f"from English {sorted(placeholders(source[key]))}")
        counts[language] = total
    return counts
