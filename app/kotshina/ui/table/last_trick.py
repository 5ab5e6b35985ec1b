"""The last trick, shown over the felt on request (a click on a pile, or the L key): its four
cards as they were played, each under the name of the seat that played it, and who won it.
Any click, Esc or the next move closes it. Only games with tricks have one."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ...controller import speech
from ...controller.cardnames import spoken
from .. import theme
from ..text_fit import TextRun, fitted
from .board import Board
from .seat_panel import GOLD

Z_LAST_TRICK = 950


class LastTrick(QGraphicsObject):
    """The card picture over the ``board``'s felt (on its scene); ``notice(text)`` tells the
    player when there is nothing to show."""

    def __init__(self, board: Board, notice: Callable[[str], None]) -> None:
        super().__init__()
        self.board = board
        self.notice = notice
        self.title = ""
        self.entries: list[tuple[str, str]] = []  # (seat name, card notation) in play order
        self.spoken = ""  # what is shown, as the screen reader says it
        self._rect = QRectF()
        self._card_w = 40.0
        self._card_h = 60.0
        self._slot_w = 40.0  # a card's slot: the card or its caption, the wider
        self._px = 13
        self.setZValue(Z_LAST_TRICK)
        self.setVisible(False)
        board.scene.addItem(self)

    @property
    def is_open(self) -> bool:
        return self.isVisible()

    def toggle(self) -> None:
        if self.is_open:
            self.close()
        else:
            self.open()

    def close(self) -> None:
        self.setVisible(False)

    def open(self) -> bool:
        board = self.board
        adapter = board.adapter
        controller = board.controller
        last = adapter.last_trick(controller.human_view())
        layout = board.layout
        if last is None or layout is None:
            if adapter.has_tricks:
                self.notice(QCoreApplication.translate(
                    "TableView", "No trick has been taken yet in this deal."))
            return False
        winner, plays = last
        names = controller.names
        title = QCoreApplication.translate("TableView", "Last trick — won by {name}").format(
            name=names.seat(winner))
        return self.present(title, [(names.seat(seat), card) for seat, card in plays],
                            speech.last_trick_words(controller))

    def show_seat_move(self, seat: int) -> bool:
        """A seat's last move of this deal, its cards pictured (a click on its name plate);
        False, with a word to the player, when it has not moved yet."""
        controller = self.board.controller
        names = controller.names
        said = controller.last_said().get(seat)
        if said is None:
            self.notice(QCoreApplication.translate(
                "TableView", "{name} has not moved yet in this deal.").format(
                name=names.seat(seat)))
            return False
        title = QCoreApplication.translate(
            "TableView", "{name} {move}",
            "a seat's last move: 'Computer' 'took 5 of gold with 10 of cups'").format(
            name=names.seat(seat), move=said.text)
        with spoken():
            words = speech.said_sentence(names, said)
        return self.present(title, [("", card) for card in said.cards], words)

    def present(self, title: str, entries: list[tuple[str, int]], spoken: str = "") -> bool:
        """Over the centre of the felt: ``title`` and the cards of ``entries`` (caption, card),
        in play order. Also shows a seat's last move (a click on its name plate)."""
        if self.board.layout is None:
            return False
        self.title = title
        self.spoken = spoken or title
        self.entries = [(caption, self.board.adapter.deck.format(card)) for caption, card in entries]
        self.setVisible(True)
        self.place()
        return True

    def place(self) -> None:
        """Over the centre of the felt, at the current size (after a resize too)."""
        layout = self.board.layout
        if layout is None or not self.isVisible():
            return
        self.prepareGeometryChange()
        self._px = layout.font_px
        self._card_w = layout.card.width() * 0.8
        self._card_h = layout.card.height() * 0.8 if self.entries else 0.0
        gap = self._px * 0.8
        # each card's slot as wide as its caption (a seat's name), so no name is cut
        caption = QFontMetricsF(self._caption_font())
        self._slot_w = max([self._card_w, *(caption.horizontalAdvance(name)
                                            for name, _card in self.entries)])
        width = len(self.entries) * (self._slot_w + gap) + gap
        title_w = QFontMetricsF(theme.font_px(self._px, bold=True)).horizontalAdvance(self.title)
        width = min(max(width, title_w + self._px * 2), layout.width - 2 * layout.margin)
        captions = any(caption for caption, _card in self.entries)
        height = self._px * 2.4 + self._card_h + (self._px * 1.8 if captions else self._px * 0.6)
        self._rect = QRectF(0, 0, width, height)
        centre = layout.centre.center()
        self.setPos(centre.x() - width / 2, centre.y() - height / 2)
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self._rect.adjusted(-3, -3, 3, 3)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        board = self.board
        px = self._px
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(QColor(18, 28, 22, 240))
        painter.setPen(QPen(GOLD, 2))
        painter.drawRoundedRect(self._rect, px * 0.7, px * 0.7)
        runs = self.text_runs()
        painter.setFont(runs[0].font)
        painter.setPen(GOLD)
        painter.drawText(runs[0].box, Qt.AlignmentFlag.AlignCenter, runs[0].text)
        for x, card in self._cards():
            pixmap = board.renderer.pixmap(board.art, card, max(1, round(self._card_w)),
                                           board.geometry.dpr(), "normal")
            target = QRectF(x, px * 2.2, self._card_w, self._card_h)
            painter.drawPixmap(target, pixmap, QRectF(pixmap.rect()))
        painter.setPen(QColor("#ffffff"))
        for run in runs[1:]:
            painter.setFont(run.font)
            painter.drawText(run.box, Qt.AlignmentFlag.AlignCenter, run.text)

    def _caption_font(self) -> QFont:
        return theme.font_px(self._px * 0.85)

    def _slots(self) -> list[float]:
        """The left edge of each card's slot, in play order, laid out in reading order."""
        gap = self._px * 0.8
        total = len(self.entries) * (self._slot_w + gap) - gap
        x0 = (self._rect.width() - total) / 2
        order = list(range(len(self.entries)))
        if self.board.geometry.rtl():
            order.reverse()
        lefts = [0.0] * len(self.entries)
        for slot, index in enumerate(order):
            lefts[index] = x0 + slot * (self._slot_w + gap)
        return lefts

    def _cards(self) -> list[tuple[float, str]]:
        """(left edge, notation) of each card, centred in its slot, in play order."""
        inset = (self._slot_w - self._card_w) / 2
        return [(left + inset, card) for left, (_name, card)
                in zip(self._slots(), self.entries, strict=True)]

    def text_runs(self) -> list[TextRun]:
        """The title and each card's caption (a seat's name), shrunk to fit, never cut."""
        px = self._px
        gap = px * 0.8
        title_box = QRectF(px * 0.5, px * 0.3, self._rect.width() - px, px * 1.8)
        runs = [fitted(self.title, theme.font_px(px, bold=True), title_box)]
        for (name, _card), left in zip(self.entries, self._slots(), strict=True):
            box = QRectF(left - gap / 2, px * 2.2 + self._card_h + px * 0.2, self._slot_w + gap,
                         px * 1.3)
            if name:
                runs.append(fitted(name, self._caption_font(), box))
        return runs
