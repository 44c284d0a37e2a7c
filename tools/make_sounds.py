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

and the big moments (game/ui/sounds.py says which event plays which):

  hit.wav            a blow that lands: a thud, a crack, a grunt of air  ~0.5 s
  death.wav          an explorer dies: a deep knell and a last breath    ~2.2 s
  monster_death.wav  a monster undone: a shriek falling into a gust      ~1.0 s
  reveal.wav         the haunt is revealed: thunder under a dark chord   ~3.2 s
  heroes_win.wav     the heroes win: bells climbing to a bright chord    ~3.0 s
  traitor_wins.wav   the traitor wins: a low organ sinking, a last toll  ~4.0 s

and the music:

  ambient.wav  a dark drone that loops seamlessly (see `ambient`)  24 s

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
from itertools import pairwise
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


# ---------------------------------------------------------------- the big moments


def glide(f0: float, f1: float, seconds: float, harmonics: list[float]) -> Signal:
    """A tone whose pitch slides from f0 to f1 (exponentially), with harmonics
    (their amplitudes, the first the fundamental)."""
    n = round(seconds * RATE)
    out, phase = [], 0.0
    for i in range(n):
        f = f0 * (f1 / f0) ** (i / max(1, n - 1))
        phase += 2 * math.pi * f / RATE
        out.append(sum(a * math.sin(k * phase) for k, a in enumerate(harmonics, 1)))
    return out


def cut(x: Signal, seconds: float, fade_out: float) -> Signal:
    """The first `seconds` of a long ring, faded out over its last `fade_out`."""
    return fade(x[: round(seconds * RATE)], fade_out=fade_out)


def organ(freq: float, seconds: float, rng: random.Random, attack: float = 0.25) -> Signal:
    """A reedy organ pipe: a few harmonics, a slow swell in and a fade out."""
    tone = modes([(freq * k, a, 0.3) for k, a in ((1, 1.0), (2, 0.5), (3, 0.3), (4, 0.15),
                                                  (6, 0.08))], seconds, rng)
    return fade(tone, fade_in=attack, fade_out=seconds * 0.35)


def hit(rng: random.Random) -> Signal:
    """A blow that lands: a falling low thud, a sharp crack and a puff of air."""
    out = silence(0.5)
    thud = glide(140, 45, 0.4, [1.0, 0.35, 0.12])
    mix_in(out, envelope(thud, 0.003, 6, 0.5), 0.0, 1.0)
    crack = envelope(bandpass(noise(rng, 0.08), 1800, 0.9), 0.001, 9)
    mix_in(out, crack, 0.0, 1.6)
    mix_in(out, modes([(330, 0.6, 40), (610, 0.35, 60)], 0.2, rng), 0.002, 0.5)
    air = envelope(lowpass(noise(rng, 0.25), 700), 0.01, 5)
    mix_in(out, air, 0.01, 0.5)
    return out


def death(rng: random.Random) -> Signal:
    """An explorer dies: one deep funeral knell and, over it, a last breath sighing
    downwards."""
    out = silence(2.2)
    mix_in(out, cut(lowpass(bell(rng, NOTE["A2"]), 1400), 2.2, 0.8), 0.0, 1.0)
    mix_in(out, modes([(NOTE["D2"], 0.6, 1.2)], 2.0, rng), 0.0, 0.5)
    breath = noise(rng, 1.3)
    sigh = []
    low = 0.0
    for i, v in enumerate(breath):  # a band of noise whose centre falls: an exhale
        k = i / len(breath)
        a = math.exp(-2 * math.pi * (1400 - 1000 * k) / RATE)
        low = (1 - a) * v + a * low
        sigh.append(low * math.sin(math.pi * min(1.0, k * 1.6)) ** 2 * (1 - k))
    mix_in(out, highpass(sigh, 250), 0.35, 1.8)
    return out


