"""Fast Kinza / Ruba'in deal playouts on plain ints, for search and the benchmark.

The engine (``state.py``) stays the judge of the rules; this module replays the same rules on
flat lists so a whole deal costs about a hundred microseconds (tests/games/kinza/test_playout.py
checks on random deals that every move taken here is one the engine lists, that the number of
legal moves agrees at every turn, and that the points come out the same).

Speed comes from one table: the capture options of every *table value multiset* that occurs.
The table is kept as one list of cards per value slot plus an integer key encoding how many
cards of each value lie there (base 5: at most four of a value), so a lookup is one dict get.
For each key we store, per value of the card played, the value multisets that complete the
sum and how many concrete card sets each stands for (a product of binomials); a uniformly
random legal move is then one draw over these counts, without listing the moves.
"""

from __future__ import annotations

import random
from itertools import combinations
from math import comb
from typing import Literal

from ...core.match_flow import side_table
from .captures import VALUES
from .cards import POINT_VALUE, VARIANT_SUMS

SLOTS = len(VALUES)
#: slot (0..9) of each card id: ids are suit*10 + rank index and ranks are ordered like VALUES
SLOT: tuple[int, ...] = tuple(c % SLOTS for c in range(40))
POW = tuple(5 ** s for s in range(SLOTS))
POINTS = POINT_VALUE
HAND_BLOCK = 3
TABLE_CARDS = 4

# capture_sum -> table key -> per played card id: (1, None) for a trail, or
# (number of concrete captures, ((count, multiset), ...)) with multiset = ((slot, k), ...)
#: a multiset of table cards by value slot: ((slot, how many), ...)
Multiset = tuple[tuple[int, int], ...]
#: one played card's options: (how many concrete captures, ((count, multiset), ...)), or
#: (1, None) for a trail
CardOptions = tuple[int, tuple[tuple[int, Multiset], ...] | None]
#: a table's options, per played card id
TableOptions = tuple[CardOptions, ...]
#: the greedy capture of a card: (its value, the multiset), False when it captures nothing
GreedyCapture = tuple[float, Multiset] | Literal[False]
#: per card id: its greedy capture, None until computed
GreedyRow = list[GreedyCapture | None]
TRAIL: CardOptions = (1, None)
OPTIONS: dict[int, dict[int, TableOptions]] = {15: {}, 40: {}}


