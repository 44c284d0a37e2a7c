"""Every language says everything English says (docs/TRANSLATING.md): a missing
key, an extra key, other placeholders or a missing file in a copy of the texts is
one line from the loader naming the file and the key."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.content.loader import load

ROOT = Path(__file__).resolve().parent.parent
UI = "assets/text/zh-Hant/ui.json"
HAUNT = "levels/haunts/01_kennel_masters_moon/zh-Hant.json"




def edit(tree: Path, rel: str, change: object) -> None:
    path = tree / rel
    data = json.loads(path.read_text("utf-8"))
    change(data)  # type: ignore[operator]
    path.write_text(json.dumps(data, ensure_ascii=False), "utf-8")


def problems() -> list[str]:
    return [str(e) for e in load()[1]]


def test_the_shipped_languages_agree() -> None:
    assert problems() == []


@pytest.mark.parametrize(("rel", "change", "says"), [
    (UI, lambda d: d.pop("trait.might"), "'trait.might'"),
    (UI, lambda d: d.update({"trait.luck": "運氣"}), "'trait.luck'"),
    (UI, lambda d: d.update({"board.walk.other": "走到{place}（{n} 格）"}), "placeholders"),
    (HAUNT, lambda d: d.pop("title"), "'title'"),
])
def test_a_language_that_differs_from_english_is_one_line(tree: Path, rel: str, change: object,
                                                          says: str) -> None:
    edit(tree, rel, change)
    found = problems()
    assert len(found) == 1 and rel in found[0] and says in found[0], found


def test_a_missing_language_file_is_one_line(tree: Path) -> None:
    (tree / HAUNT).unlink()
    found = problems()
    assert len(found) == 1 and HAUNT in found[0] and "missing" in found[0], found
