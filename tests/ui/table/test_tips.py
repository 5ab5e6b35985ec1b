"""First-run tips keep out of the player's way. Coming by themselves at a match's start while
the player names a contract, the panel's own tip comes at once and the others wait for the
answer; with a panel open, the callout goes where it leaves the panel clear, or where there is
no such place over its middle, read before the choice. A callout stays put while the banner
comes and goes. It used to sit over the middle of the felt, on the panel or the trump banner; and the score tip's outline stopped short of a score box grown to hold a
fourth line, its callout then covering that line."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, QRectF, Qt
from PySide6.QtWidgets import QApplication

from app_window_support import app_look, main_window, settle, window_in
from kotshina.controller.config import MatchConfig
from kotshina.ui.table.tips import TipsOverlay


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("KOTSHINA_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


def in_view(widget, view) -> QRectF:
    return QRectF(QRect(widget.mapTo(view, widget.rect().topLeft()), widget.size()))


def open_table_tip(qtbot, window, config: MatchConfig):
    window.start_match(config)
    table = window.table
    qtbot.waitUntil(lambda: table.contract_panel.is_open, timeout=10000)
    settle()
    window.show_tips(again=True)  # Help → How to play here (this window writes no settings)
    tips = window.tips
    assert isinstance(tips, TipsOverlay) and tips.is_open
    while tips.tips[tips.index].target != "table":
        tips.advance()
    return tips


CLEAR = [("trix", "en", (780, 540)), ("trix", "en", (1280, 800)), ("trix", "ar", (1280, 800)),
         ("king", "en", (1280, 800))]
CROWDED = [("trix", "ar", (780, 540)), ("king", "en", (780, 540)), ("king", "ar", (780, 540)),
           ("king", "ar", (1280, 800))]  # the panel leaves no room for the callout


def overlap(a: QRectF, b: QRectF) -> float:
    both = a.intersected(b)
    return max(0.0, both.width()) * max(0.0, both.height())


@pytest.mark.parametrize("game,lang,size", CLEAR + CROWDED)  # 780x540: maximised at 800x600
def test_a_tip_asked_for_covers_the_least_of_the_contract_panel(qtbot, qapp, game, lang, size):
    with app_look(qapp) as languages:  # the app's fonts: the Arabic callout is taller
        window = window_in(qtbot, languages, lang, size)
        try:
            # seat 0 (you) names the first contract in both games with these seeds
            seed = {"trix": 1, "king": 2}[game]
            tips = open_table_tip(qtbot, window, MatchConfig(game=game, players=4, seed=seed))
            view = window.table
            panel = in_view(view.contract_panel, view)
            callout = QRectF(tips.callout.geometry())
            assert QRectF(view.rect()).contains(callout)
            covered = callout.intersected(panel)
            if (game, lang, size) in CLEAR:  # at most a sliver of the panel's frame
                assert covered.isEmpty() or covered.height() <= 8, (callout, panel)
            else:  # over the panel's middle, read before the choice: Enter is its Next
                assert abs(callout.center().x() - panel.center().x()) <= 1
                assert panel.contains(callout) or abs(callout.center().y()
                                                      - panel.center().y()) <= 1
                assert tips.next.hasFocus()
        finally:
            window.shutdown()


def first_match(qtbot, qapp, lang, size, config: MatchConfig):
    """A window whose first-run tips come by themselves at ``config``'s start, as in a
    player's first match of the game (the settings say the tips were never seen)."""
    window = window_in(qtbot, qapp, lang, size)
    window.persist = True
    window.settings.tips_seen = lambda game: False
    window.settings.set_tips_seen = lambda game, seen: None
    window.start_match(config)
    return window


@pytest.mark.parametrize("game,lang,size", [("king", "en", (780, 540)), ("king", "ar", (1280, 800)),
                                            ("trix", "ar", (780, 540)), ("trix", "en", (1280, 800))])
def test_the_panels_tip_comes_with_the_choice_it_explains(qtbot, qapp, game, lang, size):
    """It waited until the contract was named and then explained the panel that had just
    gone. Now it comes with the panel, outlines it, and the other tips wait for the answer;
    where it has to lie over the panel, Enter is its Next, not the contract under it."""
    with app_look(qapp) as languages:
        seed = {"trix": 1, "king": 2}[game]  # you name the first contract
        window = first_match(qtbot, languages, lang, size,
                             MatchConfig(game=game, players=4, seed=seed))
        try:
            panel = window.table.contract_panel
            qtbot.waitUntil(lambda: window.tips is not None and window.tips.is_open, timeout=10000)
            settle()
            tips = window.tips
            assert panel.is_open and tips.index == 0 and tips.tips[0].target == "table"
            assert tips.spotlight.target.contains(in_view(panel, window.table))
            callout = QRectF(tips.callout.geometry())
            if callout.intersects(in_view(panel, window.table)):
                qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
                assert panel.is_open, "Enter over the tip named a contract"
            else:
                tips.next.click()
            assert not tips.is_open and tips.waiting  # the hand's tip waits for the choice
            assert panel.is_open
            panel.key(Qt.Key.Key_Return)  # the contract the panel offers first
            qtbot.waitUntil(lambda: tips.is_open, timeout=5000)
            assert tips.index == 1
        finally:
            window.shutdown()


