"""Text drawn on the felt, as runs a painter draws and a test can check: no word is ever
elided or clipped, so each run's text must fit the box it is drawn in.

The table's plates, boxes and bubbles lay their texts out once, as ``TextRun`` values (the
whole text, the font, the box in the item's coordinates); ``paint`` draws exactly those runs,
and ``text_runs()`` hands them to tests/ui/test_text_fit.py, which walks every window and dialog.
"""

from __future__ import annotations

from typing import NamedTuple

from PySide6.QtCore import QRectF
from PySide6.QtGui import QFont, QFontMetricsF

from .theme import MIN_TEXT_PX

#: a run may be this much wider than its box (antialiasing, rounding of advances)
TOLERANCE_PX = 0.5


class TextRun(NamedTuple):
    text: str
    font: QFont
    box: QRectF

    def width(self) -> float:
        return QFontMetricsF(self.font).horizontalAdvance(self.text)

    def fits(self) -> bool:
        """Whether the whole text fits the box's width (a line is drawn centred on its box's
        height; text_walker checks it stays inside its item)."""
        return self.width() <= self.box.width() + TOLERANCE_PX

    def drawn(self) -> QRectF:
        """Where the text's ink goes, drawn centred on the box's height (item coordinates;
        horizontally the whole box)."""
        metrics = QFontMetricsF(self.font)
        baseline = self.box.center().y() - metrics.height() / 2 + metrics.ascent()
        ink = metrics.tightBoundingRect(self.text)
        return QRectF(self.box.left(), baseline + ink.top(), self.box.width(), ink.height())


def wrap_words(text: str, metrics: QFontMetricsF, width: float) -> list[str]:
    """``text`` over as many lines of ``width`` as its words need (a word wider than the
    line stands alone on its line)."""
    lines: list[str] = []
    current = ""
    for word in text.split():
        trial = f"{current} {word}" if current else word
        if current and metrics.horizontalAdvance(trial) > width:
            lines.append(current)
            current = word
        else:
            current = trial
    if current:
        lines.append(current)
    return lines


def fitting_px(text: str, font: QFont, width: float, smallest: int) -> int:
    """The largest pixel size, from ``font``'s down to ``smallest``, at which ``text`` fits
    ``width`` on one line (``smallest`` when none does)."""
    trial = QFont(font)
    px = font.pixelSize()
    while px > smallest:
        trial.setPixelSize(px)
        if QFontMetricsF(trial).horizontalAdvance(text) <= width:
            return px
        px -= 1
    return smallest


def fitted(text: str, font: QFont, box: QRectF) -> TextRun:
    """``text`` in ``box``: at ``font``'s size, or smaller (not under the readable minimum)
    when it would not fit."""
    if QFontMetricsF(font).horizontalAdvance(text) > box.width():
        font = QFont(font)
        font.setPixelSize(fitting_px(text, font, box.width(), MIN_TEXT_PX))
    return TextRun(text, font, box)
