"""Makes the sound effects: assets/sounds/*.wav, 22050 Hz mono 16-bit.

Every sound is synthesized here from sine waves, filtered noise and decaying
resonances, with a seeded random.Random (same bytes every run), normalized
with headroom and faded in and out so nothing clicks.

  dice.wav     dice rattling in a cup, tumbling and settling     ~0.8 s
  door.wav     an old door creaking open, then a soft bump       ~1.0 s
  card.wav     a card slid off the deck and flipped              ~0.3 s
  thunder.wav  thunder rolling in the distance                   ~2.5 s
  step.wav     one footstep on a wooden floor                    ~0.2 s
  place.wav    a room tile set down on the table                 ~0.3 s
  click.wav    a soft interface tick (menus and settings)        ~0.05 s

Run: SDL_AUDIODRIVER=dummy .venv/bin/python tools/make_sounds.py
"""

from __future__ import annotations

import math
import os
import random
import sys
import wave
from array import array
from collections.abc import Callable
from pathlib import Path

RATE = 22050
PEAK = 0.79  # about -2 dBFS of headroom
ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "assets" / "sounds"

Signal = list[float]


# ---------------------------------------------------------------- building blocks


def silence(seconds: float) -> Signal:
    return [0.0] * round(seconds * RATE)


def mix_in(dst: Signal, src: Signal, at: float, gain: float = 1.0) -> None:
    """Add src into dst starting at `at` seconds (clipped to dst's length)."""
    start = round(at * RATE)
    for i, v in enumerate(src):
        j = start + i
        if j >= len(dst):
            break
        if j >= 0:
            dst[j] += v * gain


def noise(rng: random.Random, seconds: float) -> Signal:
    return [rng.uniform(-1.0, 1.0) for _ in range(round(seconds * RATE))]


def brown(rng: random.Random, seconds: float) -> Signal:
    """Brownian (red) noise: a random walk kept near zero."""
    out, v = [], 0.0
    for _ in range(round(seconds * RATE)):
        v = 0.995 * v + rng.uniform(-1, 1) * 0.08
        out.append(v)
    return out


def lowpass(x: Signal, cutoff: float) -> Signal:
    a = math.exp(-2 * math.pi * cutoff / RATE)
    out, y = [], 0.0
    for v in x:
        y = (1 - a) * v + a * y
        out.append(y)
    return out


def highpass(x: Signal, cutoff: float) -> Signal:
    low = lowpass(x, cutoff)
    return [v - lo for v, lo in zip(x, low, strict=True)]


def bandpass(x: Signal, freq: float, q: float) -> Signal:
    """An RBJ biquad band-pass (constant peak gain)."""
    w = 2 * math.pi * freq / RATE
    alpha = math.sin(w) / (2 * q)
    b0, b2 = alpha, -alpha
    a0, a1, a2 = 1 + alpha, -2 * math.cos(w), 1 - alpha
    out: Signal = []
    x1 = x2 = y1 = y2 = 0.0
    for v in x:
        y = (b0 * v + b2 * x2 - a1 * y1 - a2 * y2) / a0
        out.append(y)
        x2, x1 = x1, v
        y2, y1 = y1, y
    return out


def envelope(x: Signal, attack: float, decay: float, power: float = 1.0) -> Signal:
    """Linear attack then exponential-ish decay to silence at the end."""
    n = len(x)
    att = max(1, round(attack * RATE))
    out = []
    for i, v in enumerate(x):
        if i < att:
            g = i / att
        else:
            t = (i - att) / max(1, n - att)
            g = math.exp(-t * decay) * (1 - t) ** power
        out.append(v * g)
    return out


def modes(freqs: list[tuple[float, float, float]], seconds: float, rng: random.Random
          ) -> Signal:
    """A struck object: a sum of decaying sines (frequency, amplitude, decay per second)."""
    n = round(seconds * RATE)
    out = [0.0] * n
    for f, amp, dec in freqs:
        ph = rng.uniform(0, 2 * math.pi)
        for i in range(n):
            t = i / RATE
            out[i] += amp * math.exp(-dec * t) * math.sin(2 * math.pi * f * t + ph)
    return out


def fade(x: Signal, fade_in: float = 0.003, fade_out: float = 0.02) -> Signal:
    """Raised-cosine fades at both ends so the sound starts and stops without a click."""
    n = len(x)
    fi, fo = max(1, round(fade_in * RATE)), max(1, round(fade_out * RATE))
    out = list(x)
    for i in range(min(fi, n)):
        out[i] *= 0.5 - 0.5 * math.cos(math.pi * i / fi)
    for i in range(min(fo, n)):
        out[n - 1 - i] *= 0.5 - 0.5 * math.cos(math.pi * i / fo)
    return out


