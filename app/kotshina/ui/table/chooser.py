"""The chooser: when a drop (or a confirm) means several legal moves, a small panel on the
felt lists each one in words with the table cards it uses; the current one is also
highlighted on the table. Pick with a click, the number keys, or the arrows and Enter; Esc or a
click outside cancels. The options and their words come from the game's table adapter.

The options stand side by side in reading order and wrap onto more rows when they would not fit
the width they are given."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication, QLocale, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ...core.cards import DeckKind
from ...core.engine import Move
from ...core.frozen_value import FrozenValue
from ..card_pictures import CardPictures
from ..text_fit import TextRun
from .board import Board
from .layout import LIFT
from .seat_panel import GOLD


class Option(FrozenValue):
    move: Move
    label: str  # the move in words
    cards: tuple[int, ...]  # the table cards it uses (pictured)

Z_CHOOSER = 900


class ComboChooser(QGraphicsObject):
    def __init__(self, renderer: CardPictures, on_pick: Callable[[Move], object],
                 on_cancel: Callable[[], None], on_change: Callable[[], None]) -> None:
        super().__init__()
        self.renderer = renderer
        self.options: list[Option] = []
        self.card: int | None = None
        self.title = ""
        self.deck: DeckKind | None = None
        self.art = "spanish"
        self.current = 0
        self._on_pick = on_pick
        self._on_cancel = on_cancel
        self._on_change = on_change
        self._card_w = 30.0
        self._card_h = 47.0
        self._dpr = 1.0
        self._font_px = 13
        self._rect = QRectF()
        self._boxes: list[QRectF] = []  # each option's box, in the panel's coordinates
        self.rtl = False
        self.setZValue(Z_CHOOSER)
        self.setVisible(False)

    @property
    def is_open(self) -> bool:
        return self.isVisible()

    def current_take(self) -> frozenset[int]:
        if not self.is_open or not self.options:
            return frozenset()
        return frozenset(self.options[self.current].cards)

    def open(self, card: int, title: str, options: list[Option], deck: DeckKind, art: str,
             anchor: QRectF, card_w: float, aspect: float, dpr: float, font_px: int,
             rtl: bool, max_width: float | None = None, max_height: float | None = None) -> None:
        """Show the options side by side (in rows no wider than ``max_width``), just below
        ``anchor`` (the table cards) when there is room there, so the cards they name stay in
        sight. The pictured cards shrink (to 60%) before the panel grows past ``max_height``."""
        self.prepareGeometryChange()
        self.card = card
        self.title, self.deck, self.art = title, deck, art
        self.options = sorted(options, key=lambda o: (len(o.cards), o.cards, o.label))
        self.current = 0
        self._dpr, self._font_px, self.rtl = dpr, font_px, rtl
        for scale in (1.0, 0.9, 0.8, 0.7, 0.6):
            self._card_w, self._card_h = card_w * scale, card_w * scale * aspect
            self._lay_out(max_width)
            if max_height is None or self._rect.height() <= max_height:
                break
        x = anchor.center().x() - self._rect.width() / 2
        self.setPos(QPointF(x, anchor.bottom()))
        self.setVisible(True)
        self._on_change()

    def _lay_out(self, max_width: float | None) -> None:
        """The options' boxes in rows, and the panel's size."""
        font_px = self._font_px
        gap = font_px * 0.6
        widths = [self._box_width(index) for index in range(len(self.options))]
        room = (max_width if max_width is not None else float("inf")) - 2 * gap
        rows: list[list[int]] = [[]]
        for index, width in enumerate(widths):
            used = sum(widths[i] + gap for i in rows[-1])
            if rows[-1] and used + width > room:
                rows.append([])
            rows[-1].append(index)
        row_widths = [sum(widths[i] for i in row) + gap * (len(row) - 1) for row in rows]
        title_w = QFontMetricsF(self._title_font()).horizontalAdvance(self.title) + font_px * 2
        width = max(title_w, max(row_widths) + 2 * gap)
        if max_width is not None:
            width = min(width, max(max_width, max(row_widths) + 2 * gap))
        row_h = self._cards_h() + font_px * 0.5 + self._label_h()
        self._boxes = [QRectF()] * len(self.options)
        y = font_px * 2.0
        for row, row_w in zip(rows, row_widths, strict=True):
            x = (width - row_w) / 2
            for index in row:
                box = QRectF(x, y, widths[index], row_h)
                if self.rtl:
                    box.moveLeft(width - x - widths[index])
                self._boxes[index] = box
                x += widths[index] + gap
            y += row_h + gap * 0.8
        self._rect = QRectF(0, 0, width, y - gap * 0.8 + font_px * 0.6)

    def offer(self, board: Board, card: int, moves: Sequence[Move]) -> None:
        """Open under the ``board``'s table cards (and builds' frames: their captions stay in
        sight) with ``moves`` for ``card``, within the felt below the top row."""
        layout = board.layout
        if layout is None:
            return
        adapter = board.adapter
        aspect = layout.card.height() / layout.card.width()
        table = [item.mapRectToScene(item.card_rect()) for item in board.table.values()]
        table += [frame.sceneBoundingRect() for frame in board.frames.values()
                  if frame.isVisible()]
        anchor = table[0] if table else QRectF(layout.centre.center(), layout.card)
        for rect in table[1:]:
            anchor = anchor.united(rect)
        options = [Option(m, adapter.option_label(m), adapter.option_cards(m)) for m in moves]
        title = QCoreApplication.translate("TableView", "What does {card} do?").format(
            card=adapter.card(card))
        # down to your hand's raised card: the card the menu is about stays in sight
        hand = layout.hands.get(board.seating.human_seat)
        bottom = layout.height - layout.margin
        if hand is not None:
            bottom = min(bottom, hand.top() - hand.height() * LIFT - layout.margin)
        felt = QRectF(0, layout.centre.top(), layout.width, bottom - layout.centre.top())
        area = felt.adjusted(layout.margin, 0, -layout.margin, 0)
        self.open(card, title, options, adapter.deck, adapter.deck_art, anchor,
                  layout.card.width() * 0.5, aspect, board.geometry.dpr(), layout.font_px,
                  board.geometry.rtl(), max_width=layout.centre.width(),
                  max_height=area.bottom() - anchor.bottom() - layout.margin)
        self.place_within(area, anchor.bottom(), layout.margin)

    def place_within(self, area: QRectF, table_bottom: float, gap: float) -> None:
        """Below the table cards if it fits in ``area``, else as low as possible inside it."""
        y = table_bottom + gap
        if y + self._rect.height() > area.bottom():
            y = max(area.top(), area.bottom() - self._rect.height())
        x = min(max(area.left(), self.pos().x()), area.right() - self._rect.width())
        self.setPos(QPointF(x, y))

    def _title_font(self) -> QFont:
        font = QFont()
        font.setPixelSize(self._font_px)
        font.setBold(True)
        return font

    def _label_font(self) -> QFont:
        font = QFont()
        font.setPixelSize(max(12, round(self._font_px * 0.85)))
        return font

    def _label(self, index: int) -> str:
        return f"{QLocale().toString(index + 1)}. {self.options[index].label}"

    def _label_h(self) -> float:
        """A label line's height in its font (Arabic letters reach further up and down)."""
        return QFontMetricsF(self._label_font()).height()

    def _cards_h(self) -> float:
        return self._card_h if any(o.cards for o in self.options) else 0.0

    def _box_width(self, index: int) -> float:
        cards = len(self.options[index].cards) * self._card_w * 1.06
        text = QFontMetricsF(self._label_font()).horizontalAdvance(self._label(index))
        return max(cards, text) + self._font_px * 0.8

    def close(self) -> None:
        self.setVisible(False)
        self.options = []
        self.card = None

    # ------------------------------------------------------------------ choosing
    def row_at(self, scene_pos: QPointF) -> int | None:
        local = self.mapFromScene(scene_pos)
        for index in range(len(self.options)):
            if self._row_rect(index).contains(local):
                return index
        return None

    def contains_scene_point(self, scene_pos: QPointF) -> bool:
        return self._rect.contains(self.mapFromScene(scene_pos))

    def hover(self, scene_pos: QPointF) -> None:
        row = self.row_at(scene_pos)
        if row is not None and row != self.current:
            self.current = row
            self.update()
            self._on_change()

    def step(self, delta: int) -> None:
        if self.options:
            self.current = (self.current + delta) % len(self.options)
            self.update()
            self._on_change()

    def pick(self, index: int | None = None) -> None:
        index = self.current if index is None else index
        if 0 <= index < len(self.options):
            move = self.options[index].move
            self.close()
            self._on_pick(move)

    def cancel(self) -> None:
        self.close()
        self._on_cancel()

    def press(self, scene_pos: QPointF) -> None:
        row = self.row_at(scene_pos)
        if row is not None:
            self.pick(row)
        elif not self.contains_scene_point(scene_pos):
            self.cancel()

    def key(self, key: int) -> bool:
        if key in (Qt.Key.Key_Up, Qt.Key.Key_Left, Qt.Key.Key_Backtab):
            self.step(-1)
        elif key in (Qt.Key.Key_Down, Qt.Key.Key_Right, Qt.Key.Key_Tab):
            self.step(1)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.pick()
        elif key == Qt.Key.Key_Escape:
            self.cancel()
        elif Qt.Key.Key_1 <= key <= Qt.Key.Key_9:
            self.pick(key - Qt.Key.Key_1)
        else:
            return False
        return True

    # ------------------------------------------------------------------ drawing
    def _row_rect(self, index: int) -> QRectF:
        """The box of option ``index`` (options run in reading order, row by row)."""
        return QRectF(self._boxes[index])

    def _label_rect(self, index: int) -> QRectF:
        box = self._row_rect(index)
        return QRectF(box.left(), box.bottom() - self._font_px * 0.15 - self._label_h(),
                      box.width(), self._label_h())

    def text_runs(self) -> list[TextRun]:
        """The title and every option's words, in the boxes they are drawn in."""
        px = self._font_px
        title = QRectF(px * 0.6, px * 0.3, self._rect.width() - px * 1.2, px * 1.6)
        return [TextRun(self.title, self._title_font(), title)] + [
            TextRun(self._label(index), self._label_font(), self._label_rect(index))
            for index in range(len(self.options))]

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self._rect.adjusted(-3, -3, 3, 3)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        px = self._font_px
        painter.setBrush(QColor(18, 28, 22, 235))
        painter.setPen(QPen(GOLD, 2))
        painter.drawRoundedRect(self._rect, px * 0.7, px * 0.7)
        painter.setFont(self._title_font())
        painter.setPen(GOLD)
        painter.drawText(QRectF(px * 0.6, px * 0.3, self._rect.width() - px * 1.2, px * 1.6),
                         Qt.AlignmentFlag.AlignCenter, self.title)
        deck = self.deck
        if deck is None:
            return  # never opened: nothing to show
        for index, choice in enumerate(self.options):
            box = self._row_rect(index)
            if index == self.current:
                painter.setBrush(QColor(255, 213, 74, 60))
                painter.setPen(QPen(GOLD, 1.5))
                painter.drawRoundedRect(box, px * 0.4, px * 0.4)
            cards_w = len(choice.cards) * self._card_w * 1.06
            for slot, taken in enumerate(choice.cards):
                x = box.center().x() - cards_w / 2 + slot * self._card_w * 1.06
                pixmap = self.renderer.pixmap(self.art, deck.format(taken),
                                              max(1, round(self._card_w)), self._dpr, "normal")
                target = QRectF(x, box.top() + px * 0.3, self._card_w, self._card_h)
                painter.drawPixmap(target, pixmap, QRectF(pixmap.rect()))
            painter.setFont(self._label_font())
            painter.setPen(QColor("#ffffff"))
            painter.drawText(self._label_rect(index), Qt.AlignmentFlag.AlignCenter,
                             self._label(index))