def _counts_of(key: int) -> tuple[int, ...]:
    return tuple((key // POW[s]) % 5 for s in range(SLOTS))


def options_for(capture_sum: int, key: int) -> TableOptions:
    """Fill the memo for one table: every value multiset by its sum, in one walk."""
    counts = _counts_of(key)
    limit = capture_sum - 1
    by_sum: dict[int, list[tuple[int, tuple[tuple[int, int], ...]]]] = {}
    chosen: list[tuple[int, int]] = []

    def walk(slot: int, total: int, ways: int) -> None:
        if slot == SLOTS:
            if chosen:
                by_sum.setdefault(total, []).append((ways, tuple(chosen)))
            return
        value = VALUES[slot]
        have = counts[slot]
        take = 0
        while take <= have and total + take * value <= limit:
            if take:
                chosen.append((slot, take))
            walk(slot + 1, total + take * value, ways * comb(have, take))
            if take:
                chosen.pop()
            take += 1

    walk(0, 0, 1)
    per_slot: list[CardOptions] = []
    for slot in range(SLOTS):
        entries = by_sum.get(capture_sum - VALUES[slot])
        if entries:
            per_slot.append((sum(n for n, _ in entries), tuple(entries)))
        else:
            per_slot.append(TRAIL)
    result = tuple(per_slot[c % SLOTS] for c in range(40))
    OPTIONS[capture_sum][key] = result
    return result


# capture_sum -> key * 1024 + gold mask -> per card id, filled on first use: None (not yet
# computed), False (the card captures nothing) or (greedy value, multiset): the capture worth
# most points, then most cards, with a bonus for a sweep
GREEDY: dict[int, dict[int, GreedyRow]] = {15: {}, 40: {}}


def greedy_row(capture_sum: int, key: int, gmask: int) -> GreedyRow:
    row: GreedyRow = [None] * 40
    GREEDY[capture_sum][key * 1024 + gmask] = row
    return row


def greedy_entry(capture_sum: int, key: int, gmask: int, card: int,
                 row: GreedyRow) -> GreedyCapture:
    """The greedy capture of ``card`` on a table given by value counts and gold cards (within a
    value slot the gold card, if there, is the one worth taking first); stored in ``row``."""
    opts = OPTIONS[capture_sum].get(key) or options_for(capture_sum, key)
    entries = opts[card][1]
    best: GreedyCapture = False
    if entries is not None:
        table_count = sum(_counts_of(key))
        for _n, ms in entries:
            value: float = POINTS[card]
            count = 1
            for s, k in ms:
                value += (POINTS[s] + k - 1) if gmask >> s & 1 else k
                count += k
            value += 0.01 * count
            if count - 1 == table_count:
                value += 0.5
            if best is False or value > best[0]:
                best = (value, ms)
    row[card] = best
    return best


def table_key(table: list[int]) -> int:
    return sum(POW[SLOT[c]] for c in table)


def options(capture_sum: int, table: list[int]) -> TableOptions:
    """The capture options of ``table`` per played value slot (see module docstring)."""
    key = table_key(table)
    return OPTIONS[capture_sum].get(key) or options_for(capture_sum, key)


def capture_sets(capture_sum: int, table: list[int], card: int) -> list[tuple[int, ...]]:
    """Every concrete set of table cards ``card`` can take (sorted tuples), from the fast table."""
    entries = options(capture_sum, table)[card][1]
    if entries is None:
        return []
    by_slot: list[list[int]] = [[] for _ in range(SLOTS)]
    for c in sorted(table):
        by_slot[SLOT[c]].append(c)
    result: list[tuple[int, ...]] = []
    for _n, ms in entries:
        combos: list[tuple[int, ...]] = [()]
        for s, k in ms:
            part = list(combinations(by_slot[s], k))
            combos = [a + b for a in combos for b in part]
        result.extend(tuple(sorted(c)) for c in combos)
    return result


def shuffled(rng: random.Random) -> list[int]:
    """A uniformly shuffled 40-card deck, faster than ``rng.shuffle`` (one float per card)."""
    keys = [rng.random() for _ in range(40)]
    return sorted(range(40), key=keys.__getitem__)


def _take(cards_s: list[int], k: int, r: int) -> tuple[list[int], int]:
    """Remove the r-th (mod the number of choices) k-subset of ``cards_s``; return it and r's rest."""
    m = len(cards_s)
    if k == m:
        chosen = cards_s[:]
        cards_s.clear()
        return chosen, r
    if k == 1:
        j = r % m
        return [cards_s.pop(j)], r // m
    n = comb(m, k)
    j = r % n
    for index, combo in enumerate(combinations(cards_s, k)):
        if index == j:
            chosen = list(combo)
            break
    for x in chosen:
        cards_s.remove(x)
    return chosen, r // n


def random_playout(players: int, rng: random.Random, variant: str = "kinza",
                   deck: list[int] | None = None,
                   trace: list[tuple[int, int, tuple[int, ...], int]] | None = None) -> list[int]:
    """Deal a shuffled deck and play one deal with uniformly random legal moves.

    Seat ``players - 1`` deals, so seat 0 plays first. Returns the points per side (4 players:
    two teams). ``trace``, when given, receives ``(seat, card, taken, legal_count)`` per play.
    """
    capture_sum = VARIANT_SUMS[variant]
    memo = OPTIONS[capture_sum]
    rnd = rng.random
    if deck is None:
        keys = [rnd() for _ in range(40)]
        deck = sorted(range(40), key=keys.__getitem__)
    side_of = side_table(players)
    points = [0] * (max(side_of) + 1)
    hands = [deck[3 * i:3 * i + 3] for i in range(players)]
    pos = 3 * players
    tbl: list[list[int]] = [[], [], [], [], [], [], [], [], [], []]
    key = 0
    for c in deck[pos:pos + 4]:
        tbl[c % 10].append(c)
        key += POW[c % 10]
    pos += 4
    last = -1
    seat = 0
    in_hands = 3 * players
    while True:
        hand = hands[seat]
        opts = memo.get(key) or options_for(capture_sum, key)
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
            i += 1
        del hand[i]
        entries = e[1]
        if entries is None:
            s = c % 10
            tbl[s].append(c)
            key += POW[s]
            if trace is not None:
                trace.append((seat, c, (), total))
        else:
            for n, ms in entries:  # noqa: B007 - the loop picks ms
                if r < n:
                    break
                r -= n
            gained = POINTS[c]
            taken = []
            for s, k in ms:
                cards_s = tbl[s]
                if k == 1 and len(cards_s) == 1:
                    x = cards_s.pop()
                    gained += POINTS[x]
                    taken.append(x)
                else:
                    chosen, r = _take(cards_s, k, r)
                    for x in chosen:
                        gained += POINTS[x]
                    taken.extend(chosen)
                key -= k * POW[s]
            points[side_of[seat]] += gained
            last = seat
            if trace is not None:
                trace.append((seat, c, tuple(sorted(taken)), total))
        in_hands -= 1
        seat += 1
        if seat == players:
            seat = 0
        if not in_hands:
            if pos == 40:
                break
            for i in range(players):
                hands[i] = deck[pos:pos + 3]
                pos += 3
            in_hands = 3 * players
    taker = last if last >= 0 else players - 1
    rest = 0
    for cards_s in tbl:
        for x in cards_s:
            rest += POINTS[x]
    points[side_of[taker]] += rest
    return points
