"""Furniture on the felt: a seat's name plate, stacks with counts (piles, deck) and the frames
of builds (the score box, the banner and the labels are in felt_labels.py). They only draw what
the view tells them; no game logic here."""

from __future__ import annotations

from PySide6.QtCore import QLocale, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen, QPixmap
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from .. import theme
from ..card_pictures import CardPictures
from ..text_fit import TextRun, fitted

GOLD = theme.gold()
PLATE = theme.plate()


def _font(px: float, bold: bool = False) -> QFont:
    return theme.font_px(px, bold)  # never under the readable minimum




class SeatPanel(QGraphicsObject):
    """Name, who plays it, score; glows on its turn; animated dots while the computer thinks."""

    def __init__(self, seat: int, parent: QGraphicsObject | None = None) -> None:
        super().__init__(parent)
        self.seat = seat
        self.name = ""
        self.subtitle = ""
        self.badge = ""  # a lasting mark at the end of the last line (sweeps)
        self.status = ""
        self.active = False
        self.thinking = False
        self.dealer = False
        self.dealer_label = ""
        self.rtl = False
        self.font_px = 13
        self._rect = QRectF(0, 0, 150, 60)
        self._dots = 0
        self._timer = QTimer(self)
        self._timer.timeout.connect(self._tick)

    def set_rect(self, rect: QRectF, font_px: int) -> None:
        self.prepareGeometryChange()
        self.setPos(rect.topLeft())
        self._rect = QRectF(0, 0, rect.width(), rect.height())
        self.font_px = font_px
        self.update()

    def set_thinking(self, thinking: bool, tick_ms: int) -> None:
        if thinking == self.thinking and (self._timer.isActive() or not thinking):
            return  # a sync while thinking keeps the dots going
        self.thinking = thinking
        self._dots = 0
        if thinking and tick_ms > 0:
            self._timer.start(tick_ms)
        else:
            self._timer.stop()
        self.update()

    def _tick(self) -> None:
        self._dots = (self._dots + 1) % 4
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self._rect.adjusted(-4, -4, 4, 4)

    def _align(self, far: bool = False) -> Qt.AlignmentFlag:
        leading = Qt.AlignmentFlag.AlignRight if self.rtl != far else Qt.AlignmentFlag.AlignLeft
        return leading | Qt.AlignmentFlag.AlignAbsolute | Qt.AlignmentFlag.AlignVCenter

    def _inner(self) -> tuple[QRectF, float, float]:
        """The plate's text area, the height of its three lines and the dealer chip's size."""
        pad = self.font_px * 0.7
        inner = self._rect.adjusted(pad, pad * 0.6, -pad, -pad * 0.6)
        return inner, inner.height() / 3, self.font_px * 1.5 if self.dealer else 0.0

    def _styled_runs(self) -> list[tuple[TextRun, QColor, bool]]:
        """(run, colour, at the far end) of each text on the plate: name, who plays it, the
        status (with the thinking dots it can grow to) and the badge at the end of its line.
        A text that would not fit at its size is drawn smaller, down to the readable minimum
        (ui/text_fit.fitting_px), never cut."""
        inner, line_h, chip = self._inner()
        runs: list[tuple[TextRun, QColor, bool]] = []
        name_rect = QRectF(inner.left(), inner.top(), inner.width() - chip - 4, line_h)
        if self.rtl:
            name_rect.moveLeft(inner.left() + chip + 4)
        runs.append((fitted(self.name, _font(self.font_px * 1.12, bold=True), name_rect),
                     QColor("#ffffff"), False))
        soft = QColor(235, 235, 235, 220)
        sub_rect = QRectF(inner.left(), inner.top() + line_h, inner.width(), line_h)
        if self.subtitle:
            runs.append((fitted(self.subtitle, _font(self.font_px * 0.95), sub_rect), soft,
                         False))
        row = 2 if self.subtitle else 1  # no empty line between the name and the status
        stat_rect = QRectF(inner.left(), inner.top() + row * line_h, inner.width(), line_h)
        if self.badge:  # at the far end of the last line, whatever that line says
            badge_font = _font(self.font_px * 0.95, bold=True)
            badge_w = QFontMetricsF(badge_font).horizontalAdvance(self.badge)
            badge_rect = QRectF(stat_rect)
            badge_rect.setWidth(badge_w)
            if not self.rtl:
                badge_rect.moveRight(stat_rect.right())
            runs.append((TextRun(self.badge, badge_font, badge_rect), GOLD, True))
            gap = badge_w + self.font_px * 0.6
            stat_rect.adjust(gap if self.rtl else 0, 0, 0 if self.rtl else -gap, 0)
        if self.status:
            status = self.status + ("..." if self.thinking else "")
            font = fitted(status, _font(self.font_px * 0.95, bold=self.active), stat_rect).font
            shown = self.status + ("." * self._dots if self.thinking else "")
            colour = GOLD if (self.active or self.thinking) else soft
            runs.append((TextRun(shown, font, stat_rect), colour, False))
        return runs

    def text_runs(self) -> list[TextRun]:
        """The plate's texts as drawn, for tests/text_walker.py."""
        runs = [run for run, _colour, _far in self._styled_runs()]
        if self.thinking and runs:  # the dots' widest moment
            last = runs[-1]
            runs[-1] = last._replace(text=self.status + "...")
        return runs

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self._rect
        radius = self.font_px * 0.6
        painter.setBrush(PLATE)
        painter.setPen(QPen(GOLD, 2.5) if self.active else QPen(QColor(255, 255, 255, 50), 1))
        painter.drawRoundedRect(rect, radius, radius)
        for run, colour, far in self._styled_runs():
            painter.setFont(run.font)
            painter.setPen(colour)
            painter.drawText(run.box, self._align(far), run.text)
        if self.dealer:
            inner, line_h, chip = self._inner()
            self._paint_dealer_chip(painter, inner, line_h, chip)

    def _paint_dealer_chip(self, painter: QPainter, inner: QRectF, line_h: float,
                           chip: float) -> None:
        x = inner.left() if self.rtl else inner.right() - chip
        circle = QRectF(x, inner.top() + (line_h - chip) / 2, chip, chip)
        painter.setBrush(QColor("#f5f0e1"))
        painter.setPen(QPen(QColor("#8a6d1d"), 1.5))
        painter.drawEllipse(circle)
        painter.setPen(QColor("#5a4410"))
        painter.setFont(_font(chip * 0.55, bold=True))
        painter.drawText(circle, Qt.AlignmentFlag.AlignCenter, self.dealer_label)


