"""ε-greedy Casino playouts on ints, from a full (determinized) engine state, for the search.

The moves come from the fast playout's option tables (games/casino/options.py, tested against
the engine); this module only adds a policy: with chance ε a uniformly random legal move,
otherwise the greedy one (richest capture with the most valuable cards, then a build, then
the cheapest trail). Loose cards are kept sorted by worth so "the best cards of a value" are
simply the first ones.
"""

from __future__ import annotations

import random

from ...games.casino.options import (
    BUILD,
    CAPTURE_BUILD,
    FACE,
    RAISE,
    TRAIL,
    Builds,
    Option,
    counted_options,
    plan_of,
)
from ...games.casino.playout import CARD_POINTS as POINTS
from ...games.casino.playout import SPADE, VAL, table_cards
from ...games.casino.splits import BELOW, POW, SHIFT, entries, take
from ...games.casino.state import CasinoState
from ...games.casino.values import RANK
from .evaluate import SWEEP_VALUE, WORTH

_BY_WORTH = WORTH.__getitem__
#: hands are kept sorted by value, as the engine's playout keeps them: a hand's plan
#: (options.plan_of) depends on the order of its values, and sorted hands of up to 4 cards
#: have 1,365 patterns where dealt orders have 16,105 (~2.8 kB of plan each, in every worker)
_BY_VALUE = VAL.__getitem__


def _greedy(opts: list[Option], hand: list[int], tbl: list[list[int]], key: int,
            faces: list[list[int]], builds: Builds, table_count: int) -> tuple[Option, int]:
    """The greedy option and the draw (as in ``splits.take``) of its best loose cards.

    A capture takes the richest loose lower cards that split (the first cards of each value:
    the lists are sorted by worth) and every loose card of its own value.
    """
    best = opts[0]  # there is always a move (the trail option at least)
    best_val = -99.0
    best_r = 0
    for o in opts:
        _, kind, i, v, skip = o
        c = hand[i]
        r = 0
        if kind == TRAIL:
            # the option stands for every card: the cheapest one (a face card if equal)
            val = -99.0
            for j, x in enumerate(hand):
                x_val = -1.0 - WORTH[x] + (0.05 if not VAL[x] else 0.0)
                if x_val > val:
                    val = x_val
                    r = j
        elif kind == FACE:
            val = WORTH[c] + WORTH[faces[RANK[c]][0]]
            if table_count == 1:
                val += SWEEP_VALUE
        elif kind >= BUILD:
            val = 0.1 + 0.5 * WORTH[c]
            r = int(skip)  # the first build (the empty set is the card alone: a trail)
        else:
            base = WORTH[c]
            n0 = 0
            if kind == CAPTURE_BUILD:
                cards = builds[v][0]
                n0 = len(cards)
                for x in cards:
                    base += WORTH[x]
            nv = (key >> SHIFT[v]) & 31
            for x in tbl[v]:
                base += WORTH[x]
            n0 += nv
            val = -99.0
            before = 0  # the weight of the entries before, to place the draw
            for w, pairs, _vec in entries(key & BELOW[v - 1], v, v)[1]:
                e_val = base
                n = n0
                for value, k in pairs:
                    group = tbl[value]
                    for q in range(k):
                        e_val += WORTH[group[q]]
                    n += k
                if n:  # the empty set is a capture only with a build
                    if n == table_count:
                        e_val += SWEEP_VALUE
                    if e_val > val:
                        val = e_val
                        r = (before << nv) | ((1 << nv) - 1)
                before += w
        if val > best_val:
            best_val = val
            best = o
            best_r = r
    return best, best_r


