"""Saying things to the screen reader: one announcer per window.

``say`` posts a ``QAccessibleAnnouncementEvent`` (Qt 6.8 and later; on Linux the AT-SPI bridge
sends it as ``object:announcement``, which Orca speaks; on Windows a UIA notification, on macOS
an NSAccessibility announcement), polite by default and assertive for what must interrupt
(a refusal, your turn). The last announcement is kept for the repeat key.

``KOTSHINA_ANNOUNCE_LOG=FILE`` appends every announcement, and every move of the keyboard
focus (what a screen reader reads when the focus moves), to FILE, one line each: a way to play
and to test "with the screen turned off" without a screen reader. The file is opened as the
arena's log is (``core.safe_write.open_log``): never through a link, never blocking on a FIFO;
a log that cannot be written is given up, never fatal.
"""

from __future__ import annotations

import os
import time
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from ...core.safe_write import open_log
from ...core.text_safety import replace_unencodable

LOG_VARIABLE = "KOTSHINA_ANNOUNCE_LOG"
HISTORY = 200  # announcements kept in memory (tests, the repeat key)


class Announcer(QObject):
    announced = Signal(str)  # the text, after it was posted

    def __init__(self, target: QObject, parent: QObject | None = None) -> None:
        super().__init__(parent or target)
        self.target = target  # the object the announcement comes from (the main window)
        self.history: list[str] = []
        self.last = ""
        path = os.environ.get(LOG_VARIABLE)
        self.log_path = Path(path) if path else None

    def say(self, text: str, assertive: bool = False) -> None:
        text = " ".join(text.split())
        if not text:
            return
        self.last = text
        self.history = [*self.history[-HISTORY + 1:], text]
        # imported with the first announcement: QAccessible's Python class (its ~190 enum
        # members) costs the first screen, which announces nothing, a tenth of its margin
        from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent

        event = QAccessibleAnnouncementEvent(self.target, text)
        event.setPoliteness(QAccessible.AnnouncementPoliteness.Assertive if assertive
                            else QAccessible.AnnouncementPoliteness.Polite)
        QAccessible.updateAccessibility(event)
        self._log("say", text)
        self.announced.emit(text)

    def repeat(self) -> None:
        """The last announcement again (assertive: the player asked for it)."""
        if self.last:
            self.say(self.last, assertive=True)

    def focus_moved(self, text: str) -> None:
        """What a screen reader reads on a focus move (it reads it from the focus event
        itself): only logged here."""
        self._log("focus", text)

    def _log(self, kind: str, text: str) -> None:
        if self.log_path is None:
            return
        try:
            with open_log(self.log_path) as handle:
                handle.write(replace_unencodable(f"{time.strftime('%H:%M:%S')} [{kind}] {text}\n"))
        except OSError:
            self.log_path = None  # a log that cannot be written is given up, never fatal
