"""Fit the temperature of the round search's opponent model (ai/kinza/opponent.py).

    python tools/kinza_fit_opponent.py out/kinza/hard_decisions.jsonl [more.jsonl ...]

Reads the decision lines of ``tools/kinza_selfplay.py --decisions`` and prints the mean
log-likelihood per decision of the chosen moves under the softmax model for a grid of β
(inverse temperature), ``caution`` (weight of the next player's expected capture) and
``trail`` (weight of a trailed card's own risk), best last, with a uniform choice among the
legal moves as the floor. Pure Python.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from pathlib import Path

from kotshina.ai.kinza.opponent import move_terms

BETAS = (0.1, 0.15, 0.2, 0.25, 0.35, 0.5, 0.75, 1.0, 1.5, 2.0, 3.0)
CAUTIONS = (0.0, 0.5, 1.0, 1.5, 2.0, 2.5, 3.0, 4.0, 6.0)
TRAILS = (0.0, 0.1, 0.25, 0.5)

Terms = list[tuple[float, float, float]]


def load(paths: list[Path]) -> list[tuple[Terms, int]]:
    """Per decision: the (gain, risk, trail cost) of every legal move, and the chosen one."""
    decisions = []
    for path in paths:
        with open(path) as handle:
            for line in handle:
                d = json.loads(line)
                if d["deck_left"] == 0 and d["next_hand"] == 0:
                    continue  # the deal's last card: no choice worth modelling
                table = tuple(d["table"])
                next_hand = d["next_hand"] or 3
                terms = [move_terms(play, tuple(take), table, d["unseen"], next_hand)
                         for play, take in d["moves"]]
                decisions.append((terms, d["chosen"]))
    return decisions


def mean_log_likelihood(decisions: list[tuple[Terms, int]], beta: float, caution: float,
                        trail: float) -> float:
    total = 0.0
    for terms, chosen in decisions:
        qs = [beta * (g - caution * r - trail * t) for g, r, t in terms]
        top = max(qs)
        total += qs[chosen] - top - math.log(sum(math.exp(q - top) for q in qs))
    return total / len(decisions)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("decisions", type=Path, nargs="+")
    args = parser.parse_args(argv)
    decisions = load(args.decisions)
    uniform = sum(-math.log(len(terms)) for terms, _ in decisions) / len(decisions)
    results = sorted((mean_log_likelihood(decisions, b, c, t), b, c, t)
                     for b in BETAS for c in CAUTIONS for t in TRAILS)
    print(f"{len(decisions)} decisions; uniform choice: {uniform:.4f} nats per decision")
    for ll, beta, caution, trail in results[-8:]:
        print(f"beta {beta:<5} caution {caution:<5} trail {trail:<5} {ll:.4f} nats per decision")
    return 0


if __name__ == "__main__":
    sys.exit(main())
