"""Where a line of text may break, for English and Chinese alike, measured by any
width function (the font's, or a test's).

English breaks at spaces only. Chinese breaks between any two characters, but
no line starts with closing punctuation (。」…) and none ends with an opening
bracket (「『), the rules of Chinese typesetting; a run of Latin letters and
digits inside Chinese ("Might 4+", "Ctrl+Z") stays whole. The space-free rules
apply only next to a CJK character, so English text breaks exactly as before.
"""

from __future__ import annotations

from collections.abc import Callable

Measure = Callable[[str], int]

# No line may start with these (closing punctuation, after CJK text) ...
NO_START = frozenset("，。、；：？！」』）〉》】〕］｝…—・‧·”’"
                     ",.;:?!)]}>%")
# ... and none may end with these (opening brackets).
NO_END = frozenset("「『（〈《【〔［｛“‘([{<")
CJK_RANGES = (
    (0x2E80, 0x2FDF),  # radicals
    (0x3000, 0x30FF),  # CJK punctuation, kana
    (0x3100, 0x31FF),  # bopomofo, strokes
    (0x3400, 0x4DBF),  # extension A
    (0x4E00, 0x9FFF),  # unified ideographs
    (0xF900, 0xFAFF),  # compatibility ideographs
    (0xFE30, 0xFE4F),  # compatibility forms
    (0xFF00, 0xFFEF),  # fullwidth forms and punctuation
    (0x20000, 0x3FFFF),  # supplementary ideographs
)


def is_cjk(ch: str) -> bool:
    """Is this a character that Chinese lines may break around?"""
    code = ord(ch)
    return any(low <= code <= high for low, high in CJK_RANGES)


def can_break(before: str, after: str) -> bool:
    """May a line end after `before` and the next begin with `after`, with no
    space between them? Only next to CJK, and never against the punctuation rules."""
    return ((is_cjk(before) or is_cjk(after))
            and after not in NO_START and before not in NO_END)


def units(word: str) -> list[str]:
    """A space-free word cut into the pieces that must stay on one line."""
    pieces: list[str] = []
    start = 0
    for i in range(1, len(word)):
        if can_break(word[i - 1], word[i]):
            pieces.append(word[start:i])
            start = i
    pieces.append(word[start:])
    return pieces


def wrap(text: str, width: int, measure: Measure) -> list[str]:
    """Break text into lines no wider than `width` by `measure`, at spaces (which
    are dropped at a break) and between the pieces of `units`. Newlines start new
    lines; a piece wider than `width` gets a line of its own."""
    lines: list[str] = []
    for paragraph in text.split("\n"):
        line = ""
        for word in paragraph.split(" "):
            for n, piece in enumerate(units(word)):
                trial = (line + piece if n else f"{line} {piece}").strip()
                if not line or measure(trial) <= width:
                    line = trial
                else:
                    lines.append(line)
                    line = piece
        lines.append(line)
    return lines


def fit(text: str, width: int, measure: Measure, ellipsis: str = "…") -> str:
    """Text shortened with an ellipsis until it fits `width` (keeping at least
    one character). The cut is found by halving, so a long text costs only
    about log2(len) measures."""
    if measure(text) <= width:
        return text
    low, high = 1, len(text)  # text[:low] + ellipsis is kept even when too wide
    while low < high - 1:
        mid = (low + high) // 2
        if measure(text[:mid] + ellipsis) <= width:
            low = mid
        else:
            high = mid
    return text[:low].rstrip() + ellipsis


def largest_size(low: int, high: int, fits: Callable[[int], bool]) -> int:
    """The largest size in [low, high] that `fits` (low when none does), by
    halving: fonts grow with their size."""
    while low < high:
        mid = (low + high + 1) // 2
        if fits(mid):
            low = mid
        else:
            high = mid - 1
    return low
