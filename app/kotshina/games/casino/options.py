"""Casino's legal options on plain ints, for the fast playout and the AI's rollouts.

The engine (``state.py`` / ``legal.py``) stays the judge of the rules; this module states the
same rules once more on ints (tests/games/casino/test_playout.py checks on random positions that the
options counted and drawn here are exactly the engine's legal moves).

An *option* is ``(count, kind, hand index, value, skip_empty)``: ``count`` concrete moves
that differ only in the loose cards they use (splits.py counts and draws them from the table's
key without listing them). Which options a hand can have depends on the values it holds, so
each value pattern gets a *plan* once (``_PLANS``): the count tables its cards look up.
"""

from __future__ import annotations

from typing import Final

from .splits import BELOW, COUNTS, count
from .values import RANK, VALUE

VALUE_OF = VALUE.__getitem__

# option kinds
TRAIL, FACE, CAPTURE, CAPTURE_BUILD, BUILD, RAISE = range(6)

Option = tuple[int, int, int, int, bool]
#: a number card of a hand: (index, value, its capture count table, key mask, (value, count
#: table, key mask) per higher value it can build, whether another card has its value)
PlanCard = tuple[int, int, dict[int, int], int, tuple[tuple[int, dict[int, int], int], ...], bool]
#: a count table read once: (table, key mask, card value, value, how many options share it)
Tally = tuple[dict[int, int], int, int, int, int]
#: a capture or build option on a table without builds: (kind, index, value, skip_empty,
#: count table, key mask, card value, empty sets)
LooseOption = tuple[int, int, int, bool, dict[int, int], int, int, int]
#: see ``_PLANS``
Plan = tuple[tuple[PlanCard, ...], list["Plan | None"], tuple[int, ...], tuple[int, ...], Option,
             tuple[Tally, ...], int, tuple[LooseOption, ...], dict[tuple[int, ...], list[list[int]]]]
#: the builds on the table: value -> (cards, owner, single)
Builds = dict[int, tuple[list[int], int, bool]]
#: per hand of card values: (per number card: index, value, its capture count table and key
#: mask, (value, count table, key mask) per higher value held by another card, value held
#: twice; the plans after playing each card, made when first needed; the values; the indexes
#: of the face cards; the trail option; then, for a table without builds, ``TALLIES``: each
#: count table to read once with its key mask, the card value it is read for, the value and
#: how many options share it, ``EMPTY``: the sets counted there that are no move (the empty
#: capture, the card alone), and ``LOOSE``: the capture and build options in order as
#: (kind, index, value, skip_empty, count table, key mask, card value, empty sets)), and
#: ``MISSING``: per tuple of owned build values, the owned values each card's play would leave
#: the hand without. Hands recur: made once per value pattern.
_PLANS: dict[tuple[int, ...], Plan] = {}
#: _PLANS is emptied when it holds this many plans (~2.8 kB each): hands kept sorted by value
#: (the playouts and the AI's rollouts) have at most 1,365 patterns, so only a caller passing
#: hands in dealt order (16,105 patterns) ever fills it
PLAN_LIMIT: Final = 4096
#: where a plan holds its tallies, the number of empty sets in them, its loose options
TALLIES: Final = 5
EMPTY: Final = 6
LOOSE: Final = 7
MISSING: Final = 8


def plan_of(hand: list[int]) -> Plan:
    """The plan of a hand (see ``_PLANS``); a hand kept sorted by value has fewer patterns."""
    hv = tuple(map(VALUE_OF, hand))
    return _PLANS.get(hv) or _plan(hv)


def _plan(hv: tuple[int, ...]) -> Plan:
    items: list[PlanCard] = []
    for i, cv in enumerate(hv):
        if cv:
            others = hv[:i] + hv[i + 1:]
            # the count tables this card looks up: its captures, its builds to higher values
            higher = tuple((v, COUNTS[cv][v], BELOW[v]) for v in sorted({v for v in others if v > cv}))
            items.append((i, cv, COUNTS[cv][cv], BELOW[cv], higher, cv in others))
    faces = tuple(i for i, cv in enumerate(hv) if not cv)
    loose: list[LooseOption] = []
    for i, cv, captures, mask, higher, twice in items:
        loose.append((CAPTURE, i, cv, True, captures, mask, cv, 1))
        if twice:
            loose.append((BUILD, i, cv, True, captures, mask, cv, 1))
        loose.extend((BUILD, i, v, False, builds_to, mask_v, cv, 0) for v, builds_to, mask_v in higher)
    # the count tables to read once each: cards of one value read the same ones
    shared: dict[tuple[int, int], int] = {}
    for o in loose:
        shared[o[6], o[2]] = shared.get((o[6], o[2]), 0) + 1
    tallies = tuple((COUNTS[cv][v], BELOW[v], cv, v, n) for (cv, v), n in shared.items())
    after_each: list[Plan | None] = [None] * len(hv)
    found: Plan = (tuple(items), after_each, hv, faces, (len(hv), TRAIL, 0, 0, False),
                   tallies, sum(o[7] for o in loose), tuple(loose), {})
    if len(_PLANS) >= PLAN_LIMIT:
        _PLANS.clear()
    _PLANS[hv] = found
    return found


