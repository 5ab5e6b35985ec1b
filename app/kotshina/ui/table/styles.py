"""The look of every card on the felt, from the selection, the legal moves and the focus: the
table cards a hand card can take are lit, the ones picked or targeted are selected, hand cards
the rules forbid are dimmed, a hinted card glows, the keyboard focus has a ring."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QGraphicsScene

from ...controller.table_facts import TableFacts
from ...controller.tables.base import DIMMED, PLAYABLE
from .board import Board
from .chooser import ComboChooser
from .keyboard import KeyboardPlay
from .selection import Selection


class CardLooks:
    """Sets each card's style on the ``board`` from the ``selection``, the controller's legal
    moves, the open ``chooser``, the card a drag is over (``target()``) and the ``keyboard``'s
    ring. ``show_playable``: the setting (View → Show playable cards)."""

    def __init__(self, board: Board, selection: Selection, controller: TableFacts,
                 chooser: ComboChooser, keyboard: KeyboardPlay,
                 target: Callable[[], int | None], scene: QGraphicsScene,
                 deciding: Callable[[], bool] = lambda: False) -> None:
        self.board = board
        self.selection = selection
        self.controller = controller
        self.adapter = controller.table
        self.chooser = chooser
        self.keyboard = keyboard
        self.target = target
        self.scene = scene
        # a panel that holds the keys (a contract, the doubling): the keyboard is there, so no
        # card keeps a focus ring beside the panel's own
        self.deciding = deciding
        self.show_playable = True

    def refresh(self) -> None:
        """Every card's look: picked, playable, dimmed, hinted, focused (no card moves)."""
        selection = self.selection
        board = self.board
        adapter = self.adapter
        legal = self.controller.legal_moves()
        playable: set[int] = set()
        if self.show_playable and selection.card is not None:
            playable = adapter.pickable(legal, selection.card)
        chosen = self.chooser.current_take() if self.chooser.is_open else frozenset()
        target = self.target()
        targeted = board.zone_cards(target) if target is not None else set()
        for card, item in board.table.items():
            if card in targeted or card in chosen or card in selection.picks:
                item.set_style("selected")
            elif card in playable:
                item.set_style("highlight")
            else:
                item.set_style("normal")
        marks = adapter.hand_marks(self.controller.human_view(), legal) \
            if self.show_playable else {}
        hint_card = adapter.played_card(selection.hint) if selection.hint is not None else None
        for card, item in board.hand.items():
            if card == hint_card or (marks.get(card) == PLAYABLE and card == selection.card):
                item.set_style("highlight")
            elif marks.get(card) == DIMMED:
                item.set_style("dim")
            else:
                item.set_style("normal")
        badges = adapter.card_badges(self.controller.human_view())
        face_up = [item for backs in board.backs.values() for item in backs if item.card is not None]
        for item in [*board.hand.values(), *board.table.values(), *face_up]:
            item.set_badge(badges.get(item.card, "") if item.card is not None else "")
        ring = None if self.deciding() else self.keyboard.focused()
        for item in [*board.hand.values(), *board.table.values()]:
            item.set_focused(item.card == ring and item.role == selection.row)
        self.scene.update()
