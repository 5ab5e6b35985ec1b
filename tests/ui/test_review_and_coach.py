"""Learning from the computer: the review window steps through a finished deal and shows the
expert's move on the cards; the coach holds back a mistake and lets a good move through."""

from __future__ import annotations

import contextlib
import random
from collections.abc import Iterator
from typing import Any

import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import Qt  # noqa: E402

from kotshina.controller.analysis_runner import AnalysisRunner  # noqa: E402
from kotshina.controller.config import MatchConfig  # noqa: E402
from kotshina.controller.match_controller import MatchController  # noqa: E402
from kotshina.core.cards import SPANISH  # noqa: E402
from kotshina.match import Match  # noqa: E402
from kotshina.ui.review_window import ReviewWindow  # noqa: E402

BUDGET_MS = 60.0  # a small search: these positions are clear at any budget
CAPTURE = {"play": "7C", "take": ["7O", "1C"]}
TRAIL = {"play": "12B"}


def gold_seven(moves: list[dict[str, Any]]) -> dict[str, Any]:
    """Seat 0 leads with 7C, 12B, 2E on a table of 7O, 1C, 4B, 11E: 7C takes the gold 7 with
    the 1C; laying the 12B down leaves the gold 7 to the opponent."""
    deck = ["7C", "12B", "2E", "3O", "7E", "10C", "7O", "1C", "4B", "11E"]
    rest = [c for c in SPANISH.format_many(range(40)) if c not in deck]
    return {"format": "kotshina-record/1", "game": "kinza", "players": 2,
            "options": {"target": 151}, "first_dealer": 1, "decks": [deck + rest],
            "moves": moves}


def finished_first_deal(first: dict[str, Any]) -> dict[str, Any]:
    rng = random.Random(4)
    match = Match(gold_seven([first]))
    while not match.state.deal_results:
        match.push(rng.choice(match.legal_moves()))
    return match.record()


CONFIG = MatchConfig(game="kinza", players=2, levels=[None, "easy"])



def trail_review(qtbot: Any) -> ReviewWindow:
    """The review window of the first deal after the trail (TRAIL), analysed by its own
    runner at the tests' small budget."""
    window = ReviewWindow(CONFIG, finished_first_deal(TRAIL), 1, None, AnalysisRunner(),
                          budget_ms=BUDGET_MS)
    qtbot.addWidget(window)
    return window

def test_the_review_steps_through_the_deal_and_shows_the_experts_move(qtbot):
    window = trail_review(qtbot)
    runner = window.runner
    window.show()
    with qtbot.waitSignal(runner.finished, timeout=180_000) as done:
        window.start_analysis()
    assert done.args == [True]
    first = window.decisions[0]
    assert first.mark in ("mistake", "blunder") and first.best.to_json() == CAPTURE
    window.go(0)
    table = window.table
    assert table.selection.hint == first.best  # the expert's move drawn on the cards
    assert table.board.hand[SPANISH.parse("7C")].style == "highlight"
    assert table.board.table[SPANISH.parse("7O")].style == "selected"
    assert window.advice.text().startswith(("A mistake", "A blunder"))
    assert "7 of gold" in window.advice.text()
    # the arrows step through the deal; the last step shows it played out
    qtbot.keyClick(window, Qt.Key.Key_Right)
    assert window.position.step == 1 and window.slider.value() == 1
    qtbot.keyClick(window, Qt.Key.Key_End)
    assert window.position.move_at(window.position.step) is None
    assert window.step_text.text() == "The deal is over."
    # every hand shown once the deal is over
    window.go(3)
    window.reveal.setChecked(True)
    assert any(item.card is not None for item in table.board.backs[1])
    marked = [window.moves.item(i).text() for i in range(window.moves.count())]
    assert marked and all(" — " in text for text in marked)  # each of your moves is marked
    window.close()


def test_the_analysis_can_be_stopped(qtbot):
    window = trail_review(qtbot)
    runner = window.runner
    window.start_analysis()
    window.cancel_analysis()
    qtbot.waitUntil(lambda: not runner.running, timeout=60_000)
    assert len(window.decisions) < 10  # stopped long before the deal's 18 decisions
    window.close()


@pytest.fixture
def coached(qtbot):
    controller = MatchController(CONFIG, gold_seven([]))
    controller.set_animation_speed("off")
    controller.coaching = True
    controller.coach.budget_ms = BUDGET_MS
    controller.start()
    yield controller
    controller.shutdown()


