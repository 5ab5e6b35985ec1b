"""tools/casino_floor.py's loops play whole deals: every card ends on a pile or a hand's
trail, and the flat Casino loops score the deal's 7 card points (big casino 2, little casino
1, four aces), so the floors docs/performance.md quotes time real deals, not broken loops."""

from __future__ import annotations

import importlib.util
import random
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _tool():
    spec = importlib.util.spec_from_file_location("casino_floor", ROOT / "tools" / "casino_floor.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_flat_loops_score_every_card_point_of_the_deal():
    tool = _tool()
    rng = random.Random(3)
    for _ in range(300):
        assert sum(tool.skeleton(rng)) == 7
        assert sum(tool.skeleton_direct(rng)) == 7
        assert sum(tool.counted_direct(rng)) == 7


def test_the_lookup_loop_reads_its_memo_and_plays_48_turns():
    tool = _tool()
    rng = random.Random(4)
    memo, keys = tool._memo(100)
    plain = tool.deal_and_draw(random.Random(5))
    assert 0 <= plain <= 52  # cards captured onto the pile
    assert tool.deal_and_draw(rng, memo, keys) > 0


def test_opcodes_are_counted():
    tool = _tool()
    rng = random.Random(6)
    assert tool._opcodes(lambda: tool.draw_only(rng), runs=2) > 48 * 5
