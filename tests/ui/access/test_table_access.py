"""Playing by ear and by keyboard (issue 28), in-process: the main window's accessibility tree
has a role and a name for everything that takes the focus, in both languages and every game;
the felt's cards are list items named in words with their state and place; the moves, your
turn and refusals are announced in the move log's words; a deal is played to its end with
keys alone, sent to whatever has the focus."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from app_window_support import main_window
from kotshina.controller import speech
from kotshina.controller.cardnames import spoken
from kotshina.controller.config import MatchConfig
from kotshina.ui.access.announcer import Announcer
from kotshina.ui.access.table_access import TableAccess
from kotshina.ui.access.table_speech import TableSpeech
from tests.ui.table.test_table_support import card, fixed_record

LEVELS = {"kinza": [None, "easy"], "king": [None, "easy", "easy", "easy"],
          "casino": [None, "easy"]}


def start(window: Any, game: str, seed: int = 3) -> None:
    levels = LEVELS[game]
    window.start_match(MatchConfig(game=game, players=len(levels), levels=levels, seed=seed))


def wait_for_turn(window: Any, qtbot: Any, timeout: int = 20000) -> None:
    qtbot.waitUntil(lambda: window.controller.is_human_turn()
                    and window.controller.thinking_seat is None, timeout=timeout)
    QCoreApplication.processEvents()


def walk(interface: Any, seen: list[Any]) -> None:
    """Every accessible interface under ``interface`` (the tree Orca walks)."""
    seen.append(interface)
    for index in range(interface.childCount()):
        child = interface.child(index)
        if child is not None and child.isValid():
            walk(child, seen)


def interactive(window: Any) -> list[Any]:
    seen: list[Any] = []
    walk(QAccessible.queryAccessibleInterface(window), seen)
    return [i for i in seen if i.state().focusable and not i.state().invisible]


@pytest.mark.parametrize("lang", ["en", "ar"])
@pytest.mark.parametrize("game", ["kinza", "king", "casino"])
def test_everything_that_takes_the_focus_has_a_role_and_a_name(qtbot, game, lang):
    with main_window(qtbot, lang=lang) as window:
        start(window, game)
        wait_for_turn(window, qtbot)
        window.table.refresh_styles()
        focusable = interactive(window)
        nameless = [(i.role().name, type(i.object()).__name__)
                    for i in focusable
                    if i.role() == QAccessible.Role.NoRole
                    or not i.text(QAccessible.Text.Name).strip()]
        assert nameless == []
        roles = {i.text(QAccessible.Text.Name): i.role() for i in focusable}
        hand_name = window.table.access.hand.accessibleName()
        assert roles[hand_name] == QAccessible.Role.List
        # the hand's cards: list items named in words, in the table's order, with their place
        hand = QAccessible.queryAccessibleInterface(window.table.access.hand)
        items = [hand.child(i) for i in range(hand.childCount())]
        items = [i for i in items if i.role() == QAccessible.Role.ListItem]
        adapter = window.controller.table
        with spoken():
            expected = [adapter.card(c) for c in speech.hand_cards(window.controller)]
        assert [i.text(QAccessible.Text.Name) for i in items] == expected
        assert all(len(i.text(QAccessible.Text.Name)) > 2 for i in items)  # words, not 7E
        count = len(expected)
        last = items[-1].text(QAccessible.Text.Description)
        assert speech.position_words(count - 1, count) in last


def test_a_dimmed_king_card_says_why_and_the_focus_ring_reports_the_card(qtbot):
    with main_window(qtbot, lang="en") as window:
        start(window, "king", seed=3)
        wait_for_turn(window, qtbot)
        if window.table.contract_panel.is_open:  # our contract: the first one open
            QTest.qWait(450)
            QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
            wait_for_turn(window, qtbot)
        view = window.table
        marks = view.adapter.hand_marks(window.controller.human_view(),
                                        window.controller.legal_moves())
        access = view.access
        QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Right)  # the ring shows
        assert QApplication.focusWidget() is access.hand
        focused_card = access.hand.cards[access.hand.currentRow()]
        assert focused_card == view.selection.focus
        item = access.hand.currentItem()
        assert item.text() == view.adapter.card(focused_card).replace("♥", "") or item.text()
        if "dimmed" in str(marks.values()):
            dimmed = [c for c, m in marks.items() if m == "dimmed"]
            row = access.hand.cards.index(dimmed[0])
            description = access.hand.item(row).data(Qt.ItemDataRole.AccessibleDescriptionRole)
            assert description.startswith("dimmed: You must")


def test_announcements_of_a_scripted_deal_are_the_move_logs_sentences(table, qtbot):
    controller, view = table(fixed_record())
    announcer = Announcer(view)
    view.access = TableAccess(view, announcer)
    TableSpeech(controller, view, announcer)
    # 6O may not be laid down: the refusal is said, in words
    view.intents.select_card(card("6O"))
    view.intents.drop(card("6O"), "felt", None)
    assert announcer.last == ("6 of gold can capture 4 of gold + 4 of cups + 1 of clubs, or "
                              "4 of gold + 5 of swords, or 4 of cups + 5 of swords, so it may "
                              "not be laid on the table.")
    # 12C laid down: the log's own sentence, then the computer's answer, then your turn
    view.intents.select_card(card("12C"))
    view.intents.confirm()
    qtbot.waitUntil(lambda: controller.is_human_turn() and controller.thinking_seat is None,
                    timeout=20000)
    QCoreApplication.processEvents()
    said = announcer.history
    assert "You laid 12 of cups on the table" in said
    log = speech.spoken_log(controller)
    assert log[-1] in said and log[-1].startswith("Computer ")
    assert said[-1] == "Your turn."
    # the reading keys
    TableSpeech(controller, view, announcer).read_hand()
    assert announcer.last == "Your cards (2): 6 of gold, 3 of clubs."


@pytest.mark.parametrize("game", ["kinza", "king"])
def test_a_deal_is_played_to_its_end_with_keys_only(qtbot, game, tmp_path, monkeypatch):
    log = tmp_path / "said.log"
    monkeypatch.setenv("KOTSHINA_ANNOUNCE_LOG", str(log))
    with main_window(qtbot, lang="en") as window:
        start(window, game, seed=5)
        controller = window.controller
        for _ in range(80):
            qtbot.waitUntil(lambda: window.summary is not None
                            or (controller.is_human_turn() and controller.thinking_seat is None),
                            timeout=30000)
            if window.summary is not None:
                break
            QTest.qWait(450)  # a panel that came by itself holds Enter for a moment
            target = QApplication.focusWidget()
            assert target is not None
            if not window.table.contract_panel.is_open:
                QTest.keyClick(target, Qt.Key.Key_Right)  # the ring, on a card you may play
            QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
            if window.table.chooser.is_open:  # several captures: the first one
                QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
        assert window.summary is not None
        assert len(controller.state.deal_results) == 1
        text = log.read_text(encoding="utf-8")
        assert "[say] The deal is over." in text
        assert "[focus] Your hand: " in text


def test_enter_after_a_mouse_choice_plays_the_card_chosen_not_the_lists_current_one(qtbot):
    """The hand's list has the keyboard focus (as in a real window), the player clicks a hand
    card that is not the list's current one, then presses Enter: the clicked card is played,
    never the card the screen reader's list had as current."""
    from tests.ui.table.test_table_support import centre_of, click

    with main_window(qtbot, lang="en") as window:
        start(window, "kinza", seed=3)
        wait_for_turn(window, qtbot)
        view = window.table
        access = view.access
        access.hand.setFocus(Qt.FocusReason.TabFocusReason)
        QCoreApplication.processEvents()
        assert QApplication.focusWidget() is access.hand
        current = access.hand.cards[access.hand.currentRow()]
        legal = {view.adapter.played_card(m) for m in window.controller.legal_moves()}
        chosen = next(c for c in access.hand.cards if c != current and c in legal)
        played: list[Any] = []
        request = window.controller.request_play

        def recording(move: Any) -> bool:
            played.append(move)
            return request(move)

        window.controller.request_play = recording
        click(view, centre_of(view.board.hand[chosen]))
        QCoreApplication.processEvents()
        assert view.selection.card == chosen
        QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
        QCoreApplication.processEvents()
        if view.chooser.is_open:  # the card means several moves: the chooser offers the chosen
            meant = {view.adapter.played_card(o.move) for o in view.chooser.options}
        else:
            meant = {view.adapter.played_card(move) for move in played}
        assert meant == {chosen}, (meant, chosen, current)
