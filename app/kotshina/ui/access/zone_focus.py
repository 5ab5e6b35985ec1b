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
    from PySide6.QtWidgets import QListWidget

    from ..table.view import TableView

RING = QColor("#ffffff")  # as the card's focus ring (table/card_item.py)
#: the zones whose cards the felt rings itself, and the focus row of each
CARD_ROWS = {"hand": HAND, "centre": TABLE}


def ring_rect(view: TableView, lst: QListWidget, zone: str,
              seat: int | None = None) -> QRectF | None:
    """The ring round ``lst`` (the list of ``zone``: hand, centre, chooser, seats, scores) in
    its own pixels, round ``seat``'s plate for the players; None when ``lst`` has no focus or
    the felt shows it already (a card under the ring in this zone, the open move menu)."""
    layout = view.board.layout
    if not lst.hasFocus() or layout is None or zone == "chooser":
        return None
    if zone in CARD_ROWS and view.keyboard.focused() is not None \
            and view.selection.row == CARD_ROWS[zone]:
        return None  # the card's own ring, in this zone, shows it
    area = QRectF(lst.rect()).adjusted(2, 2, -2, -2)
    plate = view.board.panels.get(seat) if zone == "seats" and seat is not None else None
    if plate is None:
        return area
    scene = QRectF(view.mapFromScene(plate.sceneBoundingRect()).boundingRect())
    # just outside the plate's own border, inside the list (it clips its painting)
    return scene.translated(-lst.geometry().left(), -lst.geometry().top()) \
        .adjusted(-3, -3, 3, 3).intersected(area)


def paint_ring(view: TableView, lst: QListWidget, zone: str, seat: int | None = None) -> None:
    rect = ring_rect(view, lst, zone, seat)
    if rect is None:
        return
    painter = QPainter(lst.viewport())
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(RING, 2.5, Qt.PenStyle.DashLine))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    radius = min(10.0, rect.height() / 4)
    painter.drawRoundedRect(rect, radius, radius)
    painter.end()
