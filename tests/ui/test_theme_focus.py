"""The keyboard's place is visible in every dialog: a focused field, check box, slider or tab
looks different from its unfocused twin, and keeps its size (a new player tabbing through the
new-game dialog or the preferences saw no sign of where the focus was, issue found by
dialogs-qa)."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QFrame,
    QHBoxLayout,
    QLineEdit,
    QPushButton,
    QSlider,
    QTabBar,
    QWidget,
)

from kotshina.ui import theme


def combo() -> QWidget:
    box = QComboBox()
    box.addItems(["Kinza", "King"])
    return box


def check_box() -> QWidget:
    box = QCheckBox("Highlight legal moves")
    box.setChecked(True)
    return box


def slider() -> QWidget:
    bar = QSlider(Qt.Orientation.Horizontal)
    bar.setRange(0, 100)
    bar.setValue(40)
    return bar


def tab_bar() -> QWidget:
    bar = QTabBar()
    for name in ("Language", "Table", "Play"):
        bar.addTab(name)
    bar.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
    return bar


def continue_button() -> QWidget:
    """The start screen's Continue (gold, its own border): focused first when a match is saved."""
    tile = QFrame()
    tile.setObjectName("gameTile")
    button = QPushButton("Continue", tile)
    button.setObjectName("continueButton")
    QHBoxLayout(tile).addWidget(button)
    tile.setFocusProxy(button)
    return tile


MAKERS: dict[str, Callable[[], QWidget]] = {
    "combo box": combo, "line edit": lambda: QLineEdit("Layla"), "check box": check_box,
    "slider": slider, "tab bar": tab_bar, "continue button": continue_button}


@pytest.mark.parametrize("high_contrast", [False, True], ids=["normal", "high-contrast"])
@pytest.mark.parametrize("kind", list(MAKERS))
def test_a_focused_control_shows_it_and_keeps_its_size(qtbot, colours, kind, high_contrast):
    colours(high_contrast)
    dialog = QDialog()
    qtbot.addWidget(dialog)
    layout = QHBoxLayout(dialog)
    plain, focused = MAKERS[kind](), MAKERS[kind]()
    for widget in (plain, focused):
        layout.addWidget(widget)
    dialog.show()
    dialog.activateWindow()
    qtbot.waitActive(dialog)
    focused.setFocus()
    qtbot.waitUntil(focused.hasFocus)
    assert focused.sizeHint() == plain.sizeHint()
    assert focused.size() == plain.size()
    assert focused.grab().toImage() != plain.grab().toImage(), f"a focused {kind} looks unfocused"
    if kind in ("combo box", "line edit"):  # the theme's gold marks the field
        gold = QColor((theme.HIGH_CONTRAST if high_contrast else theme.NORMAL)["GOLD"])
        assert has_colour(focused.grab().toImage(), gold)
        assert not has_colour(plain.grab().toImage(), gold)


def has_colour(image: QImage, colour: QColor) -> bool:
    return any(image.pixelColor(x, y) == colour
               for x in range(image.width()) for y in range(image.height()))
