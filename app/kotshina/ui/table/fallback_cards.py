"""A small painted deck used when the project's SVG card renderer is not available.

Same interface as ``kotshina.ui.cards.renderer.CardRenderer``: ``pixmap(deck, card, width, dpr,
style)`` and ``aspect(deck)`` (height / width). Plain but legible: index in the corners, a suit
mark in the suit's traditional colour.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen, QPixmap

from ..card_pictures import CardPictures

_ASPECT = {"spanish": 95 / 61, "french": 88 / 63}
_SUIT_COLOUR = {
    "O": "#c9a000", "C": "#c0282d", "E": "#1f4fa8", "B": "#2e7d32",
    "S": "#111111", "H": "#c0282d", "D": "#c0282d", "C_FR": "#111111",
}
_SUIT_MARK = {"O": "●", "C": "♥", "E": "†", "B": "♣", "S": "♠", "H": "♥", "D": "♦"}
_STYLE_OVERLAY = {"highlight": QColor(255, 215, 64, 90), "selected": QColor(90, 160, 255, 90),
                  "dim": QColor(0, 0, 0, 110)}


class FallbackRenderer:
    dim_strength = 1.0  # its dimmed cards are painted, not veiled

    def __init__(self) -> None:
        self._cache: dict[tuple[str, str | None, int, float, str], QPixmap] = {}

    def aspect(self, deck: str) -> float:
        return _ASPECT.get(deck, _ASPECT["spanish"])

    def pixmap(self, deck: str, card: str | None, width: int, dpr: float = 1.0,
               style: str = "normal") -> QPixmap:
        key = (deck, card, int(width), float(dpr), style)
        cached = self._cache.get(key)
        if cached is None:
            cached = self._paint(deck, card, int(width), dpr, style)
            self._cache[key] = cached
        return cached

    def _paint(self, deck: str, card: str | None, width: int, dpr: float, style: str) -> QPixmap:
        height = round(width * self.aspect(deck))
        pixmap = QPixmap(round(width * dpr), round(height * dpr))
        pixmap.setDevicePixelRatio(dpr)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0.5, 0.5, width - 1, height - 1)
        radius = width * 0.08
        painter.setPen(QPen(QColor("#555555"), 1))
        if card is None:
            painter.setBrush(QColor("#8e1b1b"))
            painter.drawRoundedRect(rect, radius, radius)
            inner = rect.adjusted(width * 0.08, width * 0.08, -width * 0.08, -width * 0.08)
            painter.setPen(QPen(QColor("#e8c36a"), max(1.0, width * 0.02)))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(inner, radius * 0.6, radius * 0.6)
            painter.setBrush(QColor("#e8c36a"))
            painter.drawEllipse(inner.center(), width * 0.12, width * 0.12)
        else:
            match = re.fullmatch(r"(\d+|[JQKA])([A-Z])", card)
            rank, suit = (match.group(1), match.group(2)) if match else (card, "")
            colour = QColor(_SUIT_COLOUR.get(suit if deck == "spanish" or suit != "C" else "C_FR",
                                             "#111111"))
            painter.setBrush(QColor("#fbf8ef"))
            painter.drawRoundedRect(rect, radius, radius)
            font = QFont()
            font.setBold(True)
            font.setPixelSize(max(6, round(width * 0.24)))
            painter.setFont(font)
            painter.setPen(colour)
            corner = QRectF(width * 0.06, height * 0.03, width * 0.4, height * 0.2)
            painter.drawText(corner, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, rank)
            painter.save()
            painter.translate(width, height)
            painter.rotate(180)
            painter.drawText(corner, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, rank)
            painter.restore()
            font.setPixelSize(max(8, round(width * 0.5)))
            painter.setFont(font)
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, _SUIT_MARK.get(suit, suit))
        overlay = _STYLE_OVERLAY.get(style)
        if overlay is not None:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(overlay)
            painter.drawRoundedRect(rect, radius, radius)
        painter.end()
        return pixmap


def default_renderer() -> CardPictures:
    """The project's SVG renderer when it is installed, else this painted fallback."""
    try:
        from ..cards.renderer import CardRenderer
    except ImportError:
        return FallbackRenderer()
    return CardRenderer()
