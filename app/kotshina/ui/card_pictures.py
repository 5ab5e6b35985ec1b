"""What draws the cards, as the table, the chooser and the start screen use it: the SVG
renderer (``cards/renderer.py``), the player's card back over it (``card_backs.py``) or the
painted fallback of a build without the card art (``table/fallback_cards.py``)."""

from __future__ import annotations

from pathlib import Path
from typing import Protocol

from PySide6.QtGui import QPixmap


class CardPictures(Protocol):
    #: how strongly a dimmed card is veiled (View → High contrast doubles it)
    dim_strength: float

    def aspect(self, deck: str) -> float:
        """A card's height over its width in ``deck``'s art."""
        ...

    def pixmap(self, deck: str, card: str | None, width: int, dpr: float = 1.0,
               style: str = "normal") -> QPixmap:
        """``card`` (record notation; None: its back) ``width`` pixels wide, in ``style``."""
        ...


class CardArt(CardPictures, Protocol):
    """Card pictures drawn from the art's files (the start screen's fans hash them)."""

    four_colours: bool

    def card_path(self, deck: str, card: str | None, back: str | None = None) -> Path: ...

    def backs(self, deck: str) -> list[str]: ...
