"""Fast Casino hand playouts on plain ints, for search and the benchmark.

The engine (``state.py`` / ``rules.py``) stays the judge of the rules; this module replays the
same rules on flat lists (tests/test_casino_playout.py checks on random positions that the
moves counted and expanded here are exactly the engine's legal moves).

Loose number cards are kept as one list per value (1..10) plus an integer key giving how many
of each value lie there (base 5). Everything the build/capture rules need from the loose cards
is a function of that key, memoised: for a group value v, the value vectors that split into
groups of v and how many concrete card sets each stands for (a product of binomials). A
uniformly random legal move is then one draw over these counts, without listing the moves.
"""

from __future__ import annotations

import random
from itertools import combinations
from math import comb

from .table import group_types
from .values import BIG_CASINO, IS_ACE, IS_SPADE, LITTLE_CASINO, RANK, VALUE

VAL = VALUE
#: the key holds the count of loose cards of value v in 5 bits at SHIFT[v]; bit 4 of each field
#: is a guard, so "every count of x <= every count of y" is one subtraction (SWAR)
SHIFT = (0,) + tuple(5 * (v - 1) for v in range(1, 11))
POW = (0,) + tuple(1 << SHIFT[v] for v in range(1, 11))
#: key & BELOW[v] keeps the counts of values 1..v (the only ones a group of v can use)
BELOW = tuple((1 << (5 * v)) - 1 for v in range(11))
GUARD = sum(16 << (5 * i) for i in range(10))
SPADE = tuple(int(s) for s in IS_SPADE)
#: points a card brings by itself: big casino 2, little casino 1, each ace 1
CARD_POINTS = tuple(2 if c == BIG_CASINO else int(c == LITTLE_CASINO or IS_ACE[c]) for c in range(52))
COMB = tuple(tuple(comb(n, k) for k in range(6)) for n in range(6))

# option kinds
TRAIL, FACE, CAPTURE, CAPTURE_BUILD, BUILD, RAISE = range(6)

Pairs = tuple[tuple[int, int], ...]
Entries = tuple[tuple[int, Pairs], ...]
_CAP: dict[int, tuple[int, Entries]] = {}
_NEW: dict[int, tuple[int, Entries]] = {}
#: entries kept per memo; beyond it new tables are computed each time (bounds the memory: the
#: first tables seen are the common small ones)
MEMO_LIMIT = 40_000
_TYPES: dict[int, tuple[int, ...]] = {
    v: tuple(sum(POW[p] for p in parts) for parts in group_types(v)) for v in range(1, 11)}


def splittable(counts: int, v: int) -> list[int]:
    """Every sub-vector of ``counts`` (a key) that splits into groups of v, the empty one first.

    A plain reachability walk over the integer partitions of v, on SWAR integers; independent
    of the engine's (tuple-based) ``table.groupings``, and the tests compare the two.
    """
    ceiling = counts | GUARD
    reach = {0}
    for t in _TYPES[v]:
        if (ceiling - t) & GUARD != GUARD:
            continue
        grown = []
        for vec in reach:
            cur = vec + t
            while (ceiling - cur) & GUARD == GUARD:
                grown.append(cur)
                cur += t
        reach.update(grown)
    reach.discard(0)
    return [0, *reach]


def _weighted(counts: int, vectors: list[int], v: int) -> tuple[int, Entries]:
    """(total, entries): each vector with its number of concrete card choices, in order."""
    present = [(value, SHIFT[value], COMB[(counts >> SHIFT[value]) & 31])
               for value in range(1, v + 1) if (counts >> SHIFT[value]) & 31]
    entries = []
    total = 0
    for vec in vectors:
        w = 1
        pairs = []
        for value, shift, ways in present:
            k = (vec >> shift) & 31
            if k:
                w *= ways[k]
                pairs.append((value, k))
        entries.append((w, tuple(pairs)))
        total += w
    return total, tuple(entries)


def capture_entry(key: int, v: int) -> tuple[int, Entries]:
    """Loose card sets splitting into groups of v (the empty set included, first)."""
    key &= BELOW[v]
    k = (key << 4) | v
    found = _CAP.get(k)
    if found is None:
        found = _weighted(key, splittable(key, v), v)
        if len(_CAP) < MEMO_LIMIT:
            _CAP[k] = found
    return found


def build_entry(key: int, cv: int, v: int) -> tuple[int, Entries]:
    """Loose card sets that, with a card of value cv, split into groups of v (empty first)."""
    key &= BELOW[v]
    k = (((key << 4) | cv) << 4) | v
    found = _NEW.get(k)
    if found is None:
        one = POW[cv]
        vectors = [vec - one for vec in splittable(key + one, v)
                   if (vec >> SHIFT[cv]) & 31]
        vectors.sort(key=bool)  # the empty set (the card alone) first
        found = _weighted(key, vectors, v)
        if len(_NEW) < MEMO_LIMIT:
            _NEW[k] = found
    return found


