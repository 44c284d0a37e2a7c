"""A broken English text file: `validate` still says, in built-in English, what is
wrong, never a raw text key, and names the file and the problem on one line."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

from tests.test_broken_content import ROOT, run

UI = "assets/text/en/ui.json"


def test_validate_names_the_broken_text_file_in_plain_english(tmp_path: Path) -> None:
    for name in ("game", "levels", "assets"):
        shutil.copytree(ROOT / name, tmp_path / name,
                        ignore=shutil.ignore_patterns("__pycache__"))
    ui = tmp_path / UI
    ui.write_text(ui.read_text(encoding="utf-8").replace("{", "{{", 1), encoding="utf-8")
    out = run(tmp_path, "validate")
    assert out.returncode == 2 and "Traceback" not in out.stdout + out.stderr, out.stderr
    lines = out.stdout.splitlines()
    assert [line for line in lines if line.startswith(UI)] == [
        lines[0]] and "not valid JSON" in lines[0]
    assert lines[1] == "Problems found in the content: 1."
    assert not [line for line in lines if re.search(r"\bcli\.[a-z_.]+", line)], lines
