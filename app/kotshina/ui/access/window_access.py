"""The main window's part in playing by ear: one announcer for the window, the felt's focus
proxies and the table's speech for each match, the Speech menu's reading keys, and (for the
announcement log) what the keyboard focus lands on outside the felt."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QApplication, QWidget

from .announcer import Announcer

# the table's parts are imported with the first match: the start screen loads none of them
if TYPE_CHECKING:
    from ...controller.live_match import LiveMatch
    from ..table.view import TableView
    from ..window_base import WindowBase
    from .table_speech import TableSpeech


def widget_words(widget: QWidget) -> str:
    """What a screen reader says of a widget that takes the focus: its name, its description
    (and, in the log, its role)."""
    from PySide6.QtGui import QAccessible  # here: the first screen never touches it

    interface = QAccessible.queryAccessibleInterface(widget)
    if interface is None:
        return widget.objectName()
    name = interface.text(QAccessible.Text.Name)
    description = interface.text(QAccessible.Text.Description)
    role = interface.role().name
    state = interface.state()
    words = ", ".join(part for part in (name, description) if part)
    if state.disabled:
        words += " (unavailable)"
    return f"{words} [{role}]"


class WindowAccess(QObject):
    def __init__(self, window: WindowBase) -> None:
        super().__init__(window)
        self.window = window
        self.announcer = Announcer(window, self)
        self.speech: TableSpeech | None = None
        m = window.menus
        m.repeat_said.triggered.connect(self.announcer.repeat)
        for act, read in ((m.read_hand, "read_hand"), (m.read_table, "read_table"),
                          (m.read_players, "read_players"), (m.read_scores, "read_scores"),
                          (m.read_last_trick, "read_last_trick"), (m.read_turn, "read_turn")):
            act.triggered.connect(lambda _checked=False, read=read: self._read(read))
        app = QApplication.instance()
        if isinstance(app, QApplication) and self.announcer.log_path is not None:
            app.focusChanged.connect(self._focus_changed)

    def match_started(self, controller: LiveMatch, table: TableView) -> None:
        from .table_access import TableAccess
        from .table_speech import TableSpeech

        table.access = TableAccess(table, self.announcer)
        self.speech = TableSpeech(controller, table, self.announcer)

    def match_closed(self) -> None:
        self.speech = None

    def enable_reading(self, playing: bool) -> None:
        for act in self.window.menus.reading:
            act.setEnabled(playing)

    def _read(self, what: str) -> None:
        if self.speech is not None:
            getattr(self.speech, what)()

    def _focus_changed(self, _old: QWidget | None, new: QWidget | None) -> None:
        # the felt's lists log their own current card; a screen reader reads the rest itself
        if new is not None and not new.objectName().startswith("access"):
            self.announcer.focus_moved(widget_words(new))
