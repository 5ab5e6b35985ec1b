"""Corner-index lettering drawn as stroked paths, so indices never depend on an installed font.

Each glyph is drawn in a 60 x 100 box (baseline at y=100) with round caps; ``index_text``
lays a rank out with its ink centred on x=0, top at y=0. The glyphs of "10", "11", "12" stand a
clear gap apart, measured between their strokes: spaced by their boxes, the 1's stem touched
the next digit, and the 10 read upside down as an "α".
"""

from __future__ import annotations

import re

from .symbols import num

GLYPHS: dict[str, str] = {
    # char: path in the 60x100 box
    "0": "M30 6C46 6 54 24 54 50C54 76 46 94 30 94C14 94 6 76 6 50C6 24 14 6 30 6Z",
    "1": "M14 24L34 7L34 94",
    "2": "M8 28C8 14 18 6 30 6C43 6 52 14 52 28C52 46 34 60 8 94L54 94",
    "3": "M8 17C14 9 21 6 30 6C43 6 51 14 51 26C51 38 42 46 27 46C44 46 54 55 54 70C54 85 43 94 30 94C20 94 12 90 6 82",
    "4": "M42 94L42 6L5 66L57 66",
    "5": "M50 6L15 6L10 45C16 40 23 38 30 38C45 38 54 50 54 66C54 83 44 94 30 94C20 94 12 90 6 82",
    "6": "M49 13C44 8 38 6 31 6C15 6 6 26 6 54C6 80 16 94 31 94C45 94 54 84 54 68C54 52 44 42 31 42C18 42 9 50 7 60",
    "7": "M6 6L54 6L24 94",
    "8": "M30 46C17 46 10 38 10 27C10 14 18 6 30 6C42 6 50 14 50 27C50 38 43 46 30 46ZM30 46C45 46 54 56 54 70C54 85 44 94 30 94C16 94 6 85 6 70C6 56 15 46 30 46Z",
    "9": "M11 87C16 92 23 94 29 94C45 94 54 74 54 46C54 20 45 6 29 6C15 6 6 16 6 32C6 48 16 58 29 58C42 58 51 50 53 40",
    "A": "M4 94L30 6L56 94M14 64L46 64",
    "J": "M22 6L52 6M44 6L44 68C44 85 36 94 24 94C15 94 9 89 6 81",
    "Q": "M30 6C46 6 54 24 54 50C54 76 46 94 30 94C14 94 6 76 6 50C6 24 14 6 30 6ZM34 72L56 98",
    "K": "M10 6L10 94M53 6L10 57M25 40L55 94",
}


#: white between two glyphs' strokes, in glyph units (a glyph is 100 tall)
GLYPH_GAP = 16
_NUMBER = re.compile(r"-?\d+(?:\.\d+)?")


def ink_x(char: str) -> tuple[float, float]:
    """The leftmost and rightmost x of a glyph's path (its stroke's centre line). The paths use
    absolute coordinates only (M, L, C, Z), so every other number is an x; a curve stays
    inside its control points, so the range is exact or a little wide."""
    xs = [float(n) for n in _NUMBER.findall(GLYPHS[char])[0::2]]
    return min(xs), max(xs)


def glyph_origins(text: str, stroke: float) -> tuple[list[float], float, float]:
    """Where each glyph of ``text`` starts and its ink's left and right edge (strokes
    included), in glyph units, before centring."""
    origins, x = [], 0.0
    previous_right: float | None = None
    for ch in text:
        left, right = ink_x(ch)
        if previous_right is not None:
            x = previous_right + stroke + GLYPH_GAP - left
        origins.append(x)
        previous_right = x + right
    first_left = ink_x(text[0])[0] + origins[0]
    return origins, first_left - stroke / 2, (previous_right or 0.0) + stroke / 2


def ink_extent(text: str, height: float, stroke: float) -> tuple[float, float]:
    """The left and right edge of ``index_text(text, ..., height, stroke)``'s ink, in the
    units around it (centred on x=0)."""
    _origins, left, right = glyph_origins(text, stroke)
    half = (right - left) / 2 * height / 100
    return -half, half


def index_text(text: str, colour: str, height: float, stroke: float = 12) -> str:
    """The rank ``text`` as a <g>, its ink centred on x=0 with its top at y=0, ``height``
    tall."""
    scale = height / 100
    origins, left, right = glyph_origins(text, stroke)
    shift = -(left + right) / 2
    parts = [f'<path transform="translate({num(x + shift)} 0)" d="{GLYPHS[ch]}"/>'
             for ch, x in zip(text, origins, strict=True)]
    return (
        f'<g transform="scale({scale:.4g})" fill="none" '
        f'stroke="{colour}" stroke-width="{num(stroke)}" stroke-linecap="round" '
        f'stroke-linejoin="round">' + "".join(parts) + "</g>"
    )