def monster_death(rng: random.Random) -> Signal:
    """A monster undone: a rough shriek falling away into a gust that scatters."""
    out = silence(1.0)
    shriek = glide(720, 140, 0.55, [1.0, 0.6, 0.45, 0.3, 0.2])
    rough = [v * (0.75 + 0.25 * rng.uniform(-1, 1)) for v in shriek]  # a ragged throat
    mix_in(out, envelope(bandpass(rough, 900, 0.7), 0.01, 3, 0.8), 0.0, 1.0)
    gust = noise(rng, 0.9)
    swell = [v * math.sin(math.pi * i / len(gust)) ** 2 for i, v in enumerate(gust)]
    mix_in(out, bandpass(swell, 1200, 0.6), 0.08, 0.9)
    mix_in(out, modes([(70, 1.0, 9), (105, 0.5, 12)], 0.4, rng), 0.0, 0.35)
    return out


def reveal(rng: random.Random) -> Signal:
    """The haunt is revealed: a thunderclap under a dark organ chord that swells
    (D, F, A flat: diminished, with a low D beneath) and dies away."""
    out = silence(3.2)
    mix_in(out, thunder(rng)[: len(out)], 0.0, 0.9)
    for name, ratio, gain in (("D2", 1.0, 0.5), ("D3", 1.0, 0.45), ("F3", 1.0, 0.35),
                              ("A3", 2 ** (-1 / 12), 0.3), ("D5", 0.5, 0.2)):
        pipe = organ(NOTE[name] * ratio, 2.9, rng, attack=0.6)
        mix_in(out, lowpass(pipe, 1800), 0.15, gain)
    return out


def heroes_win(rng: random.Random) -> Signal:
    """The heroes win: bells ring upward through D major and settle on its chord."""
    out = silence(3.0)
    notes = [(0.0, 293.66), (0.22, 369.99), (0.44, 440.0), (0.66, 587.33)]
    for at, f in notes:
        ring = modes([(f, 1.0, 1.8), (f * 2, 0.3, 3.0), (f * 3.01, 0.12, 5.0)], 2.3, rng)
        mix_in(out, fade(ring, fade_in=0.004, fade_out=0.3), at, 0.55)
    for f in (146.83, 220.0, 293.66, 369.99):  # the chord held under the last bell
        mix_in(out, organ(f, 2.2, rng, attack=0.35), 0.7, 0.22)
    return out


def traitor_wins(rng: random.Random) -> Signal:
    """The traitor wins: a low organ line sinks by half steps over a drone, then a
    deep bell tolls once."""
    out = silence(4.0)
    mix_in(out, organ(NOTE["D2"], 3.4, rng, attack=0.4), 0.0, 0.45)
    for i, semis in enumerate((3, 2, 1, 0)):  # F, E, E flat, D over the low D
        f = NOTE["D3"] * 2 ** (semis / 12)
        mix_in(out, organ(f, 0.9, rng, attack=0.12), 0.15 + i * 0.55, 0.35)
        mix_in(out, organ(f * 2 ** (6 / 12), 0.9, rng, attack=0.12), 0.15 + i * 0.55, 0.12)
    mix_in(out, cut(lowpass(bell(rng, NOTE["A2"]), 1200), 1.7, 0.9), 2.3, 0.9)
    return out


# ---------------------------------------------------------------- the music loop
#
# Every part of the loop is periodic over exactly LOOP_N samples, so sample
# LOOP_N would be sample 0 again and the file can repeat with no seam and no
# fade: sines and swells complete a whole number of cycles per loop (with the
# phase computed from integer sample counts, so it is exact), noise is
# filtered circularly, and bells that ring past the end wrap to the start.

LOOP_SECONDS = 24
LOOP_N = LOOP_SECONDS * RATE
AMBIENT_PEAK = 0.5  # about -6 dBFS: well under the effects (-2 dBFS)
NOTE = {"D2": 73.42, "A2": 110.0, "D3": 146.83, "F3": 174.61, "G3": 196.0, "A3": 220.0,
        "Bb3": 233.08, "D5": 587.33, "F5": 698.46, "A5": 880.0}


def cycles(freq: float) -> int:
    """Whole cycles per loop nearest a frequency (the pitch moves by under 1/48 Hz)."""
    return max(1, round(freq * LOOP_SECONDS))


