"""First-run tips keep out of the player's way. Coming by themselves at a match's start they
wait while the player names a contract (the panel fills the felt of a small window); asked for
(Help → How to play here) with a panel open, the callout goes where it covers the least of the
panel, the banner and the cards. It used to sit over the middle of the felt, on the panel or
the trump banner; and the score tip's outline stopped short of a score box grown to hold a
fourth line, its callout then covering that line."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, QRectF, Qt

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
            else:  # less than the old place, over the middle of the felt, covered
                middle = QRectF(callout)
                middle.moveCenter(tips.spotlight.target.center())
                assert overlap(callout, panel) < overlap(middle, panel), (callout, panel)
        finally:
            window.shutdown()


def test_first_run_tips_wait_until_the_contract_is_named(qtbot):
    with main_window(qtbot, lang="ar", size=(780, 540)) as window:
        window.start_match(MatchConfig(game="trix", players=4, seed=1))  # your kingdom
        panel = window.table.contract_panel
        qtbot.waitUntil(lambda: panel.is_open and window.tips is not None, timeout=10000)
        settle()
        assert not window.tips.is_open  # waiting: the panel is the player's to answer
        panel.key(Qt.Key.Key_Return)  # the contract the panel offers first
        qtbot.waitUntil(lambda: window.tips is not None and window.tips.is_open, timeout=5000)
        assert window.tips.index == 0


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
