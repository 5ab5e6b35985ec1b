"""A finished match's result reaches the statistics exactly once, and its save is kept until it
has.

Before, the window counted the result and then deleted the finished match's save whatever the
count did: at a full disk the result was shown as not saved, and gone for good once the disk had
room. Now the finished save is first moved out of the autosave slot (a rename: it needs no
space, and the next match may use the slot) to ``saves/finished-<game>-<id>.json``; the result
is counted with the match's id (``Statistics.record_result`` ignores an id it has counted), and
only then is the kept save deleted. A count that fails stays pending and is tried again; a kill
anywhere in between is healed at the next start by :meth:`Results.recover`, which counts every
kept or slotted finished save whose id the statistics do not have. Pure Python (no Qt).
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from ..core.frozen_value import FrozenValue
from ..core.lazy_pattern import LazyPattern
from ..games.registry import game_ids, spec_of
from .config import MatchConfig
from .files import set_aside
from .saves import SaveError, SaveStore
from .statistics import MIXED, Statistics, level_key

log = logging.getLogger(__name__)

_KEPT = LazyPattern(r"finished-([a-z]{1,20})-([0-9a-f]{16})\.json")
#: kept saves replayed at one start (a kill or a full disk leaves one or two; thousands planted
#: in the folder must not stall the window: the rest wait for the next start)
MAX_KEPT_PER_START = 20
#: the record fields that say which match it was (not the app's extra keys)
_IDENTITY = ("game", "players", "options", "first_dealer", "first_chooser", "decks", "moves")


def match_id(record: dict[str, Any]) -> str:
    """A short digest naming a played match (its decks and moves), the same after a round trip
    through a save file."""
    import hashlib  # at a match's end, not at the app's start (OpenSSL costs a start)
    import json

    identity = {key: record.get(key) for key in _IDENTITY}
    text = json.dumps(identity, sort_keys=True, ensure_ascii=True, separators=(",", ":"))
    return hashlib.sha256(text.encode("ascii")).hexdigest()[:16]


class Result(FrozenValue):
    game: str
    outcome: str  # "won" | "lost" | "drawn", for the human's side
    total: int  # the human side's final total
    match_id: str
    coached: int = 0
    level: str = MIXED  # the opponents' (statistics.level_key)
    deal_points: tuple[int, ...] = ()  # the human side's points in each deal


def result_of(game: str, players: int, record: dict[str, Any], outcome: dict[str, Any],
              coached: int = 0, levels: Sequence[str | None] = ()) -> Result:
    """The statistics' view of a finished match (``outcome``: the records' result; ``levels``:
    every seat's, the human's first)."""
    side = spec_of(game).side_of(0, players)  # the human sits in seat 0
    totals = list(outcome.get("totals", []))
    said = "drawn" if outcome.get("draw") else "won" if outcome.get("winner") == side else "lost"
    total = int(totals[side]) if side < len(totals) else 0
    deal_points = tuple(int(deal["points"][side]) for deal in outcome.get("deals", [])
                        if isinstance(deal.get("points"), list) and side < len(deal["points"]))
    return Result(game, said, total, match_id(record), coached, level_key(list(levels)[1:]),
                  deal_points)


class Results:
    """The finished matches whose results are not in the statistics yet."""

    def __init__(self, saves: SaveStore, statistics: Statistics) -> None:
        self.saves = saves
        self.statistics = statistics
        self.pending: dict[str, tuple[Result, Path | None]] = {}  # by match id

    def finished(self, result: Result) -> OSError | None:
        """Count a match that has just ended (its last autosave is on disk): None when it was
        counted, else the failure (the result stays pending, its save kept)."""
        kept = self._keep_slot(result.game, result.match_id)
        self.pending[result.match_id] = (result, kept)
        return self.retry()

    def retry(self) -> OSError | None:
        """Count every pending result; the first failure (the rest wait with it), or None."""
        for key, (result, kept) in list(self.pending.items()):
            try:
                self.statistics.record_result(result.game, result.outcome, result.total,
                                              result.coached, result.level,
                                              result.deal_points, match_id=result.match_id)
            except OSError as exc:
                return exc
            del self.pending[key]
            if kept is not None:
                with contextlib.suppress(OSError):  # counted: the id stops a second count
                    kept.unlink()
        return None

    def recover(self) -> OSError | None:
        """At start: the finished matches a kill or a full disk left uncounted, counted now."""
        for game in game_ids():
            try:
                saved = self.saves.load(game)
            except SaveError:
                continue
            if saved is not None and saved.finished:
                self._pend(saved.record, saved.config, self._keep_slot(game, None))
        for path in self._kept_files()[:MAX_KEPT_PER_START]:
            try:
                saved = self.saves.read(path)
            except SaveError as exc:  # kept aside as unreadable, out of the next start's way
                log.warning("a kept finished match cannot be read: %s", exc)
                with contextlib.suppress(OSError):
                    set_aside(path)
                continue
            if saved.finished:
                self._pend(saved.record, saved.config, path)
        return self.retry()

    def _pend(self, record: dict[str, Any], config: MatchConfig, kept: Path | None) -> None:
        from .. import records  # the engines, only when there is a finished save

        key = match_id(record)
        if self.statistics.has_counted(record.get("game", ""), key):
            if kept is not None:
                with contextlib.suppress(OSError):
                    kept.unlink()
            return
        result = result_of(record["game"], config.players, record, records.replay(record),
                           levels=config.seat_levels())
        self.pending.setdefault(key, (result, kept))

    def _keep_slot(self, game: str, key: str | None) -> Path | None:
        """Move the slot's save aside when it is that finished match (``key`` None: any
        finished match); the kept path, or None when the slot holds something else."""
        path = self.saves.path_for(game)
        try:
            saved = self.saves.load(game)
        except SaveError:
            return None
        if saved is None or not saved.finished:
            return None
        found = match_id(saved.record)
        if key is not None and found != key:
            return None
        kept = path.with_name(f"finished-{game}-{found}.json")
        try:
            path.replace(kept)
        except OSError:
            return path if key is None else None  # left in the slot; still counted once
        return kept

    def _kept_files(self) -> list[Path]:
        try:
            entries = list(self.saves.directory.iterdir())
        except OSError:
            return []
        return sorted(entry for entry in entries if _KEPT.fullmatch(entry.name))
