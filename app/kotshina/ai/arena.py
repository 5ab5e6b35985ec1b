"""`kotshina arena`: two levels against each other on duplicate deals, with 95% intervals.

Duplicate matches: every generated deck sequence is played by a group of matches that differ
only in where the agents sit. 2 players: A in seat 0, then in seat 1. Partners (4-player
Kinza/Casino): team A on seats 0+2, then on 1+3. Otherwise (King, 3 players): one A in each
seat in turn against copies of B. Within a group every match uses the same decks (deal i gets deck i)
and the same first dealer, so luck of the cards cancels out.

Agents only ever receive ``state.view_for(seat)`` and the engine's legal moves. A game's agent
package may provide ``arena_extras(deal_result, side) -> {name: value}``; the arena then adds
``<name>_per_deal_a`` / ``_b`` (King: penalty points and koz tricks). Names the package lists
in ``ARENA_AVERAGED`` are averaged over the deals where the value is not None instead (Trix:
penalty points per trick deal, the place in the Trix contract), reported as ``<name>_mean_a``
/ ``_b`` with A's 95% interval over duplicate groups and A's mean over B's with a bootstrap
interval over the groups.
"""

from __future__ import annotations

import contextlib
import json
import math
import random
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TextIO

from ..core.agent import AnyAgent
from ..core.command_line import OneLineParser, UsageError, bounded_number, say_error
from ..core.engine import AnyState, shuffled_deck
from ..core.errors import KotshinaError
from ..core.json_types import JsonObject
from ..core.safe_write import open_log
from ..games.registry import spec_of
from ..match import Match
from . import pool
from .base import Budget
from .game_args import add_game_arguments, game_choice
from .registry import LEVELS, YARDSTICKS, UnknownAgent, agents_module, make_agent

#: a game's arena extras (its agents module's optional ``arena_extras``): per deal result and
#: side, more figures to average
Extras = Callable[[JsonObject, int], dict[str, float]]


@dataclass
class Tally:
    results: list[float] = field(default_factory=list)  # per match: 1 win, 0.5 draw, 0 loss
    groups: list[list[float]] = field(default_factory=list)
    deals: int = 0
    points_a: float = 0.0
    points_b: float = 0.0
    extras_a: dict[str, float] = field(default_factory=dict)
    extras_b: dict[str, float] = field(default_factory=dict)
    ms_a: list[float] = field(default_factory=list)
    ms_b: list[float] = field(default_factory=list)
    #: per duplicate group: A's points minus B's per deal (the luck of the cards cancels out
    #: inside a group, so this is far less noisy than the match results)
    group_diffs: list[float] = field(default_factory=list)
    #: averaged extras: name -> per group [A's sum, A's count, B's sum, B's count]
    averaged: dict[str, list[list[float]]] = field(default_factory=dict)


def seatings(game: str, players: int, sides: int | None = None) -> list[list[str]]:
    """Who sits where ("a"/"b" per seat) in each match of a duplicate group: teams when four
    players make two sides (``sides``, default: as the game's spec says; Trix's partners are
    an option, so the arena asks a fresh match), else one A in each seat in turn."""
    if players == 2:
        return [["a", "b"], ["b", "a"]]
    if sides is None:
        sides = spec_of(game).sides(players)
    if players == 4 and sides == 2:
        return [["a", "b", "a", "b"], ["b", "a", "b", "a"]]
    return [["a" if seat == turn else "b" for seat in range(players)] for turn in range(players)]


