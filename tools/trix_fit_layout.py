"""Fit the learned layout evaluation (ai/trix/layout_eval.py) to the layout solver's values.

    python tools/trix_fit_layout.py --decks 400 --seed 31 --write

Plays layouts out (every seat greedy, ``--noise`` of the cards random so the positions vary),
and at every choice of two cards or more solves the rest of the layout once per card with
every hand known (layout_solver.py: that seat choosing all its cards, the others greedy).
``--dagger N`` adds N decks on which one seat (each in turn) lays the current weights' card
instead, keeping that seat's choices only: the positions the learned policy reaches itself.
The features of each card are those of the choosing seat's own view only (its hand, the
others' cards as one set, the fewest cards another seat holds, the seats that passed at
their last turn); least squares fits
the weights to the solver's value of the card (its place points / 50) relative to the other
cards of the same position. Then it checks the fitted policy: one seat laying its best-scored
card against three greedy seats on fresh decks, each seat in turn (mean place, 95% over
decks; greedy in that seat places 2.5 on every deck, the four places once each).
``--write`` saves the weights as app/kotshina/ai/trix/layout_weights.py (a module, so it
ships wherever the package does).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "app"))

from kotshina.ai.trix.layout_eval import (  # noqa: E402
    FEATURES,
    WEIGHTS_FILE,
    LayoutEval,
    context,
    features,
    trained,
)
from kotshina.ai.trix.layout_solver import LayoutSolver  # noqa: E402
from kotshina.core.tricks import bits  # noqa: E402
from kotshina.games.trix.cards import PLACE_POINTS  # noqa: E402
from kotshina.games.trix.layout import Layout  # noqa: E402
from kotshina.games.trix.playout import deal_hands, greedy_layout_card  # noqa: E402

Sample = tuple[list[list[float]], list[float]]  # per position: features per card, values


def positions(deck: list[int], rng: random.Random, noise: float,
              learner: int | None = None, model: LayoutEval | None = None) -> list[Sample]:
    """The choices of a layout played out from ``deck``, each card valued by the solver.

    Without ``learner`` every seat lays greedy's card (``noise`` of them random) and every
    seat's choices are kept; with it, that seat lays ``model``'s card instead (as noisy) and
    only its choices are kept: the positions the learned policy reaches itself (DAgger)."""
    hands = list(deck)
    layout, finished, seat = Layout(), [], 0
    solvers = {s: LayoutSolver((s,), 13) for s in range(4)}
    samples: list[Sample] = []
    while True:
        hand = hands[seat]
        legal = hand & layout.fits
        if legal:
            cards = bits(legal)
            if len(cards) > 1:
                unseen = sum(hands) & ~hand
                fewest, stuck = context([h.bit_count() for h in hands], seat, layout.log)
                if learner is None or seat == learner:
                    order_of = [solvers[seat].after(tuple(hands), layout.fits, seat,
                                                    tuple(finished), c) for c in cards]
                    values = [PLACE_POINTS[o.index(seat)] / 50.0 for o in order_of]
                    samples.append(([features(hand, unseen, c, fewest, stuck) for c in cards],
                                    values))
                if rng.random() < noise:
                    card = cards[int(rng.random() * len(cards))]
                elif seat == learner and model is not None:
                    card = model.choose(hand, legal, unseen, fewest, stuck)
                else:
                    card = greedy_layout_card(hand, legal)
            else:
                card = cards[0]
            hands[seat] ^= 1 << card
            layout.lay(card)
            layout.log.append((seat, card))
            if not hands[seat]:
                finished.append(seat)
                if len(finished) == 3:
                    return samples
        else:
            layout.log.append((seat, -1))
        seat = (seat + 1) & 3
        while not hands[seat]:
            seat = (seat + 1) & 3


def place_against_greedy(deck: list[int], seat: int, model: LayoutEval) -> int:
    """``seat``'s place (1-4) laying ``model``'s card, told the public context (the others'
    card counts and passes), against three greedy seats."""
    hands = list(deck)
    layout, finished, turn = Layout(), [], 0
    while True:
        hand = hands[turn]
        legal = hand & layout.fits
        if legal:
            if turn == seat and legal & (legal - 1):
                fewest, stuck = context([h.bit_count() for h in hands], turn, layout.log)
                card = model.choose(hand, legal, sum(hands) & ~hand, fewest, stuck)
            else:
                card = greedy_layout_card(hand, legal)
            hands[turn] ^= 1 << card
            layout.lay(card)
            layout.log.append((turn, card))
            if not hands[turn]:
                finished.append(turn)
                if turn == seat:
                    return len(finished)
                if len(finished) == 3:
                    return 4
        else:
            layout.log.append((turn, -1))
        turn = (turn + 1) & 3
        while not hands[turn]:
            turn = (turn + 1) & 3


def fit(samples: list[Sample], ridge: float) -> list[float]:
    """Least squares on each position's features and values less their means."""
    n = len(FEATURES)
    xtx = [[0.0] * n for _ in range(n)]
    xty = [0.0] * n
    for rows, values in samples:
        k = len(rows)
        means = [sum(r[j] for r in rows) / k for j in range(n)]
        mean_v = sum(values) / k
        for row, value in zip(rows, values, strict=True):
            x = [row[j] - means[j] for j in range(n)]
            y = value - mean_v
            for i in range(n):
                xty[i] += x[i] * y
                xi = x[i]
                line = xtx[i]
                for j in range(n):
                    line[j] += xi * x[j]
    for i in range(n):
        xtx[i][i] += ridge * len(samples)
    return _solve(xtx, xty)


