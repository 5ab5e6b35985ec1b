"""A read-only table of numbers, shared by the deal summary, match end, score sheet and statistics."""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QStyle,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...controller.i18n import format_number

#: beyond a column's size hint: the theme's bold header text and its padding
HEADER_ROOM = 24


def cell_text(value: object) -> str:
    if isinstance(value, bool) or value is None:
        return "—" if value is None else str(value)
    if isinstance(value, int):
        return format_number(value)
    return str(value)


def fill_grid(grid: QTableWidget, columns: list[str], rows: list[tuple[str, list[object]]],
              bold_rows: tuple[int, ...] = ()) -> None:
    """``rows`` are (row heading, values); numbers are written in the current language's digits.

    Row headings go in a first, plain column rather than Qt's vertical header, which does not
    size itself to the Arabic font's text.
    """
    grid.clear()
    grid.setColumnCount(len(columns) + 1)
    grid.setRowCount(len(rows))
    grid.setHorizontalHeaderLabels(["", *columns])
    for r, (heading, values) in enumerate(rows):
        cells = [QTableWidgetItem(heading)]
        cells[0].setTextAlignment(Qt.AlignmentFlag.AlignLeading | Qt.AlignmentFlag.AlignVCenter)
        for value in values:
            item = QTableWidgetItem(cell_text(value))
            item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            cells.append(item)
        for c, item in enumerate(cells):
            if r in bold_rows or c == 0:
                font = QFont(item.font())
                font.setBold(True)
                item.setFont(font)
            grid.setItem(r, c, item)
    size_rows(grid)
    spread_columns(grid)


def fill_pinned(grid: QTableWidget, columns: list[str], rows: list[tuple[str, list[object]]],
                bold_rows: tuple[int, ...] = ()) -> None:
    """``fill_grid``, the sheet's closing bold rows (its total) in ``grid``'s pinned footer if
    it has one (``make_pinned_grid``): the deals scroll, the total stays in sight."""
    footer = footer_of(grid)
    pinned = len(rows)
    if footer is not None:
        while pinned > 0 and pinned - 1 in bold_rows:
            pinned -= 1
        fill_grid(footer, columns, rows[pinned:], bold_rows=tuple(range(len(rows) - pinned)))
    fill_grid(grid, columns, rows[:pinned], bold_rows=tuple(r for r in bold_rows if r < pinned))


def footer_of(grid: QTableWidget) -> QTableWidget | None:
    """The rows pinned under ``grid``'s scrolling ones (a sheet's total), if it has them."""
    return grid.footer if isinstance(grid, SheetGrid) else None


def column_needs(grid: QTableWidget) -> list[int]:
    """How wide each column must be for its header and cells to show whole (the header's
    text is bold in the theme), its pinned footer's cells with them."""
    header = grid.horizontalHeader()
    footer = footer_of(grid)
    return [max(grid.sizeHintForColumn(c), header.sectionSizeHint(c),
                footer.sizeHintForColumn(c) if footer is not None else 0) + HEADER_ROOM
            for c in range(grid.columnCount())]


def column_floors(grid: QTableWidget) -> list[int]:
    """The least each column is given when the grid has not the room its cells need: its cells
    wrap onto more lines, but its header (bold in the theme) and its longest word stay whole."""
    header = grid.horizontalHeader()
    footer = footer_of(grid)
    floors = []
    for column in range(grid.columnCount()):
        floor = header.sectionSizeHint(column)
        items = [grid.item(row, column) for row in range(grid.rowCount())]
        if footer is not None:
            items += [footer.item(row, column) for row in range(footer.rowCount())]
        for item in items:
            if item is not None and item.text():
                metrics = QFontMetrics(item.font())
                floor = max(floor, *(metrics.horizontalAdvance(word)
                                     for word in item.text().split()))
        floors.append(floor + HEADER_ROOM)
    return floors


def squeeze_widths(needs: list[int], floors: list[int], room: int) -> list[int]:
    """Column widths for ``room`` pixels when the columns need more: the widest give way first,
    all down to one width (the narrow ones keep what they need), none below its floor; the
    pixels left over by that even width go to the columns that gave way."""
    def widths_at(level: int) -> list[int]:
        return [max(floor, min(need, level)) for need, floor in zip(needs, floors, strict=True)]

    low, high = 0, max(needs, default=0)
    while low < high:  # the widest level at which the columns fit the room
        level = (low + high + 1) // 2
        if sum(widths_at(level)) <= room:
            low = level
        else:
            high = level - 1
    widths = widths_at(low)
    spare = room - sum(widths)
    for c in sorted(range(len(widths)), key=lambda c: -needs[c]):
        if spare <= 0:
            break
        if widths[c] < needs[c] and widths[c] == low:
            widths[c] += 1
            spare -= 1
    return widths


