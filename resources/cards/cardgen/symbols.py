"""Suit symbols of both decks as SVG ``<defs>``, each drawn around the origin.

Spanish coins and cups fit a 100-unit box; swords and cudgels are 200 units long (point or cut
end up) so layouts can scale them like the long pips of real Spanish cards. French pips fit a
100-unit box. Everything is plain paths, circles and gradients: QtSvg (SVG Tiny 1.2) draws all
of it the same on every platform, with no font involved.
"""

from __future__ import annotations

import math

INK = "#2b1d10"

# Traditional Spanish colours, plus a darker tone of each for indices and frames, where the
# light suit colour would be too weak on white.
SPANISH_COLOURS = {
    "O": {"main": "#e9a80f", "dark": "#9c6500", "light": "#ffe07a"},
    "C": {"main": "#cf2a27", "dark": "#8e1111", "light": "#f6c244"},
    "E": {"main": "#2457b5", "dark": "#153a80", "light": "#d9e6f7"},
    "B": {"main": "#2f8a3a", "dark": "#1b5a24", "light": "#e3c27a"},
}
FRENCH_COLOURS = {"S": "#1b1b1f", "C": "#1b1b1f", "H": "#d0202f", "D": "#d0202f"}
#: the four-colour French deck (View → Four-colour deck): diamonds blue, clubs green, as on
#: four-colour poker decks; each at least 4.5:1 against the card's paper
FOUR_COLOURS = {"S": "#1b1b1f", "C": "#17733a", "H": "#d0202f", "D": "#1f4fc4"}


def num(value: float) -> str:
    """Short, deterministic number text for SVG (one decimal at most)."""
    text = f"{value:.1f}".rstrip("0").rstrip(".")
    return "0" if text == "-0" else text


def star_path(points: int, outer: float, inner: float, rotate_deg: float = 0.0) -> str:
    coords = []
    for k in range(points * 2):
        radius = outer if k % 2 == 0 else inner
        angle = math.radians(rotate_deg - 90 + k * 180 / points)
        coords.append(f"{num(radius * math.cos(angle))} {num(radius * math.sin(angle))}")
    return "M" + " L".join(coords) + "Z"


def gradients() -> str:
    o, c, e, b = (SPANISH_COLOURS[s] for s in "OCEB")
    return f"""
<radialGradient id="g-gold" cx="0.38" cy="0.32" r="0.75">
  <stop offset="0" stop-color="#fff3b0"/><stop offset="0.45" stop-color="{o['main']}"/>
  <stop offset="1" stop-color="#b77400"/></radialGradient>
<linearGradient id="g-cup" x1="0" y1="0" x2="1" y2="0">
  <stop offset="0" stop-color="#9c1414"/><stop offset="0.35" stop-color="#f0544a"/>
  <stop offset="1" stop-color="{c['dark']}"/></linearGradient>
<linearGradient id="g-blade" x1="0" y1="0" x2="1" y2="0">
  <stop offset="0" stop-color="#f4f8ff"/><stop offset="0.5" stop-color="#b9cfee"/>
  <stop offset="1" stop-color="#6f93cc"/></linearGradient>
<linearGradient id="g-club" x1="0" y1="0" x2="1" y2="0">
  <stop offset="0" stop-color="#1f6a29"/><stop offset="0.4" stop-color="#4caf50"/>
  <stop offset="1" stop-color="{b['dark']}"/></linearGradient>
<linearGradient id="g-hilt" x1="0" y1="0" x2="0" y2="1">
  <stop offset="0" stop-color="#4a7fd6"/><stop offset="1" stop-color="{e['dark']}"/></linearGradient>
"""