def options(hand: list[int], key: int, faces: list[list[int]], builds: dict, seat: int) -> list:
    """Legal options of ``seat`` as (count, kind, hand index, value, entries, skip_empty).

    ``builds`` maps value -> [cards, owner, single]; ``faces`` lists loose face cards by rank.
    Each option stands for ``count`` concrete moves (``entries`` weighted as in ``_pick``).
    """
    out: list = []
    app = out.append
    cap_memo = _CAP.get
    new_memo = _NEW.get
    hv = [VAL[c] for c in hand]
    # distinct number values in hand, each with a flag: held twice (can build its own value)
    vals = sorted({v for v in hv if v})
    twice = [hv.count(v) > 1 for v in vals]
    owned = [v for v, b in builds.items() if b[1] == seat] if builds else None
    for i, cv in enumerate(hv):
        if owned:
            others = hv[:i] + hv[i + 1:]
            missing = [u for u in owned if u not in others]
        else:
            missing = None
            app((1, TRAIL, i, 0, None, False))
        if not cv:
            if not missing:
                n = len(faces[RANK[hand[i]]])
                if n:
                    app((n, FACE, i, 0, None, False))
            continue
        if not missing or (len(missing) == 1 and missing[0] == cv):
            e = cap_memo(((key & BELOW[cv]) << 4) | cv) or capture_entry(key, cv)
            if builds and cv in builds:
                app((e[0], CAPTURE_BUILD, i, cv, e[1], False))
            if not missing and e[0] > 1:
                app((e[0] - 1, CAPTURE, i, cv, e[1], True))
        for j, v in enumerate(vals):
            if v <= cv and (v < cv or not twice[j]):
                continue
            if not missing:
                e = new_memo(((((key & BELOW[v]) << 4) | cv) << 4) | v) or build_entry(key, cv, v)
                skip = cv == v and not (builds and v in builds)
                total = e[0] - 1 if skip else e[0]
                if total:
                    app((total, BUILD, i, v, e[1], skip))
            if builds:
                w = v - cv
                b = builds.get(w) if w else None
                if b is not None and b[2] and (
                        not missing or (len(missing) == 1 and missing[0] == w)):
                    e = cap_memo(((key & BELOW[v]) << 4) | v) or capture_entry(key, v)
                    app((e[0], RAISE, i, v, e[1], False))
    return out


def _pick(entries: Entries, r: int, skip_empty: bool) -> tuple[tuple[tuple[int, int], ...], int]:
    if skip_empty:
        r += 1
    for w, pairs in entries:
        if r < w:
            return pairs, r
        r -= w
    raise AssertionError("weights out of step")  # pragma: no cover


def _remove(tbl: list[list[int]], pairs: tuple[tuple[int, int], ...], r: int) -> list[int]:
    """Remove the r-th concrete choice of loose cards for ``pairs`` from the table lists."""
    taken = []
    for value, k in pairs:
        cards = tbl[value]
        m = len(cards)
        if k == m:
            taken.extend(cards)
            cards.clear()
        elif k == 1:
            taken.append(cards.pop(r % m))
            r //= m
        else:
            n = comb(m, k)
            chosen = next(c for j, c in enumerate(combinations(cards, k)) if j == r % n)
            r //= n
            for x in chosen:
                cards.remove(x)
            taken.extend(chosen)
    return taken


