"""The card renderer as the table sees it: every face-down card drawn with the player's back."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QPixmap

from .cards.renderer import CardRenderer

#: felt colours offered in View → Table colour
FELT_COLOURS = {"green": "#1d6b3f", "blue": "#1f4f7a", "red": "#7a2431", "brown": "#6b4a2b"}


class BackChoosingRenderer:
    """Forwards to the card renderer, drawing backs with ``back`` unless a caller names one."""

    def __init__(self, renderer: CardRenderer, back: str = "red") -> None:
        self.renderer = renderer
        self.back = back

    @property
    def four_colours(self) -> bool:
        return self.renderer.four_colours

    @four_colours.setter
    def four_colours(self, on: bool) -> None:
        self.renderer.four_colours = on

    @property
    def dim_strength(self) -> float:
        return self.renderer.dim_strength

    @dim_strength.setter
    def dim_strength(self, value: float) -> None:
        self.renderer.dim_strength = value

    def aspect(self, deck: str) -> float:
        return self.renderer.aspect(deck)

    def backs(self, deck: str) -> list[str]:
        return self.renderer.backs(deck)

    def card_path(self, deck: str, card: str | None, back: str | None = None) -> Path:
        return self.renderer.card_path(deck, card, back or self.back)

    def pixmap(self, deck: str, card: str | None, width: int, dpr: float = 1.0,
               style: str = "normal", back: str | None = None) -> QPixmap:
        return self.renderer.pixmap(deck, card, width, dpr, style, back or self.back)
