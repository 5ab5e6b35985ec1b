"""Statistics per game and computer level, a chart of the recent matches, and a reset.

One tab per game; in each, the figures (rows) of every level together and of each level the
player met (columns) in compact rows, and beside or under them the last matches drawn as bars (their average points per deal, gold
when won, red when lost, grey for a draw), then "Reset…", which asks first; the statistics
keep a copy of the whole file before forgetting anything (controller/statistics.py).
The chart stands beside the figures where the screen is wide enough: at 800x600 in Arabic there
was room for seven of the eleven rows above it.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QPainter, QPen, QShowEvent
from PySide6.QtWidgets import (
    QBoxLayout,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QTabBar,
    QVBoxLayout,
    QWidget,
)

from ...controller import game_words
from ...controller.config import LEVELS
from ...controller.i18n import format_number
from ...controller.names import level_name
from ...controller.statistics import MIXED, GameRecord, GameStats, MatchResult
from ...games.registry import offered
from .. import theme
from .grid import compact_rows, fill_grid, fit_height, make_grid
from .screen_fit import FRAME_GUESS, SCREEN_MARGIN, fit_to_screen

WON, LOST, DRAWN = QColor(theme.GOLD), QColor("#e0604f"), QColor("#b9c7b9")
CHART_LEAST_WIDTH = 100  # pixels: ten bars still tell won from lost beside the figures


def _decimal(value: float | None) -> str | None:
    """A figure with one decimal in the language's digits (None stays None: a dash)."""
    if value is None:
        return None
    whole = round(value * 10)
    sign = "\u2212" if whole < 0 else ""
    return f"{sign}{format_number(abs(whole) // 10)}.{format_number(abs(whole) % 10)}"


def _percent(value: float | None) -> str | None:
    return None if value is None else format_number(round(value * 100)) + "%"


