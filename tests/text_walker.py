"""Walks a window's widgets and its table's items and lists every text wider (or taller) than
the box it is drawn in: an elided label, a clipped button, a header cut at both ends, a plate
whose name ends in "…". tests/ui/test_text_fit.py runs it over every game's windows and dialogs.

Widgets are judged by what Qt would need to show their whole text (the text's advance against
the label's contents, a button's size hint against its size, a header section's text and
margins against the section); the table's plates, boxes and bubbles by the runs they draw
(``text_runs()``, see ui/text_fit.py)."""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QFontMetrics, QTextDocument
from PySide6.QtGui import Qt as GuiQt
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QGraphicsView,
    QHeaderView,
    QLabel,
    QMenuBar,
    QStyle,
    QStyleOptionComboBox,
    QTableWidget,
    QWidget,
)

SLACK = 1  # pixels of rounding


def _label_problem(label: QLabel) -> str | None:
    text = label.text()
    if not text or label.pixmap() is not None and not label.pixmap().isNull():
        return None
    box = label.contentsRect()
    margin = label.margin() * 2 + max(0, label.indent())
    room = QRect(box.x(), box.y(), box.width() - margin, box.height() - label.margin() * 2)
    if GuiQt.mightBeRichText(text) or label.textFormat() == Qt.TextFormat.RichText:
        doc = QTextDocument()
        doc.setDefaultFont(label.font())
        doc.setDocumentMargin(0)  # as QLabel lays its rich text out: to the edges of its box
        doc.setHtml(text)
        if label.wordWrap():
            doc.setTextWidth(room.width())
        need_w, need_h = doc.idealWidth(), doc.size().height()
        if not label.wordWrap() and need_w > room.width() + SLACK:
            return f"needs {need_w:.0f} px, has {room.width()}"
        return f"needs {need_h:.0f} px high, has {room.height()}" \
            if need_h > room.height() + SLACK + 4 else None
    metrics = QFontMetrics(label.font())
    if label.wordWrap():
        flags = Qt.TextFlag.TextWordWrap | int(label.alignment())
        need = metrics.boundingRect(QRect(0, 0, room.width(), 100_000), flags, text)
        if need.width() > room.width() + SLACK:
            return f"a word needs {need.width()} px, has {room.width()}"
        if need.height() > room.height() + SLACK:
            return f"needs {need.height()} px high, has {room.height()}"
        return None
    widest = max(metrics.horizontalAdvance(line) for line in text.split("\n"))
    if widest > room.width() + SLACK:
        return f"needs {widest} px, has {room.width()}"
    if metrics.height() * (text.count("\n") + 1) > room.height() + SLACK:
        return f"needs {metrics.height()} px high, has {room.height()}"
    return None


def _button_problem(button: QAbstractButton) -> str | None:
    if not button.text():
        return None
    hint = button.sizeHint()
    if hint.width() > button.width() + SLACK:
        return f"needs {hint.width()} px, has {button.width()}"
    return None


def _combo_problem(combo: QComboBox) -> str | None:
    text = combo.currentText()
    if not text:
        return None
    option = QStyleOptionComboBox()
    combo.initStyleOption(option)  # type: ignore[attr-defined]
    field = combo.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, option,
                                         QStyle.SubControl.SC_ComboBoxEditField, combo)
    need = QFontMetrics(combo.font()).horizontalAdvance(text)
    return f"needs {need} px, has {field.width()}" if need > field.width() + SLACK else None


def _header_problems(header: QHeaderView, model_texts: list[str]) -> list[str]:
    """Sections narrower than their text and padding (the style, style sheet included, says
    how much: ``sectionSizeHint``)."""
    found = []
    for index, text in enumerate(model_texts):
        if header.isSectionHidden(index) or not text:
            continue
        need, has = header.sectionSizeHint(index), header.sectionSize(index)
        if need > has + SLACK:
            found.append(f"header {text!r}: needs {need} px, has {has}")
    return found


def _table_problems(grid: QTableWidget) -> list[str]:
    found = _header_problems(grid.horizontalHeader(), [
        grid.horizontalHeaderItem(c).text() if grid.horizontalHeaderItem(c) else ""
        for c in range(grid.columnCount())])
    margin = grid.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, grid) + 1
    for row in range(grid.rowCount()):
        for column in range(grid.columnCount()):
            item = grid.item(row, column)
            if item is None or not item.text() or grid.isColumnHidden(column):
                continue
            need = QFontMetrics(item.font()).horizontalAdvance(item.text()) + 2 * margin
            has = grid.columnWidth(column)
            if need > has + SLACK and not grid.wordWrap():
                found.append(f"cell {item.text()!r}: needs {need} px, has {has}")
    return found


def _menu_bar_problems(bar: QMenuBar) -> list[str]:
    found = []
    metrics = QFontMetrics(bar.font())
    for action in bar.actions():
        if not action.isVisible():
            continue
        text = action.text().replace("&", "")
        has = bar.actionGeometry(action)
        if metrics.horizontalAdvance(text) > has.width() + SLACK or has.right() > bar.width():
            found.append(f"menu {text!r} in {has.width()} px")
    return found


def scene_problems(view: QGraphicsView) -> list[str]:
    """The runs of the table's items that do not fit their boxes."""
    found = []
    for item in view.scene().items():
        if not item.isVisible() or not hasattr(item, "text_runs"):
            continue
        bounds = item.boundingRect().adjusted(-SLACK, -SLACK, SLACK, SLACK)
        for run in item.text_runs():
            if not run.fits():
                found.append(f"{type(item).__name__} {run.text!r}: needs {run.width():.1f} px, "
                             f"has {run.box.width():.1f}")
            elif not bounds.contains(run.drawn()):
                found.append(f"{type(item).__name__} {run.text!r}: its letters ({run.drawn()}) "
                             f"stand out of the item ({bounds})")
    return found


def problems(top: QWidget) -> list[str]:
    """Every text of ``top`` and its visible children that does not fit its box."""
    found: list[str] = []
    widgets = [top, *top.findChildren(QWidget)]
    for widget in widgets:
        if not widget.isVisible() or widget.width() <= 0:
            continue
        where = f"{type(widget).__name__}#{widget.objectName() or '?'}"
        problem: str | None = None
        if isinstance(widget, QLabel):
            problem = _label_problem(widget)
            if problem:
                problem = f"{where} {widget.text()!r}: {problem}"
        elif isinstance(widget, QAbstractButton):
            problem = _button_problem(widget)
            if problem:
                problem = f"{where} {widget.text()!r}: {problem}"
        elif isinstance(widget, QComboBox):
            problem = _combo_problem(widget)
            if problem:
                problem = f"{where} {widget.currentText()!r}: {problem}"
        elif isinstance(widget, QTableWidget):
            found += [f"{where} {p}" for p in _table_problems(widget)]
        elif isinstance(widget, QMenuBar):
            found += [f"{where} {p}" for p in _menu_bar_problems(widget)]
        elif isinstance(widget, QGraphicsView) and widget.scene() is not None:
            found += scene_problems(widget)
        if problem:
            found.append(problem)
    return found
