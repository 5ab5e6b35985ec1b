"""The match end's small score sheet keeps its total in sight, as the F2 score sheet does: a
long King or Trix match has more deals than the panel shows (eight rows), and the total was the
last row of the scrolling table, out of sight under the deals."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QPoint, QRect
from PySide6.QtWidgets import QTableWidget

from app_window_support import settle, window_in
from kotshina.controller.config import MatchConfig
from kotshina.ui.dialogs.match_end import MatchEndDialog
from tests.ui.dialogs.test_score_sheet import shown_rows
from text_walker import problems

pytestmark = pytest.mark.usefixtures("app_home")


@pytest.mark.parametrize("game", ["king", "trix"])
@pytest.mark.parametrize("language,size", [("ar", (800, 600)), ("en", (1280, 800))])
def test_the_total_stays_in_sight_under_the_deals(qtbot, look, game, language, size):
    window = window_in(qtbot, look, language, size)
    window.start_match(MatchConfig(game=game, players=4, seed=1,
                                   levels=[None, "greedy", "greedy", "greedy"]))
    window.controller.advance_automatically(100_000)  # every deal: more than the panel shows
    qtbot.waitUntil(lambda: window.match_end is not None, timeout=60_000)
    settle()
    panel = window.match_end
    assert isinstance(panel, MatchEndDialog) and panel.isVisible()
    context = "KingTable" if game == "king" else "TrixTable"
    total = QCoreApplication.translate(context, "Total")
    grids = [g for g in panel.findChildren(QTableWidget) if g.isVisible()]
    assert any(g.verticalScrollBar().maximum() > 0 for g in grids)  # the deals do scroll
    for grid in grids:  # scrolled to the top: the total is still there
        grid.verticalScrollBar().setValue(0)
    places = [(g, shown_rows(g)[total]) for g in grids if total in shown_rows(g)]
    assert places, f"no {total!r} row shown whole"
    grid, place = places[0]
    corner = grid.viewport().mapTo(panel, place.topLeft())
    assert panel.rect().contains(QRect(corner, place.size()))
    assert window.table.rect().contains(QRect(panel.mapTo(window.table, QPoint()), panel.size()))
    deals = max(grids, key=lambda g: g.rowCount())
    assert grid is not deals
    for column in range(deals.columnCount()):  # the total's numbers under their columns
        top = deals.viewport().mapTo(panel, QPoint(deals.columnViewportPosition(column), 0))
        under = grid.viewport().mapTo(panel, QPoint(grid.columnViewportPosition(column), 0))
        assert abs(top.x() - under.x()) <= 1, column
        assert deals.columnWidth(column) == grid.columnWidth(column)
    assert problems(panel) == []
    window.shutdown()
