"""Fast King deals for benchmarks and search playouts (same rules as state.py).

Hands are 16 ints (seat * 4 + suit -> 13-bit rank mask); legal cards come from a table of the
rank tuples of every 13-bit mask, so a card play is a few lookups and no allocation. The
engine stays the judge of the rules: tests/games/king/test_playout.py checks that this routine's
choices and scores agree with KingState on random deals.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from ...core.rank_tables import BIT52 as _BIT52
from ...core.rank_tables import COUNT as _COUNT
from ...core.rank_tables import M13 as _M13
from ...core.rank_tables import RANKS_OF, rank_masks
from ...core.rank_tables import low as _low
from .cards import CARD_PENALTIES, CONTRACTS, HEART_LEAD_RESTRICTED, KOZ, trick_points

if TYPE_CHECKING:
    from .state import KingState

_KING_BIT = 1 << 11
_SEATS_AFTER = tuple(tuple((leader + i) & 3 for i in (1, 2, 3)) for leader in range(4))
_DECK = tuple(range(52))

#: random contract choice of a fresh match: the 6 penalty contracts and koz in each suit
CHOICES: tuple[tuple[str, int], ...] = (
    *((c, -1) for c in CONTRACTS if c != KOZ), *((KOZ, s) for s in range(4)))


def _tables(contract: str) -> tuple[tuple[int, ...], tuple[int, ...], int]:
    """(points per card taken, points per trick number 0..12, all card penalty points)."""
    penalty = CARD_PENALTIES.get(contract)
    if penalty:
        mask, per_card = penalty
        cards = tuple(per_card if mask >> c & 1 else 0 for c in range(52))
        return cards, (0,) * 13, per_card * mask.bit_count()
    return (0,) * 52, tuple(trick_points(contract, t + 1, 0) for t in range(13)), 0


_TABLES = {c: _tables(c) for c in CONTRACTS}


#: penalty contracts: ranks a void player throws away first (queens; kings, then jacks)
_DUMP_RANKS = {"no-queens": (10,), "no-kings-jacks": (11, 9)}


def play_deal(hands: list[int], leader: int, contract: str, trump: int, rng: random.Random,
              first_trick: int = 0, broken: bool = False, left: int | None = None,
              trace: list[tuple[int, int, int]] | None = None,
              epsilon: float = 1.0) -> list[int]:
    """Play a deal out from the start of trick ``first_trick`` (0-based).

    Each card is random with probability ``epsilon`` (1.0: a random playout), otherwise the
    greedy choice: penalty contracts duck under the winning card, lead low and throw away
    penalty cards and high cards when void; koz wins as cheaply as possible, leads high.
    ``hands`` (16 rank masks, seat * 4 + suit) is consumed; ``trump`` is a suit index or -1;
    ``broken``: a heart fell in an earlier trick; ``left``: card penalty points not yet taken
    (default: all of the contract's). ``trace`` collects (seat, card, number of legal cards).
    Returns the points per seat of the tricks played here.
    """
    r = rng.random
    ranks_of = RANKS_OF
    count = _COUNT
    card_pts, trick_pts, all_left = _TABLES[contract]
    if left is None:
        left = all_left
    restrict = contract in HEART_LEAD_RESTRICTED
    rifki = contract == "rifki"
    koz = trump >= 0
    no_hearts = contract == "no-hearts"
    dump_ranks = _DUMP_RANKS.get(contract, ())
    points = [0, 0, 0, 0]
    for t in range(first_trick, 13):
        # ---- lead (no hearts yet in no-hearts / rifki unless only hearts are left)
        base = leader << 2
        hs, hh, hd, hc = hands[base], hands[base + 1], hands[base + 2], hands[base + 3]
        ns, nh, nd, nc = count[hs], count[hh], count[hd], count[hc]
        if restrict and not broken and ns + nd + nc:
            nh = 0
            hh = 0
        n = ns + nh + nd + nc
        u = r()
        if u < epsilon:
            k = int(u / epsilon * n)
            if k < ns:
                suit, rank = 0, ranks_of[hs][k]
            elif k < ns + nh:
                suit, rank = 1, ranks_of[hh][k - ns]
            elif k < ns + nh + nd:
                suit, rank = 2, ranks_of[hd][k - ns - nh]
            else:
                suit, rank = 3, ranks_of[hc][k - ns - nh - nd]
        elif koz:  # lead the highest card
            suit, rank = 0, hs.bit_length() - 1
            for s, m in ((1, hh), (2, hd), (3, hc)):
                if m.bit_length() - 1 > rank:
                    suit, rank = s, m.bit_length() - 1
        else:  # lead the lowest card
            suit, rank = -1, 13
            for s, m in ((0, hs), (1, hh), (2, hd), (3, hc)):
                if m and _low(m) < rank:
                    suit, rank = s, _low(m)
        hands[base + suit] ^= 1 << rank
        if trace is not None:
            trace.append((leader, suit * 13 + rank, n))
        led = suit
        win_seat, win_suit, win_rank = leader, suit, rank
        hearts = suit == 1
        pts = card_pts[suit * 13 + rank]
        # ---- three followers
        for i, seat in enumerate(_SEATS_AFTER[leader]):
            base = seat << 2
            m = hands[base + led]
            if m:
                suit = led
            elif koz and hands[base + trump]:
                suit = trump
                m = hands[base + trump]
            elif rifki and hands[base + 1] & _KING_BIT:
                suit, m = 1, _KING_BIT
            else:  # void: any card
                hs, hh, hd, hc = hands[base], hands[base + 1], hands[base + 2], hands[base + 3]
                ns, nh, nd, nc = count[hs], count[hh], count[hd], count[hc]
                n = ns + nh + nd + nc
                u = r()
                if u < epsilon:
                    k = int(u / epsilon * n)
                    if k < ns:
                        suit, m = 0, hs
                    elif k < ns + nh:
                        suit, m, k = 1, hh, k - ns
                    elif k < ns + nh + nd:
                        suit, m, k = 2, hd, k - ns - nh
                    else:
                        suit, m, k = 3, hc, k - ns - nh - nd
                    rank = ranks_of[m][k]
                elif koz:  # no trump to play: throw the lowest card
                    suit, rank = -1, 13
                    for s, x in ((0, hs), (1, hh), (2, hd), (3, hc)):
                        if x and _low(x) < rank:
                            suit, rank = s, _low(x)
                else:  # throw a penalty card, else the highest card
                    suit = -1
                    if no_hearts and hh:
                        suit, rank = 1, hh.bit_length() - 1
                    for dump in dump_ranks:
                        if suit < 0:
                            for s, x in ((0, hs), (1, hh), (2, hd), (3, hc)):
                                if x >> dump & 1:
                                    suit, rank = s, dump
                                    break
                    if suit < 0:
                        rank = -1
                        for s, x in ((0, hs), (1, hh), (2, hd), (3, hc)):
                            if x.bit_length() - 1 > rank:
                                suit, rank = s, x.bit_length() - 1
                m = 0
            if m:
                n = count[m]
                u = r()
                if u < epsilon:
                    rank = ranks_of[m][int(u / epsilon * n)]
                elif suit != win_suit:  # cannot beat the winner (trumped / forced K♥)
                    rank = _low(m) if koz else m.bit_length() - 1
                elif koz:  # beat the winner as cheaply as possible, else play low
                    above = m >> (win_rank + 1)
                    rank = win_rank + 1 + _low(above) if above else _low(m)
                else:  # duck under the winner; if impossible, last hand sheds its highest
                    below = m & ((1 << win_rank) - 1)
                    if below:
                        rank = below.bit_length() - 1
                    elif i == 2:
                        rank = m.bit_length() - 1
                    else:
                        rank = _low(m)
            hands[base + suit] ^= 1 << rank
            if trace is not None:
                trace.append((seat, suit * 13 + rank, n))
            if suit == win_suit:
                if rank > win_rank:
                    win_seat, win_rank = seat, rank
            elif suit == trump:
                win_seat, win_suit, win_rank = seat, suit, rank
            if suit == 1:
                hearts = True
            pts += card_pts[suit * 13 + rank]
        points[win_seat] += pts + trick_pts[t]
        leader = win_seat
        if hearts:
            broken = True
        if left and pts:
            left -= pts  # the penalty points still out: 0 ends the deal early
            if not left:
                break
    return points


def deal_hands(rng: random.Random, chooser: int = 0) -> list[int]:
    """A random deal as 16 rank masks (seat * 4 + suit); block i of the deck goes to chooser + i."""
    r = rng.random
    keys = [r() for _ in _DECK]
    order = sorted(_DECK, key=keys.__getitem__)  # a uniform random permutation
    bit = _BIT52.__getitem__
    hands = [0] * 16
    for block in range(4):
        # distinct powers of two: their sum is the hand's 52-bit mask
        m = sum(map(bit, order[block * 13:block * 13 + 13]))
        base = ((chooser + block) & 3) << 2
        hands[base] = m & _M13
        hands[base + 1] = m >> 13 & _M13
        hands[base + 2] = m >> 26 & _M13
        hands[base + 3] = m >> 39
    return hands


def random_playout(rng: random.Random) -> list[int]:
    """One random full King deal: a random contract of a fresh match, then random legal cards.

    Returns the deal's points per seat (seat 0 chose and leads).
    """
    contract, trump = CHOICES[int(rng.random() * len(CHOICES))]
    return play_deal(deal_hands(rng), 0, contract, trump, rng)


def finish_deal(state: KingState, rng: random.Random, epsilon: float = 1.0) -> list[int]:
    """Legal play from ``state`` (in a deal, contract chosen) to the end of the deal: random
    with probability ``epsilon`` per card, else play_deal's greedy choice.

    ``state`` is consumed (pass a clone): the current trick is finished with the engine, the
    rest with play_deal. Returns the whole deal's points per seat.
    """
    while state.trick and state.in_deal:
        legal = state.legal_mask()
        choice = int(rng.random() * legal.bit_count())
        for _ in range(choice):
            legal &= legal - 1
        state.play_card((legal & -legal).bit_length() - 1)
    if not state.in_deal:
        return list(state.deal_results[-1]["points"])
    contract = state.contract
    assert contract is not None  # the deal's tricks are played under its contract
    penalty = CARD_PENALTIES.get(contract)
    left = penalty[1] * state.penalty_left.bit_count() if penalty else 0
    trump = -1 if state.trump is None else state.trump
    rest = play_deal(rank_masks(state.hands), state.leader, contract, trump, rng,
                     state.tricks_done, state.hearts_broken, left, None, epsilon)
    return [a + b for a, b in zip(state.deal_points, rest, strict=True)]


__all__ = ["RANKS_OF", "deal_hands", "finish_deal", "play_deal", "random_playout", "rank_masks"]
