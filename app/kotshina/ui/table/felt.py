"""The scene under the table: it routes the mouse to the table's gestures and paints the felt
(a radial gradient in the table colour, copied from ``felt_picture``, and the centre area, lit
while a card is dragged over it)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from PySide6.QtCore import QObject, QPointF, QRect, QRectF, Qt
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QGraphicsScene, QGraphicsSceneMouseEvent

from .felt_picture import FeltPicture
from .layout import TableLayout


class MouseGestures(Protocol):
    """What the scene hands the mouse to (the table's Interaction)."""

    def press(self, pos: QPointF, button: Qt.MouseButton) -> None: ...

    def move(self, pos: QPointF, buttons: Qt.MouseButton) -> None: ...

    def release(self, pos: QPointF, button: Qt.MouseButton) -> None: ...

    def double_click(self, pos: QPointF) -> None: ...


class TableScene(QGraphicsScene):
    """Routes the mouse to ``gestures`` (set once the table has made them) and paints the felt
    in ``colour()``, with the centre of ``felt_layout()`` lit while ``over_felt()`` (a card is
    dragged over it)."""

    def __init__(self, colour: Callable[[], QColor], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.colour = colour
        self.gestures: MouseGestures | None = None
        self.felt_layout: Callable[[], TableLayout | None] = lambda: None
        self.over_felt: Callable[[], bool] = lambda: False
        self.felt = FeltPicture()  # the main window gives it the picture cache's shelf

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if self.gestures is not None:
            self.gestures.press(event.scenePos(), event.button())
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if self.gestures is not None:
            self.gestures.move(event.scenePos(), event.buttons())
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if self.gestures is not None:
            self.gestures.release(event.scenePos(), event.button())
        event.accept()

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if self.gestures is not None:
            self.gestures.double_click(event.scenePos())
        event.accept()

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:  # noqa: N802
        self.felt.draw(painter, self.sceneRect(), QRectF(rect), QColor(self.colour()))
        layout = self.felt_layout()
        if layout is None:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        centre = layout.centre.adjusted(-layout.margin / 2, -layout.margin / 2,
                                        layout.margin / 2, layout.margin / 2)
        radius = layout.card.width() * 0.25
        dragging_to_felt = self.over_felt()
        painter.setPen(QColor(255, 255, 255, 110 if dragging_to_felt else 28))
        painter.setBrush(QColor(255, 230, 120, 40) if dragging_to_felt else QColor(0, 0, 0, 18))
        painter.drawRoundedRect(centre, radius, radius)
