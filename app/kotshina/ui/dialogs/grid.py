"""A read-only table of numbers, shared by the deal summary, match end, score sheet and statistics."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)

from ...controller.i18n import format_number


def cell_text(value: object) -> str:
    if isinstance(value, bool) or value is None:
        return "—" if value is None else str(value)
    if isinstance(value, int):
        return format_number(value)
    return str(value)


def fill_grid(grid: QTableWidget, columns: list[str], rows: list[tuple[str, list[object]]],
              bold_rows: tuple[int, ...] = ()) -> None:
    """``rows`` are (row heading, values); numbers are written in the current language's digits."""
    grid.clear()
    grid.setColumnCount(len(columns))
    grid.setRowCount(len(rows))
    grid.setHorizontalHeaderLabels(columns)
    grid.setVerticalHeaderLabels([heading for heading, _ in rows])
    for r, (_, values) in enumerate(rows):
        for c, value in enumerate(values):
            item = QTableWidgetItem(cell_text(value))
            item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            if r in bold_rows:
                font = QFont(item.font())
                font.setBold(True)
                item.setFont(font)
            grid.setItem(r, c, item)
    grid.resizeColumnsToContents()
    grid.resizeRowsToContents()


def make_grid(parent: QWidget) -> QTableWidget:
    grid = QTableWidget(parent)
    grid.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    grid.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
    grid.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    grid.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
    grid.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    grid.setAlternatingRowColors(True)
    return grid


def fit_height(grid: QTableWidget) -> None:
    """Make the grid exactly as tall as its rows, so short tables need no scroll bar."""
    height = grid.horizontalHeader().height() + 2 * grid.frameWidth()
    height += sum(grid.rowHeight(r) for r in range(grid.rowCount()))
    grid.setMinimumHeight(height)
    grid.setMaximumHeight(height)