def random_playout(players: int, rng: random.Random, deck: list[int] | None = None,
                   trace: list | None = None) -> list[int]:
    """Deal a shuffled deck and play one Casino hand with uniformly random legal moves.

    Seat ``players - 1`` deals, so seat 0 plays first. Returns the points per side (4 players:
    two teams). ``trace``, when given, receives ``(seat, card, kind, cards, value, legal_count)``
    per play: ``cards`` are the table cards taken (capture) or joined (build), ``value`` the
    announced build value.
    """
    rnd = rng.random
    if deck is None:
        keys = [rnd() for _ in range(52)]
        deck = sorted(range(52), key=keys.__getitem__)
    sides = 2 if players == 4 else players
    side_of = [s % sides for s in range(players)]
    ncards = [0] * sides
    nspades = [0] * sides
    points = [0] * sides
    hands = [deck[4 * i:4 * i + 4] for i in range(players)]
    pos = 4 * players
    tbl: list[list[int]] = [[] for _ in range(11)]
    faces: list[list[int]] = [[] for _ in range(13)]
    key = 0
    nfaces = 0
    for c in deck[pos:pos + 4]:
        v = VAL[c]
        if v:
            tbl[v].append(c)
            key += POW[v]
        else:
            faces[RANK[c]].append(c)
            nfaces += 1
    pos += 4
    builds: dict[int, list] = {}
    last = -1
    seat = 0
    in_hands = 4 * players
    while True:
        hand = hands[seat]
        opts = options(hand, key, faces, builds, seat)
        total = 0
        for o in opts:
            total += o[0]
        r = int(rnd() * total)
        for o in opts:
            if r < o[0]:
                break
            r -= o[0]
        _, kind, i, v, entries, skip = o
        c = hand.pop(i)
        if trace is not None:
            before = _table_cards(tbl, faces, builds)
        if kind == TRAIL:
            cv = VAL[c]
            if cv:
                tbl[cv].append(c)
                key += POW[cv]
            else:
                faces[RANK[c]].append(c)
                nfaces += 1
        elif kind >= BUILD:
            pairs, r = _pick(entries, r, skip)
            cards = _remove(tbl, pairs, r)
            for value, k in pairs:
                key -= k * POW[value]
            cards.append(c)
            single = True
            if kind == RAISE:
                cards.extend(builds.pop(v - VAL[c])[0])
                single = not pairs
            else:
                single = sum(value * k for value, k in pairs) + VAL[c] == v
            old = builds.get(v)
            if old is not None:
                cards.extend(old[0])
                single = False
            builds[v] = [cards, seat, single]
        else:
            side = side_of[seat]
            if kind == FACE:
                taken = [faces[RANK[c]].pop(r)]
                nfaces -= 1
            else:
                pairs, r = _pick(entries, r, skip)
                taken = _remove(tbl, pairs, r)
                for value, k in pairs:
                    key -= k * POW[value]
                if kind == CAPTURE_BUILD:
                    taken.extend(builds.pop(v)[0])
            taken.append(c)
            ncards[side] += len(taken)
            for x in taken:
                nspades[side] += SPADE[x]
                points[side] += CARD_POINTS[x]
            last = seat
            if not key and not nfaces and not builds:
                points[side] += 1  # a sweep
        if trace is not None:
            if kind >= BUILD:
                used = frozenset(builds[v][0]) - {c}
            else:
                used = before - _table_cards(tbl, faces, builds)
            trace.append((seat, c, kind, used, v if kind >= BUILD else 0, total))
        in_hands -= 1
        seat += 1
        if seat == players:
            seat = 0
        if not in_hands:
            if pos == 52:
                break
            for s in range(players):
                hands[s] = deck[pos:pos + 4]
                pos += 4
            in_hands = 4 * players
    side = side_of[last if last >= 0 else players - 1]
    for group in tbl:
        for x in group:
            ncards[side] += 1
            nspades[side] += SPADE[x]
            points[side] += CARD_POINTS[x]
    for group in faces:
        for x in group:
            ncards[side] += 1
            nspades[side] += SPADE[x]
    _majority(ncards, points, 3)
    _majority(nspades, points, 1)
    return points


def _table_cards(tbl: list[list[int]], faces: list[list[int]], builds: dict) -> frozenset[int]:
    cards = [c for group in tbl for c in group] + [c for group in faces for c in group]
    for b in builds.values():
        cards.extend(b[0])
    return frozenset(cards)


def expand(option: tuple, hand: list[int], tbl: list[list[int]], faces: list[list[int]],
           builds: dict) -> list[tuple]:
    """The concrete effects one option stands for, as in the engine's ``CasinoMove.key``.

    For tests and tools; the playout itself never lists moves.
    """
    count, kind, i, v, entries, skip = option
    card = hand[i]
    if kind == TRAIL:
        return [("trail", card)]
    if kind == FACE:
        return [("capture", card, frozenset((x,))) for x in faces[RANK[card]]]
    result = []
    extra: list[int] = []
    if kind == CAPTURE_BUILD:
        extra = list(builds[v][0])
    elif kind in (BUILD, RAISE):
        if v in builds:
            extra = list(builds[v][0])
        if kind == RAISE:
            extra += builds[v - VAL[card]][0]
    for w, pairs in (entries[1:] if skip else entries):
        choices: list[tuple[int, ...]] = [()]
        for value, k in pairs:
            choices = [a + b for a in choices for b in combinations(tbl[value], k)]
        assert len(choices) == w
        for chosen in choices:
            cards = frozenset(chosen) | frozenset(extra)
            if kind in (CAPTURE, CAPTURE_BUILD):
                result.append(("capture", card, cards))
            else:
                result.append(("build", card, v, cards))
    assert len(result) == count
    return result


def _majority(counts: list[int], points: list[int], worth: int) -> None:
    top = max(counts)
    if counts.count(top) == 1:
        points[counts.index(top)] += worth
