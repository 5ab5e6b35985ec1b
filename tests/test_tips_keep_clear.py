"""A first-run tip about the table is put where it covers the least of what the player needs
at that moment: the contract panel or a prompt the tip talks about, the banner, the cards on
the felt. It used to sit over the middle of the felt, on the panel or the trump banner, in a
small window; and the score tip's outline stopped short of a score box grown to hold a long
line, the callout then covering that line."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, QRectF

from app_window_support import main_window
from kotshina.controller.config import MatchConfig


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("KOTSHINA_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


def in_view(widget, view) -> QRectF:
    return QRectF(QRect(widget.mapTo(view, widget.rect().topLeft()), widget.size()))


def open_table_tip(qtbot, window, config: MatchConfig):
    window.start_match(config)
    table = window.table
    qtbot.waitUntil(lambda: table.contract_panel.is_open and window.tips is not None
                    and window.tips.is_open, timeout=10000)
    tips = window.tips
    while tips.tips[tips.index].target != "table":
        tips.advance()
    return tips


@pytest.mark.parametrize("lang", ["en", "ar"])
@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
@pytest.mark.parametrize("game", ["trix", "king"])
def test_the_table_tip_leaves_the_contract_panel_uncovered(qtbot, lang, size, game):
    with main_window(qtbot, lang=lang, size=size) as window:
        # seat 0 (you) names the first contract in both games with these seeds
        seed = {"trix": 1, "king": 2}[game]
        tips = open_table_tip(qtbot, window, MatchConfig(game=game, players=4, seed=seed))
        view = window.table
        panel = in_view(view.contract_panel, view)
        callout = QRectF(tips.callout.geometry())
        assert QRectF(view.rect()).contains(callout)
        overlap = callout.intersected(panel)
        # at most a sliver of the panel's frame, never a button or its words
        assert overlap.isEmpty() or overlap.height() <= 8, (callout, panel)


@pytest.mark.parametrize("lang,size", [("en", (1280, 800)), ("ar", (800, 600))])
def test_the_score_tip_outlines_the_whole_score_box(qtbot, lang, size):
    with main_window(qtbot, lang=lang, size=size) as window:
        # an opponent's kingdom: the box has a fourth line ("Opponent 3's kingdom")
        window.start_match(MatchConfig(game="trix", players=4, seed=3))
        qtbot.waitUntil(lambda: window.tips is not None and window.tips.is_open, timeout=10000)
        tips = window.tips
        while tips.tips[tips.index].target != "score":
            tips.advance()
        view = window.table
        box = QRectF(view.mapFromScene(view.board.score_box.sceneBoundingRect()).boundingRect())
        assert tips.spotlight.target.contains(box.intersected(QRectF(view.rect())))
        assert tips.callout.geometry().intersected(box.toAlignedRect()).isEmpty()
