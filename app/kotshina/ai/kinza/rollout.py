"""A stronger Kinza playout policy for search: greedy with a look at the next player's reply.

Inside a determinized world every hand is known, so each player picks, among its candidate
moves (per card: its best capture, or the trail when the card captures nothing), the one that
maximises *my gain minus the best capture the next player can then make with the cards they
hold*. With probability ε it plays a uniformly random legal move instead. It uses the same
capture tables as ``games/kinza/playout.py`` (tested against the engine); the test suite
replays its traces through the engine.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from ...games.kinza.cards import SUM_VALUE
from ...games.kinza.playout import (
    _GREEDY,
    _OPTIONS,
    _POW,
    POINTS,
    _options_for,
    greedy_entry,
    greedy_row,
)

#: trailing a card also risks it later: a small extra cost per point it is worth
TRAIL_RISK = 0.15

#: ``(table, stock left, last capturer or -1, points so far) -> points per side``
RoundEndCut = Callable[[list[int], list[int], int, list[int]], list[float]]


def smart_finish(hands: list[list[int]], table: list[int], stock: list[int], to_play: int,
                 dealer: int, last_capturer: int | None, pile_points: list[int],
                 players: int, capture_sum: int, rng: random.Random, epsilon: float = 0.1,
                 trace: list | None = None, cut: RoundEndCut | None = None,
                 rounds: int = 0, greedy_seat: int = -1) -> list[float]:
    """Finish the deal from a full position; returns the points per side. ``hands`` is consumed
    (pass copies); ``trace`` receives ``(seat, card, taken)`` per play. With ``cut``, the
    playout stops at the end of the current round (or ``rounds`` rounds later) while the stock
    is not empty, and returns ``cut(table, stock left, last capturer or -1, points so far)``.
    ``greedy_seat`` (if any) plays the greedy yardstick's policy instead (richest capture, else
    the cheapest trail; no look-ahead, no random moves): a search told it faces greedy."""
    memo = _OPTIONS[capture_sum]
    greedy = _GREEDY[capture_sum]
    rnd = rng.random
    side_of = [s % 2 if players == 4 else s for s in range(players)]
    points = list(pile_points)
    tbl: list[list[int]] = [[], [], [], [], [], [], [], [], [], []]
    key = 0
    gmask = 0
    for c in table:
        s = c % 10
        tbl[s].append(c)
        key += _POW[s]
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
                    return cut([c for cards_s in tbl for c in cards_s], stock[pos:], last, points)
                rounds -= 1
            for i in range(1, players + 1):
                hands[(dealer + i) % players] = stock[pos:pos + 3]
                pos += 3
            in_hands = 3 * players
        hand = hands[seat]
        ms = None
        pick_random = seat != greedy_seat and rnd() < epsilon
        if seat == greedy_seat:
            ms = _greedy_choice(capture_sum, key, gmask, hand, greedy)
            i = hand.index(ms[0])
            ms = ms[1]
        elif pick_random:
            opts = memo.get(key) or _options_for(capture_sum, key)
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
                for n, m_ in entries:
                    if r < n:
                        ms = m_
                        break
                    r -= n
        else:
            row = greedy.get(key * 1024 + gmask) or greedy_row(capture_sum, key, gmask)
            nxt = hands[seat + 1 if seat + 1 < players else 0]
            i = 0
            best_score = -1e9
            for j, c in enumerate(hand):
                b = row[c]
                if b is None:
                    b = greedy_entry(capture_sum, key, gmask, c, row)
                if not b:
                    s = c % 10
                    k2 = key + _POW[s]
                    g2 = gmask | (1 << c) if c < 10 else gmask
                    score = -TRAIL_RISK * POINTS[c]
                else:
                    k2 = key
                    g2 = gmask
                    for s, k in b[1]:
                        k2 -= k * _POW[s]
                        g2 &= ~(1 << s)
                    score = b[0]
                if nxt and k2:
                    reply = greedy.get(k2 * 1024 + g2) or greedy_row(capture_sum, k2, g2)
                    worst = 0.0
                    for d in nxt:
                        e = reply[d]
                        if e is None:
                            e = greedy_entry(capture_sum, k2, g2, d, reply)
                        if e and e[0] > worst:
                            worst = e[0]
                    score -= worst
                if score > best_score:
                    best_score = score
                    i = j
                    ms = b[1] if b else None
        c = hand.pop(i)
        in_hands -= 1
        if ms is None:
            s = c % 10
            cards_s = tbl[s]
            cards_s.append(c)
            if len(cards_s) > 1:
                cards_s.sort()
            key += _POW[s]
            if c < 10:
                gmask |= 1 << c
            if trace is not None:
                trace.append((seat, c, ()))
        else:
            gained = POINTS[c]
            taken = []
            for s, k in ms:
                cards_s = tbl[s]
                if pick_random and k < len(cards_s):
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
                key -= k * _POW[s]
            points[side_of[seat]] += gained
            last = seat
            if trace is not None:
                trace.append((seat, c, tuple(sorted(taken))))
        seat += 1
        if seat == players:
            seat = 0
    taker = last if last >= 0 else dealer
    rest = 0
    for cards_s in tbl:
        for x in cards_s:
            rest += POINTS[x]
    points[side_of[taker]] += rest
    return points


def _greedy_choice(capture_sum: int, key: int, gmask: int, hand: list[int],
                   greedy: dict) -> tuple[int, tuple | None]:
    """The greedy yardstick's move on the fast tables: (card, multiset taken or None)."""
    row = greedy.get(key * 1024 + gmask) or greedy_row(capture_sum, key, gmask)
    best = None
    best_score = (-1e9, 0.0)
    for c in hand:
        b = row[c]
        if b is None:
            b = greedy_entry(capture_sum, key, gmask, c, row)
        # a capture's value, lowest card first on a tie; else the cheapest trail
        score = (b[0], -c) if b else (-1.0, -(POINTS[c] + 0.01 * (12 - SUM_VALUE[c])) - c * 1e-6)
        if score > best_score:
            best_score = score
            best = (c, b[1] if b else None)
    assert best is not None
    return best
