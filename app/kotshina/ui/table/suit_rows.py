"""Where the cards of a suit-row layout go (Trix): one column per suit, each growing up and down
from its starting rank (the jack), the starting cards level across the columns.

Every rank has a fixed place (so the start, ``Zone.parts``, needs no geometry of its own) in its column, so a row grows without the others moving: the
higher cards above the start, the lower ones below it. Each card lies under the one below it,
so every card shows its top edge with its corner index. The columns come in the hand's suit
order (mirrored right to left, like the hand) and leave room above them for the contract's
plate. Pure geometry (no items, no game)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QSizeF

from ...controller.tables.base import Zone
from .centre import CentreSlots
from .layout import TableLayout

#: each card shows this fraction of its height above the next one down its column
STEP = 0.25
#: between the columns, as a fraction of the card's width
COLUMN_GAP = 0.4
#: the columns' suits, left to right: spades, hearts, clubs, diamonds (colours alternate)
COLUMNS = (0, 1, 3, 2)


def place_rows(layout: TableLayout, zone: Zone, slots: CentreSlots, ranks: int = 13) -> None:
    """Put ``zone``'s cards (card = suit * ranks + rank) in their columns, in ``slots``."""
    centre = layout.centre
    plate = layout.font_px * 1.9 + layout.margin  # the contract's plate above the columns
    room_h = max(1.0, centre.height() - plate - layout.margin)
    aspect = layout.card.height() / layout.card.width()
    height = min(layout.card.height(), room_h / (1 + (ranks - 1) * STEP))
    width = height / aspect
    columns = len(COLUMNS)
    room_w = centre.width() - 2 * layout.margin
    if columns * width + (columns - 1) * width * COLUMN_GAP > room_w:
        width = room_w / (columns + (columns - 1) * COLUMN_GAP)
        height = width * aspect
    step = height * STEP
    total_w = columns * width + (columns - 1) * width * COLUMN_GAP
    total_h = height + (ranks - 1) * step
    left = centre.center().x() - total_w / 2
    top = centre.top() + plate + max(0.0, (room_h - total_h) / 2)
    order = list(COLUMNS)
    if layout.rtl:
        order.reverse()
    slots.size = QSizeF(width, height)
    for card in zone.cards:
        if card is None:
            continue
        suit, rank = divmod(card, ranks)
        column = order.index(suit)
        x = left + column * width * (1 + COLUMN_GAP)
        y = top + (ranks - 1 - rank) * step  # the ace at the top, the two at the bottom
        slots.cards[card] = QPointF(x, y)
        slots.stacking[card] = ranks - rank  # lower cards lie on top
