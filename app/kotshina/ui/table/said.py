"""The line by a computer seat saying what it did last ("took 5♦ + 10♣ with 6♠", "led 9♥",
"chose No queens"). It stays until that seat moves again, so a player who looked away still
knows; a click on the seat's name plate pictures the move's cards (``RecallPanel``)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from .. import theme
from ..text_fit import TextRun, wrap_words

Z_SAID = 60  # above the cards on the felt, under the chooser and the panels
#: which side of the bubble points at the name plate, by the seat's place at the table
POINTS_FROM = {"top": "up", "left": "left", "right": "right", "bottom": "down"}
#: fill and border: a seat's move on paper, a refusal in amber
TONES = {"said": (theme.PAPER, "#5a000000"), "refusal": ("#ffe2a0", "#9a3412")}


class SaidBubble(QGraphicsObject):
    def __init__(self, parent: QGraphicsObject | None = None) -> None:
        super().__init__(parent)
        self.text = ""
        self.px = 13
        self.points = "up"
        self.rtl = False
        self.tone = "said"
        self._rect = QRectF()
        self._lines: list[str] = []
        self._font = theme.font_px(self.px)
        self._tip_y = 0.0  # left/right: where the pointer leaves the bubble (item coordinates)
        self.setZValue(Z_SAID)
        self.setVisible(False)

    def show_text(self, text: str, anchor: QPointF, points: str, max_width: float, px: int,
                  rtl: bool) -> None:
        """``anchor``: the point the bubble's tip touches (a name plate's corner, a card's top
        middle); ``points``: up (the bubble hangs under it), down (stands over it), left or
        right (beside it)."""
        self.prepareGeometryChange()
        self.text, self.px, self.points, self.rtl = text, max(theme.MIN_TEXT_PX, px), points, rtl
        self.setVisible(bool(text))
        if not text:
            self._lines = []
            return
        # measured and drawn in one font, made once: a font made again at paint time may be
        # another (the language's, after a switch) and lose the last letters
        font = self._font = theme.font_px(self.px)
        metrics = QFontMetricsF(font)
        pad = self.px * 0.6
        self._lines = wrap_words(text, metrics, max_width - 2 * pad)
        width = max(metrics.horizontalAdvance(line) for line in self._lines) + 2 * pad
        height = len(self._lines) * metrics.lineSpacing() + 1.2 * pad
        self._rect = QRectF(0, 0, width, height)
        tip = self.px * 0.55
        if points == "up":  # hangs under the plate, its edge lined up with the plate's
            x = anchor.x() - width if rtl else anchor.x()
            self.setPos(x, anchor.y() + tip)
        elif points == "down":  # stands over a card, centred on it
            self.setPos(anchor.x() - width / 2, anchor.y() - tip - height)
        elif points == "left":  # to the right of a plate on the left
            self.setPos(anchor.x() + tip, anchor.y())
        else:  # to the left of a plate on the right
            self.setPos(anchor.x() - tip - width, anchor.y())
        self._tip_y = self.px * 0.6 * 2
        self.update()

    def raise_by(self, dy: float) -> None:
        """Move up by ``dy`` (out of the way of cards) with the pointer still at the plate."""
        if dy <= 0 or self.points not in ("left", "right"):
            return
        self.prepareGeometryChange()
        self.setPos(self.pos().x(), self.pos().y() - dy)
        radius = self.px * 0.6
        self._tip_y = min(self._tip_y + dy, self._rect.height() - radius * 1.5)
        self.update()

    def rise_on_its_pointer(self) -> float:
        """How far a bubble beside a plate can rise with its pointer still where it was (at
        the plate): the pointer slides down the bubble's edge, as far as its rounded corner."""
        if self.points not in ("left", "right"):
            return 0.0
        radius = self.px * 0.6
        return max(0.0, self._rect.height() - radius * 1.5 - self._tip_y)

    def lower_by(self, dy: float) -> None:
        """Move down by ``dy`` (out of a bubble above) with the pointer as near the plate as
        the bubble's rounded corner allows."""
        if dy <= 0 or self.points not in ("left", "right"):
            return
        self.prepareGeometryChange()
        self.setPos(self.pos().x(), self.pos().y() + dy)
        radius = self.px * 0.6
        self._tip_y = max(self._tip_y - dy, radius * 1.5)
        self.update()

    def bubble_rect(self) -> QRectF:
        """The bubble without its pointer, in item coordinates."""
        return QRectF(self._rect)

    def boundingRect(self) -> QRectF:  # noqa: N802
        grow = self.px
        return self._rect.adjusted(-grow, -grow, grow, grow)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        if not self._lines:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self._rect
        radius = self.px * 0.6
        tip = self.px * 0.55
        path = QPainterPath()
        path.addRoundedRect(rect, radius, radius)
        pointer = QPainterPath()
        if self.points == "up":
            x = rect.right() - radius * 2.2 if self.rtl else rect.left() + radius * 2.2
            pointer.moveTo(x - tip, rect.top() + 1)
            pointer.lineTo(x, rect.top() - tip)
            pointer.lineTo(x + tip, rect.top() + 1)
        elif self.points == "down":
            x = rect.center().x()
            pointer.moveTo(x - tip, rect.bottom() - 1)
            pointer.lineTo(x, rect.bottom() + tip)
            pointer.lineTo(x + tip, rect.bottom() - 1)
        else:
            edge = rect.left() if self.points == "left" else rect.right()
            out = -tip if self.points == "left" else tip
            y = rect.top() + self._tip_y
            pointer.moveTo(edge - out * 0.1, y - tip)
            pointer.lineTo(edge + out, y)
            pointer.lineTo(edge - out * 0.1, y + tip)
        pointer.closeSubpath()
        path = path.united(pointer)
        fill, border = TONES[self.tone]
        painter.setBrush(QColor(fill))
        painter.setPen(QPen(QColor(border), 1.5 if self.tone == "refusal" else 1))
        painter.drawPath(path)
        painter.setPen(QColor(theme.INK))
        painter.setFont(self._font)
        align = (Qt.AlignmentFlag.AlignRight if self.rtl else Qt.AlignmentFlag.AlignLeft) \
            | Qt.AlignmentFlag.AlignAbsolute | Qt.AlignmentFlag.AlignVCenter
        for run in self.text_runs():
            painter.drawText(run.box, align, run.text)

    def lines(self) -> list[str]:
        """The bubble's lines as drawn (its words, wrapped, never cut)."""
        return list(self._lines)

    def text_runs(self) -> list[TextRun]:
        """Each line, its font and the box it is drawn in (item coordinates)."""
        metrics = QFontMetricsF(self._font)
        pad = self.px * 0.6
        return [TextRun(line, self._font,
                        QRectF(pad, pad * 0.6 + index * metrics.lineSpacing(),
                               self._rect.width() - 2 * pad, metrics.lineSpacing()))
                for index, line in enumerate(self._lines)]