def play_match(game: str, players: int, options: JsonObject, seats: list[str],
               decks: list[list[int]], deck_rng: random.Random, agents: list[AnyAgent],
               think: float | None, tally: Tally, extras: Extras | None,
               iterations: int | None = None, averaged: tuple[str, ...] = ()) -> float:
    """Play one match; extend ``decks`` (shared by the group) as deals need them."""
    match = Match.new(game, players, options)
    state = match.state
    while not match.is_over:
        if match.needs_deck:
            deal = match.deals_started()
            while len(decks) <= deal:
                decks.append(shuffled_deck(match.spec.deck, deck_rng))
            match.deal(decks[deal])
            continue
        seat = match.to_move
        assert seat is not None  # dealt, and not over
        agent = agents[seat]
        budget = Budget(think if think is not None else agent.default_seconds,
                        iterations)
        legal = match.legal_moves()
        start = time.perf_counter()
        move = agent.choose(state.view_for(seat), legal, budget)
        elapsed = (time.perf_counter() - start) * 1000.0
        (tally.ms_a if seats[seat] == "a" else tally.ms_b).append(elapsed)
        match.push(move)  # the engine refuses anything illegal
    a_sides = sorted({state.side_of(s) for s in range(players) if seats[s] == "a"})
    b_sides = sorted({state.side_of(s) for s in range(players) if seats[s] == "b"})
    for result in state.deal_results:
        points = result["points"]
        tally.deals += 1
        tally.points_a += statistics.fmean(points[s] for s in a_sides)
        tally.points_b += statistics.fmean(points[s] for s in b_sides)
        if extras is not None:
            for index, (bucket, sides) in enumerate(((tally.extras_a, a_sides),
                                                     (tally.extras_b, b_sides))):
                for side in sides:
                    for name, value in extras(result, side).items():
                        if name in averaged:
                            if value is not None:
                                row = tally.averaged.setdefault(name, [])[-1]
                                row[2 * index] += value / len(sides)
                                row[2 * index + 1] += 1 / len(sides)
                            continue
                        bucket[name] = bucket.get(name, 0.0) + value / len(sides)
    if state.draw:
        outcome = 0.5 if any(_is_leader(state, s) for s in a_sides) else 0.0
    else:
        outcome = 1.0 if state.winner in a_sides else 0.0
    tally.results.append(outcome)
    return outcome


def _is_leader(state: AnyState, side: int) -> bool:
    return bool(state.totals[side] == max(state.totals))


def mean_ci95(values: list[float]) -> tuple[float, float] | None:
    """Normal 95% interval of the mean of independent values (None from a single value)."""
    if len(values) < 2:
        return None
    centre = statistics.fmean(values)
    half = 1.96 * statistics.stdev(values) / math.sqrt(len(values))
    return (centre - half, centre + half)


def ci95(groups: list[list[float]]) -> tuple[float, float]:
    """95% interval of the mean score, over duplicate groups (matches inside a group share
    their decks, so they are not independent)."""
    if len(groups) < 2:
        return (0.0, 1.0)
    interval = mean_ci95([statistics.fmean(g) for g in groups])
    assert interval is not None  # two groups or more
    lo, hi = interval
    return (max(0.0, lo), min(1.0, hi))


def _rounded(interval: tuple[float, float] | None) -> list[float] | None:
    return None if interval is None else [round(x, 2) + 0.0 for x in interval]


def percentile(values: list[float], q: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, math.ceil(q * len(ordered)) - 1))
    return ordered[index]


