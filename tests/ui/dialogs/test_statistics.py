"""Statistics per game and level from a fixed set of finished matches; the chart's matches;
reset keeps a copy; an old (kotshina-stats/1) file is read and kept."""

from __future__ import annotations

import json

import pytest

pytest.importorskip("PySide6")

from kotshina.controller.statistics import Statistics, level_key  # noqa: E402

MATCHES = [  # (outcome, final total, level, points per deal)
    ("won", 160, "medium", [40, 60, 60]),
    ("won", 155, "medium", [50, 50, 55]),
    ("lost", 120, "hard", [30, 45, 45]),
    ("won", 170, "hard", [70, 40, 60]),
    ("drawn", 151, "expert", [51, 50, 50]),
    ("won", 152, "medium", [80, 72]),
]


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("KOTSHINA_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


def _record_all(stats: Statistics) -> None:
    for outcome, total, level, deals in MATCHES:
        stats.record_result("kinza", outcome, total, coached=1, level=level, deal_points=deals)


def test_figures_per_game_and_level_from_fixed_matches():
    _record_all(Statistics())
    record = Statistics().records()["kinza"]
    every = record.all
    assert (every.played, every.won, every.lost, every.drawn) == (6, 4, 1, 1)
    assert every.win_rate == pytest.approx(4 / 6)
    assert (every.streak, every.best_streak) == (1, 2)  # won won lost won drawn won
    assert (every.best, every.best_deal, every.coached) == (170, 80, 6)
    assert every.deals == 17 and every.average_deal == pytest.approx(908 / 17)
    medium, hard, expert = (record.levels[k] for k in ("medium", "hard", "expert"))
    assert (medium.played, medium.won, medium.streak, medium.best_streak) == (3, 3, 3, 3)
    assert (hard.played, hard.won, hard.lost, hard.streak) == (2, 1, 1, 1)
    assert (expert.drawn, expert.win_rate, expert.best) == (1, 0.0, 151)
    assert [m.outcome for m in record.recent] == [m[0] for m in MATCHES]
    assert record.recent[-1].per_deal == 76.0
    assert Statistics().get("king").played == 0


def test_the_opponents_level_names_the_column():
    assert level_key(["hard", "hard", "hard"]) == "hard"
    assert level_key(["easy", "hard"]) == "mixed"


def test_reset_forgets_one_game_and_keeps_a_copy(home):
    stats = Statistics()
    _record_all(stats)
    stats.record_result("king", "lost", -300, level="hard", deal_points=[-100, -200])
    before = (home / "statistics.json").read_bytes()
    kept = stats.reset("kinza")
    assert kept is not None and kept.parent == home and kept.read_bytes() == before
    assert "before-reset" in kept.name
    assert Statistics().get("kinza").played == 0
    assert Statistics().get("king").played == 1  # the other games stay
    assert stats.reset("kinza") is None  # nothing more to forget, no copy made


def test_an_old_statistics_file_is_read_and_kept(home):
    home.mkdir(parents=True, exist_ok=True)
    old = {"format": "kotshina-stats/1", "games": {"kinza": {
        "played": 5, "won": 3, "lost": 1, "drawn": 1, "best": 171, "coached": 2}}}
    (home / "statistics.json").write_text(json.dumps(old), encoding="utf-8")
    figures = Statistics().get("kinza")
    assert (figures.played, figures.won, figures.best, figures.coached) == (5, 3, 171, 2)
    Statistics().record_result("kinza", "won", 160, level="easy", deal_points=[80, 80])
    again = Statistics().records()["kinza"]
    assert (again.all.played, again.all.won, again.all.best) == (6, 4, 171)
    assert again.levels["easy"].played == 1
    assert json.loads((home / "statistics.v1.json").read_text(encoding="utf-8")) == old
    assert json.loads((home / "statistics.json").read_text())["format"] == "kotshina-stats/2"


def test_the_dialog_shows_the_levels_the_chart_and_resets_after_asking(qtbot, home):
    from PySide6.QtWidgets import QMessageBox

    from kotshina.ui.dialogs.statistics import StatisticsDialog

    stats = Statistics()
    _record_all(stats)
    dialog = StatisticsDialog(stats.records(), reset=stats.reset, game="kinza")
    qtbot.addWidget(dialog)
    headings = [dialog.grid.horizontalHeaderItem(c).text()
                for c in range(dialog.grid.columnCount())]
    assert headings[1:] == ["All levels", "Medium", "Hard", "Expert"]
    assert dialog.grid.item(4, 1).text() == "67%"  # win rate, all levels
    assert len(dialog.chart.matches) == 6
    dialog.reset_button.click()
    assert dialog.box is not None and dialog.box.isVisible()
    dialog.box.button(QMessageBox.StandardButton.No).click()
    assert Statistics().get("kinza").played == 6  # "Keep them"
    dialog.reset_button.click()
    dialog.box.button(QMessageBox.StandardButton.Yes).click()
    assert Statistics().get("kinza").played == 0
    assert "before-reset" in dialog.note.text()
    assert any(p.name.startswith("statistics.before-reset") for p in home.iterdir())



@pytest.mark.parametrize("language", ["ar", "en"])
def test_the_figures_take_the_room_the_window_has_before_they_scroll(qtbot, look, language):
    """Qt showed the dialog at most two thirds of the screen high: on an 800x600 screen, in
    Arabic, four of the eleven rows of figures, the rest behind a scroll bar, with half the
    screen free round it. Now it is as tall as its rows want, up to its window's height."""
    from PySide6.QtWidgets import QApplication

    from app_window_support import settle, window_in
    from kotshina.ui.dialogs.statistics import StatisticsDialog

    window = window_in(qtbot, look, language, (760, 760))  # the tests' screen is 800x800
    window.show_statistics()
    settle()
    dialog = next(w for w in QApplication.topLevelWidgets()
                  if isinstance(w, StatisticsDialog) and w.isVisible())
    grid = dialog.grid
    room = grid.viewport().height()
    whole = [r for r in range(grid.rowCount())
             if grid.rowViewportPosition(r) >= 0
             and grid.rowViewportPosition(r) + grid.rowHeight(r) <= room]
    assert len(whole) == grid.rowCount(), f"{len(whole)} of {grid.rowCount()} rows show"
    assert dialog.height() <= window.height()  # never taller than the window it belongs to
    assert dialog.screen().availableGeometry().contains(dialog.frameGeometry())
    dialog.close()


@pytest.mark.parametrize("language", ["ar", "en"])
def test_every_figure_shows_at_800x600_without_scrolling(qtbot, look, language):
    """At 800x600 in Arabic the dialog showed seven of its eleven rows (39 px each in the
    Arabic font) above the chart and scrolled the rest. Its rows are now compact and the chart
    stands beside them where they leave it room: the whole dialog, framed, fits an 800x600
    screen, every row whole, no text cut."""
    from PySide6.QtWidgets import QApplication

    from app_window_support import settle, window_in
    from kotshina.ui.dialogs.screen_fit import FRAME_GUESS, SCREEN_MARGIN
    from kotshina.ui.dialogs.statistics import StatisticsDialog
    from text_walker import problems

    stats = Statistics()
    _record_all(stats)
    stats.record_result("kinza", "lost", 90, level="easy", deal_points=[30, 60])  # four levels
    window = window_in(qtbot, look, language, (800, 600))
    window.show_statistics()
    settle()
    dialog = next(w for w in QApplication.topLevelWidgets()
                  if isinstance(w, StatisticsDialog) and w.isVisible())
    wanted = dialog.sizeHint()
    assert wanted.height() + FRAME_GUESS[1] + 2 * SCREEN_MARGIN <= 600, wanted
    assert min(wanted.width(), dialog.minimumSizeHint().width()) + FRAME_GUESS[0] \
        + 2 * SCREEN_MARGIN <= 800, wanted
    grid = dialog.grid
    room = grid.viewport().height()
    whole = [r for r in range(grid.rowCount())
             if grid.rowViewportPosition(r) >= 0
             and grid.rowViewportPosition(r) + grid.rowHeight(r) <= room]
    assert len(whole) == grid.rowCount() == 11
    assert grid.verticalScrollBar().maximum() == 0
    line = grid.fontMetrics().height()
    assert all(grid.rowHeight(r) >= line for r in range(grid.rowCount()))  # no letter cut
    assert dialog.chart.isVisible() and dialog.chart.width() >= 100
    assert problems(dialog) == []
    dialog.close()
