"""King's deck facts as bitmasks, the contracts and the match quotas (docs/rules-king.md).

A hand is a 52-bit int with bit ``card`` set (card = suit * 13 + rank index, FRENCH deck), so a
suit is a 13-bit slice and "which cards may I play" is a couple of ANDs.
"""

from __future__ import annotations

from ...core.cards import FRENCH

RANKS = 13
SUITS = "SHDC"
SPADES, HEARTS, DIAMONDS, CLUBS = range(4)
SUIT_NAMES = ("spades", "hearts", "diamonds", "clubs")
SUIT_MASK: tuple[int, ...] = tuple(((1 << RANKS) - 1) << (RANKS * s) for s in range(4))
FULL_DECK = (1 << 52) - 1
HEART_MASK = SUIT_MASK[HEARTS]

KING_OF_HEARTS = FRENCH.parse("KH")
KH_BIT = 1 << KING_OF_HEARTS
QUEEN_MASK = sum(1 << FRENCH.parse("Q" + s) for s in SUITS)
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


def suit_of(card: int) -> int:
    return card // RANKS


def bits(mask: int) -> list[int]:
    """The card ids in ``mask``, ascending."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


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
