"""How long a whole-deal review takes, and how the marks fall on the moves of each level.

Plays one-deal records (the first deal of a match: seat 0 by LEVEL, the other seats by medium
players), then analyses seat 0 with ``kotshina.ai.analysis`` at the given budget and prints,
per game, the median wall time of a deal's analysis, the decisions per deal and the marks of
the moves played. Development tool (docs/analysis.md, "Time"); reproducible decks from --seed.

    python tools/analysis_timing.py --games kinza king casino --deals 5 --level medium
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections import Counter

from kotshina.ai.analysis import analyse_record
from kotshina.ai.base import Budget
from kotshina.ai.registry import make_agent
from kotshina.match import Match

PLAYERS = {"kinza": 2, "king": 4, "casino": 2}


def one_deal_record(game: str, level: str, seed: int) -> dict:
    """A record of the first deal of a match, seat 0 played by ``level``, the others by medium."""
    rng = random.Random(f"analysis-timing:{game}:{seed}")
    match = Match.new(game, PLAYERS[game])
    agents = [make_agent(game, level if seat == 0 else "medium", seed * 10 + seat)
              for seat in range(PLAYERS[game])]
    match.deal(rng=rng)
    while not match.is_over and match.deals_started() == 1 and match.to_move is not None:
        seat = match.to_move
        view = match.state.view_for(seat)
        match.push(agents[seat].choose(view, match.legal_moves(), Budget(seconds=0.3)))
    record = match.record()
    record["decks"] = record["decks"][:1]
    return record


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", nargs="+", default=list(PLAYERS), choices=list(PLAYERS))
    parser.add_argument("--deals", type=int, default=5)
    parser.add_argument("--level", default="medium")
    parser.add_argument("--budget-ms", type=float, default=800.0)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    for game in args.games:
        times, decisions, marks = [], [], Counter()
        for deal in range(args.deals):
            record = one_deal_record(game, args.level, args.seed + deal)
            started = time.perf_counter()
            judged = analyse_record(record, 0, args.budget_ms, seed=0, deals={1})
            times.append(time.perf_counter() - started)
            decisions.append(len(judged))
            marks.update(d.mark for d in judged if not d.evaluation.forced)
        print(f"{game}: {args.deals} deals, review median {statistics.median(times):.1f} s "
              f"(min {min(times):.1f}, max {max(times):.1f}), decisions per deal median "
              f"{statistics.median(decisions):g}; marks of {args.level}'s choices: "
              + ", ".join(f"{mark} {marks[mark]}" for mark in
                          ("good", "inaccuracy", "mistake", "blunder")), flush=True)


if __name__ == "__main__":
    main()
