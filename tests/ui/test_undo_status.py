"""Undo and redo say what they did: the status bar never goes on showing the move that was just
taken back (and the screen reader hears the same words)."""

from __future__ import annotations

import pytest

pytest.importorskip("PySide6")

from app_window_support import main_window  # noqa: E402
from kotshina.controller.config import MatchConfig  # noqa: E402


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("KOTSHINA_HOME", str(tmp_path / "home"))


def test_undo_and_redo_replace_the_undone_moves_message(qtbot):
    with main_window(qtbot, size=(1024, 700)) as window:
        window.start_match(MatchConfig(seed=4, levels=[None, "easy"]))
        controller = window.controller
        qtbot.waitUntil(controller.is_human_turn, timeout=5000)
        assert controller.request_play(controller.state.legal_moves()[0])
        qtbot.waitUntil(controller.is_human_turn, timeout=5000)
        status = window.statusBar()
        stale = status.currentMessage()
        assert stale.startswith("Computer "), stale  # the computer's answer, in words
        said: list[str] = []
        window.table.notice.connect(said.append)
        window.menus.undo.trigger()
        assert status.currentMessage() == "Your last move and what followed it were taken back."
        window.menus.redo.trigger()
        assert status.currentMessage() == "The moves you took back were played again."
        assert said == ["Your last move and what followed it were taken back.",
                        "The moves you took back were played again."]
