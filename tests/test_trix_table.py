"""Trix at the table: whole matches through the main window (by mouse in English, by keyboard
in Arabic with the complex and partners), the owner's contract panel, doubling by mouse, a
pass, refusals in words, hint and undo in the layout, continue after a restart."""

from __future__ import annotations

import logging
from typing import Any

import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import QPointF, Qt  # noqa: E402

from app_window_support import logged_errors, main_window  # noqa: E402
from kotshina import records  # noqa: E402
from kotshina.controller.config import MatchConfig  # noqa: E402
from kotshina.controller.match_controller import MatchController  # noqa: E402
from kotshina.games.trix import PASS, CardMove, ContractMove, DoubleMove  # noqa: E402
from kotshina.ui.table.view import TableView  # noqa: E402
from test_table_support import centre_of, drag  # noqa: E402

OPPONENTS = [None, "easy", "easy", "easy"]


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("KOTSHINA_HOME", str(tmp_path / "home"))


def felt_point(view: TableView) -> QPointF:
    centre = view.board.layout.centre
    return QPointF(centre.center().x(), centre.center().y())


def panel_buttons(view: TableView) -> list[Any]:
    return [b for b in view.contract_panel.buttons.values() if b.isEnabled()]


class Tally:
    """What the human did in a match, by kind of move."""

    def __init__(self) -> None:
        self.contracts: list[str] = []
        self.doubles = 0
        self.passes = 0
        self.cards = 0
        self.laid = 0
        self.summaries = 0

    def count(self, move: Any, view: TableView) -> None:
        if isinstance(move, ContractMove):
            self.contracts.append(move.contract)
        elif isinstance(move, DoubleMove):
            self.doubles += 1
        elif move == PASS:
            self.passes += 1
        else:
            self.cards += 1
            self.laid += view.controller.human_view().contract == "trix"


def play_by_mouse(qtbot: Any, view: TableView, controller: MatchController) -> None:
    """A panel's button (contract, doubling, pass) clicked, or a card dragged to the centre."""
    if view.contract_panel.is_open:
        buttons = panel_buttons(view)
        qtbot.mouseClick(buttons[-1], Qt.MouseButton.LeftButton)  # the last: double all
        return
    card = next(m.card for m in controller.legal_moves() if isinstance(m, CardMove))
    drag(view, centre_of(view.board.hand[card]), felt_point(view))


def play_match(qtbot: Any, window: Any, gesture: Any, timeout: int = 300_000) -> Tally:
    controller, view = window.controller, window.table
    tally = Tally()

    def play_on() -> bool:
        if window.match_end is not None:
            return True
        if window.summary is not None:
            tally.summaries += 1
            window.summary.accept()
        elif controller.is_human_turn() and not view.animator.running:
            before = list(controller.record()["moves"])
            gesture(qtbot, view, controller)
            moves = controller.record()["moves"]
            assert len(moves) == len(before) + 1, "the gesture was not played"
            tally.count(controller.match.state.move_from_json(moves[-1]), view)
        return False

    qtbot.waitUntil(play_on, timeout=timeout)
    return tally


def test_a_whole_kingdoms_match_by_mouse_in_english(qtbot, caplog):
    caplog.set_level(logging.WARNING)
    with main_window(qtbot, "en", (1280, 800)) as window:
        window.start_match(MatchConfig(game="trix", players=4, levels=OPPONENTS, seed=3))
        tally = play_match(qtbot, window, play_by_mouse)
        result = records.replay(window.controller.record())
        assert result["finished"] and len(result["deals"]) == 20
        assert window.match_end.isVisible() and tally.summaries == 20
        assert sorted(tally.contracts) == sorted(
            ["king-of-hearts", "queens", "diamonds", "ltoosh", "trix"])  # the human's kingdom
        assert tally.laid >= 4 and tally.cards > tally.laid
    assert logged_errors(caplog) == []
