"""Where each computer seat's bubble ("took 5♦ with 5♠") stands: by its name plate, always.

The top seat's hangs under its plate. A side seat's stands beside its plate, towards the
centre; when it would cover cards on the felt it rises, but only as far as its pointer still
reaches the plate; if that is not enough it stands over the plate, in the seat's own column;
and where neither is free it stays beside the plate, over the cards' edge (a card with its
edge covered is still readable; a bubble away from its seat is not understood). It used to rise
to the top of the centre, far from the plate it pointed at (4-player Casino at 800x600).
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QPointF, QRectF

from ...controller.tables.base import Said
from .layout import TableLayout
from .said import POINTS_FROM, SaidBubble

SIDES = ("left", "right")


def place_said(bubbles: Mapping[int, SaidBubble], said: Mapping[int, Said],
               layout: TableLayout, things: list[QRectF]) -> None:
    """Each seat's bubble with its line of ``said``, out of the way of ``things`` (the cards,
    captions and deck on the felt) where it can be."""
    for seat, bubble in bubbles.items():
        line = said.get(seat)
        _beside(bubble, seat, line.text if line is not None else "", layout)
    # once every bubble stands by its plate: the side seats' bubbles get out of the cards
    for seat, bubble in bubbles.items():
        if layout.places[seat] in SIDES and bubble.isVisible():
            _settle(bubbles, things, bubble, seat, layout)


def _beside(bubble: SaidBubble, seat: int, text: str, layout: TableLayout) -> None:
    """The bubble at its first place: beside a side seat's plate, under the top seat's."""
    place, plate = layout.places[seat], layout.panels[seat]
    if place == "left":
        anchor, room = plate.topRight(), layout.centre.width() * 0.45
    elif place == "right":
        anchor, room = plate.topLeft(), layout.centre.width() * 0.45
    else:
        anchor = plate.bottomRight() if layout.rtl else plate.bottomLeft()
        room = layout.width - 2 * layout.margin
    wide = max(plate.width() * 1.7, layout.font_px * 20)
    bubble.show_text(text, anchor, POINTS_FROM[place], min(room, wide), _px(layout),
                     layout.rtl)


def _px(layout: TableLayout) -> int:
    return round(layout.font_px * 0.95)


def _shape(bubble: SaidBubble) -> QRectF:
    return bubble.mapRectToScene(bubble.bubble_rect())


def _settle(bubbles: Mapping[int, SaidBubble], things: list[QRectF], bubble: SaidBubble,
            seat: int, layout: TableLayout) -> None:
    others = [_shape(other) for other in bubbles.values()
              if other is not bubble and other.isVisible()]
    shape = _shape(bubble)
    # below a bubble above it that it would cover (the top seat's hangs into a small centre)
    ceiling = max((above.bottom() + layout.margin * 0.5 for above in others
                   if above.top() < shape.top() and above.left() < shape.right()
                   and shape.left() < above.right()), default=None)
    if ceiling is not None and shape.top() < ceiling:
        bubble.lower_by(ceiling - shape.top())
        shape = _shape(bubble)
    hit = [rect for rect in things if rect.intersects(shape)]
    if not hit:
        return
    lowest = layout.centre.top() + layout.margin * 0.5
    if ceiling is not None:
        lowest = max(lowest, ceiling)
    wanted = shape.bottom() - min(rect.top() for rect in hit) + layout.margin * 0.5
    if wanted <= min(bubble.rise_on_its_pointer(), shape.top() - lowest):
        bubble.raise_by(wanted)
        return
    text = bubble.text
    plate = layout.panels[seat]
    bubble.show_text(text, QPointF(plate.center().x(), plate.top()), "down", plate.width(),
                     _px(layout), layout.rtl)
    over = _shape(bubble)
    if over.top() >= layout.centre.top() and not any(
            rect.intersects(over) for rect in [*things, *others]):
        return
    _beside(bubble, seat, text, layout)  # over the cards' edge, still by its plate
    if ceiling is not None and _shape(bubble).top() < ceiling:
        bubble.lower_by(ceiling - _shape(bubble).top())
