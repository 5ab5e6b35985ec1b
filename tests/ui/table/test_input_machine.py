"""The table's input state machine as a player meets it (offscreen, animations off): a refusal
leaves nothing chosen, Esc never plays a move (the coach's warning included), the focus ring
visits the cards you may play, hover lifts a playable card without flicker, a panel that comes
by itself takes no Enter in its first moment, the review's keys work wherever the focus is,
redo after undo, and a Kinza card dropped on the felt is laid down, never captured with."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPointF, Qt, QTimer
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication, QWidget

from kotshina.controller.analysis_runner import AnalysisRunner
from kotshina.controller.coach import Warning
from kotshina.controller.config import MatchConfig
from kotshina.core.cards import SPANISH
from kotshina.games.king import CardMove
from kotshina.ui.review_window import ReviewWindow
from kotshina.ui.table.input_machine import InputState
from kotshina.ui.table.layout import HOVER_LIFT
from tests.ui.table.test_king_table import OPPONENTS, king_record, until_human
from tests.ui.table.test_table_support import card, centre_of, click, drag, fixed_record, send_mouse
from tests.ui.test_review_and_coach import CAPTURE, TRAIL, gold_seven, trail_review

KING = {"game": "king", "players": 4, "levels": OPPONENTS, "seed": 2}


def moves(controller: Any) -> list[dict[str, Any]]:
    return controller.record()["moves"]


def rest_y(view: Any, card_id: int) -> float:
    """Where ``card_id`` stands in your hand at rest (its slot)."""
    board = view.board
    human = view.controller.human_seat
    hand = [c for c in board.zones[f"hand:{human}"].cards if c in board.hand]
    return board.layout.hand_slots(human, len(hand))[hand.index(card_id)].y()


def felt_top(view: Any) -> QPointF:
    felt = view.board.layout.centre
    return QPointF(felt.center().x(), felt.top() + 10)


def mouse_at(view: Any, pos: QPointF) -> None:
    send_mouse(view, QMouseEvent.Type.MouseMove, pos, Qt.MouseButton.NoButton,
               Qt.MouseButton.NoButton)


# ---------------------------------------------------------------------- refusals
def test_a_refused_card_goes_home_and_enter_then_plays_the_focused_card(table, qtbot):
    controller, view = table(fixed_record())
    six = view.board.hand[card("6O")]
    mouse_at(view, centre_of(six))  # hovered (lifted a little), then dragged
    drag(view, centre_of(six), felt_top(view))  # 6O must capture: refused
    assert moves(controller) == []
    assert view.selection.card is None and view.selection.picks == set()
    assert six.pos().y() == pytest.approx(rest_y(view, card("6O")))  # at rest, not raised
    assert view.input.state is InputState.REST
    qtbot.keyClick(view, Qt.Key.Key_Right)  # the ring shows on the first card (6O)
    qtbot.keyClick(view, Qt.Key.Key_Right)  # and moves on to 12C
    assert view.keyboard.focused() == card("12C")
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert moves(controller)[0] == {"play": "12C"}  # the focused card, not 6O again


def test_an_animated_refusal_ends_with_the_card_at_rest(table, qtbot):
    """The card flies home from where it was dropped; the mouse stays there: no hover lift."""
    controller, view = table(fixed_record())
    view.animator.set_speed("fast")
    six = view.board.hand[card("6O")]
    mouse_at(view, centre_of(six))
    drag(view, centre_of(six), felt_top(view))
    qtbot.waitUntil(lambda: not view.animator.running, timeout=5000)
    assert six.pos().y() == pytest.approx(rest_y(view, card("6O")))


def king_table(table: Any) -> tuple[Any, Any, set[int], int]:
    """King, your turn in a trick where some of your cards may not be played."""
    controller, view = table(until_human(king_record(lambda m: m.legal_moves()[0], 0)), **KING)
    legal = {m.card for m in controller.legal_moves() if isinstance(m, CardMove)}
    wrong = next(c for c in view.board.hand if c not in legal)
    return controller, view, legal, wrong


def test_king_after_a_refusal_enter_plays_the_focused_card(table, qtbot):
    controller, view, legal, wrong = king_table(table)
    before = len(moves(controller))
    messages: list[str] = []
    view.status_message.connect(messages.append)
    click(view, centre_of(view.board.hand[wrong]))
    qtbot.keyClick(view, Qt.Key.Key_Return)  # the dimmed card: "You must follow suit"
    assert messages[-1].startswith("You must") and len(moves(controller)) == before
    assert view.selection.card is None and view.keyboard.focused() != wrong
    qtbot.keyClick(view, Qt.Key.Key_Return)  # no card is focused: Enter shows the ring
    assert len(moves(controller)) == before and view.keyboard.focused() in legal
    qtbot.keyClick(view, Qt.Key.Key_Right)
    ring = view.keyboard.focused()
    assert ring in legal
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert controller.record()["moves"][before] == CardMove(ring).to_json()


def test_the_focus_ring_visits_only_the_cards_you_may_play(table, qtbot):
    controller, view, legal, wrong = king_table(table)
    seen = []
    for _ in range(2 * len(view.board.hand)):
        qtbot.keyClick(view, Qt.Key.Key_Right)
        seen.append(view.keyboard.focused())
    assert set(seen) == legal
    # Shift + arrows visit every card, to read the dimmed ones too
    read = []
    for _ in range(2 * len(view.board.hand)):
        qtbot.keyClick(view, Qt.Key.Key_Right, Qt.KeyboardModifier.ShiftModifier)
        read.append(view.keyboard.focused())
    assert set(read) == set(view.board.hand) and wrong in read


# ---------------------------------------------------------------------- Esc
def test_escape_during_a_drag_sends_the_card_home_and_plays_nothing(table, qtbot):
    controller, view = table(fixed_record())
    item = view.board.hand[card("12C")]
    start, end = centre_of(item), felt_top(view)
    send_mouse(view, QMouseEvent.Type.MouseButtonPress, start)
    for i in range(1, 7):
        send_mouse(view, QMouseEvent.Type.MouseMove, start + (end - start) * (i / 6),
                   Qt.MouseButton.NoButton, Qt.MouseButton.LeftButton)
    assert view.input.state is InputState.DRAGGING
    qtbot.keyClick(view, Qt.Key.Key_Escape)
    send_mouse(view, QMouseEvent.Type.MouseButtonRelease, end)
    assert moves(controller) == [] and view.selection.card is None
    assert item.pos().y() == pytest.approx(rest_y(view, card("12C")))


def test_escape_in_the_chooser_plays_nothing_and_chooses_nothing(table, qtbot):
    controller, view = table(fixed_record())
    drag(view, centre_of(view.board.hand[card("6O")]), centre_of(view.board.table[card("5E")]))
    assert view.input.state is InputState.CHOOSING
    qtbot.keyClick(view, Qt.Key.Key_Escape)
    assert moves(controller) == [] and view.input.state is InputState.REST


@pytest.fixture
def warned(table, qtbot, monkeypatch):
    """The gold-seven deal with the coach on, whose verdict on the trail (laying 12B down)
    comes at once: a blunder, the expert would take the gold 7."""
    controller, view = table(gold_seven([]), levels=[None, "easy"])
    controller.coaching = True
    state = controller.match.state
    trail, capture = state.move_from_json(TRAIL), state.move_from_json(CAPTURE)

    def check(token: int, record: dict[str, Any], move: Any) -> None:  # answers a moment later
        QTimer.singleShot(0, lambda: controller.coach.checked.emit(
            token, Warning(move, capture, 14.0, None, "blunder")))

    monkeypatch.setattr(controller.coach, "check", check)
    view.intents.play(trail)
    assert view.input.state is InputState.WAITING  # the coach is valuing the move
    qtbot.waitUntil(lambda: view.coach_panel.is_open)
    assert view.input.state is InputState.COACH
    return controller, view


def test_escape_on_the_coach_panel_leaves_the_position_unchanged(warned, qtbot):
    controller, view = warned
    seven, gold = view.board.hand[card("7C")], view.board.table[card("7O")]
    assert seven.style == "highlight" and gold.style == "selected"  # the expert's move lit
    qtbot.keyClick(QApplication.focusWidget() or view, Qt.Key.Key_Escape)
    assert not view.coach_panel.is_open
    assert moves(controller) == []  # neither "Play mine" nor the expert's move
    assert view.selection.card is None and view.selection.hint is None
    assert seven.style != "highlight" and gold.style == "normal"
    assert view.input.state is InputState.REST and controller.is_human_turn()


def test_the_coach_panel_takes_no_enter_in_its_first_moment(warned, qtbot):
    controller, view = warned
    panel = view.coach_panel
    qtbot.keyClick(QApplication.focusWidget() or view, Qt.Key.Key_Return)
    assert panel.is_open and moves(controller) == []
    qtbot.waitUntil(lambda: not panel.guard.armed, timeout=5000)
    qtbot.keyClick(QApplication.focusWidget() or view, Qt.Key.Key_Return)
    assert moves(controller)[0] == CAPTURE  # Enter: the expert's move


def test_the_coach_panel_leaves_the_table_cards_it_names_in_sight(warned):
    controller, view = warned
    panel, scale = view.coach_panel, view.felt_scale
    shown = panel.geometry()
    for number, item in view.board.table.items():
        rect = item.mapRectToScene(item.card_rect())
        top, bottom = rect.top() * scale, rect.bottom() * scale
        hidden = min(shown.bottom(), bottom) - max(shown.top(), top)
        assert hidden <= 0, (number, shown, top, bottom)  # the lit 7 of gold among them
    assert view.board.layout.centre.top() * scale <= shown.top()  # still over the felt


# ---------------------------------------------------------------------- hover
def test_hover_lifts_a_playable_card_a_little_and_holds_it_still(table, qtbot):
    controller, view = table(fixed_record())
    item = view.board.hand[card("12C")]
    home = rest_y(view, card("12C"))
    height = view.board.layout.card.height()
    mouse_at(view, centre_of(item))
    assert item.pos().y() == pytest.approx(home - height * HOVER_LIFT)
    # at the card's lower edge the lifted card no longer covers the mouse: it stays lifted
    low = QPointF(centre_of(item).x(), home + height - height * HOVER_LIFT / 2)
    assert not item.mapRectToScene(item.card_rect()).contains(low)
    for _ in range(3):
        mouse_at(view, low)
        assert item.pos().y() == pytest.approx(home - height * HOVER_LIFT)
    mouse_at(view, felt_top(view))
    assert item.pos().y() == pytest.approx(home)


def test_hover_leaves_a_dimmed_card_down(table, qtbot):
    controller, view, legal, wrong = king_table(table)
    item = view.board.hand[wrong]
    home = item.pos().y()
    point = item.mapRectToScene(item.card_rect()).topLeft() + QPointF(3, 3)  # its own corner
    mouse_at(view, point)
    assert item.pos().y() == pytest.approx(home)
    playable = view.board.hand[next(iter(legal))]
    mouse_at(view, playable.mapRectToScene(playable.card_rect()).topLeft() + QPointF(3, 3))
    assert playable.pos().y() < rest_y(view, playable.card)


# ---------------------------------------------------------------------- panels that come by themselves
def test_the_deal_summary_takes_no_enter_in_its_first_moment(table, qtbot):
    from kotshina.match import Match
    from kotshina.ui.dialogs.deal_summary import DealSummaryDialog
    from tests.ui.test_review_and_coach import finished_first_deal

    controller, view = table(fixed_record())
    result = dict(Match(finished_first_deal(TRAIL)).state.deal_results[0])
    parent = QWidget()
    qtbot.addWidget(parent)
    parent.resize(900, 600)
    parent.show()
    summary = DealSummaryDialog(controller.table, result, 1, parent)
    closed: list[int] = []
    summary.finished.connect(closed.append)
    summary.open()
    qtbot.keyClick(QApplication.focusWidget() or summary, Qt.Key.Key_Return)
    assert closed == [] and summary.isVisible()  # the Enter meant for the table
    qtbot.waitUntil(lambda: not summary.guard.armed, timeout=5000)
    qtbot.keyClick(QApplication.focusWidget() or summary, Qt.Key.Key_Return)
    assert closed  # read, then dismissed


def test_the_contract_panel_takes_no_enter_in_its_first_moment(table, qtbot):
    record = king_record(lambda m: None, 0)  # your choice opens the match
    controller, view = table(record, **KING)
    panel = view.contract_panel
    assert panel.is_open
    qtbot.keyClick(QApplication.focusWidget() or view, Qt.Key.Key_Return)
    assert moves(controller) == [] and panel.is_open
    qtbot.waitUntil(lambda: not panel.guard.armed, timeout=5000)
    qtbot.keyClick(QApplication.focusWidget() or view, Qt.Key.Key_Return)
    assert len(moves(controller)) >= 1 and "contract" in moves(controller)[0]


# ---------------------------------------------------------------------- the review's keys
def king_review(qtbot: Any) -> ReviewWindow:
    record = king_record(lambda m: m.legal_moves()[0], 52)  # the first deal played out
    window = ReviewWindow(MatchConfig(**KING), record, 1, None, AnalysisRunner())
    qtbot.addWidget(window)
    return window


@pytest.mark.parametrize("game", ["kinza", "king"])
def test_the_review_steps_with_the_arrows_wherever_the_focus_is(qtbot, game):
    window = trail_review(qtbot) if game == "kinza" else king_review(qtbot)
    window.show()
    with qtbot.waitActive(window):
        window.activateWindow()
    window.table.setFocus()
    qtbot.keyClick(window.table, Qt.Key.Key_Right)
    assert window.position.step == 1
    qtbot.keyClick(window.table, Qt.Key.Key_Right)
    qtbot.keyClick(window.moves, Qt.Key.Key_Left)  # the list of moves has the focus
    assert window.position.step == 1
    qtbot.keyClick(window.reveal, Qt.Key.Key_End)  # the check box has it
    assert window.position.step == window.position.steps - 1
    qtbot.keyClick(window.slider, Qt.Key.Key_Home)
    assert window.position.step == 0
    # in the review the table takes no play input: a click on a card chooses nothing
    assert window.table.input.state is InputState.REVIEW
    qtbot.keyClick(window.table, Qt.Key.Key_Escape)
    assert not window.isVisible()  # Esc closes every game's review


# ---------------------------------------------------------------------- redo
def test_redo_plays_again_what_undo_took_back_until_a_new_move(table, qtbot):
    controller, view = table(fixed_record())
    drag(view, centre_of(view.board.hand[card("12C")]), felt_top(view))
    qtbot.waitUntil(lambda: len(moves(controller)) == 2 and controller.is_human_turn(),
                    timeout=5000)
    played = moves(controller)
    assert not controller.can_redo()
    assert controller.undo() and moves(controller) == [] and controller.can_redo()
    assert controller.redo() and moves(controller) == played  # the computer's answer too
    assert set(view.board.hand) == set(controller.human_view().hand)
    assert not controller.redo()
    assert controller.undo()
    drag(view, centre_of(view.board.hand[card("3B")]), felt_top(view))  # another way
    assert moves(controller)[0] == {"play": "3B"} and not controller.can_redo()


def test_redo_in_the_menu_and_on_ctrl_shift_z(qtbot, tmp_path, monkeypatch):
    from app_window_support import main_window

    monkeypatch.setenv("KOTSHINA_HOME", str(tmp_path / "home"))
    with main_window(qtbot) as window:
        window.start_match(MatchConfig(levels=[None, "easy"], seed=1), fixed_record())
        controller, redo = window.controller, window.menus.redo
        assert redo.shortcut().toString() == "Ctrl+Shift+Z" and redo.text() == "Re&do"
        assert not redo.isEnabled()
        assert controller.request_play(controller.table.drop(
            controller.legal_moves(), card("12C"), "felt", None).play)
        qtbot.waitUntil(lambda: controller.is_human_turn(), timeout=5000)
        played = moves(controller)
        window.menus.undo.trigger()
        assert redo.isEnabled()
        window.activateWindow()
        window.table.setFocus()
        qtbot.keyClick(window.table, Qt.Key.Key_Z,
                       Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
        assert moves(controller) == played and not redo.isEnabled()


# ---------------------------------------------------------------------- Kinza on the felt
def test_kinza_a_card_dropped_on_the_felt_is_laid_down_never_captured_with(table, qtbot):
    """7C has exactly one capture (7O + 1C); auto-capture is on (the default). Dropped on the
    felt it is refused with the reason; a double-click takes its only capture."""
    controller, view = table(gold_seven([]), levels=[None, "easy"])
    assert view.auto_capture
    messages: list[str] = []
    view.status_message.connect(messages.append)
    seven = view.board.hand[card("7C")]
    drag(view, centre_of(seven), felt_top(view))
    assert moves(controller) == []
    assert "may not be laid on the table" in messages[-1] and "7 of cups" in messages[-1]
    pos = centre_of(seven)
    click(view, pos)
    send_mouse(view, QMouseEvent.Type.MouseButtonDblClick, pos)
    send_mouse(view, QMouseEvent.Type.MouseButtonRelease, pos)
    assert moves(controller)[0] == CAPTURE
    assert SPANISH.parse("7O") not in controller.state.table


@pytest.mark.parametrize("lang, words", [("en", "double-click or Enter"),
                                         ("ar", "بالنقر المزدوج أو بمفتاح Enter")])
def test_the_auto_capture_setting_says_it_is_for_double_click_and_enter(qtbot, tmp_path,
                                                                        monkeypatch, lang, words):
    from app_window_support import main_window

    monkeypatch.setenv("KOTSHINA_HOME", str(tmp_path / "home"))
    with main_window(qtbot, lang) as window:
        assert words in window.menus.auto_capture.text()


def test_escape_while_the_coach_values_the_move_takes_it_back(table, qtbot, monkeypatch):
    controller, view = table(gold_seven([]), levels=[None, "easy"])
    controller.coaching = True
    answers: list[Any] = []
    monkeypatch.setattr(controller.coach, "check",
                        lambda token, record, move: answers.append((token, move)))
    view.intents.play(controller.match.state.move_from_json(TRAIL))
    assert controller.coach_thinking and view.input.state is InputState.WAITING
    qtbot.keyClick(view, Qt.Key.Key_Escape)
    assert not controller.coach_thinking and view.input.state is InputState.REST
    token, move = answers[0]
    controller.coach.checked.emit(token, None)  # the coach finds nothing wrong, too late
    assert moves(controller) == []  # the move taken back is not played