def _solve(a: list[list[float]], b: list[float]) -> list[float]:
    """Gaussian elimination with partial pivoting (a is small and well conditioned)."""
    n = len(b)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(m[r][col]))
        m[col], m[pivot] = m[pivot], m[col]
        for r in range(n):
            if r != col and m[r][col]:
                f = m[r][col] / m[col][col]
                m[r] = [x - f * y for x, y in zip(m[r], m[col], strict=True)]
    return [m[i][n] / m[i][i] for i in range(n)]


def ci(values: list[float]) -> str:
    m = statistics.fmean(values)
    h = 1.96 * statistics.stdev(values) / len(values) ** 0.5
    return f"{m:.3f} [{m - h:.3f}, {m + h:.3f}]"


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--decks", type=int, default=400)
    parser.add_argument("--seed", type=int, default=31)
    parser.add_argument("--noise", type=float, default=0.2)
    parser.add_argument("--ridge", type=float, default=1e-3)
    parser.add_argument("--check", type=int, default=2000, help="fresh decks for the check")
    parser.add_argument("--dagger", type=int, default=0,
                        help="more decks on which one seat (each in turn) lays the current "
                             "weights' card: its positions join the greedy ones")
    parser.add_argument("--write", action="store_true")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    start = time.perf_counter()
    samples: list[Sample] = []
    for _ in range(args.decks):
        samples += positions(deal_hands(rng), rng, args.noise)
    greedy_positions = len(samples)
    current = trained()
    for deck in range(args.dagger):
        samples += positions(deal_hands(rng), rng, args.noise, deck % 4, current)
    weights = fit(samples, args.ridge)
    print(f"{len(samples)} positions ({greedy_positions} greedy's) from "
          f"{args.decks} + {args.dagger} decks in {time.perf_counter() - start:.0f} s")
    for name, w in zip(FEATURES, weights, strict=True):
        print(f"  {name:20s} {w:+.4f}")
    model = LayoutEval(weights)
    check = random.Random(args.seed + 1)
    learned, paired = [], []
    for _ in range(args.check):
        deck = deal_hands(check)
        a = statistics.fmean(place_against_greedy(deck, seat, model) for seat in range(4))
        learned.append(a)
        paired.append(a - 2.5)  # greedy in that seat: the four seats' places, 2.5 on average
    print(f"check, {args.check} fresh decks x 4 seats: learned {ci(learned)}, "
          f"learned - greedy {ci(paired)}")
    if args.write:
        command = "python tools/trix_fit_layout.py " + " ".join(sys.argv[1:])
        lines = [
            '"""The learned layout evaluation\'s weights (generated; ai/trix/layout_eval.py).',
            "",
            f"    {command}",
            "",
            f"{len(samples)} positions from {args.decks} decks of greedy play and "
            f"{args.dagger} of the then weights' play",
            f"in one seat (seed {args.seed}, {args.noise:.0%} of the cards random);",
            f"check on {args.check} fresh decks, one seat against three greedy: mean place "
            f"{ci(learned)}",
            f"(greedy 2.5), learned - greedy {ci(paired)}.",
            '"""',
            "",
            "FEATURES = (",
            *[f"    {name!r}," for name in FEATURES],
            ")",
            "WEIGHTS = (",
            *[f"    {w:+.4f},  # {name}" for name, w in zip(FEATURES, weights, strict=True)],
            ")",
        ]
        WEIGHTS_FILE.write_text("\n".join(lines) + "\n", encoding="utf-8")
        print(f"wrote {WEIGHTS_FILE}")


if __name__ == "__main__":
    main()