def spanish_defs() -> str:
    o, c, e, b = (SPANISH_COLOURS[s] for s in "OCEB")
    sun = star_path(8, 27, 13)
    rays = star_path(16, 35, 29, 11.25)
    return f"""
<g id="s-O">
  <circle r="49" fill="url(#g-gold)" stroke="{o['dark']}" stroke-width="4"/>
  <circle r="40" fill="none" stroke="{o['dark']}" stroke-width="2.5"/>
  <path d="{rays}" fill="#f8c93a" stroke="{o['dark']}" stroke-width="1.5"/>
  <path d="{sun}" fill="{o['main']}" stroke="{o['dark']}" stroke-width="2.5" stroke-linejoin="round"/>
  <circle r="10" fill="#fff1a8" stroke="{o['dark']}" stroke-width="2.5"/>
</g>
<g id="s-C">
  <path d="M-30 47C-30 37-12 33-6 31L6 31C12 33 30 37 30 47Z" fill="url(#g-cup)"
    stroke="{c['dark']}" stroke-width="3.5" stroke-linejoin="round"/>
  <rect x="-5.5" y="6" width="11" height="27" fill="{c['main']}" stroke="{c['dark']}" stroke-width="3"/>
  <ellipse cy="17" rx="13" ry="7" fill="{c['light']}" stroke="{c['dark']}" stroke-width="3"/>
  <path d="M-40-40C-40-12-22 4-7 8L7 8C22 4 40-12 40-40Z" fill="url(#g-cup)"
    stroke="{c['dark']}" stroke-width="3.5" stroke-linejoin="round"/>
  <path d="M-37-25C-14-17 14-17 37-25" fill="none" stroke="{c['light']}" stroke-width="6"/>
  <ellipse cy="-40" rx="40" ry="9" fill="#7a0d0d" stroke="{c['dark']}" stroke-width="3"/>
  <path d="M-40-40C-30-47 30-47 40-40" fill="none" stroke="{c['light']}" stroke-width="3"/>
  <circle cx="-14" cy="-7" r="3.5" fill="{c['light']}"/><circle cx="0" cy="-4" r="3.5" fill="{c['light']}"/>
  <circle cx="14" cy="-7" r="3.5" fill="{c['light']}"/>
</g>
<g id="s-E">
  <path d="M0-100L10-82L10 38L-10 38L-10-82Z" fill="url(#g-blade)" stroke="{e['dark']}"
    stroke-width="3.5" stroke-linejoin="round"/>
  <path d="M0-80L0 34" stroke="#7d9fd6" stroke-width="2.5"/>
  <path d="M-36 44C-30 36-12 38 0 38C12 38 30 36 36 44C30 52 12 50 0 50C-12 50-30 52-36 44Z"
    fill="url(#g-hilt)" stroke="{e['dark']}" stroke-width="3" stroke-linejoin="round"/>
  <circle cx="-37" cy="44" r="6.5" fill="#f2c230" stroke="{e['dark']}" stroke-width="2.5"/>
  <circle cx="37" cy="44" r="6.5" fill="#f2c230" stroke="{e['dark']}" stroke-width="2.5"/>
  <rect x="-6.5" y="50" width="13" height="32" rx="4" fill="url(#g-hilt)" stroke="{e['dark']}" stroke-width="3"/>
  <path d="M-6 60L6 56M-6 70L6 66M-6 80L6 76" stroke="#f2c230" stroke-width="2.5"/>
  <circle cy="90" r="10" fill="#f2c230" stroke="{e['dark']}" stroke-width="3"/>
</g>
<g id="s-B">
  <path d="M-10 94C-12 40-17-20-24-78C-27-99 25-101 22-80C16-20 12 40 10 94C9 101-9 101-10 94Z"
    fill="url(#g-club)" stroke="{b['dark']}" stroke-width="3.5" stroke-linejoin="round"/>
  <path d="M-19-44L-33-55C-37-58-41-53-37-49L-21-36Z" fill="#3d9b46" stroke="{b['dark']}"
    stroke-width="3" stroke-linejoin="round"/>
  <path d="M15-6L29-16C33-19 37-14 33-10L14 4Z" fill="#3d9b46" stroke="{b['dark']}"
    stroke-width="3" stroke-linejoin="round"/>
  <path d="M-13 42L-25 36C-29 34-31 40-27 42L-12 52Z" fill="#3d9b46" stroke="{b['dark']}"
    stroke-width="3" stroke-linejoin="round"/>
  <ellipse cx="-1" cy="-84" rx="21" ry="8" fill="{b['light']}" stroke="{b['dark']}" stroke-width="3"/>
  <ellipse cx="-1" cy="-84" rx="9" ry="3.5" fill="none" stroke="#a9813a" stroke-width="2"/>
  <ellipse cx="-4" cy="-10" rx="4" ry="7" fill="{b['dark']}"/>
  <ellipse cx="4" cy="62" rx="3.5" ry="6" fill="{b['dark']}"/>
  <path d="M-6-60C-4-30-2 0 0 30" fill="none" stroke="#8fd694" stroke-width="3" stroke-linecap="round"/>
</g>
"""


def french_defs() -> str:
    red, black = FRENCH_COLOURS["H"], FRENCH_COLOURS["S"]
    return f"""
<path id="s-H" fill="{red}" d="M0 46C-13 31-48 9-48-17C-48-36-35-48-22-48C-11-48-3-41 0-31C3-41 11-48 22-48C35-48 48-36 48-17C48 9 13 31 0 46Z"/>
<path id="s-D" fill="{red}" d="M0-50C11-33 24-16 38 0C24 16 11 33 0 50C-11 33-24 16-38 0C-24-16-11-33 0-50Z"/>
<path id="s-S" fill="{black}" d="M0-50C-11-29-47-11-47 13C-47 30-35 40-23 40C-13 40-6 35-3 28C-4 38-8 45-17 50L17 50C8 45 4 38 3 28C6 35 13 40 23 40C35 40 47 30 47 13C47-11 11-29 0-50Z"/>
<g id="s-C" fill="{black}">
  <circle cy="-25" r="22"/><circle cx="-24" cy="12" r="22"/><circle cx="24" cy="12" r="22"/>
  <circle cy="4" r="14"/>
  <path d="M-4 8C-4 30-9 42-18 50L18 50C9 42 4 30 4 8Z"/>
</g>
"""
