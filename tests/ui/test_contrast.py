"""Every text colour of the themes against WCAG AA (4.5:1 for text; issue 28): the usual felt
theme and high contrast, the name plates' text on each table colour, and the suit colours of
both decks (the four-colour French deck included) on the card's paper. ``python -m pytest
tests/ui/test_contrast.py -s`` prints the figures."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from kotshina.ui import theme
from kotshina.ui.card_backs import FELT_COLOURS
from kotshina.ui.table.said import TONES

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "resources" / "cards"))
from cardgen.symbols import FOUR_COLOURS, FRENCH_COLOURS, SPANISH_COLOURS  # noqa: E402

AA_TEXT = 4.5
CARD_PAPER = "#fffdf7"  # resources/cards/generate.py PAPER


def rgb(colour: str) -> tuple[float, float, float]:
    colour = colour.lstrip("#")
    return tuple(int(colour[i:i + 2], 16) / 255 for i in (0, 2, 4))  # type: ignore[return-value]


def luminance(colour: tuple[float, float, float]) -> float:
    def channel(c: float) -> float:
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (channel(c) for c in colour)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def ratio(text: tuple[float, float, float], background: tuple[float, float, float]) -> float:
    lighter, darker = sorted((luminance(text), luminance(background)), reverse=True)
    return (lighter + 0.05) / (darker + 0.05)


def over(top: tuple[float, float, float], alpha: float,
         bottom: tuple[float, float, float]) -> tuple[float, float, float]:
    return tuple(t * alpha + b * (1 - alpha) for t, b in zip(top, bottom, strict=True))  # type: ignore[return-value]


def figures() -> list[tuple[str, str, float]]:
    rows = []
    for name, colours in (("felt theme", theme.NORMAL), ("high contrast", theme.HIGH_CONTRAST)):
        for what, text, background in theme.text_pairs(colours):
            rows.append((name, what, ratio(rgb(text), rgb(background))))
    plate = theme.PLATE_ALPHA / 255  # name plates and the score box: black, translucent
    for felt, colour in [*FELT_COLOURS.items(), ("high contrast", "#000000")]:
        behind = over((0, 0, 0), plate, rgb(colour))
        rows.append(("name plates", f"text on the {felt} felt", ratio(rgb(theme.TEXT), behind)))
        rows.append(("name plates", f"gold on the {felt} felt", ratio(rgb(theme.GOLD), behind)))
    felt = rgb(theme.FELT)
    for what, colour, fill in (("said bubble", theme.INK, TONES["said"][0]),
                               ("refusal bubble", theme.INK, TONES["refusal"][0]),
                               ("contract and coach panels", "#ffffff", "#0e1e14"),
                               ("coach panel title", "#9fd0ff", "#0e1e14")):
        rows.append(("on the felt", what, ratio(rgb(colour), over(rgb(fill), 238 / 255, felt))))
    paper = rgb(CARD_PAPER)
    for suit, colours in SPANISH_COLOURS.items():
        rows.append(("Spanish deck", f"index of {suit}", ratio(rgb(colours["dark"]), paper)))
    for deck, colours in (("French deck", FRENCH_COLOURS), ("four-colour deck", FOUR_COLOURS)):
        for suit, colour in colours.items():
            rows.append((deck, f"index of {suit}", ratio(rgb(colour), paper)))
    return rows


@pytest.mark.parametrize("theme_name, what, value", figures(),
                         ids=[f"{t}: {w}" for t, w, _v in figures()])
def test_text_meets_wcag_aa(theme_name: str, what: str, value: float) -> None:
    print(f"{theme_name:16} {what:36} {value:5.2f}:1")
    assert value >= AA_TEXT


def test_the_ratio_is_wcags() -> None:
    assert ratio(rgb("#000000"), rgb("#ffffff")) == pytest.approx(21.0)
    assert ratio(rgb("#777777"), rgb("#ffffff")) == pytest.approx(4.48, abs=0.01)
