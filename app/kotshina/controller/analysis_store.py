"""The analyses of deals the player reviewed, kept so a review opened again is ready at once.

In memory for the app's life and, when given a folder, on disk
(``<data folder>/cache/analysis/<key>.json``): a cache, only what can be made again, so a
missing, damaged or unwritable file only means the analysis runs again. Each entry is keyed by
``ai.analysis.kept.analysis_key`` (record, seat, deal, budget, seed, app version); the oldest
files go beyond ``KEEP_FILES``. Pure Python (no Qt).
"""

from __future__ import annotations

import contextlib
import logging
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path

from ..ai.analysis.kept import analysis_key, decode, encode
from ..ai.analysis.review import Decision, decisions_of
from ..core import safe_json
from ..core.engine import Move
from ..core.errors import KotshinaError
from ..core.json_types import JsonObject, JsonValue
from ..match import Match
from .files import write_json_atomic

log = logging.getLogger(__name__)

#: the name of a kept deal's file: its key (a 128-bit digest in hex), then .json
OWN_NAME = re.compile(r"[0-9a-f]{32}\.json")
KEEP_FILES = 200


#: Decision: the analysis' judgement of one move, as the review window shows it
__all__ = ["AnalysisStore", "Decision", "KeptDeal", "default_folder"]


@dataclass(frozen=True)
class KeptDeal:
    key: str
    decisions: dict[int, Decision]  # by move index
    total: int  # how many decisions the deal has for the seat

    @property
    def complete(self) -> bool:
        return len(self.decisions) >= self.total


def default_folder() -> Path:
    from .. import paths

    return paths.data_dir() / "cache" / "analysis"


class AnalysisStore:
    def __init__(self, folder: Path | None = None) -> None:
        self.folder = folder  # None: in memory only (screenshot mode, tests)
        self._kept: dict[str, dict[int, Decision]] = {}
        self._unsaved: set[str] = set()

    def deal(self, record: JsonObject, seat: int, deal: int, budget_ms: float,
             seed: int) -> KeptDeal:
        """What is kept of the analysis of ``deal`` (the record's moves end with its last)."""
        key = analysis_key(record, seat, deal, budget_ms, seed)
        if key not in self._kept:
            state = Match(dict(record, moves=[])).state  # reads the kept moves
            self._kept[key] = self._read(key, state.move_from_json)
        total = len(decisions_of(record, seat, {deal}))
        return KeptDeal(key, dict(self._kept[key]), total)

    def put(self, key: str, decisions: Iterable[Decision]) -> None:
        """Keep ``decisions`` for ``key`` with those kept already (on disk at ``save``)."""
        kept = self._kept.setdefault(key, {})
        for decision in decisions:
            if decision.index not in kept:
                kept[decision.index] = decision
                self._unsaved.add(key)

    def save(self, key: str) -> None:
        """Write what is kept for ``key`` to disk, if anything new came since the last time."""
        if key in self._unsaved and self.folder is not None:
            self._write(key, self._kept[key])
        self._unsaved.discard(key)

    def _path(self, key: str) -> Path:
        assert self.folder is not None
        return self.folder / f"{key}.json"

    def _read(self, key: str, move_from_json: Callable[[JsonValue], Move]) -> dict[int, Decision]:
        if self.folder is None or not self._path(key).is_file():
            return {}
        try:
            data = safe_json.load_file(self._path(key))
            return {d.index: d for d in decode(data, move_from_json)}
        except (OSError, ValueError, TypeError, KeyError, KotshinaError) as exc:
            log.info("a kept analysis could not be read, it will be made again: %s", exc)
            return {}

    def _write(self, key: str, kept: dict[int, Decision]) -> None:
        try:
            write_json_atomic(self._path(key), encode(sorted(kept.values(),
                                                             key=lambda d: d.index)))
        except OSError as exc:  # a cache that cannot be written means analysing again later
            log.info("an analysis could not be kept on disk: %s", exc)
            return
        self._prune()

    def _prune(self) -> None:
        assert self.folder is not None
        with contextlib.suppress(OSError):
            # only the files this store names: were the folder a link to the player's own
            # folder, their other .json files are not a cache to trim
            files = sorted((p for p in self.folder.glob("*.json") if OWN_NAME.fullmatch(p.name)),
                           key=lambda p: p.stat().st_mtime)
            for old in files[:-KEEP_FILES]:
                old.unlink(missing_ok=True)
