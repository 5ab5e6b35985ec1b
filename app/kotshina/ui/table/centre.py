"""Where the cards on the felt go: loose cards spread in rows, builds as stacked groups with a
caption under them, all at one size that shrinks only when the table gets crowded. A build
made of several groups (a multiple build) shows each group as its own little stack, with a gap
between them, inside the build's frame.

Pure geometry of the area, the card size and the groups (no items, no game)."""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QPointF, QRectF, QSizeF

BUILD_STEP = 0.26  # a build's cards overlap, each showing this fraction of its width
PART_GAP = 0.12  # between the groups of a multiple build, as a fraction of the card's width
GAP_X, GAP_Y = 0.15, 0.1  # between groups, as fractions of the card's width / height
FRAME_PAD = 0.05  # a build's frame reaches this fraction of the card's width around its cards

#: one group on the felt: (id, cards) for a loose card, (id, cards, parts) for a build whose
#: cards hold several groups of the given sizes one after another
Group = tuple[str, tuple[int, ...]] | tuple[str, tuple[int, ...], tuple[int, ...]]


@dataclass
class CentreSlots:
    size: QSizeF
    cards: dict[int, QPointF] = field(default_factory=dict)  # top-left corner of each card
    stacking: dict[int, int] = field(default_factory=dict)  # position inside its group
    captions: dict[str, QRectF] = field(default_factory=dict)  # group id -> its caption's box
    frames: dict[str, QRectF] = field(default_factory=dict)  # a build's cards and caption


def _parts(group: Group) -> tuple[int, ...]:
    parts = group[2] if len(group) > 2 else ()
    return parts if sum(parts) == len(group[1]) else (len(group[1]),)


def _offsets(parts: tuple[int, ...], w: float) -> list[float]:
    """Where each card of a group starts, from its left edge: stacked, groups side by side."""
    offsets: list[float] = []
    x = 0.0
    for part in parts:
        for index in range(part):
            offsets.append(x + index * w * BUILD_STEP)
        x += w + (part - 1) * w * BUILD_STEP + w * PART_GAP
    return offsets


def _width(group: Group, w: float) -> float:
    return _offsets(_parts(group), w)[-1] + w


def _rows(widths: list[float], room: float, gap: float) -> list[list[int]]:
    rows: list[list[int]] = [[]]
    used = 0.0
    for index, width in enumerate(widths):
        need = width if not rows[-1] else used + gap + width
        if rows[-1] and need > room:
            rows.append([index])
            used = width
        else:
            rows[-1].append(index)
            used = need
    return rows


def arrange(area: QRectF, card: QSizeF, groups: list[Group], caption_h: float,
            rtl: bool = False, caption_w: dict[str, float] | None = None) -> CentreSlots:
    """``groups`` in reading order; a group of more than one card is a build (stacked, with a
    caption of ``caption_h`` pixels under it, at least ``caption_w[id]`` wide). Right to left,
    the groups run from the right, but a build's cards still overlap left to right so every
    card's corner index shows."""
    if not groups:
        return CentreSlots(QSizeF(card))
    scale = 1.0
    while True:
        w, h = card.width() * scale, card.height() * scale
        # a build is as wide as its caption at least (the caption keeps its size)
        widths = [max(_width(group, w), (caption_w or {}).get(group[0], 0.0)) for group in groups]
        gap = w * GAP_X
        rows = _rows(widths, area.width(), gap)
        # even rows read better: 4 + 4 rather than 7 + 1
        if len(rows) > 1:
            total = sum(widths) + gap * (len(widths) - 1)
            even = _rows(widths, max(max(widths), total / len(rows) + gap), gap)
            if len(even) == len(rows):
                rows = even
        row_h = [h + (caption_h if any(len(groups[i][1]) > 1 for i in row) else 0.0)
                 for row in rows]
        height = sum(row_h) + h * GAP_Y * (len(rows) - 1)
        fits = height <= area.height() and max(widths) <= area.width()
        if fits or scale <= 0.3:
            break
        scale = max(0.3, scale - 0.05)
    slots = CentreSlots(QSizeF(w, h))
    y = area.center().y() - height / 2
    for row, this_h in zip(rows, row_h, strict=True):
        row_w = sum(widths[i] for i in row) + gap * (len(row) - 1)
        x = area.center().x() - row_w / 2
        for index in row:
            group = groups[index]
            gid, cards = group[0], group[1]
            width = widths[index]
            left = x if not rtl else 2 * area.center().x() - x - width
            inset = (width - _width(group, w)) / 2  # cards centred under a wider caption
            for order, (c, offset) in enumerate(zip(cards, _offsets(_parts(group), w),
                                                    strict=True)):
                slots.cards[c] = QPointF(left + inset + offset, y)
                slots.stacking[c] = order
            if len(cards) > 1:
                slots.captions[gid] = QRectF(left, y + h, width, caption_h)
                pad = w * FRAME_PAD
                slots.frames[gid] = QRectF(left - pad, y - pad, width + 2 * pad,
                                           h + caption_h + pad)
            x += width + gap
        y += this_h + h * GAP_Y
    return slots
