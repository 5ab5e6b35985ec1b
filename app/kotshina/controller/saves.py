"""Autosave and resume, one slot per game, under the user's data folder.

Every file is written atomically (``files.write_json_atomic``), so killing the app at any moment
leaves either the old or the new file. A save is read through the load boundary
(``core.safe_json``: regular files only, size and nesting caps) and replayed by the engine; one
that cannot be read (truncated, corrupted, written by a newer version) is reported with one
clear line and never deleted or overwritten: it is set aside only when a new match needs the
autosave slot, so the player can still send it in.
"""

from __future__ import annotations

import contextlib
import logging
import os
import time
from pathlib import Path
from typing import TYPE_CHECKING

from .. import paths
from ..core import safe_json
from ..core.json_types import JsonObject, JsonValue
from ..core.lazy_pattern import LazyPattern
from ..core.text_safety import one_line, short_repr
from ..core.value import Value, value_field
from ..games.registry import game_ids
from .config import MatchConfig
from .files import clean_temp_files, present, set_aside, write_json_atomic
from .save_config import check_config

if TYPE_CHECKING:
    from ..match import Match

log = logging.getLogger(__name__)

SAVE_FORMAT = "kotshina-save"
SAVE_VERSION = 1
#: A long match saves about 30 KB. Reading and replaying a save this size stalls the window
#: for well under 100 ms; anything bigger is not a save this app wrote.
MAX_SAVE_BYTES = 1024 * 1024
_FORMAT = LazyPattern(r"kotshina-save/([0-9]{1,6})")  # ASCII digits only ("²" is a digit too)


class SaveError(Exception):
    """A save that cannot be resumed; the message is one line for the player (English)."""

    def __init__(self, message: str, code: str, path: Path) -> None:
        super().__init__(message)
        self.code = code  # "corrupt" | "future" | "invalid"
        self.path = path


class Resumable(Value):
    """A readable autosave: the config it was played with, its record and the record's
    replay (checked when the save was read: the match is continued from it, ``Match.resumed``,
    not replayed again; never changed itself)."""

    config: MatchConfig
    record: JsonObject
    finished: bool
    replayed: Match | None = value_field(default=None, compare=False, repr=False)


class SaveStore:
    """One autosave slot per game in ``<data>/saves/autosave-<game>.json``."""

    def __init__(self, directory: Path | None = None) -> None:
        self.directory = directory or paths.data_dir() / "saves"
        self._written: set[Path] = set()  # slots this store wrote: no need to re-check them
        self._cache: dict[tuple[Path, str | None], tuple[tuple[int, ...], JsonValue]] = {}
        clean_temp_files(self.directory, tuple(self.path_for(g).name for g in game_ids()))

    def path_for(self, game: str) -> Path:
        return self.directory / f"autosave-{game}.json"

    def autosave(self, config: MatchConfig, record: JsonObject, finished: bool = False) -> Path:
        path = self.path_for(config.game)
        if path not in self._written:
            self._set_aside_if_unreadable(path, config.game)
        write_json_atomic(path, {
            "format": f"{SAVE_FORMAT}/{SAVE_VERSION}",
            "saved_at": time.strftime("%Y-%m-%dT%H:%M:%S"),
            "finished": bool(finished),
            "config": config.to_json(),
            "record": record,
        })
        self._written.add(path)
        return path

    def _set_aside_if_unreadable(self, path: Path, game: str) -> None:
        if not present(path):
            return
        try:
            self.read(path, game)
        except SaveError:
            set_aside(path)  # OSError if that fails: then nothing is written over it

    def load(self, game: str) -> Resumable | None:
        """The autosaved match of ``game``; None when there is none; SaveError when unreadable."""
        path = self.path_for(game)
        if not present(path):
            return None
        return self.read(path, game)

    def unfinished(self, game: str) -> Resumable | None:
        """Like :meth:`load` but only a match that can be continued."""
        saved = self.load(game)
        return saved if saved is not None and not saved.finished else None

    def read(self, path: Path, game: str | None = None) -> Resumable:
        """Read, check and replay a save (``game``: the slot it must belong to).

        Never raises anything but SaveError. A file read before and unchanged since (same
        size, time and inode) is not replayed again: the start screen asks at every visit.
        """
        try:
            info = os.stat(path)
            key: tuple[int, ...] | None = (info.st_mtime_ns, info.st_size, info.st_ino)
        except OSError:
            key = None
        cached = self._cache.get((path, game))
        if key is not None and cached is not None and cached[0] == key:
            if isinstance(cached[1], SaveError):
                raise cached[1]
            return cached[1]
        try:
            result: Resumable | SaveError = self._read(path, game)
        except SaveError as exc:
            result = exc
        if key is not None:
            self._cache[(path, game)] = (key, result)
        if isinstance(result, SaveError):
            raise result
        return result

    def _read(self, path: Path, game: str | None) -> Resumable:
        try:
            # the player's own match: text UTF-8 cannot hold is shown as U+FFFD, not refused
            data = safe_json.load_file(path, limit=MAX_SAVE_BYTES,
                                       unencodable=safe_json.REPLACE)
        except safe_json.LoadError as exc:
            raise SaveError(f"The saved match {path.name} is damaged ({exc}); it was left "
                            "untouched.", "corrupt", path) from None
        fmt = data.get("format") if isinstance(data, dict) else None
        match = _FORMAT.fullmatch(fmt) if isinstance(fmt, str) else None
        if match is None:
            raise SaveError(f"{path.name} is not a Kotshina save; it was left untouched.",
                            "corrupt", path)
        if int(match.group(1)) > SAVE_VERSION:
            raise SaveError(f"The saved match {path.name} was written by a newer version of "
                            "Kotshina; it was left untouched.", "future", path)
        if int(match.group(1)) != SAVE_VERSION:
            raise SaveError(f"The saved match {path.name} has an unknown format; it was left "
                            "untouched.", "corrupt", path)
        from ..match import Match  # the engines: only when there is a save to check (not at start)

        try:
            if "record" not in data:
                raise ValueError("the save has no record")
            record = data["record"]
            replayed = Match(record)  # checks every field, replays every move
            config = check_config(data.get("config"), record, game)
            finished = data.get("finished", False)
            if not isinstance(finished, bool):
                raise ValueError(f"finished: {short_repr(finished)}")
        except ValueError as exc:  # InvalidRecord and IllegalMove are ValueErrors too
            reason = one_line(str(exc), 120)
            raise SaveError(f"The saved match {path.name} cannot be replayed ({reason}); it "
                            "was left untouched.", "invalid", path) from None
        except Exception:  # a bug must not stop the app: the save is kept and reported
            log.exception("reading %s failed", path)
            raise SaveError(f"The saved match {path.name} cannot be replayed; it was left "
                            "untouched.", "invalid", path) from None
        return Resumable(config, record, finished or bool(replayed.is_over), replayed)

    def discard(self, game: str) -> None:
        """Forget the autosave of a finished match (an unreadable one is kept)."""
        path = self.path_for(game)
        if not present(path):
            return
        try:
            self.read(path, game)
        except SaveError:
            return
        with contextlib.suppress(OSError):  # a finished save left behind is never offered
            path.unlink(missing_ok=True)
