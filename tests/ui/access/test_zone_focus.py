"""Tab through the review window's felt shows where the focus is: each zone (your hand, the
table, the players, the scores) changes on the screen when it takes the focus, a dashed ring
as the card's own where the felt has no card ring for it (the current player's plate, the
score box). The zones' lists paint nothing themselves, and Tab to the players or the scores
changed nothing on the screen."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRect, Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication

from kotshina.ui.access.zone_focus import ring_rect
from tests.ui.access.test_review_and_menu import shown_review
from tests.ui.test_review_and_coach import CONFIG, TRAIL, finished_first_deal


def felt_picture(window) -> QImage:
    QCoreApplication.processEvents()
    return window.table.viewport().grab().toImage()


def differs_inside(a: QImage, b: QImage, area: QRect) -> bool:
    step = 2
    for y in range(max(0, area.top()), min(a.height(), area.bottom()), step):
        for x in range(max(0, area.left()), min(a.width(), area.right()), step):
            if a.pixel(x, y) != b.pixel(x, y):
                return True
    return False


def test_each_zone_shows_the_focus_when_tab_brings_it(qtbot):
    window = shown_review(qtbot, CONFIG, finished_first_deal(TRAIL))
    access = window.table.access
    window.slider.setFocus(Qt.FocusReason.TabFocusReason)
    unfocused = felt_picture(window)
    for lst in (access.hand, access.centre, access.seats, access.scores):
        lst.setFocus(Qt.FocusReason.TabFocusReason)
        assert QApplication.focusWidget() is lst
        focused = felt_picture(window)
        assert differs_inside(unfocused, focused, lst.geometry()), lst.accessibleName()
        if lst in (access.seats, access.scores):  # no card ring there: the zone's own
            zone = "seats" if lst is access.seats else "scores"
            assert ring_rect(window.table, lst, zone, lst.cards[lst.currentRow()]) is not None
        window.slider.setFocus(Qt.FocusReason.TabFocusReason)
        assert not differs_inside(unfocused, felt_picture(window), lst.geometry())  # gone
    # the players' ring is round the current player's plate, not the whole top of the felt
    access.seats.setFocus(Qt.FocusReason.TabFocusReason)
    seat = access.seats.cards[access.seats.currentRow()]
    plate = window.table.mapFromScene(
        window.table.board.panels[seat].sceneBoundingRect()).boundingRect()
    focused = felt_picture(window)
    outside = access.seats.geometry()
    assert differs_inside(unfocused, focused, plate.adjusted(-4, -4, 4, 4))
    far = [p.sceneBoundingRect() for s, p in window.table.board.panels.items()
           if s not in (seat, window.table.controller.human_seat)]
    for rect in far:  # the other players' plates are left as they were
        area = window.table.mapFromScene(rect).boundingRect().intersected(outside)
        assert not differs_inside(unfocused, focused, area.adjusted(6, 6, -6, -6))
    window.close()


def test_the_table_shows_the_focus_while_your_hand_keeps_its_card_ring(qtbot):
    """A Trix deal's first step: nothing on the felt yet, the ring still on a card of your
    hand; Tab to the table rings the table (the hand's card ring used to stand for both)."""
    from kotshina.controller.config import MatchConfig
    from trix_helpers import oracle_match

    record, _oracle = oracle_match(3, None)
    config = MatchConfig(game="trix", players=4, seed=3,
                         levels=[None, "greedy", "greedy", "greedy"])
    window = shown_review(qtbot, config, record)
    access = window.table.access
    window.slider.setFocus(Qt.FocusReason.TabFocusReason)
    unfocused = felt_picture(window)
    access.hand.setFocus(Qt.FocusReason.TabFocusReason)
    access.refresh()  # as after every change of the felt: the ring comes on your hand's card
    assert window.table.keyboard.focused() is not None
    access.centre.setFocus(Qt.FocusReason.TabFocusReason)
    assert not window.table.board.table  # an empty felt: no card to ring there
    assert differs_inside(unfocused, felt_picture(window), access.centre.geometry())
    window.close()
