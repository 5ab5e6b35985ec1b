"""Card backs: a diamond lattice with an eight-pointed star (khatam) medallion, two colourways."""

from __future__ import annotations

from .symbols import num, star_path

BACK_PALETTES = {
    "red": {"base": "#9e1b2c", "deep": "#6d0f1c", "line": "#e9b7a1", "accent": "#f4d27a"},
    "blue": {"base": "#1f4590", "deep": "#122a5c", "line": "#a9c4ee", "accent": "#f4d27a"},
}


def _lattice(x0: float, y0: float, x1: float, y1: float, step: float, half: float) -> str:
    """One path of small diamonds on a staggered grid, each kept wholly inside the box."""
    parts = []
    row = 0
    y = y0 + half + 6
    while y + half <= y1 - 6:
        x = x0 + half + 6 + (step / 2 if row % 2 else 0)
        while x + half <= x1 - 6:
            parts.append(f"M{num(x)} {num(y - half)}l{num(half)} {num(half)}"
                         f" {num(-half)} {num(half)} {num(-half)} {num(-half)}Z")
            x += step
        y += step / 2
        row += 1
    return "".join(parts)


def back_svg(size: tuple[int, int], colour: str) -> str:
    p = BACK_PALETTES[colour]
    w, h = size
    cx, cy = w / 2, h / 2
    m = 30  # white margin, as on printed backs, so a pile of backs still reads as cards
    lattice = _lattice(m + 12, m + 12, w - m - 12, h - m - 12, 44, 15)
    khatam = star_path(8, 96, 74, 0)
    inner_star = star_path(8, 52, 30, 22.5)
    return (
        f'<rect x="3" y="3" width="{w - 6}" height="{h - 6}" rx="34" fill="#fffdf7" '
        f'stroke="#8f877a" stroke-width="4"/>'
        f'<rect x="{m}" y="{m}" width="{w - 2 * m}" height="{h - 2 * m}" rx="18" '
        f'fill="{p["base"]}"/>'
        f'<path d="{lattice}" fill="{p["deep"]}" stroke="{p["line"]}" stroke-width="2" '
        f'stroke-opacity="0.55"/>'
        f'<rect x="{m + 12}" y="{m + 12}" width="{w - 2 * m - 24}" height="{h - 2 * m - 24}" '
        f'rx="10" fill="none" stroke="{p["accent"]}" stroke-width="5"/>'
        f'<rect x="{m + 22}" y="{m + 22}" width="{w - 2 * m - 44}" height="{h - 2 * m - 44}" '
        f'rx="6" fill="none" stroke="{p["line"]}" stroke-width="2"/>'
        f'<g transform="translate({num(cx)} {num(cy)})">'
        f'<circle r="150" fill="{p["deep"]}" stroke="{p["accent"]}" stroke-width="6"/>'
        f'<circle r="134" fill="none" stroke="{p["line"]}" stroke-width="2"/>'
        f'<path d="{khatam}" fill="{p["base"]}" stroke="{p["accent"]}" stroke-width="5" '
        f'stroke-linejoin="round"/>'
        f'<rect x="-68" y="-68" width="136" height="136" fill="none" stroke="{p["line"]}" '
        f'stroke-width="3"/>'
        f'<rect x="-68" y="-68" width="136" height="136" fill="none" stroke="{p["line"]}" '
        f'stroke-width="3" transform="rotate(45)"/>'
        f'<path d="{inner_star}" fill="{p["accent"]}" stroke="{p["deep"]}" stroke-width="3" '
        f'stroke-linejoin="round"/>'
        f'<circle r="14" fill="{p["deep"]}" stroke="{p["accent"]}" stroke-width="3"/>'
        "</g>"
    )
