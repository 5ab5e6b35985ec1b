"""Autosave and resume, and the per-game statistics, under the user's data folder.

Every file is written atomically (a temporary file in the same folder, flushed, then
``os.replace``), so killing the app at any moment leaves either the old or the new file. A save
that cannot be read (truncated, corrupted, written by a newer version) is reported with one
clear line and never deleted or overwritten: it is moved aside only when a new match needs the
autosave slot, so the player can still send it in.
"""

from __future__ import annotations

import json
import os
import tempfile
import time
from dataclasses import dataclass, fields
from pathlib import Path
from typing import Any

from .. import paths, records
from ..core.errors import KotshinaError
from .config import MatchConfig

SAVE_FORMAT = "kotshina-save"
SAVE_VERSION = 1
STATS_FORMAT = "kotshina-stats/1"


class SaveError(Exception):
    """A save that cannot be resumed; the message is one line for the player (English)."""

    def __init__(self, message: str, code: str, path: Path) -> None:
        super().__init__(message)
        self.code = code  # "corrupt" | "future" | "invalid"
        self.path = path


def write_json_atomic(path: Path, data: Any) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temp_name = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as out:
            json.dump(data, out, ensure_ascii=False, indent=1)
            out.write("\n")
            out.flush()
            os.fsync(out.fileno())
        os.replace(temp_name, path)
    except BaseException:
        Path(temp_name).unlink(missing_ok=True)
        raise


def config_from_json(data: Any) -> MatchConfig:
    if not isinstance(data, dict):
        raise ValueError("config is not an object")
    known = {f.name for f in fields(MatchConfig)}
    return MatchConfig(**{k: v for k, v in data.items() if k in known})


@dataclass
class Resumable:
    """A readable autosave: the config it was played with and the record to replay."""

    config: MatchConfig
    record: dict[str, Any]
    finished: bool


class SaveStore:
    """One autosave slot per game in ``<data>/saves/autosave-<game>.json``."""

    def __init__(self, directory: Path | None = None) -> None:
        self.directory = directory or paths.data_dir() / "saves"
        self._written: set[Path] = set()  # slots this store wrote: no need to re-check them

    def path_for(self, game: str) -> Path:
        return self.directory / f"autosave-{game}.json"

    def autosave(self, config: MatchConfig, record: dict[str, Any], finished: bool = False) -> Path:
        path = self.path_for(config.game)
        if path not in self._written:
            self._set_aside_if_unreadable(path)
        write_json_atomic(path, {
            "format": f"{SAVE_FORMAT}/{SAVE_VERSION}",
            "saved_at": time.strftime("%Y-%m-%dT%H:%M:%S"),
            "finished": bool(finished),
            "config": config.to_json(),
            "record": record,
        })
        self._written.add(path)
        return path

    def _set_aside_if_unreadable(self, path: Path) -> None:
        if not path.exists():
            return
        try:
            self.read(path)
        except SaveError:
            stamp = time.strftime("%Y%m%d-%H%M%S")
            os.replace(path, path.with_name(f"{path.stem}.unreadable-{stamp}.json"))

    def load(self, game: str) -> Resumable | None:
        """The autosaved match of ``game``; None when there is none; SaveError when unreadable."""
        path = self.path_for(game)
        if not path.exists():
            return None
        return self.read(path)

    def unfinished(self, game: str) -> Resumable | None:
        """Like :meth:`load` but only a match that can be continued."""
        saved = self.load(game)
        return saved if saved is not None and not saved.finished else None

    def read(self, path: Path) -> Resumable:
        try:
            text = path.read_text(encoding="utf-8")
            data = json.loads(text)
        except (OSError, UnicodeDecodeError, json.JSONDecodeError):
            raise SaveError(f"The saved match {path.name} is damaged (truncated or corrupted); "
                            "it was left untouched.", "corrupt", path) from None
        if not isinstance(data, dict) or not str(data.get("format", "")).startswith(SAVE_FORMAT + "/"):
            raise SaveError(f"{path.name} is not a Kotshina save; it was left untouched.",
                            "corrupt", path)
        version_text = str(data["format"]).split("/", 1)[1]
        version = int(version_text) if version_text.isdigit() else -1
        if version > SAVE_VERSION:
            raise SaveError(f"The saved match {path.name} was written by a newer version of "
                            "Kotshina; it was left untouched.", "future", path)
        if version != SAVE_VERSION:
            raise SaveError(f"The saved match {path.name} has an unknown format; it was left "
                            "untouched.", "corrupt", path)
        try:
            config = config_from_json(data.get("config"))
            record = data["record"]
            state = records.load(record)  # replays every move: the engine judges the save
        except (KeyError, TypeError, ValueError, KotshinaError) as exc:
            raise SaveError(f"The saved match {path.name} cannot be replayed ({exc}); it was "
                            "left untouched.", "invalid", path) from None
        return Resumable(config, record, bool(data.get("finished")) or bool(state.is_over))

    def discard(self, game: str) -> None:
        """Forget the autosave of a finished match (an unreadable one is kept)."""
        path = self.path_for(game)
        try:
            self.read(path)
        except SaveError:
            return
        path.unlink(missing_ok=True)


@dataclass
class GameStats:
    played: int = 0
    won: int = 0
    lost: int = 0
    drawn: int = 0
    best: int | None = None  # the player's side's highest final total


class Statistics:
    """Played / won / lost / drawn / best per game, in ``<data>/statistics.json``."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path or paths.data_dir() / "statistics.json"

    def all(self) -> dict[str, GameStats]:
        try:
            data = json.loads(self.path.read_text(encoding="utf-8"))
            games = data["games"] if data.get("format") == STATS_FORMAT else {}
        except (OSError, ValueError, KeyError, TypeError, AttributeError):
            games = {}
        result: dict[str, GameStats] = {}
        for game, raw in games.items() if isinstance(games, dict) else ():
            try:
                result[game] = GameStats(**{k: raw[k] for k in raw if k in GameStats.__annotations__})
            except TypeError:
                continue
        return result

    def get(self, game: str) -> GameStats:
        return self.all().get(game, GameStats())

    def record_result(self, game: str, outcome: str, total: int) -> GameStats:
        """Count a finished match; ``outcome`` is "won", "lost" or "drawn"."""
        if outcome not in ("won", "lost", "drawn"):
            raise ValueError(f"unknown outcome {outcome!r}")
        stats = self.all()
        entry = stats.setdefault(game, GameStats())
        entry.played += 1
        setattr(entry, outcome, getattr(entry, outcome) + 1)
        entry.best = total if entry.best is None else max(entry.best, total)
        write_json_atomic(self.path, {
            "format": STATS_FORMAT,
            "games": {name: vars(value) for name, value in stats.items()},
        })
        return entry
