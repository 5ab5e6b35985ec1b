#!/usr/bin/env python3
"""Kotshina's card sounds, synthesised from nothing but the standard library.

    python3 resources/sounds/generate.py [--out DIR] [--check]

Writes one small WAV per effect (mono, 16-bit, 22,050 Hz) into this folder (or ``--out``) and
prints each one's length, peak level and clipped samples; ``--check`` only measures the WAVs
already there. The app plays the WAVs (ui/sound.py); this script is how they were made, so
they can be changed and made again. They are the project's own work, under its licence
(GPL-3.0-or-later, README.md beside them).

How they sound: a card is a short burst of noise, band-passed where paper rings (1.5-5 kHz),
with a fast attack (about a millisecond) and an exponential decay, over a soft low thump for
the table under it. Captures and tricks add the rustle of cards slid together (low-passed
noise swelling and fading); a shuffle is a riffle of tiny snaps speeding up, then the bridge.
The turn, win and lose cues are soft bell tones (a sine with a few inharmonic partials and an
exponential decay), quiet beside the cards.
"""

from __future__ import annotations

import argparse
import math
import random
import struct
import sys
import wave
from collections.abc import Callable
from pathlib import Path

RATE = 22050
PEAK = 0.7  # every effect is normalised to this share of full scale (headroom, never clips)
HERE = Path(__file__).resolve().parent

Samples = list[float]


def silence(seconds: float) -> Samples:
    return [0.0] * int(seconds * RATE)


def mix(into: Samples, sound: Samples, at: float, gain: float = 1.0) -> Samples:
    """Add ``sound`` into ``into`` starting ``at`` seconds (``into`` grows as needed)."""
    start = int(at * RATE)
    if len(into) < start + len(sound):
        into.extend([0.0] * (start + len(sound) - len(into)))
    for i, value in enumerate(sound):
        into[start + i] += gain * value
    return into


def envelope(n: int, attack: float, decay: float) -> Samples:
    """A fast linear attack of ``attack`` seconds, then exp(-t / decay)."""
    rise = max(1, int(attack * RATE))
    return [(i / rise) if i < rise else math.exp(-(i - rise) / (decay * RATE))
            for i in range(n)]


class Biquad:
    """A second-order filter (the RBJ audio-EQ cookbook's band-pass and low-pass)."""

    def __init__(self, kind: str, frequency: float, q: float) -> None:
        w = 2 * math.pi * frequency / RATE
        alpha = math.sin(w) / (2 * q)
        cos = math.cos(w)
        low = ((1 - cos) / 2, 1 - cos, (1 - cos) / 2)
        b = (alpha, 0.0, -alpha) if kind == "band" else low
        a0 = 1 + alpha
        self.b = tuple(x / a0 for x in b)
        self.a = (-2 * cos / a0, (1 - alpha) / a0)
        self.x1 = self.x2 = self.y1 = self.y2 = 0.0

    def run(self, samples: Samples) -> Samples:
        out = []
        b0, b1, b2 = self.b
        a1, a2 = self.a
        for x in samples:
            y = b0 * x + b1 * self.x1 + b2 * self.x2 - a1 * self.y1 - a2 * self.y2
            self.x2, self.x1, self.y2, self.y1 = self.x1, x, self.y1, y
            out.append(y)
        return out


def noise(rng: random.Random, seconds: float) -> Samples:
    return [rng.uniform(-1.0, 1.0) for _ in range(int(seconds * RATE))]


def snap(rng: random.Random, brightness: float = 3200.0, decay: float = 0.014,
         body: float = 0.35, length: float = 0.09) -> Samples:
    """One card laid down: band-passed noise, a millisecond's attack, a quick decay, and a
    low thump (a damped 140 Hz sine) for the table."""
    n = int(length * RATE)
    crack = Biquad("band", brightness, 0.9).run(noise(rng, length))
    crack = [c * e for c, e in zip(crack, envelope(n, 0.0012, decay), strict=True)]
    thump_env = envelope(n, 0.002, decay * 1.6)
    thump = [body * math.sin(2 * math.pi * 140 * i / RATE) * thump_env[i] for i in range(n)]
    return [c * 3.0 + t for c, t in zip(crack, thump, strict=True)]


def rustle(rng: random.Random, seconds: float, cutoff: float = 1800.0) -> Samples:
    """Cards slid over each other: low-passed noise that swells and fades (a sine hump)."""
    n = int(seconds * RATE)
    slide = Biquad("low", cutoff, 0.7).run(noise(rng, seconds))
    return [s * math.sin(math.pi * i / n) ** 2 for i, s in enumerate(slide)]


def bell(frequency: float, seconds: float, decay: float) -> Samples:
    """A soft bell: the tone and two quieter, inharmonic partials, a 5 ms attack, exp decay,
    faded out at its end."""
    n = int(seconds * RATE)
    env = envelope(n, 0.005, decay)
    tail = n // 4  # the last quarter fades to nothing: a tone cut short clicks
    for i in range(tail):
        env[n - 1 - i] *= 0.5 - 0.5 * math.cos(math.pi * i / tail)
    partials = ((1.0, 1.0), (2.76, 0.18), (5.40, 0.06))
    return [env[i] * sum(g * math.sin(2 * math.pi * frequency * r * i / RATE)
                         for r, g in partials) for i in range(n)]


