#!/usr/bin/env python3
"""Generate Kotshina's card faces and backs as SVG (the project's own art, no external source).

Usage: ``python resources/cards/generate.py [OUTDIR]`` (default: this folder), which writes
``spanish/<card>.svg`` (40, record notation: ``1O`` .. ``12B``), ``french/<card>.svg`` (52:
``2S`` .. ``AC``), ``back-red.svg`` / ``back-blue.svg`` in each, and ``french-four/<card>.svg``:
the diamonds and clubs of the four-colour French deck (♦ blue, ♣ green; spades and hearts are
the usual ones). Pure Python, deterministic:
running it again yields byte-identical files (a test checks the committed files against it).

Card units are tenths of a millimetre: Spanish 61 x 95 mm, French 63 x 88 mm.
"""

from __future__ import annotations

import math
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from cardgen.backs import back_svg  # noqa: E402
from cardgen.faces import french_face  # noqa: E402
from cardgen.figures import spanish_figure  # noqa: E402
from cardgen.glyphs import index_text, ink_extent  # noqa: E402
from cardgen.symbols import (  # noqa: E402
    FOUR_COLOURS,
    FRENCH_COLOURS,
    SPANISH_COLOURS,
    french_defs,
    gradients,
    num,
    spanish_defs,
)

SPANISH_SIZE = (610, 950)
FRENCH_SIZE = (630, 880)
SPANISH_RANKS = ("1", "2", "3", "4", "5", "6", "7", "10", "11", "12")
SPANISH_SUITS = "OCEB"
FRENCH_RANKS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
FRENCH_SUITS = "SHDC"
PAPER = "#fffdf7"
EDGE = "#8f877a"
BACK_COLOURS = ("red", "blue")


def use(symbol: str, x: float, y: float, scale: float, rotate: float = 0) -> str:
    rot = f" rotate({num(rotate)})" if rotate else ""
    return (f'<use xlink:href="#{symbol}" '
            f'transform="translate({num(x)} {num(y)}){rot} scale({scale:.4g})"/>')


def svg_document(size: tuple[int, int], defs: str, body: str, title: str) -> str:
    w, h = size
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        f'<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" '
        f'version="1.2" baseProfile="tiny" width="{w}" height="{h}" viewBox="0 0 {w} {h}">\n'
        f"<title>{title}</title>\n<defs>{defs}</defs>\n{body}\n</svg>\n"
    )


def card_blank(size: tuple[int, int]) -> str:
    w, h = size
    return (f'<rect x="3" y="3" width="{w - 6}" height="{h - 6}" rx="34" fill="{PAPER}" '
            f'stroke="{EDGE}" stroke-width="4"/>')


# --- Spanish -------------------------------------------------------------------------------

# Pip centres for coins and cups (2-column layouts avoid the corner indices).
ROUND_LAYOUTS: dict[int, list[tuple[float, float]]] = {
    2: [(305, 275), (305, 675)],
    3: [(305, 215), (305, 475), (305, 735)],
    4: [(212, 255), (398, 255), (212, 695), (398, 695)],
    5: [(212, 245), (398, 245), (305, 475), (212, 705), (398, 705)],
    6: [(212, 245), (398, 245), (212, 475), (398, 475), (212, 705), (398, 705)],
    7: [(212, 232), (398, 232), (305, 390), (212, 548), (398, 548), (212, 712), (398, 712)],
}
ROUND_SCALE = {2: 1.9, 3: 1.6, 4: 1.45, 5: 1.3, 6: 1.3, 7: 1.22}

# Swords and cudgels: (x, y, scale, rotation); 2 and 3 cross as on real Spanish cards.
LONG_LAYOUTS: dict[int, list[tuple[float, float, float, float]]] = {
    2: [(305, 475, 2.85, -27), (305, 475, 2.85, 27)],
    3: [(305, 475, 2.85, -30), (305, 475, 2.85, 30), (305, 475, 2.85, 0)],
    4: [(210, 270, 1.35, -6), (400, 270, 1.35, 6), (210, 680, 1.35, 6), (400, 680, 1.35, -6)],
    5: [(205, 258, 1.2, -6), (405, 258, 1.2, 6), (305, 475, 1.2, 0),
        (205, 692, 1.2, 6), (405, 692, 1.2, -6)],
    6: [(205, 252, 1.08, -5), (405, 252, 1.08, 5), (205, 475, 1.08, 0), (405, 475, 1.08, 0),
        (205, 698, 1.08, 5), (405, 698, 1.08, -5)],
    7: [(192, 252, 1.08, -5), (418, 252, 1.08, 5), (192, 475, 1.08, 0), (418, 475, 1.08, 0),
        (192, 698, 1.08, 5), (418, 698, 1.08, -5), (305, 475, 1.08, 0)],
}


