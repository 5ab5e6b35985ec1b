"""TableView: the whole felt. It shows the match the controller holds and turns gestures into
intents (``controller.request_play``); it never decides a rule: which moves a card has, and
why one is refused, come from the controller, which asks the engine."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QEvent, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QKeyEvent, QPainter, QRadialGradient, QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
    QGraphicsView,
    QWidget,
)

from ...core.cards import SPANISH
from ...games.kinza import KinzaMove
from . import texts
from .animations import Animator
from .board import Board
from .chooser import ComboChooser
from .fallback_cards import default_renderer
from .interaction import FELT, Interaction
from .keyboard import HAND, focus_cards, handle_key

DEFAULT_FELT = "#1d6b3f"


@dataclass
class Selection:
    card: int | None = None  # the hand card about to be played
    picks: set[int] = field(default_factory=set)  # table cards picked by click / Space
    row: str = HAND  # keyboard focus row
    index: int = 0  # keyboard focus, in screen order
    keyboard: bool = False  # focus ring shown once the keyboard is used
    hint: Any = None


class TableScene(QGraphicsScene):
    """Routes the mouse to the view's Interaction and paints the felt."""

    def __init__(self, view: TableView) -> None:
        super().__init__(view)
        self._view = view

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        self._view.interaction.press(event.scenePos(), event.button())
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        self._view.interaction.move(event.scenePos(), event.buttons())
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        self._view.interaction.release(event.scenePos(), event.button())
        event.accept()

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        self._view.interaction.double_click(event.scenePos())
        event.accept()

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:  # noqa: N802
        area = self.sceneRect()
        felt = QColor(self._view.felt_colour)
        gradient = QRadialGradient(area.center(), max(area.width(), area.height()) * 0.75)
        gradient.setColorAt(0.0, felt.lighter(118))
        gradient.setColorAt(0.65, felt)
        gradient.setColorAt(1.0, felt.darker(165))
        painter.fillRect(rect, gradient)
        layout = self._view.board.layout if hasattr(self._view, "board") else None
        if layout is None:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        centre = layout.centre.adjusted(-layout.margin / 2, -layout.margin / 2,
                                        layout.margin / 2, layout.margin / 2)
        radius = layout.card.width() * 0.25
        dragging_to_felt = self._view.interaction.target == FELT
        painter.setPen(QColor(255, 255, 255, 110 if dragging_to_felt else 28))
        painter.setBrush(QColor(255, 230, 120, 40) if dragging_to_felt else QColor(0, 0, 0, 18))
        painter.drawRoundedRect(centre, radius, radius)


