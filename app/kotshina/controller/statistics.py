"""The player's record per game and per computer level, in ``<data>/statistics.json``.

Per game: every level together (``all``) and each level apart (the opponents' level, or
"mixed" when they differ): matches, won, lost, drawn, the current and best winning streak, the
best final total, the deals played with the points the player's side made in them (the
average per deal) and the best deal, and the moves the coach warned about; and the last
``RECENT`` matches for the chart. Format ``kotshina-stats/2``; a ``kotshina-stats/1`` file (one
count per game) is read as the ``all`` figures of its games and is kept beside the new one
as ``statistics.v1.json`` when the first match is counted in the new format.

The file is read through the load boundary and checked field by field. A file that cannot be
read (truncated, garbage, a newer format, a device…) is never reset in place: reading reports
the problem and shows no numbers; the next result to record first sets the file aside as
``statistics.unreadable-<time>.json`` and then starts a new one. Resetting a game's figures
first copies the whole file to ``statistics.before-reset-<time>.json``. ``counted`` keeps the
ids of the last matches counted, so a result retried after a kill or a full disk is counted
once (``controller/results.py``). Pure Python (no Qt).
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from pathlib import Path

from .. import paths
from ..core import safe_json
from ..core.frozen_value import FrozenValue
from ..core.json_types import JsonObject, JsonValue
from ..core.lazy_pattern import LazyPattern
from ..core.safe_write import write_new
from ..core.text_safety import short_repr
from ..core.value import Value, as_dict, fields_of, value_field
from .files import clean_temp_files, present, set_aside, write_json_atomic

STATS_FORMAT = "kotshina-stats/2"
OLD_FORMAT = "kotshina-stats/1"
_FORMAT = LazyPattern(r"kotshina-stats/([0-9]{1,6})")
MAX_BYTES = 512 * 1024  # a few KB per game
MAX_COUNT = 10**9
MAX_SCORE = 10**7
RECENT = 30  # matches kept for the chart
#: ids of the last matches counted, per game: enough for any result retried after a kill
KEEP_IDS = 20
ALL = "all"
MIXED = "mixed"  # opponents of different levels
_LEVEL = LazyPattern(r"[a-z]{1,12}")


class GameStats(Value):
    played: int = 0
    won: int = 0
    lost: int = 0
    drawn: int = 0
    best: int | None = None  # the player's side's highest final total
    coached: int = 0  # moves the coach warned about (counted apart from the results)
    streak: int = 0  # matches won in a row, up to the last one
    best_streak: int = 0
    deals: int = 0  # deals played in the counted matches
    deal_points: int = 0  # the player's side's points over those deals
    best_deal: int | None = None  # the player's side's best result in one deal

    @property
    def win_rate(self) -> float | None:
        """Won / played, None before the first match."""
        return self.won / self.played if self.played else None

    @property
    def average_deal(self) -> float | None:
        return self.deal_points / self.deals if self.deals else None


_OPTIONAL = ("best", "best_deal")
_COUNTS = tuple(name for name in fields_of(GameStats) if name not in _OPTIONAL)
_SIGNED = ("deal_points",)
_V1_FIELDS = ("played", "won", "lost", "drawn", "best", "coached")  # kotshina-stats/1


class MatchResult(FrozenValue):
    """One finished match, as the chart shows it."""

    outcome: str  # "won" | "lost" | "drawn"
    total: int
    level: str
    per_deal: float | None  # the player's side's average points per deal


class GameRecord(Value):
    """One game's figures: every level together, each level, and the recent matches."""

    all: GameStats = value_field(default_factory=GameStats)
    levels: dict[str, GameStats] = value_field(default_factory=dict)
    recent: list[MatchResult] = value_field(default_factory=list)


class StatsProblem(FrozenValue):
    """Why the statistics file could not be used. ``code``: "damaged" | "future"."""

    code: str
    detail: str  # English, one line
    path: Path
    set_aside_as: Path | None = None


