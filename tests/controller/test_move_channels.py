"""One channel per fact on a move's route: a refusal reaches the status bar once, the info line
is worked out once per move, the record is sent once per move, and undo at move 200 restores
a kept position (no move applied again), which redo plays forward again."""

from __future__ import annotations

import logging
import random

import pytest

pytest.importorskip("PySide6")

from app_window_support import logged_errors, main_window  # noqa: E402
from kotshina.controller.config import MatchConfig  # noqa: E402
from tests.ui.table.test_table_support import card, centre_of, drag, fixed_record  # noqa: E402


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("KOTSHINA_HOME", str(tmp_path / "home"))


@pytest.fixture
def window(qtbot, caplog):
    caplog.set_level(logging.WARNING)
    with main_window(qtbot) as win:
        yield win
    assert logged_errors(caplog) == []


def quiet(controller) -> None:
    """The computer seats never think: only the human's moves happen."""
    controller._pool.start = lambda *_args, **_kwargs: None


def test_a_refusal_reaches_the_status_bar_once(window, qtbot):
    said: list[str] = []
    bar = window.statusBar()
    show = bar.showMessage
    bar.showMessage = lambda text, *args: said.append(text) or show(text, *args)
    window.start_match(MatchConfig(levels=[None, "easy"], seed=1), fixed_record())
    view = window.table
    six = view.board.hand[card("6O")]  # it can capture, so laying it down is refused
    felt = view.board.layout.centre.center()
    felt.setY(view.board.layout.centre.top() + 10)
    drag(view, view.mapFromScene(centre_of(six)), view.mapFromScene(felt))
    qtbot.wait(10)
    refusals = [text for text in said if text.startswith("6 of gold can capture ")]
    assert len(refusals) == 1  # it reached the status bar two ways before
    assert view.refusal.isVisible() and view.refusal.text == refusals[0]


def test_a_move_updates_the_info_line_and_sends_the_record_once(window, qtbot):
    window.start_match(MatchConfig(levels=[None, "easy"], seed=1), fixed_record())
    controller = window.controller
    quiet(controller)
    lines: list[object] = []
    info_line = controller.table.info_line
    controller.table.info_line = lambda view: lines.append(view) or info_line(view)
    records: list[dict] = []
    controller.record_changed.connect(records.append)
    assert controller.request_play(controller.legal_moves()[0])
    assert len(lines) == 1 and len(records) == 1
    assert window.info.text() == info_line(controller.human_view())


@pytest.mark.parametrize(("game", "players"), [("kinza", 2), ("king", 4), ("casino", 3)])
def test_undo_at_move_200_restores_without_replaying_and_redo_plays_it_again(
        window, qtbot, monkeypatch, game, players):
    options = {"target": 301} if game == "kinza" else {}
    window.start_match(MatchConfig(game=game, players=players, options=options,
                                   levels=[None] + ["easy"] * (players - 1), seed=5))
    controller = window.controller
    quiet(controller)
    controller.play_automatically(200, stop_at_human=True)
    match = controller.match
    while not controller.is_human_turn() or match.ply < 200:
        controller.play_automatically(1, stop_at_human=True)
    before = controller.record()
    controller.request_play(random.Random(1).choice(controller.legal_moves()))
    while not controller.is_human_turn():  # the replies
        controller.play_automatically(1, stop_at_human=True)
    after = controller.record()
    applied: list[object] = []
    state_type = type(match.state)
    original = state_type.apply
    monkeypatch.setattr(state_type, "apply",
                        lambda state, move: applied.append(move) or original(state, move))
    resets: list[bool] = []
    controller.reset.connect(lambda: resets.append(True))
    assert controller.undo()
    assert applied == [] and controller.record() == before and len(resets) == 1
    assert controller.is_human_turn() and controller.can_redo()
    assert controller.redo()
    assert controller.record() == after and not controller.can_redo()
    assert controller.undo() and controller.record() == before
    controller.request_play(controller.legal_moves()[-1])  # another way: redo is gone
    assert not controller.can_redo() and not controller.redo()
