"""The move log: a panel beside the table listing the current deal's moves in words, newest
last (View → Move log, F3). It sits on the trailing side of the window, so it is on the right
in English and on the left in Arabic; the table makes room for it."""

from __future__ import annotations

import html
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QFontInfo, QFontMetricsF, QTextCursor
from PySide6.QtWidgets import QFrame, QLabel, QTextBrowser, QVBoxLayout, QWidget

from ..controller.i18n import format_number
from . import theme

if TYPE_CHECKING:  # loaded with the match
    from ..controller.table_facts import TableFacts

WIDTH = 270


class MoveLog(QFrame):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("moveLog")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.title = QLabel(self)
        self.title.setObjectName("moveLogTitle")
        self.lines = QTextBrowser(self)
        self.lines.setObjectName("moveLogLines")
        self.lines.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.lines.setOpenLinks(False)
        self._line_style()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 10, 10, 10)
        layout.setSpacing(6)
        layout.addWidget(self.title)
        layout.addWidget(self.lines, 1)
        self.setFixedWidth(WIDTH)
        self._controller: TableFacts | None = None

    def _line_style(self) -> None:
        """Lines 1.12 times the font's line spacing, but never above 1.5 times its size: the
        Arabic font's line spacing is about twice its size, which spread wrapped lines apart."""
        font = self.lines.font()
        size = QFontInfo(font).pixelSize()
        height = min(QFontMetricsF(font).lineSpacing() * 1.12, size * 1.5)
        self.lines.document().setDefaultStyleSheet(
            f"p {{ margin-top: 0; margin-bottom: 5px; line-height: {round(height)}px; -qt-line-height-type: fixed; }}")

    def follow(self, controller: TableFacts | None) -> None:
        """Show ``controller``'s deal (None: nothing to show)."""
        self._controller = controller
        if controller is not None:
            controller.state_changed.connect(self.refresh)
        self.refresh()

    def texts(self) -> list[str]:
        """The log's lines as shown (name and move), for tests and the screen reader."""
        document = self.lines.document()
        block = document.begin()
        shown = []
        while block.isValid():
            if block.text().strip():
                shown.append(block.text())
            block = block.next()
        return shown

    def refresh(self) -> None:
        controller = self._controller
        if controller is None:
            self.title.setText(self.tr("Moves"))
            self.lines.clear()
            return
        spec = controller.match.spec
        number = format_number(max(1, controller.match.deals_started()))
        self.title.setText(self.tr("Moves of hand %1").replace("%1", number)
                           if spec.deal_word == "hand" else
                           self.tr("Moves of deal %1").replace("%1", number))
        rows = []
        names = controller.names
        # who, then what they did: one template, so a translation may order it otherwise
        line = html.escape(self.tr("{name} {move}", "a line of the move log: 'Computer' "
                                   "'took 5 of gold with 10 of cups'"))
        for said in controller.deal_log():
            text = html.escape(said.text)
            if said.seat is None:
                rows.append(f'<p style="color:{theme.TEXT_SOFT}"><i>{text}</i></p>')
                continue
            colour = theme.GOLD if controller.is_human(said.seat) else theme.CREAM
            name = html.escape(names.seat(said.seat))
            indent = "" if said.main else ' style="margin-left:12px; margin-right:12px"'
            who = f'<b style="color:{colour}">{name}</b>'
            try:
                sentence = line.format(name=who, move=text)
            except (KeyError, IndexError, ValueError):  # a translation's broken placeholder
                sentence = f"{who} {text}"
            rows.append(f"<p{indent}>{sentence}</p>")
        if not rows:
            nothing = html.escape(self.tr("No move yet."))  # outside the f-string: lupdate sees it
            rows.append(f'<p style="color:{theme.TEXT_SOFT}"><i>{nothing}</i></p>')
        self.lines.setHtml("".join(rows))
        self.lines.moveCursor(QTextCursor.MoveOperation.End)  # newest last, in sight
        self.lines.ensureCursorVisible()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.refresh()
        elif event.type() == QEvent.Type.FontChange:  # the language's font: its line height
            self._line_style()
            self.refresh()
        super().changeEvent(event)
