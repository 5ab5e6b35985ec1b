"""The scene under the table: it routes the mouse to the view's gestures and paints the felt
(a radial gradient in the table colour, and the centre area, lit while a card is dragged over
it)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QRect, QRectF
from PySide6.QtGui import QColor, QPainter, QRadialGradient
from PySide6.QtWidgets import QGraphicsScene, QGraphicsSceneMouseEvent

from .interaction import FELT

if TYPE_CHECKING:
    from .view import TableView


class TableScene(QGraphicsScene):
    """Routes the mouse to the view's Interaction and paints the felt."""

    def __init__(self, view: TableView) -> None:
        super().__init__(view)
        self._view = view

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        self._view.interaction.press(event.scenePos(), event.button())
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        self._view.interaction.move(event.scenePos(), event.buttons())
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        self._view.interaction.release(event.scenePos(), event.button())
        event.accept()

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        self._view.interaction.double_click(event.scenePos())
        event.accept()

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:  # noqa: N802
        area = self.sceneRect()
        felt = QColor(self._view.felt_colour)
        gradient = QRadialGradient(area.center(), max(area.width(), area.height()) * 0.75)
        gradient.setColorAt(0.0, felt.lighter(118))
        gradient.setColorAt(0.65, felt)
        gradient.setColorAt(1.0, felt.darker(165))
        painter.fillRect(rect, gradient)
        layout = self._view.board.layout if hasattr(self._view, "board") else None
        if layout is None:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        centre = layout.centre.adjusted(-layout.margin / 2, -layout.margin / 2,
                                        layout.margin / 2, layout.margin / 2)
        radius = layout.card.width() * 0.25
        dragging_to_felt = self._view.interaction.target == FELT
        painter.setPen(QColor(255, 255, 255, 110 if dragging_to_felt else 28))
        painter.setBrush(QColor(255, 230, 120, 40) if dragging_to_felt else QColor(0, 0, 0, 18))
        painter.drawRoundedRect(centre, radius, radius)
