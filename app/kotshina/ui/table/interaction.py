"""Mouse play on the felt, from the scene's mouse events (no QDrag): press a hand card, move it
past the drag threshold, drop it; the drop target is the table card the dragged card overlaps
most, else the felt. A press and release without moving is a click (select / pick); a click on
a pile shows the last trick where the game has tricks."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtWidgets import QApplication, QGraphicsScene

from ...controller.table_facts import TableFacts
from .animations import Animator
from .board import Z_DRAG, Board
from .card_item import CardItem
from .chooser import ComboChooser
from .input_machine import InputState, TableInput
from .intents import TableIntents
from .last_trick import LastTrick
from .selection import Selection

FELT = "felt"
DRAG_OPACITY = 0.82


class Interaction:
    """The mouse on the ``scene``'s cards (the ``board``'s), read against the ``input``
    machine's state; what a gesture means goes to the ``intents``."""

    def __init__(self, scene: QGraphicsScene, board: Board, input_machine: TableInput,
                 selection: Selection, controller: TableFacts, animator: Animator,
                 chooser: ComboChooser, last_trick: LastTrick, intents: TableIntents) -> None:
        self.scene = scene
        self.board = board
        self.input = input_machine
        self.selection = selection
        self.controller = controller
        self.animator = animator
        self.chooser = chooser
        self.last_trick = last_trick
        self.intents = intents
        self.pressed: CardItem | None = None
        self.press_pos = QPointF()
        self.grab = QPointF()
        self.dragging = False
        self.target: int | str | None = None  # a table card, FELT, or nothing
        self._swallow_release = False

    # ------------------------------------------------------------------ helpers
    def card_at(self, pos: QPointF) -> CardItem | None:
        for item in self.scene.items(pos):
            if isinstance(item, CardItem) and item.role in ("hand", "table") \
                    and item.card_rect().contains(item.mapFromScene(pos)):
                return item
        return None

    @property
    def target_card(self) -> int | None:
        return self.target if isinstance(self.target, int) else None

    def _drop_target(self, item: CardItem) -> int | str | None:
        rect = item.mapRectToScene(item.card_rect())
        layout = self.board.layout
        if self.board.trick_area():  # a trick: anywhere in the centre plays the card
            if layout is not None and layout.centre.intersects(rect):
                return FELT
            return None
        best, best_area = None, 0.0
        for card, other in self.board.table.items():
            overlap = rect.intersected(other.mapRectToScene(other.card_rect()))
            area = overlap.width() * overlap.height()
            if area > best_area:
                best, best_area = card, area
        if best is not None:
            return best
        if layout is not None and layout.centre.intersects(rect):
            centre = layout.centre
            # over the felt if the card is mostly above the bottom row of the table
            if rect.center().y() < centre.bottom() + item.size()[1] * 0.15:
                return FELT
        return None

    # ------------------------------------------------------------------ events
    def press(self, pos: QPointF, button: Qt.MouseButton) -> None:
        self.animator.finish_now()
        state = self.input.state
        if state is InputState.CHOOSING:
            self.chooser.press(pos)
            return
        if state is InputState.SHOWING:  # any click closes the shown trick or move
            self.last_trick.close()
            self._swallow_release = True
            return
        if state is InputState.COACH:  # a click on the felt puts the warning away
            self.input.dismiss_coach()
            self._swallow_release = True
            return
        if button != Qt.MouseButton.LeftButton:
            return
        self.selection.keyboard = False
        # cards answer only while you handle them; otherwise a click shows a pile or a move
        item = self.card_at(pos) if self.input.handles_cards() else None
        self.pressed = item
        self.press_pos = QPointF(pos)
        self.dragging = False
        if item is not None:
            self.grab = pos - item.pos()

    def move(self, pos: QPointF, buttons: Qt.MouseButton) -> None:
        if self.chooser.is_open:
            self.chooser.hover(pos)
            return
        if not buttons & Qt.MouseButton.LeftButton:
            self.input.hover(pos)
            return
        item = self.pressed
        if item is None or item.role != "hand":
            return
        if not self.dragging:
            if (pos - self.press_pos).manhattanLength() < QApplication.startDragDistance():
                return
            if not self.controller.is_human_turn():
                return
            self.dragging = True
            self.selection.hover = None  # the card is in the hand of the mouse now
            item.setZValue(Z_DRAG)  # above every card, pile and the deck
            item.setOpacity(DRAG_OPACITY)  # the highlighted target shows through it
            item.setCursor(Qt.CursorShape.ClosedHandCursor)
            self.intents.select_card(item.card, keep_picks=False)
        item.setPos(pos - self.grab)
        target = self._drop_target(item)
        if target != self.target:
            self.target = target
            self.intents.refresh_styles()

    def release(self, pos: QPointF, button: Qt.MouseButton) -> None:
        self._release(pos, button)
        self.input.hover(pos)  # what is under the mouse now (the card may have gone home)

    def _release(self, pos: QPointF, button: Qt.MouseButton) -> None:
        intents = self.intents
        item, self.pressed = self.pressed, None
        if self._swallow_release:
            self._swallow_release = False
            return
        if button != Qt.MouseButton.LeftButton or self.chooser.is_open:
            return
        if self.dragging and item is not None:
            self.dragging = False
            target, self.target = self.target, None
            item.setCursor(Qt.CursorShape.OpenHandCursor)
            item.setOpacity(1.0)
            if isinstance(target, int):
                intents.drop(item.face, self.board.table[target].zone, target)
            elif target == FELT:
                intents.drop(item.face, FELT, None)
            else:
                intents.snap_back()
            return
        if item is None:
            seat = self._on_panel(pos)
            if self._on_pile(pos):
                intents.show_last_trick()
            elif seat is not None:
                intents.show_seat_move(seat)
            return
        if item.role == "hand":
            intents.select_card(None if self.selection.card == item.card else item.card)
        elif item.role == "table":
            intents.toggle_pick(item.face)

    def double_click(self, pos: QPointF) -> None:
        intents = self.intents
        if not self.input.handles_cards():
            return
        item = self.card_at(pos)
        self._swallow_release = True
        if item is None:
            return
        if item.role == "hand":
            intents.select_card(item.card)
            intents.confirm()
        elif item.role == "table" and self.selection.card is not None:
            if item.card not in self.selection.picks:
                intents.toggle_pick(item.face)
            intents.confirm()

    def abandon_drag(self) -> None:
        """Esc during a drag: the card is let go where it is (the machine sends it home) and
        the button's release, when it comes, drops nothing."""
        item, self.pressed = self.pressed, None
        self.dragging = False
        self.target = None
        if item is not None:
            item.setCursor(Qt.CursorShape.OpenHandCursor)
            item.setOpacity(1.0)
        self._swallow_release = True

    def _on_pile(self, pos: QPointF) -> bool:
        board = self.board
        return any(stack.isVisible() and stack.sceneBoundingRect().contains(pos)
                   for stack in board.piles.values())

    def _on_panel(self, pos: QPointF) -> int | None:
        for seat, panel in self.board.panels.items():
            if panel.sceneBoundingRect().contains(pos):
                return seat
        return None

    def felt_rect(self) -> QRectF:
        layout = self.board.layout
        return QRectF() if layout is None else layout.centre
