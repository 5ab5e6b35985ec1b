"""Where the keyboard focus is when it is on a zone the felt does not ring itself.

The zones' lists (table_access.ZoneList) paint nothing: in your hand and on the table the felt
shows the focus as the dashed ring on a card. The players and the scores have no card to ring,
nor has a zone the review window's keys do not move a ring in; Tab reached them and nothing on
the screen changed. There the list draws the same dashed ring round what it reads: the current
player's name plate, the score box, or the zone itself.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from ..table.selection import HAND, TABLE

if TYPE_CHECKING:
    from .table_access import TableAccess, ZoneList

RING = QColor("#ffffff")  # as the card's focus ring (table/card_item.py)


def ring_rect(access: TableAccess, lst: ZoneList) -> QRectF | None:
    """The ring round ``lst``'s current item in its own pixels, or None when the felt shows
    the focus already (a card under the ring) or ``lst`` has no focus."""
    view = access.view
    layout = view.board.layout
    if not lst.hasFocus() or layout is None:
        return None
    if lst is access.chooser:
        return None  # the open menu lights its current move itself
    rows = {access.hand: HAND, access.centre: TABLE}
    if lst in rows and view.keyboard.focused() is not None and view.selection.row == rows[lst]:
        return None  # the card's own ring, in this zone, shows it
    area = QRectF(lst.rect())
    if lst is access.seats:
        row = lst.currentRow()
        seat = lst.cards[row] if 0 <= row < len(lst.cards) else None
        plate = view.board.panels.get(seat) if seat is not None else None
        if plate is not None:
            scene = plate.sceneBoundingRect()
            plate_area = QRectF(view.mapFromScene(scene).boundingRect()).translated(
                -lst.geometry().left(), -lst.geometry().top())
            # just outside the plate's own border, inside the list (it clips its painting)
            return plate_area.adjusted(-3, -3, 3, 3).intersected(area.adjusted(2, 2, -2, -2))
    return area.adjusted(2, 2, -2, -2)


def paint_ring(access: TableAccess, lst: ZoneList) -> None:
    rect = ring_rect(access, lst)
    if rect is None:
        return
    painter = QPainter(lst.viewport())
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(RING, 2.5, Qt.PenStyle.DashLine))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    radius = min(10.0, rect.height() / 4)
    painter.drawRoundedRect(rect, radius, radius)
    painter.end()
