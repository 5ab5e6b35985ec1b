"""Fast Trix deals for benchmarks and search playouts (same rules as state.py).

Trick contracts: hands are 16 ints (seat * 4 + suit -> 13-bit rank mask), as in King's
playout, with the shared rank tables (core/rank_tables.py), so a card is a few lookups and no
allocation. The Trix contract: 52-bit hands and the layout's mask of cards that fit. The
engine stays the judge of the rules: tests/games/trix/test_playout.py checks that these routines'
choices and points agree with the oracle and the engine on random deals.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import TYPE_CHECKING

from ...core.rank_tables import BIT52, COUNT, M13, RANKS_OF, low, rank_masks
from ...core.tricks import ACE, JACK, KING, QUEEN, RANKS
from .cards import (
    CARD_POINTS,
    COMPLEX,
    DIAMONDS,
    DOUBLABLE,
    DOUBLE_PART,
    EARLY_END,
    KH_CONTRACT,
    MODES,
    PLACE_POINTS,
    QUEENS,
    TRICK_COST,
    TRIX,
)
from .layout import Layout

if TYPE_CHECKING:
    from .state import TrixState

_SEATS_AFTER = tuple(tuple((leader + i) & 3 for i in (1, 2, 3)) for leader in range(4))
_KING_BIT = 1 << KING
_QUEEN_BIT = 1 << QUEEN
_DECK = tuple(range(52))
#: a seat's own layout card from what it sees: (its hand, its cards that fit, the others' cards)
OwnChoice = Callable[[int, int, int], int]
_EARLY = {c: tuple(mask >> card & 1 for card in range(52)) for c, mask in EARLY_END.items()}
_NONE = (0,) * 52


def _pick(hs: int, hh: int, hd: int, hc: int, k: int) -> tuple[int, int]:
    """The ``k``-th card (suit, rank) of a hand, in suit order then rank order."""
    ns = COUNT[hs]
    if k < ns:
        return 0, RANKS_OF[hs][k]
    k -= ns
    nh = COUNT[hh]
    if k < nh:
        return 1, RANKS_OF[hh][k]
    k -= nh
    nd = COUNT[hd]
    if k < nd:
        return 2, RANKS_OF[hd][k]
    return 3, RANKS_OF[hc][k - nd]


def play_tricks(hands: list[int], leader: int, contract: str, rng: random.Random,
                doubled: dict[int, int] | None = None, forced_discards: bool = False,
                first_trick: int = 0, left: int | None = None,
                trace: list[tuple[int, int, int]] | None = None,
                epsilon: float = 1.0) -> list[int]:
    """Play a trick contract out from the start of trick ``first_trick`` (0-based).

    Each card is random with probability ``epsilon`` (1.0: a random playout), otherwise the
    greedy choice: lead low, duck under the winning card, and when void throw the contract's
    penalty cards, else the highest card. ``hands`` (16 rank masks) is consumed; ``doubled``
    maps doubled card ids to their doubler; ``left`` counts the early-end cards not yet taken
    (default: all of the contract's). ``trace`` collects (seat, card, number of legal cards).
    Returns the points per seat of the tricks played here.
    """
    r = rng.random
    ranks_of = RANKS_OF
    count = COUNT
    card_pts = CARD_POINTS[contract]
    trick_cost = TRICK_COST[contract]
    early = _EARLY.get(contract, _NONE)
    if left is None:
        left = sum(early)
    kh_forced = contract in (KH_CONTRACT, COMPLEX)
    queens_forced = forced_discards and contract == QUEENS
    diamonds_forced = forced_discards and contract == DIAMONDS
    dump_queens = contract in (QUEENS, COMPLEX)
    dump_diamonds = contract in (DIAMONDS, COMPLEX)
    extra = DOUBLE_PART[contract]
    doubled = doubled or {}
    points = [0, 0, 0, 0]
    for _ in range(first_trick, 13):
        # ---- lead: any card
        base = leader << 2
        hs, hh, hd, hc = hands[base], hands[base + 1], hands[base + 2], hands[base + 3]
        n = count[hs] + count[hh] + count[hd] + count[hc]
        u = r()
        if u < epsilon:
            suit, rank = _pick(hs, hh, hd, hc, int(u / epsilon * n))
        else:  # the lowest card, penalty cards last
            suit, rank = -1, 99
            for s, m in ((0, hs), (1, hh), (2, hd), (3, hc)):
                if m:
                    lo = low(m)
                    if s == 2 and dump_diamonds:
                        lo += 13
                    if lo < rank:
                        suit, rank = s, lo
            rank %= 13
        hands[base + suit] ^= 1 << rank
        if trace is not None:
            trace.append((leader, suit * 13 + rank, n))
        led = suit
        win_seat, win_rank = leader, rank
        card = suit * 13 + rank
        taken = [card]
        # ---- three followers
        for i, seat in enumerate(_SEATS_AFTER[leader]):
            base = seat << 2
            m = hands[base + led]
            if m:
                n = count[m]
                u = r()
                if u < epsilon:
                    rank = ranks_of[m][int(u / epsilon * n)]
                else:  # duck under the winner; if impossible, last hand sheds its highest
                    below = m & ((1 << win_rank) - 1)
                    if below:
                        rank = below.bit_length() - 1
                    elif i == 2:
                        rank = m.bit_length() - 1
                    else:
                        rank = low(m)
                suit = led
            else:
                hs, hh, hd, hc = hands[base], hands[base + 1], hands[base + 2], hands[base + 3]
                if kh_forced and hh & _KING_BIT:
                    suit, rank, n = 1, KING, 1
                elif queens_forced and (hs | hh | hd | hc) & _QUEEN_BIT:
                    queens = [s for s, x in ((0, hs), (1, hh), (2, hd), (3, hc))
                              if x & _QUEEN_BIT]
                    n = len(queens)
                    u = r()
                    suit = queens[int(u / epsilon * n)] if u < epsilon else queens[-1]
                    rank = QUEEN
                elif diamonds_forced and hd:
                    n = count[hd]
                    u = r()
                    rank = ranks_of[hd][int(u / epsilon * n)] if u < epsilon \
                        else hd.bit_length() - 1
                    suit = 2
                else:
                    n = count[hs] + count[hh] + count[hd] + count[hc]
                    u = r()
                    if u < epsilon:
                        suit, rank = _pick(hs, hh, hd, hc, int(u / epsilon * n))
                    else:  # throw a penalty card, else the highest card
                        suit = -1
                        if dump_queens:
                            for s, x in ((0, hs), (1, hh), (2, hd), (3, hc)):
                                if x & _QUEEN_BIT:
                                    suit, rank = s, QUEEN
                                    break
                        if suit < 0 and dump_diamonds and hd:
                            suit, rank = 2, hd.bit_length() - 1
                        if suit < 0:
                            rank = -1
                            for s, x in ((0, hs), (1, hh), (2, hd), (3, hc)):
                                if x.bit_length() - 1 > rank:
                                    suit, rank = s, x.bit_length() - 1
            hands[base + suit] ^= 1 << rank
            card = suit * 13 + rank
            if trace is not None:
                trace.append((seat, card, n))
            if suit == led and rank > win_rank:
                win_seat, win_rank = seat, rank
            taken.append(card)
        gained = trick_cost
        for card in taken:
            gained += card_pts[card]
            left -= early[card]
            if doubled:
                doubler = doubled.get(card)
                if doubler is not None:
                    gained += extra[card]
                    if doubler != win_seat:
                        points[doubler] -= extra[card]
        points[win_seat] += gained
        leader = win_seat
        if not left and early is not _NONE:
            break
    return points


def reach(hand: int, card: int) -> int:
    """How many of ``hand``'s cards lie beyond ``card`` in its row's direction (both ways for
    a jack): the cards that laying it brings nearer. Twice that, plus one for a jack or a row's
    end (nothing lies beyond an ace or a 2 for anybody): greedy's key in the layout."""
    suit, rank = divmod(card, RANKS)
    row = hand >> (suit * RANKS) & M13
    up = (row >> (rank + 1)).bit_count() if rank >= JACK else 0
    down = (row & ((1 << rank) - 1)).bit_count() if rank <= JACK else 0
    return 2 * (up + down) + (rank in (JACK, ACE, 0))


def greedy_layout_card(hand: int, legal: int) -> int:
    """Greedy layout card: the one that opens the most of my own cards beyond it (so my
    rows keep moving and the others' wait), the jacks and the far ends first on ties."""
    best, best_key = -1, -1
    rest = legal
    while rest:
        bit = rest & -rest
        rest ^= bit
        card = bit.bit_length() - 1
        key = reach(hand, card)
        if key > best_key:
            best, best_key = card, key
    return best


def play_layout(hands: list[int], layout: Layout, to_play: int, finished: list[int],
                rng: random.Random, trace: list[tuple[int, int, int]] | None = None,
                epsilon: float = 1.0, own: OwnChoice | None = None,
                own_seat: int = -1) -> list[int]:
    """Play the Trix contract out: ``hands`` (52-bit, per seat), ``layout`` and ``finished``
    (seats already out) are consumed. A pass is traced as card -1. Returns the points per seat
    of the places still to give. ``own``, if given, lays ``own_seat``'s non-random cards
    instead of greedy's rule, told that seat's hand, its cards that fit and the others'
    cards as one set (what the seat itself would see, not who holds what)."""
    r = rng.random
    points = [0, 0, 0, 0]
    seat = to_play
    while True:
        hand = hands[seat]
        legal = hand & layout.fits
        if legal:
            n = legal.bit_count()
            u = r()
            if u < epsilon:
                for _ in range(int(u / epsilon * n)):
                    legal &= legal - 1
                card = (legal & -legal).bit_length() - 1
            elif seat == own_seat and own is not None:
                card = own(hand, legal, (hands[0] | hands[1] | hands[2] | hands[3]) ^ hand)
            else:
                card = greedy_layout_card(hand, legal)
            if trace is not None:
                trace.append((seat, card, n))
            hand ^= 1 << card
            hands[seat] = hand
            layout.lay(card)
            if not hand:
                finished.append(seat)
                points[seat] += PLACE_POINTS[len(finished) - 1]
                if len(finished) == 3:
                    last = 6 - sum(finished)
                    finished.append(last)
                    points[last] += PLACE_POINTS[3]
                    return points
        elif trace is not None:
            trace.append((seat, -1, 0))
        seat = (seat + 1) & 3
        while not hands[seat]:
            seat = (seat + 1) & 3


def deal_hands(rng: random.Random) -> list[int]:
    """A random deal as 52-bit hands: the deck's blocks of 13 to seats 0, 1, 2, 3."""
    r = rng.random
    keys = [r() for _ in _DECK]
    order = sorted(_DECK, key=keys.__getitem__)  # a uniform random permutation
    bit = BIT52.__getitem__
    return [sum(map(bit, order[b * 13:b * 13 + 13])) for b in range(4)]


def random_playout(rng: random.Random) -> list[int]:
    """One random full Trix deal: a random contract of a fresh kingdom (doubling on: each
    holder doubles a random subset), then random legal cards. Points per seat (seat 0 owns)."""
    contracts = MODES["kingdoms"]
    contract = contracts[int(rng.random() * len(contracts))]
    hands = deal_hands(rng)
    if contract == TRIX:
        return play_layout(hands, Layout(), 0, [], rng)
    doubled = {}
    doublable = DOUBLABLE.get(contract, 0)
    if doublable:
        for seat in range(4):
            mine = hands[seat] & doublable
            while mine:
                bit = mine & -mine
                mine ^= bit
                if rng.random() < 0.5:
                    doubled[bit.bit_length() - 1] = seat
    return play_tricks(rank_masks(hands), 0, contract, rng, doubled)


def finish_deal(state: TrixState, rng: random.Random, epsilon: float = 1.0,
                own: OwnChoice | None = None, own_seat: int = -1) -> list[int]:
    """Legal play from ``state`` (in a deal) to the end of the deal: random with probability
    ``epsilon`` per decision, else the greedy choice; the contract and doubling, if still
    open, random (no doubling in greedy play). ``state`` is consumed (pass a clone). Returns
    the whole deal's points per seat."""
    if state.contract is None:
        left = state.contracts_left()
        state.choose(left[int(rng.random() * len(left))])
    while state.doublers:
        tricks, seat = state.tricks, state.to_play
        assert tricks is not None and seat is not None  # doubling: a trick contract, in turn
        options = tricks.double_options(state.hands[seat])
        state.double(options[int(rng.random() * len(options))] if rng.random() < epsilon else 0)
    layout = state.layout
    if layout is not None:
        seat = state.to_play
        assert seat is not None  # the layout is played in turn
        rest = play_layout(state.hands, layout, seat, state.finished, rng, None, epsilon, own,
                           own_seat)
        return [a + b for a, b in zip(state.deal_points, rest, strict=True)]
    tricks = state.tricks
    assert tricks is not None  # the contract is chosen: the layout or a trick contract
    while tricks.trick and state.in_deal:
        legal = state.legal_mask()
        choice = int(rng.random() * legal.bit_count())
        for _ in range(choice):
            legal &= legal - 1
        state.play_card((legal & -legal).bit_length() - 1)
    if not state.in_deal:
        return list(state.deal_results[-1]["seat_points"])
    penalties_left = tricks.penalty_left.bit_count()
    rest = play_tricks(rank_masks(state.hands), tricks.leader, tricks.contract, rng,
                       tricks.doubled_by, state.forced_discards, tricks.tricks_done,
                       penalties_left, None, epsilon)
    return [a + b for a, b in zip(state.deal_points, rest, strict=True)]