def spread_widths(needs: list[int], room: int) -> list[int]:
    """Column widths for ``room`` pixels: every column at least what it needs, the room left
    shared so the narrow columns come out even (the wide ones keep their width)."""
    widths = list(needs)
    level = 0.0
    narrow = sorted(range(len(needs)), key=lambda c: needs[c])
    while narrow:
        level = (room - sum(needs[c] for c in range(len(needs)) if c not in narrow)) / len(narrow)
        if level >= needs[narrow[-1]]:
            break
        narrow.pop()  # the widest of the rest keeps its own width
    for c in narrow:
        widths[c] = max(needs[c], int(level))
    return widths


def spread_columns(grid: QTableWidget) -> None:
    """Columns as wide as their texts need, the extra room shared out. Qt's Stretch mode made
    every column equally wide, so a long header ("Coached moves", "حركات نبّه إليها المدرِّب")
    was cut at both ends while short ones had room to spare. Without the room its texts need
    (Trix's contracts at 800x600), the widest columns give way and their cells wrap: the grid
    stays inside its panel and every column shows."""
    if isinstance(grid, SheetGrid) and grid.owner is not None:
        grid = grid.owner  # a footer's columns are its grid's
    header = grid.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
    room = grid.viewport().width()
    needs = column_needs(grid)
    squeezed = sum(needs) > room
    if squeezed:
        widths = squeeze_widths(needs, column_floors(grid), room)
    else:
        widths = spread_widths(needs, room)
    wrapped = grid.wordWrap()
    grid.setWordWrap(squeezed)
    for column, width in enumerate(widths):
        header.resizeSection(column, width)
    if squeezed or wrapped:
        size_rows(grid)  # a wrapped cell's row is as tall as its lines
    footer = footer_of(grid)
    if isinstance(footer, SheetGrid):
        footer.follow(grid, widths, squeezed)


class SheetGrid(QTableWidget):
    """A table that asks for the room its rows need (``fit_height``) rather than Qt's default.
    It may have a ``footer``: rows pinned below its scrolling ones (a sheet's total, always in
    sight), whose columns are as wide as its own."""

    preferred: QSize | None = None
    compact = False  # rows sized by compact_rows, not the style
    footer: SheetGrid | None = None
    owner: SheetGrid | None = None  # the grid whose footer this is

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt override
        return self.preferred if self.preferred is not None else super().sizeHint()

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        spread_columns(self)

    def pin(self, footer: SheetGrid) -> None:
        """``footer`` shows its rows under this grid's, in its columns, without a header."""
        self.footer, footer.owner = footer, self
        footer.horizontalHeader().hide()
        footer.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.verticalScrollBar().rangeChanged.connect(lambda _low, _high: spread_columns(self))

    def follow(self, grid: QTableWidget, widths: list[int], wrapped: bool) -> None:
        """Take ``grid``'s column widths; room left where its scroll bar stands keeps the
        columns one above the other (on the left in right-to-left)."""
        bar = grid.verticalScrollBar()
        room = bar.width() if bar.isVisible() else 0
        if self.layoutDirection() == Qt.LayoutDirection.RightToLeft:  # Qt does not mirror these
            self.setViewportMargins(room, 0, 0, 0)
        else:
            self.setViewportMargins(0, 0, room, 0)
        header = self.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        for column, width in enumerate(widths[: self.columnCount()]):
            header.resizeSection(column, width)
        self.setWordWrap(wrapped)
        self.resizeRowsToContents()
        height = 2 * self.frameWidth() + sum(self.rowHeight(r) for r in range(self.rowCount()))
        self.setFixedHeight(height)


def make_grid(parent: QWidget) -> QTableWidget:
    grid = SheetGrid(parent)
    grid.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    grid.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
    grid.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    grid.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    grid.verticalHeader().hide()
    # The default minimum follows the font's height, far too wide with the Arabic font.
    grid.horizontalHeader().setMinimumSectionSize(40)
    grid.setAlternatingRowColors(True)
    grid.setWordWrap(False)
    grid.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    return grid


