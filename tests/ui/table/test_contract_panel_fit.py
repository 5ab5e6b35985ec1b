"""King's contract panel beside the move log at 800x600 shows every word: each contract's note
under its button wraps in its column (it was cut at both ends: "…each of the last two tricks ·
play…") and the panel is as tall as its wrapped words, so no note runs over the buttons."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QLabel, QPushButton

from app_window_support import app_look, settle, window_in
from kotshina.controller.config import MatchConfig
from text_walker import problems


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("KOTSHINA_HOME", str(tmp_path / "home"))


@pytest.mark.parametrize("language", ["en", "ar"])
def test_the_contract_panel_beside_the_move_log_shows_every_word(qtbot, qapp, language):
    with app_look(qapp) as look:
        window = window_in(qtbot, look, language, (760, 540))
        window.menus.move_log.setChecked(True)
        # seed 2: you choose the first contract
        window.start_match(MatchConfig(game="king", players=4, seed=2,
                                       levels=[None, "greedy", "greedy", "greedy"]))
        qtbot.waitUntil(lambda: window.table.contract_panel.is_open, timeout=10_000)
        settle()
        panel = window.table.contract_panel
        assert problems(panel) == []
        notes = [label for label in panel.findChildren(QLabel, "contractNote")]
        buttons = panel.findChildren(QPushButton)
        assert notes and buttons
        for note in notes:
            box = note.geometry().translated(note.parentWidget().pos())
            for button in buttons:
                place = button.geometry().translated(button.parentWidget().pos())
                # touching by a pixel is not running over (the notes' lines used to)
                assert box.intersected(place).height() <= 1, (note.text(), button.text())
        assert panel.geometry().bottom() <= window.table.viewport().height()
        window.shutdown()


def test_the_panels_over_a_smaller_drawn_felt_have_the_felts_letters(table, qtbot, monkeypatch):
    """Beside the move log the felt is drawn smaller; the coach's and the contract panels
    (widgets, not scaled with it) write as large as the felt's text shows, not larger."""
    from PySide6.QtCore import QTimer

    from kotshina.controller.coach import Warning
    from tests.ui.test_review_and_coach import CAPTURE, TRAIL, gold_seven

    controller, view = table(gold_seven([]), size=(530, 548), levels=[None, "easy"])
    assert view.felt_scale < 0.8
    controller.coaching = True
    state = controller.match.state
    capture = state.move_from_json(CAPTURE)
    monkeypatch.setattr(controller.coach, "check", lambda token, record, move: QTimer.singleShot(
        0, lambda: controller.coach.checked.emit(token, Warning(move, capture, 14, None,
                                                                "blunder"))))
    view.intents.play(state.move_from_json(TRAIL))
    qtbot.waitUntil(lambda: view.coach_panel.is_open)
    shown = view.board.layout.font_px * view.felt_scale  # the felt's letters on the screen
    assert view.coach_panel.text.font().pixelSize() <= max(12, round(shown)) + 1
