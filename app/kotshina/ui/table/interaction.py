"""Mouse play on the felt, from the scene's mouse events (no QDrag): press a hand card, move it
past the drag threshold, drop it; the drop target is the table card the dragged card overlaps
most, else the felt. A press and release without moving is a click (select / pick); a click on
a pile shows the last trick where the game has tricks."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtWidgets import QApplication

from .board import Z_DRAG
from .card_item import CardItem
from .input_machine import InputState

if TYPE_CHECKING:
    from .view import TableView

FELT = "felt"
DRAG_OPACITY = 0.82


class Interaction:
    def __init__(self, view: TableView) -> None:
        self.view = view
        self.pressed: CardItem | None = None
        self.press_pos = QPointF()
        self.grab = QPointF()
        self.dragging = False
        self.target: int | str | None = None  # a table card, FELT, or nothing
        self._swallow_release = False

    # ------------------------------------------------------------------ helpers
    def card_at(self, pos: QPointF) -> CardItem | None:
        for item in self.view.table_scene.items(pos):
            if isinstance(item, CardItem) and item.role in ("hand", "table") \
                    and item.card_rect().contains(item.mapFromScene(pos)):
                return item
        return None

    @property
    def target_card(self) -> int | None:
        return self.target if isinstance(self.target, int) else None

    def _drop_target(self, item: CardItem) -> int | str | None:
        rect = item.mapRectToScene(item.card_rect())
        layout = self.view.board.layout
        if self.view.trick_area():  # a trick: anywhere in the centre plays the card
            if layout is not None and layout.centre.intersects(rect):
                return FELT
            return None
        best, best_area = None, 0.0
        for card, other in self.view.board.table.items():
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
        view = self.view
        view.animator.finish_now()
        state = view.input.state
        if state is InputState.CHOOSING:
            view.chooser.press(pos)
            return
        if state is InputState.SHOWING:  # any click closes the shown trick or move
            view.last_trick.close()
            self._swallow_release = True
            return
        if state is InputState.COACH:  # a click on the felt puts the warning away
            view.input.dismiss_coach()
            self._swallow_release = True
            return
        if button != Qt.MouseButton.LeftButton:
            return
        view.selection.keyboard = False
        # cards answer only while you handle them; otherwise a click shows a pile or a move
        item = self.card_at(pos) if view.input.handles_cards() else None
        self.pressed = item
        self.press_pos = QPointF(pos)
        self.dragging = False
        if item is not None:
            self.grab = pos - item.pos()

    def move(self, pos: QPointF, buttons: Qt.MouseButton) -> None:
        view = self.view
        if view.chooser.is_open:
            view.chooser.hover(pos)
            return
        if not buttons & Qt.MouseButton.LeftButton:
            view.input.hover(pos)
            return
        item = self.pressed
        if item is None or item.role != "hand":
            return
        if not self.dragging:
            if (pos - self.press_pos).manhattanLength() < QApplication.startDragDistance():
                return
            if not view.controller.is_human_turn():
                return
            self.dragging = True
            view.selection.hover = None  # the card is in the hand of the mouse now
            item.setZValue(Z_DRAG)  # above every card, pile and the deck
            item.setOpacity(DRAG_OPACITY)  # the highlighted target shows through it
            item.setCursor(Qt.CursorShape.ClosedHandCursor)
            view.select_card(item.card, keep_picks=False)
        item.setPos(pos - self.grab)
        target = self._drop_target(item)
        if target != self.target:
            self.target = target
            view.refresh_styles()

    def release(self, pos: QPointF, button: Qt.MouseButton) -> None:
        self._release(pos, button)
        self.view.input.hover(pos)  # what is under the mouse now (the card may have gone home)

    def _release(self, pos: QPointF, button: Qt.MouseButton) -> None:
        view = self.view
        item, self.pressed = self.pressed, None
        if self._swallow_release:
            self._swallow_release = False
            return
        if button != Qt.MouseButton.LeftButton or view.chooser.is_open:
            return
        if self.dragging and item is not None:
            self.dragging = False
            target, self.target = self.target, None
            item.setCursor(Qt.CursorShape.OpenHandCursor)
            item.setOpacity(1.0)
            if isinstance(target, int):
                view.drop(item.face, view.board.table[target].zone, target)
            elif target == FELT:
                view.drop(item.face, FELT, None)
            else:
                view.snap_back()
            return
        if item is None:
            seat = self._on_panel(pos)
            if self._on_pile(pos):
                view.show_last_trick()
            elif seat is not None:
                view.show_seat_move(seat)
            return
        if item.role == "hand":
            view.select_card(None if view.selection.card == item.card else item.card)
        elif item.role == "table":
            view.toggle_pick(item.face)

    def double_click(self, pos: QPointF) -> None:
        view = self.view
        if not view.input.handles_cards():
            return
        item = self.card_at(pos)
        self._swallow_release = True
        if item is None:
            return
        if item.role == "hand":
            view.select_card(item.card)
            view.confirm()
        elif item.role == "table" and view.selection.card is not None:
            if item.card not in view.selection.picks:
                view.toggle_pick(item.face)
            view.confirm()

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
        board = self.view.board
        return any(stack.isVisible() and stack.sceneBoundingRect().contains(pos)
                   for stack in board.piles.values())

    def _on_panel(self, pos: QPointF) -> int | None:
        for seat, panel in self.view.board.panels.items():
            if panel.sceneBoundingRect().contains(pos):
                return seat
        return None

    def felt_rect(self) -> QRectF:
        layout = self.view.board.layout
        return QRectF() if layout is None else layout.centre
