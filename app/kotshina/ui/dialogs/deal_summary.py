"""After each deal: cards, gold points, other points and points per side, and the match totals."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget

from ...controller.config import MatchConfig
from ...controller.i18n import format_number
from ..names import side_name
from .grid import fill_grid, fit_height, make_grid


class DealSummaryDialog(QDialog):
    """Shows one deal's result (the controller's ``deal_finished`` dict)."""

    def __init__(self, config: MatchConfig, result: dict[str, Any], deal_number: int,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("dealSummaryDialog")
        self.config = config
        self.result = result
        self.deal_number = deal_number
        self.heading = QLabel(self)
        self.heading.setObjectName("dialogHeading")
        self.heading.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.detail = QLabel(self)
        self.detail.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.detail.setWordWrap(True)
        self.grid = make_grid(self)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok, self)
        self.buttons.accepted.connect(self.accept)
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addWidget(self.grid)
        layout.addWidget(self.detail)
        layout.addWidget(self.buttons)
        self.retranslateUi()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)

    def retranslateUi(self) -> None:  # noqa: N802 - Qt naming
        result = self.result
        sides = len(result.get("points", []))
        self.setWindowTitle(self.tr("Deal summary"))
        self.heading.setText(self.tr("Deal %1 is over").replace("%1", format_number(self.deal_number)))
        columns = [side_name(self.config, side) for side in range(sides)]

        def row(key: str) -> list[object]:
            values = result.get(key)
            return list(values) if isinstance(values, list | tuple) else [None] * sides

        rows = [
            (self.tr("Cards captured"), row("cards")),
            (self.tr("Gold points"), row("gold")),
            (self.tr("Other cards (1 point each)"), row("other")),
            (self.tr("Points this deal"), row("points")),
            (self.tr("Match total"), row("totals")),
        ]
        fill_grid(self.grid, columns, rows, bold_rows=(3, 4))
        fit_height(self.grid)
        self.detail.setText(
            self.tr("The first side to reach %1 points wins the match.")
            .replace("%1", format_number(self.config.target)))
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(self.tr("Next deal"))
