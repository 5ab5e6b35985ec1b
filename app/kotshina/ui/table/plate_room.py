"""How wide the name plates must be for their words: measured, not guessed.

A plate is laid out from the card size (``compute_layout``), which left "Score: −150 · tricks:
3" or "Your turn" beside a sweep badge cut at 800x600, where its text cannot shrink below the
readable minimum. The board measures every line a seat's plate may show (its name, its level,
every status it can take: thinking, your turn, to play, the review's "Playing this move", the
game's score line, the badge) in units of the plate's font size, and the layout makes the plates
at least that wide. The width only grows during a match, so a plate does not change size with
every score; a change of language or direction measures again.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QFontMetricsF, QGuiApplication

from ...controller.table_facts import TableFacts
from .. import theme

# measured at this font size; widths scale with it
REFERENCE_PX = 100
# the plate's proportions (SeatPanel): padding each side, the name's and the lines' sizes,
# the dealer chip beside the name, the gap before a badge
PAD, NAME, LINE, CHIP, BADGE_GAP = 0.7, 1.12, 0.95, 1.5, 0.6
SLACK = 0.4  # rounding, the 4 px between the name and the chip


def _em(text: str, share: float, bold: bool = False) -> float:
    if not text:
        return 0.0
    font = theme.font_px(REFERENCE_PX * share, bold)
    return QFontMetricsF(font).horizontalAdvance(text) / REFERENCE_PX


class PlateRoom:
    """The plates' width in font units for the ``controller``'s seats, growing only (see the
    module's note); ``seat_status(seat)`` is the third line a plate shows now."""

    def __init__(self, controller: TableFacts, seat_status: Callable[[int], str]) -> None:
        self.controller = controller
        self.seat_status = seat_status
        self.em = 0.0
        self._measured_for: tuple[bool, str] | None = None

    def statuses(self, seat: int) -> list[str]:
        """Every third line the plate of ``seat`` can show in this position."""
        translate = QCoreApplication.translate
        lines = [self.seat_status(seat), translate("TableView", "Thinking") + "..."]
        if self.controller.is_human(seat):
            lines += [translate("TableView", "Your turn"),
                      translate("TableView", "Playing this move",
                                "review: your plate, at your move")]
        else:
            lines += [translate("TableView", "To play"),
                      translate("TableView", "Playing this move",
                                "review: another seat's plate, at its move")]
        return lines

    def plate_em(self) -> float:
        """The plate width all seats' words need, in units of the plate's font size."""
        controller = self.controller
        names = controller.names
        hv = controller.human_view()
        widest = 0.0
        for seat in range(controller.seating.players):
            badge = controller.table.seat_badge(hv, seat)
            badge_em = _em(badge, LINE, bold=True) + (BADGE_GAP if badge else 0.0)
            lines = [_em(names.seat(seat), NAME, bold=True) + CHIP,
                     _em("" if controller.is_human(seat) else names.level(seat), LINE)]
            lines += [_em(status, LINE, bold=True) + badge_em for status in self.statuses(seat)]
            widest = max(widest, *lines)
        return widest + 2 * PAD + SLACK

    def update(self, rtl: bool) -> float:
        key = (rtl, QGuiApplication.font().family())
        if key != self._measured_for:
            self.em, self._measured_for = 0.0, key
        self.em = max(self.em, self.plate_em())
        return self.em
