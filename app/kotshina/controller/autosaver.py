"""Autosave without stalling the table: the record is written by a worker thread.

After every move the window hands over the newest record; a single worker writes it (atomic
replace and fsync, by the save store), and when moves come faster than the disk, only the newest
waiting record is written — each file on disk is still a whole, valid save. ``flush`` waits for
the last write (before the match is closed or the app quits), so nothing handed over is lost.
The worker starts with the first record: the start screen has nothing to save, and a thread
started with the window made the first paint wait for it to be scheduled.

The worker never dies: a write that fails, for whatever reason (a full disk, no permission, a
bug that raises), is reported through ``failed`` and the record is kept and tried again after
a pause that grows with each failure, or at once when a newer record comes. The window shows
the failure until a write succeeds.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable, Sequence

from PySide6.QtCore import QObject, Signal

from ..core.json_types import JsonObject
from .config import MatchConfig

log = logging.getLogger(__name__)

#: seconds before trying a failed record again, after the 1st, 2nd, ... failure in a row
RETRY_SECONDS = (1.0, 2.0, 5.0, 10.0, 30.0)


class Autosaver(QObject):
    written = Signal(str)  # the game whose save was written (queued to the GUI thread)
    failed = Signal(object)  # the exception (an OSError, or a bug's), queued to the GUI thread

    def __init__(self, write: Callable[[MatchConfig, JsonObject], object],
                 parent: QObject | None = None,
                 retry_seconds: Sequence[float] = RETRY_SECONDS) -> None:
        super().__init__(parent)
        self._write = write
        self._retry_seconds = tuple(retry_seconds)
        self._lock = threading.Condition()
        self._pending: tuple[MatchConfig, JsonObject] | None = None
        self._failures = 0  # failed writes of the pending record in a row (0: not failing)
        self._busy = False
        self._closed = False
        self._thread: threading.Thread | None = None

    @property
    def failing(self) -> bool:
        """Whether the newest record handed over could not be written yet."""
        with self._lock:
            return self._failures > 0 and self._pending is not None

    def submit(self, config: MatchConfig, record: JsonObject) -> None:
        """Write ``record`` soon (replacing any record still waiting to be written)."""
        with self._lock:
            if self._closed:
                return
            self._pending = (config, record)
            self._failures = 0  # a new record is tried at once, whatever failed before
            self._lock.notify_all()
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name="kotshina-autosave",
                                                daemon=True)
                self._thread.start()

    def flush(self, timeout: float = 10.0) -> None:
        """Wait until everything handed over is on disk, or its write has failed (the record
        is then kept for the next try; waiting for it would only stall the window)."""
        with self._lock:
            self._lock.wait_for(lambda: not self._busy and (
                self._pending is None or self._failures > 0), timeout)

    def close(self) -> None:
        self.flush()
        with self._lock:
            self._closed = True
            self._lock.notify_all()
        if self._thread is not None:
            self._thread.join(2.0)

    def _next(self) -> tuple[MatchConfig, JsonObject] | None:
        """The record to write next, waiting for one (or for a retry's pause); None at close."""
        with self._lock:
            while True:
                if self._closed:
                    return None
                if self._pending is not None and self._failures == 0:
                    break
                if self._pending is None:
                    self._lock.wait()
                    continue
                pause = self._retry_seconds[min(self._failures, len(self._retry_seconds)) - 1]
                if not self._lock.wait(pause) and self._pending is not None:
                    break  # the pause is over: try the same record again
            self._busy = True
            return self._pending

    def _run(self) -> None:
        while True:
            item = self._next()
            if item is None:
                return
            config, record = item
            error: BaseException | None = None
            try:
                self._write(config, record)
            except Exception as exc:  # noqa: BLE001 - whatever it is, report it and retry
                if not isinstance(exc, OSError):
                    log.exception("autosave of %s failed", config.game)
                error = exc
            with self._lock:
                self._busy = False
                if self._pending is item:  # no newer record came meanwhile
                    if error is None:
                        self._pending, self._failures = None, 0
                    else:
                        self._failures += 1
                self._lock.notify_all()
            if error is None:
                self.written.emit(config.game)
            else:
                self.failed.emit(error)