def remove_dc(x: Signal) -> Signal:
    mean = sum(x) / len(x) if x else 0.0
    return [v - mean for v in x]


def normalize(x: Signal, peak: float = PEAK) -> Signal:
    """Scale so the loudest sample sits at `peak`."""
    top = max((abs(v) for v in x), default=0.0)
    return [v * peak / top for v in x] if top > 0 else list(x)


def finish(x: Signal) -> Signal:
    """Lead-in silence (so the fade never eats an attack), no DC, fades, then the level."""
    return normalize(fade(remove_dc(silence(0.004) + x)))


def write_wav(path: Path, x: Signal) -> None:
    samples = array("h", (max(-32767, min(32767, round(v * 32767))) for v in x))
    if sys.byteorder == "big":
        samples.byteswap()
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(samples.tobytes())


# ---------------------------------------------------------------- the sounds


def click_of(rng: random.Random, bright: float, size: float = 1.0) -> Signal:
    """One hard little knock: a few high resonances and a tick of noise."""
    base = bright * rng.uniform(0.85, 1.15)
    hit = modes([(base, 1.0, 90), (base * 1.73, 0.6, 120), (base * 2.9, 0.35, 160),
                 (base * 0.52, 0.4 * size, 60)], 0.06, rng)
    tick = envelope(highpass(noise(rng, 0.012), 2500), 0.0005, 6)
    mix_in(hit, tick, 0, 0.8)
    return hit


def dice(rng: random.Random) -> Signal:
    """Dice rattled, thrown, bouncing ever lower and settling flat."""
    out = silence(0.8)
    t = 0.0
    while t < 0.32:  # the rattle in the hand: dense knocks
        mix_in(out, click_of(rng, rng.uniform(1800, 2600), 0.5), t, rng.uniform(0.3, 0.6))
        t += rng.uniform(0.012, 0.03)
    for die in range(2):  # two dice bounce apart, each a little differently
        t = 0.36 + die * 0.02
        gap = 0.09 + die * 0.015
        loud = 1.0
        while t < 0.74 and loud > 0.08:
            mix_in(out, click_of(rng, rng.uniform(1100, 1500), 1.0), t, loud)
            mix_in(out, modes([(180 + 40 * die, 0.5, 40)], 0.08, rng), t, loud * 0.5)
            t += gap
            gap *= 0.72
            loud *= 0.62
    return out


def door(rng: random.Random) -> Signal:
    """Stick-slip creak: a pulse train whose rate wanders, through wooden resonances."""
    seconds = 1.0
    n = round(seconds * RATE)
    pulses = [0.0] * n
    phase = 0.0
    for i in range(round(0.85 * RATE)):
        t = i / RATE
        rate = 70 + 50 * math.sin(2 * math.pi * 0.9 * t + 0.4) + 25 * math.sin(
            2 * math.pi * 2.7 * t) + rng.uniform(-6, 6)
        rate = max(18.0, rate)  # the hinge sticks (slow ticks) but never stops
        phase += rate / RATE
        if phase >= 1.0:
            phase -= 1.0
            pulses[i] = rng.uniform(0.7, 1.0) * (0.6 + 0.4 * math.sin(math.pi * t / 0.85))
    body = [0.0] * n
    for f, q, g in ((520, 8, 1.0), (1150, 10, 0.7), (2300, 12, 0.35), (210, 4, 0.5)):
        for i, v in enumerate(bandpass(pulses, f, q)):
            body[i] += v * g
    creak = envelope(lowpass(body, 3000), 0.06, 0.5, 0.3)
    thump = modes([(85, 1.0, 22), (140, 0.5, 30), (260, 0.2, 50)], 0.15, rng)
    mix_in(creak, thump, 0.84, 0.08 * max(abs(v) for v in creak) / 0.3)
    return creak


def card(rng: random.Random) -> Signal:
    """Paper sliding across paper, then a light flick as it lands face up."""
    slide = bandpass(noise(rng, 0.22), 3200, 0.7)
    slide = [v * math.sin(math.pi * i / len(slide)) ** 1.5 for i, v in enumerate(slide)]
    out = silence(0.3)
    mix_in(out, slide, 0.0, 1.0)
    flick = envelope(bandpass(noise(rng, 0.05), 1800, 1.2), 0.001, 7)
    mix_in(out, flick, 0.21, 1.4)
    mix_in(out, modes([(260, 0.4, 60)], 0.05, rng), 0.21, 0.3)
    return out


