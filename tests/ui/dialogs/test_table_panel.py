"""Closing the review opened from a deal summary gives the keyboard back to that summary:
Enter then deals the next deal. The focus went to the felt, and Enter did nothing until a
click on the summary (seen in Arabic at 800x600 under Xvfb)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from app_window_support import main_window
from kotshina.ui.dialogs.table_panel import TablePanel
from tests.ui.test_review_from_the_app import review_of_the_first_deal


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("KOTSHINA_HOME", str(tmp_path / "home"))


@pytest.mark.parametrize("lang", ["en", "ar"])
def test_enter_after_the_review_deals_the_next_deal(qtbot, lang):
    with main_window(qtbot, lang, (800, 600)) as window:
        review = review_of_the_first_deal(qtbot, window, "kinza", 2, seed=7)
        review.cancel_analysis()
        qtbot.waitUntil(lambda: not review.runner.running, timeout=60_000)
        summary = window.summary
        assert isinstance(summary, TablePanel)
        QTest.keyClick(review, Qt.Key.Key_Escape)  # the review closes
        qtbot.waitUntil(lambda: window.learning.review is None, timeout=3000)
        window.activateWindow()
        for _ in range(5):
            QCoreApplication.processEvents()
        focused = QApplication.focusWidget()
        assert focused is not None and (focused is summary or summary.isAncestorOf(focused)), \
            focused
        from kotshina.ui.table.animations import ENTER_GUARD_MS

        qtbot.wait(ENTER_GUARD_MS + 50)
        QTest.keyClick(focused, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: window.summary is None, timeout=3000)  # the next deal
