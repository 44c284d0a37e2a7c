"""docs/RULES.md is the project's own rules: every rule number a test cites is
there, and the in-game rules reference shows the same numbered sections, with the
same titles and the same rules (in English word for word, in Chinese by number)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from game import text
from game.ui.scenes.rules import GROUPS, NUMBERED

ROOT = Path(__file__).resolve().parent.parent
CITED = re.compile(r"\bR(\d+)\.(\d+)\b")


def doc_sections() -> dict[str, tuple[str, list[str]]]:
    """docs/RULES.md by section number ("R4"): its heading and its rules' lines."""
    sections: dict[str, tuple[str, list[str]]] = {}
    current: list[str] = []
    for line in (ROOT / "docs" / "RULES.md").read_text(encoding="utf-8").splitlines():
        if m := re.match(r"## (R\d+) ", line):
            current = []
            sections[m.group(1)] = (line[3:], current)
        elif line.startswith("- R"):
            current.append(line[2:])
    return sections


def numbers(lines: list[str]) -> list[str]:
    return [line.split(" ", 1)[0] for line in lines]


def test_every_rule_a_test_cites_is_in_the_rules_doc() -> None:
    written = {n for _, rules in doc_sections().values() for n in numbers(rules)}
    cited = {f"R{a}.{b}": path.name for path in sorted((ROOT / "tests").glob("*.py"))
             for a, b in CITED.findall(path.read_text(encoding="utf-8"))}
    assert cited, "the tests cite rules"
    missing = sorted(f"{n} ({file})" for n, file in cited.items() if n not in written)
    assert missing == [], "write these rules in docs/RULES.md"


def test_each_rule_is_in_its_own_section_in_order() -> None:
    for section, (_, rules) in doc_sections().items():
        found = numbers(rules)
        assert all(n.startswith(f"{section}.") for n in found), section
        assert len(set(found)) == len(found), section


def test_the_game_shows_the_doc_sections_first() -> None:
    assert GROUPS[0][1][1:] == NUMBERED
    assert [sid.upper() for sid in NUMBERED] == list(doc_sections())


def test_the_english_reference_is_the_doc_word_for_word() -> None:
    texts = text.table("en")
    for sid, (title, rules) in zip(NUMBERED, doc_sections().values(), strict=True):
        assert texts[f"rules.{sid}.title"] == title
        assert texts[f"rules.{sid}.body"].split("\n") == rules, sid


@pytest.mark.parametrize("language", [lang for lang in text.LANGUAGES if lang != "en"])
def test_each_translation_has_the_same_sections_and_rules(language: str) -> None:
    texts = text.table(language)
    for sid, (title, rules) in zip(NUMBERED, doc_sections().values(), strict=True):
        assert texts[f"rules.{sid}.title"].split(" ", 1)[0] == title.split(" ", 1)[0], sid
        assert numbers(texts[f"rules.{sid}.body"].split("\n")) == numbers(rules), sid
