"""Played / won / lost / drawn / best per game, in ``<data>/statistics.json``.

The file is read through the load boundary and checked field by field. A file that cannot be
read (truncated, garbage, a newer format, a device…) is never reset in place: reading reports
the problem and shows no numbers; the next result to record first sets the file aside as
``statistics.unreadable-<time>.json`` and then starts a new one. Pure Python (no Qt).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, fields
from pathlib import Path
from typing import Any

from .. import paths
from ..core import safe_json
from ..core.text_safety import short_repr
from .files import clean_temp_files, present, set_aside, write_json_atomic

STATS_FORMAT = "kotshina-stats/1"
_FORMAT = re.compile(r"kotshina-stats/([0-9]{1,6})")
MAX_BYTES = 256 * 1024  # a few hundred bytes per game
MAX_COUNT = 10**9
MAX_SCORE = 10**7


@dataclass
class GameStats:
    played: int = 0
    won: int = 0
    lost: int = 0
    drawn: int = 0
    best: int | None = None  # the player's side's highest final total
    coached: int = 0  # moves the coach warned about (counted apart from the results)


_COUNTS = tuple(f.name for f in fields(GameStats) if f.name != "best")


@dataclass(frozen=True)
class StatsProblem:
    """Why the statistics file could not be used. ``code``: "damaged" | "future"."""

    code: str
    detail: str  # English, one line
    path: Path
    set_aside_as: Path | None = None


class StatsUnreadable(ValueError):
    def __init__(self, code: str, detail: str) -> None:
        super().__init__(detail)
        self.code = code


def parse_statistics(data: Any) -> dict[str, GameStats]:
    """The games of a statistics document; StatsUnreadable naming the first bad field."""
    if not isinstance(data, dict):
        raise StatsUnreadable("damaged", f"not an object but {short_repr(data)}")
    fmt = data.get("format")
    if fmt != STATS_FORMAT:
        match = _FORMAT.fullmatch(fmt) if isinstance(fmt, str) else None
        if match and int(match.group(1)) > 1:
            raise StatsUnreadable("future", f"written by a newer version ({short_repr(fmt)})")
        raise StatsUnreadable("damaged", f"format: {short_repr(fmt)}")
    games = data.get("games")
    if not isinstance(games, dict):
        raise StatsUnreadable("damaged", f"games: not an object but {short_repr(games)}")
    result: dict[str, GameStats] = {}
    for game, raw in games.items():
        where = f"games.{short_repr(game, 20)}"
        if not isinstance(raw, dict):
            raise StatsUnreadable("damaged", f"{where}: not an object")
        unknown = [key for key in raw if key not in _COUNTS and key != "best"]
        if unknown:
            raise StatsUnreadable("damaged", f"{where}: unknown field {short_repr(unknown[0])}")
        entry = GameStats()
        for key in _COUNTS:
            value = raw.get(key, 0)
            if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= MAX_COUNT:
                raise StatsUnreadable("damaged", f"{where}.{key}: {short_repr(value)}")
            setattr(entry, key, value)
        best = raw.get("best")
        if best is not None and (isinstance(best, bool) or not isinstance(best, int)
                                 or abs(best) > MAX_SCORE):
            raise StatsUnreadable("damaged", f"{where}.best: {short_repr(best)}")
        entry.best = best
        result[game] = entry
    return result


class Statistics:
    def __init__(self, path: Path | None = None) -> None:
        self.path = path or paths.data_dir() / "statistics.json"
        #: set when the file on disk could not be used (and, once a result was recorded, where
        #: it was set aside); None while all is well
        self.problem: StatsProblem | None = None
        clean_temp_files(self.path.parent, (self.path.name,))

    def _read(self) -> dict[str, GameStats]:
        """The stored statistics; StatsUnreadable when the file exists but cannot be used."""
        if not present(self.path):
            return {}
        try:
            data = safe_json.load_file(self.path, limit=MAX_BYTES)
        except safe_json.LoadError as exc:
            raise StatsUnreadable("damaged", str(exc)) from None
        return parse_statistics(data)

    def all(self) -> dict[str, GameStats]:
        """Every game's statistics; empty (and ``problem`` set) when the file is unreadable."""
        try:
            stats = self._read()
        except StatsUnreadable as exc:
            if self.problem is None or self.problem.set_aside_as is not None:
                self.problem = StatsProblem(exc.code, str(exc), self.path)
            return {}
        if self.problem is not None and self.problem.set_aside_as is None:
            self.problem = None  # the file was repaired or replaced meanwhile
        return stats

    def get(self, game: str) -> GameStats:
        return self.all().get(game, GameStats())

    def record_result(self, game: str, outcome: str, total: int, coached: int = 0) -> GameStats:
        """Count a finished match; ``outcome`` is "won", "lost" or "drawn".

        An unreadable file is set aside first (never overwritten); OSError when the disk
        refuses the rename or the write, with the old file left as it was.
        """
        if outcome not in ("won", "lost", "drawn"):
            raise ValueError(f"unknown outcome {outcome!r}")
        try:
            stats = self._read()
        except StatsUnreadable as exc:
            kept = set_aside(self.path)
            self.problem = StatsProblem(exc.code, str(exc), self.path, kept)
            stats = {}
        entry = stats.setdefault(game, GameStats())
        entry.played += 1
        setattr(entry, outcome, getattr(entry, outcome) + 1)
        entry.best = total if entry.best is None else max(entry.best, total)
        entry.coached += max(0, coached)
        write_json_atomic(self.path, {
            "format": STATS_FORMAT,
            "games": {name: vars(value) for name, value in stats.items()},
        })
        return entry
