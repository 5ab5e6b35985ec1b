"""Screenshot mode's review window: the seed's first deal played out automatically, analysed by
the expert (a short fixed budget, so the picture comes in seconds), stepped to the human's most
costly move."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtGui import QPixmap

from ..controller.analysis_runner import REVIEW_SEED, AnalysisRunner

if TYPE_CHECKING:
    from .main_window import MainWindow

#: search per decision for the picture (the review window itself uses more)
SCREENSHOT_BUDGET_MS = 120.0


def review_picture(window: MainWindow, width: int, height: int) -> QPixmap:
    from .review_window import ReviewWindow

    controller = window.controller
    assert controller is not None and window.config is not None
    while not controller.state.deal_results and not controller.match.is_over:
        controller.play_automatically(1)
    record = controller.record()
    runner = AnalysisRunner(window)
    review = ReviewWindow(window.config, record, 1, window.renderer, runner, window)
    review.resize(width, height)
    end = review.position.end
    decisions = runner.analyse_now(dict(record, moves=record["moves"][:end]),
                                   controller.human_seat, 1, SCREENSHOT_BUDGET_MS, REVIEW_SEED)
    for decision in decisions:
        review._decided(decision)
    review._progressed(len(decisions), len(decisions))
    review._analysis_done(True)
    if decisions:
        worst = max(decisions, key=lambda d: d.cost)
        review.go(review.position.step_of(worst.index))
    review.show()
    picture = review.grab()
    review.close()
    return picture
