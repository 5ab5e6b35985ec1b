"""The contract panel's hint: the suggested contract is outlined and is the one Enter picks.

Seen before: "Hint: Queens (Enter plays it)" outlined Queens, but Enter chose the panel's
current button (the first contract) and played that instead."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from app_window_support import settle, window_in
from kotshina.controller.config import MatchConfig
from kotshina.ui.table.contract_panel import ContractPanel

pytestmark = pytest.mark.usefixtures("app_home")


def test_enter_after_a_hint_chooses_the_hinted_contract(qtbot, look):
    window = window_in(qtbot, look, "en", (1152, 720))
    # seed 2: you choose the first contract
    window.start_match(MatchConfig(game="king", players=4, seed=2,
                                   levels=[None, "greedy", "greedy", "greedy"]))
    panel: ContractPanel = window.table.contract_panel
    qtbot.waitUntil(lambda: panel.is_open, timeout=10_000)
    settle()
    controller = window.controller
    open_moves = [move for move, button in panel.buttons.items() if button.isEnabled()]
    hinted = open_moves[-1]  # not the panel's first, current, choice
    assert hinted in controller.legal_moves()
    window.table.intents.show_hint(hinted)
    assert window.statusBar().currentMessage().startswith("Hint: Choose ")
    assert panel.buttons[hinted].property("suggested")
    qtbot.waitUntil(lambda: not panel.guard.armed)  # an Enter of the moment it came is dropped
    qtbot.keyClick(panel, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: bool(controller.record()["moves"]), timeout=5_000)
    assert controller.record()["moves"][0] == hinted.to_json()