def make_pinned_grid(parent: QWidget) -> tuple[QTableWidget, QVBoxLayout]:
    """A grid with a footer pinned under it for a sheet's total (``fill_pinned``), and the
    layout holding the two as one table: at 800x600 in Arabic a long match's total was the
    last row of the scrolling table, half cut off at its bottom."""
    grid, footer = make_grid(parent), make_grid(parent)
    footer.setObjectName("sheetTotals")
    if isinstance(grid, SheetGrid) and isinstance(footer, SheetGrid):
        grid.pin(footer)
    column = QVBoxLayout()
    column.setSpacing(0)
    column.addWidget(grid)
    column.addWidget(footer)
    return grid, column


#: a compact row's room over its text's lines (the style's own item margins are thrice it)
COMPACT_PAD = 4


def compact_rows(grid: QTableWidget) -> None:
    """Rows as tall as their text's lines and a little more, not the style's roomier cells,
    from now on (a refill or a narrower grid keeps them so): a long table of figures then
    shows whole in a small window (the statistics' eleven rows in the Arabic font's tall lines
    at 800x600). Never below the font's whole height: no letter or mark is cut."""
    if isinstance(grid, SheetGrid):
        grid.compact = True
    grid.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
    size_rows(grid)
    # the header likewise: its bold line, the theme's 4 px above and below, its border
    header = grid.horizontalHeader()
    bold = QFont(header.font())
    bold.setBold(True)
    header.setFixedHeight(QFontMetrics(bold).height() + 2 * 4 + 2)


def size_rows(grid: QTableWidget) -> None:
    """Each row as tall as its contents: compact (``compact_rows``) or the style's size."""
    if not (isinstance(grid, SheetGrid) and grid.compact):
        grid.resizeRowsToContents()
        return
    margin = grid.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, grid) + 1
    flags = int(Qt.TextFlag.TextWordWrap) if grid.wordWrap() else 0
    for row in range(grid.rowCount()):
        height = grid.fontMetrics().height()
        for column in range(grid.columnCount()):
            item = grid.item(row, column)
            if item is None or not item.text():
                continue
            metrics = QFontMetrics(item.font())
            room = QRect(0, 0, max(1, grid.columnWidth(column) - 2 * margin), 100_000)
            height = max(height, metrics.height(),
                         metrics.boundingRect(room, flags, item.text()).height())
        grid.setRowHeight(row, height + COMPACT_PAD)


def fit_height(grid: QTableWidget, max_rows: int | None = None, narrow: bool = False) -> None:
    """Size the grid to its contents (no scroll bars for short tables): as wide as its columns
    need and as tall as its rows, or ``max_rows`` rows with a scroll bar beyond that.
    ``narrow``: it may be given less width (a panel over the table, never wider than the
    table): its text columns then wrap (``spread_columns``). A dialog window keeps the whole
    width as its minimum: sized to its contents, Qt would make it at most two thirds of the
    screen wide."""
    header = grid.horizontalHeader()
    wrapped = grid.wordWrap()
    if wrapped:  # the room asked for is the columns' full widths, each row on one line
        grid.setWordWrap(False)
        size_rows(grid)
    frame = 2 * grid.frameWidth()
    width = frame + 4 + sum(column_needs(grid))
    if max_rows is not None and grid.rowCount() > max_rows:
        width += grid.verticalScrollBar().sizeHint().width()
    shown = grid.rowCount() if max_rows is None else min(grid.rowCount(), max_rows)
    fixed = header.minimumHeight() == header.maximumHeight()  # a compact grid's
    top = (header.maximumHeight() if fixed else header.sizeHint().height()) + frame
    height = top + sum(grid.rowHeight(r) for r in range(shown))
    least = width
    if narrow:  # its text columns wrapped, each down to its floor
        least -= sum(column_needs(grid)) - sum(column_floors(grid))
    grid.setMinimumWidth(least)
    if isinstance(grid, SheetGrid):
        grid.preferred = QSize(width, height)
    if max_rows is None:
        grid.setMinimumHeight(height)
        grid.setMaximumHeight(height)
    else:
        # ``max_rows`` rows where there is room; in a small window down to three, scrolling
        grid.setMinimumHeight(top + sum(grid.rowHeight(r) for r in range(min(shown, 3))))
        grid.setMaximumHeight(height if grid.rowCount() <= max_rows else 16777215)
    if wrapped:
        grid.setWordWrap(True)
        size_rows(grid)