def thunder(rng: random.Random) -> Signal:
    """A far-off roll: swelling low rumbles with softened cracks, dying away."""
    seconds = 2.5
    out = silence(seconds)
    rumble = lowpass(lowpass(brown(rng, seconds), 180), 120)
    shape = []
    bursts = [(0.05, 1.0), (0.45, 0.8), (0.95, 0.6), (1.45, 0.35)]
    for i in range(len(rumble)):
        t = i / RATE
        g = 0.0
        for at, amp in bursts:
            if t >= at:
                g += amp * (1 - math.exp(-(t - at) / 0.08)) * math.exp(-(t - at) / 0.55)
        shape.append(rumble[i] * g * (1 - t / seconds) ** 0.6)
    mix_in(out, shape, 0.0)
    # some low-mid grumble too, so small speakers (which drop the deep bass) still carry it
    mid = bandpass(brown(rng, seconds), 320, 0.9)
    mix_in(out, [m * s for m, s in zip(mid, _gain_curve(shape), strict=True)], 0.0, 0.6)
    crack = lowpass(highpass(noise(rng, 0.5), 300), 1400)
    crack = envelope(crack, 0.02, 8)
    top = max(abs(v) for v in shape) or 1.0
    mix_in(out, crack, 0.04, top * 0.25)
    return out


def _gain_curve(x: Signal, window: float = 0.05) -> Signal:
    """A smooth loudness curve (running mean of |x|) scaled to a peak of 1."""
    env = lowpass([abs(v) for v in x], 1 / window)
    top = max(env) or 1.0
    return [e / top for e in env]


def step(rng: random.Random) -> Signal:
    """A heel on floorboards: a low thud, a board's knock and a little scuff."""
    out = silence(0.2)
    mix_in(out, modes([(95, 1.0, 35), (180, 0.5, 45), (420, 0.25, 70)], 0.2, rng), 0.0)
    scuff = envelope(bandpass(noise(rng, 0.06), 900, 0.8), 0.004, 5)
    mix_in(out, scuff, 0.0, 0.35)
    mix_in(out, modes([(620, 0.3, 90)], 0.06, rng), 0.004, 0.4)
    return out


def place(rng: random.Random) -> Signal:
    """A thick card tile laid on wood: a soft double tap with a hollow ring."""
    out = silence(0.3)
    knock = modes([(210, 1.0, 30), (470, 0.6, 45), (930, 0.3, 70), (1500, 0.15, 100)], 0.3, rng)
    mix_in(out, knock, 0.0)
    mix_in(out, knock[: round(0.2 * RATE)], 0.03, 0.3)
    air = envelope(lowpass(noise(rng, 0.05), 2500), 0.002, 6)
    mix_in(out, air, 0.0, 0.25)
    return out


def click(rng: random.Random) -> Signal:
    """A small dry tick for buttons."""
    out = silence(0.05)
    mix_in(out, modes([(1400, 1.0, 160), (2800, 0.4, 220)], 0.05, rng), 0.0)
    return out


SOUNDS: dict[str, Callable[[random.Random], Signal]] = {
    "dice": dice,
    "door": door,
    "card": card,
    "thunder": thunder,
    "step": step,
    "place": place,
    "click": click,
}


# ---------------------------------------------------------------- checks and main


def check(path: Path) -> str:
    """Open the file with wave and, if an audio driver can start, with pygame.mixer."""
    with wave.open(str(path), "rb") as w:
        assert (w.getnchannels(), w.getsampwidth(), w.getframerate()) == (1, 2, RATE), path
        secs = w.getnframes() / RATE
    note = f"{secs:.2f} s"
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    try:
        if not pygame.mixer.get_init():
            pygame.mixer.init(frequency=RATE, size=-16, channels=1)
        snd = pygame.mixer.Sound(str(path))
        note += f", pygame.mixer ok ({snd.get_length():.2f} s)"
    except pygame.error as e:  # no audio device: only a check, not a failure
        note += f", pygame.mixer unavailable ({e})"
    return note


def main() -> list[Path]:
    """Write every sound, check each one, and return the files written."""
    OUT.mkdir(parents=True, exist_ok=True)
    written = []
    for name, make in SOUNDS.items():
        rng = random.Random(f"sound:{name}")
        signal = finish(make(rng))
        path = OUT / f"{name}.wav"
        write_wav(path, signal)
        written.append(path)
        print(f"{path.name}: {check(path)}")
    return written


if __name__ == "__main__":
    main()
