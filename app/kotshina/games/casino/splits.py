"""Which loose number cards split into groups of a value: counts and draws on ints, memoised.

The engine's legal moves (legal.py), the fast playout (playout.py) and the AI's rollout all
need, for a table of loose number cards, "how many card sets can a card of value cv capture
(cv == v) or build into v with" and "the r-th such set". Both depend only on how many loose
cards of each value lie there, held in one integer key: the count of value i sits in 5 bits
at ``SHIFT[i]`` (bit 4 of each field is a guard, so "every count of x <= every count of y"
is one subtraction, SWAR).

How it is fast, and bounded whatever the table, without tables made per deal:
- loose cards of value v itself are always groups of their own, so they only multiply the
  count (any subset of them goes along) and never enter the search;
- a set of lower cards (with the played card, for a build) can split only if its values sum
  to a multiple of v. The sub-vectors of the aces-to-4s and of the 5s-to-9s on the table are
  listed once per pattern (at most 625 and 3,125 patterns, shared by all tables) with their
  sums, and only pairs of halves with a fitting sum are looked at: at most 625 x 3,125 pairs
  for a whole deck on the table, however many card sets that stands for;
- a sum of exactly v is one group; for larger sums, whether the vector splits is looked up in
  a table of all vectors of up to 12 cards, or searched (memoised). A value's table is made
  once tables have asked about it ``TABLE_AFTER`` times (a search's playouts ask thousands of
  times): made at import, the ten tables cost ~70 ms, and made at the first ask, six of them
  ~55 ms, that a continued Casino match's first paint waited for while its few moves were
  replayed; the search answers those few asks in well under a millisecond.
Every memo is emptied when it is full, so memory stays bounded too. ``WORK`` counts the steps
taken on memo misses (sub-vectors listed, pairs looked at, split searches, entries made):
tests bound the work a table can cost with it, in operations rather than seconds.
The independent oracles (tests/casino_oracle.py, tests/casino_brute.py) check the engine's
moves built on these counts; tests/games/casino/test_playout.py checks the fast path against them.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache
from itertools import combinations
from math import comb

from .values import VALUE


@cache
def group_types(v: int) -> tuple[tuple[int, ...], ...]:
    """Integer partitions of v (parts 1..v, non-increasing): the value shapes of one group."""
    found: list[tuple[int, ...]] = []

    def walk(remaining: int, largest: int, parts: list[int]) -> None:
        if remaining == 0:
            found.append(tuple(parts))
            return
        for part in range(min(remaining, largest), 0, -1):
            parts.append(part)
            walk(remaining - part, part, parts)
            parts.pop()

    walk(v, v, [])
    return tuple(found)


SHIFT = (0,) + tuple(5 * (v - 1) for v in range(1, 11))
POW = (0,) + tuple(1 << SHIFT[v] for v in range(1, 11))
#: key & BELOW[v] keeps the counts of values 1..v (the only ones a group of v can use)
BELOW = tuple((1 << (5 * v)) - 1 for v in range(11))
GUARD = sum(16 << (5 * i) for i in range(10))
COMB = tuple(tuple(comb(n, k) for k in range(6)) for n in range(6))
#: the values 1..SPLIT_AT form the low half of a table, SPLIT_AT + 1..9 the high half
SPLIT_AT = 4
HIGH_SHIFT = 5 * SPLIT_AT
#: vectors of up to SMALL cards are checked in the table made at import
SMALL = 12

Pairs = tuple[tuple[int, int], ...]
#: (number of concrete card sets, (value, how many) per value used, the count vector)
Entry = tuple[int, Pairs, int]
Table = tuple[int, tuple[Entry, ...]]


def _shapes(v: int) -> list[tuple[int, int]]:
    """One group of v made of cards below v, as (count vector, number of cards)."""
    return [(sum(POW[p] for p in parts), len(parts)) for parts in group_types(v) if parts[0] < v]


@cache
def small_splits(v: int) -> frozenset[int]:
    """Every count vector of at most SMALL cards of values below v (each at most 4) that
    splits into groups of v: the sums of group shapes, grown shape by shape."""
    ceiling = sum(4 * POW[i] for i in range(1, v)) | GUARD
    reach = {0: 0}
    for t, n in _shapes(v):
        grown = []
        for vec, size in reach.items():
            cur = vec + t
            size += n
            while size <= SMALL and (ceiling - cur) & GUARD == GUARD:
                grown.append((cur, size))
                cur += t
                size += n
        reach.update(grown)
    return frozenset(reach)


#: a value's table of small vectors is made once tables have asked about it this often
TABLE_AFTER = 64
_ASKED = [0] * 11


def _small_table(v: int) -> frozenset[int] | None:
    """``small_splits(v)`` once it has been asked for ``TABLE_AFTER`` times, else None (the
    caller searches)."""
    if _ASKED[v] >= TABLE_AFTER:
        return small_splits(v)
    _ASKED[v] += 1
    return None


#: _TOP[v][h]: the shapes of one group of v whose largest card is h < v
_TOP: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(tuple(sum(POW[p] for p in parts) for parts in group_types(v) if parts[0] == h)
          for h in range(v)) if v else ()
    for v in range(11))

#: a memo is emptied when it reaches this size (a long search meets ever new rare tables;
#: the common ones come back at once)
MEMO_LIMIT = 200_000
_SPLITS: dict[int, bool] = {}
_LOW: dict[int, tuple[int, tuple[tuple[int, int, int], ...]]] = {}
_HIGH: dict[int, tuple[int, tuple[list[tuple[int, int, int]], ...]]] = {}
#: COUNTS[cv][v]: ``count(key, cv, v)`` by ``key & BELOW[v]`` (callers may look up first)
COUNTS: tuple[tuple[dict[int, int], ...], ...] = tuple(
    tuple({} for _ in range(11)) for _ in range(11))
_TOTALS: dict[int, int] = {}
_PAIRS: dict[int, Pairs] = {}
_ENTRIES: dict[int, Table] = {}
#: the items held in ``_ENTRIES`` and in ``_HIGH`` altogether, each (a whole deck's table has
#: ~60,000 entries for one key); a memo past it is emptied
ENTRY_LIMIT = 1_000_000
_ENTRY_COUNT = [0, 0]
#: work done on memo misses, in steps (see the module docstring); only tests read it
WORK = [0]


def splits(vec: int, v: int) -> bool:
    """Whether the cards of count vector ``vec`` (values below v) split into groups of v."""
    if not vec:
        return True
    k = (vec << 4) | v
    found = _SPLITS.get(k)
    if found is None:
        found = False
        # the largest card present lies in some group, whose other parts are no larger
        ceiling = vec | GUARD
        WORK[0] += 1
        for t in _TOP[v][(vec.bit_length() - 1) // 5 + 1]:
            if (ceiling - t) & GUARD == GUARD and splits(vec - t, v):
                found = True
                break
        if len(_SPLITS) >= MEMO_LIMIT:
            _SPLITS.clear()
        _SPLITS[k] = found
    return found


def split_of(vec: int, v: int) -> list[int]:
    """One split of the cards of ``vec`` (values below v) into groups of v, as the groups'
    count vectors (none for the empty vector); ValueError if ``vec`` does not split."""
    groups = []
    while vec:
        ceiling = vec | GUARD
        WORK[0] += 1
        for t in _TOP[v][(vec.bit_length() - 1) // 5 + 1]:
            if (ceiling - t) & GUARD == GUARD and splits(vec - t, v):
                break
        else:
            raise ValueError(f"the cards do not split into groups of {v}")
        groups.append(t)
        vec -= t
    return groups


def lower_vector(cards: Iterable[int], v: int) -> tuple[int, list[int]] | None:
    """(count vector of the cards worth less than v, the cards worth v), or None when a card
    is a face card or worth more than v (it can be in no group of v)."""
    vec = 0
    singles = []
    for c in cards:
        value = VALUE[c]
        if value == v:
            singles.append(c)
        elif not 0 < value < v:
            return None
        else:
            vec += POW[value]
    return vec, singles


def groups_of(cards: Iterable[int], v: int) -> list[tuple[int, ...]] | None:
    """The cards split into groups that each add up to v (one split), or None if they do not."""
    cards = list(cards)
    found = lower_vector(cards, v)
    if found is None or not splits(found[0], v):
        return None
    vec, singles = found
    pools: dict[int, list[int]] = {}
    for c in sorted(cards, reverse=True):
        if VALUE[c] < v:
            pools.setdefault(VALUE[c], []).append(c)
    groups: list[tuple[int, ...]] = [(c,) for c in singles]
    for shape in split_of(vec, v):
        groups.append(tuple(pools[value].pop() for value in range(9, 0, -1)
                            for _ in range((shape >> SHIFT[value]) & 31)))
    return groups


def _subsets(low: int, values: range) -> tuple[int, list[tuple[int, int, int]]]:
    """(cards, every sub-vector of ``low`` on ``values`` as (vector, sum of values, number of
    concrete card sets)), the empty one first."""
    subs = [(0, 0, 1)]
    size = 0
    for value in values:
        n = (low >> SHIFT[value]) & 31
        if n:
            size += n
            p = POW[value]
            row = COMB[n]
            subs = [(s + j * p, t + j * value, w * row[j]) for s, t, w in subs for j in range(n + 1)]
    WORK[0] += len(subs)
    return size, subs


def _low_half(h: int) -> tuple[int, tuple[tuple[int, int, int], ...]]:
    size, subs = _subsets(h, range(1, SPLIT_AT + 1))
    found = _LOW[h] = (size, tuple(subs))
    return found


def _high_half(h: int, v: int) -> tuple[int, tuple[list[tuple[int, int, int]], ...]]:
    size, subs = _subsets(h << HIGH_SHIFT, range(SPLIT_AT + 1, v))
    by_residue: tuple[list[tuple[int, int, int]], ...] = tuple([] for _ in range(v))
    for vec, t, w in subs:
        by_residue[t % v].append((vec, t, w))
    if _ENTRY_COUNT[1] + len(subs) > ENTRY_LIMIT:
        _HIGH.clear()
        _ENTRY_COUNT[1] = 0
    _ENTRY_COUNT[1] += len(subs)
    found = _HIGH[(h << 4) | v] = (size, by_residue)
    return found


def _sets(low: int, cv: int, v: int) -> list[tuple[int, int]]:
    """The loose lower card sets (values < v, on the table ``low``) that split into groups of
    v with a card of value cv (cv == v: a group alone, so the empty set, first), as (count
    vector, number of concrete card sets)."""
    h = low & BELOW[SPLIT_AT]
    size, first = _LOW.get(h) or _low_half(h)
    h = low >> HIGH_SHIFT
    size2, second = _HIGH.get((h << 4) | v) or _high_half(h, v)
    one, off = (0, 0) if cv == v else (POW[cv], cv)
    small = _small_table(v) if size + size2 + (cv < v) <= SMALL else None
    out = []
    for va, ta, wa in first:
        ta += off
        bucket = second[-ta % v]
        WORK[0] += len(bucket) + 1
        for vb, tb, wb in bucket:
            t = ta + tb
            if t == v or not t:  # one group, or no card at all (the empty capture)
                out.append((va + vb, wa * wb))
            elif small is not None:
                if va + vb + one in small:
                    out.append((va + vb, wa * wb))
            elif splits(va + vb + one, v):
                out.append((va + vb, wa * wb))
    return out


def count(key: int, cv: int, v: int) -> int:
    """How many loose card sets a card of value cv captures (cv == v, the empty set included)
    or builds into v with (cv < v), on the table ``key``; memoised in ``COUNTS[cv][v]``."""
    memo = COUNTS[cv][v]
    n = memo.get(key & BELOW[v])
    if n is None:
        n = counted(key, cv, v)
        if len(memo) >= MEMO_LIMIT // 8:
            memo.clear()
        memo[key & BELOW[v]] = n
    return n


def counted(key: int, cv: int, v: int) -> int:
    """``count(key, cv, v)`` without its own memo (for a caller that keeps the answer): from
    the memoised counts of the lower cards."""
    low = key & BELOW[v - 1]
    n = _captures(low, v)
    if cv < v:
        # the splitting sets of the loose cards and the card that hold the card
        n = _captures(low + POW[cv], v) - n
    return n << ((key >> SHIFT[v]) & 31)  # any subset of the loose v's goes along


def _captures(low: int, v: int) -> int:
    """How many sets of the loose lower cards ``low`` split into groups of v (the empty one
    included), memoised."""
    k = (low << 4) | v
    n = _TOTALS.get(k)
    if n is None:
        n = 0
        for _, w in _sets(low, v, v):
            n += w
        if len(_TOTALS) >= MEMO_LIMIT:
            _TOTALS.clear()
        _TOTALS[k] = n
    return n


def entries(low: int, cv: int, v: int) -> Table:
    """(total, entries) of ``_sets``: each count vector with its pairs (value, how many)."""
    k = (low << 8) | (cv << 4) | v
    found = _ENTRIES.get(k)
    if found is None:
        chosen = []
        total = 0
        for vec, w in _sets(low, cv, v):
            pairs = _PAIRS.get(vec)
            if pairs is None:
                pairs = _PAIRS[vec] = tuple((value, (vec >> SHIFT[value]) & 31)
                                            for value in range(1, 10) if (vec >> SHIFT[value]) & 31)
            chosen.append((w, pairs, vec))
            total += w
        found = (total, tuple(chosen))
        WORK[0] += len(chosen)
        if len(_ENTRIES) >= MEMO_LIMIT or _ENTRY_COUNT[0] + len(chosen) > ENTRY_LIMIT:
            _ENTRIES.clear()
            _PAIRS.clear()
            _ENTRY_COUNT[0] = 0
        _ENTRIES[k] = found
        _ENTRY_COUNT[0] += len(chosen)
    return found


def take(tbl: list[list[int]], key: int, cv: int, v: int, r: int) -> tuple[list[int], int]:
    """Remove the r-th loose card set of ``count(key, cv, v)`` from ``tbl`` (lists by value).

    Returns the cards and the change to the key. r = (entry draw) * 2**n + (bits of the n
    loose v's taken); with cv == v, r == 0 is the empty set. Within an entry, the draw picks
    the cards of each value in turn (mixed radix over the combinations of each value).
    """
    nv = (key >> SHIFT[v]) & 31
    q = r >> nv
    taken: list[int] = []
    if cv == v and not q:
        # the first entry of a capture is the empty set of lower cards: only loose v's go
        pairs: Pairs = ()
        vec = 0
    else:
        low = key & BELOW[v - 1]
        table = _ENTRIES.get((low << 8) | (cv << 4) | v) or entries(low, cv, v)
        for entry in table[1]:
            if q < entry[0]:
                break
            q -= entry[0]
        _, pairs, vec = entry
    for value, k in pairs:
        cards = tbl[value]
        m = len(cards)
        if k == m:
            taken += cards
            cards.clear()
        elif k == 1:
            taken.append(cards.pop(q % m))
            q //= m
        else:
            n = COMB[m][k]
            chosen = next(c for j, c in enumerate(combinations(cards, k)) if j == q % n)
            q //= n
            for x in chosen:
                cards.remove(x)
            taken += chosen
    bits = r & ((1 << nv) - 1)
    if bits:
        cards = tbl[v]
        if bits == (1 << nv) - 1:
            taken += cards
            cards.clear()
            vec += nv * POW[v]
        else:
            kept = []
            for j, c in enumerate(cards):
                if (bits >> j) & 1:
                    taken.append(c)
                    vec += POW[v]
                else:
                    kept.append(c)
            cards[:] = kept
    return taken, vec