def run(game: str, players: int, level_a: str, level_b: str, matches: int, seed: int,
        options: JsonObject, think: float | None = None, progress: bool = False,
        iterations: int | None = None, log: TextIO | None = None) -> JsonObject:
    """Play the duplicate groups and return the report (``iterations`` caps search work per
    decision, for reproducible runs; ``log`` gets one JSON line per finished group, so a long
    run cut short still leaves its numbers)."""
    plan = seatings(game, players, Match.new(game, players, options).state.sides)
    groups = max(1, math.ceil(matches / len(plan)))
    try:
        package = agents_module(game)
    except UnknownAgent:
        package = None
    extras = getattr(package, "arena_extras", None)
    averaged: tuple[str, ...] = tuple(getattr(package, "ARENA_AVERAGED", ()))
    tally = Tally()
    total = groups * len(plan)
    done = 0
    for group in range(groups):
        decks: list[list[int]] = []
        deck_rng = random.Random(f"{seed}:{group}")
        group_scores = []
        before = (tally.points_a - tally.points_b, tally.deals, len(tally.ms_a))
        for name in averaged:
            tally.averaged.setdefault(name, []).append([0.0, 0.0, 0.0, 0.0])
        for index, seats in enumerate(plan):
            agents = [make_agent(game, level_a if who == "a" else level_b,
                                 seed=hash((seed, group, index, seat)) & 0x7FFFFFFF)
                      for seat, who in enumerate(seats)]
            group_scores.append(play_match(game, players, options, seats, decks, deck_rng,
                                           agents, think, tally, extras, iterations, averaged))
            done += 1
            if progress:
                _progress(done, total, tally)
        tally.groups.append(group_scores)
        deals_played = tally.deals - before[1]
        tally.group_diffs.append((tally.points_a - tally.points_b - before[0]) / max(1, deals_played))
        if log is not None:
            log.write(json.dumps({"group": group, "a_scores": group_scores, "deals": deals_played,
                                  "points_diff_per_deal": tally.group_diffs[-1],
                                  "a_decision_ms": [round(ms, 1) for ms in tally.ms_a[before[2]:]]})
                      + "\n")
            log.flush()
    if progress:
        print(file=sys.stderr)
    n = len(tally.results)
    wins = sum(1 for r in tally.results if r == 1.0)
    draws = sum(1 for r in tally.results if r == 0.5)
    lo, hi = ci95(tally.groups)
    deals = max(1, tally.deals)
    report: JsonObject = {
        "matches": n,
        "a_wins": wins,
        "b_wins": n - wins - draws,
        "draws": draws,
        "a_score": round((wins + draws / 2) / n, 4),
        "a_score_ci95": [round(lo, 4), round(hi, 4)],
        "points_per_deal_a": round(tally.points_a / deals, 2) + 0.0,
        "points_per_deal_b": round(tally.points_b / deals, 2) + 0.0,
        "points_diff_per_deal": round(statistics.fmean(tally.group_diffs), 2) + 0.0,
        "points_diff_per_deal_ci95": _rounded(mean_ci95(tally.group_diffs)),
        "decision_ms_p50": round(percentile(tally.ms_a, 0.50), 2),
        "decision_ms_p95": round(percentile(tally.ms_a, 0.95), 2),
        # 0 means the searches ran in this process: a bundle whose pool cannot start shows it
        "search_processes": pool.workers_running(),
    }
    for name in sorted(set(tally.extras_a) | set(tally.extras_b)):
        report[f"{name}_per_deal_a"] = round(tally.extras_a.get(name, 0.0) / deals, 3)
        report[f"{name}_per_deal_b"] = round(tally.extras_b.get(name, 0.0) / deals, 3)
    for name, rows in tally.averaged.items():
        report.update(averaged_report(name, rows, seed))
    return report


def averaged_report(name: str, rows: list[list[float]], seed: int) -> JsonObject:
    """A's and B's mean of an averaged extra, A's 95% interval over the duplicate groups, and
    A's mean over B's with a bootstrap 95% interval (the groups resampled, fixed seed)."""
    def ratio(sample: list[list[float]]) -> float | None:
        a, na, b, nb = (sum(r[i] for r in sample) for i in range(4))
        return (a / na) / (b / nb) if na and nb and b else None

    a_count = sum(r[1] for r in rows)
    b_count = sum(r[3] for r in rows)
    out: JsonObject = {
        f"{name}_mean_a": round(sum(r[0] for r in rows) / a_count, 3) if a_count else None,
        f"{name}_mean_b": round(sum(r[2] for r in rows) / b_count, 3) if b_count else None,
        f"{name}_mean_a_ci95": _rounded(mean_ci95([r[0] / r[1] for r in rows if r[1]])),
    }
    centre = ratio(rows)
    rng = random.Random(f"{seed}:{name}")
    boots = [x for x in (ratio([rows[rng.randrange(len(rows))] for _ in rows])
                         for _ in range(2000)) if x is not None]
    boots.sort()
    out[f"{name}_a_over_b"] = None if centre is None else round(centre, 3)
    out[f"{name}_a_over_b_ci95"] = ([round(boots[int(0.025 * len(boots))], 3),
                                     round(boots[int(0.975 * len(boots)) - 1], 3)]
                                    if len(rows) > 1 and boots else None)
    return out


