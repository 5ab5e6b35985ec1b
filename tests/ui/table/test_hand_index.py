"""Every face-up card in a hand shows its upright corner index: in both directions, in every
game, at 800x600 and 1280x800, with the move log open or not, and in the review. Computed from the items: the index's box (where the art puts it, checked against
the card generator in test_card_art) must lie in the view, uncovered by any card above it."""

from __future__ import annotations

import logging

import pytest
from PySide6.QtCore import QCoreApplication, QRectF

from app_window_support import main_window
from kotshina.controller.config import MatchConfig
from kotshina.ui.cards import INDEX_CORNER
from kotshina.ui.table.card_item import CardItem
from kotshina.ui.table.view import TableView
from record_samples import random_record

GAMES = [("kinza", 4), ("king", 4), ("casino", 4), ("casino", 2)]


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("KOTSHINA_HOME", str(tmp_path / "home"))


def index_rect(item: CardItem) -> QRectF:
    """The upright index's box of a face-up card, in scene coordinates."""
    left, top, right, bottom = INDEX_CORNER[item.art]
    w, h = item.size()
    return item.mapRectToScene(QRectF(left * w, top * h, (right - left) * w, (bottom - top) * h))


def unreadable_cards(view: TableView) -> list[str]:
    """The cards of your hand whose upright index is covered (by any card above it) or out
    of the view, in words."""
    cards = [item for item in view.scene().items()
             if isinstance(item, CardItem) and item.isVisible() and item.card is not None]
    shown = view.mapToScene(view.viewport().rect()).boundingRect().adjusted(-1, -1, 1, 1)
    hands = [item for item in cards if item.role == "hand"]
    assert hands, "no card in your hand to check"
    bad = []
    for item in hands:
        box = index_rect(item)
        over = [other for other in cards if other is not item
                and other.zValue() > item.zValue()
                and other.mapRectToScene(other.card_rect()).intersects(box)]
        if over or not shown.contains(box):
            bad.append(f"{item.notation} under {[o.notation for o in over]}"
                       if over else f"{item.notation} out of the view")
    return bad


@pytest.mark.parametrize("log", [False, True], ids=["table", "log-open"])
@pytest.mark.parametrize("size", [(800, 600), (1280, 800)], ids=["800x600", "1280x800"])
@pytest.mark.parametrize("language", ["ar", "en"])
@pytest.mark.parametrize("game,players", GAMES)
def test_every_card_in_your_hand_shows_its_upright_index(qtbot, caplog, game, players,
                                                         language, size, log):
    caplog.set_level(logging.WARNING)
    with main_window(qtbot, language, size) as window:
        window.start_match(MatchConfig(game=game, players=players, seed=3,
                                       levels=[None] + ["greedy"] * (players - 1)))
        assert window.controller is not None and window.table is not None
        window.controller.set_animation_speed("off")
        window.controller.advance_automatically(0)  # up to your first move: a full hand
        window.menus.move_log.setChecked(log)
        QCoreApplication.processEvents()
        view = window.table
        hand = [item for item in view.board.hand.values()]
        assert len(hand) >= (12 if game == "king" else 3)
        assert unreadable_cards(view) == []
        window.menus.move_log.setChecked(False)


@pytest.mark.parametrize("language", ["ar", "en"])
def test_your_king_hand_stays_readable_in_a_review_at_800x600(qtbot, language):
    """The review's felt is smaller than the table's (the list of moves beside it)."""
    from PySide6.QtWidgets import QApplication

    from kotshina.controller.analysis_runner import AnalysisRunner
    from kotshina.controller.i18n import Languages
    from kotshina.ui.review_window import ReviewWindow

    record = random_record("king", 4, seed=8, moves=60)  # the first deal and a little more
    config = MatchConfig.from_record(record)
    languages = Languages()
    languages.switch(language)
    try:
        window = ReviewWindow(config, record, 1, None, AnalysisRunner(), budget_ms=5)
        qtbot.addWidget(window)
        window.resize(800, 560)
        window.show()
        QApplication.processEvents()
        window.go(1)
        QApplication.processEvents()
        assert unreadable_cards(window.table) == []
        window.close()
    finally:
        languages.switch("en")