class StatsUnreadable(ValueError):
    def __init__(self, code: str, detail: str) -> None:
        super().__init__(detail)
        self.code = code


def _parse_counts(raw: JsonValue, where: str, allowed: tuple[str, ...] = _COUNTS + _OPTIONAL,
                  ) -> GameStats:
    if not isinstance(raw, dict):
        raise StatsUnreadable("damaged", f"{where}: not an object")
    unknown = [key for key in raw if key not in allowed]
    if unknown:
        raise StatsUnreadable("damaged", f"{where}: unknown field {short_repr(unknown[0])}")
    entry = GameStats()
    for key in _COUNTS:
        value = raw.get(key, 0)
        low = -MAX_COUNT if key in _SIGNED else 0
        if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= MAX_COUNT:
            raise StatsUnreadable("damaged", f"{where}.{key}: {short_repr(value)}")
        setattr(entry, key, value)
    for key in _OPTIONAL:
        value = raw.get(key)
        if value is not None and (isinstance(value, bool) or not isinstance(value, int)
                                  or abs(value) > MAX_SCORE):
            raise StatsUnreadable("damaged", f"{where}.{key}: {short_repr(value)}")
        setattr(entry, key, value)
    return entry


def _parse_recent(raw: JsonValue, where: str) -> list[MatchResult]:
    if not isinstance(raw, list) or len(raw) > RECENT:
        raise StatsUnreadable("damaged", f"{where}: not a list of at most {RECENT}")
    found = []
    for item in raw:
        ok = (isinstance(item, dict) and item.get("outcome") in ("won", "lost", "drawn")
              and isinstance(item.get("total"), int) and not isinstance(item.get("total"), bool)
              and abs(item["total"]) <= MAX_SCORE and isinstance(item.get("level"), str)
              and _LEVEL.fullmatch(item["level"])
              and (item.get("per_deal") is None
                   or (isinstance(item["per_deal"], int | float)
                       and not isinstance(item["per_deal"], bool)
                       and abs(item["per_deal"]) <= MAX_SCORE)))
        if not ok:
            raise StatsUnreadable("damaged", f"{where}: {short_repr(item)}")
        per_deal = item.get("per_deal")
        found.append(MatchResult(item["outcome"], item["total"], item["level"],
                                 None if per_deal is None else float(per_deal)))
    return found


def parse_statistics(data: JsonValue) -> dict[str, GameRecord]:
    """The games of a statistics document (either format); StatsUnreadable naming the first
    bad field."""
    if not isinstance(data, dict):
        raise StatsUnreadable("damaged", f"not an object but {short_repr(data)}")
    fmt = data.get("format")
    if fmt not in (STATS_FORMAT, OLD_FORMAT):
        match = _FORMAT.fullmatch(fmt) if isinstance(fmt, str) else None
        if match and int(match.group(1)) > 2:
            raise StatsUnreadable("future", f"written by a newer version ({short_repr(fmt)})")
        raise StatsUnreadable("damaged", f"format: {short_repr(fmt)}")
    games = data.get("games")
    if not isinstance(games, dict):
        raise StatsUnreadable("damaged", f"games: not an object but {short_repr(games)}")
    result: dict[str, GameRecord] = {}
    for game, raw in games.items():
        where = f"games.{short_repr(game, 20)}"
        if fmt == OLD_FORMAT:  # one count per game: the figures of every level together
            result[game] = GameRecord(all=_parse_counts(raw, where, _V1_FIELDS))
            continue
        if not isinstance(raw, dict) or set(raw) - {"all", "levels", "recent"}:
            raise StatsUnreadable("damaged", f"{where}: not a game's figures")
        levels = raw.get("levels", {})
        if not isinstance(levels, dict) or len(levels) > 16:
            raise StatsUnreadable("damaged", f"{where}.levels: not an object")
        record = GameRecord(all=_parse_counts(raw.get("all", {}), f"{where}.all"))
        for level, counts in levels.items():
            if not isinstance(level, str) or not _LEVEL.fullmatch(level):
                raise StatsUnreadable("damaged", f"{where}.levels: {short_repr(level)}")
            record.levels[level] = _parse_counts(counts, f"{where}.levels.{level}")
        record.recent = _parse_recent(raw.get("recent", []), f"{where}.recent")
        result[game] = record
    return result


