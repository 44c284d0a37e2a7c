"""Makes the Traditional Chinese fonts the game ships: Noto Serif/Sans CJK TC cut
down to the characters the game's texts use, then checks every language's fonts.

1. Reads every text of every language (assets/text/<lang>/*.json and each haunt's
   levels/haunts/<folder>/<lang>.json) and collects their characters, plus Big5's
   5,401 common hanzi (names typed in Chinese), printable ASCII and the
   punctuation the game draws itself (`DRAWN`).
2. Cuts the TC faces of Debian's fonts-noto-cjk collections down to those
   characters (Latin glyphs included: English fallbacks and names show in the
   same font) and writes them to assets/fonts/ (`SUBSETS`).
3. Reports every character a language shows that one of its fonts
   (game.ui.assets.FONT_FILES) lacks, and exits 1 if there is any.

Run after `apt-get install fonts-noto-cjk`, whenever a text changes:
    .venv/bin/python tools/subset_fonts.py           # subset, then check
    .venv/bin/python tools/subset_fonts.py --check   # only check the shipped fonts
The output is deterministic: the same texts give the same bytes.
"""

from __future__ import annotations

import argparse
import json
import os
import string
import sys
from collections.abc import Iterable
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTCollection, TTFont

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from game.text import LANGUAGE, LANGUAGES  # noqa: E402
from game.ui.assets import FONT_FILES  # noqa: E402

FONTS = ROOT / "assets" / "fonts"
SYSTEM_FONTS = Path("/usr/share/fonts/opentype/noto")  # Debian's fonts-noto-cjk
# shipped file -> (collection in SYSTEM_FONTS, PostScript name of the TC face in it)
SUBSETS = {
    "NotoSerifTC-Regular-subset.otf": ("NotoSerifCJK-Regular.ttc", "NotoSerifCJKtc-Regular"),
    "NotoSerifTC-Bold-subset.otf": ("NotoSerifCJK-Bold.ttc", "NotoSerifCJKtc-Bold"),
    "NotoSansTC-Regular-subset.otf": ("NotoSansCJK-Regular.ttc", "NotoSansCJKtc-Regular"),
}
DRAWN = "…—"  # drawn by the code itself: the ellipsis of `fit`, the dice's dash
LANGUAGE_NAME = "language."  # a language's name is shown only while it is chosen


def text_files(lang: str) -> list[Path]:
    """A language's text files: its folder of UI texts and its haunt texts."""
    return sorted((ROOT / "assets" / "text" / lang).glob("*.json")) + sorted(
        (ROOT / "levels" / "haunts").glob(f"*/{lang}.json"))


def texts(lang: str) -> dict[str, str]:
    """Every text of a language, keyed "<file>:<key>" (haunt files by folder)."""
    out: dict[str, str] = {}
    for file in text_files(lang):
        where = file.relative_to(ROOT).as_posix()
        try:
            data = json.loads(file.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
            raise SystemExit(f"{where}: cannot be read ({exc})") from None
        if isinstance(data, dict):
            group = file.parent.name if file.parent.parent.name == "haunts" else file.stem
            out.update({f"{group}:{key}": str(value) for key, value in data.items()})
    return out


def shown(lang: str) -> dict[str, str]:
    """The texts a player sees in a language: its own over the English fallback.
    `language.<x>` names language x in its own words and shows only in x."""
    merged = {**texts(LANGUAGE), **texts(lang)} if lang != LANGUAGE else texts(lang)
    return {key: value for key, value in merged.items()
            if LANGUAGE_NAME not in key or key.endswith(f"{LANGUAGE_NAME}{lang}")}


def characters(values: Iterable[str]) -> set[str]:
    """The characters that need a glyph (not line breaks or other controls)."""
    return {ch for value in values for ch in value if ch.isprintable()}


def common_hanzi() -> set[str]:
    """Big5's frequently used characters (level 1, 0xA440-0xC67E: 5,401 hanzi), so
    a player who types a name in Chinese on the setup screen sees it, not boxes."""
    out = set()
    for lead in range(0xA4, 0xC7):
        for trail in (*range(0x40, 0x7F), *range(0xA1, 0xFF)):
            if (lead << 8 | trail) > 0xC67E:
                break
            try:
                out.add(bytes((lead, trail)).decode("big5"))
            except UnicodeDecodeError:
                continue
    return out


def wanted() -> set[str]:
    """Every character the Chinese fonts are cut to keep: the texts', Big5's
    common ones (for typed names), printable ASCII and what the game draws."""
    every = characters(value for lang in LANGUAGES for value in texts(lang).values())
    return every | common_hanzi() | set(string.printable.strip()) | {" "} | set(DRAWN)


def collection_face(file: Path, postscript: str) -> TTFont:
    """One face of a .ttc, picked by its PostScript name."""
    for number, face in enumerate(TTCollection(str(file), lazy=True).fonts):
        if face["name"].getDebugName(6) == postscript:
            return TTFont(str(file), fontNumber=number, recalcTimestamp=False)
    raise SystemExit(f"{file} has no face named {postscript}")


def make_subsets(chars: set[str]) -> None:
    """Write each shipped subset; its name, licence and copyright strings kept."""
    options = subset.Options()
    options.name_IDs = ["*"]  # copyright, licence and its URL travel inside the file
    options.name_languages = ["*"]
    options.notdef_outline = True  # a missing glyph shows as a box, not as nothing
    for out, (collection, postscript) in SUBSETS.items():
        source = SYSTEM_FONTS / collection
        if not source.exists():
            raise SystemExit(f"{source} is missing: apt-get install fonts-noto-cjk "
                             "(see assets/fonts/README.md)")
        font = collection_face(source, postscript)
        subsetter = subset.Subsetter(options)
        subsetter.populate(unicodes=sorted(map(ord, chars)))
        subsetter.subset(font)
        font.save(str(FONTS / out))
        print(f"{out}: {len(font.getBestCmap())} characters, "
              f"{(FONTS / out).stat().st_size:,} bytes")


def font_file(file: str | None) -> Path:
    """A face's file; None is pygame's own font."""
    if file is None:
        import pygame

        return Path(pygame.__file__).parent / pygame.font.get_default_font()
    return FONTS / file


def gaps() -> list[str]:
    """One line per character a language shows that some of its fonts lack
    (any text may be drawn in any style, so each font must have them all)."""
    lines = []
    for lang in LANGUAGES:
        values = shown(lang)
        needed = characters(values.values())
        lacking: dict[str, list[str]] = {}
        for file in sorted({face.file or "" for face in FONT_FILES[lang].values()}):
            path = font_file(file or None)
            if not path.exists():
                lines.append(f"{lang}: {path.name} is missing")
                continue
            cmap = {chr(code) for code in TTFont(str(path), lazy=True).getBestCmap()}
            for ch in needed - cmap:
                lacking.setdefault(ch, []).append(path.name)
        for ch, files in sorted(lacking.items()):
            key = next(k for k, v in values.items() if ch in v)
            lines.append(f"{lang}: {ch} U+{ord(ch):04X} ({key}) not in {', '.join(files)}")
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--check", action="store_true",
                        help="only check the shipped fonts against the texts")
    args = parser.parse_args(argv)
    if not args.check:
        chars = wanted()
        print(f"{len(chars)} characters in the texts of {', '.join(LANGUAGES)}")
        make_subsets(chars)
    missing = gaps()
    for line in missing:
        print(line)
    print(f"{len(missing)} missing glyph(s)" if missing else "every text has its glyphs")
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
