"""Writing files so that no write follows a link and no file is ever half-written.

Every file Kotshina writes (saves, statistics and the copies kept of them, settings, the
picture and analysis caches, exported records, screenshots, the arena's and the announcements'
logs) goes through here; the translation catalogues are put in place
the same way by ``catalogues.py``, which must stand alone (the package build loads it by path):

- :func:`write_atomic`: the bytes go to a new temporary file in the target's folder, created
  with ``O_CREAT | O_EXCL | O_NOFOLLOW`` (so it is a fresh regular file, never something that
  was already there, never a link), flushed and fsynced, then renamed over the target, and the
  folder fsynced. A rename replaces a link standing at the target's name, never the file the
  link points to; killing the process at any moment leaves the old file or the new one.
- :func:`new_temp_file`: the temporary file itself, for writers that fill it their own way.
- :func:`write_new`: a file under a name nothing stands at yet (a copy kept aside), made with
  ``O_EXCL | O_NOFOLLOW``: FileExistsError when anything, a link too, is there already.
- :func:`open_log`: a file to append lines to: opened without following a link and without
  blocking (a FIFO nobody reads would hang ``open``), and only when it is a regular file.

Pure Python (no Qt).
"""

from __future__ import annotations

import contextlib
import os
import stat
from pathlib import Path
from typing import TextIO

TEMP_SUFFIX = ".tmp"

_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)
_NONBLOCK = getattr(os, "O_NONBLOCK", 0)
_BINARY = getattr(os, "O_BINARY", 0)
_CLOEXEC = getattr(os, "O_CLOEXEC", 0)
_NEW_FILE = os.O_WRONLY | os.O_CREAT | os.O_EXCL | _NOFOLLOW | _BINARY | _CLOEXEC


class NotARegularFile(OSError):
    """The path names a link, a FIFO, a device or a folder where a file should be."""


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


def new_temp_file(folder: Path, prefix: str, mode: int = 0o600) -> tuple[int, Path]:
    """A new, empty regular file in ``folder`` made by this call: (open descriptor, path)."""
    for _ in range(100):
        name = folder / f"{prefix}.{os.urandom(4).hex()}{TEMP_SUFFIX}"
        try:
            return os.open(name, _NEW_FILE, mode), name
        except FileExistsError:  # a name taken (or a link planted there): draw another
            continue
    raise FileExistsError(f"no free temporary name in {folder}")


def write_atomic(path: Path, data: bytes, mode: int = 0o600) -> None:
    """Replace ``path`` with ``data``, atomically, never through a link; OSError when the disk
    refuses (nothing at ``path`` is changed then). ``mode`` is filtered by the umask."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, temp = new_temp_file(path.parent, path.name, mode)
    try:
        with os.fdopen(fd, "wb") as out:
            out.write(data)
            out.flush()
            os.fsync(out.fileno())
        os.replace(temp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            temp.unlink(missing_ok=True)
        raise
    fsync_folder(path.parent)


def write_new(path: Path, data: bytes, mode: int = 0o600) -> None:
    """Create ``path`` holding ``data``; FileExistsError when anything (a file, a link, a FIFO)
    stands there already, so nothing there is written through or replaced. OSError when the
    disk refuses (the partial file is then removed)."""
    path = Path(path)
    fd = os.open(path, _NEW_FILE, mode)
    try:
        with os.fdopen(fd, "wb") as out:
            out.write(data)
            out.flush()
            os.fsync(out.fileno())
    except BaseException:
        with contextlib.suppress(OSError):
            path.unlink()
        raise
    fsync_folder(path.parent)


def remove_private_folder(folder: Path) -> None:
    """Remove a folder this process made for its own temporary files, and what is in it."""
    import shutil

    shutil.rmtree(folder, ignore_errors=True)


def open_log(path: str | os.PathLike[str]) -> TextIO:
    """``path`` opened to append UTF-8 lines: created if missing; NotARegularFile for a link,
    a FIFO, a device or a folder (never opened blocking); OSError when it cannot be opened."""
    name = os.fspath(path)
    flags = os.O_WRONLY | os.O_APPEND | os.O_CREAT | _NOFOLLOW | _NONBLOCK | _CLOEXEC
    try:
        fd = os.open(name, flags, 0o666)
    except OSError as exc:
        kind = _kind_at(name)
        if kind is not None:
            raise NotARegularFile(exc.errno, f"{kind}, not a regular file", name) from None
        raise
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise NotARegularFile(0, f"{kind_of(info.st_mode)}, not a regular file", name)
        if _NONBLOCK:
            os.set_blocking(fd, True)
        return os.fdopen(fd, "a", encoding="utf-8")
    except BaseException:
        os.close(fd)
        raise


def _kind_at(name: str) -> str | None:
    """What stands at ``name`` when it is not a regular file (None: a file, or nothing)."""
    try:
        info = os.lstat(name)
    except OSError:
        return None
    return None if stat.S_ISREG(info.st_mode) else kind_of(info.st_mode)


def kind_of(mode: int) -> str:
    """What a file of this ``st_mode`` is, in words (for one-line messages)."""
    if stat.S_ISLNK(mode):
        return "a symbolic link"
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a pipe (FIFO)"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "a special file"
