"""Issue 28's "keyboard everywhere" in the review window and in Casino's move menu, checked
in-process as a keyboard player and a screen reader meet them: every part that takes the focus
is named; Tab goes through the review's felt and on to its controls (it used to loop inside
the felt's zones), the arrows' steps are said in words, the list of your moves steps the review;
the move menu is named and read in words (no card symbols) and Tab stays inside it."""

from __future__ import annotations

import random
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from casino_table_support import casino_record
from kotshina.controller.analysis_runner import AnalysisRunner
from kotshina.controller.config import MatchConfig
from kotshina.controller.i18n import Languages
from kotshina.core.cards import FRENCH as FRENCH
from kotshina.match import Match
from kotshina.ui.access.announcer import Announcer
from kotshina.ui.access.table_access import TableAccess
from kotshina.ui.review_window import ReviewWindow
from tests.ui.access.test_table_access import interactive
from tests.ui.test_review_and_coach import BUDGET_MS, CONFIG, TRAIL, finished_first_deal

SUITS = set("♠♥♦♣")
BUILD_FIRST = casino_record(["3H 8D 5C KD", "JS JC QS 9C"], "5S 3C 8C QH")
CASINO = MatchConfig(game="casino", players=2, levels=[None, "easy"], seed=3)


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("KOTSHINA_HOME", str(tmp_path / "home"))


@pytest.fixture
def language():
    languages = Languages()
    yield lambda lang: (languages.switch(lang), QCoreApplication.processEvents())
    languages.switch("en")
    QCoreApplication.processEvents()


def shown_review(qtbot: Any, config: MatchConfig, record: dict[str, Any]) -> ReviewWindow:
    window = ReviewWindow(config, record, 1, None, AnalysisRunner(), budget_ms=BUDGET_MS)
    qtbot.addWidget(window)
    window.resize(1000, 700)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    window.table.setFocus()
    QCoreApplication.processEvents()
    return window


def finished_casino_hand() -> dict[str, Any]:
    rng = random.Random(2)
    match = Match(BUILD_FIRST)
    while not match.state.deal_results:
        match.push(rng.choice(match.legal_moves()))
    return match.record()


def tab_chain(window: Any, presses: int) -> list[str]:
    names = []
    for _ in range(presses):
        widget = QApplication.focusWidget()
        names.append(widget.accessibleName())
        QTest.keyClick(widget, Qt.Key.Key_Tab)
    return names


@pytest.mark.parametrize("lang", ["en", "ar"])
def test_the_review_names_everything_that_takes_the_focus(qtbot, language, lang):
    language(lang)
    window = shown_review(qtbot, CONFIG, finished_first_deal(TRAIL))
    nameless = [(i.role().name, type(i.object()).__name__) for i in interactive(window)
                if i.role() == QAccessible.Role.NoRole
                or not i.text(QAccessible.Text.Name).strip()]
    assert nameless == []
    hand = QAccessible.queryAccessibleInterface(window.table.access.hand)
    assert hand.role() == QAccessible.Role.List and hand.childCount() == 3  # the felt's cards
    window.close()


def test_tab_goes_through_the_reviews_felt_and_on_to_its_controls(qtbot):
    window = shown_review(qtbot, CONFIG, finished_first_deal(TRAIL))
    chain = tab_chain(window, 12)
    assert chain[:5] == ["Your hand", "The table", "The players", "The scores", "Move shown"]
    assert "Your moves" in chain and chain.count("Your hand") == 2  # round the whole window
    QTest.keyClick(window.table.access.hand, Qt.Key.Key_Backtab)
    assert QApplication.focusWidget() is window.cancel_button  # Shift+Tab: back out of it
    window.close()


def test_each_step_taken_with_the_keys_is_said_in_words(qtbot):
    window = shown_review(qtbot, CONFIG, finished_first_deal(TRAIL))
    said: list[str] = []
    window.access.announcer.announced.connect(said.append)
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Right)
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Right)
    assert [text.split(" · ")[0] for text in said] == ["Move 2 of 36", "Move 3 of 36"]
    assert said[-1] == window.step_text.text() + (
        " " + window.advice.text() if window.advice.text() else "")
    window.close()
    casino = shown_review(qtbot, CASINO, finished_casino_hand())
    heard: list[str] = []
    casino.access.announcer.announced.connect(heard.append)
    for _ in range(4):
        QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Right)
    assert len(heard) == 4 and " of " in " ".join(heard)
    assert not SUITS & set("".join(heard)), heard  # "5 of spades", not "5♠"
    casino.close()


def test_the_list_of_your_moves_steps_the_review(qtbot):
    window = shown_review(qtbot, CONFIG, finished_first_deal(TRAIL))
    window.go(1)  # the computer's move: no line of yours is current
    window.moves.setFocus(Qt.FocusReason.TabFocusReason)
    steps = [int(window.moves.item(r).data(window.STEP_ROLE)) for r in range(window.moves.count())]
    assert window.position.step == steps[1]  # your next move, not back to the first
    QTest.keyClick(window.moves, Qt.Key.Key_Down)
    assert window.position.step == steps[2]
    QTest.keyClick(window.moves, Qt.Key.Key_Up)
    QTest.keyClick(window.moves, Qt.Key.Key_Up)
    assert window.position.step == steps[0] and window.slider.value() == steps[0]
    window.close()


@pytest.mark.parametrize("lang", ["en", "ar"])
def test_the_move_menu_is_read_in_words_and_tab_stays_in_it(table, qtbot, language, lang):
    language(lang)
    controller, view = table(BUILD_FIRST, game="casino", players=2, levels=[None, "easy"],
                             seed=3)
    view.access = TableAccess(view, Announcer(view))
    view.activateWindow()
    view.refresh_styles()
    view.access.hand.setFocus()
    QCoreApplication.processEvents()
    assert QApplication.focusWidget() is view.access.hand
    eight, five = (FRENCH.parse(text) for text in ("8D", "5S"))
    keys = view.access.hand
    for _ in range(5):  # the ring to the 8♦, then Space raises it
        if view.keyboard.focused() == eight:
            break
        QTest.keyClick(keys, Qt.Key.Key_Right)
    QTest.keyClick(keys, Qt.Key.Key_Space)
    assert view.selection.card == eight
    QTest.keyClick(keys, Qt.Key.Key_Up)
    for _ in range(5):  # on the table row, to the 5♠, and Space picks it: two moves take it
        if view.keyboard.focused() == five:
            break
        QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Right)
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Space)
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    assert view.chooser.is_open
    menu = view.access.chooser
    QCoreApplication.processEvents()
    assert QApplication.focusWidget() is menu
    names = [menu.item(r).text() for r in range(menu.count())]
    words = [menu.accessibleName(), *names]
    assert len(names) == 2 and not SUITS & set("".join(words)), words
    QTest.keyClick(menu, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is menu and view.chooser.current == 1
    QTest.keyClick(menu, Qt.Key.Key_Backtab)
    assert QApplication.focusWidget() is menu and view.chooser.current == 0
    QTest.keyClick(menu, Qt.Key.Key_Return)
    assert controller.record()["moves"][0] == {"play": "8D", "take": [["5S", "3C"]]}
