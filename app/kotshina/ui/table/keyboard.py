"""Playing with the keyboard: arrows move the focus (mirrored right-to-left, like the hand),
Up/Down switch between your hand and the table, Space picks, Enter plays, Esc cancels,
H asks for a hint, L shows the last trick (games with tricks)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt

if TYPE_CHECKING:
    from .view import TableView

HAND, TABLE = "hand", "table"


def focus_cards(view: TableView, row: str) -> list[int]:
    """The cards of a focus row in their on-screen left-to-right order."""
    board = view.board
    if row == HAND:
        items = board.hand
    else:  # cards that can be picked: not a trick's
        items = {c: item for c, item in board.table.items() if item.zone != "trick"}
    return [card for card, _item in sorted(items.items(), key=lambda kv: kv[1].pos().x())]


def handle_key(view: TableView, key: int) -> bool:
    if view.chooser.is_open:
        return view.chooser.key(key)
    if view.coach_panel.is_open:
        return view.coach_panel.key(key)
    if view.contract_panel.is_open:  # the table's keys reach the panel too
        return view.contract_panel.key(key)
    if view.last_trick.is_open and key != Qt.Key.Key_H:
        view.last_trick.close()
        if key in (Qt.Key.Key_Escape, Qt.Key.Key_L):
            return True
    selection = view.selection
    if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
        _move_focus(view, -1 if key == Qt.Key.Key_Left else 1)
    elif key == Qt.Key.Key_Up:
        _set_row(view, TABLE)
    elif key == Qt.Key.Key_Down:
        _set_row(view, HAND)
    elif key == Qt.Key.Key_Space:
        card = _focused(view)
        if card is None:
            return True
        if selection.row == HAND:
            view.select_card(None if selection.card == card else card)
        else:
            view.toggle_pick(card)
    elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
        if selection.card is None and selection.row == HAND:
            card = _focused(view)
            if card is None:
                return True
            view.select_card(card)
        view.confirm()
    elif key == Qt.Key.Key_Escape:
        view.cancel()
    elif key == Qt.Key.Key_H:
        view.ask_hint()
    elif key == Qt.Key.Key_L and view.adapter.has_tricks:
        view.show_last_trick()
    else:
        return False
    selection.keyboard = True
    view.refresh_styles()
    return True


def _focused(view: TableView) -> int | None:
    cards = focus_cards(view, view.selection.row)
    if not cards:
        return None
    view.selection.index = max(0, min(view.selection.index, len(cards) - 1))
    return cards[view.selection.index]


def _move_focus(view: TableView, visual_step: int) -> None:
    # the index runs in screen order, so arrows move the focus the way they point in both
    # directions; the hand itself is laid out right-to-left in Arabic (layout.hand_slots)
    cards = focus_cards(view, view.selection.row)
    if not cards:
        return
    if not view.selection.keyboard:
        view.selection.index = len(cards) - 1 if view.is_rtl() else 0
        return
    view.selection.index = (view.selection.index + visual_step) % len(cards)


def _set_row(view: TableView, row: str) -> None:
    if row == TABLE and not focus_cards(view, TABLE):
        return
    if view.selection.row != row:
        view.selection.row = row
        view.selection.index = 0
