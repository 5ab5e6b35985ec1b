"""End of the match: winner or draw, the final totals, and Play again."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QPushButton, QVBoxLayout, QWidget

from ...controller.names import Names
from ...controller.tables.base import TableAdapter
from .grid import fill_grid, fit_height, make_grid


class MatchEndDialog(QDialog):
    """``play_again_requested`` when the player wants another match with the same settings."""

    play_again_requested = Signal()

    def __init__(self, adapter: TableAdapter, result: dict[str, Any], view: Any,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("matchEndDialog")
        self.adapter = adapter
        self.names: Names = adapter.names
        self.result = result
        self.view = view
        self.heading = QLabel(self)
        self.heading.setObjectName("dialogHeading")
        self.heading.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.grid = make_grid(self)
        self.buttons = QDialogButtonBox(self)
        self.play_again = QPushButton(self)
        self.close_button = QPushButton(self)
        self.buttons.addButton(self.play_again, QDialogButtonBox.ButtonRole.AcceptRole)
        self.buttons.addButton(self.close_button, QDialogButtonBox.ButtonRole.RejectRole)
        self.play_again.clicked.connect(self._play_again)
        self.close_button.clicked.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addWidget(self.grid)
        layout.addWidget(self.buttons)
        self.retranslateUi()

    def _play_again(self) -> None:
        self.accept()
        self.play_again_requested.emit()

    def headline(self) -> str:
        result = self.result
        if result.get("draw"):
            return self.tr("The match is a draw")
        winner = result.get("winner")
        seating = self.names.seating
        if winner == seating.human_side:
            if seating.partners:
                return self.tr("Your team won the match!")
            return self.tr("You won the match!")
        if seating.partners:
            return self.tr("The opponents won the match")
        return self.tr("%1 won the match").replace("%1", self.names.side(int(winner or 0)))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)

    def retranslateUi(self) -> None:  # noqa: N802 - Qt naming
        self.setWindowTitle(self.tr("Match over"))
        self.heading.setText(self.headline())
        sheet = self.adapter.score_sheet(self.result.get("deals", []), self.view)
        fill_grid(self.grid, sheet.columns, sheet.rows, bold_rows=sheet.bold_rows)
        fit_height(self.grid, max_rows=12)
        self.play_again.setText(self.tr("Play again"))
        self.close_button.setText(self.tr("Close"))
