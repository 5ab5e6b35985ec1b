"""Playing with the keyboard, while nothing is open over the felt (the input machine's REST,
SELECTED and WAITING states): arrows move the focus ring (mirrored right-to-left, like the
hand) over the cards you may play, or on the table over the cards the raised card can take
(the lit ones), Shift+arrows over every card of the row (to read the others), Up/Down switch
between your hand and the table, Space picks, Enter plays the focused card, H asks for a hint,
L shows the last trick (games with tricks). Esc is the machine's own."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt

from .selection import HAND, TABLE

if TYPE_CHECKING:
    from .view import TableView


def focus_cards(view: TableView, row: str, every: bool = False) -> list[int]:
    """The cards of a focus row in their on-screen left-to-right order, unless ``every`` only
    those Space can do something with: in your hand the cards you may play (the rules dim the
    others); on the table, once a hand card is raised, the cards it can take (and those picked
    already, to let go of them). With nothing raised every table card is there to be read."""
    board = view.board
    if row == HAND:
        items = board.hand
        if not every:
            playable = view.input.playable()
            items = {c: item for c, item in items.items() if c in playable}
    else:  # cards that can be picked: not a trick's
        items = {c: item for c, item in board.table.items() if item.zone != "trick"}
        chosen = view.selection.card
        if not every and chosen is not None:
            takes = view.adapter.pickable(view.controller.legal_moves(), chosen)
            takes |= view.selection.picks
            items = {c: item for c, item in items.items() if c in takes}
    return [card for card, _item in sorted(items.items(), key=lambda kv: kv[1].pos().x())]


def focused(view: TableView) -> int | None:
    """The card under the focus ring, or None (no ring yet, or its card is gone)."""
    selection = view.selection
    if not selection.keyboard:
        return None
    card = selection.focus
    return card if card in focus_cards(view, selection.row, every=True) else None


def play_key(view: TableView, key: int, shift: bool) -> bool:
    """One key of play; False for a key that is not the table's."""
    selection = view.selection
    if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
        move_focus(view, -1 if key == Qt.Key.Key_Left else 1, every=shift)
    elif key == Qt.Key.Key_Up:
        _set_row(view, TABLE)
    elif key == Qt.Key.Key_Down:
        _set_row(view, HAND)
    elif key == Qt.Key.Key_Space:
        card = _focused_or_first(view)
        if card is None:
            return True
        if selection.row == HAND:
            view.select_card(None if selection.card == card else card)
        else:
            view.toggle_pick(card)
    elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
        _enter(view)
    elif key == Qt.Key.Key_H:
        view.ask_hint()
    elif key == Qt.Key.Key_L and view.adapter.has_tricks:
        view.show_last_trick()
    else:
        return False
    selection.keyboard = True
    view.refresh_styles()
    return True


def _enter(view: TableView) -> None:
    """Enter plays the card the ring is on in your hand (with the picks, if it is the chosen
    card); with the ring on the table, or no ring, the chosen card. With nothing chosen and no
    ring, it only shows the ring (on the first card you may play): Enter never plays a card
    the player has not seen picked."""
    selection = view.selection
    if selection.row == HAND:
        card = focused(view)
        if card is None and selection.card is None:
            move_focus(view, 1)  # shows the ring
            return
        if card is not None and card != selection.card:
            view.select_card(card)
    view.confirm()


def _focused_or_first(view: TableView) -> int | None:
    card = focused(view)
    if card is not None:
        return card
    cards = focus_cards(view, view.selection.row)
    if not cards:
        return None
    view.selection.focus = cards[-1 if view.is_rtl() else 0]
    return view.selection.focus


def move_focus(view: TableView, visual_step: int, every: bool = False) -> None:
    """The ring moves the way the arrow points, to the next card of the row it may visit. The
    first arrow only shows it, on the row's first card in reading order (the hand is laid out
    right-to-left in Arabic: layout.hand_slots)."""
    selection = view.selection
    cards = focus_cards(view, selection.row, every)
    if not cards:
        return
    if not selection.keyboard or focused(view) is None:
        selection.focus = cards[-1 if view.is_rtl() else 0]
        return
    row = focus_cards(view, selection.row, every=True)  # the ring may be on a dimmed card
    at = row.index(selection.focus)
    for offset in range(1, len(row) + 1):
        card = row[(at + offset * visual_step) % len(row)]
        if card in cards:
            selection.focus = card
            return


def _set_row(view: TableView, row: str) -> None:
    if row == TABLE and not focus_cards(view, TABLE):
        chosen = view.selection.card
        if chosen is not None and focus_cards(view, TABLE, every=True):
            view.notice.emit(QCoreApplication.translate(
                "TableView", "No card on the table goes with {card}.").format(
                card=view.adapter.card(chosen)))
        return
    selection = view.selection
    if selection.row != row:
        selection.row = row
        selection.focus = None
        cards = focus_cards(view, row)
        if row == HAND and selection.card in cards:
            selection.focus = selection.card  # back on the card you chose
        elif cards:
            selection.focus = cards[-1 if view.is_rtl() else 0]
