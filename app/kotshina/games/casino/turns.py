"""What a Casino hand may do on a table, for the fast playout: templates over count rows.

The engine (``state.py`` / ``legal.py``) stays the judge of the rules; this module states the
options of ``options.counted_options`` once more, split in two parts that recur separately:

- a *template* says which options a hand has, given the values it holds and the builds on
  the table (which values, which are the player's own, which are single): for each option,
  the count it stands for (a *slot*) and what it does (kind, hand index, value, skip_empty).
  It does not depend on the loose cards, so one template serves every table: made once per
  hand pattern and build signature;
- a *row* holds, for one table of loose number cards (its whole key, which recurs far more
  often than a table seen with a given hand), the count behind each slot, filled as slots
  are first asked for (``splits.counted``: from the memoised counts of the lower values).

A turn is then one row lookup and a sum of the row's counts over the template's slots (a
plain loop: for the one to eight slots of a hand, faster than summing them in C). tests/games/casino/test_crosscheck.py
checks on every position of random deals that these are exactly the engine's legal moves.
"""

from __future__ import annotations

from typing import Final

from .options import BUILD, CAPTURE, CAPTURE_BUILD, RAISE
from .splits import counted
from .values import VALUE

VALUE_OF = VALUE.__getitem__

#: one option of a template: (kind, hand index, value, skip_empty), as in ``options.Option``
TurnOption = tuple[int, int, int, bool]
#: (the row slot of each option, the options, the number of trails (the hand's cards, or none
#: beside a build of the player's own), the hand indexes of the face cards that may take a
#: loose face card of their rank)
Template = tuple[tuple[int, ...], tuple[TurnOption, ...], int, tuple[int, ...]]
#: per hand of card values (kept sorted by value): (the values, the plans once each card is
#: played (made when first needed), the template without builds, the templates by build
#: signature (made when first needed), the bits of a signature the hand's options depend on)
Plan = tuple[tuple[int, ...], list["Plan | None"], Template, dict[int, Template], int]
#: a table's counts by slot (see ``full`` and ``bare``), ``UNSEEN`` until first asked for
Row = list[int]

PLANS: dict[tuple[int, ...], Plan] = {}
ROWS: dict[int, Row] = {}
#: ROWS is emptied when it holds this many tables: ~600 bytes a row, 30 MB at most (random
#: playouts meet ~25,000 tables in 30,000 deals, ~5,000 new ones in each 6,000 after that)
ROW_LIMIT: Final = 50_000
#: a build signature: bit v for a build of value v, bit 11 + v when it is the player's own,
#: bit 22 + v when it is single
PRESENT: Final = tuple(1 << v for v in range(11))
OWNED: Final = tuple(1 << (11 + v) for v in range(11))
SINGLE: Final = tuple(1 << (22 + v) for v in range(11))


def full(cv: int, v: int) -> int:
    """The slot of ``count(key, cv, v)``: the sets a card of value cv builds into v with, or
    (cv == v) captures, the empty set included (11..65)."""
    return 10 + v * (v - 1) // 2 + cv


#: the (card value, value) of each slot from 11 on
_PAIRS: Final = {full(cv, v): (cv, v) for v in range(1, 11) for cv in range(1, v + 1)}
SLOTS: Final = 66
#: a row's count not computed yet: so far below zero that any sum holding it is negative
UNSEEN: Final = -(1 << 62)


def bare(v: int) -> int:
    """The slot of ``count(key, v, v) - 1``: the captures of at least one loose card (1..10)."""
    return v


def new_row(key: int) -> Row:
    """An empty row for the table ``key``, kept in ``ROWS``."""
    if len(ROWS) >= ROW_LIMIT:
        ROWS.clear()
    row: Row = [UNSEEN] * SLOTS
    ROWS[key] = row
    return row


def fill(row: Row, key: int, slots: tuple[int, ...]) -> None:
    """Put the counts of ``slots`` missing from ``row`` (the table ``key``) into it."""
    for slot in slots:
        if row[slot] == UNSEEN:
            if slot <= 10:
                row[slot] = counted(key, slot, slot) - 1
            else:
                cv, v = _PAIRS[slot]
                row[slot] = counted(key, cv, v)


def plan_of(hand: list[int]) -> Plan:
    """The plan of a hand sorted by value."""
    hv = tuple(map(VALUE_OF, hand))
    return PLANS.get(hv) or _plan(hv)


def _plan(hv: tuple[int, ...]) -> Plan:
    found: Plan = (hv, [None] * len(hv), template(hv, 0), {}, _relevant(hv))
    PLANS[hv] = found
    return found


def after(plan: Plan, i: int) -> Plan:
    """The plan of the hand once its card i is played."""
    hv = plan[0][:i] + plan[0][i + 1:]
    found = plan[1][i] = PLANS.get(hv) or _plan(hv)
    return found


def _relevant(hv: tuple[int, ...]) -> int:
    """The bits of a build signature that ``template(hv, sig)`` reads: every owned value (the
    duties), the builds of the hand's values (captured or added to whole) and of the values
    a card of the hand would raise to one the hand holds (a raise needs a single build)."""
    mask = sum(OWNED)
    for cv in set(hv) - {0}:
        mask |= PRESENT[cv]
        for v in set(hv):
            if v > cv:
                mask |= PRESENT[v - cv] | SINGLE[v - cv]
    return mask


def template_for(plan: Plan, signature: int) -> Template:
    """The plan's template for the build ``signature`` (masked to the plan's bits: builds that
    change nothing for the hand make the same template), made once."""
    found = plan[3][signature] = template(plan[0], signature)
    return found


def template(hv: tuple[int, ...], sig: int) -> Template:
    """The options of a hand of values ``hv`` beside the builds of signature ``sig``
    (docs/rules-casino.md, "A turn" and "Obligations"; as ``options.counted_options``)."""
    owned = [v for v in range(1, 11) if sig & OWNED[v]]
    slots: list[int] = []
    opts: list[TurnOption] = []
    faces: list[int] = []

    def add(slot: int, kind: int, i: int, v: int, skip: bool) -> None:
        slots.append(slot)
        opts.append((kind, i, v, skip))

    for i, cv in enumerate(hv):
        rest = hv[:i] + hv[i + 1:]
        # owned builds whose value the hand would no longer hold: the move must settle them
        missing = [u for u in owned if u not in rest]
        if not cv:
            if not missing:
                faces.append(i)
            continue
        if not missing or missing == [cv]:
            if sig & PRESENT[cv]:
                add(full(cv, cv), CAPTURE_BUILD, i, cv, False)
            if not missing:
                add(bare(cv), CAPTURE, i, cv, True)
        if cv in rest and not missing:
            # onto an existing build of cv the card alone is an addition, not a trail
            if sig & PRESENT[cv]:
                add(full(cv, cv), BUILD, i, cv, False)
            else:
                add(bare(cv), BUILD, i, cv, True)
        for v in sorted({v for v in rest if v > cv}):
            if not missing:
                add(full(cv, v), BUILD, i, v, False)
            w = v - cv  # a raise of a single build of w to v
            if sig & PRESENT[w] and sig & SINGLE[w] and (not missing or missing == [w]):
                add(full(v, v), RAISE, i, v, False)
    return tuple(slots), tuple(opts), 0 if owned else len(hv), tuple(faces)