def after(plan: Plan, i: int) -> Plan:
    """The plan of the hand once its card i is played."""
    hv = plan[2][:i] + plan[2][i + 1:]
    found = plan[1][i] = _PLANS.get(hv) or _plan(hv)
    return found


def _missing(plan: Plan, owned: tuple[int, ...]) -> list[list[int]]:
    """Per card of the plan's hand: the owned build values the hand no longer holds once the
    card is played (the move must then settle those builds)."""
    hv = plan[2]
    found = plan[MISSING][owned] = [[u for u in owned if u not in hv[:i] + hv[i + 1:]]
                                    for i in range(len(hv))]
    return found


def options(hand: list[int], key: int, faces: list[list[int]], builds: Builds,
            seat: int) -> list[Option]:
    """Legal options of ``seat`` as (count, kind, hand index, value, skip_empty).

    ``builds`` maps value -> (cards, owner, single); ``faces`` lists loose face cards by rank.
    An option stands for ``count`` concrete moves: r in range(count) is drawn by ``take_for``
    (``skip_empty``: the first loose set, the empty one, is not a move here). The trail option
    stands for every card: the r-th trails hand[r].
    """
    return counted_options(hand, key, faces, builds, seat, plan_of(hand))[1]


def counted_options(hand: list[int], key: int, faces: list[list[int]], builds: Builds,
                    seat: int, plan: Plan) -> tuple[int, list[Option]]:
    """(number of legal moves, ``options``), for the ``plan_of(hand)``."""
    if not builds:
        # nothing owned, nothing to raise or capture whole (most positions)
        trail = plan[4]
        out: list[Option] = [trail]
        app = out.append
        total = trail[0]
        for i in plan[3]:
            n = len(faces[RANK[hand[i]]])
            if n:
                app((n, FACE, i, 0, False))
                total += n
        for i, cv, captures, mask, higher, twice in plan[0]:
            # the empty set is no capture, and the card alone no build
            t = captures.get(key & mask)
            if t is None:
                t = count(key, cv, cv)
            if t > 1:
                t -= 1
                app((t, CAPTURE, i, cv, True))
                total += t
                if twice:
                    app((t, BUILD, i, cv, True))
                    total += t
            # announce a value held by another card: higher, or the same one held twice
            for v, builds_to, mask_v in higher:
                ways = builds_to.get(key & mask_v)
                if ways is None:
                    ways = count(key, cv, v)
                if ways:
                    app((ways, BUILD, i, v, False))
                    total += ways
        return total, out
    out = []
    app = out.append
    owned: tuple[int, ...] = ()
    for value, build in builds.items():  # a loop: cheaper than a generator for a build or two
        if build[1] == seat:
            owned += (value,)
    if not owned:
        app(plan[4])
    else:
        missing_of = plan[MISSING].get(owned) or _missing(plan, owned)
    for i in plan[3]:
        if not owned or not missing_of[i]:
            n = len(faces[RANK[hand[i]]])
            if n:
                app((n, FACE, i, 0, False))
    for i, cv, captures, mask, higher, twice in plan[0]:
        missing = missing_of[i] if owned else None
        t = captures.get(key & mask)
        if t is None:
            t = count(key, cv, cv)
        if not missing or (len(missing) == 1 and missing[0] == cv):
            if cv in builds:
                app((t, CAPTURE_BUILD, i, cv, False))
            if not missing and t > 1:
                app((t - 1, CAPTURE, i, cv, True))
        if twice and not missing:
            # onto an existing build of cv the card alone is an addition, not a trail
            n = t if cv in builds else t - 1
            if n:
                app((n, BUILD, i, cv, cv not in builds))
        for v, builds_to, mask_v in higher:
            if not missing:
                ways = builds_to.get(key & mask_v)
                if ways is None:
                    ways = count(key, cv, v)
                if ways:
                    app((ways, BUILD, i, v, False))
            b = builds.get(v - cv)
            if b is not None and b[2] and (not missing or (len(missing) == 1 and missing[0] == v - cv)):
                app((count(key, v, v), RAISE, i, v, False))
    total = 0
    for o in out:
        total += o[0]
    return total, out
