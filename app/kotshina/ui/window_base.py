"""What the main window's parts share: the window's state and the steps they call on one
another. ``MainWindow`` is this with its parts (``StartingMatches``, ``MatchResults``,
``Comforts``) and the match flow; the collaborators that serve the window (``Learning``,
``ViewSettings``, the record export, the screen reader's ``WindowAccess``) are given a
``WindowBase``, never the MainWindow class, so no module imports the window it serves."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QMainWindow, QStackedWidget

from ..core.json_types import JsonObject

if TYPE_CHECKING:  # the match and its dialogs are imported when first used
    # (a Qt class touched makes PySide build its Python enums: QMessageBox's 44 members)
    from PySide6.QtWidgets import QDialog, QMessageBox

    from ..controller.autosaver import Autosaver
    from ..controller.config import MatchConfig
    from ..controller.i18n import Languages
    from ..controller.match_controller import MatchController
    from ..controller.saves import SaveStore
    from ..controller.settings import Settings
    from ..controller.sounds import SoundCues
    from ..controller.statistics import Statistics
    from ..match import Match
    from .card_backs import BackChoosingRenderer
    from .dialogs.deal_summary import DealSummaryDialog
    from .dialogs.match_end import MatchEndDialog
    from .dialogs.rules_help import RulesDialog
    from .dialogs.score_sheet import ScoreSheetDialog
    from .disk_reports import DiskReports
    from .menus import Menus
    from .problems import ProblemIndicator
    from .sound import SilentPlayer, SoundPlayer
    from .start_screen import StartScreen
    from .table.tips import TipsOverlay
    from .table.view import TableView


class WindowBase(QMainWindow):
    """The window's state, set up by MainWindow; the parts read and change it."""

    settings: Settings
    languages: Languages
    #: False in screenshot mode: no settings, autosaves or statistics are written
    persist: bool
    saves: SaveStore
    autosaver: Autosaver
    statistics: Statistics
    renderer: BackChoosingRenderer
    sound: SoundPlayer | SilentPlayer
    sound_cues: SoundCues
    disk: DiskReports
    problems: ProblemIndicator
    menus: Menus
    stack: QStackedWidget
    _start_screen: StartScreen | None  # see StartingMatches.start_screen
    # the match on the table, if any
    controller: MatchController | None
    table: TableView | None
    config: MatchConfig | None
    # what is open over the table
    summary: DealSummaryDialog | None
    match_end: MatchEndDialog | None
    score_sheet: ScoreSheetDialog | None
    rules: RulesDialog | None
    preferences: QDialog | None
    tips: TipsOverlay | None
    message_box: QMessageBox | None
    #: the match result shown once the last deal's summary is closed
    _pending_result: JsonObject | None
    #: the games whose unfinished match the start screen offers to continue
    _continue_games: set[str]

    # ------------------------------------------------------------------ steps of the window
    def show_status(self, text: str) -> None:
        """A passing line in the status bar."""
        raise NotImplementedError

    def start_match(self, config: MatchConfig, record: JsonObject | None = None,
                    replayed: Match | None = None) -> None:
        """A new match, or ``record`` continued (``replayed``: its replay, made already)."""
        raise NotImplementedError

    def close_match(self) -> None:
        raise NotImplementedError

    def restart_match(self) -> None:
        raise NotImplementedError

    def show_start_screen(self) -> None:
        raise NotImplementedError

    def show_move_log(self, on: bool) -> None:
        raise NotImplementedError

    def _update_info(self) -> None:
        """The status bar's lasting line (game, deal, target)."""
        raise NotImplementedError

    def _update_enabled(self) -> None:
        """Which menu entries can be used now."""
        raise NotImplementedError

    def _update_turn_line(self) -> None:
        raise NotImplementedError

    def retranslateUi(self) -> None:  # noqa: N802 - Qt naming
        """Every text of the window again, in the language (and digits) now."""
        raise NotImplementedError
