"""Every text of every language renders in the fonts the game picks for it.

The check is by the font file's own character map (fontTools): pygame's
`Font.metrics(ch)` is no use here, since SDL_ttf answers a missing character
with the metrics of the font's box glyph rather than None. A language whose
text folder does not exist yet is skipped. The Chinese fonts are subsets made by
tools/subset_fonts.py: a failure here means re-running it (assets/fonts/README.md).
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache
from pathlib import Path

import pygame
import pytest
from fontTools.ttLib import TTFont

from game import resources, text
from game.ui import assets

STYLES = ("body", "italic", "bold", "display", "plain")
LANGUAGE_NAME = "language."  # a language's name shows only while it is chosen


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    pygame.font.init()
    yield
    text.set_language(text.LANGUAGE)


def shown(lang: str) -> dict[str, str]:
    """What a player reads in a language: its texts over the English fallback
    (game.text), less other languages' names, which the settings show only in
    their own language."""
    merged = {**text.table(text.LANGUAGE), **text.table(lang)}
    return {key: value for key, value in merged.items()
            if not key.startswith(LANGUAGE_NAME) or key == f"{LANGUAGE_NAME}{lang}"}


def face_file(style: str, lang: str) -> Path:
    file = assets.face(style, lang).file
    if file is None:  # pygame's own font
        return Path(pygame.__file__).parent / pygame.font.get_default_font()
    return resources.path("assets", "fonts", file)


@cache
def glyphs(file: Path) -> frozenset[str]:
    return frozenset(chr(code) for code in TTFont(str(file), lazy=True).getBestCmap())


def needs_folder(lang: str) -> None:
    if not resources.path("assets", "text", lang).is_dir():
        pytest.skip(f"no texts in {lang} yet")


@pytest.mark.parametrize("lang", text.LANGUAGES)
@pytest.mark.parametrize("style", STYLES)
def test_every_character_of_every_text_has_a_glyph(lang: str, style: str) -> None:
    needs_folder(lang)
    file = face_file(style, lang)
    assert file.exists(), f"{file} is missing"
    have = glyphs(file)
    lacking: dict[str, str] = {}
    for key, value in shown(lang).items():
        for ch in value:
            if ch.isprintable() and ch not in have:
                lacking.setdefault(ch, key)
    assert not lacking, (
        f"{file.name} ({lang} {style}) lacks {len(lacking)} character(s); run "
        "tools/subset_fonts.py:\n" + "\n".join(
            f"  {ch} U+{ord(ch):04X} in {key}" for ch, key in sorted(lacking.items())))


@pytest.mark.parametrize("lang", text.LANGUAGES)
def test_every_text_renders_in_every_style(lang: str) -> None:
    needs_folder(lang)
    text.set_language(lang)
    lines = {line for value in shown(lang).values() for line in value.split("\n") if line.strip()}
    for style in STYLES:
        f = assets.font(style, 20)
        for line in lines:
            assert f.render(line, True, (255, 255, 255)).get_width() > 0, (style, line)


def test_fonts_follow_the_language() -> None:
    text.set_language("en")
    english = assets.font("body", 20)
    assert assets.font("body", 20) is english  # cached
    assert assets.font_path("body").endswith("EBGaramond12-Regular.otf")
    text.set_language("zh-Hant")
    chinese = assets.font("body", 20)
    assert chinese is not english
    assert assets.font_path("body").endswith("NotoSerifTC-Regular-subset.otf")
    assert assets.font_path("display").endswith("NotoSerifTC-Bold-subset.otf")
    assert assets.font_path("plain").endswith("NotoSansTC-Regular-subset.otf")
    assert not assets.face("bold").embolden  # a real bold weight, not pygame's
    text.set_language("en")
    assert assets.font("body", 20) is english
    assert assets.font("bold", 20).bold  # English bold is pygame's, on the Regular
    assert assets.font_path("plain") is None


def test_every_language_has_every_style() -> None:
    assert set(assets.FONT_FILES) == set(text.LANGUAGES)
    for faces in assets.FONT_FILES.values():
        assert set(faces) == set(STYLES)


@pytest.mark.parametrize("file", sorted({
    face.file for face in assets.FONT_FILES["zh-Hant"].values() if face.file}))
def test_chinese_subsets_are_small_licensed_and_keep_latin(file: str) -> None:
    path = resources.path("assets", "fonts", file)
    assert path.stat().st_size < 6_000_000  # the texts and Big5's 5,401 common hanzi
    assert resources.path("assets", "fonts", "LICENSE-NotoCJK.txt").exists()
    assert set(" 0123456789+-%…—ABCXYZabcxyz.,:;!?()[]{}'\"/") <= glyphs(path)
    name = TTFont(str(path), lazy=True)["name"]
    assert "Open Font License" in (name.getDebugName(13) or "")
