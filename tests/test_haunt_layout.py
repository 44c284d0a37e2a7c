"""The haunts' layout (docs/HAUNTS.md): one folder per haunt (`NN_<id>/haunt.json`
and `en.json`, its keys relative to the haunt) and the chart as one table,
`levels/haunts/chart.csv` (R9.2). Each mistake in a copy of the tree is one
line naming the file, the entry and the field."""

from __future__ import annotations

import csv
import io
import json
import shutil
from collections.abc import Callable
from pathlib import Path

import pytest

from game import cli, text
from game.content.loader import load

ROOT = Path(__file__).resolve().parent.parent
CHART = "levels/haunts/chart.csv"
KENNEL = "levels/haunts/01_kennel_masters_moon"
Table = list[list[str]]




def problems() -> list[str]:
    return [str(e) for e in load()[1]]


def edit_chart(tree: Path, change: Callable[[Table], object]) -> None:
    """Rewrite the copied chart: `change` edits its rows (the header row first)."""
    file = tree / CHART
    rows = list(csv.reader(io.StringIO(file.read_text("utf-8"))))
    change(rows)
    out = io.StringIO()
    csv.writer(out, lineterminator="\n").writerows(rows)
    file.write_text(out.getvalue(), "utf-8")


def one_line(*parts: str) -> str:
    """The only problem found, which names every one of `parts`."""
    found = problems()
    assert len(found) == 1, found
    assert all(p in found[0] for p in parts), found[0]
    return found[0]


def set_cell(room: str, omen: str, value: str) -> Callable[[Table], None]:
    def change(rows: Table) -> None:
        row = next(r for r in rows if r[0] == room)
        row[rows[0].index(omen)] = value
    return change


# ---- the real tree ---------------------------------------------------------------------
def test_every_haunt_has_a_folder_of_its_own_and_its_number_on_the_chart():
    folders = sorted(p for p in (ROOT / "levels/haunts").iterdir() if p.is_dir())
    assert [p.name for p in (ROOT / "levels/haunts").iterdir() if p.is_file()] == ["chart.csv"]
    content, errors = load()
    assert errors == []
    assert [p.name for p in folders] == [f"{h.number:02d}_{h.id}" for h in
                                         sorted(content.haunts.values(), key=lambda h: h.number)]
    for folder in folders:
        assert sorted(f.name for f in folder.iterdir()) == sorted(
            ["haunt.json", *(f"{lang}.json" for lang in text.LANGUAGES)])  # words in each
        assert "chart" not in json.loads((folder / "haunt.json").read_text("utf-8"))
    assert len(content.chart) == 221
    assert all(h.chart and all(content.chart[cell] == hid for cell in h.chart)
               for hid, h in content.haunts.items())
    assert not (ROOT / "assets/text/en/haunts.json").exists()


def test_a_haunts_words_are_read_with_its_prefix():
    words = json.loads((ROOT / KENNEL / "en.json").read_text("utf-8"))
    assert "title" in words and not any(k.startswith("haunt.") for k in words)
    assert text.t("haunt.kennel_masters_moon.title") == words["title"]
    assert text.has("haunt.kennel_masters_moon.monster.hound")
    assert not text.has("title")


def test_the_text_layer_reads_the_haunt_words_of_the_language_asked(tree: Path):
    (tree / KENNEL / "zz.json").write_text('{"title": "Zz"}', "utf-8")
    shutil.copytree(tree / "assets/text/en", tree / "assets/text/zz")
    assert text.table("zz")["haunt.kennel_masters_moon.title"] == "Zz"
    assert "haunt.out_before_the_last_bell.title" not in text.table("zz")  # no zz.json there
    assert text.table("en")["haunt.kennel_masters_moon.title"] != "Zz"


# ---- a broken chart: one line each -----------------------------------------------------
@pytest.mark.parametrize(("value", "says"), [
    ("", "empty"),
    ("x", "'x' is not a haunt number"),
    ("99", "no haunt has number 99"),
    ("3/5", "'3/5' names more than one haunt"),
    ("3 5", "'3 5' names more than one haunt"),
])
def test_a_bad_cell_is_one_line_naming_its_row_and_column(tree: Path, value: str, says: str):
    edit_chart(tree, set_cell("junk_room", "dog", value))
    one_line(CHART, "entry 'junk_room'", "field 'dog'", says)


