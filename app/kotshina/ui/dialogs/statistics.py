"""Statistics per game: matches played, won, lost, drawn and the best final score."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget

from ...controller import game_words
from ...controller.statistics import GameStats
from ...games.registry import offered
from .grid import fill_grid, fit_height, make_grid


class StatisticsDialog(QDialog):
    def __init__(self, stats: dict[str, GameStats], parent: QWidget | None = None,
                 note: str = "") -> None:
        super().__init__(parent)
        self.setObjectName("statisticsDialog")
        self.stats = stats
        self.grid = make_grid(self)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        self.heading = QLabel(self)
        self.heading.setObjectName("dialogHeading")
        self.heading.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(self.heading)
        # why the numbers are empty or started again (a damaged file, kept aside)
        self.note = QLabel(note, self)
        self.note.setWordWrap(True)
        self.note.setVisible(bool(note))
        layout.addWidget(self.note)
        layout.addWidget(self.grid)
        layout.addWidget(buttons)
        self.retranslateUi()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)

    def retranslateUi(self) -> None:  # noqa: N802 - Qt naming
        self.setWindowTitle(self.tr("Statistics"))
        self.heading.setText(self.tr("Statistics"))
        columns = [self.tr("Played"), self.tr("Won"), self.tr("Lost"), self.tr("Drawn"),
                   self.tr("Coached moves"),
                   self.tr("Best score")]
        rows: list[tuple[str, list[object]]] = []
        for entry in offered():
            s = self.stats.get(entry.game, GameStats())
            rows.append((game_words.title(entry), [s.played, s.won, s.lost, s.drawn, s.coached, s.best]))
        fill_grid(self.grid, columns, rows)
        fit_height(self.grid)
