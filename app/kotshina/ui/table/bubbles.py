"""Where a short message over your hand goes: above the card it is about (a refused card, a
hinted one), else above the middle of your hand, always inside the felt."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF

if TYPE_CHECKING:
    from .view import TableView


def say_by_card(view: TableView, text: str, card: int | None, tone: str) -> None:
    """``text`` in a bubble over ``card``'s place in your hand (a refusal, a hint)."""
    layout = view.board.layout
    if layout is None:
        return
    human = view.controller.human_seat
    hand = [c for c in view.board.zones[f"hand:{human}"].cards if c is not None]
    slots = layout.hand_slots(human, len(hand))
    if card in hand:
        slot = slots[hand.index(card)]
        anchor = QPointF(slot.x() + layout.card.width() / 2,
                         slot.y() - view.input.lift_of(card) - layout.margin)
    else:  # not a card (a contract): over the middle of your hand
        area = layout.hands[human]
        anchor = QPointF(area.center().x(), area.top() - layout.margin)
    toast = view.refusal
    toast.tone = tone
    toast.show_text(text, anchor, "down", min(layout.width - 2 * layout.margin,
                                                layout.font_px * 30), layout.font_px,
                    view.is_rtl())
    # kept inside the felt whatever the card's place
    x = min(max(layout.margin, toast.pos().x()),
            layout.width - layout.margin - toast.bubble_rect().width())
    toast.setPos(x, toast.pos().y())
