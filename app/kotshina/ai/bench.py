"""`kotshina bench`: random full-deal playouts per second of an engine's fast path, one core.

Method: a warm-up (fills the capture tables the fast paths memoise), then several timed rounds;
the rate printed is the median round. Every playout deals a new random deck, and the process
starts with empty memo tables, so the warm-up is part of the run; ``--json`` also gives the
rate over the whole run, warm-up included. ``--vs-openspiel`` also times OpenSpiel's C++
Hearts driven from Python (random legal actions until terminal) the same way, in alternating
slices of the same rounds (a change of load hits both alike), and prints the ratio. open-spiel
is never an app dependency: it is imported only here.
"""

from __future__ import annotations

import json
import random
import statistics
import time
from collections.abc import Callable, Sequence

from ..core.command_line import OneLineParser, UsageError, bounded_number, say_error
from ..core.json_types import JsonObject
from ..games.registry import entries, entry_of
from .game_args import add_game_arguments, game_choice

ROUNDS = 5
#: an hour of timing is far more than a rate needs (inf never ended)
MAX_SECONDS = 3600.0


def _fail(message: str) -> int:
    return say_error("kotshina bench", message)


def playout_function(game: str, players: int,
                     options: JsonObject) -> Callable[[random.Random], object]:
    """One random full deal of ``game`` (its codec's fast path); raises ModuleNotFoundError
    when the engine is absent."""
    spec = entry_of(game).spec
    codec = entry_of(game).codec.load()
    chosen = spec.check_options(options)
    return lambda rng: codec.random_playout(players, chosen, rng)


def measure(step: Callable[[], object], seconds: float, rounds: int = ROUNDS) -> tuple[float, float]:
    """(median rate over ``rounds`` timed rounds after a warm-up, rate over the whole run) in
    calls per second."""
    rate, overall, _ = measure_beside(step, None, seconds, rounds)
    return rate, overall


def measure_beside(step: Callable[[], object], peer: Callable[[], object] | None, seconds: float,
                   rounds: int = ROUNDS) -> tuple[float, float, float]:
    """As ``measure`` for ``step``, with ``peer`` (when given) warmed up alike and timed in
    alternating slices of the same rounds, so a change of load hits both and their ratio
    holds: (step's median rate, step's rate over its whole run, peer's median rate)."""
    # the fast paths fill memo tables (capture options by table) on first sight of a table;
    # a search process keeps them for its whole life, so the steady rate is the one that counts
    begin = time.perf_counter()
    warm = max(min(1.0, seconds), seconds * 0.5)
    calls, _ = _timed(step, warm)
    spent = time.perf_counter() - begin
    if peer is not None:
        _timed(peer, warm)
    rates = []
    peer_rates = []
    for _ in range(rounds):
        start = time.perf_counter()
        count, rate = _timed(step, seconds / rounds)
        spent += time.perf_counter() - start
        rates.append(rate)
        calls += count
        if peer is not None:
            peer_rates.append(_timed(peer, seconds / rounds)[1])
    return (statistics.median(rates), calls / spent,
            statistics.median(peer_rates) if peer_rates else 0.0)


def _timed(step: Callable[[], object], seconds: float) -> tuple[int, float]:
    """Run ``step`` for about ``seconds`` (in batches of 20): (calls, calls per second)."""
    clock = time.perf_counter
    count = 0
    start = clock()
    end = start + seconds
    while True:
        for _ in range(20):
            step()
        count += 20
        now = clock()
        if now >= end:
            return count, count / (now - start)


def measure_together(steps: Sequence[Callable[[], object]], seconds: float,
                     rounds: int = ROUNDS) -> list[float]:
    """Median rates of several steps timed in alternating slices of the same rounds, so a
    change of load hits them alike and their ratio holds (``seconds`` per step in all)."""
    for step in steps:  # warm-up, as in ``measure``
        until = time.perf_counter() + max(min(1.0, seconds), seconds * 0.5) / len(steps)
        while time.perf_counter() < until:
            step()
    rates: list[list[float]] = [[] for _ in steps]
    for _ in range(rounds):
        for index, step in enumerate(steps):
            rates[index].append(_timed(step, seconds / rounds)[1])
    return [statistics.median(r) for r in rates]


def openspiel_hearts_step() -> Callable[[], object]:
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
    parser = OneLineParser(prog="kotshina bench",
                           description="random full-deal playouts per second, one core")
    add_game_arguments(parser)
    parser.add_argument("--seconds", type=bounded_number(0, MAX_SECONDS, unit=" s"), default=3.0,
                        help="total timed seconds per game")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--beside", default=None, metavar="GAME",
                        choices=[e.game for e in entries()],
                        help="also time this game's playouts (its default players and options), "
                             "side by side in the same rounds, and print the ratio")
    parser.add_argument("--vs-openspiel", action="store_true",
                        help="also time OpenSpiel's C++ Hearts in this run and print the ratio")
    try:
        args = parser.parse_args(argv)
    except UsageError as exc:
        return _fail(str(exc))
    except SystemExit as exc:  # --help
        return int(exc.code or 0)
    try:
        players, options = game_choice(args)
    except ValueError as exc:
        return _fail(str(exc))
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
    if args.beside is not None:
        return _side_by_side(args.game, players, playout, args.beside, args.seconds, args.json)
    rate, overall, peer_rate = measure_beside(lambda: playout(rng), peer, args.seconds)
    result: JsonObject = {"game": args.game, "players": players, "playouts_per_s": round(rate, 1),
                              "playouts_per_s_with_warmup": round(overall, 1)}
    result.update(options)  # the options asked for (a variant, a target)
    if peer is not None:
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


def _side_by_side(game: str, players: int, playout: Callable[[random.Random], object], other: str,
                  seconds: float, as_json: bool) -> int:
    """``game``'s playouts and ``other``'s timed in the same rounds, with their ratio."""
    spec = entry_of(other).spec
    try:
        peer = playout_function(other, spec.player_counts[0], {})
    except ModuleNotFoundError:
        return _fail(f"the {other} engine (with its fast playout) is not in this build yet")
    rngs = (random.Random(12345), random.Random(12345))
    rates = measure_together([lambda: playout(rngs[0]), lambda: peer(rngs[1])], seconds)
    rows = [(game, players, rates[0]), (other, spec.player_counts[0], rates[1])]
    result: JsonObject = {
        "games": [{"game": g, "players": n, "playouts_per_s": round(r, 1)} for g, n, r in rows],
        "ratio": round(rates[0] / rates[1], 2)}
    if as_json:
        print(json.dumps(result))
        return 0
    for name, count, rate in rows:
        print(f"{name} ({count} players): {rate:,.0f} random full-deal playouts/s on one core")
    print(f"{game} / {other}: {result['ratio']:.2f}x (timed side by side)")
    return 0
