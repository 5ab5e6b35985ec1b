"""Acceptance of issue 6: a whole Kinza match against the computer played with the mouse only,
in English and in Arabic, through the main window (every human move is a drag or a click)."""

from __future__ import annotations

import logging
from typing import Any

import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import QPointF, Qt  # noqa: E402

from app_window_support import logged_errors, main_window  # noqa: E402
from kotshina import records  # noqa: E402
from kotshina.controller.config import MatchConfig  # noqa: E402
from tests.ui.table.test_table_support import centre_of, click, drag  # noqa: E402


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("KOTSHINA_HOME", str(tmp_path / "home"))


def mouse_move(view: Any, controller: Any) -> None:
    """Make one legal move the way a player would: drag a hand card onto a table card or the felt."""
    legal = controller.state.legal_moves()
    hand, table = view.board.hand, view.board.table
    felt = view.board.layout.centre
    for move in legal:
        for target in sorted(move.take):
            containing = [m for m in legal if m.play == move.play and target in m.take]
            if len(containing) == 1:
                drag(view, centre_of(hand[move.play]), centre_of(table[target]))
                return
    trails = [m for m in legal if not m.take]
    if trails:
        drag(view, centre_of(hand[trails[0].play]), QPointF(felt.center().x(), felt.top() + 10))
        return
    move = legal[0]  # only combinations that share cards: the chooser decides
    drag(view, centre_of(hand[move.play]), centre_of(table[min(move.take)]))
    chooser = view.chooser
    assert chooser.is_open
    click(view, chooser.mapRectToScene(chooser._row_rect(0)).center())


@pytest.mark.parametrize("lang", ["en", "ar"])
def test_a_whole_match_played_with_the_mouse(qtbot, caplog, lang):
    caplog.set_level(logging.WARNING)
    with main_window(qtbot, lang, (1100, 750)) as window:
        window.start_match(MatchConfig(players=2, options={"target": 101}, levels=[None, "easy"], seed=31))
        controller, view = window.controller, window.table
        human_moves = 0

        def play_on() -> bool:
            nonlocal human_moves
            if window.match_end is not None:
                return True
            if window.summary is not None:
                window.summary.accept()
            elif controller.is_human_turn() and not view.chooser.is_open:
                before = len(controller.record()["moves"])
                mouse_move(view, controller)
                assert len(controller.record()["moves"]) == before + 1, "the drag was not played"
                human_moves += 1
            return False

        qtbot.waitUntil(play_on, timeout=60_000)
        result = records.replay(controller.record())
        assert result["finished"] and window.match_end.isVisible()
        assert human_moves >= 18  # at least one whole deal of the human's cards
        expected_direction = Qt.LayoutDirection.RightToLeft if lang == "ar" else Qt.LayoutDirection.LeftToRight
        assert window.layoutDirection() == expected_direction
    assert logged_errors(caplog) == []
