"""What the Trix players read off a view: the cost of each card to its taker, the winning
card of a trick, the relative score the players maximise."""

from __future__ import annotations

from collections.abc import Sequence

from ...core.tricks import RANKS, winning_index
from ...games.trix.cards import CARD_POINTS, DOUBLE_PART, TRICK_COST
from ...games.trix.view import TrixView


def rank(card: int) -> int:
    return card % RANKS


def suit(card: int) -> int:
    return card // RANKS


def danger(view: TrixView) -> tuple[int, ...]:
    """What each card costs whoever takes it in this deal (doubled cards twice), as a
    positive number per card id; zeros outside the trick contracts."""
    contract = view.contract
    if contract not in CARD_POINTS:
        return (0,) * 52
    table = [-p for p in CARD_POINTS[contract]]
    for card, _ in view.doubled:
        table[card] -= DOUBLE_PART[contract][card]
    return tuple(table)


def trick_cost(view: TrixView) -> int:
    """What taking a trick costs in itself (Ltoosh, the complex), as a positive number."""
    return -TRICK_COST.get(view.contract or "", 0)


def trick_cards(view: TrixView) -> list[int]:
    return [card for _, card in view.trick]


def winner_so_far(view: TrixView) -> tuple[int, int] | None:
    """(seat, card) winning the current trick so far, or None before the lead."""
    if not view.trick:
        return None
    return view.trick[winning_index(trick_cards(view))]


def partner_of(view: TrixView, seat: int) -> int | None:
    return (seat + 2) % 4 if view.partners else None


def relative(points: Sequence[int], seat: int, partners: bool) -> float:
    """A seat's points against the others': with partners, its team's minus the other team's;
    alone, its own minus the average of the other three. What every player maximises."""
    if partners:
        mine = points[seat] + points[(seat + 2) % 4]
        return mine - (sum(points) - mine)
    return points[seat] - (sum(points) - points[seat]) / 3
