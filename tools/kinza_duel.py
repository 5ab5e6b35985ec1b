"""Kinza 2-player A/B harness: duplicate single deals at a fixed search budget.

    python tools/kinza_duel.py --a expert:worlds=400 --b greedy --pairs 200 --seed 1601

Pair ``i`` deals the deck ``random.Random(f"{seed}:{i}")`` shuffles twice, with first dealer
``i % 2``: once A in seat 0, once A in seat 1 (the luck of the cards cancels out). Each deal
starts a match (totals 0-0, target 151), so agents judge it as the first deal of a match. The
result is A's points minus B's per deal: the mean over pairs with a normal 95% interval.

An agent is ``LEVEL[:worlds=N][:variant=NAME][:blunder=P][:noise=X]``: a level of
ai/registry.py, searching in its own process; ``worlds=N`` gives a search level N worlds per
decision instead of its time limit or its own number (reproducible whatever the machine's load;
a pair's result then depends only on the seeds). ``variant`` picks an expert variant of
ai/kinza (``VARIANTS`` there) or, as ``variant=before``, medium or hard as they were before the
ladder was re-placed. ``blunder``/``noise`` change easy's and medium's slips (how the ladder's
levels were placed). ``peek[:worlds=N]`` is
the expert's search given the opponent's real hand (only the stock order hidden): not a fair
player, an upper bound for what reading the opponent's hand could bring.
``knows-greedy[:worlds=N][:replies=greedy]`` is the expert told that its opponent is greedy
(tools/kinza_known_opponent.py): fair in information, a ceiling for opponent modelling against
greedy. Pairs run on
``--jobs`` processes. This is a development tool; the headline numbers come from ``kotshina arena``.
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import random
import statistics
import sys
import time
import zlib
from typing import Any

from kinza_known_opponent import knows_greedy
from kotshina.ai.agents import SearchAgent
from kotshina.ai.base import Budget
from kotshina.ai.kinza import EXPERT_SECONDS, make_variant
from kotshina.ai.kinza.heuristics import MediumAgent
from kotshina.ai.kinza.searching import KinzaSearch, solve_endgame
from kotshina.core.cards import SPANISH
from kotshina.core.engine import shuffled_deck
from kotshina.games.kinza import new_match
from kotshina.games.kinza.state import KinzaState


def parse_spec(spec: str) -> tuple[str, dict[str, str]]:
    level, *options = spec.split(":")
    parsed = {}
    for option in options:
        name, _, value = option.partition("=")
        parsed[name] = value
    return level, parsed


class _PeekingSearch(KinzaSearch):
    """Worlds in which the opponent holds its real hand (only the stock order is hidden): an
    upper bound on what inference about the opponent's hand could bring. Never in the app."""

    true_hand: list[int] = []

    def world(self, view: Any, rng: random.Random) -> Any:
        world = KinzaState.from_view(view, rng)
        opponent = 1 - view.seat
        rest = [c for c in view.unseen if c not in self.true_hand]
        rng.shuffle(rest)
        world.hands[opponent] = list(self.true_hand)
        world.stock = rest
        return world


def build(spec: str, seed: int) -> tuple[Any, int | None]:
    level, options = parse_spec(spec)
    if level == "peek":
        agent = SearchAgent("peek", _PeekingSearch(horizon=0), seed, workers=1,
                            default_seconds=EXPERT_SECONDS, solver=solve_endgame,
                            fallback=MediumAgent(seed), algorithm="pimc")
        return agent, int(options.get("worlds", "400"))
    if level == "knows-greedy":
        return knows_greedy(seed, options.get("replies", "")), int(options.get("worlds", "400"))
    agent = make_variant(level, options.get("variant", ""), seed)
    if hasattr(agent, "workers"):
        agent.workers = 1
    worlds = int(options["worlds"]) if "worlds" in options else None
    if worlds is not None and getattr(agent, "max_iterations", None) is not None:
        agent.max_iterations = worlds
    for name in ("blunder", "noise"):
        if name in options:
            if not hasattr(agent, name):
                raise ValueError(f"{level} has no {name}")
            setattr(agent, name, float(options[name]))
    return agent, worlds


