"""A button is as wide in every state: a default, focused, current or suggested button whose
border grew would be narrower than its own text until the next layout ("Close: needs 77 px, has
75" in the 4-player Kinza score sheet once its Close button took the focus)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QDialog, QFrame, QHBoxLayout, QPushButton


def widths(parent, states: list[dict[str, object]]) -> list[int]:
    layout = QHBoxLayout(parent)
    buttons = []
    for state in states:
        button = QPushButton("Review the deal", parent)
        button.setAutoDefault(False)
        for name, value in state.items():
            if name == "default":
                button.setDefault(bool(value))
            else:
                button.setProperty(name, value)
        layout.addWidget(button)
        buttons.append(button)
    return [button.sizeHint().width() for button in buttons]


@pytest.mark.parametrize("high_contrast", [False, True], ids=["normal", "high-contrast"])
def test_a_dialog_button_keeps_its_width_when_it_is_the_default(qtbot, colours, high_contrast):
    colours(high_contrast)
    dialog = QDialog()
    qtbot.addWidget(dialog)
    plain, default = widths(dialog, [{}, {"default": True}])
    assert plain == default


@pytest.mark.parametrize("high_contrast", [False, True], ids=["normal", "high-contrast"])
def test_a_contract_button_keeps_its_width_when_current_or_suggested(qtbot, colours,
                                                                     high_contrast):
    colours(high_contrast)
    panel = QFrame()
    panel.setObjectName("contractPanel")
    qtbot.addWidget(panel)
    found = widths(panel, [{}, {"current": "true"}, {"suggested": "true"}])
    assert len(set(found)) == 1, found