def loop_sine(k: int, phase: float = 0.0) -> Signal:
    """A sine making exactly k cycles over the loop."""
    return [math.sin(2 * math.pi * ((k * i) % LOOP_N) / LOOP_N + phase) for i in range(LOOP_N)]


def loop_swell(parts: list[tuple[int, float, float]], base: float) -> Signal:
    """A slow gain curve: base plus sines (cycles per loop, depth, phase), never below 0."""
    out = [base] * LOOP_N
    for k, depth, ph in parts:
        for i, v in enumerate(loop_sine(k, ph)):
            out[i] += depth * v
    return [max(0.0, v) for v in out]


def circular(filt: Callable[[Signal], Signal], x: Signal) -> Signal:
    """Filter a loop as if it had always been repeating: run the filter over two
    copies and keep the second, whose filter state at its start is the state at
    the end of the first copy (the start-up transient has long died away)."""
    return filt(x + x)[len(x):]


def mix_loop(dst: Signal, src: Signal, at: float, gain: float = 1.0) -> None:
    """Like mix_in, but whatever runs past the end of the loop wraps to its start."""
    start = round(at * RATE)
    n = len(dst)
    for i, v in enumerate(src):
        dst[(start + i) % n] += v * gain


def pad_voice(freq: float, detune: int, rng: random.Random) -> Signal:
    """One pad note: two sines a few cycles per loop apart (a slow beating
    chorus), with a little second and third harmonic so small speakers hear it."""
    k = cycles(freq)
    out = [0.0] * LOOP_N
    for kk, amp in ((k - detune, 0.5), (k + detune, 0.5), (2 * k + detune, 0.12),
                    (3 * k - detune, 0.05)):
        for i, v in enumerate(loop_sine(kk, rng.uniform(0, 2 * math.pi))):
            out[i] += amp * v
    return out


def pad(rng: random.Random) -> Signal:
    """D minor swaying to G minor over D and back, on a D-A drone, with slow swells."""
    out = [0.0] * LOOP_N
    # The chord turns once per loop: Dm at the seam, Gm/D in the middle.
    turn = [math.tanh(2.5 * v) / math.tanh(2.5) for v in loop_sine(1, math.pi / 2)]
    minor_i = [0.5 + 0.5 * v for v in turn]
    minor_iv = [0.5 - 0.5 * v for v in turn]
    voices = [  # note, detune (cycles per loop), level, chord gain (None: always)
        ("D2", 2, 0.9, None), ("A2", 3, 0.45, None), ("D3", 4, 0.35, None),
        ("F3", 4, 0.28, minor_i), ("A3", 5, 0.22, minor_i),
        ("G3", 4, 0.28, minor_iv), ("Bb3", 5, 0.24, minor_iv),
    ]
    for name, detune, level, chord in voices:
        voice = pad_voice(NOTE[name], detune, rng)
        swell = loop_swell([(rng.choice((2, 3, 4)), 0.25, rng.uniform(0, 2 * math.pi)),
                            (rng.choice((5, 7)), 0.1, rng.uniform(0, 2 * math.pi))], 0.7)
        for i, v in enumerate(voice):
            out[i] += v * level * swell[i] * (1.0 if chord is None else chord[i])
    return out


def wind(rng: random.Random) -> Signal:
    """Soft wind: looped noise, band-passed low and lowpassed, in slow gusts, with
    a fainter higher whistle that gusts on its own."""
    white = [rng.uniform(-1.0, 1.0) for _ in range(LOOP_N)]
    body = circular(lambda x: lowpass(bandpass(x, 380, 0.6), 900), white)
    whistle = circular(lambda x: bandpass(bandpass(x, 820, 6), 820, 6), white)
    gust = loop_swell([(2, 0.3, rng.uniform(0, 2 * math.pi)),
                       (5, 0.15, rng.uniform(0, 2 * math.pi)),
                       (11, 0.06, rng.uniform(0, 2 * math.pi))], 0.55)
    moan = loop_swell([(3, 0.5, rng.uniform(0, 2 * math.pi)),
                       (7, 0.2, rng.uniform(0, 2 * math.pi))], 0.0)
    top_b = max(abs(v) for v in body) or 1.0
    top_w = max(abs(v) for v in whistle) or 1.0
    return [b / top_b * g * g + w / top_w * 0.25 * m * m
            for b, g, w, m in zip(body, gust, whistle, moan, strict=True)]


