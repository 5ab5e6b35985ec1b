"""`kotshina analyse FILE|-`: the expert's opinion of every move one seat made in a record.

One line per decision (or, with ``--json``, the list of ``Decision.to_json``); a progress bar
goes to stderr when it is a terminal (or with ``--progress``). cli.py reads the record,
prints the result and reports bad input as for ``kotshina replay`` (one line on stderr, exit
code 2): ``run`` raises KotshinaError for a bad option or record.
"""

from __future__ import annotations

import argparse
import json
import math
import sys

from ...core.engine import Move
from ...core.errors import KotshinaError
from ...core.json_types import JsonObject, JsonValue
from ...match import Match
from .marks import MARKS
from .review import DEFAULT_BUDGET_MS, Decision, analyse_record

#: a minute of search per decision is already far more than the values need
MAX_BUDGET_MS = 60000.0


def default_seat(record: JsonObject) -> int:
    """The human's seat when the record names its seats (the app writes a ``level`` of null
    for the human), else seat 0."""
    seats = record.get("seats")
    if isinstance(seats, list):
        for seat, info in enumerate(seats):
            if isinstance(info, dict) and "level" in info and info["level"] is None:
                return seat
    return 0


def _move_text(move: Move) -> str:
    return json.dumps(move.to_json(), ensure_ascii=False, separators=(",", ":"))


def describe(decision: Decision) -> str:
    cost = f"cost {decision.cost:5.1f}"
    if decision.cost_win is not None and decision.evaluation.close:
        cost += f" ({100 * decision.cost_win:.1f}% of the match)"
    best = "" if decision.best == decision.move else f"  best {_move_text(decision.best)}"
    if decision.evaluation.forced:
        cost = "only move"
    return (f"#{decision.index:<4} deal {decision.deal:<2} {decision.mark:<10} {cost}  "
            f"played {_move_text(decision.move)}{best}")


def _progress_bar(done: int, total: int) -> None:
    width = 30
    filled = int(width * done / total) if total else width
    sys.stderr.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total} decisions")
    if done == total:
        sys.stderr.write("\n")
    sys.stderr.flush()


def add_options(parser: argparse.ArgumentParser) -> str:
    """The command's options (cli.py adds the record file); returns their usage text."""
    parser.description = "the expert's value of every legal move at each decision of one seat"
    parser.add_argument("--seat", type=int, default=None,
                        help="the seat to analyse (default: the human's seat, else 0)")
    parser.add_argument("--budget-ms", type=float, default=DEFAULT_BUDGET_MS,
                        help=f"search per decision (default {DEFAULT_BUDGET_MS:g}; a fixed amount "
                             "of work, so results are the same on every run)")
    parser.add_argument("--seed", type=int, default=0, help="search seed (default 0)")
    parser.add_argument("--deal", type=int, default=None, help="only this deal (1 = the first)")
    parser.add_argument("--json", action="store_true", help="print the decisions as JSON")
    parser.add_argument("--progress", action="store_true",
                        help="show the progress bar even when stderr is not a terminal")
    return "[--seat N] [--budget-ms MS] [--seed S] [--deal N] [--json] [--progress]"


def run(record: JsonValue, args: argparse.Namespace) -> str | list[JsonObject]:
    """The analysis as text, or as the list of decisions with ``--json``; KotshinaError (one
    line for the user) on a bad record or option."""
    if not (math.isfinite(args.budget_ms) and 0 < args.budget_ms <= MAX_BUDGET_MS):
        raise KotshinaError(f"--budget-ms must be more than 0 and at most {MAX_BUDGET_MS:g}")
    if args.deal is not None and args.deal < 1:
        raise KotshinaError("--deal must be 1 or more")
    match = Match(record)
    players = match.players
    seat = default_seat(record) if args.seat is None else args.seat
    if not 0 <= seat < players and args.seat is None:
        raise KotshinaError(f"seats: the record names seat {seat} as the player's, but it has "
                            f"{players} players (0 to {players - 1}); give --seat N")
    if not 0 <= seat < players:
        raise KotshinaError(f"--seat must be a seat from 0 to {players - 1}")
    show = args.progress or sys.stderr.isatty()
    decisions = analyse_record(record, seat, args.budget_ms, args.seed,
                               deals=None if args.deal is None else {args.deal},
                               progress=_progress_bar if show else None)
    if args.json:
        return [d.to_json() for d in decisions]
    lines = [f"{match.game}, seat {seat}: {len(decisions)} decisions "
             f"(budget {args.budget_ms:g} ms, seed {args.seed})"]
    lines += [describe(decision) for decision in decisions]
    marks = [d.mark for d in decisions if not d.evaluation.forced]
    if marks:
        counts = ", ".join(f"{marks.count(m)} {m}" for m in MARKS)
        total = sum(d.cost for d in decisions)
        lines.append(f"{counts}; {total:.1f} points of expected lead lost in all")
    return "\n".join(lines)
