"""Writing the player's files so that nothing is ever half-written or silently lost.

- ``write_json_atomic``: a temporary file in the same folder, flushed and fsynced, renamed over
  the old file, then the folder itself fsynced (so the rename survives a power cut too). Killing
  the app at any moment leaves the old file or the new one, never a mix.
- ``set_aside``: a file that cannot be read is renamed to ``<name>.unreadable-<time><ext>``
  instead of being overwritten or deleted, so the player (or a bug report) still has it.
- ``clean_temp_files``: temporary files left by a kill mid-write are removed at the next start.
Pure Python (no Qt).
"""

from __future__ import annotations

import contextlib
import os
import stat
import tempfile
import time
from pathlib import Path

from ..core.json_types import JsonValue

TEMP_SUFFIX = ".tmp"
#: A temporary file younger than this may belong to a write in progress (another instance).
TEMP_GRACE_SECONDS = 60.0


def fsync_folder(folder: Path) -> None:
    """Make a rename inside ``folder`` durable (POSIX; Windows has no folder handles for this)."""
    if os.name != "posix":
        return
    # Some file systems refuse this; the rename is atomic all the same, so it is not an error.
    with contextlib.suppress(OSError):
        fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


def write_json_atomic(path: Path, data: JsonValue) -> None:
    """Replace ``path`` with ``data`` as JSON, atomically; OSError when the disk refuses."""
    import json  # when a file is written, not at the app's start

    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temp_name = tempfile.mkstemp(prefix=path.name + ".", suffix=TEMP_SUFFIX,
                                         dir=path.parent)
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as out:
            json.dump(data, out, ensure_ascii=False, indent=1)
            out.write("\n")
            out.flush()
            os.fsync(out.fileno())
        os.replace(temp_name, path)
    except BaseException:
        with contextlib.suppress(OSError):
            Path(temp_name).unlink(missing_ok=True)
        raise
    fsync_folder(path.parent)


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
