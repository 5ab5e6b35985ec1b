"""An analysis kept for later: its decisions to and from JSON, exactly (every number as the
search gave it, unlike the rounded ``to_json`` of the command line), and the key saying which
analysis they are, so a review opened again is shown at once instead of searched again.

The key covers everything the analysis of a deal reads: the record's head (game, players,
options, first dealer), its decks up to that deal and its moves up to the deal's end, the seat,
the deal, the budget and the seed, and the app's version (a new expert may judge otherwise).
Pure Python, no Qt.
"""

from __future__ import annotations

import hashlib
import json
import math
from collections.abc import Callable, Iterable

from ... import __version__
from ...core.engine import Move
from ...core.json_types import JsonObject, JsonValue
from ...match import RECORD_FIELDS
from .review import Decision, Evaluation, MoveValue, move_kind

#: bump when what a kept decision holds changes
FORMAT = 1


def analysis_key(record: JsonObject, seat: int, deal: int, budget_ms: float,
                 seed: int) -> str:
    """The key of the analysis of ``deal`` (1-based) for ``seat`` in ``record`` (whose moves
    end with that deal's last move)."""
    head = {field: record[field] for field in RECORD_FIELDS
            if field in record and field not in ("decks", "moves")}
    what = {"format": FORMAT, "version": __version__, "head": head,
            "decks": record.get("decks", [])[:deal], "moves": record.get("moves", []),
            "seat": seat, "deal": deal, "budget_ms": float(budget_ms), "seed": seed}
    text = json.dumps(what, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return hashlib.blake2b(text.encode(), digest_size=16).hexdigest()


def _number(x: float | None) -> float | None:
    return None if x is None or math.isnan(x) else x


def _float(x: JsonValue) -> float:
    if x is None:
        return math.nan
    if not isinstance(x, int | float) or isinstance(x, bool):
        raise TypeError(f"not a number: {x!r}")
    return float(x)


def _optional(x: JsonValue) -> float | None:
    return None if x is None else _float(x)


def encode(decisions: Iterable[Decision]) -> list[JsonObject]:
    def value(v: MoveValue) -> JsonObject:
        return {"move": v.move.to_json(), "value": _number(v.value), "points": _number(v.points),
                "margin": _number(v.margin), "win": _number(v.win), "samples": v.samples,
                "exact": v.exact}

    return [{"index": d.index, "move": d.move.to_json(), "cost": d.cost,
             "cost_win": d.cost_win, "mark": d.mark,
             "game": d.evaluation.game, "seat": d.evaluation.seat, "deal": d.evaluation.deal,
             "close": d.evaluation.close, "forced": d.evaluation.forced,
             "values": [value(v) for v in d.evaluation.values]}
            for d in decisions]


def decode(data: JsonValue, move_from_json: Callable[[JsonValue], Move]) -> list[Decision]:
    """The decisions ``encode`` wrote; ValueError / TypeError / KeyError (or the engine's error
    for a move it cannot read) when ``data`` is not such a list."""
    if not isinstance(data, list):
        raise TypeError("a kept analysis is a list of decisions")
    decisions: list[Decision] = []
    for item in data:
        game = str(item["game"])
        values = []
        for v in item["values"]:
            move = move_from_json(v["move"])
            values.append(MoveValue(move, move_kind(game, move), _float(v["value"]),
                                    _float(v["points"]), _float(v["margin"]),
                                    _optional(v["win"]), int(v["samples"]), bool(v["exact"])))
        if not values:
            raise ValueError("a kept decision without values")
        evaluation = Evaluation(game, int(item["seat"]), int(item["deal"]),
                                bool(item["close"]), tuple(values), bool(item["forced"]))
        decisions.append(Decision(int(item["index"]), evaluation, move_from_json(item["move"]),
                                  _float(item["cost"]), _optional(item["cost_win"]),
                                  str(item["mark"])))
    return decisions
