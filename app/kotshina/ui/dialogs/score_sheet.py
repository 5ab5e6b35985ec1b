"""The score sheet: a row per finished deal (dealer, points per side) and the running totals."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget

from ...controller.config import MatchConfig
from ...controller.i18n import format_number
from ..names import seat_name, side_name
from .grid import fill_grid, fit_height, make_grid


class ScoreSheetDialog(QDialog):
    def __init__(self, config: MatchConfig, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("scoreSheetDialog")
        self.config = config
        self.deals: list[dict[str, Any]] = []
        self.current: list[int] = []
        self.grid = make_grid(self)
        self.note = QLabel(self)
        self.note.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.grid)
        layout.addWidget(self.note)
        layout.addWidget(buttons)

    def set_data(self, deals: list[dict[str, Any]], current: list[int] | None = None) -> None:
        """``deals`` are the engine's deal results; ``current`` the points in the piles so far."""
        self.deals = [dict(d) for d in deals]
        self.current = list(current or [])
        self.retranslateUi()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)

    def retranslateUi(self) -> None:  # noqa: N802 - Qt naming
        self.setWindowTitle(self.tr("Score sheet"))
        sides = len(self.deals[0]["points"]) if self.deals else (
            2 if self.config.players == 4 else self.config.players)
        columns = [self.tr("Dealer")] + [side_name(self.config, s) for s in range(sides)]
        rows: list[tuple[str, list[object]]] = []
        totals = [0] * sides
        for number, deal in enumerate(self.deals, start=1):
            points = list(deal.get("points", [0] * sides))
            totals = [t + p for t, p in zip(totals, points, strict=False)]
            dealer = deal.get("dealer")
            rows.append((self.tr("Deal %1").replace("%1", format_number(number)),
                         [seat_name(self.config, dealer) if isinstance(dealer, int) else None, *points]))
        rows.append((self.tr("Total"), ["", *totals]))
        fill_grid(self.grid, columns, rows, bold_rows=(len(rows) - 1,))
        fit_height(self.grid, max_rows=12)
        if self.current:
            separator = QCoreApplication.translate("Names", ", ")
            shown = separator.join(f"{side_name(self.config, s)}: {format_number(p)}"
                              for s, p in enumerate(self.current))
            self.note.setText(self.tr("In the piles this deal so far: %1").replace("%1", shown))
        else:
            self.note.setText(self.tr("Target: %1 points").replace("%1", format_number(self.config.target)))
        self.adjustSize()
