"""The move log (F3) is a side panel: in the smallest window the table gives it its width and
draws the felt in the room that is left, so no card lies under the log, in either language."""

from __future__ import annotations

import logging

import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import QCoreApplication, QPoint, QRect  # noqa: E402
from PySide6.QtWidgets import QGraphicsItem  # noqa: E402

from kotshina.controller.config import MatchConfig  # noqa: E402
from kotshina.controller.i18n import Languages  # noqa: E402
from kotshina.controller.settings import Settings  # noqa: E402
from kotshina.ui.main_window import MainWindow  # noqa: E402
from kotshina.ui.table.card_item import CardItem  # noqa: E402
from kotshina.ui.table.seat_panel import SeatPanel, StackItem  # noqa: E402


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("KOTSHINA_HOME", str(tmp_path / "home"))


def _in_window(window: MainWindow, item: QGraphicsItem) -> QRect:
    """Where ``item`` is drawn, in the main window's pixels."""
    view = window.table
    assert view is not None
    polygon = view.mapFromScene(item.sceneBoundingRect())
    rect = polygon.boundingRect()
    return QRect(view.viewport().mapTo(window, rect.topLeft()), rect.size())


@pytest.mark.parametrize("language", ["en", "ar"])
@pytest.mark.parametrize("game,players", [("kinza", 4), ("king", 4), ("casino", 4)])
def test_no_card_lies_under_the_open_log_at_800x600(qtbot, caplog, game, players, language):
    caplog.set_level(logging.WARNING)
    languages = Languages()
    window = MainWindow(Settings(), languages, persist=False)
    qtbot.addWidget(window)
    window.set_language(language)
    try:
        window.resize(800, 600)
        window.show()
        qtbot.waitExposed(window)
        window.start_match(MatchConfig(game=game, players=players, seed=5,
                                       levels=[None] + ["greedy"] * (players - 1)))
        assert window.controller is not None and window.table is not None
        window.controller.set_animation_speed("off")
        window.controller.advance_automatically(2)  # cards on the felt and in every hand
        window.menus.move_log.setChecked(True)  # F3
        QCoreApplication.processEvents()
        log, view = window.move_log, window.table
        assert log.isVisible() and window.size().width() == 800
        log_rect = QRect(log.mapTo(window, QPoint(0, 0)), log.size())
        felt = QRect(view.viewport().mapTo(window, QPoint(0, 0)), view.viewport().size())
        items = [item for item in view.scene().items()
                 if isinstance(item, (CardItem, StackItem, SeatPanel)) and item.isVisible()]
        assert sum(isinstance(item, CardItem) for item in items) >= 4
        for item in items:
            drawn = _in_window(window, item)
            assert not drawn.intersects(log_rect), (type(item).__name__, drawn, log_rect)
            assert felt.adjusted(-1, -1, 1, 1).contains(drawn), (type(item).__name__, drawn, felt)
            if isinstance(item, SeatPanel):  # the felt is drawn smaller, its words are not
                assert item.font_px * view.felt_scale >= 12, (item.font_px, view.felt_scale)
        plate = view.board.plate
        if plate.isVisible():  # King's contract plate stays clear of the seats' bubbles
            for bubble in view.board.said.values():
                if bubble.isVisible():
                    shape = bubble.mapRectToScene(bubble.bubble_rect())
                    assert not shape.intersects(plate.sceneBoundingRect()), bubble.text
        # the log on the trailing side: right in English, left in Arabic
        assert (log_rect.left() < felt.left()) == (language == "ar")
    finally:
        window.shutdown()
        languages.switch("en")


def test_wrapped_arabic_lines_in_the_log_are_not_spread_apart(qtbot):
    from PySide6.QtGui import QFontInfo

    from kotshina.ui.fonts import ui_font
    from kotshina.ui.move_log import MoveLog

    log = MoveLog()
    qtbot.addWidget(log)
    log.setFont(ui_font("ar"))  # the shipped Arabic font: line spacing ~2x its size
    QCoreApplication.processEvents()
    log.show()
    log.lines.setHtml("<p>" + "الحاسوب أخذ ١٠ كؤوس + ٣ عصي بالورقة ٢ كؤوس " * 3 + "</p>")
    layout = log.lines.document().begin().layout()
    assert layout.lineCount() >= 2
    size = QFontInfo(log.lines.font()).pixelSize()
    step = layout.lineAt(1).y() - layout.lineAt(0).y()
    assert step <= size * 1.5 + 0.5, (step, size)
