"""What the table tells about the play: the move log (F3), the line by each computer seat, a
seat's last move shown again, a refusal by the card, and where a shared pile lies."""

from __future__ import annotations

import logging
import re

import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import QCoreApplication  # noqa: E402

from app_window_support import logged_errors, main_window  # noqa: E402
from kotshina.controller.config import MatchConfig  # noqa: E402
from kotshina.controller.settings import Settings  # noqa: E402
from kotshina.ui.main_window import MainWindow  # noqa: E402
from tests.controller.test_refusals import CODE  # noqa: E402
from tests.ui.table.test_table_support import card, centre_of, click, drag, fixed_record  # noqa: E402


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("KOTSHINA_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


@pytest.fixture
def window(qtbot, caplog):
    caplog.set_level(logging.WARNING)
    with main_window(qtbot) as win:
        yield win
    assert logged_errors(caplog) == []


def fixed_match(window: MainWindow, **config: object) -> None:
    """Your hand 6O 12C 3B, the table 4C 5E 4O 1B, you play first (test_table_support)."""
    window.start_match(MatchConfig(levels=[None, "easy"], seed=1, **config), fixed_record())


def test_the_log_lists_the_computers_move_in_words_after_its_turn(window, qtbot):
    fixed_match(window)
    controller = window.controller
    window.menus.move_log.trigger()  # F3
    assert window.move_log.isVisible() and Settings().move_log
    assert controller.request_play(controller.table.drop(
        controller.legal_moves(), card("12C"), "felt", None).play)
    qtbot.waitUntil(lambda: 1 in controller.last_said(), timeout=5000)
    lines = window.move_log.texts()
    assert lines[0] == "You laid 12 of cups on the table"
    computer = [line for line in lines if line.startswith("Computer ")]
    assert computer and re.fullmatch(r"Computer (took .+ with|laid) .+", computer[0])
    assert " of " in computer[0] and not any(CODE.search(line) for line in lines)
    said = controller.last_said()[1].text
    assert computer[-1] == f"Computer {said}"
    bubble = window.table.board.said[1]
    assert bubble.isVisible() and bubble.text == said  # by its seat until its next move
    window.menus.move_log.trigger()
    assert not window.move_log.isVisible() and not Settings().move_log


def test_the_log_and_the_seat_line_in_arabic(window, qtbot, qapp):
    fixed_match(window)
    controller = window.controller
    window.menus.move_log.trigger()
    controller.request_play(controller.table.drop(controller.legal_moves(), card("12C"),
                                                  "felt", None).play)
    qtbot.waitUntil(lambda: 1 in controller.last_said(), timeout=5000)
    window.set_language("ar")
    try:
        QCoreApplication.processEvents()
        lines = window.move_log.texts()
        assert lines[0] == "أنت وضعتَ ١٢ كؤوس على الطاولة"
        assert lines[1].startswith("الحاسوب ") and not re.search(r"[0-9A-Za-z]", lines[1])
        assert window.move_log.title.text() == "نقلات التوزيعة ١"
        assert window.table.board.said[1].text == controller.last_said()[1].text
        assert not re.search(r"[A-Za-z]", window.table.board.said[1].text)
    finally:
        window.set_language("en")


def test_a_click_on_a_name_plate_shows_that_seats_last_move(window, qtbot):
    fixed_match(window)
    controller, view = window.controller, window.table
    click(view, view.mapFromScene(view.board.panels[1].sceneBoundingRect().center()))
    assert not view.last_trick.is_open  # the computer has not played yet
    assert "has not moved yet" in window.statusBar().currentMessage()
    controller.request_play(controller.table.drop(controller.legal_moves(), card("12C"),
                                                  "felt", None).play)
    qtbot.waitUntil(lambda: 1 in controller.last_said(), timeout=5000)
    said = controller.last_said()[1]
    click(view, view.mapFromScene(view.board.panels[1].sceneBoundingRect().center()))
    assert view.last_trick.is_open
    assert view.last_trick.title == f"Computer {said.text}"
    assert [code for _name, code in view.last_trick.entries] == \
        view.adapter.deck.format_many(list(said.cards))
    click(view, view.mapFromScene(view.board.panels[1].sceneBoundingRect().center()))
    assert not view.last_trick.is_open  # any click closes it


def test_a_refusal_is_said_by_the_card_and_in_the_status_bar(window, qtbot):
    fixed_match(window)
    view = window.table
    six = view.board.hand[card("6O")]
    start = centre_of(six)
    felt = view.board.layout.centre.center()
    felt.setY(view.board.layout.centre.top() + 10)
    drag(view, view.mapFromScene(start), view.mapFromScene(felt))
    reason = window.statusBar().currentMessage()
    assert reason.startswith("6 of gold can capture ")
    toast = view.refusal
    assert toast.isVisible() and toast.text == reason and toast.tone == "refusal"
    # over the card's place in your hand
    bubble = toast.mapRectToScene(toast.bubble_rect())
    home_slot = view.board.hand[card("6O")].sceneBoundingRect()
    assert bubble.bottom() <= home_slot.top()
    assert bubble.left() <= home_slot.center().x() <= bubble.right()


def test_a_shared_pile_lies_by_the_partner_who_took_cards_last(window, qtbot):
    window.start_match(MatchConfig(players=4, levels=[None, "easy", "easy", "easy"], seed=4))
    controller = window.controller
    board = window.table.board
    seating = controller.seating
    checked = 0
    for _ in range(40):
        controller.play_automatically(1, stop_at_human=True)
        by_side, last = controller.last_takers()
        for side, seat in by_side.items():
            stack = board.piles[seating.pile_owner(seat)]
            assert stack.pos() == board.layout.piles[seat], (side, seat)
            assert stack.last == (seat == last)
            checked += seat != seating.pile_owner(seat)
        if checked >= 2 or controller.match.is_over:
            break
    assert checked >= 2  # the pile did follow a partner away from the side's first seat


def test_the_turn_line_survives_messages_and_language_switches(window, qtbot):
    fixed_match(window)
    assert window.turn_line.text() == "Your turn"
    window.show_status("Something passing")  # a passing message does not hide it
    assert window.turn_line.isVisible() and window.turn_line.text() == "Your turn"
    window.set_language("ar")
    try:
        QCoreApplication.processEvents()
        assert window.turn_line.text() == "دورك"
    finally:
        window.set_language("en")
    QCoreApplication.processEvents()
    assert window.turn_line.text() == "Your turn"


def test_cards_on_the_table_are_named_in_words_when_hovered(window, qtbot):
    fixed_match(window)
    board = window.table.board
    assert board.hand[card("6O")].toolTip() == "6 of gold"
    assert board.table[card("5E")].toolTip() == "5 of swords"
    window.set_language("ar")
    try:
        QCoreApplication.processEvents()
        assert board.hand[card("6O")].toolTip() == "٦ ذهب"
    finally:
        window.set_language("en")


def test_king_name_plates_show_the_final_score_after_the_last_deal(window, qtbot):
    window.start_match(MatchConfig(game="king", players=4, options={"length": "short"},
                                   levels=[None, "easy", "easy", "easy"], seed=2))
    controller = window.controller
    controller.advance_automatically(10_000)
    qtbot.waitUntil(lambda: window.match_end is not None, timeout=10_000)
    totals = controller.match.result()["totals"]
    for seat, panel in window.table.board.panels.items():  # the last deal counted once
        score = str(totals[seat]).replace("-", "\u2212")  # the rules' minus sign
        assert panel.status.startswith(f"Score: {score} "), (seat, panel.status)


def test_the_turn_line_says_the_coach_is_looking_while_it_values_the_move(window, qtbot,
                                                                           monkeypatch):
    fixed_match(window)
    controller = window.controller
    controller.coaching = True
    asked: list[int] = []
    monkeypatch.setattr(controller.coach, "check", lambda token, record, move: asked.append(token))
    trail = controller.table.drop(controller.legal_moves(), card("12C"), "felt", None).play
    assert controller.request_play(trail) and controller.coach_thinking
    # the card is held while the coach thinks: the player is told why nothing happens
    assert window.turn_line.text() == "The coach is looking at your move… (Esc takes it back)"
    controller.coach.checked.emit(asked[0], None)  # nothing wrong: the move is played
    qtbot.waitUntil(lambda: not controller.coach_thinking, timeout=5000)
    assert "coach" not in window.turn_line.text()
