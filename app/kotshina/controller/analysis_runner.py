"""The expert's analysis of a deal, run off the GUI thread, with progress and cancellation.

The analysis itself (``kotshina.ai.analysis``) is pure Python and blocking (it uses the
expert's process pool); this runner starts it on a worker thread and hands each judged decision
back to the GUI thread through queued signals. ``cancel`` stops it before its next search; a
cancelled or finished runner sends nothing more.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Mapping
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal, SignalInstance

from ..core.json_types import JsonObject

if TYPE_CHECKING:
    from ..ai.analysis import Decision

log = logging.getLogger(__name__)

#: search per decision in the review window (the analysis' own default budget)
REVIEW_BUDGET_MS = 800.0
REVIEW_SEED = 1  # the same deal always gets the same opinions


class AnalysisRunner(QObject):
    decided = Signal(object)  # an analysis Decision
    progressed = Signal(int, int)  # done, total
    finished = Signal(bool)  # True when every decision was judged, False when cancelled
    failed = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._cancel = threading.Event()
        self._thread: threading.Thread | None = None

    @property
    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def start(self, record: JsonObject, seat: int, deal: int,
              budget_ms: float = REVIEW_BUDGET_MS, seed: int = REVIEW_SEED,
              known: Mapping[int, Decision] | None = None) -> None:
        """Analyse ``deal``; ``known`` decisions (a kept analysis) are sent again, not searched."""
        self.cancel()
        self._cancel = threading.Event()
        cancel = self._cancel
        self._thread = threading.Thread(
            target=self._run,
            args=(record, seat, deal, budget_ms, seed, cancel, dict(known or {})),
            name="kotshina-analysis", daemon=True)
        self._thread.start()

    @staticmethod
    def analyse_now(record: JsonObject, seat: int, deal: int, budget_ms: float,
                    seed: int = REVIEW_SEED) -> list[Decision]:
        """The same analysis, blocking, on the calling thread (screenshot mode's picture)."""
        from ..ai.analysis import analyse_record

        return analyse_record(record, seat, budget_ms, seed, {deal})

    def cancel(self, wait: bool = False) -> None:
        self._cancel.set()
        if wait and self._thread is not None:
            self._thread.join(5.0)

    def _run(self, record: JsonObject, seat: int, deal: int, budget_ms: float, seed: int,
             cancel: threading.Event, known: dict[int, Decision]) -> None:
        try:
            from ..ai.analysis import decisions_of, iter_analysis

            total = len(decisions_of(record, seat, {deal}))
            done = 0
            if not _send(self.progressed, 0, total):
                return
            for decision in iter_analysis(record, seat, budget_ms, seed, {deal}, cancel.is_set,
                                          known):
                if cancel.is_set():
                    return
                done += 1
                if not (_send(self.decided, decision) and _send(self.progressed, done, total)):
                    return
            if not cancel.is_set():
                _send(self.finished, done == total)
        except Exception as exc:  # an analysis bug must not take the window down
            if cancel.is_set():
                return
            log.exception("analysis failed")
            _send(self.failed, str(exc) or type(exc).__name__)


def _send(signal: SignalInstance, *args: object) -> bool:
    """Emit from the worker thread; False once the runner's window has been deleted.

    A review window closed mid-analysis deletes its runner before the thread sees the cancel;
    PySide then raises RuntimeError at the next emit. That is the end of the run, not a bug."""
    try:
        signal.emit(*args)
    except RuntimeError:
        return False
    return True