def play_deal(spec_a: str, spec_b: str, seed: int, pair: int, a_seat: int) -> tuple[float, list[float]]:
    deck = shuffled_deck(SPANISH, random.Random(f"{seed}:{pair}"))
    state = new_match(2, first_dealer=pair % 2)
    state.start_deal(deck)
    agents = []
    for seat in range(2):
        spec = spec_a if seat == a_seat else spec_b
        # a stable seed (str hashes change from one process to the next)
        agents.append(build(spec, zlib.crc32(f"{seed}:{pair}:{seat}:{spec}".encode())))
    times: list[float] = []
    while state.in_deal:
        seat = state.current_player
        agent, worlds = agents[seat]
        budget = (Budget(seconds=60.0, iterations=worlds) if worlds is not None
                  else Budget(getattr(agent, "default_seconds", 1.0)))
        legal = state.legal_moves()
        if isinstance(getattr(agent, "game", None), _PeekingSearch):
            agent.game.true_hand = list(state.hands[1 - seat])
        start = time.perf_counter()
        move = agent.choose(state.view_for(seat), legal, budget)
        if seat == a_seat:
            times.append((time.perf_counter() - start) * 1000.0)
        state.apply(move)
    points = state.deal_results[-1]["points"]
    return float(points[a_seat] - points[1 - a_seat]), times


def _job(args: tuple[str, str, int, int]) -> tuple[int, float, list[float]]:
    spec_a, spec_b, seed, pair = args
    first, t1 = play_deal(spec_a, spec_b, seed, pair, 0)
    second, t2 = play_deal(spec_a, spec_b, seed, pair, 1)
    return pair, (first + second) / 2, t1 + t2


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, math.ceil(q * len(ordered)) - 1))] if ordered else 0.0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--a", required=True)
    parser.add_argument("--b", required=True)
    parser.add_argument("--pairs", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1601)
    parser.add_argument("--first", type=int, default=0, help="first pair index")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--log", default=None,
                        help="append each pair's result to this file as it comes (partial runs stay usable)")
    args = parser.parse_args(argv)
    jobs = [(args.a, args.b, args.seed, p) for p in range(args.first, args.first + args.pairs)]
    diffs: dict[int, float] = {}
    times: list[float] = []
    log = open(args.log, "a") if args.log else None  # noqa: SIM115
    with multiprocessing.get_context("spawn").Pool(args.jobs) as pool:
        for pair, diff, ms in pool.imap_unordered(_job, jobs):
            diffs[pair] = diff
            times.extend(ms)
            if log is not None:
                log.write(json.dumps({"a": args.a, "b": args.b, "seed": args.seed, "pair": pair,
                                      "diff": diff, "a_ms": ms}) + "\n")
                log.flush()
            if len(diffs) % 20 == 0:
                values = list(diffs.values())
                print(f"{len(values)} pairs: {statistics.fmean(values):+.2f}", file=sys.stderr,
                      flush=True)
    if log is not None:
        log.close()
    values = [diffs[p] for p in sorted(diffs)]
    mean = statistics.fmean(values)
    half = 1.96 * statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else math.nan
    report = {"a": args.a, "b": args.b, "seed": args.seed, "pairs": len(values),
              "points_diff_per_deal": round(mean, 2), "ci95": [round(mean - half, 2), round(mean + half, 2)],
              "a_decision_ms_p50": round(percentile(times, 0.5), 1),
              "a_decision_ms_p95": round(percentile(times, 0.95), 1),
              "per_pair": values if args.json else None}
    if args.json:
        print(json.dumps(report))
    else:
        print(f"{args.a} vs {args.b}, {len(values)} deck pairs (seed {args.seed}): "
              f"{mean:+.2f} points per deal, 95% CI [{mean - half:+.2f}, {mean + half:+.2f}]; "
              f"A's decisions p50 {report['a_decision_ms_p50']} ms, p95 {report['a_decision_ms_p95']} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
