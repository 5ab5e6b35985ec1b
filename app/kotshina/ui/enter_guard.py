"""Enter is not taken by a panel in the first moment after it appears.

A panel that comes up by itself (the deal summary, the match end, King's contract choice, the
coach's warning) gets the keyboard focus; an Enter the player pressed for the table a moment
before (or is still holding down) would answer it unread. The guard drops Enter presses for
``ENTER_GUARD_MS`` after the panel is shown, and the auto-repeats of an Enter held down since
then, until that key is let go. It waits for nothing: it compares times when a key comes.
"""

from __future__ import annotations

from PySide6.QtCore import QElapsedTimer, QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QWidget

from .table.animations import ENTER_GUARD_MS

ENTER_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter)


class EnterGuard(QObject):
    def __init__(self, parent: QObject | None = None, ms: int = ENTER_GUARD_MS) -> None:
        super().__init__(parent)
        self.ms = ms
        self._clock = QElapsedTimer()
        self._held = False  # an Enter dropped by the guard is still down

    def arm(self, panel: QWidget) -> None:
        """The panel has just appeared: from now, for a moment, Enter reaches none of its
        widgets (the filter sits on each of them, the focused button included)."""
        self._clock.start()
        self._held = False
        for widget in (panel, *panel.findChildren(QWidget)):
            widget.installEventFilter(self)  # installing twice keeps one filter

    @property
    def armed(self) -> bool:
        return self._clock.isValid() and self._clock.elapsed() < self.ms

    def holds(self, event: QKeyEvent) -> bool:
        """Whether this key press must be dropped: an Enter in the first moment, or the
        repeat of an Enter held down since then."""
        if event.key() not in ENTER_KEYS:
            return False
        if event.type() == QEvent.Type.KeyRelease:
            if not event.isAutoRepeat():
                self._held = False
            return False
        if self.armed or (self._held and event.isAutoRepeat()):
            self._held = True
            return True
        return False

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        if event.type() in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease) \
                and isinstance(event, QKeyEvent):
            return self.holds(event)
        return False
