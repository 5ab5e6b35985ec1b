"""The coach's word over the felt: the move the player chose costs a mistake or worse; the
expert's move is shown on the cards; the player keeps theirs or takes the suggestion (Enter),
or puts the warning away (Esc, a click on the felt: the input machine's COACH state) and
chooses again, nothing played."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from ...controller.coach import Warning
from ...controller.i18n import format_number
from ...controller.live_match import LiveMatch
from ..enter_guard import EnterGuard
from .board import Board

STYLE = """
#coachPanel { background: rgba(14, 30, 20, 240); border: 2px solid #5ab0ff; border-radius: 12px; }
#coachPanel QLabel { color: #ffffff; background: transparent; }
#coachPanel QLabel#coachTitle { color: #9fd0ff; font-weight: bold; }
#coachPanel QPushButton { background: #f6e7b0; color: #1b3a2a; border-radius: 8px;
    padding: 6px 12px; }
#coachPanel QPushButton:hover, #coachPanel QPushButton:focus { background: #fff3c8; }
"""


class CoachPanel(QFrame):
    """The coach's warning over ``viewport`` (the felt's widget), placed by the ``board``'s
    layout; the answer goes to the board's controller, after ``rest()`` has put your cards
    down (the input machine's REST)."""

    def __init__(self, viewport: QWidget, board: Board, rest: Callable[[], None]) -> None:
        super().__init__(viewport)
        self.board = board
        self.rest = rest
        self.setObjectName("coachPanel")
        self.setStyleSheet(STYLE)
        self.warning: Warning | None = None
        self.guard = EnterGuard(self)
        self.title = QLabel(self)
        self.title.setObjectName("coachTitle")
        self.text = QLabel(self)
        self.text.setWordWrap(True)
        self.keep = QPushButton(self)
        self.take = QPushButton(self)
        self.keep.clicked.connect(lambda: self._answer(keep=True))
        self.take.clicked.connect(lambda: self._answer(keep=False))
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.keep)
        buttons.addWidget(self.take)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(14, 10, 14, 10)
        layout.addWidget(self.title)
        layout.addWidget(self.text)
        layout.addLayout(buttons)
        self.hide()

    @property
    def is_open(self) -> bool:
        return not self.isHidden()

    def open(self, warning: Warning) -> None:
        self.warning = warning
        self.retranslate()
        self.show()
        self.raise_()
        self.place()
        self.take.setFocus()
        self.guard.arm(self)  # it comes up while the player may still be pressing Enter

    def close_panel(self) -> None:
        self.warning = None
        self.hide()

    def retranslate(self) -> None:
        self.title.setText(self.tr("The coach"))
        self.keep.setText(self.tr("Play mine"))
        self.take.setText(self.tr("Play the expert's move"))
        if self.warning is not None:
            self.text.setText(self.warning_text(self.warning))

    def warning_text(self, warning: Warning) -> str:
        """Why the coach speaks: the move's mark, its cost and the expert's move, in words."""
        adapter = self.board.adapter
        points = max(1, round(warning.cost))
        # one sentence per mark; %Ln gives the plural form (Arabic has six) and the digits
        if warning.mark == "blunder":
            text = self.tr("“%1” looks like a blunder: about %Ln point(s) less than the "
                           "expert's move, “%2”.", "", points)
        else:
            text = self.tr("“%1” looks like a mistake: about %Ln point(s) less than the "
                           "expert's move, “%2”.", "", points)
        text = text.replace("%1", adapter.describe(warning.move)) \
            .replace("%2", adapter.describe(warning.better))
        if warning.cost_win is not None and warning.cost_win >= 0.01:
            text += " " + self.tr("It lowers your chance of winning the match by about %1 "
                                  "in 100.").replace("%1", format_number(round(warning.cost_win * 100)))
        return text

    def take_expert_move(self) -> None:
        self._answer(keep=False)

    def _answer(self, keep: bool) -> None:
        warning = self.warning
        if warning is None:
            return
        self.close_panel()
        self.rest()  # the expert's card goes down and is no longer chosen or hinted
        controller = self.board.controller
        if isinstance(controller, LiveMatch):  # only a live match has a coach
            controller.play_despite_coach(warning.move if keep else warning.better)

    def place(self) -> None:
        layout = self.board.layout
        if self.isHidden() or layout is None:
            return
        font = self.font()  # the felt's letters as they show (this widget is not scaled)
        font.setPixelSize(max(12, round(layout.font_px * self.board.geometry.felt_scale * 0.95)))
        self.setFont(font)
        for child in (self.title, self.text, self.keep, self.take):
            child.setFont(font)
        # a widget over the viewport: the felt's geometry in the viewport's pixels
        scale = self.board.geometry.felt_scale
        margin, room = layout.margin * scale, layout.width * scale
        width = min(room - 2 * margin, max(420.0, layout.centre.width() * scale * 0.7))
        self.setFixedWidth(int(width))
        # a wrapped label's size hint is for some other width: the height for this one
        box = self.layout()
        height = box.totalHeightForWidth(int(width)) if box is not None else self.sizeHint().height()
        self.setFixedHeight(height)
        top = (layout.centre.top() + layout.margin) * scale
        bottom = (layout.centre.bottom() - layout.margin) * scale - height
        self.move(int(room / 2 - width / 2), int(self._clear_of_the_cards(top, max(top, bottom))))

    def _clear_of_the_cards(self, top: float, lowest: float) -> float:
        """The panel's top, between top and lowest, that hides least of the table's cards:
        the warning names them and the expert's move is lit on them."""
        scale = self.board.geometry.felt_scale
        cards = [item.mapRectToScene(item.card_rect()) for item in self.board.table.values()]
        if not cards:
            return top
        upper = min(r.top() for r in cards) * scale
        lower = max(r.bottom() for r in cards) * scale
        gap = 8 * scale
        height = self.height()
        candidates = [top, upper - gap - height, lower + gap, lowest]

        def hidden(y: float) -> float:
            return max(0.0, min(y + height, lower) - max(y, upper))

        return min((min(max(y, top), lowest) for y in candidates), key=hidden)