# ---------------------------------------------------------------------------- the effects
def play_card(rng: random.Random) -> Samples:
    return snap(rng)


def deal(rng: random.Random) -> Samples:
    out: Samples = []
    for k in range(4):  # four cards flicked out, each a little different
        mix(out, snap(rng, rng.uniform(2900, 3800), 0.010, 0.22, 0.06), 0.075 * k,
            rng.uniform(0.75, 1.0))
    return out


def capture(rng: random.Random) -> Samples:
    out = mix([], snap(rng), 0.0)
    mix(out, rustle(rng, 0.16), 0.05, 0.55)
    return mix(out, snap(rng, 2600, 0.012, 0.25, 0.07), 0.19, 0.8)


def collect(rng: random.Random) -> Samples:
    """A trick gathered: the four cards slid together, then squared on the pile."""
    out = mix([], rustle(rng, 0.2, 1500), 0.0, 0.7)
    return mix(out, snap(rng, 2400, 0.011, 0.4, 0.07), 0.17, 0.9)


def build(rng: random.Random) -> Samples:
    """A card laid on another: two close, lower snaps."""
    out = mix([], snap(rng, 2500, 0.012, 0.3, 0.07), 0.0)
    return mix(out, snap(rng, 2200, 0.010, 0.3, 0.07), 0.07, 0.8)


def sweep(rng: random.Random) -> Samples:
    """The table taken clean: a capture, then a bright two-note chime (a major sixth)."""
    out = capture(rng)
    mix(out, bell(1046.5, 0.5, 0.16), 0.16, 0.35)
    return mix(out, bell(1760.0, 0.5, 0.14), 0.24, 0.25)


def shuffle(rng: random.Random) -> Samples:
    """A riffle: ~30 tiny snaps, closer and closer, then the bridge (a long rustle)."""
    out: Samples = []
    at = 0.0
    for k in range(30):
        mix(out, snap(rng, rng.uniform(3500, 5000), 0.004, 0.05, 0.025), at,
            rng.uniform(0.35, 0.6))
        at += 0.022 - 0.0004 * k
    return mix(out, rustle(rng, 0.22, 2200), at + 0.02, 0.6)


def your_turn(rng: random.Random) -> Samples:
    return mix(bell(659.3, 0.35, 0.09), bell(987.8, 0.3, 0.08), 0.07, 0.6)


def win(rng: random.Random) -> Samples:
    out: Samples = []
    for k, frequency in enumerate((523.3, 659.3, 784.0, 1046.5)):  # C E G C
        mix(out, bell(frequency, 0.7, 0.22), 0.11 * k, 0.8 if k < 3 else 1.0)
    return out


def lose(rng: random.Random) -> Samples:
    out = mix([], bell(392.0, 0.6, 0.22), 0.0, 0.9)  # G, then E flat: a soft minor fall
    return mix(out, bell(311.1, 0.8, 0.3), 0.22, 0.9)


#: effect name -> how it is made; the names are the ones ui/sound.py and controller/sounds.py use
EFFECTS: dict[str, Callable[[random.Random], Samples]] = {
    "deal": deal, "play": play_card, "capture": capture, "collect": collect, "sweep": sweep,
    "build": build, "shuffle": shuffle, "turn": your_turn, "win": win, "lose": lose,
}
#: the cues are quieter than the cards: a notification, not an event at the table
LEVELS = {"turn": 0.45, "win": 0.6, "lose": 0.55}


def render(name: str) -> Samples:
    rng = random.Random(f"kotshina-{name}")  # the same sound every time it is made
    samples = EFFECTS[name](rng)
    samples.extend(silence(0.01))  # no click at the end
    fade = min(len(samples), int(0.008 * RATE))
    for i in range(fade):
        samples[-1 - i] *= i / fade
    top = max(abs(s) for s in samples) or 1.0
    scale = PEAK * LEVELS.get(name, 1.0) / top
    return [s * scale for s in samples]


def write_wav(path: Path, samples: Samples) -> None:
    frames = b"".join(struct.pack("<h", max(-32767, min(32767, round(s * 32767))))
                      for s in samples)
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(frames)


def measure(path: Path) -> tuple[float, float, int]:
    """(seconds, peak as a share of full scale, samples at full scale)."""
    with wave.open(str(path), "rb") as wav:
        if (wav.getnchannels(), wav.getsampwidth()) != (1, 2):
            raise ValueError(f"{path.name}: not mono 16-bit")
        count = wav.getnframes()
        values = struct.unpack(f"<{count}h", wav.readframes(count))
        seconds = count / wav.getframerate()
    peak = max(abs(v) for v in values) / 32767
    clipped = sum(1 for v in values if abs(v) >= 32767)
    return seconds, peak, clipped


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=HERE)
    parser.add_argument("--check", action="store_true", help="only measure the WAVs there")
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    print(f"{'effect':8} {'seconds':>7} {'peak dBFS':>9} {'clipped':>7} {'bytes':>6}")
    for name in EFFECTS:
        path = args.out / f"{name}.wav"
        if not args.check:
            write_wav(path, render(name))
        seconds, peak, clipped = measure(path)
        print(f"{name:8} {seconds:7.3f} {20 * math.log10(peak):9.1f} {clipped:7d} "
              f"{path.stat().st_size:6d}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