def level_key(levels: Sequence[str | None]) -> str:
    """The opponents' level of a match: theirs when they agree, else "mixed"."""
    found = {level for level in levels if level}
    return found.pop() if len(found) == 1 else MIXED


def _count(entry: GameStats, outcome: str, total: int, coached: int,
           deal_points: Sequence[int]) -> None:
    entry.played += 1
    setattr(entry, outcome, getattr(entry, outcome) + 1)
    entry.best = total if entry.best is None else max(entry.best, total)
    entry.coached += max(0, coached)
    entry.streak = entry.streak + 1 if outcome == "won" else 0
    entry.best_streak = max(entry.best_streak, entry.streak)
    entry.deals += len(deal_points)
    entry.deal_points += sum(deal_points)
    if deal_points:
        best = max(deal_points)
        entry.best_deal = best if entry.best_deal is None else max(entry.best_deal, best)


def _document(stats: dict[str, GameRecord], counted: dict[str, list[str]]) -> JsonObject:
    return {"format": STATS_FORMAT, "games": {
        game: {"all": as_dict(record.all),
               "levels": {level: as_dict(counts) for level, counts in record.levels.items()},
               "recent": [{"outcome": match.outcome, "total": match.total, "level": match.level,
                           "per_deal": match.per_deal} for match in record.recent]}
        for game, record in stats.items()}, "counted": counted}


def _counted_ids(data: JsonValue) -> dict[str, list[str]]:
    """The ``counted`` ids per game (a field earlier versions do not write: anything that is not
    a list of short strings is read as nothing counted, never as damage)."""
    raw = data.get("counted") if isinstance(data, dict) else None
    if not isinstance(raw, dict):
        return {}
    return {game: [i for i in ids if isinstance(i, str) and len(i) <= 64][-KEEP_IDS:]
            for game, ids in raw.items() if isinstance(game, str) and isinstance(ids, list)}


