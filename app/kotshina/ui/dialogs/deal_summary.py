"""After each deal (Casino: hand): the game's breakdown per side and the match totals."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import QDialogButtonBox, QLabel, QPushButton, QVBoxLayout, QWidget

from ...controller.i18n import format_number
from ...controller.tables.base import AnyTable
from ...core.json_types import JsonObject
from .grid import fill_grid, fit_height, make_grid
from .table_panel import TablePanel


class DealSummaryDialog(TablePanel):
    """Shows one deal's result (the controller's ``deal_finished`` dict), as the game's table
    adapter words it, in a panel over the table. ``review_requested`` opens its review."""

    review_requested = Signal()

    def __init__(self, adapter: AnyTable, result: JsonObject, deal_number: int,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("dealSummaryDialog")
        self.adapter = adapter
        self.outcome = result
        self.deal_number = deal_number
        self.heading = QLabel(self)
        self.heading.setObjectName("dialogHeading")
        self.heading.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.detail = QLabel(self)
        self.detail.setObjectName("panelNote")
        self.detail.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.detail.setWordWrap(True)
        self.grid = make_grid(self)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok, self)
        self.buttons.accepted.connect(self.accept)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setDefault(True)
        self.review_button = QPushButton(self)
        self.review_button.setAutoDefault(False)
        self.review_button.clicked.connect(self.review_requested)
        self.buttons.addButton(self.review_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.buttons.setCenterButtons(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 14, 24, 18)
        layout.setSpacing(10)
        layout.addWidget(self.heading)
        layout.addWidget(self.grid)
        layout.addWidget(self.detail)
        layout.addWidget(self.buttons)
        self.retranslateUi()

    def place(self) -> None:
        super().place()
        self.grid.scrollToBottom()  # squeezed, it shows the points and the totals first

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)

    def retranslateUi(self) -> None:  # noqa: N802 - Qt naming
        hand = self.adapter.spec.deal_word == "hand"
        number = format_number(self.deal_number)
        self.setWindowTitle(self.tr("Hand summary") if hand else self.tr("Deal summary"))
        self.heading.setText((self.tr("Hand %1 is over") if hand else self.tr("Deal %1 is over"))
                             .replace("%1", number))
        sheet = self.adapter.deal_summary(self.outcome)
        fill_grid(self.grid, sheet.columns, sheet.rows, bold_rows=sheet.bold_rows)
        fit_height(self.grid, max_rows=self.grid.rowCount())  # scrolls in a small window
        self.detail.setText(sheet.note)
        self.detail.setVisible(bool(sheet.note))
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(self.tr("Next hand") if hand else self.tr("Next deal"))
        self.review_button.setText(self.tr("Review this hand") if hand
                                   else self.tr("Review this deal"))
