"""The main window: start screen or table, the menus, the status bar, and the match's dialogs.

The window never decides a rule: it starts a MatchController, shows its TableView, and turns the
controller's facts (turn, thinking, refusals, deal and match results, record changes) into
status-bar lines, dialogs, autosaves and statistics.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QTimer
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QStackedWidget,
    QWidget,
)

from ..controller.autosaver import Autosaver
from ..controller.i18n import Languages
from ..controller.saves import SaveStore
from ..controller.settings import Settings
from ..controller.sounds import SoundCues
from ..controller.statistics import Statistics
from ..core.json_types import JsonObject
from ..games.registry import default_game
from . import window_geometry
from .access.window_access import WindowAccess
from .card_backs import BackChoosingRenderer
from .cards.renderer import CardRenderer
from .disk_reports import DiskReports
from .learning import Learning
from .menus import Menus
from .picture_cache import Shelf
from .problems import ProblemIndicator
from .sound import SilentPlayer, SoundPlayer
from .view_settings import ViewSettings
from .window_comforts import Comforts
from .window_commands import GameCommands
from .window_results import MatchResults
from .window_starting import StartingMatches

# The first screen is the start screen: the match (controller, table, computer players) and
# the dialogs are imported when first used, so starting the app loads none of them.
if TYPE_CHECKING:
    from PySide6.QtWidgets import QMessageBox

    from ..controller.config import MatchConfig
    from ..controller.match_controller import MatchController
    from ..match import Match
    from .dialogs.deal_summary import DealSummaryDialog
    from .dialogs.match_end import MatchEndDialog
    from .dialogs.rules_help import RulesDialog
    from .dialogs.score_sheet import ScoreSheetDialog
    from .move_log import MoveLog
    from .table.view import TableView

STATUS_TIMEOUT_MS = 8000
SOUND_LOAD_MS = 1500  # after the first screen is up


class MainWindow(StartingMatches, MatchResults, Comforts, GameCommands, QMainWindow):
    """``persist=False`` (screenshot mode) writes no settings, autosaves or statistics."""

    def __init__(self, settings: Settings, languages: Languages, persist: bool = True) -> None:
        super().__init__()
        self.setObjectName("mainWindow")
        self.settings = settings
        self.languages = languages
        self.persist = persist
        self.saves = SaveStore()
        # the autosave is written off the GUI thread, newest record first
        self.autosaver = Autosaver(lambda config, record: self.saves.autosave(config, record), self)
        self.autosaver.written.connect(self._autosave_written)
        self.autosaver.failed.connect(lambda exc: self.disk.autosave_failed(exc))
        self.statistics = Statistics()
        # the first table's faces come from the picture cache (drawn and kept the first time)
        self.card_shelf = Shelf()
        self.renderer = BackChoosingRenderer(CardRenderer(shelf=self.card_shelf),
                                             settings.card_back)
        # the card sounds: Qt Multimedia is loaded with the first match, never for the start
        # screen; screenshot mode makes none
        self.sound: SoundPlayer | SilentPlayer = (
            SoundPlayer(settings.sound, settings.volume, self) if persist else SilentPlayer())
        self.sound_cues = SoundCues(self.sound, self)
        self.controller: MatchController | None = None
        self.table: TableView | None = None
        self.config: MatchConfig | None = None
        self.screenshot_game = default_game()  # the game screenshot mode's new-game dialog shows
        self.summary: DealSummaryDialog | None = None
        self.match_end: MatchEndDialog | None = None
        self.score_sheet: ScoreSheetDialog | None = None
        self.rules: RulesDialog | None = None
        self.preferences: QDialog | None = None
        self.tips = None  # the first-run tips over the table, while shown
        self._pending_result = None
        self._continue_games: set[str] = set()
        self.message_box: QMessageBox | None = None
        # Each widget made in the parent it stays in: moved in afterwards (the stack into the
        # central widget, a screen into the stack) it had the style sheet's style passed down
        # its whole tree again at each move
        central = QWidget(self)
        self.stack = QStackedWidget(central)
        self._start_screen = None  # made when first shown (StartingMatches.start_screen)
        # made when first shown or read (a hidden log cost every table start and every move)
        self._move_log: MoveLog | None = None
        self.row = QHBoxLayout(central)  # mirrored in Arabic: the log on the trailing side
        self.row.setContentsMargins(0, 0, 0, 0)
        self.row.setSpacing(0)
        self.row.addWidget(self.stack, 1)
        self.setCentralWidget(central)
        # whose turn: a lasting line beside the passing messages (what the computer did, a
        # refusal, a hint), never hidden by them
        self.turn_line = QLabel(self)
        self.turn_line.setObjectName("turnLine")
        self.statusBar().addPermanentWidget(self.turn_line)
        self.info = QLabel(self)
        self.statusBar().addPermanentWidget(self.info)
        self.problems = ProblemIndicator(self)
        self.statusBar().addPermanentWidget(self.problems)
        self.disk = DiskReports(self.problems, settings, self.statistics, persist, self.saves)
        self.menus = Menus(self)
        self.learning = Learning(self)
        self._connect_menus()
        self.view_settings = ViewSettings(self)
        self.access = WindowAccess(self)  # the screen reader's announcements and reading keys
        self.setMinimumSize(window_geometry.MINIMUM_SIZE)
        self.retranslateUi()
        self.disk.check_at_start()
        self.refresh_start_screen()

    # ------------------------------------------------------------------ menus
    def _connect_menus(self) -> None:
        m = self.menus
        m.new_game.triggered.connect(lambda: self.ask_new_game(self.config.game if self.config else None))
        m.continue_match.triggered.connect(lambda: self.continue_match(self._continue_game()))
        m.restart.triggered.connect(self.ask_restart)
        m.save_record.triggered.connect(lambda: self._save_record(bug_report=False))
        m.export_report.triggered.connect(lambda: self._save_record(bug_report=True))
        m.score_sheet.triggered.connect(self.show_score_sheet)
        m.statistics.triggered.connect(self.show_statistics)
        m.hint.triggered.connect(self.show_hint)
        m.undo.triggered.connect(self.undo)
        m.redo.triggered.connect(self.redo)
        m.review.triggered.connect(lambda: self.learning.review_deal())
        m.coach.setChecked(self.settings.coach)
        m.coach.toggled.connect(lambda on: self.learning.set_coach(on))
        m.start_screen.triggered.connect(self.show_start_screen)
        m.quit.triggered.connect(self.close)
        m.rules.triggered.connect(self.show_rules)
        m.about.triggered.connect(self.show_about)
        m.preferences.triggered.connect(self.show_preferences)
        m.shortcuts.triggered.connect(self.show_shortcuts)
        m.tips.triggered.connect(lambda: self.show_tips(again=True))

    def _save_record(self, bug_report: bool) -> None:
        from .record_export import ask_save_record

        ask_save_record(self, bug_report=bug_report)

    def show_about(self) -> None:
        from .dialogs.about import AboutDialog

        AboutDialog(self).open()

    def _update_enabled(self) -> None:
        controller = self.controller
        playing = controller is not None
        over = controller is not None and controller.state.is_over
        for act in (self.menus.restart, self.menus.save_record, self.menus.export_report,
                    self.menus.score_sheet):
            act.setEnabled(playing)
        for act in (self.menus.hint, self.menus.undo):
            act.setEnabled(playing and not over)
        redo = controller is not None and controller.can_redo()
        self.menus.redo.setEnabled(bool(redo))
        self.access.enable_reading(playing)
        self.menus.review.setEnabled(self.learning.finished_deals() > 0)
        # from what the start screen last found, so no save file is read on every move
        self.menus.continue_match.setEnabled(bool(self._continue_games))

    def set_language(self, language: str) -> None:
        self.view_settings.set_language(language)

    # ------------------------------------------------------------------ the match
    def start_match(self, config: MatchConfig, record: JsonObject | None = None,
                    replayed: Match | None = None) -> None:
        from ..controller.match_controller import MatchController
        from .table.view import TableView

        self.close_match()
        self.config = config
        if self.persist and self.settings.last_game != config.game:
            self.settings.last_game = config.game
        controller = MatchController(config, record, self, replayed)
        controller.set_computer_names(self.settings.computer_names)
        # at the size it is shown at, and drawn once: a table opened at another size drew
        # every card twice, the first time for nothing; made in the stack, as a view made on
        # the window and moved there had the style sheet of every widget on it resolved again
        table = TableView(controller, self.renderer, self.stack, size=self.stack.size(),
                          synced=False)
        self.card_shelf.close_when_painted(table.viewport())
        table.table_scene.felt.shelf = self.card_shelf  # its felt too, at the first start
        with table.syncs_held():
            self._open_table(controller, table)
        self._update_enabled()
        QTimer.singleShot(0, self, self.show_tips)  # the first match of a game: its tips

    def _open_table(self, controller: MatchController, table: TableView) -> None:
        self.controller, self.table = controller, table
        self.access.match_started(controller, table)
        controller.turn_changed.connect(self._on_turn)
        controller.thinking_changed.connect(self._on_thinking)
        controller.coach_busy.connect(lambda _busy: self._update_turn_line())
        controller.deal_finished.connect(self._on_deal_finished)
        controller.match_finished.connect(self._on_match_finished)
        controller.record_changed.connect(self._on_record_changed)
        controller.state_changed.connect(self._update_info)
        # the table says what happened at it (refusals, hints, the computers' moves) in the
        # status bar: a refusal comes from the controller's move_refused through the table only
        table.status_message.connect(self.show_status)
        controller.set_animation_speed(self.settings.animation_speed)
        self.view_settings.apply_to_table()
        self.stack.addWidget(table)
        self.stack.setCurrentWidget(table)
        table.setFocus()
        if self._move_log is not None:  # else it follows the match once it is first shown
            self._move_log.follow(controller)
        self.show_move_log(self.menus.move_log.isChecked())
        self.learning.match_started()
        self.sound_cues.follow(controller)
        QTimer.singleShot(0, self, self.sound.load)  # the effects ready before the first card
        controller.start()  # its state_changed sets the info line

    def close_match(self) -> None:
        """Drop the match silently: its controller and dialogs send nothing more."""
        controller, table = self.controller, self.table
        dialogs = (self.summary, self.match_end, self.score_sheet)
        self.sound_cues.follow(None)
        if self.tips is not None:  # left unread: they come again with the next match
            self.tips.dismissed.disconnect()
            self.tips.close()
            self.tips = None
        self.controller = self.table = None
        self.access.match_closed()
        if self._move_log is not None:
            self._move_log.follow(None)
        self.summary = self.match_end = self.score_sheet = None
        self._pending_result = None
        if controller is not None:
            controller.blockSignals(True)
            controller.shutdown()  # waits for a computer seat that is still thinking
            controller.deleteLater()
            self.autosaver.flush()  # its last move is on disk before anything reads the saves
        for dialog in dialogs:
            if dialog is not None:
                dialog.blockSignals(True)  # closing it must not deal the next deal
                dialog.done(QDialog.DialogCode.Rejected)
                dialog.deleteLater()
        if table is not None:
            self.stack.removeWidget(table)
            table.deleteLater()

    @property
    def move_log(self) -> MoveLog:
        if self._move_log is None:
            from .move_log import MoveLog

            self._move_log = MoveLog(self.centralWidget())
            self._move_log.hide()
            self._move_log.follow(self.controller)
            # a side panel: the table gives it its width (in a small window the felt is drawn
            # smaller), on the trailing side, which the row mirrors in Arabic
            self.row.addWidget(self._move_log)
        return self._move_log

    def show_move_log(self, on: bool) -> None:
        """The move log beside the table (never beside the start screen)."""
        visible = on and self.table is not None
        if visible or self._move_log is not None:
            self.move_log.setVisible(visible)

    def _on_record_changed(self, record: JsonObject) -> None:
        if self.persist and self.config is not None:
            self.autosaver.submit(self.config, record)

    def _autosave_written(self, game: str) -> None:
        self._continue_games.add(game)
        self.disk.autosave_written()

    def _on_turn(self, seat: int) -> None:
        self._update_turn_line()

    def _update_turn_line(self) -> None:
        """Whose turn it is (or who is thinking), in the current language."""
        controller = self.controller
        seat = controller.match.to_move if controller is not None else None
        if controller is None or seat is None:  # between deals or after the match
            self.turn_line.setText("")
        elif controller.coach_thinking:  # else the table looks frozen with the card held
            self.turn_line.setText(self.tr("The coach is looking at your move… (Esc takes it back)"))
        elif controller.thinking_seat == seat:
            self.turn_line.setText(self.tr("%1 is thinking…").replace(
                "%1", controller.names.seat(seat)))
        else:
            self.turn_line.setText(self._turn_text(seat))

    def _turn_text(self, seat: int) -> str:
        assert self.controller is not None
        if self.controller.is_human(seat):
            return self.tr("Your turn")
        return self.tr("%1 to play").replace("%1", self.controller.names.seat(seat))

    def _on_thinking(self, seat: int, thinking: bool) -> None:
        self._update_turn_line()

    # ------------------------------------------------------------------ status & texts
    def show_status(self, text: str) -> None:
        self.statusBar().showMessage(text, STATUS_TIMEOUT_MS)

    def _update_info(self) -> None:
        if self.controller is None or self.config is None:
            self.info.setText("")
            return
        controller = self.controller
        self.info.setText(controller.table.info_line(controller.human_view()))
        self._update_enabled()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        elif event.type() == QEvent.Type.WindowStateChange and hasattr(self, "view_settings"):
            self.view_settings.sync_full_screen()  # also when the window manager changed it
        super().changeEvent(event)

    def retranslateUi(self) -> None:  # noqa: N802 - Qt naming
        self.setWindowTitle(self.tr("Kotshina"))
        self.menus.retranslate()
        self._update_info()
        self._update_turn_line()  # in the new language (a passing message keeps its words)

    # ------------------------------------------------------------------ window life
    def show_restored(self, resume: bool = False) -> None:
        """Show the window as it was left (size, place, maximized or full screen), fitted to
        the screen as it is now; the first time, up to 90% of the screen, centred. On the start
        screen, unless ``resume``: the saved match is opened next (``continue_match``), and the
        start screen is made only if it cannot be."""
        window_geometry.restore(self, self.settings)
        if not resume:
            self.stack.setCurrentWidget(self.start_screen)
        self.view_settings.sync_full_screen()
        # A resumable match is one click away; an unreadable save was reported in the status bar.
        QTimer.singleShot(0, self, self.refresh_start_screen)
        if self.sound.enabled:
            # Qt Multimedia and the sound server's connection take ~0.1 s on the GUI thread:
            # done while the start screen stands still, not when the first match deals
            QTimer.singleShot(SOUND_LOAD_MS, self, self.sound.load)

    def shutdown(self) -> None:
        self.learning.shutdown()
        self.close_match()
        self.autosaver.close()
        self.sound.close()
        self.settings.flush()

    def closeEvent(self, event) -> None:  # noqa: N802 - Qt override
        if self.persist:
            window_geometry.remember(self, self.settings)
        self.settings.flush()  # a held write (the language) too
        self.learning.shutdown()
        self.close_match()
        self.autosaver.close()
        self.sound.close()
        super().closeEvent(event)

