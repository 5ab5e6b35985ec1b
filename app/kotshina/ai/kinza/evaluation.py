"""A learned evaluation of 2-player Kinza positions at the end of a round.

When a round's last card has been played (both hands empty, stock not empty), everything that
matters is public: the table, the points each side has captured, who captured last, and the
stock, which is exactly the set of cards nobody has seen yet (only its order is hidden). So the
rest of the deal's value is a function of public facts, which the search needs at the leaves of
its round tree many thousands of times per decision.

The model predicts ``future``: the points the *next round's leader* (the seat after the dealer,
who plays first in every round) will score from here on minus the other seat's, under
self-play. It is linear in the features below, one weight vector per number of rounds left,
fitted by ``tools/kinza_fit_eval.py`` from ``tools/kinza_selfplay.py`` games; the weights live
in ``round_end_weights.py`` (generated, with the command lines that made it).
"""

from __future__ import annotations

from collections.abc import Iterable
from math import comb

from ...games.kinza.playout import GREEDY, POINTS, POW, greedy_entry, greedy_row

#: feature names, in weight order (the fitting script checks the weights file against them)
SCALAR_FEATURES = (
    "bias", "last_is_leader", "last_is_other", "table_points", "table_points_if_leader_last",
    "table_points_if_other_last", "table_cards", "table_empty", "leader_expected_capture",
    "stock_capturers", "table_gold_points",
)
SLOTS = 10
#: then per-slot counts of the table (10), per-slot counts of the stock (10), gold card on the
#: table (10), gold card in the stock (10)
FEATURE_COUNT = len(SCALAR_FEATURES) + 4 * SLOTS

#: hypergeometric weights: a hand of 3 from ``u`` cards holds the i-th best card as its best
_HAND = 3
_BEST_WEIGHTS: dict[int, tuple[float, ...]] = {}


def _best_weights(u: int) -> tuple[float, ...]:
    weights = _BEST_WEIGHTS.get(u)
    if weights is None:
        h = min(_HAND, u)
        total = comb(u, h)
        weights = tuple(comb(u - i, h - 1) / total for i in range(1, u + 1))
        _BEST_WEIGHTS[u] = weights
    return weights


def capture_values(table: list[int] | tuple[int, ...], cards: list[int]) -> list[float]:
    """The best capture value (points, a little per card, a bonus for a sweep: the fast
    playout's greedy value) of each of ``cards`` that captures on ``table``, best first."""
    return [value for value, _card in best_captures(table, cards)]


def best_captures(table: list[int] | tuple[int, ...],
                  cards: Iterable[int]) -> list[tuple[float, int]]:
    """(best capture value, card) of each of ``cards`` that captures on ``table``, best first."""
    if not table:
        return []
    key = 0
    gmask = 0
    for c in table:
        key += POW[c % 10]
        if c < 10:
            gmask |= 1 << c
    row = GREEDY[15].get(key * 1024 + gmask) or greedy_row(15, key, gmask)
    captures = []
    for c in cards:
        entry = row[c]
        if entry is None:
            entry = greedy_entry(15, key, gmask, c, row)
        if entry:
            captures.append((entry[0], c))
    captures.sort(reverse=True)
    return captures


def expected_best(values: list[float], pool: int, hand_size: int) -> float:
    """Expected best of ``values`` (sorted, best first; the cards of a pool of ``pool`` that
    capture) for a hand of ``hand_size`` dealt uniformly from the pool."""
    if not values or hand_size <= 0:
        return 0.0
    h = min(hand_size, pool)
    total = comb(pool, h)
    return sum(v * comb(pool - i, h - 1) / total for i, v in enumerate(values, start=1))


