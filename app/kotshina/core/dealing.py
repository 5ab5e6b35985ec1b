"""The fishing games' deal (Kinza, Casino): blocks to every seat from the one after the dealer,
then, on the first round of a deal only, cards face up to the table."""

from __future__ import annotations

from . import events as ev
from .events import Event


def deal_round(stock: list[int], hands: list[list[int]], dealer: int, block: int,
               table_count: int) -> tuple[tuple[int, ...], Event]:
    """Deal from the top of ``stock`` (consumed in place); return the table cards and the event."""
    players = len(hands)
    for offset in range(1, players + 1):
        seat = (dealer + offset) % players
        hands[seat] = stock[:block]
        del stock[:block]
    table_cards = tuple(stock[:table_count])
    del stock[:table_count]
    return table_cards, Event(ev.DEALT, None, table_cards,
                              {"hand_size": block, "dealer": dealer, "deck_left": len(stock)})
