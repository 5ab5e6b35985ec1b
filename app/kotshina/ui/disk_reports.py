"""What the player is told about their files: the data folder, settings, statistics, autosave.

Write failures and damaged files found at start go to the status bar's lasting warning
(:class:`ProblemIndicator`) instead of a status line that vanishes after a few seconds, and a
side task (the statistics) can never break the flow of a match.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QTimer

from .. import paths
from ..controller.results import Result, Results
from ..controller.statistics import StatsProblem
from .problems import ProblemIndicator

if TYPE_CHECKING:
    from ..controller.saves import SaveStore
    from ..controller.settings import Settings
    from ..controller.statistics import Statistics

# how often a result whose count failed (a full disk) is tried again
RESULTS_RETRY_MS = 30_000

log = logging.getLogger(__name__)


def _reason(exc: BaseException) -> str:
    """The system's words for a failed write (English, as the OS gives them)."""
    if isinstance(exc, OSError):
        return exc.strerror or str(exc)
    return f"{type(exc).__name__}"  # a bug's: logged in full where it was caught


class DiskReports:
    def __init__(self, indicator: ProblemIndicator, settings: Settings,
                 statistics: Statistics, persist: bool, saves: SaveStore | None = None) -> None:
        self.indicator = indicator
        self.settings = settings
        self.statistics = statistics
        self.persist = persist
        # finished matches until their result is counted (None: nothing is persisted)
        self.results = Results(saves, statistics) if persist and saves is not None else None
        self._recovered = False
        self._retry = QTimer(indicator)
        self._retry.setSingleShot(True)
        self._retry.setInterval(RESULTS_RETRY_MS)
        self._retry.timeout.connect(self.retry_results)
        if persist:
            settings.on_write = self.settings_written

    # ------------------------------------------------------------------ at start
    def check_at_start(self) -> None:
        """Say what is wrong with the data folder, the settings file and the statistics file."""
        if not self.persist:
            return
        folder = paths.data_dir_problem()
        if folder is not None:
            self.indicator.failed("data-folder", lambda: QCoreApplication.translate(
                "DiskReports", "The data folder cannot be used (%1): settings, saves and "
                "statistics will not be kept.").replace("%1", folder))
        if self.settings.problem is not None:
            # The English reason is logged for bug reports; the player is told what was done.
            reason, kept = self.settings.problem
            log.warning("settings file unusable: %s", reason)
            if kept is not None:
                self.indicator.notice("settings-file", lambda: QCoreApplication.translate(
                    "DiskReports", "The settings file was damaged; it was kept as %1 and the "
                    "default settings are used.").replace("%1", kept.name))
            else:
                self.indicator.notice("settings-file", lambda: QCoreApplication.translate(
                    "DiskReports", "The settings file is damaged; the default settings are used "
                    "and nothing is written over it."))
        self.statistics.all()
        self.statistics_checked()
        # a finished match a kill or a full disk left uncounted: after the first paint
        QTimer.singleShot(0, self.indicator, self.retry_results)

    def statistics_note(self) -> str:
        """One line for the statistics dialog when the file could not be used, else ""."""
        problem = self.statistics.problem
        return "" if problem is None else self._statistics_text(problem)

    def _statistics_text(self, problem: StatsProblem) -> str:
        if problem.set_aside_as is not None:
            text = QCoreApplication.translate(
                "DiskReports", "The statistics file could not be read; it was kept as %1 and "
                "counting started again.")
            return text.replace("%1", problem.set_aside_as.name)
        if problem.code == "future":
            return QCoreApplication.translate(
                "DiskReports", "The statistics file was written by a newer version of "
                "Kotshina; it is left untouched until the next match ends, then kept aside.")
        return QCoreApplication.translate(
            "DiskReports", "The statistics file could not be read; it is left untouched until "
            "the next match ends, then kept aside.")

    def statistics_checked(self) -> None:
        problem = self.statistics.problem
        if problem is not None:
            log.warning("statistics file unusable: %s", problem.detail)
            self.indicator.notice("statistics-file", lambda: self._statistics_text(problem))

    # ------------------------------------------------------------------ writes
    def autosave_failed(self, exc: BaseException) -> None:
        """Shown until a later autosave succeeds (the autosaver keeps trying)."""
        reason = _reason(exc)
        self.indicator.failed("autosave", lambda: QCoreApplication.translate(
            "DiskReports", "Autosave failed: %1. It is tried again until it works; the match "
            "goes on.").replace("%1", reason))

    def autosave_written(self) -> None:
        self.indicator.resolved("autosave")

    def settings_written(self, problem: str | None) -> None:
        if problem is None:
            self.indicator.resolved("settings")
            return
        self.indicator.failed("settings", lambda: QCoreApplication.translate(
            "DiskReports", "Settings could not be saved: %1").replace("%1", problem))

    # ------------------------------------------------------------------ results
    def match_finished(self, result: Result) -> None:
        """Count a finished match; a failure is reported and retried (its save kept), never
        raised into the match flow."""
        if self.results is None:
            return
        try:
            problem = self.results.finished(result)
        except Exception:  # a bug here must not cost the player the match-end dialog
            log.exception("recording the statistics failed")
            return
        self._results_counted(problem)

    def retry_results(self) -> None:
        """Count what is pending (at start, on the retry timer)."""
        if self.results is None:
            return
        try:
            problem = self.results.recover() if not self._recovered else self.results.retry()
        except Exception:
            log.exception("counting a kept result failed")
            return
        self._recovered = True
        self._results_counted(problem)

    def _results_counted(self, problem: OSError | None) -> None:
        if problem is None:
            self.indicator.resolved("statistics")
            self.statistics_checked()
            return
        reason = _reason(problem)
        self.indicator.failed("statistics", lambda: QCoreApplication.translate(
            "DiskReports", "The statistics could not be saved: %1. The match's result is kept "
            "and counted as soon as they can be.").replace("%1", reason))
        self._retry.start()
