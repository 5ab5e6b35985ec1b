"""Where everything sits on the felt, as pure geometry of the view size (no items here).

Seating comes from the seating model: the human at the bottom, the others by the game's
direction (counter-clockwise: the next seat on your right; clockwise: on your left), partners
opposite. The seating is the game's, so it is the same in Arabic; only the corner furniture
(score box, your panel and pile, the top seat's panel and pile, the deck) and the order of your
hand mirror for a right-to-left layout, like the rest of the window.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QPointF, QRectF, QSizeF

#: the smallest felt on which every game's pieces stand clear of each other (a layout test
#: checks it); a smaller view lays the felt out at this size and draws it scaled down
TABLE_MINIMUM = (720, 470)
#: card height at most this fraction of the width: a tall felt (the table beside the move log)
#: gives its extra height to the centre, because the top row (score box, a seat's plate, hand
#: and pile, all sized from the cards) must still fit across
TALL_CARD_LIMIT = 0.1425  # the cards of a 4:3 felt (0.19 of its height)
OPPONENT_OVERLAP = 0.45  # face-down hand cards show this fraction of their width
LIFT = 0.16  # a selected hand card rises by this fraction of its height
HOVER_LIFT = 0.05  # a playable hand card under the mouse rises by this fraction
BADGE = 0.22  # a stack's count badge rises above it by this fraction of the card width
HAND_GAP = 0.12  # gap between your cards when they fit side by side
#: what your cards in a tight fan show of each other beyond the corner index, as a share of
#: the card width
INDEX_CLEARANCE = 0.03


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
    piles: dict[int, QPointF] = field(default_factory=dict)  # per seat place
    score_box: QRectF = field(default_factory=QRectF)
    deck: QPointF = field(default_factory=QPointF)
    centre: QRectF = field(default_factory=QRectF)  # the felt where table cards lie
    rtl: bool = False
    hand_width: float = 0.0  # room for your hand between your panel and your pile
    #: the share of a card's width, from its left edge, that holds its upright corner index
    index_share: float = 0.2

    def hand_slots(self, seat: int, count: int) -> list[QPointF]:
        """Top-left corners of the cards of ``seat``'s hand (yours face up, others face down).
        Cards overlap when a long hand (King's 13) would not fit side by side; each then
        shows at least its corner index (see ``hand_stacking``)."""
        area = self.hands[seat]
        if count <= 0:
            return []
        if self.places[seat] == "bottom":
            w = self.card.width()
            step = w * (1 + HAND_GAP)
            if count > 1 and w + (count - 1) * step > self.hand_width:
                tightest = w * (self.index_share + INDEX_CLEARANCE)
                step = max(tightest, (self.hand_width - w) / (count - 1))
            total = w + (count - 1) * step
            x0 = area.center().x() - total / 2
            xs = [x0 + i * step for i in range(count)]
            if self.rtl:
                xs.reverse()  # your hand reads right to left, like the rest of the window
            return [QPointF(x, area.top()) for x in xs]
        w = self.small.width()
        room = max(area.width(), w)
        step = w * OPPONENT_OVERLAP
        if count > 1 and w + (count - 1) * step > room:
            step = (room - w) / (count - 1)
        total = w + (count - 1) * step
        x0 = area.center().x() - total / 2
        return [QPointF(x0 + i * step, area.top()) for i in range(count)]

    @staticmethod
    def hand_stacking(slots: list[QPointF]) -> list[int]:
        """The stacking order of a hand's cards at ``slots``: the card further right lies
        on top, in both directions. Every card's left edge then shows, with the upright index
        in its top-left corner; a right-to-left hand (its first card on the right) stacked in
        dealing order showed only the upside-down index at the bottom right of each card."""
        order = sorted(range(len(slots)), key=lambda i: slots[i].x())
        stacking = [0] * len(slots)
        for level, index in enumerate(order):
            stacking[index] = level
        return stacking

    def table_area(self, with_deck: bool) -> QRectF:
        """The part of the centre for table cards (beside the deck when there is one)."""
        if not with_deck:
            return QRectF(self.centre)
        deck_column = self.small.width() * 1.3 + 3 * self.margin  # the deck and its badge
        if self.rtl:
            return self.centre.adjusted(0, 0, -deck_column, 0)
        return self.centre.adjusted(deck_column, 0, 0, 0)

    def hand_fits(self, count: int) -> bool:
        """Whether ``count`` cards of your hand, as tight as they may lie (each showing its
        corner index), fit between your name plate and your pile."""
        w = self.card.width()
        tightest = w * (self.index_share + INDEX_CLEARANCE)
        return count <= 1 or w + (count - 1) * tightest <= self.hand_width + 0.5

    def trick_slots(self, places: list[str]) -> tuple[list[QPointF], QSizeF]:
        """A trick: each card pushed from the centre towards the seat that played it; the
        four together (2.9 cards wide, 2.1 high) as large as the hand's cards or as the
        centre holds, so large cards never reach a seat's plate, hand or pile."""
        fit = min(1.0, self.centre.width() / (2.9 * self.card.width()),
                  self.centre.height() / (2.1 * self.card.height()))
        size = QSizeF(self.card) * fit
        centre = self.centre.center()
        w, h = size.width(), size.height()
        offsets = {
            "bottom": QPointF(-w / 2, h * 0.05),
            "top": QPointF(-w / 2, -h * 1.05),
            "left": QPointF(-w * 1.45, -h / 2),
            "right": QPointF(w * 0.45, -h / 2),
        }
        return [centre + offsets[p] for p in places], size


def compute_layout(width: float, height: float, places: dict[int, str], aspect: float,
                   rtl: bool = False, min_font_px: float = 12,
                   card_scale: float = 1.0, index_share: float = 0.2,
                   plate_em: float = 0.0, hand_count: int = 0) -> TableLayout:
    """The table's geometry (``_layout``), with View → Card size taken only as far as a hand
    of ``hand_count`` cards still fits between your plate and your pile (King's 13 with the
    largest cards beside the move log ran over your name plate)."""
    while True:
        layout = _layout(width, height, places, aspect, rtl, min_font_px, card_scale,
                         index_share, plate_em)
        if card_scale <= 1.0 or layout.hand_fits(hand_count):
            return layout
        card_scale = max(1.0, card_scale - 0.05)


def _layout(width: float, height: float, places: dict[int, str], aspect: float,
            rtl: bool, min_font_px: float, card_scale: float, index_share: float,
            plate_em: float) -> TableLayout:
    """The table's geometry for a viewport of ``width`` x ``height`` pixels.

    ``places`` maps each seat to bottom/right/top/left; ``aspect`` is card height / width.
    Sizes follow the smaller dimension so 800x600 and 1280x800 both fit without overlap;
    nothing is placed outside the viewport. ``min_font_px``: the smallest text, larger on a
    felt that is drawn scaled down, so its words keep a readable size on screen.
    ``card_scale``: View → Card size (larger cards; never more than a quarter of the height).
    ``index_share``: how much of a card's width, from its left, its corner index takes.
    ``plate_em``: how wide the name plates' words need them, in units of the font size.
    """
    margin = max(6.0, min(width, height) * 0.014)
    card_h = min(height * 0.19, width * 0.125 * aspect, width * TALL_CARD_LIMIT)
    card_h = min(card_h * card_scale, height * 0.25)
    card = QSizeF(card_h / aspect, card_h)
    small = QSizeF(card.width() * 0.62, card_h * 0.62)
    natural_px = max(12, min(21, round(card_h * 0.115)))
    font_px = max(natural_px, round(min_font_px))
    panel_w = max(150.0, card.width() * 1.9)
    if font_px > natural_px:  # a felt drawn smaller: plates wide enough for the larger text
        panel_w = max(panel_w, font_px * 11.5)
    panel_w = max(panel_w, font_px * plate_em)  # the plates' own words, measured
    panel = QSizeF(panel_w, font_px * 4.6)
    layout = TableLayout(width, height, card, small, margin, font_px, rtl=rtl,
                         index_share=index_share)
    layout.places = dict(places)
    # top band: score box in the corner, the top seat's panel | hand | pile in the middle
    badge = small.width() * BADGE
    top_band = margin + max(small.height() + badge, panel.height()) + margin
    lift = card_h * LIFT
    bottom_band_top = height - margin - card_h - lift - margin
    layout.score_box = QRectF(margin, margin, max(panel.width(), font_px * 13.5), panel.height())
    side_w = panel.width()
    side_top = top_band
    centre_left, centre_right = margin, width - margin
    pile_w = small.width() * 1.3
    # your hand is centred between your name plate and your pile: it clears the wider of them
    layout.hand_width = width - 2 * (max(panel.width(), pile_w) + 3 * margin)
    for seat, place in places.items():
        if place == "bottom":
            hand = QRectF(width / 2 - layout.hand_width / 2, height - margin - card_h,
                          layout.hand_width, card_h)
            layout.hands[seat] = hand
            layout.panels[seat] = QRectF(margin, height - margin - panel.height(),
                                         panel.width(), panel.height())
            layout.piles[seat] = QPointF(width - margin - pile_w, height - margin - small.height())
        elif place == "top":
            # as wide as a long hand wants, short of the score box in the corner
            room = width - 2 * (layout.score_box.width() + panel.width() + 4 * margin)
            hand_w = max(small.width() * 1.2, min(room, small.width() * 5))
            hand = QRectF(width / 2 - hand_w / 2, margin, hand_w, small.height())
            panel_x = hand.left() - margin * 2 - panel.width()
            clear = layout.score_box.right() + margin
            if panel_x < clear:  # a narrow felt: the row starts after the score box
                hand.translate(clear - panel_x, 0)
                panel_x = clear
            layout.hands[seat] = hand
            layout.panels[seat] = QRectF(panel_x, margin, panel.width(), panel.height())
            layout.piles[seat] = QPointF(hand.right() + margin * 2, margin + badge)
        else:
            x = width - margin - side_w if place == "right" else margin
            # panel, then the hand, then the pile, stacked and centred in the free height
            block = panel.height() + margin + small.height() + margin + badge + small.height()
            y = max(side_top, side_top + (bottom_band_top - side_top - block) / 2)
            layout.panels[seat] = QRectF(x, y, side_w, panel.height())
            y += panel.height() + margin
            layout.hands[seat] = QRectF(x, y, side_w, small.height())
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
            layout.hands[seat] = flip_rect(layout.hands[seat])  # off centre in a narrow felt
            layout.piles[seat] = flip_point(layout.piles[seat], pile_w)
    # the deck's count badge sticks out on its right, like a pile's: it stays on the felt
    layout.deck = QPointF(layout.centre.right() - layout.margin - pile_w, layout.deck.y())
