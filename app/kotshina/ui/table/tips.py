"""First-run tips: a few callouts over the real table, one at a time.

The game's table adapter says what each tip says and what it points at (``TableAdapter.tips``:
the hand, the felt's centre, the score box, the player's pile); this overlay finds that place in
the table's layout, lights it with a gold outline and puts the words beside it, with Next and
"Don't show again". The table stays playable underneath: only the callout takes clicks.

A callout stays where it was put until the player moves on (or the window changes size): it
keeps clear of where the banner flashes rather than running from the banner, which had it jump
away from under a click meant for "Don't show again". At a match's start with a choice to make
(King's and Trix's contract panel), the tip about that panel comes at once, outlining it, and
the others wait until it is answered: the tip used to wait too and came after the choice it
explains.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QEvent, QObject, QPointF, QRect, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QGraphicsView,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...controller.i18n import format_number
from ...controller.tables.base import TIP_HAND, TIP_PILE, TIP_SCORE, TIP_TABLE, Tip
from .. import theme
from .board import Board

CALLOUT_WIDTH = 340  # logical pixels; narrower in a small window
VEIL = QColor(0, 0, 0, 70)


class _Spotlight(QWidget):
    """Paints the veil with a hole over the target and a gold outline; takes no input."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.target = QRectF()
        self.anchor = QPointF()  # where the line to the callout starts

    def paintEvent(self, _event: QPaintEvent) -> None:  # noqa: N802 - Qt override
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        veil = QPainterPath()
        veil.addRect(QRectF(self.rect()))
        hole = QPainterPath()
        hole.addRoundedRect(self.target, 12, 12)
        painter.fillPath(veil.subtracted(hole), VEIL)
        pen = QPen(theme.gold(), 3)
        pen.setStyle(Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.drawRoundedRect(self.target, 12, 12)
        painter.setPen(QPen(theme.gold(), 2))
        edge = QPointF(self.target.center().x(),
                       self.target.top() if self.anchor.y() < self.target.top()
                       else self.target.bottom())
        painter.drawLine(self.anchor, edge)
        painter.end()


_MOVED = (QEvent.Type.Show, QEvent.Type.Hide, QEvent.Type.Move, QEvent.Type.Resize)


def _area(rect: QRectF) -> float:
    return max(0.0, rect.width()) * max(0.0, rect.height())


class TipsOverlay(QObject):
    """The tips of one game over ``view``, the widget that shows the ``board``'s felt.
    ``dismissed(never_again)`` when the last tip was read or the player asked not to see them
    again."""

    dismissed = Signal(bool)

    def __init__(self, view: QGraphicsView, board: Board, source: Callable[[], list[Tip]],
                 parent: QObject | None = None, panels: Sequence[QWidget] = (),
                 decision: QWidget | None = None) -> None:
        super().__init__(parent)
        self.view = view
        self.board = board
        self.source = source  # the tips in the current language (asked again on a change)
        self.tips = source()
        self.index = 0
        self.waiting = False  # a tip due while the player answers a panel: shown when it closes
        self.closed = False
        self.holds_keys = False  # the callout lies over the open panel: Enter means Next
        self.left_focus: QWidget | None = None  # where the keys go back to
        self.spotlight = _Spotlight(view)
        self.callout = QFrame(view)
        self.callout.setObjectName("tipCallout")
        self.step = QLabel(self.callout)
        self.step.setObjectName("tipStep")
        self.text = QLabel(self.callout)
        self.text.setWordWrap(True)
        self.never = QPushButton(self.callout)
        self.next = QPushButton(self.callout)
        self.next.setDefault(True)
        for button in (self.never, self.next):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the table keeps the keys
        self.never.clicked.connect(lambda: self.close(never_again=True))
        self.next.clicked.connect(self.advance)
        buttons = QHBoxLayout()
        buttons.addWidget(self.never)
        buttons.addStretch(1)
        buttons.addWidget(self.next)
        layout = QVBoxLayout(self.callout)
        layout.addWidget(self.step)
        layout.addWidget(self.text)
        layout.addLayout(buttons)
        view.installEventFilter(self)
        # a panel or prompt opening moves the callout off it; one closing leaves it where it is
        self.watched = list(panels)  # the contract panel, prompts, the coach's panel
        self.decision = decision  # the panel the player answers (contract, doubling, pass)
        for widget in self.watched:
            widget.installEventFilter(self)
        self.spotlight.hide()
        self.callout.hide()

    @property
    def is_open(self) -> bool:
        return self.callout.isVisible()

    def start(self, wait: bool = False) -> None:
        """The first tip. With ``wait`` (the tips coming by themselves at a match's start) and
        the player naming a contract in a panel now, the first tip that is not about the panel
        waits until it is answered; the panel's own tip comes now, in time for the choice."""
        self.index = 0
        if wait and self._waits(self.index):
            self.waiting = True
        else:
            self.show_tip()

    def _panel_open(self) -> bool:
        return self.decision is not None and self.decision.isVisible()

    def _waits(self, index: int) -> bool:
        """Whether tip ``index`` waits for the open panel to be answered: every tip but the
        one about the felt's middle, where the panel is (the hand's, the pile's, the score's
        would cover the choice or the cards it is made from)."""
        return self._panel_open() and self.tips[index].target != TIP_TABLE

    def advance(self) -> None:
        if self.index + 1 >= len(self.tips):
            self.close(never_again=False)
            return
        self.index += 1
        if self._waits(self.index):
            self._give_back_keys()
            self.spotlight.hide()
            self.callout.hide()
            self.waiting = True  # shown when the panel closes (eventFilter)
        else:
            self.show_tip()

    def close(self, never_again: bool = False) -> None:
        if not (self.callout.isVisible() or self.waiting):
            return
        self.waiting = False
        self.closed = True  # its callout is going: a resize queued before this finds nothing
        self._give_back_keys()
        self.view.removeEventFilter(self)
        for widget in self.watched:
            widget.removeEventFilter(self)
        self.spotlight.hide()
        self.callout.hide()
        self.spotlight.deleteLater()
        self.callout.deleteLater()
        self.dismissed.emit(never_again)

    def show_tip(self) -> None:
        self.retranslate()
        self.spotlight.setGeometry(self.view.rect())
        self.place()
        self.spotlight.show()
        self.spotlight.raise_()
        self.callout.show()
        self.callout.raise_()

    def retranslate(self) -> None:
        self.tips = self.source()
        tip = self.tips[self.index]
        self.step.setText(self.tr("Tip %1 of %2").replace("%1", format_number(self.index + 1))
                          .replace("%2", format_number(len(self.tips))))
        self.text.setText(tip.text)
        self.never.setText(self.tr("Don't show again"))
        last = self.index + 1 >= len(self.tips)
        self.next.setText(self.tr("Done") if last else self.tr("Next"))

    def target_rect(self, tip: Tip) -> QRectF:
        """Where ``tip`` points, in the view's pixels (from the table's layout)."""
        board = self.board
        layout = board.layout
        human = board.seating.human_seat
        if layout is None:
            return QRectF(self.view.rect())
        if tip.target == TIP_TABLE and self._panel_open() and self.decision is not None:
            return self._in_view(self.decision).adjusted(-4, -4, 4, 4)  # the panel it is about
        if tip.target == TIP_HAND:
            scene = layout.hands[human]
        elif tip.target == TIP_SCORE:  # the box as drawn: it grows to hold a long line
            scene = layout.score_box.united(board.score_box.sceneBoundingRect())
        elif tip.target == TIP_PILE:
            corner = layout.piles.get(human, layout.centre.bottomRight())
            scene = QRectF(corner, layout.small)
        else:  # TIP_TABLE
            scene = layout.centre
        pad = layout.margin
        scene = scene.adjusted(-pad, -pad, pad, pad)
        return QRectF(self.view.mapFromScene(scene).boundingRect())

    def _in_view(self, widget: QWidget) -> QRectF:
        return QRectF(QRect(widget.mapTo(self.view, widget.rect().topLeft()), widget.size()))

    def banner_band(self) -> QRectF:
        """Where the banner flashes (a contract named, a sweep), in the view's pixels, shown
        or not: across the felt's middle, as high as the banner's pill."""
        layout = self.board.layout
        if layout is None:
            return QRectF()
        centre = layout.centre
        half = layout.font_px * 2 + 4  # the pill is twice its letters' size high, 2 * px
        band = QRectF(centre.left(), centre.center().y() - half, centre.width(), 2 * half)
        shown = self.board.banner.sceneBoundingRect() if self.board.banner.isVisible() else band
        return QRectF(self.view.mapFromScene(band.united(shown)).boundingRect())

    def busy_rects(self) -> list[tuple[QRectF, float]]:
        """What the callout should leave uncovered, in the view's pixels, each with how much
        covering it costs: an open panel or prompt and the banner's place most (the player
        answers or reads them now; the banner comes without warning), the cards on the felt,
        then the hand and the name plates."""
        board, view = self.board, self.view
        rects: list[tuple[QRectF, float]] = []

        def scene_rect(rect: QRectF, weight: float) -> None:
            rects.append((QRectF(view.mapFromScene(rect).boundingRect()), weight))
        for widget in self.watched:
            if widget.isVisible():
                rects.append((self._in_view(widget), 8.0))
        if not self._panel_open():  # no banner flashes while a contract is being named
            rects.append((self.banner_band(), 8.0))
        if board.plate.isVisible():
            scene_rect(board.plate.sceneBoundingRect(), 4.0)
        for card in board.table.values():
            scene_rect(card.sceneBoundingRect(), 2.0)
        for card in board.hand.values():
            scene_rect(card.sceneBoundingRect(), 1.0)
        for panel in board.panels.values():
            scene_rect(panel.sceneBoundingRect(), 1.0)
        if board.score_box.isVisible():
            scene_rect(board.score_box.sceneBoundingRect(), 1.0)
        return rects

    def place(self) -> None:
        view = self.view
        target = self.target_rect(self.tips[self.index]).intersected(QRectF(view.rect()))
        self.spotlight.target = target
        width = min(CALLOUT_WIDTH, view.width() - 24)
        self.callout.setFixedWidth(width)
        # the wrapped words' height at this width (a label's plain size hint is one line's)
        layout = self.callout.layout()
        height = layout.totalHeightForWidth(width) if layout is not None \
            else self.callout.sizeHint().height()
        self.callout.setFixedHeight(height)
        x = target.center().x() - width / 2
        x = max(12.0, min(x, view.width() - width - 12.0))
        y = self.clear_y(target, x, width, height)
        box = QRectF(x, y, width, height)
        # a sliver of the panel's frame may go under it, never its buttons
        over = self._panel_open() and self.decision is not None \
            and box.intersects(self._in_view(self.decision).adjusted(0, 8, 0, -8))
        if over:
            # no place leaves the panel clear (it fills a small window's felt): the tip goes
            # over its middle, read before the choice, and holds Enter until Next
            y = max(8.0, min(target.center().y() - height / 2, view.height() - 8.0 - height))
        self.callout.setGeometry(QRect(round(x), round(y), width, height))
        self._hold_keys(over)
        self.spotlight.anchor = QPointF(x + width / 2, y if y > target.bottom() else y + height)
        self.spotlight.update()

    def _hold_keys(self, hold: bool) -> None:
        """Over the open panel, Enter and Space go to Next, not to the contract under it."""
        if hold == self.holds_keys:
            return
        if not hold:
            self._give_back_keys()
            return
        self.holds_keys = True
        self.left_focus = QApplication.focusWidget()
        self.next.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.next.setFocus()

    def _give_back_keys(self) -> None:
        if not self.holds_keys:
            return
        self.holds_keys = False
        self.next.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        left, self.left_focus = self.left_focus, None
        if left is not None and left.isVisible():
            left.setFocus()
        elif self.decision is not None and self.decision.isVisible():
            self.decision.setFocus()

    def clear_y(self, target: QRectF, x: float, width: int, height: int) -> float:
        """The callout's top: beside the target (above it in the lower half, else below) where
        it fits; where the target fills the felt, the height in the window where it covers the
        least of what the player needs (the contract panel, a prompt, the banner, the cards),
        nearest the target's middle among equals. The target itself is always veiled less."""
        view = self.view
        below = target.bottom() + 16
        above = target.top() - 16 - height
        beside = []
        if target.center().y() > view.height() / 2 and above >= 8:
            beside.append(above)
        if below + height <= view.height() - 8:
            beside.append(below)
        busy = self.busy_rects()

        def cost(y: float) -> float:
            box = QRectF(x, y, width, height)
            return sum(weight * _area(box.intersected(rect)) for rect, weight in busy)
        for y in beside:
            if cost(y) == 0:
                return y
        lowest = max(8.0, view.height() - 8.0 - height)
        # within the window: a callout half below it covered "less" and lost its buttons
        # (the hand's tip at 800x600 in Arabic)
        middle = max(8.0, min(target.center().y() - height / 2, lowest))
        steps = [8.0 + i * 4.0 for i in range(int((lowest - 8.0) / 4.0) + 1)]
        return min([*beside, *steps, middle],
                   key=lambda y: (round(cost(y)), abs(y - middle)))

    def _replace(self) -> None:
        if self.callout.isVisible():
            self.place()

    def _resized(self) -> None:
        if not self.closed and self.callout.isVisible():
            self.spotlight.setGeometry(self.view.rect())
            self.place()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        if watched in self.watched and event.type() in _MOVED:
            if self.waiting:
                if watched is self.decision and event.type() == QEvent.Type.Hide:
                    self.waiting = False
                    self.show_tip()
            elif event.type() == QEvent.Type.Hide:
                # a panel answered leaves the callout where the player's eyes found it, unless
                # it lay over the panel for want of room: then it goes clear of the banner
                if watched is self.decision and self.holds_keys:
                    self._give_back_keys()
                    self._replace()
            else:
                self._replace()
        if watched is self.view and self.callout.isVisible():
            if event.type() == QEvent.Type.Resize:
                # placed once the table has laid itself out for the new size: this filter
                # sees the resize before the table does
                QTimer.singleShot(0, self, self._resized)
            elif event.type() == QEvent.Type.LanguageChange:
                self.retranslate()
                self.place()
        return False
