"""Playing with the keyboard, while nothing is open over the felt (the input machine's REST,
SELECTED and WAITING states): arrows move the focus ring (mirrored right-to-left, like the
hand) over the cards you may play, or on the table over the cards the raised card can take
(the lit ones), Shift+arrows over every card of the row (to read the others), Up/Down switch
between your hand and the table, Space picks, Enter plays the focused card, H asks for a hint,
L shows the last trick (games with tricks). Esc is the machine's own."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, Qt

from .board import Board
from .intents import TableIntents
from .selection import HAND, TABLE, Selection


class KeyboardPlay:
    """The focus ring and the play keys, over the ``board``'s cards and the ``selection``;
    ``playable()`` is your cards the rules do not dim, ``rtl()`` whether the felt reads
    right-to-left, ``has_tricks`` whether L shows a last trick, ``notice`` says a word in the
    status bar."""

    def __init__(self, board: Board, selection: Selection, intents: TableIntents,
                 playable: Callable[[], set[int]], rtl: Callable[[], bool],
                 has_tricks: bool, notice: Callable[[str], None]) -> None:
        self.board = board
        self.selection = selection
        self.intents = intents
        self.playable = playable
        self.rtl = rtl
        self.has_tricks = has_tricks
        self.notice = notice

    def focus_cards(self, row: str, every: bool = False) -> list[int]:
        """The cards of a focus row in their on-screen left-to-right order, unless ``every`` only
        those Space can do something with: in your hand the cards you may play (the rules dim
        the others); on the table, once a hand card is raised, the cards it can take (and those
        picked already, to let go of them). With nothing raised every table card is there to be
        read."""
        board = self.board
        if row == HAND:
            items = board.hand
            if not every:
                playable = self.playable()
                items = {c: item for c, item in items.items() if c in playable}
        else:  # cards that can be picked: not a trick's
            items = {c: item for c, item in board.table.items() if item.zone != "trick"}
            chosen = self.selection.card
            if not every and chosen is not None:
                takes = board.adapter.pickable(board.controller.legal_moves(), chosen)
                takes |= self.selection.picks
                items = {c: item for c, item in items.items() if c in takes}
        return [card for card, _item in sorted(items.items(), key=lambda kv: kv[1].pos().x())]

    def focused(self) -> int | None:
        """The card under the focus ring, or None (no ring yet, or its card is gone)."""
        selection = self.selection
        if not selection.keyboard:
            return None
        card = selection.focus
        return card if card in self.focus_cards(selection.row, every=True) else None

    def play_key(self, key: int, shift: bool) -> bool:
        """One key of play; False for a key that is not the table's."""
        selection = self.selection
        intents = self.intents
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            self.move_focus(-1 if key == Qt.Key.Key_Left else 1, every=shift)
        elif key == Qt.Key.Key_Up:
            self._set_row(TABLE)
        elif key == Qt.Key.Key_Down:
            self._set_row(HAND)
        elif key == Qt.Key.Key_Space:
            card = self._focused_or_first()
            if card is None:
                return True
            if selection.row == HAND:
                intents.select_card(None if selection.card == card else card)
            else:
                intents.toggle_pick(card)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self._enter()
        elif key == Qt.Key.Key_H:
            intents.ask_hint()
        elif key == Qt.Key.Key_L and self.has_tricks:
            intents.show_last_trick()
        else:
            return False
        selection.keyboard = True
        intents.refresh_styles()
        return True

    def _enter(self) -> None:
        """Enter plays the card the ring is on in your hand (with the picks, if it is the
        chosen card); with the ring on the table, or no ring, the chosen card. With nothing
        chosen and no ring, it only shows the ring (on the first card you may play): Enter
        never plays a card the player has not seen picked."""
        selection = self.selection
        if selection.row == HAND:
            card = self.focused()
            if card is None and selection.card is None:
                self.move_focus(1)  # shows the ring
                return
            if card is not None and card != selection.card:
                self.intents.select_card(card)
        self.intents.confirm()

    def _focused_or_first(self) -> int | None:
        card = self.focused()
        if card is not None:
            return card
        cards = self.focus_cards(self.selection.row)
        if not cards:
            return None
        self.selection.focus = cards[-1 if self.rtl() else 0]
        return self.selection.focus

    def move_focus(self, visual_step: int, every: bool = False) -> None:
        """The ring moves the way the arrow points, to the next card of the row it may visit.
        The first arrow only shows it, on the row's first card in reading order (the hand is
        laid out right-to-left in Arabic: layout.hand_slots)."""
        selection = self.selection
        cards = self.focus_cards(selection.row, every)
        if not cards:
            return
        ring = self.focused()
        if not selection.keyboard or ring is None:
            selection.focus = cards[-1 if self.rtl() else 0]
            return
        row = self.focus_cards(selection.row, every=True)  # the ring may be on a dimmed card
        at = row.index(ring)
        for offset in range(1, len(row) + 1):
            card = row[(at + offset * visual_step) % len(row)]
            if card in cards:
                selection.focus = card
                return

    def _set_row(self, row: str) -> None:
        if row == TABLE and not self.focus_cards(TABLE):
            chosen = self.selection.card
            if chosen is not None and self.focus_cards(TABLE, every=True):
                self.notice(QCoreApplication.translate(
                    "TableView", "No card on the table goes with {card}.").format(
                    card=self.board.adapter.card(chosen)))
            return
        selection = self.selection
        if selection.row != row:
            selection.row = row
            selection.focus = None
            cards = self.focus_cards(row)
            if row == HAND and selection.card in cards:
                selection.focus = selection.card  # back on the card you chose
            elif cards:
                selection.focus = cards[-1 if self.rtl() else 0]
