"""Single Trix deals, one contract at a time: agent A in each seat in turn against three
copies of B on the same deck (duplicate deals), for quick A/B comparisons while developing.

    python tools/trix_duel.py --a expert --b greedy --contract trix --deals 50 --iterations 400

Prints A's and B's mean points per deal for that contract (penalties as negative points, the
Trix contract's place points) and A's mean place in Trix, with 95% intervals over decks.
``--iterations`` caps the search per decision (reproducible under any load). A may also be
``peek`` (not fair, a ceiling): the expert's search told every hand (its worlds are the true
deal), ``search`` (the expert's search in this process, at ``--iterations``), ``noinfer``
(the same without the layout inference), ``learned`` (greedy with its layout cards by the
learned evaluation, ai/trix/layout_eval.py) or a level (``greedy``, ``medium``, ...);
``expert:SETTINGS`` is the expert level (its clock and workers) with the search settings below.

Several ``--a`` compare search settings side by side on the same decks (each plays every
deck from every seat; the differences to the first are paired by deck)::

    python tools/trix_duel.py --a search --a search:algo=pimc --a search:eps=0.1 --seconds 0.3

A search's settings after the colon: ``eps`` (playout randomness), ``leps`` (the same in the
Trix contract only), ``beta`` (the layout inference's sharpness), ``c`` (exploration),
``algo`` (``ismcts`` or ``pimc``), ``infer`` (0 or 1); in the layout ``solve`` (0: playouts;
N: each world judged by the layout solver, ai/trix/layout_solver.py, N own choices deep),
``below`` (the solver only once at most this many cards are in the hands), ``oeps`` (how
often the solver's other seats lay a random card) and ``chain`` (worlds from swap chains of
this many steps, inference.py); ``own=1``: the solver lays the seat's own cards past
``solve`` by the learned evaluation (layout_eval.py) instead of greedy's rule; ``pool``:
the deals weighed by the layout inference per decision (300); ``grow``: the pool grows by
this many deals per world instead of all before the first iteration; ``carry=1``: a decision
starts from the pool of the seat's last one in the layout; ``lown=1``: the layout playouts lay
the seat's own cards by the learned evaluation instead of greedy's rule; ``noise``: the
inference's share of the others' choices taken as random (``beta=inf,noise=0.05``: greedy's
card exactly, one in twenty not); ``mix``: the inference's prior that a seat chooses at
random rather than by that model (each seat's choices then tell which it is); ``prior=W``: the
tree's own layout choices biased towards the learned evaluation's cards (progressive bias,
W times the score's distance to the best card's in places). ``hard:...`` and ``expert:...``
take the same settings: the level at its own clock and workers with its search retuned.
``--seconds`` gives every search a clock per decision
instead of the iteration cap.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "app"))

from kotshina.ai.agents import SearchAgent  # noqa: E402
from kotshina.ai.base import Budget  # noqa: E402
from kotshina.ai.registry import make_agent  # noqa: E402
from kotshina.ai.search import best_index, ismcts, resolve  # noqa: E402
from kotshina.ai.trix.layout_eval import trained  # noqa: E402
from kotshina.ai.trix.searching import TrixSearch  # noqa: E402
from kotshina.games.trix import CardMove, new_match  # noqa: E402


class Peek(TrixSearch):
    """The search with the true deal as its only world: what seeing every hand is worth."""

    def __init__(self, truth, **settings) -> None:
        super().__init__(**settings)
        self.truth = truth

    def world(self, view, rng):
        super().world(view, rng)  # the template (and the solver's settings) of this view
        return self.truth.clone()


def parse_spec(spec: str) -> tuple[str, dict]:
    """``name:key=value,...`` -> (name, the search's settings)."""
    name, _, rest = spec.partition(":")
    settings = {}
    for item in filter(None, rest.split(",")):
        key, _, value = item.partition("=")
        settings[key] = value
    return name, settings


class Learned:
    """Greedy, but its layout cards by the learned evaluation of its view (layout_eval.py)."""

    def __init__(self, seed: int) -> None:
        self.greedy = make_agent("trix", "greedy", seed)

    def choose(self, view, legal, budget):
        cards = [m.card for m in legal if isinstance(m, CardMove)]
        if view.phase != "layout" or len(cards) < 2:
            return self.greedy.choose(view, legal, budget)
        hand = sum(1 << c for c in view.hand)
        card = trained().choose(hand, sum(1 << c for c in cards), sum(1 << c for c in view.unseen))
        return next(m for m in legal if isinstance(m, CardMove) and m.card == card)


class SearchOnly:
    """The expert's search in this process at a fixed number of iterations (or seconds)."""

    default_seconds = 60.0

    def __init__(self, seed: int, state=None, infer: bool = True, settings: dict | None = None,
                 seconds: float | None = None) -> None:
        self.seed, self.state, self.seconds = seed, state, seconds
        settings = dict(settings or {})
        self.algorithm = resolve(settings.pop("algo", "ismcts"))
        names = {"eps": "epsilon", "leps": "layout_epsilon", "beta": "beta", "c": "exploration",
                 "infer": "infer", "solve": "solve",
                 "below": "solve_below", "chain": "chain",
                 "oeps": "solve_noise", "own": "learned", "pool": "pool",
                 "grow": "grow", "carry": "carry", "lown": "rollout_own",
                 "prior": "prior_weight",
                 "noise": "noise", "mix": "mix"}
        flags = ("infer", "own", "carry", "lown")
        counts = ("solve", "below", "chain", "pool", "grow")
        self.kwargs = {names[k]: (v == "1" if k in flags else int(v) if k in counts else float(v))
                       for k, v in settings.items()}
        self.kwargs.setdefault("infer", infer)
        self.game: TrixSearch | None = None  # kept between decisions only with carry=1
        self.last_iterations = 0

    def choose(self, view, legal, budget):
        if len(legal) == 1:  # as SearchAgent: nothing to search
            return legal[0]
        if self.state is not None:
            game = Peek(self.state, **self.kwargs)
        elif self.game is not None:
            game = self.game
        else:
            game = TrixSearch(**self.kwargs)
            if game.carry:
                self.game = game
        if self.seconds is not None:
            deadline, cap = time.perf_counter() + self.seconds, None
        else:
            deadline, cap = time.perf_counter() + 600, budget.iterations or 2000
        stats, self.last_iterations = self.algorithm(game, view, legal, deadline, self.seed, cap)
        return legal[best_index(stats, by_mean=self.algorithm is not ismcts)]


def player(spec: str, seed: int, state, seconds: float | None = None):
    """The agent a ``--a``/``--b`` spec names (``state``: the true deal, for ``peek``)."""
    level, settings = parse_spec(spec)
    if level == "peek":
        return SearchOnly(seed, state, settings=settings, seconds=seconds)
    if level in ("search", "noinfer"):  # the expert's search, in this process
        return SearchOnly(seed, infer=level == "search", settings=settings, seconds=seconds)
    if level == "learned":
        return Learned(seed)
    made = make_agent("trix", level, seed)
    if settings and isinstance(made, SearchAgent):  # a level at its own clock, retuned
        made.game = TrixSearch(**SearchOnly(0, settings=settings).kwargs)
    return made


def play(deck: list[int], contract: str, levels: list[str], seed: int, iterations: int | None,
         options: dict, stats: dict, seconds: float | None = None,
         counted: dict | None = None) -> dict:
    counted = {} if counted is None else counted
    state = new_match(**options)
    state.start_deal(deck)
    agents = [player(spec, seed * 4 + s, state, seconds) for s, spec in enumerate(levels)]
    state.apply(next(m for m in state.legal_moves() if m.contract == contract))
    while state.in_deal:
        seat = state.current_player
        legal = state.legal_moves()
        start = time.perf_counter()
        move = agents[seat].choose(state.view_for(seat), legal,
                                   Budget(getattr(agents[seat], "default_seconds", 1.0), iterations))
        if levels[seat] == "A" or len(legal) > 1:
            stats.setdefault(levels[seat], []).append(time.perf_counter() - start)
        if len(legal) > 1 and isinstance(agents[seat], SearchOnly | SearchAgent) \
                and state.layout is not None:
            counted.setdefault(levels[seat], []).append(agents[seat].last_iterations)
        state.apply(move)
    return state.deal_results[-1]


def ci(values: list[float]) -> str:
    m = statistics.fmean(values)
    h = 1.96 * statistics.stdev(values) / len(values) ** 0.5 if len(values) > 1 else 0
    return f"{m:+.2f} [{m - h:+.2f}, {m + h:+.2f}]"


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--a", required=True, action="append",
                        help="the player measured; repeat to compare settings side by side")
    parser.add_argument("--b", default="greedy")
    parser.add_argument("--contract", default="trix")
    parser.add_argument("--deals", type=int, default=40)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--iterations", type=int, default=None)
    parser.add_argument("--seconds", type=float, default=None,
                        help="a clock per search decision instead of the iteration cap")
    parser.add_argument("--partners", action="store_true")
    parser.add_argument("--dump", type=Path, default=None,
                        help="write A's mean place per deck and spec here (JSON), to pool runs")
    args = parser.parse_args()
    options = {"mode": "complex" if args.contract == "complex" else "kingdoms",
               "partners": args.partners}
    rng = random.Random(args.seed)
    specs = args.a
    # per A spec, per deck: A's mean points, B's, and A's mean place
    points_a: dict[str, list[float]] = {a: [] for a in specs}
    points_b: dict[str, list[float]] = {a: [] for a in specs}
    places_a: dict[str, list[float]] = {a: [] for a in specs}
    times: dict = {}
    iterations: dict = {}  # per search spec: its iterations per layout decision with a choice
    for deal in range(args.deals):
        deck = list(range(52))
        rng.shuffle(deck)
        for spec in specs:
            a_pts, b_pts, places = [], [], []
            for seat in range(4):
                levels = [spec if s == seat else args.b for s in range(4)]
                if args.partners:
                    levels = [spec if s % 2 == seat % 2 else args.b for s in range(4)]
                result = play(deck, args.contract, levels, deal, args.iterations, options, times,
                              args.seconds, iterations)
                pts = result["seat_points"]
                a_pts.append(pts[seat])
                b_pts.append(statistics.fmean(pts[s] for s in range(4) if levels[s] == args.b))
                if "places" in result:
                    places.append(result["places"].index(seat) + 1)
                if args.partners and seat == 1:
                    break
            points_a[spec].append(statistics.fmean(a_pts))
            points_b[spec].append(statistics.fmean(b_pts))
            if places:
                places_a[spec].append(statistics.fmean(places))
        if deal % 10 == 9:
            print(f"  {deal + 1} decks: " + "; ".join(
                f"{a} {statistics.fmean(points_a[a]):+.1f}" for a in specs), file=sys.stderr)

    if args.dump is not None:
        args.dump.write_text(json.dumps({"seed": args.seed, "places": places_a,
                                         "points_a": points_a, "points_b": points_b}))
    first = specs[0]
    for spec in specs:
        diffs = [a - b for a, b in zip(points_a[spec], points_b[spec], strict=True)]
        print(f"{args.contract}: {spec} vs {args.b}, {args.deals} decks x 4 seats")
        print(f"  A points per deal {ci(points_a[spec])}; B {ci(points_b[spec])}; "
              f"A - B {ci(diffs)}")
        if places_a[spec]:
            print(f"  A's mean place {ci(places_a[spec])}")
            if spec != first:
                paired = [a - b for a, b in zip(places_a[spec], places_a[first], strict=True)]
                print(f"  place minus {first}'s on the same decks {ci(paired)}")
    for level, values in times.items():
        values.sort()
        print(f"  {level}: p50 {1000 * values[len(values) // 2]:.0f} ms, "
              f"p95 {1000 * values[int(0.95 * len(values))]:.0f} ms")
    for spec, counts in iterations.items():
        counts.sort()
        print(f"  {spec}: iterations per layout choice p10 {counts[len(counts) // 10]}, "
              f"p50 {counts[len(counts) // 2]}, mean {statistics.fmean(counts):.0f}")


if __name__ == "__main__":
    main()
