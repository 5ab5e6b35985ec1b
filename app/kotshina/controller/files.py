"""Writing the player's files so that nothing is ever half-written or silently lost.

- ``write_json_atomic``: through ``core.safe_write.write_atomic``: a new temporary file in the
  same folder (never a link), flushed and fsynced, renamed over the old file, then the folder
  fsynced (so the rename survives a power cut too). Killing the app at any moment leaves the
  old file or the new one, never a mix; a link at the file's name is replaced, not followed.
- ``set_aside``: a file that cannot be read is renamed to ``<name>.unreadable-<time><ext>``
  instead of being overwritten or deleted, so the player (or a bug report) still has it.
- ``clean_temp_files``: temporary files left by a kill mid-write are removed at the next start.
Pure Python (no Qt).
"""

from __future__ import annotations

import logging
import os
import stat
import time
from pathlib import Path

from ..core.json_types import JsonValue
from ..core.safe_write import TEMP_SUFFIX, write_atomic
from ..core.text_safety import replace_unencodable

log = logging.getLogger(__name__)
#: A temporary file younger than this may belong to a write in progress (another instance).
TEMP_GRACE_SECONDS = 60.0


def write_json_atomic(path: Path, data: JsonValue, mode: int = 0o600) -> None:
    """Replace ``path`` with ``data`` as UTF-8 JSON, atomically and never through a link
    (``core.safe_write``); OSError when the disk refuses. Text that UTF-8 cannot hold (a lone
    surrogate that got past the load boundary) is written as U+FFFD, visibly, rather than
    failing the write: an autosave must not stop over one character."""
    import json  # when a file is written, not at the app's start

    text = json.dumps(data, ensure_ascii=False, indent=1) + "\n"
    try:
        encoded = text.encode("utf-8")
    except UnicodeEncodeError:
        log.warning("%s: text that is not valid Unicode was written as U+FFFD", path.name)
        encoded = replace_unencodable(text).encode("utf-8")
    write_atomic(path, encoded, mode)


def present(path: Path) -> bool:
    """Whether anything (a file, a dangling symlink, a FIFO…) sits at ``path``.

    A folder on the way that is really a file counts as absent; any other error as present,
    so that reading it reports the error instead of treating the file as missing.
    """
    try:
        os.lstat(path)
    except (FileNotFoundError, NotADirectoryError):
        return False
    except OSError:
        return True
    return True


def set_aside(path: Path) -> Path:
    """Rename an unreadable file to ``<stem>.unreadable-<time><suffix>``; returns the new path.

    Never overwrites an earlier set-aside file. Raises OSError if the rename fails (the caller
    must then leave the file alone rather than write over it).
    """
    stamp = time.strftime("%Y%m%d-%H%M%S")
    suffix = path.suffix or ".json"
    target = path.with_name(f"{path.stem}.unreadable-{stamp}{suffix}")
    number = 1
    while target.exists() or target.is_symlink():
        number += 1
        target = path.with_name(f"{path.stem}.unreadable-{stamp}-{number}{suffix}")
    os.replace(path, target)
    return target


def clean_temp_files(folder: Path, names: tuple[str, ...]) -> list[Path]:
    """Remove temporary files that ``write_json_atomic`` left for ``names`` (a kill mid-write)."""
    removed: list[Path] = []
    try:
        entries = list(folder.iterdir())
    except OSError:
        return removed
    now = time.time()
    for entry in entries:
        name = entry.name
        if not name.endswith(TEMP_SUFFIX) or not any(name.startswith(n + ".") for n in names):
            continue
        try:
            info = entry.lstat()
            if now - info.st_mtime < TEMP_GRACE_SECONDS or not stat.S_ISREG(info.st_mode):
                continue
            entry.unlink()
            removed.append(entry)
        except OSError:
            continue
    return removed
