"""The main window's end of a deal and of a match: the deal summary over the table, the
statistics, the match end; a part of MainWindow; its texts keep the MainWindow translation
context."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ..controller.results import result_of
from ..core.json_types import JsonObject
from .learning import Learning
from .window_base import WindowBase

translate = QCoreApplication.translate  # lupdate reads translate("MainWindow", "text")


class MatchResults(WindowBase):
    """What the window does when the controller says a deal or the match is over (a part of
    MainWindow)."""

    learning: Learning  # the review of a finished deal

    def _on_deal_finished(self, result: JsonObject) -> None:
        if self.config is None or self.controller is None:
            return
        from .dialogs.deal_summary import DealSummaryDialog

        number = len(self.controller.state.deal_results)
        self.summary = DealSummaryDialog(self.controller.table, result, number, self.table)
        self.summary.finished.connect(self._summary_closed)
        self.summary.review_requested.connect(lambda: self.learning.review_deal(number))
        self.summary.open()
        self._update_info()

    def _summary_closed(self) -> None:
        summary, self.summary = self.summary, None
        if summary is not None:
            # a child of the table: kept, each deal's summary stayed alive to the match's end
            # (its ~40 widgets and their Qt memory: King's app grew ~0.8 MB a deal)
            summary.deleteLater()
        if self.table is not None:
            self.table.setFocus()  # the keys play again
        if self._pending_result is not None:
            self._show_match_end(self._pending_result)
        elif self.controller is not None and not self.controller.state.is_over:
            self.controller.next_deal()

    def _on_match_finished(self, result: JsonObject) -> None:
        if self.config is None:
            return
        if self.persist and self.controller is not None:
            # the finished match's last save is on disk first: it is kept until the result
            # is in the statistics (controller/results.py)
            self.autosaver.flush()
            controller = self.controller
            self.disk.match_finished(result_of(self.config.game, controller.match.players,
                                               controller.record(), result,
                                               controller.coached_moves,
                                               self.config.seat_levels()))
        self.statusBar().showMessage(translate("MainWindow", "The match is over."))
        self._continue_games.discard(self.config.game)
        self._update_enabled()
        if self.summary is not None:
            self._pending_result = result  # shown once the last deal's summary is closed
        else:
            self._show_match_end(result)

    def _show_match_end(self, result: JsonObject) -> None:
        self._pending_result = None
        if self.config is None or self.controller is None:
            return
        from .dialogs.match_end import MatchEndDialog

        self.match_end = MatchEndDialog(self.controller.table, result,
                                        self.controller.human_view(), self.table)
        self.match_end.play_again_requested.connect(self.restart_match)
        self.match_end.rejected.connect(self.show_start_screen)
        self.match_end.open()

