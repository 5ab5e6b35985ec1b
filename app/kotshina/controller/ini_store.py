"""``settings.ini`` read and written in Qt's INI format without letting Qt open it by name.

QSettings, given the real file, writes it with QSaveFile, which follows a symlink standing at
that name and rewrites the file it points to; it first takes ``settings.ini.lock`` with a
blocking QLockFile, which hangs on a FIFO or a folder there and waits 30 s on an empty one; and
PySide drops characters from a path it cannot convert (undecodable bytes in ``$HOME``), so it
would open another file. So QSettings never writes the real file: writing copies the file as it
is on disk now into a folder private to this process, lets QSettings merge the changed keys
into the copy (so two ``Settings`` objects in one process never drop each other's keys), and
puts the result in place with ``core.safe_write`` (a new temporary file, then a rename, which
replaces a link instead of following it).
"""

from __future__ import annotations

import atexit
import contextlib
import errno
import itertools
import os
import stat
import tempfile
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from pathlib import Path

from PySide6.QtCore import QSettings

from ..core import safe_json
from ..core.safe_write import new_temp_file, remove_private_folder, write_atomic
from ..core.text_safety import unencodable_at

#: a settings file is well under 4 KB; anything bigger is not one this app wrote
MAX_BYTES = 256 * 1024
_NAME = "settings.ini"


class _Removed:
    """The value of a key a write removes (``changes[key] = REMOVED``)."""

    def __repr__(self) -> str:
        return "REMOVED"


REMOVED = _Removed()


def _bytes_on_disk(path: Path) -> bytes:
    """The file's bytes now; empty when it is missing or not a small regular file (which the
    next write then replaces: a FIFO, device or link there is never opened for writing)."""
    try:
        return safe_json.read_file(path, MAX_BYTES)
    except safe_json.LoadError:
        return b""


_folder: Path | None = None  # this process's private folder, made on first write
_numbers = itertools.count(1)
_PREFIX = "kotshina-settings-"


def _private_folder() -> Path:
    """A folder (mode 0700) only this process uses, removed when it exits. Made once: removing
    a folder costs milliseconds on some file systems, a file almost nothing."""
    global _folder
    if _folder is None or not _folder.is_dir():
        _remove_folders_of_ended_processes()
        _folder = Path(tempfile.mkdtemp(prefix=f"{_PREFIX}{os.getpid()}-", dir=_base()))
        atexit.register(remove_private_folder, _folder)
    return _folder


def _base() -> str:
    """The session's runtime folder when there is one (private, and in memory on most desktops,
    so QSettings' fsync of the copy costs nothing), else the temporary folder."""
    runtime = os.environ.get("XDG_RUNTIME_DIR")
    if runtime and os.path.isabs(runtime) and os.path.isdir(runtime) \
            and os.access(runtime, os.W_OK):
        return runtime
    return tempfile.gettempdir()


def _remove_folders_of_ended_processes() -> None:
    """What killed runs left in the temporary folder (POSIX: ``os.kill(pid, 0)`` only asks)."""
    if os.name != "posix":
        return
    try:
        entries = list(Path(_base()).glob(_PREFIX + "*"))
    except OSError:
        return
    for entry in entries:
        pid = entry.name[len(_PREFIX):].partition("-")[0]
        try:
            info = entry.lstat()
            if not pid.isdigit() or info.st_uid != os.getuid() or not stat.S_ISDIR(info.st_mode):
                continue
            os.kill(int(pid), 0)
        except ProcessLookupError:
            remove_private_folder(entry)
        except OSError:
            continue


@contextmanager
def _private_copy(data: bytes) -> Iterator[Path]:
    """A new file holding ``data`` in the private folder, for one QSettings (a new name each
    time: Qt caches what it parsed by file name, size and time)."""
    folder = _private_folder()
    work = folder / f"settings-{next(_numbers)}.ini"
    try:
        fd, temp = new_temp_file(folder, work.name)
        with os.fdopen(fd, "wb") as out:
            out.write(data)
        os.replace(temp, work)
        yield work
    finally:
        for made in (work, work.with_name(work.name + ".lock")):  # QSettings' lock file too
            with contextlib.suppress(OSError):
                made.unlink()


def _values(store: QSettings) -> dict[str, object]:
    return {key: store.value(key) for key in store.allKeys()}


def read_values(path: Path) -> dict[str, object]:
    """Every key of the INI file at ``path`` (empty when there is none); OSError only when no
    private folder can be made.

    Reading never writes: QSettings reads the file itself when Qt can hold its name (the
    caller checked it is a small regular file); only a name PySide would change goes through
    a private copy."""
    if unencodable_at(str(path)) is None:
        return _values(QSettings(str(path), QSettings.Format.IniFormat))
    data = _bytes_on_disk(path)
    if not data:
        return {}
    with _private_copy(data) as work:
        return _values(QSettings(str(work), QSettings.Format.IniFormat))


def write_values(path: Path, changes: Mapping[str, object]) -> dict[str, object]:
    """Merge ``changes`` into the file at ``path`` as it is now (``REMOVED`` removes a key),
    atomically; every key after the write. OSError (the file unchanged) when it cannot be
    written."""
    with _private_copy(_bytes_on_disk(path)) as work:
        store = QSettings(str(work), QSettings.Format.IniFormat)
        for key, value in changes.items():
            if value is REMOVED:
                store.remove(key)
            else:
                store.setValue(key, value)
        store.sync()
        if store.status() != QSettings.Status.NoError:
            raise OSError(errno.EIO, "Qt could not write the settings")
        values = _values(store)
        del store  # synced: nothing is written when it goes
        data = work.read_bytes()
    write_atomic(path, data, mode=0o666)
    return values
