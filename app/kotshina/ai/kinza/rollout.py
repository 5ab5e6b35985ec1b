"""A stronger Kinza playout policy for search: greedy with a look at the next player's reply.

Inside a determinized world every hand is known, so each player picks, among its candidate
moves (per card: its best capture, or the trail when the card captures nothing), the one that
maximises *my gain minus the best capture the next player can then make with the cards they
hold*. With probability ε it plays a uniformly random legal move instead. The deal itself is
the engine's public fast path (``games/kinza/finishing.py``: play_deal); this module states
only the choice. The test suite replays its traces through the engine.
"""

from __future__ import annotations

import random

from ...games.kinza.cards import SUM_VALUE
from ...games.kinza.finishing import (
    Choice,
    RoundEndCut,
    Trace,
    play_deal,
    random_choice,
)
from ...games.kinza.playout import (
    GREEDY,
    OPTIONS,
    POINTS,
    POW,
    GreedyRow,
    Multiset,
    greedy_entry,
    greedy_row,
    options_for,
)

#: trailing a card also risks it later: a small extra cost per point it is worth
TRAIL_RISK = 0.15

__all__ = ["RoundEndCut", "smart_finish"]


def smart_finish(hands: list[list[int]], table: list[int], stock: list[int], to_play: int,
                 dealer: int, last_capturer: int | None, pile_points: list[int],
                 players: int, capture_sum: int, rng: random.Random, epsilon: float = 0.1,
                 trace: Trace | None = None, cut: RoundEndCut | None = None,
                 rounds: int = 0, greedy_seat: int = -1) -> list[float]:
    """Finish the deal from a full position; returns the points per side. ``hands`` is consumed
    (pass copies); ``trace`` receives ``(seat, card, taken)`` per play. With ``cut``, the
    playout stops at the end of the current round (or ``rounds`` rounds later) while the stock
    is not empty, and returns ``cut(table, stock left, last capturer or -1, points so far)``.
    ``greedy_seat`` (if any) plays the greedy yardstick's policy instead (richest capture, else
    the cheapest trail; no look-ahead, no random moves): a search told it faces greedy. The
    deal itself is the engine's fast path (games/kinza/finishing.py: play_deal)."""
    memo = OPTIONS[capture_sum]
    greedy = GREEDY[capture_sum]
    rnd = rng.random

    def choose(seat: int, hand: list[int], hands: list[list[int]], key: int,
               gmask: int) -> Choice:
        # one call per move, the look-ahead written out: the expert's playouts run here
        if seat == greedy_seat:
            card, ms = _greedy_choice(capture_sum, key, gmask, hand, greedy)
            return hand.index(card), ms, False
        if rnd() < epsilon:
            i, ms = random_choice(memo.get(key) or options_for(capture_sum, key), hand, rnd)
            return i, ms, True
        # per card its best capture (or the trail), scored as my gain minus the best capture
        # the next player can then make with the cards they hold
        nxt = hands[seat + 1 if seat + 1 < players else 0]
        row = greedy.get(key * 1024 + gmask) or greedy_row(capture_sum, key, gmask)
        i = 0
        ms = None
        best_score = -1e9
        for j, c in enumerate(hand):
            b = row[c]
            if b is None:
                b = greedy_entry(capture_sum, key, gmask, c, row)
            if not b:
                k2 = key + POW[c % 10]
                g2 = gmask | (1 << c) if c < 10 else gmask
                score = -TRAIL_RISK * POINTS[c]
            else:
                k2 = key
                g2 = gmask
                for s, k in b[1]:
                    k2 -= k * POW[s]
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
        return i, ms, False

    return play_deal(hands, table, stock, to_play, dealer, last_capturer, pile_points, players,
                     capture_sum, rng, choose, trace, cut, rounds)[0]


def _greedy_choice(capture_sum: int, key: int, gmask: int, hand: list[int],
                   greedy: dict[int, GreedyRow]) -> tuple[int, Multiset | None]:
    """The greedy yardstick's move on the fast tables: (card, multiset taken or None)."""
    row = greedy.get(key * 1024 + gmask) or greedy_row(capture_sum, key, gmask)
    best: tuple[int, Multiset | None] | None = None
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