def features(table: list[int], stock: list[int], last_rel: int) -> list[float]:
    """The feature vector; ``last_rel`` is 1 when the next round's leader captured last, -1
    when the other seat did, 0 when nobody has captured yet this deal."""
    key = 0
    gmask = 0
    table_points = 0
    counts = [0.0] * (4 * SLOTS)
    for c in table:
        s = c % 10
        key += POW[s]
        table_points += POINTS[c]
        counts[s] += 1.0
        if c < 10:
            gmask |= 1 << c
            counts[2 * SLOTS + c] = 1.0
    captures: list[float] = []
    if table:
        greedy = GREEDY[15]
        row = greedy.get(key * 1024 + gmask) or greedy_row(15, key, gmask)
    for c in stock:
        counts[SLOTS + c % 10] += 1.0
        if c < 10:
            counts[3 * SLOTS + c] = 1.0
        if table:
            entry = row[c]
            if entry is None:
                entry = greedy_entry(15, key, gmask, c, row)
            if entry:
                captures.append(entry[0])
    expected = 0.0
    if captures:
        captures.sort(reverse=True)
        for value, weight in zip(captures, _best_weights(len(stock)), strict=False):
            expected += value * weight
    gold_points = sum(POINTS[c] for c in table if c < 10)
    scalars = [
        1.0,
        1.0 if last_rel > 0 else 0.0,
        1.0 if last_rel < 0 else 0.0,
        float(table_points),
        float(table_points) if last_rel > 0 else 0.0,
        float(table_points) if last_rel < 0 else 0.0,
        float(len(table)),
        0.0 if table else 1.0,
        expected,
        len(captures) / len(stock) if stock else 0.0,
        float(gold_points),
    ]
    return scalars + counts


def leader_future(weights: tuple[tuple[float, ...], ...], table: list[int], stock: list[int],
                  last_rel: int) -> float:
    """Predicted future points of the next round's leader minus the other seat's."""
    w = weights[len(stock) // 6 - 1]
    return sum(a * b for a, b in zip(w, features(table, stock, last_rel), strict=True))


class RoundEndEvaluator:
    """``leader_future`` for the round ends of one search, where the stock is always the
    cards unseen at the root minus the opponent's cards played on the searched line: the same
    dot product, computed from per-card weights and cached per table."""

    def __init__(self, weights: tuple[tuple[float, ...], ...], unseen: frozenset[int]) -> None:
        self.unseen = unseen
        self.size = len(unseen)
        n = len(SCALAR_FEATURES)
        self.scalar: list[tuple[float, ...]] = []
        self.on_table: list[list[float]] = []
        self.in_stock: list[list[float]] = []
        self.stock_sum: list[float] = []
        for w in weights:
            self.scalar.append(tuple(w[:n]))
            table_w = [w[n + c % 10] + (w[n + 2 * SLOTS + c] if c < 10 else 0.0) for c in range(40)]
            stock_w = [w[n + SLOTS + c % 10] + (w[n + 3 * SLOTS + c] if c < 10 else 0.0)
                       for c in range(40)]
            self.on_table.append(table_w)
            self.in_stock.append(stock_w)
            self.stock_sum.append(sum(stock_w[c] for c in unseen))
        # per table: (points, gold points, [(capture value, card) of every unseen card that
        # captures on it, best first])
        self._tables: dict[tuple[int, ...], tuple[int, int, list[tuple[float, int]]]] = {}

    def _table(self, table: tuple[int, ...]) -> tuple[int, int, list[tuple[float, int]]]:
        found = self._tables.get(table)
        if found is None:
            captures = best_captures(table, self.unseen)
            found = (sum(POINTS[c] for c in table), sum(POINTS[c] for c in table if c < 10),
                     captures)
            self._tables[table] = found
        return found

    def future(self, table: tuple[int, ...], played: frozenset[int], last_rel: int) -> float:
        stock_size = self.size - len(played)
        bucket = stock_size // 6 - 1
        points, gold_points, captures = self._table(table)
        expected = 0.0
        count = 0
        if captures:
            weights = _best_weights(stock_size)
            for value, card in captures:
                if card in played:
                    continue
                expected += value * weights[count]
                count += 1
        w = self.scalar[bucket]
        total = w[0] + w[3] * points + w[6] * len(table) + w[8] * expected + w[10] * gold_points
        if last_rel > 0:
            total += w[1] + w[4] * points
        elif last_rel < 0:
            total += w[2] + w[5] * points
        if not table:
            total += w[7]
        if stock_size:
            total += w[9] * count / stock_size
        on_table = self.on_table[bucket]
        for c in table:
            total += on_table[c]
        in_stock = self.in_stock[bucket]
        total += self.stock_sum[bucket]
        for c in played:
            total -= in_stock[c]
        return total
