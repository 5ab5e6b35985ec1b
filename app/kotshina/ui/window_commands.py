"""The main window's Game-menu commands on the match: hint, undo and redo, the score sheet,
statistics and the rules; a part of MainWindow; its texts keep the MainWindow translation
context."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ..games.registry import default_game
from .learning import Learning
from .window_base import WindowBase

translate = QCoreApplication.translate  # lupdate reads translate("MainWindow", "text")


class GameCommands(WindowBase):
    """What the Game menu (and its keys) asks of the match now (a part of MainWindow)."""

    learning: Learning  # the review of a deal picked in the score sheet

    def show_hint(self) -> None:
        """Ask for the strongest level's suggestion; the table shows it when it arrives."""
        if self.controller is None:
            return
        if not self.controller.is_human_turn():
            self.show_status(translate("MainWindow", "No hint right now: it is not your turn."))
            return
        self.show_status(translate("MainWindow", "Looking for a good move…"))
        self.controller.request_hint()

    def undo(self) -> None:
        """Back to your previous turn; the status bar (and the screen reader) says so, in
        place of the message of a move that is no longer on the table."""
        if self.controller is None or self.table is None:
            return
        if self.controller.undo():
            self.table.notice.emit(translate("MainWindow", "Your last move and what followed it were taken back."))
        else:
            self.show_status(translate("MainWindow", "Nothing to undo."))

    def redo(self) -> None:
        """The moves the last undo took back, played again (until a new move is made)."""
        if self.controller is None or self.table is None:
            return
        if self.controller.redo():
            self.table.notice.emit(translate("MainWindow", "The moves you took back were played again."))
        else:
            self.show_status(translate("MainWindow", "Nothing to redo."))

    def show_score_sheet(self) -> None:
        if self.controller is None or self.config is None:
            return
        if self.score_sheet is None:
            from .dialogs.score_sheet import ScoreSheetDialog

            self.score_sheet = ScoreSheetDialog(self.controller.table, self)
            self.score_sheet.review_requested.connect(self.learning.review_deal)
            self.controller.state_changed.connect(self._refresh_score_sheet)
        self._refresh_score_sheet()
        self.score_sheet.show()
        self.score_sheet.raise_()

    def _refresh_score_sheet(self) -> None:
        if self.score_sheet is None or self.controller is None:
            return
        state = self.controller.state
        self.score_sheet.set_data(list(state.deal_results), self.controller.human_view())

    def show_statistics(self) -> None:
        from .dialogs.statistics import StatisticsDialog

        records = self.statistics.records()
        game = self.config.game if self.config else self.settings.last_game
        reset = self.statistics.reset if self.persist else None
        StatisticsDialog(records, self, note=self.disk.statistics_note(), reset=reset,
                         game=game).open()

    def show_rules(self) -> None:
        from .dialogs.rules_help import RulesDialog

        game = self.config.game if self.config else default_game()
        self.rules = RulesDialog(game, self.languages.language, self)
        self.rules.finished.connect(lambda: setattr(self, "rules", None))
        self.rules.show()