def test_a_row_for_an_unknown_room_is_one_line(tree: Path):
    edit_chart(tree, lambda rows: rows.append(["no_such_room", *rows[1][1:]]))
    one_line(CHART, "entry 'no_such_room'", "field 'room'", "not a room id")


def test_a_row_for_a_room_without_an_omen_symbol_is_one_line(tree: Path):
    plain = next(rid for rid, r in load()[0].rooms.items() if r.symbol != "omen")
    edit_chart(tree, lambda rows: rows.append([plain, *rows[1][1:]]))
    one_line(CHART, f"entry '{plain}'", "field 'room'", "no omen symbol")


def test_a_column_for_an_unknown_omen_is_one_line(tree: Path):
    edit_chart(tree, lambda rows: [row.append("ghost" if i == 0 else row[1])
                                   for i, row in enumerate(rows)])
    one_line(CHART, "entry 'ghost'", "field 'column'", "not an omen id")


def test_a_missing_row_is_one_line(tree: Path):
    dropped: list[str] = []

    def drop(rows: Table) -> None:
        """A row each of whose haunts has cells in other rows too (a haunt left
        with none would be a second problem)."""
        row = next(r for r in rows[1:] if all(
            any(n in other[1:] for other in rows[1:] if other is not r) for n in r[1:]))
        rows.remove(row)
        dropped.append(row[0])
    edit_chart(tree, drop)
    one_line(CHART, f"entry '{dropped[0]}'", "field 'room'", "no row")


def test_a_missing_column_is_one_line(tree: Path):
    def drop(rows: Table) -> None:
        j = rows[0].index("bite")
        for row in rows:
            del row[j]
    edit_chart(tree, drop)
    one_line(CHART, "entry 'bite'", "field 'column'", "no column")


def test_a_row_given_twice_is_one_line(tree: Path):
    edit_chart(tree, lambda rows: rows.append(list(rows[3])))
    one_line(CHART, "entry 'gymnasium'", "field 'room'", "two rows")


def test_a_column_given_twice_is_one_line(tree: Path):
    edit_chart(tree, lambda rows: [row.append(row[2]) for row in rows])
    one_line(CHART, "entry 'dog'", "field 'column'", "two columns")


def test_a_short_row_is_one_line(tree: Path):
    edit_chart(tree, lambda rows: rows[2].pop())
    one_line(CHART, "entry 'pentagram_chamber'", "field 'room'",
             "the row has 13 cells, the first row 14")


def test_a_haunt_that_owns_no_cell_is_one_line(tree: Path):
    edit_chart(tree, lambda rows: [row.__setitem__(j, "11") for row in rows[1:]
                                   for j, cell in enumerate(row) if cell == "12"])
    one_line(CHART, "entry 'the_calf_comes_up'", "field 'number'", "no cell names haunt 12")


@pytest.mark.parametrize(("damage", "says"), [
    (lambda file: file.unlink(), "file is missing"),
    (lambda file: file.write_bytes(b"room,\xff\xfe\n"), "cannot be read"),
    (lambda file: file.write_text("omen,dog\n", "utf-8"), "first row must be 'room'"),
])
def test_a_missing_or_unreadable_chart_is_one_line(tree: Path, damage, says: str):
    damage(tree / CHART)
    found = one_line(CHART, says)
    assert found.startswith(f"{CHART}: ")


def test_a_chart_left_in_a_haunt_file_is_one_line(tree: Path):
    file = tree / KENNEL / "haunt.json"
    data = json.loads(file.read_text("utf-8"))
    file.write_text(json.dumps({**data, "chart": [["dog", "junk_room"]]}), "utf-8")
    one_line(f"{KENNEL}/haunt.json", "entry 'kennel_masters_moon'", "field 'chart'",
             "chart.csv")


