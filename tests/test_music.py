"""The ambient music: the generated loop file (tools/make_sounds.py) and its
playback through game.ui.assets.Sounds, under SDL's dummy drivers
(tests/conftest.py). Settings go to a temporary config folder."""

from __future__ import annotations

import sys
import wave
from array import array
from itertools import pairwise

import pygame
import pytest

from game import resources
from game.app import App
from game.settings import load_settings
from game.ui.assets import Sounds

AMBIENT = resources.path("assets", "sounds", "ambient.wav")


def samples() -> tuple[tuple, array]:
    """The file's parameters (framerate, nchannels, sampwidth, nframes) and samples."""
    with wave.open(str(AMBIENT), "rb") as w:
        params = (w.getframerate(), w.getnchannels(), w.getsampwidth(), w.getnframes())
        data = array("h", w.readframes(w.getnframes()))
    if sys.byteorder == "big":
        data.byteswap()
    return params, data


def test_ambient_file_format_and_length():
    assert AMBIENT.exists()
    assert AMBIENT.stat().st_size < 1_200_000
    params, data = samples()
    rate, channels, width, frames = params
    assert (rate, channels, width) == (22050, 1, 2)
    assert 20 <= frames / rate <= 30
    peak = max(abs(v) for v in data)
    assert 0.3 * 32767 < peak < 0.6 * 32767  # about -6 dBFS: under the effects


def test_ambient_loop_joins_smoothly():
    _, x = samples()
    peak = max(abs(v) for v in x)
    steps = sorted(abs(b - a) for a, b in pairwise(x))
    typical = steps[int(0.9 * len(steps))]
    seam = abs(x[0] - x[-1])
    assert seam < 0.05 * peak  # no jump at the loop point...
    assert seam <= typical  # ...no bigger than most steps inside the file
    # and the slope carries on: the seam step is close to the steps either side of it
    assert abs((x[0] - x[-1]) - (x[-1] - x[-2])) <= typical
    assert abs((x[1] - x[0]) - (x[0] - x[-1])) <= typical


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("HOUSE_CONFIG_DIR", str(tmp_path))
    application = App(size=(1280, 720))
    yield application
    if pygame.mixer.get_init():
        pygame.mixer.music.stop()
    pygame.display.quit()


def test_app_starts_music_and_follows_the_setting(app, tmp_path):
    sounds = app.sounds
    assert sounds.music_volume == pytest.approx(app.settings.music_volume)
    app.settings.music_volume = 0.25
    app.save_settings()
    assert load_settings(tmp_path / "settings.json")[0].music_volume == 0.25
    assert sounds.music_volume == pytest.approx(0.25)
    if sounds.ok:  # the dummy driver gives a mixer: the music really loops at that volume
        assert sounds.music_ok
        assert pygame.mixer.music.get_busy()
        assert pygame.mixer.music.get_volume() == pytest.approx(0.25, abs=1 / 128)
        app.settings.music_volume = 0.0
        app.save_settings()
        assert pygame.mixer.music.get_volume() == 0.0
        assert pygame.mixer.music.get_busy()  # silent, still looping underneath
    else:  # no mixer at all: the silent fallback, and nothing raised above
        assert not sounds.music_ok
    app.step(0.016, [])  # the app runs on


def test_music_falls_back_to_silence_when_it_cannot_load(monkeypatch):
    def broken(*_args, **_kwargs):
        raise pygame.error("no audio device")

    monkeypatch.setattr(pygame.mixer.music, "load", broken)
    sounds = Sounds(0.5)
    sounds.start_music(0.7)
    assert not sounds.music_ok
    sounds.set_music_volume(0.3)  # no error, and the setting is still remembered
    assert sounds.music_volume == 0.3


def test_music_is_silent_without_a_mixer(monkeypatch):
    def no_device(*_args, **_kwargs):
        raise pygame.error("no audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", no_device)
    sounds = Sounds(0.5)
    assert not sounds.ok
    sounds.start_music(0.6)
    sounds.set_music_volume(0.2)
    sounds.play("click")
    assert not sounds.music_ok and sounds.music_volume == 0.2