def spanish_frame(suit: str) -> str:
    """The frame line with the suit's pinta: 0-3 breaks (oros, copas, espadas, bastos)."""
    colour = SPANISH_COLOURS[suit]["dark"]
    w, h = SPANISH_SIZE
    x0, y0, x1, y1 = 34, 34, w - 34, h - 34
    parts = [f'<rect x="{x0}" y="{y0}" width="{x1 - x0}" height="{y1 - y0}" rx="10" '
             f'fill="none" stroke="{colour}" stroke-width="6"/>']
    breaks = "OCEB".index(suit)
    gap, space = 30, 22
    total = breaks * gap + (breaks - 1) * space
    for k in range(breaks):
        gx = w / 2 - total / 2 + k * (gap + space)
        for y in (y0, y1):
            parts.append(f'<rect x="{num(gx)}" y="{y - 6}" width="{gap}" height="12" '
                         f'fill="{PAPER}"/>')
    return "".join(parts)


# The upright corner index: where the rank's top centre is, its height and stroke, and where
# the suit's pip under it goes (y below the rank's top, scale); the other corner is the same
# turned half a turn. The table leaves at least this corner of every card in a fan showing.
INDEX_STROKE = 15
SPANISH_CORNER = (95, 50)
SPANISH_RANK_HEIGHT = 90
SPANISH_PIPS = {"round": (140, 0.6), "long": (156, 0.42)}  # oros/copas, espadas/bastos
FRENCH_CORNER = (70, 40)
FRENCH_RANK_HEIGHT = 92
FRENCH_PIP = (146, 0.56)


def spanish_index(rank: str, suit: str) -> str:
    colours = SPANISH_COLOURS[suit]
    pip_y, pip_scale = SPANISH_PIPS["long" if suit in "EB" else "round"]
    pip = use(f"s-{suit}", 0, pip_y, pip_scale)
    x, y = SPANISH_CORNER
    corner = (f'<g transform="translate({x} {y})">'
              f'{index_text(rank, colours["dark"], SPANISH_RANK_HEIGHT, stroke=INDEX_STROKE)}'
              f'{pip}</g>')
    w, h = SPANISH_SIZE
    return corner + f'<g transform="rotate(180 {w / 2:g} {h / 2:g})">{corner}</g>'


def ace_medallion(suit: str) -> str:
    """A tinted halo with a ring of beads behind an ace: aces score in Kinza, so they stand out."""
    colours = SPANISH_COLOURS[suit]
    beads = []
    for k in range(36):
        angle = math.radians(k * 10)
        beads.append(f'<circle cx="{num(305 + 212 * math.cos(angle))}" '
                     f'cy="{num(475 + 212 * math.sin(angle))}" r="5"/>')
    return (f'<circle cx="305" cy="475" r="228" fill="{colours["main"]}" fill-opacity="0.09" '
            f'stroke="{colours["dark"]}" stroke-opacity="0.45" stroke-width="4"/>'
            f'<g fill="{colours["main"]}" fill-opacity="0.55">{"".join(beads)}</g>')


def spanish_pips(rank: int, suit: str) -> str:
    symbol = f"s-{suit}"
    if rank == 1:
        if suit in "EB":
            return ace_medallion(suit) + use(symbol, 305, 480, 3.55)
        return ace_medallion(suit) + use(symbol, 305, 475, 3.3)
    if suit in "OC":
        scale = ROUND_SCALE[rank]
        return "".join(use(symbol, x, y, scale) for x, y in ROUND_LAYOUTS[rank])
    return "".join(use(symbol, x, y, s, r) for x, y, s, r in LONG_LAYOUTS[rank])


def spanish_card(rank: str, suit: str) -> str:
    value = int(rank)
    art = spanish_pips(value, suit) if value <= 7 else spanish_figure(value, suit)
    body = card_blank(SPANISH_SIZE) + spanish_frame(suit) + art + spanish_index(rank, suit)
    return svg_document(SPANISH_SIZE, gradients() + spanish_defs(), body, f"{rank}{suit}")


# --- French --------------------------------------------------------------------------------