@pytest.mark.parametrize("lang,size", [("en", (780, 540)), ("ar", (780, 540)), ("ar", (1280, 800))])
def test_a_tip_keeps_its_place_while_the_banner_comes_and_goes(qtbot, qapp, lang, size):
    """The callout ran from the contract's banner and came back when it faded, under a
    click meant for "Don't show again". It now keeps clear of the banner's place from the
    start and stays put."""
    with app_look(qapp) as languages:
        window = first_match(qtbot, languages, lang, size,
                             MatchConfig(game="king", players=4, seed=5))  # an opponent names it
        try:
            qtbot.waitUntil(lambda: window.tips is not None and window.tips.is_open, timeout=10000)
            settle()
            tips, view = window.tips, window.table
            board = view.board
            place = tips.callout.geometry()
            board.furniture.show_banner(board.layout, "No king of hearts (Rifki)", "slow")
            settle()
            banner = view.mapFromScene(board.banner.sceneBoundingRect()).boundingRect()
            assert board.banner.isVisible()
            assert tips.callout.geometry() == place
            assert not place.intersects(banner), (place, banner)
            board.banner.setVisible(False)
            settle()
            assert tips.callout.geometry() == place
        finally:
            window.shutdown()


def open_score_tip(qtbot, window) -> TipsOverlay:
    """A Trix match in an opponent's kingdom (the score box has a fourth line, "Opponent 3's
    kingdom"), its first-run tips on to the score box's."""
    window.start_match(MatchConfig(game="trix", players=4, seed=3))
    qtbot.waitUntil(lambda: window.tips is not None and window.tips.is_open, timeout=10000)
    tips = window.tips
    while tips.tips[tips.index].target != "score":
        tips.advance()
    return tips


@pytest.mark.parametrize("lang,size", [("en", (1280, 800)), ("ar", (800, 600))])
def test_the_score_tip_outlines_the_whole_score_box(qtbot, lang, size):
    with main_window(qtbot, lang=lang, size=size) as window:
        tips = open_score_tip(qtbot, window)
        view = window.table
        box = QRectF(view.mapFromScene(view.board.score_box.sceneBoundingRect()).boundingRect())
        assert tips.spotlight.target.contains(box.intersected(QRectF(view.rect())))
        assert tips.callout.geometry().intersected(box.toAlignedRect()).isEmpty()


def test_a_tips_outline_follows_the_table_when_the_window_is_resized(qtbot):
    """The outline was placed from the table's layout before the table had laid itself out
    for the new size, so it stayed where the score box had been in the smaller window."""
    with main_window(qtbot, lang="en", size=(800, 600)) as window:
        tips = open_score_tip(qtbot, window)
        view = window.table
        window.resize(1280, 800)
        settle()

        def box() -> QRectF:
            rect = view.mapFromScene(view.board.score_box.sceneBoundingRect()).boundingRect()
            return QRectF(rect).intersected(QRectF(view.rect()))

        assert tips.spotlight.target.contains(box()), (tips.spotlight.target, box())
        assert tips.callout.geometry().intersected(box().toAlignedRect()).isEmpty()


@pytest.mark.parametrize("lang", ["ar", "en"])
def test_the_hands_tip_stands_whole_in_a_short_window(qtbot, qapp, lang):
    """Over the hand at 800x600 in Arabic the callout went half below the window, its Next
    and "Don't show again" out of sight: a place partly outside covered less of the table."""
    with app_look(qapp) as languages:
        window = first_match(qtbot, languages, lang, (780, 540),
                             MatchConfig(game="kinza", players=2, seed=3))
        try:
            qtbot.waitUntil(lambda: window.tips is not None and window.tips.is_open,
                            timeout=10000)
            settle()
            tips = window.tips
            view = window.table
            for _ in tips.tips:
                assert QRectF(view.rect()).contains(QRectF(tips.callout.geometry())), \
                    (tips.tips[tips.index].target, tips.callout.geometry(), view.rect())
                if tips.index == len(tips.tips) - 1 or tips.waiting:
                    break
                tips.advance()
                settle()
        finally:
            window.shutdown()
