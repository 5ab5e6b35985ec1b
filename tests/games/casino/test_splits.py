"""The split tables are made when a table first asks about a value, not at import."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from kotshina.games.casino.splits import SHIFT, small_splits, splits

ROOT = Path(__file__).resolve().parents[3]


def test_importing_the_engine_makes_no_split_table() -> None:
    """The ten tables took ~70 ms at import, before a continued Casino match could paint."""
    probe = ("import kotshina.games.casino, kotshina.games.casino.splits as s; "
             "print(s.small_splits.cache_info().currsize)")
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True,
                          env=dict(os.environ, PYTHONPATH=str(ROOT / "app")), timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.strip() == "0"


def test_a_table_made_when_asked_holds_the_vectors_that_split() -> None:
    # a 3 and two 2s are one group of 7; two 3s and a 2 make 8, no group of 7
    three_two_two = 1 << SHIFT[3] | 2 << SHIFT[2]
    three_three_two = 2 << SHIFT[3] | 1 << SHIFT[2]
    assert three_two_two in small_splits(7)
    assert three_three_two not in small_splits(7) and not splits(three_three_two, 7)
    assert all(splits(vec, 7) for vec in small_splits(7))
