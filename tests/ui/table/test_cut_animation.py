"""A computer's card in flight when the animation is cut short (a click or a refused key snaps
your cards back) must not leave a second copy of that card on the felt: only the cards the
zones name lie there, whatever the game."""

from __future__ import annotations

import pytest

pytest.importorskip("PySide6")

from PySide6.QtWidgets import QApplication  # noqa: E402

from kotshina.ui.table.card_item import CardItem  # noqa: E402
from kotshina.ui.table.view import TableView  # noqa: E402
from tests.ui.table.test_table_support import animated_table  # noqa: E402


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("KOTSHINA_HOME", str(tmp_path / "home"))


def felt_cards(view: TableView) -> list[int]:
    return sorted(item.card for item in view.table_scene.items()
                  if isinstance(item, CardItem) and item.role == "table" and item.isVisible())


@pytest.mark.parametrize("game", ["king"])  # any game with tricks; King fails without the fix
def test_snapping_back_during_a_computer_s_move_leaves_no_stray_card(qtbot, game):
    controller, view = animated_table(qtbot, game, 7)
    scene = view.scene()
    controller.start()
    cuts = checks = 0
    cut_at = -1  # the move whose animation was cut (once each)
    try:
        while checks < 12 and not controller.match.is_over:
            QApplication.processEvents()
            moves = len(controller.record()["moves"])
            if view.animator.running and not controller.is_human_turn() and cut_at != moves:
                view.intents.snap_back()  # what a click on the felt does while a card flies
                cut_at = moves
                cuts += 1
            if view.animator.running:
                continue
            if controller.match.needs_deck:
                controller.next_deal()
                continue
            zones = view.board.zones.values()
            want = sorted(c for z in zones if z.kind in ("trick", "rows") for c in z.cards
                          if c is not None)
            if controller.is_human_turn():
                assert felt_cards(view) == want
                checks += 1
                legal = controller.legal_moves()
                view.intents.play(legal[0])
            qtbot.wait(2)
        assert cuts > 0 and checks == 12
    finally:
        controller.shutdown()
        del scene
