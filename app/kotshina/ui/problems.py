"""A warning in the status bar that stays until the problem is gone.

Two kinds of problem go here: a **write failure** (autosave, statistics, settings, the data
folder) stays until a later write of the same kind succeeds; a **notice** (a damaged file found
and set aside) stays until the player has opened it once. Clicking the warning lists every
current problem in full. Problems arrive as functions returning the translated text, so a
language switch shows them in the new language.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QToolButton, QWidget

from ..controller.i18n import format_number
from . import theme
from .qt_by_name import set_by_name

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMessageBox

Text = Callable[[], str]


class ProblemIndicator(QToolButton):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("problemIndicator")
        set_by_name(self, "toolButtonStyle", "ToolButtonTextBesideIcon")
        self.setAutoRaise(True)
        self._failures: dict[str, Text] = {}  # kind -> text, until resolved
        self._notices: dict[str, Text] = {}  # kind -> text, until seen
        self.box: QMessageBox | None = None
        self.clicked.connect(self.show_details)
        self._refresh()

    # ------------------------------------------------------------------ reporting
    def failed(self, kind: str, text: Text) -> None:
        """A write of ``kind`` failed; shown until :meth:`resolved` is called for it."""
        self._failures[kind] = text
        self._refresh()

    def resolved(self, kind: str) -> None:
        if self._failures.pop(kind, None) is not None:
            self._refresh()

    def notice(self, kind: str, text: Text) -> None:
        """Something the player should know (a damaged file kept aside); shown until seen."""
        self._notices[kind] = text
        self._refresh()

    def failing(self, kind: str) -> bool:
        return kind in self._failures

    def problems(self) -> list[str]:
        return [text() for text in (*self._failures.values(), *self._notices.values())]

    # ------------------------------------------------------------------ showing
    def _refresh(self) -> None:
        texts = self.problems()
        self.setVisible(bool(texts))
        if not texts:
            self.setText("")
            self.setToolTip("")
            return
        if self.icon().isNull():  # drawn when first needed, not at every start
            self.setIcon(theme.mark_icon("problem"))
        latest = texts[0]
        short = latest if len(latest) <= 60 else latest[:59] + "…"
        if len(texts) > 1:
            more = format_number(len(texts) - 1)
            short = self.tr("%1 (+%2 more)").replace("%1", short).replace("%2", more)
        self.setText(short)
        self.setToolTip("\n\n".join(texts))

    def show_details(self) -> None:
        texts = self.problems()
        if not texts:
            return
        self.box = theme.message_box(self.window(), self.tr("Problems"), "\n\n".join(texts))
        self.box.open()
        self._notices.clear()  # seen; write failures stay until a write succeeds
        self._refresh()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self._refresh()
        super().changeEvent(event)
