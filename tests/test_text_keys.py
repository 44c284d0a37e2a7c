"""Every key the code composes belongs to a family docs/TRANSLATING.md lists, and
every listed family has keys: a translator finds every text in the files and the
guide. Counts and lists speak each language's way (game.text.tn, join)."""

from __future__ import annotations

import fnmatch
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from game import text

ROOT = Path(__file__).resolve().parent.parent
COMPOSED = re.compile(r"""(?:\b(?:t|tn|has)\(|key\w* = )f(["'])((?:(?!\1).)*)\1""")


def families() -> list[str]:
    doc = (ROOT / "docs" / "TRANSLATING.md").read_text(encoding="utf-8")
    section = doc.split("## Keys the code composes", 1)[1]
    return [re.sub(r"<[^>]+>", "*", f) for f in re.findall(r"`([^`]*<[^`]*)`", section)]


def composed() -> Iterator[tuple[str, str]]:
    """(file, pattern) for each key the code builds with an f-string."""
    for path in sorted((ROOT / "game").rglob("*.py")):
        for m in COMPOSED.finditer(path.read_text(encoding="utf-8")):
            pattern = re.sub(r"\{[^{}]*(\{[^{}]*\}[^{}]*)*\}", "*", m.group(2))
            if "." in pattern:  # a text key (not an internal name like "leave:{rid}")
                yield path.relative_to(ROOT).as_posix(), pattern


def test_every_composed_key_is_a_listed_family() -> None:
    listed = families()
    unlisted = sorted({(file, p) for file, p in composed()
                       if not any(fnmatch.fnmatchcase(p, f) or fnmatch.fnmatchcase(f, p)
                                  for f in listed)})
    assert unlisted == [], "list these families in docs/TRANSLATING.md"


def test_every_listed_family_has_keys_in_english() -> None:
    keys = list(text.table("en"))
    empty = [f for f in families() if not any(fnmatch.fnmatchcase(k, f) for k in keys)]
    assert empty == []


@pytest.fixture
def chinese() -> Iterator[None]:
    text.set_language("zh-Hant")
    yield
    text.set_language("en")


def test_counts_and_lists_in_english() -> None:
    assert text.tn("board.walk", 1, room="Attic") == "Walk to the Attic (1 space)"
    assert text.tn("board.walk", 3, room="Attic") == "Walk to the Attic (3 spaces)"
    assert text.join(["a", "b", "c"]) == "a, b and c" and text.join(["a"]) == "a"


def test_counts_and_lists_in_chinese(chinese: None) -> None:
    assert text.tn("board.walk", 1, room="閣樓") == "走到閣樓（1 格）"  # one form
    assert text.join(["甲", "乙", "丙"]) == "甲、乙和丙"


def test_a_missing_key_falls_back_to_english_then_the_key(chinese: None,
                                                          caplog: pytest.LogCaptureFixture):
    text.table("zh-Hant")  # read first
    en = text.table("en")
    key = "test.only_in_english"
    en[key] = "Only in English"
    try:
        assert text.t(key) == "Only in English"
        assert text.t(key) == "Only in English"
        assert text.t("test.nowhere") == "test.nowhere"
    finally:
        del en[key]
    logged = [r for r in caplog.records if "test.only_in_english" in r.getMessage()]
    assert len(logged) == 1  # logged once


def test_the_language_switches_every_text_at_once(chinese: None) -> None:
    assert text.t("trait.might") == "力量"
    text.set_language("en")
    assert text.t("trait.might") == "Might"
    text.set_language("klingon")  # unknown: English
    assert text.language() == "en"


def test_a_text_made_before_a_switch_reads_in_the_new_language() -> None:
    label = text.t("board.walk.other", room=text.t("room.attic.name"), n=2)
    try:
        text.set_language("zh-Hant")
        assert text.current(label) == text.t("board.walk.other", room=text.t("room.attic.name"),
                                             n=2)
        assert "閣樓" in text.current(label)
    finally:
        text.set_language("en")
    assert text.current(label) == label
