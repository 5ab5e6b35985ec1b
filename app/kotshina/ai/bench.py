"""`kotshina bench`: random full-deal playouts per second of an engine's fast path, one core.

Method: a warm-up (fills the capture tables the fast paths memoise), then several timed rounds;
the rate printed is the median round. Every playout deals a new random deck, and the process
starts with empty memo tables, so the warm-up is part of the run; ``--json`` also gives the
rate over the whole run, warm-up included. ``--vs-openspiel`` also times OpenSpiel's C++
Hearts driven from Python (random legal actions until terminal) the same way, in the same run,
and prints the ratio. open-spiel is never an app dependency: it is imported only here.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from typing import Any

from ..games.registry import entry_of
from .game_args import add_game_arguments, game_choice

EXIT_BAD_INPUT = 2
ROUNDS = 5


def _fail(message: str) -> int:
    print(f"kotshina bench: {message}", file=sys.stderr)
    return EXIT_BAD_INPUT


def playout_function(game: str, players: int,
                     options: dict[str, Any]) -> Callable[[random.Random], Any]:
    """One random full deal of ``game`` (its codec's fast path); raises ModuleNotFoundError
    when the engine is absent."""
    spec = entry_of(game).spec
    codec = entry_of(game).codec.load()
    chosen = spec.check_options(options)
    return lambda rng: codec.random_playout(players, chosen, rng)


def measure(step: Callable[[], Any], seconds: float, rounds: int = ROUNDS) -> tuple[float, float]:
    """(median rate over ``rounds`` timed rounds after a warm-up, rate over the whole run) in
    calls per second."""
    # the fast paths fill memo tables (capture options by table) on first sight of a table;
    # a search process keeps them for its whole life, so the steady rate is the one that counts
    begin = time.perf_counter()
    warm_until = begin + max(min(1.0, seconds), seconds * 0.5)
    calls = 0
    while time.perf_counter() < warm_until:
        for _ in range(20):
            step()
        calls += 20
    rates = []
    clock = time.perf_counter
    for _ in range(rounds):
        count = 0
        start = clock()
        end = start + seconds / rounds
        while True:
            for _ in range(20):
                step()
            count += 20
            now = clock()
            if now >= end:
                break
        rates.append(count / (now - start))
        calls += count
    return statistics.median(rates), calls / (clock() - begin)


def openspiel_hearts_step() -> Callable[[], Any]:
    """One random Hearts game with OpenSpiel (C++), driven from Python; ImportError if absent."""
    import pyspiel  # noqa: PLC0415 - optional, measuring only

    game = pyspiel.load_game("hearts")
    rng = random.Random(1)

    def step() -> None:
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes = state.chance_outcomes()
                state.apply_action(outcomes[rng.randrange(len(outcomes))][0])
            else:
                actions = state.legal_actions()
                state.apply_action(actions[rng.randrange(len(actions))])

    return step


def main(argv: Sequence[str]) -> int:
    parser = argparse.ArgumentParser(prog="kotshina bench",
                                     description="random full-deal playouts per second, one core")
    add_game_arguments(parser)
    parser.add_argument("--seconds", type=float, default=3.0, help="total timed seconds per game")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--vs-openspiel", action="store_true",
                        help="also time OpenSpiel's C++ Hearts in this run and print the ratio")
    try:
        args = parser.parse_args(argv)
    except SystemExit as exc:
        return int(exc.code or 0)
    try:
        players, options = game_choice(args)
    except ValueError as exc:
        return _fail(str(exc))
    if not args.seconds > 0:
        return _fail("--seconds must be positive")
    try:
        playout = playout_function(args.game, players, options)
    except ModuleNotFoundError as exc:
        package = entry_of(args.game).codec.path.rsplit(".", 1)[0]
        if exc.name and exc.name.startswith(package):
            return _fail(f"the {args.game} engine (with its fast playout) is not in this build yet")
        raise
    peer = None
    if args.vs_openspiel:
        try:
            peer = openspiel_hearts_step()
        except ImportError:
            return _fail("--vs-openspiel needs the open-spiel package "
                         "(pip install open-spiel); it is not an app dependency")
    rng = random.Random(12345)
    rate, overall = measure(lambda: playout(rng), args.seconds)
    result: dict[str, Any] = {"game": args.game, "players": players, "playouts_per_s": round(rate, 1),
                              "playouts_per_s_with_warmup": round(overall, 1)}
    result.update(options)  # the options asked for (a variant, a target)
    if peer is not None:
        peer_rate, _ = measure(peer, args.seconds)
        result["openspiel_hearts_per_s"] = round(peer_rate, 1)
        result["ratio_vs_openspiel"] = round(rate / peer_rate, 2)
    if args.json:
        print(json.dumps(result))
    else:
        line = f"{args.game} ({players} players): {rate:,.0f} random full-deal playouts/s on one core"
        if peer is not None:
            line += (f"; OpenSpiel C++ Hearts: {result['openspiel_hearts_per_s']:,.0f} games/s; "
                     f"ratio {result['ratio_vs_openspiel']:.2f}x")
        print(line)
    return 0
