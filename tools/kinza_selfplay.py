"""Kinza 2-player self-play: round-end positions (for the learned evaluation) and decisions
(for the opponent model's temperature), as JSON lines.

    python tools/kinza_selfplay.py --level medium --deals 20000 --seed 16 --out out/kinza/medium.jsonl
    python tools/kinza_selfplay.py --level hard --worlds 60 --deals 1500 --seed 17 \
        --out out/kinza/hard.jsonl --decisions out/kinza/hard_decisions.jsonl

Deal ``i`` uses the deck ``random.Random(f"{seed}:{i}")`` shuffles and first dealer ``i % 2``;
both seats are the same level, each seeded from (seed, i, seat), and search levels get a fixed
number of worlds per decision instead of a time limit, so the output depends only on the
arguments (not on the machine's speed or load), whatever ``--jobs``. ``medium`` and ``hard``
are those levels as they were when the evaluation and the opponent model were fitted (the
sharp look-ahead; the full search with the exact endgame: ``BEFORE_LADDER`` in ai/kinza), so
the documented commands keep regenerating the same data after the ladder was re-placed;
``expert`` likewise is the expert without the opponent types (variant ``flat-cut0``).

A position line: ``{"rounds_left", "dealer", "table", "stock", "piles", "last", "final"}`` taken
when a round's last card has been played and before the next round is dealt (both hands empty:
the stock is then exactly the cards nobody has seen yet, a public set). ``piles`` are the points
captured so far per seat, ``final`` the deal's points per seat. A decision line:
``{"table", "hand", "moves", "chosen", "seat", "unseen", "next_hand", "deck_left"}`` with moves
as ``[play, [taken]]``, ``unseen`` the cards the mover has not seen and ``next_hand`` the
number of cards the other seat holds.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import random
import sys
from pathlib import Path
from typing import Any

from kotshina.ai.base import Budget
from kotshina.ai.kinza import make_variant
from kotshina.core.cards import SPANISH
from kotshina.core.engine import shuffled_deck
from kotshina.games.kinza import new_match
from kotshina.games.kinza.cards import POINT_VALUE


def single_process(agent: Any) -> Any:
    """Search agents of the level, searching in this process (``--jobs`` spreads the deals)."""
    if hasattr(agent, "workers"):
        agent.workers = 1
    return agent


def play_deal(level: str, seed: int, index: int, worlds: int,
              record_decisions: bool) -> tuple[list[dict], list[dict]]:
    deck = shuffled_deck(SPANISH, random.Random(f"{seed}:{index}"))
    state = new_match(2, first_dealer=index % 2)
    state.start_deal(deck)
    # the players as they were when the data was made: medium and hard before the ladder, the
    # expert before it learned opponent types (session 4 of issue 16)
    variant = "before" if level in ("medium", "hard") else "flat-cut0"
    agents = [single_process(make_variant(level, variant, seed=hash((seed, index, seat)) & 0x7FFFFFFF))
              for seat in range(2)]
    positions: list[dict] = []
    decisions: list[dict] = []
    while state.in_deal:
        seat = state.current_player
        legal = state.legal_moves()
        view = state.view_for(seat)
        move = agents[seat].choose(view, legal, Budget(seconds=60.0, iterations=worlds))
        if record_decisions and len(legal) > 1:
            decisions.append({"table": sorted(state.table), "hand": sorted(state.hands[seat]),
                              "moves": [[m.play, sorted(m.take)] for m in legal],
                              "chosen": legal.index(move), "seat": seat,
                              "unseen": sorted(view.unseen),
                              "next_hand": len(state.hands[1 - seat]),
                              "deck_left": len(state.stock)})
        stock_before = len(state.stock)
        state.apply(move)
        if state.in_deal and len(state.stock) < stock_before:
            # a round ended and the next was dealt at once: the position in between is the
            # table as it is, and a stock made of everything not yet seen
            unseen = sorted(state.stock + state.hands[0] + state.hands[1])
            positions.append({"rounds_left": len(unseen) // 6, "dealer": state.dealer,
                              "table": sorted(state.table), "stock": unseen,
                              "piles": [sum(POINT_VALUE[c] for c in p) for p in state.piles],
                              "last": state.last_capturer})
    final = state.deal_results[-1]["points"]
    for position in positions:
        position["final"] = final
    return positions, decisions


def _job(args: tuple[str, int, int, int, bool]) -> tuple[list[dict], list[dict]]:
    return play_deal(*args)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--level", default="medium", choices=("medium", "hard", "expert"))
    parser.add_argument("--deals", type=int, required=True)
    parser.add_argument("--seed", type=int, required=True)
    parser.add_argument("--worlds", type=int, default=60,
                        help="worlds per decision for the search levels")
    parser.add_argument("--out", type=Path, required=True, help="round-end positions (JSON lines)")
    parser.add_argument("--decisions", type=Path, default=None,
                        help="also write every decision with a choice (JSON lines)")
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args(argv)
    if args.deals < 1 or args.jobs < 1 or args.worlds < 1:
        print("kinza_selfplay: --deals, --jobs and --worlds must be positive", file=sys.stderr)
        return 2
    args.out.parent.mkdir(parents=True, exist_ok=True)
    jobs = [(args.level, args.seed, i, args.worlds, args.decisions is not None)
            for i in range(args.deals)]
    decisions_file = open(args.decisions, "w") if args.decisions else None  # noqa: SIM115
    with open(args.out, "w") as out, multiprocessing.get_context("spawn").Pool(args.jobs) as pool:
        for done, (positions, decisions) in enumerate(pool.imap(_job, jobs, chunksize=8), 1):
            for position in positions:
                out.write(json.dumps(position) + "\n")
            if decisions_file is not None:
                for decision in decisions:
                    decisions_file.write(json.dumps(decision) + "\n")
            if done % 500 == 0:
                print(f"{done}/{args.deals} deals", file=sys.stderr, flush=True)
    if decisions_file is not None:
        decisions_file.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
