"""Line breaking for English and Chinese (game.ui.linebreak, widgets.wrap/fit/fit_size).

Most tests measure with a fake font (each CJK character 2 units wide, anything else
1), so they count exactly and need no font file; the English tests compare with
the real fonts against the wrapping the game had before Chinese."""

from __future__ import annotations

import json
import math
from collections.abc import Iterator

import pygame
import pytest

from game import resources, text
from game.ui import assets, linebreak, widgets
from game.ui.linebreak import NO_END, NO_START, can_break, fit, is_cjk, largest_size, units, wrap

PARAGRAPH = ("門在你身後「砰」地關上，燈火一盞接一盞熄滅。你聽見樓上傳來腳步聲——"
             "緩慢、沉重，像是有人拖著什麼東西走過長廊。擲一次力量檢定（Might 4+）："
             "成功則你撬開窗戶逃出；失敗則失去 1 點神志，並將「燭台」交給左手邊的玩家。"
             "按 Ctrl+Z 可以悔棋！")


class Ruler:
    """A fake font: CJK characters are 2 wide, the rest 1; counts its measures."""

    def __init__(self) -> None:
        self.calls = 0

    def __call__(self, s: str) -> int:
        self.calls += 1
        return sum(2 if is_cjk(ch) else 1 for ch in s)


def check_lines(lines: list[str], width: int, ruler: Ruler) -> None:
    """Every line fits (or is one piece too wide to split); no line starts with
    closing punctuation or ends with an opening bracket."""
    for n, line in enumerate(lines):
        assert ruler(line) <= width or len(units(line)) == 1, line
        if n:
            assert line[0] not in NO_START, lines
        if n < len(lines) - 1:
            assert line[-1] not in NO_END, lines


@pytest.mark.parametrize("width", [6, 9, 14, 20, 31, 40, 57])
def test_chinese_wraps_within_width_by_the_punctuation_rules(width: int) -> None:
    ruler = Ruler()
    lines = wrap(PARAGRAPH, width, ruler)
    check_lines(lines, width, ruler)
    assert "".join(lines).replace(" ", "") == PARAGRAPH.replace(" ", "")  # nothing lost
    assert len(lines) > 1


def test_chinese_breaks_between_any_two_characters() -> None:
    assert wrap("一二三四五六七八", 6, Ruler()) == ["一二三", "四五六", "七八"]


def test_no_line_starts_with_closing_punctuation() -> None:
    # the comma and the full stop would start lines; they stay with what they follow
    assert wrap("一二三，四五六。", 6, Ruler()) == ["一二", "三，四", "五六。"]
    assert wrap("一二三……四", 6, Ruler()) == ["一二", "三……四"]
    assert wrap("一二「三」", 6, Ruler()) == ["一二", "「三」"]  # and 「 ends no line


def test_ascii_punctuation_after_chinese_starts_no_line() -> None:
    assert wrap("一二三,四", 6, Ruler()) == ["一二", "三,四"]
    assert wrap("一二(三四)", 6, Ruler()) == ["一二", "(三四)"]


def test_latin_runs_inside_chinese_stay_whole() -> None:
    for run in ("Might 4+", "Ctrl+Z", "{n}", "1-3"):
        pieces = units(f"擲出{run.replace(' ', '')}即可")
        assert run.replace(" ", "") in pieces
    for width in (4, 6, 8, 10, 16):
        lines = wrap(PARAGRAPH, width, Ruler())
        assert any("Might" in line for line in lines), lines
        assert any("Ctrl+Z" in line for line in lines), lines


def test_breaks_only_next_to_cjk() -> None:
    assert not can_break("a", "b")
    assert not can_break("—", "w")  # "word—word" stays one English word
    assert can_break("字", "a") and can_break("a", "字") and can_break("字", "字")
    assert not can_break("字", "，") and not can_break("「", "字")
    assert units("self-evident,") == ["self-evident,"]


def english_before(s: str, width: int, measure: linebreak.Measure) -> list[str]:
    """widgets.wrap as it was before Chinese: break at spaces only."""
    lines: list[str] = []
    for paragraph in s.split("\n"):
        line = ""
        for word in paragraph.split(" "):
            trial = f"{line} {word}".strip()
            if measure(trial) <= width or not line:
                line = trial
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return lines


def english_texts() -> list[str]:
    folder = resources.path("assets", "text", "en")
    values = [v for file in sorted(folder.glob("*.json"))
              for v in json.loads(file.read_text(encoding="utf-8")).values()]
    return [v for v in values if len(v) > 30]


@pytest.fixture
def fonts() -> Iterator[None]:
    pygame.font.init()
    text.set_language("en")
    yield
    text.set_language("en")


@pytest.mark.usefixtures("fonts")
@pytest.mark.parametrize("style", ["body", "italic", "bold"])
def test_english_wraps_exactly_as_before(style: str) -> None:
    samples = english_texts()
    assert len(samples) > 100
    for size, width in ((16, 180), (22, 420)):
        measure = widgets._measure(style, size)
        for s in samples:
            assert widgets.wrap(s, style, size, width) == english_before(s, width, measure), s


def test_fit_measures_a_long_text_a_logarithmic_number_of_times() -> None:
    long = "鬼" * 12_000 + "ghost " * 1_500  # 21,000 characters
    ruler = Ruler()
    short = fit(long, 101, ruler)
    assert ruler.calls <= 2 + math.ceil(math.log2(len(long)))
    assert short == "鬼" * 50 + "…"


def test_fit_keeps_short_text_and_at_least_one_character() -> None:
    assert fit("一二三", 6, Ruler()) == "一二三"
    assert fit("一二三四", 6, Ruler()) == "一二…"
    assert fit("Haunted hall", 7, Ruler()) == "Haunte…"
    assert fit("Haunted", 1, Ruler()) == "H…"
    assert fit("ab cd", 4, Ruler()) == "ab…"  # a space before the ellipsis goes


def test_largest_size_halves() -> None:
    calls: list[int] = []

    def fits(px: int) -> bool:
        calls.append(px)
        return px * 10 <= 555

    assert largest_size(8, 96, fits) == 55
    assert len(calls) <= 7
    assert largest_size(8, 96, lambda px: False) == 8
    assert largest_size(6, 6, fits) == 6


@pytest.mark.usefixtures("fonts")
def test_widgets_fit_and_fit_size_use_the_font() -> None:
    f = assets.font("body", 20)
    s = "The Grand Staircase " * 1_000
    short = widgets.fit(s, "body", 20, 200)
    assert short.endswith("…") and f.size(short)[0] <= 200
    size = widgets.fit_size("The House on the Hill", "display", 60, 200)
    assert assets.font("display", size).size("The House on the Hill")[0] <= 200
    assert assets.font("display", size + 1).size("The House on the Hill")[0] > 200


@pytest.mark.usefixtures("fonts")
def test_widgets_wrap_chinese_with_the_chinese_font() -> None:
    text.set_language("zh-Hant")
    lines = widgets.wrap("門在你身後關上，燈火一盞接一盞熄滅。" * 4, "body", 24, 250)
    f = assets.font("body", 24)
    assert len(lines) > 2
    for n, line in enumerate(lines):
        assert f.size(line)[0] <= 250
        assert not n or line[0] not in NO_START
