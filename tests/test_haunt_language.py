"""The haunt language is documented word for word (docs/HAUNTS.md): every word
the engine registers — conditions, placements, action where keys, traitor rules,
triggers, modifiers, monster powers, bot targets, token properties — and every
step a data file may use is named in the designer's guide or the card guide."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

import game.content.haunts  # noqa: F401  (registers the haunts' own modules)
from game.engine import registry

ROOT = Path(__file__).resolve().parent.parent
VOCABULARIES = [registry.CONDITIONS, registry.PLACES, registry.ACTION_WHERE,
                registry.TRAITOR_RULES, registry.TRIGGERS, registry.MODIFIERS,
                registry.POWERS, registry.BOT_TARGETS, registry.TOKEN_PROPS,
                registry.HOUSE_POLICIES]


def documented(*files: str) -> set[str]:
    text = "\n".join((ROOT / "docs" / f).read_text(encoding="utf-8") for f in files)
    return set(re.findall(r"`([a-z_][a-z0-9_.]*)", text))


@pytest.mark.parametrize("vocab", VOCABULARIES, ids=lambda v: v.what)
def test_every_registered_word_is_in_the_designers_guide(vocab: registry.Vocabulary) -> None:
    names = documented("HAUNTS.md")
    missing = [w for w in vocab.names() if w not in names]
    assert not missing, f"docs/HAUNTS.md does not name these {vocab.what}s: {missing}"


def test_every_step_is_in_a_guide() -> None:
    names = documented("HAUNTS.md", "CONTENT.md")
    missing = [s for s in registry.VOCABULARY if s not in names]
    assert not missing, f"neither docs/HAUNTS.md nor docs/CONTENT.md names the steps {missing}"



def _haunt_words() -> tuple[set[tuple[str, str]], set[str]]:
    """Every (key, word) pair and every key or word (a `kind:` prefix too) that the
    real haunt files in levels/haunts/ write."""
    pairs: set[tuple[str, str]] = set()
    words: set[str] = set()

    def walk(node: object) -> None:
        if isinstance(node, dict):
            for key, value in node.items():
                words.add(key)
                if isinstance(value, str):
                    pairs.add((key, value))
                walk(value)
        elif isinstance(node, list):
            for value in node:
                walk(value)
        elif isinstance(node, str):
            words.update({node, node.partition(":")[0]})

    for path in sorted((ROOT / "levels" / "haunts").glob("*/haunt.json")):
        walk(json.loads(path.read_text(encoding="utf-8")))
    return pairs, words


@pytest.mark.parametrize("vocab", VOCABULARIES, ids=lambda v: v.what)
def test_every_registered_word_is_used_by_a_real_haunt(vocab: registry.Vocabulary) -> None:
    """The issue's bar for the haunt language: each word is proven by at least one
    haunt that players meet, not only by tests (a haunt module's own words are
    used by its own haunt)."""
    pairs, words = _haunt_words()
    unused = [w for w in vocab.names() if "." not in w and
              ((vocab.key, w) not in pairs if vocab.key else w not in words)]
    assert not unused, f"no haunt in levels/haunts/ uses these {vocab.what}s: {unused}"
