"""The felt with View → Card size at its largest: the cards grow only as far as the felt has
room, so nothing runs into anything else (King's 13 cards beside the move log at 800x600 ran
over your name plate, its trick over a seat's hand, the Arabic deck's badge off the felt)."""

from __future__ import annotations

import pytest

from kotshina.controller.config import MatchConfig
from kotshina.controller.match_controller import MatchController
from kotshina.ui.table.view import TableView
from kotshina.ui.table_look import CARD_SCALES
from tests.ui.table.test_layout import GAMES, assert_clear


@pytest.mark.parametrize("size", [(530, 548), (800, 600), (1280, 800), (1280, 1024)])
@pytest.mark.parametrize("game,players,options,moves", GAMES, ids=lambda g: str(g))
@pytest.mark.parametrize("rtl", [False, True])
def test_largest_cards_clear_of_each_other(qtbot, size, game, players, options, moves, rtl):
    assert_clear(qtbot, size, game, players, options, moves, rtl, CARD_SCALES["largest"])


def test_the_largest_cards_are_larger_where_there_is_room(qtbot):
    """The limit only takes back what does not fit: a Kinza hand of three keeps its large
    cards at 1280x800."""
    sizes = {}
    for scale in (1.0, CARD_SCALES["largest"]):
        controller = MatchController(MatchConfig(seed=17, levels=[None, "greedy"]))
        view = TableView(controller)
        qtbot.addWidget(view)
        view.set_card_scale(scale)
        view.resize(1280, 800)
        view.show()
        controller.start()
        view.sync()
        sizes[scale] = view.board.layout.card.height()
        controller.shutdown()
    assert sizes[CARD_SCALES["largest"]] > 1.3 * sizes[1.0]
