"""End of the match, in a panel over the table: the winner (or a draw), each side's final
score, the deals on a small score sheet, and Play again."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QDialogButtonBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...controller.i18n import format_number
from ...controller.names import Names
from ...controller.tables.base import AnyTable
from ...core.engine import View
from ...core.json_types import JsonObject
from .grid import fill_pinned, fit_height, make_pinned_grid
from .table_panel import TablePanel


class ScoreChip(QFrame):
    """One side's final score: its name over its points; the winner's in gold."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("scoreChip")
        self.name = QLabel(self)
        self.name.setObjectName("chipName")
        self.points = QLabel(self)
        self.points.setObjectName("chipPoints")
        column = QVBoxLayout(self)
        column.setContentsMargins(14, 6, 14, 8)
        column.setSpacing(0)
        for label in (self.name, self.points):
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            column.addWidget(label)

    def show_score(self, name: str, points: int, winner: bool) -> None:
        self.name.setText(name)
        self.points.setText(format_number(points))
        self.setProperty("winner", winner)
        for widget in (self, self.name, self.points):
            widget.style().unpolish(widget)
            widget.style().polish(widget)


class MatchEndDialog(TablePanel):
    """``play_again_requested`` when the player wants another match with the same settings."""

    play_again_requested = Signal()

    def __init__(self, adapter: AnyTable, result: JsonObject, view: View,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("matchEndDialog")
        self.adapter = adapter
        self.names: Names = adapter.names
        self.outcome = result
        self.view = view
        self.heading = QLabel(self)
        self.heading.setObjectName("dialogHeading")
        self.heading.setAlignment(Qt.AlignmentFlag.AlignCenter)
        totals = list(result.get("totals", []))
        self.chips = [ScoreChip(self) for _ in totals]
        chips = QHBoxLayout()
        chips.setSpacing(10)
        chips.addStretch(1)
        for chip in self.chips:
            chips.addWidget(chip)
        chips.addStretch(1)
        self.grid, sheet = make_pinned_grid(self)  # the total pinned under the deals
        self.buttons = QDialogButtonBox(self)
        self.play_again = QPushButton(self)
        self.close_button = QPushButton(self)
        self.buttons.addButton(self.play_again, QDialogButtonBox.ButtonRole.AcceptRole)
        self.buttons.addButton(self.close_button, QDialogButtonBox.ButtonRole.RejectRole)
        self.play_again.clicked.connect(self._play_again)
        self.close_button.clicked.connect(self.reject)
        self.play_again.setDefault(True)
        self.buttons.setCenterButtons(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 14, 24, 18)
        layout.setSpacing(10)
        layout.addWidget(self.heading)
        layout.addLayout(chips)
        layout.addLayout(sheet)
        layout.addWidget(self.buttons)
        self.retranslateUi()

    def _play_again(self) -> None:
        self.accept()
        self.play_again_requested.emit()

    def headline(self) -> str:
        result = self.outcome
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
        sheet = self.adapter.score_sheet(self.outcome.get("deals", []), self.view)
        fill_pinned(self.grid, sheet.columns, sheet.rows, bold_rows=sheet.bold_rows)
        fit_height(self.grid, max_rows=8, narrow=True)  # never wider than the table
        winner = self.outcome.get("winner")
        for side, (chip, points) in enumerate(zip(self.chips, self.outcome.get("totals", []),
                                                  strict=False)):
            chip.show_score(self.names.side(side), int(points), side == winner)
        self.play_again.setText(self.tr("Play again"))
        self.close_button.setText(self.tr("Close"))
