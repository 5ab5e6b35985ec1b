"""Kinza expert decision times at the default budget (pool on every core), as JSON.

    python tools/kinza_timing.py [--decisions 100] [--seed 1616]

Random 2-player positions with cards left in the stock (the searched ones; the last round is
solved exactly and fast); prints p50, p95 and max in ms with the load average seen.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import time

from kotshina.ai.base import Budget
from kotshina.ai.kinza import make_agent
from kotshina.games.kinza import new_match


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--decisions", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1616)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    agent = make_agent("expert", seed=1)
    times: list[float] = []
    while len(times) < args.decisions:
        state = new_match(2, first_dealer=rng.randrange(2))
        deck = list(range(40))
        rng.shuffle(deck)
        state.start_deal(deck)
        for _ in range(rng.randrange(30)):
            state.apply(rng.choice(state.legal_moves()))
        legal = state.legal_moves()
        if not state.stock or len(legal) < 2:
            continue
        start = time.perf_counter()
        agent.choose(state.view_for(state.current_player), legal, Budget(agent.default_seconds))
        times.append((time.perf_counter() - start) * 1000.0)
    times.sort()
    print(json.dumps({"decisions": len(times), "p50_ms": round(statistics.median(times), 1),
                      "p95_ms": round(times[int(0.95 * len(times)) - 1], 1),
                      "max_ms": round(times[-1], 1), "loadavg": os.getloadavg()}))


if __name__ == "__main__":  # pool workers re-import this module: only the parent measures
    main()
