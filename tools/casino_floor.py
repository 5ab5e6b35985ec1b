"""How fast a random full-deal playout *could* be in CPython: floors beside Casino and Hearts.

Times, in alternating slices of the same rounds (CPU time, ``time.thread_time``; a change of
load hits all alike), loops that do less than a Casino playout must, and prints each one's
median time per playout and its ratio to OpenSpiel's C++ Hearts driven from Python (as
``kotshina bench --vs-openspiel``; needs ``pip install open-spiel``, never an app dependency):

- ``draw``: 48 uniform draws and nothing else (the interpreter's loop and ``random``);
- ``deal+draw``: a shuffled deck, 12 hands of 4 and 48 turns of "draw one of the n cards of
  hand and table, apply" on plain lists: the least a full deal can cost;
- ``skeleton``: the flattest Casino design: the deal with hands sorted by value, the loose
  number cards as one list per value and an int key of counts per value, and per turn one
  memo lookup keyed by (hand values, table key), filled lazily and kept across playouts, one
  draw and its effect (a trail lays the card, a capture takes every loose card of a value onto
  the side's pile), then the deal's points: no builds, faces, duties or set splits;
- ``counted direct``: ``skeleton direct`` with the exact counts of every capture and build of
  a table without builds (``splits.count``'s memo on masked keys) and captures taken by
  ``splits.take``; a build drawn is laid as a trail;
- ``lookup N``: ``deal+draw`` plus one read per turn of a random entry of a dict of N rows
  (the memory traffic of a memo of that size, on this machine);
- ``casino``: ``games.casino.playout.random_playout`` (2 players, as the bench), memos warm;
  ``casino, 50 replayed``: the same on 50 deals replayed with their seeds (every table met
  before, the few rows in cache; less ``reseed only``, the seeding).

``--opcodes`` also counts the interpreter's opcodes per playout of each (``sys.settrace``).
Development tool (docs/performance.md, Casino engine, third session):

    python tools/casino_floor.py --seconds 6 --opcodes
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Callable
from itertools import cycle, repeat, starmap

from kotshina.ai.bench import openspiel_hearts_step
from kotshina.games.casino import playout
from kotshina.games.casino.splits import BELOW, COUNTS, POW, SHIFT, count, take
from kotshina.games.casino.values import VALUE

VALUE_OF = VALUE.__getitem__
_POINTS = playout.CARD_POINTS


def _deck(rnd: Callable[[], float]) -> list[int]:
    keys = list(starmap(rnd, repeat((), 52)))
    return sorted(range(52), key=keys.__getitem__)


def draw_only(rng: random.Random) -> int:
    rnd = rng.random
    x = 0
    for _ in range(48):
        x += int(rnd() * 7)
    return x


def deal_and_draw(rng: random.Random, memo: dict[int, list[int]] | None = None,
                  keys: list[int] | None = None) -> int:
    rnd = rng.random
    deck = _deck(rnd)
    tbl = deck[8:12]
    pile: list[int] = []
    nk = len(keys) if keys else 0
    reads = 0
    for pos in (0, *range(12, 52, 8)):
        hands = [deck[pos:pos + 4], deck[pos + 4:pos + 8] if pos else deck[4:8]]
        for seat in (0, 1, 0, 1, 0, 1, 0, 1):
            hand = hands[seat]
            if memo is not None and keys:
                reads += memo[keys[int(rnd() * nk)]][seat]
            r = int(rnd() * (len(hand) + len(tbl)))
            if r < len(hand):
                tbl.append(hand.pop(r))
            else:
                pile.append(tbl.pop(r - len(hand)))
                pile.append(hand.pop())
    return len(pile) + reads


#: (hand values, table key) -> (number of moves, trails first, then one capture per value)
_TURNS: dict[tuple[tuple[int, ...], int], tuple[int, int, tuple[int, ...]]] = {}


def _turn(hv: tuple[int, ...], key: int) -> tuple[int, int, tuple[int, ...]]:
    if len(_TURNS) >= 50_000:
        _TURNS.clear()
    takes = tuple(v for v in set(hv) if v and (key >> SHIFT[v]) & 31)
    found = _TURNS[hv, key] = (len(hv) + len(takes), len(hv), takes)
    return found


def _table(deck: list[int]) -> tuple[list[list[int]], int]:
    """The 4 table cards of a 2-player deal (after both first hands), one list per value, and
    their key (faces count as value 0 here: these loops only time, they do not judge)."""
    tbl: list[list[int]] = [[] for _ in range(11)]
    key = 0
    for c in deck[8:12]:
        tbl[VALUE[c]].append(c)
        key += POW[VALUE[c]]
    return tbl, key


def _points(piles: list[list[int]], tbl: list[list[int]], last: int) -> list[int]:
    """The card points per side once the last capturer takes what is left."""
    for group in tbl:
        piles[last] += group
    return [sum(map(_POINTS.__getitem__, p)) for p in piles]


def skeleton(rng: random.Random) -> list[int]:
    rnd = rng.random
    deck = _deck(rnd)
    tbl, key = _table(deck)
    piles: list[list[int]] = [[], []]
    turns = _TURNS
    last = 1
    for pos in (0, *range(12, 52, 8)):
        hands = [sorted(deck[pos:pos + 4], key=VALUE_OF),
                 sorted(deck[pos + 4:pos + 8] if pos else deck[4:8], key=VALUE_OF)]
        values = [tuple(map(VALUE_OF, h)) for h in hands]
        for seat in (0, 1, 0, 1, 0, 1, 0, 1):
            hv = values[seat]
            total, n_trail, takes = turns.get((hv, key)) or _turn(hv, key)
            r = int(rnd() * total)
            hand = hands[seat]
            if r < n_trail:
                c = hand.pop(r)
                tbl[VALUE[c]].append(c)
                key += POW[VALUE[c]]
            else:
                v = takes[r - n_trail]
                c = hand.pop(hv.index(v))
                pile = piles[seat]
                pile += tbl[v]
                key -= len(tbl[v]) * POW[v]
                tbl[v] = []
                pile.append(c)
                last = seat
            values[seat] = hv[:hv.index(VALUE[c])] + hv[hv.index(VALUE[c]) + 1:]
    return _points(piles, tbl, last)


def skeleton_direct(rng: random.Random) -> list[int]:
    """As ``skeleton`` with each turn's options worked out on the spot (no memo). The turn's
    effects are written out again here, not shared with ``skeleton``: a call a turn would be
    timed with them."""
    rnd = rng.random
    deck = _deck(rnd)
    tbl, key = _table(deck)
    piles: list[list[int]] = [[], []]
    last = 1
    for pos in (0, *range(12, 52, 8)):
        hands = [deck[pos:pos + 4], deck[pos + 4:pos + 8] if pos else deck[4:8]]
        for seat in (0, 1, 0, 1, 0, 1, 0, 1):
            hand = hands[seat]
            n = len(hand)
            caps = [i for i in range(n) if key >> _SHIFT[hand[i]] & 31]
            r = int(rnd() * (n + len(caps)))
            if r < n:
                c = hand.pop(r)
                tbl[VALUE[c]].append(c)
                key += POW[VALUE[c]]
            else:
                c = hand.pop(caps[r - n])
                v = VALUE[c]
                pile = piles[seat]
                pile += tbl[v]
                key -= len(tbl[v]) * POW[v]
                tbl[v] = []
                pile.append(c)
                last = seat
    return _points(piles, tbl, last)


def counted_direct(rng: random.Random) -> list[int]:
    """As ``skeleton_direct`` with the exact counts of the captures and builds of a table
    without builds (``splits.count`` on keys masked to the values below, read first from its
    memo ``COUNTS``) and the captures drawn taken by ``splits.take``; a build drawn is laid
    as a trail (no build state here), so its tables run somewhat fuller than Casino's."""
    rnd = rng.random
    deck = _deck(rnd)
    tbl, key = _table(deck)
    piles: list[list[int]] = [[], []]
    last = 1
    for pos in (0, *range(12, 52, 8)):
        hands = [sorted(deck[pos:pos + 4], key=VALUE_OF),
                 sorted(deck[pos + 4:pos + 8] if pos else deck[4:8], key=VALUE_OF)]
        for seat in (0, 1, 0, 1, 0, 1, 0, 1):
            hand = hands[seat]
            n = len(hand)
            total = n
            opts: list[tuple[int, int, int]] = []
            prev = -1
            for c in hand:
                cv = VALUE[c]
                if not cv or cv == prev:
                    continue
                prev = cv
                m = COUNTS[cv][cv].get(key & BELOW[cv]) or count(key, cv, cv)
                if m > 1:
                    total += m - 1
                    opts.append((m - 1, c, cv))
                for other in hand:
                    v = VALUE[other]
                    if v > cv:
                        m = COUNTS[cv][v].get(key & BELOW[v])
                        if m is None:
                            m = count(key, cv, v)
                        if m:
                            total += m
                            opts.append((m, c, -v))
            r = int(rnd() * total)
            if r < n:
                c = hand.pop(r)
                tbl[VALUE[c]].append(c)
                key += POW[VALUE[c]]
                continue
            r -= n
            j = 0
            while r >= opts[j][0]:
                r -= opts[j][0]
                j += 1
            _, c, v = opts[j]
            hand.remove(c)
            if v > 0:
                cards, used = take(tbl, key, v, v, r + 1)
                key -= used
                pile = piles[seat]
                pile += cards
                pile.append(c)
                last = seat
            else:
                tbl[VALUE[c]].append(c)
                key += POW[VALUE[c]]
    return _points(piles, tbl, last)


