"""The felt's geometry as the board and the panels over it need it: the scene's size, the
reading direction, the scale the felt is drawn at (below TABLE_MINIMUM it is laid out at the
minimum and drawn smaller), the cards' own scale (View → Card size) and the pixel ratio cards
are rendered at. Read from the QGraphicsView that shows the felt; nothing else of it."""

from __future__ import annotations

from PySide6.QtCore import QSizeF, Qt
from PySide6.QtWidgets import QGraphicsView


class FeltGeometry:
    def __init__(self, view: QGraphicsView) -> None:
        self._view = view
        self.felt_scale = 1.0  # the felt drawn at this scale (smaller than TABLE_MINIMUM)
        self.card_scale = 1.0  # View → Card size

    def rtl(self) -> bool:
        return self._view.layoutDirection() == Qt.LayoutDirection.RightToLeft

    def dpr(self) -> float:
        """Device pixels per scene unit: cards drawn on a scaled-down felt are rendered at
        the size they show, so they stay sharp."""
        return self._view.viewport().devicePixelRatioF() * self.felt_scale

    def size(self) -> QSizeF:
        """The scene's size: the viewport's, or larger when the felt is scaled down."""
        return self._view.sceneRect().size()
