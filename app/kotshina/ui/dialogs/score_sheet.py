"""The score sheet: a row per finished deal and the running totals, as the game words them."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget

from ...controller.tables.base import TableAdapter
from .grid import fill_grid, fit_height, make_grid


class ScoreSheetDialog(QDialog):
    def __init__(self, adapter: TableAdapter, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("scoreSheetDialog")
        self.adapter = adapter
        self.deals: list[dict[str, Any]] = []
        self.view: Any = None
        self.grid = make_grid(self)
        self.note = QLabel(self)
        self.note.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        self.heading = QLabel(self)
        self.heading.setObjectName("dialogHeading")
        self.heading.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addWidget(self.grid)
        layout.addWidget(self.note)
        layout.addWidget(buttons)

    def set_data(self, deals: list[dict[str, Any]], view: Any) -> None:
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
        if self.view is None:
            return
        sheet = self.adapter.score_sheet(self.deals, self.view)
        fill_grid(self.grid, sheet.columns, sheet.rows, bold_rows=sheet.bold_rows)
        fit_height(self.grid, max_rows=12)
        self.note.setText(sheet.note)
        self.adjustSize()