class StackItem(QGraphicsObject):
    """A face-down stack (a pile or the deck) with its card count in a badge."""

    def __init__(self, renderer: CardPictures, art: str, parent: QGraphicsObject | None = None) -> None:
        super().__init__(parent)
        self.renderer = renderer
        self.art = art
        self.count = 0
        self.last = False  # the latest cards taken went here (a gold frame says so)
        self._w, self._h, self._dpr = 40.0, 60.0, 1.0
        self._pixmap: QPixmap | None = None

    def set_card_size(self, width: float, height: float, dpr: float) -> None:
        self.prepareGeometryChange()
        self._w, self._h, self._dpr = width, height, dpr
        self._pixmap = self.renderer.pixmap(self.art, None, max(1, round(width)), dpr, "normal")
        self.update()

    def set_count(self, count: int) -> None:
        self.count = count
        self.update()

    def set_last(self, last: bool) -> None:
        if last != self.last:
            self.last = last
            self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(-6, -self._w * 0.2 - 2, self._w * 1.3 + 10, self._h + self._w * 0.2 + 10)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.count == 0:
            # an empty place keeps its spot on the felt, so nobody wonders where piles go
            painter.setBrush(QColor(0, 0, 0, 25))
            painter.setPen(QPen(QColor(255, 255, 255, 60), 1.2, Qt.PenStyle.DashLine))
            radius = self._w * 0.07
            painter.drawRoundedRect(QRectF(0, 0, self._w, self._h), radius, radius)
            return
        layers = min(4, max(1, (self.count + 4) // 5))
        step = max(1.0, self._w * 0.035)
        if self.last:
            top = (layers - 1) * step
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(GOLD, 2.5))
            radius = self._w * 0.09
            painter.drawRoundedRect(QRectF(-3, -3, self._w + top + 6, self._h + top + 6),
                                    radius, radius)
        for i in range(layers):
            offset = (layers - 1 - i) * step
            if self._pixmap is not None:
                target = QRectF(offset, -offset + (layers - 1) * step, self._w, self._h)
                painter.drawPixmap(target, self._pixmap, QRectF(self._pixmap.rect()))
        text = QLocale().toString(self.count)
        font = _font(self._w * 0.3, bold=True)
        painter.setFont(font)
        diameter = max(self._w * 0.5, QFontMetricsF(font).horizontalAdvance(text) + self._w * 0.2)
        badge = QRectF(self._w - diameter * 0.45, -diameter * 0.3, diameter, diameter * 0.8)
        painter.setBrush(QColor("#1b1b1b"))
        painter.setPen(QPen(GOLD, 1.5))
        painter.drawRoundedRect(badge, badge.height() / 2, badge.height() / 2)
        painter.setPen(QColor("#ffffff"))
        painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, text)


class CountBadge(QGraphicsObject):
    """How many cards a face-down hand holds: a small light disc beside the hand."""

    def __init__(self, parent: QGraphicsObject | None = None) -> None:
        super().__init__(parent)
        self.count = 0
        self.diameter = 18.0

    def set_count(self, count: int, diameter: float) -> None:
        self.prepareGeometryChange()
        self.count = count
        self.diameter = diameter
        self.setVisible(count > 0)
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(-1, -1, self.diameter + 2, self.diameter + 2)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        circle = QRectF(0, 0, self.diameter, self.diameter)
        painter.setBrush(QColor("#f5f0e1"))
        painter.setPen(QPen(QColor(0, 0, 0, 120), 1))
        painter.drawEllipse(circle)
        painter.setPen(QColor("#1b1b1b"))
        painter.setFont(_font(self.diameter * 0.6, bold=True))
        painter.drawText(circle, Qt.AlignmentFlag.AlignCenter, QLocale().toString(self.count))


class BuildFrame(QGraphicsObject):
    """The tray under a build's cards and caption, so a build reads as one thing on the felt;
    the player's own builds have a gold edge."""

    def __init__(self, parent: QGraphicsObject | None = None) -> None:
        super().__init__(parent)
        self.mine = False
        self._rect = QRectF()

    def set_frame(self, rect: QRectF, radius: float, mine: bool) -> None:
        self.prepareGeometryChange()
        self.setPos(rect.topLeft())
        self._rect = QRectF(0, 0, rect.width(), rect.height())
        self._radius = radius
        self.mine = mine
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self._rect.adjusted(-2, -2, 2, 2)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(QColor(0, 0, 0, 55))
        edge = QColor(GOLD) if self.mine else QColor(255, 255, 255, 90)
        if self.mine:
            edge.setAlpha(200)
        painter.setPen(QPen(edge, 1.6 if self.mine else 1.2))
        painter.drawRoundedRect(self._rect, self._radius, self._radius)
