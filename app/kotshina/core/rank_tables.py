"""Lookup tables for fast trick-taking playouts (King, Trix): a suit held is a 13-bit mask of
rank indices, and these tables turn it into its ranks and their count without a loop."""

from __future__ import annotations

from .tricks import RANKS

M13 = (1 << RANKS) - 1
#: rank indices set in each 13-bit mask, ascending
RANKS_OF: tuple[tuple[int, ...], ...] = tuple(
    tuple(r for r in range(RANKS) if m >> r & 1) for m in range(1 << RANKS))
COUNT: tuple[int, ...] = tuple(len(t) for t in RANKS_OF)
BIT52 = tuple(1 << c for c in range(52))


def low(mask: int) -> int:
    """The lowest rank index set in ``mask`` (non-zero)."""
    return (mask & -mask).bit_length() - 1


def rank_masks(hands: list[int]) -> list[int]:
    """52-bit hands (per seat) -> 16 rank masks (seat * 4 + suit), what playouts work on."""
    out = [0] * (4 * len(hands))
    for seat, hand in enumerate(hands):
        for suit in range(4):
            out[(seat << 2) + suit] = hand >> (suit * RANKS) & M13
    return out
