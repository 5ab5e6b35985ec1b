"""The window icon, drawn in code: two fanned cards with a gold coin, on a transparent square."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QIcon, QPainter, QPen, QPixmap


def _draw(size: int) -> QPixmap:
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    p = QPainter(pixmap)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    s = size / 64.0
    card = QRectF(-13 * s, -20 * s, 26 * s, 40 * s)
    for angle, colour in ((-14, QColor("#1f6b45")), (12, QColor("#fdfaf0"))):
        p.save()
        p.translate(32 * s, 34 * s)
        p.rotate(angle)
        p.setPen(QPen(QColor("#3b2a10"), max(1.0, 1.6 * s)))
        p.setBrush(QBrush(colour))
        p.drawRoundedRect(card, 4 * s, 4 * s)
        p.restore()
    p.translate(32 * s, 34 * s)
    p.rotate(12)
    p.setPen(QPen(QColor("#8a5a00"), max(1.0, 1.4 * s)))
    p.setBrush(QBrush(QColor("#f2b705")))
    p.drawEllipse(QPointF(0, 0), 8 * s, 8 * s)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawEllipse(QPointF(0, 0), 4.5 * s, 4.5 * s)
    p.end()
    return pixmap


def app_icon() -> QIcon:
    icon = QIcon()
    for size in (16, 24, 32, 48, 64, 128, 256):
        icon.addPixmap(_draw(size))
    return icon
