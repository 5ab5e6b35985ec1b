"""Autosave without stalling the table: the record is written by a worker thread.

After every move the window hands over the newest record; a single worker writes it (atomic
replace and fsync, by the save store), and when moves come faster than the disk, only the newest
waiting record is written — each file on disk is still a whole, valid save. ``flush`` waits for
the last write (before the match is closed or the app quits), so nothing handed over is lost.
The worker starts with the first record: the start screen has nothing to save, and a thread
started with the window made the first paint wait for it to be scheduled.
"""

from __future__ import annotations

import threading
from collections.abc import Callable

from PySide6.QtCore import QObject, Signal

from ..core.json_types import JsonObject
from .config import MatchConfig


class Autosaver(QObject):
    written = Signal(str)  # the game whose save was written (queued to the GUI thread)
    failed = Signal(object)  # the OSError, queued to the GUI thread

    def __init__(self, write: Callable[[MatchConfig, JsonObject], object],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._write = write
        self._lock = threading.Condition()
        self._pending: tuple[MatchConfig, JsonObject] | None = None
        self._busy = False
        self._closed = False
        self._thread: threading.Thread | None = None

    def submit(self, config: MatchConfig, record: JsonObject) -> None:
        """Write ``record`` soon (replacing any record still waiting to be written)."""
        with self._lock:
            if self._closed:
                return
            self._pending = (config, record)
            self._lock.notify_all()
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name="kotshina-autosave",
                                                daemon=True)
                self._thread.start()

    def flush(self, timeout: float = 10.0) -> None:
        """Wait until everything handed over is on disk."""
        with self._lock:
            self._lock.wait_for(lambda: self._pending is None and not self._busy, timeout)

    def close(self) -> None:
        self.flush()
        with self._lock:
            self._closed = True
            self._lock.notify_all()
        if self._thread is not None:
            self._thread.join(2.0)

    def _run(self) -> None:
        while True:
            with self._lock:
                self._lock.wait_for(lambda: self._pending is not None or self._closed)
                if self._pending is None:
                    return
                config, record = self._pending
                self._pending = None
                self._busy = True
            try:
                self._write(config, record)
            except OSError as exc:
                self.failed.emit(exc)
            else:
                self.written.emit(config.game)
            finally:
                with self._lock:
                    self._busy = False
                    self._lock.notify_all()
