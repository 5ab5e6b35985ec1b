"""A monkey at the table: random clicks, drags, keys, menu commands, language switches and
resizes must never raise, and the match record must always replay (no illegal state)."""

from __future__ import annotations

import logging
import random

import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import QPoint, Qt  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402

from kotshina import records  # noqa: E402
from kotshina.controller.config import MatchConfig  # noqa: E402
from kotshina.controller.i18n import Languages  # noqa: E402
from kotshina.controller.settings import Settings  # noqa: E402
from kotshina.ui.main_window import MainWindow  # noqa: E402

KEYS = [Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_Space,
        Qt.Key.Key_Return, Qt.Key.Key_Escape, Qt.Key.Key_Tab]
SIZES = [(1280, 800), (800, 600), (1024, 700), (700, 520)]


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("KOTSHINA_HOME", str(tmp_path / "home"))


def test_monkey_session_never_raises_and_keeps_a_legal_record(qtbot, caplog):
    seed, players = 1, 3
    caplog.set_level(logging.WARNING)
    rng = random.Random(seed)
    languages = Languages()
    languages.switch("en")
    settings = Settings()
    settings.animation_speed = "off"
    window = MainWindow(settings, languages)
    qtbot.addWidget(window)
    window.resize(1024, 700)
    window.show()
    levels = [None] + ["easy"] * (players - 1)
    window.start_match(MatchConfig(players=players, levels=levels, seed=seed))
    menus = window.menus
    commands = [menus.hint, menus.undo, menus.score_sheet, menus.highlights, menus.auto_capture,
                menus.western_digits, *menus.speed_actions.values(), *menus.colour_actions.values(),
                *menus.back_actions.values()]
    try:
        for step in range(260):
            table = window.table
            roll = rng.random()
            if window.summary is not None and rng.random() < 0.3:
                window.summary.accept()
            elif window.match_end is not None:
                window.match_end.play_again.click()
            elif table is None:
                window.restart_match()
            elif roll < 0.12 and window.controller.is_human_turn():
                # a legal move now and then, so the match moves on through deals and dialogs
                window.controller.request_play(rng.choice(window.controller.state.legal_moves()))
            elif roll < 0.35:
                viewport = table.viewport()
                at = QPoint(rng.randrange(viewport.width()), rng.randrange(viewport.height()))
                QTest.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=at)
            elif roll < 0.45:
                viewport = table.viewport()
                start = QPoint(rng.randrange(viewport.width()), viewport.height() - 60)
                end = QPoint(rng.randrange(viewport.width()), rng.randrange(viewport.height()))
                QTest.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
                QTest.mouseMove(viewport, (start + end) / 2)
                QTest.mouseMove(viewport, end)
                QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=end)
            elif roll < 0.75:
                QTest.keyClick(table, rng.choice(KEYS))
            elif roll < 0.85:
                rng.choice(commands).trigger()
            elif roll < 0.9:
                window.set_language(rng.choice(["ar", "en"]))
            elif roll < 0.95:
                window.resize(*rng.choice(SIZES))
            else:
                qtbot.wait(rng.choice([1, 5, 20]))
            QTest.qWait(0)
            if window.controller is not None and step % 10 == 0:
                records.replay(window.controller.record())  # raises on any illegal move
        moves = len(window.controller.record()["moves"]) if window.controller else 0
        assert moves > 0 or window.controller is None
    finally:
        window.shutdown()
        languages.switch("en")
    errors = [r for r in caplog.records if r.levelno >= logging.ERROR]
    assert errors == [], [r.getMessage() for r in errors]
