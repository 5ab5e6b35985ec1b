"""The text walker (tests/text_walker.py) measures a rich-text label as QLabel lays it out:
it reports a label cut short by even a line, and not one that shows its whole text (the About
dialog's Arabic paragraph was reported cut in a checkout with a longer path, measured with a
document margin QLabel does not have)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from text_walker import problems

TEXT = ("<p>The licence texts and the third-party notices are in "
        "<code>/home/someone/.local/lib/python3.11/site-packages/kotshina/resources/licenses"
        "</code>.</p>" * 2)


def label(qtbot, height_change: int) -> QLabel:
    widget = QLabel()
    qtbot.addWidget(widget)
    widget.setWordWrap(True)
    widget.setTextFormat(Qt.TextFormat.RichText)
    widget.setText(TEXT)
    widget.setFixedWidth(300)
    widget.setFixedHeight(widget.heightForWidth(300) + height_change)
    widget.show()
    return widget


def test_a_rich_label_as_tall_as_qt_lays_it_out_is_not_reported(qtbot):
    assert problems(label(qtbot, 0)) == []


def test_a_rich_label_short_of_a_line_is_reported(qtbot):
    short = label(qtbot, -label(qtbot, 0).fontMetrics().height() - 2)
    assert len(problems(short)) == 1 and "px high" in problems(short)[0]
