"""Single Trix deals, one contract at a time: agent A in each seat in turn against three
copies of B on the same deck (duplicate deals), for quick A/B comparisons while developing.

    python tools/trix_duel.py --a expert --b greedy --contract trix --deals 50 --iterations 400

Prints A's and B's mean points per deal for that contract (penalties as negative points, the
Trix contract's place points) and A's mean place in Trix, with 95% intervals over decks.
``--iterations`` caps the search per decision (reproducible under any load). A may also be
``peek`` (not fair, a ceiling): the expert's search told every hand (its worlds are the true
deal), ``search`` (the expert's search in this process, at ``--iterations``), ``noinfer``
(the same without the layout inference) or a level (``greedy``, ``medium``, ...).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "app"))

from kotshina.ai.base import Budget  # noqa: E402
from kotshina.ai.registry import make_agent  # noqa: E402
from kotshina.ai.search import best_index, ismcts  # noqa: E402
from kotshina.ai.trix.searching import TrixSearch  # noqa: E402
from kotshina.games.trix import new_match  # noqa: E402


class Peek(TrixSearch):
    """The search with the true deal as its only world: what seeing every hand is worth."""

    def __init__(self, truth) -> None:
        super().__init__()
        self.truth = truth

    def world(self, view, rng):
        return self.truth.clone()


class SearchOnly:
    """The expert's search in this process at a fixed number of iterations."""

    default_seconds = 60.0

    def __init__(self, seed: int, state=None, infer: bool = True) -> None:
        self.seed, self.state, self.infer = seed, state, infer

    def choose(self, view, legal, budget):
        game = Peek(self.state) if self.state is not None else TrixSearch(infer=self.infer)
        stats, _ = ismcts(game, view, legal, time.perf_counter() + 600, self.seed,
                          budget.iterations or 2000)
        return legal[best_index(stats)]


def play(deck: list[int], contract: str, levels: list[str], seed: int, iterations: int | None,
         options: dict, stats: dict) -> dict:
    state = new_match(**options)
    state.start_deal(deck)
    def agent(seat: int, level: str):
        if level == "peek":
            return SearchOnly(seed * 4 + seat, state)
        if level in ("search", "noinfer"):  # the expert's search, in this process
            return SearchOnly(seed * 4 + seat, infer=level == "search")
        return make_agent("trix", level, seed * 4 + seat)

    agents = [agent(s, level) for s, level in enumerate(levels)]
    state.apply(next(m for m in state.legal_moves() if m.contract == contract))
    while state.in_deal:
        seat = state.current_player
        legal = state.legal_moves()
        start = time.perf_counter()
        move = agents[seat].choose(state.view_for(seat), legal,
                                   Budget(getattr(agents[seat], "default_seconds", 1.0), iterations))
        if levels[seat] == "A" or len(legal) > 1:
            stats.setdefault(levels[seat], []).append(time.perf_counter() - start)
        state.apply(move)
    return state.deal_results[-1]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--a", required=True)
    parser.add_argument("--b", default="greedy")
    parser.add_argument("--contract", default="trix")
    parser.add_argument("--deals", type=int, default=40)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--iterations", type=int, default=None)
    parser.add_argument("--partners", action="store_true")
    args = parser.parse_args()
    options = {"mode": "complex" if args.contract == "complex" else "kingdoms",
               "partners": args.partners}
    rng = random.Random(args.seed)
    diffs, places_a, points_a, points_b = [], [], [], []
    times: dict = {}
    for deal in range(args.deals):
        deck = list(range(52))
        rng.shuffle(deck)
        a_pts, b_pts = [], []
        for seat in range(4):
            levels = [args.a if s == seat else args.b for s in range(4)]
            if args.partners:
                levels = [args.a if s % 2 == seat % 2 else args.b for s in range(4)]
            result = play(deck, args.contract, levels, deal, args.iterations, options, times)
            pts = result["seat_points"]
            a_pts.append(pts[seat])
            b_pts.append(statistics.fmean(pts[s] for s in range(4) if levels[s] == args.b))
            if "places" in result:
                places_a.append(result["places"].index(seat) + 1)
            if args.partners and seat == 1:
                break
        points_a.append(statistics.fmean(a_pts))
        points_b.append(statistics.fmean(b_pts))
        diffs.append(points_a[-1] - points_b[-1])
        if deal % 10 == 9:
            print(f"  {deal + 1} decks: A {statistics.fmean(points_a):+.1f}, "
                  f"B {statistics.fmean(points_b):+.1f}", file=sys.stderr)

    def ci(values: list[float]) -> str:
        m = statistics.fmean(values)
        h = 1.96 * statistics.stdev(values) / len(values) ** 0.5 if len(values) > 1 else 0
        return f"{m:+.2f} [{m - h:+.2f}, {m + h:+.2f}]"

    print(f"{args.contract}: {args.a} vs {args.b}, {args.deals} decks x 4 seats")
    print(f"  A points per deal {ci(points_a)}; B {ci(points_b)}; A - B {ci(diffs)}")
    if places_a:
        print(f"  A's mean place {ci(places_a)}")
    for level, values in times.items():
        values.sort()
        print(f"  {level}: p50 {1000 * values[len(values) // 2]:.0f} ms, "
              f"p95 {1000 * values[int(0.95 * len(values))]:.0f} ms")


if __name__ == "__main__":
    main()
