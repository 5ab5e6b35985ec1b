"""ε-greedy Casino playouts on ints, from a full (determinized) engine state, for the search.

The moves come from the fast playout's option tables (games/casino/playout.py, tested against
the engine); this module only adds a policy: with chance ε a uniformly random legal move,
otherwise the greedy one (richest capture with the most valuable cards, then a build, then
the cheapest trail). Loose cards are kept sorted by worth so "the best cards of a value" are
simply the first ones.
"""

from __future__ import annotations

import random

from ...games.casino.playout import (
    BUILD,
    CAPTURE_BUILD,
    FACE,
    POW,
    RAISE,
    SPADE,
    TRAIL,
    VAL,
    _pick,
    _remove,
    _table_cards,
    options,
)
from ...games.casino.playout import CARD_POINTS as POINTS
from ...games.casino.state import CasinoState
from ...games.casino.values import RANK
from .evaluate import SWEEP_VALUE, WORTH

_BY_WORTH = WORTH.__getitem__


def _greedy(opts: list, hand: list[int], tbl: list[list[int]], faces: list[list[int]],
            builds: dict, table_count: int) -> tuple[tuple, int]:
    """The greedy option and the index of its best entry (cards: the first of each value)."""
    best = None
    best_val = -99.0
    best_entry = 0
    for o in opts:
        _, kind, i, v, entries, skip = o
        c = hand[i]
        if kind == TRAIL:
            val = -1.0 - WORTH[c] + (0.05 if not VAL[c] else 0.0)
            entry = 0
        elif kind == FACE:
            val = WORTH[c] + WORTH[faces[RANK[c]][0]]
            if table_count == 1:
                val += SWEEP_VALUE
            entry = 0
        elif kind >= BUILD:
            val = 0.1 + 0.5 * WORTH[c]
            entry = 1 if skip else 0
        else:
            base = WORTH[c]
            n0 = 0
            if kind == CAPTURE_BUILD:
                cards = builds[v][0]
                n0 = len(cards)
                for x in cards:
                    base += WORTH[x]
            val = -99.0
            entry = 0
            for j in range(1 if skip else 0, len(entries)):
                e_val = base
                n = n0
                for value, k in entries[j][1]:
                    group = tbl[value]
                    for q in range(k):
                        e_val += WORTH[group[q]]
                    n += k
                if n == table_count:
                    e_val += SWEEP_VALUE
                if e_val > val:
                    val = e_val
                    entry = j
        if val > best_val:
            best_val = val
            best = o
            best_entry = entry
    return best, best_entry  # type: ignore[return-value]


def finish_hand(state: CasinoState, rng: random.Random, epsilon: float = 0.3,
                trace: list | None = None) -> list[int]:
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
    hands = [h[:] for h in state.hands]
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
    builds = {v: [list(b.cards), b.owner, not b.multiple] for v, b in state.builds.items()}
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
                hands[(dealer + k) % players] = stock[pos:pos + 4]
                pos += 4
            in_hands = 4 * players
        hand = hands[seat]
        opts = options(hand, key, faces, builds, seat)
        if rnd() < epsilon:
            total = 0
            for o in opts:
                total += o[0]
            r = int(rnd() * total)
            for o in opts:
                if r < o[0]:
                    break
                r -= o[0]
            chosen = o
        else:
            chosen, entry = _greedy(opts, hand, tbl, faces, builds, table_count)
            r = 0
            if chosen[4] is not None:
                for j in range(entry):
                    r += chosen[4][j][0]
                if chosen[5]:
                    r -= 1  # _pick skips the empty entry itself
        _, kind, i, v, entries, skip = chosen
        c = hand.pop(i)
        if trace is not None:
            before = _table_cards(tbl, faces, builds)
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
            pairs, r = _pick(entries, r, skip)
            cards = _remove(tbl, pairs, r)
            for value, k in pairs:
                key -= k * POW[value]
            cards.append(c)
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
            table_count += 1
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
                used = frozenset(builds[v][0]) - {c}
            else:
                used = before - _table_cards(tbl, faces, builds)
            trace.append((seat, c, kind, used, v if kind >= BUILD else 0))
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
