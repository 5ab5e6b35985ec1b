"""The fast playout's templates and count rows (games/casino/turns.py); the cross-check against
the engine over whole deals is tests/games/casino/test_crosscheck.py."""

from __future__ import annotations

import random

from kotshina.games.casino import splits, turns
from kotshina.games.casino.options import CAPTURE_BUILD


def _random_signature(rng: random.Random) -> int:
    sig = 0
    for v in rng.sample(range(1, 11), rng.randrange(4)):
        sig |= turns.PRESENT[v]
        if rng.random() < 0.5:
            sig |= turns.OWNED[v]
        if rng.random() < 0.6:
            sig |= turns.SINGLE[v]
    return sig


def test_builds_that_concern_no_card_of_the_hand_leave_its_template_alike():
    # the playout shares one template between signatures that differ outside the plan's
    # bits: those bits must be all the template reads
    rng = random.Random(3)
    for _ in range(3000):
        hv = tuple(sorted(rng.choice((0, *range(1, 11))) for _ in range(rng.randrange(1, 5))))
        sig = _random_signature(rng)
        assert turns.template(hv, sig) == turns.template(hv, sig & turns._relevant(hv))


def test_a_build_of_the_players_own_forbids_trailing_and_a_card_of_its_value_must_stay():
    slots, options, trails, faces = turns.template((0, 5, 9), turns.PRESENT[5] | turns.OWNED[5])
    assert trails == 0  # the owner of a build may not trail
    # the 5 may only take the build of 5 (it is the card that keeps it); the 9 and the face
    # card must leave the 5 in hand, so they may do anything but trail
    assert [(kind, i) for kind, i, _, _ in options if i == 1] == [(CAPTURE_BUILD, 1)]
    assert faces == (0,)
    assert len(slots) == len(options)


def test_a_row_holds_the_split_counts_of_its_table_once_asked_for():
    rng = random.Random(8)
    for _ in range(200):
        key = sum(rng.randrange(3) * splits.POW[v] for v in range(1, 11))
        row = turns.new_row(key)
        slots = tuple({turns.bare(v) for v in range(1, 11)}
                      | {turns.full(cv, v) for v in range(1, 11) for cv in range(1, v + 1)})
        assert all(row[s] == turns.UNSEEN for s in slots)
        turns.fill(row, key, slots)
        for v in range(1, 11):
            assert row[turns.bare(v)] == splits.count(key, v, v) - 1  # not the empty capture
            for cv in range(1, v + 1):
                assert row[turns.full(cv, v)] == splits.count(key, cv, v)


def test_the_rows_are_emptied_when_full(monkeypatch):
    monkeypatch.setattr(turns, "ROW_LIMIT", 3)
    turns.ROWS.clear()
    for key in range(10):
        turns.new_row(key * splits.POW[1])
        assert len(turns.ROWS) <= 3
    turns.ROWS.clear()