#: per card, the shift of its value's count in a table key (faces: past every count)
_SHIFT = tuple(SHIFT[VALUE[c]] if VALUE[c] else 60 for c in range(52))


def _memo(size: int) -> tuple[dict[int, list[int]], list[int]]:
    source = random.Random(size)
    memo: dict[int, list[int]] = {}
    while len(memo) < size:
        memo[source.getrandbits(50)] = [source.randrange(300) for _ in range(8)]
    return memo, list(memo)


def _rate(step: Callable[[], object], seconds: float) -> float:
    clock = time.thread_time
    count = 0
    start = clock()
    while clock() - start < seconds:
        for _ in range(20):
            step()
        count += 20
    return (clock() - start) / count


def _opcodes(step: Callable[[], object], runs: int = 20) -> float:
    count = 0

    def tracer(frame, event, arg):  # type: ignore[no-untyped-def]
        nonlocal count
        frame.f_trace_opcodes = True
        if event == "opcode":
            count += 1
        return tracer

    sys.settrace(tracer)
    try:
        for _ in range(runs):
            step()
    finally:
        sys.settrace(None)
    return count / runs


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seconds", type=float, default=6.0, help="timed seconds per loop")
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--opcodes", action="store_true")
    args = parser.parse_args()
    rng = random.Random(7)
    steps: dict[str, Callable[[], object]] = {
        "draw": lambda: draw_only(rng),
        "deal+draw": lambda: deal_and_draw(rng),
        "skeleton": lambda: skeleton(rng),
        "skeleton direct": lambda: skeleton_direct(rng),
        "counted direct": lambda: counted_direct(rng),
    }
    for size in (1_000, 20_000, 50_000, 300_000):
        memo, keys = _memo(size)
        steps[f"lookup {size:,}"] = (lambda m, k: lambda: deal_and_draw(rng, m, k))(memo, keys)
    steps["casino"] = lambda: playout.random_playout(2, rng)
    replay = random.Random(0)
    deals = cycle(range(50))

    def replayed() -> None:
        replay.seed(next(deals))
        playout.random_playout(2, replay)

    def reseeded() -> None:
        replay.seed(next(deals))
        replay.random()

    steps["casino, 50 replayed"] = replayed
    steps["reseed only"] = reseeded
    steps["hearts"] = openspiel_hearts_step()
    for _ in range(12_000):  # the memos of a search process, warm
        playout.random_playout(2, rng)
        skeleton(rng)
        counted_direct(rng)
    times: dict[str, list[float]] = {name: [] for name in steps}
    for _ in range(args.rounds):
        for name, step in steps.items():
            times[name].append(_rate(step, args.seconds / args.rounds))
    hearts = statistics.median(times["hearts"])
    for name, spent in times.items():
        line = (f"{name:>16}: {statistics.median(spent) * 1e6:7.1f} us a playout, "
                f"{hearts / statistics.median(spent):5.2f}x Hearts")
        if args.opcodes and name != "hearts":
            line += f", {_opcodes(steps[name]):8,.0f} opcodes"
        print(line)


if __name__ == "__main__":
    main()
