"""While the coach values your move and after you answer it, what is raised on your hand is
what the input machine says is chosen: nothing while it thinks (WAITING), the expert's card
while its warning is up (COACH), nothing once the warning is answered."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt, QTimer

from kotshina.controller.coach import Warning
from kotshina.ui.table.input_machine import InputState
from tests.ui.table.test_input_machine import rest_y
from tests.ui.table.test_table_support import card, centre_of, click
from tests.ui.test_review_and_coach import CAPTURE, TRAIL, gold_seven


def raised(view: Any) -> set[int]:
    """Your cards standing above their places."""
    return {c for c, item in view.board.hand.items()
            if item.pos().y() < rest_y(view, c) - 0.5}


@pytest.fixture
def coached(table, qtbot, monkeypatch):
    """The gold-seven deal with the coach on; its verdict on laying the 12B down (a blunder:
    the expert takes the gold 7 with the 7C) comes a moment after the move."""
    controller, view = table(gold_seven([]), levels=[None, "easy"])
    controller.coaching = True
    state = controller.match.state
    capture = state.move_from_json(CAPTURE)

    def check(token: int, record: dict[str, Any], move: Any) -> None:
        QTimer.singleShot(50, lambda: controller.coach.checked.emit(
            token, Warning(move, capture, 14.0, None, "blunder")))

    monkeypatch.setattr(controller.coach, "check", check)
    return controller, view


def test_the_chosen_card_comes_down_while_the_coach_thinks(coached, qtbot):
    controller, view = coached
    click(view, centre_of(view.board.hand[card("12B")]))
    assert raised(view) == {card("12B")}
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert controller.coach_thinking and view.input.state is InputState.WAITING
    assert raised(view) == set() and view.selection.card is None
    qtbot.waitUntil(lambda: view.coach_panel.is_open)
    assert raised(view) == {card("7C")}  # the expert's card, lit and raised


def test_after_play_mine_nothing_stays_raised_or_hinted(coached, qtbot):
    controller, view = coached
    click(view, centre_of(view.board.hand[card("12B")]))
    qtbot.keyClick(view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: view.coach_panel.is_open)
    controller.coaching = False  # the next moves go without the coach
    view.coach_panel.keep.click()  # "Play mine"
    assert controller.record()["moves"][0] == TRAIL
    qtbot.waitUntil(controller.is_human_turn, timeout=10_000)
    assert view.selection.card is None and view.selection.hint is None
    assert raised(view) == set()
    assert view.input.state is InputState.REST
    # Enter now shows the ring; it does not play the expert's old suggestion
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert len(controller.record()["moves"]) == 2
