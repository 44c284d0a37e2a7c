"""The haunt language is documented word for word (docs/HAUNTS.md): every word
the engine registers — conditions, placements, action where keys, traitor rules,
triggers, modifiers, monster powers, bot targets, token properties — and every
step a data file may use is named in the designer's guide or the card guide."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import game.content.haunts  # noqa: F401  (registers the haunts' own modules)
from game.engine import registry

ROOT = Path(__file__).resolve().parent.parent
VOCABULARIES = [registry.CONDITIONS, registry.PLACES, registry.ACTION_WHERE,
                registry.TRAITOR_RULES, registry.TRIGGERS, registry.MODIFIERS,
                registry.POWERS, registry.BOT_TARGETS, registry.TOKEN_PROPS]


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

