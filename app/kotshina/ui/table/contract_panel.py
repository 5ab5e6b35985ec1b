"""King's contract choice, as a panel over the felt (the chooser's hand stays in sight below it).

It lays out the adapter's Decision: one button per contract (disabled when the engine does not
list it as legal: used twice already, or the player's own penalty / trumps choices used up),
trumps as four suit buttons, and each player's choices left. Clicking a button (or Enter on the
focused one) sends the move to the table, which asks the controller to play it.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, Signal
from PySide6.QtGui import QFont, QFontMetrics, QKeyEvent
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ...controller.tables.base import Choice, Decision
from ...core.engine import Move
from ..enter_guard import EnterGuard
from .board import Board

# the arrows' steps through the open choices (Left and Right mirrored right to left)
ARROWS: dict[int, int] = {Qt.Key.Key_Right: 1, Qt.Key.Key_Down: 1, Qt.Key.Key_Left: -1,
                          Qt.Key.Key_Up: -1}


class ContractPanel(QFrame):
    """The contract choice over ``viewport`` (the felt's widget), placed by the ``board``'s
    layout above your hand."""

    chosen = Signal(object)  # the contract move

    def __init__(self, viewport: QWidget, board: Board) -> None:
        super().__init__(viewport)
        self.board = board
        self.setObjectName("contractPanel")
        self.decision: Decision[Move] | None = None
        self._current = 0
        self.buttons: dict[Move, QPushButton] = {}
        self.guard = EnterGuard(self)
        self.title = QLabel(self)
        self.title.setObjectName("contractTitle")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.grid = QGridLayout()
        self.grid.setHorizontalSpacing(14)
        self.grid.setVerticalSpacing(4)
        self.details = QLabel(self)
        self.details.setWordWrap(True)
        self.details.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(14, 8, 14, 8)
        layout.setSpacing(6)
        layout.addWidget(self.title)
        layout.addLayout(self.grid)
        layout.addWidget(self.details)
        self.hide()

    @property
    def is_open(self) -> bool:
        return not self.isHidden()

    def open(self, decision: Decision[Move]) -> None:
        self.decision = decision
        self._fill(decision)
        self.show()
        self.raise_()
        self.place()
        self._set_current(0)
        self.guard.arm(self)  # it comes with a new deal, maybe under an Enter meant for the table

    def close_panel(self) -> None:
        self.decision = None
        self.hide()

    def suggest(self, move: Move) -> None:
        """A hint: outline the suggested contract and make it the choice Enter picks, as the
        hint says ("Press Enter to follow it"; a hinted card is the selected card the same way)."""
        for candidate, button in self.buttons.items():
            button.setProperty("suggested", candidate == move)
            button.style().unpolish(button)
            button.style().polish(button)
        open_moves = [candidate for candidate, button in self.buttons.items()
                      if button.isEnabled()]
        if move in open_moves:
            self._set_current(open_moves.index(move))

    def _fill(self, decision: Decision[Move]) -> None:
        """The penalty contracts in two columns (each a button over what it costs and how often
        it was played), the four trump suits in one row, then everybody's choices left."""
        while self.grid.count():
            item = self.grid.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.hide()  # gone now: deleteLater waits for the event loop
                widget.deleteLater()
        self.buttons = {}
        self.title.setText(decision.title)
        penalties = [c for c in decision.choices if not c.group]
        grouped = [c for c in decision.choices if c.group]
        rows = (len(penalties) + 1) // 2
        for index, choice in enumerate(penalties):
            row, column = index % rows, index // rows
            note = choice.note
            if choice.note and choice.count:
                note = QCoreApplication.translate("TableView", "{points} · {played}").format(
                    points=choice.note, played=choice.count)
            self.grid.addWidget(self._entry(choice, note) if note else self._button(choice),
                                row, column)
        if grouped:  # one group (King's trumps) in one row under its heading
            suits = QWidget(self)
            line = QHBoxLayout(suits)
            line.setContentsMargins(0, 0, 0, 0)
            for choice in grouped:
                line.addWidget(self._button(choice), 1)
            box = QWidget(self)
            stack = QVBoxLayout(box)
            stack.setContentsMargins(0, 0, 0, 0)
            stack.setSpacing(2)
            heading = QLabel(grouped[0].group, box)
            heading.setObjectName("contractGroup")
            stack.addWidget(heading)
            stack.addWidget(suits)
            self.grid.addWidget(box, rows, 0, 1, 2)
        self.details.setText(self._details_text(decision))
        self.details.setVisible(bool(decision.details))
        # a child made while the panel shows stays hidden until the event loop shows it: the
        # panel measured the next decision (doubling after the contract) without its buttons
        for index in range(self.grid.count()):
            item = self.grid.itemAt(index)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.show()

    @staticmethod
    def _details_text(decision: Decision) -> str:
        """The lines under the choices: each player's choices left (King), or what the game
        names in ``details_title`` (Trix: the kingdoms so far); a line without a label alone."""
        lines = [QCoreApplication.translate("TableView", "{name}: {left}").format(
            name=name, left=left) if name else left for name, left in decision.details]
        joined = QCoreApplication.translate("TableView", "; ").join(lines)
        if not decision.details_title:
            if not all(name for name, _left in decision.details):
                return joined
            return QCoreApplication.translate("TableView", "Choices left — {lines}").format(
                lines=joined)
        return QCoreApplication.translate("TableView", "{title} — {lines}").format(
            title=decision.details_title, lines=joined)

    def _entry(self, choice: Choice[Move], note: str) -> QWidget:
        box = QWidget(self)
        column = QVBoxLayout(box)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(1)
        column.addWidget(self._button(choice))
        label = QLabel(note, box)
        label.setObjectName("contractNote")
        label.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        label.setWordWrap(True)  # a long note ("… each of the last two tricks") in a narrow panel
        column.addWidget(label)
        return box

    def _button(self, choice: Choice[Move]) -> QPushButton:
        button = QPushButton(choice.label, self)
        button.setEnabled(choice.enabled)
        button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        button.clicked.connect(lambda _checked=False, move=choice.move: self._choose(move))
        button.installEventFilter(self)  # its arrows are the panel's, its focus the current
        if not choice.enabled:
            button.setToolTip(QCoreApplication.translate(
                "TableView", "Not open to you now: see the choices left below."))
        self.buttons[choice.move] = button
        return button

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt override
        """Arrows move between the open choices (mirrored in Arabic), Enter or Space picks."""
        if self.guard.holds(event) or self.key(event.key()):
            return
        super().keyPressEvent(event)

    def key(self, key: int) -> bool:
        open_buttons = [b for b in self.buttons.values() if b.isEnabled()]
        if not open_buttons:
            return False
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            open_buttons[self._current % len(open_buttons)].click()
            return True
        if key not in ARROWS:
            return False
        step = ARROWS[key]
        if self.layoutDirection() == Qt.LayoutDirection.RightToLeft and key in (
                Qt.Key.Key_Left, Qt.Key.Key_Right):
            step = -step
        self._set_current((self._current + step) % len(open_buttons))
        return True

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        """A button's arrow keys step the panel's choice (a push button moves the focus by
        itself, and Enter then picked the choice the panel still had: the focused button
        said Queens, Enter played the K♥); a button focused by Tab or the mouse becomes the
        choice Enter picks."""
        if isinstance(watched, QPushButton) and watched in self.buttons.values():
            if event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent) \
                    and event.key() in ARROWS:
                return self.key(event.key())
            if event.type() == QEvent.Type.FocusIn:
                open_buttons = [b for b in self.buttons.values() if b.isEnabled()]
                if watched in open_buttons and open_buttons.index(watched) != self._current:
                    self._set_current(open_buttons.index(watched))
        return False

    def _set_current(self, index: int) -> None:
        """The choice Enter picks: outlined, and focused when the window has the focus."""
        open_buttons = [b for b in self.buttons.values() if b.isEnabled()]
        self._current = index
        for position, button in enumerate(open_buttons):
            button.setProperty("current", position == index)
            button.style().unpolish(button)
            button.style().polish(button)
        if open_buttons:
            open_buttons[index].setFocus()

    def _choose(self, move: Move) -> None:
        self.close_panel()
        self.chosen.emit(move)

    def place(self) -> None:
        """Over the centre of the felt, above your hand, in the current size and font."""
        if self.isHidden():  # not isVisible(): the window itself may not be shown yet
            return
        layout = self.board.layout
        if layout is None:
            return
        # the felt's letters as they show on the screen: a felt drawn smaller beside the move
        # log has larger letters in its own units (layout.font_px), this widget is not scaled
        scale = self.board.geometry.felt_scale
        px = layout.font_px * scale
        font = self.font()
        font.setPixelSize(max(12, round(px * 0.9)))
        self.setFont(font)
        title = self.title.font()
        title.setPixelSize(max(14, round(px * 1.15)))
        self.title.setFont(title)
        # the whole line's height, whatever glyphs this title has (a hamza over an alef)
        self.title.setMinimumHeight(QFontMetrics(title).height())
        for button in self.buttons.values():
            button.setFont(font)
        small = QFont(font)
        small.setPixelSize(max(12, round(px * 0.8)))
        self.details.setFont(small)
        for label in self.findChildren(QLabel, "contractNote"):
            label.setFont(small)
        # a widget over the viewport: the felt's geometry in the viewport's pixels
        margin, room = layout.margin * scale, layout.width * scale
        width = min(room - 2 * margin, max(520.0, layout.centre.width() * scale * 0.9))
        self.setFixedWidth(int(width))
        box = self.layout()
        wrapped = 0
        if box is not None:
            box.invalidate()  # a refill's new size, not the last decision's
            box.activate()
            # as tall as its words need at this width (adjustSize measured the wrapped labels
            # at the width they would like, so the notes ran over the buttons beside the log)
            wrapped = box.totalHeightForWidth(int(width)) if box.hasHeightForWidth() else 0
        self.setFixedHeight(max(wrapped, self.sizeHint().height()))
        bottom = (layout.hands[self.board.seating.human_seat].top() - layout.margin) * scale
        top = max(margin, bottom - self.height())
        self.move(int(room / 2 - width / 2), int(top))