def test_the_coach_holds_back_a_mistake_and_offers_the_experts_move(coached, qtbot):
    controller = coached
    trail = controller.match.state.move_from_json(TRAIL)
    with qtbot.waitSignal(controller.coach_warned, timeout=60_000) as warned:
        assert controller.request_play(trail)
    warning = warned.args[0]
    assert warning.move == trail and warning.mark in ("mistake", "blunder")
    assert warning.better.to_json() == CAPTURE and warning.cost > 0
    assert controller.record()["moves"] == []  # nothing played before the player decides
    assert controller.coached_moves == 1
    assert controller.play_despite_coach(warning.better)
    assert controller.record()["moves"] == [CAPTURE]


def test_the_coach_lets_the_best_move_through(coached, qtbot):
    controller = coached
    warnings: list[Any] = []
    controller.coach_warned.connect(warnings.append)
    capture = controller.match.state.move_from_json(CAPTURE)
    assert controller.request_play(capture)
    qtbot.waitUntil(lambda: len(controller.record()["moves"]) >= 1, timeout=60_000)
    assert controller.record()["moves"][0] == CAPTURE
    assert warnings == [] and controller.coached_moves == 0


@contextlib.contextmanager
def review_of_the_trail(qtbot: Any, language: str) -> Iterator[ReviewWindow]:
    """The review window of the first deal after the trail (TRAIL), in ``language``."""
    from PySide6.QtWidgets import QApplication

    from kotshina.controller.i18n import Languages

    languages = Languages()
    languages.switch(language)
    try:
        window = trail_review(qtbot)
        QApplication.processEvents()
        yield window
    finally:
        languages.switch("en")


@pytest.mark.parametrize("language, mark, cost, words", [
    ("en", "inaccuracy", 1.0, "An inaccuracy: about 1 point less than “Take 7 of gold"),
    ("ar", "mistake", 5.0, "أقل بنحو ٥ نقاط من «خذ ٧ ذهب"),
    ("ar", "blunder", 14.0, "أقل بنحو ١٤ نقطة"),
])
def test_the_advice_counts_points_in_the_players_language(qtbot, language, mark, cost, words):
    """English singular and plural, Arabic dual and plural forms, Arabic-Indic digits."""
    from types import SimpleNamespace

    with review_of_the_trail(qtbot, language) as window:
        state = Match(gold_seven([])).state
        decision = SimpleNamespace(evaluation=SimpleNamespace(forced=False), cost=cost,
                                   move=state.move_from_json(TRAIL), mark=mark, cost_win=None,
                                   best=state.move_from_json(CAPTURE))
        assert words in window.advice_text(decision)


@pytest.mark.parametrize("language, cost, close, words", [
    ("en", 9.0, False, "A good move: about as good as “Take 7 of gold"),
    ("en", 0.3, False, "A good move: about as good as “Take 7 of gold"),
    ("en", 40.0, True, "A good move: about as good as “Take 7 of gold"),  # the match decides
    ("ar", 9.0, False, "حركة جيدة: تكاد تعادل «خذ ٧ ذهب"),
])
def test_a_good_move_is_never_worded_as_a_worse_one(qtbot, language, cost, close, words):
    """A good mark means the difference is inside the analysis' noise (below the first
    threshold, or, in a deal that decides the match, below the win-chance one): the words say
    the two moves are about equal and give no number of points "better"."""
    from types import SimpleNamespace

    with review_of_the_trail(qtbot, language) as window:
        state = Match(gold_seven([])).state
        decision = SimpleNamespace(evaluation=SimpleNamespace(forced=False, close=close),
                                   cost=cost, move=state.move_from_json(TRAIL), mark="good",
                                   cost_win=0.01 if close else None,
                                   best=state.move_from_json(CAPTURE))
        text = window.advice_text(decision)
        assert text.startswith(words)
        assert not any(word in text for word in ("better", "point", "أفضل", "نقط"))
        rest = text.replace(window.position.table.describe(decision.best), "")
        assert not any(ch.isdigit() for ch in rest)  # no number of points at all


@pytest.mark.parametrize("language,shown", [("en", "Playing this move"),
                                            ("ar", ("تلعب هذه النقلة", "يلعب هذه النقلة"))])
def test_in_a_review_no_plate_says_it_is_your_turn(qtbot, language, shown):
    """Nobody's turn is live in a review: the plate of the seat whose move is shown says so."""
    with review_of_the_trail(qtbot, language) as window:
        position, panels = window.position, window.table.board.panels
        you, computer = shown if isinstance(shown, tuple) else (shown, shown)
        turn = ("Your turn", "دورك", "To play", "دوره")
        for step in range(2):  # your lead, then the computer's answer
            window.go(step)
            mover = position.mover_at(step)
            other = 1 - mover
            assert panels[mover].status == (you if mover == position.human_seat else computer)
            assert panels[other].status not in (you, computer, *turn)
            assert panels[position.human_seat].name == ("You" if language == "en" else "أنت")
        window.go(position.steps - 1)  # the deal played out: nobody moves
        assert all(panel.status not in (you, computer, *turn) for panel in panels.values())