class TableView(QGraphicsView):
    status_message = Signal(str)

    def __init__(self, controller: Any, renderer: Any = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.renderer = renderer if renderer is not None else default_renderer()
        self.felt_colour = QColor(DEFAULT_FELT)
        self.show_playable = True
        self.auto_capture = True
        self.selection = Selection()
        self.table_scene = TableScene(self)
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
        self.animator = Animator(self)
        self.animator.set_speed(controller.animation_speed)
        self.interaction = Interaction(self)
        self.board = Board(self)
        self.chooser = ComboChooser(self.renderer, self._chooser_picked, self._chooser_cancelled,
                                    self.refresh_styles)
        self.table_scene.addItem(self.chooser)
        controller.events_applied.connect(self._on_events)
        controller.state_changed.connect(self._on_state_changed)
        controller.move_refused.connect(self._on_refused)
        controller.thinking_changed.connect(lambda _seat, _on: self._refresh_panels())
        controller.turn_changed.connect(lambda _seat: self._refresh_panels())
        controller.hint_ready.connect(self.show_hint)
        controller.speed_changed.connect(self.animator.set_speed)
        self._resize_scene()
        self.sync()

    # ------------------------------------------------------------------ public
    def sync(self) -> None:
        """Redraw everything from the controller's state, without animation."""
        self.board.sync()
        self.table_scene.update()

    def set_felt_colour(self, colour: str | QColor) -> None:
        self.felt_colour = QColor(colour)
        self.table_scene.update()

    def set_show_playable(self, on: bool) -> None:
        self.show_playable = on
        self.refresh_styles()

    def set_auto_capture(self, on: bool) -> None:
        self.auto_capture = on

    def is_rtl(self) -> bool:
        return self.layoutDirection() == Qt.LayoutDirection.RightToLeft

    def dpr(self) -> float:
        return self.viewport().devicePixelRatioF()

    # ------------------------------------------------------------------ texts on the felt
    def seat_name(self, seat: int) -> str:
        return texts.seat_name(self.controller, seat)

    def seat_subtitle(self, seat: int) -> str:
        return texts.seat_subtitle(self.controller, seat)

    def seat_status(self, seat: int) -> str:
        return texts.seat_status(self.controller, seat)

    def score_lines(self) -> list[str]:
        return texts.score_lines(self.controller)

    # ------------------------------------------------------------------ intents
    def select_card(self, card: int | None, keep_picks: bool = False) -> None:
        selection = self.selection
        if card != selection.card or not keep_picks:
            selection.picks = set()
        selection.card = card
        selection.hint = None
        if card is not None:
            cards = focus_cards(self, HAND)
            if card in cards:
                selection.row, selection.index = HAND, cards.index(card)
        self._relayout_hand()

    def toggle_pick(self, card: int) -> None:
        selection = self.selection
        if selection.card is None:
            self.status_message.emit(self.tr("First choose a card from your hand."))
            return
        selection.picks ^= {card}
        self.refresh_styles()

    def confirm(self) -> None:
        """Play the selected card with the picked table cards (Enter / double-click)."""
        card = self.selection.card
        if card is None:
            return
        picks = frozenset(self.selection.picks)
        moves = self.controller.moves_for_card(card)
        captures = [m for m in moves if m.take and picks <= m.take]
        if not picks and len(captures) > 1:
            self.open_chooser(card, captures)  # it must capture: offer every way
        elif not picks:
            self.play_to_felt(card)
        elif len(captures) == 1:
            self.play(captures[0])  # the picks name one capture (maybe only part of it)
        elif captures:
            self.open_chooser(card, captures)
        else:
            self.play(KinzaMove(card, picks))  # the engine says why these do not go

    def cancel(self) -> None:
        if self.chooser.is_open:
            self.chooser.cancel()
            return
        self.selection.card = None
        self.selection.picks = set()
        self.selection.hint = None
        self._relayout_hand()

    def ask_hint(self) -> None:
        if self.controller.is_human_turn():
            self.controller.request_hint()

    def show_hint(self, move: Any) -> None:
        if move is None or not self.controller.is_human_turn():
            return
        self.select_card(move.play)
        self.selection.picks = set(move.take)
        self.selection.hint = move
        card = SPANISH.format(move.play)
        if move.take:
            taken = "+".join(SPANISH.format(c) for c in sorted(move.take))
            text = self.tr("Hint: take {cards} with {card} (Enter plays it).").format(
                cards=taken, card=card)
        else:
            text = self.tr("Hint: lay {card} on the table (Enter plays it).").format(card=card)
        self.status_message.emit(text)
        self.refresh_styles()

    def play_onto(self, card: int, table_card: int) -> None:
        """A hand card dropped on a table card: the capture containing that card."""
        moves = self.controller.moves_for_card(card)
        options = [m for m in moves if table_card in m.take]
        if len(options) == 1:
            self.play(options[0])
        elif options:
            self.open_chooser(card, options)
        elif any(m.take for m in moves):
            self.play(KinzaMove(card, frozenset({table_card})))  # the engine says why not
        else:
            self.play(KinzaMove(card))  # it captures nothing: dropped on the table = laid down

    def play_to_felt(self, card: int) -> None:
        """A hand card dropped on the empty felt (or confirmed without picks): lay it down,
        or take its only capture when auto-capture is on."""
        moves = self.controller.moves_for_card(card)
        if self.auto_capture and len(moves) == 1 and moves[0].take:
            self.play(moves[0])
            return
        self.play(KinzaMove(card))

    def open_chooser(self, card: int, options: list[Any]) -> None:
        layout = self.board.layout
        if layout is None:
            return
        self.select_card(card)
        aspect = layout.card.height() / layout.card.width()
        table = [item.mapRectToScene(item.card_rect()) for item in self.board.table.values()]
        anchor = table[0] if table else QRectF(layout.centre.center(), layout.card)
        for rect in table[1:]:
            anchor = anchor.united(rect)
        self.chooser.open(card, options, anchor, layout.card.width() * 0.5,
                          aspect, self.dpr(), layout.font_px, self.is_rtl())
        felt = QRectF(0, layout.centre.top(), layout.width, layout.height - layout.centre.top())
        self.chooser.place_within(felt.adjusted(layout.margin, 0, -layout.margin, -layout.margin),
                                  anchor.bottom(), layout.margin)

    def play(self, move: Any) -> bool:
        if self.controller.request_play(move):
            self.selection.card = None
            self.selection.picks = set()
            self.selection.hint = None
            return True
        self.snap_back()
        return False

    def snap_back(self) -> None:
        """Cards return to their places (after a refusal or a drop outside the table)."""
        animator = self.animator
        layout = self.board.compute()
        animator.begin()
        animator.step()
        human = self.controller.human_seat
        hand = self.controller.human_view().hand
        for card, pos in zip(hand, layout.hand_slots(human, len(hand)), strict=True):
            item = self.board.hand.get(card)
            if item is not None:
                lift = layout.card.height() * 0.16 if self.selection.card == card else 0.0
                animator.move(item, pos - QPointF(0, lift), "snap_back")
        animator.run(self.sync)

    # ------------------------------------------------------------------ styles and focus
    def refresh_styles(self) -> None:
        selection = self.selection
        board = self.board
        playable: set[int] = set()
        if self.show_playable and selection.card is not None:
            for move in self.controller.moves_for_card(selection.card):
                playable |= move.take
        chosen = self.chooser.current_take() if self.chooser.is_open else frozenset()
        target = self.interaction.target
        for card, item in board.table.items():
            if card == target or card in chosen or card in selection.picks:
                item.set_style("selected")
            elif card in playable:
                item.set_style("highlight")
            else:
                item.set_style("normal")
        hint_card = selection.hint.play if selection.hint is not None else None
        for card, item in board.hand.items():
            item.set_style("highlight" if card == hint_card else "normal")
        focus_row = focus_cards(self, selection.row) if selection.keyboard else []
        focused = focus_row[selection.index] if 0 <= selection.index < len(focus_row) else None
        for item in [*board.hand.values(), *board.table.values()]:
            item.set_focused(item.card == focused and item.role == selection.row)
        self.table_scene.update()

    def _relayout_hand(self) -> None:
        if self.animator.running:
            self.animator.finish_now()
        self.board.sync()

    def _refresh_panels(self) -> None:
        if not self.animator.running:
            self.board.sync()

    # ------------------------------------------------------------------ controller signals
    def _on_events(self, events: list[Any]) -> None:
        if self.chooser.is_open:
            self.chooser.close()
        self._announce(events)
        self.board.animate(list(events))

    def _announce(self, events: list[Any]) -> None:
        """Say in the status bar what another seat just did (it is also animated)."""
        for text in texts.announcements(self.controller, events):
            self.status_message.emit(text)

    def _on_state_changed(self) -> None:
        if not self.animator.running:
            self.sync()

    def _on_refused(self, reason: str) -> None:
        self.status_message.emit(reason)

    def set_busy(self, busy: bool) -> None:
        self.controller.set_view_busy(busy)

    def animation_done(self) -> None:
        self.sync()
        self.set_busy(False)

    def _chooser_picked(self, move: Any) -> None:
        self.play(move)

    def _chooser_cancelled(self) -> None:
        self.selection.picks = set()
        self.snap_back()

    # ------------------------------------------------------------------ Qt overrides
    def _resize_scene(self) -> None:
        size = self.viewport().size()
        self.table_scene.setSceneRect(0, 0, size.width(), size.height())

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        self.animator.finish_now()
        if self.chooser.is_open:  # its place is gone; the card goes back, ask again
            self.chooser.cancel()
        self._resize_scene()
        self.sync()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        if handle_key(self, event.key()):
            event.accept()
            return
        super().keyPressEvent(event)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        super().changeEvent(event)
        if event.type() in (QEvent.Type.LayoutDirectionChange, QEvent.Type.LanguageChange):
            self.sync()