_FR_ROWS4 = (160, 353, 547, 740)
_FR_ROWS3 = (160, 450, 740)
FRENCH_LAYOUTS: dict[str, list[tuple[float, float]]] = {
    "2": [(315, 160), (315, 740)],
    "3": [(315, 160), (315, 450), (315, 740)],
    "4": [(x, y) for y in (160, 740) for x in (190, 440)],
    "5": [(x, y) for y in (160, 740) for x in (190, 440)] + [(315, 450)],
    "6": [(x, y) for y in _FR_ROWS3 for x in (190, 440)],
    "7": [(x, y) for y in _FR_ROWS3 for x in (190, 440)] + [(315, 305)],
    "8": [(x, y) for y in _FR_ROWS3 for x in (190, 440)] + [(315, 305), (315, 595)],
    "9": [(x, y) for y in _FR_ROWS4 for x in (190, 440)] + [(315, 450)],
    "10": [(x, y) for y in _FR_ROWS4 for x in (190, 440)] + [(315, 257), (315, 643)],
}


def french_index(rank: str, suit: str) -> str:
    colour = FRENCH_COLOURS[suit]
    x, y = FRENCH_CORNER
    pip_y, pip_scale = FRENCH_PIP
    corner = (f'<g transform="translate({x} {y})">'
              f'{index_text(rank, colour, FRENCH_RANK_HEIGHT, stroke=INDEX_STROKE)}'
              f'{use(f"s-{suit}", 0, pip_y, pip_scale)}</g>')
    w, h = FRENCH_SIZE
    return corner + f'<g transform="rotate(180 {w / 2:g} {h / 2:g})">{corner}</g>'


def french_pips(rank: str, suit: str) -> str:
    symbol = f"s-{suit}"
    if rank == "A":
        return use(symbol, 315, 440, 2.6)
    out = []
    for x, y in FRENCH_LAYOUTS[rank]:
        # Pips below the middle are upside down, as on real cards.
        out.append(use(symbol, x, y, 1.02, 180 if y > 450 else 0))
    return "".join(out)


def french_card(rank: str, suit: str) -> str:
    art = french_face(rank, suit) if rank in "JQK" else french_pips(rank, suit)
    body = card_blank(FRENCH_SIZE) + art + french_index(rank, suit)
    defs = gradients() + spanish_defs() + french_defs()
    return svg_document(FRENCH_SIZE, defs, body, f"{rank}{suit}")


# --- The index's room ------------------------------------------------------------------------

def index_box(deck: str) -> tuple[float, float, float, float]:
    """(left, top, right, bottom) in card units of the upright index (rank and suit) of every
    card of ``deck``: what must stay uncovered for a card in a fan to be read. Suit pips fit a
    100-unit box (Spanish swords and cudgels are 200 long)."""
    if deck == "spanish":
        (cx, cy), height, ranks = SPANISH_CORNER, SPANISH_RANK_HEIGHT, SPANISH_RANKS
        pips = [(y, s, 100 if kind == "long" else 50) for kind, (y, s) in SPANISH_PIPS.items()]
    else:
        (cx, cy), height, ranks = FRENCH_CORNER, FRENCH_RANK_HEIGHT, FRENCH_RANKS
        pips = [(*FRENCH_PIP, 50)]
    lefts, rights = zip(*(ink_extent(rank, height, INDEX_STROKE) for rank in ranks),
                        strict=True)
    pad = INDEX_STROKE / 2 * height / 100
    left = min(min(lefts), *(-50 * s for _y, s, _h in pips))
    right = max(max(rights), *(50 * s for _y, s, _h in pips))
    bottom = max(y + half * s for y, s, half in pips)
    return cx + left, cy - pad, cx + right, cy + bottom


# --- Everything ----------------------------------------------------------------------------

def four_colour_card(rank: str, suit: str) -> str:
    """A diamond or club of the four-colour deck: the usual card with its suit's colour
    changed (pips, index, the figure's frame)."""
    return french_card(rank, suit).replace(FRENCH_COLOURS[suit], FOUR_COLOURS[suit])


def render_all() -> dict[str, str]:
    """Relative path -> SVG text for every file the generator owns."""
    files: dict[str, str] = {}
    for suit in SPANISH_SUITS:
        for rank in SPANISH_RANKS:
            files[f"spanish/{rank}{suit}.svg"] = spanish_card(rank, suit)
    for suit in FRENCH_SUITS:
        for rank in FRENCH_RANKS:
            files[f"french/{rank}{suit}.svg"] = french_card(rank, suit)
            if FOUR_COLOURS[suit] != FRENCH_COLOURS[suit]:
                files[f"french-four/{rank}{suit}.svg"] = four_colour_card(rank, suit)
    for deck, size in (("spanish", SPANISH_SIZE), ("french", FRENCH_SIZE)):
        for colour in BACK_COLOURS:
            files[f"{deck}/back-{colour}.svg"] = svg_document(
                size, "", back_svg(size, colour), f"back-{colour}")
    return files


def main(argv: list[str]) -> int:
    out = Path(argv[0]) if argv else Path(__file__).resolve().parent
    for rel, text in render_all().items():
        path = out / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8", newline="\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
