"""TableView: the whole felt, for any game. It shows the match the controller holds: it makes
the table's parts and wires them together (the board and its motion, the panels over the felt,
the input machine with the mouse and the keyboard, the player's intents), redraws on the
controller's signals, and is the Qt widget the window shows. It never decides a rule: the
player's gestures become moves in ``PlayerIntents`` (player_intents.py), through the game's
table adapter and the controller."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from PySide6.QtCore import QEvent, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QKeyEvent, QPainter, QResizeEvent, QTransform
from PySide6.QtWidgets import (
    QFrame,
    QGraphicsView,
    QWidget,
)

from ...controller.coach import Warning
from ...controller.live_match import LiveMatch
from ...controller.table_facts import TableFacts
from ...controller.tables.base import Decision
from ...core.engine import Move
from ...core.events import Event
from ..card_pictures import CardPictures
from .animations import Animator
from .board import Board
from .bubbles import HandToast
from .card_item import CardItem
from .chooser import ComboChooser
from .coach_panel import CoachPanel
from .contract_panel import ContractPanel
from .fallback_cards import default_renderer
from .felt import TableScene
from .geometry import FeltGeometry
from .input_machine import FeltReader, InputState, TableInput
from .interaction import FELT, Interaction
from .keyboard import KeyboardPlay
from .last_trick import LastTrick
from .layout import TABLE_MINIMUM
from .motion import Motion
from .player_intents import PlayerIntents
from .said import SaidBubble
from .selection import Selection
from .styles import CardLooks

DEFAULT_FELT = "#1d6b3f"


class TableView(QGraphicsView):
    status_message = Signal(str)
    # a word to the player that is not a move nor a refusal (also in the status bar); the
    # screen reader says it
    notice = Signal(str)

    def __init__(self, controller: TableFacts, renderer: CardPictures | None = None,
                 parent: QWidget | None = None, size: QSize | None = None,
                 synced: bool = True) -> None:
        """``size``: the size the view will be shown at, when known (the main window's), so
        the first layout and the cards drawn for it are the ones the player sees.
        ``synced=False``: the first redraw is left to the caller's ``syncs_held()`` block (the
        main window sets the view's options first)."""
        super().__init__(parent)
        # A viewport made here, not by Qt: the first time a widget Qt made reaches Python,
        # PySide builds the Python class of every QWidget subclass to find its type (~70 M
        # instructions, a tenth of opening the table); one made here has its wrapper already.
        self.setViewport(QWidget())
        if size is not None:
            self.resize(size)
        self._held = 0  # syncs_held() depth
        self._sync_due = False
        self._scene_for = QSize()  # the viewport size the scene was last laid out for
        self.controller = controller
        self.adapter = controller.table
        self.renderer = renderer if renderer is not None else default_renderer()
        self.felt_colour = QColor(DEFAULT_FELT)
        self.selection = Selection()
        self.table_scene = TableScene(lambda: self.felt_colour, self)
        self.setScene(self.table_scene)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setRenderHints(QPainter.RenderHint.Antialiasing
                            | QPainter.RenderHint.SmoothPixmapTransform
                            | QPainter.RenderHint.TextAntialiasing)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.FullViewportUpdate)
        self.setMouseTracking(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(400, 300)
        self.felt_geometry = FeltGeometry(self)
        self.animator = Animator(self)
        self.animator.set_speed(controller.animation_speed)
        self.board = Board(self.table_scene, controller, self.renderer, self.selection,
                           self.felt_geometry, lambda card: self.input.lift_of(card),
                           lambda: self.refresh_styles())
        self.motion = Motion(self.board, self.animator, self.set_busy, self.animation_done)
        self.table_scene.felt_layout = lambda: self.board.layout
        # a line of the chooser is played; cancelled, the card goes home and nothing stays chosen
        self.chooser = ComboChooser(self.renderer, lambda move: self.intents.play(move),
                                    lambda: self.input.refused(), self.refresh_styles)
        self.table_scene.addItem(self.chooser)
        self.last_trick = LastTrick(self.board, self.notice.emit)
        self.contract_panel = ContractPanel(self.viewport(), self.board)
        self.coach_panel = CoachPanel(self.viewport(), self.board, lambda: self.input.rest())
        # why a move was refused (or a hint), by the card, for a moment
        self.toast = HandToast(self.table_scene, self.board, controller.human_seat,
                               lambda card: self.input.lift_of(card), self.is_rtl, self)
        # what the player means (the mouse, the keyboard and the input machine ask it)
        self.intents = PlayerIntents(controller, self.selection, self.board, self.chooser,
                                     self.contract_panel, self.toast, self.last_trick,
                                     self.motion, lambda: self.input.rest(),
                                     lambda: self.input.refused(), self.relayout_hand,
                                     self.refresh_styles, self.notice.emit,
                                     self.status_message.emit)
        self.contract_panel.chosen.connect(self.intents.play)
        self.keyboard = KeyboardPlay(self.board, self.selection, self.intents,
                                     self.board.playable, self.is_rtl, self.adapter.has_tricks,
                                     self.notice.emit)
        # the one state machine every gesture goes through
        self.input = TableInput(controller, self.selection, self.board, self.keyboard,
                                self.chooser, self.last_trick, self.coach_panel,
                                self.contract_panel, lambda: self.interaction.dragging,
                                lambda: self.interaction.abandon_drag(), self.intents,
                                self.setFocus, self)
        self.interaction = Interaction(self.table_scene, self.board, self.input, self.selection,
                                       controller, self.animator, self.chooser, self.last_trick,
                                       self.intents)
        self.table_scene.gestures = self.interaction
        self.table_scene.over_felt = lambda: self.interaction.target == FELT
        self.looks = CardLooks(self.board, self.selection, controller, self.chooser,
                               self.keyboard, lambda: self.interaction.target_card,
                               self.table_scene, lambda: self.contract_panel.is_open)
        self.notice.connect(self.status_message)
        self.access: FeltReader | None = None  # the screen reader's view of the felt, if any
        if isinstance(controller, LiveMatch):  # a review's read-only position has no coach
            controller.coach_warned.connect(self._on_coach_warned)
        self._panels_due = False
        controller.events_applied.connect(self._on_events)
        controller.reset.connect(self._on_reset)
        controller.move_refused.connect(self._on_refused)
        controller.thinking_changed.connect(lambda _seat, _on: self._refresh_panels())
        controller.turn_changed.connect(lambda _seat: self._refresh_panels())
        controller.decision_needed.connect(self._on_decision)
        controller.hint_ready.connect(self._on_hint)
        controller.speed_changed.connect(self.animator.set_speed)
        self._resize_scene()
        if synced:
            self.sync()
        else:
            self._sync_due = True

    # ------------------------------------------------------------------ public
    def sync(self) -> None:
        """Redraw everything from the controller's state, without animation."""
        if self._held:
            self._sync_due = True
            return
        if self.animator.running:
            self.animator.finish_now()  # it ends with a sync of its own
            return
        self.board.sync()
        self.contract_panel.place()
        self.coach_panel.place()
        self.last_trick.place()
        self.table_scene.update()

    @contextmanager
    def syncs_held(self) -> Iterator[None]:
        """The redraws asked for inside happen once, at the end (opening a table: the view
        settings, then the controller's first position, each asked for its own)."""
        self._held += 1
        try:
            yield
        finally:
            self._held -= 1
            if not self._held and self._sync_due:
                self._sync_due = False
                self.sync()

    def set_felt_colour(self, colour: str | QColor) -> None:
        self.felt_colour = QColor(colour)
        self.table_scene.update()

    def set_high_contrast(self, on: bool) -> None:
        """Thicker, yellow focus rings and a darker veil on dimmed cards (View → High
        contrast); the felt's colour is set apart."""
        CardItem.high_contrast = on
        self.renderer.dim_strength = 2.0 if on else 1.0

    def set_card_scale(self, scale: float) -> None:
        """Cards this much larger than normal (View → Card size), as far as the felt has room."""
        self.felt_geometry.card_scale = scale

    @property
    def show_playable(self) -> bool:
        """The setting: the cards you may play and take are lit."""
        return self.looks.show_playable

    def set_show_playable(self, on: bool) -> None:
        self.looks.show_playable = on
        self.refresh_styles()

    @property
    def auto_capture(self) -> bool:
        """The setting: a double-click or Enter takes what the card can take, if only one way."""
        return self.intents.auto_capture

    def set_auto_capture(self, on: bool) -> None:
        self.intents.auto_capture = on

    @property
    def card_scale(self) -> float:
        """Cards this much larger than normal (View → Card size)."""
        return self.felt_geometry.card_scale

    @property
    def felt_scale(self) -> float:
        """Below TABLE_MINIMUM the felt is laid out at it and drawn this much smaller."""
        return self.felt_geometry.felt_scale

    def is_rtl(self) -> bool:
        return self.felt_geometry.rtl()

    def dpr(self) -> float:
        """Device pixels per scene unit (cards on a scaled-down felt stay sharp)."""
        return self.felt_geometry.dpr()

    def seat_status(self, seat: int) -> str:
        """The name plate's third line: thinking, whose turn, else the game's status line."""
        return self.board.furniture.seat_status(seat)

    # ------------------------------------------------------------------ styles and focus
    def refresh_styles(self) -> None:
        self.looks.refresh()
        self.input.settle()
        if self.access is not None:
            self.access.refresh()

    def relayout_hand(self) -> None:
        """A selection changed: your cards move (the chosen one rises), nothing else redraws."""
        if self.animator.running:
            self.animator.finish_now()
        self.board.place_hand()
        self.refresh_styles()

    def _refresh_panels(self) -> None:
        """Turn and thinking changes: name plates only, once per event-loop turn."""
        if self._panels_due:
            return
        self._panels_due = True
        QTimer.singleShot(0, self, self._panels_now)

    def _panels_now(self) -> None:
        self._panels_due = False
        self.board.sync_panels()
        self.refresh_styles()

    # ------------------------------------------------------------------ controller signals
    def _on_reset(self) -> None:
        """A new position without a move (start, undo, redo, a review's step): nothing of the
        old one stays chosen."""
        self.selection.clear()
        controller = self.controller
        if self.contract_panel.is_open and (not isinstance(controller, LiveMatch)
                                            or controller.decision() is None):
            self.contract_panel.close_panel()  # undone, or made for the human: not theirs now
        self.sync()

    def _on_events(self, events: list[Event]) -> None:
        self.toast.hide()
        if self.chooser.is_open:
            self.chooser.close()
        self.last_trick.close()
        self.coach_panel.close_panel()
        for text in self.adapter.announce(events, self.controller.is_human):
            self.status_message.emit(text)
        self.motion.animate(self.adapter.table_events(events))

    def _on_coach_warned(self, warning: Warning) -> None:
        """The coach holds the move back: the card goes home, the expert's move is shown."""
        card = self.adapter.played_card(warning.better)
        self.selection.card = card
        self.selection.picks = self.adapter.hint_picks(warning.better)
        self.selection.hint = warning.better
        self.coach_panel.open(warning)  # first: in COACH the card under the mouse is not lifted
        self.motion.snap_back()

    def _on_decision(self, decision: Decision[Move]) -> None:
        self.contract_panel.open(decision)
        self.refresh_styles()  # the hand's focus ring gives way to the panel's

    def _on_hint(self, move: Move | None) -> None:
        # a slot of the view's own, so that the controller's signal lets go of a closed table
        self.intents.show_hint(move)

    def _on_refused(self, reason: str) -> None:
        self.status_message.emit(reason)
        self.intents.show_refusal(reason)

    @property
    def refusal(self) -> SaidBubble:
        """The bubble over your hand (a refusal, a hint)."""
        return self.toast.bubble

    def set_busy(self, busy: bool) -> None:
        self.controller.set_view_busy(busy)

    def animation_done(self) -> None:
        self.board.sync()
        self.contract_panel.place()
        self.set_busy(False)

    # ------------------------------------------------------------------ Qt overrides
    def _resize_scene(self) -> None:
        """The scene is the viewport's size; a viewport smaller than TABLE_MINIMUM (the table
        beside the move log in a small window) gets a scene of the minimum's proportions,
        scaled down to fit, so every piece keeps its place and nothing is hidden."""
        size = self._viewport_size()
        self._scene_for = size
        width, height = max(1, size.width()), max(1, size.height())
        scale = min(1.0, width / TABLE_MINIMUM[0], height / TABLE_MINIMUM[1])
        self.felt_geometry.felt_scale = scale
        self.setTransform(QTransform.fromScale(scale, scale))
        self.table_scene.setSceneRect(0, 0, width / scale, height / scale)

    def _viewport_size(self) -> QSize:
        # a hidden view's viewport is laid out when it is shown; until then it is the view's
        # contents (no frame, no scroll bars, no margins)
        return self.viewport().size() if self.isVisible() else self.contentsRect().size()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        if self._viewport_size() == self._scene_for:
            return  # shown at the size it was opened at: already laid out and drawn for it
        self.animator.finish_now()
        if self.chooser.is_open:  # its place is gone; the card goes back, ask again
            self.chooser.cancel()
        self._resize_scene()
        self.sync()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        if self.input.key(event):
            event.accept()
            return
        if self.input.state is InputState.REVIEW:
            event.ignore()  # the review window's keys (QGraphicsView would scroll with them)
            return
        super().keyPressEvent(event)

    def leaveEvent(self, event: QEvent) -> None:  # noqa: N802
        super().leaveEvent(event)
        self.input.hover(None)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        super().changeEvent(event)
        if event.type() in (QEvent.Type.LayoutDirectionChange, QEvent.Type.LanguageChange):
            self.sync()
