"""The score sheet: a row per finished deal and the running totals, as the game words them.

The deals scroll; the total stays pinned under them: at 800x600 in Arabic a long King or Trix
match's total row was half cut off at the bottom of the scrolling table."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPushButton,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...controller.tables.base import TableAdapter
from ...core.engine import View
from ...core.json_types import JsonObject
from .grid import fill_pinned, fit_height, footer_of, make_pinned_grid
from .screen_fit import fit_to_screen


class ScoreSheetDialog(QDialog):
    """``review_requested(deal)`` when the player asks to review a finished deal (1-based)."""

    review_requested = Signal(int)

    def __init__(self, adapter: TableAdapter, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("scoreSheetDialog")
        self.adapter = adapter
        self.deals: list[JsonObject] = []
        self.view: View | None = None
        self.grid, sheet = make_pinned_grid(self)
        self.totals = footer_of(self.grid)  # the sheet's last rows (the total), always in sight
        self.note = QLabel(self)
        self.note.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        # our own word, as in every other dialog (Qt's Arabic says أغلق, ours إغلاق)
        self.close_button = buttons.button(QDialogButtonBox.StandardButton.Close)
        self.review_button = QPushButton(self)
        self.review_button.clicked.connect(self._review_current)
        buttons.addButton(self.review_button, QDialogButtonBox.ButtonRole.ActionRole)
        # a finished deal's row is picked by a click, reviewed by a double-click or the button
        self.grid.itemDoubleClicked.connect(self._review_item)
        self.grid.itemClicked.connect(lambda item: self.grid.selectRow(item.row()))
        self.heading = QLabel(self)
        self.heading.setObjectName("dialogHeading")
        self.heading.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addLayout(sheet)  # the total right under the deals, as one table
        layout.addWidget(self.note)
        layout.addWidget(buttons)

    def _review_item(self, item: QTableWidgetItem) -> None:
        if item.row() < len(self.deals):
            self.review_requested.emit(item.row() + 1)

    def _review_current(self) -> None:
        rows = {index.row() for index in self.grid.selectedIndexes()}
        row = min(rows) if rows else len(self.deals) - 1
        if 0 <= row < len(self.deals):
            self.review_requested.emit(row + 1)

    def set_data(self, deals: list[JsonObject], view: View) -> None:
        """``deals``: the engine's deal results; ``view``: the human seat's view now."""
        self.deals = [dict(d) for d in deals]
        self.view = view
        self.retranslateUi()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)

    def retranslateUi(self) -> None:  # noqa: N802 - Qt naming
        self.setWindowTitle(self.tr("Score sheet"))
        self.heading.setText(self.tr("Score sheet"))
        self.close_button.setText(self.tr("Close"))
        if self.view is None:
            return
        sheet = self.adapter.score_sheet(self.deals, self.view)
        # the bold rows at the sheet's end (the total) are pinned under the deals' rows
        fill_pinned(self.grid, sheet.columns, sheet.rows, bold_rows=sheet.bold_rows)
        fit_height(self.grid, max_rows=12, narrow=True)  # never wider than the screen
        self.grid.setSelectionBehavior(self.grid.SelectionBehavior.SelectRows)
        self.grid.setSelectionMode(self.grid.SelectionMode.SingleSelection)
        self.review_button.setText(self.tr("Review the deal"))
        self.review_button.setEnabled(bool(self.deals))
        self.review_button.setToolTip(self.tr("Pick a deal's row (or double-click it) to review "
                                              "it with the expert's opinion."))
        self.note.setText(sheet.note)
        self.fit_screen()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt override
        super().showEvent(event)
        QTimer.singleShot(0, self, self.fit_screen)  # again once its frame is known

    def fit_screen(self) -> None:
        """As large as its contents want and its screen allows. adjustSize() would cap a window
        at two thirds of the screen, and a grid too wide for the screen (Trix's doubled contracts
        at 800x600) ran off its edge: there its text columns wrap instead."""
        fit_to_screen(self)