class Statistics:
    def __init__(self, path: Path | None = None) -> None:
        self.path = path or paths.data_dir() / "statistics.json"
        #: set when the file on disk could not be used (and, once a result was recorded, where
        #: it was set aside); None while all is well
        self.problem: StatsProblem | None = None
        clean_temp_files(self.path.parent, (self.path.name,))

    def _load(self) -> tuple[dict[str, GameRecord], bool]:
        """The stored figures and whether the file is in the old format; StatsUnreadable
        when the file exists but cannot be used."""
        stats, old, _counted = self._load_all()
        return stats, old

    def _load_all(self) -> tuple[dict[str, GameRecord], bool, dict[str, list[str]]]:
        """:meth:`_load`, and the ids of the matches counted per game."""
        if not present(self.path):
            return {}, False, {}
        try:
            data = safe_json.load_file(self.path, limit=MAX_BYTES, unencodable=safe_json.REPLACE)
        except safe_json.LoadError as exc:
            raise StatsUnreadable("damaged", str(exc)) from None
        old = isinstance(data, dict) and data.get("format") == OLD_FORMAT
        return parse_statistics(data), old, _counted_ids(data)

    def has_counted(self, game: str, match_id: str) -> bool:
        """Whether the finished match ``match_id`` is in the figures already."""
        try:
            return match_id in self._load_all()[2].get(game, [])
        except StatsUnreadable:
            return False

    def records(self) -> dict[str, GameRecord]:
        """Every game's figures; empty (and ``problem`` set) when the file is unreadable."""
        try:
            stats, _old = self._load()
        except StatsUnreadable as exc:
            if self.problem is None or self.problem.set_aside_as is not None:
                self.problem = StatsProblem(exc.code, str(exc), self.path)
            return {}
        if self.problem is not None and self.problem.set_aside_as is None:
            self.problem = None  # the file was repaired or replaced meanwhile
        return stats

    def all(self) -> dict[str, GameStats]:
        """Every game's figures over all levels."""
        return {game: record.all for game, record in self.records().items()}

    def get(self, game: str) -> GameStats:
        return self.all().get(game, GameStats())

    def record_result(self, game: str, outcome: str, total: int, coached: int = 0,
                      level: str = MIXED, deal_points: Sequence[int] = (),
                      match_id: str | None = None) -> GameStats:
        """Count a finished match; ``outcome`` is "won", "lost" or "drawn", ``level`` the
        opponents' (``level_key``), ``deal_points`` the player's side's points in each deal.
        A ``match_id`` counted already is not counted again (a result retried after a kill).

        An unreadable file is set aside first (never overwritten), an old-format one copied
        to ``statistics.v1.json``; OSError when the disk refuses the rename or the write, with
        the old file left as it was.
        """
        if outcome not in ("won", "lost", "drawn"):
            raise ValueError(f"unknown outcome {outcome!r}")
        if not _LEVEL.fullmatch(level):
            raise ValueError(f"bad level {level!r}")
        try:
            stats, old, counted = self._load_all()
        except StatsUnreadable as exc:
            kept = set_aside(self.path)
            self.problem = StatsProblem(exc.code, str(exc), self.path, kept)
            stats, old, counted = {}, False, {}
        if match_id is not None and match_id in counted.get(game, []):
            return stats[game].all if game in stats else GameStats()
        if match_id is not None:
            counted[game] = [*counted.get(game, []), match_id][-KEEP_IDS:]
        if old:
            self._keep_copy(self.path.with_name(f"{self.path.stem}.v1.json"))
        record = stats.setdefault(game, GameRecord())
        points = [int(p) for p in deal_points]
        _count(record.all, outcome, total, coached, points)
        _count(record.levels.setdefault(level, GameStats()), outcome, total, coached, points)
        per_deal = round(sum(points) / len(points), 2) if points else None
        record.recent = [*record.recent, MatchResult(outcome, total, level, per_deal)][-RECENT:]
        write_json_atomic(self.path, _document(stats, counted))
        return record.all

    def reset(self, game: str) -> Path | None:
        """Forget ``game``'s figures; the whole file is first copied aside (returned), so
        nothing is lost. None when there was nothing to forget. OSError when the disk refuses
        (the file is then as it was); StatsUnreadable when the file cannot be read."""
        stats, _old, counted = self._load_all()
        if game not in stats:
            return None
        stamp = time.strftime("%Y%m%d-%H%M%S")
        copy = self._keep_copy(self.path.with_name(f"{self.path.stem}.before-reset-{stamp}.json"))
        del stats[game]
        write_json_atomic(self.path, _document(stats, counted))  # counted stays counted
        return copy

    def _keep_copy(self, target: Path) -> Path:
        """Copy the file to ``target`` (a new name when anything, a link too, is there already),
        never writing through a link or over a file (``safe_write.write_new``)."""
        try:
            data = safe_json.read_file(self.path, limit=MAX_BYTES)
        except safe_json.LoadError as exc:  # changed since it was read: a refusal like the disk's
            raise OSError(str(exc)) from None
        for number in range(1, 1000):
            candidate = target if number == 1 else target.with_name(
                f"{target.stem}-{number}{target.suffix}")
            try:
                write_new(candidate, data)
            except FileExistsError:
                continue
            return candidate
        raise FileExistsError(f"no free name for a copy of {self.path.name}")
