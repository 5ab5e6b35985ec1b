"""No label, plate, bubble, header or button is elided or cut: the windows and dialogs of every
game, at 800x600 (the window on such a screen), 1280x800 and 1920x1080, in English and Arabic,
started in that language or switched to it. tests/text_walker.py lists every text wider than
its box; here it must list none.

Seen before: "Opponent 1 is choosi…" in King's score box, a plate's "Your t…" beside the sweep
badge, "Score: −150 · tricks: 3" cut at 800x600, the statistics' "Coached moves" header cut at
both ends ("oached move") in both languages."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication, QWidget

from app_window_support import settle, window_in
from kotshina.controller.config import MatchConfig
from kotshina.ui.main_window import MainWindow
from text_walker import problems

# (the window on each screen: 90% of it on a first start, at least the minimum size;
# maximized on the largest)
SIZES = {"800x600": (760, 540), "1280x800": (1152, 720), "1920x1080": (1920, 1050)}
GAMES = [("kinza", 2), ("kinza", 4), ("king", 4), ("casino", 2), ("casino", 4), ("trix", 4)]


pytestmark = pytest.mark.usefixtures("app_home")


def opened_by(window: QWidget, top: QWidget) -> bool:
    """``top`` belongs to ``window``: one of its parents, however far up, is that window."""
    parent = top.parentWidget()
    while parent is not None:
        if parent is window:
            return True
        parent = parent.parentWidget()
    return False


class Findings:
    def __init__(self) -> None:
        self.found: list[str] = []

    def walk(self, where: str, widget: QWidget) -> None:
        settle()
        self.found += [f"{where}: {problem}" for problem in problems(widget)]

    def dialogs(self, where: str, window: MainWindow) -> None:
        """Every other window that is open, then closed."""
        for top in QApplication.topLevelWidgets():
            # this window's own dialogs only: a window an earlier test left open is not one
            if top is not window and top.isVisible() and opened_by(window, top):
                self.walk(f"{where} {type(top).__name__}", top)
                top.close()


def walk_game(findings: Findings, window: MainWindow, game: str, players: int) -> None:
    from kotshina.controller.analysis_runner import AnalysisRunner
    from kotshina.ui.dialogs.deal_summary import DealSummaryDialog
    from kotshina.ui.review_window import ReviewWindow

    name = f"{game}{players}"
    window.ask_new_game(game)
    findings.dialogs(f"{name} new game", window)
    config = MatchConfig(game=game, players=players, seed=3,
                         levels=[None] + ["greedy"] * (players - 1))
    window.start_match(config)
    controller = window.controller
    controller.set_animation_speed("off")
    findings.walk(f"{name} first moment", window)  # King: a computer choosing the contract
    for _turn in range(3):
        controller.play_automatically(players * 2, stop_at_human=True)
        findings.walk(f"{name} table", window)
    window.table.last_trick.open()
    findings.walk(f"{name} last trick", window)
    window.table.last_trick.close()
    window.menus.move_log.setChecked(True)
    findings.walk(f"{name} move log", window)
    window.menus.move_log.setChecked(False)
    while not controller.state.deal_results and not controller.state.is_over:
        controller.play_automatically(20)
    results = controller.state.deal_results
    summary = DealSummaryDialog(controller.table, results[-1], len(results), window.table)
    summary.show()
    findings.dialogs(f"{name} deal summary", window)
    window.show_score_sheet()
    findings.dialogs(f"{name} score sheet", window)
    review = ReviewWindow(config, controller.record(), 1, window.renderer, AnalysisRunner(),
                          window, budget_ms=5)
    review.resize(window.size())
    review.show()
    for step in (0, 1, review.position.steps // 2):
        review.go(step)
        findings.walk(f"{name} review step {step}", review)
    review.close()
    walk_moments(findings, window, name)


def walk_moments(findings: Findings, window: MainWindow, name: str) -> None:
    """The moments of a match the game's table names (Trix: the contract panel, the doubling
    prompt, the layout, a trick), each played up to and walked."""
    from kotshina.ui.screenshot import MOMENTS

    controller = window.controller
    table = controller.table
    for moment in MOMENTS:
        if table.shows(moment, controller.human_view()) is None:
            continue
        for _ in range(1000):
            if table.shows(moment, controller.human_view()) or controller.state.is_over:
                break
            controller.play_automatically(1, stop_at_human=True)
        if table.shows(moment, controller.human_view()):
            findings.walk(f"{name} {moment}", window)


@pytest.mark.parametrize("switched", [False, True], ids=["started", "switched"])
@pytest.mark.parametrize("size", list(SIZES), ids=list(SIZES))
@pytest.mark.parametrize("language", ["en", "ar"])
def test_no_text_is_cut_anywhere(qtbot, look, language, size, switched):
    window = window_in(qtbot, look, language, SIZES[size], switched)
    findings = Findings()
    findings.walk("start screen", window)
    window.show_statistics()
    findings.dialogs("statistics", window)
    window.show_about()
    findings.dialogs("about", window)
    for game, players in GAMES:
        walk_game(findings, window, game, players)
    window.start_match(MatchConfig(game="king", players=4, options={"length": "short"},
                                   levels=[None, "greedy", "greedy", "greedy"], seed=2))
    window.controller.advance_automatically(10_000)
    qtbot.waitUntil(lambda: window.match_end is not None, timeout=20_000)
    findings.walk("match end", window.match_end)
    window.shutdown()
    assert findings.found == []
