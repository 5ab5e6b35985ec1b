"""The keyboard's focus ring on the table row goes where Space can do something: once a hand
card is raised, only over the table cards it can take (the lit ones); Shift+arrows still read
every card; with nothing raised every table card can be read."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.ui.table.test_table_support import card, centre_of, click
from tests.ui.test_review_and_coach import gold_seven

RIGHT, SHIFT = Qt.Key.Key_Right, Qt.KeyboardModifier.ShiftModifier


def ring_visits(qtbot, view, modifier=Qt.KeyboardModifier.NoModifier) -> set[int]:
    seen = set()
    for _ in range(2 * len(view.board.table) + 2):
        qtbot.keyClick(view, RIGHT, modifier)
        seen.add(view.keyboard.focused())
    return seen


def test_the_table_row_visits_only_what_the_raised_card_can_take(table, qtbot):
    # your 7C 12B 2E on 7O 1C 4B 11E: the 7C takes the 7O with the 1C, nothing else
    controller, view = table(gold_seven([]))
    click(view, centre_of(view.board.hand[card("7C")]))
    assert view.selection.card == card("7C")
    qtbot.keyClick(view, Qt.Key.Key_Up)
    takes = {card("7O"), card("1C")}
    assert view.keyboard.focused() in takes
    assert ring_visits(qtbot, view) == takes
    lit = {c for c, item in view.board.table.items() if item.style == "highlight"}
    assert lit == takes  # the ring goes over the cards the table lights, no other
    assert ring_visits(qtbot, view, SHIFT) == set(view.board.table)  # reading: all four
    for _ in range(2):  # an arrow without Shift goes back to the cards it takes
        qtbot.keyClick(view, RIGHT)
        assert view.keyboard.focused() in takes
        qtbot.keyClick(view, Qt.Key.Key_Space)
    assert view.selection.picks == takes
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert controller.record()["moves"][0] == {"play": "7C", "take": ["7O", "1C"]}


def test_a_raised_card_that_takes_nothing_stays_in_the_hand_and_says_so(table, qtbot):
    controller, view = table(gold_seven([]))
    said: list[str] = []
    view.notice.connect(said.append)
    click(view, centre_of(view.board.hand[card("2E")]))
    qtbot.keyClick(view, Qt.Key.Key_Up)
    assert view.selection.row == "hand" and view.keyboard.focused() == card("2E")
    assert said == ["No card on the table goes with 2 of swords."]


def test_with_nothing_raised_every_table_card_can_be_read(table, qtbot):
    controller, view = table(gold_seven([]))
    qtbot.keyClick(view, Qt.Key.Key_Up)
    assert ring_visits(qtbot, view) == set(view.board.table)
