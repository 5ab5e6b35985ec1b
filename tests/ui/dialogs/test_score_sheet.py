"""The score sheet's total is always in sight: the deals scroll, the total row stays pinned under
them, in its columns. At 800x600 in Arabic a long King or Trix match's total was the last row of
the scrolling table, half cut off at its bottom."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QPoint, QRect
from PySide6.QtWidgets import QTableWidget

from app_window_support import settle, window_in
from kotshina.controller.config import MatchConfig
from kotshina.ui.dialogs.score_sheet import ScoreSheetDialog
from text_walker import problems

pytestmark = pytest.mark.usefixtures("app_home")


def shown_rows(grid: QTableWidget) -> dict[str, QRect]:
    """Each row's heading and where it shows in the grid's viewport, for the rows shown whole."""
    room = grid.viewport().rect()
    rows = {}
    for row in range(grid.rowCount()):
        place = QRect(0, grid.rowViewportPosition(row), room.width(), grid.rowHeight(row))
        item = grid.item(row, 0)
        if item is not None and grid.isVisible() and room.contains(place):
            rows[item.text()] = place
    return rows


@pytest.mark.parametrize("game", ["king", "trix"])
@pytest.mark.parametrize("language", ["ar", "en"])
def test_the_total_stays_in_sight_under_the_scrolling_deals(qtbot, look, game, language):
    window = window_in(qtbot, look, language, (800, 600))
    window.start_match(MatchConfig(game=game, players=4, seed=1,
                                   levels=[None, "greedy", "greedy", "greedy"]))
    window.controller.advance_automatically(100_000)  # twenty deals: more than the sheet shows
    qtbot.waitUntil(lambda: window.match_end is not None, timeout=60_000)
    settle()
    window.show_score_sheet()
    settle()
    sheet = window.score_sheet
    assert isinstance(sheet, ScoreSheetDialog)
    context = "KingTable" if game == "king" else "TrixTable"
    total = QCoreApplication.translate(context, "Total")
    grids = [g for g in sheet.findChildren(QTableWidget) if g.isVisible()]
    assert any(g.verticalScrollBar().maximum() > 0 for g in grids)  # the deals do scroll
    places = [(g, shown_rows(g)[total]) for g in grids if total in shown_rows(g)]
    assert places, f"no {total!r} row shown whole"
    grid, place = places[0]
    # inside the dialog, and the dialog on its screen
    corner = grid.viewport().mapTo(sheet, place.topLeft())
    assert sheet.rect().contains(QRect(corner, place.size()))
    screen = sheet.screen().availableGeometry()
    assert screen.contains(sheet.frameGeometry().topLeft())
    assert screen.contains(sheet.frameGeometry().bottomRight())
    # the total's numbers stand under their players' columns
    deals = max(grids, key=lambda g: g.rowCount())
    if grid is not deals:
        for column in range(deals.columnCount()):
            top = deals.viewport().mapTo(sheet, QPoint(deals.columnViewportPosition(column), 0))
            under = grid.viewport().mapTo(sheet, QPoint(grid.columnViewportPosition(column), 0))
            assert abs(top.x() - under.x()) <= 1, column
            assert deals.columnWidth(column) == grid.columnWidth(column)
    assert problems(sheet) == []
    sheet.close()
    window.shutdown()
