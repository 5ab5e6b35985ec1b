"""The look of every card on the felt, from the selection, the legal moves and the focus: the
table cards a hand card can take are lit, the ones picked or targeted are selected, hand cards
the rules forbid are dimmed, a hinted card glows, the keyboard focus has a ring."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...controller.tables.base import DIMMED, PLAYABLE
from .keyboard import focused

if TYPE_CHECKING:
    from .view import TableView


def refresh_styles(view: TableView) -> None:
    """Every card's look: picked, playable, dimmed, hinted, focused (no card moves)."""
    selection = view.selection
    board = view.board
    legal = view.controller.legal_moves()
    playable: set[int] = set()
    if view.show_playable and selection.card is not None:
        playable = view.adapter.pickable(legal, selection.card)
    chosen = view.chooser.current_take() if view.chooser.is_open else frozenset()
    target = view.interaction.target_card
    targeted = board.zone_cards(target) if target is not None else set()
    for card, item in board.table.items():
        if card in targeted or card in chosen or card in selection.picks:
            item.set_style("selected")
        elif card in playable:
            item.set_style("highlight")
        else:
            item.set_style("normal")
    marks = view.adapter.hand_marks(view.controller.human_view(), legal) \
        if view.show_playable else {}
    hint_card = view.adapter.played_card(selection.hint) if selection.hint is not None else None
    for card, item in board.hand.items():
        if card == hint_card or (marks.get(card) == PLAYABLE and card == selection.card):
            item.set_style("highlight")
        elif marks.get(card) == DIMMED:
            item.set_style("dim")
        else:
            item.set_style("normal")
    badges = view.adapter.card_badges(view.controller.human_view())
    face_up = [item for backs in board.backs.values() for item in backs if item.card is not None]
    for item in [*board.hand.values(), *board.table.values(), *face_up]:
        item.set_badge(badges.get(item.card, "") if item.card is not None else "")
    ring = focused(view)
    for item in [*board.hand.values(), *board.table.values()]:
        item.set_focused(item.card == ring and item.role == selection.row)
    view.table_scene.update()