class RecentChart(QWidget):
    """Bars of the last matches' average per deal around a zero line, oldest first (mirrored
    in right-to-left, like every row of the window)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.matches: list[MatchResult] = []
        self.setMinimumHeight(90)

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt override
        return QSize(420, 110)

    def set_matches(self, matches: list[MatchResult]) -> None:
        self.matches = list(matches)
        self.update()

    def paintEvent(self, _event: object) -> None:  # noqa: N802 - Qt override
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        area = QRectF(self.rect()).adjusted(8, 8, -8, -8)
        painter.setPen(QPen(QColor(246, 231, 176, 90), 1))
        painter.setBrush(QColor(0, 0, 0, 50))
        painter.drawRoundedRect(area, 8, 8)
        values = [m.per_deal if m.per_deal is not None else float(m.total) for m in self.matches]
        if values:
            top, bottom = max(0.0, *values), min(0.0, *values)
            span = (top - bottom) or 1.0
            inner = area.adjusted(10, 10, -10, -10)
            zero = inner.top() + inner.height() * top / span
            painter.setPen(QPen(QColor(theme.TEXT_SOFT), 1, Qt.PenStyle.DashLine))
            painter.drawLine(QPointF(inner.left(), zero), QPointF(inner.right(), zero))
            step = inner.width() / max(len(values), 10)
            rtl = self.layoutDirection() == Qt.LayoutDirection.RightToLeft
            painter.setPen(Qt.PenStyle.NoPen)
            for index, (match, value) in enumerate(zip(self.matches, values, strict=True)):
                x = inner.right() - (index + 1) * step if rtl else inner.left() + index * step
                height = inner.height() * abs(value) / span
                y = zero - height if value >= 0 else zero
                colour = {"won": WON, "lost": LOST}.get(match.outcome, DRAWN)
                painter.setBrush(colour)
                painter.drawRoundedRect(QRectF(x + step * 0.15, y, step * 0.7, max(2.0, height)),
                                        2, 2)
        painter.end()


class StatisticsDialog(QDialog):
    reset_done = Signal(str)  # the game whose figures were reset

    def __init__(self, records: dict[str, GameRecord], parent: QWidget | None = None,
                 note: str = "", reset: Callable[[str], Path | None] | None = None,
                 game: str = "") -> None:
        super().__init__(parent)
        self.setObjectName("statisticsDialog")
        self.records = records
        self._reset = reset
        self.box: QMessageBox | None = None
        self.heading = QLabel(self)
        self.heading.setObjectName("dialogHeading")
        self.heading.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.games = [entry.game for entry in offered()]  # the registry's games, in its order
        self.tabs = QTabBar(self)
        self.tabs.setExpanding(False)
        for _game in self.games:
            self.tabs.addTab("")
        self.tabs.setCurrentIndex(self.games.index(game) if game in self.games else 0)
        self.tabs.currentChanged.connect(lambda _i: self.retranslateUi())
        # why the numbers are empty or started again (a damaged file, kept aside)
        self.note = QLabel(note, self)
        self.note.setWordWrap(True)
        self.note.setVisible(bool(note))
        self.grid = make_grid(self)
        self.chart_title = QLabel(self)
        self.chart_title.setObjectName("panelNote")
        self.chart_title.setWordWrap(True)
        self.chart = RecentChart(self)
        self.chart.setMinimumWidth(CHART_LEAST_WIDTH)
        self.reset_button = QPushButton(self)
        self.reset_button.clicked.connect(self.ask_reset)
        self.reset_button.setEnabled(reset is not None)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.addButton(self.reset_button, QDialogButtonBox.ButtonRole.ResetRole)
        buttons.rejected.connect(self.reject)
        self.close_button = buttons.button(QDialogButtonBox.StandardButton.Close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addWidget(self.tabs, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addWidget(self.note)
        chart = QVBoxLayout()
        chart.addWidget(self.chart_title)
        chart.addWidget(self.chart, 1)
        self.figures = QBoxLayout(QBoxLayout.Direction.LeftToRight)  # see arrange()
        self.figures.addWidget(self.grid, 0, Qt.AlignmentFlag.AlignTop)
        self.figures.addLayout(chart, 1)
        layout.addLayout(self.figures, 1)
        layout.addWidget(buttons)
        self.retranslateUi()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt override
        parent = self.parentWidget()
        if parent is not None:  # never taller than the window it belongs to
            self.setMaximumHeight(max(300, parent.window().height()))
        super().showEvent(event)
        self.arrange()
        # as tall as its rows want, not Qt's two thirds of the screen; again once framed
        fit_to_screen(self)
        QTimer.singleShot(0, self, lambda: fit_to_screen(self))

    def arrange(self) -> None:
        """The chart beside the figures where the screen is wide enough for both (the
        Arabic font's tall rows leave no room under them at 800x600), else under them (the
        English figures' long headings are wider, their rows lower)."""
        screen = (self.parentWidget() or self).screen().availableGeometry()
        box = self.layout()
        margins = box.contentsMargins() if box is not None else None
        sides = margins.left() + margins.right() if margins is not None else 0
        room = screen.width() - 2 * SCREEN_MARGIN - FRAME_GUESS[0] - sides
        beside = self.grid.minimumWidth() + self.figures.spacing() + CHART_LEAST_WIDTH <= room
        self.figures.setDirection(QBoxLayout.Direction.LeftToRight if beside
                                  else QBoxLayout.Direction.TopToBottom)

    @property
    def game(self) -> str:
        return self.games[self.tabs.currentIndex()]

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)

    def game_names(self) -> dict[str, str]:
        return {entry.game: game_words.title(entry) for entry in offered()}

    def columns(self, record: GameRecord) -> list[tuple[str, GameStats]]:
        """(heading, figures): every level together, then each level met, easiest first."""
        columns = [(self.tr("All levels"), record.all)]
        for level in (*LEVELS, MIXED):
            if level in record.levels:
                heading = self.tr("Mixed levels") if level == MIXED else level_name(level)
                columns.append((heading, record.levels[level]))
        return columns

    def retranslateUi(self) -> None:  # noqa: N802 - Qt naming
        self.setWindowTitle(self.tr("Statistics"))
        self.heading.setText(self.tr("Statistics"))
        names = self.game_names()
        for index, game in enumerate(self.games):
            self.tabs.setTabText(index, names[game])
        record = self.records.get(self.game, GameRecord())
        columns = self.columns(record)
        figures: list[tuple[str, list[object]]] = [
            (self.tr("Matches"), [s.played for _h, s in columns]),
            (self.tr("Won"), [s.won for _h, s in columns]),
            (self.tr("Drawn"), [s.drawn for _h, s in columns]),
            (self.tr("Lost"), [s.lost for _h, s in columns]),
            (self.tr("Win rate"), [_percent(s.win_rate) for _h, s in columns]),
            (self.tr("Current winning streak"), [s.streak for _h, s in columns]),
            (self.tr("Best winning streak"), [s.best_streak for _h, s in columns]),
            (self.tr("Best final score"), [s.best for _h, s in columns]),
            (self.tr("Best deal"), [s.best_deal for _h, s in columns]),
            (self.tr("Average per deal"), [_decimal(s.average_deal) for _h, s in columns]),
            (self.tr("Moves the coach warned about"), [s.coached for _h, s in columns]),
        ]
        fill_grid(self.grid, [heading for heading, _s in columns], figures)
        header = self.grid.horizontalHeader()
        for column in range(1, self.grid.columnCount()):  # the levels share the width
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Stretch)
        # every row where there is room; a smaller window than 800x600 scrolls them rather
        # than cutting the buttons off
        compact_rows(self.grid)
        fit_height(self.grid, max_rows=len(figures))
        self.arrange()
        count = len(record.recent)
        self.chart_title.setText(
            self.tr("Your last %1 matches: average points per deal (gold: won, red: lost, "
                    "grey: drawn).").replace("%1", format_number(count)) if count
            else self.tr("No finished match of this game yet."))
        self.chart.set_matches(record.recent)
        self.chart.setVisible(bool(count))
        self.reset_button.setText(self.tr("Reset %1 statistics…").replace("%1",
                                                                        names[self.game]))
        self.reset_button.setEnabled(self._reset is not None and self.game in self.records)
        self.close_button.setText(self.tr("Close"))

    def ask_reset(self) -> None:
        name = self.game_names()[self.game]
        box = theme.message_box(
            self, self.tr("Reset statistics"),
            self.tr("Forget every %1 match counted so far? A copy of the statistics file is "
                    "kept in the data folder.").replace("%1", name),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
        box.button(QMessageBox.StandardButton.Yes).setText(self.tr("Reset"))
        box.button(QMessageBox.StandardButton.No).setText(self.tr("Keep them"))
        box.setDefaultButton(QMessageBox.StandardButton.No)
        box.accepted.connect(self.reset_game)
        self.box = box
        box.open()

    def reset_game(self) -> None:
        """Forget this game's figures (the statistics copied the file aside first)."""
        if self._reset is None:
            return
        game = self.game
        try:
            kept = self._reset(game)
        except (OSError, ValueError) as exc:
            self.note.setText(self.tr("The statistics could not be reset: %1").replace(
                "%1", getattr(exc, "strerror", None) or str(exc)))
            self.note.setVisible(True)
            return
        self.records.pop(game, None)
        if kept is not None:
            self.note.setText(self.tr("The %1 statistics were reset; the old file was kept as "
                                      "%2.").replace("%1", self.game_names()[game])
                              .replace("%2", kept.name))
            self.note.setVisible(True)
        self.retranslateUi()
        self.reset_done.emit(game)

