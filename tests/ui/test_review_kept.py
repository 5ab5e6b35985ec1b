"""The analysis of a reviewed deal is kept: the review opened again shows every mark at once
and runs no search; a review closed half-way searches only what it had not judged; the kept
analysis reads back from disk exactly, and a damaged file only means analysing again."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication

from kotshina.ai.analysis import review as analysis
from kotshina.ai.analysis.kept import analysis_key
from kotshina.controller.analysis_runner import REVIEW_SEED, AnalysisRunner
from kotshina.controller.analysis_store import AnalysisStore
from kotshina.ui.review_window import ReviewWindow
from tests.ui.test_review_and_coach import BUDGET_MS, CONFIG, TRAIL, finished_first_deal

RECORD = finished_first_deal(TRAIL)


MADE: list[ReviewWindow] = []


def review(qtbot: Any, store: AnalysisStore) -> ReviewWindow:
    window = ReviewWindow(CONFIG, RECORD, 1, None, AnalysisRunner(), budget_ms=BUDGET_MS,
                          store=store)
    qtbot.addWidget(window)
    MADE.append(window)
    return window


@pytest.fixture(autouse=True)
def no_analysis_left_running():
    """Each test ends with its analyses ended: a search still running would be counted by
    the next test's ``searches`` (the damaged-file test saw a closed review's 5 more)."""
    yield
    for window in MADE:
        window.runner.cancel()
        thread = window.runner._thread
        if thread is not None:
            thread.join(120)
            assert not thread.is_alive()
    MADE.clear()


@pytest.fixture
def searches(monkeypatch) -> list[int]:
    """The move index of every search the analysis runs from now on."""
    done: list[int] = []
    decide = analysis._decide

    def counted(game: str, step: Any, *args: Any) -> Any:
        done.append(step.index)
        return decide(game, step, *args)

    monkeypatch.setattr(analysis, "_decide", counted)
    return done


def analysed(qtbot: Any, store: AnalysisStore) -> dict[int, Any]:
    """The whole deal analysed in one review window, which is then closed."""
    window = review(qtbot, store)
    with qtbot.waitSignal(window.runner.finished, timeout=180_000):
        window.start_analysis()
    decisions = dict(window.decisions)
    window.close()
    return decisions


def kept_key(window: ReviewWindow) -> str:
    """The store's key for the deal ``window`` reviews."""
    record = dict(window.record, moves=window.record["moves"][:window.position.end])
    return analysis_key(record, window.position.human_seat, window.deal, window.budget_ms,
                        REVIEW_SEED)


def marks(decisions: dict[int, Any]) -> dict[int, tuple[str, Any, float]]:
    return {i: (d.mark, d.best, d.cost) for i, d in decisions.items()}


def test_a_review_opened_again_is_ready_at_once_and_searches_nothing(qtbot, tmp_path,
                                                                     searches):
    store = AnalysisStore(tmp_path / "analysis")
    first = analysed(qtbot, store)
    assert first and len(searches) == len(first)
    searches.clear()
    again = review(qtbot, store)
    again.start_analysis()
    # before any event is handled: every mark is there, nothing runs
    assert marks(again.decisions) == marks(first)
    assert not again.runner.running and searches == []
    assert again.progress.format() == "Analysis done"
    assert again.moves.count() and all(" — " in again.moves.item(i).text()
                                       for i in range(again.moves.count()))
    again.close()
    # a new start of the app: read from the disk, the same numbers exactly
    reopened = review(qtbot, AnalysisStore(tmp_path / "analysis"))
    reopened.start_analysis()
    assert not reopened.runner.running and searches == []
    assert marks(reopened.decisions) == marks(first)
    assert {i: d.evaluation.values for i, d in reopened.decisions.items()} == \
        {i: d.evaluation.values for i, d in first.items()}
    reopened.close()


def test_a_review_closed_half_way_keeps_what_it_judged(qtbot, tmp_path, searches):
    store = AnalysisStore(tmp_path / "analysis")
    window = review(qtbot, store)
    window.start_analysis()
    qtbot.waitUntil(lambda: len(window.decisions) >= 1, timeout=180_000)
    window.close()  # stops the analysis; what it judged is kept, on disk too
    at_close = len(searches)
    qtbot.waitUntil(lambda: not window.runner.running, timeout=180_000)
    # no new search after the close (one may have been starting as it came): the analysis
    # did not run on to the end of the deal
    assert len(searches) <= at_close + 1
    QCoreApplication.processEvents()  # a decision on its way when it closed is not shown
    again = review(qtbot, AnalysisStore(tmp_path / "analysis"))
    again.start_analysis()
    assert window.decisions and set(window.decisions) <= set(again.decisions)
    again.close()


def test_what_is_kept_is_not_searched_again(qtbot, searches):
    first = analysed(qtbot, AnalysisStore())
    some = sorted(first)[:3]
    partial = AnalysisStore()
    window = review(qtbot, partial)
    partial.put(kept_key(window), [first[i] for i in some])
    searches.clear()
    with qtbot.waitSignal(window.runner.finished, timeout=180_000):
        window.start_analysis()
    assert sorted(searches) == sorted(set(first) - set(some))  # only what was missing
    assert marks(window.decisions) == marks(first)  # the same opinions as in one run
    window.close()


def test_another_budget_is_another_analysis(qtbot, tmp_path, searches):
    store = AnalysisStore(tmp_path / "analysis")
    analysed(qtbot, store)
    searches.clear()
    other = ReviewWindow(CONFIG, RECORD, 1, None, AnalysisRunner(), budget_ms=BUDGET_MS * 2,
                         store=store)
    qtbot.addWidget(other)
    MADE.append(other)
    other.start_analysis()
    assert other.decisions == {} and other.runner.running
    other.close()  # a window never shown: its analysis stops too
    qtbot.waitUntil(lambda: not other.runner.running, timeout=180_000)
    assert len(searches) <= 2  # the search under way, and one starting as the close came


def test_a_damaged_kept_analysis_is_made_again(qtbot, tmp_path, searches):
    folder = tmp_path / "analysis"
    first = analysed(qtbot, AnalysisStore(folder))
    for path in folder.glob("*.json"):
        path.write_text('[{"index": 0, "values": "nonsense"}]', encoding="utf-8")
    searches.clear()
    window = review(qtbot, AnalysisStore(folder))
    with qtbot.waitSignal(window.runner.finished, timeout=180_000):
        window.start_analysis()
    assert len(searches) == len(first) and marks(window.decisions) == marks(first)
    window.close()
