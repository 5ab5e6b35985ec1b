"""Where everything sits on the felt, as pure geometry of the view size (no items here).

Seating (rules-kinza.md: play goes counter-clockwise, the next seat sits on your RIGHT):
- 2 players: you at the bottom, the opponent at the top.
- 3 players: seat 1 (next after you) on the right, seat 2 on the left; the top stays free, so
  going bottom -> right -> left is still counter-clockwise around the table.
- 4 players: seat 1 right, seat 2 (your partner) at the top opposite you, seat 3 left.
The seating is the game's, so it is the same in Arabic; only the corner furniture (score box,
your panel and pile, the top seat's panel and pile, the deck) and the order of your hand mirror
for a right-to-left layout, like the rest of the window.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from PySide6.QtCore import QPointF, QRectF, QSizeF

SEATING = {
    2: ("bottom", "top"),
    3: ("bottom", "right", "left"),
    4: ("bottom", "right", "top", "left"),
}
OPPONENT_OVERLAP = 0.45  # face-down hand cards show this fraction of their width
LIFT = 0.16  # a selected hand card rises by this fraction of its height
BADGE = 0.22  # a stack's count badge rises above it by this fraction of the card width


def place_of(seat: int, players: int, human_seat: int = 0) -> str:
    return SEATING[players][(seat - human_seat) % players]


@dataclass
class TableLayout:
    width: float
    height: float
    card: QSizeF  # your hand and the table
    small: QSizeF  # other hands, piles, the deck
    margin: float
    font_px: int
    places: dict[int, str] = field(default_factory=dict)  # seat -> bottom/right/top/left
    panels: dict[int, QRectF] = field(default_factory=dict)
    hands: dict[int, QRectF] = field(default_factory=dict)  # area of each hand
    piles: dict[int, QPointF] = field(default_factory=dict)  # per seat (partners share a side)
    score_box: QRectF = field(default_factory=QRectF)
    deck: QPointF = field(default_factory=QPointF)
    centre: QRectF = field(default_factory=QRectF)  # the felt where table cards lie
    rtl: bool = False

    def hand_slots(self, seat: int, count: int) -> list[QPointF]:
        """Top-left corners of the cards of ``seat``'s hand (yours face up, others face down)."""
        area = self.hands[seat]
        if count <= 0:
            return []
        if self.places[seat] == "bottom":
            w, gap = self.card.width(), self.card.width() * 0.12
            total = count * w + (count - 1) * gap
            x0 = area.center().x() - total / 2
            xs = [x0 + i * (w + gap) for i in range(count)]
            if self.rtl:
                xs.reverse()  # your hand reads right to left, like the rest of the window
            return [QPointF(x, area.top()) for x in xs]
        w, step = self.small.width(), self.small.width() * OPPONENT_OVERLAP
        total = w + (count - 1) * step
        x0 = area.center().x() - total / 2
        return [QPointF(x0 + i * step, area.top()) for i in range(count)]

    def table_slots(self, count: int) -> tuple[list[QPointF], QSizeF]:
        """Positions and card size for ``count`` table cards, shrinking them when crowded."""
        if count <= 0:
            return [], QSizeF(self.card)
        deck_column = self.small.width() * 1.3 + 3 * self.margin  # the deck and its badge
        area = self.centre.adjusted(deck_column, 0, 0, 0)
        if self.rtl:
            area = self.centre.adjusted(0, 0, -deck_column, 0)
        best: tuple[float, int] = (0.0, count)
        # widest rows first: at equal size, one long row reads better than a column
        for cols in range(count, 0, -1):
            rows = math.ceil(count / cols)
            gap_x, gap_y = self.card.width() * 0.15, self.card.height() * 0.08
            scale_w = (area.width() - (cols - 1) * gap_x) / (cols * self.card.width())
            scale_h = (area.height() - (rows - 1) * gap_y) / (rows * self.card.height())
            scale = min(1.0, scale_w, scale_h)
            if scale > best[0] + 1e-9:
                best = (scale, cols)
        scale, cols = best
        rows = math.ceil(count / cols)
        cols = math.ceil(count / rows)  # balance the rows: 4+4 rather than 7+1
        size = QSizeF(self.card.width() * scale, self.card.height() * scale)
        gap_x, gap_y = size.width() * 0.15, size.height() * 0.08
        grid_h = rows * size.height() + (rows - 1) * gap_y
        slots = []
        for index in range(count):
            row, col = divmod(index, cols)
            in_row = min(cols, count - row * cols)
            row_w = in_row * size.width() + (in_row - 1) * gap_x
            x = area.center().x() - row_w / 2 + col * (size.width() + gap_x)
            if self.rtl:
                x = area.center().x() + row_w / 2 - (col + 1) * size.width() - col * gap_x
            y = area.center().y() - grid_h / 2 + row * (size.height() + gap_y)
            slots.append(QPointF(x, y))
        return slots, size