def _progress(done: int, total: int, tally: Tally) -> None:
    width = 30
    filled = int(width * done / total)
    score = statistics.fmean(tally.results) if tally.results else 0.0
    sys.stderr.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total} matches, "
                     f"A scores {score:.3f}")
    sys.stderr.flush()


def _fail(message: str) -> int:
    return say_error("kotshina arena", message)


#: a minute per decision is far more than any level uses (inf or 1e300 never ended)
MAX_THINK_MS = 60_000.0


def main(argv: Sequence[str]) -> int:
    parser = OneLineParser(prog="kotshina arena",
                           description="two computer levels on duplicate deals")
    levels = LEVELS + YARDSTICKS
    add_game_arguments(parser)
    parser.add_argument("--a", required=True, choices=levels, dest="level_a")
    parser.add_argument("--b", required=True, choices=levels, dest="level_b")
    parser.add_argument("--matches", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--think-ms", type=bounded_number(0, MAX_THINK_MS, unit=" ms"),
                        default=None,
                        help="time per decision for every agent (default: each level's own)")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--log", default=None, metavar="FILE",
                        help="append one JSON line per duplicate group as it finishes")
    parser.add_argument("--progress", action="store_true",
                        help="show the progress bar even when stderr is not a terminal")
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
    if args.matches < 1:
        return _fail("--matches must be at least 1")
    think = None if args.think_ms is None else args.think_ms / 1000.0
    progress = args.progress or sys.stderr.isatty()
    try:
        # never through a link, never blocking on a FIFO, only into a regular file
        log = open_log(args.log) if args.log else None
    except OSError as exc:
        return _fail(f"cannot write the log {args.log}: {exc.strerror or exc}")
    try:
        report = run(args.game, players, args.level_a, args.level_b, args.matches, args.seed,
                     options, think, progress, log=log)
    except UnknownAgent as exc:
        return _fail(str(exc))
    except KotshinaError as exc:
        return _fail(str(exc))
    except OSError as exc:  # only the log is written while the matches are played
        return _fail(f"cannot write the log {args.log}: {exc.strerror or exc}")
    finally:
        if log is not None:
            with contextlib.suppress(OSError):  # what the disk refused was said above
                log.close()
    if args.json:
        print(json.dumps(report))
    else:
        print(f"{args.game} {players}p: {args.level_a} (A) vs {args.level_b} (B), "
              f"{report['matches']} duplicate matches, seed {args.seed}")
        print(f"  A wins {report['a_wins']}, B wins {report['b_wins']}, draws {report['draws']}: "
              f"A scores {report['a_score']:.3f} (95% CI {report['a_score_ci95'][0]:.3f}-"
              f"{report['a_score_ci95'][1]:.3f})")
        interval = report["points_diff_per_deal_ci95"]
        spread = "" if interval is None else f", 95% CI {interval[0]:+} to {interval[1]:+}"
        print(f"  points per deal: A {report['points_per_deal_a']}, B {report['points_per_deal_b']}"
              f" (A - B {report['points_diff_per_deal']:+}{spread})")
        print(f"  A's decisions: p50 {report['decision_ms_p50']} ms, p95 {report['decision_ms_p95']} ms")
        for key, value in report.items():
            if key.endswith("_per_deal_a") and not key.startswith("points"):
                name = key[: -len("_per_deal_a")]
                print(f"  {name} per deal: A {value}, B {report[name + '_per_deal_b']}")
            if key.endswith("_mean_a"):
                name = key[: -len("_mean_a")]
                spread = report[f"{name}_mean_a_ci95"]
                ratio = report[f"{name}_a_over_b_ci95"]
                print(f"  {name} (mean where it applies): A {value}"
                      + ("" if spread is None else f" (95% CI {spread[0]} to {spread[1]})")
                      + f", B {report[name + '_mean_b']}; A/B {report[name + '_a_over_b']}"
                      + ("" if ratio is None else f" (95% CI {ratio[0]} to {ratio[1]})"))
    return 0
