"""The review as a player meets it: a deal played to its end in the main window, the deal
summary's "Review this deal" opens the review of that deal, the analysis marks the player's
moves in words (never record codes) and the arrows step through the deal; for every game."""

from __future__ import annotations

import logging
import re
from itertools import combinations

import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import Qt  # noqa: E402

from app_window_support import logged_errors, main_window  # noqa: E402
from kotshina.controller.config import MatchConfig  # noqa: E402

#: a record code such as 7E, 10B (Spanish) or QH, 10D (French) must never reach the screen
CARD_CODE = re.compile(r"\b(?:1[0-2]|[1-9])[OCEB]\b|\b(?:10|[2-9JQKA])[SHDC]\b")


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("KOTSHINA_HOME", str(tmp_path / "home"))


def review_of_the_first_deal(qtbot, window, game: str, players: int, seed: int):
    """A match of ``game`` against easy players, played to the first deal's summary, whose
    "Review this deal" button is then clicked: the review window it opens."""
    window.start_match(MatchConfig(game=game, players=players, seed=seed,
                                   levels=[None] + ["easy"] * (players - 1)))
    play_to_the_deal_summary(qtbot, window)
    qtbot.mouseClick(window.summary.review_button, Qt.MouseButton.LeftButton)
    review = window.learning.review
    assert review is not None
    return review


def play_to_the_deal_summary(qtbot, window) -> None:
    """Your moves the last legal ones, the computers' their own, until the deal's summary."""
    controller = window.controller

    def at_the_summary() -> bool:
        if window.summary is not None:
            return True
        if controller.is_human_turn():
            controller.request_play(controller.legal_moves()[-1])
        return False

    qtbot.waitUntil(at_the_summary, timeout=120_000)


@pytest.mark.parametrize(("game", "players", "lang"), [
    ("kinza", 2, "en"), ("king", 4, "ar"), ("casino", 2, "ar")])
def test_review_this_deal_from_the_deal_summary(qtbot, caplog, game, players, lang):
    caplog.set_level(logging.WARNING)
    with main_window(qtbot, lang, (1100, 750)) as window:
        review = review_of_the_first_deal(qtbot, window, game, players, seed=7)
        assert review.isVisible() and review.deal == 1
        assert review.width() >= window.width() and review.height() >= window.height()
        # the review's own budget is the expert's; a small one keeps the test quick
        review.cancel_analysis()
        qtbot.waitUntil(lambda: not review.runner.running, timeout=60_000)
        review.decisions.clear()
        review.budget_ms = 40.0
        with qtbot.waitSignal(review.runner.finished, timeout=180_000):
            review.start_analysis()
        human = review.position.human_seat
        mine = [step for step in range(review.position.steps - 1)
                if review.position.mover_at(step) == human]
        assert mine and review.moves.count() == len(mine)
        review.go(mine[0], force=True)
        assert review.advice.text() and not CARD_CODE.search(review.advice.text())
        assert not CARD_CODE.search(review.step_text.text())
        assert review.moves.currentRow() == 0  # your move is the current line of the list
        # the arrow that points along the reading direction steps forward (left in Arabic)
        qtbot.keyClick(review, Qt.Key.Key_Left if lang == "ar" else Qt.Key.Key_Right)
        assert review.position.step == mine[0] + 1
        for row in range(review.moves.count()):
            assert not CARD_CODE.search(review.moves.item(row).text())
        if lang == "ar":
            assert review.layoutDirection() == Qt.LayoutDirection.RightToLeft
            assert re.search(r"[\u0600-\u06FF]", review.advice.text() + review.step_text.text())
        review.close()
    assert logged_errors(caplog) == []


@pytest.mark.parametrize(("game", "players", "lang"), [
    ("king", 4, "ar"), ("king", 4, "en"), ("kinza", 4, "en"), ("casino", 4, "ar")])
def test_the_review_fits_the_smallest_window_and_no_bubble_covers_another(
        qtbot, caplog, game, players, lang):
    """At 800x600 the review opens no bigger than the window (its felt drawn smaller), and at
    no step of the deal does a seat's bubble cover another's."""
    caplog.set_level(logging.WARNING)
    with main_window(qtbot, lang, (800, 600)) as window:
        review = review_of_the_first_deal(qtbot, window, game, players, seed=11)
        review.cancel_analysis()
        qtbot.waitUntil(lambda: not review.runner.running, timeout=60_000)
        assert (review.width(), review.height()) == (800, 600)
        assert review.table.felt_scale < 1  # the felt is drawn smaller, not cut
        bubbles = review.table.board.said.values()
        for step in range(review.position.steps):
            review.go(step, force=True)
            shown = [b.mapRectToScene(b.bubble_rect()) for b in bubbles if b.isVisible()]
            assert not [(a, b) for a, b in combinations(shown, 2) if a.intersects(b)], step
        review.close()
    assert logged_errors(caplog) == []
