"""Furniture on the felt: a seat's name plate, stacks with counts (piles, deck), the score box,
the sweep banner and the frames of builds. They only draw what the view tells them; no game logic here."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QLocale, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from .. import theme

GOLD = theme.gold()
PLATE = theme.plate()


def _font(px: float, bold: bool = False) -> QFont:
    return theme.font_px(px, bold)  # never under the readable minimum


def _elided(text: str, font: QFont, width: float) -> str:
    return QFontMetricsF(font).elidedText(text, Qt.TextElideMode.ElideRight, width)


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

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self._rect
        radius = self.font_px * 0.6
        painter.setBrush(PLATE)
        painter.setPen(QPen(GOLD, 2.5) if self.active else QPen(QColor(255, 255, 255, 50), 1))
        painter.drawRoundedRect(rect, radius, radius)
        pad = self.font_px * 0.7
        inner = rect.adjusted(pad, pad * 0.6, -pad, -pad * 0.6)
        align = (Qt.AlignmentFlag.AlignRight if self.rtl else Qt.AlignmentFlag.AlignLeft) \
            | Qt.AlignmentFlag.AlignAbsolute
        line_h = inner.height() / 3
        chip = self.font_px * 1.5 if self.dealer else 0.0
        name_font = _font(self.font_px * 1.12, bold=True)
        painter.setFont(name_font)
        painter.setPen(QColor("#ffffff"))
        name_rect = QRectF(inner.left(), inner.top(), inner.width() - chip - 4, line_h)
        if self.rtl:
            name_rect.moveLeft(inner.left() + chip + 4)
        painter.drawText(name_rect, align | Qt.AlignmentFlag.AlignVCenter,
                         _elided(self.name, name_font, name_rect.width()))
        if self.dealer:
            self._paint_dealer_chip(painter, inner, line_h, chip)
        small = _font(self.font_px * 0.95)
        painter.setFont(small)
        painter.setPen(QColor(235, 235, 235, 220))
        sub_rect = QRectF(inner.left(), inner.top() + line_h, inner.width(), line_h)
        painter.drawText(sub_rect, align | Qt.AlignmentFlag.AlignVCenter,
                         _elided(self.subtitle, small, inner.width()))
        row = 2 if self.subtitle else 1  # no empty line between the name and the status
        stat_rect = QRectF(inner.left(), inner.top() + row * line_h, inner.width(), line_h)
        if self.badge:  # at the far end of the last line, whatever that line says
            badge_font = _font(self.font_px * 0.95, bold=True)
            badge_w = QFontMetricsF(badge_font).horizontalAdvance(self.badge) + self.font_px * 0.6
            far = (Qt.AlignmentFlag.AlignLeft if self.rtl else Qt.AlignmentFlag.AlignRight) \
                | Qt.AlignmentFlag.AlignAbsolute
            painter.setFont(badge_font)
            painter.setPen(GOLD)
            painter.drawText(stat_rect, far | Qt.AlignmentFlag.AlignVCenter, self.badge)
            stat_rect.adjust(badge_w if self.rtl else 0, 0, 0 if self.rtl else -badge_w, 0)
        status = self.status + ("." * self._dots if self.thinking else "")
        painter.setPen(GOLD if (self.active or self.thinking) else QColor(235, 235, 235, 220))
        painter.setFont(_font(self.font_px * 0.95, bold=self.active))
        painter.drawText(stat_rect, align | Qt.AlignmentFlag.AlignVCenter,
                         _elided(status, painter.font(), stat_rect.width()))

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

    def __init__(self, renderer: Any, art: str, parent: QGraphicsObject | None = None) -> None:
        super().__init__(parent)
        self.renderer = renderer
        self.art = art
        self.count = 0
        self.last = False  # the latest cards taken went here (a gold frame says so)
        self._w, self._h, self._dpr = 40.0, 60.0, 1.0
        self._pixmap = None

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


class ScoreBox(QGraphicsObject):
    """The corner box: match target, deal number, the sides' totals."""

    def __init__(self, parent: QGraphicsObject | None = None) -> None:
        super().__init__(parent)
        self.lines: list[str] = []
        self.rtl = False
        self.font_px = 13
        self._rect = QRectF(0, 0, 150, 60)

    def set_rect(self, rect: QRectF, font_px: int) -> None:
        self.prepareGeometryChange()
        self.setPos(rect.topLeft())
        self.font_px = font_px
        self._rect = QRectF(0, 0, rect.width(), max(rect.height(),
                                                   (len(self.lines) + 0.8) * font_px * 1.35))
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self._rect.adjusted(-2, -2, 2, 2)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(PLATE)
        painter.setPen(QPen(QColor(255, 255, 255, 50), 1))
        radius = self.font_px * 0.6
        painter.drawRoundedRect(self._rect, radius, radius)
        pad = self.font_px * 0.7
        inner = self._rect.adjusted(pad, pad * 0.5, -pad, -pad * 0.5)
        align = (Qt.AlignmentFlag.AlignRight if self.rtl else Qt.AlignmentFlag.AlignLeft) \
            | Qt.AlignmentFlag.AlignAbsolute
        line_h = inner.height() / max(1, len(self.lines))
        for index, line in enumerate(self.lines):
            font = _font(self.font_px * (1.0 if index else 1.05), bold=index == 0)
            painter.setFont(font)
            painter.setPen(GOLD if index == 0 else QColor("#ffffff"))
            rect = QRectF(inner.left(), inner.top() + index * line_h, inner.width(), line_h)
            painter.drawText(rect, align | Qt.AlignmentFlag.AlignVCenter,
                             _elided(line, font, inner.width()))


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
        font = _font(px, bold=True)
        width = QFontMetricsF(font).horizontalAdvance(text) + px * 2
        self._rect = QRectF(-width / 2, -px, width, px * 2)
        self.setPos(centre_x, centre_y)
        self.setVisible(ms > 0)
        if ms > 0:
            self._timer.start(ms)
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self._rect.adjusted(-3, -3, 3, 3)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(QColor(20, 20, 20, 200))
        painter.setPen(QPen(GOLD, 2))
        painter.drawRoundedRect(self._rect, self._rect.height() / 2, self._rect.height() / 2)
        painter.setPen(GOLD)
        painter.setFont(_font(self._rect.height() * 0.5, bold=True))
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
        return QFontMetricsF(_font(px, bold=True)).horizontalAdvance(text) + px * 1.4

    def show_text(self, text: str, centre_x: float, top: float, px: int) -> None:
        """Centred on ``centre_x``, its top edge at ``top``."""
        self.prepareGeometryChange()
        self.text, self.px = text, px
        width = self.width_for(text, px)
        self._rect = QRectF(-width / 2, 0, width, px * 1.6)
        self.setPos(centre_x, top)
        self.update()

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
        painter.setFont(_font(self.px, bold=True))
        painter.drawText(self._rect, Qt.AlignmentFlag.AlignCenter, self.text)


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
