"""Boxes of text on the felt: the score box in the corner, the sweep banner, the small plates
of build captions and King's contract. Each lays its text out as runs (ui/text_fit.py) it
draws and a test checks: nothing is elided or cut."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from .. import theme
from ..text_fit import TextRun, wrap_words
from .seat_panel import GOLD, PLATE


class ScoreBox(QGraphicsObject):
    """The corner box: match target, deal number, the sides' totals. A line too long for the
    box ("Opponent 1 is choosing the contract") goes on over the next line, and the box grows
    to hold it, rather than being cut."""

    def __init__(self, parent: QGraphicsObject | None = None) -> None:
        super().__init__(parent)
        self.lines: list[str] = []
        self.rtl = False
        self.font_px = 13
        self._rect = QRectF(0, 0, 150, 60)
        self._rows: list[tuple[str, QFont, bool]] = []  # (text, font, heading) as drawn

    def _pad(self) -> float:
        return self.font_px * 0.7

    def set_rect(self, rect: QRectF, font_px: int) -> None:
        self.prepareGeometryChange()
        self.setPos(rect.topLeft())
        self.font_px = font_px
        room = rect.width() - 2 * self._pad()
        self._rows = []
        for index, line in enumerate(self.lines):
            font = theme.font_px(font_px * (1.0 if index else 1.05), bold=index == 0)
            for part in wrap_words(line, QFontMetricsF(font), room) or [""]:
                self._rows.append((part, font, index == 0))
        self._rect = QRectF(0, 0, rect.width(), max(rect.height(),
                                                   (len(self._rows) + 0.8) * font_px * 1.35))
        self.update()

    def text_runs(self) -> list[TextRun]:
        pad = self._pad()
        inner = self._rect.adjusted(pad, pad * 0.5, -pad, -pad * 0.5)
        line_h = inner.height() / max(1, len(self._rows))
        return [TextRun(text, font, QRectF(inner.left(), inner.top() + index * line_h,
                                           inner.width(), line_h))
                for index, (text, font, _heading) in enumerate(self._rows)]

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self._rect.adjusted(-2, -2, 2, 2)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(PLATE)
        painter.setPen(QPen(QColor(255, 255, 255, 50), 1))
        radius = self.font_px * 0.6
        painter.drawRoundedRect(self._rect, radius, radius)
        align = (Qt.AlignmentFlag.AlignRight if self.rtl else Qt.AlignmentFlag.AlignLeft) \
            | Qt.AlignmentFlag.AlignAbsolute | Qt.AlignmentFlag.AlignVCenter
        for run, row in zip(self.text_runs(), self._rows, strict=True):
            painter.setFont(run.font)
            painter.setPen(GOLD if row[2] else QColor("#ffffff"))
            painter.drawText(run.box, align, run.text)


class Banner(QGraphicsObject):
    """A short message across the middle of the felt (the sweep), fading out by itself."""

    def __init__(self, parent: QGraphicsObject | None = None) -> None:
        super().__init__(parent)
        self.text = ""
        self._rect = QRectF()
        self.setZValue(1000)
        self.setVisible(False)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(lambda: self.setVisible(False))

    def show_text(self, text: str, centre_x: float, centre_y: float, px: int, ms: int) -> None:
        self.prepareGeometryChange()
        self.text = text
        font = theme.font_px(px, bold=True)
        width = QFontMetricsF(font).horizontalAdvance(text) + px * 2
        self._rect = QRectF(-width / 2, -px, width, px * 2)
        self.setPos(centre_x, centre_y)
        self.setVisible(ms > 0)
        if ms > 0:
            self._timer.start(ms)
        self.update()

    def text_runs(self) -> list[TextRun]:
        return [TextRun(self.text, theme.font_px(self._rect.height() * 0.5, bold=True), self._rect)]

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self._rect.adjusted(-3, -3, 3, 3)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(QColor(20, 20, 20, 200))
        painter.setPen(QPen(GOLD, 2))
        painter.drawRoundedRect(self._rect, self._rect.height() / 2, self._rect.height() / 2)
        painter.setPen(GOLD)
        painter.setFont(theme.font_px(self._rect.height() * 0.5, bold=True))
        painter.drawText(self._rect, Qt.AlignmentFlag.AlignCenter, self.text)


class LabelItem(QGraphicsObject):
    """A small plate of text on the felt: a build's caption, King's contract and trumps."""

    def __init__(self, parent: QGraphicsObject | None = None) -> None:
        super().__init__(parent)
        self.text = ""
        self.px = 13
        self._rect = QRectF()
        self.setZValue(40)

    @staticmethod
    def width_for(text: str, px: int) -> float:
        """How wide the plate of ``text`` is at ``px``."""
        return QFontMetricsF(theme.font_px(px, bold=True)).horizontalAdvance(text) + px * 1.4

    def show_text(self, text: str, centre_x: float, top: float, px: int) -> None:
        """Centred on ``centre_x``, its top edge at ``top``."""
        self.prepareGeometryChange()
        self.text, self.px = text, px
        width = self.width_for(text, px)
        self._rect = QRectF(-width / 2, 0, width, px * 1.6)
        self.setPos(centre_x, top)
        self.update()

    def text_runs(self) -> list[TextRun]:
        return [TextRun(self.text, theme.font_px(self.px, bold=True), self._rect)] if self.text else []

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self._rect.adjusted(-2, -2, 2, 2)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(QColor(0, 0, 0, 140))
        painter.setPen(QPen(QColor(255, 213, 74, 150), 1.2))
        radius = self._rect.height() / 2
        painter.drawRoundedRect(self._rect, radius, radius)
        painter.setPen(GOLD)
        painter.setFont(theme.font_px(self.px, bold=True))
        painter.drawText(self._rect, Qt.AlignmentFlag.AlignCenter, self.text)
