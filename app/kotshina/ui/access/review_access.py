"""The review window as a screen reader and a keyboard player meet it: every part that takes
the focus is named (the felt's zones as in a match, the slider, your moves), each step taken
with the keys is said aloud in words (the move and the expert's opinion, as the window writes
them, French cards named rather than drawn as symbols), the opinion of the move shown is said
when the analysis brings it, and the list of your moves steps the review as its current line
moves (Up/Down, Home/End: a keyboard has no click)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt

from ...controller.cardnames import spoken
from .announcer import Announcer
from .table_access import TableAccess

if TYPE_CHECKING:
    from PySide6.QtWidgets import QListWidget, QListWidgetItem, QProgressBar, QSlider

    from ...controller.review import ReviewPosition
    from ..table.view import TableView

translate = QCoreApplication.translate  # lupdate reads translate("ReviewAccess", "text")


class ReviewedWindow(Protocol):
    """What the access reads and drives of the review window (ui/review_window.py), named here
    so this module need not import the window that imports it."""

    STEP_ROLE: Qt.ItemDataRole  # where a move list line keeps its step
    table: TableView
    moves: QListWidget
    slider: QSlider
    progress: QProgressBar
    position: ReviewPosition

    def isVisible(self) -> bool: ...  # noqa: N802 - Qt's name

    def step_texts(self) -> tuple[str, str]: ...

    def go(self, step: int, force: bool = False) -> None: ...


class ReviewAccess(QObject):
    """``window``'s accessibility; ``owner`` is the same window as a QObject (it owns this
    object and the announcements come from it)."""

    def __init__(self, window: ReviewedWindow, owner: QObject) -> None:
        super().__init__(owner)
        self.window = window
        self.announcer = Announcer(owner, self)
        window.table.access = TableAccess(window.table, self.announcer)
        window.moves.currentItemChanged.connect(self._line_moved)
        window.moves.installEventFilter(self)

    def retranslate(self) -> None:
        window = self.window
        window.slider.setAccessibleName(translate("ReviewAccess", "Move shown"))
        window.moves.setAccessibleName(translate("ReviewAccess", "Your moves"))
        window.progress.setAccessibleName(translate("ReviewAccess", "Analysis"))

    def step_shown(self) -> None:
        """A step taken (keys, slider, buttons, the list): what it shows, said in words."""
        if not self.window.isVisible():
            return
        with spoken():
            step, advice = self.window.step_texts()
        self.announcer.say(" ".join(text for text in (step, advice) if text))

    def advice_came(self) -> None:
        """The analysis judged the move on the screen: its opinion, said."""
        if not self.window.isVisible():
            return
        with spoken():
            _step, advice = self.window.step_texts()
        self.announcer.say(advice)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        """The focus comes to your moves while the step shown is another seat's (no current
        line): the review goes to your next move, rather than Qt making the first line
        current (and the review jumping back to it)."""
        moves = self.window.moves
        if watched is moves and event.type() == QEvent.Type.FocusIn \
                and moves.currentItem() is None and moves.count():
            shown = self.window.position.step
            steps = [int(moves.item(row).data(self.window.STEP_ROLE))
                     for row in range(moves.count())]
            self.window.go(next((step for step in steps if step >= shown), steps[-1]))
        return False

    def _line_moved(self, item: QListWidgetItem | None, _before: QListWidgetItem | None) -> None:
        # the window sets the current line itself with its signals blocked: this is the player
        if item is not None:
            self.window.go(int(item.data(self.window.STEP_ROLE)))
