"""Fast Casino hand playouts on plain ints, for search and the benchmark.

The engine (``state.py`` / ``rules.py``) stays the judge of the rules; this module replays the
same rules on flat lists (tests/games/casino/test_playout.py checks on random positions that the
moves counted and drawn here are exactly the engine's legal moves).

Loose number cards are kept as one list per value (1..10) plus an integer key giving how many
of each value lie there (splits.py). How many card sets a card captures or builds with is a
function of that key, memoised; a uniformly random legal move is one draw over these counts,
without listing the moves, and only the drawn set of cards is then looked up (``splits.take``).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from itertools import repeat, starmap

from .moves import MoveKey
from .options import (
    _PLANS,
    BUILD,
    CAPTURE,
    CAPTURE_BUILD,
    EMPTY,
    FACE,
    LOOSE,
    RAISE,
    TALLIES,
    TRAIL,
    Builds,
    Option,
    after,
    counted_options,
    plan_of,
)
from .splits import POW, count, take
from .values import BIG_CASINO, IS_ACE, IS_SPADE, LITTLE_CASINO, RANK, VALUE

VAL = VALUE
VALUE_OF = VALUE.__getitem__
SPADE = tuple(int(s) for s in IS_SPADE)
#: points a card brings by itself: big casino 2, little casino 1, each ace 1
CARD_POINTS = tuple(2 if c == BIG_CASINO else int(c == LITTLE_CASINO or IS_ACE[c]) for c in range(52))
#: a card's points plus 256 per spade: one sum counts both for a pile
_POINTS_AND_SPADE = tuple(p + 256 * s for p, s in zip(CARD_POINTS, SPADE, strict=True)).__getitem__

#: per number of players: the deck position of each round's first card (the table's 4 cards
#: follow the first round); the seats in play order within a round (4 cards each)
_ROUNDS = {p: (0, *range(4 * p + 4, 52, 4 * p)) for p in (2, 3, 4)}
_TURNS = {p: tuple(range(p)) * 4 for p in (2, 3, 4)}


def take_for(option: Option, card: int, r: int, tbl: list[list[int]], key: int) -> tuple[list[int], int]:
    """The loose cards of the r-th move of a capture/build/raise option, removed from ``tbl``;
    also the change to the key."""
    _, kind, _, v, skip = option
    if skip:
        r += 1
    if kind == BUILD:
        return take(tbl, key, VAL[card], v, r)
    return take(tbl, key, v, v, r)


#: what ``random_playout`` shows a watcher at the start of every turn: (seat, hands, loose cards
#: by value then face rank, builds, piles per side, sweeps per side, the last capturer or -1)
Watcher = Callable[[int, list[list[int]], list[list[int]], Builds, list[list[int]], list[int], int],
                   None]


def random_playout(players: int, rng: random.Random, deck: list[int] | None = None,
                   trace: list[tuple[int, int, int, frozenset[int], int, int]] | None = None,
                   watch: Watcher | None = None) -> list[int]:
    """Deal a shuffled deck and play one Casino hand with uniformly random legal moves.

    Seat ``players - 1`` deals, so seat 0 plays first. Returns the points per side (4 players:
    two teams). ``trace``, when given, receives ``(seat, card, kind, cards, value, legal_count)``
    per play: ``cards`` are the table cards taken (capture) or joined (build), ``value`` the
    announced build value. ``watch``, when given, is shown the position at the start of every
    turn (the playout's own lists: a watcher copies what it keeps); tests compare it with the
    engine's.
    """
    rnd = rng.random
    if deck is None:
        keys = list(starmap(rnd, repeat((), 52)))  # one float per card, drawn in C
        deck = sorted(range(52), key=keys.__getitem__)
    tracing = trace is not None or watch is not None
    sides = 2 if players == 4 else players
    side_of = [s % sides for s in range(players)]
    piles: list[list[int]] = [[] for _ in range(sides)]
    sweeps = [0] * sides
    hands: list[list[int]] = [[] for _ in range(players)]
    plans = [plan_of([])] * players  # each seat's plan is made as its cards are dealt
    tbl: list[list[int]] = [[] for _ in range(11)]
    faces: list[list[int]] = [[] for _ in range(13)]
    table = deck[4 * players:4 * players + 4]  # dealt after the first round's hands
    for c in table:
        (tbl[VAL[c]] if VAL[c] else faces[RANK[c]]).append(c)
    key = sum(POW[VAL[c]] for c in table)  # POW[0] == 0: face cards add nothing
    nfaces = sum(not VAL[c] for c in table)
    builds: Builds = {}
    last = -1
    turns = _TURNS[players]
    for pos in _ROUNDS[players]:
        # a round: 4 cards each, sorted by value (the same values make the same plan, and the
        # order of the options does not change the uniform draw)
        for s in range(players):
            hands[s] = hand = sorted(deck[pos:pos + 4], key=VALUE_OF)
            hv = tuple(map(VALUE_OF, hand))
            plans[s] = _PLANS.get(hv) or plan_of(hand)
            pos += 4
        for seat in turns:
            hand = hands[seat]
            plan = plans[seat]
            if builds:
                total, opts = counted_options(hand, key, faces, builds, seat, plan)
                r = int(rnd() * total)
                for o in opts:
                    if r < o[0]:
                        break
                    r -= o[0]
                kind, i, v, skip = o[1], o[2], o[3], o[4]
                if kind == TRAIL:
                    i = r
            else:
                # most turns: counted_options without builds, inlined; each count table is
                # read once, and the options are only walked when the draw is no trail
                n_hand = len(hand)
                total = n_hand - plan[EMPTY]
                if nfaces:
                    for i in plan[3]:
                        total += len(faces[RANK[hand[i]]])
                for memo, mask, cv, v, shared in plan[TALLIES]:
                    n = memo.get(key & mask)
                    if n is None:
                        n = count(key, cv, v)
                    total += n * shared
                r = int(rnd() * total)
                if r < n_hand:
                    kind = TRAIL
                    i = r
                else:
                    r -= n_hand
                    kind = 0
                    if nfaces:
                        for i in plan[3]:
                            n = len(faces[RANK[hand[i]]])
                            if r < n:
                                kind = FACE
                                break
                            r -= n
                    if not kind:
                        for kind, i, v, skip, memo, mask, _, empty in plan[LOOSE]:  # noqa: B007 - it picks
                            n = memo[key & mask] - empty
                            if r < n:
                                break
                            r -= n
            c = hand.pop(i)
            plans[seat] = plan[1][i] or after(plan, i)
            if tracing:
                hand.insert(i, c)  # the watcher sees the hand before the card leaves it
                if watch is not None:
                    watch(seat, hands, tbl + faces, builds, piles, sweeps, last)
                hand.pop(i)
                before = _table_cards(tbl, faces, builds)
            if kind == TRAIL:
                cv = VAL[c]
                if cv:
                    tbl[cv].append(c)
                    key += POW[cv]
                else:
                    faces[RANK[c]].append(c)
                    nfaces += 1
            elif kind == FACE:
                pile = piles[side_of[seat]]
                pile.append(faces[RANK[c]].pop(r))
                pile.append(c)
                nfaces -= 1
                last = seat
                if not key and not nfaces and not builds:
                    sweeps[side_of[seat]] += 1
            else:
                if skip:
                    r += 1  # skip the empty set
                cards, used = take(tbl, key, VAL[c] if kind == BUILD else v, v, r)
                key -= used
                if kind >= BUILD:
                    cards.append(c)
                    if kind == RAISE:
                        single = not used
                        cards.extend(builds.pop(v - VAL[c])[0])
                    else:
                        t = 0
                        for x in cards:
                            t += VAL[x]
                        single = t == v
                    old = builds.get(v)
                    if old is not None:
                        cards.extend(old[0])
                        single = False
                    builds[v] = (cards, seat, single)
                else:
                    pile = piles[side_of[seat]]
                    pile += cards
                    if kind == CAPTURE_BUILD:
                        pile += builds.pop(v)[0]
                    pile.append(c)
                    last = seat
                    if not key and not nfaces and not builds:
                        sweeps[side_of[seat]] += 1
            if trace is not None:
                if kind >= BUILD:
                    used_cards = frozenset(builds[v][0]) - {c}
                else:
                    used_cards = before - _table_cards(tbl, faces, builds)
                trace.append((seat, c, kind, used_cards, v if kind >= BUILD else 0, total))
    pile = piles[side_of[last if last >= 0 else players - 1]]
    for group in tbl:
        pile += group
    for group in faces:
        pile += group
    return score(piles, sweeps)


def score(piles: list[list[int]], sweeps: list[int]) -> list[int]:
    """Points per side for the hand: cards, sweeps, most cards (3) and most spades (1)."""
    points = []
    spades = []
    for pile, sweeps_made in zip(piles, sweeps, strict=True):
        both = sum(map(_POINTS_AND_SPADE, pile))
        points.append((both & 255) + sweeps_made)
        spades.append(both >> 8)
    _majority([len(pile) for pile in piles], points, 3)
    _majority(spades, points, 1)
    return points


def _table_cards(tbl: list[list[int]], faces: list[list[int]], builds: Builds) -> frozenset[int]:
    cards = [c for group in tbl for c in group] + [c for group in faces for c in group]
    for b in builds.values():
        cards.extend(b[0])
    return frozenset(cards)


def expand(option: Option, hand: list[int], tbl: list[list[int]], key: int, faces: list[list[int]],
           builds: Builds) -> list[MoveKey]:
    """The concrete effects one option stands for, as in the engine's ``CasinoMove.key``,
    by drawing each r in range(count) with ``take_for`` on a copy of the table.

    For tests and tools; the playout itself never lists moves.
    """
    count_, kind, i, v, skip = option
    if kind == TRAIL:
        return [("trail", card) for card in hand]
    card = hand[i]
    if kind == FACE:
        return [("capture", card, frozenset((x,))) for x in faces[RANK[card]]]
    extra: list[int] = []
    if kind == CAPTURE_BUILD:
        extra = list(builds[v][0])
    elif kind in (BUILD, RAISE):
        if v in builds:
            extra = list(builds[v][0])
        if kind == RAISE:
            extra += builds[v - VAL[card]][0]
    result: list[MoveKey] = []
    for r in range(count_):
        copy = [list(group) for group in tbl]
        cards, used = take_for(option, card, r, copy, key)
        assert used == sum(POW[VAL[x]] for x in cards)
        chosen = frozenset(cards) | frozenset(extra)
        if kind in (CAPTURE, CAPTURE_BUILD):
            result.append(("capture", card, chosen))
        else:
            result.append(("build", card, v, chosen))
    return result


def _majority(counts: list[int], points: list[int], worth: int) -> None:
    top = max(counts)
    if counts.count(top) == 1:
        points[counts.index(top)] += worth

