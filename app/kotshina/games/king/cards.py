"""King's deck facts as bitmasks, the contracts and the match quotas (docs/rules-king.md).

The bitmask facts of the French deck (a hand is a 52-bit int) are shared with Trix
(core/tricks.py); King keeps its names for them.
"""

from __future__ import annotations

from ...core.cards import FRENCH
from ...core.tricks import (
    CLUBS,
    DIAMONDS,
    FULL_DECK,
    HEART_MASK,
    HEARTS,
    KH_BIT,
    KING_OF_HEARTS,
    QUEEN_MASK,
    RANKS,
    SPADES,
    SUIT_MASK,
    SUIT_NAMES,
    SUITS,
    bits,
    suit_of,
)

KINGS_JACKS_MASK = sum(1 << FRENCH.parse(r + s) for r in "KJ" for s in SUITS)

KOZ = "koz"
PENALTY_CONTRACTS = ("no-tricks", "no-hearts", "no-kings-jacks", "no-queens", "rifki", "no-last-two")
CONTRACTS = (*PENALTY_CONTRACTS, KOZ)
#: how often one penalty contract may be chosen in a match, by all players together
MAX_USES = 2

#: contracts that end early once all their penalty cards are taken -> (cards, points per card)
CARD_PENALTIES: dict[str, tuple[int, int]] = {
    "no-hearts": (HEART_MASK, -30),
    "no-kings-jacks": (KINGS_JACKS_MASK, -60),
    "no-queens": (QUEEN_MASK, -100),
    "rifki": (KH_BIT, -320),
}
#: a heart may not be led before one fell in an earlier trick (unless only hearts are held)
HEART_LEAD_RESTRICTED = frozenset({"no-hearts", "rifki"})

#: match length -> (deals, koz choices per player, penalty choices per player)
LENGTHS: dict[str, tuple[int, int, int]] = {"full": (20, 2, 3), "short": (8, 1, 1)}
TRICKS_PER_DEAL = 13


def trick_points(contract: str, trick_number: int, cards: int) -> int:
    """Points the winner of trick ``trick_number`` (1..13) holding ``cards`` (a mask) gets."""
    if contract == KOZ:
        return 50
    if contract == "no-tricks":
        return -50
    if contract == "no-last-two":
        return -180 if trick_number >= 12 else 0
    penalty_cards, per_card = CARD_PENALTIES[contract]
    return per_card * (cards & penalty_cards).bit_count()


# King's own names, and the shared trick-taking facts (core/tricks.py) under King's names
__all__ = [
    "CARD_PENALTIES",
    "CONTRACTS",
    "HEART_LEAD_RESTRICTED",
    "KINGS_JACKS_MASK",
    "KOZ",
    "LENGTHS",
    "MAX_USES",
    "PENALTY_CONTRACTS",
    "TRICKS_PER_DEAL",
    "trick_points",
    "CLUBS",
    "DIAMONDS",
    "FULL_DECK",
    "HEART_MASK",
    "HEARTS",
    "KH_BIT",
    "KING_OF_HEARTS",
    "QUEEN_MASK",
    "RANKS",
    "SPADES",
    "SUIT_MASK",
    "SUIT_NAMES",
    "SUITS",
    "bits",
    "suit_of",
]
