"""Finishing a Kinza / Ruba'in deal from a full position on the fast tables (``playout.py``):
the public fast path of the engine's rules for search.

``play_deal`` plays the deal's rules (trails, captures by value multiset, new rounds from the
stock, the last cards to the last capturer, points by side); who plays what is a *chooser*'s
call, so each policy (``finish_deal``'s ε-greedy here, the expert's look-ahead in
ai/kinza/rollout.py) states only its choice. tests/games/kinza/test_playout.py and
tests/ai/kinza/test_rollout.py replay the traces through the engine.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from ...core.match_flow import side_table
from .playout import (
    GREEDY,
    OPTIONS,
    POINTS,
    POW,
    Multiset,
    TableOptions,
    greedy_entry,
    greedy_row,
    options_for,
)

# A seat's choice in ``play_deal``: (index of the card in the hand, the value multiset it takes
# or None for a trail, whether the taken cards of each value are drawn at random (a random move)
# rather than the most valuable first); the chooser gets (seat, hand, hands, key, gold mask).
Choice = tuple[int, Multiset | None, bool]
#: a finished play, for the tests that replay it: (seat, card, the table cards it took)
Trace = list[tuple[int, int, tuple[int, ...]]]
Chooser = Callable[[int, list[int], list[list[int]], int, int], Choice]
# (table, stock left, last capturer or -1, points so far) -> points per side
RoundEndCut = Callable[[list[int], list[int], int, list[float]], list[float]]


def random_choice(opts: TableOptions, hand: list[int],
                  rnd: Callable[[], float]) -> tuple[int, Multiset | None]:
    """A uniformly random legal move: (index in ``hand``, multiset taken or None)."""
    total = 0
    for c in hand:
        total += opts[c][0]
    r = int(rnd() * total)
    i = 0
    for c in hand:
        e = opts[c]
        if r < e[0]:
            break
        r -= e[0]
        i += 1  # noqa: SIM113 - i must survive the break
    entries = e[1]
    if entries is not None:
        for n, ms in entries:
            if r < n:
                return i, ms
            r -= n
    return i, None


def greedy_choice(capture_sum: int, key: int, gmask: int,
                  hand: list[int]) -> tuple[int, Multiset | None]:
    """The capture worth most points (gold first, then card count; a sweep breaks ties), else
    the trail of the card worth least: (index in ``hand``, multiset taken or None)."""
    row = GREEDY[capture_sum].get(key * 1024 + gmask) or greedy_row(capture_sum, key, gmask)
    i, best_val = -1, -1.0
    ms: Multiset | None = None
    for j, c in enumerate(hand):
        b = row[c]
        if b is None:
            b = greedy_entry(capture_sum, key, gmask, c, row)
        if b and b[0] > best_val:
            best_val, i, ms = b[0], j, b[1]
    if i < 0:
        best = 99
        for j, c in enumerate(hand):
            if POINTS[c] < best:
                best, i = POINTS[c], j
    return i, ms


def play_deal(hands: list[list[int]], table: list[int], stock: list[int], to_play: int,
              dealer: int, last_capturer: int | None, pile_points: list[int], players: int,
              capture_sum: int, rng: random.Random, choose: Chooser, trace: Trace | None = None,
              cut: RoundEndCut | None = None, rounds: int = 0) -> tuple[list[float], int | None]:
    """Play the rest of a deal from a full (determinized) position, each move ``choose``'s:
    the rules of the deal (trails, captures by value multiset, new rounds from the stock, the
    last cards to the last capturer) on the fast tables. ``hands`` is consumed (pass copies).

    Returns (points per side at the end of the deal, last capturer or None). With ``cut`` the
    deal stops at the end of the current round (or ``rounds`` rounds later) while the stock is
    not empty, and the points are ``cut(table, stock left, last capturer or -1, points so
    far)``. ``trace`` receives ``(seat, card, taken)`` per play."""
    side_of = side_table(players)
    points: list[float] = list(pile_points)
    tbl: list[list[int]] = [[], [], [], [], [], [], [], [], [], []]
    key = 0
    gmask = 0
    for c in table:
        s = c % 10
        tbl[s].append(c)
        key += POW[s]
        if c < 10:
            gmask |= 1 << c
    for cards_s in tbl:
        cards_s.sort()  # gold (ids 0-9) first in its slot: the card worth taking first
    last = -1 if last_capturer is None else last_capturer
    seat = to_play
    pos = 0
    n_stock = len(stock)
    in_hands = sum(len(h) for h in hands)
    while True:
        if not in_hands:
            if pos >= n_stock:
                break
            if cut is not None:
                if not rounds:
                    rest = [c for cards_s in tbl for c in cards_s]
                    return cut(rest, stock[pos:], last, points), (None if last < 0 else last)
                rounds -= 1
            for i in range(1, players + 1):
                hands[(dealer + i) % players] = stock[pos:pos + 3]
                pos += 3
            in_hands = 3 * players
        hand = hands[seat]
        i, ms, sample = choose(seat, hand, hands, key, gmask)
        c = hand.pop(i)
        in_hands -= 1
        if ms is None:
            s = c % 10
            cards_s = tbl[s]
            cards_s.append(c)
            if len(cards_s) > 1:
                cards_s.sort()
            key += POW[s]
            if c < 10:
                gmask |= 1 << c
            if trace is not None:
                trace.append((seat, c, ()))
        else:
            gained = POINTS[c]
            taken = []
            for s, k in ms:
                cards_s = tbl[s]
                if sample and k < len(cards_s):
                    chosen = rng.sample(cards_s, k)
                    for x in chosen:
                        cards_s.remove(x)
                else:
                    chosen = cards_s[:k]
                    del cards_s[:k]
                for x in chosen:
                    gained += POINTS[x]
                    if x < 10:
                        gmask &= ~(1 << x)
                taken.extend(chosen)
                key -= k * POW[s]
            points[side_of[seat]] += gained
            last = seat
            if trace is not None:
                trace.append((seat, c, tuple(sorted(taken))))
        seat += 1
        if seat == players:
            seat = 0
    taker = last if last >= 0 else dealer
    rest_points = 0
    for cards_s in tbl:
        for x in cards_s:
            rest_points += POINTS[x]
    points[side_of[taker]] += rest_points
    return points, (None if last < 0 else last)


def finish_deal(hands: list[list[int]], table: list[int], stock: list[int], to_play: int,
                dealer: int, last_capturer: int | None, pile_points: list[int],
                players: int, capture_sum: int, rng: random.Random, epsilon: float = 0.3,
                trace: Trace | None = None) -> tuple[list[float], int | None]:
    """Play the rest of a deal with an ε-greedy policy (``greedy_choice``, else with
    probability ε a uniformly random move); see ``play_deal``."""
    memo = OPTIONS[capture_sum]
    rnd = rng.random

    def choose(seat: int, hand: list[int], hands: list[list[int]], key: int,
               gmask: int) -> Choice:
        if rnd() < epsilon:
            i, ms = random_choice(memo.get(key) or options_for(capture_sum, key), hand, rnd)
            return i, ms, True
        i, ms = greedy_choice(capture_sum, key, gmask, hand)
        return i, ms, False

    return play_deal(hands, table, stock, to_play, dealer, last_capturer, pile_points, players,
                     capture_sum, rng, choose, trace)
