"""Fast Casino hand playouts on plain ints, for search and the benchmark.

The engine (``state.py`` / ``rules.py``) stays the judge of the rules; this module replays the
same rules on flat lists (tests/games/casino/test_crosscheck.py resumes it at every position of
random deals and checks that the moves counted and drawn here are exactly the engine's legal
moves, each leading to the engine's next position).

Loose number cards are kept as one list per value (1..10) plus an integer key giving how many
of each value lie there (splits.py). A turn reads what the hand may do from its template and
the counts of those options from the table's row (turns.py); a uniformly random legal move is
one draw over these counts, without listing the moves, and only the drawn set of cards is then
taken from the table (all loose cards of the value, the most common draw, directly; any other
set by ``splits.take``).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from itertools import repeat, starmap

from .moves import MoveKey
from .options import BUILD, CAPTURE, CAPTURE_BUILD, FACE, RAISE, TRAIL, Builds, Option
from .splits import POW, SHIFT, take
from .turns import (
    OWNED,
    PLANS,
    PRESENT,
    ROWS,
    SINGLE,
    after,
    fill,
    new_row,
    plan_of,
    template_for,
)
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


#: what ``random_playout`` shows a watcher at the start of every turn, before its draw: (seat,
#: hands, loose cards by value then face rank, builds, piles per side, sweeps per side, the
#: last capturer or -1)
Watcher = Callable[[int, list[list[int]], list[list[int]], Builds, list[list[int]], list[int], int],
                   None]
#: where a deal stands at the start of a turn, as ``play`` takes it (its lists are played on):
#: (hands, each sorted by value; loose number cards by value (11 lists, the first empty); loose
#: face cards by rank (13 lists); builds; piles per side; sweeps per side; the last capturer or
#: -1)
Position = tuple[list[list[int]], list[list[int]], list[list[int]], Builds, list[list[int]],
                 list[int], int]
Trace = list[tuple[int, int, int, frozenset[int], int, int]]


def random_playout(players: int, rng: random.Random, deck: list[int] | None = None,
                   trace: Trace | None = None, watch: Watcher | None = None) -> list[int]:
    """Deal a shuffled deck and play one Casino hand with uniformly random legal moves.

    Seat ``players - 1`` deals, so seat 0 plays first. Returns the points per side (4 players:
    two teams). ``trace``, when given, receives ``(seat, card, kind, cards, value, legal_count)``
    per play: ``cards`` are the table cards taken (capture) or joined (build), ``value`` the
    announced build value. ``watch``, when given, is shown the position at the start of every
    turn, before the turn's draw (the playout's own lists: a watcher copies what it keeps);
    tests compare it with the engine's.
    """
    if deck is None:
        keys = list(starmap(rng.random, repeat((), 52)))  # one float per card, drawn in C
        deck = sorted(range(52), key=keys.__getitem__)
    tbl: list[list[int]] = [[] for _ in range(11)]
    faces: list[list[int]] = [[] for _ in range(13)]
    for c in deck[4 * players:4 * players + 4]:  # dealt after the first round's hands
        (tbl[VAL[c]] if VAL[c] else faces[RANK[c]]).append(c)
    sides = 2 if players == 4 else players
    opening: Position = ([[] for _ in range(players)], tbl, faces, {}, [[] for _ in range(sides)],
                         [0] * sides, -1)
    return play(players, rng, deck, opening, 0, trace, watch)


def play(players: int, rng: random.Random, deck: list[int], at: Position, turn: int,
         trace: Trace | None = None, watch: Watcher | None = None) -> list[int]:
    """Play the deal of ``deck`` on from the position ``at`` (its lists are played on) at its
    ``turn`` (0 to 47: the cards played so far), with uniformly random legal moves; as
    ``random_playout``. The round of ``turn`` is dealt from the deck unless ``at`` holds
    its hands already."""
    rnd = rng.random
    tracing = trace is not None or watch is not None
    sides = 2 if players == 4 else players
    side_of = [s % sides for s in range(players)]
    hands, tbl, faces, builds, piles, sweeps, last = at
    plans = [plan_of(hand) for hand in hands]
    key = 0
    for v, group in enumerate(tbl):
        key += len(group) * POW[v]
    nfaces = sum(map(len, faces))
    turns = _TURNS[players]
    rounds = _ROUNDS[players]
    first, into = divmod(turn, 4 * players)
    dealt = any(hands)
    rows = ROWS
    for k in range(first, len(rounds)):
        seats = turns
        if k == first and dealt:
            seats = turns[into:]  # a round begun (or dealt) already
        else:
            # a round: 4 cards each, sorted by value (the same values make the same plan, and
            # the order of the options does not change the uniform draw)
            pos = rounds[k]
            for s in range(players):
                hands[s] = hand = sorted(deck[pos:pos + 4], key=VALUE_OF)
                plans[s] = PLANS.get(tuple(map(VALUE_OF, hand))) or plan_of(hand)
                pos += 4
        for seat in seats:
            hand = hands[seat]
            plan = plans[seat]
            if tracing:
                if watch is not None:
                    watch(seat, hands, tbl + faces, builds, piles, sweeps, last)
                before = table_cards(tbl, faces, builds)
            if builds:
                sig = 0
                for bv, b in builds.items():
                    sig |= PRESENT[bv]
                    if b[1] == seat:
                        sig |= OWNED[bv]
                    if b[2]:
                        sig |= SINGLE[bv]
                sig &= plan[4]  # the builds the hand's options depend on
                slots, opts, n_trail, face_is = plan[3].get(sig) or template_for(plan, sig)
            else:
                slots, opts, n_trail, face_is = plan[2]
            # the template's counts on this table (the row is filled as slots are first read)
            row = rows.get(key) or new_row(key)
            total = n_trail
            for s in slots:
                total += row[s]
            if total < 0:  # a count not in the row yet (UNSEEN)
                fill(row, key, slots)
                total = n_trail
                for s in slots:
                    total += row[s]
            if nfaces:
                for i in face_is:
                    total += len(faces[RANK[hand[i]]])
            r = int(rnd() * total)
            if r < n_trail:
                kind = TRAIL
                i = r
            else:
                r -= n_trail
                kind = 0
                if nfaces:
                    for i in face_is:
                        n = len(faces[RANK[hand[i]]])
                        if r < n:
                            kind = FACE
                            break
                        r -= n
                if not kind:
                    j = 0
                    for s in slots:
                        n = row[s]
                        if r < n:
                            break
                        r -= n
                        j += 1
                    kind, i, v, skip = opts[j]
            c = hand.pop(i)
            plans[seat] = plan[1][i] or after(plan, i)
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
                nv = (key >> SHIFT[v]) & 31
                if r == (1 << nv) - 1 and (kind != BUILD or VAL[c] == v):
                    # no lower cards, every loose card of the value (the most common draw)
                    cards = tbl[v]
                    tbl[v] = []
                    used = nv * POW[v]
                else:
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
                    used_cards = before - table_cards(tbl, faces, builds)
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


def table_cards(tbl: list[list[int]], faces: list[list[int]], builds: Builds) -> frozenset[int]:
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

