"""Iterations of the Trix search per layout decision at a fixed clock, with the layout
inference's pool weighed by replaying the layout per deal (the fourth round's way) and seat
by seat (ai/trix/world_pool.py, the default), interleaved position by position so both see
the same load:

    python tools/trix_pool_iterations.py --positions 12 --repeats 3 --seconds 0.25
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "app"))
sys.path.insert(0, str(ROOT))

from tests.ai.trix.test_search_settings import _layout_position  # noqa: E402

from kotshina.ai.search import ismcts  # noqa: E402
from kotshina.ai.trix import world_pool  # noqa: E402
from kotshina.ai.trix.inference import layout_log_likelihood  # noqa: E402
from kotshina.ai.trix.searching import TrixSearch  # noqa: E402
from kotshina.games.trix.state import TrixState  # noqa: E402

SEAT_BY_SEAT = world_pool.WorldPool.log_of


def replayed(pool: world_pool.WorldPool, hands: dict[int, int]) -> float:
    """The fourth round's weighing: the whole layout replayed for every deal."""
    return layout_log_likelihood(pool.view, [hands.get(s, 0) for s in range(4)], pool.beta)


def positions(count: int) -> list[TrixState]:
    """Mid-layout positions where the seat has a choice and the others have shown some."""
    found = []
    for seed in range(20 * count):
        state = _layout_position(seed, 8 + (seed * 7) % 28)
        if not state.in_deal or state.layout is None or len(state.legal_moves()) < 2:
            continue
        view = state.view_for(state.current_player)
        if any(s != view.seat and c >= 0 for s, c in view.layout_log):
            found.append(state)
        if len(found) == count:
            break
    return found


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--positions", type=int, default=12)
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--seconds", type=float, default=0.25)
    args = parser.parse_args()
    ways = {"replayed": replayed, "seat by seat": SEAT_BY_SEAT}
    counts: dict[str, list[int]] = {name: [] for name in ways}
    for repeat in range(args.repeats):
        for state in positions(args.positions):
            view = state.view_for(state.current_player)
            legal = state.legal_moves()
            for name, log_of in ways.items():
                world_pool.WorldPool.log_of = log_of  # type: ignore[method-assign]
                _, done = ismcts(TrixSearch(), view, legal, time.perf_counter() + args.seconds,
                                 11 + repeat, None)
                counts[name].append(done)
    world_pool.WorldPool.log_of = SEAT_BY_SEAT  # type: ignore[method-assign]
    for name, done in counts.items():
        done.sort()
        print(f"{name}: {len(done)} searches, iterations in {args.seconds} s: min {done[0]}, "
              f"p10 {done[len(done) // 10]}, median {statistics.median(done):.0f}, "
              f"mean {statistics.fmean(done):.0f}")


if __name__ == "__main__":
    main()
