"""How much the Trix layout inference believes the true hands, and the opponent model fitted
on recorded choices (docs/trix-ai.md, sixth round):

    python tools/trix_inference.py --decks 20 --seed 2430 --players greedy
    python tools/trix_inference.py --decks 6 --seed 2431 --players search --iterations 200

Plays Trix-contract layouts with four ``--players`` (``greedy``, a level, or ``search``: the
expert's search in this process at ``--iterations``). At every decision where the seat has a
choice and another seat has laid a card, each model's worlds (the seat's view only) are scored
against the true deal: per hidden card the probability the worlds give its true holder (mean,
and its log, floored at 1e-3), and the share of cards whose likeliest holder is the true one,
by stage of the layout (cards laid). The true hands are used only here, to score. ``--fit``
prints instead the log-likelihood per observed choice (with the true hands then) of the
soft-greedy model on a grid of β and noise: the model's sharpness fitted offline on play.
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "app"))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from kotshina.ai.base import Budget  # noqa: E402
from kotshina.ai.registry import make_agent  # noqa: E402
from kotshina.ai.trix.inference import choice_log, swap_chain  # noqa: E402
from kotshina.ai.trix.searching import CHAIN_EVERY, CHAINS, _Template  # noqa: E402
from kotshina.games.trix import CardMove, new_match  # noqa: E402
from kotshina.games.trix.state import TrixState  # noqa: E402
from kotshina.games.trix.view import TrixView  # noqa: E402
from trix_duel import SearchOnly, parse_spec  # noqa: E402

Hands = dict[int, int]
#: one model's worlds for a view: (deals of the other hands, their weights)
Worlds = tuple[list[Hands], list[float]]
#: stages of the layout by cards laid
STAGES = ((0, 13), (13, 26), (26, 39), (39, 52))
FLOOR = 1e-3


def play_layouts(decks: int, seed: int, players: str, iterations: int) -> tuple[
        list[tuple[TrixState, int]], list[tuple[int, int, int]]]:
    """(positions: a state and the seat to score, observed choices: (hand then, fitting cards,
    card laid)) of ``decks`` layouts played by four ``players``."""
    rng = random.Random(seed)
    positions: list[tuple[TrixState, int]] = []
    choices: list[tuple[int, int, int]] = []
    for deck_number in range(decks):
        deck = list(range(52))
        rng.shuffle(deck)
        state = new_match()
        state.start_deal(deck)
        state.apply(next(m for m in state.legal_moves() if m.contract == "trix"))
        name, settings = parse_spec(players)
        agents = [SearchOnly(deck_number * 4 + s, settings=settings) if name == "search"
                  else make_agent("trix", name, deck_number * 4 + s) for s in range(4)]
        while state.in_deal:
            seat = state.current_player
            assert seat is not None and state.layout is not None
            legal = state.legal_moves()
            cards = [m.card for m in legal if isinstance(m, CardMove)]
            view = state.view_for(seat)
            if len(cards) > 1 and any(s != seat and c >= 0 for s, c in view.layout_log):
                positions.append((state.clone(), seat))
            move = agents[seat].choose(view, legal, Budget(60.0, iterations))
            if len(cards) > 1 and isinstance(move, CardMove):
                choices.append((state.hands[seat], sum(1 << c for c in cards), move.card))
            state.apply(move)
    return positions, choices


def pool_worlds(beta: float, noise: float, mix: float,
                size: int) -> Callable[[TrixView, random.Random], Worlds]:
    """The search's pool of ``size`` deals under the rules' facts, weighed by the model."""
    def worlds(view: TrixView, rng: random.Random) -> Worlds:
        template = _Template(view, rng, True, beta, size=size, noise=noise, mix=mix)
        pool = template.world_pool
        assert pool is not None
        top = max(pool.logs)
        return pool.deals, [math.exp(v - top) for v in pool.logs]
    return worlds


def chain_worlds(beta: float, noise: float, mix: float,
                 steps: int) -> Callable[[TrixView, random.Random], Worlds]:
    """Swap chains from the weighed pool (the search's ``chain``), every world alike."""
    def worlds(view: TrixView, rng: random.Random) -> Worlds:
        template = _Template(view, rng, True, beta, noise=noise, mix=mix)
        pool = template.world_pool
        assert pool is not None
        deals: list[Hands] = []
        for _ in range(CHAINS):
            deals += swap_chain(view, pool.pick(rng), template.hidden, template.allowed, beta,
                                rng, steps // CHAINS, CHAIN_EVERY, noise, mix)
        return deals, [1.0] * len(deals)
    return worlds


def facts_worlds(size: int) -> Callable[[TrixView, random.Random], Worlds]:
    """Deals under the rules' facts alone (the pool unweighed)."""
    def worlds(view: TrixView, rng: random.Random) -> Worlds:
        template = _Template(view, rng, False)
        deals = [template.plain(rng) for _ in range(size)]
        return deals, [1.0] * size
    return worlds


def truth_scores(hidden: int, truth: Hands, worlds: Worlds) -> list[float]:
    """Per hidden card (``hidden``'s bits), the weight share of worlds giving its true holder."""
    deals, weights = worlds
    total = sum(weights)
    scores = []
    rest = hidden
    while rest:
        bit = rest & -rest
        rest ^= bit
        holder = next(s for s, hand in truth.items() if hand & bit)
        scores.append(sum(w for d, w in zip(deals, weights, strict=True) if d[holder] & bit)
                      / total)
    return scores


def effective_size(weights: list[float]) -> float:
    return sum(weights) ** 2 / sum(w * w for w in weights)


def measure(positions: list[tuple[TrixState, int]], models: dict[str, Callable[..., Worlds]],
            seed: int) -> None:
    rows: dict[str, dict[int, list[float]]] = {n: {k: [] for k in range(4)} for n in models}
    sizes: dict[str, list[float]] = {n: [] for n in models}
    for index, (state, seat) in enumerate(positions):
        view = state.view_for(seat)
        laid = sum(1 for _, card in view.layout_log if card >= 0)
        stage = next(k for k, (lo, hi) in enumerate(STAGES) if lo <= laid < hi)
        truth = {s: state.hands[s] for s in range(4) if s != seat}
        for name, make in models.items():
            template = _Template(view, random.Random(0), False)
            worlds = make(view, random.Random(seed * 7919 + index))
            rows[name][stage] += truth_scores(template.hidden, truth, worlds)
            sizes[name].append(effective_size(worlds[1]))
    print(f"{len(positions)} positions; per hidden card: P(true holder) mean / mean log "
          f"(floor {FLOOR}) / likeliest is true; by cards laid")
    for name in models:
        cells = []
        for k, (lo, hi) in enumerate(STAGES):
            scores = rows[name][k]
            if scores:
                cells.append(f"{lo}-{hi - 1}: {statistics.fmean(scores):.3f} / "
                             f"{statistics.fmean(math.log(max(FLOOR, p)) for p in scores):.3f}"
                             f" (n {len(scores)})")
        every = [p for k in range(4) for p in rows[name][k]]
        print(f"  {name}: all {statistics.fmean(every):.3f} / "
              f"{statistics.fmean(math.log(max(FLOOR, p)) for p in every):.3f} / "
              f"{statistics.fmean(1.0 if p > 0.5 else 0.0 for p in every):.3f}; "
              f"ESS median {statistics.median(sizes[name]):.0f}")
        print("     " + "; ".join(cells))


def fit(choices: list[tuple[int, int, int]]) -> None:
    """Mean log-likelihood per observed choice on a grid of (β, noise)."""
    print(f"{len(choices)} choices; mean log-likelihood per choice (uniform: "
          f"{statistics.fmean(-math.log(legal.bit_count()) for _, legal, _ in choices):.4f})")
    for beta in (-1.5, -0.7, -0.3, 0.3, 0.7, 1.5, 3.0, math.inf):
        cells = []
        for noise in (0.0, 0.01, 0.05, 0.1, 0.2, 0.4):
            if beta == math.inf and noise == 0.0:
                hits = statistics.fmean(
                    1.0 if choice_log(h, lg, c, beta, 0.0) == 0.0 else 0.0
                    for h, lg, c in choices)
                cells.append(f"greedy's card {hits:.3f}")
                continue
            value = statistics.fmean(choice_log(h, lg, c, beta, noise) for h, lg, c in choices)
            cells.append(f"ε {noise}: {value:.4f}")
        print(f"  β {beta}: " + "; ".join(cells))


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--decks", type=int, default=10)
    parser.add_argument("--seed", type=int, default=2430)
    parser.add_argument("--players", default="greedy")
    parser.add_argument("--iterations", type=int, default=200)
    parser.add_argument("--every", type=int, default=1, help="score every n-th position")
    parser.add_argument("--fit", action="store_true")
    parser.add_argument("--model", action="append", default=None,
                        help="name=kind:beta:noise:mix:size (kind pool, chain or facts)")
    args = parser.parse_args()
    positions, choices = play_layouts(args.decks, args.seed, args.players, args.iterations)
    if args.fit:
        fit(choices)
        return
    specs = args.model or ["facts=facts:0:0:0:300", "pool=pool:0.7:0:0:300",
                           "mixed=pool:inf:0.05:0.5:300", "mixchain=chain:inf:0.05:0.5:3000"]
    models: dict[str, Callable[..., Worlds]] = {}
    for spec in specs:
        name, _, rest = spec.partition("=")
        kind, beta, noise, mix, size = rest.split(":")
        if kind == "facts":
            models[name] = facts_worlds(int(size))
        elif kind == "chain":
            models[name] = chain_worlds(float(beta), float(noise), float(mix), int(size))
        else:
            models[name] = pool_worlds(float(beta), float(noise), float(mix), int(size))
    measure(positions[::args.every], models, args.seed)


if __name__ == "__main__":
    main()