def bell(rng: random.Random, freq: float) -> Signal:
    """A far church bell: hum, prime, minor third, fifth and nominal partials,
    long decays, the highs dulled by distance and a soft attack."""
    ratios = [(0.5, 0.5, 0.25), (1.0, 1.0, 0.45), (1.19, 0.45, 0.6), (1.5, 0.3, 0.8),
              (2.0, 0.35, 0.9), (2.52, 0.15, 1.3), (3.01, 0.08, 1.7)]
    ring = modes([(freq * r, a, d) for r, a, d in ratios], 9.0, rng)
    return fade(lowpass(ring, 900), fade_in=0.012, fade_out=0.5)


def music_box(rng: random.Random, freq: float) -> Signal:
    """A music-box tine: a sine, its bright 'ping' partials dying fast, a soft pluck."""
    tine = modes([(freq, 1.0, 1.6), (freq * 2.0, 0.12, 3.0), (freq * 5.4, 0.1, 9.0)], 3.5, rng)
    return fade(lowpass(tine, 2500), fade_in=0.004, fade_out=0.3)


def echoes(x: Signal) -> Signal:
    """A few dull, fading repeats: the sound of a big empty room (wraps round the loop)."""
    out = list(x)
    dull = circular(lambda v: lowpass(v, 1500), x)
    for delay, gain in ((0.19, 0.35), (0.31, 0.25), (0.47, 0.16), (0.73, 0.1)):
        mix_loop(out, dull, delay, gain)
    return out


def ambient(rng: random.Random) -> Signal:
    """The music: pad, wind, one distant bell and a few music-box notes per loop."""
    out = [0.0] * LOOP_N
    for i, v in enumerate(pad(rng)):
        out[i] += v
    top = max(abs(v) for v in out) or 1.0
    for i, v in enumerate(wind(rng)):
        out[i] += v * top * 0.8
    far = [0.0] * LOOP_N
    mix_loop(far, bell(rng, NOTE["D3"]), 4.5, 0.3)  # its tail wraps round to the start
    for at, name, gain in ((14.2, "A5", 0.16), (15.5, "F5", 0.13), (17.3, "D5", 0.15),
                           (21.8, "A5", 0.08)):
        mix_loop(far, music_box(rng, NOTE[name]), at, gain)
    for i, v in enumerate(echoes(far)):
        out[i] += v * top
    return out


def finish_loop(x: Signal) -> Signal:
    """No DC, then the level; no fades (they would put a dip at the seam)."""
    return normalize(remove_dc(x), AMBIENT_PEAK)


SOUNDS: dict[str, Callable[[random.Random], Signal]] = {
    "dice": dice,
    "door": door,
    "card": card,
    "thunder": thunder,
    "step": step,
    "place": place,
    "click": click,
    "hit": hit,
    "death": death,
    "monster_death": monster_death,
    "reveal": reveal,
    "heroes_win": heroes_win,
    "traitor_wins": traitor_wins,
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
    path = OUT / "ambient.wav"
    write_wav(path, finish_loop(ambient(random.Random("sound:ambient"))))
    written.append(path)
    print(f"{path.name}: {check(path)}, {loop_seam(path)}")
    return written


def loop_seam(path: Path) -> str:
    """How the loop joins: the jump from the last sample to the first, against
    the largest step between neighbours inside the file (a seam must be no worse)."""
    with wave.open(str(path), "rb") as w:
        x = array("h", w.readframes(w.getnframes()))
    if sys.byteorder == "big":
        x.byteswap()
    seam = abs(x[0] - x[-1])
    biggest = max(abs(b - a) for a, b in pairwise(x))
    assert seam <= biggest, f"{path}: the loop clicks ({seam} > {biggest})"
    return f"loop seam step {seam} (largest step inside {biggest}, peak {max(map(abs, x))})"


if __name__ == "__main__":
    main()
