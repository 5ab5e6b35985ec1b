"""A short message over your hand, for a moment: above the card it is about (a refused card, a
hinted one), else above the middle of your hand, always inside the felt."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QPointF, QTimer
from PySide6.QtWidgets import QGraphicsScene

from .animations import REFUSAL_MS
from .board import Board
from .said import SaidBubble

Z_REFUSAL = 980  # over the chooser and the last trick


class HandToast(QObject):
    """The bubble over your hand (``bubble``) and the timer that hides it. ``lift_of(card)``
    is how high your card stands, ``rtl()`` the reading direction."""

    def __init__(self, scene: QGraphicsScene, board: Board, human_seat: int,
                 lift_of: Callable[[int], float], rtl: Callable[[], bool],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.board = board
        self.human_seat = human_seat
        self.lift_of = lift_of
        self.rtl = rtl
        self.bubble = SaidBubble()
        self.bubble.setZValue(Z_REFUSAL)
        scene.addItem(self.bubble)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.bubble.hide)

    def say(self, text: str, card: int | None, tone: str) -> None:
        """``text`` in a bubble over ``card``'s place in your hand (a refusal, a hint)."""
        self._place(text, card, tone)
        self._timer.start(REFUSAL_MS)

    def hide(self) -> None:
        self.bubble.hide()

    def _place(self, text: str, card: int | None, tone: str) -> None:
        board = self.board
        layout = board.layout
        if layout is None:
            return
        human = self.human_seat
        hand = [c for c in board.zones[f"hand:{human}"].cards if c is not None]
        slots = layout.hand_slots(human, len(hand))
        if card in hand:
            slot = slots[hand.index(card)]
            anchor = QPointF(slot.x() + layout.card.width() / 2,
                             slot.y() - self.lift_of(card) - layout.margin)
        else:  # not a card (a contract): over the middle of your hand
            area = layout.hands[human]
            anchor = QPointF(area.center().x(), area.top() - layout.margin)
        toast = self.bubble
        toast.tone = tone
        toast.show_text(text, anchor, "down", min(layout.width - 2 * layout.margin,
                                                    layout.font_px * 30), layout.font_px,
                        self.rtl())
        # kept inside the felt whatever the card's place
        x = min(max(layout.margin, toast.pos().x()),
                layout.width - layout.margin - toast.bubble_rect().width())
        toast.setPos(x, toast.pos().y())