def compute_layout(width: float, height: float, players: int, aspect: float,
                   rtl: bool = False, human_seat: int = 0) -> TableLayout:
    """The table's geometry for a viewport of ``width`` x ``height`` pixels.

    ``aspect`` is card height / width. Sizes follow the smaller dimension so 800x600 and
    1280x800 both fit without overlap; nothing is placed outside the viewport.
    """
    margin = max(6.0, min(width, height) * 0.014)
    card_h = min(height * 0.19, width * 0.125 * aspect)
    card = QSizeF(card_h / aspect, card_h)
    small = QSizeF(card.width() * 0.62, card_h * 0.62)
    font_px = max(12, min(21, round(card_h * 0.115)))
    panel = QSizeF(max(150.0, card.width() * 1.9), font_px * 4.6)
    layout = TableLayout(width, height, card, small, margin, font_px, rtl=rtl)

    places = {seat: place_of(seat, players, human_seat) for seat in range(players)}
    layout.places = places
    back_w = small.width() * (1 + 2 * OPPONENT_OVERLAP)
    # top band: score box in the corner, the top seat's panel | hand | pile in the middle
    badge = small.width() * BADGE
    top_band = margin + max(small.height() + badge, panel.height()) + margin
    lift = card_h * LIFT
    bottom_band_top = height - margin - card_h - lift - margin
    layout.score_box = QRectF(margin, margin, max(panel.width(), font_px * 13.5), panel.height())
    side_w = panel.width()
    side_top = top_band
    centre_left, centre_right = margin, width - margin
    for seat, place in places.items():
        if place == "bottom":
            hand = QRectF(width / 2 - 1.7 * card.width(), height - margin - card_h,
                          3.4 * card.width(), card_h)
            layout.hands[seat] = hand
            layout.panels[seat] = QRectF(margin, height - margin - panel.height(),
                                         panel.width(), panel.height())
            layout.piles[seat] = QPointF(width - margin - small.width() * 1.3,
                                         height - margin - small.height())
        elif place == "top":
            hand = QRectF(width / 2 - back_w / 2, margin, back_w, small.height())
            layout.hands[seat] = hand
            layout.panels[seat] = QRectF(hand.left() - margin * 2 - panel.width(), margin,
                                         panel.width(), panel.height())
            layout.piles[seat] = QPointF(hand.right() + margin * 2, margin + badge)
        else:
            x = width - margin - side_w if place == "right" else margin
            # panel, then the hand, then the pile, stacked and centred in the free height
            block = panel.height() + margin + small.height() + margin + badge + small.height()
            y = max(side_top, side_top + (bottom_band_top - side_top - block) / 2)
            layout.panels[seat] = QRectF(x, y, side_w, panel.height())
            y += panel.height() + margin
            layout.hands[seat] = QRectF(x + (side_w - back_w) / 2, y, back_w, small.height())
            y += small.height() + margin + badge
            layout.piles[seat] = QPointF(x + (side_w - small.width()) / 2, y)
            if place == "right":
                centre_right = x - margin
            else:
                centre_left = x + side_w + margin
    layout.centre = QRectF(centre_left, top_band, centre_right - centre_left,
                           bottom_band_top - top_band)
    layout.deck = QPointF(centre_left + margin, layout.centre.center().y() - small.height() / 2)
    if rtl:
        _mirror_furniture(layout, width, places)
    return layout


def _mirror_furniture(layout: TableLayout, width: float, places: dict[int, str]) -> None:
    def flip_rect(rect: QRectF) -> QRectF:
        return QRectF(width - rect.right(), rect.top(), rect.width(), rect.height())

    def flip_point(point: QPointF, item_w: float) -> QPointF:
        return QPointF(width - point.x() - item_w, point.y())

    layout.score_box = flip_rect(layout.score_box)
    pile_w = layout.small.width() * 1.3  # the pile's badge sticks out to its side
    for seat, place in places.items():
        if place in ("bottom", "top"):
            layout.panels[seat] = flip_rect(layout.panels[seat])
            layout.piles[seat] = flip_point(layout.piles[seat], pile_w)
    layout.deck = QPointF(layout.centre.right() - layout.margin - layout.small.width(),
                          layout.deck.y())