def test_validate_exits_2_on_a_broken_chart_and_counts_the_cells(tree: Path, capsys):
    assert cli.main(["validate"]) == 0
    out = capsys.readouterr().out
    rows = list(csv.reader(io.StringIO((tree / CHART).read_text("utf-8"))))
    assert f"{sum(len(r) - 1 for r in rows[1:])} cells" in out and "kennel_masters_moon" in out
    edit_chart(tree, set_cell("junk_room", "dog", "3/5"))
    assert cli.main(["validate", "--json"]) == 2
    data = json.loads(capsys.readouterr().out)
    rows = list(csv.reader(io.StringIO((tree / CHART).read_text("utf-8"))))
    salt = sum(r[1:].count("3") for r in rows[1:])  # haunt 3's cells, the broken one not
    assert len(data["errors"]) == 1 and data["chart"]["salt_and_psalter"] == salt


# ---- the haunt folders -----------------------------------------------------------------
def test_a_folder_without_en_json_is_one_line_and_the_haunt_is_left_out(tree: Path):
    (tree / KENNEL / "en.json").unlink()
    one_line(f"{KENNEL}/en.json", "entry 'kennel_masters_moon'", "file is missing")
    content, _ = load()
    assert "kennel_masters_moon" not in content.haunts
    assert "kennel_masters_moon" not in content.chart.values()


def test_a_folder_without_haunt_json_is_one_line(tree: Path):
    (tree / KENNEL / "haunt.json").unlink()
    one_line(f"{KENNEL}/haunt.json", "file is missing")


def test_a_broken_haunt_text_file_is_one_line(tree: Path):
    (tree / KENNEL / "en.json").write_text('{"title": ', "utf-8")
    with pytest.raises(text.TextError, match=f"^{KENNEL}/en.json: not valid JSON"):
        text.table()
    one_line(f"{KENNEL}/en.json", "not valid JSON")


def test_a_missing_word_names_the_haunts_en_json_and_the_relative_key(tree: Path):
    for lang in text.LANGUAGES:  # gone from the haunt's words in every language
        file = tree / KENNEL / f"{lang}.json"
        words = json.loads(file.read_text("utf-8"))
        del words["monster.hound"]
        file.write_text(json.dumps(words, ensure_ascii=False), "utf-8")
    one_line(f"{KENNEL}/en.json", "entry 'kennel_masters_moon'", "field 'text'",
             "'monster.hound' is missing")


def renumber(tree: Path, folder: str, new_name: str, **fields: object) -> None:
    old = tree / "levels/haunts" / folder
    data = json.loads((old / "haunt.json").read_text("utf-8"))
    (old / "haunt.json").write_text(json.dumps({**data, **fields}), "utf-8")
    old.rename(old.parent / new_name)


def test_a_folder_named_unlike_its_haunt_is_one_line(tree: Path):
    renumber(tree, "01_kennel_masters_moon", "1_kennel_masters_moon")
    one_line("levels/haunts/1_kennel_masters_moon/haunt.json", "entry 'kennel_masters_moon'",
             "field 'id'", "'01_kennel_masters_moon'")


def test_two_haunts_with_one_number_is_one_line(tree: Path):
    renumber(tree, "02_out_before_the_last_bell", "01_out_before_the_last_bell", number=1)
    edit_chart(tree, lambda rows: [row.__setitem__(j, "1") for row in rows[1:]
                                   for j, cell in enumerate(row) if cell == "2"])
    one_line("levels/haunts/01_out_before_the_last_bell/haunt.json", "field 'number'",
             "haunt number 1 is used twice")


def test_two_haunts_with_one_id_is_one_line(tree: Path):
    shutil.copytree(tree / KENNEL, tree / "levels/haunts/99_kennel_masters_moon")
    renumber(tree, "99_kennel_masters_moon", "99_kennel_masters_moon", number=99)
    edit_chart(tree, set_cell("junk_room", "dog", "99"))
    one_line("levels/haunts/99_kennel_masters_moon/haunt.json", "entry 'kennel_masters_moon'",
             "field 'id'", "used by another haunt")


def test_an_old_style_haunt_file_is_one_line(tree: Path):
    shutil.copy(tree / KENNEL / "haunt.json", tree / "levels/haunts/13_stray.json")
    one_line("levels/haunts/13_stray.json", "a haunt is a folder now")
