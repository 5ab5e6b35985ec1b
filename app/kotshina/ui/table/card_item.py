"""One card on the felt: a pixmap from the renderer at the view's pixel ratio, plus a shadow
and a focus ring. Position is a Qt property, so animations move it."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen, QPixmap
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ...core.cards import DeckKind
from ..card_pictures import CardPictures


class CardItem(QGraphicsObject):
    #: View → High contrast: the focus ring solid yellow and twice as thick
    high_contrast = False

    def __init__(self, renderer: CardPictures, deck: DeckKind, art: str, card: int | None, role: str,
                 seat: int | None = None, parent: QGraphicsObject | None = None) -> None:
        super().__init__(parent)
        self.renderer = renderer
        self.deck = deck
        self.art = art  # the renderer's deck: "spanish" | "french"
        self.card = card  # None = face down
        self.role = role  # "hand" (yours), "table" (face up on the felt), "back", "flying"
        self.zone = ""  # the zone it lies in (table cards: "table", "build:9", "trick")
        self.seat = seat
        self.style = "normal"
        self.focused = False
        self.badge = ""  # a short mark in the top right corner (a doubled card's ×2)
        self._w = 1.0
        self._h = 1.0
        self._dpr = 1.0
        self._pixmap: QPixmap | None = None
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)  # the scene routes the mouse
        if role == "hand":
            self.setCursor(Qt.CursorShape.OpenHandCursor)

    @property
    def face(self) -> int:
        """The card of a face-up item (yours, on the felt, flying)."""
        assert self.card is not None, "a face-down card shows no face"
        return self.card

    @property
    def notation(self) -> str | None:
        return None if self.card is None else self.deck.format(self.card)

    def set_card_size(self, width: float, height: float, dpr: float) -> None:
        if (width, height, dpr) != (self._w, self._h, self._dpr):
            self.prepareGeometryChange()
            self._w, self._h, self._dpr = width, height, dpr
        # asked on every sync: the renderer caches, and a new card back shows at once
        self._render()

    def size(self) -> tuple[float, float]:
        return self._w, self._h

    def set_style(self, style: str) -> None:
        if style != self.style:
            self.style = style
            self._render()

    def set_focused(self, focused: bool) -> None:
        if focused != self.focused:
            self.focused = focused
            self.update()

    def set_badge(self, badge: str) -> None:
        if badge != self.badge:
            self.badge = badge
            self.update()

    def _render(self) -> None:
        pixmap = self.renderer.pixmap(self.art, self.notation, max(1, round(self._w)),
                                      self._dpr, self.style)
        if pixmap is not self._pixmap:
            self._pixmap = pixmap
            self.update()

    def card_rect(self) -> QRectF:
        return QRectF(0, 0, self._w, self._h)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt override)
        pad = max(3.0, self._w * 0.06)
        return QRectF(-pad, -pad, self._w + 2 * pad, self._h + 2 * pad)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        radius = self._w * 0.07
        shadow = QRectF(self._w * 0.03, self._w * 0.045, self._w, self._h)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 70))
        painter.drawRoundedRect(shadow, radius, radius)
        if self._pixmap is not None:
            painter.drawPixmap(self.card_rect(), self._pixmap, QRectF(self._pixmap.rect()))
        if self.badge:
            self._paint_badge(painter)
        if self.focused:
            pad = max(2.0, self._w * 0.04)
            if CardItem.high_contrast:
                pen = QPen(QColor("#ffff00"), max(3.0, self._w * 0.045), Qt.PenStyle.SolidLine)
            else:
                pen = QPen(QColor("#ffffff"), max(1.5, self._w * 0.022), Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(self.card_rect().adjusted(-pad, -pad, pad, pad),
                                    radius + pad, radius + pad)

    def _paint_badge(self, painter: QPainter) -> None:
        """A gold roundel in the bottom left corner: the part of a card a fanned hand still
        shows, below its index."""
        size = max(14.0, self._w * 0.24)
        inset = self._w * 0.03
        rect = QRectF(inset, self._h - size - inset, size, size)
        painter.setPen(QPen(QColor("#5a3b00"), max(1.0, size * 0.06)))
        painter.setBrush(QColor("#f2c14e"))
        painter.drawEllipse(rect)
        font = QFont(painter.font())
        font.setPixelSize(max(9, round(size * 0.45)))
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(QColor("#2b1a00"))
        # "×2" reads left to right in Arabic too
        painter.drawText(rect, int(Qt.AlignmentFlag.AlignCenter)
                         | int(Qt.TextFlag.TextForceLeftToRight), self.badge)
