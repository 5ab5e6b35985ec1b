"""A score grid wider than its panel allows keeps the panel's margins on both sides and shows
every column: its text columns get narrower and their cells wrap onto more lines, the number
columns and every header keep their width. Seen at 800x600: Trix's match end, whose contracts
("King of Hearts (K♥ doubled by Opponent 1)") made the grid wider than the window, ran into
the panel's edge and its seats' columns were cut off (in Arabic the kingdoms' column)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint

from app_window_support import settle, window_in
from kotshina.controller.config import MatchConfig
from text_walker import problems

pytestmark = pytest.mark.usefixtures("app_home")


def test_the_widest_columns_give_way_first_and_never_below_their_floor():
    from kotshina.ui.dialogs.grid import squeeze_widths

    # the room is shared out to the last pixel; the narrow columns keep what they need
    assert squeeze_widths([190, 330, 70, 110, 110, 110], [40, 90, 60, 100, 100, 100], 720) \
        == [160, 160, 70, 110, 110, 110]
    assert squeeze_widths([300, 100], [50, 90], 301) == [201, 100]
    # with too little room even for the floors, every column has its floor
    assert squeeze_widths([300, 100], [250, 90], 200) == [250, 90]


@pytest.mark.parametrize("size", [(760, 540), (800, 600), (1280, 800)])
@pytest.mark.parametrize("language", ["en", "ar"])
def test_trix_match_end_grid_keeps_the_panels_margins(qtbot, look, language, size):
    window = window_in(qtbot, look, language, size)
    window.start_match(MatchConfig(game="trix", players=4, seed=1,
                                   levels=[None, "greedy", "greedy", "greedy"]))
    window.controller.advance_automatically(100_000)
    qtbot.waitUntil(lambda: window.match_end is not None, timeout=60_000)
    settle()
    panel = window.match_end
    grid = panel.grid
    margins = panel.layout().contentsMargins()
    place = grid.geometry()
    assert place.left() >= margins.left() and place.right() <= panel.width() - margins.right()
    # as far from the panel's edge on the left as on the right, whatever the direction
    assert abs(place.left() - (panel.width() - 1 - place.right())) <= 1
    # every column within the grid's own width: none cut off at either side
    columns = sum(grid.columnWidth(c) for c in range(grid.columnCount()))
    assert columns <= grid.viewport().width()
    assert grid.horizontalScrollBar().maximum() == 0
    # the panel inside the window, and no text cut anywhere in it
    corner = panel.mapTo(window, QPoint(0, 0))
    assert corner.x() >= 0 and corner.x() + panel.width() <= window.width()
    assert problems(panel) == []
    window.shutdown()


@pytest.mark.parametrize("language", ["en", "ar"])
def test_trix_score_sheet_stays_on_a_small_screen_and_shows_every_column(qtbot, look, language):
    """The score sheet is a window of its own: at 800x600 its Trix contracts with their doubles
    made it wider than the screen, and the seats' columns ran off its edge."""
    window = window_in(qtbot, look, language, (800, 600))
    screen = window.screen().availableGeometry()
    assert screen.width() <= 800  # the offscreen screen: a small one
    window.start_match(MatchConfig(game="trix", players=4, seed=1,
                                   levels=[None, "greedy", "greedy", "greedy"]))
    window.controller.advance_automatically(100_000)
    qtbot.waitUntil(lambda: window.match_end is not None, timeout=60_000)
    settle()
    window.show_score_sheet()
    settle()
    sheet = window.score_sheet
    grid = sheet.grid
    frame = sheet.frameGeometry()
    assert screen.contains(frame.topLeft()) and screen.contains(frame.bottomRight()), \
        (frame, screen)
    columns = sum(grid.columnWidth(c) for c in range(grid.columnCount()))
    assert columns <= grid.viewport().width()
    assert grid.horizontalScrollBar().maximum() == 0
    assert problems(sheet) == []
    sheet.close()
    window.shutdown()
