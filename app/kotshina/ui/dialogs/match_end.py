"""End of the match: winner or draw, the final totals, and Play again."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QPushButton, QVBoxLayout, QWidget

from ...controller.config import MatchConfig
from ...controller.i18n import format_number
from ..names import side_name
from .grid import fill_grid, fit_height, make_grid


class MatchEndDialog(QDialog):
    """``play_again_requested`` when the player wants another match with the same settings."""

    play_again_requested = Signal()

    def __init__(self, config: MatchConfig, result: dict[str, Any],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("matchEndDialog")
        self.config = config
        self.result = result
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
        if winner == 0:
            if self.config.players == 4:
                return self.tr("Your team won the match!")
            return self.tr("You won the match!")
        if self.config.players == 4:
            return self.tr("The opponents won the match")
        return self.tr("%1 won the match").replace("%1", side_name(self.config, int(winner or 0)))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)

    def retranslateUi(self) -> None:  # noqa: N802 - Qt naming
        self.setWindowTitle(self.tr("Match over"))
        self.heading.setText(self.headline())
        totals = list(self.result.get("totals", []))
        deals = self.result.get("deals", [])
        columns = [side_name(self.config, side) for side in range(len(totals))]
        rows: list[tuple[str, list[object]]] = []
        for number, deal in enumerate(deals, start=1):
            rows.append((self.tr("Deal %1").replace("%1", format_number(number)),
                         list(deal.get("points", []))))
        rows.append((self.tr("Total"), totals))
        fill_grid(self.grid, columns, rows, bold_rows=(len(rows) - 1,))
        fit_height(self.grid)
        self.play_again.setText(self.tr("Play again"))
        self.close_button.setText(self.tr("Close"))
