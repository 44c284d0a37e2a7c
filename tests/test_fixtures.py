"""The test suite writes nothing into the player's own folders."""

from __future__ import annotations

from pathlib import Path

from game import logs
from game.app import App
from game.settings import config_dir


def test_the_app_fixture_keeps_settings_and_logs_in_a_scratch_folder(
        app: App, tmp_path: Path) -> None:
    assert config_dir() == tmp_path
    assert logs.log_dir() == tmp_path / "logs"