def finish_hand(state: CasinoState, rng: random.Random, epsilon: float = 0.3,
                trace: list[tuple[int, int, int, frozenset[int], int]] | None = None,
                ) -> list[int]:
    """Play the rest of the hand of ``state`` (left untouched) and return its points per side.

    Sweeps already made and the cards already captured count, as in the engine's scoring.
    ``trace``, when given, receives ``(seat, card, kind, cards, value)`` per play (as in
    ``playout.random_playout``).
    """
    players = state.players
    side_of = [state.side_of(s) for s in range(players)]
    ncards = [len(p) for p in state.piles]
    nspades = [sum(SPADE[c] for c in p) for p in state.piles]
    points = [sum(POINTS[c] for c in p) + sw for p, sw in zip(state.piles, state.sweeps, strict=True)]
    hands = [sorted(h, key=_BY_VALUE) for h in state.hands]
    stock = state.stock
    pos = 0
    tbl: list[list[int]] = [[] for _ in range(11)]
    faces: list[list[int]] = [[] for _ in range(13)]
    key = 0
    nfaces = 0
    for c in state.loose:
        if VAL[c]:
            tbl[VAL[c]].append(c)
            key += POW[VAL[c]]
        else:
            faces[RANK[c]].append(c)
            nfaces += 1
    for group in tbl:
        group.sort(key=_BY_WORTH, reverse=True)
    builds: Builds = {v: (list(b.cards), b.owner, not b.multiple)
                      for v, b in state.builds.items()}
    table_count = len(state.loose) + sum(len(b[0]) for b in builds.values())
    last = -1 if state.last_capturer is None else state.last_capturer
    seat = state.to_play if state.to_play is not None else 0
    dealer = state.dealer
    in_hands = sum(len(h) for h in hands)
    rnd = rng.random
    while True:
        if not in_hands:
            if pos >= len(stock):
                break
            for k in range(1, players + 1):
                hands[(dealer + k) % players] = sorted(stock[pos:pos + 4], key=_BY_VALUE)
                pos += 4
            in_hands = 4 * players
        hand = hands[seat]
        total, opts = counted_options(hand, key, faces, builds, seat, plan_of(hand))
        if rnd() < epsilon:
            r = int(rnd() * total)
            for o in opts:
                if r < o[0]:
                    break
                r -= o[0]
            chosen = o
            if o[4]:
                r += 1  # skip the empty set
        else:
            chosen, r = _greedy(opts, hand, tbl, key, faces, builds, table_count)
        _, kind, i, v, _skip = chosen
        c = hand.pop(r if kind == TRAIL else i)
        if trace is not None:
            before = table_cards(tbl, faces, builds)
        if kind == TRAIL:
            cv = VAL[c]
            if cv:
                group = tbl[cv]
                group.append(c)
                group.sort(key=_BY_WORTH, reverse=True)
                key += POW[cv]
            else:
                faces[RANK[c]].append(c)
                nfaces += 1
            table_count += 1
        elif kind >= BUILD:
            cards, used = take(tbl, key, VAL[c] if kind == BUILD else v, v, r)
            key -= used
            if kind == RAISE:
                single = not used
                cards.append(c)
                cards.extend(builds.pop(v - VAL[c])[0])
            else:
                cards.append(c)
                single = sum(VAL[x] for x in cards) == v
            old = builds.get(v)
            if old is not None:
                cards.extend(old[0])
                single = False
            builds[v] = (cards, seat, single)
            table_count += 1
        else:
            side = side_of[seat]
            if kind == FACE:
                taken = [faces[RANK[c]].pop(r)]
                nfaces -= 1
            else:
                taken, used = take(tbl, key, v, v, r)
                key -= used
                if kind == CAPTURE_BUILD:
                    taken.extend(builds.pop(v)[0])
            table_count -= len(taken)
            taken.append(c)
            ncards[side] += len(taken)
            for x in taken:
                nspades[side] += SPADE[x]
                points[side] += POINTS[x]
            last = seat
            if not table_count:
                points[side] += 1  # a sweep
        if trace is not None:
            if kind >= BUILD:
                joined = frozenset(builds[v][0]) - {c}
            else:
                joined = before - table_cards(tbl, faces, builds)
            trace.append((seat, c, kind, joined, v if kind >= BUILD else 0))
        in_hands -= 1
        seat += 1
        if seat == players:
            seat = 0
    side = side_of[last if last >= 0 else dealer]
    for group in tbl + faces:
        for x in group:
            ncards[side] += 1
            nspades[side] += SPADE[x]
            points[side] += POINTS[x]
    for counts, bonus in ((ncards, 3), (nspades, 1)):
        top = max(counts)
        if counts.count(top) == 1:
            points[counts.index(top)] += bonus
    return points
